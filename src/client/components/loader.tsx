interface LoaderProps {
  /** Text under the spinner; the fund name on the start screen once it is known. */
  tagline?: string;
  /** What a screen reader announces; the tagline alone would not say that something is loading. */
  label?: string;
  fullScreen?: boolean;
}

export function Loader({ tagline, label = 'Loading', fullScreen = false }: LoaderProps) {
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      {tagline ? <p className="loader__tagline">{tagline}</p> : null}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
