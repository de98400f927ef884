"""Development questions about buying (supplier quotes and purchase orders): the set the buying reader may be tuned
on. Part of dev_set.CASES; tests/assistant/heldout_buying.py holds the held-out ones."""

from __future__ import annotations

from tests.assistant.dataset import (
    PRODUCT_FUNTON,
    PROJECT_MEADOW,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.eval_set import CHEAPEST, Case, _case

SUPPLIER_QUOTES, PURCHASE_ORDERS = "supplier_quotes", "purchase_orders"

# fmt: off
CASES: list[Case] = [
    _case("db-sq-q10", "supplier quotes on Q-260010", SUPPLIER_QUOTES, quotes=("Q-260010",),
          values=("SQ-260001", "SQ-260002"),
          records=(("supplier_quote", "SQ-260001"), ("supplier_quote", "SQ-260002"))),
    _case("db-wienerberger", "has wienerberger come back on meadow view", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_WIENERBERGER,), projects=(PROJECT_MEADOW,), values=("SQ-260003",),
          records=(("supplier_quote", "SQ-260003"),)),
    _case("db-northern", "whats northern quoted us for riverside", SUPPLIER_QUOTES, suppliers=(SUPPLIER_NORTHERN,),
          projects=(PROJECT_RIVERSIDE,), values=("£585.00",), records=(("supplier_quote", "SQ-260002"),)),
    _case("db-marshalls", "marshalls price for station road still valid?", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_MARSHALLS,), projects=(PROJECT_STATION,), values=("SQ-260004", "expired"),
          records=(("supplier_quote", "SQ-260004"),)),
    _case("db-po-oakwood", "purchase orders for oakwood", PURCHASE_ORDERS, projects=(PROJECT_OAKWOOD,),
          values=("PO-260002",), records=(("purchase_order", "PO-260002"),)),
    _case("db-po-ibstock", "has ibstock acknowledged our order", PURCHASE_ORDERS, suppliers=(SUPPLIER_IBSTOCK,),
          values=("PO-260001", "10 Nov 2026"), records=(("purchase_order", "PO-260001"),)),
    _case("db-po-q10", "po status on q10", PURCHASE_ORDERS, quotes=("Q-260010",), values=("PO-260001",),
          records=(("purchase_order", "PO-260001"),)),
    _case("db-cheapest-quoted", "lowest supplier price on the funton", CHEAPEST, products=(PRODUCT_FUNTON,),
          values=("£585.00",), records=(("supplier_quote", "SQ-260002"),)),
    # An ordered supplier quote is said to be ordered, on its purchase order, not only "answered" (tenth session).
    _case("db-sq-ordered", "where are we with ibstocks quote for riverside", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_IBSTOCK,), projects=(PROJECT_RIVERSIDE,), values=("SQ-260001", "ordered", "PO-260001"),
          records=(("supplier_quote", "SQ-260001"),)),
    _case("db-sq-ordered-oakwood", "northerns price for oakwood - did we go with it", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_NORTHERN,), projects=(PROJECT_OAKWOOD,), values=("SQ-260005", "PO-260002"),
          records=(("supplier_quote", "SQ-260005"),)),
]
# fmt: on
