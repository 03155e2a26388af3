import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface ScrollRegionProps {
  /** The id of the heading that names the table inside. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** What a screen reader hears while the table is wider than its box; the eye sees the edge's shadow. */
export const SCROLLS_SIDEWAYS = 'Scrolls sideways: more columns beyond the edge.';

/**
 * A table wider than a phone scrolls sideways inside this box. The box takes keyboard focus so that
 * arrow keys can scroll it, and is a named region so a screen reader says what focus landed on; while
 * the table is wider than the box, the region also says that it scrolls (decision 030).
 */
export function ScrollRegion({ labelledBy, label, children }: ScrollRegionProps) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWide(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="table-scroll"
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={wide ? hintId : undefined}
      data-scrolls={wide || undefined}
      tabIndex={0}
    >
      {wide ? (
        <span id={hintId} className="visually-hidden">
          {SCROLLS_SIDEWAYS}
        </span>
      ) : null}
      {children}
    </div>
  );
}
