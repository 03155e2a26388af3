import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { auditCsv, displayValueText, fieldChanges, valueText } from './changes';
import { auditQuerySchema } from './schemas';

describe('fieldChanges: what an audit entry changed, field by field', () => {
  it.each([
    // before, after, the changes worked by hand
    [
      { name: 'Riley', shares: '10' },
      { name: 'Riley', shares: '12.5' },
      [{ field: 'shares', before: '10', after: '12.5' }],
    ],
    [
      null,
      { name: 'Riley', amount: 100 },
      [
        { field: 'name', before: '', after: 'Riley' },
        { field: 'amount', before: '', after: '100' },
      ],
    ],
    [{ quarter: 'Q3 2026' }, null, [{ field: 'quarter', before: 'Q3 2026', after: '' }]],
    [{ a: 1 }, { a: 1, b: { c: true } }, [{ field: 'b', before: '', after: '{"c":true}' }]],
    [{ a: [1, 2] }, { a: [1, 2] }, []],
    [[1], [1, 2], [{ field: '(value)', before: '[1]', after: '[1,2]' }]],
    [null, null, []],
    [undefined, 'text', [{ field: '(value)', before: '', after: 'text' }]],
  ])('%j then %j', (before, after, changes) => {
    expect(fieldChanges(before, after)).toEqual(changes);
  });

  it('writes values as one line of text', () => {
    expect(valueText(null)).toBe('');
    expect(valueText('=SUM(A1)')).toBe('=SUM(A1)');
    expect(valueText(12.5)).toBe('12.5');
    expect(valueText({ x: 'y' })).toBe('{"x":"y"}');
  });
});

describe('auditCsv', () => {
  it('one row per entry, ISO instants, JSON before and after, formulas defused', () => {
    const csv = auditCsv([
      {
        id: 7,
        at: '2026-11-27T15:04:05.000Z',
        actor: '=cmd@fund.local',
        action: 'update',
        entity: 'investor',
        entityId: '3',
        before: { name: 'A' },
        after: { name: 'B, Jr.' },
        clientAddress: '203.0.113.7',
      },
      {
        id: 6,
        at: '2026-11-26T09:00:00.000Z',
        actor: 'admin@fund.local',
        action: 'create',
        entity: 'quarter',
        entityId: null,
        before: null,
        after: null,
        clientAddress: null,
      },
    ]);
    expect(csv).toBe(
      'Entry,At,Actor,Action,Record,Record id,Before,After,From address\r\n' +
        `7,2026-11-27T15:04:05.000Z,'=cmd@fund.local,update,investor,3,"{""name"":""A""}","{""name"":""B, Jr.""}",203.0.113.7\r\n` +
        '6,2026-11-26T09:00:00.000Z,admin@fund.local,create,quarter,,,,\r\n',
    );
  });
});

describe('auditQuerySchema', () => {
  it('reads the filters and refuses what it cannot hold', () => {
    expect(auditQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', limit: '50' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 50,
    });
    expect(auditQuerySchema.safeParse({ from: '2026-11-31' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-30' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ entity: 'Fee Run' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ actor: 'a\u0000b' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
});

describe('displayValueText: dates in the Audit Log read as on every screen', () => {
  it('shows a day, and the fund’s wall clock as written', () => {
    expect(displayValueText('2026-11-27')).toBe('Nov 27, 2026');
    expect(displayValueText('2025-10-01 10:00:00')).toBe('Oct 1, 2025, 10:00 AM');
    expect(displayValueText('2025-10-01T15:04:00')).toBe('Oct 1, 2025, 3:04 PM');
  });

  it('leaves what is not a date alone', () => {
    const kept = ['157.736681', 'Q3_2025', '2026-11-27 is a day', ''];
    expect(kept.map(displayValueText)).toEqual(kept);
  });

  it('shows an instant with its zone on the reader’s clock', () => {
    const instant = new Date('2026-11-28T11:48:54.582Z');
    expect(displayValueText('2026-11-28 11:48:54.582+00')).toBe(formatDateTime(instant.toISOString()));
    expect(displayValueText('2026-11-28T11:48:54.582Z')).toBe(formatDateTime(instant.toISOString()));
  });
});
