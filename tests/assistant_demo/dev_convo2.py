"""A second conversations-and-feedback round over the demo instance (tuned on after its first run), written on 27 Nov
2026 (branch asst9, issue 14) before any change to the reader for it and committed before it was first asked. Its
writer read the demo's records (api/seed.py and the demo modules it calls), the evaluation's own files and the first
conversations round (dev_convo.py) for the format, not the reader's code nor its exemplars; every value was checked
against a freshly seeded demo by SQL (quote totals ex VAT are subtotal plus delivery of the current version).

Conversations of two to seven turns the way staff chat: "email?", "and the phone", "same for pennine", "and tradesman
red?", "no i meant the buff", "and the other one", "how much was that ex vat", "which ones the draft", "who knocked it
back", "why", "same for q2"; switching from a customer to their project to its quotes to a product on it; a follow-up
after a declined question; action requests from a follow-up ("send them a quote for 2000" after a prospect and a
product: a proposal; "quote them for..." after a supplier: not a customer, so declined or offered as a request for
prices; after a customer we do not have: declined); declines inside conversations (a record, size, colour or party
we do not have named in the follow-up). Feedback: three lessons (a correction, then rewordings with other words and
the same records) and six contamination pairs (the same wording about another record, another fact of the same
record).

A follow-up is asked in the conversation of the case it follows, after that conversation's last question, so the
cases are listed in the order they are asked (declines and unrelated questions inside their conversations) and
DECLINES and UNRELATED_CASES are views of that list.

First run, on main as it stood (0f38947) with this round committed (9bf97b9), before any change for it, as
`--part demo-convo` (the round reported alone): exact 0.653 (64 of 98), declines 9 of 17, unrelated 1 of 1,
paraphrases after feedback 100 % (6 of 6), contamination 1 of 6 pairs (a correction on the accepted Mytholm quote
answered a question about the Mytholm draft), 0 invented numbers, intent 0.603, entities 0.692. The two action
proposals were made but wrong: "send them a quote for 2000 of the staffs blue" after Q-000010 proposed the Perforated
Staffordshire Blue (the quote has the Solid), "send them a quote for 2000" after Cheshire Weathered Red proposed no
line. The whole demo-convo part (both rounds, 196 questions): exact 0.785 (128 of 163), declines 23 of 31. After the
changes by kind (branch asst9): see the README's section on the branch.
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
    ACKROYD,
    AWC,
    BARKER,
    CALDER,
    CARR,
    CHASE_CALDER,
    CHESHIRE,
    CN92_1200,
    CONBLOC_100,
    DYSON,
    ELLAND,
    FORTERRA,
    HARROGATE,
    HH,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    IVANHOE_SAHARA,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LBC_COMMON,
    LISTER,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PRYCE,
    SMOOTH_RED,
    STAFFS_SOLID,
    STATION,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    TURNER,
    WHITFIELD,
    WIENERBERGER,
    contact,
    in_days,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
DRAFT_QUOTE = "draft_quote"
# Quote totals ex VAT (subtotal + delivery of the current version), read by SQL from a seeded demo.
Q7_EX_VAT, Q8_EX_VAT, Q9_EX_VAT, Q11_EX_VAT = "£38,766.04", "£14,219.75", "£90,787.42", "£23,180.50"

# fmt: off
CONVERSATIONS: list[Case] = [
    # ---- a customer's contact, then "email?", "and the phone", "same for pennine"
    _case("d19-a1", "whos our contact at calder", CONTACT, customers=(CALDER,), values=(HOLT,)),
    _case("d19-a2", "email?", CONTACT, values=("sarah.holt@caldervalley.example",), follows="d19-a1"),
    _case("d19-a3", "and the phone", CONTACT, values=("01422 555 010",), follows="d19-a2"),
    _case("d19-a4", "same for pennine", CONTACT, values=("01484 555 207",), absent=("01422 555 010",),
          follows="d19-a3"),
    _case("d19-a5", "whats her job title", CONTACT, values=("Commercial manager",), follows="d19-a4"),
    _case("d19-a6", "and their account no", FACT, values=("PEN207",), follows="d19-a5"),
    # ---- a customer, their quotes, the open one, its value ex VAT, its job, a product on it
    _case("d19-b1", "what quotes have we got with pennine", CUSTOMER_Q, customers=(PENNINE,), values=(q(4), q(8))),
    _case("d19-b2", "which ones still open", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),),
          follows="d19-b1"),
    _case("d19-b3", "how much was that ex vat", STATUS, values=(Q8_EX_VAT,), follows="d19-b2"),
    _case("d19-b4", "what job is it for", STATUS, values=(HOLMFIRTH,), follows="d19-b3"),
    _case("d19-b5", "how many plots on the job", FACT, values=("18",), follows="d19-b4"),
    _case("d19-b6", "what price did we give them for the lbc common", LAST, values=("£487.65",), follows="d19-b5"),
    _case("d19-b7", "and whats the list price", PRICE, values=("£505.00",), follows="d19-b6"),
    # ---- a product, "and tradesman red?", its cost, lead time, maker, the maker's rep
    _case("d19-c1", "tradesman light price", PRICE, values=("£690.00",)),
    _case("d19-c2", "and tradesman red?", PRICE, values=("£695.00",), absent=("£690.00",), follows="d19-c1"),
    _case("d19-c3", "whats it cost us", FACT, values=("£545.00",), follows="d19-c2"),
    _case("d19-c4", "lead time?", PRICE, values=("10 days",), follows="d19-c3"),
    _case("d19-c5", "who do we buy it from", SUPPLIER, values=(IBSTOCK,), follows="d19-c4"),
    _case("d19-c6", "whos the rep there", CONTACT, values=(PRYCE,), follows="d19-c5"),
    # ---- "no i meant the buff": a correction inside the conversation, then a comparison with a pronoun
    _case("d19-d1", "ivanhoe cream per thou", PRICE, values=("£780.00",)),
    _case("d19-d2", "no i meant the buff", PRICE, values=(IVANHOE_SAHARA, "£785.00"), absent=("£780.00",),
          follows="d19-d1"),
    _case("d19-d3", "and the black", PRICE, values=("£815.00",), absent=("£785.00",), follows="d19-d2"),
    _case("d19-d4", "which is cheaper, that or the cream", COMPARE, values=(IVANHOE_CREAM, "£780.00"),
          follows="d19-d3"),
    # ---- a project, its customer, architect, their phone, its quotes, the draft, ex VAT, "and the other one"
    _case("d19-e1", "whos the customer on mytholm meadows", FACT, projects=(MYTHOLM,), values=(CALDER,)),
    _case("d19-e2", "and the architect", FACT, values=(WHITFIELD,), follows="d19-e1"),
    _case("d19-e3", "their phone number", CONTACT, values=("0161 555 0199",), follows="d19-e2"),
    _case("d19-e4", "what quotes are on the job", PROJECT_Q, projects=(MYTHOLM,), values=(q(9), q(11)),
          follows="d19-e3"),
    _case("d19-e5", "which ones the draft", STATUS, values=(q(11),), follows="d19-e4"),
    _case("d19-e6", "how much is it ex vat", STATUS, values=(Q11_EX_VAT,), follows="d19-e5"),
    _case("d19-e7", "and the other one", STATUS, values=(q(9), Q9_EX_VAT), absent=(Q11_EX_VAT,), follows="d19-e6"),
    # ---- a customer's two jobs, "and the other one?", why it was lost, its architect and their contact
    _case("d19-f1", "what jobs have we got with aire and wharfe", FACT, values=(KIRKSTALL, ELLAND)),
    _case("d19-f2", "what stage is kirkstall at", FACT, values=("Tender",), follows="d19-f1"),
    _case("d19-f3", "and the other one?", FACT, values=(ELLAND, "Lost"), follows="d19-f2"),
    _case("d19-f4", "why did we lose it", FACT, values=("direct from the manufacturer",), follows="d19-f3"),
    _case("d19-f5", "whos the architect on that", FACT, values=(KIRKGATE,), follows="d19-f4"),
    _case("d19-f6", "and their contact", CONTACT, values=(ACKROYD,), follows="d19-f5"),
    # ---- a supplier's rep, "quote them" (a supplier is no customer), their cheapest brick
    _case("d19-g1", "whos our rep at wienerberger", CONTACT, suppliers=(WIENERBERGER,), values=(BARKER,)),
    _case("d19-g2", "her email", CONTACT, values=("lucy.barker@wienerberger.example",), follows="d19-g1"),
    _case("d19-g3", "quote them for 2000 smooth red", DRAFT_QUOTE, expect=DECLINE, follows="d19-g2"),
    _case("d19-g4", "whats their cheapest brick", CHEAPEST_IN, values=(SMOOTH_RED, "£680.00"), follows="d19-g3"),
    # ---- a quote, who it is for, their contact, email, then an action for them
    _case("d19-h1", "whats on q10", STATUS, quotes=(q(10),), values=(STAFFS_SOLID,)),
    _case("d19-h2", "who's it for", STATUS, values=(AWC,), follows="d19-h1"),
    _case("d19-h3", "who's their contact", CONTACT, values=(DYSON,), follows="d19-h2"),
    _case("d19-h4", "email?", CONTACT, values=("mark.dyson@awc.example",), follows="d19-h3"),
    _case("d19-h5", "send them a quote for 2000 of the staffs blue", DRAFT_QUOTE, values=(AWC, STAFFS_SOLID),
          follows="d19-h4"),
    # ---- a prospect's contact, a product, "send them a quote for 2000"
    _case("d19-x1", "harrogate living - whos the contact", CONTACT, companies=(HARROGATE,), values=(CARR,)),
    _case("d19-x2", "price of cheshire weathered red", PRICE, values=("£755.00",), follows="d19-x1"),
    _case("d19-x3", "send them a quote for 2000", DRAFT_QUOTE, values=(HARROGATE, CHESHIRE), follows="d19-x2"),
    # ---- a quote's PO, who signed, when, her number, the job's other quote
    _case("d19-i1", "whats the po number on q7", STATUS, quotes=(q(7),), values=("HL-0042",)),
    _case("d19-i2", "who signed it off", STATUS, values=(CARR,), follows="d19-i1"),
    _case("d19-i3", "when was that", STATUS, values=(in_days(-30),), follows="d19-i2"),
    _case("d19-i4", "whats her number", CONTACT, values=("01423 555 880",), follows="d19-i3"),
    _case("d19-i5", "any other quotes on that job", PROJECT_Q, projects=(STATION,), values=(q(12),),
          follows="d19-i4"),
    # ---- call-offs by plot, "and 36?", why, its order and the customer's PO on it
    _case("d19-j1", "whats happening with plot 35", CALL_OFFS, values=("CO-000005",)),
    _case("d19-j2", "and 36?", CALL_OFFS, values=("CO-000006",), follows="d19-j1"),
    _case("d19-j3", "why was it cancelled", CALL_OFFS, values=("delayed to spring",), follows="d19-j2"),
    _case("d19-j4", "which order's it on", CALL_OFFS, values=("SO-000002",), follows="d19-j3"),
    _case("d19-j5", "whats the customer po on that", PURCHASE_ORDERS, values=("CVH-PO-2502",), follows="d19-j4"),
    _case("d19-j6", "and plot 37", CALL_OFFS, expect=DECLINE, follows="d19-j5"),
    # ---- a colleague's tasks, one of them, its messages, the customer's contact
    _case("d19-k1", "whats tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d19-k2", "when's the calder one due", TASKS, values=(in_days(0),), follows="d19-k1"),
    _case("d19-k3", "any messages on it", TASKS, values=("Ibstock alternative",), follows="d19-k2"),
    _case("d19-k4", "whos the contact at that customer", CONTACT, values=(HOLT,), follows="d19-k3"),
    _case("d19-k5", "fancy a brew", GENERAL, expect=UNRELATED, follows="d19-k4"),
    _case("d19-k6", "whats dave got on", TASKS, expect=DECLINE, follows="d19-k5"),
    # ---- supplier quotes: one waiting, "and ibstock?", their haulage, the haulier's, the haulier's contact
    _case("d19-l1", "has tarmac come back with prices yet", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d19-l2", "and ibstock?", SUPPLIER_QUOTES, values=("SQ-000001",), follows="d19-l1"),
    _case("d19-l3", "whats their haulage", SUPPLIER_QUOTES, values=("£285.00",), follows="d19-l2"),
    _case("d19-l4", "what did the haulier quote", SUPPLIER_QUOTES, values=("£310.00",), follows="d19-l3"),
    _case("d19-l5", "whos the contact there", CONTACT, values=(LISTER,), follows="d19-l4"),
    _case("d19-l6", "and what did wienerberger quote", SUPPLIER_QUOTES, expect=DECLINE, follows="d19-l5"),
    # ---- a declined question, then a real prospect, the accepted quote, its value ex VAT, another we lack
    _case("d19-m1", "quotes for barratt", CUSTOMER_Q, expect=DECLINE),
    _case("d19-m2", "ok harrogate living then", CUSTOMER_Q, companies=(HARROGATE,), values=(q(7), q(12)),
          follows="d19-m1"),
    _case("d19-m3", "which one did they accept", STATUS, values=(q(7),), follows="d19-m2"),
    _case("d19-m4", "how much ex vat", STATUS, values=(Q7_EX_VAT,), follows="d19-m3"),
    _case("d19-m5", "and bellway?", CUSTOMER_Q, expect=DECLINE, follows="d19-m4"),
    # ---- sizes: "and the 100", our cost, "same for the hemelite", a size we lack
    _case("d19-n1", "conbloc 140 price", PRICE, values=("£2.80",)),
    _case("d19-n2", "and the 100", PRICE, values=("£1.95",), absent=("£2.80",), follows="d19-n1"),
    _case("d19-n3", "whats our cost on that", FACT, values=("£1.45",), follows="d19-n2"),
    _case("d19-n4", "same for the hemelite", FACT, values=("£1.60",), follows="d19-n3"),
    _case("d19-n5", "and the 215", PRICE, expect=DECLINE, follows="d19-n4"),
    # ---- lintels: lengths, "heavy duty version?", a comparison with "that", a length we lack
    _case("d19-o1", "catnic cg90 1800 price", PRICE, values=("£73.50",)),
    _case("d19-o2", "and the 1200", PRICE, values=("£49.50",), absent=("£73.50",), follows="d19-o1"),
    _case("d19-o3", "heavy duty version?", PRICE, values=("£67.50",), follows="d19-o2"),
    _case("d19-o4", "which is cheaper, that or the cn92", COMPARE, values=(CN92_1200,), follows="d19-o3"),
    _case("d19-o5", "and the 3000mm", PRICE, expect=DECLINE, follows="d19-o4"),
    # ---- a lost quote: who, why, "same for q2", what was on it, a quote we lack
    _case("d19-p1", "status of q3", STATUS, quotes=(q(3),), values=("rejected",)),
    _case("d19-p2", "who knocked it back", STATUS, values=(DYSON,), follows="d19-p1"),
    _case("d19-p3", "why", FACT, values=("Bought direct from the manufacturer on price",), follows="d19-p2"),
    _case("d19-p4", "same for q2", FACT, values=("Staying with Tradesman Red",), follows="d19-p3"),
    _case("d19-p5", "what was on it", STATUS, values=(TRADESMAN_LIGHT,), follows="d19-p4"),
    _case("d19-p6", "and q13?", STATUS, expect=DECLINE, follows="d19-p5"),
    # ---- a contact first, her email, their account number, their cheapest block, a kind they do not make
    _case("d19-q1", "who is helen marsh", CONTACT, values=(FORTERRA, "Key accounts")),
    _case("d19-q2", "her email", CONTACT, values=("helen.marsh@forterra.example",), follows="d19-q1"),
    _case("d19-q3", "their acc no", FACT, values=("FOR-01",), follows="d19-q2"),
    _case("d19-q4", "cheapest block they do", CHEAPEST_IN, values=(CONBLOC_100, "£1.95"), follows="d19-q3"),
    _case("d19-q5", "do they do roof tiles", PRICE, expect=DECLINE, follows="d19-q4"),
    # ---- counts with "and for", a party we lack
    _case("d19-r1", "how many quotes have we done for calder", COUNT, values=("4",)),
    _case("d19-r2", "and for pennine", COUNT, values=("2",), follows="d19-r1"),
    _case("d19-r3", "and travis perkins", COUNT, expect=DECLINE, follows="d19-r2"),
    # ---- "same for calder", "and their address", "same for" a party we lack
    _case("d19-s1", "awc account number", FACT, values=("AWC014",)),
    _case("d19-s2", "same for calder", FACT, values=("CVH001",), absent=("AWC014",), follows="d19-s1"),
    _case("d19-s3", "and their address", FACT, values=("Hebden Bridge",), follows="d19-s2"),
    _case("d19-s4", "same for bellway", FACT, expect=DECLINE, follows="d19-s3"),
    # ---- a quote's lines, a product on it: list price, what we sold it at, its maker, a colour we lack
    _case("d19-t1", "whats on q9", STATUS, quotes=(q(9),), values=(TRADESMAN_RED, IVANHOE_CREAM)),
    _case("d19-t2", "whats the list price of the cream", PRICE, values=("£780.00",), follows="d19-t1"),
    _case("d19-t3", "and what did we sell it them at", LAST, values=("£813.33",), follows="d19-t2"),
    _case("d19-t4", "who makes it", SUPPLIER, values=(IBSTOCK,), follows="d19-t3"),
    _case("d19-t5", "and the ivanhoe grey", PRICE, expect=DECLINE, follows="d19-t4"),
    # ---- a size we lack, then the size we have
    _case("d19-u1", "price of celcon 140", PRICE, expect=DECLINE),
    _case("d19-u2", "ok the 100 then", PRICE, values=("£2.35",), follows="d19-u1"),
    _case("d19-u3", "and the solar", PRICE, values=("£2.55",), absent=("£2.35",), follows="d19-u2"),
    # ---- an action for a customer we do not have
    _case("d19-v1", "whats persimmons account no", FACT, expect=DECLINE),
    _case("d19-v2", "send them a quote for 2000 tradesman red", DRAFT_QUOTE, expect=DECLINE, follows="d19-v1"),
    # ---- a colour a range does not come in
    _case("d19-w1", "tradesman red multi price", PRICE, values=("£715.00",)),
    _case("d19-w2", "and the tradesman blue?", PRICE, expect=DECLINE, follows="d19-w1"),
]

# Twenty-odd fresh turns written after the changes for this round (branch asst9), of the same kinds in other words
# and about other records, asked once: their first run is the honest estimate of what the changes generalise to.
FRESH: list[Case] = [
    _case("d19b-a1", "who looks after us at h+h", CONTACT, suppliers=(HH,), values=(TURNER,)),
    _case("d19b-a2", "her phone", CONTACT, values=("01732 555 886",), follows="d19b-a1"),
    _case("d19b-a3", "and marley?", CONTACT, values=("01283 555 722",), absent=("01732 555 886",), follows="d19b-a2"),
    _case("d19b-b1", "thermalite shield 140 price", PRICE, values=("£3.35",)),
    _case("d19b-b2", "and the 100", PRICE, values=("£2.40",), absent=("£3.35",), follows="d19b-b1"),
    _case("d19b-b3", "and the 75", PRICE, expect=DECLINE, follows="d19b-b2"),
    _case("d19b-c1", "quotes for aire and wharfe", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10))),
    _case("d19b-c2", "which ones are still live", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10)),
          follows="d19b-c1"),
    _case("d19b-c3", "who's the contact on q10", CONTACT, values=(DYSON,), follows="d19b-c2"),
    _case("d19b-c4", "his email", CONTACT, values=("mark.dyson@awc.example",), follows="d19b-c3"),
    _case("d19b-d1", "price on ivanhoe sahara", PRICE, values=("£785.00",)),
    _case("d19b-d2", "and the ebony", PRICE, values=("£815.00",), absent=("£785.00",), follows="d19b-d1"),
    _case("d19b-e1", "pennine developments - who do we speak to", CONTACT, customers=(PENNINE,), values=(KHAN,)),
    _case("d19b-e2", "price of lbc common", PRICE, values=("£505.00",), follows="d19b-e1"),
    _case("d19b-e3", "send them a quote for 5000", DRAFT_QUOTE, values=(PENNINE, LBC_COMMON), follows="d19b-e2"),
    _case("d19b-f1", "whats plot 34 doing", CALL_OFFS, values=("CO-000004",)),
    _case("d19b-f2", "and 33?", CALL_OFFS, values=("CO-000003",), follows="d19b-f1"),
    _case("d19b-f3", "and 39?", CALL_OFFS, expect=DECLINE, follows="d19b-f2"),
    _case("d19b-g1", "what do we pay tarmac for building sand loose", FACT, values=("£34.00",)),
    _case("d19b-g2", "same for sharp sand", FACT, values=("£33.00",), follows="d19b-g1"),
    _case("d19b-h1", "how many quotes for harrogate living", COUNT, values=("2",)),
    _case("d19b-h2", "and for persimmon", COUNT, expect=DECLINE, follows="d19b-h1"),
]

# Thumbs down with a correction naming the right record, then rewordings by a colleague (other words, same records).
AWC_CT = "Mark Dyson, site manager at Aire & Wharfe Construction: mark.dyson@awc.example, 0113 555 0142."
TRR_COST = "Our cost on Tradesman Red (IBT-TRR) is £545.00 per 1,000 from Ibstock Brick."
MYTHOLM_Q = "Calder Valley Homes accepted Q-000009 for Mytholm Meadows: £90,787.42 ex VAT."
LESSONS: list[Lesson] = [
    *[
        Lesson(f"dl19-awc-{i}", "who's the main man at awc", False,
               _case(f"dl19-awc-{i}-p", later, CONTACT, customers=(AWC,), values=(DYSON,)),
               corrected=contact(DYSON), correction=AWC_CT)
        for i, later in enumerate(["awc - who do we deal with", "main contact for aire and wharfe?"])
    ],
    *[
        Lesson(f"dl19-trrcost-{i}", "what do we pay ibstock for tradesman red", False,
               _case(f"dl19-trrcost-{i}-p", later, FACT, values=("£545.00",)),
               corrected=product(TRADESMAN_RED), correction=TRR_COST)
        for i, later in enumerate(["tradesman red - our cost?", "buy price on the tradesman red"])
    ],
    *[
        Lesson(f"dl19-mytholm-{i}", "the accepted mytholm quote - what's it worth", False,
               _case(f"dl19-mytholm-{i}-p", later, STATUS, values=(q(9),)),
               corrected=quote(9), correction=MYTHOLM_Q)
        for i, later in enumerate(["value of calders accepted mytholm quote",
                                   "how much was the mytholm quote they took"])
    ],
]

CONTAMINATION: list[Lesson] = [
    # the same wording about another record
    Lesson("dc19-awc-calder", "who's the main man at awc", False,
           _case("dc19-awc-calder-b", "who's the main man at calder", CONTACT, customers=(CALDER,), values=(HOLT,),
                 absent=(DYSON,)),
           corrected=contact(DYSON), correction=AWC_CT),
    Lesson("dc19-trrcost-lbc", "what do we pay ibstock for tradesman red", False,
           _case("dc19-trrcost-lbc-b", "what do we pay forterra for lbc common", FACT, values=("£395.00",),
                 absent=("£545.00",)),
           corrected=product(TRADESMAN_RED), correction=TRR_COST),
    Lesson("dc19-mytholm-draft", "the accepted mytholm quote - what's it worth", False,
           _case("dc19-mytholm-draft-b", "the draft mytholm quote - what's it worth", STATUS, values=(q(11),),
                 absent=(Q9_EX_VAT,)),
           corrected=quote(9), correction=MYTHOLM_Q),
    # another fact of the same record (the same customer, product or quote)
    Lesson("dc19-awc-accno", "who's the main man at awc", False,
           _case("dc19-awc-accno-b", "awc account number?", FACT, values=("AWC014",),
                 absent=("mark.dyson@awc.example",)),
           corrected=contact(DYSON), correction=AWC_CT),
    Lesson("dc19-trrcost-lead", "what do we pay ibstock for tradesman red", False,
           _case("dc19-trrcost-lead-b", "lead time on tradesman red", PRICE, values=("10 days",),
                 absent=(TRR_COST,)),
           corrected=product(TRADESMAN_RED), correction=TRR_COST),
    Lesson("dc19-mytholm-po", "the accepted mytholm quote - what's it worth", False,
           _case("dc19-mytholm-po-b", "whats the po number on the accepted mytholm quote", STATUS,
                 values=("CVH-PO-2417",), absent=(MYTHOLM_Q,)),
           corrected=quote(9), correction=MYTHOLM_Q),
]
# fmt: on

ALL: list[Case] = [*CONVERSATIONS, *FRESH]
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
