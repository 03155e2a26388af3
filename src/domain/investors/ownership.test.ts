import { describe, expect, it } from 'vitest';
import { ownershipPercent } from './ownership';

describe('ownershipPercent = investor shares / total shares, in percent', () => {
  it.each([
    ['a quarter of the fund', 250, 1000, '25'],
    ['a third, to 20 significant digits', 1, 3, '33.333333333333333333'],
    ['the whole fund', 548022.45, 548022.45, '100'],
    ['a small holding of the fallback outstanding shares', 100, 548022.45, '0.018247427637316682921'],
    ['numeric text, as the database gives it', '316.984', '1267.936', '25'],
    ['an investor who redeemed everything', 0, 1000, '0'],
    ['a fund without shares yet', 0, 0, '0'],
    ['a fund without shares, even for a stray holding', 5, 0, '0'],
  ])('%s: %s of %s is %s%', (_scenario, shares, total, expected) => {
    expect(ownershipPercent(shares, total).toString()).toBe(expected);
  });
});
