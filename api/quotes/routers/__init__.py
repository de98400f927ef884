"""Every quotes router, in the order their paths must be tried (fixed paths before `/quotes/{id}`)."""

from __future__ import annotations

from fastapi import APIRouter

from api.quotes.routers import comments, orders, public, sending, staff
from api.quotes.service import figures as _figures  # noqa: F401  (registers the quote figures and delete checks)


def build() -> APIRouter:
    router = APIRouter()
    for part in (public, comments, orders, sending, staff):
        router.include_router(part.router)
    return router
