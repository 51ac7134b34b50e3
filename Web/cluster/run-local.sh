#!/usr/bin/env bash
# A local cluster of any app's web server (tictactoe-web unless told another): PostgreSQL in a
# temporary folder, N servers sharing it and HAProxy in front (haproxy.cfg), all on loopback. Prints `page: URL`, then `node: URL pid=PID`
# for each server, then `database: URL` (for a server started by hand to join) and stays in the
# foreground; SIGINT (Ctrl-C) or SIGTERM stops everything it started and removes the folder.
#
# Needs Debian's postgresql and haproxy packages: apt-get install postgresql haproxy
# (it installs nothing, and starts neither package's own service).
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: Web/cluster/run-local.sh [--nodes N] [--port P] [--product NAME | --binary PATH] [-- SERVER-OPTIONS...]

  --nodes N       servers behind HAProxy (1 to 16; default 2)
  --port P        HAProxy's port on 127.0.0.1 (default 8080; 0 picks a free one)
  --product NAME  the web server to run: an executable product of Web/ (or of the package
                  $RIBS_WEB_PACKAGE names), built with `swift build`, such as screen-gallery-web
                  (default: $RIBS_WEB_PRODUCT, or tictactoe-web)
  --binary PATH   a web server already built, any app's (WebAppCommand), run as it is
  -- ...          options for every server, such as --max-sessions 5000

Needs PostgreSQL and HAProxy from Debian: apt-get install postgresql haproxy
Open the printed page in a browser; kill a node's pid to see its sessions move to another.
USAGE
}

nodes=2
port=8080
product=${RIBS_WEB_PRODUCT:-tictactoe-web}
binary=""
server_options=()
while [ $# -gt 0 ]; do
    case "$1" in
    --) shift; server_options=("$@"); break ;;
    --nodes) nodes=${2:-}; shift 2 ;;
    --port) port=${2:-}; shift 2 ;;
    --product) product=${2:-}; shift 2 ;;
    --binary) binary=${2:-}; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "run-local.sh: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done
if ! [[ "$nodes" =~ ^[0-9]+$ ]] || [ "$nodes" -lt 1 ] || [ "$nodes" -gt 16 ]; then
    echo "run-local.sh: --nodes takes 1 to 16" >&2; exit 64
fi
if ! [[ "$port" =~ ^[0-9]+$ ]] || [ "$port" -gt 65535 ]; then
    echo "run-local.sh: --port takes 0 to 65535" >&2; exit 64
fi

postgres_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$postgres_bin" ] || [ ! -x "$postgres_bin/postgres" ] || ! command -v haproxy >/dev/null; then
    echo "run-local.sh needs PostgreSQL and HAProxy: apt-get install postgresql haproxy" >&2
    exit 69
fi

here=$(cd "$(dirname "$0")" && pwd)
if [ -z "$binary" ]; then
    [[ "$product" =~ ^[A-Za-z0-9_.-]+$ ]] || { echo "run-local.sh: --product takes a product's name" >&2; exit 64; }
    package=${RIBS_WEB_PACKAGE:-"$here/.."}
    export PATH="/opt/swift/usr/bin:$PATH"
    swift build --package-path "$package" --product "$product" >&2
    binary="$(swift build --package-path "$package" --show-bin-path)/$product"
fi
[ -x "$binary" ] || { echo "run-local.sh: no web server at $binary" >&2; exit 66; }

