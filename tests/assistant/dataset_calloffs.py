"""The evaluation dataset's delivering part: two orders called off plot by plot, seeded after the buying part so
the other parts' ids stay. Dates are relative to the day the set runs (call-offs are about tomorrow and this week).

Riverside Quarter (Wharfe Valley Homes, Otley; Q-260010's Funton, from Ibstock on PO-260001): plot 11 delivered
three days ago with proof (never before this week's Monday), plot 12 confirmed for tomorrow AM, plot 13 failed
yesterday (today on a Monday; no crane on site, £150 charge), plot 14 requested in nine days. Oakwood School
Extension (Kirkstall Builders; Q-260012's lintels, from Northern on PO-260002): block A booked for tomorrow, not
confirmed by the works; block B cancelled."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from tests.assistant.dataset import PRODUCT_CATNIC, PRODUCT_FUNTON, PROJECT_OAKWOOD, PROJECT_RIVERSIDE

TODAY = date.today()


# Days back that stay inside this week (Monday to today), so "this week" questions hold on any weekday.
DELIVERED_AGO = -min(3, TODAY.weekday())
FAILED_AGO = -min(1, TODAY.weekday())


def on(days: int) -> date:
    """The day `days` from the day the set runs."""
    return TODAY + timedelta(days=days)


def shown(day_: date) -> str:
    """A day as answers write it (assistant.lookups.format.day): 27 Nov 2026."""
    return f"{day_.day} {day_:%b %Y}"


@dataclass(frozen=True)
class OrderSpec:
    number: str
    quote: str  # the customer quote the order was converted from
    product: str
    plots: tuple[tuple[str, str], ...]  # (plot number, quantity)
    supplier_po: str  # the purchase order the call-offs ride on


@dataclass(frozen=True)
class CallOffSpec:
    number: str
    order: str
    plot: str
    quantity: str
    status: str
    requested: int  # days from today
    booked: int | None = None
    confirmed: int | None = None
    window: str = "any"
    failure_reason: str = ""
    failure_charge: str | None = None
    received_by: str = ""


ORDERS: list[OrderSpec] = [
    OrderSpec("SO-260101", "Q-260010", PRODUCT_FUNTON,
              (("11", "5500"), ("12", "5500"), ("13", "5500"), ("14", "5500")), "PO-260001"),
    OrderSpec("SO-260102", "Q-260012", PRODUCT_CATNIC, (("A", "10"), ("B", "10")), "PO-260002"),
]  # fmt: skip
PROJECT_OF = {"SO-260101": PROJECT_RIVERSIDE, "SO-260102": PROJECT_OAKWOOD}

C = CallOffSpec
CALL_OFFS: list[CallOffSpec] = [
    C("CO-260101", "SO-260101", "11", "5500", "proof_received", -5, DELIVERED_AGO, DELIVERED_AGO,
      received_by="Gary Hill"),
    C("CO-260102", "SO-260101", "12", "5500", "confirmed", 1, 1, 1, window="am"),
    C("CO-260103", "SO-260101", "13", "5500", "failed", FAILED_AGO, FAILED_AGO, FAILED_AGO,
      failure_reason="No crane on site", failure_charge="150.00"),
    C("CO-260104", "SO-260101", "14", "5500", "requested", 9),
    C("CO-260105", "SO-260102", "A", "10", "booked", 1, 1),
    C("CO-260106", "SO-260102", "B", "10", "cancelled", 6),
]  # fmt: skip


def when(spec: CallOffSpec) -> date:
    """The call-off's day: confirmed, else booked, else requested."""
    days = next(d for d in (spec.confirmed, spec.booked, spec.requested) if d is not None)
    return on(days)


BY_NUMBER = {spec.number: spec for spec in CALL_OFFS}
