import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's chunk; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page loaded on first visit, like React.lazy, except that once its chunk is in it renders at
 * once. React.lazy suspends on its first render even then, and a server-rendered page that suspends
 * while hydrating can be swapped for its loader when sign-in state arrives meanwhile, which shifts
 * the whole layout (docs/decisions/009-...).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}
