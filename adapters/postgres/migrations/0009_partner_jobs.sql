-- Partner work kept until it is done (decision 0920): one row per idempotency key, claimed with a
-- lease so that a crashed claimer's job becomes due again.
CREATE TABLE partner_jobs (
  job_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text NOT NULL,
  key           text NOT NULL UNIQUE,
  payload       jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'given-up')),
  attempts      integer NOT NULL DEFAULT 0,
  due_at        timestamptz NOT NULL,
  leased_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX partner_jobs_due ON partner_jobs (due_at, job_id) WHERE status = 'pending';
