-- Changes that are not about one application (a password set, a lead, a rate-book import) are
-- audited too; their subject says what they were about.
ALTER TABLE audit_trail ADD COLUMN subject text;
CREATE INDEX audit_trail_subject ON audit_trail (subject, entry_id) WHERE subject IS NOT NULL;
