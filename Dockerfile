# The shop's container image: built WITHOUT a database, run as the unprivileged `node` user, started in seconds
# (no build at start). Multi-stage: dependencies → build → runtime.
#
#   docker build -t taiwan-sim-shop .
#   docker run --init -p 3000:3000 -e DATABASE_URL=… -e PAYLOAD_SECRET=… -e SMTP_URL=… taiwan-sim-shop
#
# Build: `next build` runs with SHOP_BUILD_WITHOUT_DATABASE=true and a database address nobody answers on, so
# nothing is prerendered from content: each storefront page is rendered on its first request, then cached like a
# prerendered one (src/server/buildPhase.ts). Settings read at BUILD time (baked into the pages' headers) are
# build arguments: TAPPAY_SDK_URL, CSP_EXTRA_ORIGINS, INSECURE_COOKIES (see .env.example).
#
# Run: `node` itself is PID 1 (exec form, no npm or shell in between) and handles SIGTERM/SIGINT: scripts/run.ts
# stops taking connections, lets requests under way finish (at most 5 s), stops the worker after its batch and
# exits — `docker stop`'s default 10 s is enough. `--init` (compose: `init: true`) adds tini in front to reap
# orphaned processes; signals pass through it unchanged. The default command is `npm start`'s orchestrator:
# migrations, then the web server (scripts/serve.ts) and, with MESSAGING_RUNNER=worker, one worker beside it.
# `… scripts/run.ts worker` runs a worker only (docker-compose.yml's `worker` service).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG TAPPAY_SDK_URL=
ARG CSP_EXTRA_ORIGINS=
ARG INSECURE_COOKIES=false
ENV NEXT_TELEMETRY_DISABLED=1 \
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true \
    SHOP_BUILD_WITHOUT_DATABASE=true
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# No database is reachable here, on purpose (port 1 answers nobody); the secret only lets payload.config.ts load
# and is not kept: the runtime stage has no PAYLOAD_SECRET, and the server refuses to start without a real one.
RUN DATABASE_URL=postgres://build@127.0.0.1:1/none \
    PAYLOAD_SECRET=build-only-placeholder-never-used-at-runtime \
    NODE_ENV=production \
    node_modules/.bin/next build \
 && rm -rf .next/cache \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true \
    TSX_TSCONFIG_PATH=/app/tsconfig.scripts.json \
    PORT=3000 \
    MESSAGING_RUNNER=worker \
    MEDIA_DIR=/app/media/images \
    KYC_DIR=/app/media/kyc
# The application (read-only for the `node` user) …
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.ts /app/payload.config.ts \
     /app/tsconfig.json /app/tsconfig.scripts.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/public ./public
COPY --from=build /app/messages ./messages
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
# … except what it writes: Next's page cache (pages made on first request) and uploads (the `media` volume of
# docker-compose.yml; with S3_BUCKET set they go to object storage instead).
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p media .data && chown node:node media .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "scripts/run.ts", "start"]
