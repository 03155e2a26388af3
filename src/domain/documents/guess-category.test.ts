import { describe, expect, it } from 'vitest';
import { guessCategory } from './guess-category';

describe('guessCategory: from the dropped file name, quarterly_report by default', () => {
  it.each([
    ['operating agreement in words', 'Fund Operating Agreement 2024.pdf', 'operating_agreement'],
    ['operating agreement in camelCase', 'OperatingAgreement_v2.docx', 'operating_agreement'],
    ['the OA abbreviation', 'Signed-OA.pdf', 'operating_agreement'],
    ['OA inside a word is not the abbreviation', 'loan-schedule.xlsx', 'quarterly_report'],
    ['report', 'Performance report.pdf', 'quarterly_report'],
    ['quarterly', 'quarterly_update.pdf', 'quarterly_report'],
    ['a quarter written Q3_2025', 'Q3_2025.pdf', 'quarterly_report'],
    ['a quarter written 2025Q4', 'statement-2025Q4.pdf', 'quarterly_report'],
    ['Q5 is no quarter', 'Q5.txt', 'quarterly_report'],
    ['tax', 'tax-return-2024.pdf', 'tax_document'],
    ['K-1', 'Schedule K-1 Jane Doe.pdf', 'tax_document'],
    ['K1 without a dash', 'K1_2024.pdf', 'tax_document'],
    ['1099', 'Form1099-DIV.pdf', 'tax_document'],
    ['a tax report is a tax document', 'Q4 tax report.pdf', 'tax_document'],
    ['subscription', 'Subscription Agreement.pdf', 'investment_document'],
    ['investment', 'Additional_Investment_Confirmation.pdf', 'investment_document'],
    ['letter', 'Welcome letter.docx', 'communication'],
    ['memo', 'memo-to-investors.txt', 'communication'],
    ['newsletter', 'Newsletter June.pdf', 'communication'],
    ['compliance', 'Compliance checklist.xlsx', 'compliance'],
    ['AML', 'AML_policy.pdf', 'compliance'],
    ['KYC', 'kyc-passport.jpg', 'compliance'],
    ['a KYC memo is a compliance document', 'KYC memo.docx', 'compliance'],
    ['a Q3 letter is a quarterly report', 'Q3 letter.pdf', 'quarterly_report'],
    ['no keyword', 'scan0001.png', 'quarterly_report'],
    ['no name at all', '', 'quarterly_report'],
  ])('%s: %s -> %s', (_scenario, fileName, expected) => {
    expect(guessCategory(fileName)).toBe(expected);
  });
});
