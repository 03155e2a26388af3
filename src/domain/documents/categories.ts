/* docs/requirements.md#doc-model: a document's categories, in the order the Document Manager lists them. */

export const DOCUMENT_CATEGORIES = [
  'operating_agreement',
  'quarterly_report',
  'tax_document',
  'investment_document',
  'communication',
  'compliance',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  operating_agreement: 'Operating Agreements',
  quarterly_report: 'Quarterly Reports',
  tax_document: 'Tax Documents',
  investment_document: 'Investment Documents',
  communication: 'Communications',
  compliance: 'Compliance Documents',
};

/** What an upload is filed under when nothing else is chosen or guessed. */
export const DEFAULT_DOCUMENT_CATEGORY: DocumentCategory = 'quarterly_report';

/** The list filter: one category, or 'all'. */
export const ALL_CATEGORIES = 'all';
export type DocumentCategoryFilter = DocumentCategory | typeof ALL_CATEGORIES;

export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return typeof value === 'string' && (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}
