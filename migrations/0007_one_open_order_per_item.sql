-- Older databases may hold several open orders for one item; keep the newest open, expire the rest.
UPDATE "payments" p SET "status" = 'expired', "updated_at" = now()
WHERE p."status" = 'created'
  AND EXISTS (SELECT 1 FROM "payments" q WHERE q."payment_for" = p."payment_for" AND q."related_id" = p."related_id" AND q."status" = 'created' AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_order_per_item_uq" ON "payments" USING btree ("payment_for","related_id") WHERE status = 'created';
