"""Every task pad router, in the order their paths must be tried (fixed paths before `/tasks/{x}` and
`/tasks/{x}/{y}`)."""

from __future__ import annotations

from fastapi import APIRouter

from api.tasks.routers import board, people, stages, tasks, thread


def build() -> APIRouter:
    router = APIRouter()
    for part in (stages, board, people, thread, tasks):
        router.include_router(part.router)
    return router
