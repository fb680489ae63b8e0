ALTER TABLE "settings" ADD COLUMN "bookings_per_slot" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_slot_idx" ON "consultations" USING btree ("preferred_date","preferred_time") WHERE "consultations"."status" <> 'cancelled';--> statement-breakpoint
-- Staff consultation search: topic, the contact details given at booking and status in one trigram-indexed
-- expression. server/modules/consultations/admin-consultations.service.ts (SEARCH_TEXT) must use exactly this.
CREATE INDEX "consultations_search_trgm_idx" ON "consultations" USING gin ((lower(
  "topic" || ' ' || coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || "status"
)) gin_trgm_ops);
