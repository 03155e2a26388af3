import { InputField, SelectField } from '../../../../components/form/field';
import { SegmentedControl } from '../../../../components/segmented-control';
import { RANGE_PRESET_LABELS, RANGE_PRESETS, type RangePreset } from '../../../../../domain/journal/ranges';
import { useTags } from '../api/get-names';
import { ANALYTICS_TEXT as T } from './analytics-texts';

export interface RangeChoice {
  preset: RangePreset;
  /** The custom range's dates as typed, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** '' for every tag. */
  tag: string;
}

interface RangeControlsProps {
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  /** Why the custom dates cannot be asked for (the API's own words), or null. */
  problem: string | null;
}

/** The range presets, the custom dates and the tag filter (docs/requirements.md#jr-screen). */
export function RangeControls({ choice, onChange, problem }: RangeControlsProps) {
  const tags = useTags(true);
  const set =
    <Key extends keyof RangeChoice>(key: Key) =>
    (value: RangeChoice[Key]) =>
      onChange({ ...choice, [key]: value });
  const names = (tags.data ?? []).map((tag) => tag.name);
  // A tag chosen before the list arrives (or since renamed) stays selectable.
  if (choice.tag !== '' && !names.includes(choice.tag)) names.unshift(choice.tag);
  const tagOptions: [string, string][] = [
    ['', T.allTags],
    ...names.map((name): [string, string] => [name, name]),
  ];
  return (
    <div className="analytics-controls">
      <SegmentedControl
        legend={T.range}
        options={RANGE_PRESETS}
        labels={RANGE_PRESET_LABELS}
        value={choice.preset}
        onChange={set('preset')}
      />
      {choice.preset === 'custom' ? (
        <div className="analytics-controls__dates">
          {(['from', 'to'] as const).map((end) => (
            <InputField
              key={end}
              id={`analytics-${end}`}
              label={T[end]}
              type="date"
              value={choice[end]}
              onChange={set(end)}
              errorId="analytics-range-problem"
              invalid={problem !== null}
            />
          ))}
          <p id="analytics-range-problem" className="field__error" role="alert">
            {problem ?? ''}
          </p>
        </div>
      ) : null}
      <SelectField
        id="analytics-tag"
        label={T.tag}
        value={choice.tag}
        onChange={set('tag')}
        options={tagOptions}
      />
    </div>
  );
}
