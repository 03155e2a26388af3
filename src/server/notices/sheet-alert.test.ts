import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, queryRows, type Db } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startTestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import { recordSheetFailing, SHEET_ALERT_RECORDED } from './events';

/*
 * A failing sheet is noticed by whichever instance reads it (decision 027): each instance keeps its own
 * "failing since", so two instances see one outage start at different moments. The alert's event key is
 * the outage's, shared through the database, so the outbox's once-per-event-key rule sends one alert.
 */

const alerts = (db: Db) =>
  queryRows<{ event_key: string; queued: number }>(
    db,
    sql`select n.event_key, (select count(*)::int from outbox_messages o where o.notice_id = n.id) as queued
          from notices n where n.kind = 'admin_sheet_failing' order by n.id`,
  );

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(databaseTargets())('one alert per sheet outage on $name', (target) => {
  it('two instances that saw the outage start minutes apart record one alert; a later outage another', async () => {
    const created = await target.create();
    try {
      await created.database.migrate();
      const { db } = created.database;
      // The instances began failing 63 and 60 minutes ago, and each now tells the administrator.
      await recordSheetFailing(db, 'stocks', minutesAgo(63));
      await recordSheetFailing(db, 'stocks', minutesAgo(60));
      // Another sheet's outage is its own.
      await recordSheetFailing(db, 'nav', minutesAgo(60));
      expect(await alerts(db)).toEqual([
        { event_key: expect.stringMatching(/^sheet:stocks:/), queued: 1 },
        { event_key: expect.stringMatching(/^sheet:nav:/), queued: 1 },
      ]);
      // An outage that began after the first alert was recorded is a new one.
      await recordSheetFailing(db, 'stocks', new Date(Date.now() + 60_000));
      expect((await alerts(db)).map((row) => row.event_key.split(':')[1])).toEqual([
        'stocks',
        'nav',
        'stocks',
      ]);
    } finally {
      await created.dispose();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a failing sheet seen by two instances on one PostgreSQL',
  () => {
    it('alerts the administrator once', async () => {
      const target = databaseTargets().find((t) => t.name === 'PostgreSQL')!;
      const issuer = await startTestIssuer();
      const created = await target.create();
      const secondDatabase = await openDatabase({ dataDir: '', databaseUrl: created.url! });
      // Each instance's own clock: the second first reads the sheet three minutes after the first.
      const clocks = [Date.now() - 3 * 3_600_000, Date.now() - 3 * 3_600_000 + 3 * 60_000];
      const told = [0, 0];
      const env = {
        SHEET_STOCKS: '/nonexistent/stocks.csv',
        SHEET_CACHE_SECONDS: '0',
        SHEET_ALERT_MINUTES: '60',
        LOG_LEVEL: 'info',
      };
      const instances = await Promise.all(
        [created.database, secondDatabase].map((database, i) =>
          buildApp(testConfig(issuer.issuer, env), {
            database,
            now: () => new Date(clocks[i]!),
            logStream: {
              write: (line) => {
                if (line.includes(SHEET_ALERT_RECORDED)) told[i] = (told[i] ?? 0) + 1;
              },
            },
          }),
        ),
      );
      try {
        const read = async () => {
          for (const app of instances) await app.inject({ url: '/api/public/portfolio' });
        };
        await read();
        for (const i of [0, 1]) clocks[i]! += 2 * 3_600_000;
        await read();
        // Each instance has told the administrator, in the background of its read.
        await expect.poll(() => told).toEqual([1, 1]);
        expect(await alerts(created.database.db)).toEqual([
          { event_key: expect.stringMatching(/^sheet:stocks:/), queued: 1 },
        ]);
      } finally {
        for (const app of instances) await app.close();
        await secondDatabase.close();
        await created.dispose();
        await issuer.close();
      }
    });
  },
);
