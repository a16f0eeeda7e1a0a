# syntax=docker/dockerfile:1
# One image for all six services (the container's command picks the service) and the web
# console, which the api container serves at `/`.
#
#   docker build -f deploy/docker/services.Dockerfile -t tna-services .
#   docker run -e DATABASE_URL=... -e KAFKA_BROKERS=... tna-services node services/dist/ingestion/src/main.js
#
# Build context: the repository root.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- sources, scrubbed of anything built on the host ----------------------------------------
# Host node_modules (native binaries for another OS), dist/ and stale *.tsbuildinfo would
# otherwise leak into the build whenever the context is sent without a .dockerignore.
FROM ${NODE_IMAGE} AS sources
WORKDIR /src
COPY . .
RUN find . \( -name node_modules -o -name dist -o -name .git -o -name .tna -o -name coverage \) -prune -exec rm -rf {} + \
 && find . -name '*.tsbuildinfo' -delete \
 && rm -rf deploy/local/.kafka deploy/local/.cache tests/.reports

# --- package manifests: the only input of `npm ci`, so its layers stay cached while sources change
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# Quiet the install-time telemetry of a transitive dependency.
ENV SCARF_ANALYTICS=false
COPY --from=sources /src/package.json /src/package-lock.json /src/.npmrc ./
COPY --from=sources /src/contracts/package.json contracts/
COPY --from=sources /src/services/package.json services/
COPY --from=sources /src/services/libs/platform/package.json services/libs/platform/
COPY --from=sources /src/console/package.json console/
COPY --from=sources /src/tests/package.json tests/

# --- runtime dependencies: the server workspaces only, no dev tools, no console UI libraries
FROM manifests AS deps
RUN npm ci --omit=dev -w services -w contracts -w services/libs/platform

# --- build: full install (tsc, vite), compile the server and the console --------------------
FROM manifests AS build
RUN npm ci
COPY --from=sources /src/ ./
# Only built output and runtime files move on; dependencies come from the deps stage.
RUN npm run build:server \
 && npm run -w console build \
 && find . -name node_modules -prune -exec rm -rf {} + \
 && rm -rf tests deploy docs .ci console/src

# --- runtime -------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/ ./
# Same layout as the repository: services/dist/api/src/main.js finds ../../../../console/dist from there.
COPY --from=build /app/ ./
# Not root: the services need no privileges and listen on ports above 1024.
USER node
EXPOSE 8080 8081 8082 8083 8084 8085
# Compose always sets the command; this default runs the api with the console.
CMD ["node", "services/dist/api/src/main.js"]
