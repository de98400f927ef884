"""No public answer (page, PDF, toggle, decisions, comments, errors) carries a cost, a margin, internal notes,
internal comments or a draft's content."""

from __future__ import annotations

import io

from fastapi.testclient import TestClient
from httpx import Response
from pypdf import PdfReader
from sqlalchemy.orm import Session

from api.quotes.models import Quote, QuoteComment
from api.quotes.service import content, quotes
from api.users.models import User
from tests.api.conftest import keys
from tests.api.quotes.factories import make_sent_quote
from tests.factories import make_user

# Cost 987.65 + 2 x 321.09 = 642.18; margins 246.91 and, with the option ticked, 404.73 on a cost of 1629.83.
# VAT is 5 % so that no VAT figure equals a margin.
SECRETS = (
    "987.65",
    "321.09",
    "642.18",
    "246.91",
    "404.73",
    "1629.83",
    "1,629.83",
    "SECRET-INTERNAL-NOTE",
    "SECRET-INTERNAL-COMMENT",
    "SECRET-DRAFT-LINE",
)
FORBIDDEN_KEYS = {"cost", "cost_price", "cost_total", "margin", "margin_percent", "internal_notes", "internal"}


def build(db: Session, author: User) -> Quote:
    lines = [
        {"description": "Handmade stock brick", "quantity": "1", "cost_price": "987.65", "sell_price": "1234.56"},
        {
            "description": "Brick slips",
            "quantity": "2",
            "cost_price": "321.09",
            "sell_price": "400.00",
            "optional": True,
            "selected": False,
        },
    ]
    quote = make_sent_quote(db, actor=author, lines=lines, vat_rate="5", notes="SECRET-INTERNAL-NOTE")
    db.add(
        QuoteComment(
            quote_id=quote.id,
            version=1,
            is_internal=True,
            body="SECRET-INTERNAL-COMMENT",
            author_id=author.id,
            author_name=author.full_name,
        )
    )
    # Staff start version 2 in the editor: a draft the customer must never see.
    values, body = quotes.copy_content(db, quotes.version_of(db, quote))
    body.lines[0]["description"] = "SECRET-DRAFT-LINE"
    quotes.put_content(db, quote, values, body, author)
    db.flush()
    assert quote.current_version == 2 and quote.sent_version == 1
    return quote


def check(response: Response) -> None:
    if response.headers["content-type"] == "application/pdf":
        text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    else:
        text = response.text
        assert not keys(response.json()) & FORBIDDEN_KEYS, response.text
    for secret in SECRETS:
        assert secret not in text, f"{secret} in {response.request.method} {response.request.url}"


def test_no_public_answer_leaks(client: TestClient, db: Session) -> None:
    author = make_user(db)
    quote = build(db, author)
    other = build(db, author)
    slips = content.lines_of(db, quotes.version_of(db, quote, 1).id)[1]
    page = f"/api/quotes/public/{quote.uuid}"
    decision = {"uuid": str(quote.uuid), "isInternal": False, "version": 1, "name": "Pat Buyer"}
    answers: list[Response] = [
        client.get(page),
        client.get(page, params={"version": 1}),
        client.get(page, params={"version": 2}),  # the draft: 404
        client.get(f"{page}/pdf"),
        client.put(
            "/api/quotes/customer/toggleSelected",
            json={"uuid": str(quote.uuid), "version": 1, "line_id": slips.id, "selected": True},
        ),
        client.get(page),
        client.post(
            "/api/quotes/comment/customer", json={"uuid": str(quote.uuid), "comment": "Looks good", "name": "Pat"}
        ),
        client.get(f"/api/quotes/comments/{quote.uuid}"),
        client.put("/api/quotes/reject", json=decision | {"uuid": str(other.uuid), "reason": "Too dear"}),
        client.put("/api/quotes/accept", json=decision | {"po_number": "PO-1"}),
        client.put("/api/quotes/accept", json=decision),  # already accepted: 409
        client.put(
            "/api/quotes/customer/toggleSelected",
            json={"uuid": str(quote.uuid), "version": 1, "line_id": slips.id, "selected": False},
        ),  # 409
        client.get(f"{page}/pdf"),
        client.get(page),
    ]
    assert [r.status_code for r in answers] == [200, 200, 404, 200, 200, 200, 201, 200, 200, 200, 409, 409, 200, 200]
    assert answers[5].json()["totals"]["subtotal"] == "2034.56"  # the tick counted
    for response in answers:
        check(response)


def test_the_scan_finds_what_staff_see(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    """The same scan on the staff answer fails: the secrets are really there to be leaked."""
    quote = build(db, make_user(db))
    staff = client.get(f"/api/quotes/{quote.id}", params={"version": 1}, headers=headers)
    assert staff.status_code == 200
    assert "987.65" in staff.text and "SECRET-INTERNAL-NOTE" in staff.text
    assert {"cost_price", "internal_notes", "margin"} <= keys(staff.json())
