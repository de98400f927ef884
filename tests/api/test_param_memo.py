"""FastAPI's questions about a parameter's declaration asked once (api/core/param_memo.py): the same answers as the
functions it wraps, for every parameter of every route, asked twice."""

from __future__ import annotations

from collections.abc import Iterator

import fastapi.dependencies.utils as fastapi_params
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient

from api.core import param_memo


def _params(dependant: Dependant) -> Iterator[object]:
    yield from (*dependant.path_params, *dependant.query_params, *dependant.header_params, *dependant.cookie_params)
    for sub in dependant.dependencies:
        yield from _params(sub)


def test_memoised_answers_are_the_functions_answers(app: FastAPI) -> None:
    param_memo.install()
    fields = [f for r in app.router.routes if isinstance(r, APIRoute) for f in _params(r.dependant)]
    assert len(fields) > 300
    for name in ("_get_param_model", "_is_json_field"):
        memoised = getattr(fastapi_params, name)
        assert memoised.__wrapped__ is not memoised
        for field in fields:
            assert memoised(field) == memoised(field) == memoised.__wrapped__(field), (name, field)
    sequence = fastapi_params.field_annotation_is_sequence
    aliases = fastapi_params._get_param_aliases
    for field in fields:
        annotation = field.field_info.annotation  # type: ignore[attr-defined]
        assert sequence(annotation) == sequence(annotation) == sequence.__wrapped__(annotation)
        for convert in (False, True):
            expected = aliases.__wrapped__(field, convert_underscores=convert)
            assert aliases(field, convert_underscores=convert) == expected
            mine = aliases(field, convert_underscores=convert)
            mine.clear()  # a caller changing its list changes no one else's
            assert aliases(field, convert_underscores=convert) == expected


def test_lists_and_aliases_still_read(client: TestClient, headers: dict[str, str]) -> None:
    page = client.get("/api/customers/all/1?items_per_page=2&q=zzz-nothing", headers=headers)
    assert page.status_code == 200, page.text
    assert client.get("/api/customers/all/1?items_per_page=x", headers=headers).status_code == 422


def _dependants(dependant: Dependant) -> Iterator[Dependant]:
    for sub in dependant.dependencies:
        yield sub
        yield from _dependants(sub)


def test_dependency_questions_answer_as_fastapi_does(app: FastAPI) -> None:
    param_memo.install()
    dependants = [d for r in app.router.routes if isinstance(r, APIRoute) for d in _dependants(r.dependant)]
    assert len(dependants) > 300
    key = fastapi_params._get_cache_key
    assert key.__wrapped__ is not key
    for dependant in dependants:
        expected = key.__wrapped__(dependant=dependant, uses_scopes_cache={})
        assert key(dependant=dependant) == key(dependant=dependant, uses_scopes_cache={}) == expected, dependant
    calls = {id(d.call): d.call for d in dependants}.values()
    assert any(fastapi_params._is_async_gen_callable(c) for c in calls)  # get_session
    assert any(fastapi_params._is_coroutine_callable(c) for c in calls)
    for name in param_memo.CALLABLE_QUESTIONS:
        question = getattr(fastapi_params, name)
        assert question.__wrapped__ is not question
        for call in calls:
            assert question(call) == question(call) == question.__wrapped__(call), (name, call)
