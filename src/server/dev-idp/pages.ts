// The identity provider's pages. The app's content security policy allows no inline script or
// style, so pages link the stylesheet and script served under {base}/assets/.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** `base` is the provider's path as the browser sees it (the issuer's path, e.g. /idp). */
function layout(base: string, title: string, body: string, scripts: string[] = []): string {
  const scriptTags = scripts.map(
    (name) => `\n    <script src="${escapeHtml(`${base}/assets/${name}`)}"></script>`,
  );
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="${escapeHtml(`${base}/assets/idp.css`)}">
  </head>
  <body>
    <main class="card">
${body}
    </main>${scriptTags.join('')}
  </body>
</html>
`;
}

export interface SignInPageProps {
  base: string;
  uid: string;
  email?: string;
  error?: string;
}

export function renderSignInPage({ base, uid, email = '', error }: SignInPageProps): string {
  const alert = error ? `\n      <p class="alert" role="alert">${escapeHtml(error)}</p>` : '';
  // Focus goes where the person has to type next.
  const focusEmail = email === '' ? ' autofocus' : '';
  const focusPassword = email === '' ? '' : ' autofocus';
  const body = `      <h1>Sign in</h1>
      <p class="note">Local development identity provider</p>${alert}
      <form method="post" action="${escapeHtml(`${base}/interaction/${encodeURIComponent(uid)}`)}">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${focusEmail}>
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}>
        <button type="submit">Sign in</button>
      </form>`;
  return layout(base, 'Sign in', body);
}

/**
 * `form` is the provider's own hidden confirmation form (with its anti-forgery value). logout.js
 * submits it at once; the button is there for browsers without script.
 */
export function renderLogoutPage(base: string, form: string): string {
  const body = `      <h1>Signing out</h1>
      <p>Select Sign out if this page does not continue by itself.</p>
      ${form}
      <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
  return layout(base, 'Signing out', body, ['logout.js']);
}

export function renderLogoutSuccessPage(base: string, homeUrl: string): string {
  const body = `      <h1>Signed out</h1>
      <p>You have been signed out.</p>
      <p><a href="${escapeHtml(homeUrl)}">Return to the site</a></p>`;
  return layout(base, 'Signed out', body);
}

export function renderErrorPage(base: string, title: string, message: string, homeUrl: string): string {
  const body = `      <h1>${escapeHtml(title)}</h1>
      <p role="alert">${escapeHtml(message)}</p>
      <p><a href="${escapeHtml(homeUrl)}">Return to the site</a></p>`;
  return layout(base, title, body);
}
