DROP INDEX "audit_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "loan_applications_user_id_idx";--> statement-breakpoint
DROP INDEX "loan_applications_applied_at_idx";--> statement-breakpoint
DROP INDEX "consultations_booked_at_idx";--> statement-breakpoint
DROP INDEX "transactions_user_id_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_applications_user_id_idx" ON "loan_applications" USING btree ("user_id","applied_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_applications_applied_at_idx" ON "loan_applications" USING btree ("applied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_booked_at_idx" ON "consultations" USING btree ("booked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id","transaction_date" DESC NULLS FIRST);