import type { AccountResponse } from '../../../domain/portal/account-schema';
import { formatCurrency, formatNumber } from '../../../domain/format';
import { ACCOUNT_TEXTS } from './account-texts';
import { FigureList, type Figure } from './figure-list';
import { AccountSection } from './section';

const shares = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const percent = (value: number | null, decimals = 2) =>
  value === null
    ? 'Not available'
    : `${value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 2 })}%`;
const money = (value: number | null) => (value === null ? 'Not available' : formatCurrency(value));

/** Shares, value, money in and out, gain and ownership, each with its unit and as-of date. */
export function CapitalAccount({ account }: { account: AccountResponse }) {
  const { capital, asOf } = account;
  const rows: Figure[] = [
    ['Shares held', shares.format(capital.shares), 'units'],
    [
      'Current NAV per unit',
      capital.currentNav === null ? 'Not available' : `$${formatNumber(capital.currentNav)}`,
      'USD',
    ],
    ['Value at current NAV', money(capital.value), 'USD'],
    ['Total contributed', money(capital.contributed), 'USD'],
    ['Total redeemed', money(capital.redeemed), 'USD'],
    ['Gain', money(capital.gain), 'USD'],
    ['Gain in percent', percent(capital.gainPercent), 'of contributions'],
    ['Ownership of the fund', percent(capital.ownershipPercent, 4), 'percent of units'],
  ];
  return (
    <AccountSection id="capital" title={ACCOUNT_TEXTS.capital}>
      <p className="account-section__note">As of {asOf}</p>
      <FigureList figures={rows} />
    </AccountSection>
  );
}
