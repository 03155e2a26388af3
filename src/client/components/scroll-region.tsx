import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

interface ScrollRegionProps {
  /** The id of the heading that names the table inside. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** What a screen reader hears while the table is wider than its box; the eye sees the edge's shadow. */
export const SCROLLS_SIDEWAYS = 'Scrolls sideways: more columns beyond the edge.';

interface Edges {
  left: boolean;
  right: boolean;
}

function hiddenEdges(box: HTMLElement): Edges {
  const room = box.scrollWidth - box.clientWidth;
  return { left: room > 1 && box.scrollLeft > 1, right: room > 1 && box.scrollLeft < room - 1 };
}

/**
 * Which edges of a scroll box hide columns, kept up to date as it scrolls and resizes. Changes
 * state only when an edge flips, so scrolling renders nothing.
 */
export function useScrollEdges(box: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setEdges((current) => {
        const next = hiddenEdges(element);
        return next.left === current.left && next.right === current.right ? current : next;
      });
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    const table = element.querySelector('table');
    if (table) observer?.observe(table);
    // The observer reports each element once it is laid out, with the frame: measuring here instead
    // would force a layout of the whole page inside hydration's task (decision 034).
    if (!observer) measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return edges;
}

/**
 * A table wider than a phone scrolls sideways inside this box. The box takes keyboard focus so that
 * arrow keys can scroll it, and is a named region so a screen reader says what focus landed on. While
 * columns lie beyond an edge, that edge casts a shadow and the region says it scrolls (decision 030).
 */
export function ScrollRegion({ labelledBy, label, children }: ScrollRegionProps) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const edges = useScrollEdges(box);
  const wide = edges.left || edges.right;
  return (
    <div
      ref={box}
      className="table-scroll"
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={wide ? hintId : undefined}
      data-more-left={edges.left || undefined}
      data-more-right={edges.right || undefined}
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
