"""The evaluation dataset's buying part: supplier quotes (requests for prices and the answers) and purchase orders,
over the first part's suppliers, projects and customer quotes. Seeded after the other parts, so their ids stay.

Riverside Quarter (Otley, Q-260010's Funton) was priced by Ibstock and Northern; Meadow View's request to
Wienerberger is unanswered; Marshalls' Priora price for Station Road has expired; Oakwood's lintels were ordered from
Northern (sent, not acknowledged) and Riverside's Funton from Ibstock (acknowledged)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from tests.assistant.dataset import (
    PRODUCT_CATNIC,
    PRODUCT_FUNTON,
    PRODUCT_KASSANDRA,
    PRODUCT_PRIORA,
    PRODUCT_THERMALITE,
    PROJECT_MEADOW,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)


@dataclass(frozen=True)
class LineSpec:
    product: str
    quantity: str  # counted: bricks for a product priced per 1,000
    price: str | None  # None: not priced (unanswered, or can't quote)
    lead_weeks: int | None = None
    cannot_quote: str = ""  # the reason, when the supplier cannot quote it


@dataclass(frozen=True)
class SupplierQuoteSpec:
    number: str
    supplier: str
    project: str
    customer_quote: str | None
    status: str  # requested (unanswered), answered, ordered
    answered: date | None
    valid_days: int  # valid until today + this many days (negative: expired)
    lines: list[LineSpec] = field(default_factory=list)
    haulage_per_load: str = ""
    loads: int = 0


@dataclass(frozen=True)
class PurchaseOrderSpec:
    number: str
    supplier_quote: str
    status: str  # sent, acknowledged
    sent: date
    acknowledged: date | None = None


L = LineSpec
SQ = SupplierQuoteSpec
# fmt: off
SUPPLIER_QUOTES: list[SupplierQuoteSpec] = [
    SQ("SQ-260001", SUPPLIER_IBSTOCK, PROJECT_RIVERSIDE, "Q-260010", "ordered", date(2026, 10, 22), 45,
       [L(PRODUCT_FUNTON, "22000", "598.00", 4), L(PRODUCT_THERMALITE, "600", None, cannot_quote="Not our product")],
       "395.00", 2),
    SQ("SQ-260002", SUPPLIER_NORTHERN, PROJECT_RIVERSIDE, "Q-260010", "answered", date(2026, 10, 24), 20,
       [L(PRODUCT_FUNTON, "22000", "585.00", 6)]),
    SQ("SQ-260003", SUPPLIER_WIENERBERGER, PROJECT_MEADOW, None, "requested", None, 30,
       [L(PRODUCT_KASSANDRA, "30000", None)]),
    SQ("SQ-260004", SUPPLIER_MARSHALLS, PROJECT_STATION, "Q-260015", "answered", date(2026, 9, 1), -5,
       [L(PRODUCT_PRIORA, "640", "31.20", 2)]),
    SQ("SQ-260005", SUPPLIER_NORTHERN, PROJECT_OAKWOOD, "Q-260012", "ordered", date(2026, 11, 16), 30,
       [L(PRODUCT_CATNIC, "20", "38.50", 1)]),
]
PURCHASE_ORDERS: list[PurchaseOrderSpec] = [
    PurchaseOrderSpec("PO-260001", "SQ-260001", "acknowledged", date(2026, 11, 6), date(2026, 11, 10)),
    PurchaseOrderSpec("PO-260002", "SQ-260005", "sent", date(2026, 11, 20)),
]
# fmt: on
