-- The audit trail becomes append-only and hash-chained, and holds no copy of a person's data
-- (docs/decisions/append-only-audit-trail.md). The address and browser of each row move to
-- audit_personal_data, which erasure deletes; each row names whom it is about (subject_id); a trigger
-- chains every new row to the one before and refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE "audit_chain_anchor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_personal_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_log_id" integer NOT NULL,
	"person_id" integer,
	"ip_address" text,
	"user_agent" text,
	"old_value" jsonb,
	"new_value" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_personal_data" ADD CONSTRAINT "audit_personal_data_audit_log_id_audit_logs_id_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_personal_data" ADD CONSTRAINT "audit_personal_data_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_personal_data_audit_log_id_idx" ON "audit_personal_data" USING btree ("audit_log_id");--> statement-breakpoint
CREATE INDEX "audit_personal_data_person_id_idx" ON "audit_personal_data" USING btree ("person_id");--> statement-breakpoint
-- ON DELETE SET NULL would be an UPDATE of audit rows; users are never deleted (erasure keeps the row).
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_subject_id_idx" ON "audit_logs" USING btree ("subject_id");--> statement-breakpoint
-- Staff find a person's rows by id, as actor or as the one they are about.
DROP INDEX "audit_logs_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_search_trgm_idx" ON "audit_logs" USING gin ((lower("description" || ' ' || "action_type" || ' ' || coalesce("entity_type", '') || ' ' || coalesce("entity_id", '') || ' ' || coalesce("user_id"::text, '') || ' ' || coalesce("subject_id"::text, ''))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_id_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
-- Writers wait while the rows already there are moved and chained.
LOCK TABLE audit_logs, outbox IN EXCLUSIVE MODE;
--> statement-breakpoint
UPDATE outbox o SET user_id = coalesce(
  CASE o.topic
    WHEN 'loan_webhook' THEN (SELECT u.id FROM users u WHERE (o.payload->>'applicantId') ~ '^[0-9]{1,9}$' AND u.id = (o.payload->>'applicantId')::int)
    WHEN 'email' THEN (SELECT n.user_id FROM notifications n WHERE n.event_key = o.dedupe_key)
  END, (SELECT u.id FROM users u WHERE lower(u.email) = lower(o.payload->>'to') LIMIT 1));
--> statement-breakpoint
-- Whom each earlier row is about: the owner of the record it names, else whoever acted. A failed or
-- locked login was written under the account tried; whoever tried it is not known, so no actor.
UPDATE audit_logs a SET subject_id = CASE
    WHEN a.entity_type = 'outbox' THEN (SELECT o.user_id FROM outbox o WHERE a.entity_id ~ '^[0-9]{1,9}$' AND o.id = a.entity_id::int)
    ELSE coalesce(
      CASE a.entity_type
        WHEN 'user' THEN (SELECT u.id FROM users u WHERE a.entity_id ~ '^[0-9]{1,9}$' AND u.id = a.entity_id::int)
        WHEN 'loan_application' THEN (SELECT l.user_id FROM loan_applications l WHERE a.entity_id ~ '^[0-9]{1,9}$' AND l.id = a.entity_id::int)
        WHEN 'kyc_document' THEN (SELECT k.user_id FROM kyc_documents k WHERE a.entity_id ~ '^[0-9]{1,9}$' AND k.id = a.entity_id::int)
        WHEN 'consultation' THEN (SELECT c.user_id FROM consultations c WHERE a.entity_id ~ '^[0-9]{1,9}$' AND c.id = a.entity_id::int)
        WHEN 'sip_investment' THEN (SELECT s.user_id FROM sip_investments s WHERE a.entity_id ~ '^[0-9]{1,9}$' AND s.id = a.entity_id::int)
        WHEN 'payment' THEN (SELECT p.user_id FROM payments p WHERE a.entity_id ~ '^[0-9]{1,9}$' AND p.id = a.entity_id::int)
        WHEN 'grievance' THEN (SELECT g.user_id FROM grievances g WHERE a.entity_id ~ '^[0-9]{1,9}$' AND g.id = a.entity_id::int)
      END, a.user_id)
  END;
--> statement-breakpoint
INSERT INTO audit_personal_data (audit_log_id, person_id, ip_address, user_agent)
  SELECT id, CASE WHEN action_type IN ('login_failed', 'account_locked') THEN NULL ELSE user_id END, ip_address, user_agent
    FROM audit_logs WHERE ip_address IS NOT NULL OR user_agent IS NOT NULL;
--> statement-breakpoint
-- Personal values the rows held (names, addresses, numbers, reasons and answers written about someone)
-- move beside them, under the person they are about; the rows keep the rest.
INSERT INTO audit_personal_data (audit_log_id, person_id, old_value, new_value)
  SELECT a.id, a.subject_id, p.old, p.new
    FROM audit_logs a,
         LATERAL (SELECT (SELECT jsonb_object_agg(key, value) FROM jsonb_each(CASE WHEN jsonb_typeof(a.old_value) = 'object' THEN a.old_value END)
                           WHERE key IN ('username', 'email', 'fullName', 'phoneNumber', 'rejectionReason', 'summary', 'response', 'relatedId', 'documentNumber', 'lastError') AND value <> 'null'::jsonb) AS old,
                         (SELECT jsonb_object_agg(key, value) FROM jsonb_each(CASE WHEN jsonb_typeof(a.new_value) = 'object' THEN a.new_value END)
                           WHERE key IN ('username', 'email', 'fullName', 'phoneNumber', 'rejectionReason', 'summary', 'response', 'relatedId', 'documentNumber', 'lastError') AND value <> 'null'::jsonb) AS new) p
   WHERE p.old IS NOT NULL OR p.new IS NOT NULL;
--> statement-breakpoint
-- The rows' own words, in the fixed forms the services now write: people by id, nothing anyone typed.
UPDATE audit_logs a SET
  old_value = CASE
    WHEN a.action_type = 'update_profile' AND jsonb_typeof(a.new_value) = 'object' THEN jsonb_build_object('changed', (SELECT jsonb_agg(k) FROM jsonb_object_keys(a.new_value) k))
    WHEN jsonb_typeof(a.old_value) = 'object' THEN a.old_value - ARRAY['username', 'email', 'fullName', 'phoneNumber', 'rejectionReason', 'summary', 'response', 'relatedId', 'documentNumber', 'lastError']
    ELSE a.old_value END,
  new_value = CASE
    WHEN a.action_type = 'update_profile' THEN NULL
    WHEN jsonb_typeof(a.new_value) = 'object' THEN a.new_value - ARRAY['username', 'email', 'fullName', 'phoneNumber', 'rejectionReason', 'summary', 'response', 'relatedId', 'documentNumber', 'lastError']
    ELSE a.new_value END,
  user_id = CASE WHEN a.action_type IN ('login_failed', 'account_locked') THEN NULL ELSE a.user_id END,
  description = CASE
    WHEN a.action_type = 'register' THEN 'New account registered: user #' || a.subject_id
    WHEN a.action_type = 'login_failed' THEN coalesce('Failed login for user #' || a.subject_id, 'Failed login for a username that does not exist')
    WHEN a.action_type = 'account_locked' THEN 'Login for ' || coalesce('user #' || a.subject_id, 'a username that does not exist') || ' locked for 15 minutes'
    WHEN a.action_type = 'login_refused_maintenance' THEN 'Login refused for user #' || a.subject_id || ': maintenance mode'
    WHEN a.action_type = 'update_user_role' THEN regexp_replace(a.description, '^Changed role of .* from (\w+) to (\w+)$', 'Changed role of user #' || a.entity_id || ' from \1 to \2')
    WHEN a.action_type = 'view_kyc_document' THEN regexp_replace(a.description, '^.* opened ', 'Staff opened ')
    WHEN a.action_type = 'create_user' THEN regexp_replace(a.description, '^Operator created (\w+) account .* from the command line$', 'Operator created \1 account #' || a.entity_id || ' from the command line')
    WHEN a.action_type = 'change_password' AND starts_with(a.description, 'Operator set a new password for ') THEN 'Operator set a new password for user #' || a.entity_id || ' from the command line; their sessions were ended'
    WHEN a.action_type IN ('update_loan_status', 'verify_kyc_document', 'reject_kyc_document') THEN regexp_replace(a.description, '^(.*? #[0-9]+ [a-z]+): .*$', '\1 with a reason')
    WHEN starts_with(a.description, (SELECT u.username FROM users u WHERE u.id = a.user_id) || ' ') THEN 'User #' || a.user_id || substr(a.description, length((SELECT u.username FROM users u WHERE u.id = a.user_id)) + 1)
    ELSE a.description END;
--> statement-breakpoint
ALTER TABLE "audit_logs" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "audit_logs" DROP COLUMN "user_agent";--> statement-breakpoint
-- What a row's hash covers, written once for the trigger and the verifier (npm run audit:verify):
-- every column but id and the hashes, as a JSON array, the time in UTC to the microsecond.
CREATE FUNCTION audit_logs_content(seq bigint, user_id integer, subject_id integer, action_type text, entity_type text, entity_id text,
    old_value jsonb, new_value jsonb, description text, created_at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(seq, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description,
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text
$$;
--> statement-breakpoint
CREATE FUNCTION audit_logs_row_hash(prev_hash text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev text := repeat('0', 64);
  h text;
  ids int[] := '{}';
  hashes text[] := '{}';
  prevs text[] := '{}';
BEGIN
  FOR r IN SELECT * FROM audit_logs ORDER BY id LOOP
    n := n + 1;
    h := audit_logs_row_hash(prev, audit_logs_content(n, r.user_id, r.subject_id, r.action_type, r.entity_type, r.entity_id, r.old_value, r.new_value, r.description, r.created_at));
    ids := ids || r.id;
    prevs := prevs || prev;
    hashes := hashes || h;
    prev := h;
    IF array_length(ids, 1) >= 5000 THEN
      UPDATE audit_logs a SET seq = n - array_length(ids, 1) + u.k, prev_hash = u.prev_hash, hash = u.hash
        FROM unnest(ids, prevs, hashes) WITH ORDINALITY AS u(id, prev_hash, hash, k) WHERE a.id = u.id;
      ids := '{}'; prevs := '{}'; hashes := '{}';
    END IF;
  END LOOP;
  IF array_length(ids, 1) > 0 THEN
    UPDATE audit_logs a SET seq = n - array_length(ids, 1) + u.k, prev_hash = u.prev_hash, hash = u.hash
      FROM unnest(ids, prevs, hashes) WITH ORDINALITY AS u(id, prev_hash, hash, k) WHERE a.id = u.id;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_seq_uq" ON "audit_logs" USING btree ("seq");--> statement-breakpoint
-- A row is written unchained: whatever the caller sent for the chain's columns is dropped, and no
-- request holds a lock for the chain. The sealer (audit_logs_seal, run every few seconds by the server
-- and by npm run audit:verify) chains committed rows in the order it finds them. A restore of a whole
-- backup disables this trigger in its own transaction, which only the table's owner can do, keeps the
-- chain it loads, and checks it before it commits.
CREATE FUNCTION audit_logs_unchained() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := NULL;
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Chains one unchained row as the next place after the head, under the chain's lock. The trigger below
-- computes the place and hashes itself, so a seal can only extend the chain correctly.
CREATE FUNCTION audit_logs_chain_next(r audit_logs) RETURNS audit_logs LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(4242002);
  SELECT seq, hash INTO head_seq, head_hash FROM audit_logs WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_anchor WHERE id = 1;
  END IF;
  r.seq := coalesce(head_seq, 0) + 1;
  r.prev_hash := coalesce(head_hash, repeat('0', 64));
  r.hash := audit_logs_row_hash(r.prev_hash, audit_logs_content(r.seq, r.user_id, r.subject_id, r.action_type, r.entity_type,
    r.entity_id, r.old_value, r.new_value, r.description, r.created_at));
  RETURN r;
END $$;
--> statement-breakpoint
-- Chains up to max_rows committed rows, oldest id first, unless another session is sealing now.
CREATE FUNCTION audit_logs_seal(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(4242002) THEN
    RETURN 0;
  END IF;
  FOR r IN SELECT id FROM audit_logs WHERE hash IS NULL ORDER BY id LIMIT max_rows LOOP
    UPDATE audit_logs SET hash = 'seal' WHERE id = r.id;
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
-- The one way a row leaves: retention (server/db/housekeeping.ts) removes rows older than eight years,
-- the chain's oldest first, with gharsetu.audit_retention set in its transaction.
-- The one change a row takes is its seal: chaining an unchained row, its content untouched.
CREATE FUNCTION audit_logs_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('gharsetu.audit_retention', true) = 'on' AND OLD.created_at < now() - interval '8 years' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL
     AND (NEW.id, NEW.user_id, NEW.subject_id, NEW.action_type, NEW.entity_type, NEW.entity_id, NEW.old_value, NEW.new_value, NEW.description, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.user_id, OLD.subject_id, OLD.action_type, OLD.entity_type, OLD.entity_id, OLD.old_value, OLD.new_value, OLD.description, OLD.created_at) THEN
    RETURN audit_logs_chain_next(NEW);
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only: % of audit row % refused', TG_OP, OLD.id USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_logs_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only: TRUNCATE refused' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_unchained();
--> statement-breakpoint
CREATE TRIGGER audit_logs_append_only BEFORE UPDATE OR DELETE ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_refuse_truncate();
