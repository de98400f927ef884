# Brickmate API / worker image. Build the web app first, then the Python package.
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
# tsc checks the web tests too, and they read the quote totals' test vectors shared with the API's tests.
COPY tests/golden/ /src/tests/golden/
RUN npm run build

FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 BRICKMATE_DATA_DIR=/data HOST=0.0.0.0 PORT=8000
RUN apt-get update && apt-get install -y --no-install-recommends libpango-1.0-0 libpangoft2-1.0-0 \
    && rm -rf /var/lib/apt/lists/* && useradd --create-home brickmate && mkdir /data && chown brickmate /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY api/ api/
COPY assistant/ assistant/
COPY ingest/ ingest/
COPY migrations/ migrations/
# The CPU build of PyTorch first, from PyTorch's CPU index, so that sentence-transformers does not pull the CUDA
# one (several GB); the same version pyproject.toml pins.
RUN pip install --no-cache-dir --index-url https://download.pytorch.org/whl/cpu torch==2.13.0 \
    && pip install --no-cache-dir .
COPY --from=web /src/web/dist /app/web/dist
ENV BRICKMATE_WEB_DIST=/app/web/dist
USER brickmate
EXPOSE 8000
# Liveness only (the load balancer asks /api/ready): a process restarted for a database outage would not help.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
    CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/api/health', timeout=3)"
CMD ["brickmate", "serve"]
