"""A thirteenth round of development questions over the demo instance (tuned on), written on 27 Nov 2026 before any
change to the reader for it and committed before it was first asked (its writer read the demo records and
dev_staff7.py's format, not the reader's code, its exemplars or the held-out parts): how sales and purchasing staff
type, with typos in makers and products ("ibstok", "wienerburger", "creem"), dates in words ("last week", "this
month", a month by name, "since monday"), words in odd order ("price tradesman red?"), two records in one question,
quantities with units ("10 tonne of", "40m2 of"), yes/no questions ("is q8 still open", "has harrogate accepted"),
"any" and "do we have" questions, customer orders, buying, call-offs and the task pad.

Every value read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py) and checked
by SQL on a freshly seeded demo (quote totals, VAT, dates, supplier quote lines). Questions with a date in words take
their expected quotes from the demo's own offsets (`_days`), so they hold whatever the day the demo is seeded.

First run (27 Nov 2026, on main as it stood, 0f38947, before any change for it): answerable 108 of 126 (86 %),
declines 21 of 22 ("u value of thermalite shield" listed the Shield blocks), unrelated 3 of 3, the lesson learned,
one contamination pair wrong ("cost on the lbc heather" after "cost on the birtley buff" was confirmed: both read as
the list price, the first one's misreading confirmed by the judge). Misses by kind: a maker misspelt and a price
unit in the name ("wienerburger smooth red multi price per thou"), a quantity with its unit before the product ("500
conbloc 100 blocks", "40m2 of tegula"), two products or two organisations in one question, "sent" counted as open,
a maker's product count, "ex vat value of toms open ones", "since monday", "drafts not sent yet", a quote by its
notes' word ("the showhome quote"), "who looks after us at", a customer's job's architect by the customer's name,
"cost on" as the cost price, "tarmac replied yet?", a supplier's price on a product by a short name, "pallets
dropped on plot 31", "whats urgent". The whole demo-dev part with it (1,430 questions): intent 0.908, exact 0.977
(998 of 1,021), declines 365 of 366, unrelated 43 of 43, paraphrases 92 % (23 of 25), 1 contaminated, 0 invented.
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.assistant.eval_set import (
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
    SEARCH,
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
    BUTTERLEY,
    CALDER,
    CHASE_CALDER,
    CONBLOC_100,
    CONFIRM_LOAD,
    HARROGATE,
    HOLMFIRTH,
    IVANHOE_SAHARA,
    KIRKGATE,
    LONDON_YELLOW,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SITE_VISIT,
    SMOOTH_BLUE,
    STAFFS_SOLID,
    TRADESMAN_RED,
    WARNHAM,
    in_days,
    q,
    quote,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
ANTHRACITE, TL73, LBC73 = "Modern Interlocking Tile Anthracite", "Tradesman Light 73mm", "LBC Common 73mm"
CG90_2100, TURNER_NAME, HAIGH = "Catnic CG90/100 Cavity Lintel 2100mm", "Rachel Turner", "Craig Haigh"

# Days ago (UTC) the demo's quotes were created, last sent and decided (api/quotes/demo.py: created `n` days and 3
# hours ago, sent `n` days and 1 hour ago, the sixth re-sent 20 days and 2 hours ago, decided `n` days ago).
_CREATED = {1: 172, 2: 128, 3: 98, 4: 80, 5: 62, 6: 44, 7: 38, 8: 14, 9: 11, 10: 6, 11: 3, 12: 1}
_SENT = {1: 170, 2: 127, 3: 97, 4: 79, 5: 61, 6: 20, 7: 37, 8: 12, 9: 10, 10: 5}
_ACCEPTED = {1: 163, 7: 30, 9: 6}


def _days(offsets: dict[int, int], start: date, end: date) -> tuple[list[str], list[str]]:
    """The quotes whose day (today less the offset) falls in [start, end], and the others."""
    today = date.today()
    inside = [q(n) for n, days in offsets.items() if start <= today - timedelta(days=days) <= end]
    return inside, [q(n) for n in offsets if q(n) not in inside]


_TODAY = date.today()
_MONDAY = _TODAY - timedelta(days=_TODAY.weekday())
_MONTH_START = _TODAY.replace(day=1)
_Q7_DECIDED = _TODAY - timedelta(days=_ACCEPTED[7])
_Q7_MONTH = _Q7_DECIDED.replace(day=1)
_Q7_MONTH_END = (_Q7_MONTH + timedelta(days=32)).replace(day=1) - timedelta(days=1)
# "last week": the calendar week before this one, or the last seven days; the quotes in both are expected, the
# quotes in neither must not be listed.
_LAST_CAL = _days(_SENT, _MONDAY - timedelta(days=7), _MONDAY - timedelta(days=1))[0]
_LAST_ROLL = _days(_SENT, _TODAY - timedelta(days=7), _TODAY)[0]
LAST_WEEK = tuple(n for n in _LAST_CAL if n in _LAST_ROLL)
NOT_LAST_WEEK = tuple(q(n) for n in _SENT if q(n) not in _LAST_CAL and q(n) not in _LAST_ROLL)
SENT_THIS_MONTH, NOT_SENT_THIS_MONTH = _days(_SENT, _MONTH_START, _TODAY)
NEW_SINCE_MONDAY, OLDER_THAN_MONDAY = _days(_CREATED, _MONDAY, _TODAY)
ACCEPTED_IN_Q7_MONTH, _ = _days(_ACCEPTED, _Q7_MONTH, _Q7_MONTH_END)
Q7_MONTH_NAME = f"{_Q7_MONTH:%B}".lower()

# fmt: off
CASES: list[Case] = [
    # ---- prices, with typos and in odd order
    _case("d18-pr-odd", "price tradesman red?", PRICE, values=("£695.00",)),
    _case("d18-pr-ibstok", "ibstok ivanhoe creem price", PRICE, values=("£780.00",)),
    _case("d18-pr-wiener", "wienerburger smooth red multi price per thou", PRICE, values=("£700.00",)),
    _case("d18-pr-kasandra", "weinerberger kasandra list", PRICE, values=("£735.00",)),
    _case("d18-pr-heather", "lbc heather how much", PRICE, values=("£595.00",)),
    _case("d18-pr-solar", "celcon solar 100 price each", PRICE, values=("£2.55",)),
    _case("d18-pr-2100", "catnic cg90 2100 price", PRICE, values=("£86.00",)),
    _case("d18-pr-mastercrete", "how much is a bag of mastercrete", PRICE, values=("£7.95",)),
    _case("d18-pr-sharp-bb", "sharp sand bulk bag price", PRICE, values=("£51.00",)),
    _case("d18-pr-ludlow", "marley ludlow plus smooth brown each", PRICE, values=("£1.49",)),
    _case("d18-pr-keykerb", "keykerb charcoal - price?", PRICE, values=("£5.45",)),
    _case("d18-pr-hampton", "hampton rural blend list price", PRICE, values=("£765.00",)),
    _case("d18-pr-terca", "per 1000 on terca dorket red", PRICE, values=("£750.00",)),
    # ---- quantities with units
    _case("d18-un-sand", "price for 10 tonne of building sand", PRICE, values=("£46.00",)),
    _case("d18-un-conbloc", "500 conbloc 100 blocks how much each", PRICE, values=("£1.95",)),
    _case("d18-un-tegula", "40m2 of tegula traditional - price per m2", PRICE, values=("£34.50",)),
    _case("d18-un-tl", "price on 8k tradesman light", PRICE, values=("£690.00",)),
    # ---- two records in one question
    _case("d18-two-prices", "price of tradesman red and ivanhoe cream", PRICE, values=("£695.00", "£780.00")),
    _case("d18-two-phones", "phone numbers for ibstock and forterra", CONTACT,
          values=("01530 555 261", "01604 555 707")),
    _case("d18-two-status", "status of q6 and q8", STATUS, quotes=(q(6), q(8)), values=(q(6), q(8))),
    _case("d18-two-emails", "sarah holt and mark dyson emails", CONTACT,
          values=("sarah.holt@caldervalley.example", "mark.dyson@awc.example")),
    # ---- comparisons
    _case("d18-cmp-trr", "which is cheaper tradesman red or tradesman red multi", COMPARE,
          values=(TRADESMAN_RED, "£695.00")),
    _case("d18-cmp-buff", "ivanhoe sahara v birtley buff - cheaper one?", COMPARE, values=(BIRTLEY, "£735.00")),
    _case("d18-cmp-blocks", "conbloc 100 or hemelite 100 which is cheaper", COMPARE, values=(CONBLOC_100, "£1.95")),
    _case("d18-cmp-dearer", "is warnham dearer than london yellow", COMPARE, values=(WARNHAM, LONDON_YELLOW)),
    _case("d18-cmp-cost-blue", "staffs blue solid vs smooth blue class b - which costs us less", COMPARE,
          values=(STAFFS_SOLID, "£690.00")),
    _case("d18-cmp-q8-q10", "q8 v q10 which is bigger", COMPARE, quotes=(q(8), q(10)), values=(q(8), "£17,063.70")),
    # ---- counts and sums
    _case("d18-cnt-open", "how many quotes have we got open", COUNT, values=("3",)),
    _case("d18-cnt-drafts", "how many drafts are there", COUNT, values=("2",)),
    _case("d18-cnt-priya", "how many quotes has priya done", COUNT, values=("3",)),
    _case("d18-cnt-awc", "no of quotes for aire and wharf", COUNT, customers=(AWC,), values=("4",)),
    _case("d18-cnt-pennine-sent", "how many quotes have we sent pennine", COUNT, customers=(PENNINE,), values=("2",)),
    _case("d18-cnt-wiener", "how many products do we get from wienerburger", COUNT, values=("11",)),
    _case("d18-cnt-marshalls", "how many marshalls products", COUNT, values=("10",)),
    _case("d18-cnt-hh", "how many h+h blocks do we list", COUNT, values=("7",)),
    _case("d18-cnt-rejected", "how many got rejected", COUNT, values=("2",)),
    _case("d18-sum-open", "whats the total value of open quotes", COUNT, values=("£234,187.10",)),
    _case("d18-sum-tom", "value of toms open quotes", COUNT, values=("£24,380.00",)),
    _case("d18-sum-tom-ex", "ex vat value of toms open ones", COUNT, values=("£20,316.67",)),
    # ---- lists, with dates in words
    _case("d18-ls-lastweek", "what quotes went out last week", LIST, values=LAST_WEEK, absent=NOT_LAST_WEEK),
    _case("d18-ls-month", "quotes sent this month", LIST, values=tuple(SENT_THIS_MONTH),
          absent=tuple(n for n in NOT_SENT_THIS_MONTH if n != q(6))),
    _case("d18-ls-accepted-month", f"anything accepted in {Q7_MONTH_NAME}", LIST,
          values=tuple(ACCEPTED_IN_Q7_MONTH)),
    _case("d18-ls-since-monday", "any new quotes since monday", LIST, values=tuple(NEW_SINCE_MONDAY),
          absent=tuple(OLDER_THAN_MONDAY)),
    _case("d18-ls-drafts", "drafts not sent yet", LIST, values=(q(11), q(12))),
    _case("d18-ls-fortnight", "whats expiring in the next fortnight", LIST, values=(q(6),), absent=(q(8), q(10))),
    _case("d18-ls-under10k", "open quotes under 10k", LIST, values=(q(10),), absent=(q(6), q(8))),
    _case("d18-ls-won", "which quotes did we win", LIST, values=(q(7), q(9))),
    _case("d18-ls-tom-open", "toms open quotes", LIST, values=(q(8), q(10)), absent=(q(6),)),
    _case("d18-ls-awc-open", "awc open quotes", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10)),
          absent=(q(3), q(5))),
    # ---- yes/no questions
    _case("d18-yn-q8-open", "is q8 still open", STATUS, quotes=(q(8),), values=("Sent", valid_until(12, 1)),
          records=(quote(8),)),
    _case("d18-yn-harrogate", "has harrogate accepted q7", STATUS, quotes=(q(7),), values=("Accepted", "Emma Carr"),
          records=(quote(7),)),
    _case("d18-yn-showhome", "did pennine ever come back on the showhome quote", STATUS, values=(q(4), "Expired")),
    _case("d18-yn-kirkstall", "is the kirkstall tender quote still live", STATUS, values=(q(6), "Sent")),
    _case("d18-yn-q10-sent", "has q10 gone out yet", STATUS, quotes=(q(10),), values=("Sent",),
          records=(quote(10),)),
    _case("d18-yn-q11", "is q11 sent", STATUS, quotes=(q(11),), values=("Draft",), records=(quote(11),)),
    # ---- "any" and "do we have"
    _case("d18-any-blue", "do we have any blue engineering bricks", SEARCH, values=(STAFFS_SOLID, SMOOTH_BLUE)),
    _case("d18-any-buff", "any buff bricks", SEARCH, values=(IVANHOE_SAHARA, BIRTLEY, BUTTERLEY)),
    _case("d18-any-anthracite", "do we sell anthracite roof tiles", SEARCH, values=(ANTHRACITE,)),
    _case("d18-any-73", "any 73mm bricks", SEARCH, values=(TL73, LBC73)),
    _case("d18-any-2100", "do we do a 2100 lintel", SEARCH, values=(CG90_2100,)),
    _case("d18-any-pennine", "any open quotes for pennine", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),),
          absent=(q(4),)),
    _case("d18-any-holmfirth", "do we have a quote in for holmfirth rd", PROJECT_Q, projects=(HOLMFIRTH,),
          values=(q(8),)),
    _case("d18-any-today", "any tasks due today", TASKS, values=(CHASE_CALDER,)),
    _case("d18-any-overdue", "anything overdue", TASKS, values=(RAISE_POS,)),
    _case("d18-any-tomorrow", "any deliveries tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    # ---- contacts
    _case("d18-ct-dyson", "mark dysons email", CONTACT, values=("mark.dyson@awc.example",)),
    _case("d18-ct-hh", "whos our contact at h+h", CONTACT, values=(TURNER_NAME,)),
    _case("d18-ct-turner", "rachel turner phone", CONTACT, values=("01732 555 886",)),
    _case("d18-ct-marshalls", "email for the marshalls rep", CONTACT, values=("craig.haigh@marshalls.example",)),
    _case("d18-ct-barker", "whats lucy barkers job", CONTACT, values=("Merchant sales",)),
    _case("d18-ct-wiener", "wienerburger contact number", CONTACT, values=("0161 555 0491",)),
    _case("d18-ct-khan", "aisha khan number", CONTACT, values=("01484 555 207",)),
    _case("d18-ct-kev", "kev at dales email", CONTACT, values=("transport@daleshaulage.example",)),
    _case("d18-ct-whitfield", "whitfield architects - who do we deal with", CONTACT, values=("Oliver Whitfield",)),
    _case("d18-ct-carr", "emma carr phone", CONTACT, values=("01423 555 880",)),
    _case("d18-ct-marshalls-who", "who looks after us at marshalls", CONTACT, values=(HAIGH,)),
    # ---- organisations and projects
    _case("d18-org-calder-acc", "calder acc no", FACT, customers=(CALDER,), values=("CVH001",)),
    _case("d18-org-pennine-phone", "whats pennines phone", CONTACT, values=("01484 555 207",)),
    _case("d18-pj-station-plots", "how many plots at station parade", FACT, values=("12",)),
    _case("d18-pj-kirkstall-start", "kirkstall forge start date", FACT, values=(in_days(60),)),
    _case("d18-pj-brighouse-value", "brighouse wharf value", FACT, values=("£178,000.00",)),
    _case("d18-pj-holmfirth-stage", "what stage is holmfirth rd at", FACT, values=("Lead",)),
    _case("d18-pj-glenigan", "glenigan ref for mytholm", FACT, values=("21458830",)),
    _case("d18-pj-harrogate-arch", "whos the architect for the harrogate job", FACT, values=(KIRKGATE,)),
    # ---- products: suppliers, lead times, pallets
    _case("d18-prd-kassandra-who", "who makes kassandra", SUPPLIER, values=("Wienerberger",)),
    _case("d18-prd-hemelite-who", "who do we buy hemelite from", SUPPLIER, values=("Forterra",)),
    _case("d18-prd-shire-lead", "lead time on sandtoft shire", FACT, values=("14 days",)),
    _case("d18-prd-celcon-pallet", "pallet qty celcon standard", FACT, values=("100",)),
    _case("d18-prd-cost-birtley", "cost on the birtley buff", FACT, values=("£575.00",)),
    # ---- quotes: VAT, POs, who and when
    _case("d18-qf-q8-vat", "vat on q8", FACT, quotes=(q(8),), values=("£2,843.95",)),
    _case("d18-qf-q6-inc", "q6 total inc vat", FACT, quotes=(q(6),), values=("£209,807.10",)),
    _case("d18-qf-q8-ex", "q8 ex vat", FACT, quotes=(q(8),), values=("£14,219.75",)),
    _case("d18-qf-hl-po", "what po did harrogate give us", FACT, values=("HL-0042",)),
    _case("d18-qf-q9-who", "who accepted q9", FACT, quotes=(q(9),), values=("Sarah Holt",)),
    _case("d18-qf-q8-lines", "whats on q8", STATUS, quotes=(q(8),), values=("LBC Common",)),
    # ---- customer orders
    _case("d18-or-brighouse-po", "calder po on the brighouse order", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d18-or-so2-lines", "whats on SO-000002", PURCHASE_ORDERS, values=(TRADESMAN_RED,)),
    _case("d18-or-so1-cust", "so1 customer", PURCHASE_ORDERS, values=(CALDER,)),
    _case("d18-or-any", "any orders in for calder", PURCHASE_ORDERS, values=("SO-000001", "SO-000002")),
    # ---- buying
    _case("d18-b-ibstock-staffs", "what did ibstock come back at on the staffs blue", SUPPLIER_QUOTES,
          values=("£669.30",)),
    _case("d18-b-ibstock-haulage", "ibstock haulage charge on their quote", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d18-b-tarmac", "tarmac replied yet?", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d18-b-dales-rate", "dales rate per load", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d18-b-dales-who", "who gave us the dales price", SUPPLIER_QUOTES, values=("Kev Lister",)),
    _case("d18-b-ibstock-mastercrete", "ibstocks price on the mastercrete", SUPPLIER_QUOTES, values=("£6.01",)),
    _case("d18-b-sq1-total", "SQ1 total", SUPPLIER_QUOTES, values=("£4,781.60",)),
    # ---- call-offs
    _case("d18-co-31-pallets", "pallets dropped on plot 31", CALL_OFFS, values=("13",)),
    _case("d18-co-36-why", "why was plot 36 cancelled", CALL_OFFS, values=("delayed to spring",)),
    _case("d18-co-34-new", "plot 34 new date", CALL_OFFS, values=(in_days(8),)),
    _case("d18-co-34-why", "why did plot 34 fail", CALL_OFFS, values=("broken-down tractor",)),
    _case("d18-co-haulier", "haulier on the mytholm call offs", CALL_OFFS, values=("Dales Haulage",)),
    _case("d18-co-unbooked", "call offs not booked yet", CALL_OFFS, values=("CO-000005",)),
    # ---- the task pad (asked as the demo admin)
    _case("d18-t-priya", "tasks for priya", TASKS, values=(RAISE_POS,)),
    _case("d18-t-samples-who", "whos doing the pennine samples", TASKS, values=("Tom Hughes",)),
    _case("d18-t-chase-due", "whens the calder chase due", TASKS, values=(in_days(0),)),
    _case("d18-t-samples-priority", "what priority is the samples task", TASKS, values=("Low",)),
    _case("d18-t-urgent", "whats urgent", TASKS, values=(RAISE_POS,)),
    _case("d18-t-visit", "site visit booked?", TASKS, values=("Tuesday",)),
    _case("d18-t-mine", "whats on my task pad", TASKS, values=(CONFIRM_LOAD,)),
    _case("d18-t-done", "whats been done on the task pad", TASKS, values=(SITE_VISIT,)),
    _case("d18-t-pennine", "pennine tasks", TASKS, values=(PENNINE_SAMPLES,)),
    # ---- chain: a product, then its rival and its maker
    _case("d18-ch-trm", "tradesman red multi price", PRICE, values=("£715.00",)),
    _case("d18-ch-trm-cost", "and our cost", FACT, values=("£560.00",), follows="d18-ch-trm"),
    _case("d18-ch-trm-who", "who makes it", SUPPLIER, values=("Ibstock Brick",), follows="d18-ch-trm-cost"),
    _case("d18-ch-harrogate", "harrogate living quotes", CUSTOMER_Q, companies=(HARROGATE,), values=(q(7), q(12))),
    _case("d18-ch-harrogate-draft", "is the draft one sent yet", STATUS, values=(q(12), "Draft"),
          follows="d18-ch-harrogate"),
]

DECLINES: list[Case] = [
    *[
        _case(f"d18-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("price on ibstock tradesman green", PRICE),
                ("u value of thermalite shield", FACT),
                ("carbon footprint of tradesman red", FACT),
                ("q20 total", STATUS),
                ("customer po on SO-000009", PURCHASE_ORDERS),
                ("how much did persimmon spend with us", COUNT),
                ("contact at bellway homes", CONTACT),
                ("wienerberger ivanhoe price", PRICE),
                ("plot 50 delivery date", CALL_OFFS),
                ("when is CO-000009 due", CALL_OFFS),
                ("rfq 3 deadline", SUPPLIER_QUOTES),
                ("marshalls fax number", CONTACT),
                ("how many tradesman red have we got in stock", FACT),
                ("tasks for jake", TASKS),
                ("value of the leeds arena job", FACT),
                ("plots on kirkstall block d", FACT),
                ("catnic cg90 3000 price", PRICE),
                ("email for the buyer at barratt", CONTACT),
                ("redland tile price", PRICE),
                ("SQ-000004 status", SUPPLIER_QUOTES),
                ("architect at smith and co", FACT),
                ("whats the birthday of our ibstock rep", CONTACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d18-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["whats the weather in leeds tomorrow", "recommend a decent pub in halifax", "who won bake off"]
    )
]

# A confirmed contact reaching a rewording; a confirmed cost never answering another product's with its own.
LESSONS: list[Lesson] = [
    Lesson("dl18-hh", "whos our contact at h+h", True,
           _case("dl18-hh-p", "h+h - who do i speak to", CONTACT, values=(TURNER_NAME,))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc18-cost", "cost on the birtley buff", True,
           _case("dc18-cost-b", "cost on the lbc heather", FACT, values=("£465.00",), absent=("£575.00",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
