"""Every Delivering router, in the order their paths must be tried (fixed paths before `/schedules/{id}`)."""

from __future__ import annotations

from fastapi import APIRouter

from api.schedules.routers import public, sending, staff


def build() -> APIRouter:
    router = APIRouter()
    for part in (public, sending, staff):
        router.include_router(part.router)
    return router
