import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private signing keys; the provider publishes their public halves at its jwks endpoint. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

async function createSigningKeys(): Promise<ProviderKeys['jwks']> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

const createCookieKeys = (): string[] => [crypto.randomBytes(32).toString('base64url')];

function isSigningKeySet(value: unknown): value is ProviderKeys['jwks'] {
  if (typeof value !== 'object' || value === null) return false;
  const { keys } = value as { keys?: unknown };
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key: Partial<JWK> | null) => typeof key === 'object' && key !== null && typeof key.d === 'string',
    )
  );
}

function isCookieKeyList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((key) => typeof key === 'string' && key.length >= 16)
  );
}

/**
 * Reads a secret JSON file, or creates it (mode 0600) with `create()` when missing. Creation links a
 * finished temporary file into place, so two processes starting at once agree on one value and
 * neither ever reads a half-written file.
 */
async function readOrCreateSecret<T>(
  file: string,
  create: () => Promise<T> | T,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  const read = async (): Promise<T> => {
    const value: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!isValid(value)) {
      throw new Error(`${file} is not what the local identity provider wrote; delete it to make new keys`);
    }
    return value;
  };
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(await create(), null, 2)}\n`, { mode: 0o600 });
  try {
    await fs.link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.unlink(temp);
  }
  return read();
}

/** Keys kept under `dir`, made on first start and reused after, so sessions and tokens survive a restart. */
export async function loadOrCreateKeys(dir: string): Promise<ProviderKeys> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const jwks = await readOrCreateSecret(path.join(dir, 'jwks.json'), createSigningKeys, isSigningKeySet);
  const cookieKeys = await readOrCreateSecret(
    path.join(dir, 'cookie-keys.json'),
    createCookieKeys,
    isCookieKeyList,
  );
  return { jwks, cookieKeys };
}
