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
