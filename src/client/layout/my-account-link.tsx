import { MY_ACCOUNT } from '../../domain/portal/messages';
import { useAccess } from '../auth/use-access';
import { ActiveLink } from '../components/active-link';
import { isWithin } from './active-path';

/** 'My Account', for a sign-in the server links to an investor (docs/requirements.md#portal). */
export function MyAccountLink({ pathname, onClick }: { pathname: string; onClick: () => void }) {
  const access = useAccess();
  if (access.status !== 'signedIn' || !access.user?.investor) return null;
  return (
    <li>
      <ActiveLink to="/account" active={isWithin(pathname, '/account')} onClick={onClick}>
        {MY_ACCOUNT}
      </ActiveLink>
    </li>
  );
}
