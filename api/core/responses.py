"""A response model serialised once, in the route: FastAPI would otherwise dump it, validate it again against the
route's `response_model` and serialise it, which for thousands of nested rows (a comparison's 6,000 cells, a
300-line supplier quote) costs more than building it. The route keeps `response_model` for its schema."""

from __future__ import annotations

from fastapi import Response
from pydantic import BaseModel


def serialised(model: BaseModel) -> Response:
    return Response(content=model.model_dump_json(), media_type="application/json")
