import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The element's content box, kept current as the layout changes (the charts draw to its size). The
 * observer reports it once the element is laid out, with the frame, and the chart then draws in a
 * transition, in slices that yield: measuring in the commit instead forced a layout there and drew
 * the chart in one blocking task (decision 034).
 */
export function useElementSize<T extends HTMLElement>(): [RefObject<T | null>, ElementSize] {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      startTransition(() =>
        setSize((old) => (old.width === width && old.height === height ? old : { width, height })),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
