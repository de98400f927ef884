"""Supplier quote arithmetic: exact pence, per-1,000 prices, charges, landed cost per unit (no database)."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

from api.buying import totals
from api.buying.service.answers import add_working_days

D = Decimal


def line(quantity: str, price: str | None, unit: str = "each", **extra: Any) -> Any:
    values = {"cannot_quote": False, "min_order_quantity": None, **extra}
    return SimpleNamespace(quantity=D(quantity), price=D(price) if price else None, unit=unit, **values)


def charges(**values: Any) -> Any:
    base = {
        "haulage_basis": "included",
        "haulage_amount": D("0"),
        "loads": 0,
        "part_load_surcharge": D("0"),
        "offload_charge": D("0"),
        "pallets": 0,
        "pallet_charge": D("0"),
        "pallet_refund": D("0"),
    }
    return SimpleNamespace(
        **{**base, **{k: D(v) if isinstance(v, str) and k != "haulage_basis" else v for k, v in values.items()}}
    )


def test_a_price_per_1000_is_for_a_thousand_of_what_is_counted() -> None:
    result = totals.totals([line("12500", "512.35", "per_1000")], charges())
    assert result.lines[0].total == D("6404.38")  # 12.5 x 512.35 = 6404.375, half up
    assert result.goods == D("6404.38")
    assert result.total == D("6404.38")


def test_charges_add_haulage_per_load_part_load_offload_and_pallets_but_never_deduct_the_refund() -> None:
    result = totals.totals(
        [line("10", "8.00")],
        charges(
            haulage_basis="per_load",
            haulage_amount="285.50",
            loads=2,
            part_load_surcharge="45.00",
            offload_charge="60.00",
            pallets=3,
            pallet_charge="12.50",
            pallet_refund="10.00",
        ),
    )
    figures = result.charges
    assert figures.haulage == D("571.00")
    assert figures.pallets == D("37.50")
    assert figures.total == D("571.00") + D("45.00") + D("60.00") + D("37.50")
    assert figures.pallet_refund == D("30.00")
    assert result.total == D("80.00") + figures.total


def test_included_haulage_adds_nothing_whatever_the_amount() -> None:
    result = totals.totals([line("1", "100.00")], charges(haulage_basis="included", haulage_amount="300.00", loads=2))
    assert result.charges.haulage == D("0.00")
    assert result.total == D("100.00")


def test_landed_cost_spreads_the_charges_over_the_quantity_on_the_price_basis() -> None:
    # £300 haulage on 10,000 bricks at £500.00 per 1,000: £30 more per 1,000.
    result = totals.totals(
        [line("10000", "500.00", "per_1000")], charges(haulage_basis="per_delivery", haulage_amount="300.00", loads=1)
    )
    assert result.lines[0].charge_share == D("300.00")
    assert result.lines[0].landed_unit_price == D("530.00")


def test_charges_are_shared_by_value_to_the_penny_and_add_up_exactly() -> None:
    lines = [line("1", "100.00"), line("1", "200.00"), line("1", "0.01")]
    result = totals.totals(lines, charges(offload_charge="100.00"))
    shares = [f.charge_share for f in result.lines]
    assert sum(shares) == D("100.00")
    assert shares[1] > shares[0] > shares[2]
    assert result.lines[0].landed_unit_price == D("100.00") + shares[0]


def test_unpriced_and_cannot_quote_lines_add_nothing_and_take_no_share() -> None:
    lines = [
        line("5", "10.00"),
        line("5", None),
        line("5", None, cannot_quote=True),
    ]
    result = totals.totals(lines, charges(offload_charge="50.00"))
    assert result.goods == D("50.00")
    assert [f.total for f in result.lines] == [D("50.00"), None, None]
    assert [f.charge_share for f in result.lines] == [D("50.00"), D("0.00"), D("0.00")]
    assert result.lines[1].landed_unit_price is None
    assert (result.priced_lines, result.unpriced_lines, result.cannot_quote_lines) == (1, 1, 1)


def test_lines_priced_at_nothing_share_the_charges_equally() -> None:
    result = totals.totals([line("2", "0.00"), line("2", "0.00")], charges(offload_charge="0.03"))
    assert sorted(f.charge_share for f in result.lines) == [D("0.01"), D("0.02")]


def test_a_quantity_below_the_minimum_order_is_flagged() -> None:
    result = totals.totals(
        [line("400", "1.00", min_order_quantity=D("500")), line("600", "1.00", min_order_quantity=D("500"))],
        charges(),
    )
    assert [f.below_minimum for f in result.lines] == [True, False]


def test_working_days_skip_weekends_from_any_start_day() -> None:
    """The delivery date's working days, counted by whole weeks, match a count day by day from every start day."""

    def day_by_day(start: date, days: int) -> date:
        day = start
        while days > 0:
            day += timedelta(days=1)
            days -= day.weekday() < 5
        return day

    starts = [date(2026, 11, 23) + timedelta(days=k) for k in range(14)]  # two weeks from a Monday
    for start in starts:
        for days in range(0, 80):
            assert add_working_days(start, days) == day_by_day(start, days), (start, days)
    assert add_working_days(date(2026, 11, 28), 1) == date(2026, 11, 30)  # Saturday + 1 → Monday
    assert add_working_days(date(2026, 11, 27), 5) == date(2026, 12, 4)  # Friday + 5 → Friday
