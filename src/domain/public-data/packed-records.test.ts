import { describe, expect, it } from 'vitest';
import { derivePerformance } from '../performance/derive-performance';
import { packListFields, packRecords, unpackListFields, unpackRecords } from './packed-records';

describe('packRecords', () => {
  it('writes the keys once and each record as its values in their order', () => {
    expect(
      packRecords([
        { date: '2024-01-02', nav: 100.125, name: 'Jan' },
        { date: '2024-01-03', nav: -0.1, name: 'Jan' },
      ]),
    ).toEqual({
      keys: ['date', 'nav', 'name'],
      rows: [
        ['2024-01-02', 100.125, 'Jan'],
        ['2024-01-03', -0.1, 'Jan'],
      ],
    });
  });

  it('leaves lists it cannot pack losslessly: other keys, other key order, non-records, empty', () => {
    expect(packRecords([{ a: 1 }, { a: 1, b: 2 }])).toBeNull();
    expect(
      packRecords([
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ]),
    ).toBeNull();
    expect(packRecords([1, 2])).toBeNull();
    expect(packRecords([{ a: 1 }, [1]])).toBeNull();
    expect(packRecords([])).toBeNull();
  });

  it('unpacks to the same records, key order included', () => {
    const records = [
      { b: 1, a: 'x' },
      { b: 2.5, a: 'y' },
    ];
    const unpacked = unpackRecords(packRecords(records)!);
    expect(unpacked).toEqual(records);
    expect(unpacked.map((record) => Object.keys(record))).toEqual([
      ['b', 'a'],
      ['b', 'a'],
    ]);
  });
});

describe('packListFields', () => {
  it('gives back, through JSON, exactly the performance answer it packed, and in fewer bytes', () => {
    const sheet = Array.from({ length: 400 }, (_, day) => ({
      Date: new Date(Date.UTC(2024, 0, 2 + day)).toISOString().slice(0, 10),
      PortfolioNAV: 100 + Math.sin(day / 7) * 13.37 + day / 3,
      SPYPrice: 400 + Math.cos(day / 5) * 21.1 + day / 7,
    }));
    const answer = derivePerformance(sheet, '2025-02-10');
    const embedded = JSON.stringify(packListFields(answer));

    expect(JSON.stringify(unpackListFields(JSON.parse(embedded)))).toBe(JSON.stringify(answer));
    expect(embedded.length).toBeLessThan(JSON.stringify(answer).length * 0.7);
  });

  it('leaves an answer without lists, and a failure, as they are', () => {
    const failure = { navData: [], monthlyReturns: [], yearlyReturns: [], chartData: [], error: 'No data' };
    expect(unpackListFields(JSON.parse(JSON.stringify(packListFields(failure))))).toEqual(failure);
    expect(unpackListFields(null)).toBeNull();
  });
});
