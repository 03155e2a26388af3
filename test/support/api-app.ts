import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import type { DatabaseTarget } from './databases';
import { startTestIssuer, type TestIssuer, type TestIssuerOptions } from './test-issuer';
import { testConfig } from './test-config';

export interface ApiApp {
  app: FastifyInstance;
  issuer: TestIssuer;
  /** Headers of the fund administrator (allowed: true). */
  admin(): Promise<Record<string, string>>;
  /** Headers of a signed-in member without the claim (allowed: false). */
  member(): Promise<Record<string, string>>;
  /** Headers with a token carrying exactly these claims (and `sub`). */
  bearer(claims: Record<string, unknown> & { sub: string }): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of `target`, trusting a test issuer whose tokens the helpers sign.
 * Use in `beforeAll` of a `describe.each(databaseTargets())`.
 */
export async function startApiApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  issuerOptions: TestIssuerOptions = {},
  buildOptions: Pick<BuildOptions, 'now'> = {},
): Promise<ApiApp> {
  const issuer = await startTestIssuer(issuerOptions);
  const created = await target.create();
  const app = await buildApp(testConfig(issuer.issuer, env), { ...buildOptions, database: created.database });
  const bearer = async (claims: Record<string, unknown>) => ({
    authorization: `Bearer ${await issuer.sign(claims)}`,
  });
  const headers = (allowed: boolean, email: string) =>
    bearer({ sub: email, email, name: 'Test User', allowed });
  return {
    app,
    issuer,
    admin: () => headers(true, 'admin@fund.test'),
    member: () => headers(false, 'member@fund.test'),
    bearer,
    async close() {
      await app.close();
      await created.dispose();
      await issuer.close();
    },
  };
}

/**
 * The app of `startApiApp` for the tests of the `describe` that calls this: started in its `beforeAll`,
 * closed in its `afterAll`. What it returns stands for that app once it has started, so read it inside
 * tests and hooks, never while the tests are being collected.
 */
export function apiAppFor(target: DatabaseTarget, env: Record<string, string> = {}): ApiApp {
  let started: ApiApp | undefined;
  beforeAll(async () => {
    started = await startApiApp(target, env);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as ApiApp, {
    get(_empty, key) {
      if (started === undefined)
        throw new Error('The app starts in beforeAll: use it inside a test or a hook');
      return Reflect.get(started, key, started);
    },
  });
}
