interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** NAV_INPUT_STEP, SHARES_INPUT_STEP or MONEY_INPUT_STEP. */
  step: string;
  placeholder?: string;
  /** A line under the field, read out with it. */
  hint?: string;
  invalid?: boolean;
  /** The id of the message that explains the error, when there is one. */
  errorId?: string;
}

/**
 * A labelled number input. The browser's own checks are off (the forms use noValidate) so that every
 * error reads as the spec words it; `errorId` ties that message to the field for screen readers.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  step,
  placeholder,
  hint,
  invalid = false,
  errorId,
}: NumberFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
