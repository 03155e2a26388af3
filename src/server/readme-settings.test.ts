import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from './app-root';
import { loadConfig } from './config';

/*
 * The README's settings files for Auth0 and Keycloak are what a fund copies: production must accept
 * them as written (decision 022).
 */

const readme = fs.readFileSync(path.join(APP_ROOT, 'README.md'), 'utf8');
const settingsFiles = [...readme.matchAll(/```sh\n((?:[ ]*)# fund\.env \((\w+)\)\n[\s\S]*?)```/g)].map(
  ([, block, provider]) => ({
    provider: provider!,
    env: parseEnv(block!.replace(/^ {3}/gm, '')),
  }),
);

describe("the README's settings files", () => {
  it('are there, one per provider section', () => {
    expect(settingsFiles.map((file) => file.provider)).toEqual(['Auth0', 'Keycloak']);
  });

  it.each(settingsFiles)('production starts on the $provider one as written', ({ env }) => {
    const config = loadConfig(env);
    expect(config.nodeEnv).toBe('production');
    expect(config.oidc.localProvider).toBe(false);
    expect(config.fundName).toBe('Your Fund LP');
  });
});
