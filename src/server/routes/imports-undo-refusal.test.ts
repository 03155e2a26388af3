import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAppFor } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { uploadImport } from '../../../test/support/import-fixtures';
import { tradeClient } from '../../../test/support/trade-log-kit';
import {
  IMPORT_API_MESSAGES as M,
  type ImportListItem,
  type ImportView,
} from '../../domain/imports/api-schemas';
import { closedPeriodMessage } from '../../domain/periods/messages';
import { parseQuarter } from '../../domain/quarters';
import { positions } from '../db/schema';

const HEADER = 'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees';

/*
 * Nothing refused after a confirm (issue 31 item 4): the past imports' list says beforehand, in the
 * undo's own words, why the books would refuse an undo; the undo keeps its check, so a screen read
 * before a change or a close still gets the 409, and its message is the one the list now shows.
 */
describe.each(databaseTargets())('import undo refusals on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  async function preview(name: string, ...rows: string[]): Promise<ImportView> {
    const res = await uploadImport(api, name, [HEADER, ...rows].join('\n'));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ImportView>();
  }
  async function committed(name: string, ...rows: string[]): Promise<number> {
    const view = await preview(name, ...rows);
    const res = await client.request('POST', `/api/imports/${view.id}/commit`, {});
    expect(res.statusCode, res.body).toBe(200);
    return view.id;
  }
  async function listed(id: number): Promise<string | null> {
    const res = await client.request('GET', '/api/imports');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ imports: ImportListItem[] }>().imports.find((item) => item.id === id)!.undoRefusal;
  }
  /** The list's refusal, then the undo's answer: a 409 in exactly those words. */
  async function refusedAsListed(id: number, expected: string) {
    expect(await listed(id)).toBe(expected);
    const res = await client.request('DELETE', `/api/imports/${id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(expected);
  }

  it('says in the list, in the words of the 409, each reason an undo would be refused', async () => {
    const old = await committed(
      'q3-2025.csv',
      '2025-08-04 10:00:00,America/New_York,U,OLD,stock,,,buy,open,5,20,0',
    );
    const edited = await committed(
      'q1-2026.csv',
      '2026-02-03 10:00:00,America/New_York,U,EDT,stock,,,buy,open,5,30,0',
    );
    const undone = await committed(
      'q2-2026.csv',
      '2026-05-04 10:00:00,America/New_York,U,UND,stock,,,buy,open,5,40,0',
    );
    const { id: pending } = await preview(
      'pending.csv',
      '2026-05-05 10:00:00,America/New_York,U,PND,stock,,,buy,open,1,10,0',
    );

    // Nothing stands in the way yet: the list offers each committed import's undo.
    expect([await listed(old), await listed(edited), await listed(undone)]).toEqual([null, null, null]);
    await refusedAsListed(pending, M.notCommitted);

    // Undone once: the second undo is refused, as the list says.
    expect((await client.request('DELETE', `/api/imports/${undone}`)).statusCode).toBe(200);
    await refusedAsListed(undone, M.alreadyUndone);

    // A position the import wrote is tagged by hand afterwards: a change the undo would lose.
    const [stock] = await api.app.database.db.select().from(positions).where(eq(positions.ticker, 'EDT'));
    const tag = { action: 'add', tag: 'hedge', positionIds: [stock!.id] };
    expect((await client.request('POST', '/api/positions/tags', tag)).statusCode).toBe(200);
    await refusedAsListed(edited, M.changedSince);

    // Q3 2025 closes after the screen was read: the undo still refuses (a stale screen), and the list
    // now says why, naming the quarter to reopen.
    expect(await listed(old)).toBeNull();
    const closing = await client.request('POST', '/api/periods/Q3_2025/close', { confirmNoFees: true });
    expect(closing.statusCode, closing.body).toBe(200);
    await refusedAsListed(old, closedPeriodMessage(parseQuarter('Q3_2025')!));
    // Imports of later quarters are not held by the close.
    expect(await listed(edited)).toBe(M.changedSince);
  });
});
