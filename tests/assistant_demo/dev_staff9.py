"""A fifteenth round of development questions over the demo instance (`d20-`, tuned on), written on 28 Nov 2026
before any change to the reader for it and committed before it was first asked (its writer read the demo records,
dev_staff8.py and dev_staff8b.py for the format, not the reader's code, its exemplars or the held-out parts): what
staff type that earlier rounds did not cover — other typos and abbreviations of makers, products, customers and
people ("ibstok trademan", "forterrra", "thermolite", "marshals"); a quantity and its unit before the product ("500
conbloc 140 blocks", "60m2 driveline brindle"); "per thou", "per m2", "a pallet"; a quote named by its job, site or a
word of its notes ("the drainage chambers quote", "the courtyard paving quote"); a works' price on one product
("what did ibstock give us on the staffordshire blues"); yes/no; counts and sums by colleague, customer, state and
period; contacts by first name, surname, possessive and role ("zoes number", "marsh phone", "the key accounts person
at forterra"); cost against list ("whats it cost us"); buying, an order's PO, loads by day words ("booked for tmrw"),
the task pad; 22 declines of new shapes (things that do not exist, facts we do not record such as U values, a
quantity before a product we lack) and 3 unrelated.

Every value read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py, api/seed.py)
and checked by SQL on a freshly seeded demo (quote totals and VAT, supplier quote and call-off numbers). Questions
with a period in words take their expected quotes from the demo's own offsets (dev_staff8's `_days`).

First run (28 Nov 2026, on main as it stood, e17ad30, before any change for it): answerable 99 of 126 (79 %),
declines 20 of 22 ("u value of a celcon standard block" listed the block; "ibstock tradesman red 73mm price" gave the
Tradesman Light 73mm), unrelated 3 of 3, intent 0.722, 0 invented. Misses by kind: "per thou", "a thou", "each" or
"whats it go for" after a misspelt product read as a search; a quantity and its unit before the product ("500 conbloc
140 blocks", "3000 ivanhoe sahara", "60m2 driveline 50 brindle") read as a product we lack; a quote named by a word of
its notes or its job ("the drainage chambers quote", "the courtyard paving quote", "the phase 2 top up quote", "the
patio quote for pennine"); a works' price on a product by its short name or its kind ("ibstock buy price on
mastercrete", "tarmacs price on the mastercrete", "ibstocks price per thou on the engineering bricks"); a maker's
product count misspelt or with "lintels"; "whats it cost us for", "costing us" given the list price; "marsh phone"
read as Marshalls; "whos the transport guy at dales"; "what went out in the past 7 days"; "whats booked for tmrw";
"when do tarmac need to reply by"; "any notes on ibstocks prices"; "po number on the phase 3 order"; "who does she
work for" after a contact. The whole demo-dev part with it (1,719 questions): intent 0.884, exact 0.959 (1,211 of
1,263), declines 404 of 408, unrelated 47 of 47, paraphrases 97 % (30 of 31), 0 contaminated, 0 invented.
After the changes by kind (branch asst10): answerable 117 of 126 (93 %), declines 21 of 22, unrelated 3 of 3; the
part exact 0.979 (1,237 of 1,263), declines 406 of 408, no question right before wrong after. Left: "what happened
to the budget price for the street elevations" (no "quote" said), "ibstock buy price on mastercrete" (no Mastercrete
among Ibstock's goods, so no product matched), "how many catnic lintels do we list", "wienerburgr product count" (a
near-miss name), "what went out in the past 7 days", "when do tarmac need to reply by", "any notes on ibstocks
prices", "po number on the phase 3 order", "who does she work for" after a contact, and "ibstock tradesman red 73mm
price" (the Tradesman Light 73mm given: its colour is light red).
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
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.dev_staff8 import _ACCEPTED, _SENT, _days
from tests.assistant_demo.facts import (
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    KIRKSTALL,
    PENNINE_SAMPLES,
    RAISE_POS,
    SITE_VISIT,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
_TODAY = date.today()
# Accepted in the last fortnight (Q-000009, six days ago; Q-000007 was thirty days ago).
WON_FORTNIGHT, WON_BEFORE = _days(_ACCEPTED, _TODAY - timedelta(days=14), _TODAY)
# Sent in the last seven days (Q-000010, five days ago; Q-000008 went twelve days ago).
SENT_WEEK, _ = _days(_SENT, _TODAY - timedelta(days=7), _TODAY)

# fmt: off
CASES: list[Case] = [
    # ---- prices: other typos and abbreviations of makers and products
    _case("d20-pr-trademan", "ibstok trademan red per thou", PRICE, values=("£695.00",)),
    _case("d20-pr-kasandra", "wienerbeger kasandra per thou", PRICE, values=("£735.00",)),
    _case("d20-pr-rustik", "forterra lbc rustik price", PRICE, values=("£580.00",)),
    _case("d20-pr-celcon-std", "h&h celcon std price", PRICE, values=("£2.35",)),
    _case("d20-pr-thermolite", "thermolite turbo 100 each", PRICE, values=("£2.65",)),
    _case("d20-pr-saxon-cha", "marshals saxon charcoal 600 per m2", PRICE, values=("£28.20",)),
    _case("d20-pr-fairstone", "fairstone autumn bronze per m2", PRICE, values=("£41.50",)),
    _case("d20-pr-hampton", "hampton rurel blend price", PRICE, values=("£765.00",)),
    _case("d20-pr-aldridge", "aldrige brown blend whats it go for", PRICE, values=("£710.00",)),
    _case("d20-pr-cottage", "cottage red multi stock - what is it a thou", PRICE, values=("£735.00",)),
    _case("d20-pr-mendip", "mendip old english dark red tile price", PRICE, values=("£1.80",)),
    _case("d20-pr-gp", "bag of gp cement price", PRICE, values=("£7.25",)),
    _case("d20-pr-mortar-buff", "buff mortar 25kg bag how much", PRICE, values=("£8.90",)),
    _case("d20-pr-pavesand", "kiln dried sand price", PRICE, values=("£5.60",)),
    _case("d20-pr-cx90", "cx90 1800 price", PRICE, values=("£99.00",)),
    _case("d20-pr-cn92", "cn92 1800 lintel price", PRICE, values=("£40.50",)),
    _case("d20-pr-hs7", "thermalite hi strength 7 price each", PRICE, values=("£2.95",)),
    _case("d20-pr-pallet", "price of a pallet of conbloc 100", PRICE, values=("£1.95", "100")),
    # ---- a quantity and its unit before the product
    _case("d20-un-conbloc140", "500 conbloc 140 blocks price", PRICE, values=("£2.80",)),
    _case("d20-un-mastercrete", "20 bags of mastercrete how much", PRICE, values=("£7.95",)),
    _case("d20-un-sahara", "3000 ivanhoe sahara price per thou", PRICE, values=("£785.00",)),
    _case("d20-un-brindle", "60m2 driveline 50 brindle price", PRICE, values=("£23.50",)),
    _case("d20-un-sharp", "2 tonne sharp sand loose price", PRICE, values=("£45.00",)),
    _case("d20-un-antique", "1200 sandtoft 20/20 antique brown tiles - price each", PRICE, values=("£1.85",)),
    _case("d20-un-lbc", "10k lbc commons per thou", PRICE, values=("£505.00",)),
    # ---- "per thou" after a misspelt maker
    _case("d20-pt-terca", "weinerburger terca dorket red per thou", PRICE, values=("£750.00",)),
    _case("d20-pt-birtley", "ibstok birtley buff per thou", PRICE, values=("£735.00",)),
    _case("d20-pt-butterley", "forterrra butterley brunswick buff per 1000", PRICE, values=("£715.00",)),
    # ---- a quote named by its job, site or a word of its notes
    _case("d20-qn-drainage", "the drainage chambers quote - status?", STATUS, values=(q(10), "Sent")),
    _case("d20-qn-courtyard", "whats the courtyard paving quote worth", STATUS, values=(q(12), "£5,706.30")),
    _case("d20-qn-budget", "what happened to the budget price for the street elevations", STATUS,
          values=(q(5), "Withdrawn")),
    _case("d20-qn-drives", "shared surfaces and drives quote total", STATUS, values=(q(11), "£27,816.60")),
    _case("d20-qn-topup", "has the phase 2 top up quote been accepted", STATUS, values=(q(9), "Accepted")),
    _case("d20-qn-pricecheck", "calder price check quote - what happened", STATUS, values=(q(2), "Rejected")),
    _case("d20-qn-patio", "the patio quote for pennine", STATUS, values=(q(4), "Expired")),
    _case("d20-qn-canal", "the canal side quote - what was it worth", STATUS, values=(q(1), "£235,057.08")),
    # ---- a works' price on one product
    _case("d20-wp-staffs", "what did ibstock give us on the staffordshire blues", SUPPLIER_QUOTES,
          values=("£669.30",)),
    _case("d20-wp-ibstock-mc", "ibstock buy price on mastercrete", SUPPLIER_QUOTES, values=("£6.01",)),
    _case("d20-wp-engineering", "ibstocks price per thou on the engineering bricks", SUPPLIER_QUOTES,
          values=("£669.30",)),
    _case("d20-wp-tarmac-mc", "tarmacs price on the mastercrete", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d20-wp-kev", "what did kev quote for haulage", SUPPLIER_QUOTES, values=("£310.00",)),
    # ---- yes/no
    _case("d20-yn-q6", "is q6 accepted yet", STATUS, quotes=(q(6),), values=("Sent",), records=(quote(6),)),
    _case("d20-yn-q3", "did awc take q3", STATUS, quotes=(q(3),), values=("Rejected",), records=(quote(3),)),
    _case("d20-yn-q12", "has q12 been sent", STATUS, quotes=(q(12),), values=("Draft",), records=(quote(12),)),
    _case("d20-yn-q4", "is q4 still valid", STATUS, quotes=(q(4),), values=("Expired",), records=(quote(4),)),
    _case("d20-yn-rustic", "is tradesman red rustic still available", FACT, values=("discontinued",)),
    _case("d20-yn-atherstone", "do we still do atherstone red", FACT, values=("discontinued",)),
    _case("d20-yn-hl-po", "did harrogate give us a po", FACT, values=("HL-0042",)),
    _case("d20-yn-plot31", "has plot 31 been delivered", CALL_OFFS, values=("CO-000001", "Gary Wood")),
    _case("d20-yn-tomorrow", "is anything going out tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d20-yn-solar", "is celcon solar dearer than celcon standard", COMPARE, values=("£2.55", "£2.35")),
    # ---- counts and sums by colleague, customer, state and period
    _case("d20-cnt-tom", "how many quotes has tom got", COUNT, values=("4",)),
    _case("d20-cnt-tom-open", "how many open quotes does tom have", COUNT, values=("2",)),
    _case("d20-cnt-priya-open", "no. of priyas open quotes", COUNT, values=("1",)),
    _case("d20-cnt-calder", "how many quotes for calder", COUNT, values=("4",)),
    _case("d20-cnt-harrogate", "how many quotes have we done harrogate living", COUNT, values=("2",)),
    _case("d20-cnt-expired", "how many quotes expired", COUNT, values=("1",)),
    _case("d20-cnt-lost", "how many quotes did we lose", COUNT, values=("2",)),
    _case("d20-cnt-won-fortnight", "how many quotes did we win in the last fortnight", COUNT,
          values=(str(len(WON_FORTNIGHT)),)),
    _case("d20-cnt-marley", "how many marley products", COUNT, values=("8",)),
    _case("d20-cnt-catnic", "how many catnic lintels do we list", COUNT, values=("8",)),
    _case("d20-cnt-tarmac", "how many products do we get off tarmac", COUNT, values=("9",)),
    _case("d20-cnt-wiener", "wienerburgr product count", COUNT, values=("11",)),
    _case("d20-sum-drafts", "total value of the drafts", COUNT, values=("£33,522.90",)),
    _case("d20-sum-priya", "value of priyas open quotes", COUNT, values=("£209,807.10",)),
    _case("d20-sum-pennine", "whats pennine got open, value", COUNT, values=("£17,063.70",)),
    # ---- lists by period and state
    _case("d20-ls-won-fortnight", "anything accepted in the last fortnight", LIST, values=tuple(WON_FORTNIGHT),
          absent=tuple(n for n in WON_BEFORE if n != q(1))),
    _case("d20-ls-sent-week", "what went out in the past 7 days", LIST, values=tuple(SENT_WEEK), absent=(q(7),)),
    _case("d20-ls-expired", "show me expired quotes", LIST, values=(q(4),)),
    _case("d20-ls-priya", "priyas quotes", LIST, values=(q(5), q(6), q(12))),
    _case("d20-ls-calder", "calder quotes", CUSTOMER_Q, customers=(CALDER,), values=(q(1), q(2), q(9), q(11))),
    _case("d20-ls-kirkstall", "quotes on kirkstall forge", PROJECT_Q, projects=(KIRKSTALL,), values=(q(5), q(6))),
    # ---- contacts by first name, surname, possessive and role
    _case("d20-ct-hh-look", "who looks after us at h+h", CONTACT, values=("Rachel Turner",)),
    _case("d20-ct-zoe", "zoes number", CONTACT, values=("01283 555 722",)),
    _case("d20-ct-fletcher", "fletcher email", CONTACT, values=("zoe.fletcher@marley.example",)),
    _case("d20-ct-owen", "owen at catnic email", CONTACT, values=("owen.rhys@catnic.example",)),
    _case("d20-ct-neil", "neils number at tarmac", CONTACT, values=("0121 555 0800",)),
    _case("d20-ct-craig", "craigs email", CONTACT, values=("craig.haigh@marshalls.example",)),
    _case("d20-ct-naomi", "naomis job title", CONTACT, values=("Associate",)),
    _case("d20-ct-key-accounts", "whos the key accounts person at forterra", CONTACT, values=("Helen Marsh",)),
    _case("d20-ct-rhys", "rhys phone", CONTACT, values=("029 2055 5370",)),
    _case("d20-ct-lucy", "lucys email", CONTACT, values=("lucy.barker@wienerberger.example",)),
    _case("d20-ct-awc-sm", "whos the site manager at awc", CONTACT, values=("Mark Dyson",)),
    _case("d20-ct-calder-buyer", "calder buyer's phone", CONTACT, values=("01422 555 010",)),
    _case("d20-ct-director", "email for the director at harrogate living", CONTACT,
          values=("emma.carr@harrogateliving.example",)),
    _case("d20-ct-dales", "whos the transport guy at dales", CONTACT, values=("Kev Lister",)),
    _case("d20-ct-gareth", "gareths mobile", CONTACT, values=("01530 555 261",)),
    _case("d20-ct-marsh", "marsh phone", CONTACT, values=("01604 555 707",)),
    _case("d20-ct-ackroyd", "ackroyd email", CONTACT, values=("naomi.ackroyd@studiokirkgate.example",)),
    # ---- cost against list
    _case("d20-cost-kas", "whats it cost us for kassandra", FACT, values=("£575.00",)),
    _case("d20-cost-ebony", "what do we pay ibstock for ivanhoe ebony", FACT, values=("£640.00",)),
    _case("d20-cost-c140", "our cost on a conbloc 140", FACT, values=("£2.10",)),
    _case("d20-cost-tegula", "buy v sell on tegula traditional", FACT, values=("£26.50", "£34.50")),
    _case("d20-cost-hampton", "whats the hampton costing us", FACT, values=("£600.00",)),
    _case("d20-ch-warnham", "price of warnham red multi", PRICE, values=("£820.00",)),
    _case("d20-ch-warnham-cost", "whats it cost us", FACT, values=("£640.00",), follows="d20-ch-warnham"),
    # ---- quotes: totals and VAT
    _case("d20-qf-q1", "q1 total", STATUS, quotes=(q(1),), values=("£235,057.08",), records=(quote(1),)),
    _case("d20-qf-q3-vat", "vat on q3", FACT, quotes=(q(3),), values=("£4,786.06",)),
    _case("d20-qf-q2-ex", "q2 net", FACT, quotes=(q(2),), values=("£27,330.00",)),
    _case("d20-qf-q12-inc", "q12 inc vat", FACT, quotes=(q(12),), values=("£5,706.30",)),
    # ---- organisations and projects
    _case("d20-org-calder-town", "where are calder based", FACT, values=("Hebden Bridge",)),
    _case("d20-org-harrogate-phone", "harrogate living phone no", CONTACT, values=("01423 555 880",)),
    _case("d20-org-awc-acc", "awc account code", FACT, values=("AWC014",)),
    _case("d20-org-marley-acc", "our acct no with marley", FACT, values=("MLY-01",)),
    _case("d20-pj-station-ref", "project ref for station parade", FACT, values=("PRJ-1004",)),
    _case("d20-pj-mytholm-end", "when does mytholm finish", FACT, values=(in_days(240),)),
    _case("d20-pj-holmfirth-value", "whats the holmfirth job worth", FACT, values=("£96,000.00",)),
    # ---- buying and orders
    _case("d20-b-waiting", "which supplier quotes are still waiting", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d20-b-tarmac-deadline", "when do tarmac need to reply by", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d20-b-ibstock-notes", "any notes on ibstocks prices", SUPPLIER_QUOTES, values=("Moffett",)),
    _case("d20-or-phase3-po", "po number on the phase 3 order", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    # ---- loads by day words
    _case("d20-co-booked-tmrw", "whats booked for tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d20-co-loads-tomorrow", "loads for tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d20-co-delivered-week", "whats been delivered in the last week", CALL_OFFS, values=("CO-000001",)),
    _case("d20-co-plot35", "when is plot 35 due", CALL_OFFS, values=(in_days(14),)),
    _case("d20-co-charge", "failed delivery charge on plot 34", CALL_OFFS, values=("£185.00",)),
    # ---- the task pad (asked as the demo admin)
    _case("d20-t-priya", "whats on priyas pad", TASKS, values=(RAISE_POS,)),
    _case("d20-t-tomorrow", "what tasks are due tomorrow", TASKS, values=(CONFIRM_LOAD,)),
    _case("d20-t-low", "any low priority tasks", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d20-t-waiting", "whats waiting on the works", TASKS, values=(CONFIRM_LOAD,)),
    _case("d20-t-closed", "which tasks are done", TASKS, values=(SITE_VISIT,)),
    _case("d20-t-chase-msg", "what did priya say on the calder chase", TASKS, values=("Ibstock alternative",)),
    _case("d20-t-chase-who", "who owns the calder chase task", TASKS, values=("Tom Hughes",)),
    # ---- chain: a contact by first name, then her firm's details
    _case("d20-ch-rachel", "rachels email", CONTACT, values=("rachel.turner@hhuk.example",)),
    _case("d20-ch-rachel-firm", "who does she work for", CONTACT, values=("H+H UK",), follows="d20-ch-rachel"),
    _case("d20-ch-calder-chase", "any tasks on calder", TASKS, values=(CHASE_CALDER, RAISE_POS)),
]

DECLINES: list[Case] = [
    *[
        _case(f"d20-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("u value of a celcon standard block", FACT),
                ("fire rating of catnic cg90 1200", FACT),
                ("whats daves mobile", CONTACT),
                ("ibstock tradesman red 73mm price", PRICE),
                ("conbloc 215 price", PRICE),
                ("q13 total", STATUS),
                ("customer po on SO-000003", PURCHASE_ORDERS),
                ("CO-000007 date", CALL_OFFS),
                ("plot 37 delivery", CALL_OFFS),
                ("SQ-000005 status", SUPPLIER_QUOTES),
                ("sandtoft shire antique brown price", PRICE),
                ("water absorption of ivanhoe cream", FACT),
                ("how many ivanhoe cream have we got in the yard", FACT),
                ("contact at redrow", CONTACT),
                ("quotes for barratt", CUSTOMER_Q),
                ("our acc no with jewson", FACT),
                ("eternit slate price", PRICE),
                ("price of 500 ibstock ivanhoe grey", PRICE),
                ("40m2 of marshalls tegula red", PRICE),
                ("tasks for steve", TASKS),
                ("what did hanson quote us", SUPPLIER_QUOTES),
                ("embodied carbon of lbc common", FACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d20-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the football score", "order me a pizza", "how do i change a tyre"])
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
