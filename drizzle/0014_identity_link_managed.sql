ALTER TABLE "investors" ADD COLUMN "identity_link_managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An investor the administrator has linked or unlinked (its link, or the audit rows of a link or an
-- unlink, show it) is reached by its link only; the e-mail and investor-claim rules pass it by.
UPDATE "investors" SET "identity_link_managed" = true
 WHERE "identity_subject" IS NOT NULL
    OR "id"::text IN (
      SELECT "entity_id" FROM "audit_log"
       WHERE "entity" = 'investor' AND "action" IN ('link_identity', 'unlink_identity')
    );
