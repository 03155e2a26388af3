import { useFundClock } from '../../../../config/fund-clock';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { heatmapYears } from '../../../../../domain/journal/heatmap';
import type { JournalFilter } from '../../../../../domain/journal/trades';
import { Loader } from '../../../../components/loader';
import { Notice } from '../../../../components/notice';
import { DayDetailModal } from '../calendar/day-detail-modal';
import { formatDate } from '../../../../../domain/format';
import { ANALYTICS_TEXT as T } from './analytics-texts';
import { useDownloadJournalCsv, useJournalDay, useJournalStats } from './api/journal-api';
import { BreakdownTables } from './breakdown-tables';
import { dayTotalOf } from './day-total';
import { EquityChart } from './equity-chart';
import { JournalTiles } from './journal-tiles';
import { filterOf } from './range-choice';
import { RangeControls, type RangeChoice } from './range-controls';
import { choiceOf, withChoice } from './range-params';
import { HeatmapLegend } from './heatmap-legend';
import { YearHeatmap, type HeatDay } from './year-heatmap';

// The figures change only when the answer does: a preset pressed, a tag chosen or a day's trades
// opened or closed render the controls at once and leave the charts, the heat-maps (hundreds of cells)
// and the tables alone until the new answer comes (issue 30: every interaction within 200 ms at 4×).
const StillTiles = memo(JournalTiles);
const StillEquityChart = memo(EquityChart);
const StillHeatmap = memo(YearHeatmap);
const StillBreakdownTables = memo(BreakdownTables);

function rangeText(filter: JournalFilter): string {
  const { from, to } = filter.range;
  const dates =
    from === null && to === null
      ? T.allTime
      : `${from === null ? 'the first trade' : formatDate(from)} to ${to === null ? 'the last trade' : formatDate(to)}`;
  return filter.tag === null ? dates : `${dates}, tag ${filter.tag}`;
}

/**
 * The journal's analytics over any range (docs/requirements.md#jr-screen): presets and a tag filter,
 * stat tiles, the equity curve with its drawdown, a year heat-map whose days open the calendar's day
 * detail, and tables by ticker, strategy, tag, weekday and month. It prints as a report.
 */
export function AnalyticsTab() {
  // The fund's day, not the browser's: the presets ('this quarter', 'YTD') are the fund's.
  const clock = useFundClock();
  const [today] = useState(() => clock.today());
  const [params, setParams] = useSearchParams();
  // The controls answer at once; the address follows, for a reload or a visit to another view.
  const [choice, setChosen] = useState(() => choiceOf(params));
  const setChoice = useCallback(
    (next: RangeChoice) => {
      setChosen(next);
      setParams((current) => withChoice(current, next), { replace: true });
    },
    [setParams],
  );
  const asked = useMemo(() => filterOf(choice, today), [choice, today]);
  // While typed dates cannot be asked for, the last range asked stays on screen.
  const [filter, setFilter] = useState<JournalFilter>(() => asked.filter!);
  if (asked.filter !== null && JSON.stringify(asked.filter) !== JSON.stringify(filter))
    setFilter(asked.filter);
  // The controls and the range line answer the press at once; the figures follow the new range in a
  // render React may interrupt (a year's heat-map mounting is hundreds of cells).
  const shownFilter = useDeferredValue(filter);
  const stats = useJournalStats(shownFilter);
  const download = useDownloadJournalCsv();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const day = useJournalDay(openDay, filter.tag);
  const opener = useRef<HTMLElement | null>(null);

  const openDetail = useCallback((date: string, button: HTMLElement) => {
    opener.current = button;
    setOpenDay(date);
  }, []);
  const closeDetail = useCallback(() => {
    setOpenDay(null);
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  const data = stats.data;
  const heat = useMemo(() => {
    const days = new Map<string, HeatDay>((data?.daily ?? []).map((d) => [d.date, d]));
    const largest = Math.max(0, ...(data?.daily ?? []).map((d) => Math.abs(d.netPnl)));
    return { days, largest };
  }, [data]);

  return (
    <div className="analytics-tab">
      <div className="analytics-head">
        <h3>{T.heading}</h3>
        <div className="analytics-head__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={download.isPending}
            onClick={() => download.mutate(filter)}
          >
            {T.downloadCsv}
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {T.print}
          </button>
        </div>
      </div>
      <RangeControls choice={choice} onChange={setChoice} problem={asked.problem} />
      {download.isError ? <Notice tone="error" title={T.downloadFailed} /> : null}
      <p className="analytics-range" aria-live="polite">
        {rangeText(filter)}
        {stats.isFetching && data ? <span className="muted"> · {T.refreshing}</span> : null}
      </p>

      {stats.isError && !data ? (
        <Notice
          tone="error"
          title={T.loadFailed}
          actions={
            <button type="button" className="button button--secondary" onClick={() => void stats.refetch()}>
              {T.retry}
            </button>
          }
        >
          {stats.error instanceof Error ? <p>{stats.error.message}</p> : null}
        </Notice>
      ) : !data ? (
        <Loader tagline={T.loading} label="" />
      ) : (
        <div className="analytics-results" aria-busy={stats.isFetching}>
          <section className="analytics-section" aria-label={T.statistics}>
            <StillTiles totals={data.totals} />
            {data.totals.trades === 0 ? <p className="muted">{T.noTrades}</p> : null}
          </section>
          <section className="analytics-section" aria-labelledby="analytics-equity">
            <h4 id="analytics-equity">{T.equity}</h4>
            <StillEquityChart equity={data.equity} maxDrawdown={data.totals.maxDrawdown} />
          </section>
          <section className="analytics-section" aria-labelledby="analytics-heatmap">
            <h4 id="analytics-heatmap">{T.heatmap}</h4>
            <p className="muted analytics-hint">{T.heatmapHint}</p>
            <HeatmapLegend largest={heat.largest} />
            {heatmapYears(
              data.daily.map((d) => d.date),
              shownFilter.range,
              today,
            ).map((year) => (
              <StillHeatmap
                key={year}
                year={year}
                days={heat.days}
                largest={heat.largest}
                onOpenDay={openDetail}
              />
            ))}
            {day.isError ? <Notice tone="error" title={T.dayLoadFailed} /> : null}
          </section>
          <StillBreakdownTables stats={data} />
        </div>
      )}
      <DayDetailModal
        total={openDay !== null && day.data ? dayTotalOf(openDay, day.data.trades) : null}
        onClose={closeDetail}
      />
    </div>
  );
}
