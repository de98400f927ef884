"""Issue 13 part 2, point 7: the public PDF of a long quote is rendered once per content, not on every anonymous
read; any change the PDF shows makes a new one."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes import pdf, pdf_cache
from api.quotes.models import Quote
from api.quotes.service import content, quotes
from tests.api.quotes.factories import make_sent_quote


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The HTML of every PDF actually rendered."""
    seen: list[str] = []
    real: Callable[[str], bytes] = pdf.html_to_pdf

    def counting(html: str) -> bytes:
        seen.append(html)
        return real(html)

    monkeypatch.setattr(pdf, "html_to_pdf", counting)
    return seen


def public_pdf(client: TestClient, quote: Quote) -> bytes:
    r = client.get(f"/api/quotes/public/{quote.uuid}/pdf")
    assert r.status_code == 200, r.text
    assert r.headers["content-type"] == "application/pdf"
    return r.content


def text_of(data: bytes) -> str:
    return " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_reading_the_public_pdf_again_does_not_render_it_again(
    client: TestClient, db: Session, renders: list[str]
) -> None:
    lines = [{"description": f"Brick lot {n}", "quantity": "1", "sell_price": "10.00"} for n in range(200)]
    quote = make_sent_quote(db, lines=lines)
    first = public_pdf(client, quote)
    second = public_pdf(client, quote)
    assert len(renders) == 1
    assert first == second and first.startswith(b"%PDF")
    assert len(list(pdf_cache.cache_dir(quote).glob("*.pdf"))) == 1


def test_any_change_the_pdf_shows_makes_a_new_one(client: TestClient, db: Session, renders: list[str]) -> None:
    quote = make_sent_quote(db)
    before = public_pdf(client, quote)
    assert "Acme Renamed" not in text_of(before)

    # The customer ticks the option: the totals change.
    option = content.lines_of(db, quotes.version_of(db, quote).id)[1]
    body = {"uuid": str(quote.uuid), "version": quote.sent_version, "line_id": option.id, "selected": True}
    assert client.put("/api/quotes/customer/toggleSelected", json=body).status_code == 200
    ticked = public_pdf(client, quote)
    assert ticked != before and len(renders) == 2

    # A change outside the quote (the customer renamed in the CRM) shows too.
    customer = db.get(Organisation, quote.customer_id)
    assert customer is not None
    customer.name = "Acme Renamed Ltd"
    db.flush()
    renamed = public_pdf(client, quote)
    assert "Acme Renamed Ltd" in text_of(renamed) and len(renders) == 3
    # Older renderings of the version are dropped.
    assert len(list(pdf_cache.cache_dir(quote).glob("*.pdf"))) == 1


def test_the_staff_pdf_uses_the_same_cache(
    client: TestClient, db: Session, headers: dict[str, str], renders: list[str]
) -> None:
    quote = make_sent_quote(db)
    public_pdf(client, quote)
    r = client.get(f"/api/quotes/{quote.id}/pdf", headers=headers)
    assert r.status_code == 200
    assert len(renders) == 1
