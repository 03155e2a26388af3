import fs from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction, InteractionResults } from 'oidc-provider';
import type { DevAccounts } from './accounts';
import { renderErrorPage, renderSignInPage } from './pages';
import {
  createSignInThrottle,
  SIGN_IN_LIMITS,
  tooManyAttemptsMessage,
  type SignInLimits,
} from './sign-in-throttle';

export interface InteractionRoutesOptions {
  /** The provider, created with the first request that needs it (provider.ts). */
  provider: () => Promise<Provider>;
  accounts: DevAccounts;
  /** The provider's path as the browser sees it, for links in pages. */
  base: string;
  homeUrl: string;
  /** Failed sign-ins allowed per account and per address (sign-in-throttle.ts). */
  signInLimits?: SignInLimits;
}

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const ASSETS: Record<string, string> = {
  'idp.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
};

/** The paths these routes serve, relative to the provider's mount point. */
export function isInteractionPath(pathname: string): boolean {
  return /^\/interaction\/[^/]+$/.test(pathname) || /^\/assets\/[^/]+$/.test(pathname);
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Our sign-in page and the automatic consent, plus the static files the provider's pages link to. */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, options) => {
  const { provider, accounts, base, homeUrl } = options;
  const throttle = createSignInThrottle(options.signInLimits ?? SIGN_IN_LIMITS);
  const assets = new Map<string, string>();
  for (const name of Object.keys(ASSETS)) {
    assets.set(name, await fs.readFile(new URL(`./assets/${name}`, import.meta.url), 'utf8'));
  }

  // Only these routes take form posts; the API keeps its JSON-only parsers.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const contentType = ASSETS[request.params.name];
    const content = assets.get(request.params.name);
    if (!contentType || content === undefined) return reply.status(404).send({ error: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').type(contentType).send(content);
  });

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      renderErrorPage(
        base,
        'Sign-in expired',
        'This sign-in page is no longer valid. Start again from the site.',
        homeUrl,
      ),
    );

  async function interactionFor(
    uid: string,
    raw: Parameters<Provider['interactionDetails']>,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await (await provider()).interactionDetails(...raw);
      // The cookie names the interaction; the address must agree so an old tab cannot finish a new one.
      return interaction.uid === uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  /** Grants what the client asked for: this provider serves only our own app, so there is nothing to ask. */
  async function grantConsent(interaction: Interaction): Promise<InteractionResults> {
    const { details } = interaction.prompt;
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    const grant = interaction.grantId
      ? await (await provider()).Grant.find(interaction.grantId)
      : new (await provider()).Grant({
          accountId,
          clientId: typeof clientId === 'string' ? clientId : undefined,
        });
    if (!grant) throw new Error('The grant being extended no longer exists');
    const scopes = stringList(details.missingOIDCScope);
    if (scopes.length) grant.addOIDCScope(scopes.join(' '));
    const claims = stringList(details.missingOIDCClaims);
    if (claims.length) grant.addOIDCClaims(claims);
    const resources = details.missingResourceScopes;
    if (resources && typeof resources === 'object') {
      for (const [indicator, resourceScopes] of Object.entries(resources)) {
        grant.addResourceScope(indicator, stringList(resourceScopes).join(' '));
      }
    }
    const grantId = await grant.save();
    return { consent: interaction.grantId ? {} : { grantId } };
  }

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const interaction = await interactionFor(request.params.uid, [request.raw, reply.raw]);
    if (!interaction) return expired(reply);
    switch (interaction.prompt.name) {
      case 'login': {
        const hint = interaction.params.login_hint;
        return sendPage(
          reply,
          200,
          renderSignInPage({ base, uid: interaction.uid, email: typeof hint === 'string' ? hint : '' }),
        );
      }
      case 'consent': {
        const result = await grantConsent(interaction);
        const returnTo = await (
          await provider()
        ).interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
      }
      default:
        return sendPage(
          reply,
          400,
          renderErrorPage(
            base,
            'Sign-in problem',
            `Unsupported sign-in step: ${interaction.prompt.name}`,
            homeUrl,
          ),
        );
    }
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    '/interaction/:uid',
    async (request, reply) => {
      const interaction = await interactionFor(request.params.uid, [request.raw, reply.raw]);
      if (!interaction || interaction.prompt.name !== 'login') return expired(reply);
      const email = typeof request.body?.email === 'string' ? request.body.email : '';
      const password = typeof request.body?.password === 'string' ? request.body.password : '';
      // request.ip: the client as TRUST_PROXY resolves it, so a proxy's own address is not everyone's.
      const refuse = (waitMs: number) =>
        sendPage(
          reply.header('Retry-After', String(Math.ceil(waitMs / 1000))),
          429,
          renderSignInPage({ base, uid: interaction.uid, email, error: tooManyAttemptsMessage(waitMs) }),
        );
      const waiting = throttle.waitMs(email, request.ip);
      // Past the limit the password is not even looked at: the right one must not tell itself apart.
      if (waiting > 0) return refuse(waiting);
      const account = accounts.checkCredentials(email, password);
      if (!account) {
        throttle.failed(email, request.ip);
        const now = throttle.waitMs(email, request.ip);
        if (now > 0) return refuse(now);
        return sendPage(
          reply,
          200,
          renderSignInPage({ base, uid: interaction.uid, email, error: INVALID_CREDENTIALS }),
        );
      }
      throttle.succeeded(email);
      const returnTo = await (
        await provider()
      ).interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
    },
  );
};
