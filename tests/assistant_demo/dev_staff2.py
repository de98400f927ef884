"""A sixth round of development questions over the demo instance (tuned on), written blind (without the assistant's
code or the held-out parts' questions) and committed before it was first asked, in the words sales, purchasing and
transport staff type into the chat box: shorthand ("pls", "tmrw", "r"), typos, first names, bare quote numbers,
follow-ups ("it", "that one", "same for", "his", "and for X?"), counts with filters, comparisons, the cheapest of a
kind, cost against list, VAT, who accepted a quote and when, what is on a quote and the order it became, a supplier
quote's haulage and lead time, a request's deadline, call-offs by plot, window, haulier and works, tasks' owners,
stages and messages, and project facts (site, plots, value, architect, delivery restrictions). Declines of many
shapes: a colour or size the range lacks, a product under another maker's name, a made-up customer beside a real
product, numbers past the last one, plots with no call-off, suppliers we never used, people not on record, purchase
orders (the demo raises none). Format of tests/assistant_demo/dev.py; every value read from the demo data
(api/*/demo*.py, api/catalogue/demo_products.txt, api/quotes/totals.py for the quotes' figures).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

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
    AWC,
    BIRTLEY,
    BRIGHOUSE,
    CALDER,
    CONFIRM_LOAD,
    DALES,
    DRIVELINE_CHA,
    DYSON,
    FORTERRA,
    GP_CEMENT,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    IVANHOE_SAHARA,
    KASSANDRA,
    KEYKERB,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    MARSHALLS,
    MASTERCRETE,
    MYTHOLM,
    PENNINE,
    RAISE_POS,
    SAXON_NAT6,
    SHIELD_100,
    SILO_M4,
    STAFFS_PERF,
    STAFFS_SOLID,
    STATION,
    TRADESMAN_RED,
    WARNHAM,
    WHITFIELD,
    WIENERBERGER,
    contact,
    in_days,
    org,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"
ALDRIDGE, TERCA, LBC_HEATHER, FAIRSTONE = (
    "Aldridge Brown Blend",
    "Terca Dorket Red",
    "LBC Heather",
    "Fairstone Riven Autumn Bronze Paving Slab",
)
LIME, BUFF_MORTAR, MENDIP = (
    "Blue Circle Hydrated Lime 25kg",
    "Coloured Mortar Buff 25kg",
    "Mendip Interlocking Tile Old English Dark Red",
)
HAIGH, RHYS, BARKER, OLIVER = "Craig Haigh", "Owen Rhys", "Lucy Barker", "Oliver Whitfield"
Q3_WHY, Q2_WHY = "Bought direct from the manufacturer", "Staying with Tradesman Red"
CLOSED = "Booked with the site manager for Tuesday"
# Q-000003 was rejected 88 days before the demo was seeded: the month of that day, as staff name it ("aug").
LOST_MONTH = (datetime.now(UTC) - timedelta(days=88)).strftime("%b").lower()


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


# fmt: off
CASES: list[Case] = [
    # ---- a product's price and lead time, as typed
    _p("d8-price-terca", "price on terca dorket red pls", TERCA, "£750.00"),
    _p("d8-price-fairstone", "fairstone autumn bronze per m2", FAIRSTONE, "£41.50"),
    _p("d8-price-lime", "how much r the bags of hydrated lime", LIME, "£9.20"),
    _p("d8-fu-hampton", "and for the hampton rural blend?", "Hampton Rural Blend", "£765.00",
       follows="d8-price-terca"),
    _p("d8-lead-silo", "lead time on silo mortar", SILO_M4, "3 days"),
    _p("d8-lead-keykerb", "how quick can we get keykerbs", KEYKERB, "5 days"),
    _p("d8-disc-trr-rustic", "can we still get tradesman red rustic", "Tradesman Red Rustic", "discontinued",
       intent=FACT),
    # ---- who makes a product
    _p("d8-sup-kassandra", "who makes the kassandra", KASSANDRA, WIENERBERGER, intent=SUPPLIER),
    _p("d8-sup-mendip", "mendip tiles who supplys them", MENDIP, "Marley", intent=SUPPLIER),
    # ---- follow-ups: "same for", "that one", "his", "it", "that"
    _p("d8-fu-aldridge", "aldridge brown blend price", ALDRIDGE, "£710.00"),
    _p("d8-fu-heather", "same for lbc heather", LBC_HEATHER, "£595.00", follows="d8-fu-aldridge"),
    _p("d8-fu-heather-who", "who makes that one", LBC_HEATHER, FORTERRA, intent=SUPPLIER, follows="d8-fu-heather"),
    _case("d8-fu-marshalls-ct", "whos our contact at marshalls", CONTACT, suppliers=(MARSHALLS,), values=(HAIGH,),
          records=(contact(HAIGH),)),
    _case("d8-fu-marshalls-mob", "his mobile pls", CONTACT, contacts=(HAIGH,), values=("01422 555 312",),
          records=(contact(HAIGH),), follows="d8-fu-marshalls-ct"),
    _case("d8-fu-q4", "q4", STATUS, quotes=(q(4),), values=("Expired", "£9,698.42"), records=(quote(4),)),
    _case("d8-fu-q4-who", "who was it for", STATUS, quotes=(q(4),), values=(PENNINE,), follows="d8-fu-q4"),
    _case("d8-fu-q4-lines", "whats on it", FACT, quotes=(q(4),), values=(BIRTLEY, SAXON_NAT6, BUFF_MORTAR),
          records=(quote(4),), follows="d8-fu-q4-who"),
    _case("d8-fu-pm", "whats going out tmrw pm", CALL_OFFS, values=("CO-000003",), absent=("CO-000002",),
          records=((CO, "CO-000003"),)),
    _case("d8-fu-pm-plot", "which plot is that for", CALL_OFFS, values=("33",), records=((CO, "CO-000003"),),
          follows="d8-fu-pm"),
    # ---- comparisons
    _case("d8-cmp-ivanhoe", "which is cheaper ivanhoe cream or ivanhoe sahara", COMPARE,
          products=(IVANHOE_CREAM, IVANHOE_SAHARA), values=(IVANHOE_CREAM, "£780.00", "£785.00"),
          records=(product(IVANHOE_CREAM), product(IVANHOE_SAHARA))),
    _case("d8-cmp-paving", "driveline charcoal vs saxon natural 600, which is less per m2", COMPARE,
          products=(DRIVELINE_CHA, SAXON_NAT6), values=(DRIVELINE_CHA, "£23.50", "£25.90"),
          records=(product(DRIVELINE_CHA), product(SAXON_NAT6))),
    _case("d8-cmp-quotes", "which was worth more, q2 or q3", COMPARE, quotes=(q(2), q(3)),
          values=(q(2), "£32,796.00", "£28,716.36"), records=(quote(2), quote(3))),
    # ---- the cheapest of a kind
    _case("d8-cc-blue-eng", "cheapest blue engineering we do", CHEAPEST_IN, values=(STAFFS_PERF, "£835.00"),
          records=(product(STAFFS_PERF),)),
    _case("d8-cc-slab", "cheapest paving slab", CHEAPEST_IN, values=(SAXON_NAT6, "£25.90"),
          records=(product(SAXON_NAT6),)),
    _case("d8-cc-cement", "whats our cheapest cement", CHEAPEST_IN, values=(GP_CEMENT, "£7.25"),
          records=(product(GP_CEMENT),)),
    _case("d8-cc-interlocking", "cheapest interlocking tile", CHEAPEST_IN, values=(MENDIP, "£1.80"),
          records=(product(MENDIP),)),
    # ---- cost against list
    _p("d8-cost-v-list-kas", "buy v sell on kassandra multi", KASSANDRA, "£575.00", "£735.00", intent=FACT),
    # ---- counts and totals with filters
    _case("d8-cnt-calder", "how many quotes have we done for calder", COUNT, customers=(CALDER,), values=("4",)),
    _case("d8-cnt-lost-month", f"how many quotes did we lose in {LOST_MONTH}", COUNT, values=("1",)),
    _case("d8-cnt-tom-open", "how many open quotes has tom got", COUNT, values=("2",)),
    _case("d8-cnt-drops-tmrw", "how many drops r we doing tmrw", CALL_OFFS, values=("2",)),
    # ---- a quote: status by bare number, who accepted it and when, VAT, its lines, its order, why it was lost, its PO
    _case("d8-q3-where", "q3 - where are we", STATUS, quotes=(q(3),), values=("Rejected", "£28,716.36"),
          records=(quote(3),)),
    _case("d8-q12-sent", "is 12 sent yet", STATUS, quotes=(q(12),), values=("Draft",), records=(quote(12),)),
    _case("d8-q1-order", "which order did q1 turn into", STATUS, quotes=(q(1),), values=("SO-000001",)),
    _case("d8-q9-who", "who accepted q9", STATUS, quotes=(q(9),), values=(HOLT,), records=(quote(9),)),
    _case("d8-q7-when", "when did harrogate accept q7", STATUS, quotes=(q(7),), values=(in_days(-30),),
          records=(quote(7),)),
    _case("d8-q10-lines", "whats on q10", FACT, quotes=(q(10),), values=(STAFFS_SOLID, MASTERCRETE),
          records=(quote(10),)),
    _case("d8-q7-vat", "how much vat on q7", FACT, quotes=(q(7),), values=("£7,753.21",), records=(quote(7),)),
    _case("d8-why-q3-mark", "what did mark say when they turned q3 down", FACT, quotes=(q(3),), values=(Q3_WHY,),
          records=(quote(3),)),
    _case("d8-po-topup", "calders po for the phase 2 top up", PURCHASE_ORDERS, customers=(CALDER,),
          values=("CVH-PO-2417",)),
    # ---- a party's quotes and a project's
    _case("d8-cq-awc", "wot have we quoted aire n wharfe", CUSTOMER_Q, customers=(AWC,),
          values=(q(3), q(5), q(6), q(10)), records=(quote(3), quote(5), quote(6), quote(10))),
    _case("d8-cq-pennine-expired", "pennines expired quotes", CUSTOMER_Q, customers=(PENNINE,),
          values=(q(4), "£9,698.42"), absent=(q(8),), records=(quote(4),)),
    _case("d8-pq-brighouse", "quotes on the brighouse wharf job", PROJECT_Q, projects=(BRIGHOUSE,),
          values=(q(1), "£235,057.08"), records=(quote(1),)),
    # ---- buying: supplier quotes and the request for prices
    _case("d8-sq-ibstock-job", "has ibstock come back on the kirkstall yard job", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("SQ-000001", "£669.30"), records=((SQ, "SQ-000001"),)),
    _case("d8-sq-ibstock-haulage", "whats ibstocks haulage on their staffs blue price", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("£285.00",), records=((SQ, "SQ-000001"),)),
    _case("d8-sq-ibstock-lead", "lead time ibstock gave us on the staffs blue", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("3 weeks",), records=((SQ, "SQ-000001"),)),
    _case("d8-sq-deadline", "when have the works got to reply by on rfq 1", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d8-sq-dales-from", "who gave us the dales price", SUPPLIER_QUOTES, others=(DALES,),
          values=("Kev Lister",), records=((SQ, "SQ-000003"),)),
    # ---- call-offs by plot, day, site, window, haulier and works
    _case("d8-co-mytholm-10", "whats going to mytholm in the next 10 days", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000002", "CO-000003", "CO-000004"), absent=("CO-000005",),
          records=((CO, "CO-000002"), (CO, "CO-000003"), (CO, "CO-000004"))),
    _case("d8-co-plot34-charge", "plot 34 - did we get charged for the failed drop", CALL_OFFS,
          values=("£185.00",), records=((CO, "CO-000004"),)),
    _case("d8-co-plot32-haulier", "whos hauling plot 32", CALL_OFFS, values=(DALES,), records=((CO, "CO-000002"),)),
    _case("d8-co-plot33-works", "which works is plot 33 coming from", CALL_OFFS, values=(IBSTOCK,),
          records=((CO, "CO-000003"),)),
    _case("d8-co-plot35-load", "whats on the plot 35 load", CALL_OFFS,
          values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100), records=((CO, "CO-000005"),)),
    # ---- the task pad (asked as the demo admin)
    _case("d8-t-brighouse-who", "whos doing the brighouse purchase orders", TASKS, values=("Priya",)),
    _case("d8-t-priya-said", "what did priya say on the calder chase task", TASKS, values=("Ibstock alternative",)),
    _case("d8-t-waiting", "which tasks are waiting on the works", TASKS, values=(CONFIRM_LOAD,),
          absent=(RAISE_POS,)),
    _case("d8-t-visit-sorted", "was the mytholm visit ever sorted", TASKS, values=(CLOSED,)),
    # ---- contacts: roles, emails, phones
    _case("d8-ct-lucy-role", "whats lucy barkers job title", CONTACT, contacts=(BARKER,), values=("Merchant sales",),
          records=(contact(BARKER),)),
    _case("d8-ct-owen-email", "owen at catnic email", CONTACT, contacts=(RHYS,), values=("owen.rhys@catnic.example",),
          records=(contact(RHYS),)),
    _case("d8-ct-whitfield-partner", "whos the partner at whitfield", CONTACT, others=(WHITFIELD,), values=(OLIVER,),
          records=(contact(OLIVER),)),
    # ---- project facts: site, plots, value, architect, delivery restrictions
    _case("d8-f-kirkstall-site", "site address for kirkstall forge", FACT, projects=(KIRKSTALL,),
          values=("Bridge Road", "LS5 3BW")),
    _case("d8-f-holmfirth-plots", "how many plots on holmfirth road", FACT, projects=(HOLMFIRTH,), values=("18",)),
    _case("d8-f-kirkstall-value", "whats kirkstall forge worth", FACT, projects=(KIRKSTALL,),
          values=("£410,000.00",)),
    _case("d8-f-station-arch", "who designed station parade", FACT, projects=(STATION,), values=(KIRKGATE,),
          records=(org("other", KIRKGATE),)),
    _case("d8-f-mytholm-access", "any delivery restrictions at mytholm", FACT, projects=(MYTHOLM,),
          values=("rigid vehicles only",)),
]

DECLINES: list[Case] = [
    _case(f"d8-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # a colour or size the range lacks; a product under another maker's name
            ("price of tradesman red multi 73mm", PRICE),
            ("sandtoft 20/20 in anthracite price", PRICE),
            ("tegula in charcoal per m2", PRICE),
            ("celcon solar 140 price pls", PRICE),
            ("ibstock london yellow price", PRICE),
            # a real product for a customer we do not have
            ("tradesman red price for hanson homes", LAST),
            ("what did we quote leeds city council for the keykerbs", LAST),
            # numbers past the last one
            ("whats on q14", STATUS),
            ("SQ-000004 status", SUPPLIER_QUOTES),
            ("CO-000007 when is it going", CALL_OFFS),
            # plots no call-off has, a job we do not have
            ("plot 14 delivered?", CALL_OFFS),
            ("how many plots on the ripon road job", FACT),
            # a supplier we never used, people not on record
            ("has hanson come back on the staffs blue", SUPPLIER_QUOTES),
            ("email for the buyer at aire and wharfe", CONTACT),
            ("kev at tarmac mobile", CONTACT),
            ("whats on sams list", TASKS),
            # purchase orders: the demo has raised none
            ("whats on PO-000002", PURCHASE_ORDERS),
            ("any purchase orders out to marshalls", PURCHASE_ORDERS),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d8-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["whats the weather doing in skipton saturday", "did town win last night", "tell us a joke",
         "how many feet in a mile", "whos the prime minister", "best way to get to york from leeds",
         "what time does the chippy shut"]
    )
]

# A correction naming the right person, and confirmed answers, each reaching a colleague's rewording.
LEADER = "The contact at Aire & Wharfe Construction is Mark Dyson, the site manager."
LESSONS: list[Lesson] = [
    Lesson("dl8-awc-lead", "whos in charge at aire and wharfe", False,
           _case("dl8-awc-lead-p", "main contact at awc?", CONTACT, customers=(AWC,), values=(DYSON,)),
           corrected=contact(DYSON), correction=LEADER),
    Lesson("dl8-slab", "cheapest paving slab", True,
           _case("dl8-slab-p", "whats the cheapest slab we sell", CHEAPEST_IN, values=(SAXON_NAT6, "£25.90"))),
    Lesson("dl8-haulier", "whos hauling plot 32", True,
           _case("dl8-haulier-p", "which haulier has got plot 32", CALL_OFFS, values=(DALES,))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc8-awc-lead", "whos in charge at aire and wharfe", False,
           _case("dc8-awc-lead-b", "whos in charge at pennine", CONTACT, customers=(PENNINE,), values=(KHAN,),
                 absent=(DYSON,)),
           corrected=contact(DYSON), correction=LEADER),
    Lesson("dc8-kas-cost", "buy v sell on kassandra multi", True,
           _case("dc8-kas-cost-b", "buy v sell on warnham red multi stock", FACT, products=(WARNHAM,),
                 values=("£640.00", "£820.00"), absent=("£575.00",))),
    Lesson("dc8-q4-exvat", "q4 ex vat", True,
           _case("dc8-q4-exvat-b", "q12 ex vat", FACT, quotes=(q(12),), values=("£4,755.25",),
                 absent=("£8,082.02",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
