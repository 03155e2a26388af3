import type { InputHTMLAttributes, ReactNode } from 'react';
import { Notice } from '../../../../components/notice';
import { EARLIEST_DAY, LATEST_DAY } from '../../../../../domain/date-range';
import { NOTE_MAX } from '../../../../../domain/text-input';
import type { FormIssue } from '../first-issue';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, children }: FieldFrameProps) {
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

/** aria-describedby for a field: its hint, and the form's message while the field is the one at fault. */
function describedBy(id: string, hint: ReactNode, invalid: boolean, errorId: string): string | undefined {
  return [hint ? `${id}-hint` : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
}

interface InputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of the form's message, read out with the field while it is invalid. */
  errorId: string;
}

/**
 * A labelled input. The forms use noValidate, so every message reads as the spec words it and comes
 * from the payload's schema; `invalid` marks the field the message is about. A date input offers
 * only the days the server accepts (src/domain/date-range.ts).
 */
export function InputField({
  id,
  label,
  value,
  onChange,
  hint,
  invalid = false,
  errorId,
  ...input
}: InputFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, hint, invalid, errorId)}
        {...(input.type === 'date' ? { min: EARLIEST_DAY, max: LATEST_DAY } : {})}
        {...input}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  hint?: ReactNode;
  invalid?: boolean;
  errorId: string;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  hint,
  invalid = false,
  errorId,
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, hint, invalid, errorId)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  rows?: number;
  /** The server's limit for the field; comments and thesis by default. */
  maxLength?: number;
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  hint,
  rows = 3,
  maxLength = NOTE_MAX,
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </FieldFrame>
  );
}

export const ACTION_OPTIONS = [
  ['STO', 'STO (sell to open)'],
  ['BTO', 'BTO (buy to open)'],
] as const;

export const OPTION_TYPE_OPTIONS = [
  ['P', 'Put (P)'],
  ['C', 'Call (C)'],
] as const;

/** Money inputs step 0.01 (spec 001 section 9). */
export const MONEY_STEP = '0.01';

/**
 * Where a form reports its problem or the server's refusal: an alert inside the dialog, so the reader
 * can fix the field and try again. The wrapper keeps its id while empty, for aria-describedby.
 */
export function FormError({
  id,
  issue,
  detail,
}: {
  id: string;
  issue: FormIssue | string | null;
  detail?: string;
}) {
  const text = typeof issue === 'string' ? issue : issue?.message;
  return (
    <div id={id} className="form-message">
      {text ? (
        <Notice tone="error" title={text}>
          {detail ? <p>{detail}</p> : null}
        </Notice>
      ) : null}
    </div>
  );
}
