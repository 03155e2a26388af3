import { eq, sql } from 'drizzle-orm';
import type { AppSetting } from '../../domain/positions/payloads/app-setting';
import { guardWrite, writeAudit } from '../books';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

export async function readAppSetting(db: Db, key: string): Promise<{ key: string; value: string } | null> {
  const [row] = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row ?? null;
}

/** Creates or replaces a setting, with one audit row holding the value before and after. */
export async function saveAppSetting(
  db: Db,
  setting: AppSetting,
  actor: string,
): Promise<{ key: string; value: string }> {
  return db.transaction(async (tx) => {
    // 'trade_log_last_updated_Q3_2025' belongs to Q3 2025's Trade Log.
    await guardWrite(tx, { quarters: [/_(Q[1-4]_\d{4})$/.exec(setting.key)?.[1]] });
    const [before] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, setting.key))
      .for('update');
    const [after] = await tx
      .insert(appSettings)
      .values({ key: setting.key, value: setting.value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: setting.value, updatedAt: sql`now()` } })
      .returning();
    await writeAudit(tx, {
      actor,
      action: before ? 'update' : 'create',
      entity: 'app_setting',
      entityId: setting.key,
      before: before ?? null,
      after,
    });
    return { key: after!.key, value: after!.value };
  });
}
