import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from '../../../../components/form/field';
import { RULES } from '../../../../../domain/positions/payloads/rules';
import { DATE_TEXT_MAX } from '../../../../../domain/text-input';

type TradeFieldProps = Omit<InputFieldProps, 'type'>;

/** A ticker: upper-cased as it is typed, no spelling help, the server's length limit. */
export function TickerField({ onChange, ...props }: TradeFieldProps) {
  return (
    <InputField
      maxLength={RULES.ticker.max}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(value) => onChange(value.toUpperCase())}
      {...props}
    />
  );
}

/** A contract's expiration, typed as the broker writes it (docs/requirements.md#tl-dates). */
export function ExpirationField(props: TradeFieldProps) {
  return (
    <InputField
      placeholder="MM/DD/YYYY"
      hint="MM/DD/YYYY"
      maxLength={DATE_TEXT_MAX}
      inputMode="numeric"
      autoComplete="off"
      {...props}
    />
  );
}

/** A close or roll day: the server books it at 9:00 AM (docs/requirements.md#tl-dates). */
export function BookedDateField(props: TradeFieldProps) {
  return <InputField type="date" hint="Booked at 9:00 AM" {...props} />;
}

/** What the change will do, shown before it is saved and read out as the fields change. */
export function TradePreview({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="trade-preview">
      {children}
    </div>
  );
}
