-- The portal's runtime role (decision 2044). Migrations run as the role that owns the tables; the
-- portal's replicas connect as a member of lease_portal_runtime, which reads and writes rows but owns
-- nothing: it cannot ALTER TABLE audit_trail DISABLE TRIGGER (only an owner can), nor update, delete
-- or truncate the audit trail. Where the migrating role may not create roles (or on the embedded
-- engine, which has one user), nothing is granted and nothing fails.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lease_portal_runtime') THEN
    BEGIN
      CREATE ROLE lease_portal_runtime NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN
      -- Created meanwhile by another schema's migration, or not ours to create.
      NULL;
    END;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'lease_portal_runtime') THEN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO lease_portal_runtime', current_schema());
    EXECUTE format(
      'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO lease_portal_runtime',
      current_schema());
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO lease_portal_runtime', current_schema());
    -- Tables of later migrations, made by this same role, are granted the same way.
    EXECUTE format(
      'ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lease_portal_runtime',
      current_schema());
    EXECUTE format(
      'ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO lease_portal_runtime',
      current_schema());
    -- The trail is append-only for the portal: read and add, nothing else.
    REVOKE UPDATE, DELETE, TRUNCATE ON audit_trail FROM lease_portal_runtime;
  END IF;
END
$$;
