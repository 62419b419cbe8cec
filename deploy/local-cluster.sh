#!/usr/bin/env bash
# The deployment layout without docker (docs/web.md, "Deployment: several processes"): N `daoyan serve` processes on
# local ports over one PostgreSQL database, behind nginx configured from deploy/nginx.conf (its upstream's server
# lines and listen port rewritten). Ctrl+C (or SIGTERM) stops them all.
#
#   DAOYAN_DATABASE_URL=postgresql+psycopg://user@127.0.0.1/daoyan deploy/local-cluster.sh
#
# Environment: DAOYAN_DATABASE_URL (required, PostgreSQL), NODES (default 3), PORT (first node's port, default 8001;
# the others follow), LISTEN (nginx's, default 127.0.0.1:8080), DAOYAN (the command, default `daoyan` on PATH, else
# .venv/bin/daoyan), RUN_DIR (config, logs and pid files; default a fresh directory under /tmp), NGINX (default nginx).
# Any other DAOYAN_* variable (DAOYAN_IDLE, DAOYAN_RATE, …) passes on to every process.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${DAOYAN_DATABASE_URL:?set DAOYAN_DATABASE_URL to a PostgreSQL URL, e.g. postgresql+psycopg://user@127.0.0.1/daoyan}"
case "$DAOYAN_DATABASE_URL" in
    postgresql*) ;;
    *) echo "DAOYAN_DATABASE_URL must be PostgreSQL (SQLite is one process: make play)" >&2; exit 2 ;;
esac
NODES=${NODES:-3}
PORT=${PORT:-8001}
LISTEN=${LISTEN:-127.0.0.1:8080}
NGINX=${NGINX:-nginx}
if [ -z "${DAOYAN:-}" ]; then
    if command -v daoyan >/dev/null; then DAOYAN=daoyan; else DAOYAN="$here/../.venv/bin/daoyan"; fi
fi
RUN_DIR=${RUN_DIR:-$(mktemp -d /tmp/daoyan-cluster.XXXXXX)}
mkdir -p "$RUN_DIR/tmp"

pids=()
stop() {
    trap - INT TERM EXIT
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
}
trap stop INT TERM EXIT

servers=""
for i in $(seq 1 "$NODES"); do
    port=$((PORT + i - 1))
    # the address the other processes reach this one at; nginx (on this machine) is the trusted proxy
    $DAOYAN serve --host 127.0.0.1 --port "$port" --address "http://127.0.0.1:$port" \
        --trusted-proxies 127.0.0.1,::1 >"$RUN_DIR/daoyan-$i.log" 2>&1 &
    pids+=($!)
    echo $! >"$RUN_DIR/daoyan-$i.pid"
    servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;\n"
done

# deploy/nginx.conf with this machine's upstream servers and listen address
awk -v servers="$servers" -v listen="$LISTEN" '
    /^[ \t]*server daoyan-[0-9]+:8000/ { next }
    /^upstream daoyan \{/ { print; printf "%s", servers; next }
    /^[ \t]*listen 80;/ { sub(/listen 80;/, "listen " listen ";") }
    { print }' "$here/nginx.conf" >"$RUN_DIR/daoyan.conf"
cat >"$RUN_DIR/nginx.conf" <<CONF
worker_processes 1;
pid $RUN_DIR/nginx.pid;
error_log $RUN_DIR/nginx-error.log;
events { worker_connections 4096; }
http {
    access_log $RUN_DIR/nginx-access.log;
    client_body_temp_path $RUN_DIR/tmp/body;
    proxy_temp_path $RUN_DIR/tmp/proxy;
    fastcgi_temp_path $RUN_DIR/tmp/fastcgi;
    uwsgi_temp_path $RUN_DIR/tmp/uwsgi;
    scgi_temp_path $RUN_DIR/tmp/scgi;
    include $RUN_DIR/daoyan.conf;
}
CONF
# (wait for the processes: each creates or checks the tables at its start)
for i in $(seq 1 "$NODES"); do
    port=$((PORT + i - 1))
    for _ in $(seq 1 300); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
        if ! kill -0 "${pids[$((i - 1))]}" 2>/dev/null; then
            echo "daoyan $i did not start: $RUN_DIR/daoyan-$i.log" >&2; cat "$RUN_DIR/daoyan-$i.log" >&2; exit 1
        fi
        sleep 0.1
    done
done
"$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
pids+=("$nginx_pid")
echo "daoyan: $NODES processes (ports $PORT–$((PORT + NODES - 1))) behind nginx: open http://$LISTEN/  (logs, config" \
     "and pid files: $RUN_DIR; Ctrl+C stops all)"
# a daoyan process that dies is not restarted here (compose.yaml's restart policy does that): its rooms go on on the
# others; the script ends with nginx (or Ctrl+C)
wait "$nginx_pid" || true
