import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../test/support/production-env';
import { ConfigError, loadConfig } from '../config';
import { startupReport } from '../startup-report';

const facts = {
  addresses: ['http://[::]:3000'],
  database: { kind: 'postgres' as const, location: 'db' },
  sampleData: false,
};

/** The e-mail settings (decision 027) and what the start-up lines say of them. */
describe('mail settings', () => {
  it.each([
    [{}, 'off', undefined, 'notices are shown in the app only (no e-mail is sent)'],
    [
      { SMTP_URL: 'smtps://u:p@mail.example.com:465' },
      'smtp',
      'smtps://u:p@mail.example.com:465',
      'through mail.example.com:465',
    ],
    [
      { SMTP_HOST: 'mail.example.com', SMTP_PORT: '587', SMTP_USER: 'fund@x', SMTP_PASSWORD: 'p@ss' },
      'smtp',
      'smtp://fund%40x:p%40ss@mail.example.com:587',
      'through mail.example.com:587',
    ],
  ])('production with %j: %s', (env, mode, url, line) => {
    const config = loadConfig({ ...PRODUCTION_ENV, ...env });
    expect(config.mail.mode).toBe(mode);
    expect(config.mail.smtpUrl).toBe(url);
    const lines = startupReport(config, facts).join('\n');
    expect(lines).toContain(line);
    // The password never reaches the start-up lines.
    expect(lines).not.toMatch(/p@ss|:p@/);
  });

  it('development without SMTP_URL writes DATA_DIR/mail; the sender defaults to the public host', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/fund-mail-test',
      PUBLIC_URL: 'https://fund.example.com',
      // A public address with the built-in provider is refused (decision 022): a real provider here.
      OIDC_ISSUER: 'https://idp.example.com',
    });
    expect(config.mail).toMatchObject({
      mode: 'files',
      from: 'notices@fund.example.com',
      sheetAlertMinutes: 60,
    });
    expect(startupReport(config, facts).join('\n')).toContain('/tmp/fund-mail-test/mail');
  });

  it.each([
    { SMTP_URL: 'http://mail.example.com' },
    { MAIL_REPLY_TO: 'not an address' },
    { SHEET_ALERT_MINUTES: '0' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...env })).toThrow(ConfigError);
  });
});
