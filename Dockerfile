# syntax=docker/dockerfile:1
#
# One image for every Encore process (see docs/decisions/0007-containers.md):
#   default CMD             embedded mode: gateway + 4 services on PGlite, data in the /app/data volume
#   npm run start -w @encore/<service>   one back-end process (setlists, repertoire, billing, analytics)
#   npm run start -w @encore/gateway     the gateway of the distributed mode
#
#   docker build -t encore:local .
#   docker run --init -p 3000:3000 -v encore-data:/app/data encore:local
#
# Every process runs its TypeScript directly (`node --import tsx`, see the package.json scripts), so
# there is no compile step: the stages only keep the dependency install cached and the dev tooling
# (biome, vitest, typescript...) out of the final image.

ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Only the manifests, so that `npm install` below re-runs only when one of them changes. Found with
# `find` rather than listed, so a new workspace (shell, mfe-*) needs no edit here.
FROM base AS manifests
COPY . /src
RUN mkdir -p /out \
    && cd /src \
    && cp package.json package-lock.json /out/ \
    && if [ -f .npmrc ]; then cp .npmrc /out/; fi \
    && find . -mindepth 2 -maxdepth 3 -name package.json -not -path "./node_modules/*" -not -path "./docker/*" \
        -exec cp --parents {} /out/ \;

# `npm install`, never `npm ci`: a lockfile made on the team's machines can lack other platforms'
# optional binaries (rspack's), which makes `npm ci` fail (platform-notes); `npm install` still
# installs the versions the lockfile pins, and adds what this platform needs.
# Install scripts are skipped, then the approved one the image needs is run (esbuild, used by tsx).
# `node` (a Node 22 binary for hosts that ship Node 20) is not needed: this image has Node 22.
FROM base AS deps
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --ignore-scripts \
    && npm rebuild esbuild

# Drops every dev-only package except tsx (see the script): ~150 MB of node_modules are left, out of
# the 430 MB of a development install.
FROM deps AS prod-deps
COPY docker/prune-dev-deps.mjs /tmp/prune-dev-deps.mjs
RUN node /tmp/prune-dev-deps.mjs /app

FROM base AS runtime
# npm runs scripts with `sh -c`; Debian's dash forks instead of exec'ing, and the SIGTERM of
# `docker stop` would stop at the shell (measured: the app kept running, orphaned). bash execs the
# script's single command, so npm hands the signal to node and Encore shuts down cleanly (PGlite
# closed, data-dir lock released).
ENV NPM_CONFIG_SCRIPT_SHELL=/bin/bash \
    ENCORE_DATA_DIR=/app/data
COPY --from=prod-deps /app ./
COPY . .
# Fails the build if pruning removed something an entry point imports (the imports do not start
# anything: both entry points only run when executed directly).
RUN node --import tsx --eval 'Promise.all(["/app/services/gateway/src/run/embedded.ts", "/app/services/gateway/src/main.ts"].map((m) => import(m))).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })' \
    && rm -rf /tmp/tsx-* \
    && mkdir -p /app/data \
    && chown node:node /app/data

# The sources stay root-owned and read-only; the app writes only to /app/data (and tsx to /tmp).
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness only. Compose checks /ready instead, on each process's own PORT.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
