#!/bin/sh
# PostgreSQL's first start in deploy/compose.yaml (decision 2044): the migration role that owns the
# portal's database and may create roles, and the replicas' login role, a member of
# lease_portal_runtime, which the migrations grant rows to but nothing it could alter. Passwords come
# from the environment; psql quotes them.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$LEASE_OWNER_PASSWORD" -v app_password="$PORTAL_DB_PASSWORD" <<'SQL'
CREATE ROLE lease_owner LOGIN CREATEROLE PASSWORD :'owner_password';
CREATE DATABASE lease_portal OWNER lease_owner;
CREATE ROLE lease_portal_runtime NOLOGIN;
CREATE ROLE lease_portal_app LOGIN PASSWORD :'app_password' IN ROLE lease_portal_runtime;
SQL
