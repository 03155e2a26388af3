import { useQuery } from '@tanstack/react-query';
import { NOT_LINKED } from '../../../domain/portal/messages';
import { SignInNotices } from '../../auth/sign-in-notices';
import { useAccess } from '../../auth/use-access';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { accountQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { CapitalAccount } from './capital-account';
import { DocumentsSection } from './documents-section';
import { FeesSection } from './fees-section';
import { NoticePreferencesSection } from './notice-preferences-section';
import { RequestsSection } from './requests-section';
import { ReturnsSection } from './returns-section';
import { StatementsSection } from './statements-section';
import { TaxDocumentsSection } from './tax-documents-section';
import { TransactionsSection } from './transactions-section';

function AccountFigures({ sub }: { sub: string }) {
  const account = useQuery(accountQuery(sub));
  if (account.isPending) return <Loader label="Loading your account" />;
  if (account.error) return <Notice tone="error">{account.error.message || ACCOUNT_TEXTS.loadFailed}</Notice>;
  return (
    <>
      <CapitalAccount account={account.data} />
      <ReturnsSection account={account.data} />
      <FeesSection account={account.data} />
    </>
  );
}

/**
 * The investor portal (docs/requirements.md#portal): only a sign-in the server links to an investor
 * (GET /api/me) sees anything of it; every figure comes from /api/me/*, which take the investor from
 * the token alone.
 */
export function AccountPage() {
  const access = useAccess();
  const investor = access.status === 'signedIn' ? access.user?.investor : undefined;
  return (
    <section className="page container account-page" aria-labelledby="account-heading">
      <PageTitle title={ACCOUNT_TEXTS.title} />
      <h1 id="account-heading">{ACCOUNT_TEXTS.title}</h1>
      <SignInNotices access={access} signedOutText={ACCOUNT_TEXTS.signIn} />
      {access.status === 'signedIn' && access.problem !== undefined ? (
        <Notice tone="error">{access.problem}</Notice>
      ) : null}
      {access.status === 'signedIn' && access.user?.role !== null && !investor ? (
        <Notice tone="info">{NOT_LINKED}</Notice>
      ) : null}
      {access.status === 'signedIn' && access.user && investor ? (
        <>
          <p className="account-page__who">{investor.name}</p>
          <AccountFigures sub={access.user.sub} />
          <RequestsSection sub={access.user.sub} />
          <TransactionsSection sub={access.user.sub} />
          <StatementsSection sub={access.user.sub} />
          <TaxDocumentsSection sub={access.user.sub} investorId={investor.id} />
          <DocumentsSection sub={access.user.sub} />
          <NoticePreferencesSection sub={access.user.sub} hasEmail={Boolean(access.user.email)} />
        </>
      ) : null}
    </section>
  );
}
