CREATE TABLE "loan_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retain_until" date
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "applicant_profile" text;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "purchase_kind" text;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_documents_item_uq" ON "loan_documents" USING btree ("application_id","item_id");--> statement-breakpoint
CREATE INDEX "loan_documents_user_idx" ON "loan_documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_documents_storage_key_uq" ON "loan_documents" USING btree ("storage_key");