"""api/quotes/totals.py against tests/golden/quote_totals.json, the cases the web's lib/quote-totals.ts is
checked against too (web/src/lib/quote-totals.golden.test.ts): both sides agree to the penny."""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from api.quotes import totals

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "quote_totals.json"
CASES: list[dict[str, Any]] = json.loads(GOLDEN.read_text(encoding="utf-8"))["cases"]


@dataclass
class Line:
    quantity: Decimal
    sell_price: Decimal
    cost_price: Decimal
    selected: bool


@dataclass
class Charges:
    loads: int
    price_per_load: Decimal
    part_load_charge: Decimal
    offloading_charge: Decimal


def _line(raw: dict[str, Any]) -> Line:
    counted_always = not raw.get("optional", False) and not raw.get("alternative_group", "")
    selected = raw.get("selected", True)
    assert selected or not counted_always, f"an ordinary line is always selected: {raw}"
    return Line(Decimal(raw["quantity"]), Decimal(raw["sell_price"]), Decimal(raw.get("cost_price", "0")), selected)


def test_the_golden_file_has_the_cases_the_issue_names() -> None:
    names = " | ".join(case["name"] for case in CASES)
    for needle in ("0.333", "6,404.38", "VAT on 0.05", "optional", "alternatives", "loads", "zero lines", "below cost"):
        assert needle in names, needle
    assert any(Decimal(case["totals"]["total"]) > Decimal("10000000000") for case in CASES)


def test_each_alternative_group_has_exactly_one_selected_line() -> None:
    for case in CASES:
        groups: dict[str, int] = {}
        for raw in case["lines"]:
            if raw.get("alternative_group"):
                group = raw["alternative_group"].upper()
                groups[group] = groups.get(group, 0) + (1 if raw.get("selected", True) else 0)
        assert all(count == 1 for count in groups.values()), case["name"]


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_golden_totals(case: dict[str, Any]) -> None:
    lines = [_line(raw) for raw in case["lines"]]
    for line, raw in zip(lines, case["lines"], strict=True):
        assert str(totals.line_total(line.quantity, line.sell_price)) == raw["line_total"]
    shipping = case["shipping"]
    charges = Charges(
        loads=shipping["loads"],
        price_per_load=Decimal(shipping["price_per_load"]),
        part_load_charge=Decimal(shipping["part_load_charge"]),
        offloading_charge=Decimal(shipping["offloading_charge"]),
    )
    result = totals.totals(lines, charges, Decimal(case["vat_rate"]))
    expected = case["totals"]
    got = {
        "subtotal": str(result.subtotal),
        "shipping": str(result.shipping),
        "vat": str(result.vat),
        "total": str(result.total),
        "cost": str(result.cost),
        "margin": str(result.margin),
        "margin_percent": result.margin_percent,
    }
    assert got == expected
