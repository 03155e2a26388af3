/** The part of an element this needs: its inline style. */
export interface MarkableElement {
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;
}

export interface RootMark {
  /** A modal is about to lock the page. */
  open: () => void;
  /** A modal has let the page go; the mark comes off with the last one. */
  close: () => void;
}

/**
 * While a modal is open Radix sets `pointer-events: none` on <body>. The value is inherited, so
 * setting and removing it made the browser restyle every element of the page, on opening and on
 * closing each dialog (113 and 79 ms of the approve dialog at 4x slower CPU, decision 035). The app's
 * root carries `pointer-events: auto` for as long as any modal is open: the change then stops at
 * <body> and its few direct children. The page behind stays inert, because the modal's overlay covers
 * it and the page is aria-hidden and outside the focus trap as before.
 *
 * The mark must go on before Radix locks <body> and come off after Radix has unlocked it, or the page
 * is restyled anyway; with nested modals it comes off with the last one.
 */
export function createRootMark(findRoot: () => MarkableElement | null): RootMark {
  let openModals = 0;
  return {
    open() {
      openModals += 1;
      if (openModals === 1) findRoot()?.style.setProperty('pointer-events', 'auto');
    },
    close() {
      if (openModals === 0) return;
      openModals -= 1;
      if (openModals === 0) findRoot()?.style.removeProperty('pointer-events');
    },
  };
}

/** The app's own root (src/client/index.html, src/client/start.tsx). */
export const appRootMark = createRootMark(() => document.getElementById('root'));
