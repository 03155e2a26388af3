import type { ReportQuarter } from './settings';

/** 'Jane Doe' -> 'jane-doe'; 'José Ñúñez' -> 'jose-nunez'. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The name a saved statement gets in the investor's documents: 'Q3-2025-statement-jane-doe.txt'
 * (or '.pdf'). A name with no letters or digits left uses the investor id: 'investor-7'.
 */
export function reportFileName(
  investor: { id: number; name: string },
  quarter: ReportQuarter,
  year: number,
  extension: 'txt' | 'pdf' = 'txt',
): string {
  return `${quarter}-${year}-statement-${slug(investor.name) || `investor-${investor.id}`}.${extension}`;
}
