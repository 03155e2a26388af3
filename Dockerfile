# The fund's app as a container image (docs/deploy.md, decision 016): built with the dev dependencies,
# run with the runtime ones only, as a non-root user, the books on a volume. `scripts/ci/dockerfile.ts`
# performs these very steps in CI, where no container engine runs: keep RUN steps relative to WORKDIR.

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The data folder's owner is the image's: the volume mounted there starts out the node user's.
RUN mkdir -p data-volume

FROM node:20.20-bookworm-slim AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/data/import-template.csv ./data/import-template.csv
COPY --from=build /app/data/sample ./data/sample
COPY --from=build /app/scripts/launch.mjs /app/scripts/start.mjs ./scripts/
COPY --from=build --chown=node:node /app/data-volume /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: migrated, not shutting down, and the database answers (GET /api/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "scripts/start.mjs"]
