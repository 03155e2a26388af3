-- Databases made before the sample fund was marked hold the sample investor the local set-up added
-- (app setting 'sample_investor_seeded'); mark exactly the rows that set-up wrote, so 'Remove sample
-- data' can take them out (docs/decisions/015-safe-defaults-lock-durability-backups.md).
UPDATE "investors" SET "sample" = true
WHERE "email" = 'investor@fund.local' AND "name" = 'Riley Park'
  AND EXISTS (SELECT 1 FROM "app_settings" WHERE "key" = 'sample_investor_seeded');
--> statement-breakpoint
UPDATE "investments" SET "sample" = true
WHERE "investor_id" IN (SELECT "id" FROM "investors" WHERE "sample")
  AND ("investment_date", "amount_invested") IN (
    ('2023-01-03'::date, 50000::numeric), ('2024-04-01'::date, 25000::numeric), ('2025-04-01'::date, -10000::numeric)
  );
--> statement-breakpoint
UPDATE "investor_nav_data" SET "sample" = true
WHERE "investor_id" IN (SELECT "id" FROM "investors" WHERE "sample");
--> statement-breakpoint
UPDATE "documents" SET "sample" = true
WHERE "investor_id" IN (SELECT "id" FROM "investors" WHERE "sample")
  AND "filename" IN ('welcome-letter.txt', 'subscription-agreement.pdf');
