# One image per brand:  docker build --build-arg BRAND=coaching -t traitwise .
# Build stage: every dependency, then the brand's artefact (build/<brand>/: Remix client + server, server.mjs and
# the migrations). Runtime stage: production dependencies and that artefact only, as an unprivileged user.

FROM node:22.23-bookworm-slim AS build
WORKDIR /app
# patches/: the one bug fix to a dependency that npm ci's postinstall (patch-package) applies (docs/decisions/060-*.md).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
ARG BRAND=hb
RUN BRAND=$BRAND node scripts/build.mjs

FROM node:22.23-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev && npm cache clean --force

FROM node:22.23-bookworm-slim
ARG BRAND=hb
# NODE_OPTIONS and GLIBC_TUNABLES: the heap cap and allocator settings every server runs with
# (scripts/lib/server-flags.mjs, docs/decisions/045-server-heap-cap.md).
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=384 \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072 \
    BRAND=$BRAND \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# package.json marks the build's .js files as ES modules; server.mjs imports its packages from node_modules.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build/$BRAND ./build/$BRAND
# Local feature-flag overrides (FLAGS_FILE), used when CONFIGCAT_SDK_KEY is unset.
COPY --from=build /app/flags ./flags
# The embedded database (used when DATABASE_URL is unset) lives in /data: mount a volume there to keep it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# No curl or wget in the image: Node's own fetch asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: the server becomes PID 1 and receives SIGTERM from `docker stop` itself (graceful shutdown).
CMD ["sh", "-c", "exec node build/$BRAND/server.mjs"]
