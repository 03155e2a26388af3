import type { AccountResponse } from '../../../domain/portal/account-schema';
import {
  formatCurrency,
  formatDate,
  formatNavPerUnit,
  formatPercent,
  formatShare,
  formatUnits,
} from '../../../domain/format';
import { ACCOUNT_TEXTS } from './account-texts';
import { FigureList, type Figure } from './figure-list';
import { AccountSection } from './section';

/** A figure the server could not give (no current NAV, nothing contributed yet). */
const orNotAvailable = (value: number | null, format: (value: number) => string) =>
  value === null ? ACCOUNT_TEXTS.notAvailable : format(value);

/** Shares, value, money in and out, gain and ownership, each with its unit and as-of date. */
export function CapitalAccount({ account }: { account: AccountResponse }) {
  const { capital, asOf } = account;
  const rows: Figure[] = [
    ['Shares held', formatUnits(capital.shares), 'units'],
    ['Current NAV per unit', orNotAvailable(capital.currentNav, formatNavPerUnit), 'USD'],
    ['Value at current NAV', orNotAvailable(capital.value, formatCurrency), 'USD'],
    ['Total contributed', formatCurrency(capital.contributed), 'USD'],
    ['Total redeemed', formatCurrency(capital.redeemed), 'USD'],
    ['Gain', orNotAvailable(capital.gain, formatCurrency), 'USD'],
    ['Gain in percent', orNotAvailable(capital.gainPercent, formatPercent), 'of contributions'],
    ['Ownership of the fund', formatShare(capital.ownershipPercent), 'percent of units'],
  ];
  return (
    <AccountSection id="capital" title={ACCOUNT_TEXTS.capital}>
      <p className="account-section__note">As of {formatDate(asOf)}</p>
      <FigureList figures={rows} />
    </AccountSection>
  );
}
