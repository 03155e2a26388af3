/**
 * What opened a dialog, kept so focus can go back to it when the dialog closes. A saved change often
 * re-renders the row that held the opener, so beside the element itself we keep what finds its twin:
 * its id, or its name (aria-label or text) and its place among the controls with that name.
 */
export interface Opener {
  element: HTMLElement;
  id: string;
  /** Its tag: a twin is the same kind of control. */
  tag: string;
  name: string;
  index: number;
}

const CONTROLS = 'button, a[href], [role="tab"], input, select, textarea, [tabindex]';

function nameOf(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

// Only controls of the opener's own tag are compared: reading the text of every focusable row and
// scroll box of a long table cost the Trade Log a visible part of each dialog's opening (decision 033).
function sameName(name: string, tag: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(tag)].filter(
    (control) => control.matches(CONTROLS) && nameOf(control) === name,
  );
}

/** The opener to remember, or null when focus sat on nothing (the body). */
export function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const name = nameOf(active);
  const tag = active.localName;
  return {
    element: active,
    id: active.id,
    tag,
    name,
    index: name === '' ? -1 : sameName(name, tag).indexOf(active),
  };
}

const RETRIES = 10;
const RETRY_MS = 100;

/**
 * Focus back on the opener, or its twin after a re-render. A list that reloads after a save shows its
 * rows again a moment later, so while focus is still on nothing we look again, for about a second.
 */
export function returnFocus(opener: Opener | null, retries = RETRIES): void {
  if (opener === null) return;
  const target = opener.element.isConnected ? opener.element : twinOf(opener);
  if (target) {
    target.focus();
    return;
  }
  if (retries > 0) {
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        returnFocus(opener, retries - 1);
      }
    }, RETRY_MS);
  }
}

function twinOf(opener: Opener): HTMLElement | null {
  if (opener.id !== '') {
    const byId = document.getElementById(opener.id);
    if (byId) return byId;
  }
  if (opener.index < 0) return null;
  const named = sameName(opener.name, opener.tag);
  return named[opener.index] ?? named[0] ?? null;
}
