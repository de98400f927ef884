"""PUT /quotes/customer/toggleSelected: the customer ticks options and picks alternatives; the totals follow."""

from __future__ import annotations

import uuid
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import SUBJECT, Quote, QuoteLine, QuoteStatus
from api.quotes.service import content, quotes
from api.records.models import Activity
from tests.api.quotes.factories import expire, make_quote, make_sent_quote, mark_decided, mark_sent, next_version

PATH = "/api/quotes/customer/toggleSelected"


def lines(db: Session, quote: Quote, version: int | None = None) -> list[QuoteLine]:
    return content.lines_of(db, quotes.version_of(db, quote, version or quote.sent_version).id)


def body(quote: Quote, line: QuoteLine, selected: bool = True, **fields: Any) -> dict[str, Any]:
    return {"uuid": str(quote.uuid), "version": quote.sent_version, "line_id": line.id, "selected": selected} | fields


def activities(db: Session, quote: Quote) -> list[Activity]:
    return list(
        db.scalars(
            select(Activity)
            .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id, Activity.action == "select")
            .order_by(Activity.id)
        )
    )


def test_tick_and_untick_an_option(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    ties = lines(db, quote)[1]
    row_version = quote.row_version
    r = client.put(PATH, json=body(quote, ties, True))
    assert r.status_code == 200, r.text
    out = r.json()
    assert [line["selected"] for line in out["lines"]] == [True, True, True, False]
    # 6484.38 + 3 x 15.00 = 6529.38; VAT 1305.876 → 1305.88
    assert out["totals"] == {"subtotal": "6529.38", "shipping": "0.00", "vat": "1305.88", "total": "7835.26"}
    assert (out["status"], out["can_respond"]) == ("sent", True)
    db.refresh(quote)
    version = quotes.version_of(db, quote, 1)
    db.refresh(version)
    assert version.subtotal == Decimal("6529.38") and version.total == Decimal("7835.26")
    assert version.cost_total == Decimal("5000.00") + Decimal("30.00") + Decimal("50.00")
    assert quote.row_version == row_version + 1
    db.refresh(ties)
    assert ties.selected is True
    [row] = activities(db, quote)
    assert row.actor_id is None
    assert "ticked the option line 2 “Brick ties (box)”" in row.summary and "testclient" in row.summary
    assert row.changes["client_address"]["new"] == "testclient"

    r = client.put(PATH, json=body(quote, ties, False))
    assert r.status_code == 200
    assert r.json()["totals"]["subtotal"] == "6484.38"
    assert "unticked" in activities(db, quote)[-1].summary


def test_pick_an_alternative(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    grey, buff = lines(db, quote)[2:]
    r = client.put(PATH, json=body(quote, buff))
    assert r.status_code == 200, r.text
    out = r.json()
    assert [line["selected"] for line in out["lines"]] == [True, False, False, True]
    # 6404.38 + 10 x 9.50 = 6499.38
    assert out["totals"]["subtotal"] == "6499.38"
    db.refresh(grey)
    db.refresh(buff)
    assert (grey.selected, buff.selected) == (False, True)
    assert "chose line 4 “Mortar, buff” for group A" in activities(db, quote)[-1].summary


def test_unchanged_choice_is_not_logged(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    grey = lines(db, quote)[2]
    row_version = quote.row_version
    r = client.put(PATH, json=body(quote, grey))
    assert r.status_code == 200
    assert r.json()["totals"]["subtotal"] == "6484.38"
    db.refresh(quote)
    assert quote.row_version == row_version
    assert activities(db, quote) == []


def test_lines_that_cannot_be_toggled(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    brick, _, grey, _ = lines(db, quote)
    r = client.put(PATH, json=body(quote, grey, False))
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "selected", "message": "Pick another option of group A instead"}]
    r = client.put(PATH, json=body(quote, brick, False))
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "line_id", "message": "This line is not optional"}]
    other = make_sent_quote(db)
    r = client.put(PATH, json=body(quote, lines(db, other)[1]))
    assert r.status_code == 422
    assert r.json()["errors"][0]["field"] == "line_id"
    db.refresh(grey)
    assert grey.selected is True
    assert activities(db, quote) == []


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"line_id": 0}, "line_id"),
        ({"selected": "maybe"}, "selected"),
        ({"version": 0}, "version"),
        ({"uuid": 5}, "uuid"),
    ],
)
def test_bad_input(client: TestClient, db: Session, fields: dict[str, Any], field: str) -> None:
    quote = make_sent_quote(db)
    r = client.put(PATH, json=body(quote, lines(db, quote)[1]) | fields)
    assert r.status_code == 422
    assert field in {e["field"] for e in r.json()["errors"]}


def test_wrong_record(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    ties = lines(db, quote)[1]
    r = client.put(PATH, json=body(quote, ties) | {"uuid": str(uuid.uuid4())})
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")
    draft = make_quote(db)
    r = client.put(PATH, json=body(draft, lines(db, draft, 1)[1]) | {"version": 1})
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")
    next_version(db, quote)
    draft_ties = lines(db, quote, 2)[1]
    r = client.put(PATH, json=body(quote, draft_ties) | {"version": 2})
    assert r.status_code == 404
    db.refresh(draft_ties)
    assert draft_ties.selected is False


def test_only_while_the_quote_is_open(client: TestClient, db: Session) -> None:
    superseded = make_sent_quote(db)
    old_ties = lines(db, superseded)[1]
    next_version(db, superseded)
    mark_sent(db, superseded)
    r = client.put(PATH, json=body(superseded, old_ties) | {"version": 1})
    assert r.status_code == 409 and r.json()["detail"].startswith("Version 1 was replaced by version 2 on ")

    expired = expire(db, make_sent_quote(db))
    r = client.put(PATH, json=body(expired, lines(db, expired)[1]))
    assert r.status_code == 409 and r.json()["detail"].startswith("This quote expired on ")

    accepted = mark_decided(db, make_sent_quote(db))
    r = client.put(PATH, json=body(accepted, lines(db, accepted)[1]))
    assert r.status_code == 409 and "already accepted" in r.json()["detail"]

    withdrawn = make_sent_quote(db)
    withdrawn.status = QuoteStatus.withdrawn.value
    db.flush()
    r = client.put(PATH, json=body(withdrawn, lines(db, withdrawn)[1]))
    assert (r.status_code, r.json()["detail"]) == (409, "This quote was withdrawn.")
    for quote in (superseded, expired, accepted, withdrawn):
        assert all(not line.selected for line in lines(db, quote, 1) if line.optional)
