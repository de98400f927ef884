"""A second blind round of DEVELOPMENT questions about things the demo does not have (tuned on), written on 27 Nov 2026
(twelfth session, branch declines) from the demo definitions only (api/catalogue/demo_products.txt, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py), before reading the assistant's
code and before any change it prompted. Format of tests/assistant_demo/dev.py.

Declines in shapes the earlier demo rounds lack: a real range in a colour or size another range has; a real maker with
goods it does not make; misspelt names of products nobody sells; a made-up customer or job; a real person at another
organisation, or by first name where someone else works; numbers past the last quote, supplier quote, purchase order
and call-off; a real customer with another customer's job; a works that never priced a real product; a year with no
quotes; facts no record holds (the driver, the lorry, a works' margin, a product's carbon figure); and follow-ups whose
referent does not exist. Beside them, the real records asked plainly, so declining everything cannot score.

A decline is right when the answer is low-confidence or says we do not have it (tests/assistant/metrics.py);
`absent` holds what a decline naming the wrong thing would say.

First run (27 Nov 2026, on the branch as committed, 82cc4b5: main 9a78426 with these questions, before any change for
them; no expectation changed): answerable 11 of 11, declines 25 of 30, unrelated 2 of 2. The declines missed: a real
person asked at another organisation when their surname is also their own firm's name ("oliver whitfield at dales
haulage": his email given), a year by its number ("quotes sent in 2024": every sent quote), a van's registration (the
load given), a works' own margin ("what margin does wienerberger make on the kassandra": ours given, at high
confidence) and a product's carbon figure (the product given). The whole demo-dev part with it (739 questions): intent
0.920, exact 0.992 (482 of 486), declines 216 of 222, unrelated 31 of 31, paraphrases after feedback 100 % (13 of 13),
0 invented, 0 contaminated.

Intent labels changed after that run (the expected answers untouched), where the reader's intent is as right as the
guess: a customer's quotes on a named job are the job's quotes to that customer (project_quotes, 2 cases), a works'
own margin is a fact of the product (record_fact).
"""

from __future__ import annotations

from tests.assistant.dev_declines2 import declined, priced
from tests.assistant.eval_set import (
    CONTACT,
    CUSTOMER_Q,
    FACT,
    GENERAL,
    LAST,
    LIST,
    PRICE,
    PROJECT_Q,
    STATUS,
    UNRELATED,
    Case,
    _case,
)
from tests.assistant_demo.facts import BRIGHOUSE, CALDER, IBSTOCK, IVANHOE_EBONY, KIRKGATE, KIRKSTALL, q, quote

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS = "supplier_quotes", "purchase_orders", "call_offs"
NOT_PRODUCT = "a product called"
MENDIP, MODERN_ANT = "Mendip Interlocking Tile Old English Dark Red", "Modern Interlocking Tile Anthracite"
SAXON_CHA6 = "Saxon Textured Paving Slab Charcoal 600x600"


# fmt: off
ANSWERABLE: list[Case] = [
    priced("d12-ok-ebony", "ivanhoe ebony price", IVANHOE_EBONY, "£815.00"),
    priced("d12-ok-ebony-lead", "lead time on it?", IVANHOE_EBONY, "10 days", follows="d12-ok-ebony"),
    priced("d12-ok-mendip", "mendip tile price", MENDIP, "£1.80"),
    priced("d12-ok-modern-ant", "modern tile anthracite price", MODERN_ANT, "£1.95"),
    priced("d12-ok-saxon-cha", "saxon slab charcoal 600 price", SAXON_CHA6, "£28.20"),
    _case("d12-ok-whitfield-email", "oliver whitfields email", CONTACT, values=("oliver@whitfield.example",),
          records=(("contact", "Oliver Whitfield"),)),
    _case("d12-ok-naomi", "number for naomi at studio kirkgate", CONTACT, values=("0113 555 0277",),
          records=(("contact", "Naomi Ackroyd"),)),
    _case("d12-ok-q12", "q12 status", STATUS, quotes=(q(12),), values=("Draft",), records=(quote(12),)),
    _case("d12-ok-calder-brighouse", "calder valleys quotes on brighouse wharf mews", PROJECT_Q,
          customers=(CALDER,), projects=(BRIGHOUSE,), values=(q(1),), records=(quote(1),)),
    _case("d12-ok-forge-arch", "architect on kirkstall forge", FACT, projects=(KIRKSTALL,), values=(KIRKGATE,),
          records=(("other", KIRKGATE),)),
    _case("d12-ok-ibstock-staffs", "has ibstock priced the staffs blue", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("SQ-000001", "£669.30"), records=(("supplier_quote", "SQ-000001"),)),
]

