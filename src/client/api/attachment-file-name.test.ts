import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './attachment-file-name';

describe('attachmentFileName', () => {
  it.each([
    ['attachment; filename="investor-ledger-2025-09-30.csv"', 'investor-ledger-2025-09-30.csv'],
    ['attachment; filename=ledger.csv', 'ledger.csv'],
    ["attachment; filename*=UTF-8''ledger%20Q3.csv", 'ledger Q3.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="100%.csv"', '100%.csv'],
    ['attachment', null],
    ['attachment; filename=""', null],
    [null, null],
  ])('%j gives %j', (header, expected) => {
    expect(attachmentFileName(header)).toBe(expected);
  });
});
