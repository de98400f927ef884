"""One flat list of routes instead of a tree of included routers.

FastAPI (0.16x) keeps each `include_router` as a branch and, on every request, walks the tree twice (match, then
handle), re-checking at each branch whether any router below it changed: about 100 such checks and 70 path
matches for a call near the middle of the API, a third of the CPU of a small authenticated GET. Once the app is
built, `flatten` replaces each branch by the routes it resolves to, each with its full path, tags, dependencies and
responses, as `include_router` used to copy them: one linear match per request. The OpenAPI document is unchanged
(`make check-types` compares it)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import replace
from typing import Any

from fastapi import FastAPI, Request, Response, params
from fastapi.datastructures import DefaultPlaceholder
from fastapi.dependencies.models import Dependant
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import ResponseValidationError
from fastapi.routing import APIRoute, _EffectiveRouteContext, _extract_endpoint_context, _IncludedRouter
from fastapi.utils import is_body_allowed_for_status_code
from starlette.concurrency import run_in_threadpool
from starlette.routing import BaseRoute

from api.core import deps, json_body


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
    guards); only its handler calls the endpoint through an async wrapper.

    Where it can, the wrapper does all of it in the one trip: the endpoint, its answer validated and serialised as
    FastAPI would, then the request's unit of work ended (api/core/deps.py `finish`: committed, or rolled back when
    either failed), so that the session's commit is not a trip of its own. It cannot when the route writes its
    answer through another class, takes the `Response` parameter (headers and status set by the endpoint), or
    keeps its session open for a streamed answer (get_streaming_session): those commit when the session's
    dependency ends, as before."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = self._handler()
        if self.body_field is None or isinstance(self.body_field.field_info, params.Form):
            return handler

        async def read_json_first(request: Request) -> Response:
            """The JSON body read once, its repeated keys remembered (api/core/json_body.py), before FastAPI reads
            the body where it keeps what was read."""
            await json_body.read(request)
            return await handler(request)

        return read_json_first

    def _handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        call = self.dependant.call
        if not _plain_sync(call):
            return super().get_route_handler()
        assert call is not None
        own = self.dependant
        self.dependant = replace(own, call=_on_thread_pool(call, _responder(self, call)))
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


def _dependants(dependant: Dependant) -> Iterator[Dependant]:
    yield dependant
    for sub in dependant.dependencies:
        yield from _dependants(sub)


def _responder(route: APIRoute, endpoint: Callable[..., Any]) -> Callable[[Any], Response] | None:
    """What FastAPI's handler makes of a sync endpoint's return value (get_request_handler, for a route with the
    default response class and no `Response` parameter), or None when the route cannot be answered this way."""
    if not isinstance(route.response_class, DefaultPlaceholder):
        return None
    for dependant in _dependants(route.dependant):
        if dependant.response_param_name:
            return None
        if dependant.call is deps.get_streaming_session:
            return None
    field = route.response_field
    plain_class: type[Response] = route.response_class.value
    status = 200 if route.status_code is None else route.status_code  # a Response's default
    options: dict[str, Any] = {
        "include": route.response_model_include,
        "exclude": route.response_model_exclude,
        "by_alias": route.response_model_by_alias,
        "exclude_unset": route.response_model_exclude_unset,
        "exclude_defaults": route.response_model_exclude_defaults,
        "exclude_none": route.response_model_exclude_none,
    }

    def respond(content: Any) -> Response:
        if isinstance(content, Response):
            return content
        if field is None:
            response = plain_class(jsonable_encoder(content), status_code=status)
        else:
            value, errors = field.validate(content, {}, loc=("response",))
            if errors:
                raise ResponseValidationError(
                    errors=errors, body=content, endpoint_ctx=_extract_endpoint_context(endpoint)
                )
            body = field.serialize_json(value, **options)
            response = Response(content=body, media_type="application/json", status_code=status)
        if not is_body_allowed_for_status_code(response.status_code):
            response.body = b""
        return response

    return respond


def _on_thread_pool(
    endpoint: Callable[..., Any], respond: Callable[[Any], Response] | None
) -> Callable[..., Coroutine[Any, Any, Any]]:
    if respond is None:

        async def call(**values: Any) -> Any:
            return await run_in_threadpool(endpoint, **values)

    else:

        async def call(**values: Any) -> Any:
            return await run_in_threadpool(_answer, endpoint, respond, values)

    call.__name__ = endpoint.__name__
    call.__qualname__ = endpoint.__qualname__
    return call


def _answer(endpoint: Callable[..., Any], respond: Callable[[Any], Response], values: dict[str, Any]) -> Response:
    """On the thread pool: the endpoint, its answer, then its unit of work ended."""
    sessions = deps.own_sessions(values.values())
    try:
        response = respond(endpoint(**values))
    except BaseException as exc:
        deps.finish(sessions, exc)
        raise
    deps.finish(sessions, None)
    return response


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
