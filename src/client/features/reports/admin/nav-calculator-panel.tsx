import { useState, type FormEvent } from 'react';
import {
  DEFAULT_ACCOUNT_VALUE,
  DEFAULT_OUTSTANDING_UNITS,
  MONEY_INPUT_STEP,
  NAV_DECIMALS,
  SHARES_INPUT_STEP,
} from '../../../../domain/investors/constants';
import { calculateNav, type NavCalculation } from '../../../../domain/investors/nav-calculator';
import { formatMoney3 } from '../../../../domain/format';
import { NumberField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';

const MESSAGE_ID = 'nav-calculator-message';

/** NAV per unit = account value / outstanding units; blank fields use the defaults shown as placeholders. */
export function NavCalculatorPanel() {
  const [accountValue, setAccountValue] = useState('');
  const [units, setUnits] = useState('');
  const [result, setResult] = useState<NavCalculation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(calculateNav({ accountValue, outstandingUnits: units }));
  };
  const error = result && !result.ok ? result.error : null;

  return (
    <section className="card admin-card" aria-labelledby="nav-calculator-heading">
      <h3 id="nav-calculator-heading">NAV Calculator</h3>
      <p className="muted">Leave a field blank to use the value shown in it.</p>
      <form noValidate onSubmit={submit}>
        <div className="field-row">
          <NumberField
            id="nav-account-value"
            label="Account Value ($)"
            value={accountValue}
            onChange={setAccountValue}
            step={MONEY_INPUT_STEP}
            placeholder={String(DEFAULT_ACCOUNT_VALUE)}
            invalid={error !== null}
            errorId={MESSAGE_ID}
          />
          <NumberField
            id="nav-outstanding-units"
            label="Outstanding Units"
            value={units}
            onChange={setUnits}
            step={SHARES_INPUT_STEP}
            placeholder={String(DEFAULT_OUTSTANDING_UNITS)}
            invalid={error !== null}
            errorId={MESSAGE_ID}
          />
        </div>
        <button type="submit" className="button button--primary">
          Calculate NAV
        </button>
      </form>
      <FormMessage id={MESSAGE_ID} message={error ? { tone: 'error', text: error } : null} />
      <div aria-live="polite">
        {result?.ok ? (
          <dl className="admin-result">
            <div>
              <dt>NAV per Unit</dt>
              <dd data-testid="nav-per-unit">{result.nav.toFixed(NAV_DECIMALS)}</dd>
            </div>
            <div>
              <dt>Account Value ($)</dt>
              <dd>{formatMoney3(result.accountValue.toNumber())}</dd>
            </div>
            <div>
              <dt>Outstanding Units</dt>
              <dd>{formatMoney3(result.outstandingUnits.toNumber())}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
