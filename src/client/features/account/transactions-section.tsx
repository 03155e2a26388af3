import { useQuery } from '@tanstack/react-query';
import { formatCurrency, formatDate, formatNavPerUnit, formatUnits } from '../../../domain/format';
import { TRANSACTION_TYPE_NAMES } from '../../../domain/portal/transactions-csv';
import { ListTable } from '../../components/list-block';
import { downloadFile } from '../../api/save-blob';
import { transactionsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';
import { AccountSection } from './section';

/** Every contribution, redemption and fee with date, amount, NAV and shares, and the CSV of them. */
export function TransactionsSection({ sub }: { sub: string }) {
  const query = useQuery(transactionsQuery(sub));
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
      <ListTable
        query={query}
        rows={query.data?.transactions ?? []}
        loadingLabel="Loading transactions"
        failedTitle={ACCOUNT_TEXTS.transactionsFailed}
        emptyText={ACCOUNT_TEXTS.noTransactions}
        name={{ label: 'Transactions table' }}
        head={
          <>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Amount (USD)</th>
            <th scope="col">NAV per unit (USD)</th>
            <th scope="col">Shares</th>
          </>
        }
        row={(row) => (
          <tr key={`${row.kind}-${row.id}`}>
            <td>{formatDate(row.date)}</td>
            <td>{TRANSACTION_TYPE_NAMES[row.kind]}</td>
            <td>{formatCurrency(row.amount)}</td>
            <td>{formatNavPerUnit(row.nav)}</td>
            <td>{formatUnits(row.shares)}</td>
          </tr>
        )}
      />
    </AccountSection>
  );
}
