import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['a plain name is kept', 'Q3 2025 Statement.pdf', 'Q3 2025 Statement.pdf'],
    ['accents are kept (NFC)', 'Re\u0301sume\u0301 Müller.pdf', 'Résumé Müller.pdf'],
    ['a Unix path keeps its last part', '../../etc/passwd.pdf', 'passwd.pdf'],
    ['a Windows path keeps its last part', 'C:\\x\\y.pdf', 'y.pdf'],
    ['a parent reference alone', '..', 'document'],
    ['runs of dots become one', 'a..b...pdf', 'a.b.pdf'],
    ['leading dots (a hidden file) go', '...hidden.txt', 'hidden.txt'],
    ['an extension alone gets a name', '.pdf', 'document.pdf'],
    ['trailing dots and spaces go', 'report .pdf. ', 'report.pdf'],
    ['control characters go', 'tab\there\u0000nul\r\n.txt', 'tabherenul.txt'],
    ['direction overrides go', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['the Arabic letter mark goes', 'a\u061Cb.pdf', 'ab.pdf'],
    ['a zero-width space goes', 'in\u200Bvoice.pdf', 'invoice.pdf'],
    ['zero-width joiners go', 'in\u200Cvo\u200Dice.pdf', 'invoice.pdf'],
    ['a byte order mark goes', '\uFEFFinvoice.pdf', 'invoice.pdf'],
    ['a word joiner and invisible operators go', 'in\u2060vo\u2062ice.pdf', 'invoice.pdf'],
    ['a soft hyphen goes', 'in\u00ADvoice.pdf', 'invoice.pdf'],
    ['an invisible extension is no extension', 'report.\u200B', 'report'],
    ['Windows-reserved characters become _', 'a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['whitespace runs become one space', 'a   b\u00a0\u00a0c.pdf', 'a b c.pdf'],
    [
      'an over-long extension is part of the name',
      'notes.thisisnotanextension',
      'notes.thisisnotanextension',
    ],
    ['a name without extension', 'README', 'README'],
    ['nothing at all', '', 'document'],
  ])('%s', (_scenario, input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('cuts a long base name and keeps the extension', () => {
    const result = sanitizeFileName(`${'é'.repeat(300)}.docx`);
    expect(Array.from(result)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(result).toBe(`${'é'.repeat(MAX_FILE_NAME_LENGTH - 5)}.docx`);
  });

  it('never cuts a character in half', () => {
    const result = sanitizeFileName(`${'😀'.repeat(200)}.pdf`);
    expect(result).toBe(`${'😀'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`);
  });
});
