import { MANAGEMENT_FEE_MAX, PERFORMANCE_FEE_MAX } from '../../../../domain/fees/terms';
import { NumberField, SelectField } from '../../../components/form/field';
import type { useForm } from '../../../components/form/use-form';
import { FEES_TEXT } from './fees-texts';

/** The fields of a set of terms, as the fund's and an investor's forms hold them (text as typed). */
export interface TermsValues {
  managementFeePercent: string;
  performanceFeePercent: string;
  crystallization: string;
}

/** Percent inputs step a hundredth of a percent. */
const PERCENT_STEP = '0.01';

export const CRYSTALLIZATION_OPTIONS = [
  ['quarterly', FEES_TEXT.quarterly],
  ['annual', FEES_TEXT.annual],
] as const;

/** Management fee, performance fee and when it is charged; `fundChoice` offers "the fund's" first. */
export function TermsFields({
  form,
  fundChoice = false,
}: {
  form: ReturnType<typeof useForm<TermsValues>>;
  fundChoice?: boolean;
}) {
  return (
    <>
      <div className="field-row">
        <NumberField
          {...form.field('managementFeePercent')}
          label={FEES_TEXT.managementLabel}
          value={form.values.managementFeePercent}
          onChange={form.set('managementFeePercent')}
          step={PERCENT_STEP}
          min="0"
          max={String(MANAGEMENT_FEE_MAX)}
        />
        <NumberField
          {...form.field('performanceFeePercent')}
          label={FEES_TEXT.performanceLabel}
          value={form.values.performanceFeePercent}
          onChange={form.set('performanceFeePercent')}
          step={PERCENT_STEP}
          min="0"
          max={String(PERFORMANCE_FEE_MAX)}
        />
      </div>
      <SelectField
        {...form.field('crystallization')}
        label={FEES_TEXT.crystallizationLabel}
        value={form.values.crystallization}
        onChange={form.set('crystallization')}
        options={
          fundChoice
            ? [['', FEES_TEXT.fundsCrystallization], ...CRYSTALLIZATION_OPTIONS]
            : CRYSTALLIZATION_OPTIONS
        }
      />
    </>
  );
}
