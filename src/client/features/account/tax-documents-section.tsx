import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageFileName } from '../../../domain/tax/documents';
import { apiFetch } from '../../api/http';
import { downloadFile } from '../../api/save-blob';
import { ActionButton } from '../../components/action-button';
import { ListBlock } from '../../components/list-block';
import { AccountSection } from './section';

/** Keyed by the signed-in subject, as every portal query. */
const taxYearsQuery = (sub: string) =>
  queryOptions({
    queryKey: ['my-account', sub, 'tax'] as const,
    queryFn: () => apiFetch<{ years: number[] }>('/api/me/tax'),
  });

/** 'Tax documents': the package of each year whose last quarter is closed (issue 28). */
export function TaxDocumentsSection({ sub, investorId }: { sub: string; investorId: number }) {
  const query = useQuery(taxYearsQuery(sub));
  return (
    <AccountSection id="tax-documents" title="Tax documents">
      <ListBlock
        query={query}
        rows={query.data?.years ?? []}
        loadingLabel="Loading tax documents"
        failedTitle="Your tax documents could not be loaded"
        emptyText="Your tax package appears here once the fund has closed the year's last quarter."
      >
        {(years) => (
          <ul className="account-list">
            {years.map((year) => (
              <li key={year} className="account-list__item">
                <span className="account-list__name">{year} tax package (Schedule K-1 items)</span>
                <ActionButton
                  label={`Download ${year} tax package (PDF)`}
                  run={() =>
                    downloadFile(`/api/me/tax/${year}?format=pdf`, packageFileName(year, investorId))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListBlock>
    </AccountSection>
  );
}
