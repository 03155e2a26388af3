-- Raises data_versions(key) once per writing transaction, at its commit. The triggers are deferred
-- constraint triggers so the counter row is locked only while the transaction commits: writers
-- do not queue behind one another for their whole transaction, and a writer holding the counter
-- never waits for another lock (no deadlock). A transaction-local setting makes the second and
-- later rows of a transaction skip the update. The commit makes the new version and the data
-- visible together, so a reader that sees a version sees at least the data it stands for.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'fund.data_version_' || TG_ARGV[0];
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM 'raised' THEN
    INSERT INTO "data_versions" ("key", "version") VALUES (TG_ARGV[0], 1)
      ON CONFLICT ("key") DO UPDATE SET "version" = "data_versions"."version" + 1;
    PERFORM set_config(flag, 'raised', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_versions" ("key", "version") VALUES ('trade_log', 0) ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quarters_data_version" AFTER INSERT OR UPDATE OR DELETE ON "quarters" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "positions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sectors_data_version" AFTER INSERT OR UPDATE OR DELETE ON "sectors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "position_sectors_data_version" AFTER INSERT OR UPDATE OR DELETE ON "position_sectors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
-- TRUNCATE has no row events and constraint triggers cannot watch it: an ordinary statement trigger.
CREATE TRIGGER "quarters_data_version_truncate" AFTER TRUNCATE ON "quarters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "positions_data_version_truncate" AFTER TRUNCATE ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "transactions_data_version_truncate" AFTER TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "sectors_data_version_truncate" AFTER TRUNCATE ON "sectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "position_sectors_data_version_truncate" AFTER TRUNCATE ON "position_sectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
