import { expect, type Locator } from '@playwright/test';

/**
 * The row actions of every data table on the page that a pointer cannot reach without scrolling the
 * table sideways (issue 31): for each button or link in a table body, the page is scrolled up or down
 * (never the table's box) until it is in the middle of the window; its centre must then lie inside
 * the box's visible rectangle and the window, and be the button itself (nothing sits over it), once
 * the page has drawn the frame after the scroll.
 * Answers what was checked and what failed, each named by its accessible name.
 */
export async function unreachableRowActions(
  scope: Locator,
): Promise<{ checked: string[]; hidden: string[] }> {
  return scope.evaluate(async (root) => {
    const checked: string[] = [];
    const hidden: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'table.data-table > tbody button, table.data-table > tbody a[href]',
    );
    for (const control of controls) {
      if (control.closest('[role="dialog"]')) continue;
      const first = control.getBoundingClientRect();
      if (first.width === 0 && first.height === 0) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      checked.push(name);
      const box = control.closest<HTMLElement>('.table-scroll');
      if (box && box.scrollLeft !== 0) box.scrollLeft = 0;
      // Off-screen cards skip their rendering until they near the window (content-visibility: auto,
      // decision 035), and take their real height once drawn: a person who scrolls sees them a frame
      // later, so the control is centred again once drawn, and the hit test waits for that frame too.
      for (let pass = 0; pass < 2; pass++) {
        const now = control.getBoundingClientRect();
        window.scrollBy(0, now.top + now.height / 2 - window.innerHeight / 2);
        await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
      }
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const visible = box ? box.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      const inside =
        x >= Math.max(visible.left, 0) && x <= Math.min(visible.right, document.documentElement.clientWidth);
      const hit = document.elementFromPoint(x, y);
      if (!inside || hit === null || !(hit === control || control.contains(hit))) {
        const what = hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing';
        hidden.push(
          `${name}: centre x ${Math.round(x)}, box ${Math.round(visible.left)} to ${Math.round(visible.right)}, under ${what}`,
        );
      }
    }
    window.scrollTo(0, 0);
    return { checked, hidden };
  });
}

/** The ways a dialog closes without doing anything: Escape, its × and its Cancel (named `cancel`). */
export type CloseWay = 'Escape' | '×' | 'Cancel';

/**
 * Opens the dialog from `opener` once per way of closing it, closes it that way, and expects focus
 * back on the opener each time (WCAG 2.4.3). `cancel` is the name of the dialog's Cancel button; a
 * dialog without one (a preview) passes null.
 */
export async function closesBackToOpener(opener: Locator, cancel: string | null = 'Cancel'): Promise<void> {
  const page = opener.page();
  const ways: CloseWay[] = cancel === null ? ['Escape', '×'] : ['Escape', '×', 'Cancel'];
  for (const way of ways) {
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (way === 'Escape') await page.keyboard.press('Escape');
    else if (way === '×') await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    else await dialog.getByRole('button', { name: cancel!, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener, `focus back on the opener after ${way}`).toBeFocused();
  }
}
