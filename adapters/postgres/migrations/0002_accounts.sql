-- Accounts: sessions, password links, login-attempt counters and the mail outbox (decisions 0700-0706).

-- A signed-in session. Only the SHA-256 digest of its token is kept; `expires_at` slides forward on
-- every data call and never passes created_at + the maximum lifetime.
CREATE TABLE sessions (
  session_id    text PRIMARY KEY,
  token_digest  text NOT NULL UNIQUE,
  user_id       text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_open_of_user ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Single-use links to set a password; `used_at` is also set when a newer link replaces one.
CREATE TABLE password_reset_tokens (
  token_id      text PRIMARY KEY,
  token_digest  text NOT NULL UNIQUE,
  user_id       text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('create-password', 'reset-password')),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX password_reset_tokens_unused_of_user ON password_reset_tokens (user_id) WHERE used_at IS NULL;

-- Failed attempts per subject ('account:<org>:<email>', 'address:<ip>', 'reset-mail:<org>:<email>')
-- in a fixed window that starts at the first failure. Shared by every replica of the server.
CREATE TABLE login_attempts (
  subject            text PRIMARY KEY,
  window_started_at  timestamptz NOT NULL,
  failures           integer NOT NULL CHECK (failures > 0)
);

-- Mails kept by the outbox mailer (the default when no SMTP server is configured).
CREATE TABLE mail_outbox (
  mail_id     text PRIMARY KEY,
  org_id      text NOT NULL,
  kind        text NOT NULL,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC, mail_id DESC);
CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), created_at DESC);
