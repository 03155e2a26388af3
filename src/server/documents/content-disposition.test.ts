import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    ['an ASCII name', 'attachment', 'Q3 report.pdf', 'attachment; filename="Q3 report.pdf"'],
    ['inline', 'inline', 'scan.png', 'inline; filename="scan.png"'],
    [
      'accents: an ASCII stand-in and the UTF-8 name',
      'attachment',
      'Résumé.pdf',
      `attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    ],
    [
      'characters without an ASCII form',
      'attachment',
      '李雷 (1).txt',
      `attachment; filename="__ (1).txt"; filename*=UTF-8''%E6%9D%8E%E9%9B%B7%20%281%29.txt`,
    ],
    [
      'quotes and backslashes never reach the quoted form',
      'attachment',
      'a"b\\c.txt',
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    ],
    [
      'an apostrophe is escaped in filename*',
      'attachment',
      "O'Brien é.pdf",
      `attachment; filename="O'Brien e.pdf"; filename*=UTF-8''O%27Brien%20%C3%A9.pdf`,
    ],
  ] as const)('%s', (_scenario, type, name, expected) => {
    expect(contentDisposition(type, name)).toBe(expected);
  });
});
