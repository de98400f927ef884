"""Every Buying router, in the order their paths must be tried (fixed paths before `{id}` ones)."""

from __future__ import annotations

from fastapi import APIRouter

from api.buying.routers import comparison, costing, order_public, orders


def build() -> APIRouter:
    router = APIRouter()
    for part in (order_public, comparison, costing, orders):
        router.include_router(part.router)
    return router
