ALTER TABLE "kyc_documents" RENAME COLUMN "masked_document_number" TO "document_number";--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "auto_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_uploaded_at_idx" ON "kyc_documents" USING btree ("uploaded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_storage_key_idx" ON "kyc_documents" USING btree ("storage_key");