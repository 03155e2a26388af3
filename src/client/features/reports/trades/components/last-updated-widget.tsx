import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lastUpdatedSettingKey } from '../../../../../domain/positions/trade-quarters';
import type { Quarter } from '../../../../../domain/quarters';
import { useLastUpdated, useSaveLastUpdated } from '../api/last-updated';
import { formatDate } from '../../../../../domain/format';
import { useFundClock } from '../../../../config/fund-clock';
import { EARLIEST_DAY } from '../../../../../domain/date-range';

/**
 * The 'Last updated' widget, in the Trade Log's header beside the quarter (decision 030: it no longer floats over fields) (docs/requirements.md#tl-last-updated): collapsed it reads 'Last updated
 * {date}'; expanded it offers 'Mark updated today' and a date (no later than today); while saving its
 * buttons wait. A failed load or save only goes to the console, and a failed save leaves it open.
 * Without `canWrite` it only reads the date.
 */
export function LastUpdatedWidget({ quarter, canWrite }: { quarter: Quarter; canWrite: boolean }) {
  const key = lastUpdatedSettingKey(quarter);
  const query = useLastUpdated(key, true);
  const save = useSaveLastUpdated();
  const [expanded, setExpanded] = useState(false);
  const [date, setDate] = useState('');
  const panelId = useId();
  const dateId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const today = useFundClock().today();
  const value = query.data ?? null;
  const saving = save.isPending;
  const summary = value ? `Last updated ${formatDate(value)}` : 'Last updated not set';

  useEffect(() => {
    if (query.error) console.error('Failed to load the trade log last updated date:', query.error);
  }, [query.error]);

  const collapse = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const saveDate = (day: string) => {
    if (day === '' || day > today) return;
    save.mutate(
      { key, value: day },
      {
        onSuccess: () => {
          setDate('');
          collapse();
        },
        // docs/requirements.md#tl-last-updated: only logged; the widget stays open to try the date again.
        onError: (error) => console.error('Failed to save the trade log last updated date:', error),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded && !saving) {
      event.stopPropagation();
      collapse();
    }
  };

  // A viewer who may not write reads the date; there is nothing to open.
  if (!canWrite) {
    return (
      <div className="last-updated">
        <p className="last-updated__toggle last-updated__read">{summary}</p>
      </div>
    );
  }

  return (
    <div className={`last-updated${expanded ? ' last-updated--expanded' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="last-updated__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => (expanded ? collapse() : setExpanded(true))}
      >
        {summary}
      </button>
      <div
        id={panelId}
        className="last-updated__panel"
        hidden={!expanded}
        role="group"
        aria-label="Set the last updated date"
      >
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => saveDate(today)}
        >
          Mark updated today
        </button>
        <div className="field last-updated__field">
          <label htmlFor={dateId}>Last updated on</label>
          <input
            id={dateId}
            type="date"
            min={EARLIEST_DAY}
            max={today}
            value={date}
            disabled={saving}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || date === '' || date > today}
          onClick={() => saveDate(date)}
        >
          Save date
        </button>
        <p className="last-updated__status" role="status">
          {saving ? 'Saving...' : ''}
        </p>
      </div>
    </div>
  );
}
