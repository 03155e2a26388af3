import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** The id of the heading that names the table inside. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/**
 * A table wider than a phone scrolls sideways inside this box. The box takes keyboard focus so that
 * arrow keys can scroll it, and is a named region so a screen reader says what focus landed on.
 */
export function ScrollRegion({ labelledBy, label, children }: ScrollRegionProps) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
