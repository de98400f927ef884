"""DEVELOPMENT questions about things we do not have (the set the decline handling may be tuned on), written on
2026-11-26 (fifth session) after the held-out ones in tests/assistant/heldout_declines.py and before any change:
products (near-misses of ones we sell, by name, size or colour), customers, projects, quotes, suppliers, supplier
quotes, purchase orders, call-offs and contacts that do not exist; and questions outside the business."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST,
    CHEAPEST_IN,
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    GENERAL,
    LAST,
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
    _case(f"dx-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # products: near-misses by colour, range or size
            ("price of the ibstock cheshire yellow", PRICE),
            ("lead time on the forterra village blue multi", PRICE),
            ("who supplies the marshalls tegula mega paving", SUPPLIER),
            ("cheapest price for wienerberger kassandra buff", CHEAPEST),
            ("how much is the catnic cg90/100 lintel 3000mm", PRICE),
            ("cheapest reclaimed york stone", CHEAPEST_IN),
            # customers, projects, contacts
            ("quotes for persimmon homes", CUSTOMER_Q),
            ("open quotes for pennine roofing", CUSTOMER_Q),
            ("last quoted bellway for the cheshire red", LAST),
            ("quotes on the kingsway park job", PROJECT_Q),
            ("architect on the meadow view phase 5 job", FACT),
            ("phone number for mark jenkins at forterra", CONTACT),
            # quotes, supplier quotes, purchase orders, call-offs
            ("what's the status of Q-260066", STATUS),
            ("what has travis perkins quoted us for meadow view", SUPPLIER_QUOTES),
            ("supplier quotes from jewson", SUPPLIER_QUOTES),
            ("purchase order PO-260050 status", PURCHASE_ORDERS),
            ("has breedon acknowledged our order", PURCHASE_ORDERS),
            ("when is call-off CO-260150 going out", CALL_OFFS),
            ("deliveries to the harrogate road job this week", CALL_OFFS),
            ("is the load for plot 99 at kingsway confirmed", CALL_OFFS),
        ]
    )
]

# A second round (27 Nov 2026, tenth session), written before the changes it prompted, in shapes the first lacks:
# a made-up customer with a real product (the customer is what we lack), a made-up product with a real customer,
# numbers past the last record bare or with a real job, a real maker with goods it does not make, a colour or size a
# real range lacks, a name mixing two real products or two real organisations. `absent`: what a decline naming the
# wrong thing would say.
NOT_PRODUCT, NOT_CUSTOMER = "a product called", "a customer called"
SECOND: list[Case] = [
    _case(f"dx2-no-{i}", question, intent, expect=DECLINE, absent=absent)
    for i, (question, intent, absent) in enumerate(
        [
            ("what did we last quote barratt for the funton", LAST, (NOT_PRODUCT,)),
            ("atlas blue price for taylor wimpey", LAST, (NOT_PRODUCT,)),
            ("last price to acme for the ibstock marziale", LAST, (NOT_CUSTOMER,)),
            ("what did wharfe valley pay for the forterra kassandra", LAST, (NOT_CUSTOMER,)),
            ("call off 260107 when", CALL_OFFS, ()),
            ("plot 15 at riverside quarter delivery", CALL_OFFS, ()),
            ("is PO-260003 acknowledged", PURCHASE_ORDERS, ()),
            ("how much are marshalls roof tiles", PRICE, ()),
            ("who supplies the wienerberger lintels", SUPPLIER, ()),
            ("keyblok in buff price", PRICE, ()),
            ("catnic cg90 2400mm price", PRICE, ()),
            ("thermalite shield 140mm price", PRICE, ()),
            ("quotes for calder valley homes", CUSTOMER_Q, ()),
            ("open quotes for moorside groundworks", CUSTOMER_Q, ()),
        ]
    )
]

OUT_OF_SCOPE: list[Case] = [
    _case(f"dx-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["tell me a joke", "translate hello into french", "who is the prime minister",
                                  "how do i reset my iphone"])
]  # fmt: skip

CASES: list[Case] = [*DECLINES, *SECOND, *OUT_OF_SCOPE]
