import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, settingNames } from './files';

/*
 * deploy/fund.service and deploy/fund.env.example as data, with the guide's steps around them (issue 26,
 * decision 031): the user exists, the folders are systemd's, only the app can read what it writes, the
 * app listens on loopback behind the proxy, backups land where the service may write, and an upgrade
 * builds a new release beside the one in service.
 */

/** A unit file's [Service] settings; a setting given twice keeps every value (Environment=). */
function section(text: string, name: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = header[1]!;
      continue;
    }
    if (current !== name) continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at).trim();
    settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return settings;
}

const unit = read('deploy/fund.service');
const service = section(unit, 'Service');
const one = (key: string) => service.get(key)?.at(-1);
/** Environment= lines as the service sees them, before the EnvironmentFile's. */
const unitEnvironment = Object.fromEntries(
  (service.get('Environment') ?? []).flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=', 2))),
) as Record<string, string>;
const envFile = Object.fromEntries(
  [...read('deploy/fund.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ]),
);
const guide = read('docs/deploy.md');
const systemdPart = guide.slice(guide.indexOf('## Without a container (systemd)'));

/** Folders the service may write: its StateDirectory entries under /var/lib, and ReadWritePaths. */
const writable = [
  ...(one('StateDirectory') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => path.posix.join('/var/lib', entry)),
  ...(one('ReadWritePaths') ?? '').split(/\s+/).filter(Boolean),
];
const inside = (folder: string) => writable.some((each) => folder === each || folder.startsWith(`${each}/`));

describe('deploy/fund.service', () => {
  it('runs as the fund user, which the guide creates as a system user', () => {
    expect(one('User')).toBe('fund');
    expect(systemdPart).toMatch(/useradd --system[^\n]*\bfund\b/);
  });

  it("lets systemd make the service's folders, 0700, and its files only the app's (UMask=0077)", () => {
    expect(writable.length).toBeGreaterThan(0);
    expect(one('StateDirectoryMode')).toBe('0700');
    expect(one('UMask')).toBe('0077');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('NoNewPrivileges')).toBe('true');
  });

  it('keeps DATA_DIR and BACKUP_DIR inside the writable paths, in the unit and in fund.env alike', () => {
    for (const setting of ['DATA_DIR', 'BACKUP_DIR']) {
      expect(unitEnvironment[setting], setting).toBeDefined();
      expect(inside(unitEnvironment[setting]!), `${setting}=${unitEnvironment[setting]}`).toBe(true);
      // The command-line tasks read fund.env alone: it must name the same folders.
      expect(envFile[setting], `fund.env.example ${setting}`).toBe(unitEnvironment[setting]);
    }
    expect(unitEnvironment.BACKUP_DIR).not.toBe(unitEnvironment.DATA_DIR);
  });

  it('listens on loopback only, behind the proxy, in production', () => {
    expect(unitEnvironment.HOST).toBe('127.0.0.1');
    expect(envFile.HOST).toBe('127.0.0.1');
    expect(unitEnvironment.NODE_ENV).toBe('production');
    expect(envFile.NODE_ENV).toBe('production');
  });

  it('runs node with MALLOC_ARENA_MAX=1, as `npm start` does, so a backup gives its memory back', () => {
    expect(unitEnvironment.MALLOC_ARENA_MAX).toBe('1');
  });

  it('reads /etc/fund/fund.env, whose every setting the app knows', () => {
    expect(one('EnvironmentFile')).toBe('/etc/fund/fund.env');
    const known = new Set([...settingNames(), 'PGPASSWORD']);
    for (const name of Object.keys(envFile)) expect(known, name).toContain(name);
  });

  it('runs the compiled server from the release the current symlink names, signals reaching node itself', () => {
    expect(one('WorkingDirectory')).toBe('/opt/fund/current');
    expect(one('ExecStart')).toMatch(/^(\/\S+\/)?node --max-semi-space-size=2 scripts\/start\.mjs$/);
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(section(unit, 'Install').get('WantedBy')).toEqual(['multi-user.target']);
  });
});

describe("the guide's systemd steps", () => {
  it('install the unit from deploy/ and enable it at once', () => {
    expect(systemdPart).toContain('deploy/fund.service /etc/systemd/system/fund.service');
    expect(systemdPart).toContain('systemctl enable --now fund');
  });

  it('build each release in a folder of its own, then switch the symlink the service runs from', () => {
    const upgrade = guide.slice(guide.indexOf('## Upgrades'));
    expect(upgrade).toMatch(/\/opt\/fund\/releases\/\$release/);
    expect(upgrade).toMatch(/ln -sfn [^\n]*\/opt\/fund\/releases\/\$release[^\n]*\/opt\/fund\/current/);
    expect(upgrade).toContain('npm ci --omit=dev');
    // Nothing is built inside the folder in service.
    expect(upgrade).not.toMatch(/cd \/opt\/fund\/current[^\n]*&&[^\n]*npm (ci|run build)/);
  });

  it('run the command-line tasks as fund with the service’s settings file', () => {
    for (const match of guide.matchAll(/^.*scripts\/launch\.mjs (backup|restore|migrate)-cli.*$/gm)) {
      if (match[0].includes('docker compose')) continue;
      expect(match[0], match[0]).toMatch(/sudo -u fund /);
      expect(match[0], match[0]).toMatch(/--env-file \/etc\/fund\/fund\.env/);
    }
  });
});
