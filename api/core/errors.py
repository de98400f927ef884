"""Business errors and the one handler that renders every error as the API contract says."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import psycopg
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.exc import DataError, IntegrityError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.orm.exc import StaleDataError
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.core import messages

log = logging.getLogger(__name__)

OUT_OF_RANGE = "A number in the request is out of range."
UNAVAILABLE = "The service is briefly unavailable. Please try again in a few seconds."
# Seconds a client should wait before retrying while the database is unreachable: the pool replaces its dead
# connections (api.db.make_engine), so a retry soon after the server's return succeeds.
RETRY_AFTER_SECONDS = 2
# FastAPI's 400 for a JSON body it could not read (fastapi.routing, pinned 0.165.x), and what the answer's field says.
UNREADABLE_BODY = "There was an error parsing the body"
BODY_NOT_JSON = "Send the body as JSON"
BODY_NOT_UTF8 = "Send the body as JSON in UTF-8"
BODY_TOO_DEEP = "The body is nested too deeply"
# Body envelopes the spec uses ({user: {...}}, {quote: {...}}): field errors name the inner field.
ENVELOPES = {"user", "company", "quote", "notes"}


class FieldErrorOut(BaseModel):
    field: str
    message: str


class ErrorOut(BaseModel):
    """The body of every error answer."""

    detail: str
    errors: list[FieldErrorOut]


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorOut, "description": text}
    for code, text in [
        (400, "Bad request"),
        (401, "Not logged in, or the session expired"),
        (403, "The role does not allow it"),
        (404, "Not found"),
        (409, "Conflict: a stale edit, a duplicate, or a rule of the business"),
        (413, "The upload is too large"),
        (422, "Invalid input: one message per field"),
        (429, "Too many attempts"),
        (503, "The database is unreachable for the moment: retry after `Retry-After` seconds"),
    ]
}


class AppError(Exception):
    status_code = 400

    def __init__(
        self, detail: str, errors: Sequence[dict[str, str]] = (), headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.errors = list(errors)
        self.headers = headers or {}

    def response(self) -> JSONResponse:
        headers = {"WWW-Authenticate": "Bearer", **self.headers} if self.status_code == 401 else self.headers
        return JSONResponse(error_body(self.detail, self.errors), status_code=self.status_code, headers=headers)


class BadRequest(AppError):
    status_code = 400


class NotAuthenticated(AppError):
    status_code = 401

    def __init__(self, detail: str = "Please log in to continue.") -> None:
        super().__init__(detail)


class Forbidden(AppError):
    status_code = 403


class NotFound(AppError):
    status_code = 404


class Conflict(AppError):
    status_code = 409


class PayloadTooLarge(AppError):
    status_code = 413


class ServiceUnavailable(AppError):
    status_code = 503

    def __init__(self, detail: str = UNAVAILABLE) -> None:
        super().__init__(detail, headers={"Retry-After": str(RETRY_AFTER_SECONDS)})


class FieldErrors(AppError):
    """422 with one message per field, like a failed form."""

    status_code = 422

    def __init__(self, errors: dict[str, str], detail: str = "Some fields need your attention.") -> None:
        super().__init__(detail, [{"field": f, "message": m} for f, m in errors.items()])


class TooManyRequests(AppError):
    status_code = 429

    def __init__(self, detail: str, *, retry_after_seconds: int) -> None:
        super().__init__(detail, headers={"Retry-After": str(retry_after_seconds)})


def error_body(detail: str, errors: Sequence[dict[str, str]] = ()) -> dict[str, Any]:
    return {"detail": detail, "errors": list(errors)}


def _field_name(loc: Sequence[int | str]) -> str:
    parts = [str(p) for p in loc[1:]] if loc and loc[0] in ("body", "query", "path", "header") else list(map(str, loc))
    if len(parts) > 1 and parts[0] in ENVELOPES:
        parts = parts[1:]
    return ".".join(parts) or "body"


def _message(err: dict[str, Any]) -> str:
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    if kind == "missing":
        return messages.REQUIRED
    # A length constraint after a BeforeValidator (trimmed names, emails) reports too_short / too_long.
    if kind in ("string_too_short", "too_short"):
        return messages.REQUIRED if ctx.get("min_length") == 1 else messages.min_length(ctx["min_length"])
    if kind in ("string_too_long", "too_long"):
        if ctx.get("field_type") == "List":
            return f"Send at most {ctx['max_length']:,} items"
        return messages.max_length(ctx["max_length"])
    if kind in ("int_parsing", "int_from_float", "int_type"):
        return messages.INTEGER
    if kind in ("float_parsing", "decimal_parsing", "float_type", "decimal_type"):
        return messages.NUMBERS
    if kind in ("string_pattern_mismatch", "json_invalid", "date_from_datetime_parsing", "date_parsing"):
        return messages.INVALID_FORMAT
    if kind in ("enum", "literal_error"):
        return f"Must be one of: {ctx.get('expected', '')}".replace("'", "")
    return str(err.get("msg", messages.INVALID_FORMAT)).removeprefix("Value error, ")


def validation_errors(exc: RequestValidationError) -> list[dict[str, str]]:
    seen: dict[str, str] = {}
    for err in exc.errors():
        if err.get("type") == "json_invalid":  # FastAPI's: its `loc` is ("body", the character it broke at)
            seen.setdefault("body", BODY_NOT_JSON)
            continue
        seen.setdefault(_field_name(err.get("loc", ())), _message(err))
    return [{"field": f, "message": m} for f, m in seen.items()]


def _unreadable_body(exc: StarletteHTTPException) -> list[dict[str, str]]:
    """The field FastAPI's 400 for a JSON body it could not read names: the body (not UTF-8, or nested deeper than
    the JSON reader goes)."""
    if exc.status_code != 400 or exc.detail != UNREADABLE_BODY:
        return []
    cause = exc.__cause__
    message = (
        BODY_NOT_UTF8
        if isinstance(cause, UnicodeError)
        else BODY_TOO_DEEP
        if isinstance(cause, RecursionError)
        else BODY_NOT_JSON
    )
    return [{"field": "body", "message": message}]


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(_: Request, exc: AppError) -> JSONResponse:
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(error_body("Some fields need your attention.", validation_errors(exc)), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        errors = _unreadable_body(exc)
        return JSONResponse(error_body(str(exc.detail), errors), status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(IntegrityError)
    async def _integrity(request: Request, exc: IntegrityError) -> JSONResponse:
        # The services check uniqueness before writing; two requests at the same moment can still both pass the
        # check, and the database's unique index refuses the second.
        log.warning("integrity error on %s %s: %s", request.method, request.url.path, exc.orig)
        return Conflict("Someone else saved a conflicting record at the same moment. Reload and try again.").response()

    @app.exception_handler(StaleDataError)
    async def _stale(request: Request, exc: StaleDataError) -> JSONResponse:
        # A row this request read was deleted or changed by another request before it saved (the services lock what
        # they change; this is the net under the ones that do not).
        log.warning("stale data on %s %s: %s", request.method, request.url.path, exc)
        detail = "Someone else changed or removed this record at the same moment. Reload and try again."
        return Conflict(detail).response()

    @app.exception_handler(DataError)
    async def _data(request: Request, exc: DataError) -> JSONResponse:
        # What the schemas let through but the column cannot hold: an id or number past the integer range.
        log.warning("data error on %s %s: %s", request.method, request.url.path, exc.orig)
        return BadRequest(OUT_OF_RANGE).response()

    async def _unavailable(request: Request, exc: Exception) -> JSONResponse:
        # The database cannot be reached (stopped, restarting, the network) or its connection broke mid-request: fail
        # fast with 503 and Retry-After; the pool reconnects on a later request once it is back (api.db.make_engine).
        log.warning("database unavailable on %s %s: %s", request.method, request.url.path, exc)
        return ServiceUnavailable().response()

    for kind in (OperationalError, InterfaceError, PoolTimeout, psycopg.OperationalError, psycopg.InterfaceError):
        app.add_exception_handler(kind, _unavailable)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
        return JSONResponse(error_body("Something went wrong on our side. Please try again."), status_code=500)
