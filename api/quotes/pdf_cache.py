"""Quote PDFs kept on disk, so that reading one again (the public page's download, anonymous and repeatable) costs
a page of HTML, not a PDF rendering. The key is a hash of the HTML the PDF is made from, so any change that shows
(a line, an option ticked, a status, the customer's name, the company's details) makes a new PDF, and nothing can be
served stale. Each quote keeps its latest few PDFs under `BRICKMATE_DATA_DIR/cache/quote-pdf/<uuid>/`."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from sqlalchemy.orm import Session

from api.quotes import pdf
from api.quotes.models import Quote, QuoteVersion
from api.settings import get_settings

KEEP_PER_QUOTE = 4  # a few versions side by side (the newest and the ones mailed links still point at)


def cache_dir(quote: Quote) -> Path:
    return get_settings().data_dir.resolve() / "cache" / "quote-pdf" / str(quote.uuid)


def render(session: Session, quote: Quote, version: QuoteVersion) -> bytes:
    html = pdf.render_html(session, quote, version)
    folder = cache_dir(quote)
    path = folder / f"v{version.version}-{hashlib.sha256(html.encode()).hexdigest()}.pdf"
    try:
        data = path.read_bytes()
        path.touch()
        return data
    except OSError:
        pass
    data = pdf.html_to_pdf(html)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Written aside and moved into place: a reader at the same moment sees the whole file or none.
        fd, temporary = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
        _prune(folder, keep=path)
    except OSError:
        pass  # a cache that cannot be written only costs time
    return data


def _prune(folder: Path, keep: Path) -> None:
    """Drop this version's older renderings, and all but the newest few of the quote's."""
    files = sorted(folder.glob("*.pdf"), key=lambda p: p.stat().st_mtime, reverse=True)
    prefix = keep.name.split("-", 1)[0] + "-"
    for old in files:
        if old != keep and old.name.startswith(prefix):
            old.unlink(missing_ok=True)
    for old in [p for p in files if p.exists()][KEEP_PER_QUOTE:]:
        if old != keep:
            old.unlink(missing_ok=True)
