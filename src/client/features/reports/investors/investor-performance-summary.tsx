import type Decimal from 'decimal.js';
import { memo } from 'react';
import { formatMoney3, formatNav, formatOwnership3, formatReturn3 } from '../../../../domain/format';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { INVALID_NAV_VALUE } from '../../../../domain/investors/messages';
import type { PerformanceSummary } from '../../../../domain/investors/performance-summary';
import { quarterLabel, type Quarter } from '../../../../domain/quarters';
import { Notice } from '../../../components/notice';
import { NAV_TEXT } from './dashboard-texts';
import type { DashboardNav } from './use-dashboard-nav';

const DASH = '—';
const money = (value: Decimal | undefined) => (value === undefined ? DASH : formatMoney3(value.toNumber()));
const tone = (value: Decimal | null | undefined) =>
  value == null || value.isZero() ? '' : value.isNegative() ? 'tone--loss' : 'tone--gain';

interface Props {
  /** Null while the current NAV input holds no usable number. */
  summary: PerformanceSummary | null;
  nav: DashboardNav;
  quarter: Quarter;
}

function Tile({
  label,
  value,
  detail,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className="stat-tile">
      <dt className="stat-tile__label">{label}</dt>
      <dd className={`stat-tile__value ${className}`} data-testid={testId}>
        {value}
      </dd>
      {detail ? <dd className="stat-tile__detail">{detail}</dd> : null}
    </div>
  );
}

/** The figures at the current NAV; a key typed in the NAV input does not render them (memo). */
const SummaryTiles = memo(function SummaryTiles({
  summary,
  quarter,
}: {
  summary: PerformanceSummary | null;
  quarter: Quarter;
}) {
  const s = summary ?? undefined;
  const returnDetail = (start: Decimal | null | undefined, missing: string) =>
    start ? `From ${formatNav(start)}` : missing;
  return (
    <dl className="stat-tiles dashboard-tiles">
      <Tile label="Total Shares" value={money(s?.shares)} testId="summary-shares" />
      <Tile label="Total Invested ($)" value={money(s?.totalInvested)} testId="summary-invested" />
      <Tile label="Current Value ($)" value={money(s?.currentValue)} testId="summary-value" />
      <Tile
        label="Total Gain ($)"
        value={money(s?.totalGain)}
        testId="summary-gain"
        className={tone(s?.totalGain)}
        detail="Shares × current NAV − invested"
      />
      <Tile
        label={`Quarter Return (${quarterLabel(quarter)})`}
        value={s ? formatReturn3(s.quarterReturnPercent) : DASH}
        testId="summary-quarter-return"
        className={tone(s?.quarterReturnPercent)}
        detail={returnDetail(s?.quarterStartNav, `No ${quarterLabel(quarter)} NAV recorded`)}
      />
      <Tile
        label={`YTD Return (${quarter.year})`}
        value={s ? formatReturn3(s.ytdReturnPercent) : DASH}
        testId="summary-ytd-return"
        className={tone(s?.ytdReturnPercent)}
        detail={returnDetail(s?.yearStartNav, `No ${quarter.year} year-start NAV recorded`)}
      />
      <Tile
        label="Total Return (since inception)"
        value={s ? formatReturn3(s.sinceInceptionReturnPercent) : DASH}
        testId="summary-total-return"
        className={tone(s?.sinceInceptionReturnPercent)}
        detail={returnDetail(s?.inceptionNav, 'No inception NAV recorded')}
      />
      <Tile
        label="Ownership"
        value={s ? formatOwnership3(s.ownershipPercent) : DASH}
        testId="summary-ownership"
        detail="Of the fund's outstanding shares"
      />
    </dl>
  );
});

/** Shares, value, gain, the quarter / year-to-date / since-inception returns and ownership. */
export function InvestorPerformanceSummary({ summary, nav, quarter }: Props) {
  const invalidNav = nav.source !== 'loading' && nav.nav === null;
  return (
    <section className="card dashboard-card" aria-labelledby="investor-summary-heading">
      <h4 id="investor-summary-heading">Performance Summary</h4>
      <div className="field dashboard-nav">
        <label htmlFor="dashboard-current-nav">{NAV_TEXT.currentNavLabel}</label>
        <div className="dashboard-nav__row">
          <input
            id="dashboard-current-nav"
            type="number"
            inputMode="decimal"
            step={NAV_INPUT_STEP}
            value={nav.text}
            placeholder={nav.source === 'loading' ? 'Loading...' : undefined}
            onChange={(event) => nav.setText(event.target.value)}
            aria-invalid={invalidNav || undefined}
            aria-describedby="dashboard-current-nav-hint"
          />
          {nav.source === 'typed' ? (
            <button type="button" className="button button--secondary" onClick={nav.useSheet}>
              {NAV_TEXT.useSheet}
            </button>
          ) : null}
        </div>
        <span id="dashboard-current-nav-hint" className={invalidNav ? 'field__error' : 'field__hint'}>
          {invalidNav
            ? INVALID_NAV_VALUE
            : nav.source === 'typed'
              ? NAV_TEXT.typedByHand
              : nav.source === 'sheet'
                ? NAV_TEXT.fromSheet
                : ''}
        </span>
      </div>
      {nav.source === 'fallback' ? <Notice>{NAV_TEXT.fallback}</Notice> : null}
      <SummaryTiles summary={summary} quarter={quarter} />
    </section>
  );
}
