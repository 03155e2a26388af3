import { readSectors, SECTORS_TEXT_RULE } from '../../../../../domain/positions/payloads/fields';
import { useSectors } from '../api/get-sectors';
import { InputField } from '../../../../components/form/field';

const MAX_SUGGESTIONS = 8;

interface SectorsFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  invalid?: boolean;
}

/** Sectors as comma-separated text (docs/requirements.md#tl-sectors), with the fund's known sectors one click away. */
export function SectorsField({ id, value, onChange, errorId, invalid }: SectorsFieldProps) {
  const sectors = useSectors(true);
  const chosen = new Set(readSectors(value).map((name) => name.toLowerCase()));
  const suggestions = (sectors.data ?? [])
    .filter((sector) => !chosen.has(sector.name.toLowerCase()))
    .slice(0, MAX_SUGGESTIONS);
  const add = (name: string) => onChange([...readSectors(value), name].join(', '));
  return (
    <div className="trade-sectors">
      <InputField
        id={id}
        label="Sectors"
        value={value}
        onChange={onChange}
        hint="Comma separated, e.g. Technology, Energy"
        errorId={errorId}
        invalid={invalid}
        autoComplete="off"
        maxLength={SECTORS_TEXT_RULE.max}
      />
      {suggestions.length > 0 ? (
        <div className="trade-sectors__suggestions" role="group" aria-label="Known sectors">
          {suggestions.map((sector) => (
            <button
              key={sector.id}
              type="button"
              className="trade-chip"
              aria-label={`Add sector ${sector.name}`}
              onClick={() => add(sector.name)}
            >
              + {sector.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
