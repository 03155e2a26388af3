import type { InputHTMLAttributes, ReactNode } from 'react';
import { EARLIEST_DAY, LATEST_DAY } from '../../../domain/date-range';
import { MONEY_INPUT_STEP } from '../../../domain/investors/constants';
import { NOTE_MAX } from '../../../domain/text-input';

/*
 * The form kit's fields. Every form uses noValidate, so each message reads as the rules word it
 * (docs/requirements.md) and comes from the payload's schema; `invalid` marks the field the form's
 * message is about, and `errorId` ties that message to the field for screen readers.
 */

/** What every field takes besides its value: the id its label, hint and message hang on. */
export interface FieldWiring {
  id: string;
  label: string;
  /** A line under the field, read out with it. */
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of the form's message, read out with the field while it is invalid. */
  errorId?: string;
}

/** aria-describedby for a field: its hint, and the form's message while the field is the one at fault. */
export function describedBy({ id, hint, invalid = false, errorId }: FieldWiring): string | undefined {
  return (
    [hint ? `${id}-hint` : null, invalid && errorId ? errorId : null].filter(Boolean).join(' ') || undefined
  );
}

/** The attributes that link an input to its label's hint and the form's message. */
function a11y(wiring: FieldWiring) {
  return {
    id: wiring.id,
    'aria-invalid': wiring.invalid || undefined,
    'aria-describedby': describedBy(wiring),
  };
}

function FieldFrame({ id, label, hint, children }: FieldWiring & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export interface InputFieldProps extends FieldWiring, InputAttributes {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input. A date input offers only the days the server accepts (src/domain/date-range.ts). */
export function InputField({
  id,
  label,
  hint,
  invalid,
  errorId,
  value,
  onChange,
  ...input
}: InputFieldProps) {
  const wiring = { id, label, hint, invalid, errorId };
  return (
    <FieldFrame {...wiring}>
      <input
        {...a11y(wiring)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(input.type === 'date' ? { min: EARLIEST_DAY, max: LATEST_DAY } : {})}
        {...input}
      />
    </FieldFrame>
  );
}

/** Money inputs step 0.01 (docs/requirements.md#input-figures). */
export const MONEY_STEP = MONEY_INPUT_STEP;

export interface NumberFieldProps extends FieldWiring, Omit<InputAttributes, 'type' | 'step'> {
  value: string;
  onChange: (value: string) => void;
  /** NAV_INPUT_STEP, SHARES_INPUT_STEP, MONEY_STEP or '1' for whole counts. */
  step: string;
}

/** A labelled number input: decimals on a phone's keypad unless it counts whole units. */
export function NumberField({ step, ...props }: NumberFieldProps) {
  return <InputField type="number" inputMode={step === '1' ? 'numeric' : 'decimal'} step={step} {...props} />;
}

/** A labelled dollar amount, not below 0 unless told (a net profit may be). */
export function MoneyField(props: Omit<NumberFieldProps, 'step'>) {
  return <NumberField min="0" step={MONEY_STEP} {...props} />;
}

/** A labelled whole count, at least 1 unless told. */
export function CountField(props: Omit<NumberFieldProps, 'step'>) {
  return <NumberField min="1" step="1" {...props} />;
}

export interface SelectFieldProps extends FieldWiring {
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}

export function SelectField({ value, onChange, options, ...wiring }: SelectFieldProps) {
  return (
    <FieldFrame {...wiring}>
      <select {...a11y(wiring)} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldWiring {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  /** The server's limit for the field; comments and thesis by default. */
  maxLength?: number;
}

export function TextAreaField({
  value,
  onChange,
  rows = 3,
  maxLength = NOTE_MAX,
  ...wiring
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...wiring}>
      <textarea
        {...a11y(wiring)}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
