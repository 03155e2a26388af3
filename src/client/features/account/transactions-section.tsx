import { useQuery } from '@tanstack/react-query';
import { formatCurrency, formatDate, formatNav, formatUnits } from '../../../domain/format';
import { TRANSACTION_TYPE_NAMES } from '../../../domain/portal/transactions-csv';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { downloadFile } from '../../api/save-blob';
import { transactionsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';
import { AccountSection } from './section';

/** Every contribution, redemption and fee with date, amount, NAV and shares, and the CSV of them. */
export function TransactionsSection({ sub }: { sub: string }) {
  const query = useQuery(transactionsQuery(sub));
  const rows = query.data?.transactions ?? [];
  return (
    <AccountSection
      id="transactions"
      title={ACCOUNT_TEXTS.transactions}
      actions={
        <ActionButton
          label={ACCOUNT_TEXTS.downloadCsv}
          run={() => downloadFile('/api/me/transactions?format=csv', 'my-transactions.csv')}
        />
      }
    >
      {query.isPending ? <Loader label="Loading transactions" /> : null}
      {query.error ? <Notice tone="error">{query.error.message}</Notice> : null}
      {query.data && rows.length === 0 ? <p>{ACCOUNT_TEXTS.noTransactions}</p> : null}
      {rows.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Transactions table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Amount (USD)</th>
                <th scope="col">NAV per unit (USD)</th>
                <th scope="col">Shares</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`}>
                  <td>{formatDate(row.date)}</td>
                  <td>{TRANSACTION_TYPE_NAMES[row.kind]}</td>
                  <td>{formatCurrency(row.amount)}</td>
                  <td>{formatNav(row.nav)}</td>
                  <td>{formatUnits(row.shares)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AccountSection>
  );
}
