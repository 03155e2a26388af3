import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  isDocumentCategory,
} from './categories';

// docs/requirements.md#doc-model, word for word.
describe('document categories', () => {
  it.each([
    ['operating_agreement', 'Operating Agreements'],
    ['quarterly_report', 'Quarterly Reports'],
    ['tax_document', 'Tax Documents'],
    ['investment_document', 'Investment Documents'],
    ['communication', 'Communications'],
    ['compliance', 'Compliance Documents'],
  ] as const)('%s reads %s', (category, label) => {
    expect(DOCUMENT_CATEGORY_LABELS[category]).toBe(label);
  });

  it('lists the six categories in the required order, quarterly_report by default', () => {
    expect(DOCUMENT_CATEGORIES).toEqual(Object.keys(DOCUMENT_CATEGORY_LABELS));
    expect(DEFAULT_DOCUMENT_CATEGORY).toBe('quarterly_report');
  });

  it.each([
    ['a category', 'tax_document', true],
    ['the list filter', 'all', false],
    ['a label', 'Tax Documents', false],
    ['not text', 3, false],
  ])('isDocumentCategory: %s', (_scenario, value, expected) => {
    expect(isDocumentCategory(value)).toBe(expected);
  });
});
