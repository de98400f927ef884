"""A round of DEVELOPMENT questions about things the demo does not have (tuned on), in shapes the other parts do not
cover yet, written on 27 Nov 2026 (tenth session) before any change they prompted: a made-up customer with a real
product (the answer names the customer as the thing we lack, not the product), a made-up product with a real
customer, numbers past the last record given without their prefix or with a real job, a real maker with a kind of
goods it does not make, a colour, size or finish a real range lacks, a name mixing two real products or two real
organisations, a phase or person a real record does not have. Format of tests/assistant_demo/dev.py.

A decline is right when the answer is low-confidence or says we do not have it (tests/assistant/metrics.py);
`absent` holds what a decline naming the wrong thing would say: "a product called" when the thing we lack is a
customer, "a customer called" when it is a product."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    LAST,
    PRICE,
    PROJECT_Q,
    STATUS,
    SUPPLIER,
    Case,
    _case,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
NOT_PRODUCT, NOT_CUSTOMER = "a product called", "a customer called"

# fmt: off
DECLINES: list[Case] = [
    _case(f"dd-no-{i}", question, intent, expect=DECLINE, absent=absent)
    for i, (question, intent, absent) in enumerate(
        [
            # a made-up customer with a real product: the customer is what we lack
            ("what did we last quote barratt for the ivanhoe cream", LAST, (NOT_PRODUCT,)),
            ("have we ever priced the staffs blue for taylor wimpey", LAST, (NOT_PRODUCT,)),
            ("cheshire weathered red - what did keepmoat get it at", LAST, (NOT_PRODUCT,)),
            # a made-up product with a real customer: the product is what we lack
            ("last price to aire and wharfe for the forterra village red", LAST, (NOT_CUSTOMER,)),
            ("what did pennine pay for the ibstock birtley red", LAST, (NOT_CUSTOMER,)),
            # numbers past the last record, bare or with a real job
            ("call off 7 - when is it going", CALL_OFFS, ()),
            ("is SQ-000004 back yet", SUPPLIER_QUOTES, ()),
            ("PO-000002 acknowledged?", PURCHASE_ORDERS, ()),
            ("plot 37 at mytholm meadows delivery", CALL_OFFS, ()),
            ("Q-000019 value", STATUS, ()),
            # a real maker with a kind of goods it does not make
            ("how much are catnic roof tiles", PRICE, ()),
            ("tarmac lintel price", PRICE, ()),
            ("who supplies the marley paving slabs", SUPPLIER, ()),
            # a colour, size or finish the range lacks
            ("tradesman blue price", PRICE, ()),
            ("keykerb bullnose kerb in natural", PRICE, ()),
            ("saxon slab 300x300 price", PRICE, ()),
            ("ludlow plus anthracite tile price", PRICE, ()),
            ("driveline 50 in red, how much", PRICE, ()),
            # a name mixing two real products or two real organisations
            ("sandtoft 20/20 slate brown price", PRICE, ()),
            ("lbc dapple heather price", PRICE, ()),
            ("quotes for aire valley homes", CUSTOMER_Q, ()),
            ("open quotes for harrogate developments", CUSTOMER_Q, ()),
            # a phase, person, kind of goods or job a real record does not have
            ("mytholm meadows phase 4 quotes", PROJECT_Q, ()),
            ("number for dave at ibstock", CONTACT, ()),
            ("cheapest insulation board", CHEAPEST_IN, ()),
            ("any tasks for the leeds arena job", TASKS, ()),
        ]
    )
]
# fmt: on

ALL: list[Case] = [*DECLINES]
