"""A twelfth round of development questions over the demo instance (tuned on), written on 27 Nov 2026 (branch asst7,
issue 14) before any change to the reader for it and committed before it was first asked: conversations and
feedback. Its writer read the demo's records (api/seed.py and the demo modules it calls) and the evaluation's own
files, not the reader's code nor its exemplars.

Kinds: pronoun follow-ups ("it", "them", "there", "his", "her", "the other one", "and the ebony?") after every kind
of first question (a customer, a project, a quote, a customer order, a supplier, a product, a call-off, a task, a
customer's PO number, a request for prices); follow-ups that change the subject (they name their own record, which
must win over the conversation's); follow-ups that must be declined (a record we do not have named in the follow-up,
a fact nobody records about the record in hand, a follow-up to a question about something we do not have); a
follow-up that is not about the business at all. Feedback: thumbs down with a correction naming the right record,
then two or three rewordings asked by a colleague (the confirmed reading must reach them with their own records);
contamination probes, the same wording about another record and another question about the same record.

Every value read from the demo data (api/crm/demo.py, api/catalogue/demo_data.py and demo_products.txt,
api/projects/demo.py, api/quotes/demo.py, api/orders/demo.py, api/buying/demo.py, api/schedules/demo.py,
api/tasks/demo.py); Q-000006's ex-VAT total (£174,839.25) as the earlier rounds read it by SQL.

A follow-up is asked in the conversation of the case it follows, after that conversation's last question: after the
first run, "do they do bricks" (a decline about Catnic) was found to follow a chain that went on to Ivanhoe Ebony, so
it was given its own two-question conversation ("who do we deal with at catnic" added before it; no expectation
changed). First run, on main as it stood (0b6ff6a), before any change for it: exact 0.859 (55 of 64), declines 6 of
14, unrelated 1 of 1, paraphrases after feedback 62 % (5 of 8), 0 contaminated, 0 invented, intent 0.797. After the
changes by kind (branch asst7): see the README's section on the branch.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    CONTACT,
    CUSTOMER_Q,
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
    CALDER,
    CARR,
    CN92_1200,
    DYSON,
    FORTERRA,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_EBONY,
    IVANHOE_SAHARA,
    KHAN,
    KIRKSTALL,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PRYCE,
    RAISE_POS,
    WHITFIELD,
    contact,
    in_days,
    product,
    q,
    quote,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
RHYS, FAIRSTONE = "Owen Rhys", "Fairstone Riven Autumn Bronze Paving Slab"
Q6_EX_VAT = "£174,839.25"
KHAN_EMAIL = "aisha.khan@pennine.example"

# fmt: off
CASES: list[Case] = [
    # ---- a customer first, then "them", "there", "her"
    _case("d17-cu-calder", "calder valley quotes", CUSTOMER_Q, customers=(CALDER,), values=(q(9), q(11))),
    _case("d17-cu-calder-acc", "which of them got accepted", CUSTOMER_Q, customers=(CALDER,), values=(q(9),),
          absent=(q(11),), follows="d17-cu-calder"),
    _case("d17-cu-calder-ct", "whos the contact there", CONTACT, values=(HOLT,), follows="d17-cu-calder-acc"),
    _case("d17-cu-calder-email", "her email?", CONTACT, values=("sarah.holt@caldervalley.example",),
          follows="d17-cu-calder-ct"),
    _case("d17-cu-switch", "whos the contact at harrogate then", CONTACT, companies=(HARROGATE,), values=(CARR,),
          absent=(HOLT,), follows="d17-cu-calder-email"),
    _case("d17-cu-awc", "aire and wharfe - whos our man there", CONTACT, customers=(AWC,), values=(DYSON,)),
    _case("d17-cu-awc-phone", "his number", CONTACT, values=("0113 555 0142",), follows="d17-cu-awc"),
    _case("d17-cu-awc-acc", "and their acc no", FACT, values=("AWC014",), follows="d17-cu-awc-phone"),
    _case("d17-cu-awc-count", "how many quotes have we sent them", "quote_count", values=("4",),
          follows="d17-cu-awc-acc"),
    # ---- a project first
    _case("d17-pj-holm", "holmfirth road job - any quotes on it", PROJECT_Q, projects=(HOLMFIRTH,), values=(q(8),)),
    _case("d17-pj-holm-arch", "whos the architect on it", FACT, values=(WHITFIELD,), follows="d17-pj-holm"),
    _case("d17-pj-holm-plots", "and how many plots", FACT, values=("18",), follows="d17-pj-holm-arch"),
    _case("d17-pj-holm-ct", "whos the contact there", CONTACT, values=(KHAN,), follows="d17-pj-holm-plots"),
    _case("d17-pj-switch", "whats on q12", STATUS, quotes=(q(12),), values=(FAIRSTONE,), records=(quote(12),),
          follows="d17-pj-holm-ct"),
    _case("d17-pj-kirk", "kirkstall forge - who's the customer", FACT, values=(AWC,)),
    _case("d17-pj-kirk-stage", "what stage is it at", FACT, values=("Tender",), follows="d17-pj-kirk"),
    _case("d17-pj-kirk-quotes", "what have we quoted them on it", PROJECT_Q, projects=(KIRKSTALL,), values=(q(6),),
          follows="d17-pj-kirk-stage"),
    # ---- a quote first
    _case("d17-qt-q8", "q8 - whos it for", STATUS, quotes=(q(8),), values=(PENNINE,), records=(quote(8),)),
    _case("d17-qt-q8-ct", "whos the contact on it", CONTACT, values=(KHAN,), follows="d17-qt-q8"),
    _case("d17-qt-q8-exp", "and when does it run out", STATUS, values=(valid_until(12, 1),), follows="d17-qt-q8-ct"),
    _case("d17-qt-q8-job", "which job's it for", STATUS, values=(HOLMFIRTH,), follows="d17-qt-q8-exp"),
    _case("d17-qt-q2", "q2 - why did we lose it", FACT, quotes=(q(2),), values=("Staying with Tradesman Red",)),
    _case("d17-qt-q2-who", "who turned it down", STATUS, values=(HOLT,), follows="d17-qt-q2"),
    _case("d17-qt-switch", "ok, kirkstall forge - what quotes", PROJECT_Q, projects=(KIRKSTALL,), values=(q(6),),
          follows="d17-qt-q2-who"),
    # ---- a customer order first, then "the other one"
    _case("d17-or-calder", "calders orders", PURCHASE_ORDERS, values=("SO-000001", "SO-000002")),
    _case("d17-or-mytholm", "po on the mytholm one", PURCHASE_ORDERS, values=("CVH-PO-2502",),
          follows="d17-or-calder"),
    _case("d17-or-other", "and the other one", PURCHASE_ORDERS, values=("CVH-PO-2291",), absent=("CVH-PO-2502",),
          follows="d17-or-mytholm"),
    _case("d17-or-so1", "SO-000001 - which quote did it come from", PURCHASE_ORDERS, values=(q(1),)),
    _case("d17-or-so1-job", "and which job", PURCHASE_ORDERS, values=("Brighouse Wharf Mews",),
          follows="d17-or-so1"),
    # ---- a supplier first
    _case("d17-su-catnic", "catnic acc no", FACT, values=("CAT-01",)),
    _case("d17-su-catnic-ct", "who do we talk to there", CONTACT, values=(RHYS,), follows="d17-su-catnic"),
    _case("d17-su-catnic-email", "his email", CONTACT, values=("owen.rhys@catnic.example",),
          follows="d17-su-catnic-ct"),
    _case("d17-su-catnic-cheap", "their cheapest lintel", CHEAPEST_IN, values=(CN92_1200, "£28.00"),
          follows="d17-su-catnic-email"),
    _case("d17-su-switch", "price of ivanhoe ebony", PRICE, values=("£815.00",), absent=("£28.00",),
          follows="d17-su-catnic-cheap"),
    # ---- a product first: "and the ebony?", "who makes it", "what about them"
    _case("d17-pr-cream", "ivanhoe cream price", PRICE, values=("£780.00",)),
    _case("d17-pr-ebony", "and the ebony?", PRICE, values=("£815.00",), absent=("£780.00",), follows="d17-pr-cream"),
    _case("d17-pr-ebony-lead", "lead time on that", PRICE, values=("10 days",), follows="d17-pr-ebony"),
    _case("d17-pr-ebony-who", "who makes it", SUPPLIER, values=(IBSTOCK,), follows="d17-pr-ebony-lead"),
    _case("d17-pr-ebony-ct", "whos our contact there", CONTACT, values=(PRYCE,), follows="d17-pr-ebony-who"),
    _case("d17-pr-conbloc", "who supplies the conbloc 100", SUPPLIER, values=(FORTERRA,)),
    _case("d17-pr-conbloc-ct", "what about them - who do we deal with", CONTACT, values=(MARSH,),
          follows="d17-pr-conbloc"),
    _case("d17-pr-conbloc-phone", "her phone", CONTACT, values=("01604 555 707",), follows="d17-pr-conbloc-ct"),
    _case("d17-pr-conbloc-cost", "what do we pay for the conbloc", FACT, values=("£1.45",), absent=("01604",),
          follows="d17-pr-conbloc-phone"),
    # ---- a call-off first
    _case("d17-co-4", "CO-000004 whats happening with it", CALL_OFFS, values=("CO-000004",)),
    _case("d17-co-4-why", "why did it fail", CALL_OFFS, values=("broken-down tractor",), follows="d17-co-4"),
    _case("d17-co-4-when", "when's it going now", CALL_OFFS, values=(in_days(8),), follows="d17-co-4-why"),
    _case("d17-co-4-charge", "did they charge us for it", CALL_OFFS, values=("£185.00",), follows="d17-co-4-when"),
    _case("d17-co-switch", "lead time on celcon solar", PRICE, values=("7 days",), follows="d17-co-4-charge"),
    _case("d17-co-31", "plot 31 delivery - who signed", CALL_OFFS, values=("Gary Wood",)),
    _case("d17-co-31-pallets", "how many pallets did they get", CALL_OFFS, values=("13",), follows="d17-co-31"),
    # ---- a task first
    _case("d17-tk-priya", "whats priya got on", TASKS, values=(RAISE_POS,)),
    _case("d17-tk-priya-due", "when was it due", TASKS, values=(in_days(-1),), follows="d17-tk-priya"),
    _case("d17-tk-priya-who", "whos doing it", TASKS, values=("Tom Hughes",), follows="d17-tk-priya-due"),
    _case("d17-tk-pennine", "the pennine samples task - when's it due", TASKS, values=(PENNINE_SAMPLES, in_days(3))),
    _case("d17-tk-pennine-pri", "what priority is it", TASKS, values=("Low",), follows="d17-tk-pennine"),
    _case("d17-tk-switch", "hows q6 looking", STATUS, quotes=(q(6),), values=(AWC,), follows="d17-tk-pennine-pri"),
    # ---- a customer's PO number first
    _case("d17-po-2417", "which quote is po CVH-PO-2417 on", STATUS, values=(q(9),)),
    _case("d17-po-2417-when", "when did they accept it", STATUS, values=(in_days(-6),), follows="d17-po-2417"),
    _case("d17-po-2417-job", "and which job's that for", STATUS, values=(MYTHOLM,), follows="d17-po-2417-when"),
    # ---- a request for prices first
    _case("d17-rfq", "rfq 1 - anyone come back yet", SUPPLIER_QUOTES, values=("SQ-000001",)),
    _case("d17-rfq-deadline", "when did we want them back by", SUPPLIER_QUOTES, values=(in_days(5),),
          follows="d17-rfq"),
    _case("d17-rfq-haulage", "whats ibstocks haulage on it", SUPPLIER_QUOTES, values=("£285.00",),
          follows="d17-rfq-deadline"),
    # ---- a follow-up to a question about something we do not have that names a real record
    _case("d17-dn-persimmon", "quotes for persimmon", CUSTOMER_Q, expect=DECLINE),
    _case("d17-dn-pennine", "ok what about pennine", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),),
          follows="d17-dn-persimmon"),
]

DECLINES: list[Case] = [
    _case("d17-pr-trr", "tradesman red per thou", PRICE, values=("£695.00",)),
    _case("d17-no-blue", "and the blue?", PRICE, expect=DECLINE, follows="d17-pr-trr"),
    _case("d17-no-bellway", "how much have bellway spent with us", "quote_count", expect=DECLINE),
    _case("d17-no-bellway-buyer", "whos their buyer", CONTACT, expect=DECLINE, follows="d17-no-bellway"),
    _case("d17-no-awc-buyer", "whos their buyer", CONTACT, expect=DECLINE, follows="d17-cu-awc-count"),
    _case("d17-no-holm-qs", "whos the qs on it", CONTACT, expect=DECLINE, follows="d17-pj-holm-ct"),
    _case("d17-no-q14", "and q14?", STATUS, expect=DECLINE, absent=(PENNINE,), follows="d17-qt-q8-job"),
    _case("d17-no-jake", "and whats jake got on", TASKS, expect=DECLINE, follows="d17-tk-priya-who"),
    _case("d17-no-plot40", "and plot 40?", CALL_OFFS, expect=DECLINE, absent=("Gary Wood",),
          follows="d17-co-31-pallets"),
    _case("d17-no-rfq2", "and rfq 2", SUPPLIER_QUOTES, expect=DECLINE, absent=("£285.00",),
          follows="d17-rfq-haulage"),
    _case("d17-no-so7", "and SO-000007?", PURCHASE_ORDERS, expect=DECLINE, absent=("CVH-PO-2291",),
          follows="d17-or-other"),
    _case("d17-no-shield75", "price of thermalite shield 75mm", PRICE, expect=DECLINE),
    _case("d17-no-shield75-lead", "lead time on it", PRICE, expect=DECLINE, follows="d17-no-shield75"),
    # its own conversation (a follow-up is asked after the last question of the conversation it follows)
    _case("d17-su-catnic-who", "who do we deal with at catnic", CONTACT, values=(RHYS,)),
    _case("d17-no-catnic-brick", "do they do bricks", PRICE, expect=DECLINE, follows="d17-su-catnic-who"),
]

UNRELATED_CASES: list[Case] = [
    _case("d17-off-weather", "whats the weather doing there", GENERAL, expect=UNRELATED, follows="d17-pj-holm"),
]

# Thumbs down with a correction naming the right record, then rewordings by a colleague.
PENNINE_CT = "Aisha Khan, commercial manager at Pennine Developments: aisha.khan@pennine.example, 01484 555 207."
BLACK = "The black one is Ivanhoe Ebony (IBV-EBO), £815.00 per 1,000."
TENDER = "The Aire & Wharfe tender is Q-000006, Kirkstall Forge Block C: £174,839.25 ex VAT."
LESSONS: list[Lesson] = [
    *[
        Lesson(f"dl17-pennine-{i}", "who do i ring at pennine", False,
               _case(f"dl17-pennine-{i}-p", later, CONTACT, customers=(PENNINE,), values=(KHAN,)),
               corrected=contact(KHAN), correction=PENNINE_CT)
        for i, later in enumerate(["pennine - who do we speak to", "main person at pennine devs",
                                   "whos our go-to at pennine"])
    ],
    *[
        Lesson(f"dl17-black-{i}", "price on the black ivanhoe", False,
               _case(f"dl17-black-{i}-p", later, PRICE, values=("£815.00",)),
               corrected=product(IVANHOE_EBONY), correction=BLACK)
        for i, later in enumerate(["ivanhoe in black - how much", "whats the black ivanhoe per thou",
                                   "black ivanhoe cost?"])
    ],
    *[
        Lesson(f"dl17-tender-{i}", "whats the damage on the awc tender", False,
               _case(f"dl17-tender-{i}-p", later, STATUS, values=(q(6),)),
               corrected=quote(6), correction=TENDER)
        for i, later in enumerate(["how much is the awc tender quote", "awc tender - total?"])
    ],
]

CONTAMINATION: list[Lesson] = [
    # the same wording about another record
    Lesson("dc17-pennine-forterra", "who do i ring at pennine", False,
           _case("dc17-pennine-forterra-b", "who do i ring at forterra", CONTACT, suppliers=(FORTERRA,),
                 values=(MARSH,), absent=(KHAN,)),
           corrected=contact(KHAN), correction=PENNINE_CT),
    Lesson("dc17-black-buff", "price on the black ivanhoe", False,
           _case("dc17-black-buff-b", "price on the buff ivanhoe", PRICE, values=(IVANHOE_SAHARA, "£785.00"),
                 absent=("£815.00",)),
           corrected=product(IVANHOE_EBONY), correction=BLACK),
    Lesson("dc17-tender-pennine", "whats the damage on the awc tender", False,
           _case("dc17-tender-pennine-b", "whats the damage on the pennine quote for holmfirth", STATUS,
                 values=(q(8),), absent=(Q6_EX_VAT,)),
           corrected=quote(6), correction=TENDER),
    # another question about the same record
    Lesson("dc17-pennine-jobs", "who do i ring at pennine", False,
           _case("dc17-pennine-jobs-b", "which jobs have we got with pennine", FACT, values=(HOLMFIRTH,),
                 absent=(KHAN_EMAIL,)),
           corrected=contact(KHAN), correction=PENNINE_CT),
    Lesson("dc17-tender-contact", "whats the damage on the awc tender", False,
           _case("dc17-tender-contact-b", "whos the contact on the awc tender", CONTACT, values=(DYSON,),
                 absent=(Q6_EX_VAT,)),
           corrected=quote(6), correction=TENDER),
    Lesson("dc17-black-maker", "price on the black ivanhoe", False,
           _case("dc17-black-maker-b", "who do we get the ivanhoe ebony from", SUPPLIER, values=(IBSTOCK,),
                 absent=(BLACK,)),
           corrected=product(IVANHOE_EBONY), correction=BLACK),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
