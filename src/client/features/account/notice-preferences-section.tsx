import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KIND_LABELS, isNoticeKind } from '../../../domain/notices/kinds';
import { noticePreferencesQuery, useSetNoticePreference } from '../../api/notices';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { AccountSection } from './section';

/**
 * Which notices the investor receives by e-mail (decision 027). Every notice is shown under the bell
 * whatever is chosen here; statements and confirmations stay on, and the page says why.
 */
export function NoticePreferencesSection({ sub, hasEmail }: { sub: string; hasEmail: boolean }) {
  const preferences = useQuery(noticePreferencesQuery(sub));
  const save = useSetNoticePreference(sub);
  // The box shows the choice at once; the server's answer replaces it, a refusal puts it back.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const choose = (kind: string, on: boolean) => {
    setChosen((was) => ({ ...was, [kind]: on }));
    save.mutate(
      { [kind]: on },
      {
        onSettled: () =>
          setChosen((was) => {
            const { [kind]: _settled, ...rest } = was;
            return rest;
          }),
      },
    );
  };
  return (
    <AccountSection id="notices" title="E-mail notices">
      {preferences.isPending ? (
        <Loader label="Loading your notice settings" />
      ) : preferences.isError ? (
        <Notice tone="error">
          {preferences.error.message || 'Your notice settings could not be loaded.'}
        </Notice>
      ) : (
        <>
          <p>
            Choose what the fund e-mails you about. Every notice is also shown under the bell at the top of
            the page
            {hasEmail ? '' : '; the fund has no e-mail address of yours, so notices are shown there only'}.
          </p>
          <p>{preferences.data.alwaysOnReason}</p>
          <fieldset className="notice-preferences" disabled={save.isPending}>
            <legend className="visually-hidden">E-mail notices</legend>
            {Object.entries(preferences.data.kinds).map(([kind, on]) => {
              const always = preferences.data.alwaysOn.includes(kind);
              return (
                <label key={kind} className="notice-preferences__kind">
                  <input
                    type="checkbox"
                    checked={chosen[kind] ?? on}
                    disabled={always}
                    onChange={(event) => choose(kind, event.target.checked)}
                  />{' '}
                  {isNoticeKind(kind) ? KIND_LABELS[kind] : kind}
                  {always ? ' (always on)' : ''}
                </label>
              );
            })}
          </fieldset>
          {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
          {save.isSuccess ? <Notice tone="info">Saved.</Notice> : null}
        </>
      )}
    </AccountSection>
  );
}
