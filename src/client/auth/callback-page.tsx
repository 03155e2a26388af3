import { Link, Navigate } from 'react-router';
import { useSignIn } from './sign-in-context';
import { Loader } from '../components/loader';
import { Notice } from '../components/notice';
import { PageTitle } from '../components/page-title';
import { useAppConfig } from '../config/config-context';
import { CALLBACK_PATH } from './callback-path';

/**
 * /auth/callback. react-oidc-context completes the sign-in before the app renders and then sends the
 * browser to the saved return path, so this page only shows when that went wrong or there was
 * nothing to complete (a reload or a bookmark), which leads home.
 */
export function CallbackPage() {
  const auth = useSignIn();
  const { fundName } = useAppConfig();

  if (auth.error?.source === 'signinCallback') {
    return (
      <section className="page page--narrow" aria-labelledby="callback-heading">
        <PageTitle title="Sign-in failed" />
        <h1 id="callback-heading">Sign-in failed</h1>
        <Notice tone="error" title="We could not sign you in.">
          <p>{auth.error.message}</p>
        </Notice>
        <p>
          <Link to="/" replace>
            Go to the home page
          </Link>
        </p>
      </section>
    );
  }

  // After a successful sign-in the address already holds the return path, but the router applies it
  // as a transition and may render this page once more first; leaving for '/' then would lose it.
  const leaving = window.location.pathname !== CALLBACK_PATH;
  if (auth.isLoading || leaving) return <Loader fullScreen tagline={fundName} label="Signing you in" />;
  return <Navigate to="/" replace />;
}
