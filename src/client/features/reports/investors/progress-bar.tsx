interface ProgressBarProps {
  label: string;
  /** Without a count, the bar says only that work is under way. */
  done?: number;
  total?: number;
}

/** A progress bar that screen readers announce as "3 of 12", or as busy when there is no count. */
export function ProgressBar({ label, done, total }: ProgressBarProps) {
  if (done === undefined || total === undefined) {
    return (
      <div className="progress">
        <p className="progress__label">{label}</p>
        <div className="progress__track" role="progressbar" aria-label={label} aria-busy="true">
          <div className="progress__bar progress__bar--busy" />
        </div>
      </div>
    );
  }
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="progress">
      <p className="progress__label">
        {label} ({done} of {total})
      </p>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${done} of ${total}`}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