DECLINES: list[Case] = [
    # ---- a real range in a colour or size another range has
    declined("d12-no-ebony-73", "ivanhoe ebony 73mm price", PRICE),
    declined("d12-no-ebony-73-lead", "lead time on it?", PRICE, follows="d12-no-ebony-73"),
    declined("d12-no-mendip-ant", "mendip tile in anthracite price", PRICE),
    declined("d12-no-saxon-buff", "saxon slab in buff how much", PRICE),
    declined("d12-no-driveline-silver", "driveline 50 silver price", PRICE),
    declined("d12-no-tegula-charcoal", "tegula priora in charcoal", PRICE),
    # ---- a real maker with goods it does not make
    declined("d12-no-marley-bricks", "marley bricks price", PRICE),
    declined("d12-no-hh-lintel", "h+h lintel price", PRICE),
    declined("d12-no-wb-cement", "wienerberger cement price", PRICE),
    # ---- misspelt names of products nobody sells
    declined("d12-no-tradesman-yellow", "ibstok tradsman yelow price", PRICE),
    declined("d12-no-warnham-buff", "wienerburger warnam buff", PRICE),
    # ---- a made-up customer or job, and what follows it
    declined("d12-no-redrow", "quotes for redrow", CUSTOMER_Q),
    declined("d12-no-redrow-buyer", "whos their buyer", CONTACT, follows="d12-no-redrow"),
    declined("d12-no-avant-cream", "what did we last quote avant homes for the ivanhoe cream", LAST,
             absent=(NOT_PRODUCT,)),
    declined("d12-no-otley-arch", "whos the architect on the otley road job", FACT),
    # ---- a real person at another organisation, or by first name where someone else works
    declined("d12-no-whitfield-dales", "oliver whitfield at dales haulage, his email", CONTACT),
    declined("d12-no-naomi-whitfield", "number for naomi at whitfield", CONTACT),
    # ---- numbers past the last record
    declined("d12-no-q13", "q13 total", STATUS),
    declined("d12-no-q15", "Q-000015 who accepted it", STATUS),
    declined("d12-no-sq5", "SQ-000005 price", SUPPLIER_QUOTES),
    declined("d12-no-po3", "when did PO-000003 go", PURCHASE_ORDERS),
    declined("d12-no-co9", "CO-000009 status", CALL_OFFS),
    # ---- real records combined wrongly
    declined("d12-no-harrogate-brighouse", "harrogate livings quotes for brighouse wharf mews", PROJECT_Q),
    declined("d12-no-marley-staffs", "has marley priced the staffs blue", SUPPLIER_QUOTES),
    declined("d12-no-catnic-forge", "has catnic quoted for the kirkstall forge job", SUPPLIER_QUOTES),
    # ---- a year with nothing in it
    declined("d12-no-2024", "quotes sent in 2024", LIST),
    # ---- facts no record holds
    declined("d12-no-driver", "whos driving plot 32s load", CALL_OFFS),
    declined("d12-no-van-reg", "van reg for tomorrows delivery to mytholm", CALL_OFFS),
    declined("d12-no-wb-margin", "what margin does wienerberger make on the kassandra", FACT),
    declined("d12-no-carbon", "ivanhoe cream carbon footprint per brick", FACT),
]

UNRELATED_CASES: list[Case] = [
    _case(f"d12-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the score in the test match", "how long do i boil rice for"])
]
# fmt: on

ALL: list[Case] = [*ANSWERABLE, *DECLINES, *UNRELATED_CASES]
