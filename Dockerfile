# The shop's container image: built WITHOUT a database, run as the unprivileged `node` user, started in seconds
# (no build at start). Multi-stage: dependencies → build → runtime.
#
#   docker build -t taiwan-sim-shop .
#   docker run --init -p 3000:3000 -e DATABASE_URL=… -e PAYLOAD_SECRET=… -e SMTP_URL=… taiwan-sim-shop
# NODE_IMAGE and BUILD_IMAGE pick the base images (any Debian-like image with Node ≥ 20.9 and a `node` user, npm in the
# build one; without a registry, scripts/container/make-base-image.sh makes them from Debian's archive);
# `npm run test:container` builds the image and runs it with podman.
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
# `node .next/shop-run.mjs worker` runs a worker only (docker-compose.yml's `worker` service). Every process runs from a
# bundle made at build time on plain Node (no tsx, esbuild or TypeScript sources in the image).

# The runtime's base, and the build stages' (they also need npm): the same official image unless told otherwise.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG BUILD_IMAGE=node:20-bookworm-slim

FROM ${BUILD_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Behind a TLS-inspecting proxy, its CA certificate as the build secret `ca` (`--secret id=ca,src=<file>`; npm run
# test:container passes NODE_EXTRA_CA_CERTS's file); it is not kept in any layer.
# npm 11, which wrote the lock file: npm 10 (Node 20's own) reads it as out of sync (peer-optional esbuild and yaml).
RUN --mount=type=secret,id=ca \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm install -g --no-audit --no-fund npm@11 && npm ci --no-audit --no-fund

FROM ${BUILD_IMAGE} AS build
WORKDIR /app
ARG TAPPAY_SDK_URL=
ARG CSP_EXTRA_ORIGINS=
ARG INSECURE_COOKIES=false
ENV NEXT_TELEMETRY_DISABLED=1 \
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true \
    SHOP_BUILD_WITHOUT_DATABASE=true \
    SHOP_STANDALONE_OUTPUT=true
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# No database is reachable here, on purpose (port 1 answers nobody); the secret only lets payload.config.ts load
# and is not kept: the runtime stage has no PAYLOAD_SECRET, and the server refuses to start without a real one. CI=true:
# no Turbopack build cache written (next.config.ts), a layer nobody reads (84 s here).
RUN DATABASE_URL=postgres://build@127.0.0.1:1/none \
    PAYLOAD_SECRET=build-only-placeholder-never-used-at-runtime \
    NODE_ENV=production \
    CI=true \
    node_modules/.bin/next build
# What the runtime gets, in two folders: /out/app (read-only for the server's user) and /out/next (its .next, which it
# writes). Next's standalone output holds node_modules as traced from the server (no dev dependencies, no SWC, Monaco or
# embedded PostgreSQL), plus what the tasks, run.ts and the sandbox load, and beside it their bundles
# (scripts/container/trace-runtime.ts; .next/shop-*.mjs). Source maps go: the server runs without them (scripts/serve.ts),
# and they were ~80 MB; so do Next's build traces (*.nft.json, ~60 MB), which only `next build` reads.
RUN mkdir -p /out \
 && mv .next/standalone /out/app \
 && TSX_TSCONFIG_PATH=tsconfig.scripts.json node --import tsx scripts/container/trace-runtime.ts /out/app \
 && mv /out/app/.next /out/next \
 && cp -r .next/static /out/next/static \
 && cp .next/required-server-files.json .next/shop-*.mjs .next/shop-migrations.json /out/next/ \
 && find /out \( -name '*.map' -o -name '*.nft.json' \) -delete \
 && cp -r public /out/app/ \
 && for pkg in fonts-latin fonts-tc fonts-sc fonts-jp fonts-kr; do \
      rm -rf /out/app/node_modules/@embedpdf/$pkg \
   && mkdir -p /out/app/node_modules/@embedpdf/$pkg/fonts \
   && cp node_modules/@embedpdf/$pkg/package.json node_modules/@embedpdf/$pkg/LICENSE /out/app/node_modules/@embedpdf/$pkg/ \
   && cp node_modules/@embedpdf/$pkg/fonts/*-Regular.* node_modules/@embedpdf/$pkg/fonts/*-Bold.* /out/app/node_modules/@embedpdf/$pkg/fonts/; \
    done
# The PDF's fonts (src/server/fulfilment/fonts.ts reads them by path, which the trace follows to every file of the
# packages): only the Regular and Bold cuts it uses, ~50 MB of the packages' ~150 MB.
# Nor does the image keep what its processes never load: the TypeScript sources (traced from payload.config.ts's
# importMap folder; every process runs a bundle), the development builds of Next's server runtimes (the image's NODE_ENV
# is production; 13 MB) and Next's own documentation. React's development builds stay: Node's ESM loader reads both
# branches of react/index.js for its named exports (without them the seed failed: "Named export 'isValidElement' not found").
RUN rm -rf /out/app/src /out/app/node_modules/next/dist/docs \
 && find /out/app/node_modules/next/dist/compiled/next-server -name '*.runtime.dev.js' -delete
# Turbopack writes some server chunks under many names (the same code, up to 9 copies, ~13 MB of .next/server's 27 MB):
# each copy becomes a link to the first of its folder, which Node then loads once (it resolves links to the file; the
# server's loadIdenticalChunksOnce does the same where the copies are files, src/server/http/nextPrivate.ts).
RUN for dir in /out/next/server/chunks /out/next/server/chunks/ssr; do \
      cd $dir && for f in *.js; do \
        echo "$(grep -v '^//# sourceMappingURL=' "$f" | sha256sum | cut -c1-64) $f"; \
      done | sort | awk 'first[$1] { print $2, first[$1]; next } { first[$1] = $2 }' | while read copy original; do \
        ln -sf "$original" "$copy"; \
      done; \
    done

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true \
    SHOP_PREBUILT_BUNDLES=true \
    PORT=3000 \
    MESSAGING_RUNNER=worker \
    MEDIA_DIR=/app/media/images \
    KYC_DIR=/app/media/kyc
# The application (read-only for the `node` user) …
COPY --from=build /out/app ./
# … except what it writes: Next's page cache (pages made on first request), the server and task bundles, and uploads
# (the `media` volume of docker-compose.yml; with S3_BUCKET set they go to object storage instead).
COPY --from=build --chown=node:node /out/next ./.next
RUN mkdir -p media .data && chown node:node media .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", ".next/shop-run.mjs", "start"]
