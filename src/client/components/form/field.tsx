import type { InputHTMLAttributes, ReactNode } from 'react';
import { EARLIEST_DAY, LATEST_DAY } from '../../../domain/date-range';
import { MONEY_INPUT_STEP } from '../../../domain/investors/constants';
import { NOTE_MAX } from '../../../domain/text-input';

/*
 * The form kit's fields. Every form uses noValidate, so each message reads as the rules word it
 * (docs/requirements.md) and comes from the payload's schema. A field's own `error` shows under it;
 * `invalid` marks the field the form's message is about, and `errorId` ties that message to it, so a
 * screen reader reads the label with the message.
 */

/** What every field takes besides its value: the id its label, hint and messages hang on. */
export interface FieldWiring {
  id: string;
  label: string;
  /** A line under the field, read out with it. */
  hint?: ReactNode;
  /** The field's own problem, shown under it and announced at once. */
  error?: string | null;
  invalid?: boolean;
  /** The id of the form's message, read out with the field while it is invalid. */
  errorId?: string;
}

/** What links a control to its label's hint, its own error and the form's message. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** aria-describedby for a field: its hint, its error, and the form's message while it is at fault. */
export function describedBy({ id, hint, error, invalid = false, errorId }: FieldWiring): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, invalid && errorId ? errorId : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

function wire(wiring: FieldWiring): FieldA11y {
  return {
    id: wiring.id,
    'aria-invalid': wiring.invalid || Boolean(wiring.error) || undefined,
    'aria-describedby': describedBy(wiring),
  };
}

interface FieldProps extends FieldWiring {
  /** The control, given the attributes that wire it to its label, hint and messages. */
  children: (wired: FieldA11y) => ReactNode;
}

/** A labelled control with its hint and error: the frame every field of the kit is drawn in. */
export function Field({ children, ...wiring }: FieldProps) {
  const { id, label, hint, error } = wiring;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(wire(wiring))}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
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
  error,
  invalid,
  errorId,
  value,
  onChange,
  ...input
}: InputFieldProps) {
  return (
    <Field {...{ id, label, hint, error, invalid, errorId }}>
      {(wired) => (
        <input
          {...wired}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(input.type === 'date' ? { min: EARLIEST_DAY, max: LATEST_DAY } : {})}
          {...input}
        />
      )}
    </Field>
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
    <Field {...wiring}>
      {(wired) => (
        <select {...wired} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </Field>
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
    <Field {...wiring}>
      {(wired) => (
        <textarea
          {...wired}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<FieldWiring, 'error'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox, the label beside the box; its hint and the form's message read with it. */
export function CheckboxField({ checked, onChange, ...wiring }: CheckboxFieldProps) {
  const { id, label, hint } = wiring;
  const wired = wire(wiring);
  return (
    <div className="field field--check">
      <span className="field__check-row">
        <input
          {...wired}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
