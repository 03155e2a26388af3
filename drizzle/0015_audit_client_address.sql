-- The address each change came from (decision 022): the client as the app's trusted proxies resolve
-- it. Rows written before, and rows from the command line or the schedule, have none.
ALTER TABLE "audit_log" ADD COLUMN "client_address" text;
