ALTER TABLE "sip_investments" ADD COLUMN "step_up_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "sip_investments" ADD COLUMN "step_up_amount_paise" bigint;