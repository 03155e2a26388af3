-- Every quarter of the date range the books accept (1900 to 2100, docs/requirements.md#input-dates) gets
-- its period row, open, so a write can lock its quarter's row FOR SHARE without inserting one: two
-- writers creating rows for two quarters in opposite orders could deadlock. 804 rows.
INSERT INTO "fund_periods" ("quarter")
  SELECT 'Q' || q || '_' || y FROM generate_series(1900, 2100) AS y, generate_series(1, 4) AS q
  ON CONFLICT ("quarter") DO NOTHING;
--> statement-breakpoint
-- The fund's fee terms: no fees until the administrator sets them.
INSERT INTO "fee_terms" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
