"""More of the DEVELOPMENT part of the evaluation over the demo instance (tuned on), by kind: things we do not have,
contacts asked many ways (nicknames, "our man at", "who do I ring"), buying status ("has Tarmac priced it yet", "who
hasn't come back on RFQ-…", "what's the PO for …" and "and the PO?"), deliveries (why a call-off was cancelled, when
a plot gets its bricks, what is going to a site) and the task pad ("what's on my list"). Written as staff talk, with
the facts a right answer shows taken from the demo data (api/*/demo*.py), in the format of tests/assistant_demo/dev.py.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    GENERAL,
    PRICE,
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
    CALDER,
    CARR,
    CHASE_CALDER,
    CONFIRM_LOAD,
    CROWTHER,
    DALES,
    DYSON,
    FORTERRA,
    HH,
    HOLT,
    IBSTOCK,
    KHAN,
    LISTER,
    MARLEY,
    MARSH,
    MARSHALLS,
    MYTHOLM,
    PENNINE_SAMPLES,
    PRYCE,
    RAISE_POS,
    STATION,
    TARMAC,
    TURNER,
    WHITFIELD,
    contact,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"
FLETCHER, HAIGH, OLIVER = "Zoe Fletcher", "Craig Haigh", "Oliver Whitfield"
CANCELLED = "Plot 36 build delayed to spring"

# fmt: off
CASES: list[Case] = [
    # ---- contacts asked many ways: a person's number, "our man at", the buyer's email, who to ring, nicknames
    _case("d2-ct-holt-num", "sarah holts number", CONTACT, contacts=(HOLT,), values=("01422 555 010",),
          records=(contact(HOLT),)),
    _case("d2-ct-ibstock-man", "whos our man at ibstock", CONTACT, suppliers=(IBSTOCK,), values=(PRYCE,),
          records=(contact(PRYCE),)),
    _case("d2-ct-forterra-woman", "who's our woman at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,),
          records=(contact(MARSH),)),
    _case("d2-ct-calder-buyer-email", "email for the buyer at calder valley", CONTACT, customers=(CALDER,),
          values=("sarah.holt@caldervalley.example",), records=(contact(HOLT),)),
    _case("d2-ct-dales-ring", "who do i ring at dales haulage", CONTACT, others=(DALES,),
          values=(LISTER, "01756 555 321"), records=(contact(LISTER),)),
    _case("d2-ct-gaz", "gaz at ibstock, whats his mobile", CONTACT, contacts=(PRYCE,), values=("01530 555 261",),
          records=(contact(PRYCE),)),
    _case("d2-ct-kevin", "kevin at dales haulage email", CONTACT, contacts=(LISTER,),
          values=("transport@daleshaulage.example",), records=(contact(LISTER),)),
    _case("d2-ct-helen", "helen at forterra phone?", CONTACT, contacts=(MARSH,), values=("01604 555 707",),
          records=(contact(MARSH),)),
    _case("d2-ct-tarmac-guy", "whos the guy at tarmac", CONTACT, suppliers=(TARMAC,), values=(CROWTHER,),
          records=(contact(CROWTHER),)),
    _case("d2-ct-emma-email", "emmas email at harrogate living", CONTACT, contacts=(CARR,),
          values=("emma.carr@harrogateliving.example",), records=(contact(CARR),)),
    _case("d2-ct-awc-talk", "who do i talk to at aire and wharfe", CONTACT, customers=(AWC,), values=(DYSON,),
          records=(contact(DYSON),)),
    _case("d2-ct-whitfield-phone", "phone no for whitfield architects", CONTACT, others=(WHITFIELD,),
          values=("0161 555 0199",)),
    _case("d2-ct-marley", "whos our contact at marley", CONTACT, suppliers=(MARLEY,), values=(FLETCHER,),
          records=(contact(FLETCHER),)),
    _case("d2-ct-ollie", "ollie whitfields email", CONTACT, contacts=(OLIVER,), values=("oliver@whitfield.example",),
          records=(contact(OLIVER),)),
    _case("d2-ct-hh-rep", "whos the rep at h+h", CONTACT, suppliers=(HH,), values=(TURNER,),
          records=(contact(TURNER),)),
    _case("d2-ct-aisha", "how do i get hold of aisha at pennine", CONTACT, contacts=(KHAN,),
          values=("01484 555 207",), records=(contact(KHAN),)),
    _case("d2-ct-marshalls-name", "name of our contact at marshalls", CONTACT, suppliers=(MARSHALLS,),
          values=(HAIGH,), records=(contact(HAIGH),)),
    # ---- buying: has a supplier priced it yet, prices back, who has not replied, the PO for a job or quote
    _case("d2-sq-tarmac-mastercrete", "has tarmac priced the mastercrete yet", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d2-sq-ibstock-staffs", "has ibstock quoted the staffs blue solid yet", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("SQ-000001", "£669.30"), records=((SQ, "SQ-000001"),)),
    _case("d2-sq-tarmac-back", "any prices back from tarmac", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d2-sq-rfq-waiting", "which suppliers havent replied to RFQ-000001", SUPPLIER_QUOTES,
          values=(TARMAC, "SQ-000002"), absent=("SQ-000001",), records=((SQ, "SQ-000002"),)),
    _case("d2-sq-q10-waiting", "who havent we heard back from on q10", SUPPLIER_QUOTES, quotes=(q(10),),
          values=(TARMAC, "SQ-000002"), absent=("SQ-000001",), records=((SQ, "SQ-000002"),)),
    _case("d2-po-station", "whats the po for the station parade job", PURCHASE_ORDERS, projects=(STATION,),
          values=("HL-0042",), records=(quote(7),)),
    _case("d2-po-q9", "whats the po on q9", PURCHASE_ORDERS, quotes=(q(9),), values=("CVH-PO-2417",),
          records=(quote(9),)),
    _case("d2-po-station-number", "po number for station parade", PURCHASE_ORDERS, projects=(STATION,),
          values=("HL-0042",), records=(quote(7),)),
    _case("d2-po-calder", "calder valleys po numbers", PURCHASE_ORDERS, customers=(CALDER,),
          values=("CVH-PO-2417", "CVH-PO-2291"), records=(quote(9),)),
    _case("d2-po-q7", "q7 status", STATUS, quotes=(q(7),), values=("Accepted",), records=(quote(7),)),
    _case("d2-po-q7-fu", "and the po?", PURCHASE_ORDERS, quotes=(q(7),), values=("HL-0042",), records=(quote(7),),
          follows="d2-po-q7"),
    # ---- deliveries: why a call-off was cancelled, when a plot gets its bricks, what is going to a site
    _case("d2-co-cancel-why", "why was plot 36 cancelled", CALL_OFFS, values=("CO-000006", CANCELLED),
          records=((CO, "CO-000006"),)),
    _case("d2-co-cancel-why-mytholm", "why did the mytholm call off get cancelled", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000006", CANCELLED), records=((CO, "CO-000006"),)),
    _case("d2-co-plot35", "whens plot 35 getting its bricks", CALL_OFFS, values=("CO-000005", in_days(14)),
          records=((CO, "CO-000005"),)),
    _case("d2-co-mytholm-fortnight", "whats going to mytholm meadows in the next fortnight", CALL_OFFS,
          projects=(MYTHOLM,), values=("CO-000002", "CO-000004"), records=((CO, "CO-000002"),)),
    _case("d2-co-calder-next", "whens the next load to calder valley", CALL_OFFS, customers=(CALDER,),
          values=("CO-000002",), records=((CO, "CO-000002"),)),
    _case("d2-co-plot31", "did plot 31 get its bricks", CALL_OFFS, values=("CO-000001",),
          records=((CO, "CO-000001"),)),
    _case("d2-co-cancelled", "any cancelled call offs", CALL_OFFS, values=("CO-000006",),
          records=((CO, "CO-000006"),)),
    _case("d2-co-site-tomorrow", "whats on site at mytholm tomorrow", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000002", "CO-000003"), records=((CO, "CO-000002"),)),
    # ---- the task pad (asked as the demo admin: she owns the load task, is involved in the samples one)
    _case("d2-t-mylist", "whats on my list", TASKS, values=(CONFIRM_LOAD, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    _case("d2-t-overdue", "what tasks are overdue", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
    _case("d2-t-todo", "my to do list", TASKS, values=(CONFIRM_LOAD, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    _case("d2-t-today", "tasks due today", TASKS, values=(CHASE_CALDER,), absent=(CONFIRM_LOAD,)),
    _case("d2-t-late", "anything late on the task pad", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
]

DECLINES: list[Case] = [
    _case(f"d2-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("price of tradesman buff", PRICE),
            ("whos the contact at barratt homes", CONTACT),
            ("email for the buyer at keepmoat", CONTACT),
            ("open quotes for redrow", CUSTOMER_Q),
            ("where are we with quote 250", STATUS),
            ("has jewson sent their prices back", SUPPLIER_QUOTES),
            ("deliveries to the otley road job", CALL_OFFS),
            ("tasks for bellway", TASKS),
            ("tell me about the hebden bridge marina project", SUMMARY),
            ("whens plot 12 getting its bricks", CALL_OFFS),
            ("celcon 150mm block price", PRICE),
            ("whats the number for dave at calder valley", CONTACT),
            ("has marshalls quoted on RFQ-000042", SUPPLIER_QUOTES),
            ("who supplies the smooth yellow", SUPPLIER),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d2-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["whats the weather like in halifax", "did leeds win on saturday", "whats the football score",
         "recommend a good pizza place in huddersfield"]
    )
]

LESSONS: list[Lesson] = [
    Lesson("dl2-dales-ring", "who do i ring at dales haulage", True,
           _case("dl2-dales-ring-p", "whos the bloke to call at dales haulage", CONTACT, others=(DALES,),
                 values=(LISTER,))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc2-dales-ring", "who do i ring at dales haulage", True,
           _case("dc2-dales-ring-b", "who do i ring at marley", CONTACT, suppliers=(MARLEY,), values=(FLETCHER,),
                 absent=(LISTER,))),
    Lesson("dc2-tarmac-priced", "has tarmac priced the mastercrete yet", True,
           _case("dc2-tarmac-priced-b", "has ibstock priced the staffs blue solid yet", SUPPLIER_QUOTES,
                 suppliers=(IBSTOCK,), values=("£669.30",), absent=("SQ-000002",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
