import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the place they take comes near the viewport (200px ahead): a chart
 * below the fold fetches and draws its code when the reader scrolls towards it, not while the page
 * is still becoming interactive (decision 028). Until then the placeholder keeps the chart's size.
 */
export function InView({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? children : <div ref={ref}>{fallback}</div>;
}
