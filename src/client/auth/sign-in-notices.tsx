import { Notice } from '../components/notice';
import { GATE } from '../messages';
import type { Access } from './use-access';

/**
 * What a page behind sign-in shows before it knows who is there: 'Authenticating...' while the session
 * or /api/me loads, and `signedOutText` with a button to log in when nobody is signed in.
 */
export function SignInNotices({ access, signedOutText }: { access: Access; signedOutText: string }) {
  if (access.status === 'loading') return <Notice>{GATE.authenticating}</Notice>;
  if (access.status !== 'signedOut') return null;
  return (
    <Notice
      actions={
        // Named apart from the header's 'Login' so each button keeps a unique accessible name.
        <button type="button" className="button button--primary" onClick={() => void access.login()}>
          Log in to continue
        </button>
      }
    >
      {signedOutText}
    </Notice>
  );
}
