"""A seventh conversations round over the demo instance (`d31-`), written on 28 Nov 2026 (branch asst21, issue 14,
twentieth session) before any change to the reader for it and committed before it was first asked. Its writer read
the demo's records (api/seed.py and the demo modules it calls: api/crm/demo.py, api/catalogue/demo_products.txt and
demo_data.py, api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py)
and the earlier rounds for the format, not the reader's code nor its exemplars nor the held-out parts.

Two- to four-turn conversations as staff chat, by kind: pronouns ("her number", "when does it start", "whos on it"),
"and for X" / "same for pennine", "what about the other one" over a list of two, "cheaper?" / "anything cheaper",
"who's that for", corrections mid-chat ("no I meant the blue", "no the sahara"), topic switches inside a chat, a
declined first turn followed by a real one ("whats sam got on" then "and whats priya got on": a follow-up naming a
new person drops the one declined), follow-ups naming nothing after a request for prices or a supplier quote ("whos
replied", "haulage?", "offload?", "valid til", "when are the rest due back"), and numbers with units in chat
actions: "10k" and "10 thousand" are 10,000 bricks, "500 of them" blocks sold each, "25m" of paving sold by the
square metre, pallets of blocks or bags counted into the selling unit (a pallet of 100 blocks, 56 bags of cement).
Declines inside chains: a brick, a quote, a person, a firm, a plot we do not have, a product a quote is asked for
that we lack; one aside.

RFQ-000001 is Q-000010's request (Aire & Wharfe: 6,000 Staffordshire Blue Solid, 80 Mastercrete) to Ibstock
(SQ-000001, answered: £669.30 and £6.01, 3 weeks, £285.00 a load, valid 30 days, "Moffett offload included") and
Tarmac (SQ-000002, not answered); reply by in 5 days, on site in 21, offload moffett. Dales Haulage's SQ-000003 was
phoned in by Kev Lister: 2 loads at £310.00, valid 14 days.

A follow-up is asked in the conversation of the case it follows, so cases are listed in the order they are asked.

First run, on main as it stood (0d64652) with this round committed (0c9735d), before any change for it, the round
alone through BRICKMATE_EVAL_ONLY: exact 0.734 (80 of 109 answerable), declines 11 of 11, unrelated 1 of 1, intent
0.579, 0 invented numbers. Misses by kind: a colleague's tasks after a name we lack ("and whats priya got on", "ok
toms then", "and whats tom got on": the name declined before carried, or the question read as a record's summary)
and "when due" after a task; follow-ups naming nothing after a request or supplier quote ("whos replied",
"haulage?" (Dales Haulage by the word), "offload?", "valid til" (read as tiles), "lead time?", "how many loads" and
"who rang it in" (read as call-offs), "any notes on it", "whos still to reply", "when are the rest due back"); "quote
<party> <quantity> <product>" naming both read as what we last quoted them ("10 thousand", "25m", "2 pallets of",
"4 pallets of"); a plot's load after a quote and an aside read as the quote's job; "anything cheaper in 1200" after
a lintel; "what job are they on" after a person; "and the other one" after a job's quote picked; "whos our contact
there" after a correction to another maker; "q11 then" (its status, not its lines, after "whats on q15").
After the changes (branch asst21): see the README's section on the branch.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    GENERAL,
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
    BRIGHOUSE,
    BUILDING_SAND,
    CALDER,
    CELCON_SOLAR,
    CHASE_CALDER,
    CHESHIRE,
    CN92_1200,
    DRY_RIDGE,
    ELLAND,
    HARROGATE,
    HEMELITE,
    HOLMFIRTH,
    IBSTOCK,
    KEYKERB,
    KIRKGATE,
    KIRKSTALL,
    MARLEY,
    MASTERCRETE,
    MODERN_SG,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PRYCE,
    RAISE_POS,
    SAXON_NAT6,
    SHIELD_100,
    SMOOTH_BLUE,
    STAFFS_SOLID,
    STATION,
    TARMAC,
    TEGULA,
    TRADESMAN_RED,
    WHITFIELD,
    WIENERBERGER,
    in_days,
    q,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
DRAFT_QUOTE, REQUEST_PRICES = "draft_quote", "request_prices"

# fmt: off
CONVERSATIONS: list[Case] = [
    # ---- a colleague we do not have, then one we do (the declined name is dropped), then which is overdue
    _case("d31-a1", "whats sam got on", TASKS, expect=DECLINE),
    _case("d31-a2", "and whats priya got on", TASKS, values=(RAISE_POS,), follows="d31-a1"),
    _case("d31-a3", "is it overdue", TASKS, values=(in_days(-1),), follows="d31-a2"),
    # ---- another unknown first name, then tom's, the low-priority one, when due
    _case("d31-b1", "what has dave got on today", TASKS, expect=DECLINE),
    _case("d31-b2", "ok toms then", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES), follows="d31-b1"),
    _case("d31-b3", "which is low priority", TASKS, values=(PENNINE_SAMPLES,), follows="d31-b2"),
    _case("d31-b4", "when due", TASKS, values=(in_days(3),), follows="d31-b3"),
    # ---- the request for prices: who replied, their haulage, when the rest are due back
    _case("d31-c1", "any rfqs out at the moment", SUPPLIER_QUOTES, values=("RFQ-000001",)),
    _case("d31-c2", "whos replied", SUPPLIER_QUOTES, values=(IBSTOCK,), follows="d31-c1"),
    _case("d31-c3", "haulage?", SUPPLIER_QUOTES, values=("£285.00",), follows="d31-c2"),
    _case("d31-c4", "when are the rest due back", SUPPLIER_QUOTES, values=(in_days(5),), follows="d31-c3"),
    # ---- ibstock's answer: offload, how long it holds, lead time
    _case("d31-d1", "ibstocks quote on rfq1", SUPPLIER_QUOTES, values=("SQ-000001",)),
    _case("d31-d2", "offload?", SUPPLIER_QUOTES, values=("moffett",), follows="d31-d1"),
    _case("d31-d3", "valid til", SUPPLIER_QUOTES, values=(in_days(30),), follows="d31-d2"),
    _case("d31-d4", "lead time?", SUPPLIER_QUOTES, values=("3 weeks",), follows="d31-d3"),
    # ---- what the request is for, who has not answered, the on-site day
    _case("d31-e1", "whats on rfq1", SUPPLIER_QUOTES, values=(STAFFS_SOLID, MASTERCRETE)),
    _case("d31-e2", "whos still to reply", SUPPLIER_QUOTES, values=(TARMAC,), follows="d31-e1"),
    _case("d31-e3", "when do we need it on site", SUPPLIER_QUOTES, values=(in_days(21),), follows="d31-e2"),
    # ---- the haulier's price: loads, validity, who phoned it in
    _case("d31-f1", "dales haulage quote", SUPPLIER_QUOTES, values=("SQ-000003",)),
    _case("d31-f2", "how many loads", SUPPLIER_QUOTES, values=("2",), follows="d31-f1"),
    _case("d31-f3", "valid till when", SUPPLIER_QUOTES, values=(in_days(14),), follows="d31-f2"),
    _case("d31-f4", "who rang it in", SUPPLIER_QUOTES, values=("Kev Lister",), follows="d31-f3"),
    # ---- has tarmac come back, "and ibstock", a line's price, "and the cement"
    _case("d31-g1", "has tarmac come back yet", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d31-g2", "and ibstock", SUPPLIER_QUOTES, values=("SQ-000001",), follows="d31-g1"),
    _case("d31-g3", "what did they give us on the staffs blue", SUPPLIER_QUOTES, values=("£669.30",),
          follows="d31-g2"),
    _case("d31-g4", "and the cement", SUPPLIER_QUOTES, values=("£6.01",), follows="d31-g3"),
    # ---- the request's customer, its quote, its notes
    _case("d31-h1", "whos rfq1 for", SUPPLIER_QUOTES, values=(AWC,)),
    _case("d31-h2", "any notes on it", SUPPLIER_QUOTES, values=("no deliveries on Fridays after 12",),
          follows="d31-h1"),
    # ---- quantities in chat actions: 10k, 10 thousand, 500 of them, 25m of paving, pallets
    _case("d31-i1", "price on tradesman red", PRICE, values=("£695.00",)),
    _case("d31-i2", "quote calder for 10k of it", DRAFT_QUOTE, values=(CALDER, TRADESMAN_RED, "10,000"),
          follows="d31-i1"),
    _case("d31-j1", "quote awc for 10 thousand staffs blue solid", DRAFT_QUOTE, values=(AWC, STAFFS_SOLID, "10,000")),
    _case("d31-k1", "hemelite price", PRICE, values=("£2.15",)),
    _case("d31-k2", "quote pennine 500 of them", DRAFT_QUOTE, values=(PENNINE, HEMELITE, "500"), follows="d31-k1"),
    _case("d31-l1", "quote harrogate living 25m of the saxon natural 600", DRAFT_QUOTE,
          values=(HARROGATE, SAXON_NAT6, "25")),
    _case("d31-m1", "quote pennine 2 pallets of mastercrete", DRAFT_QUOTE, values=(PENNINE, MASTERCRETE, "112")),
    _case("d31-n1", "celcon solar price", PRICE, values=("£2.55",)),
    _case("d31-n2", "quote awc 3 pallets of it", DRAFT_QUOTE, values=(AWC, CELCON_SOLAR, "300"), follows="d31-n1"),
    _case("d31-o1", "ask tarmac to price 10 tonnes of building sand", REQUEST_PRICES,
          values=(TARMAC, BUILDING_SAND, "10")),
    _case("d31-p1", "ask ibstock for prices on 20k tradesman red", REQUEST_PRICES,
          values=(IBSTOCK, TRADESMAN_RED, "20,000")),
    _case("d31-p2", "quote calder 10k of the tradesman blue", DRAFT_QUOTE, expect=DECLINE),
    _case("d31-p3", "quote calder 4 pallets of shield 100", DRAFT_QUOTE, values=(CALDER, SHIELD_100, "400")),
    # ---- "cheaper?" over lintels of one length
    _case("d31-q1", "cg90 1200 price", PRICE, values=("£49.50",)),
    _case("d31-q2", "anything cheaper in 1200", CHEAPEST_IN, values=(CN92_1200, "£28.00"), follows="d31-q1"),
    _case("d31-q3", "who makes it", SUPPLIER, values=("Catnic",), follows="d31-q2"),
    # ---- a quote's lines, who's that for, who's dealing with it
    _case("d31-r1", "whats on q10", STATUS, quotes=(q(10),), values=(STAFFS_SOLID, MASTERCRETE)),
    _case("d31-r2", "whos that for", STATUS, values=(AWC,), follows="d31-r1"),
    _case("d31-r3", "who's dealing with it", STATUS, values=("Tom Hughes",), follows="d31-r2"),
    # ---- "same for pennine": a count, a postcode
    _case("d31-s1", "how many quotes have calder had", COUNT, values=("4",)),
    _case("d31-s2", "same for pennine", COUNT, values=("2",), follows="d31-s1"),
    _case("d31-t1", "whats calders postcode", FACT, values=("HX7 8AA",)),
    _case("d31-t2", "same for pennine", FACT, values=("HD1 2EN",), absent=("HX7 8AA",), follows="d31-t1"),
    _case("d31-t3", "and their phone", FACT, values=("01484 555 207",), follows="d31-t2"),
    # ---- corrections: the blue, the sahara, the marley tile
    _case("d31-u1", "price on smooth red", PRICE, values=("£680.00",)),
    _case("d31-u2", "no I meant the blue", PRICE, values=(SMOOTH_BLUE, "£895.00"), absent=("£680.00",),
          follows="d31-u1"),
    _case("d31-v1", "cost price of ivanhoe cream", FACT, values=("£610.00",)),
    _case("d31-v2", "no the sahara", FACT, values=("£615.00",), absent=("£610.00",), follows="d31-v1"),
    _case("d31-w1", "who makes sandtoft shire", SUPPLIER, values=(WIENERBERGER,)),
    _case("d31-w2", "sorry I meant the modern interlocking", SUPPLIER, values=(MARLEY,), follows="d31-w1"),
    _case("d31-w3", "whos our contact there", CONTACT, values=("Zoe Fletcher",), follows="d31-w2"),
    # ---- topic switches inside one chat
    _case("d31-x1", "whats on q7", STATUS, quotes=(q(7),), values=(CHESHIRE, MODERN_SG, DRY_RIDGE)),
    _case("d31-x2", "whats the weather doing tomorrow", GENERAL, expect=UNRELATED, follows="d31-x1"),
    _case("d31-x3", "when's plot 34 rebooked for", CALL_OFFS, values=(in_days(8),), follows="d31-x2"),
    _case("d31-x4", "why did it fail", CALL_OFFS, values=("broken-down tractor",), follows="d31-x3"),
    # ---- a declined first turn, then a real one
    _case("d31-y1", "price on ibstock chelsea smoked red", PRICE, expect=DECLINE),
    _case("d31-y2", "ok the cheshire weathered red then", PRICE, values=("£755.00",), follows="d31-y1"),
    _case("d31-z1", "whats on q15", STATUS, expect=DECLINE),
    _case("d31-z2", "q11 then", STATUS, quotes=(q(11),), values=(TEGULA, KEYKERB), follows="d31-z1"),
    _case("d31-aa1", "whos our rep at travis perkins", CONTACT, expect=DECLINE),
    _case("d31-aa2", "and at ibstock", CONTACT, values=(PRYCE,), follows="d31-aa1"),
    _case("d31-aa3", "his email", CONTACT, values=("gareth.pryce@ibstock.example",), follows="d31-aa2"),
    _case("d31-ab1", "has plot 40 been delivered", CALL_OFFS, expect=DECLINE),
    _case("d31-ab2", "and plot 31", CALL_OFFS, values=("Delivered",), follows="d31-ab1"),
    _case("d31-ab3", "how many pallets", CALL_OFFS, values=("13",), follows="d31-ab2"),
    _case("d31-ac1", "whats kev got on", TASKS, expect=DECLINE),
    _case("d31-ac2", "and whats tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES), follows="d31-ac1"),
    # ---- "what about the other one" over a list of two
    _case("d31-ad1", "what jobs have calder valley got", FACT, values=(MYTHOLM, BRIGHOUSE)),
    _case("d31-ad2", "which is complete", FACT, values=(BRIGHOUSE,), absent=(MYTHOLM,), follows="d31-ad1"),
    _case("d31-ad3", "what about the other one", FACT, values=(MYTHOLM,), follows="d31-ad2"),
    _case("d31-ae1", "quotes on station parade", PROJECT_Q, projects=(STATION,), values=(q(7), q(12))),
    _case("d31-ae2", "which was accepted", STATUS, values=(q(7),), follows="d31-ae1"),
    _case("d31-ae3", "and the other one", STATUS, values=(q(12),), follows="d31-ae2"),
    # ---- a person, her number, her firm's job, when it starts
    _case("d31-af1", "who's emma carr", CONTACT, values=(HARROGATE, "Director")),
    _case("d31-af2", "her number", CONTACT, values=("01423 555 880",), follows="d31-af1"),
    _case("d31-af3", "what job are they on", FACT, values=(STATION,), follows="d31-af2"),
    _case("d31-af4", "when does it start", FACT, values=(in_days(21),), follows="d31-af3"),
    # ---- an architect, her email, the jobs her firm is on
    _case("d31-ag1", "whos naomi ackroyd", CONTACT, values=(KIRKGATE, "Associate")),
    _case("d31-ag2", "her email", CONTACT, values=("naomi.ackroyd@studiokirkgate.example",), follows="d31-ag1"),
    _case("d31-ag3", "which jobs are they on", FACT, values=(KIRKSTALL, STATION, ELLAND), follows="d31-ag2"),
    # ---- a job's stage, plots, architect, "and on mytholm"
    _case("d31-ah1", "what stage is kirkstall forge at", FACT, values=("Tender",)),
    _case("d31-ah2", "how many plots", FACT, values=("64",), follows="d31-ah1"),
    _case("d31-ah3", "whos the architect", FACT, values=(KIRKGATE,), follows="d31-ah2"),
    _case("d31-ah4", "and on mytholm", FACT, values=(WHITFIELD,), follows="d31-ah3"),
    # ---- "and for X": open quotes
    _case("d31-ai1", "how many open quotes for awc", COUNT, values=("2",)),
    _case("d31-ai2", "and for pennine", COUNT, values=("1",), follows="d31-ai1"),
    # ---- sizes with units: lintel lengths, brick heights
    _case("d31-aj1", "price on the 1800mm cg90", PRICE, values=("£73.50",)),
    _case("d31-aj2", "and the 2100mm", PRICE, values=("£86.00",), absent=("£73.50",), follows="d31-aj1"),
    _case("d31-aj3", "and 3000mm", PRICE, expect=DECLINE, follows="d31-aj2"),
    _case("d31-ak1", "lbc common 65mm price", PRICE, values=("£505.00",)),
    _case("d31-ak2", "and the 73mm", PRICE, values=("£550.00",), absent=("£505.00",), follows="d31-ak1"),
    _case("d31-ak3", "lead time on that", PRICE, values=("10 days",), follows="d31-ak2"),
    # ---- a call-off plot, "and 36", why
    _case("d31-al1", "whats happening with plot 35", CALL_OFFS, values=(in_days(14),)),
    _case("d31-al2", "and 36", CALL_OFFS, values=("cancelled",), follows="d31-al1"),
    _case("d31-al3", "why", CALL_OFFS, values=("delayed to spring",), follows="d31-al2"),
    # ---- orders: the customer's PO, "and on so1"
    _case("d31-am1", "whats calders po on so2", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d31-am2", "and on so1", PURCHASE_ORDERS, values=("CVH-PO-2291",), follows="d31-am1"),
    # ---- a job's customer, their contact, her email
    _case("d31-an1", "who's the holmfirth road job for", FACT, values=(PENNINE,)),
    _case("d31-an2", "whos the contact there", CONTACT, values=("Aisha Khan",), follows="d31-an1"),
    _case("d31-an3", "her email", CONTACT, values=("aisha.khan@pennine.example",), follows="d31-an2"),
    # ---- a maker we do not deal with, then one we do
    _case("d31-ao1", "whats hansons phone number", FACT, expect=DECLINE),
    _case("d31-ao2", "and forterras", FACT, values=("01604 555 707",), follows="d31-ao1"),
    # ---- a quote's status, who turned it down, why, "and q3"
    _case("d31-ap1", "whats happening with q2", STATUS, quotes=(q(2),), values=("rejected",)),
    _case("d31-ap2", "why", FACT, values=("Staying with Tradesman Red",), follows="d31-ap1"),
    _case("d31-ap3", "and q3", FACT, values=("Bought direct from the manufacturer",), follows="d31-ap2"),
    # ---- a job we lack, then holmfirth's plots
    _case("d31-aq1", "plots on the otley road job", FACT, expect=DECLINE),
    _case("d31-aq2", "holmfirth then", FACT, values=("18",), follows="d31-aq1"),
    _case("d31-aq3", "which architect", FACT, values=(WHITFIELD,), follows="d31-aq2"),
    # ---- a quote's customer, an accepted one's PO, "same for q9"
    _case("d31-ar1", "po on q7", STATUS, quotes=(q(7),), values=("HL-0042",)),
    _case("d31-ar2", "same for q9", STATUS, values=("CVH-PO-2417",), absent=("HL-0042",), follows="d31-ar1"),
    _case("d31-ar3", "whos that for", STATUS, values=(CALDER,), follows="d31-ar2"),
    # ---- the holmfirth job's quote
    _case("d31-as1", "any quotes on holmfirth road", PROJECT_Q, projects=(HOLMFIRTH,), values=(q(8),)),
    _case("d31-as2", "whos doing it", STATUS, values=("Tom Hughes",), follows="d31-as1"),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []

ALL: list[Case] = [*CONVERSATIONS]
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
