#!/usr/bin/env bash
# Starts a PostgreSQL 15 cluster for the test suite (installing PostgreSQL with apt-get when missing) and
# creates the role the suite uses. Prints the TEST_DATABASE_URL to use. Idempotent.
#
# The cluster is the suite's own ("tests", on port 5433), apart from the machine's main one: every test
# file makes and drops a database, and what it writes is thrown away, so this cluster runs without fsync
# (fsync, synchronous_commit and full_page_writes off): on a loaded machine the suite took about a third
# less time (on a quiet one, no different; docs/decisions/0418). The main cluster, and the figures a bench
# takes on it, keep PostgreSQL's durable defaults.
set -euo pipefail
CLUSTER=tests
PORT=5433
if ! command -v pg_createcluster >/dev/null 2>&1 || [ ! -d /usr/lib/postgresql/15 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
if [ ! -d "/etc/postgresql/15/${CLUSTER}" ]; then
  pg_createcluster 15 "${CLUSTER}" -p "${PORT}" >/dev/null
  cat >>"/etc/postgresql/15/${CLUSTER}/postgresql.conf" <<'CONF'
# Test data only: nothing here needs to survive a crash.
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
fi
pg_ctlcluster 15 "${CLUSTER}" start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "${PORT}" && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1 -p ${PORT} -d postgres" <<'SQL' >/dev/null
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tradebook_test') THEN
    CREATE ROLE tradebook_test LOGIN CREATEDB PASSWORD 'tradebook_test';
  END IF;
END $$;
-- Lets the test suite drop its databases WITH (FORCE) even while autovacuum is visiting them.
GRANT pg_signal_backend TO tradebook_test;
-- Lets a benchmark write its seeded rows to disk before it measures (bench/support/bench-app.ts).
GRANT pg_checkpoint TO tradebook_test;
SQL
echo "postgres://tradebook_test:tradebook_test@127.0.0.1:${PORT}/postgres"
