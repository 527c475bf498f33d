#!/usr/bin/env bash
# Where no image registry is reachable: builds the images docker-compose.yml names besides the
# portal (postgres:15-bookworm, caddy:2) from Debian's packages, under the official names, so that
# the compose file runs unchanged. Skips an image that is already there, unless --force.
set -euo pipefail
cd "$(dirname "$0")"
./build-base-image.sh
for pair in postgres:15-bookworm=postgres caddy:2=caddy; do
  image=${pair%%=*}
  if [ "${1:-}" != "--force" ] && docker image inspect "$image" >/dev/null 2>&1; then
    echo "$image is already there"
    continue
  fi
  echo "== $image from tools/docker/${pair#*=}"
  docker build -q -t "$image" "${pair#*=}" >/dev/null
done
docker image prune -f >/dev/null
