#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 (installing it with apt-get when missing) and creates the role the
# test suite uses. Prints the TEST_DATABASE_URL to use. Idempotent.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /etc/postgresql/15/main ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
pg_ctlcluster 15 main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1 -d postgres" <<'SQL' >/dev/null
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tradebook_test') THEN
    CREATE ROLE tradebook_test LOGIN CREATEDB PASSWORD 'tradebook_test';
  END IF;
END $$;
-- Lets the test suite drop its databases WITH (FORCE) even while autovacuum is visiting them.
GRANT pg_signal_backend TO tradebook_test;
SQL
echo "postgres://tradebook_test:tradebook_test@127.0.0.1:5432/postgres"
