# The portal as one image: the server (dist/apps/api) and the three sites it serves. Built with
# every dependency, run on the production set alone (package.json's `dependencies`).
#
#   docker build -t festival-portal .
#   docker run --env-file .env -p 8080:8080 -v festival-data:/data festival-portal
#
# Settings come from the environment at run time (.env.example lists them); none is baked in.
# docs/production.md, "Run it in containers", has the compose file and the first start.
# Few instructions on purpose: on the vfs storage driver every step copies the whole tree.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# PEM certificates that a TLS-intercepting proxy between this build and the npm registry needs
# (docker build --build-arg EXTRA_CA_CERTS="$(cat proxy-ca.pem)"); only this stage sees them.
ARG EXTRA_CA_CERTS=""
# One step for install, build and prune, which leaves the run stage's tree in /out. `npm install`
# with the committed lockfile, not `npm ci`: the lockfile lacks other platforms' optional builds
# of a lint dependency, which the full `npm ci` insists on (docs/production.md).
RUN if [ -n "$EXTRA_CA_CERTS" ]; then printf '%s\n' "$EXTRA_CA_CERTS" >/tmp/extra-ca.pem \
      && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; fi \
 && export CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NX_SKIP_NX_CACHE=true \
 && npm install --no-audit --no-fund --loglevel=error \
 && npx nx run-many -t build -p api attendee admin identity --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund --loglevel=error \
 && rm -rf node_modules/@festival node_modules/.cache \
 && mkdir -p /out/app/dist /out/data \
 && mv package.json node_modules /out/app/ && mv dist/apps /out/app/dist/

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/app /app
# DATA_DIR keeps what must outlive the container: uploads on the local file driver, the embedded
# database (without DATABASE_URL), the generated secrets. Owned by the user the server runs as.
COPY --from=build --chown=node:node /out/data /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm), so that docker stop's SIGTERM reaches the server, which closes
# its connections and exits. `npm run seed -- --demo` is `node dist/apps/api/seed.mjs --demo` here.
CMD ["node", "--enable-source-maps", "dist/apps/api/main.mjs"]
