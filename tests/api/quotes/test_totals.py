"""api/quotes/totals.py on awkward numbers: exact decimals, half-up to the penny per line, VAT once."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

import pytest

from api.quotes import totals

D = Decimal
ZERO = Decimal(0)


@dataclass
class Line:
    quantity: Decimal
    sell_price: Decimal
    cost_price: Decimal = ZERO
    selected: bool = True
    unit: str = "each"


@dataclass
class Charges:
    loads: int = 0
    price_per_load: Decimal = ZERO
    part_load_charge: Decimal = ZERO
    offloading_charge: Decimal = ZERO


NONE = Charges()


@pytest.mark.parametrize(
    ("quantity", "price", "total"),
    [
        ("0.333", "1.005", "0.33"),  # 0.334665
        ("12.5", "512.35", "6404.38"),  # 6404.375: half-up
        ("7", "0.145", "1.02"),  # 1.015, which a float reads as 1.01499…
        ("2.5", "0.05", "0.13"),  # 0.125: half-up, not to the even 0.12
        ("0.001", "0.01", "0.00"),
        ("0.5", "0.01", "0.01"),  # 0.005
        ("999999.999", "9999.99", "9999989990.00"),  # 9,999,989,990.00001: no digit lost
        ("3", "0", "0.00"),
    ],
)
def test_line_total(quantity: str, price: str, total: str) -> None:
    result = totals.line_total(D(quantity), D(price))
    assert result == D(total) and str(result) == total


def test_pence_rounds_half_up_both_ways() -> None:
    assert totals.pence(D("2.675")) == D("2.68")
    assert totals.pence(D("2.665")) == D("2.67")
    assert totals.pence(D("-2.665")) == D("-2.67")  # away from zero
    assert str(totals.pence(D("5"))) == "5.00"


def test_each_line_is_rounded_before_the_lines_are_added() -> None:
    lines = [Line(D("0.333"), D("1.00")) for _ in range(3)]  # 0.333 each, 0.33 on the quote
    result = totals.totals(lines, NONE, D("20"))
    assert result.subtotal == D("0.99")  # not round(0.999) = 1.00
    assert result.vat == D("0.20") and result.total == D("1.19")  # 0.198 → 0.20


def test_vat_is_worked_out_once_on_the_total_not_per_line() -> None:
    lines = [Line(D("1"), D("0.03")) for _ in range(5)]  # 5 x 0.006 VAT would be 5 x 0.01
    result = totals.totals(lines, NONE, D("20"))
    assert (result.subtotal, result.vat, result.total) == (D("0.15"), D("0.03"), D("0.18"))


@pytest.mark.parametrize(
    ("subtotal", "rate", "vat"),
    [
        ("0.05", "20", "0.01"),
        ("0.02", "20", "0.00"),  # 0.004
        ("0.03", "20", "0.01"),  # 0.006
        ("0.10", "17.5", "0.02"),  # 0.0175
        ("0.13", "20", "0.03"),  # 0.026
        ("100.00", "0", "0.00"),
        ("100.00", "5", "5.00"),
        ("6404.38", "20", "1280.88"),  # 1280.876
    ],
)
def test_vat(subtotal: str, rate: str, vat: str) -> None:
    result = totals.totals([Line(D("1"), D(subtotal))], NONE, D(rate))
    assert result.vat == D(vat)
    assert result.total == D(subtotal) + D(vat)


def test_shipping_adds_loads_part_load_and_offloading_and_carries_vat() -> None:
    charges = Charges(loads=2, price_per_load=D("95.50"), part_load_charge=D("45.00"), offloading_charge=D("30.00"))
    assert totals.shipping_total(charges) == D("266.00")
    result = totals.totals([Line(D("1"), D("100.00"))], charges, D("20"))
    assert (result.subtotal, result.shipping) == (D("100.00"), D("266.00"))
    assert result.vat == D("73.20") and result.total == D("439.20")
    # A part load on its own, or just offloading, is charged too.
    assert totals.shipping_total(Charges(part_load_charge=D("60.00"))) == D("60.00")
    assert totals.shipping_total(Charges(offloading_charge=D("0.01"))) == D("0.01")
    assert totals.shipping_total(Charges(loads=3)) == D("0.00")
    # Shipping alone still carries VAT: 0.05 of delivery is 0.01 VAT.
    only = totals.totals([], Charges(offloading_charge=D("0.05")), D("20"))
    assert (only.subtotal, only.shipping, only.vat, only.total) == (D("0.00"), D("0.05"), D("0.01"), D("0.06"))


def test_cost_and_margin() -> None:
    lines = [Line(D("12.5"), D("512.35"), D("400.00")), Line(D("10"), D("8.00"), D("5.00"))]
    result = totals.totals(lines, Charges(loads=1, price_per_load=D("95.00")), D("20"))
    assert result.cost == D("5050.00")
    assert result.margin == D("1434.38")  # goods only: shipping is not margin
    assert result.margin_percent == 22.1


def test_margin_percent_with_nothing_sold_is_empty() -> None:
    assert totals.totals([], NONE, D("20")).margin_percent is None
    assert totals.totals([Line(D("1"), D("0"), D("5"))], NONE, D("20")).margin_percent is None


@pytest.mark.parametrize(
    ("cost", "sell", "margin"),
    [
        ("400.00", "512.35", 21.9),  # 21.928…
        ("400.00", "533.33", 25.0),
        ("0.00", "10.00", 100.0),
        ("10.00", "10.00", 0.0),
        ("10.00", "8.00", -25.0),
        ("1.00", "1.50", 33.3),
        ("1.00", "3.00", 66.7),  # 66.666… half-up
        ("0.995", "1.00", 0.5),  # 0.5 exactly, up
    ],
)
def test_margin_from_sell(cost: str, sell: str, margin: float) -> None:
    assert totals.margin_percent(D(cost), D(sell)) == margin


def test_no_margin_without_a_price() -> None:
    assert totals.margin_percent(D("5.00"), D("0")) is None


@pytest.mark.parametrize(
    ("cost", "margin", "sell"),
    [
        ("400.00", "25", "533.33"),  # 533.333…
        ("30.00", "25", "40.00"),
        ("0.00", "30", "0.00"),  # nothing to put a margin on
        ("100.00", "0", "100.00"),
        ("100.00", "-25", "80.00"),  # a loss leader: sold below cost
        ("1.00", "99.99", "10000.00"),
        ("0.01", "50", "0.02"),
        ("2.00", "33.33", "3.00"),  # 2.99985…
    ],
)
def test_sell_from_margin(cost: str, margin: str, sell: str) -> None:
    assert totals.sell_from_margin(D(cost), D(margin)) == D(sell)


def test_a_margin_of_100_percent_has_no_price() -> None:
    with pytest.raises(ValueError, match="below 100"):
        totals.sell_from_margin(D("5.00"), D("100"))


def test_a_sell_price_from_a_margin_gives_that_margin_back() -> None:
    for cost in ("400.00", "12.34", "1234.56"):
        for margin in ("10", "22.5", "40"):
            sell = totals.sell_from_margin(D(cost), D(margin))
            back = totals.margin_percent(D(cost), sell)
            assert back is not None and abs(back - float(margin)) <= 0.1, (cost, margin, sell, back)


def test_unselected_optional_lines_are_left_out() -> None:
    main = Line(D("10"), D("10.00"), D("6.00"))
    option = Line(D("2"), D("25.00"), D("20.00"), selected=False)
    without = totals.totals([main, option], NONE, D("20"))
    assert (without.subtotal, without.cost, without.total) == (D("100.00"), D("60.00"), D("120.00"))
    option.selected = True
    ticked = totals.totals([main, option], NONE, D("20"))
    assert (ticked.subtotal, ticked.cost, ticked.total) == (D("150.00"), D("100.00"), D("180.00"))


def test_switching_between_alternatives() -> None:
    grey = Line(D("10"), D("8.00"), D("5.00"))
    buff = Line(D("10"), D("9.50"), D("6.00"), selected=False)
    first = totals.totals([grey, buff], NONE, D("20"))
    grey.selected, buff.selected = False, True
    second = totals.totals([grey, buff], NONE, D("20"))
    assert (first.subtotal, first.cost, first.margin_percent) == (D("80.00"), D("50.00"), 37.5)
    assert (second.subtotal, second.cost, second.margin_percent) == (D("95.00"), D("60.00"), 36.8)
    assert (first.total, second.total) == (D("96.00"), D("114.00"))
