"""Gzip of the API's answers at a level chosen by their size: a large answer (a lookup's 800 products, 530 KB of
JSON) is compressed at LARGE_LEVEL, cheaper per byte than the default level for a slightly larger result; smaller
ones keep the level given. Starlette's middleware otherwise: its minimum size, excluded types and streaming.

Per request it reads the request's headers once (not through two `Headers` objects) and hands the responder the
excluded types as the middleware normalised them at start-up (Starlette's responders normalise the list again for
every request: 23 types here)."""

from __future__ import annotations

from starlette.middleware.gzip import GZipMiddleware, GZipResponder, IdentityResponder
from starlette.types import ASGIApp, Receive, Scope, Send

LARGE_BODY = 64 * 1024
LARGE_LEVEL = 4


class SizedGZipResponder(GZipResponder):
    """Picks the level when the first body arrives: LARGE_LEVEL when it is LARGE_BODY or more. `excluded` is taken
    as normalised already."""

    def __init__(
        self,
        app: ASGIApp,
        minimum_size: int,
        compresslevel: int,
        *,
        thread_minimum_size: int,
        excluded: tuple[str, ...],
    ) -> None:
        super().__init__(
            app, minimum_size, compresslevel, thread_minimum_size=thread_minimum_size, exclude_content_types=()
        )
        self.exclude_content_types = excluded
        self.level_chosen = False

    async def apply_compression(self, body: bytes, *, more_body: bool) -> bytes:
        if not self.level_chosen:
            self.level_chosen = True
            if len(body) >= LARGE_BODY:
                self.compresslevel = min(self.compresslevel, LARGE_LEVEL)
        return await super().apply_compression(body, more_body=more_body)


class _Identity(IdentityResponder):
    """Starlette's answer to a client that does not take gzip (a large answer gets `Vary: Accept-Encoding`), with
    `excluded` taken as normalised already."""

    def __init__(self, app: ASGIApp, minimum_size: int, excluded: tuple[str, ...]) -> None:
        super().__init__(app, minimum_size, exclude_content_types=())
        self.exclude_content_types = excluded


def accepts_gzip(scope: Scope) -> bool:
    """Whether the first Accept-Encoding header names gzip (as Starlette's middleware reads it)."""
    for name, value in scope["headers"]:
        if name == b"accept-encoding":
            return b"gzip" in value
    return False


class SizedGZipMiddleware(GZipMiddleware):
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        responder: ASGIApp
        if accepts_gzip(scope):
            responder = SizedGZipResponder(
                self.app,
                self.minimum_size,
                self.compresslevel,
                thread_minimum_size=self.thread_minimum_size,
                excluded=self.exclude_content_types,
            )
        else:
            responder = _Identity(self.app, self.minimum_size, self.exclude_content_types)
        await responder(scope, receive, send)
