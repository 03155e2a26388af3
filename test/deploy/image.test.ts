import { describe, expect, it } from 'vitest';
import { read, runtimeStage } from './files';

/*
 * The Dockerfile as data (decisions 016 and 031). `npm run test:deploy` performs its steps; ownership,
 * the user and the base image cannot be performed without a container engine, so they are read here.
 */

const image = runtimeStage();
/** Folders the app writes: its books and keys, and scheduled backups. /tmp is a tmpfs in compose. */
const WRITTEN = ['DATA_DIR', 'BACKUP_DIR'] as const;

describe('Dockerfile', () => {
  it('builds in one stage and runs another, with runtime dependencies only', () => {
    const { instructions, of } = image;
    expect(instructions.filter((each) => each.keyword === 'FROM').length).toBeGreaterThanOrEqual(2);
    expect(instructions.some((each) => each.keyword === 'RUN' && each.args.includes('npm run build'))).toBe(
      true,
    );
    expect(
      instructions.some((each) => each.keyword === 'RUN' && each.args.includes('npm ci --omit=dev')),
    ).toBe(true);
    // The emulator runs RUN on the CI machine: an absolute path in the runtime stage would write there.
    expect(of('RUN')).toEqual([]);
  });

  it('runs on Node.js 24 LTS in every stage', () => {
    const bases = image.instructions.filter((each) => each.keyword === 'FROM').map((each) => each.args);
    for (const base of bases) expect(base).toMatch(/^node:24(\.\d+)*-bookworm-slim AS \S+$/);
  });

  it('runs node with MALLOC_ARENA_MAX=1, as `npm start` does, so a backup gives its memory back', () => {
    expect(image.env.MALLOC_ARENA_MAX).toBe('1');
  });

  it('runs as a non-root user, checks /api/ready', () => {
    expect(image.user).toBe('node');
    expect(image.of('HEALTHCHECK').join(' ')).toContain('/api/ready');
  });

  it.each(WRITTEN)('sets %s explicitly to a volume the runtime user owns, mode 0700', (setting) => {
    const folder = image.env[setting];
    expect(folder, `${setting} is set in the image`).toMatch(/^\/\w+$/);
    expect(image.volumes).toContain(folder);
    const copy = image.copies.find((each) => each.destination === folder);
    expect(copy, `a COPY makes ${folder}`).toBeDefined();
    expect(copy!.chown?.split(':')[0]).toBe(image.user);
    expect(copy!.chmod).toBe('700');
  });

  it('writes nowhere else: every VOLUME is one of the written folders', () => {
    expect(image.volumes.sort()).toEqual(WRITTEN.map((setting) => image.env[setting]).sort());
  });

  it('leaves secrets and books out of the build context (.dockerignore)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['.env', 'var', 'data/*', 'node_modules', '.git']) expect(ignored).toContain(entry);
  });
});
