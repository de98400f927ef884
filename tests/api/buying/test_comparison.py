"""GET /suppliers/request/{id}/comparison, GET /suppliers/comparison/quote/{id} and the award calls."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuoteLine, SupplierQuoteStatus, VersionStatus
from api.buying.schemas.comparison import ComparisonOut
from api.records.models import Activity
from tests.api.buying.award_factories import (
    add_version,
    answered_quote,
    asked_line,
    make_request,
    make_supplier_quote,
)
from tests.api.quotes.factories import make_quote


def _two_answers(db: Session) -> tuple[object, object, object]:
    request = make_request(db, required_on_site=date.today() + timedelta(days=10))
    lines_a = [
        asked_line(price=Decimal("500.00"), lead_time=3),
        asked_line(description="Ties", quantity=Decimal("100"), unit="each", price=Decimal("1.20"), lead_time=4),
    ]
    lines_b = [
        asked_line(price=Decimal("480.00"), lead_time=6, lead_time_unit="weeks"),
        asked_line(
            description="Ties",
            quantity=Decimal("100"),
            unit="each",
            cannot_quote=True,
            cannot_quote_reason="Not stocked",
            alternative_description="Stainless ties",
            alternative_price=Decimal("1.50"),
        ),
    ]
    a = answered_quote(
        db,
        request=request,
        lines=lines_a,
        charges={"haulage_basis": "per_load", "haulage_amount": Decimal("300.00"), "loads": 1},
    )
    b = answered_quote(db, request=request, lines=lines_b, valid_until=date.today() + timedelta(days=3))
    return request, a, b


def test_comparison_needs_a_token(client: TestClient) -> None:
    assert client.get("/api/suppliers/request/1/comparison").status_code == 401
    assert client.put("/api/suppliers/request/1/award", json={}).status_code == 401


def test_unknown_request_is_404(client: TestClient, headers: dict[str, str]) -> None:
    response = client.get("/api/suppliers/request/999999/comparison", headers=headers)
    assert response.status_code == 404
    assert client.get("/api/suppliers/comparison/quote/999999", headers=headers).status_code == 404


def test_the_matrix(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    request, a, b = _two_answers(db)
    waiting = make_supplier_quote(db, request=request)
    out = client.get(f"/api/suppliers/request/{request.id}/comparison", headers=headers).json()
    assert [s["supplier_quote_id"] for s in out["suppliers"]] == [a.id, b.id, waiting.id]
    sa, sb, sw = out["suppliers"]
    assert sa["total"] == "5420.00" and sa["charges_total"] == "300.00" and sa["validity"] == "ok"
    assert sb["validity"] == "expiring" and sb["cannot_quote_lines"] == 1
    assert sw["answered"] is False and sw["validity"] is None
    bricks, ties = out["rows"]
    ca, cb, cw = bricks["cells"]
    # £300 haulage spread over the two priced lines of A in proportion to their value (5000 : 120).
    assert ca["price"] == "500.00" and ca["landed_unit_price"] == "529.30"
    assert cb["price"] == "480.00" and cb["landed_unit_price"] == "480.00"
    assert cb["best_price"] is True and "best_price" not in ca
    assert ca["best_date"] is True and cb["too_late"] is True and "too_late" not in ca
    # Compact cells: the fields at their defaults are left out (no price, not best, not too late).
    assert "price" not in cw and "best_price" not in cw and "too_late" not in cw
    assert "best_date" not in cb and "unit" not in ca and "lead_time_unit" not in ca
    assert cb["lead_time_unit"] == "weeks"
    assert [c["line_id"] for c in (ca, cb, cw)] == [_line_ids(db, q.id)[0] for q in (a, b, waiting)]
    tb = ties["cells"][1]
    assert tb["cannot_quote"] is True and tb["alternative"]["description"] == "Stainless ties"
    assert ties["cells"][0]["best_price"] is True
    assert ComparisonOut.model_validate(out).rows[1].cells[1].cannot_quote_reason == "Not stocked"  # type: ignore[union-attr]


def test_expired_answer_is_not_best(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    request = make_request(db)
    cheap = answered_quote(db, request=request, price="100.00", valid_until=date.today() - timedelta(days=1))
    answered_quote(db, request=request, price="400.00")
    out = client.get(f"/api/suppliers/request/{request.id}/comparison", headers=headers).json()
    assert out["suppliers"][0]["validity"] == "expired" and out["suppliers"][0]["supplier_quote_id"] == cheap.id
    cells = out["rows"][0]["cells"]
    assert cells[0]["price"] == "100.00" and "best_price" not in cells[0]
    assert cells[1]["best_price"] is True


def test_latest_answered_version_is_compared(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    request = make_request(db)
    quote = answered_quote(db, request=request, price="500.00")
    add_version(
        db,
        quote,
        [asked_line(price=Decimal("450.00"))],
        VersionStatus.answered,
        valid_until=date.today() + timedelta(days=20),
    )
    add_version(db, quote, [asked_line(price=Decimal("1.00"))], VersionStatus.draft)
    out = client.get(f"/api/suppliers/request/{request.id}/comparison", headers=headers).json()
    assert out["suppliers"][0]["version"] == 2
    assert out["rows"][0]["cells"][0]["price"] == "450.00"


def test_by_customer_quote(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    customer_quote = make_quote(db)
    linked = answered_quote(db, customer_quote_id=customer_quote.id)
    request = make_request(db, customer_quote_id=customer_quote.id)
    asked = answered_quote(db, request=request, price="450.00")
    answered_quote(db)  # another quote's
    out = client.get(f"/api/suppliers/comparison/quote/{customer_quote.id}", headers=headers).json()
    assert {s["supplier_quote_id"] for s in out["suppliers"]} == {linked.id, asked.id}
    assert out["customer_quote_id"] == customer_quote.id


def _line_ids(db: Session, quote_id: int) -> list[int]:
    from api.buying.models import SupplierQuoteVersion

    return list(
        db.scalars(
            select(SupplierQuoteLine.id)
            .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
            .where(SupplierQuoteVersion.supplier_quote_id == quote_id)
            .order_by(SupplierQuoteVersion.version.desc(), SupplierQuoteLine.position)
        )
    )


def test_award_per_line_and_per_supplier(
    client: TestClient, db: Session, headers: dict[str, str], staff: object
) -> None:
    request, a, b = _two_answers(db)
    a_lines, b_lines = _line_ids(db, a.id), _line_ids(db, b.id)
    url = f"/api/suppliers/request/{request.id}/award"
    response = client.put(url, json={"line_ids": [b_lines[0]], "reason": "Cheapest"}, headers=headers)
    assert response.status_code == 200, response.text
    awarded_cell = response.json()["rows"][0]["cells"][1]
    assert awarded_cell["awarded"] is True and awarded_cell["award_reason"] == "Cheapest" and awarded_cell["awarded_at"]
    ComparisonOut.model_validate(response.json())
    # The whole of A: its bricks line takes the award from B.
    response = client.put(url, json={"supplier_quote_id": a.id, "reason": "One delivery"}, headers=headers)
    assert response.status_code == 200, response.text
    db.expire_all()
    awarded = {line.id: (line.awarded, line.award_reason) for line in db.scalars(select(SupplierQuoteLine))}
    assert awarded[a_lines[0]] == (True, "One delivery") and awarded[a_lines[1]] == (True, "One delivery")
    assert awarded[b_lines[0]] == (False, "")
    line = db.get(SupplierQuoteLine, a_lines[0])
    assert line is not None and line.awarded_by_id == staff.id and line.awarded_at is not None  # type: ignore[attr-defined]
    logged = db.scalars(select(Activity).where(Activity.subject_type == "supplier_quote", Activity.action == "award"))
    assert {row.subject_id for row in logged} == {a.id, b.id}
    # Withdrawn.
    response = client.put(url, json={"line_ids": [a_lines[1]], "awarded": False}, headers=headers)
    assert response.status_code == 200
    db.expire_all()
    assert db.get(SupplierQuoteLine, a_lines[1]).awarded is False  # type: ignore[union-attr]


def test_award_bad_input(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    request, a, b = _two_answers(db)
    other = answered_quote(db)
    a_lines, b_lines, other_lines = _line_ids(db, a.id), _line_ids(db, b.id), _line_ids(db, other.id)
    url = f"/api/suppliers/request/{request.id}/award"

    def fields(body: dict[str, object]) -> dict[str, str]:
        response = client.put(url, json=body, headers=headers)
        assert response.status_code == 422, response.text
        return {e["field"]: e["message"] for e in response.json()["errors"]}

    assert "reason" in fields({"line_ids": [a_lines[0]]})
    assert "line_ids" in fields({"reason": "x"})
    assert fields({"line_ids": [other_lines[0]], "reason": "x"})["line_ids.0"].startswith("This line is not")
    assert fields({"line_ids": [b_lines[1]], "reason": "x"})["line_ids.0"] == "This line has no price to award."
    assert fields({"line_ids": [a_lines[0], b_lines[0]], "reason": "x"})["line_ids"] == "Award one supplier per line."
    assert "supplier_quote_id" in fields({"supplier_quote_id": other.id, "reason": "x"})
    assert "line_ids.0" in fields({"line_ids": [True], "reason": "x"})
    db.expire_all()
    assert not any(line.awarded for line in db.scalars(select(SupplierQuoteLine)))


def test_award_of_an_ordered_quote_is_409(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    request, a, _ = _two_answers(db)
    a.status = SupplierQuoteStatus.ordered.value
    db.flush()
    response = client.put(
        f"/api/suppliers/request/{request.id}/award", json={"supplier_quote_id": a.id, "reason": "x"}, headers=headers
    )
    assert response.status_code == 409
    assert "ordered" in response.json()["detail"]
