import { useQuery } from '@tanstack/react-query';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { downloadFile } from '../../api/save-blob';
import { statementsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';
import { AccountSection } from './section';

/** A PDF per quarter that has its data; the others say what they lack. */
export function StatementsSection({ sub }: { sub: string }) {
  const query = useQuery(statementsQuery(sub));
  const statements = query.data?.statements ?? [];
  return (
    <AccountSection id="statements" title={ACCOUNT_TEXTS.statements}>
      {query.isPending ? <Loader label="Loading statements" /> : null}
      {query.error ? <Notice tone="error">{query.error.message}</Notice> : null}
      {query.data && statements.length === 0 ? <p>{ACCOUNT_TEXTS.noStatements}</p> : null}
      <ul className="account-list">
        {statements.map((statement) => (
          <li key={statement.quarter} className="account-list__item">
            <span className="account-list__name">{statement.label}</span>
            {statement.available ? (
              <ActionButton
                label={`Download ${statement.label} statement (PDF)`}
                run={() =>
                  downloadFile(
                    `/api/me/statements/${statement.quarter}`,
                    `${statement.quarter}-statement.pdf`,
                  )
                }
              />
            ) : (
              <span className="account-list__missing">
                Not available: missing {statement.missing.join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
