#!/usr/bin/env bash
# The image's smoke test (CI runs it after npm test): the base image when missing
# (build-base-image.sh), the portal's image, then tools/smoke/container-smoke.ts runs it against a
# fresh database on the host's PostgreSQL and makes one sign-up → registration. Needs a running
# Docker daemon, PostgreSQL on 127.0.0.1:5432, and the checkout's devDependencies (the client).
# Where npm reaches the registry through a TLS-intercepting proxy, NODE_EXTRA_CA_CERTS (a PEM
# file) is handed to the build stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
IMAGE=${IMAGE:-festival-portal}
started=$SECONDS
stage() { echo "[docker-smoke $((SECONDS - started)) s] $*"; }

tools/docker/build-base-image.sh
stage "base image ready"

# BuildKit where the client has it: the classic builder starts a container per step, which vfs
# makes a full copy of the tree. Docker 23+ clients need the buildx plugin for it; Debian's 20.10
# client (/usr/bin/docker) has it built in.
build=(docker build)
if docker buildx version >/dev/null 2>&1; then
  build=(docker buildx build --load)
elif [ "$(docker version -f '{{.Client.Version}}' | cut -d. -f1)" -lt 23 ]; then
  export DOCKER_BUILDKIT=1
elif [ -x /usr/bin/docker ] && [ "$(/usr/bin/docker version -f '{{.Client.Version}}' | cut -d. -f1)" -lt 23 ]; then
  export DOCKER_BUILDKIT=1
  build=(/usr/bin/docker build)
fi
# Of NODE_EXTRA_CA_CERTS (often the whole system bundle, too long for one argument), only the
# certificates Node does not ship: a proxy's own CA.
ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r "$NODE_EXTRA_CA_CERTS" ]; then
  extra=$(node -e '
    const tls = require("node:tls");
    const squash = (pem) => pem.replace(/\s+/g, "");
    const known = new Set(tls.rootCertificates.map(squash));
    const pems = require("node:fs").readFileSync(process.argv[1], "utf8").match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
    process.stdout.write(pems.filter((pem) => !known.has(squash(pem))).join("\n"));
  ' "$NODE_EXTRA_CA_CERTS")
  [ -n "$extra" ] && ca=(--build-arg "EXTRA_CA_CERTS=$extra")
fi
if ! "${build[@]}" --progress=plain "${ca[@]}" -t "$IMAGE" . >/tmp/festival-docker-build.log 2>&1; then
  tail -40 /tmp/festival-docker-build.log >&2
  echo "docker build failed (whole log: /tmp/festival-docker-build.log)" >&2
  exit 1
fi
# Neither the build stage's layers nor the old image are kept: vfs stores each as a full copy.
docker image prune -f >/dev/null
"${build[0]}" builder prune -af >/dev/null
stage "image $IMAGE built ($(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')) with ${build[*]}${DOCKER_BUILDKIT:+ (BuildKit)}"

npx tsx --tsconfig tsconfig.base.json tools/smoke/container-smoke.ts "$IMAGE"
stage "done; build cache left: $(docker system df --format '{{.Type}} {{.Size}}' | grep -i 'build cache' | cut -d' ' -f3-)"
