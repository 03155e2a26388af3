import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * The container files as a deployment reads them (docs/deploy.md, decision 016). No container engine
 * runs here: compose.yaml is parsed and held to what it must say; the Dockerfile's steps themselves are
 * performed by `npm run test:deploy`.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  container_name?: string;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  read_only?: boolean;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}

const compose = parse(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { db, app, proxy } = compose.services as Record<'db' | 'app' | 'proxy', Service>;

describe('compose.yaml', () => {
  it('runs PostgreSQL 16 with a health check and its data on a named volume', () => {
    expect(db.image).toMatch(/^postgres:16(\.|$|-)/);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
    const dataVolume = db.volumes?.find((volume) => volume.endsWith(':/var/lib/postgresql/data'));
    expect(dataVolume && dataVolume.split(':')[0]! in compose.volumes).toBe(true);
  });

  it('starts the app once the database is healthy, ready-checked, in production on PostgreSQL', () => {
    expect(app.build).toBe('.');
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
    expect(app.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(app.environment).toMatchObject({ NODE_ENV: 'production' });
    expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/fund:.*@db:5432\/fund$/);
    for (const required of [
      'FUND_TIME_ZONE',
      'OIDC_ISSUER',
      'PUBLIC_URL',
      'SHEET_STOCKS',
      'SHEET_CURRENT_NAV',
    ]) {
      expect(app.environment?.[required], required).toBeTruthy();
    }
    expect(app.read_only).toBe(true);
  });

  it('lets the app scale: no container name and no published port, reached through the proxy only', () => {
    expect(app.container_name).toBeUndefined();
    expect(app.ports).toBeUndefined();
  });

  it('trusts X-Forwarded-* from the proxy alone, at its fixed address', () => {
    const networks = proxy.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = Object.values(networks)[0]?.ipv4_address;
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(app.environment?.TRUST_PROXY).toBe(proxyAddress);
  });

  it('puts Caddy in front on 80 and 443, balancing over the replicas by their readiness', () => {
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy.depends_on?.app?.condition).toBe('service_healthy');
    const mounted = proxy.volumes?.find((volume) => volume.includes(':/etc/caddy/Caddyfile'));
    const caddyfile = read(mounted!.split(':')[0]!.replace(/^\.\//, ''));
    expect(caddyfile).toMatch(/reverse_proxy/);
    expect(caddyfile).toMatch(/dynamic a \{[^}]*name app[^}]*port 3000/s);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });

  it('writes scheduled backups to a named volume the replicas share', () => {
    const backupDir = app.environment?.BACKUP_DIR;
    const volume = app.volumes?.find((entry) => entry.endsWith(`:${backupDir}`));
    expect(volume && volume.split(':')[0]! in compose.volumes).toBe(true);
  });
});
