import { useId } from 'react';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { MAX_YEAR, MIN_YEAR } from '../../../../domain/date-range';
import {
  REPORT_QUARTERS,
  WITHDRAWAL_TERMS_RULE,
  type ReportQuarter,
} from '../../../../domain/reports/settings';

/** The settings form as typed; checkReportRun reads it. */
export interface ReportSettingsText {
  quarter: ReportQuarter;
  year: string;
  currentNav: string;
  withdrawalTerms: string;
}

interface ReportSettingsFieldsProps {
  value: ReportSettingsText;
  onChange: (value: ReportSettingsText) => void;
  /** The Current NAV Price is missing: marked, and tied to the message with `errorId`. */
  navInvalid: boolean;
  errorId: string;
}

/** Quarter, year, the current NAV price (required) and the withdrawal terms. */
export function ReportSettingsFields({ value, onChange, navInvalid, errorId }: ReportSettingsFieldsProps) {
  const ids = useId();
  const set = (change: Partial<ReportSettingsText>) => onChange({ ...value, ...change });
  return (
    <>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-quarter`}>Quarter</label>
          <select
            id={`${ids}-quarter`}
            value={value.quarter}
            onChange={(event) => set({ quarter: event.target.value as ReportQuarter })}
          >
            {REPORT_QUARTERS.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarter}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-year`}>Year</label>
          <input
            id={`${ids}-year`}
            type="number"
            inputMode="numeric"
            min={MIN_YEAR}
            max={MAX_YEAR}
            step="1"
            value={value.year}
            onChange={(event) => set({ year: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-nav`}>Current NAV Price ($)</label>
          <input
            id={`${ids}-nav`}
            type="number"
            inputMode="decimal"
            step={NAV_INPUT_STEP}
            required
            value={value.currentNav}
            onChange={(event) => set({ currentNav: event.target.value })}
            aria-invalid={navInvalid || undefined}
            aria-describedby={navInvalid ? errorId : undefined}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-terms`}>Withdrawal terms</label>
        <textarea
          id={`${ids}-terms`}
          rows={2}
          maxLength={WITHDRAWAL_TERMS_RULE.max}
          value={value.withdrawalTerms}
          onChange={(event) => set({ withdrawalTerms: event.target.value })}
        />
      </div>
    </>
  );
}
