import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a page takes no props
export interface LazyPage<P extends object = {}> {
  Page: ComponentType<P>;
  /** Loads the page's chunk; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page loaded on first visit, like React.lazy, except that once its chunk is in it renders at
 * once. React.lazy suspends on its first render even then, and a server-rendered page that suspends
 * while hydrating can be swapped for its loader when sign-in state arrives meanwhile, which shifts
 * the whole layout (docs/decisions/009-...). A boundary that showed its fallback also reveals its
 * content no sooner than 300 ms after the last fallback React committed, which held the Trade Log's
 * first rows back (decision 033).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a page takes no props
export function lazyPage<P extends object = {}>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Page, preload };
}