work=$(mktemp -d -t ribs-cluster.XXXXXX)
pids=()
postgres_pid=""
haproxy_pid=""
stop_all() {
    trap - EXIT INT TERM
    [ -n "$haproxy_pid" ] && kill "$haproxy_pid" 2>/dev/null || true
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    # PostgreSQL's fast shutdown: it ends its connections and exits.
    [ -n "$postgres_pid" ] && kill -INT "$postgres_pid" 2>/dev/null && wait "$postgres_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap stop_all EXIT
trap 'exit 0' INT TERM

# PostgreSQL refuses to run as root; as root, its programs run as `postgres` (setpriv execs
# them, so that a pid started here is PostgreSQL's own).
as_postgres=()
if [ "$(id -u)" = 0 ]; then
    as_postgres=(setpriv --reuid=postgres --regid=postgres --clear-groups --)
fi
# wait_for_line FILE TEXT: until FILE holds TEXT (30 s at most), or the process PID ended.
wait_for_line() {
    local file=$1 text=$2 pid=$3
    for _ in $(seq 1 300); do
        grep -q "$text" "$file" 2>/dev/null && return 0
        kill -0 "$pid" 2>/dev/null || { echo "run-local.sh: it stopped; its log:" >&2; cat "$file" >&2; return 1; }
        sleep 0.1
    done
    echo "run-local.sh: timed out waiting for '$text' in $file" >&2
    return 1
}

[ "$(id -u)" = 0 ] && chown postgres "$work"
"${as_postgres[@]}" "$postgres_bin/initdb" -D "$work/db" -A trust -U ribs --no-instructions -E UTF8 >"$work/initdb.log" 2>&1 \
    || { cat "$work/initdb.log" >&2; exit 1; }
"${as_postgres[@]}" "$postgres_bin/postgres" -D "$work/db" -k "$work" -c listen_addresses= >"$work/postgres.log" 2>&1 &
postgres_pid=$!
wait_for_line "$work/postgres.log" "ready to accept connections" "$postgres_pid"
database="postgres+uds://ribs@localhost$work/.s.PGSQL.5432#postgres"

# Every server at once: their schema checks race, as a deploy's do, and take turns.
for i in $(seq 1 "$nodes"); do
    # HAProxy connects from 127.0.0.2 and names each client in a PROXY protocol header; every
    # other peer (127.0.0.1 included) is a client itself. Any local program may connect from
    # 127.0.0.2 too and name anyone: a cluster for a machine of your own (docs/cluster.md).
    "$binary" --host 127.0.0.1 --port 0 --node-id "n$i" --database "$database" --log-level notice \
        --trusted-proxy 127.0.0.2 "${server_options[@]}" \
        >"$work/n$i.log" 2>&1 &
    pids+=("$!")
done
servers=""
node_lines=()
for i in $(seq 1 "$nodes"); do
    pid=${pids[$((i - 1))]}
    wait_for_line "$work/n$i.log" "served at http://127.0.0.1:" "$pid"
    node_port=$(grep -o "served at http://127.0.0.1:[0-9]*" "$work/n$i.log" | head -1 | grep -o "[0-9]*$")
    servers+="    server n$i 127.0.0.1:$node_port check send-proxy-v2 source 127.0.0.2"$'\n'
    node_lines+=("node: http://127.0.0.1:$node_port pid=$pid")
done

if [ "$port" = 0 ]; then
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
fi
python3 - "$here/haproxy.cfg" "$work/haproxy.cfg" "127.0.0.1:$port" "$servers" <<'PY'
import sys
template, target, listen, servers = sys.argv[1:]
text = open(template).read().replace("{{LISTEN}}", listen).replace("{{SERVERS}}", servers.rstrip("\n"))
open(target, "w").write(text)
PY
haproxy -f "$work/haproxy.cfg" -db >"$work/haproxy.log" 2>&1 &
haproxy_pid=$!
for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    kill -0 "$haproxy_pid" 2>/dev/null || { echo "run-local.sh: HAProxy did not start:" >&2; cat "$work/haproxy.log" >&2; exit 1; }
    sleep 0.1
done

echo "page: http://127.0.0.1:$port/"
printf '%s\n' "${node_lines[@]}"
echo "database: $database"
echo "logs: $work (removed on exit)"
# In the foreground until a signal; HAProxy ending ends the cluster.
wait "$haproxy_pid" || true
