# The fund's app as a container image (docs/deploy.md, decisions 016 and 031): built with the dev
# dependencies, run with the runtime ones only, on Node.js 24 LTS, as a non-root user, the books and the
# backups on volumes. `scripts/ci/dockerfile.ts` performs these very steps in CI, where no container
# engine runs: keep RUN steps relative to WORKDIR.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Every folder the app writes, made here and copied into the runtime owned by its user, mode 0700: a
# new named volume starts as a copy of its mount point, so it is the node user's too (else Docker makes
# it root's and every write fails with EACCES). The volumes are listed once more under VOLUME below.
RUN mkdir -p -m 700 writable/data writable/backups

FROM node:24-bookworm-slim AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# DATA_DIR and BACKUP_DIR are set here, whatever a checkout's default is: the image's folders are these.
# MALLOC_ARENA_MAX=1 as `npm start` sets it: a backup's compression threads give their memory back (decision 022).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups \
    MALLOC_ARENA_MAX=1
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/data/import-template.csv ./data/import-template.csv
COPY --from=build /app/data/sample ./data/sample
COPY --from=build /app/scripts/launch.mjs /app/scripts/start.mjs ./scripts/
COPY --from=build --chown=node:node --chmod=700 /app/writable/data /data
COPY --from=build --chown=node:node --chmod=700 /app/writable/backups /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
# Ready: migrated, not shutting down, and the database answers (GET /api/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "scripts/start.mjs"]
