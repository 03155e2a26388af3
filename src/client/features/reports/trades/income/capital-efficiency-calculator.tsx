import { useId, useState, type FormEvent } from 'react';
import { premiumEfficiency, type Efficiency } from '../../../../../domain/income/capital-efficiency';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { formatPercentPlain } from '../../../../../domain/realized/format-pnl';
import { HoldingsCapacityTable } from './holdings-capacity-table';
import { MoneyField } from '../../../../components/form/field';
import { FormMessage } from '../../../../components/form/form-message';

/**
 * Premium efficiency (a week's premium over the capital behind it, and x 52 for a year; both inputs
 * must be above 0) and the contract capacity, floor(shares / 100), of each open holding.
 */
export function CapitalEfficiencyCalculator({
  quarter,
  positions,
}: {
  quarter: string;
  positions: readonly PositionItem[];
}) {
  const [capital, setCapital] = useState('');
  const [premium, setPremium] = useState('');
  const [result, setResult] = useState<Efficiency | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = result !== null && !result.ok;

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setResult(premiumEfficiency(capital, premium));
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setResult(null);
  };

  return (
    <section className="card income-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Capital Efficiency Calculator</h3>
      <form className="income-calculator" noValidate onSubmit={calculate} aria-label="Premium efficiency">
        <div className="income-calculator__inputs">
          <MoneyField
            id={`${id}-capital`}
            label="Capital Deployed ($)"
            value={capital}
            onChange={edit(setCapital)}
            invalid={invalid}
            errorId={errorId}
          />
          <MoneyField
            id={`${id}-premium`}
            label="Weekly Premium ($)"
            value={premium}
            onChange={edit(setPremium)}
            invalid={invalid}
            errorId={errorId}
          />
        </div>
        <button type="submit" className="button button--primary">
          Calculate Efficiency
        </button>
        <FormMessage
          id={errorId}
          className="income-calculator__error"
          message={result !== null && !result.ok ? { tone: 'error', text: result.message } : null}
        />
        {result?.ok ? (
          <dl className="stat-tiles stat-tiles--three income-tiles" aria-live="polite">
            <div className="stat-tile">
              <dt className="stat-tile__label">Weekly Premium Yield</dt>
              <dd className="stat-tile__value" data-testid="weekly-yield">
                {formatPercentPlain(result.weeklyPercent, 2)}
              </dd>
            </div>
            <div className="stat-tile">
              <dt className="stat-tile__label">Annualized Yield</dt>
              <dd className="stat-tile__value" data-testid="annualized-yield">
                {formatPercentPlain(result.annualizedPercent, 1)}
              </dd>
            </div>
          </dl>
        ) : null}
      </form>
      <h4 className="income-card__subheading">Contract Capacity</h4>
      <p className="muted">
        One option contract covers 100 shares: capacity = floor(shares / 100) per ticker.
      </p>
      <HoldingsCapacityTable quarter={quarter} positions={positions} />
    </section>
  );
}
