import { describe, expect, it } from 'vitest';
import { ledgerCsv, ledgerFileName, type LedgerRow } from './ledger-csv';

const row = (change: Partial<LedgerRow>): LedgerRow => ({
  investorId: 1,
  investorName: 'Ada Lovelace',
  email: 'ada@fund.test',
  investmentId: 10,
  investmentDate: '2025-07-01',
  type: 'Initial Investment',
  amountInvested: '50000',
  navAtEntry: '157.736681',
  sharesIssued: '316.984',
  ...change,
});

const HEADER =
  'Investor ID,Investor,Email,Investment ID,Date,Type,Amount Invested,NAV at Entry,Shares Issued';

describe('ledgerCsv', () => {
  it('writes only the header row for an empty ledger', () => {
    expect(ledgerCsv([])).toBe(`${HEADER}\r\n`);
  });

  it('writes investments and redemptions with exact figures', () => {
    const csv = ledgerCsv([
      row({}),
      row({
        investmentId: 11,
        investmentDate: '2025-08-15',
        type: 'Redemption',
        amountInvested: '-15793.06',
        sharesIssued: '-100.123',
      }),
    ]);
    expect(csv).toBe(
      [
        HEADER,
        '1,Ada Lovelace,ada@fund.test,10,2025-07-01,Initial Investment,50000,157.736681,316.984',
        '1,Ada Lovelace,ada@fund.test,11,2025-08-15,Redemption,-15793.06,157.736681,-100.123',
        '',
      ].join('\r\n'),
    );
  });

  it.each([
    ['a comma', 'Lovelace, Ada', '"Lovelace, Ada"'],
    ['a quote', 'Ada "The Countess" Lovelace', '"Ada ""The Countess"" Lovelace"'],
    ['a line break', 'Ada\nLovelace', '"Ada\nLovelace"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading plus', '+1 Fund', "'+1 Fund"],
    ['a leading at sign', '@fund', "'@fund"],
    ['accents', 'Zoë Ångström', 'Zoë Ångström'],
  ])('quotes or defuses a name with %s', (_scenario, investorName, cell) => {
    const line = ledgerCsv([row({ investorName })]).split('\r\n')[1];
    expect(line).toBe(`1,${cell},ada@fund.test,10,2025-07-01,Initial Investment,50000,157.736681,316.984`);
  });

  it('leaves a missing type empty', () => {
    expect(ledgerCsv([row({ type: null })]).split('\r\n')[1]).toBe(
      '1,Ada Lovelace,ada@fund.test,10,2025-07-01,,50000,157.736681,316.984',
    );
  });

  it('names the download by day', () => {
    expect(ledgerFileName('2025-09-30')).toBe('investor-ledger-2025-09-30.csv');
  });
});
