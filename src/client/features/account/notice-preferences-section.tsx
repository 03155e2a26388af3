import { NoticeKindChoices } from '../../components/notice-kind-choices';
import { AccountSection } from './section';

/**
 * Which notices the investor receives by e-mail (decision 027). Every notice is shown under the bell
 * whatever is chosen here; statements and confirmations stay on, and the page says why.
 */
export function NoticePreferencesSection({ sub, hasEmail }: { sub: string; hasEmail: boolean }) {
  return (
    <AccountSection id="notices" title="E-mail notices">
      <NoticeKindChoices
        sub={sub}
        legend="E-mail notices"
        loadingLabel="Loading your notice settings"
        failedText="Your notice settings could not be loaded."
        intro={(alwaysOnReason) => (
          <>
            <p>
              Choose what the fund e-mails you about. Every notice is also shown under the bell at the top of
              the page
              {hasEmail ? '' : '; the fund has no e-mail address of yours, so notices are shown there only'}.
            </p>
            <p>{alwaysOnReason}</p>
          </>
        )}
      />
    </AccountSection>
  );
}
