interface ProgressBarProps {
  label: string;
  done: number;
  total: number;
}

/** A determinate progress bar that screen readers announce as "3 of 12". */
export function ProgressBar({ label, done, total }: ProgressBarProps) {
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
