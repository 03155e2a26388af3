import { useQuery } from '@tanstack/react-query';
import { ListBlock } from '../../components/list-block';
import { downloadFile } from '../../api/save-blob';
import { statementsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';
import { AccountSection } from './section';

/** A PDF per quarter that has its data; the others say what they lack. */
export function StatementsSection({ sub }: { sub: string }) {
  const query = useQuery(statementsQuery(sub));
  return (
    <AccountSection id="statements" title={ACCOUNT_TEXTS.statements}>
      <p className="muted">{ACCOUNT_TEXTS.statementsNote}</p>
      <ListBlock
        query={query}
        rows={query.data?.statements ?? []}
        loadingLabel="Loading statements"
        failedTitle={ACCOUNT_TEXTS.statementsFailed}
        emptyText={ACCOUNT_TEXTS.noStatements}
      >
        {(statements) => (
          <ul className="account-list">
            {statements.map((statement) => (
              <li key={statement.quarter} className="account-list__item">
                <span className="account-list__name">
                  {statement.label}
                  {statement.asOf ? (
                    <span className="account-list__missing">
                      {' '}
                      {ACCOUNT_TEXTS.interimStatement(statement.asOf)}
                    </span>
                  ) : null}
                </span>
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
        )}
      </ListBlock>
    </AccountSection>
  );
}
