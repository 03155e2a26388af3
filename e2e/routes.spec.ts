import { expect, test } from '@playwright/test';

test.describe('route table', () => {
  for (const [from, to] of [
    ['/about', '/about/holdings'],
    ['/reports', '/reports/investor-dashboard'],
    ['/reports/generate', '/reports/investor-dashboard'],
    ['/no-such-page', '/'],
    ['/about/nothing/here', '/'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
    });
  }

  test('/reports/ shows the investor dashboard tab', async ({ page }) => {
    await page.goto('/reports/');
    await expect(page.getByText('Please login to access this section')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/reports/');
  });
});

test.describe('anonymous visitor', () => {
  test('sees Login, no Reports link, and the gate on the Reports area', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await page.goto('/reports/trades');
    await expect(page.getByText('Please login to access this section')).toBeVisible();
  });

  test('sees the footer with the year, the fund name and the disclaimer', async ({ page }) => {
    await page.goto('/mission');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('Evergreen Theta Fund');
    await expect(footer).toContainText('Not Financial Advice');
  });

  test('marks About active on every /about page', async ({ page }) => {
    await page.goto('/about/performance');
    await expect(page.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/mission');
    await expect(page.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
