"""Serve the built single-page app: real files from web/dist, index.html for every app route."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles

from api.core.errors import NotFound

# The app loads nothing from elsewhere; MUI (emotion) injects its styles inline, hence 'unsafe-inline' for styles.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
)


def mount_spa(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"
    if (dist / "assets").is_dir():
        app.mount("/assets", StaticFiles(directory=dist / "assets"), name="assets")

    @app.get("/{path:path}", include_in_schema=False)
    def spa(path: str) -> Response:
        if path == "api" or path.startswith("api/"):
            return NotFound("This API call does not exist.").response()
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(dist.resolve()):
            return FileResponse(candidate)
        if not index.is_file():
            return NotFound("The web app is not built. Run `make install`.").response()
        return FileResponse(index, headers={"Cache-Control": "no-cache", "Content-Security-Policy": CSP})
