import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { annualizedReturn, showsAnnualizedNotice, snapTargetPercent, targetIncome } from './target-income';

describe('target weekly income', () => {
  it.each([
    ['the default 1.5% of 100,000', '100000', '1.5', '1500', '78', '78000', false],
    ['the minimum 1% of 249,283.45', '249283.45', '1', '2492.8345', '52', '129627.394', false],
    ['1.9% stays under 100% a year', '50000', '1.9', '950', '98.8', '49400', false],
    ['2% annualizes to 104%: notice', '50000', '2', '1000', '104', '52000', true],
    ['the maximum 2.5%', '10000', '2.5', '250', '130', '13000', true],
  ])('%s', (_scenario, capital, percent, weekly, annualized, yearly, notice) => {
    const result = targetIncome(new Decimal(capital), percent);
    expect(result.weeklyTarget?.toFixed()).toBe(weekly);
    expect(result.annualizedPercent.toFixed()).toBe(annualized);
    expect(result.yearlyTarget?.toFixed()).toBe(yearly);
    expect(result.notice).toBe(notice);
  });

  it.each([
    ['no capital', null],
    ['zero capital', new Decimal(0)],
    ['negative capital', new Decimal(-5)],
  ])('has no target with %s, but still an annualized return', (_scenario, capital) => {
    const result = targetIncome(capital, '1.5');
    expect(result.weeklyTarget).toBeNull();
    expect(result.yearlyTarget).toBeNull();
    expect(result.annualizedPercent.toFixed()).toBe('78');
  });

  it.each([
    ['exactly 100% shows no notice', '100', false],
    ['just above 100% shows it', '100.01', true],
    ['below 100%', '99.99', false],
  ])('annualized notice threshold: %s', (_scenario, annualized, expected) => {
    expect(showsAnnualizedNotice(annualized)).toBe(expected);
  });

  it('annualized return is the weekly return times 52', () => {
    expect(annualizedReturn('1.5').toFixed()).toBe('78');
  });

  it.each([
    ['a float from the range input', '1.7000000000000002', '1.7'],
    ['below the range', '0.4', '1'],
    ['above the range', '3', '2.5'],
    ['between steps', '1.25', '1.3'],
    ['not a number', 'abc', '1.5'],
  ])('snaps the slider: %s', (_scenario, input, expected) => {
    expect(snapTargetPercent(input).toFixed()).toBe(expected);
  });
});
