-- The language each account reads GharSetu in (shared/i18n/locales.ts): notices and e-mails are written in it.
-- Every existing account was English until now.
ALTER TABLE "users" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;