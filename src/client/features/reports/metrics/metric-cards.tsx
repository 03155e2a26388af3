import type Decimal from 'decimal.js';
import { formatMoney3 } from '../../../../domain/format';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import type { OutstandingShares } from '../../../../domain/investors/share-distribution';
import { totalValueWithoutLeverage } from '../../../../domain/investors/share-distribution';
import { Notice } from '../../../components/notice';
import { METRICS_TEXT } from './metrics-texts';
import type { NavInput } from './use-nav-input';

interface MetricCardsProps {
  /** Null when the investors could not be loaded. */
  investorCount: number | null;
  outstanding: OutstandingShares;
  navInput: NavInput;
}

const NAV_ERROR_ID = 'current-nav-error';
const dash = '—';
const money = (value: Decimal | null) => (value === null ? dash : formatMoney3(value.toNumber()));

/** Total Investors, Outstanding Shares, Current NAV (typed or reloaded) and Total Value w/o Leverage. */
export function MetricCards({ investorCount, outstanding, navInput }: MetricCardsProps) {
  const { nav } = navInput;
  const invalidNav = !navInput.loading && navInput.text.trim() !== '' && nav === null;
  return (
    <>
      <dl className="stat-tiles metrics-cards">
        <div className="stat-tile">
          <dt className="stat-tile__label">Total Investors</dt>
          <dd className="stat-tile__value" data-testid="metrics-total-investors">
            {investorCount ?? dash}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">Outstanding Shares</dt>
          <dd className="stat-tile__value" data-testid="metrics-outstanding-shares">
            {formatMoney3(outstanding.shares.toNumber())}
          </dd>
          {outstanding.fallback ? <dd className="stat-tile__detail">Fallback figure</dd> : null}
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">
            <label htmlFor="current-nav-input">Current NAV ($)</label>
          </dt>
          <dd className="metrics-nav">
            <input
              id="current-nav-input"
              className="metrics-nav__input"
              type="number"
              inputMode="decimal"
              step={NAV_INPUT_STEP}
              value={navInput.text}
              placeholder={navInput.loading ? 'Loading...' : undefined}
              onChange={(event) => navInput.setText(event.target.value)}
              aria-invalid={invalidNav || undefined}
              aria-describedby={invalidNav ? NAV_ERROR_ID : undefined}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={navInput.reload}
              disabled={navInput.loading}
            >
              {navInput.loading ? 'Loading...' : 'Reload'}
            </button>
          </dd>
          {invalidNav ? (
            <dd id={NAV_ERROR_ID} className="stat-tile__detail metrics-error">
              {METRICS_TEXT.navInvalid}
            </dd>
          ) : null}
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">Total Value w/o Leverage ($)</dt>
          <dd className="stat-tile__value" data-testid="metrics-total-value">
            {money(nav === null ? null : totalValueWithoutLeverage(outstanding.shares, nav))}
          </dd>
        </div>
      </dl>
      {navInput.fallback ? <Notice>{METRICS_TEXT.navFallback}</Notice> : null}
      {navInput.reloadFailed ? <Notice tone="error">{METRICS_TEXT.navReloadFailed}</Notice> : null}
    </>
  );
}
