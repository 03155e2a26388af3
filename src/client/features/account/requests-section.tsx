import { useQuery } from '@tanstack/react-query';
import { myRequestsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { RequestFormSection } from './request-form';
import { RequestList } from './request-list';
import { AccountSection } from './section';

/** Subscriptions and redemptions: a new request, and the investor's requests with their outcome. */
export function RequestsSection({ sub }: { sub: string }) {
  const query = useQuery(myRequestsQuery(sub));
  return (
    <AccountSection id="requests" title={ACCOUNT_TEXTS.requests}>
      <p className="account-section__note">{ACCOUNT_TEXTS.requestsIntro}</p>
      <RequestFormSection sub={sub} availability={query.data?.redemption} />
      <RequestList sub={sub} query={query} />
    </AccountSection>
  );
}
