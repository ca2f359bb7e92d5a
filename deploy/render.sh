#!/usr/bin/env bash
# Renders deploy/'s templates for one server (docs/deploy.md, step 6). Only the listed ${NAMES} are
# replaced, so nginx's own $variables stay. Usage, as root, from the app's folder:
#   APP_PORTS="3001 3002" SERVER_NAME=learn.example.org PG_PASSWORD=… deploy/render.sh
set -euo pipefail
cd "$(dirname "$0")"
APP_PORTS=${APP_PORTS:-"3001 3002"}
export SERVER_NAME=${SERVER_NAME:?set SERVER_NAME, e.g. learn.example.org}
export LISTEN=${LISTEN:-80}
export CACHE_DIR=${CACHE_DIR:-/var/cache/nginx/biotext}
UPSTREAM_SERVERS=""
for p in $APP_PORTS; do UPSTREAM_SERVERS+="    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;"$'\n'; done
export UPSTREAM_SERVERS
envsubst '${UPSTREAM_SERVERS} ${CACHE_DIR} ${LISTEN} ${SERVER_NAME}' < nginx/biotext.conf.template > /etc/nginx/sites-available/biotext.conf
ln -sf /etc/nginx/sites-available/biotext.conf /etc/nginx/sites-enabled/biotext.conf
mkdir -p "$CACHE_DIR" && chown www-data: "$CACHE_DIR"

export PGB_DB_NAME=biotext PG_HOST=127.0.0.1 PG_PORT=5432 PG_DATABASE=biotext
export PGB_LISTEN_ADDR=127.0.0.1 PGB_PORT=6432 PGB_RUN_DIR=/var/run/postgresql PGB_LOG_FILE=/var/log/postgresql/pgbouncer.log
export PGB_AUTH_TYPE=scram-sha-256 PGB_AUTH_FILE=/etc/pgbouncer/userlist.txt PGB_ADMIN_USERS=postgres
export PGB_POOL_SIZE=${PGB_POOL_SIZE:-20} PGB_MAX_CLIENT_CONN=${PGB_MAX_CLIENT_CONN:-1000}
envsubst '${PGB_DB_NAME} ${PG_HOST} ${PG_PORT} ${PG_DATABASE} ${PGB_LISTEN_ADDR} ${PGB_PORT} ${PGB_RUN_DIR} ${PGB_LOG_FILE} ${PGB_AUTH_TYPE} ${PGB_AUTH_FILE} ${PGB_ADMIN_USERS} ${PGB_POOL_SIZE} ${PGB_MAX_CLIENT_CONN}' \
  < pgbouncer/pgbouncer.ini.template > /etc/pgbouncer/pgbouncer.ini

cp systemd/biotext-web@.service systemd/biotext-worker.service systemd/biotext-backup.service systemd/biotext-backup.timer /etc/systemd/system/
sed "s/^Wants=.*/Wants=$(for p in $APP_PORTS; do printf 'biotext-web@%s.service ' "$p"; done)biotext-worker.service/" systemd/biotext.target > /etc/systemd/system/biotext.target
systemctl daemon-reload
echo "rendered: /etc/nginx/sites-available/biotext.conf, /etc/pgbouncer/pgbouncer.ini, /etc/systemd/system/biotext*.{service,target,timer}"
