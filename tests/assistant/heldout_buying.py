"""HELD-OUT questions about buying (supplier quotes and purchase orders), written on 2026-11-26 before the buying
questions were built into the reader, never to be used for tuning and never weakened. Part of heldout_set.CASES."""

from __future__ import annotations

from tests.assistant.dataset import (
    PRODUCT_FUNTON,
    PROJECT_MEADOW,
    PROJECT_RIVERSIDE,
    SUPPLIER_IBSTOCK,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.eval_set import CHEAPEST, Case, _case

SUPPLIER_QUOTES, PURCHASE_ORDERS = "supplier_quotes", "purchase_orders"

# fmt: off
CASES: list[Case] = [
    _case("hb-ibstock-riverside", "what did ibstock quote for the riverside job", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_IBSTOCK,), projects=(PROJECT_RIVERSIDE,), values=("SQ-260001", "£598.00"),
          records=(("supplier_quote", "SQ-260001"),)),
    _case("hb-riverside-prices", "any prices back from suppliers on riverside quarter", SUPPLIER_QUOTES,
          projects=(PROJECT_RIVERSIDE,), values=("£598.00", "£585.00"),
          records=(("supplier_quote", "SQ-260001"), ("supplier_quote", "SQ-260002"))),
    _case("hb-wienerberger-meadow", "did wienerberger ever send prices for meadow view", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_WIENERBERGER,), projects=(PROJECT_MEADOW,), values=("SQ-260003", "not answered"),
          records=(("supplier_quote", "SQ-260003"),)),
    _case("hb-po-q12", "has the PO for q12 been acknowledged", PURCHASE_ORDERS, quotes=("Q-260012",),
          values=("PO-260002", "not been acknowledged"), records=(("purchase_order", "PO-260002"),)),
    _case("hb-po-ibstock", "is the ibstock po for riverside acked yet", PURCHASE_ORDERS,
          suppliers=(SUPPLIER_IBSTOCK,), projects=(PROJECT_RIVERSIDE,), values=("PO-260001", "10 Nov 2026"),
          records=(("purchase_order", "PO-260001"),)),
    _case("hb-best-quoted-funton", "best price weve been quoted on funton", CHEAPEST, products=(PRODUCT_FUNTON,),
          values=("£585.00", "SQ-260002"), records=(("supplier_quote", "SQ-260002"),)),
]
# fmt: on
