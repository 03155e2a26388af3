import { addDays } from '../src/domain/calendar';
import {
  computeTaxLots,
  DEFAULT_SECTION_1256_UNDERLYINGS,
  realizedTotals,
  rowsOfYear,
  taxAllocations,
  type TaxEvent,
  type TaxInvestor,
} from '../src/domain/tax';

/**
 * A tax year of 20,000 closes: 2,000 stock lots over 40 tickers (1,000 sales, some at a loss, so wash
 * sales are looked for) and 19,000 option round trips, 5% of them on SPX (Section 1256), allocated to
 * 50 investors. Aim: under 1 s for lots, rows, totals and allocations.
 */
export function taxYearEvents(): TaxEvent[] {
  const events: TaxEvent[] = [];
  const start = '2025-01-02';
  for (let i = 0; i < 2000; i += 1) {
    const ticker = `T${i % 40}`;
    const date = addDays(start, Math.floor(i / 6));
    events.push({
      kind: 'buy',
      id: `b${i}`,
      date,
      ticker,
      shares: 100,
      cost: String(5000 + ((i * 37) % 900)),
    });
    if (i % 2 === 1)
      events.push({
        kind: 'sell',
        id: `s${i}`,
        date: addDays(date, 20),
        ticker,
        shares: 100,
        proceeds: String(4800 + ((i * 53) % 1000)),
      });
  }
  for (let i = 0; i < 19_000; i += 1) {
    const underlying = i % 20 === 0 ? 'SPX' : `T${i % 40}`;
    const date = addDays(start, Math.floor(i / 60));
    const contract = {
      underlying,
      right: i % 3 === 0 ? 'C' : 'P',
      strike: String(50 + (i % 7)),
      expiration: addDays(date, 30),
    } as const;
    const written = i % 4 !== 0;
    events.push({
      kind: 'open',
      id: `o${i}`,
      positionId: i + 1,
      date,
      contract,
      side: written ? 'written' : 'bought',
      contracts: 1,
      amount: String(100 + (i % 90)),
    });
    events.push({
      kind: 'close',
      id: `c${i}`,
      positionId: i + 1,
      date: addDays(date, 10),
      contracts: 1,
      amount: String(60 + ((i * 7) % 120)),
      how: 'closed',
    });
  }
  return events;
}

export function investors(): TaxInvestor[] {
  return Array.from({ length: 50 }, (_, i) => ({
    investorId: i + 1,
    name: `Investor ${i + 1}`,
    records: [
      { date: '2024-06-01', amount: '10000', shares: String(100 + i) },
      { date: addDays('2025-01-02', i * 5), amount: '5000', shares: '40' },
    ],
    feeUnits: [{ date: '2025-06-30', shares: '1' }],
  }));
}

export function benchTaxYear(): void {
  const events = taxYearEvents();
  const people = investors();
  const run = () => {
    const computed = computeTaxLots({
      events,
      marks: [],
      section1256Underlyings: DEFAULT_SECTION_1256_UNDERLYINGS,
      throughYear: 2025,
    });
    const rows = rowsOfYear(computed.items, 2025);
    realizedTotals(rows);
    taxAllocations({ year: 2025, rows, investors: people, openingNav: 100, closingNav: 110 });
    return rows.length;
  };
  run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    const startAt = performance.now();
    rows = run();
    times.push(performance.now() - startAt);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\ntax year, 20,000 closes with 2,000 stock lots (${rows} rows, 50 investors): median ${times[2]!.toFixed(0)} ms, worst ${times[4]!.toFixed(0)} ms (aim: < 1,000 ms)`,
  );
}
