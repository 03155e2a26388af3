import { useQueryClient } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { formatNumber } from '../../../../domain/format';
import { NAV_INPUT_STEP } from '../../../../domain/investors/constants';
import { NAV_DATA_SAVE_FAILED, NO_NAV_DATA_SAVED } from '../../../../domain/investors/messages';
import type { Investor } from '../../../../domain/investors/schemas';
import {
  NAV_OVERRIDE_FIELDS,
  navOverrideSaves,
  readNavOverrides,
  type NavOverrideField,
  type NavOverrideForm,
  type NavOverrideTexts,
} from '../../../../domain/reports/nav-overrides';
import { reportSettingsSchema, type ReportQuarter } from '../../../../domain/reports/settings';
import { NumberField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import type { Message } from '../../../components/form/message';
import { useCanWrite } from '../shared/reports-access';
import { refreshAfterNavSaves, saveNavData } from './api/nav-data';

export interface InvalidOverride {
  investorId: number;
  field: NavOverrideField;
}

interface NavOverridesEditorProps {
  investors: readonly Investor[];
  quarter: ReportQuarter;
  /** The settings' year as typed. */
  yearText: string;
  form: NavOverrideForm;
  onChange: (investorId: number, field: NavOverrideField, text: string) => void;
  onSaved: () => void;
  invalid: InvalidOverride | null;
  onInvalid: (invalid: InvalidOverride | null) => void;
}

function fieldLabel(field: NavOverrideField, quarter: ReportQuarter, year: string): string {
  if (field === 'quarterStartNav') return `Quarter-start NAV (${quarter}_${year})`;
  if (field === 'yearStartNav') return `Year-start NAV (${year})`;
  return 'Inception NAV';
}

function storedValue(investor: Investor, field: NavOverrideField, quarter: ReportQuarter, year: string) {
  if (field === 'quarterStartNav') return investor.quarterlyNavSnapshots[`${quarter}_${year}`];
  if (field === 'yearStartNav') return investor.yearStartNavValues[year];
  return investor.inceptionNav;
}

interface InvestorOverridesProps {
  investor: Investor;
  quarter: ReportQuarter;
  year: string;
  /** The investor's typed values; the same object while they are unchanged. */
  typed: NavOverrideTexts | undefined;
  /** The field found invalid, when it is this investor's. */
  invalidField: NavOverrideField | null;
  onChange: (investorId: number, field: NavOverrideField, text: string) => void;
  errorId: string;
  idPrefix: string;
}

/**
 * One investor's three fields. Memoised: with 200 investors, a key typed in one field renders that
 * investor's fieldset, not all 600 fields (issue 30: every interaction within 200 ms at 4×).
 */
const InvestorOverrides = memo(function InvestorOverrides(props: InvestorOverridesProps) {
  const { investor, quarter, year, typed, invalidField, onChange, errorId, idPrefix } = props;
  return (
    <fieldset className="nav-overrides__investor">
      <legend>{investor.name}</legend>
      <div className="field-row">
        {NAV_OVERRIDE_FIELDS.map((field) => {
          const stored = storedValue(investor, field, quarter, year);
          return (
            <NumberField
              key={field}
              id={`${idPrefix}-${investor.id}-${field}`}
              label={fieldLabel(field, quarter, year)}
              step={NAV_INPUT_STEP}
              value={typed?.[field] ?? ''}
              placeholder={stored == null ? 'None stored' : formatNumber(stored)}
              onChange={(text) => onChange(investor.id, field, text)}
              invalid={invalidField === field}
              errorId={errorId}
            />
          );
        })}
      </div>
    </fieldset>
  );
});

/**
 * Optional start NAVs per investor, typed over the stored ones. They count in the next generation
 * whether saved or not; 'Save NAV Data' stores the changed ones through the nav-data routes.
 */
export function NavOverridesEditor(props: NavOverridesEditorProps) {
  const { investors, quarter, yearText, form, onChange, invalid, onInvalid } = props;
  const ids = useId();
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const year = yearText.trim();
  const messageId = `${ids}-message`;

  async function save() {
    setMessage(null);
    const read = readNavOverrides(form);
    if (!read.ok) {
      onInvalid({ investorId: read.investorId, field: read.field });
      setMessage({ tone: 'error', text: read.error });
      return;
    }
    onInvalid(null);
    const parsedYear = reportSettingsSchema.shape.year.safeParse(yearText);
    if (!parsedYear.success) {
      setMessage({ tone: 'error', text: parsedYear.error.issues[0]?.message ?? NAV_DATA_SAVE_FAILED });
      return;
    }
    const saves = navOverrideSaves(read.overrides, investors, { quarter, year: parsedYear.data });
    if (saves.length === 0) {
      console.info('NAV overrides: nothing differs from the stored values, so nothing was sent.');
      setMessage({ tone: 'info', text: NO_NAV_DATA_SAVED });
      return;
    }
    setSaving(true);
    let failed = 0;
    for (const request of saves) {
      try {
        await saveNavData(request);
      } catch (failure) {
        failed += 1;
        console.error(`Failed to save the ${request.type} NAV of investor ${request.investorId}:`, failure);
      }
    }
    await refreshAfterNavSaves(
      queryClient,
      saves.map((request) => request.investorId),
    );
    setSaving(false);
    if (failed > 0) {
      setMessage({ tone: 'error', text: NAV_DATA_SAVE_FAILED });
    } else {
      setMessage({ tone: 'info', text: `Saved ${saves.length} NAV value${saves.length === 1 ? '' : 's'}` });
      props.onSaved();
    }
  }

  return (
    <details className="disclosure nav-overrides">
      <summary>NAV Overrides (optional)</summary>
      <p className="muted">
        Leave a field blank to use the stored value, shown in grey. Typed values count in the next generation
        {canWrite ? '; save them to keep them.' : ' only.'}
      </p>
      {investors.map((investor) => (
        <InvestorOverrides
          key={investor.id}
          investor={investor}
          quarter={quarter}
          year={year}
          typed={form[investor.id]}
          invalidField={invalid?.investorId === investor.id ? invalid.field : null}
          onChange={onChange}
          errorId={messageId}
          idPrefix={ids}
        />
      ))}
      {canWrite ? (
        <div className="nav-overrides__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void save()}
            disabled={saving}
          >
            {saving ? 'Saving...' : 'Save NAV Data'}
          </button>
        </div>
      ) : null}
      <FormMessage id={messageId} className="action-message" message={message} />
    </details>
  );
}
