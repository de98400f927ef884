# Brickmate: `make run` installs, builds and serves the demo; `make test` installs and runs every check.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/tsconfig.app.json web/package.json

.PHONY: install run test checks lint typecheck check-types types web-test pytest pytest-main pytest-split checks-then-split \
	e2e chromium bench eval clean prod-check load

install: $(VENV)/.installed web/dist/index.html

run: install
	$(BIN)/brickmate serve

$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info[:2] == (3, 11), "Brickmate needs Python 3.11"'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	# The local CPU build of PyTorch first, so sentence-transformers does not pull the CUDA one.
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

# Debian's Chromium drives the end-to-end tests (never a downloaded browser build).
chromium:
	@if [ -x /usr/bin/chromium ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else echo "Chromium is missing: run 'sudo apt-get install -y chromium' and retry." >&2; exit 1; fi

lint: $(VENV)/.installed web/node_modules/.installed
	$(BIN)/ruff check api assistant ingest migrations tests bench
	$(BIN)/ruff format --check api assistant ingest migrations tests bench
	cd web && npm run lint

typecheck: $(VENV)/.installed web/node_modules/.installed
	$(BIN)/mypy
	cd web && npm run typecheck

# The committed OpenAPI document and the TypeScript types generated from it must match the server.
check-types: $(VENV)/.installed web/node_modules/.installed
	@mkdir -p var
	$(BIN)/brickmate openapi > var/openapi.json
	diff -u web/openapi.json var/openapi.json || (echo "web/openapi.json is stale: run 'make types'" >&2; exit 1)
	cd web && npx openapi-typescript openapi.json -o ../var/schema.d.ts >/dev/null
	diff -u web/src/lib/api/schema.d.ts var/schema.d.ts || (echo "generated types are stale: run 'make types'" >&2; exit 1)

types: $(VENV)/.installed web/node_modules/.installed
	$(BIN)/brickmate openapi > web/openapi.json
	cd web && npm run gen:types

web-test: web/node_modules/.installed
	cd web && npm test

pytest: install chromium
	$(BIN)/pytest tests

# `make test` runs pytest in two parts, one in each stream: the evaluations (SPLIT_TESTS) apart from the rest. They
# are the development and held-out parts over the assistant's seeded dataset (two modules of tests/assistant, which
# seed and embed that dataset again in this process, about 10 s) and the evaluation over the demo instance (one package
# that seeds and embeds the demo for itself), in the order `make pytest` runs them. Together the two parts are every
# test of `make pytest`. Moving a test module or package between them: it must need nothing that another module of
# its stream leaves behind (the packages' datasets are their own fixtures; each pytest process has its own PostgreSQL).
SPLIT_TESTS := tests/assistant/test_eval.py tests/assistant/test_heldout.py tests/assistant_demo
pytest-main: install chromium
	$(BIN)/pytest tests $(addprefix --ignore=,$(SPLIT_TESTS))

pytest-split: $(VENV)/.installed
	$(BIN)/pytest $(SPLIT_TESTS)

checks-then-split: checks
	@$(MAKE) --no-print-directory pytest-split

# Two streams, one per core: pytest without SPLIT_TESTS (one Python process with its PostgreSQL and Chromium) beside
# the static checks, Vitest (one worker) and then SPLIT_TESTS (a second pytest process with a PostgreSQL of its own).
# The checks and Vitest alone ended minutes before pytest did, leaving a core idle; SPLIT_TESTS fill it. Each
# stream's output prints as a block when it ends; either failing fails the run.
test: install chromium
	@$(MAKE) --no-print-directory -j2 --output-sync=target pytest-main checks-then-split

checks: install
	@$(MAKE) --no-print-directory lint
	@$(MAKE) --no-print-directory typecheck
	@$(MAKE) --no-print-directory check-types
	@$(MAKE) --no-print-directory web-test

bench: install
	$(BIN)/python bench/foundation.py
	@for b in $(filter-out bench/foundation.py,$(wildcard bench/[!_]*.py)); do echo "== $$b"; $(BIN)/python $$b || exit 1; done

# The assistant's evaluation over its seeded dataset, development and held-out parts (--part to pick one): accuracy,
# exact match, invented numbers, declines, feedback and contamination, Recall@5, MRR@10, latency, misses.
eval: $(VENV)/.installed
	$(BIN)/python -m tests.assistant.evaluate

clean:
	rm -rf web/dist var/openapi.json var/schema.d.ts

# The scale-out topology of docker-compose.yml on this machine, without Docker: PostgreSQL over TCP with a password,
# Redis, two API processes, a Celery worker and beat; checks readiness, a write through one API read through the
# other, and a queued job run by the worker, then stops everything (bench/prod_check.py).
prod-check: install
	$(BIN)/python bench/prod_check.py

# A bounded load run against that topology (bench/load.py): requests/s, p99 and errors.
load: install
	$(BIN)/python bench/load.py
