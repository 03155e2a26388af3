import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loader } from '../../../components/loader';
import { failureMessage, type FailureTexts, type Message } from '../../../components/form/message';
import { Notice } from '../../../components/notice';
import { ImportTradesSection } from './imports/components/import-trades-section';
import { summarizeQuarter } from '../../../../domain/positions/quarter-summary';
import type { PositionItem } from '../../../../domain/positions/responses';
import { quarterKey } from '../../../../domain/quarters';
import { useDownloadPositionsCsv } from './api/download-positions-csv';
import { sectorsQueryOptions, tagsQueryOptions } from './api/get-names';
import { LastUpdatedWidget } from './components/last-updated-widget';
import { PositionsSummary } from './components/positions-summary';
import { PositionsTable } from './components/positions-table';
import { QuarterPicker } from './components/quarter-picker';
import { preloadTradeDialogs, TradeDialogs, type TradeDialogsHandle } from './components/trade-dialogs';
import { TradeLogTabs, type TradeLogTab } from './components/trade-log-tabs';
import { actionRefusal, type RowAction } from './row-actions';
import { TRADE_LOG_TEXT } from './trade-log-texts';
import { useTradeLog } from './use-trade-log';
import { useCanWrite } from '../shared/reports-access';

// The other views are built in their own folders: their code is fetched once the positions are
// shown, while the browser is idle, so a tab opens without waiting for the network (decision 028).
const loadRealized = () => import('./calendar/realized-performance-tab');
const loadEarning = () => import('./income/earning-power-tab');
const loadAnalytics = () => import('./analytics/analytics-tab');
const RealizedPerformanceTab = lazy(() =>
  loadRealized().then((m) => ({ default: m.RealizedPerformanceTab })),
);
const EarningPowerTab = lazy(() => loadEarning().then((m) => ({ default: m.EarningPowerTab })));
const AnalyticsTab = lazy(() => loadAnalytics().then((m) => ({ default: m.AnalyticsTab })));

