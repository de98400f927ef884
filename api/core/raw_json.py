"""A large JSON request body read once, by pydantic's parser, and kept as its bytes (the price-list job's 50,000 rows,
20 MB: FastAPI would parse them with `json.loads`, then validate every row's dict again, and the job would write
them out again to store them).

A route takes `RawJsonBody` (the body's bytes and content type) and documents its schema with
`documented(Schema)` (the OpenAPI document describes the body as for a `body: Schema` parameter, the schema among
the components). `read(raw, Schema, Shape)` parses the bytes with pydantic's parser (in Rust), refuses a key given
more than once as every JSON route does (422 naming its path: the parser keeps the last without a word), and checks
what it read with `Shape`, the schema with its list of objects taken as they are (`shape_of`: the rows are the
service's to judge). Anything it refuses is read again the way FastAPI reads a `body: Schema` parameter
(`json.loads`, then the schema), so a bad body is refused with FastAPI's own errors, field by field, as before."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

import pydantic_core
from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.models import OpenAPI
from pydantic import BaseModel, ValidationError, create_model
from typing_extensions import TypedDict

from api.core import cycles
from api.core.errors import FieldErrors, _field_name
from api.core.json_body import REPEATED_KEY, is_json, loads, repeated_paths, repeats

M = TypeVar("M", bound=BaseModel)
REF = "#/components/schemas/{model}"
# The schemas of the bodies routes read raw: added to the OpenAPI document's components (`add_components`).
DOCUMENTED: dict[str, type[BaseModel]] = {}


@dataclass(frozen=True)
class RawJson:
    data: bytes
    content_type: str | None


async def raw_json(request: Request) -> RawJson:
    return RawJson(await request.body(), request.headers.get("content-type"))


RawJsonBody = Annotated[RawJson, Depends(raw_json)]


class AnyObject(TypedDict):
    """A JSON object, taken as it is (its keys and values are the service's to judge)."""


def shape_of(schema: type[M], field: str) -> type[M]:
    """`schema` with `field` (a list of objects, with its constraints) read as a list of `AnyObject`."""
    info = schema.model_fields[field]
    shape: type[M] = create_model(
        f"{schema.__name__}Shape",
        __base__=schema,
        **{field: (Annotated[list[AnyObject], *info.metadata], info.default)},  # type: ignore[call-overload]
    )
    return shape


def read(raw: RawJson, schema: type[M], shape: type[M]) -> tuple[M, Any]:
    """The body checked: `shape`'s model of it and the body as pydantic's parser reads it (the bytes hold exactly
    what the schema accepts), or, for a body that only FastAPI's own reading accepts (a JSON encoding other than
    UTF-8, say), the schema's model and None. A body neither accepts is refused as FastAPI refuses it
    (RequestValidationError, or a 400), and one that gives a key more than once as every JSON route refuses it
    (api/core/json_body.py), naming each such key by its path."""
    if raw.data and is_json(raw.content_type):
        with cycles.paused():  # a million values and no cycles: the collector would walk them meanwhile
            try:
                value = pydantic_core.from_json(raw.data)
            except ValueError:
                value = None
            if value is not None:
                _refuse_repeats(repeated_paths(raw.data, value))
                try:
                    return shape.model_validate(value), value
                except ValidationError:
                    pass
    return _as_fastapi(raw, schema), None


def _as_fastapi(raw: RawJson, schema: type[M]) -> M:
    """The body read as FastAPI reads a `body: schema` parameter (fastapi.routing.get_request_handler), with its
    errors."""
    if not raw.data:
        raise RequestValidationError([{"type": "missing", "loc": ("body",), "msg": "Field required", "input": None}])
    body: Any = raw.data
    if is_json(raw.content_type):
        try:
            body = loads(raw.data)
        except json.JSONDecodeError as exc:
            error = {"type": "json_invalid", "loc": ("body", exc.pos), "msg": "JSON decode error", "input": {}}
            raise RequestValidationError([{**error, "ctx": {"error": exc.msg}}], body=exc.doc) from exc
        except Exception as exc:
            raise HTTPException(status_code=400, detail="There was an error parsing the body") from exc
        _refuse_repeats(repeats(body))
    try:
        return schema.model_validate(body, from_attributes=True)
    except ValidationError as exc:
        errors = [{**error, "loc": ("body", *error["loc"])} for error in exc.errors(include_url=False)]
        raise RequestValidationError(errors, body=body) from None


def _refuse_repeats(paths: list[tuple[str, ...]]) -> None:
    if paths:
        raise FieldErrors({_field_name(("body", *path)): REPEATED_KEY for path in paths[:20]})


def documented(schema: type[BaseModel]) -> dict[str, Any]:
    """A route's `openapi_extra` for a body of `schema` read raw: as FastAPI documents a `body: schema` parameter."""
    DOCUMENTED[schema.__name__] = schema
    content = {"application/json": {"schema": {"$ref": REF.format(model=schema.__name__)}}}
    return {"requestBody": {"content": content, "required": True}}


def install(app: FastAPI) -> None:
    """The app's OpenAPI document with the schemas of the bodies read raw among its components."""
    plain = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = add_components(plain())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def add_components(document: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI document with the schemas of the bodies read raw among its components, written out as FastAPI
    writes its document (its model, without the values that are None)."""
    schemas = dict(document.get("components", {}).get("schemas", {}))
    for name, schema in DOCUMENTED.items():
        definition = schema.model_json_schema(ref_template=REF, mode="validation")
        schemas.update(definition.pop("$defs", {}))
        schemas[name] = definition
    components = {**document.get("components", {}), "schemas": dict(sorted(schemas.items()))}
    encoded: dict[str, Any] = jsonable_encoder(
        OpenAPI(**{**document, "components": components}), by_alias=True, exclude_none=True
    )
    return encoded
