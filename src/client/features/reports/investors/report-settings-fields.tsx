import { useId, type ReactNode } from 'react';
import { NumberField, SelectField, TextAreaField } from '../../../components/form/field';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { MAX_YEAR, MIN_YEAR } from '../../../../domain/date-range';
import {
  REPORT_QUARTERS,
  WITHDRAWAL_TERMS_RULE,
  type ReportQuarter,
} from '../../../../domain/reports/settings';

const QUARTER_OPTIONS = REPORT_QUARTERS.map((quarter) => [quarter, quarter] as const);

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
  /** What the books say the NAV was at the quarter's end, with a way to use it (decision 029). */
  navHint?: ReactNode;
}

/** Quarter, year, the current NAV price (required) and the withdrawal terms. */
export function ReportSettingsFields({
  value,
  onChange,
  navInvalid,
  errorId,
  navHint,
}: ReportSettingsFieldsProps) {
  const ids = useId();
  const set = (change: Partial<ReportSettingsText>) => onChange({ ...value, ...change });
  return (
    <>
      <div className="field-row">
        <SelectField
          id={`${ids}-quarter`}
          label="Quarter"
          value={value.quarter}
          onChange={(quarter) => set({ quarter: quarter as ReportQuarter })}
          options={QUARTER_OPTIONS}
        />
        <NumberField
          id={`${ids}-year`}
          label="Year"
          min={MIN_YEAR}
          max={MAX_YEAR}
          step="1"
          value={value.year}
          onChange={(year) => set({ year })}
        />
        <NumberField
          id={`${ids}-nav`}
          label="Current NAV Price ($)"
          step={NAV_INPUT_STEP}
          required
          value={value.currentNav}
          onChange={(currentNav) => set({ currentNav })}
          hint={navHint}
          invalid={navInvalid}
          errorId={errorId}
        />
      </div>
      <TextAreaField
        id={`${ids}-terms`}
        label="Withdrawal terms"
        rows={2}
        maxLength={WITHDRAWAL_TERMS_RULE.max}
        value={value.withdrawalTerms}
        onChange={(withdrawalTerms) => set({ withdrawalTerms })}
      />
    </>
  );
}
