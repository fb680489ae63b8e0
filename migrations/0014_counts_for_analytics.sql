-- Staff analytics counted every customer and every SIP on each request (41 ms and 42 ms at 8 lakh
-- customers, growing with them). The counts are kept in row_counts instead, as the audit log's is:
-- 'users' by row_counts_apply (0001), and per status ('sip_investments:active', 'consultations:scheduled', ...)
-- by status_counts_apply below, each statement adding its change to a shard of the backend's.
CREATE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (table_name, shard, n)
      SELECT TG_TABLE_NAME || ':' || status, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY status
    ON CONFLICT (table_name, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts AS c (table_name, shard, n)
      SELECT TG_TABLE_NAME || ':' || status, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY status
    ON CONFLICT (table_name, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO row_counts AS c (table_name, shard, n)
      SELECT TG_TABLE_NAME || ':' || status, pg_backend_pid() % 16, sum(delta)
      FROM (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) moved
      GROUP BY status HAVING sum(delta) <> 0
    ON CONFLICT (table_name, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Writers wait while the counts are taken and the triggers made, so no row is missed or counted twice.
LOCK TABLE users, sip_investments, consultations IN SHARE MODE;
--> statement-breakpoint
INSERT INTO row_counts AS c (table_name, shard, n)
  SELECT 'users', 0, count(*) FROM users
  UNION ALL SELECT 'sip_investments:' || status, 0, count(*) FROM sip_investments GROUP BY status
  UNION ALL SELECT 'consultations:' || status, 0, count(*) FROM consultations GROUP BY status
ON CONFLICT (table_name, shard) DO UPDATE SET n = c.n + excluded.n;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sip_investments_count_insert AFTER INSERT ON sip_investments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sip_investments_count_update AFTER UPDATE ON sip_investments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sip_investments_count_delete AFTER DELETE ON sip_investments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER consultations_count_insert AFTER INSERT ON consultations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER consultations_count_update AFTER UPDATE ON consultations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER consultations_count_delete AFTER DELETE ON consultations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
