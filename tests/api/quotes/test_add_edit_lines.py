"""POST /quotes/add (and so /quotes/edit, which checks lines the same way): the messages bad lines and plots get."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.quotes.models import Quote
from tests.api.quotes.test_add_edit import add_body, count, errors_of
from tests.factories import make_product

# ---- lines -----------------------------------------------------------------------


def line(**fields: Any) -> dict[str, Any]:
    return {"description": "Brick", "quantity": "1", "cost_price": "1.00", "sell_price": "2.00", **fields}


@pytest.mark.parametrize(
    ("lines", "errors"),
    [
        ([line(product_id=999999)], {"lines.0.product_id": "This product does not exist."}),
        ([line(quantity="0")], {"lines.0.quantity": "Enter a quantity above 0"}),
        ([line(quantity="-2")], {"lines.0.quantity": "This amount cannot be negative"}),
        ([line(quantity="1.0005")], {"lines.0.quantity": "Enter at most 3 decimal places"}),
        ([line(sell_price=None)], {"lines.0.sell_price": "Enter a sell price or a margin"}),
        ([line(sell_price="2.005")], {"lines.0.sell_price": "Enter at most 2 decimal places"}),
        ([line(cost_price="-1.00")], {"lines.0.cost_price": "This amount cannot be negative"}),
        ([line(sell_price="abc")], {"lines.0.sell_price": "This field can only contain numbers"}),
        ([line(sell_price=None, margin_percent="100")], {"lines.0.margin_percent": "Input should be less than 100"}),
        ([line(description="  ")], {"lines.0.description": "This field is required"}),
        ([line(unit="crate")], {"lines.0.unit": "Must be one of: per_1000, each, m2, tonne, pack or pallet"}),
        (
            [line(), line(optional=True, alternative_group="A"), line(alternative_group="A", selected=False)],
            {"lines.1.optional": "A line can be optional or part of an alternative group, not both"},
        ),
        (
            [line(), line(alternative_group="B")],
            {"lines.1.alternative_group": "Alternative group B needs at least two lines"},
        ),
        (
            [line(alternative_group="A"), line(alternative_group="a"), line(alternative_group="A")],
            {
                "lines.1.selected": "Only one line of alternative group A can be selected",
                "lines.2.selected": "Only one line of alternative group A can be selected",
            },
        ),
    ],
)
def test_bad_lines(
    client: TestClient, db: Session, headers: dict[str, str], lines: list[dict[str, Any]], errors: dict[str, str]
) -> None:
    r = client.post("/api/quotes/add", json=add_body(db, lines=lines), headers=headers)
    assert errors_of(r) == errors
    assert count(db, Quote) == 0


@pytest.mark.parametrize(
    ("plots", "errors"),
    [
        (
            [{"plot_number": "7"}, {"plot_number": "7 "}],
            {"plots.1.plot_number": "Each plot number can appear once"},
        ),
        (
            [{"plot_number": "7", "quantities": [{"line": 1, "quantity": "2"}, {"line": 4, "quantity": "1"}]}],
            {"plots.0.quantities.1.line": "This line does not exist"},
        ),
        ([{"plot_number": ""}], {"plots.0.plot_number": "This field is required"}),
        (
            [{"plot_number": "7", "quantities": [{"line": 0, "quantity": "-1"}]}],
            {"plots.0.quantities.0.quantity": "This amount cannot be negative"},
        ),
    ],
)
def test_bad_plots(
    client: TestClient, db: Session, headers: dict[str, str], plots: list[dict[str, Any]], errors: dict[str, str]
) -> None:
    assert errors_of(client.post("/api/quotes/add", json=add_body(db, plots=plots), headers=headers)) == errors


def test_an_alternative_group_with_none_selected_gets_its_first_line(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    lines = [line(alternative_group="A", selected=False), line(alternative_group="A", selected=False)]
    r = client.post("/api/quotes/add", json=add_body(db, lines=lines), headers=headers)
    assert r.status_code == 201, r.text
    assert [x["selected"] for x in r.json()["lines"]] == [True, False]
    assert r.json()["totals"]["subtotal"] == "2.00"


def test_a_plain_line_is_always_selected(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    r = client.post("/api/quotes/add", json=add_body(db, lines=[line(selected=False)]), headers=headers)
    assert r.json()["lines"][0]["selected"] is True and r.json()["totals"]["subtotal"] == "2.00"


def test_the_product_code_is_taken_unless_given(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    product = make_product(db, code="WIE-RED")
    lines = [line(product_id=product.id), line(product_id=product.id, code="OWN-1")]
    r = client.post("/api/quotes/add", json=add_body(db, lines=lines), headers=headers)
    assert [x["code"] for x in r.json()["lines"]] == ["WIE-RED", "OWN-1"]


def test_alternative_groups_are_stored_in_capitals(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    lines = [line(alternative_group="b"), line(alternative_group="B", selected=False)]
    r = client.post("/api/quotes/add", json=add_body(db, lines=lines), headers=headers)
    assert r.status_code == 201, r.text
    assert [(x["alternative_group"], x["selected"]) for x in r.json()["lines"]] == [("B", True), ("B", False)]
