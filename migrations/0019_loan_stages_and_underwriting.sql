-- Loan stages with their history, maker-checker and the underwriting limits (docs/decisions/loan-stages-and-maker-checker.md,
-- docs/decisions/underwriting-rules.md). Existing applications take the stage their status implies, with one history row.
CREATE TABLE "loan_stage_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_foir_percent" numeric(4, 1) DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "lap_ltv_percent" numeric(4, 1) DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "modt_stamp_duty_percent" numeric(4, 2) DEFAULT 0.2 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bt_legal_charges_paise" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "maker_checker_sanction" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "maker_checker_rejection" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "stage" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "existing_emis_paise" bigint;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "in_principle" jsonb;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "recommendation" jsonb;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "sanctioned_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "sanctioned_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "sanction_conditions" text;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "reopened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_stage_history" ADD CONSTRAINT "loan_stage_history_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_stage_history" ADD CONSTRAINT "loan_stage_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_stage_history_application_idx" ON "loan_stage_history" USING btree ("application_id","at");--> statement-breakpoint
UPDATE "loan_applications" SET "stage" = CASE "status" WHEN 'approved' THEN 'sanctioned' WHEN 'rejected' THEN 'rejected' ELSE 'submitted' END, "stage_changed_at" = "updated_at";--> statement-breakpoint
INSERT INTO "loan_stage_history" ("application_id", "from_stage", "to_stage", "action", "actor_id", "at")
  SELECT "id", NULL, 'submitted', 'submit', "user_id", "applied_at" FROM "loan_applications";--> statement-breakpoint
INSERT INTO "loan_stage_history" ("application_id", "from_stage", "to_stage", "action", "actor_id", "at")
  SELECT "id", 'submitted', "stage", 'decide', NULL, "updated_at" FROM "loan_applications" WHERE "stage" <> 'submitted';
--> statement-breakpoint
-- Staff find applications by stage too ("credit review", "sanctioned"): the search text (admin-loans.service.ts) and its index gain the stage.
DROP INDEX "loan_applications_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "loan_applications_search_trgm_idx" ON "loan_applications" USING gin ((lower(
  "loan_type" || ' ' ||
  CASE "loan_type" WHEN 'HomeLoan' THEN 'home loan' WHEN 'LAP' THEN 'loan against property lap' WHEN 'BTTopUp' THEN 'balance transfer top-up' ELSE 'loan' END
  || ' ' || "status" || ' ' || replace("stage", '_', ' ') || ' ' || ("amount_paise" / 100)::text
)) gin_trgm_ops);
