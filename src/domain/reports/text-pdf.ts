/*
 * Plain text as a PDF, without a dependency: US Letter pages, Helvetica (one of the 14 standard fonts
 * every PDF reader has, so nothing is embedded), WinAnsi encoding, long lines wrapped at word breaks,
 * as many pages as the text needs, and a classic cross-reference table. Characters WinAnsi lacks print
 * as '?'.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const FONT_SIZE = 11;
const LEADING = 15;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);
const TAB = '    ';

// Helvetica advance widths (thousandths of the font size) of the characters 32 to 126, from its AFM.
// prettier-ignore
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Latin-1 letters and signs (160 to 255) are given a width at least that of most of them: a line of
// them may wrap a little early, never run off the page.
const LATIN1_WIDTH = 667;

/** Characters outside Latin-1 that WinAnsi has (code, width): typographic quotes, dashes, euro. */
const WIN_ANSI_EXTRAS: Record<string, [number, number]> = {
  '\u20ac': [0x80, 556],
  '\u2026': [0x85, 1000],
  '\u2018': [0x91, 222],
  '\u2019': [0x92, 222],
  '\u201c': [0x93, 333],
  '\u201d': [0x94, 333],
  '\u2022': [0x95, 350],
  '\u2013': [0x96, 556],
  '\u2014': [0x97, 1000],
  '\u2122': [0x99, 1000],
};
const QUESTION_MARK = 0x3f;

/** A character's WinAnsi code. */
function winAnsiCode(character: string): number {
  const extra = WIN_ANSI_EXTRAS[character];
  if (extra) return extra[0];
  const code = character.codePointAt(0) ?? QUESTION_MARK;
  return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) ? code : QUESTION_MARK;
}

function codeWidth(code: number): number {
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? LATIN1_WIDTH;
  const extra = Object.values(WIN_ANSI_EXTRAS).find(([extraCode]) => extraCode === code);
  return extra ? extra[1] : LATIN1_WIDTH;
}

/** Width in points of WinAnsi codes at the page's font size. */
function widthOf(codes: readonly number[]): number {
  return (codes.reduce((sum, code) => sum + codeWidth(code), 0) * FONT_SIZE) / 1000;
}

/** One source line as the printed lines it wraps to: at spaces, or inside a word longer than a line. */
function wrap(codes: number[]): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  for (const word of splitKeepingSpaces(codes)) {
    if (widthOf(trimEnd([...line, ...word])) <= TEXT_WIDTH) {
      line.push(...word);
      continue;
    }
    if (trimEnd(line).length > 0) lines.push(trimEnd(line));
    line = [];
    for (const code of word) {
      if (code !== 32 && line.length > 0 && widthOf([...line, code]) > TEXT_WIDTH) {
        lines.push(line);
        line = [];
      }
      line.push(code);
    }
  }
  lines.push(trimEnd(line));
  return lines;
}

/** [words and the spaces after them]: 'a  b' -> ['a  ', 'b']. */
function splitKeepingSpaces(codes: number[]): number[][] {
  const words: number[][] = [];
  let word: number[] = [];
  for (const code of codes) {
    if (code !== 32 && word.length > 0 && word[word.length - 1] === 32) {
      words.push(word);
      word = [];
    }
    word.push(code);
  }
  if (word.length > 0) words.push(word);
  return words;
}

function trimEnd(codes: number[]): number[] {
  let end = codes.length;
  while (end > 0 && codes[end - 1] === 32) end -= 1;
  return codes.slice(0, end);
}

/** A PDF literal string: '(', ')' and '\' escaped, anything outside printable ASCII as octal. */
function literal(codes: readonly number[]): string {
  let out = '(';
  for (const code of codes) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

function encode(text: string): number[] {
  return Array.from(text, winAnsiCode);
}

/** The printed lines of a text: '\r\n' and '\r' end lines too, tabs are 4 spaces. */
export function layoutLines(text: string): number[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\t', TAB)
    .split('\n')
    .flatMap((line) => wrap(encode(line)));
}

function pageContent(lines: readonly number[][]): string {
  const top = PAGE_HEIGHT - MARGIN - FONT_SIZE;
  const body = lines.map((line, index) => `${index === 0 ? '' : 'T* '}${literal(line)} Tj`);
  return ['BT', `/F1 ${FONT_SIZE} Tf`, `${LEADING} TL`, `${MARGIN} ${top} Td`, ...body, 'ET', ''].join('\n');
}

export interface TextPdfOptions {
  /** Shown as the document's title by PDF readers. */
  title?: string;
}

/** The text as a PDF file's bytes. An empty text gives one blank page. */
export function textToPdf(text: string, options: TextPdfOptions = {}): Uint8Array {
  const lines = layoutLines(text);
  const pages: number[][][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE)
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  if (pages.length === 0) pages.push([]);

  // Objects: 1 catalog, 2 page tree, 3 font, 4 info, then a page and its content per page.
  const pageId = (index: number) => 5 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_page, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Producer (text-pdf)${options.title === undefined ? '' : ` /Title ${literal(encode(options.title))}`} >>`,
  ];
  pages.forEach((page, index) => {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    );
  });

  // Every character below is one byte (ASCII, and the four marker bytes of the binary comment).
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (character) => character.charCodeAt(0));
}
