CREATE TABLE "loan_kfs_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kfs_version" text NOT NULL,
	"cooling_off_days" integer NOT NULL,
	"fee_refundable" boolean NOT NULL,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "fee_gst_percent" numeric(4, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cooling_off_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "processing_fee_refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_gst_percent" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "loan_kfs_acknowledgements" ADD CONSTRAINT "loan_kfs_acknowledgements_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_kfs_acknowledgements" ADD CONSTRAINT "loan_kfs_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_kfs_acknowledgements_version_uq" ON "loan_kfs_acknowledgements" USING btree ("application_id","kfs_version");