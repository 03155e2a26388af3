import {
  readNames,
  SECTORS_TEXT_RULE,
  TAGS_TEXT_RULE,
} from '../../../../../domain/positions/payloads/fields';
import { useSectors, useTags } from '../api/get-names';
import { InputField } from '../../../../components/form/field';

const MAX_SUGGESTIONS = 8;

const KINDS = {
  sectors: {
    label: 'Sectors',
    hint: 'Comma separated, e.g. Technology, Energy',
    one: 'sector',
    max: SECTORS_TEXT_RULE.max,
  },
  tags: {
    label: 'Tags',
    hint: 'Comma separated setups, e.g. wheel, earnings',
    one: 'tag',
    max: TAGS_TEXT_RULE.max,
  },
} as const;

interface NameListFieldProps {
  kind: keyof typeof KINDS;
  id: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  invalid?: boolean;
}

/**
 * Sectors or tags as comma-separated text (docs/requirements.md#tl-sectors, #tl-tags), with the names
 * the fund already uses one click away.
 */
export function NameListField({ kind, id, value, onChange, errorId, invalid }: NameListFieldProps) {
  const texts = KINDS[kind];
  const sectors = useSectors(kind === 'sectors');
  const tags = useTags(kind === 'tags');
  const known = (kind === 'sectors' ? sectors.data : tags.data) ?? [];
  const chosen = new Set(readNames(value).map((name) => name.toLowerCase()));
  const suggestions = known.filter((item) => !chosen.has(item.name.toLowerCase())).slice(0, MAX_SUGGESTIONS);
  const add = (name: string) => onChange([...readNames(value), name].join(', '));
  return (
    <div className="trade-sectors">
      <InputField
        id={id}
        label={texts.label}
        value={value}
        onChange={onChange}
        hint={texts.hint}
        errorId={errorId}
        invalid={invalid}
        autoComplete="off"
        maxLength={texts.max}
      />
      {suggestions.length > 0 ? (
        <div className="trade-sectors__suggestions" role="group" aria-label={`Known ${kind}`}>
          {suggestions.map((item) => (
            <button
              key={item.id}
              type="button"
              className="trade-chip"
              aria-label={`Add ${texts.one} ${item.name}`}
              onClick={() => add(item.name)}
            >
              + {item.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
