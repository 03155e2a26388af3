import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { identityLinkSchema } from '../../../../domain/portal/identity-link';
import { ActionMessage, type ActionMessageState } from './action-message';
import { identityQuery, useSetIdentity } from './api/identity-link';
import { serverReason } from './error-reason';

const FAILED = 'Failed to change the sign-in link. Please try again.';

/**
 * The administrator's link between the investor and a sign-in (the identity provider's `sub`),
 * for sign-ins the INVESTOR_CLAIM or a verified e-mail do not link (docs/requirements.md#auth-investor).
 */
export function IdentityLinkCard({ investorId }: { investorId: number }) {
  const ids = useId();
  const link = useQuery(identityQuery(investorId));
  const change = useSetIdentity(investorId);
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessageState | null>(null);
  const linked = link.data?.subject ?? null;

  const run = (value: string | null, done: string) =>
    change.mutate(value, {
      onSuccess: () => {
        setMessage({ tone: 'info', text: done });
        setSubject('');
      },
      onError: (failure) => setMessage({ tone: 'error', text: serverReason(failure) ?? FAILED }),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const parsed = identityLinkSchema.safeParse({ subject });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FAILED);
      return;
    }
    setError(null);
    run(parsed.data.subject, 'Sign-in linked');
  };

  const inputId = `${ids}-subject`;
  return (
    <section className="card dashboard-card" aria-labelledby={`${ids}-heading`}>
      <h4 id={`${ids}-heading`}>Investor sign-in</h4>
      <p>
        {link.isPending
          ? 'Loading...'
          : linked === null
            ? 'No sign-in is linked by hand. A verified e-mail equal to the investor’s still links.'
            : `Linked sign-in: ${linked}`}
      </p>
      {linked !== null ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          onClick={() => {
            setMessage(null);
            run(null, 'Sign-in unlinked');
          }}
        >
          Unlink sign-in
        </button>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>Sign-in subject (sub)</label>
            <div className="contribution-form__row">
              <input
                id={inputId}
                value={subject}
                autoComplete="off"
                onChange={(event) => setSubject(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              <button type="submit" className="button button--secondary" disabled={change.isPending}>
                Link sign-in
              </button>
            </div>
            {error ? (
              <span id={`${inputId}-error`} className="field__error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
        </form>
      )}
      <ActionMessage message={message} />
    </section>
  );
}
