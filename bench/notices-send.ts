import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/server/db/client';
import { investors } from '../src/server/db/schema';
import { recordInvestorNotice } from '../src/server/notices/events';
import { createSender } from '../src/server/notices/sender';
import { startTestSmtp } from '../test/support/smtp-kit';
import { testConfig } from '../test/support/test-config';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 1000);
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/**
 * 1,000 queued notices sent to a local SMTP server (smtp-server, each message parsed as it arrives) by
 * the outbox's sender on an in-memory PGlite (decision 027): claims, sends over the pooled connection,
 * marks. The target is under 30 s.
 */
export async function benchNoticesSend(): Promise<void> {
  const smtp = await startTestSmtp();
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  try {
    const db = database.db;
    const people = await db
      .insert(investors)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          name: `Bench Investor ${i + 1}`,
          email: `bench${i + 1}@fund.test`,
        })),
      )
      .returning({ id: investors.id });
    await db.transaction(async (tx) => {
      for (let i = 0; i < NOTICES; i += 1)
        await recordInvestorNotice(tx, people[i % people.length]!.id, 'document_shared', `bench:${i}`, {
          filename: `report-${i}.pdf`,
        });
    });
    const config = testConfig('https://issuer.test', { SMTP_URL: smtp.url, PUBLIC_URL: 'https://fund.test' });
    const sender = createSender({ db, config, log: quiet });
    const start = performance.now();
    const result = await sender.drain();
    const ms = performance.now() - start;
    await sender.stop();
    console.log(
      `notices: ${result.sent} of ${NOTICES} queued notices sent to a local SMTP server in ${(ms / 1000).toFixed(1)} s ` +
        `(${Math.round((result.sent / ms) * 1000)}/s; ${smtp.received.length} arrived; target under 30 s)`,
    );
  } finally {
    await database.close();
    await smtp.stop();
  }
}
