"""A JSON body read once, as FastAPI reads it, but remembering the keys an object names more than once.

Python's JSON reader (which FastAPI's Starlette request uses) keeps the last value of a repeated key without a word:
`{"quantity": 100, "quantity": 1}` would save 1. Each route's handler reads the body here first (api/core/flat_routes
`OneHopRoute`), with the same reader and the same bytes, and leaves the result where `Request.json()` keeps it, so
FastAPI does not read it again; an object with a repeated key is a `Repeated` dict (the last value of each, as before)
that carries those keys, and the text guard (api/guards/text_guard.py) refuses it, naming each key by its path.

A body that does not read (broken, not UTF-8, nested too deeply) is left alone: FastAPI reads it again and refuses it
as it always has."""

from __future__ import annotations

import email.message
import json
from collections import Counter
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request

REPEATED_KEY = "This key is given more than once: send it once"


class Repeated(dict[str, Any]):
    """A JSON object that named some keys more than once (the last value of each kept, as Python's reader does)."""

    keys_repeated: tuple[str, ...] = ()


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) == len(pairs):
        return found
    counts = Counter(key for key, _ in pairs)
    repeated = Repeated(found)
    repeated.keys_repeated = tuple(key for key, count in counts.items() if count > 1)
    return repeated


def loads(data: str | bytes) -> Any:
    """`json.loads`, with each object that repeats a key read as a `Repeated`."""
    return json.loads(data, object_pairs_hook=_object)


def is_json(content_type: str | None) -> bool:
    """As FastAPI decides whether to read a body as JSON (fastapi.routing.get_request_handler: a missing content type
    is not, its strict default)."""
    if not content_type:
        return False
    message = email.message.Message()
    message["content-type"] = content_type
    subtype = message.get_content_subtype()
    return message.get_content_maintype() == "application" and (subtype == "json" or subtype.endswith("+json"))


async def read(request: Request) -> None:
    """The request's JSON body read with `loads` and kept where Starlette's `Request.json()` keeps what it read."""
    if not is_json(request.headers.get("content-type")):
        return
    try:
        data = await request.body()
    except HTTPException:  # a body past the limit: its 413
        raise
    except Exception:  # the client gone mid-body: FastAPI's reading answers it as it always has
        return
    if not data:
        return
    try:
        request._json = loads(data)
    except (ValueError, RecursionError):  # FastAPI reads it again and refuses it, naming the body
        return
