"""A response model serialised once, in the route: FastAPI would otherwise dump it, validate it again against the
route's `response_model` and serialise it, which for thousands of nested rows (a comparison's 6,000 cells, a
300-line supplier quote) costs more than building it. The route keeps `response_model` for its schema.

`plain_json` goes one step further for a body the server worked out itself in the shape of its `response_model`
(plain dicts and lists of Decimals, dates, uuids): written by pydantic's serialiser (the same text a model gives:
Decimals as strings, dates ISO, UTC as `Z`) without building and validating a model first. Its tests check the
body against the model."""

from __future__ import annotations

from typing import Any

import pydantic_core
from fastapi import Response
from pydantic import BaseModel


def no_defaults(schema: dict[str, Any]) -> None:
    """`json_schema_extra` of a compact model (its fields at their defaults left out of the body): the schema names
    no defaults, so that clients type these fields as optional, as they are; each field's description says what
    it is when left out."""
    for field in schema.get("properties", {}).values():
        field.pop("default", None)


def serialised(model: BaseModel, status_code: int = 200) -> Response:
    return Response(content=model.model_dump_json(), media_type="application/json", status_code=status_code)


def plain_json(content: Any) -> Response:
    return Response(content=pydantic_core.to_json(content), media_type="application/json")
