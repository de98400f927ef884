"""A third conversations-and-feedback round over the demo instance (tuned on after its first run), written on 28 Nov
2026 (branch asst11, issue 14) before any change to the reader for it and committed before it was first asked. Its
writer read the demo's records (api/seed.py and the demo modules it calls), the evaluation's own files and the two
earlier conversation rounds (dev_convo.py, dev_convo2.py) for the format, not the reader's code nor its exemplars;
every value was checked against a freshly seeded demo by SQL (quote totals ex VAT are subtotal plus delivery of the
current version; a supplier's price is its answered line).

Conversations of two to seven turns the way staff chat, by kind: pronouns after a price, a quote, a contact, a
supplier quote, a customer order, a call-off and a task ("whats it cost us", "who makes them", "what job is it for",
"whos the contact there", "his number", "whats the customer po on that", "when's it going", "who signed for it");
"and the other one" after a job's stage and after a job's draft quote listed alone; "any other quotes on that job"
after a quote's contact; "who's the contact on q6" mid-conversation; the task pad by a colleague's first name and by
a task's customer or works ("when's the pennine one due", "whats dave got on"); corrections ("no i meant the light",
"no sorry, marshalls", "no i meant q5"); actions mid-conversation, each a proposal to confirm ("send them a quote for
5000" after a contact and a price, "quote them for 3000 smooth red" after a customer's account number, "quote calder
for 4000 of it" after a product; after a supplier's contact: a supplier is no customer); declines inside
conversations (a product, size, party, plot, quote or colleague we do not have named after a real one, and a fact we
do not record). Feedback: three lessons (a correction, then rewordings with other words and the same records) and
five contamination pairs (the same wording about another record, another fact of the same record).

A follow-up is asked in the conversation of the case it follows, after that conversation's last question, so the
cases are listed in the order they are asked (declines and unrelated questions inside their conversations) and
DECLINES and UNRELATED_CASES are views of that list.

First run, on main as it stood (e17ad30) with this round committed (2e615c3), before any change for it, as
`--part demo-convo` (the round reported alone): exact 0.701 (61 of 87), declines 12 of 15, unrelated 1 of 1,
paraphrases after feedback 67 % (4 of 6), contamination 0 of 5 pairs, 0 invented numbers, intent 0.631, entities
0.786. The three action proposals for customers were made ("send them a quote for 5000", "quote them for 3000 smooth
red"; "quote calder for 4000 of it" was read as what we last quoted them, not proposed) and a supplier was refused.
The whole demo-convo part (three rounds, 321 questions): exact 0.840 (226 of 269), declines 45 of 49. After the
changes by kind (branch asst11): see the README's section on the branch.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
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
    BUTTERLEY,
    CALDER,
    CARR,
    CELCON_SOLAR,
    CHASE_CALDER,
    CONFIRM_LOAD,
    CROWTHER,
    DYSON,
    FORTERRA,
    HARROGATE,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    IVANHOE_EBONY,
    KHAN,
    KIRKSTALL,
    LBC_COMMON,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PRYCE,
    RAISE_POS,
    SHIELD_100,
    SMOOTH_RED,
    STAFFS_SOLID,
    STATION,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    TURNER,
    contact,
    in_days,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
DRAFT_QUOTE = "draft_quote"
HAIGH, RHYS = "Craig Haigh", "Owen Rhys"
TRADESMAN_LIGHT_73 = "Tradesman Light 73mm"
# Quote totals ex VAT (subtotal + delivery of the current version) and with VAT, read by SQL from a seeded demo.
Q6_EX_VAT, Q6_TOTAL, Q7_EX_VAT, Q12_EX_VAT = "£174,839.25", "£209,807.10", "£38,766.04", "£4,755.25"
# Ibstock's answered price for the Staffordshire Blue Solid on SQ-000001 (their cost less 3 %), by SQL.
SQ1_STAFFS = "£669.30"

# fmt: off
CONVERSATIONS: list[Case] = [
    # ---- a price, then "whats it cost us", "who makes them", another range's product, its maker, one we lack
    _case("d21-a1", "hows much is the birtley buff", PRICE, values=("£735.00",)),
    _case("d21-a2", "whats it cost us", FACT, values=("£575.00",), follows="d21-a1"),
    _case("d21-a3", "who makes them", SUPPLIER, values=(IBSTOCK,), follows="d21-a2"),
    _case("d21-a4", "and the butterley buff", PRICE, values=(BUTTERLEY, "£715.00"), absent=("£735.00",),
          follows="d21-a3"),
    _case("d21-a5", "who do we get that from", SUPPLIER, values=(FORTERRA,), follows="d21-a4"),
    _case("d21-a6", "and the ketley buff", PRICE, expect=DECLINE, follows="d21-a5"),
    # ---- a quote's total, ex VAT, "what job is it for", its contact, "any other quotes on that job"
    _case("d21-b1", "whats the total on q6", STATUS, quotes=(q(6),), values=(Q6_TOTAL,)),
    _case("d21-b2", "how much is that ex vat", STATUS, values=(Q6_EX_VAT,), follows="d21-b1"),
    _case("d21-b3", "what job is it for", STATUS, values=(KIRKSTALL,), follows="d21-b2"),
    _case("d21-b4", "whos the contact on it", CONTACT, values=(DYSON,), follows="d21-b3"),
    _case("d21-b5", "any other quotes on that job", PROJECT_Q, projects=(KIRKSTALL,), values=(q(5),),
          follows="d21-b4"),
    _case("d21-b6", "and q16?", STATUS, expect=DECLINE, follows="d21-b5"),
    # ---- a contact, her email, their draft quote, the job's other quote
    _case("d21-c1", "whos the buyer at calder", CONTACT, customers=(CALDER,), values=(HOLT,)),
    _case("d21-c2", "whats her email", CONTACT, values=("sarah.holt@caldervalley.example",), follows="d21-c1"),
    _case("d21-c3", "any draft quotes for them", CUSTOMER_Q, customers=(CALDER,), values=(q(11),), follows="d21-c2"),
    _case("d21-c4", "any other quotes on that job", PROJECT_Q, projects=(MYTHOLM,), values=(q(9),),
          follows="d21-c3"),
    _case("d21-c5", "whats their credit limit", FACT, expect=DECLINE, follows="d21-c4"),
    # ---- "who's the contact on q9" mid-conversation, then the job's other quote
    _case("d21-d1", "hows q12 looking", STATUS, quotes=(q(12),), values=("draft",)),
    _case("d21-d2", "who's the contact on q9", CONTACT, values=(HOLT,), follows="d21-d1"),
    _case("d21-d3", "her phone", CONTACT, values=("01422 555 010",), follows="d21-d2"),
    _case("d21-d4", "any other quotes on that job", PROJECT_Q, projects=(MYTHOLM,), values=(q(11),),
          follows="d21-d3"),
    # ---- a supplier quote: the price, lead time, haulage, "whos the contact there", his number, a works that lacks
    _case("d21-e1", "what did ibstock come back at for the staffs blue", SUPPLIER_QUOTES,
          values=("SQ-000001", SQ1_STAFFS)),
    _case("d21-e2", "whats the lead time on that", SUPPLIER_QUOTES, values=("3 weeks",), follows="d21-e1"),
    _case("d21-e3", "and their haulage", SUPPLIER_QUOTES, values=("£285.00",), follows="d21-e2"),
    _case("d21-e4", "whos the contact there", CONTACT, values=(PRYCE,), follows="d21-e3"),
    _case("d21-e5", "his number", CONTACT, values=("01530 555 261",), follows="d21-e4"),
    _case("d21-e6", "has catnic quoted us too", SUPPLIER_QUOTES, expect=DECLINE, follows="d21-e5"),
    # ---- a customer order: its lines, "whats the customer po on that", its job, a plot's load on it
    _case("d21-f1", "whats on so-000002", PURCHASE_ORDERS, values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100)),
    _case("d21-f2", "whats the customer po on that", PURCHASE_ORDERS, values=("CVH-PO-2502",), follows="d21-f1"),
    _case("d21-f3", "which job is it for", PURCHASE_ORDERS, values=(MYTHOLM,), follows="d21-f2"),
    _case("d21-f4", "and SO-000009?", PURCHASE_ORDERS, expect=DECLINE, follows="d21-f3"),
    # ---- a call-off by plot: when, which order, the customer's PO on it, another plot, one we lack
    _case("d21-g1", "when's plot 33 going", CALL_OFFS, values=("CO-000003", in_days(1))),
    _case("d21-g2", "am or pm", CALL_OFFS, values=("pm",), follows="d21-g1"),
    _case("d21-g3", "which order is it off", CALL_OFFS, values=("SO-000002",), follows="d21-g2"),
    _case("d21-g4", "whats the customer po on that", PURCHASE_ORDERS, values=("CVH-PO-2502",), follows="d21-g3"),
    _case("d21-g5", "and plot 35?", CALL_OFFS, values=("CO-000005", in_days(14)), follows="d21-g4"),
    _case("d21-g6", "and plot 41", CALL_OFFS, expect=DECLINE, follows="d21-g5"),
    # ---- a delivered load: who signed, pallets, the failed one, its charge
    _case("d21-h1", "did the plot 31 load get there", CALL_OFFS, values=("CO-000001", "delivered")),
    _case("d21-h2", "who took it in", CALL_OFFS, values=("Gary Wood",), follows="d21-h1"),
    _case("d21-h3", "how many pallets was it", CALL_OFFS, values=("13",), follows="d21-h2"),
    _case("d21-h4", "what went wrong with plot 34", CALL_OFFS, values=("broken-down tractor",), follows="d21-h3"),
    _case("d21-h5", "what did that cost us", CALL_OFFS, values=("£185.00",), follows="d21-h4"),
    # ---- the task pad by first name, "when's the pennine one due", a colleague we do not have
    _case("d21-i1", "whats tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d21-i2", "when's the pennine one due", TASKS, values=(in_days(3),), follows="d21-i1"),
    _case("d21-i3", "and the calder one", TASKS, values=(in_days(0),), follows="d21-i2"),
    _case("d21-i4", "whats dave got on", TASKS, expect=DECLINE, follows="d21-i3"),
    # ---- a colleague's task, when it was due, who is doing it, the works one
    _case("d21-j1", "what has priya got on", TASKS, values=(RAISE_POS,)),
    _case("d21-j2", "when was that due", TASKS, values=(in_days(-1),), follows="d21-j1"),
    _case("d21-j3", "whos doing it", TASKS, values=("Tom Hughes",), follows="d21-j2"),
    _case("d21-j4", "when's the works one due", TASKS, values=(CONFIRM_LOAD, in_days(1)), follows="d21-j3"),
    # ---- actions: a customer's contact, a product's price, "send them a quote for 5000"
    _case("d21-k1", "pennine - who do we deal with", CONTACT, customers=(PENNINE,), values=(KHAN,)),
    _case("d21-k2", "price on the celcon solar", PRICE, values=("£2.55",), follows="d21-k1"),
    _case("d21-k3", "send them a quote for 5000", DRAFT_QUOTE, values=(PENNINE, CELCON_SOLAR), follows="d21-k2"),
    # ---- a customer's account number, "quote them for 3000 smooth red"
    _case("d21-l1", "whats aire and wharfes account no", FACT, values=("AWC014",)),
    _case("d21-l2", "quote them for 3000 smooth red", DRAFT_QUOTE, values=(AWC, SMOOTH_RED), follows="d21-l1"),
    # ---- a product's price, "quote calder for 4000 of it"
    _case("d21-m1", "how much is ivanhoe ebony", PRICE, values=("£815.00",)),
    _case("d21-m2", "quote calder for 4000 of it", DRAFT_QUOTE, values=(CALDER, IVANHOE_EBONY), follows="d21-m1"),
    # ---- a supplier's contact, then "quote them": a supplier is no customer
    _case("d21-n1", "whos our contact at h+h", CONTACT, values=(TURNER,)),
    _case("d21-n2", "quote them for 500 shield blocks", DRAFT_QUOTE, expect=DECLINE, follows="d21-n1"),
    # ---- corrections: "no i meant the light", "and the 73mm one", a size it does not come in
    _case("d21-o1", "price of tradesman red multi", PRICE, values=("£715.00",)),
    _case("d21-o2", "no i meant the light", PRICE, values=(TRADESMAN_LIGHT, "£690.00"), absent=("£715.00",),
          follows="d21-o1"),
    _case("d21-o3", "and the 73mm one", PRICE, values=(TRADESMAN_LIGHT_73, "£745.00"), follows="d21-o2"),
    _case("d21-o4", "and in 80mm", PRICE, expect=DECLINE, follows="d21-o3"),
    # ---- a correction of the party: "no sorry i meant marshalls", his email, a party we lack
    _case("d21-p1", "whos the contact at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,)),
    _case("d21-p2", "no sorry i meant marshalls", CONTACT, values=(HAIGH,), absent=(MARSH,), follows="d21-p1"),
    _case("d21-p3", "his email", CONTACT, values=("craig.haigh@marshalls.example",), follows="d21-p2"),
    _case("d21-p4", "and at brett?", CONTACT, expect=DECLINE, follows="d21-p3"),
    # ---- a correction of the quote: "no i meant q5", why it was withdrawn is not recorded as a reason
    _case("d21-q1", "status of q4", STATUS, quotes=(q(4),), values=("expired",)),
    _case("d21-q2", "no i meant q5", STATUS, values=(q(5), "withdrawn"), follows="d21-q1"),
    _case("d21-q3", "who was it for", STATUS, values=(AWC,), follows="d21-q2"),
    _case("d21-q4", "what job", STATUS, values=(KIRKSTALL,), follows="d21-q3"),
    # ---- a customer's jobs, one's stage, "and the other one", its architect, their fax we do not record
    _case("d21-r1", "what jobs have we got on with calder", FACT, values=(MYTHOLM, BRIGHOUSE)),
    _case("d21-r2", "what stage is brighouse at", FACT, values=("Complete",), follows="d21-r1"),
    _case("d21-r3", "and the other one", FACT, values=(MYTHOLM, "On site"), follows="d21-r2"),
    _case("d21-r4", "how many plots on it", FACT, values=("42",), follows="d21-r3"),
    _case("d21-r5", "whats the architects fax number", CONTACT, expect=DECLINE, follows="d21-r4"),
    # ---- a job's draft quote listed alone, ex VAT, "and the other one"
    _case("d21-s1", "whats the draft quote on station parade", PROJECT_Q, projects=(STATION,), values=(q(12),)),
    _case("d21-s2", "whats it worth ex vat", STATUS, values=(Q12_EX_VAT,), follows="d21-s1"),
    _case("d21-s3", "and the other one", STATUS, values=(q(7), Q7_EX_VAT), absent=(Q12_EX_VAT,), follows="d21-s2"),
    _case("d21-s4", "whats the customer po on that", STATUS, values=("HL-0042",), follows="d21-s3"),
    _case("d21-s5", "who signed it", STATUS, values=(CARR,), follows="d21-s4"),
    # ---- a prospect's quotes, "what job", a party we lack
    _case("d21-t1", "how many quotes have we done for harrogate living", COUNT, companies=(HARROGATE,),
          values=("2",)),
    _case("d21-t2", "and for aire and wharfe", COUNT, values=("4",), follows="d21-t1"),
    _case("d21-t3", "and for keepmoat", COUNT, expect=DECLINE, follows="d21-t2"),
    # ---- a supplier's quote waiting, "and the haulier", his contact
    _case("d21-u1", "are we still waiting on tarmac", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d21-u2", "whos our contact there", CONTACT, values=(CROWTHER,), follows="d21-u1"),
    _case("d21-u3", "what did the haulier quote", SUPPLIER_QUOTES, values=("£310.00",), follows="d21-u2"),
    _case("d21-u4", "whos the contact there", CONTACT, values=("Kev Lister",), follows="d21-u3"),
    # ---- a quote's lines, a product on it: what we sold it at, its list price, a colour we lack
    _case("d21-v1", "what did we put on q10", STATUS, quotes=(q(10),), values=(STAFFS_SOLID,)),
    _case("d21-v2", "what did we sell the staffs blue at on it", LAST, values=("£884.62",), follows="d21-v1"),
    _case("d21-v3", "and whats its list", PRICE, values=("£880.00",), follows="d21-v2"),
    _case("d21-v4", "does it come in red", PRICE, expect=DECLINE, follows="d21-v3"),
    # ---- a customer's contact, then a person we do not have at that customer
    _case("d21-w1", "who do we talk to at harrogate living", CONTACT, values=("Emma Carr",)),
    _case("d21-w2", "whats her job title", CONTACT, values=("Director",), follows="d21-w1"),
    _case("d21-w3", "and whats jim's number there", CONTACT, expect=DECLINE, follows="d21-w2"),
    # ---- an unrelated follow-up inside a conversation, then the conversation again
    _case("d21-x1", "lbc common price", PRICE, values=("£505.00",)),
    _case("d21-x2", "is it going to rain tomorrow", GENERAL, expect=UNRELATED, follows="d21-x1"),
    _case("d21-x3", "and the 73mm", PRICE, values=("£550.00",), follows="d21-x2"),
    _case("d21-x4", "whos the rep for it", CONTACT, values=(MARSH,), follows="d21-x3"),
    # ---- a party we lack, then a real one, then the open quote's value
    _case("d21-y1", "whats bellways account number", FACT, expect=DECLINE),
    _case("d21-y2", "ok pennine then", FACT, values=("PEN207",), follows="d21-y1"),
    _case("d21-y3", "whats open with them", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),), follows="d21-y2"),
    _case("d21-y4", "whos looking after it", STATUS, values=("Tom Hughes",), follows="d21-y3"),
]

# Thumbs down with a correction naming the right record, then rewordings by a colleague (other words, same records).
CATNIC_CT = "Owen Rhys, technical sales at Catnic: owen.rhys@catnic.example, 029 2055 5370."
EBONY_COST = "Our cost on Ivanhoe Ebony (IBV-EBO) is £640.00 per 1,000 from Ibstock Brick."
PENNINE_Q4 = ("Q-000004 for Pennine Developments (expired): Birtley Olde English Buff, Saxon Textured Paving Slab "
              "Natural 600x600 and Coloured Mortar Buff 25kg.")
LESSONS: list[Lesson] = [
    *[
        Lesson(f"dl21-catnic-{i}", "who do we ring at catnic", False,
               _case(f"dl21-catnic-{i}-p", later, CONTACT, suppliers=("Catnic",), values=(RHYS,)),
               corrected=contact(RHYS), correction=CATNIC_CT)
        for i, later in enumerate(["catnic - whos our contact", "main person at catnic?"])
    ],
    *[
        Lesson(f"dl21-ebony-{i}", "whats our cost on the ivanhoe ebony", False,
               _case(f"dl21-ebony-{i}-p", later, FACT, values=("£640.00",)),
               corrected=product(IVANHOE_EBONY), correction=EBONY_COST)
        for i, later in enumerate(["ivanhoe ebony - what do we pay", "buy price on the ebony ivanhoe"])
    ],
    *[
        Lesson(f"dl21-pennq4-{i}", "the expired pennine quote - whats on it", False,
               _case(f"dl21-pennq4-{i}-p", later, STATUS, values=(q(4), BIRTLEY)),
               corrected=quote(4), correction=PENNINE_Q4)
        for i, later in enumerate(["what was on pennines expired quote", "lines on the pennine quote that lapsed"])
    ],
]

CONTAMINATION: list[Lesson] = [
    # the same wording about another record
    Lesson("dc21-catnic-tarmac", "who do we ring at catnic", False,
           _case("dc21-catnic-tarmac-b", "who do we ring at tarmac", CONTACT, values=(CROWTHER,), absent=(RHYS,)),
           corrected=contact(RHYS), correction=CATNIC_CT),
    Lesson("dc21-ebony-sahara", "whats our cost on the ivanhoe ebony", False,
           _case("dc21-ebony-sahara-b", "whats our cost on the ivanhoe sahara", FACT, values=("£615.00",),
                 absent=("£640.00",)),
           corrected=product(IVANHOE_EBONY), correction=EBONY_COST),
    Lesson("dc21-pennq4-open", "the expired pennine quote - whats on it", False,
           _case("dc21-pennq4-open-b", "the open pennine quote - whats on it", STATUS, values=(q(8), LBC_COMMON),
                 absent=(BIRTLEY,)),
           corrected=quote(4), correction=PENNINE_Q4),
    # another fact of the same record (the same supplier, product)
    Lesson("dc21-catnic-accno", "who do we ring at catnic", False,
           _case("dc21-catnic-accno-b", "catnic acc number?", FACT, values=("CAT-01",),
                 absent=("owen.rhys@catnic.example",)),
           corrected=contact(RHYS), correction=CATNIC_CT),
    Lesson("dc21-ebony-lead", "whats our cost on the ivanhoe ebony", False,
           _case("dc21-ebony-lead-b", "lead time on ivanhoe ebony", PRICE, values=("10 days",),
                 absent=(EBONY_COST,)),
           corrected=product(IVANHOE_EBONY), correction=EBONY_COST),
]
# fmt: on

ALL: list[Case] = [*CONVERSATIONS]
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
