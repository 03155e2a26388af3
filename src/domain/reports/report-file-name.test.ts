import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '../documents/sanitize-file-name';
import { acceptedExtensionOf } from '../documents/file-types';
import { reportFileName } from './report-file-name';

describe('reportFileName', () => {
  it.each([
    ['a plain name', { id: 1, name: 'Jane Doe' }, 'Q3', 2025, 'txt', 'Q3-2025-statement-jane-doe.txt'],
    ['as a PDF', { id: 1, name: 'Jane Doe' }, 'Q3', 2025, 'pdf', 'Q3-2025-statement-jane-doe.pdf'],
    [
      'accents and punctuation',
      { id: 2, name: "José Ñúñez-O'Brien" },
      'Q4',
      2024,
      'txt',
      'Q4-2024-statement-jose-nunez-o-brien.txt',
    ],
    [
      'a path in the name',
      { id: 3, name: '../../etc/passwd' },
      'Q1',
      2026,
      'txt',
      'Q1-2026-statement-etc-passwd.txt',
    ],
    ['no letters left', { id: 7, name: '李雷' }, 'Q2', 2025, 'txt', 'Q2-2025-statement-investor-7.txt'],
  ] as const)('%s', (_scenario, investor, quarter, year, extension, expected) => {
    const name = reportFileName(investor, quarter, year, extension);
    expect(name).toBe(expected);
    // The upload route keeps it as it is and accepts it.
    expect(sanitizeFileName(name)).toBe(name);
    expect(acceptedExtensionOf(name)).toBe(extension);
  });

  it('keeps a long name short', () => {
    const name = reportFileName({ id: 1, name: 'a '.repeat(100) }, 'Q3', 2025);
    expect(name.length).toBeLessThanOrEqual(90);
    expect(name).toMatch(/^Q3-2025-statement-(a-)+a\.txt$/);
  });
});
