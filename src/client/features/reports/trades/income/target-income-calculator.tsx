import { useId, useState } from 'react';
import { formatCurrency } from '../../../../../domain/format';
import { INCOME_MESSAGES } from '../../../../../domain/income/messages';
import {
  snapTargetPercent,
  TARGET_WEEKLY_PERCENT,
  targetIncome,
} from '../../../../../domain/income/target-income';
import { readDecimal } from '../../../../../domain/positions/payloads/fields';
import { formatPercentPlain, NO_FIGURE } from '../../../../../domain/realized/format-pnl';
import { decimalToNumber } from '../../../../../domain/rounding';
import { Notice } from '../../../../components/notice';
import { MoneyField } from '../../../../components/form/field';

/**
 * Weekly income target = capital x target weekly percent (slider 1 to 2.5, step 0.1, default 1.5);
 * annualized return = weekly percent x 52, with a notice above 100%. Collapsible, open at first.
 */
export function TargetIncomeCalculator() {
  const [open, setOpen] = useState(true);
  const [percent, setPercent] = useState(String(TARGET_WEEKLY_PERCENT.default));
  const [capital, setCapital] = useState('');
  const id = useId();
  const weeklyPercent = snapTargetPercent(percent);
  const capitalValue = readDecimal(capital);
  const result = targetIncome(capitalValue, weeklyPercent);
  const percentText = `${weeklyPercent.toFixed(1)}%`;
  const money = (value: typeof result.weeklyTarget) =>
    value === null ? NO_FIGURE : formatCurrency(decimalToNumber(value, 2));

  return (
    <section className="card income-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="income-card__toggle-heading">
        <button
          type="button"
          className="income-card__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="income-card__chevron">
            {open ? '▾' : '▸'}
          </span>
          Target Weekly Income Calculator
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="income-calculator">
        <div className="income-calculator__inputs">
          <div className="field">
            <label htmlFor={`${id}-percent`}>Target weekly return</label>
            <div className="income-slider">
              <input
                id={`${id}-percent`}
                type="range"
                min={TARGET_WEEKLY_PERCENT.min}
                max={TARGET_WEEKLY_PERCENT.max}
                step={TARGET_WEEKLY_PERCENT.step}
                value={weeklyPercent.toFixed(1)}
                aria-valuetext={`${percentText} per week`}
                onChange={(event) => setPercent(event.target.value)}
              />
              <output htmlFor={`${id}-percent`} className="income-slider__value" data-testid="target-percent">
                {percentText}
              </output>
            </div>
          </div>
          <MoneyField
            id={`${id}-capital`}
            label="Capital ($)"
            value={capital}
            onChange={setCapital}
            hint="The capital the weekly income is earned on"
          />
        </div>
        <dl className="stat-tiles stat-tiles--three income-tiles">
          <div className="stat-tile">
            <dt className="stat-tile__label">Weekly Income Target</dt>
            <dd className="stat-tile__value" data-testid="weekly-target">
              {money(result.weeklyTarget)}
            </dd>
          </div>
          <div className="stat-tile">
            <dt className="stat-tile__label">Annualized Return</dt>
            <dd className="stat-tile__value" data-testid="annualized-return">
              {formatPercentPlain(result.annualizedPercent, 1)}
            </dd>
          </div>
          <div className="stat-tile">
            <dt className="stat-tile__label">Yearly Income at Target</dt>
            <dd className="stat-tile__value">{money(result.yearlyTarget)}</dd>
          </div>
        </dl>
        {result.weeklyTarget === null ? <p className="muted">{INCOME_MESSAGES.capitalRequired}</p> : null}
        {/* The alert of docs/requirements.md#diff: announced at once (role="alert"), kept on the page. */}
        {result.notice ? (
          <Notice tone="error" title="Annualized return above 100%">
            {INCOME_MESSAGES.annualizedAbove100(formatPercentPlain(result.annualizedPercent, 1))}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}
