-- Money is whole paise (docs/decisions/money-in-paise.md). Each rupee column becomes a bigint of paise in
-- place: ALTER ... TYPE ... USING converts every row in the same statement (numeric round() takes halves
-- away from zero; two-decimal rupees times 100 are whole already), then the column is renamed to say its
-- unit. Totals before equal totals after (server/db/money-migration.test.ts).
-- The existing loan of a balance transfer first, while the statistics trigger still reads "amount":
-- its UPDATE adds and removes the same rows, so the monthly totals do not move.
UPDATE "loan_applications"
  SET "existing_loan_details" = ("existing_loan_details" - 'outstandingAmount')
    || jsonb_build_object('outstandingAmountPaise', round(("existing_loan_details"->>'outstandingAmount')::numeric * 100)::bigint)
  WHERE "existing_loan_details" ? 'outstandingAmount';
--> statement-breakpoint
DROP INDEX "loan_applications_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "loan_applications" ALTER COLUMN "amount" TYPE bigint USING round("amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "loan_applications" RENAME COLUMN "amount" TO "amount_paise";
--> statement-breakpoint
ALTER TABLE "loan_applications" ALTER COLUMN "property_value" TYPE bigint USING round("property_value" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "loan_applications" RENAME COLUMN "property_value" TO "property_value_paise";
--> statement-breakpoint
ALTER TABLE "loan_applications" ALTER COLUMN "monthly_income" TYPE bigint USING round("monthly_income" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "loan_applications" RENAME COLUMN "monthly_income" TO "monthly_income_paise";
--> statement-breakpoint
ALTER TABLE "sip_investments" ALTER COLUMN "monthly_amount" TYPE bigint USING round("monthly_amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "sip_investments" RENAME COLUMN "monthly_amount" TO "monthly_amount_paise";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" TYPE bigint USING round("amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_paise";
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "amount" TYPE bigint USING round("amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "transactions" RENAME COLUMN "amount" TO "amount_paise";
--> statement-breakpoint
ALTER TABLE "loan_monthly_stats" ALTER COLUMN "total_amount" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "loan_monthly_stats" ALTER COLUMN "total_amount" TYPE bigint USING round("total_amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "loan_monthly_stats" ALTER COLUMN "total_amount" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "loan_monthly_stats" RENAME COLUMN "total_amount" TO "total_amount_paise";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO loan_monthly_stats AS s (month, loan_type, status, applications, total_amount_paise)
      SELECT date_trunc('month', applied_at AT TIME ZONE 'Asia/Kolkata')::date, loan_type, status, -count(*), -sum(amount_paise)
      FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, loan_type, status) DO UPDATE
      SET applications = s.applications + excluded.applications, total_amount_paise = s.total_amount_paise + excluded.total_amount_paise;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO loan_monthly_stats AS s (month, loan_type, status, applications, total_amount_paise)
      SELECT date_trunc('month', applied_at AT TIME ZONE 'Asia/Kolkata')::date, loan_type, status, count(*), sum(amount_paise)
      FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (month, loan_type, status) DO UPDATE
      SET applications = s.applications + excluded.applications, total_amount_paise = s.total_amount_paise + excluded.total_amount_paise;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Staff loan search matches the amount in whole rupees, as before.
-- server/modules/loans/admin-loans.service.ts (LOAN_SEARCH_TEXT) must use exactly this expression.
CREATE INDEX "loan_applications_search_trgm_idx" ON "loan_applications" USING gin ((lower(
  "loan_type" || ' ' ||
  CASE "loan_type" WHEN 'HomeLoan' THEN 'home loan' WHEN 'LAP' THEN 'loan against property lap' WHEN 'BTTopUp' THEN 'balance transfer top-up' ELSE 'loan' END
  || ' ' || "status" || ' ' || ("amount_paise" / 100)::text
)) gin_trgm_ops);
