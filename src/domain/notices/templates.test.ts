import { describe, expect, it } from 'vitest';
import { kindIsOn, nextAttemptDelay, preferencesOf, INVESTOR_KINDS } from './kinds';
import { oneLine, renderNotice } from './templates';

const base = { fundName: 'Evergreen Theta Fund', publicUrl: 'https://fund.test' };

describe('notice templates', () => {
  it.each([
    ['statement_ready', { quarter: 'Q3_2025' }, 'Your Q3 2025 statement is ready', '/account#statements'],
    [
      'request_received',
      { requestKind: 'redemption' },
      'We received your redemption request',
      '/account#requests',
    ],
    [
      'request_approved',
      { requestKind: 'subscription' },
      'Your subscription request was approved',
      '/account#requests',
    ],
    [
      'request_rejected',
      { requestKind: 'redemption', reason: 'Lock-up' },
      'Your redemption request was declined',
      '/account#requests',
    ],
    ['document_shared', { filename: 'k1.pdf' }, 'A new document was shared with you', '/account#documents'],
    ['tax_package_ready', { taxYear: '2025' }, 'Your 2025 tax package is ready', '/account#tax-documents'],
    [
      'tax_package_ready',
      { taxYear: '2025', corrected: 'yes' },
      'Your corrected 2025 tax package is ready',
      '/account#tax-documents',
    ],
    [
      'admin_new_request',
      { requestKind: 'redemption', investorName: 'Ann' },
      'New redemption request from Ann',
      '/reports/admin-tools',
    ],
    ['admin_backup_failed', { reason: 'disk full' }, 'A scheduled backup failed', '/reports/admin-tools'],
    [
      'admin_fee_run',
      { quarter: 'Q2_2025', action: 'reversed', actor: 'kim@fund.test' },
      'The Q2 2025 fee run was reversed by kim@fund.test',
      '/reports/fees',
    ],
  ] as const)('%s: %s', (kind, params, subject, path) => {
    const rendered = renderNotice({ ...base, kind, params, recipientName: 'Ann Able' });
    expect(rendered.subject).toBe(subject);
    expect(rendered.link).toBe(`https://fund.test${path}`);
    expect(rendered.text).toContain('Dear Ann Able,');
    expect(rendered.text).toContain(`https://fund.test${path}`);
    expect(rendered.html).toContain('Evergreen Theta Fund');
  });

  it('says a corrected tax package replaces the earlier one', () => {
    const rendered = (params: Record<string, string>) =>
      renderNotice({ ...base, kind: 'tax_package_ready', params, recipientName: 'Ann Able' }).text;
    expect(rendered({ taxYear: '2025', corrected: 'yes' })).toContain(
      'A corrected tax package for 2025 is ready to download.\nIt replaces the one you were sent earlier: please use this one.',
    );
    expect(rendered({ taxYear: '2025' })).not.toContain('replaces');
  });

  it('escapes HTML and keeps every header text on one line', () => {
    const rendered = renderNotice({
      ...base,
      kind: 'admin_new_request',
      params: { requestKind: 'subscription', investorName: 'Eve\r\nBcc: thief@evil.test <b>' },
      recipientName: '<script>x</script>',
    });
    expect(rendered.subject).toBe('New subscription request from Eve Bcc: thief@evil.test <b>');
    expect(rendered.subject).not.toMatch(/[\r\n]/);
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(oneLine('a\u2028b\u0000c')).toBe('a b c');
  });

  it('legal notices stay on; other kinds follow the stored choice', () => {
    const stored = { statement_ready: false, request_approved: false, document_shared: false };
    expect(kindIsOn('statement_ready', stored)).toBe(true);
    expect(kindIsOn('request_approved', stored)).toBe(true);
    expect(kindIsOn('document_shared', stored)).toBe(false);
    expect(kindIsOn('request_received', stored)).toBe(true);
    expect(Object.keys(preferencesOf(INVESTOR_KINDS, stored))).toEqual([...INVESTOR_KINDS]);
  });

  it.each([
    [1, 60_000],
    [2, 300_000],
    [3, 1_800_000],
    [4, 7_200_000],
    [5, null],
    [0, null],
  ])('after failed attempt %i the next waits %s ms', (attempts, delay) => {
    expect(nextAttemptDelay(attempts)).toBe(delay);
  });
});
