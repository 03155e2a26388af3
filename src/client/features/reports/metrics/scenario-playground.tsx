import { memo, useDeferredValue, useState } from 'react';
import type Decimal from 'decimal.js';
import type { Investor } from '../../../../domain/investors/schemas';
import {
  BORROWED_FIELD,
  CASH_FIELD,
  ledgerGap,
  playgroundHoldings,
  playgroundResult,
} from '../../../../domain/investors/scenario-playground';
import { MoneyField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { usePortfolio } from '../../../api/public/get-portfolio';
import { METRICS_TEXT } from './metrics-texts';
import { ScenarioHoldingsTable } from './scenario-holdings-table';
import { ScenarioInvestors } from './scenario-investors';
import { ScenarioResults } from './scenario-results';

const INVALID_ID = 'scenario-invalid';

const sameNav = (a: Decimal | null, b: Decimal | null) => a === b || (a !== null && b !== null && a.eq(b));

// Every investor at the scenario NAV: rendered again only when a NAV it shows changes, and then in a
// deferred render, after the typed key has painted (issue 30: 200 investors within 200 ms at 4×).
const StillScenarioInvestors = memo(
  ScenarioInvestors,
  (before, after) =>
    before.investors === after.investors &&
    sameNav(before.currentNav, after.currentNav) &&
    sameNav(before.scenarioNav, after.scenarioNav),
);

interface ScenarioPlaygroundProps {
  investors: readonly Investor[];
  outstandingShares: Decimal;
  currentNav: Decimal | null;
}

/** What-if prices for the fund's holdings, and what they would make of the NAV and each investor. */
export function ScenarioPlayground({ investors, outstandingShares, currentNav }: ScenarioPlaygroundProps) {
  const portfolio = usePortfolio();
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [cash, setCash] = useState('');
  const [borrowed, setBorrowed] = useState('');

  const holdings = portfolio.data ? playgroundHoldings(portfolio.data) : [];
  const result = playgroundResult({ holdings, prices, cash, borrowed, outstandingShares, currentNav });
  const invalid = new Set(result.invalid);
  const scenarioNav = useDeferredValue(result.scenarioNav);
  const gap = portfolio.data
    ? ledgerGap({ currentEquityValue: result.currentEquityValue, outstandingShares, currentNav })
    : null;

  return (
    <section className="card metrics-card" aria-labelledby="scenario-heading">
      <h3 id="scenario-heading">Portfolio Price Scenario Playground</h3>
      <p className="muted">
        Type a scenario price for any holding; a blank price keeps today&apos;s. Scenario NAV = (equity value
        + cash − borrowed) ÷ outstanding shares.
      </p>

      {gap ? (
        <Notice tone="info">
          <span data-testid="ledger-gap">{METRICS_TEXT.ledgerGap(gap)}</span>
        </Notice>
      ) : null}
      {portfolio.isPending && portfolio.fetchStatus !== 'idle' ? <Loader label="Loading holdings" /> : null}
      {portfolio.isError ? <Notice tone="error">{METRICS_TEXT.portfolioFailed}</Notice> : null}
      {portfolio.data && holdings.length === 0 ? <p className="muted">{METRICS_TEXT.noHoldings}</p> : null}
      {holdings.length > 0 ? (
        <ScenarioHoldingsTable
          holdings={holdings}
          prices={prices}
          invalid={invalid}
          values={result.holdingValues}
          errorId={INVALID_ID}
          onPriceChange={(key, text) => setPrices((previous) => ({ ...previous, [key]: text }))}
        />
      ) : null}

      <div className="field-row metrics-gap">
        <MoneyField
          id="scenario-cash"
          label="Cash ($)"
          placeholder="0"
          value={cash}
          onChange={setCash}
          invalid={invalid.has(CASH_FIELD)}
          errorId={INVALID_ID}
        />
        <MoneyField
          id="scenario-borrowed"
          label="Borrowed ($)"
          placeholder="0"
          value={borrowed}
          onChange={setBorrowed}
          invalid={invalid.has(BORROWED_FIELD)}
          errorId={INVALID_ID}
        />
      </div>
      <div className="metrics-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setPrices({})}
          disabled={Object.values(prices).every((text) => text === '')}
        >
          Reset prices
        </button>
      </div>

      <FormMessage
        id={INVALID_ID}
        className=""
        message={invalid.size > 0 ? { tone: 'error', text: METRICS_TEXT.scenarioInvalid } : null}
      />
      <ScenarioResults result={result} currentNav={currentNav} />
      {scenarioNav !== null && currentNav !== null && investors.length > 0 ? (
        <StillScenarioInvestors investors={investors} currentNav={currentNav} scenarioNav={scenarioNav} />
      ) : null}
    </section>
  );
}