// The dialogs' code is asked for once the first rows are painted, not when the browser is next idle,
// which can be 2 s later, after a first press (decision 033, fourth pass).
function usePreloadDialogs(ready: boolean, canWrite: boolean) {
  useEffect(() => {
    if (!ready || !canWrite) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(preloadTradeDialogs, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready, canWrite]);
}

// The names the position forms suggest are fetched with the other views, so a dialog opens whole in
// one render rather than growing when they arrive (decision 033).
function usePreloadViews(ready: boolean, canWrite: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    const preload = () => {
      for (const load of [loadAnalytics, loadRealized, loadEarning]) void load().catch(() => undefined);
      if (canWrite) {
        void client.prefetchQuery(sectorsQueryOptions());
        void client.prefetchQuery(tagsQueryOptions());
      }
    };
    const idle = window.requestIdleCallback?.(preload, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(preload, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready, canWrite, client]);
}

const DOWNLOAD_FAILED: FailureTexts = {
  refused: TRADE_LOG_TEXT.downloadFailed,
  broken: TRADE_LOG_TEXT.downloadFailed,
};

/** The Trade Log tab (docs/requirements.md#tl-screen): 'Quarterly Trades'. */
export function TradesPanel() {
  const log = useTradeLog();
  const canWrite = useCanWrite();
  // Which dialog is open lives in TradeDialogs: opening one renders nothing of the panel.
  const dialogs = useRef<TradeDialogsHandle>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const download = useDownloadPositionsCsv();
  const { positions, mock, quarter, quarterName } = log;
  const summary = useMemo(() => (positions ? summarizeQuarter(positions) : null), [positions]);
  usePreloadDialogs(positions !== null, canWrite);
  usePreloadViews(positions !== null, canWrite);

  const announce = useCallback((next: Message | null) => {
    setNotice(next);
    // When the button that opened a dialog is gone (its row moved group), focus goes to the result.
    requestAnimationFrame(() => {
      if (next && (document.activeElement === null || document.activeElement === document.body)) {
        noticeRef.current?.focus();
      }
    });
  }, []);

  const onAction = useCallback(
    (action: RowAction, position: PositionItem) => {
      const refusal = actionRefusal(action, { mock, type: position.type });
      if (refusal !== null) return announce({ tone: 'error', text: refusal });
      setNotice(null);
      dialogs.current?.open({ kind: action, position });
    },
    [mock, announce],
  );

  const openAdd = () => {
    const refusal = actionRefusal('add', { mock });
    if (refusal !== null) return announce({ tone: 'error', text: refusal });
    setNotice(null);
    dialogs.current?.open({ kind: 'add' });
  };

  const onQuarterCreated = (quarter: string, created: Message) => {
    log.selectQuarter(quarter);
    announce(created);
  };

  const startDownload = () => {
    if (quarter === null) return;
    download.mutate(quarterKey(quarter), {
      onError: (error) => announce(failureMessage(error, DOWNLOAD_FAILED)),
    });
  };

  const renderPanel = (tab: TradeLogTab) => {
    if (positions === null || quarterName === null) return null;
    if (tab === 'positions')
      return <PositionsTable positions={positions} onAction={canWrite ? onAction : null} mock={mock} />;
    return (
      <Suspense fallback={<Loader label="Loading section" />}>
        {tab === 'realized' ? (
          <RealizedPerformanceTab quarter={quarterName} positions={positions} />
        ) : tab === 'analytics' ? (
          <AnalyticsTab />
        ) : (
          <EarningPowerTab quarter={quarterName} positions={positions} />
        )}
      </Suspense>
    );
  };

  const current = log.quarters?.current ?? quarterName ?? '';

  // Pointing at or focusing anything of the screen, an opener included, fetches the dialogs' code
  // if the first rows have not been painted yet.
  const warmDialogs = canWrite ? preloadTradeDialogs : undefined;

  return (
    <section
      className="panel trade-log"
      aria-labelledby="trades-heading"
      onPointerOver={warmDialogs}
      onFocus={warmDialogs}
    >
      <div className="trade-log__header">
        <h2 id="trades-heading">{TRADE_LOG_TEXT.heading}</h2>
        {log.quarters && quarterName ? (
          <QuarterPicker
            quarters={log.quarters.quarters}
            selected={quarterName}
            onSelect={log.selectQuarter}
            onCreate={canWrite ? () => dialogs.current?.open({ kind: 'quarter' }) : undefined}
          />
        ) : null}
        {quarter ? (
          <LastUpdatedWidget key={quarterKey(quarter)} quarter={quarter} canWrite={canWrite} />
        ) : null}
      </div>
      {quarterName ? <p className="trade-log__banner">{TRADE_LOG_TEXT.viewing(quarterName)}</p> : null}
      {mock ? null : <ImportTradesSection />}
      {mock ? (
        <div className="trade-log__mock">
          <Notice
            title={TRADE_LOG_TEXT.mockBanner}
            actions={
              <button
                type="button"
                className="button button--secondary"
                onClick={log.retry}
                disabled={log.retrying}
              >
                {TRADE_LOG_TEXT.mockRetry}
              </button>
            }
          >
            <p>{TRADE_LOG_TEXT.mockBody}</p>
          </Notice>
        </div>
      ) : null}
      <div className="trade-log__notices" ref={noticeRef} tabIndex={-1}>
        {notice ? (
          <Notice
            tone={notice.tone}
            title={notice.text}
            actions={
              <button type="button" className="button button--secondary" onClick={() => setNotice(null)}>
                Dismiss
              </button>
            }
          >
            {notice.detail ? <p>{notice.detail}</p> : null}
          </Notice>
        ) : null}
      </div>

      {positions === null || summary === null || quarterName === null ? (
        <Loader tagline={TRADE_LOG_TEXT.positionsLoading} label="" />
      ) : (
        <>
          <PositionsSummary
            quarter={quarterName}
            summary={summary}
            onAdd={canWrite ? openAdd : undefined}
            onDownload={startDownload}
            downloading={download.isPending}
            canDownload={!mock}
          />
          <TradeLogTabs renderPanel={renderPanel} />
        </>
      )}

      <TradeDialogs
        ref={dialogs}
        quarterName={quarterName}
        quarters={log.quarters ? { current, suggestedNext: log.quarters.suggestedNext } : null}
        onDone={announce}
        onQuarterCreated={onQuarterCreated}
      />
    </section>
  );
}
