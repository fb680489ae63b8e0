CREATE TABLE "advisers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"languages" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "consultation_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "consultation_min_notice_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "consultation_buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "video_meeting_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "adviser_id" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "reminded_1h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_starts_at_idx" ON "consultations" USING btree ("starts_at") WHERE "consultations"."status" in ('pending', 'scheduled');--> statement-breakpoint
-- Bookings made before confirmation existed were confirmed when booked; each gets its start (the slot's IST hour).
UPDATE "consultations" SET "confirmed_at" = "booked_at" WHERE "status" <> 'cancelled';--> statement-breakpoint
UPDATE "consultations" SET "starts_at" = ("preferred_date" + make_interval(hours => CASE "preferred_time"
	WHEN '09:00 AM - 10:00 AM' THEN 9 WHEN '10:00 AM - 11:00 AM' THEN 10 WHEN '11:00 AM - 12:00 PM' THEN 11
	WHEN '12:00 PM - 01:00 PM' THEN 12 WHEN '02:00 PM - 03:00 PM' THEN 14 WHEN '03:00 PM - 04:00 PM' THEN 15
	WHEN '04:00 PM - 05:00 PM' THEN 16 WHEN '05:00 PM - 06:00 PM' THEN 17 END)) AT TIME ZONE 'Asia/Kolkata'
	WHERE "preferred_time" IS NOT NULL;
--> statement-breakpoint
-- Invites already sent carried SEQUENCE = seconds since 2020: a booking's next update must be higher, or calendars ignore it.
UPDATE "consultations" SET "calendar_sequence" = floor(extract(epoch from (now() - timestamptz '2020-01-01 00:00:00+00')))::int + 1;
