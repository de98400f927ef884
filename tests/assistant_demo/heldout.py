"""The HELD-OUT part of the evaluation over the demo instance (never tuned on): written at the same time as
tests/assistant_demo/dev.py, in the same staff voice and over the same kinds, before any change to the reader for
the demo; its misses are read only when reporting. Its thresholds (tests/assistant_demo/test_demo_parts.py) were
set from its first run and are not raised by tuning."""

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
    LAST,
    LIST,
    NOTES,
    PRICE,
    PROJECT_Q,
    SEARCH,
    STATUS,
    SUMMARY,
    SUPPLIER,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    BARKER,
    BIRTLEY,
    CALDER,
    CARR,
    CELCON_SOLAR,
    CHASE_CALDER,
    CHESHIRE,
    CONBLOC_100,
    CX90_1200,
    DYSON,
    EDGEMERE,
    GP_CEMENT,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IVANHOE_CREAM,
    IVANHOE_EBONY,
    IVANHOE_SAHARA,
    KEYKERB,
    KIRKGATE,
    KIRKSTALL,
    LISTER,
    LONDON_YELLOW,
    MARLEY,
    MODERN_SG,
    MYTHOLM,
    PENNINE,
    SAXON_NAT6,
    SHIRE,
    SMOOTH_BLUE,
    STAFFS_PERF,
    STAFFS_SOLID,
    STATION,
    TURBO,
    WARNHAM,
    WHITFIELD,
    check_unique,
    contact,
    in_days,
    org,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, CALL_OFFS, TASKS = "supplier_quotes", "call_offs", "tasks"
CO = "call_off"


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


