import { formatDate } from '../format';
import { textRule } from '../text-input';
import {
  MIN_REQUEST_AMOUNT,
  MIN_REQUEST_SHARES,
  NAV_OVERRIDE_REASON_MAX,
  REJECTION_REASON_MAX,
  REQUEST_NOTE_MAX,
} from './constants';

/*
 * Every text of subscription and redemption requests (docs/requirements.md#req, #err-requests): the
 * API answers with these exactly, and the portal and Admin Tools show them as they are.
 */

export const REQUEST_NOTE_RULE = textRule('Note', REQUEST_NOTE_MAX, { multiline: true });
export const REJECTION_REASON_RULE = textRule('Reason', REJECTION_REASON_MAX, { multiline: true });
export const NAV_OVERRIDE_REASON_RULE = textRule('NAV override reason', NAV_OVERRIDE_REASON_MAX, {
  multiline: true,
});

export const INVALID_REQUEST_KIND = "Request kind must be 'subscription' or 'redemption'";
export const INVALID_REQUEST_AMOUNT = `Please enter an amount of at least $${MIN_REQUEST_AMOUNT}`;
export const INVALID_REQUEST_SHARES = `Please enter a number of shares of at least ${MIN_REQUEST_SHARES}`;
export const SUBSCRIPTION_NEEDS_AMOUNT = 'A subscription needs an amount';
export const SUBSCRIPTION_IN_AMOUNT = 'A subscription is requested as an amount, not as shares';
export const REDEMPTION_NEEDS_FIGURE = 'A redemption needs an amount or a number of shares';
export const REDEMPTION_NOT_BOTH = 'A redemption has an amount or a number of shares, not both';
export const INVALID_DEALING_DATE = 'Please enter a valid dealing date (YYYY-MM-DD)';
export const DEALING_DATE_LABEL = 'Dealing date';
export const REASON_REQUIRED = 'Please give a reason for the rejection';
export const INVALID_WAIVE_NOTICE = 'waiveNotice must be true or false';
export const INVALID_REQUEST_STATUS_FILTER = "status must be 'pending' or 'all'";
export const NAV_OVERRIDE_REASON_REQUIRED = 'Please give the reason for approving at this NAV per unit';

export const REQUEST_NOT_FOUND = 'Request not found';
export const CONFIRMATION_NOT_READY = 'A confirmation is made once the request is approved';

/** 409: cancelling, approving or rejecting a request that is no longer pending ('it is approved'). */
export function requestNotPending(status?: string): string {
  return status === undefined
    ? 'This request is no longer pending.'
    : `This request is no longer pending: it is ${status}.`;
}

/** 400: a redemption beyond what the investor may still redeem, naming what is available. */
export function redemptionTooLarge(available: string, atNav?: { nav: string; value: string }): string {
  const worth = atNav ? ` (about ${atNav.value} at the NAV per unit of ${atNav.nav})` : '';
  return `You can redeem at most ${available} shares${worth}: the shares you hold less those in pending redemptions.`;
}

/** 409: at approval, the shares are no longer there. */
export function sharesNoLongerAvailable(available: string, needed: string): string {
  return `Only ${available} shares are available for this redemption (shares held less other pending redemptions); it needs ${needed}.`;
}

/** 409: a redemption dealt before its earliest dealing date without the notice waived. */
export function noticeNotGiven(earliestDealingDate: string): string {
  return `This redemption's earliest dealing date is ${formatDate(earliestDealingDate)}. Deal it on or after that date, or waive the notice period.`;
}

/** 409: a dealing date before the day the investor asked. */
export function dealingBeforeRequest(requestDate: string): string {
  return `The dealing date cannot be before the request date, ${formatDate(requestDate)}.`;
}

/** 409: a new request while the investor already has the most pending. */
export function tooManyPendingRequests(max: number): string {
  return `You already have ${max} pending requests. Cancel one, or wait until the fund decides them, before asking again.`;
}

/**
 * 409: an approval at a NAV per unit further from the books' NAV for the dealing date than the
 * tolerance, without a reason (navOverrideReason).
 */
export function navOutsideTolerance(at: {
  nav: string;
  booksNav: string;
  booksDate: string;
  deviationPercent: string;
  tolerancePercent: string;
}): string {
  return `The NAV per unit ${at.nav} is ${at.deviationPercent}% away from the books' NAV per unit of ${at.booksNav} (as of ${formatDate(at.booksDate)}), more than the ${at.tolerancePercent}% allowed. Check the figure, or give the reason for approving at it.`;
}

const NAV_OUTSIDE_TOLERANCE = /^The NAV per unit .+, more than the [\d.]+% allowed\./;

/** Whether an approval was refused for its NAV per unit (the approve dialog then asks for the reason). */
export function isNavOutsideTolerance(message: string): boolean {
  return NAV_OUTSIDE_TOLERANCE.test(message);
}

/** Validation texts the API answers as written. */
export const REQUEST_MESSAGES: ReadonlySet<string> = new Set([
  INVALID_REQUEST_KIND,
  INVALID_REQUEST_AMOUNT,
  INVALID_REQUEST_SHARES,
  SUBSCRIPTION_NEEDS_AMOUNT,
  SUBSCRIPTION_IN_AMOUNT,
  REDEMPTION_NEEDS_FIGURE,
  REDEMPTION_NOT_BOTH,
  INVALID_DEALING_DATE,
  REASON_REQUIRED,
  INVALID_WAIVE_NOTICE,
  INVALID_REQUEST_STATUS_FILTER,
  NAV_OVERRIDE_REASON_REQUIRED,
]);
