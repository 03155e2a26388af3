import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type PdfFont = 'regular' | 'bold';

let fonts: Promise<Record<PdfFont, Buffer>> | undefined;

/**
 * DejaVu Sans, from the dejavu-fonts-ttf package: a Unicode font (Latin with every European
 * diacritic, Greek, Cyrillic…) embedded, as a subset, in every PDF we make, so a name prints as it
 * was typed (decision 018). Read once per process, when the first PDF is made; each document parses
 * its own copy.
 */
export function pdfFonts(): Promise<Record<PdfFont, Buffer>> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
