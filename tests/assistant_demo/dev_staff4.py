"""A ninth round of development questions over the demo instance (tuned on), written blind (without the assistant's
code or the held-out parts' questions) on 27 Nov 2026 and committed before it was first asked: what sales staff type
about prices, lead times, quotes and their totals, and many things that must be declined, in their own words.

Answerable: products' prices, lead times, cost and pallet quantities asked sloppily; comparisons of two products or
two quotes; quotes by customer and status, by the day they went out ("the last 7 days", "the past fortnight"); counts
and totals ex VAT; the cheapest block of a size; follow-ups with "it", "them", "there" and "the 140".

Declines in shapes unlike the earlier rounds': a real customer with a made-up job, a real customer with a real job
that is not theirs, a real product in a size or thickness it lacks, a date range with nothing in it (answered as
none, never with the nearest quote), a real person asked at the wrong company, competitors' prices, staff pay and
commission, and stock levels (the catalogue records none).

Every value read from the demo data (api/catalogue/demo_products.txt, api/crm/demo.py, api/quotes/demo.py with totals
as tests/assistant_demo/dev.py gives them; ex-VAT figures are the totals over 1.2, checked to round back).

First run (27 Nov 2026, on main as it stood, 789165b, before any change for it; no expectation changed): answerable
25 of 29 (a lead time asked as "how quick can we get", "which quotes did we lose", quotes by the day they were sent:
the last 7 days answered with every sent quote, "the past fortnight" not read), declines 9 of 18 (a real customer
with a made-up or another customer's job answered with the customer's or the job's quotes, a lintel length the range
lacks answered with the lengths it has, "accepted in the last 3 days" answered with every accepted quote, a real
person asked at the wrong company answered with their details, commission answered with the quote, stock answered
with the price), unrelated 2 of 2, the lesson 1 of 1, contamination 0 of 2. The whole demo-dev part with it (696
questions): exact 0.981 (466 of 475), declines 182 of 192, paraphrases 100 % (13 of 13), contamination 0.
After the changes by kind (branch asst3): answerable 29 of 29, declines 18 of 18, unrelated 2 of 2, the lesson 1 of
1, contamination 0 of 2; the part exact 0.992 (471 of 475), declines 191 of 192, paraphrases 100 %, contamination 0.
What changed: a rolling span up to today ("the last 7 days", "past fortnight", "past week"; the calendar's "last
week" unchanged) and "what did we send out" as quotes by the day sent; a period with nothing in it said as none at
low confidence, never the period's neighbours; "which quotes did we lose / win"; a person asked at an organisation
not theirs, and a party's job named by words no record holds, are records we do not have
(assistant/understanding/mismatch.py); a customer's quotes on a job are that customer's on that job; commission,
bonus, wages and stock levels are details nobody records; "how quick can we get" is a lead time; a bare length the
named range is not sold in ("cn92 2100") is a product we do not have. Intent labels still differ (without affecting
the score) for "wot does that go for", "whats the po on it" after a quote, "whos our contact there" after a quote
(answered through the quote's decider), and pay questions read as tasks before being declined.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    COMPARE,
    CONTACT,
    COUNT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    GENERAL,
    LIST,
    PRICE,
    PROJECT_Q,
    STATUS,
    SUPPLIER,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    CALDER,
    CARR,
    CELCON_STD,
    CONBLOC_100,
    HARROGATE,
    HH,
    PENNINE,
    STAFFS_PERF,
    product,
    q,
    quote,
)

ALDRIDGE, HEATHER, CX90_1800, LIME = (
    "Aldridge Brown Blend",
    "LBC Heather",
    "Catnic CX90/100 Heavy Duty Cavity Lintel 1800mm",
    "Blue Circle Hydrated Lime 25kg",
)
SHARP_BB = "Sharp Sand Bulk Bag"
TURBO, SHIELD_140 = "Thermalite Turbo Block 100mm", "Thermalite Shield 2000 Block 140mm"
LUDLOW_SB, MENDIP = "Ludlow Plus Tile Smooth Brown", "Mendip Interlocking Tile Old English Dark Red"
CG90_1500, CX90_1200 = "Catnic CG90/100 Cavity Lintel 1500mm", "Catnic CX90/100 Heavy Duty Cavity Lintel 1200mm"
CONBLOC_140 = "Conbloc Dense Concrete Block 7.3N 140mm"


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


# fmt: off
CASES: list[Case] = [
    # ---- prices, lead times, cost and pallets, asked sloppily
    _p("d11-price-aldridge", "aldridge brown blend wot does that go for", ALDRIDGE, "£710.00"),
    _p("d11-price-heather", "lbc heather per thou?", HEATHER, "£595.00"),
    _p("d11-lead-cx90", "how quick can we get the cx90 1800", CX90_1800, "3 days"),
    _p("d11-price-lime", "bag of hydrated lime price", LIME, "£9.20"),
    _p("d11-price-sharp-bb", "sharp sand bulk bag hw much", SHARP_BB, "£51.00"),
    _p("d11-lead-turbo", "turbo blocks lead time", TURBO, "7 days"),
    _p("d11-lead-shield140", "and the shield 140?", SHIELD_140, "7 days", follows="d11-lead-turbo"),
    _p("d11-sup-shield140", "who makes them", SHIELD_140, HH, intent=SUPPLIER, follows="d11-lead-shield140"),
    _p("d11-cost-staffs-perf", "whats our cost on the staffs blue perf", STAFFS_PERF, "£655.00", intent=FACT),
    _p("d11-pallet-celcon", "how many celcon standard to a pallet", CELCON_STD, "100", intent=FACT),
    # ---- comparisons
    _case("d11-cmp-tiles", "ludlow plus smooth brown vs mendip, which is cheaper", COMPARE,
          products=(LUDLOW_SB, MENDIP), values=(LUDLOW_SB, "£1.49", "£1.80"),
          records=(product(LUDLOW_SB), product(MENDIP))),
    _case("d11-cmp-lintels", "cg90 1500 or cx90 1200 whats dearer", COMPARE, products=(CG90_1500, CX90_1200),
          values=(CX90_1200, "£67.50", "£61.00"), records=(product(CX90_1200), product(CG90_1500))),
    _case("d11-cmp-quotes", "q8 or q10, which is worth more", COMPARE, quotes=(q(8), q(10)),
          values=(q(8), "£17,063.70", "£7,316.30"), records=(quote(8), quote(10))),
    # ---- quotes by customer and status
    _case("d11-cq-calder-acc", "calder valleys accepted quotes", CUSTOMER_Q, customers=(CALDER,), values=(q(9),),
          records=(quote(9),)),
    _case("d11-cq-pennine-open", "anything still open with pennine", CUSTOMER_Q, customers=(PENNINE,),
          values=(q(8),), absent=(q(4),), records=(quote(8),)),
    _case("d11-list-lost", "which quotes did we lose", LIST, values=(q(2), q(3)), records=(quote(2), quote(3))),
    _case("d11-list-drafts", "drafts we havent sent yet", LIST, values=(q(11), q(12)),
          records=(quote(11), quote(12))),
    _case("d11-list-expired", "whats expired", LIST, values=(q(4),), records=(quote(4),)),
    # ---- quotes by the day they went out
    _case("d11-sent-7", "quotes sent in the last 7 days", LIST, values=(q(10),), absent=(q(8), q(6)),
          records=(quote(10),)),
    _case("d11-sent-fortnight", "what did we send out in the past fortnight", LIST, values=(q(8), q(9), q(10)),
          absent=(q(6),), records=(quote(10), quote(9), quote(8))),
    # ---- counts and totals ex VAT
    _case("d11-cnt-calder", "how many quotes has calder had off us", COUNT, customers=(CALDER,), values=("4",)),
    _case("d11-exvat-9", "q9 total before vat", FACT, quotes=(q(9),), values=("£90,787.42",), records=(quote(9),)),
    _case("d11-exvat-11", "whats q11 come to net", FACT, quotes=(q(11),), values=("£23,180.50",),
          records=(quote(11),)),
    _case("d11-exvat-open", "total of the open quotes ex vat", COUNT, values=("£195,155.92",)),
    _case("d11-biggest-open", "whats the biggest quote weve got open", LIST, values=(q(6),), records=(quote(6),)),
    # ---- the cheapest of a size
    _case("d11-cc-100-block", "cheapest 100mm block", CHEAPEST_IN, values=(CONBLOC_100, "£1.95"),
          records=(product(CONBLOC_100),)),
    # ---- follow-ups with pronouns
    _case("d11-fu-q7", "q7 where are we", STATUS, quotes=(q(7),), values=("Accepted",), records=(quote(7),)),
    _case("d11-fu-q7-po", "whats the po on it", STATUS, quotes=(q(7),), values=("HL-0042",), records=(quote(7),),
          follows="d11-fu-q7"),
    _case("d11-fu-q7-contact", "whos our contact there", CONTACT, companies=(HARROGATE,), values=(CARR,),
          follows="d11-fu-q7-po"),
]

DECLINES: list[Case] = [
    _case(f"d11-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # a real customer with a made-up job; a real customer with a real job that is not theirs
            ("pennines quotes for the barnsley job", CUSTOMER_Q),
            ("quotes for calder valleys hebden heights scheme", PROJECT_Q),
            ("aire and wharfes quotes on mytholm meadows", CUSTOMER_Q),
            # a real product in a size or thickness it lacks
            ("thermalite turbo 140 price", PRICE),
            ("lbc rustic 73mm how much", PRICE),
            ("catnic cn92 2100 lintel price", PRICE),
            ("saxon natural 300x300 slabs price", PRICE),
            # a date range with nothing in it
            ("quotes accepted in the last 3 days", LIST),
            ("any quotes rejected this month", LIST),
            ("what did we send out yesterday", LIST),
            # a real person at the wrong company
            ("mark dyson at pennine, whats his number", CONTACT),
            ("email for sarah holt at forterra", CONTACT),
            # competitors' prices
            ("what are travis perkins charging for tradesman red", PRICE),
            ("jewsons price on celcon blocks", PRICE),
            # staff pay and commission
            ("what does tom hughes earn", GENERAL),
            ("priyas salary", GENERAL),
            ("how much commission did ada make on q9", GENERAL),
            # stock levels: the catalogue records none
            ("how many tradesman red have we got in stock", PRICE),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d11-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the best route to skipton avoiding the a65", "any good films on tonight"])
]

# A confirmed reading of an ex-VAT total reaching a rewording; never another quote's figure.
LESSONS: list[Lesson] = [
    Lesson("dl11-exvat-9", "q9 total before vat", True,
           _case("dl11-exvat-9-p", "q9 without the vat?", FACT, quotes=(q(9),), values=("£90,787.42",))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc11-exvat-9", "q9 total before vat", True,
           _case("dc11-exvat-9-b", "q11 total before vat", FACT, quotes=(q(11),), values=("£23,180.50",),
                 absent=("£90,787.42",))),
    Lesson("dc11-cc-100", "cheapest 100mm block", True,
           _case("dc11-cc-100-b", "cheapest 140mm block", CHEAPEST_IN, values=(CONBLOC_140, "£2.80"),
                 absent=("£1.95",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
