"""The request body limit, enforced while the body streams in: a declared length over it is refused at once, and a
chunked (or understated) body is cut off at the first byte past it, with the same 413. A request without a body
(most: a GET) passes through untouched."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core.errors import PayloadTooLarge


def has_body(scope: Scope) -> bool:
    """Whether the request carries a body (a length over 0, or chunked); without one `receive` only reports a
    disconnect (streamed responses listen for it while they run), and there is nothing to count or guard."""
    headers = dict(scope["headers"])
    declared = headers.get(b"content-length", b"").strip()
    return b"chunked" in headers.get(b"transfer-encoding", b"").lower() or (declared.isdigit() and int(declared) > 0)


class BodyTooLarge(HTTPException):
    """Raised from `receive` once the body passes the limit. An HTTPException, so FastAPI's body reading lets it
    through to the one error handler instead of calling it a parse error."""

    def __init__(self, detail: str) -> None:
        super().__init__(status_code=413, detail=detail)


class BodyLimitMiddleware:
    """Pure ASGI: counts the bytes the application actually receives; nothing is buffered here."""

    def __init__(self, app: ASGIApp, *, limit: int, upload_limit: int) -> None:
        self.app = app
        self.limit = limit
        self.detail = f"The upload is larger than the {upload_limit // (1024 * 1024)} MB limit."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not has_body(scope):
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.limit:
            await PayloadTooLarge(self.detail).response()(scope, receive, send)
            return
        received = 0
        started = False

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise BodyTooLarge(self.detail)
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except BodyTooLarge:
            # Read outside FastAPI's body handling (a streamed upload, say): answer here unless already answering.
            if started:
                raise
            await PayloadTooLarge(self.detail).response()(scope, receive, send)
