/**
 * A frame and this long after the script ran, the task runs even if no paint was reported. Long
 * enough that a busy phone reports its paint first (the report comes after the frame is shown).
 */
const FALLBACK_MS = 1000;

/**
 * Runs `task` once the browser reports the page's first contentful paint (Paint Timing), so that
 * what the task fetches cannot hold that paint back or compete with it. Where paint timing is
 * missing, a frame and a second later; in a hidden tab, which paints nothing until shown, at once.
 */
export function afterFirstPaint(task: () => void): void {
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(task, 0);
  };
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the fallback below decides.
  }
  requestAnimationFrame(() => setTimeout(run, FALLBACK_MS));
}
