-- Substring search (ILIKE '%q%') served by trigram indexes; counters kept by triggers so
-- admin analytics stay constant-time however many rows there are.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("full_name" || ' ' || "username" || ' ' || "email" || ' ' || "role")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "audit_logs_search_trgm_idx" ON "audit_logs" USING gin ((lower("description" || ' ' || "action_type" || ' ' || coalesce("entity_type", '') || ' ' || coalesce("entity_id", '') || ' ' || coalesce("user_id"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION loan_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO loan_monthly_stats AS s (month, loan_type, status, applications, total_amount)
      SELECT date_trunc('month', applied_at AT TIME ZONE 'Asia/Kolkata')::date, loan_type, status, -count(*), -sum(amount)
      FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, loan_type, status) DO UPDATE
      SET applications = s.applications + excluded.applications, total_amount = s.total_amount + excluded.total_amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO loan_monthly_stats AS s (month, loan_type, status, applications, total_amount)
      SELECT date_trunc('month', applied_at AT TIME ZONE 'Asia/Kolkata')::date, loan_type, status, count(*), sum(amount)
      FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, loan_type, status) DO UPDATE
      SET applications = s.applications + excluded.applications, total_amount = s.total_amount + excluded.total_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_stats_insert AFTER INSERT ON loan_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_stats_apply();
--> statement-breakpoint
CREATE TRIGGER loan_stats_update AFTER UPDATE ON loan_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_stats_apply();
--> statement-breakpoint
CREATE TRIGGER loan_stats_delete AFTER DELETE ON loan_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION loan_stats_apply();
--> statement-breakpoint
CREATE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    -- One shard per backend (mod 16): concurrent writers rarely wait on the same counter row.
    INSERT INTO row_counts AS c (table_name, shard, n) VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, delta)
    ON CONFLICT (table_name, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_count_insert AFTER INSERT ON audit_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER audit_logs_count_delete AFTER DELETE ON audit_logs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
