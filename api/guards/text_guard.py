"""Input no column can hold, refused once for every route with the field named (422), before any validation or
query sees it: text with a NUL character or a lone UTF-16 surrogate (`"\\ud800"`, which JSON allows but UTF-8 and
PostgreSQL do not), whole numbers past PostgreSQL's integer range, and `true`/`false` sent for an id.

It checks what the request carries as text: the JSON body, the query string, the path and the form fields (uploaded
files are checked by the CSV reader, which refuses control characters); and a JSON object that gives a key more than
once (api/core/json_body.py remembers which), a query parameter or a form field (multipart or urlencoded, a file
included) of one value given more than once, each such key named (Python's JSON reader and FastAPI kept the last
without a word)."""

from __future__ import annotations

import json
import re
import types
import typing
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import annotated_types
from fastapi import Request, params
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from starlette.datastructures import UploadFile

from api.core.errors import BODY_TOO_DEEP, OUT_OF_RANGE, BadRequest, FieldErrors, NotAuthenticated, _field_name
from api.core.fields import MAX_ID
from api.core.json_body import REPEATED_KEY, Repeated
from api.guards import auth_gate

NUL = "Remove the NUL character (\\0): text cannot hold it"
SURROGATE = "This text holds an invalid character (a lone UTF-16 surrogate)"
TOO_LARGE = f"Enter a whole number between {-MAX_ID - 1:,} and {MAX_ID:,}"
NOT_A_NUMBER = "Must be a whole number"
REPEATED_PARAMETER = "This parameter is given more than once: send it once"
REPEATED_FIELD = "This field is given more than once: send it once"
# The JSON escapes that may spell a NUL or a surrogate: a body read raw (api/core/raw_json.py, 20 MB of price list)
# is parsed and walked only when its bytes hold one (its bytes, valid UTF-8, cannot hold either unescaped).
SUSPECT_ESCAPE = re.compile(rb"\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})")


def text_problem(value: str) -> str | None:
    if "\x00" in value:
        return NUL
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return SURROGATE
    return None


def _walk(value: Any, path: tuple[str, ...], errors: dict[str, str]) -> None:
    """Every string (and key) of a JSON value, wherever it is."""
    if len(errors) >= 20:
        return
    if isinstance(value, str):
        problem = text_problem(value)
        if problem:
            errors.setdefault(_field_name(("body", *path)), problem)
    elif isinstance(value, dict):
        for key in value.keys_repeated if isinstance(value, Repeated) else ():
            errors.setdefault(_field_name(("body", *path, key)), REPEATED_KEY)
        for key, item in value.items():
            key_problem = text_problem(key)
            if key_problem:
                errors.setdefault(_field_name(("body", *path)), key_problem)
                continue
            _walk(item, (*path, key), errors)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _walk(item, (*path, str(i)), errors)


def _plain(annotation: Any) -> Any:
    """`Model | None` → Model; `Annotated[X, …]` → X."""
    if typing.get_origin(annotation) is typing.Annotated:
        return _plain(typing.get_args(annotation)[0])
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return _plain(args[0])
    return annotation


def _walk_numbers(
    value: Any, annotation: Any, path: tuple[str, ...], errors: dict[str, str], metadata: Sequence[Any] = ()
) -> None:
    """The JSON value along the request model: where the model takes a whole number (an id, a version), refuse
    `true`/`false` (which pydantic would read as 1 and 0), and one past the integer range unless the field has a
    bound of its own (its message stands). Free-form parts (dicts of Any, such as an import's rows) are left to the
    service that reads them. What each annotation asks for is worked out once (`_shape`): a part under which
    nothing takes a whole number (a lookup's 100 codes, a pasted list's lines) is not walked at all."""
    if len(errors) >= 20:
        return
    shape = _shape(annotation)
    if shape.whole:
        if isinstance(value, bool):
            errors.setdefault(_field_name(("body", *path)), NOT_A_NUMBER)
        elif isinstance(value, int) and not -MAX_ID - 1 <= value <= MAX_ID and not _bounded(annotation, metadata):
            errors.setdefault(_field_name(("body", *path)), TOO_LARGE)
    if shape.fields and isinstance(value, dict):
        for key, field_annotation, field_metadata in shape.fields:
            if key in value:
                _walk_numbers(value[key], field_annotation, (*path, key), errors, field_metadata)
    elif shape.items is not None and isinstance(value, list):
        for i, item in enumerate(value):
            _walk_numbers(item, shape.items, (*path, str(i)), errors)


@dataclass(frozen=True)
class _Shape:
    """What `_walk_numbers` checks of a value of one annotation: whether it takes a whole number itself (`whole`),
    a model's fields that have something to check (key, annotation, metadata), the items' annotation of a list,
    tuple or set when they have something to check, and whether nothing at all is checked under it (`idle`)."""

    whole: bool
    fields: tuple[tuple[str, Any, Sequence[Any]], ...]
    items: Any
    idle: bool


