import { useId } from 'react';
import { compareQuarters, parseQuarter } from '../../../../../domain/quarters';
import { TRADE_LOG_TEXT } from '../trade-log-texts';

interface QuarterPickerProps {
  quarters: readonly string[];
  selected: string;
  onSelect: (quarter: string) => void;
  /** Without it (a viewer who may not write) there is no 'Create New Quarter'. */
  onCreate?: () => void;
}

/** The quarter selector (newest first) and 'Create New Quarter'. */
export function QuarterPicker({ quarters, selected, onSelect, onCreate }: QuarterPickerProps) {
  const id = useId();
  // The selected quarter may come from the address without being in the list yet.
  const options = (quarters.includes(selected) ? [...quarters] : [...quarters, selected])
    .map((name) => ({ name, quarter: parseQuarter(name) }))
    .sort((a, b) => (a.quarter && b.quarter ? compareQuarters(b.quarter, a.quarter) : 0))
    .map((entry) => entry.name);
  return (
    <div className="trade-quarter">
      <div className="field trade-quarter__field">
        <label htmlFor={id}>Quarter</label>
        <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
          {options.map((quarter) => (
            <option key={quarter} value={quarter}>
              {quarter}
            </option>
          ))}
        </select>
      </div>
      {onCreate ? (
        <button type="button" className="button button--secondary" onClick={onCreate}>
          {TRADE_LOG_TEXT.createQuarter}
        </button>
      ) : null}
    </div>
  );
}
