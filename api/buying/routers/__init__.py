"""Every Buying router, in the order their paths must be tried (fixed paths before `/suppliers/quote/{id}`)."""

from __future__ import annotations

from fastapi import APIRouter

from api.buying.routers import (
    comments,
    comparison,
    costing,
    files,
    order_public,
    orders,
    public,
    requests,
    sending,
    staff,
)


def build() -> APIRouter:
    router = APIRouter()
    for part in (public, order_public, files, comments, requests, sending, comparison, costing, orders, staff):
        router.include_router(part.router)
    return router
