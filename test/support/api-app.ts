import type { FastifyInstance } from 'fastify';
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
