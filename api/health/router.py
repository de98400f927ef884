"""GET /api/health (liveness: the process answers) and GET /api/ready (readiness: the database, the queue and the
index answer; 503 naming what is down)."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from api.core.deps import SessionDep
from api.core.errors import FieldErrorOut
from api.health import probes
from api.health.schemas import Check, HealthOut, ReadyOut

router = APIRouter(tags=["health"])
DOWN = {
    "database": "The database does not answer.",
    "queue": "The job queue (Redis) does not answer.",
    "index": "The assistant's index does not answer.",
}


@router.get("/health", response_model=HealthOut)
def health() -> HealthOut:
    """Liveness, for a process supervisor: answers while the process serves requests, touching nothing else."""
    return HealthOut(status="ok")


@router.get(
    "/ready",
    response_model=ReadyOut,
    responses={503: {"model": ReadyOut, "description": "Something this process needs is down"}},
)
def ready(session: SessionDep) -> ReadyOut | JSONResponse:
    """Readiness, for a load balancer: the database, the queue and the assistant's index each answer."""
    database_ok = probes.database(session)
    queue_ok = probes.queue()
    index_ok = database_ok and probes.index(session)
    checks: dict[str, Check] = {
        "database": "ok" if database_ok else "down",
        "queue": "in-process" if queue_ok is None else "ok" if queue_ok else "down",
        "index": "ok" if index_ok else "down",
    }
    down = [name for name, state in checks.items() if state == "down"]
    out = ReadyOut(
        status="not ready" if down else "ready",
        database=checks["database"],
        queue=checks["queue"],
        index=checks["index"],
        detail=f"Not ready: {', '.join(down)} down." if down else "Ready.",
        errors=[FieldErrorOut(field=name, message=DOWN[name]) for name in down],
    )
    if down:
        return JSONResponse(out.model_dump(), status_code=503, headers={"Retry-After": "5"})
    return out
