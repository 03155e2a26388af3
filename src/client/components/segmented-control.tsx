import { useId } from 'react';

interface SegmentedControlProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A radio group drawn as a row of buttons: native radios, so arrow keys move the choice and screen
 * readers announce "radio button, 2 of 5" without any ARIA of our own.
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="segmented__legend">{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              className="segmented__input"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="segmented__text">{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
