import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAppFor } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { importFixture, uploadImport } from '../../../test/support/import-fixtures';
import type { ImportView } from '../../domain/imports/api-schemas';
import { positions, transactions } from '../db/schema';

/*
 * An imported assignment is booked as the Close dialog's Assigned books it (decision 026, second
 * pass): the option's close is marked 'assigned' and names the stock leg bought at the strike, so the
 * tax lots take the put's premium off the shares' basis.
 */
describe.each(databaseTargets())('imported assignments on $name', (target) => {
  const api = apiAppFor(target);

  async function commit(name: string, account: string): Promise<number> {
    const res = await uploadImport(api, name, importFixture(name), { account });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<ImportView>();
    expect(view.rows.some((row) => row.outcome === 'ASSIGNMENT')).toBe(true);
    const committed = await api.app.inject({
      method: 'POST',
      url: `/api/imports/${view.id}/commit`,
      headers: await api.admin(),
      payload: {},
    });
    expect(committed.statusCode, committed.body).toBe(200);
    return view.id;
  }

  async function bookedOf(importId: number) {
    return api.app.database.db
      .select({ t: transactions, type: positions.type, ticker: positions.ticker })
      .from(transactions)
      .innerJoin(positions, eq(positions.id, transactions.positionId))
      .where(eq(transactions.importId, importId));
  }

  it.each([
    ['tastytrade-2025-09-01-19.csv', 'IWM', '2025'],
    ['schwab-2025-10-27-11-10.csv', 'AMD', '2025'],
    // IBKR marks both the option's close and the stock's open with the code 'A'.
    ['ibkr-2025-08-01-20.csv', 'SOFI', '2025'],
  ])(
    '%s: the assigned %s put names the shares it bought, and the lot carries its premium',
    async (file, ticker, year) => {
      const importId = await commit(file, `Assigned ${ticker}`);
      const booked = await bookedOf(importId);
      const assigned = booked.filter((row) => row.t.optionOutcome === 'assigned');
      expect(assigned.map((row) => [row.ticker, row.type])).toEqual([[ticker, 'THETA']]);
      const leg = booked.find((row) => row.t.id === assigned[0]!.t.linkedTransactionId);
      expect([leg?.ticker, leg?.type, leg?.t.importRow]).toEqual([ticker, 'STOCK', assigned[0]!.t.importRow]);

      const lots = await api.app.inject({ url: `/api/tax/${year}/lots`, headers: await api.admin() });
      const shares = lots
        .json<{ lots: { ticker: string; kind: string; adjustments: { kind: string; amount: string }[] }[] }>()
        .lots.filter((lot) => lot.ticker === ticker && lot.kind === 'stock');
      const premiums = shares.flatMap((lot) => lot.adjustments.filter((a) => a.kind === 'premium'));
      expect(premiums).toHaveLength(1);
      expect(Number(premiums[0]!.amount)).toBeLessThan(0);
      const realized = await api.app.inject({ url: `/api/tax/${year}/realized`, headers: await api.admin() });
      expect(realized.json<{ warnings: string[] }>().warnings.join('\n')).not.toMatch(
        /no stock leg recorded/,
      );
    },
  );
});
