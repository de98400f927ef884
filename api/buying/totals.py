"""Supplier quote arithmetic in exact decimals (pounds and pence, half-up to the penny, like `api.quotes.totals`).

- A line's total is quantity x price on its unit basis (÷ 1,000 for a price per 1,000 of what is counted); a line
  not priced, or marked "can't quote", adds nothing. An alternative is offered, never added.
- Charges: haulage (per load or per delivery: amount x loads; included: nothing), the part-load surcharge, the
  offload charge, and pallets x pallet charge. The pallet refund (pallets x refund) is what comes back when the
  pallets are returned: shown, never deducted, since it depends on returning them.
- Supplier total = goods + charges.
- Landed cost per unit: the line's price plus its share of the charges. Charges are shared between the priced
  lines in proportion to their value, then each share is spread over the line's quantity and written on the
  line's own price basis (per 1,000 for bricks): £300 haulage on one line of 10,000 bricks at £500.00 per 1,000
  lands at £530.00 per 1,000."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from typing import Protocol

from api.quotes.totals import PENNY, PRICED_PER, line_total, pence, priced_per

ZERO = Decimal("0.00")
ONE = Decimal(1)
HAULED = ("per_load", "per_delivery")


class AnsweredLine(Protocol):
    quantity: Decimal
    unit: str
    price: Decimal | None
    cannot_quote: bool
    min_order_quantity: Decimal | None


class Charges(Protocol):
    haulage_basis: str
    haulage_amount: Decimal
    loads: int
    part_load_surcharge: Decimal
    offload_charge: Decimal
    pallets: int
    pallet_charge: Decimal
    pallet_refund: Decimal


@dataclass(frozen=True)
class LineFigures:
    """One line's figures: its total (None when not priced), its share of the charges, the landed price per unit
    on the line's basis (None when not priced), and whether the quantity asked is below the supplier's minimum."""

    total: Decimal | None
    charge_share: Decimal
    landed_unit_price: Decimal | None
    below_minimum: bool


@dataclass(frozen=True)
class ChargeFigures:
    haulage: Decimal
    part_load: Decimal
    offload: Decimal
    pallets: Decimal
    total: Decimal
    pallet_refund: Decimal


@dataclass(frozen=True)
class Totals:
    goods: Decimal
    charges: ChargeFigures
    total: Decimal
    lines: list[LineFigures]
    priced_lines: int
    unpriced_lines: int
    cannot_quote_lines: int


def is_priced(line: AnsweredLine) -> bool:
    return not line.cannot_quote and line.price is not None


def total_of(line: AnsweredLine) -> Decimal | None:
    """The line's total to the penny, or None when it carries no price (not priced, or can't quote)."""
    if not is_priced(line):
        return None
    assert line.price is not None
    return line_total(line.quantity, line.price, line.unit)


def charges_of(charges: Charges) -> ChargeFigures:
    haulage = pence(charges.haulage_amount * charges.loads) if charges.haulage_basis in HAULED else ZERO
    pallets = pence(charges.pallet_charge * charges.pallets)
    part_load = pence(charges.part_load_surcharge)
    offload = pence(charges.offload_charge)
    return ChargeFigures(
        haulage=haulage,
        part_load=part_load,
        offload=offload,
        pallets=pallets,
        total=haulage + part_load + offload + pallets,
        pallet_refund=pence(charges.pallet_refund * charges.pallets),
    )


def landed_unit_price(price: Decimal, quantity: Decimal, unit: str, share: Decimal) -> Decimal:
    """price + share spread over the quantity, on the price's basis (per 1,000 for per_1000), to the penny."""
    if quantity <= 0:
        return pence(price)
    return (price + share * priced_per(unit) / quantity).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _shares(values: list[Decimal | None], charges: Decimal) -> list[Decimal]:
    """`charges` split over the priced lines in proportion to their totals, to the penny, the pennies left by
    rounding given to the largest lines first so the shares add up to the charges exactly. Lines priced at nothing
    (all totals zero) share equally."""
    priced = [i for i, v in enumerate(values) if v is not None]
    shares = [ZERO] * len(values)
    if not priced or charges == 0:
        return shares
    goods = sum((values[i] or ZERO for i in priced), ZERO)
    weights = {i: (values[i] or ZERO) if goods > 0 else Decimal(1) for i in priced}
    weight_total = sum(weights.values(), Decimal(0))
    for i in priced:
        shares[i] = (charges * weights[i] / weight_total).quantize(PENNY, rounding=ROUND_DOWN)
    left = charges - sum(shares, ZERO)
    if left > 0:
        # Fewer pennies are left than lines priced (each share lost less than one): the largest lines take one, the
        # earlier line first between equals (a reversed sort keeps the order of equals).
        for i in sorted(priced, key=weights.__getitem__, reverse=True)[: int(left / PENNY)]:
            shares[i] += PENNY
    return shares


def totals(lines: Sequence[AnsweredLine], charges: Charges) -> Totals:
    """Every figure of a supplier quote version (see the module's docstring). One pass over the lines with the
    arithmetic of `total_of` and `landed_unit_price` written out: a comparison works out thousands of lines."""
    values: list[Decimal | None] = []
    unpriced = cannot_quote = 0
    for line in lines:
        price = line.price
        if line.cannot_quote:
            cannot_quote += 1
            values.append(None)
        elif price is None:
            unpriced += 1
            values.append(None)
        else:
            values.append((line.quantity * price / PRICED_PER.get(line.unit, ONE)).quantize(PENNY, ROUND_HALF_UP))
    charge_figures = charges_of(charges)
    shares = _shares(values, charge_figures.total)
    figures = []
    goods = ZERO
    for line, value, share in zip(lines, values, shares, strict=True):
        quantity, minimum = line.quantity, line.min_order_quantity
        landed = None
        if value is not None:
            goods += value
            price = line.price
            assert price is not None
            if quantity <= 0:
                landed = price.quantize(PENNY, ROUND_HALF_UP)
            else:
                per = PRICED_PER.get(line.unit, ONE)
                landed = (price + share * per / quantity).quantize(PENNY, ROUND_HALF_UP)
        figures.append(LineFigures(value, share, landed, minimum is not None and quantity < minimum))
    return Totals(
        goods=goods,
        charges=charge_figures,
        total=goods + charge_figures.total,
        lines=figures,
        priced_lines=len(values) - unpriced - cannot_quote,
        unpriced_lines=unpriced,
        cannot_quote_lines=cannot_quote,
    )