# Each annotation's shape, by its id (the annotation kept beside it: an id is only reused once its object is gone).
_SHAPES: dict[int, tuple[Any, _Shape]] = {}
_MAX_SHAPES = 4096
_BEING_SHAPED = _Shape(whole=True, fields=(), items=None, idle=False)  # a model within itself: walked, as before


def _shape(annotation: Any) -> _Shape:
    """The annotation's `_Shape`, worked out at its first use: the typing introspection cost more than the walk
    (0.8 ms for a lookup's 100 codes, for each code)."""
    kept = _SHAPES.get(id(annotation))
    if kept is not None and kept[0] is annotation:
        return kept[1]
    if len(_SHAPES) >= _MAX_SHAPES:
        _SHAPES.clear()
    _SHAPES[id(annotation)] = (annotation, _BEING_SHAPED)
    try:
        shape = _shaped(annotation)
    except BaseException:
        _SHAPES.pop(id(annotation), None)
        raise
    _SHAPES[id(annotation)] = (annotation, shape)
    return shape


def _shaped(annotation: Any) -> _Shape:
    plain = _plain(annotation)
    whole = _takes_int(annotation) and not _takes_bool(annotation)
    fields: tuple[tuple[str, Any, Sequence[Any]], ...] = ()
    items = None
    if isinstance(plain, type) and issubclass(plain, BaseModel):
        fields = tuple(
            (field.alias or name, field.annotation, field.metadata)
            for name, field in plain.model_fields.items()
            if not _shape(field.annotation).idle
        )
    elif typing.get_origin(plain) in (list, tuple, set):
        item_type = (typing.get_args(plain) or (Any,))[0]
        items = None if _shape(item_type).idle else item_type
    return _Shape(whole, fields, items, idle=not whole and not fields and items is None)


def _bounded(annotation: Any, metadata: Sequence[Any] = ()) -> bool:
    """Whether the type carries its own upper bound (`Field(le=…)`, as the `Id` type does)."""
    found = list(metadata)
    if typing.get_origin(annotation) is typing.Annotated:
        found += list(typing.get_args(annotation)[1:])
    for item in found:
        if isinstance(item, FieldInfo) and _bounded(None, item.metadata):
            return True
        if isinstance(item, annotated_types.Le | annotated_types.Lt):
            return True
    if typing.get_origin(annotation) in (typing.Union, types.UnionType, list, tuple, set):
        return any(_bounded(arg) for arg in typing.get_args(annotation) if arg is not type(None))
    return False


def _takes_bool(annotation: Any) -> bool:
    if annotation is bool:
        return True
    return any(_takes_bool(arg) for arg in typing.get_args(annotation))


def _params(dependant: Dependant) -> Iterator[Any]:
    yield from dependant.path_params
    yield from dependant.query_params
    yield from dependant.body_params  # form fields
    for sub in dependant.dependencies:
        yield from _params(sub)


def _takes_int(annotation: Any) -> bool:
    if annotation is int:
        return True
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType, list, typing.Annotated):
        return any(_takes_int(arg) for arg in typing.get_args(annotation))
    return False


_INT_PARAMS: dict[int, frozenset[str]] = {}


def _int_params(route: object) -> frozenset[str]:
    if not isinstance(route, APIRoute):
        return frozenset()
    key = id(route)
    if key not in _INT_PARAMS:
        _INT_PARAMS[key] = frozenset(
            p.alias
            for p in _params(route.dependant)
            if _takes_int(p.field_info.annotation)
            and not _bounded(p.field_info.annotation, p.field_info.metadata)
            and typing.get_origin(_plain(p.field_info.annotation)) is not list  # checked where the route reads it
        )
    return _INT_PARAMS[key]


def _single(annotation: Any) -> Iterator[str | None]:
    """None for a parameter that takes one value; the names of a (query or form) model's fields that each take one."""
    plain = _plain(annotation)
    if isinstance(plain, type) and issubclass(plain, BaseModel):
        for name, field in plain.model_fields.items():
            if None in _single(field.annotation):
                yield field.alias or name
    elif typing.get_origin(plain) not in (list, tuple, set, frozenset) and plain not in (list, tuple, set):
        yield None


_SINGLE_PARAMS: dict[tuple[int, str], frozenset[str]] = {}