# fmt: off
CASES: list[Case] = [
    # ---- prices, lead times, suppliers
    _p("h-price-ebony", "how much are ivanhoe ebony", IVANHOE_EBONY, "£815.00"),
    _p("h-price-warnham", "weinerberger warnham price", WARNHAM, "£820.00"),
    _p("h-price-code", "HH-TU100 price", TURBO, "£2.65"),
    _p("h-price-saxon", "saxon natural 600 slabs per m2?", SAXON_NAT6, "£25.90"),
    _p("h-lead-cx90", "lead on the cx90 1200 lintel", CX90_1200, "3 days"),
    _p("h-sup-edgemere", "who makes the edgemere", EDGEMERE, MARLEY, intent=SUPPLIER),
    _p("h-sup-keykerb", "keykerbs who supplies", KEYKERB, "Marshalls", intent=SUPPLIER),
    _case("h-search-grey-tile", "grey interlocking roof tiles", SEARCH, values=(MODERN_SG,),
          records=(product(MODERN_SG),)),
    # ---- comparisons
    _case("h-cmp-ivanhoe", "ivanhoe cream or sahara, which is cheaper", COMPARE,
          products=(IVANHOE_CREAM, IVANHOE_SAHARA), values=(IVANHOE_CREAM, "£780.00", "£785.00"),
          records=(product(IVANHOE_CREAM), product(IVANHOE_SAHARA))),
    _case("h-cmp-blues", "staffs blue solid v the wienerberger smooth blue, whats dearer", COMPARE,
          products=(STAFFS_SOLID, SMOOTH_BLUE), values=(SMOOTH_BLUE, "£895.00", "£880.00"),
          records=(product(SMOOTH_BLUE), product(STAFFS_SOLID))),
    # ---- counts, sums and lists
    _case("h-cnt-calder", "how many quotes have we done for calder", COUNT, customers=(CALDER,), values=("4",)),
    _case("h-cnt-drafts-value", "total value of draft quotes", COUNT, values=("£33,522.90",)),
    _case("h-list-drafts", "show me all the drafts", LIST, values=(q(11), q(12)), records=(quote(11), quote(12))),
    _case("h-list-week", "quotes sent in the last week", LIST, values=(q(10),), absent=(q(8),),
          records=(quote(10),)),
    # ---- cheapest in a category or description
    _case("h-cc-buff", "cheapest buff brick", CHEAPEST_IN, values=("LBC Dapple Light", "£590.00"),
          records=(product("LBC Dapple Light"),)),
    _case("h-cc-block", "cheapest block we do", CHEAPEST_IN, values=(CONBLOC_100, "£1.95"),
          records=(product(CONBLOC_100),)),
    _case("h-cc-cement", "cheapest cement", CHEAPEST_IN, values=(GP_CEMENT, "£7.25"), records=(product(GP_CEMENT),)),
    # ---- contacts
    _case("h-ct-wienerberger-email", "email for our wienerberger contact", CONTACT, suppliers=("Wienerberger",),
          values=("lucy.barker@wienerberger.example",), records=(contact(BARKER),)),
    _case("h-ct-awc", "who's our man at aire and wharfe", CONTACT, customers=(AWC,), values=(DYSON,),
          records=(contact(DYSON),)),
    _case("h-ct-carr-phone", "emma carr's number", CONTACT, contacts=(CARR,), values=("01423 555 880",),
          records=(contact(CARR),)),
    _case("h-ct-dales", "kev at dales haulage, number?", CONTACT, contacts=(LISTER,), values=("01756 555 321",),
          records=(contact(LISTER),)),
    # ---- facts
    _case("h-f-awc-acc", "AWC account no", FACT, customers=(AWC,), values=("AWC014",),
          records=(org("customer", AWC),)),
    _case("h-f-station-arch", "architect on the station parade job", FACT, projects=(STATION,), values=(KIRKGATE,),
          records=(org("other", KIRKGATE),)),
    _p("h-f-shire-pallet", "shire pantiles per pallet", SHIRE, "336", intent=FACT),
    _p("h-f-celcon-solar-weight", "how heavy is a celcon solar block", CELCON_SOLAR, "6.5", intent=FACT),
    _p("h-cost-cheshire", "what do we pay for cheshire weathered red", CHESHIRE, "£590.00", intent=FACT),
    _p("h-cost-yellow", "margin on the london yellow, cost v list", LONDON_YELLOW, "£690.00", "£880.00", intent=FACT),
    _case("h-exvat-8", "whats q8 before vat", FACT, quotes=(q(8),), values=("£14,219.75",), records=(quote(8),)),
    _case("h-why-3", "why did q3 get rejected", FACT, quotes=(q(3),), values=("Bought direct from the manufacturer",),
          records=(quote(3),)),
    # ---- quote status, party and project quotes, last quoted
    _case("h-st-4", "Q-000004 still live?", STATUS, quotes=(q(4),), values=("Expired",), records=(quote(4),)),
    _case("h-st-12", "whats the tot on quote 12", STATUS, quotes=(q(12),), values=("£5,706.30",),
          records=(quote(12),)),
    _case("h-st-7-who", "who accepted q7", STATUS, quotes=(q(7),), values=(CARR,), records=(quote(7),)),
    _case("h-cq-calder", "calder valley quotes", CUSTOMER_Q, customers=(CALDER,), values=(q(1), q(2), q(9), q(11)),
          records=(quote(9), quote(11), quote(1), quote(2))),
    _case("h-pq-kirkstall", "kirkstall forge quotes", PROJECT_Q, projects=(KIRKSTALL,), values=(q(5), q(6)),
          records=(quote(6), quote(5))),
    _case("h-last-harrogate", "last quoted harrogate for the cheshire weathered red", LAST, companies=(HARROGATE,),
          products=(CHESHIRE,), values=("£776.32", q(7)), records=(quote(7),)),
    # ---- notes, summaries, buying, call-offs, tasks
    _case("h-notes-crane", "notes mentioning crane offload", NOTES, values=(MYTHOLM,)),
    _case("h-sum-harrogate", "what do we know about harrogate living", SUMMARY, companies=(HARROGATE,),
          values=("Harrogate",), records=(org("company", HARROGATE),)),
    _case("h-sq-tarmac", "has tarmac priced the mastercrete yet", SUPPLIER_QUOTES, suppliers=("Tarmac",),
          values=("SQ-000002",), records=(("supplier_quote", "SQ-000002"),)),
    _case("h-co-cancelled", "why was plot 36 cancelled", CALL_OFFS, values=("CO-000006", "delayed to spring"),
          records=((CO, "CO-000006"),)),
    _case("h-co-mytholm-next", "next delivery to mytholm meadows", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000002", in_days(1)), records=((CO, "CO-000002"),)),
    _case("h-t-today", "tasks due today", TASKS, values=(CHASE_CALDER,)),
    # ---- follow-ups
    _p("h-fu-birtley", "birtly buff price", BIRTLEY, "£735.00"),
    _p("h-fu-birtley-lead", "lead time on it", BIRTLEY, "10 days", follows="h-fu-birtley"),
    _case("h-fu-holmfirth", "holmfirth road quotes", PROJECT_Q, projects=(HOLMFIRTH,), values=(q(8),),
          records=(quote(8),)),
    _case("h-fu-holmfirth-arch", "who's the architect on it", FACT, projects=(HOLMFIRTH,), values=(WHITFIELD,),
          records=(org("other", WHITFIELD),), follows="h-fu-holmfirth"),
    _case("h-fu-calder-ct", "contact at calder", CONTACT, customers=(CALDER,), values=(HOLT,),
          records=(contact(HOLT),)),
    _case("h-fu-calder-phone", "her number", CONTACT, contacts=(HOLT,), values=("01422 555 010",),
          records=(contact(HOLT),), follows="h-fu-calder-ct"),
    _p("h-fu-staffs-perf", "staffs blue perforated price", STAFFS_PERF, "£835.00"),
    _p("h-fu-staffs-perf-pallet", "how many of them to a pallet", STAFFS_PERF, "500", intent=FACT,
       follows="h-fu-staffs-perf"),
]

DECLINES: list[Case] = [
    _case(f"h-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("tradesman buff price", PRICE),
            ("who supplies the keyblok charcoal", SUPPLIER),
            ("phone number for john smith at calder", CONTACT),
            ("architect on the halifax road job", FACT),
            ("status of PO-000004", "purchase_orders"),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"h-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["order me a pizza", "how do i reset my phone", "translate hello into french"])
]

LESSONS: list[Lesson] = [
    Lesson("hl-awc-acc", "awc acc no", True,
           _case("hl-awc-acc-p", "account code for aire and wharfe", FACT, customers=(AWC,), values=("AWC014",))),
    Lesson("hl-q7-exvat", "q7 ex vat", True,
           _case("hl-q7-exvat-p", "quote 7 without the vat", FACT, quotes=(q(7),), values=("£38,766.04",))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("hc-awc-acc", "awc acc no", True,
           _case("hc-awc-acc-b", "pennine acc no", FACT, customers=(PENNINE,), values=("PEN207",),
                 absent=("AWC014",))),
    Lesson("hc-holt", "whos the buyer at calder valley", True,
           _case("hc-holt-b", "whos the contact at pennine", CONTACT, customers=(PENNINE,), values=("Aisha Khan",),
                 absent=(HOLT,))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
BY_ID = check_unique(ALL)
