"""Quote arithmetic in exact decimals: each line total is rounded half-up to the penny, VAT once on the total."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Protocol

PENNY = Decimal("0.01")
ZERO = Decimal("0.00")


def pence(amount: Decimal) -> Decimal:
    return amount.quantize(PENNY, rounding=ROUND_HALF_UP)


def line_total(quantity: Decimal, price: Decimal) -> Decimal:
    return pence(quantity * price)


def sell_from_margin(cost: Decimal, margin_percent: Decimal) -> Decimal:
    """The price giving `margin_percent` of the price as margin: cost / (1 - m/100), to the penny. A margin of
    100 % or more has no price (requests refuse it before it gets here)."""
    if margin_percent >= 100:
        raise ValueError("A margin must be below 100 %")
    return pence(cost * 100 / (100 - margin_percent))


def margin_percent(cost: Decimal, sell: Decimal) -> float | None:
    """(sell - cost) / sell as a percentage to one decimal, halves away from zero; None without a price."""
    if sell <= 0:
        return None
    return float(((sell - cost) * 100 / sell).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


class PricedLine(Protocol):
    quantity: Decimal
    cost_price: Decimal
    sell_price: Decimal
    selected: bool


class Charges(Protocol):
    loads: int
    price_per_load: Decimal
    part_load_charge: Decimal
    offloading_charge: Decimal


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    shipping: Decimal
    vat: Decimal
    total: Decimal
    cost: Decimal

    @property
    def margin(self) -> Decimal:
        return self.subtotal - self.cost

    @property
    def margin_percent(self) -> float | None:
        if self.subtotal <= 0:
            return None
        return float((self.margin * 100 / self.subtotal).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def shipping_total(charges: Charges) -> Decimal:
    return pence(charges.loads * charges.price_per_load + charges.part_load_charge + charges.offloading_charge)


class OptionLine(PricedLine, Protocol):
    optional: bool
    alternative_group: str


def range_errors(lines: list[OptionLine], charges: Charges, vat_rate: Decimal, largest: Decimal) -> dict[str, str]:
    """Field messages for figures that would pass `largest` (the money columns' range), checked before any total is
    stored: each line's price and cost, the shipping, and the largest total the customer can reach by ticking
    every option and picking the dearest alternative of each group, with its cost and VAT."""
    too_large = f"The total would be too large: at most £{largest:,} per quote"
    errors: dict[str, str] = {}
    fixed = ZERO
    fixed_cost = ZERO
    dearest: dict[str, tuple[Decimal, Decimal]] = {}
    for i, line in enumerate(lines):
        price, cost = line_total(line.quantity, line.sell_price), line_total(line.quantity, line.cost_price)
        if price > largest or cost > largest:
            errors[f"lines.{i}.quantity"] = f"This line's total would be too large: at most £{largest:,}"
        group = line.alternative_group.upper()
        if group:
            known = dearest.get(group, (ZERO, ZERO))
            dearest[group] = (max(known[0], price), max(known[1], cost))
        else:
            fixed += price
            fixed_cost += cost
    shipping = shipping_total(charges)
    if shipping > largest:
        errors["shipping"] = f"The shipping total would be too large: at most £{largest:,}"
    if errors:
        return errors
    subtotal = fixed + sum((p for p, _ in dearest.values()), ZERO)
    cost = fixed_cost + sum((c for _, c in dearest.values()), ZERO)
    if subtotal + shipping + pence((subtotal + shipping) * vat_rate / 100) > largest or cost > largest:
        errors["lines" if lines else "shipping"] = too_large
    return errors


def totals(lines: Iterable[PricedLine], charges: Charges, vat_rate: Decimal) -> Totals:
    """Totals of the selected lines. Shipping is charged as quoted and carries VAT like the goods."""
    chosen = [line for line in lines if line.selected]
    subtotal = sum((line_total(line.quantity, line.sell_price) for line in chosen), ZERO)
    cost = sum((line_total(line.quantity, line.cost_price) for line in chosen), ZERO)
    shipping = shipping_total(charges)
    vat = pence((subtotal + shipping) * vat_rate / 100)
    return Totals(subtotal=subtotal, shipping=shipping, vat=vat, total=subtotal + shipping + vat, cost=cost)
