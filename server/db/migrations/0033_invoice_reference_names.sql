-- Issue 36: what an invoice is for is told in each reader's language, from its type and fee items
-- (common/invoice-descriptions.ts). Demo invoices had it in English after the listing's name
-- ("Ananda Sharma – annual renewal"); the name alone stays, as the domain has always stored it.
-- Data only (hand-written, drizzle-kit has nothing to generate): keep when regenerating.
UPDATE "invoices" SET "reference" = regexp_replace("reference", ' – (annual renewal|teacher registration|school registration)$', '')
WHERE "reference" ~ ' – (annual renewal|teacher registration|school registration)$';
