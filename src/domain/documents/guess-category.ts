import { DEFAULT_DOCUMENT_CATEGORY, type DocumentCategory } from './categories';

/*
 * The keywords a dropped file's name is read for. The name is split into words first (at spaces,
 * punctuation, camelCase and letter-digit boundaries, so 'Q3_2025', '2025Q3', 'K-1' and 'OperatingAgreement'
 * all read as words, while 'loan' never reads as 'OA'). The first rule that matches wins, most specific first:
 * a 'Q4 tax report' is a tax document, a 'KYC memo' a compliance document.
 */
const RULES: readonly [DocumentCategory, RegExp][] = [
  ['operating_agreement', /\b(operating agreements?|oa)\b/],
  ['tax_document', /\b(tax|taxes|k 1|1099)\b/],
  ['compliance', /\b(compliance|aml|kyc)\b/],
  ['quarterly_report', /\b(reports?|quarterly|q [1-4])\b/],
  ['investment_document', /\b(subscriptions?|investments?)\b/],
  ['communication', /\b(letters?|memos?|newsletters?)\b/],
];

/** 'Q3_2025-Report.pdf' -> 'q 3 2025 report pdf'. */
function words(fileName: string): string {
  return fileName
    .replace(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
    .replace(/(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The category a file's name suggests; quarterly_report when it suggests none. */
export function guessCategory(fileName: string): DocumentCategory {
  const text = words(fileName);
  for (const [category, pattern] of RULES) if (pattern.test(text)) return category;
  return DEFAULT_DOCUMENT_CATEGORY;
}
