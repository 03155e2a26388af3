import type Decimal from 'decimal.js';
import { formatMoney3, formatPercent } from '../../../../domain/format';
import type { PlaygroundResult } from '../../../../domain/investors/scenario-playground';
import { METRICS_TEXT } from './metrics-texts';
import { signedMoney3, toneOf } from './signed';

const dash = '—';
const money = (value: Decimal | null) => (value === null ? dash : formatMoney3(value.toNumber()));

/** Equity value today and in the scenario, the scenario NAV and its change against the current NAV. */
export function ScenarioResults({
  result,
  currentNav,
}: {
  result: PlaygroundResult;
  currentNav: Decimal | null;
}) {
  const { change } = result;
  return (
    <dl className="stat-tiles scenario-results" aria-live="polite">
      <div className="stat-tile">
        <dt className="stat-tile__label">Equity Value ($)</dt>
        <dd className="stat-tile__value" data-testid="scenario-equity-value">
          {money(result.equityValue)}
        </dd>
        <dd className="stat-tile__detail">Today: {money(result.currentEquityValue)}</dd>
      </div>
      <div className="stat-tile">
        <dt className="stat-tile__label">Scenario NAV ($)</dt>
        <dd className="stat-tile__value" data-testid="scenario-nav">
          {money(result.scenarioNav)}
        </dd>
        <dd className="stat-tile__detail">
          Current NAV: {money(currentNav)}
          {result.entered ? null : ` · ${METRICS_TEXT.noScenario}`}
        </dd>
      </div>
      <div className="stat-tile">
        <dt className="stat-tile__label">Change vs Current NAV</dt>
        <dd className={`stat-tile__value ${toneOf(change?.change)}`} data-testid="scenario-nav-change">
          {change ? signedMoney3(change.change) : dash}
        </dd>
        <dd
          className={`stat-tile__detail ${toneOf(change?.change)}`}
          data-testid="scenario-nav-change-percent"
        >
          {change?.changePercent ? formatPercent(change.changePercent.toNumber()) : dash}
        </dd>
      </div>
    </dl>
  );
}
