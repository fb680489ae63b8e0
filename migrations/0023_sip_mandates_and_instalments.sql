CREATE TABLE "nav_history" (
	"plan_id" text NOT NULL,
	"nav_date" date NOT NULL,
	"nav4" bigint NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "nav_history_plan_id_nav_date_pk" PRIMARY KEY("plan_id","nav_date")
);
--> statement-breakpoint
CREATE TABLE "sip_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"debit_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"payment_id" integer,
	"failure_reason" text,
	"nav_date" date,
	"nav4" bigint,
	"milli_units" bigint,
	"settled_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"claim_token" uuid
);
--> statement-breakpoint
CREATE TABLE "sip_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"sip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"gateway_token_id" text,
	"auth_order_id" text,
	"demo_mode" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sip_investments" ADD COLUMN "missed_in_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sip_investments" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "sip_investments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sip_investments" ADD COLUMN "cancel_effective_on" date;--> statement-breakpoint
ALTER TABLE "sip_instalments" ADD CONSTRAINT "sip_instalments_sip_id_sip_investments_id_fk" FOREIGN KEY ("sip_id") REFERENCES "public"."sip_investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_instalments" ADD CONSTRAINT "sip_instalments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_mandates" ADD CONSTRAINT "sip_mandates_sip_id_sip_investments_id_fk" FOREIGN KEY ("sip_id") REFERENCES "public"."sip_investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_mandates" ADD CONSTRAINT "sip_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sip_instalments_sip_seq_uq" ON "sip_instalments" USING btree ("sip_id","seq");--> statement-breakpoint
CREATE INDEX "sip_instalments_due_idx" ON "sip_instalments" USING btree ("status","debit_on");--> statement-breakpoint
CREATE INDEX "sip_instalments_user_idx" ON "sip_instalments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sip_mandates_sip_idx" ON "sip_mandates" USING btree ("sip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_mandates_one_live_uq" ON "sip_mandates" USING btree ("sip_id") WHERE status in ('pending', 'active');