"""POST /quotes/edit on a draft with as many lines as it has: the lines are updated in place (their ids stay) and
only those that change are written; the plots keep their quantities, and are rewritten only when they change."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from api.quotes.models import QuoteLine, QuotePlot, QuotePlotQuantity
from api.quotes.service import quotes
from tests.api.quotes.test_add_edit import add_body


def _line(description: str, quantity: str, sell: str) -> dict[str, Any]:
    return {"description": description, "quantity": quantity, "cost_price": "1.00", "sell_price": sell}


def test_a_draft_save_updates_only_the_lines_that_change(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    lines = [_line("Bricks", "10", "2.00"), _line("Sand", "3", "5.00"), _line("Cement", "4", "6.50")]
    plots = [{"plot_number": "1", "house_type": "A", "quantities": [{"line": 0, "quantity": "6"}]}]
    body = add_body(db, lines=lines, plots=plots)
    made = client.post("/api/quotes/add", json=body, headers=headers)
    assert made.status_code == 201, made.text
    quote = made.json()
    ids = [line["line_id"] for line in quote["lines"]]
    statements: list[tuple[str, Any]] = []

    def note(conn: Any, cursor: Any, statement: str, params: Any, context: Any, many: bool) -> None:
        if statement.startswith(("UPDATE quote_lines", "DELETE FROM quote_lines", "INSERT INTO quote_lines")):
            statements.append((statement.split(" ")[0], params))
        if statement.startswith(("DELETE FROM quote_plots", "INSERT INTO quote_plots")):
            statements.append(("plots", params))

    edit = {"quote": {**body["quote"], "quote_id": quote["quote_id"], "row_version": quote["row_version"]}}
    edit["quote"]["lines"][1] = _line("Sand", "7", "5.00")  # one quantity changed
    engine = db.get_bind()
    event.listen(engine, "before_cursor_execute", note)
    try:
        saved = client.post("/api/quotes/edit", json=edit, headers=headers)
    finally:
        event.remove(engine, "before_cursor_execute", note)
    assert saved.status_code == 200, saved.text
    out = saved.json()
    assert [line["line_id"] for line in out["lines"]] == ids
    assert [line["quantity"] for line in out["lines"]] == ["10.000", "7.000", "4.000"]
    assert [line["line_total"] for line in out["lines"]] == ["20.00", "35.00", "26.00"]
    assert out["totals"]["subtotal"] == "81.00" and out["version"] == 1
    assert [(kind, params["id"]) for kind, params in statements] == [("UPDATE", [ids[1]])]
    # Read back from the database as the editor would.
    assert client.get(f"/api/quotes/{quote['quote_id']}", headers=headers).json()["lines"] == out["lines"]

    # The plots change: rewritten, their quantities still on the right (kept) lines.
    edit = {"quote": {**edit["quote"], "row_version": out["row_version"]}}
    edit["quote"]["plots"] = [
        {"plot_number": "1", "house_type": "A", "quantities": [{"line": 2, "quantity": "4"}]},
        {"plot_number": "2", "house_type": "B", "quantities": [{"line": 1, "quantity": "7"}]},
    ]
    saved = client.post("/api/quotes/edit", json=edit, headers=headers)
    assert saved.status_code == 200, saved.text
    assert [line["line_id"] for line in saved.json()["lines"]] == ids
    version = quotes.version_of(db, quotes.get(db, quote["quote_id"]))
    held = db.execute(
        select(QuotePlot.plot_number, QuotePlotQuantity.line_id, QuotePlotQuantity.quantity)
        .join(QuotePlotQuantity, QuotePlotQuantity.plot_id == QuotePlot.id)
        .where(QuotePlot.version_id == version.id)
        .order_by(QuotePlot.position)
    ).all()
    assert [(plot, line, str(quantity)) for plot, line, quantity in held] == [
        ("1", ids[2], "4.000"),
        ("2", ids[1], "7.000"),
    ]
    assert db.scalar(select(QuoteLine.quantity).where(QuoteLine.id == ids[1])) == 7
