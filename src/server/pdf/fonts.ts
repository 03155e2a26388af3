import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, from the dejavu-fonts-ttf package: a Unicode font (Latin with every European
 * diacritic, Greek, Cyrillic…) embedded, as a subset, in every PDF we make, so a name prints as it
 * was typed (decision 018). Read once per process; each document parses its own copy.
 */
export const PDF_FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
} as const;

export type PdfFont = keyof typeof PDF_FONTS;
