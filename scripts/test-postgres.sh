#!/usr/bin/env bash
# test-postgres.sh CMD… — runs CMD with TAKTIK_TEST_POSTGRES set to the address of a
# PostgreSQL server started for it in a temporary folder, on a loopback port, and stops
# the server afterwards. The server's tests (package server) run against it besides
# SQLite. Installs Debian's postgresql package when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/need-packages.sh postgresql
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "test-postgres.sh: no PostgreSQL under /usr/lib/postgresql" >&2; exit 1; }
dir=$(mktemp -d "${TMPDIR:-/tmp}/taktik-pg.XXXXXX")
as=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: the database belongs to the postgres user.
  chown postgres "$dir"
  as=(runuser -u postgres --)
fi
stop() {
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
"${as[@]}" "$bin/initdb" -D "$dir/data" -U taktik --auth=trust --no-sync >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# A free port: ask the kernel for one, then give it to PostgreSQL.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null ||
  echo $((20000 + RANDOM % 20000)))
# fsync off: the tests kill taktik serve, never the database, and a test database
# needs no protection from a power cut.
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=300" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
"${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U taktik taktik
export TAKTIK_TEST_POSTGRES="postgres://taktik@127.0.0.1:$port/taktik?sslmode=disable"
"$@"
