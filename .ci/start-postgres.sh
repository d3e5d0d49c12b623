#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on 127.0.0.1:${PGPORT:-5432} (trust auth, for tests
# only) from Debian's packages, unless one already answers there. Prints the DATABASE_URL.
set -euo pipefail
port="${PGPORT:-5432}"
url="postgres://postgres@127.0.0.1:${port}/postgres"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  echo "$url"
  exit 0
fi
pgdata="${PGDATA_DIR:-/tmp/haoduo-pg-${port}}"
run_as_postgres() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
if [ ! -f "$pgdata/PG_VERSION" ]; then
  mkdir -p "$pgdata"
  [ "$(id -u)" = "0" ] && chown postgres:postgres "$pgdata"
  run_as_postgres "'$bindir/initdb' -D '$pgdata' -A trust -U postgres --no-sync -E UTF8 --locale=C.UTF-8" >/dev/null
fi
run_as_postgres "'$bindir/pg_ctl' -D '$pgdata' -l '$pgdata/server.log' -w -o \"-p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null
echo "$url"
