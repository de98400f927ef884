"""The API's OpenAPI document, built once per pytest process for the modules that make their cases from it (the
probe sweeps, the auth sweep): building the app costs seconds, and each module building its own built it three times
over in one run, twice of them while collecting."""

from __future__ import annotations

from functools import cache
from typing import Any

from api.main import create_app


@cache
def openapi_document() -> dict[str, Any]:
    """The document as `create_app(serve_web=False)` serves it. Shared: read it, never change it."""
    document: dict[str, Any] = create_app(serve_web=False).openapi()
    return document
