"""PUT /quotes/shipping, POST /quotes/plot and PUT /quotes/fileRepoUrl."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.quotes.models import SUBJECT, Quote, QuotePlot, QuotePlotQuantity, QuoteStatus, QuoteVersion
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import make_quote, mark_decided, mark_sent


def versions_of(db: Session, quote: Quote) -> int:
    return db.scalar(select(func.count()).select_from(QuoteVersion).where(QuoteVersion.quote_id == quote.id)) or 0


def shipping(client: TestClient, headers: dict[str, str], quote: Quote, **fields: Any) -> Any:
    body = {"quote_id": quote.id, "row_version": quote.row_version, **fields}
    return client.put("/api/quotes/shipping", json=body, headers=headers)


def plots(client: TestClient, headers: dict[str, str], quote: Quote, items: list[dict[str, Any]], **extra: Any) -> Any:
    body = {"quote_id": quote.id, "row_version": quote.row_version, "plots": items, **extra}
    return client.post("/api/quotes/plot", json=body, headers=headers)


# ---- shipping -------------------------------------------------------------------------------------------


def test_shipping_is_charged_and_carries_vat(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    r = shipping(
        client, headers, quote, loads=3, price_per_load="95.50", part_load_charge="45.00", offloading_charge="30.25"
    )
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["shipping"] == {
        "loads": 3,
        "price_per_load": "95.50",
        "part_load_charge": "45.00",
        "offloading_charge": "30.25",
    }
    # 3 x 95.50 + 45.00 + 30.25 = 361.75; VAT on 6484.38 + 361.75.
    assert out["totals"]["shipping"] == "361.75"
    assert out["totals"]["vat"] == "1369.23" and out["totals"]["total"] == "8215.36"
    assert out["version"] == 1 and out["row_version"] == quote.row_version
    version = quotes.version_of(db, quote)
    db.refresh(version)
    assert (version.loads, version.price_per_load, version.shipping) == (3, Decimal("95.50"), Decimal("361.75"))
    assert version.total == Decimal("8215.36")
    # The lines are as they were.
    assert [line["line_total"] for line in out["lines"]] == ["6404.38", "45.00", "80.00", "95.00"]


def test_shipping_on_a_sent_quote_starts_the_next_version(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    r = shipping(client, headers, quote, loads=1, price_per_load="95.00")
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 2 and r.json()["totals"]["shipping"] == "95.00"
    assert quotes.version_of(db, quote, 1).shipping == Decimal("0")
    # The same charges again change nothing.
    db.refresh(quote)
    again = shipping(client, headers, quote, loads=1, price_per_load="95.00")
    assert again.json()["version"] == 2 and again.json()["row_version"] == quote.row_version
    assert versions_of(db, quote) == 2


def test_shipping_refusals(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    r = shipping(client, headers, quote, loads=-1, price_per_load="1.234", part_load_charge="-5")
    assert r.status_code == 422
    assert {e["field"]: e["message"] for e in r.json()["errors"]} == {
        "loads": "Input should be greater than or equal to 0",
        "price_per_load": "Enter at most 2 decimal places",
        "part_load_charge": "This amount cannot be negative",
    }
    r = client.put("/api/quotes/shipping", json={"quote_id": quote.id, "row_version": 0, "loads": 1}, headers=headers)
    assert r.status_code == 409
    r = client.put("/api/quotes/shipping", json={"quote_id": 999999, "row_version": 1}, headers=headers)
    assert r.status_code == 404
    r = client.put("/api/quotes/shipping", json={"quote_id": quote.id}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"] == [
        {"field": "row_version", "message": "This field is required"}
    ]
    mark_sent(db, quote)
    mark_decided(db, quote)
    r = shipping(client, headers, quote, loads=1)
    assert r.status_code == 409 and "accepted and can no longer be changed" in r.json()["detail"]


# ---- plots ----------------------------------------------------------------------------------------------


def test_plots_replace_the_breakdown(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    quote = make_quote(db, plots=[{"plot_number": "99"}])
    items = [
        {"plot_number": "1", "house_type": "Alder", "quantities": [{"line": 0, "quantity": "6.25"}]},
        {
            "plot_number": "2",
            "house_type": "Birch",
            "quantities": [{"line": 0, "quantity": "6.25"}, {"line": 2, "quantity": "4"}, {"line": 3, "quantity": "0"}],
        },
    ]
    r = plots(client, headers, quote, items)
    assert r.status_code == 200, r.text
    out = r.json()
    lines = [line["line_id"] for line in out["lines"]]
    assert [(p["plot_number"], p["house_type"]) for p in out["plots"]] == [("1", "Alder"), ("2", "Birch")]
    assert out["plots"][1]["quantities"] == [
        {"line_id": lines[0], "quantity": "6.250"},
        {"line_id": lines[2], "quantity": "4.000"},
    ]
    assert out["totals"]["subtotal"] == "6484.38"
    version = quotes.version_of(db, quote)
    assert db.scalar(select(func.count()).select_from(QuotePlot).where(QuotePlot.version_id == version.id)) == 2
    stored = db.scalars(select(QuotePlotQuantity.quantity).where(QuotePlotQuantity.line_id == lines[0])).all()
    assert sorted(stored) == [Decimal("6.25"), Decimal("6.25")]
    logged = db.scalar(select(Activity).where(Activity.subject_type == SUBJECT, Activity.action == "update"))
    assert logged is not None and logged.actor_id == staff.id and "content" in logged.changes


def test_repeated_quantities_of_a_line_on_a_plot_add_up(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    items = [{"plot_number": "1", "quantities": [{"line": 0, "quantity": "2"}, {"line": 0, "quantity": "1.5"}]}]
    out = plots(client, headers, quote, items).json()
    assert out["plots"][0]["quantities"] == [{"line_id": out["lines"][0]["line_id"], "quantity": "3.500"}]


def test_no_plots_clears_them(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db, plots=[{"plot_number": "1"}])
    assert plots(client, headers, quote, []).json()["plots"] == []


def test_plot_refusals(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    r = plots(
        client,
        headers,
        quote,
        [{"plot_number": "A1", "quantities": [{"line": 4, "quantity": "1"}]}, {"plot_number": "a1"}],
    )
    assert r.status_code == 422
    assert {e["field"]: e["message"] for e in r.json()["errors"]} == {
        "plots.0.quantities.0.line": "This line does not exist",
        "plots.1.plot_number": "Each plot number can appear once",
    }
    r = plots(client, headers, quote, [{"plot_number": "1", "quantities": [{"line": 0, "quantity": "1.0001"}]}])
    assert r.json()["errors"] == [
        {"field": "plots.0.quantities.0.quantity", "message": "Enter at most 3 decimal places"}
    ]
    r = plots(client, headers, quote, [], row_version=quote.row_version + 1)
    assert r.status_code == 409
    assert quotes.version_of(db, quote).version == 1


def test_plots_on_a_sent_quote_start_the_next_version(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    r = plots(client, headers, quote, [{"plot_number": "1", "quantities": [{"line": 0, "quantity": "1"}]}])
    assert r.json()["version"] == 2 and r.json()["plots"][0]["plot_number"] == "1"
    assert client.get(f"/api/quotes/{quote.id}?version=1", headers=headers).json()["plots"] == []


# ---- file repository link -------------------------------------------------------------------------------


def test_file_repo_url_is_set_and_cleared(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    before = quote.row_version
    url = "https://drive.example.com/quotes/Q-1"
    r = client.put("/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": f"  {url} "}, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["file_repo_url"] == url and r.json()["row_version"] == before + 1
    assert r.json()["version"] == 1  # not a change to what the customer was sent
    db.refresh(quote)
    assert quote.file_repo_url == url
    logged = db.scalar(select(Activity).where(Activity.subject_id == quote.id, Activity.action == "update"))
    assert logged is not None and logged.actor_id == staff.id
    assert logged.changes == {"file_repo_url": {"old": "", "new": url}}
    # The same link again is no change.
    r = client.put("/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": url}, headers=headers)
    assert r.json()["row_version"] == before + 1
    r = client.put("/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": ""}, headers=headers)
    assert r.status_code == 200 and r.json()["file_repo_url"] == ""


def test_file_repo_url_refusals(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    r = client.put("/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": "drive/q1"}, headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"] == [
        {"field": "url", "message": "Please enter a web address starting with http:// or https://"}
    ]
    r = client.put(
        "/api/quotes/fileRepoUrl",
        json={"uuid": "00000000-0000-4000-8000-000000000000", "url": "https://drive.example.com"},
        headers=headers,
    )
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."
    r = client.put("/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": "x" * 2001}, headers=headers)
    assert r.status_code == 422


def test_a_closed_quote_keeps_its_file_link_editable(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    mark_decided(db, quote)
    quote.status = QuoteStatus.converted.value
    db.flush()
    r = client.put(
        "/api/quotes/fileRepoUrl", json={"uuid": str(quote.uuid), "url": "https://drive.example.com/x"}, headers=headers
    )
    assert r.status_code == 200 and r.json()["file_repo_url"] == "https://drive.example.com/x"
