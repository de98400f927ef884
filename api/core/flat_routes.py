"""One flat list of routes instead of a tree of included routers.

FastAPI (0.16x) keeps each `include_router` as a branch and, on every request, walks the tree twice (match, then
handle), re-checking at each branch whether any router below it changed: about 100 such checks and 70 path
matches for a call near the middle of the API, a third of the CPU of a small authenticated GET. Once the app is
built, `flatten` replaces each branch by the routes it resolves to, each with its full path, tags, dependencies and
responses, as `include_router` used to copy them: one linear match per request. The OpenAPI document is unchanged
(`make check-types` compares it)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.routing import APIRoute, _EffectiveRouteContext, _IncludedRouter
from starlette.concurrency import run_in_threadpool
from starlette.routing import BaseRoute


def _route(context: _EffectiveRouteContext, app: FastAPI) -> APIRoute:
    original = context.original_route
    assert isinstance(original, APIRoute)
    kwargs: dict[str, Any] = {
        "path": context.path,
        "endpoint": context.endpoint,
        "response_model": context.response_model,
        "status_code": context.status_code,
        "tags": list(context.tags),
        "dependencies": list(context.dependencies),
        "summary": context.summary,
        "description": context.description,
        "response_description": context.response_description,
        "responses": dict(context.responses),
        "deprecated": context.deprecated,
        "name": context.name,
        "methods": set(context.methods),
        "operation_id": context.operation_id,
        "response_model_include": context.response_model_include,
        "response_model_exclude": context.response_model_exclude,
        "response_model_by_alias": context.response_model_by_alias,
        "response_model_exclude_unset": context.response_model_exclude_unset,
        "response_model_exclude_defaults": context.response_model_exclude_defaults,
        "response_model_exclude_none": context.response_model_exclude_none,
        "include_in_schema": context.include_in_schema,
        "response_class": context.response_class,
        "dependency_overrides_provider": app,
        "callbacks": context.callbacks,
        "openapi_extra": context.openapi_extra,
        "generate_unique_id_function": context.generate_unique_id_function,
        "strict_content_type": context.strict_content_type,
        "max_body_size": context.max_body_size,
    }
    return OneHopRoute(**kwargs)


class OneHopRoute(APIRoute):
    """A sync endpoint's response is validated and serialised on the event loop, after the endpoint ran on the
    thread pool: FastAPI sends that validation to the thread pool too, a second round trip per request (both are
    CPU under one GIL, so the pool gains nothing). The route keeps its own `dependant` (the OpenAPI document, the
    guards); only its handler calls the endpoint through an async wrapper."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        call = self.dependant.call
        if not _plain_sync(call):
            return super().get_route_handler()
        assert call is not None
        own = self.dependant
        self.dependant = replace(own, call=_on_thread_pool(call))
        try:
            return super().get_route_handler()
        finally:
            self.dependant = own


def _plain_sync(call: Any) -> bool:
    return (
        inspect.isfunction(call)
        and not inspect.iscoroutinefunction(call)
        and not inspect.isgeneratorfunction(call)
        and not inspect.isasyncgenfunction(call)
    )


def _on_thread_pool(endpoint: Callable[..., Any]) -> Callable[..., Coroutine[Any, Any, Any]]:
    async def call(**values: Any) -> Any:
        return await run_in_threadpool(endpoint, **values)

    call.__name__ = endpoint.__name__
    call.__qualname__ = endpoint.__qualname__
    return call


def _expand(branch: _IncludedRouter, app: FastAPI) -> list[BaseRoute]:
    routes: list[BaseRoute] = []
    for candidate in branch.effective_candidates():
        if isinstance(candidate, _IncludedRouter):
            routes.extend(_expand(candidate, app))
        elif isinstance(candidate.original_route, APIRoute):
            routes.append(_route(candidate, app))
        else:
            routes.append(candidate.starlette_route or candidate.original_route)
    return routes


def flatten(app: FastAPI) -> None:
    """Replace every included router of `app` by its routes, in the same order (so the same route matches)."""
    flat: list[BaseRoute] = []
    for route in app.router.routes:
        if isinstance(route, _IncludedRouter):
            flat.extend(_expand(route, app))
        else:
            flat.append(route)
    app.router.routes[:] = flat
    app.router._mark_routes_changed()
    app.openapi_schema = None
