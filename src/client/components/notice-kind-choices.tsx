import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { KIND_LABELS, isNoticeKind } from '../../domain/notices/kinds';
import { noticePreferencesQuery, useSetNoticePreference } from '../api/notices';
import { Loader } from './loader';
import { Notice } from './notice';

interface NoticeKindChoicesProps {
  /** The sign-in's subject: the caller's own choices, never another's. */
  sub: string;
  /** What the fieldset is called to a screen reader ('E-mail notices', 'E-mail alerts'). */
  legend: string;
  loadingLabel: string;
  failedText: string;
  /** What stands above the boxes once the choices are loaded (the audience's own words). */
  intro?: (alwaysOnReason: string, hasAlwaysOn: boolean) => ReactNode;
}

/**
 * One checkbox per kind of notice the caller receives, saved through `PUT /api/me/notice-preferences`
 * as it is ticked (decision 027). The box shows the choice at once; the server's answer replaces it and
 * a refusal puts it back. Legal kinds are shown ticked and disabled. Used by /account (the investor's
 * kinds) and the Outbox panel (the administrator's alerts).
 */
export function NoticeKindChoices({ sub, legend, loadingLabel, failedText, intro }: NoticeKindChoicesProps) {
  const preferences = useQuery(noticePreferencesQuery(sub));
  const save = useSetNoticePreference(sub);
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
  if (preferences.isPending) return <Loader label={loadingLabel} />;
  if (preferences.isError) return <Notice tone="error">{preferences.error.message || failedText}</Notice>;
  const { kinds, alwaysOn, alwaysOnReason } = preferences.data;
  return (
    <>
      {intro?.(alwaysOnReason, alwaysOn.length > 0)}
      <fieldset className="notice-preferences" disabled={save.isPending}>
        <legend className="visually-hidden">{legend}</legend>
        {Object.entries(kinds).map(([kind, on]) => {
          const always = alwaysOn.includes(kind);
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
  );
}
