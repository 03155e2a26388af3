/** What a visitor can press on a server-rendered page that only the app makes do anything. */
const CONTROLS = 'button, input[type="radio"], input[type="checkbox"], label';

type Control = HTMLButtonElement | HTMLInputElement;

/** The elements a press on CONTROLS lands on, in document order. */
const PRESSABLE = 'button, input[type="radio"], input[type="checkbox"]';

/** A held press: the control, and what finds it again should the app put a new element in its place. */
interface Held {
  control: Control;
  identity: string;
  /** How many controls of the same identity come before it on the page. */
  occurrence: number;
}

const identityOf = (control: Control): string =>
  control instanceof HTMLInputElement
    ? `input ${control.type} ${control.name} ${control.value}`
    : `button ${control.textContent?.trim() ?? ''}`;

const pressables = () => [...document.querySelectorAll<Control>(PRESSABLE)];

const alike = (identity: string) => pressables().filter((control) => identityOf(control) === identity);

/**
 * The element now in the held control's place: where React renders a part afresh rather than hydrating
 * it (a difference between the server's HTML, or an update that reached the page before it was
 * hydrated), the pressed element is gone and an equal one stands in its place. It is found among the
 * controls alike, not by its place among all controls: meanwhile the header may have gained its
 * Login button, which moves every control after it by one (decision 034).
 */
function replacement({ identity, occurrence }: Held): Control | null {
  return alike(identity)[occurrence] ?? null;
}

function controlOf(target: EventTarget | null): Control | null {
  const found = target instanceof Element ? target.closest(CONTROLS) : null;
  const control = found instanceof HTMLLabelElement ? found.control : found;
  return control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control : null;
}

/**
 * Makes a held press again, now that the app listens. A radio or checkbox already shows the choice
 * (the browser made it) but the app does not know it: it is set back and pressed, so the app hears
 * the change. A radio no longer chosen (another of its group was pressed after it) is left alone. An
 * element put in the control's place never had the browser's change: it is pressed as it stands (a
 * radio already chosen there is left alone).
 */
function replay(held: Held): void {
  const { control } = held;
  if (control.isConnected) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'radio' && !control.checked) return;
      control.checked = !control.checked;
    }
    control.click();
    return;
  }
  const now = replacement(held);
  if (now === null || (now instanceof HTMLInputElement && now.type === 'radio' && now.checked)) return;
  now.click();
}

/**
 * Holds the presses on a server-rendered page's controls until the app has hydrated it, then makes
 * them again: a "Show All Holdings" tapped while the app is still on its way is not lost. Each control
 * counts once, in the order first pressed. A button's press does nothing meanwhile (nor submits a
 * form); radios and checkboxes show the choice at once. Links are left alone: they work without the
 * app. Returns the function that replays them, which main.tsx runs when the page has hydrated.
 */
export function holdEarlyClicks(): () => void {
  const held: Held[] = [];
  const hold = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (!control) return;
    if (control instanceof HTMLButtonElement) event.preventDefault();
    // React, once it listens but has not hydrated the page's part yet, would replay the press itself
    // and this replay would undo it: the press goes no further than here.
    event.stopPropagation();
    if (held.some((each) => each.control === control)) return;
    const identity = identityOf(control);
    held.push({ control, identity, occurrence: alike(identity).indexOf(control) });
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    for (const each of held) replay(each);
  };
}
