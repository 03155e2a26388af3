import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { confirmationFileName, confirmationView, type Confirmation } from './confirmation';

const redemption: Confirmation = {
  fundName: 'Evergreen Theta Fund',
  investorName: 'Łukasz Żółć',
  requestId: 12,
  kind: 'redemption',
  requestDate: '2025-07-01',
  dealingDate: '2025-09-30',
  navPerUnit: new Decimal('157.736681'),
  amount: new Decimal('-1656.2351505'),
  shares: new Decimal('-10.5'),
  sharesAfter: new Decimal('1109.5'),
  noticeWaived: false,
};

describe('confirmationView', () => {
  it('tells a redemption: investor, kind, dealing date, NAV, amount, shares and shares held after', () => {
    const view = confirmationView(redemption);
    expect(view.title).toBe('Redemption confirmation');
    expect(view.introduction).toBe(
      'This confirms the redemption Łukasz Żółć requested on Jul 1, 2025, dealt on Sep 30, 2025 at the NAV per unit below.',
    );
    expect(view.rows).toEqual([
      ['Investor', 'Łukasz Żółć'],
      ['Request', 'No. 12 of Jul 1, 2025'],
      ['Kind', 'Redemption'],
      ['Dealing date', 'Sep 30, 2025'],
      ['NAV per unit', '$157.74'],
      // 10.5 x 157.736681 = 1,656.2351505, paid in cents
      ['Amount redeemed', '$1,656.24'],
      ['Shares redeemed', '10.5'],
      ['Shares held after', '1,109.5'],
    ]);
    expect(view.notes).toEqual([]);
    expect(view.closing).toEqual(['Sincerely,', 'Evergreen Theta Fund']);
  });

  it('tells a subscription in its own words, and a waived notice', () => {
    const view = confirmationView({
      ...redemption,
      kind: 'subscription',
      amount: new Decimal('50000'),
      shares: new Decimal('316.984'),
      navPerUnit: new Decimal('157.736681'),
      sharesAfter: new Decimal('1436.984'),
    });
    expect(view.title).toBe('Subscription confirmation');
    expect(view.rows.slice(5)).toEqual([
      ['Amount subscribed', '$50,000.00'],
      ['Shares issued', '316.984'],
      ['Shares held after', '1,436.984'],
    ]);
    expect(confirmationView({ ...redemption, noticeWaived: true }).notes).toEqual([
      'The notice period was waived: this redemption was dealt before its earliest dealing date.',
    ]);
  });

  it('names the file by kind and number', () => {
    expect(confirmationFileName('redemption', 12)).toBe('redemption-confirmation-12.pdf');
  });
});
