import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from '../documents/file-signature';
import { layoutLines, textToPdf } from './text-pdf';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Every object the cross-reference table points at starts where it says. */
function checkXref(pdf: string): number {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  return Number(count) - 1;
}

describe('textToPdf', () => {
  it('writes a PDF with the text in Helvetica, its title and a correct cross-reference table', () => {
    const bytes = textToPdf('Evergreen Theta Fund\n\nShares held: 316.984', { title: 'Q3 2025 statement' });
    const pdf = latin1(bytes);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(Evergreen Theta Fund) Tj\nT* () Tj\nT* (Shares held: 316.984) Tj');
    expect(pdf).toContain('/Title (Q3 2025 statement)');
    expect(pdf).toContain('/Count 1');
    expect(checkXref(pdf)).toBe(6);
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
  });

  it('passes the upload route’s PDF check', () => {
    expect(contentMatchesExtension(textToPdf('Hello'), 'pdf')).toBe(true);
  });

  it.each([
    [
      'parentheses and backslashes are escaped',
      'PERFORMANCE (NAV) C:\\x',
      '(PERFORMANCE \\(NAV\\) C:\\\\x) Tj',
    ],
    ['Latin-1 letters as octal WinAnsi codes', 'José Müller', '(Jos\\351 M\\374ller) Tj'],
    ['typographic quotes, dash and euro', '“Q3” – €5', '(\\223Q3\\224 \\226 \\2005) Tj'],
    ['characters WinAnsi lacks print as ?', '李 😀', '(? ?) Tj'],
    ['tabs are four spaces; CR LF ends a line', 'a\tb\r\nc', '(a    b) Tj\nT* (c) Tj'],
  ])('%s', (_scenario, text, expected) => {
    expect(latin1(textToPdf(text))).toContain(expected);
  });

  it('wraps a long line at spaces, within the 468-point text width', () => {
    const lines = layoutLines('word '.repeat(100).trim());
    expect(lines.length).toBeGreaterThan(1);
    // 'word' is 2167/1000 and a space 278/1000 of 11 points: 17 words take 454.157 points, 18 would take 481.052.
    expect(String.fromCharCode(...(lines[0] ?? []))).toBe(Array(17).fill('word').join(' '));
    expect(lines.every((line) => line.at(-1) !== 32)).toBe(true);
  });

  it('breaks a word longer than a line', () => {
    const lines = layoutLines('W'.repeat(100));
    // W is 944/1000 of 11 points: 45 fit in 468 points.
    expect(lines.map((line) => line.length)).toEqual([45, 45, 10]);
  });

  it('starts a new page every 43 lines', () => {
    const text = Array.from({ length: 100 }, (_line, index) => `Line ${index + 1}`).join('\n');
    const pdf = latin1(textToPdf(text));
    expect(pdf).toContain('/Kids [5 0 R 7 0 R 9 0 R] /Count 3');
    expect(checkXref(pdf)).toBe(10);
    expect(pdf).toContain('72 709 Td\n(Line 44) Tj');
    expect(pdf).toContain('T* (Line 100) Tj\nET');
  });

  it('gives one blank page for no text', () => {
    const pdf = latin1(textToPdf(''));
    expect(pdf).toContain('/Count 1');
    expect(checkXref(pdf)).toBe(6);
  });
});
