"""Every quotes router, in the order their paths must be tried (fixed paths before `/quotes/{id}`)."""

from __future__ import annotations

from fastapi import APIRouter

from api.quotes.routers import comments, public, sending, staff, stats


def build() -> APIRouter:
    router = APIRouter()
    for part in (public, comments, stats, sending, staff):
        router.include_router(part.router)
    return router
