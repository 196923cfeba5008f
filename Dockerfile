# Tipped's image: build in one stage, run the production build as a non-root user in a slim one (docs/operate.md).
# NODE_IMAGE may name any Debian-based Node 20 image (a mirror, or one built from Debian's packages).
ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
# npm start's heap and allocator settings (docs/decisions/0011-memory.md), the data folder, and the port.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
RUN groupadd --system tipped \
 && useradd --system --gid tipped --home-dir /app --shell /usr/sbin/nologin tipped \
 && mkdir /data && chown tipped:tipped /data
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts ./scripts
USER tipped
# The embedded database, local photos and the generated secret (unused parts with DATABASE_URL and S3_BUCKET).
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "server.js"]
