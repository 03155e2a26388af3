import { describe, expect, it } from 'vitest';
import { hasTaxPackage, taxPackageChanged, type InvestorTaxItems } from './k1';

const ann: InvestorTaxItems = {
  investorId: 1,
  name: 'Ann Able',
  shortTermGain: '-489.67',
  longTermGain: '0.00',
  section1256Gain: '2392.50',
  capital: {
    beginning: '0.00',
    contributed: '10000.00',
    withdrawn: '0.00',
    change: '120.00',
    ending: '10120.00',
  },
};

describe('a tax package, made and corrected', () => {
  it.each<[string, Partial<InvestorTaxItems>, boolean]>([
    ['the same figures', {}, false],
    ['the same figures written otherwise', { longTermGain: '0', shortTermGain: '-489.670' }, false],
    ['another name only', { name: 'Ann Able-Baker' }, false],
    ['a gain a cent off', { shortTermGain: '-489.66' }, true],
    ['a Section 1256 gain changed', { section1256Gain: '2400.00' }, true],
    [
      'a capital account changed',
      { capital: { ...ann.capital, change: '121.00', ending: '10121.00' } },
      true,
    ],
  ])('%s: changed is %s', (_name, change, changed) => {
    expect(taxPackageChanged(ann, { ...ann, ...change })).toBe(changed);
  });

  it.each<[string, InvestorTaxItems['capital'], boolean]>([
    ['capital held in the year', ann.capital, true],
    [
      'only a withdrawal',
      { beginning: '0', contributed: '0', withdrawn: '500.00', change: '0', ending: '0' },
      true,
    ],
    [
      'no capital at all',
      { beginning: '0.00', contributed: '0.00', withdrawn: '0.00', change: '0.00', ending: '0.00' },
      false,
    ],
  ])('%s: a package is %s', (_name, capital, made) => {
    expect(hasTaxPackage({ ...ann, capital })).toBe(made);
  });
});
