-- Support disables a customer's user (decision 1860): kept with its history, its password opens
-- nothing while disabled_at is set.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
