"""The FastAPI application: every router under /api, then the single-page app."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, Depends, FastAPI
from starlette.middleware.gzip import DEFAULT_EXCLUDED_CONTENT_TYPES

from api.auth import token_cache
from api.auth.router import router as auth_router
from api.buying import routers as buying_routers
from api.catalogue.router import router as products_router
from api.core import heap, param_memo, raw_json, relay, storage
from api.core.body_limit import BodyLimitMiddleware
from api.core.compression import SizedGZipMiddleware
from api.core.errors import ERROR_RESPONSES, install_error_handlers
from api.core.flat_routes import flatten
from api.core.metrics import metrics_endpoint
from api.core.observability import ObservabilityMiddleware
from api.core.route_index import index_routes
from api.core.spa import mount_spa
from api.crm.routers import addresses, contacts, organisations, transfer
from api.guards.auth_gate import AuthGateMiddleware
from api.guards.text_guard import reject_unstorable_input
from api.health import probes
from api.health.router import router as health_router
from api.imports.router import router as imports_router
from api.mail.router import router as mail_router
from api.notifications.router import router as notifications_router
from api.orders.router import quotes_router as quote_orders_router
from api.orders.router import router as orders_router
from api.projects.router import router as projects_router
from api.quotes import routers as quote_routers
from api.records.router import router as files_router
from api.schedules import routers as schedule_routers
from api.settings import get_settings
from api.tasks import routers as task_routers
from api.tasks.rules.router import router as task_rules_router
from api.users.router import router as users_router
from api.wiring import wire
from assistant.actions.router import router as assistant_actions_router
from assistant.router import models_router as assistant_models_router
from assistant.router import router as assistant_router

# The largest upload plus room for the multipart envelope and its form fields.
MAX_BODY_BYTES = storage.MAX_UPLOAD_BYTES + 1024 * 1024
# Not compressed on the fly: CSV exports stream as they are read; the rest is compressed already.
NOT_GZIPPED = (
    "text/csv",
    "application/pdf",
    "image/*",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "application/vnd.oasis.opendocument.text",
    "application/vnd.oasis.opendocument.spreadsheet",
)
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


def api_router() -> APIRouter:
    # Text and numbers no column can hold are refused once here, with the field named (api/guards/text_guard.py).
    router = APIRouter(prefix="/api", responses=ERROR_RESPONSES, dependencies=[Depends(reject_unstorable_input)])

    for domain in (health_router, auth_router, users_router, notifications_router, mail_router):
        router.include_router(domain)
    for kind in organisations.KINDS:
        router.include_router(organisations.build(kind))
    for crm in (contacts.router, addresses.router, files_router, transfer.router):
        router.include_router(crm)
    router.include_router(products_router)
    router.include_router(imports_router)
    router.include_router(projects_router)
    router.include_router(quote_orders_router)
    router.include_router(quote_routers.build())
    router.include_router(buying_routers.build())
    router.include_router(orders_router)
    router.include_router(schedule_routers.build())
    # Static /tasks/rules paths before the task pad's /tasks/{x}.
    router.include_router(task_rules_router)
    router.include_router(task_routers.build())
    router.include_router(assistant_router)
    router.include_router(assistant_actions_router)
    router.include_router(assistant_models_router)
    return router


@asynccontextmanager
async def lifespan(_: FastAPI) -> AsyncIterator[None]:
    """The job outbox's relay runs beside the API (with Redis it sends the queued jobs on; without, it runs them),
    and the token cache's listener (api/auth/token_cache.py)."""
    started = relay.start()
    heap.tune()  # after start-up, what is loaded stays out of the garbage collector's passes (api/core/heap.py)
    listening = token_cache.start()
    yield
    if listening:
        token_cache.stop()
    if started:
        relay.stop()


def create_app(*, serve_web: bool = True) -> FastAPI:
    wire()
    param_memo.install()  # FastAPI's questions about each parameter's declaration, asked once (not per request)
    app = FastAPI(
        lifespan=lifespan,
        title="Brickmate API",
        version="0.1.0",
        description="Back-office API of a brick and building-materials trading business.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        generate_unique_id_function=lambda route: route.name,
        # FastAPI's own OpenTelemetry spans, metrics and logs off: the app keeps its own (api/core/observability.py,
        # /metrics), and FastAPI otherwise asks OpenTelemetry's three global providers on every request.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    install_error_handlers(app)
    # Added first, so innermost (it sees each response whole, and its minimum size holds): API JSON and index.html
    # are compressed on the fly from 1 KiB; the hashed assets go out as the build precompressed them (api.core.spa),
    # which it leaves as they are; NOT_GZIPPED is left out. A large answer is compressed at a cheaper level
    # (api/core/compression.py).
    app.add_middleware(
        SizedGZipMiddleware,
        minimum_size=1024,
        compresslevel=6,
        exclude_content_types=(*DEFAULT_EXCLUDED_CONTENT_TYPES, *NOT_GZIPPED),
    )

    # The last added runs first: the token is checked, then the body counted as it streams, before a route reads it.
    app.add_middleware(BodyLimitMiddleware, limit=MAX_BODY_BYTES, upload_limit=storage.MAX_UPLOAD_BYTES)
    app.add_middleware(AuthGateMiddleware)

    # Added last, so outermost: every response, errors included, carries X-Request-ID and the security headers
    # (unless it sets its own), and is timed and logged.
    app.add_middleware(ObservabilityMiddleware, default_headers=SECURITY_HEADERS)
    app.include_router(api_router())
    # Prometheus scrapes each process here (outside /api: not part of the API document; keep it off the public
    # side of the load balancer).
    app.add_route("/metrics", metrics_endpoint, include_in_schema=False)
    probes.register_gauges()
    if serve_web:
        mount_spa(app, get_settings().web_dist)
    flatten(app)
    raw_json.install(app)  # the bodies read raw (api/core/raw_json.py) among the OpenAPI document's schemas
    index_routes(app)  # a request tries the routes of its path's first two segments only
    return app
