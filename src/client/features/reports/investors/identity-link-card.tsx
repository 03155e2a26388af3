import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { identityLinkSchema } from '../../../../domain/portal/identity-link';
import { Field } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { failureMessage, reasonOr } from '../../../components/form/message';
import { useCanWrite } from '../shared/reports-access';
import { identityQuery, useSetIdentity } from './api/identity-link';

const FAILED = 'Failed to change the sign-in link. Please try again.';

/** What the card says of how sign-ins reach the investor (docs/requirements.md#auth-investor). */
function linkText(linked: string | null, managed: boolean): string {
  if (linked !== null) return `Linked sign-in: ${linked}. Only this sign-in opens the investor's account.`;
  return managed
    ? 'No sign-in is linked. The sign-in was unlinked, so no one opens this account, by e-mail or otherwise, until one is linked.'
    : 'No sign-in is linked by hand. A verified e-mail equal to the investor’s still links.';
}

/**
 * The administrator's link between the investor and a sign-in (the identity provider's `sub`). Once
 * linked or unlinked here, only the link reaches the investor: the INVESTOR_CLAIM and the verified
 * e-mail no longer do (docs/requirements.md#auth-investor, decision 023).
 */
export function IdentityLinkCard({ investorId }: { investorId: number }) {
  const ids = useId();
  const canWrite = useCanWrite();
  const link = useQuery(identityQuery(investorId));
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutationNotice(useSetIdentity(investorId), {
    success: (_, value) => ({
      tone: 'success',
      text: value === null ? 'Sign-in unlinked' : 'Sign-in linked',
    }),
    failure: (failure) => failureMessage(failure, reasonOr(FAILED)),
  });
  const linked = link.data?.subject ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = identityLinkSchema.safeParse({ subject });
    if (!parsed.success) {
      change.setMessage(null);
      setError(parsed.error.issues[0]?.message ?? FAILED);
      return;
    }
    setError(null);
    change.run(parsed.data.subject, { onSuccess: () => setSubject('') });
  };

  const inputId = `${ids}-subject`;
  return (
    <section className="card dashboard-card" aria-labelledby={`${ids}-heading`}>
      <h4 id={`${ids}-heading`}>Investor sign-in</h4>
      <p>{link.isPending ? 'Loading...' : linkText(linked, link.data?.managed ?? false)}</p>
      {!canWrite ? null : linked !== null ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={change.pending}
          onClick={() => change.run(null)}
        >
          Unlink sign-in
        </button>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field id={inputId} label="Sign-in subject (sub)" error={error}>
            {(wired) => (
              <div className="contribution-form__row">
                <input
                  {...wired}
                  value={subject}
                  autoComplete="off"
                  onChange={(event) => setSubject(event.target.value)}
                />
                <button type="submit" className="button button--secondary" disabled={change.pending}>
                  Link sign-in
                </button>
              </div>
            )}
          </Field>
        </form>
      )}
      <FormMessage message={change.message} />
    </section>
  );
}
