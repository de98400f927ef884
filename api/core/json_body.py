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
import re
from collections import Counter
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request

REPEATED_KEY = "This key is given more than once: send it once"
# Where a key ends, spaced: its closing quote, white space, then `:` (unspaced, `":`, is counted apart). Every key of
# a JSON text ends so; inside a string only an escaped quote followed by `:` looks the same.
KEY_END = re.compile(rb'"[ \t\n\r]+:')


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


def repeated_paths(data: bytes, value: Any) -> list[tuple[str, ...]]:
    """The path of each key that an object of the JSON text `data` gives more than once, `value` being `data` read by
    a reader that keeps the last of a repeated key (pydantic's): for a body read from its bytes (api/core/raw_json.py,
    a price list's 20 MB), without reading it again unless a key may be repeated. Every key of the text ends with its
    closing quote and a colon, and inside a string only an escaped quote before a colon looks the same: so when
    `value`'s objects hold as many keys as the text has key ends, none was repeated. Otherwise the text is read again
    with `loads`, which names each repeat."""
    if _keys(value, data) == _key_ends(data):
        return []
    try:
        return repeats(loads(data))
    except (ValueError, RecursionError):
        return []


def repeats(value: Any) -> list[tuple[str, ...]]:
    """The path of each key that an object of `value` (read by `loads`) gave more than once."""
    found: list[tuple[str, ...]] = []
    _repeated(value, (), found)
    return found


def _key_ends(data: bytes) -> int:
    """How many places in the text look like a key's end: a quote, then a colon, white space between or not (the
    regular expression only when some colon follows anything but a quote)."""
    tight = data.count(b'":')
    return tight if data.count(b":") == tight else tight + len(KEY_END.findall(data))


def _keys(value: Any, data: bytes) -> int:
    """How many keys the objects of `value` hold, wherever they are. Counted quickly for an object whose values are
    lists of flat objects (a price list's rows), when the text has no other object or list (its brackets counted)."""
    if type(value) is dict:
        keys, containers = len(value), 1
        for item in value.values():
            if type(item) is list:
                objects = [row for row in item if type(row) is dict]
                keys, containers = keys + sum(map(len, objects)), containers + 1 + len(objects)
        if containers == data.count(b"{") + data.count(b"["):
            return keys
    return _all_keys(value)


def _all_keys(value: Any) -> int:
    if type(value) is dict:
        return len(value) + sum(_all_keys(item) for item in value.values() if type(item) in (dict, list))
    if type(value) is list:
        return sum(_all_keys(item) for item in value if type(item) in (dict, list))
    return 0


def _repeated(value: Any, path: tuple[str, ...], found: list[tuple[str, ...]]) -> None:
    if isinstance(value, dict):
        if isinstance(value, Repeated):
            found.extend((*path, key) for key in value.keys_repeated)
        for key, item in value.items():
            _repeated(item, (*path, key), found)
    elif isinstance(value, list):
        for n, item in enumerate(value):
            _repeated(item, (*path, str(n)), found)
