"""The DEVELOPMENT part of the evaluation over the demo instance (tuned on): questions about what a new user sees
after `make run`, in the voice sales and purchasing staff use (abbreviations, typos, slang, short quote numbers,
follow-ups with "it" and "them"), over every kind issue 14 lists, with the facts a right answer shows, taken from the
demo data. Written at the same time as tests/assistant_demo/heldout.py (never tuned on), before any change to the
reader for the demo."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST,
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
from tests.assistant_demo import (
    dev_declines,
    dev_declines2,
    dev_kinds,
    dev_ops,
    dev_staff,
    dev_staff2,
    dev_staff3,
    dev_staff4,
    dev_wordings,
)
from tests.assistant_demo.facts import (
    ACKROYD,
    AWC,
    BRIGHOUSE,
    BUILDING_SAND,
    BUTTERLEY,
    CALDER,
    CARR,
    CELCON_STD,
    CG90_1800,
    CHASE_CALDER,
    CHESHIRE,
    CN92_1200,
    CONBLOC_100,
    CONBLOC_140,
    CONFIRM_LOAD,
    CROWTHER,
    DALES,
    DRIVELINE_CHA,
    DRY_RIDGE,
    DYSON,
    ELLAND,
    FORTERRA,
    HARROGATE,
    HEMELITE,
    HH,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    IVANHOE_SAHARA,
    KASSANDRA,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LBC_COMMON,
    LBC_RUSTIC,
    LEICESTER,
    LONDON_YELLOW,
    MARLEY,
    MARSH,
    MARSHALLS,
    MASTERCRETE,
    MODERN_SG,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PLAIN_TILE,
    PRYCE,
    RAISE_POS,
    RED_ENG,
    SANDTOFT_SG,
    SHIELD_100,
    SHIRE,
    SMOOTH_RED,
    SMOOTH_RED_MULTI,
    STAFFS_SOLID,
    STATION,
    TARMAC,
    TEGULA,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    TRENCH,
    WHITFIELD,
    check_unique,
    contact,
    in_days,
    org,
    product,
    q,
    quote,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO = "call_off"


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


# fmt: off
CASES: list[Case] = [
    # ---- a product's price, unit and lead time (names as staff say them, typos, codes)
    _p("d-price-trr", "price of tradesman red", TRADESMAN_RED, "£695.00", "per 1,000"),
    _p("d-price-lbc", "lbc commons how much", LBC_COMMON, "£505.00"),
    _p("d-price-shield", "thermalite shield 100 price?", SHIELD_100, "£2.40"),
    _p("d-price-tegula", "tegula trad per m2", TEGULA, "£34.50"),
    _p("d-price-cg90", "catnic cg90 1800 price", CG90_1800, "£73.50"),
    _p("d-price-sandtoft", "wots the 20/20 slate grey tile goin for", SANDTOFT_SG, "£1.85"),
    _p("d-price-leicester", "hw much is the leicster red multi", LEICESTER, "£790.00"),
    _p("d-price-kas", "price on kasandra multi", KASSANDRA, "£735.00"),
    _p("d-price-code", "price of IBS-SBS", STAFFS_SOLID, "£880.00"),
    _p("d-price-ridge", "how much is a dry ridge kit", DRY_RIDGE, "£84.00"),
    _p("d-lead-conbloc", "lead time on conbloc 100", CONBLOC_100, "7 days"),
    _p("d-lead-shire", "how long for shire pantiles", SHIRE, "14 days"),
    # ---- who supplies a product
    _p("d-sup-celcon", "who makes celcon standard", CELCON_STD, HH, intent=SUPPLIER),
    _p("d-sup-tegula", "who supplies the tegula", TEGULA, MARSHALLS, intent=SUPPLIER),
    _p("d-sup-hemelite", "where do we get hemelite from", HEMELITE, FORTERRA, intent=SUPPLIER),
    _p("d-sup-mastercrete", "mastercrete supplier?", MASTERCRETE, TARMAC, intent=SUPPLIER),
    # ---- products matching a description
    _case("d-search-buff", "buff facing bricks", SEARCH, values=(BUTTERLEY, IVANHOE_SAHARA),
          records=(product(BUTTERLEY), product(IVANHOE_SAHARA))),
    _case("d-search-yellow", "got any yellow stock bricks", SEARCH, values=(LONDON_YELLOW,),
          records=(product(LONDON_YELLOW),)),
    _case("d-search-trench", "do we do a trench block", SEARCH, values=(TRENCH,), records=(product(TRENCH),)),
    # ---- comparisons
    _case("d-cmp-reds", "whats cheaper tradesman red or wienerberger smooth red", COMPARE,
          products=(TRADESMAN_RED, SMOOTH_RED), values=(SMOOTH_RED, "£680.00", "£695.00"),
          records=(product(SMOOTH_RED), product(TRADESMAN_RED))),
    _case("d-cmp-aircrete", "shield or celcon 100, which is less", COMPARE, products=(SHIELD_100, CELCON_STD),
          values=(CELCON_STD, "£2.35", "£2.40"), records=(product(CELCON_STD), product(SHIELD_100))),
    _case("d-cmp-tiles", "marley modern v sandtoft 20/20 slate grey, whats cheaper", COMPARE,
          products=(MODERN_SG, SANDTOFT_SG), values=(SANDTOFT_SG, "£1.85", "£1.95"),
          records=(product(SANDTOFT_SG), product(MODERN_SG))),
    _case("d-cmp-lead", "lbc common or tradesman red, which can we get quicker", COMPARE,
          products=(LBC_COMMON, TRADESMAN_RED), values=(LBC_COMMON, "5 days", "10 days"),
          records=(product(LBC_COMMON), product(TRADESMAN_RED))),
    _case("d-cmp-quotes", "which is bigger q6 or q9", COMPARE, quotes=(q(6), q(9)),
          values=(q(6), "£209,807.10", "£108,944.90"), records=(quote(6), quote(9))),
    # ---- counts and sums with filters
    _case("d-cnt-open", "how many open quotes have we got", COUNT, values=("3",)),
    _case("d-cnt-open-value", "whats the open pipeline worth", COUNT, values=("£234,187.10",)),
    _case("d-cnt-awc", "how many quotes for aire and wharfe", COUNT, customers=(AWC,), values=("4",)),
    _case("d-cnt-rejected-value", "total value of rejected quotes", COUNT, values=("£61,512.36",)),
    _case("d-cnt-drafts", "no. of drafts", COUNT, values=("2",)),
    # ---- lists across customers by status and date
    _case("d-list-open", "list all open quotes", LIST, values=(q(6), q(8), q(10)),
          records=(quote(6), quote(8), quote(10))),
    _case("d-list-rejected", "show me the rejected quotes", LIST, values=(q(2), q(3)),
          records=(quote(2), quote(3))),
    _case("d-list-expiring", "quotes expiring in the next fortnight", LIST, values=(q(6),), absent=(q(8),),
          records=(quote(6),)),
    _case("d-list-big-open", "open quotes over 10 grand", LIST, values=(q(6), q(8)), absent=(q(10),),
          records=(quote(6), quote(8))),
    # ---- the cheapest in a category or description
    _case("d-cc-facing", "cheapest facing brick we sell", CHEAPEST_IN, values=(LBC_RUSTIC, "£580.00"),
          records=(product(LBC_RUSTIC),)),
    _case("d-cc-engineering", "cheapest engineering brick", CHEAPEST_IN, values=(RED_ENG, "£615.00"),
          records=(product(RED_ENG),)),
    _case("d-cc-lintel", "cheapest lintel", CHEAPEST_IN, values=(CN92_1200, "£28.00"), records=(product(CN92_1200),)),
    _case("d-cc-aircrete", "cheapest aircrete block", CHEAPEST_IN, values=(CELCON_STD, "£2.35"),
          records=(product(CELCON_STD),)),
    # ---- contacts and their details
    _case("d-ct-calder-buyer", "whos the buyer at calder valley", CONTACT, customers=(CALDER,), values=(HOLT,),
          records=(contact(HOLT),)),
    _case("d-ct-holt-email", "sarah holt email", CONTACT, contacts=(HOLT,), values=("sarah.holt@caldervalley.example",),
          records=(contact(HOLT),)),
    _case("d-ct-dyson-phone", "number for mark dyson", CONTACT, contacts=(DYSON,), values=("0113 555 0142",),
          records=(contact(DYSON),)),
    _case("d-ct-forterra", "who do i speak to at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,),
          records=(contact(MARSH),)),
    _case("d-ct-ibstock-rep", "ibstock reps phone no", CONTACT, suppliers=(IBSTOCK,),
          values=(PRYCE, "01530 555 261"), records=(contact(PRYCE),)),
    _case("d-ct-harrogate", "contact at harrogate living", CONTACT, companies=(HARROGATE,), values=(CARR,),
          records=(contact(CARR),)),
    _case("d-ct-khan-title", "what does aisha khan do", CONTACT, contacts=(KHAN,), values=("Commercial manager",),
          records=(contact(KHAN),)),
    _case("d-ct-kirkgate", "who do we know at studio kirkgate", CONTACT, others=(KIRKGATE,), values=(ACKROYD,),
          records=(contact(ACKROYD),)),
    # ---- facts in the records: account numbers, architects, pallets, weights, addresses
    _case("d-f-calder-acc", "calder acc no", FACT, customers=(CALDER,), values=("CVH001",),
          records=(org("customer", CALDER),)),
    _case("d-f-ibstock-acc", "our account number with ibstock", FACT, suppliers=(IBSTOCK,), values=("IBS-01",),
          records=(org("supplier", IBSTOCK),)),
    _case("d-f-mytholm-arch", "architect on mytholm meadows", FACT, projects=(MYTHOLM,), values=(WHITFIELD,),
          records=(org("other", WHITFIELD),)),
    _case("d-f-kirkstall-arch", "whos the architect for kirkstall forge", FACT, projects=(KIRKSTALL,),
          values=(KIRKGATE,), records=(org("other", KIRKGATE),)),
    _p("d-f-trr-pallet", "how many tradesman red on a pallet", TRADESMAN_RED, "500", intent=FACT),
    _p("d-f-plain-pallet", "plain tiles per pallet", PLAIN_TILE, "1,000", intent=FACT),
    _p("d-f-conbloc-weight", "weight of a conbloc 140", CONBLOC_140, "27", intent=FACT),
    _case("d-f-calder-postcode", "calder valley postcode", FACT, customers=(CALDER,), values=("HX7 8AA",),
          records=(org("customer", CALDER),)),
    # ---- cost against list price
    _p("d-cost-trr", "cost price on tradesman red", TRADESMAN_RED, "£545.00", intent=FACT),
    _p("d-cost-ivanhoe", "what do we pay for ivanhoe cream", IVANHOE_CREAM, "£610.00", intent=FACT),
    _p("d-cost-driveline", "cost v list on the driveline 50 charcoal", DRIVELINE_CHA, "£17.80", "£23.50", intent=FACT),
    # ---- totals ex VAT
    _case("d-exvat-6", "q6 ex vat", FACT, quotes=(q(6),), values=("£174,839.25",), records=(quote(6),)),
    _case("d-exvat-7", "quote 7 net of vat", FACT, quotes=(q(7),), values=("£38,766.04",), records=(quote(7),)),
    # ---- why a quote was rejected
    _case("d-why-2", "why did calder knock back q2", FACT, quotes=(q(2),), values=("Staying with Tradesman Red",),
          records=(quote(2),)),
    _case("d-why-elland", "why did we lose the elland bridge quote", FACT, projects=(ELLAND,),
          values=("Bought direct from the manufacturer",), records=(quote(3),)),
    # ---- a quote's status and total, by short number
    _case("d-st-6", "q6 status", STATUS, quotes=(q(6),), values=("Sent", "£209,807.10"), records=(quote(6),)),
    _case("d-st-9", "has quote 9 been accepted", STATUS, quotes=(q(9),), values=("Accepted", "£108,944.90"),
          records=(quote(9),)),
    _case("d-st-5", "whats happening with Q-000005", STATUS, quotes=(q(5),), values=("Withdrawn",),
          records=(quote(5),)),
    _case("d-st-11", "q11 where we at", STATUS, quotes=(q(11),), values=("Draft", "£27,816.60"), records=(quote(11),)),
    _case("d-st-po", "whats the PO number on q9", STATUS, quotes=(q(9),), values=("CVH-PO-2417",),
          records=(quote(9),)),
    # ---- a party's quotes (a prospect company is a party too) and a project's
    _case("d-cq-awc-open", "open quotes for aire & wharfe", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10)),
          records=(quote(6), quote(10))),
    _case("d-cq-harrogate", "what have we quoted harrogate living", CUSTOMER_Q, companies=(HARROGATE,),
          values=(q(7), q(12)), records=(quote(7), quote(12))),
    _case("d-cq-pennine", "pennine's quotes", CUSTOMER_Q, customers=(PENNINE,), values=(q(4), q(8)),
          records=(quote(8), quote(4))),
    _case("d-pq-mytholm", "quotes on mytholm meadows", PROJECT_Q, projects=(MYTHOLM,), values=(q(9), q(11)),
          records=(quote(9), quote(11))),
    _case("d-pq-station", "station parade quotes", PROJECT_Q, projects=(STATION,), values=(q(7), q(12)),
          records=(quote(7), quote(12))),
    # ---- what we last quoted a customer for a product
    _case("d-last-calder-ivanhoe", "what did we last quote calder for ivanhoe cream", LAST, customers=(CALDER,),
          products=(IVANHOE_CREAM,), values=("£813.33", q(9)), records=(quote(9),)),
    _case("d-last-pennine-lbc", "last price to pennine for lbc common", LAST, customers=(PENNINE,),
          products=(LBC_COMMON,), values=("£487.65", q(8)), records=(quote(8),)),
    # ---- notes
    _case("d-notes-planning", "any notes about planning", NOTES, values=(HOLMFIRTH,)),
    _case("d-notes-spares", "notes mentioning spare bricks", NOTES, values=(BRIGHOUSE,)),
    # ---- tell me about a record
    _case("d-sum-pennine", "tell me about pennine developments", SUMMARY, customers=(PENNINE,),
          values=("PEN207", "Huddersfield"), records=(org("customer", PENNINE),)),
    _case("d-sum-kirkstall", "tell me about the kirkstall forge job", SUMMARY, projects=(KIRKSTALL,),
          values=(AWC, "Tender"), records=(("project", KIRKSTALL),)),
    # ---- buying: supplier quotes and the best buy price
    _case("d-sq-ibstock", "has ibstock come back with prices", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("SQ-000001", "£669.30"), records=(("supplier_quote", "SQ-000001"),)),
    _case("d-sq-q10", "supplier quotes on q10", SUPPLIER_QUOTES, quotes=(q(10),), values=("SQ-000001", "SQ-000002"),
          records=(("supplier_quote", "SQ-000001"), ("supplier_quote", "SQ-000002"))),
    _case("d-sq-haulage", "what did dales quote us for haulage", SUPPLIER_QUOTES, others=(DALES,),
          values=("SQ-000003", "£310.00"), records=(("supplier_quote", "SQ-000003"),)),
    _case("d-best-staffs", "best buy price weve had on the staffs blue solid", CHEAPEST, products=(STAFFS_SOLID,),
          values=("£669.30",), records=(("supplier_quote", "SQ-000001"),)),
    # ---- call-offs and deliveries
    _case("d-co-tomorrow", "whats going out tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003"),
          records=((CO, "CO-000002"), (CO, "CO-000003"))),
    _case("d-co-failed", "any failed drops", CALL_OFFS, values=("CO-000004", "broken-down tractor"),
          records=((CO, "CO-000004"),)),
    _case("d-co-plot34", "when's plot 34 at mytholm being redelivered", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000004", in_days(8)), records=((CO, "CO-000004"),)),
    _case("d-co-plot31", "who signed for plot 31", CALL_OFFS, values=("Gary Wood",), records=((CO, "CO-000001"),)),
    # ---- tasks (asked as the demo admin)
    _case("d-t-overdue", "whats overdue", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
    _case("d-t-calder", "tasks for calder valley", TASKS, customers=(CALDER,), values=(CHASE_CALDER, RAISE_POS)),
    _case("d-t-pennine", "any tasks on pennine", TASKS, customers=(PENNINE,), values=(PENNINE_SAMPLES,)),
    # ---- follow-ups with "it" and "them"
    _p("d-fu-ivanhoe", "price of the ivanhoe cream", IVANHOE_CREAM, "£780.00"),
    _p("d-fu-ivanhoe-who", "who makes it", IVANHOE_CREAM, IBSTOCK, intent=SUPPLIER, follows="d-fu-ivanhoe"),
    _p("d-fu-ivanhoe-pallet", "and how many on a pallet", IVANHOE_CREAM, "500", intent=FACT,
       follows="d-fu-ivanhoe-who"),
    _case("d-fu-q8", "q8 status", STATUS, quotes=(q(8),), values=("Sent", "£17,063.70"), records=(quote(8),)),
    _case("d-fu-q8-exvat", "whats it worth ex vat", FACT, quotes=(q(8),), values=("£14,219.75",),
          records=(quote(8),), follows="d-fu-q8"),
    _case("d-fu-q8-expiry", "when does it run out", STATUS, quotes=(q(8),), values=(valid_until(12, 1),),
          records=(quote(8),), follows="d-fu-q8-exvat"),
    _case("d-fu-pennine-ct", "whos our contact at pennine", CONTACT, customers=(PENNINE,), values=(KHAN,),
          records=(contact(KHAN),)),
    _case("d-fu-pennine-email", "her email", CONTACT, contacts=(KHAN,), values=("aisha.khan@pennine.example",),
          records=(contact(KHAN),), follows="d-fu-pennine-ct"),
    _case("d-fu-cheapest-tile", "cheapest roof tile", CHEAPEST_IN, values=(PLAIN_TILE, "£0.65"),
          records=(product(PLAIN_TILE),)),
    _p("d-fu-tile-supplier", "who do we get them from", PLAIN_TILE, MARLEY, intent=SUPPLIER,
       follows="d-fu-cheapest-tile"),
    _case("d-fu-calder-trl", "what did we last quote calder for tradesman light", LAST, customers=(CALDER,),
          products=(TRADESMAN_LIGHT,), values=("£675.00", q(2)), records=(quote(2),)),
    _case("d-fu-calder-trl-status", "did they take it", STATUS, quotes=(q(2),), values=("Rejected",),
          records=(quote(2),), follows="d-fu-calder-trl"),
    _p("d-fu-smooth-red", "smooth red price", SMOOTH_RED, "£680.00"),
    _p("d-fu-smooth-red-multi", "what about the multi", SMOOTH_RED_MULTI, "£700.00", follows="d-fu-smooth-red"),
    _p("d-fu-building-sand", "building sand loose price per tonne", BUILDING_SAND, "£46.00"),
]

DECLINES: list[Case] = [
    _case(f"d-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("price of ibstock tradesman blue", PRICE),
            ("how much is the ivanhoe grey", PRICE),
            ("lead time on a catnic cg90 2400mm lintel", PRICE),
            ("who supplies the thermalite 150mm block", SUPPLIER),
            ("open quotes for bellway homes", CUSTOMER_Q),
            ("contact at persimmon", CONTACT),
            ("status of q47", STATUS),
            ("tell me about the sowerby bridge job", SUMMARY),
            ("celcon 140 price", PRICE),
            ("account number for travis perkins", FACT),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["whats the weather doing in leeds tomorrow", "who won the match last night", "tell us a joke",
         "book me a table for lunch friday", "whats the capital of france"]
    )
]

LESSONS: list[Lesson] = [
    *[
        Lesson(f"dl-pipeline-{i}", "total of open quotes", True, _case(f"dl-pipeline-{i}-p", later, COUNT,
               values=("£234,187.10",)))
        for i, later in enumerate(["value of everything still out", "whats out there in open quotes, total"])
    ],
    *[
        Lesson(f"dl-ibstock-rep-{i}", "who do i ring at ibstock", True, _case(f"dl-ibstock-rep-{i}-p", later,
               CONTACT, suppliers=(IBSTOCK,), values=(PRYCE,)))
        for i, later in enumerate(["ibstock who do i call", "whos the person to talk to at ibstock"])
    ],
    *dev_kinds.LESSONS,
    *dev_staff.LESSONS,
    *dev_staff2.LESSONS,
    *dev_staff3.LESSONS,
    *dev_staff4.LESSONS,
    *dev_ops.LESSONS,
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc-ibstock-rep", "who do i ring at ibstock", True,
           _case("dc-ibstock-rep-b", "who do i ring at tarmac", CONTACT, suppliers=(TARMAC,), values=(CROWTHER,),
                 absent=(PRYCE,))),
    Lesson("dc-cost", "cost price on tradesman red", True,
           _case("dc-cost-b", "cost price on the cheshire weathered red", FACT, products=(CHESHIRE,),
                 values=("£590.00",), absent=("£545.00",))),
    Lesson("dc-exvat", "q6 ex vat", True,
           _case("dc-exvat-b", "q10 ex vat", FACT, quotes=(q(10),), values=("£6,096.92",),
                 absent=("£174,839.25",))),
    *dev_kinds.CONTAMINATION,
    *dev_staff.CONTAMINATION,
    *dev_staff2.CONTAMINATION,
    *dev_staff3.CONTAMINATION,
    *dev_staff4.CONTAMINATION,
    *dev_ops.CONTAMINATION,
]
# fmt: on

ALL: list[Case] = [
    *CASES,
    *DECLINES,
    *UNRELATED_CASES,
    *dev_kinds.ALL,
    *dev_wordings.ALL,
    *dev_staff.ALL,
    *dev_declines.ALL,
    *dev_staff2.ALL,
    *dev_staff3.ALL,
    *dev_staff4.ALL,
    *dev_ops.ALL,
    *dev_declines2.ALL,
]
BY_ID = check_unique(ALL)
