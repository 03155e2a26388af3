import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileAdapterFactory, JsonFileStore } from './file-adapter';

describe('JSON file adapter', () => {
  let dir: string;
  let file: string;
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-idp-store-'));
    file = path.join(dir, 'state.json');
    now = Date.parse('2025-01-01T00:00:00Z');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function open() {
    const store = await JsonFileStore.open(file, clock);
    const adapter = fileAdapterFactory(store, clock);
    return {
      store,
      sessions: adapter('Session'),
      tokens: adapter('RefreshToken'),
      codes: adapter('AuthorizationCode'),
    };
  }

  it('keeps records across a reopen, in a file only its owner can read', async () => {
    const first = await open();
    await first.sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 3600);
    await first.tokens.upsert('t1', { grantId: 'g1', accountId: 'a' });

    const second = await open();
    expect(await second.sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await second.sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await second.tokens.find('t1')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps models apart', async () => {
    const { sessions, tokens } = await open();
    await sessions.upsert('same-id', { uid: 'x' }, 60);
    expect(await tokens.find('same-id')).toBeUndefined();
  });

  it('honours expiry, also after a reopen', async () => {
    const { sessions } = await open();
    await sessions.upsert('short', { uid: 'u-short' }, 60);
    await sessions.upsert('long', { uid: 'u-long' }, 3600);
    now += 61_000;
    expect(await sessions.find('short')).toBeUndefined();
    expect(await sessions.findByUid('u-short')).toBeUndefined();
    expect(await sessions.find('long')).toBeDefined();

    const reopened = await open();
    expect(await reopened.sessions.find('short')).toBeUndefined();
    expect(await reopened.sessions.find('long')).toBeDefined();
    now += 3600_000;
    expect(await reopened.sessions.find('long')).toBeUndefined();
  });

  it('marks a record consumed and destroys it', async () => {
    const { codes } = await open();
    await codes.upsert('c1', { grantId: 'g' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(now / 1000));
    expect((await (await open()).codes.find('c1'))?.consumed).toBe(Math.floor(now / 1000));
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('revokes everything issued under a grant, and nothing else', async () => {
    const { tokens, codes, sessions } = await open();
    await tokens.upsert('t1', { grantId: 'g1' }, 600);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 600);
    await sessions.upsert('s1', { uid: 'u', grantId: 'g1' } as never, 600);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(await sessions.find('s1')).toBeDefined();
    expect(await (await open()).tokens.find('t1')).toBeUndefined();
  });

  it('returns copies, so changing a found record changes nothing stored', async () => {
    const { sessions } = await open();
    await sessions.upsert('s1', { uid: 'u1' }, 60);
    const found = await sessions.find('s1');
    if (found) found.uid = 'changed';
    expect((await sessions.find('s1'))?.uid).toBe('u1');
  });

  it('starts empty from a damaged file rather than refusing to start', async () => {
    fs.writeFileSync(file, '{not json');
    const { sessions } = await open();
    expect(await sessions.find('anything')).toBeUndefined();
  });
});
