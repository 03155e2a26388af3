import type { AccountResponse } from '../../../domain/portal/account-schema';
import { formatCurrency, formatNavPerUnit, formatUnits } from '../../../domain/format';
import { ACCOUNT_TEXTS } from './account-texts';
import { FigureList, type Figure } from './figure-list';
import { AccountSection } from './section';

/** Fees paid, in total and per quarter, and the high-water mark (docs/requirements.md#fee-display). */
export function FeesSection({ account }: { account: AccountResponse }) {
  const { fees, highWaterMark } = account;
  const rows: Figure[] = [
    ['Management fees paid', formatCurrency(fees.managementFee), 'USD'],
    ['Performance fees paid', formatCurrency(fees.performanceFee), 'USD'],
    ['Total fees paid', formatCurrency(fees.totalFee), 'USD'],
    [
      'High-water mark',
      highWaterMark === null ? ACCOUNT_TEXTS.notAvailable : formatNavPerUnit(highWaterMark),
      'NAV per unit',
    ],
  ];
  return (
    <AccountSection id="fees" title={ACCOUNT_TEXTS.fees}>
      <p className="account-section__note">{ACCOUNT_TEXTS.feesNote}</p>
      <FigureList figures={rows} />
      {fees.byQuarter.length === 0 ? (
        <p>{ACCOUNT_TEXTS.noFees}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Fees by quarter">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Quarter</th>
                <th scope="col">Management (USD)</th>
                <th scope="col">Performance (USD)</th>
                <th scope="col">Total (USD)</th>
                <th scope="col">Units taken</th>
              </tr>
            </thead>
            <tbody>
              {fees.byQuarter.map((line) => (
                <tr key={line.quarter}>
                  <th scope="row">{line.label}</th>
                  <td>{formatCurrency(line.managementFee)}</td>
                  <td>{formatCurrency(line.performanceFee)}</td>
                  <td>{formatCurrency(line.totalFee)}</td>
                  <td>{formatUnits(line.shares)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountSection>
  );
}
