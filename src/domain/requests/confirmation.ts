import type Decimal from 'decimal.js';
import { formatCurrency, formatDate, formatNavPerUnit, formatUnits } from '../format';
import type { RequestKind } from './constants';

/*
 * The confirmation of an approved request (docs/requirements.md#req-confirmation): one model, worded
 * here and printed by the server's PDF kit (src/server/requests/confirmation-pdf.ts).
 */

export interface Confirmation {
  fundName: string;
  investorName: string;
  requestId: number;
  kind: RequestKind;
  /** 'YYYY-MM-DD', the fund's calendar. */
  requestDate: string;
  dealingDate: string;
  navPerUnit: Decimal;
  /** As booked: negative for a redemption. */
  amount: Decimal;
  shares: Decimal;
  /** What the investor held once it was booked. */
  sharesAfter: Decimal;
  noticeWaived: boolean;
}

export interface ConfirmationView {
  fundName: string;
  title: string;
  introduction: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  notes: readonly string[];
  closing: readonly string[];
}

const KIND_WORDS: Record<RequestKind, { noun: string; title: string; amount: string; shares: string }> = {
  subscription: {
    noun: 'subscription',
    title: 'Subscription confirmation',
    amount: 'Amount subscribed',
    shares: 'Shares issued',
  },
  redemption: {
    noun: 'redemption',
    title: 'Redemption confirmation',
    amount: 'Amount redeemed',
    shares: 'Shares redeemed',
  },
};

export function confirmationView(confirmation: Confirmation): ConfirmationView {
  const words = KIND_WORDS[confirmation.kind];
  const { fundName, investorName } = confirmation;
  return {
    fundName,
    title: words.title,
    introduction:
      `This confirms the ${words.noun} ${investorName} requested on ${formatDate(confirmation.requestDate)}, ` +
      `dealt on ${formatDate(confirmation.dealingDate)} at the NAV per unit below.`,
    columns: ['Detail', 'Confirmed'],
    rows: [
      ['Investor', investorName],
      ['Request', `No. ${confirmation.requestId} of ${formatDate(confirmation.requestDate)}`],
      ['Kind', words.noun === 'redemption' ? 'Redemption' : 'Subscription'],
      ['Dealing date', formatDate(confirmation.dealingDate)],
      ['NAV per unit', formatNavPerUnit(confirmation.navPerUnit)],
      [words.amount, formatCurrency(confirmation.amount.abs())],
      [words.shares, formatUnits(confirmation.shares.abs())],
      ['Shares held after', formatUnits(confirmation.sharesAfter)],
    ],
    notes: confirmation.noticeWaived
      ? ['The notice period was waived: this redemption was dealt before its earliest dealing date.']
      : [],
    closing: ['Sincerely,', fundName],
  };
}

/** 'redemption-confirmation-12.pdf'. */
export function confirmationFileName(kind: RequestKind, requestId: number): string {
  return `${kind}-confirmation-${requestId}.pdf`;
}
