"""HELD-OUT questions about things we do not have, written on 2026-11-26 (fifth session) BEFORE any change to the
reader or the look-ups for declines, never to be used for tuning and never weakened. Part of the held-out part.

Every kind of record staff ask about, absent from the dataset: products (near-misses of ones we sell), customers,
projects, quotes, suppliers, supplier quotes, purchase orders, call-offs and contacts; and questions outside the
business (handled: no confident answer). Written without reading the development questions written beside them
(tests/assistant/dev_declines.py) or the older held-out questions."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    GENERAL,
    PRICE,
    PROJECT_Q,
    STATUS,
    SUPPLIER,
    UNRELATED,
    Case,
    _case,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS = "supplier_quotes", "purchase_orders", "call_offs"

DECLINES: list[Case] = [
    _case(f"hx-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("how much is the ibstock leicester yellow stock", PRICE),
            ("who supplies the forterra village buff multi", SUPPLIER),
            ("open quotes for bovis homes", CUSTOMER_Q),
            ("quotes on the moorside farm cottages job", PROJECT_Q),
            ("status of q-260077", STATUS),
            ("has hanson sent us a price for riverside quarter", SUPPLIER_QUOTES),
            ("is PO-260099 acknowledged", PURCHASE_ORDERS),
            ("when is CO-260199 being delivered", CALL_OFFS),
            ("email for gary lineker at acme", CONTACT),
            ("account number for calder construction", FACT),
            ("cheapest green oak sleeper", CHEAPEST_IN),
            ("deliveries to the kirkgate plaza job tomorrow", CALL_OFFS),
        ]
    )
]

OUT_OF_SCOPE: list[Case] = [
    _case(f"hx-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the vat rate in france", "write me a poem about bricks",
                                  "who won the grand national"])
]  # fmt: skip

CASES: list[Case] = [*DECLINES, *OUT_OF_SCOPE]
