-- Tags are shown in the Trade Log's list, which is kept per data version (decision 008): a change to
-- tags or position_tags raises data_versions('trade_log') at commit, as the sectors' triggers do
-- (0002_data_version_triggers.sql, whose bump_data_version function this reuses).
CREATE CONSTRAINT TRIGGER "tags_data_version" AFTER INSERT OR UPDATE OR DELETE ON "tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "position_tags_data_version" AFTER INSERT OR UPDATE OR DELETE ON "position_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "tags_data_version_truncate" AFTER TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
--> statement-breakpoint
CREATE TRIGGER "position_tags_data_version_truncate" AFTER TRUNCATE ON "position_tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('trade_log');
