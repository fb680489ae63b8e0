CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"related_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference_uq" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_user_id_idx" ON "grievances" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grievances_created_at_idx" ON "grievances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Staff grievance search: reference and subject in one trigram-indexed expression.
-- server/modules/grievances/admin-grievances.service.ts (SEARCH_TEXT) must use exactly this.
CREATE INDEX "grievances_search_trgm_idx" ON "grievances" USING gin ((lower("reference" || ' ' || "subject")) gin_trgm_ops);
