import { describe, expect, it } from 'vitest';
import {
  appendRollNote,
  contractDescription,
  formatSignedAmount,
  rollCarry,
  rollCarryText,
  rollNet,
  type ContractTerms,
} from './roll';
import type { Direction, OptionAction } from './units';

describe('old contract description', () => {
  it.each<[string, ContractTerms, string]>([
    [
      'stored date, whole strike, put',
      { ticker: 'AAPL', expirationDate: '2025-12-19', strike: '190', optionType: 'P' },
      'AAPL 12/19/2025 190P',
    ],
    [
      'form date, half strike, call',
      { ticker: 'SPY', expirationDate: '1/2/2026', strike: 582.5, optionType: 'C' },
      'SPY 01/02/2026 582.5C',
    ],
    [
      'trailing zeros dropped',
      { ticker: 'TSLA', expirationDate: '2025-10-17', strike: '250.00', optionType: 'C' },
      'TSLA 10/17/2025 250C',
    ],
  ])('%s', (_name, terms, expected) => {
    expect(contractDescription(terms)).toBe(expected);
  });
});

describe('roll carry: old net premium minus total close cost', () => {
  it.each<[string, Direction, string, string, string, string, string]>([
    // name, direction, entry total, close value, contracts, carry, text amount
    ['theta STO rolled at a profit', 'short', '500', '30', '5', '350', '+350.00'],
    ['theta STO rolled at a loss', 'short', '500', '120.5', '5', '-102.5', '-102.50'],
    ['theta STO rolled at break-even', 'short', '500', '100', '5', '0', '+0.00'],
    ['option BTO sold higher than paid', 'long', '900', '600', '2', '300', '+300.00'],
    ['option BTO sold lower than paid', 'long', '900', '300', '2', '-300', '-300.00'],
  ])('%s', (_name, direction, entryTotal, closeValue, contracts, carry, amount) => {
    const value = rollCarry({ direction, entryTotal, closeValue, contracts });
    expect(value.toFixed()).toBe(carry);
    expect(rollCarryText('AAPL 12/19/2025 190P', value)).toBe(
      `Rolled from **AAPL 12/19/2025 190P** carrying over ${amount}`,
    );
  });

  it.each([
    ['1234.5', '+1234.50'],
    ['0.005', '+0.01'],
    ['-0.005', '-0.01'],
    ['-0.004', '+0.00'],
    ['-7', '-7.00'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatSignedAmount(amount)).toBe(expected);
  });

  it.each([
    [null, 'Rolled from **X** carrying over +1.00'],
    ['', 'Rolled from **X** carrying over +1.00'],
    ['  roll for credit ', 'roll for credit\nRolled from **X** carrying over +1.00'],
  ])('appends to comments %j', (comments, expected) => {
    expect(appendRollNote(comments, 'Rolled from **X** carrying over +1.00')).toBe(expected);
  });
});

describe('roll net: new premium total minus close cost total', () => {
  it.each<[string, Direction, string, string, OptionAction, string, string, string, 'credit' | 'debit']>([
    // name, closing direction, close value, close contracts, new action, new premium, new contracts, amount, kind
    ['theta STO to STO for a credit', 'short', '30', '5', 'STO', '120', '5', '450', 'credit'],
    ['theta STO to STO for a debit', 'short', '150', '5', 'STO', '120', '5', '-150', 'debit'],
    ['theta STO to STO even is a credit', 'short', '120', '5', 'STO', '120', '5', '0', 'credit'],
    ['theta STO to more contracts', 'short', '30', '2', 'STO', '50', '3', '90', 'credit'],
    ['option BTO to BTO: sale in, new cost out', 'long', '600', '2', 'BTO', '400', '2', '400', 'credit'],
    ['option BTO to a dearer BTO', 'long', '300', '2', 'BTO', '400', '2', '-200', 'debit'],
  ])(
    '%s',
    (
      _name,
      closingDirection,
      closeValue,
      closeContracts,
      newAction,
      newPremium,
      newContracts,
      amount,
      kind,
    ) => {
      const net = rollNet({
        closingDirection,
        closeValue,
        closeContracts,
        newAction,
        newPremium,
        newContracts,
      });
      expect(net.amount.toFixed()).toBe(amount);
      expect(net.kind).toBe(kind);
    },
  );
});
