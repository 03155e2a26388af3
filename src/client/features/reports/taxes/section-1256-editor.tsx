import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { section1256SymbolSchema } from '../../../../domain/tax/section1256-list';
import { TICKER_MAX } from '../../../../domain/text-input';
import { ListBlock } from '../../../components/list-block';
import { failureMessage, reasonOr } from '../../../components/form/message';
import { Notice } from '../../../components/notice';
import { useCanWrite } from '../shared/reports-access';
import { section1256Query, useChangeSection1256 } from './api/tax-api';

const UNREACHABLE = 'The server could not be reached.';

/**
 * The fund's Section 1256 underlyings (decision 026, second pass): options on these are split 60/40
 * and marked at the year end. The administrator adds and removes symbols; the auditor reads the list.
 * The symbol is checked by the server's own schema before it is sent.
 */
export function Section1256Editor() {
  const list = useQuery(section1256Query());
  const canWrite = useCanWrite();
  const change = useChangeSection1256();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const data = list.data;

  const send = (add: boolean, symbol: string) => {
    setSaved(null);
    change.mutate(
      { add, symbol },
      {
        onSuccess: () => {
          setSaved(add ? `${symbol} added.` : `${symbol} removed.`);
          if (add) setTyped('');
          // The removed symbol's button is gone: focus goes where the next change starts.
          input.current?.focus();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = section1256SymbolSchema.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      input.current?.focus();
      return;
    }
    setProblem(null);
    send(true, parsed.data);
  };

  return (
    <section className="card admin-card" aria-labelledby="tax-1256-list-heading">
      <h3 id="tax-1256-list-heading">Section 1256 symbols</h3>
      <p className="muted">
        Options on these underlyings are Section 1256 contracts: 60% long-term and 40% short-term whatever the
        holding, marked at the year end and never washed. A change reaches every year not yet closed.
        {data?.isDefault ? ' The fund has not changed the default list.' : ''}
      </p>
      <ListBlock
        query={list}
        rows={data?.symbols ?? []}
        loadingLabel="Loading the Section 1256 symbols"
        failedTitle="The Section 1256 symbols could not be loaded"
        emptyText="No symbol: no option is treated as a Section 1256 contract."
      >
        {(symbols) => (
          <ul
            className="tax-1256-symbols"
            aria-labelledby="tax-1256-list-heading"
            data-testid="tax-1256-symbols"
          >
            {symbols.map((symbol) => (
              <li key={symbol}>
                <span>{symbol}</span>
                {canWrite ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Remove ${symbol}`}
                    disabled={change.isPending}
                    onClick={() => send(false, symbol)}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListBlock>
      {canWrite && data ? (
        <form className="tax-1256-add" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="tax-1256-symbol" className="field__label">
              Symbol
            </label>
            <input
              id="tax-1256-symbol"
              ref={input}
              value={typed}
              maxLength={TICKER_MAX}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? 'tax-1256-symbol-problem' : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            {problem ? (
              <p id="tax-1256-symbol-problem" className="error-text" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Add Symbol'}
          </button>
        </form>
      ) : null}
      {change.isError ? (
        <Notice tone="error" title="The list was not changed">
          <p>{failureMessage(change.error, reasonOr(UNREACHABLE)).text}</p>
        </Notice>
      ) : null}
      {saved && !change.isError ? <Notice tone="success" title={saved} /> : null}
    </section>
  );
}
