import { useState } from 'react';

/**
 * A button that runs a download or preview and says, where screen readers hear it, when it failed.
 * Busy while it runs so a double click does not fetch twice: aria-disabled, not disabled, because a
 * disabled button loses focus to <body>, and a preview dialog opened meanwhile would then have no
 * opener to give focus back to (decision 030). Drawn as the app's secondary button unless told,
 * never as the browser's grey default.
 */
export function ActionButton({
  label,
  ariaLabel,
  run,
  className = 'button button--secondary',
}: {
  label: string;
  /** A fuller name for screen readers where the visible label leans on its row. */
  ariaLabel?: string;
  run: () => Promise<void>;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="action-button">
      <button
        type="button"
        className={className}
        onClick={() => void onClick()}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        aria-label={ariaLabel}
      >
        {label}
      </button>
      {error ? (
        <span className="action-button__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