def _single_params(route: object, kind: str) -> frozenset[str]:
    """The query parameters (`kind` "query_params") or form fields, files included ("body_params"), the route takes
    one value of (FastAPI keeps the last of several without a word)."""
    if not isinstance(route, APIRoute):
        return frozenset()
    key = (id(route), kind)
    if key not in _SINGLE_PARAMS:
        names: set[str] = set()
        for p in _params_of(route.dependant, kind):
            names.update(name or p.alias for name in _single(p.field_info.annotation))
        _SINGLE_PARAMS[key] = frozenset(names)
    return _SINGLE_PARAMS[key]


def _params_of(dependant: Dependant, kind: str) -> Iterator[Any]:
    yield from getattr(dependant, kind)
    for sub in dependant.dependencies:
        yield from _params_of(sub, kind)


def _check_param(name: str, value: str, ints: frozenset[str], errors: dict[str, str]) -> None:
    problem = text_problem(value)
    if problem is None and name in ints and re.fullmatch(r"\s*[+-]?\d+\s*", value):
        problem = None if -MAX_ID - 1 <= int(value) <= MAX_ID else TOO_LARGE
    if problem:
        errors.setdefault(name, problem)


def _check_json_text(name: str, value: str, errors: dict[str, str]) -> None:
    """A form field holding JSON (an import's column mapping) may spell a surrogate as `\\ud800`."""
    if "\\u" not in value or not value.lstrip().startswith(("{", "[")):
        return
    try:
        _walk(json.loads(value), (name,), errors)
    except (ValueError, RecursionError):  # not JSON, or nested past what Python reads: the route refuses it
        return


async def _authenticated_first(request: Request) -> None:
    """This check runs before the route's own dependencies: on a route that needs a user, a caller without a valid
    token gets the 401 it would have got, not messages about its input (checked only when there is something to
    refuse, so ordinary requests cost nothing)."""
    route = request.scope.get("route")
    if not isinstance(route, APIRoute) or not auth_gate.needs_user(route.dependant):
        return
    token = auth_gate.bearer_token(request.scope)
    if token is None:
        raise NotAuthenticated()
    if not await auth_gate.token_valid(request.app, token):
        raise NotAuthenticated(auth_gate.EXPIRED)


def _reads_raw(route: object) -> bool:
    """A route that reads its JSON body from the bytes (api/core/raw_json.py documents it in `openapi_extra`)."""
    return isinstance(route, APIRoute) and "requestBody" in (route.openapi_extra or {})


def _walk_json(data: bytes, errors: dict[str, str]) -> None:
    try:
        _walk(json.loads(data), (), errors)
    except ValueError:  # not JSON: the route's own reading refuses it, naming the body
        pass
    except RecursionError:
        errors["body"] = BODY_TOO_DEEP


async def reject_unstorable_input(request: Request) -> None:
    """A dependency of every /api route: runs before the route's own parameters and body are validated."""
    errors: dict[str, str] = {}
    ints = _int_params(request.scope.get("route"))
    for name, value in request.path_params.items():
        _check_param(name, str(value), ints, errors)
    singles, seen = _single_params(request.scope.get("route"), "query_params"), set()
    for name, value in request.query_params.multi_items():
        if name in singles and name in seen:
            errors.setdefault(name, REPEATED_PARAMETER)
        seen.add(name)
        _check_param(name, value, ints, errors)
    # Only a body the route reads (FastAPI has parsed it already; these calls return what it kept).
    body_field = route.body_field if isinstance(route := request.scope.get("route"), APIRoute) else None
    content_type = request.headers.get("content-type", "")
    if body_field is None and "json" in content_type and _reads_raw(route):
        data = await request.body()
        if SUSPECT_ESCAPE.search(data):
            _walk_json(data, errors)
    elif body_field is None:
        pass
    elif isinstance(body_field.field_info, params.Form):
        form, single, given = await request.form(), _single_params(route, "body_params"), set()
        for name, value in form.multi_items():
            if name in single and name in given:
                errors.setdefault(name, REPEATED_FIELD)
            given.add(name)
            if not isinstance(value, UploadFile):
                _check_param(name, value, ints, errors)
                _check_json_text(name, value, errors)
    elif "json" in content_type and await request.body():
        try:
            body = await request.json()
        except ValueError:  # a route without a body: FastAPI ignores it, and so does this check
            body = None
        try:
            _walk(body, (), errors)
            _walk_numbers(body, body_field.field_info.annotation, (), errors)
        except RecursionError:  # FastAPI read it, a little short of Python's limit, and the walk went past it
            errors["body"] = BODY_TOO_DEEP
    if errors:
        await _authenticated_first(request)
    if errors and all(message == TOO_LARGE for message in errors.values()):
        # 400 as the database's own range error has always answered, now with the field named.
        raise BadRequest(OUT_OF_RANGE, [{"field": f, "message": m} for f, m in errors.items()])
    if errors:
        raise FieldErrors(errors)
