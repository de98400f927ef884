"""A fifth round of development questions over the demo instance (tuned on), written before the changes they
prompted, by the kinds the outside evaluation of issue 14 still found missed (described to this round by kind only,
never by its questions): people by first name in the possessive and the architects' contacts and jobs; why a job was
lost or a quote rejected; bare quote numbers and "it" / "that one"; an order's customer PO; supplier quotes found by
the job's description, "their price back" and the supplier's person by first name; call-offs by plot number alone;
a colleague's task list and a done task's closing note; things we do not have, of many shapes; and a correction
naming a role and an organisation. Format of tests/assistant_demo/dev.py; facts from the demo data (api/*/demo*.py).
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    DECLINE,
    FACT,
    LAST,
    PRICE,
    STATUS,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    BRIGHOUSE,
    CALDER,
    CARR,
    CHASE_CALDER,
    CONFIRM_LOAD,
    CROWTHER,
    DALES,
    DYSON,
    ELLAND,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LISTER,
    MARSH,
    MYTHOLM,
    PENNINE_SAMPLES,
    RAISE_POS,
    SITE_VISIT,
    STATION,
    TARMAC,
    WHITFIELD,
    contact,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"
ACKROYD, BARKER, RHYS = "Naomi Ackroyd", "Lucy Barker", "Owen Rhys"
OLIVER = "Oliver Whitfield"
LOST = "Lost on price"
Q2_WHY, Q3_WHY = "Staying with Tradesman Red", "Bought direct from the manufacturer"
CLOSED = "Booked with the site manager for Tuesday"

# fmt: off
CASES: list[Case] = [
    # ---- 1. people by first name in the possessive; the architects' people and jobs
    _case("d6-ct-sarahs", "sarahs email", CONTACT, contacts=(HOLT,), values=("sarah.holt@caldervalley.example",),
          records=(contact(HOLT),)),
    _case("d6-ct-kevs", "whats kev's mobile", CONTACT, contacts=(LISTER,), values=("01756 555 321",),
          records=(contact(LISTER),)),
    _case("d6-ct-aishas", "aisha's phone number", CONTACT, contacts=(KHAN,), values=("01484 555 207",),
          records=(contact(KHAN),)),
    _case("d6-ct-helens", "what's helen's email", CONTACT, contacts=(MARSH,), values=("helen.marsh@forterra.example",),
          records=(contact(MARSH),)),
    _case("d6-ct-marks", "marks email address", CONTACT, contacts=(DYSON,), values=("mark.dyson@awc.example",),
          records=(contact(DYSON),)),
    _case("d6-ct-owens", "owens number", CONTACT, contacts=(RHYS,), values=("029 2055 5370",),
          records=(contact(RHYS),)),
    _case("d6-ct-lucys", "lucy's email please", CONTACT, contacts=(BARKER,),
          values=("lucy.barker@wienerberger.example",), records=(contact(BARKER),)),
    _case("d6-ct-naomis", "naomi's number", CONTACT, contacts=(ACKROYD,), values=("0113 555 0277",),
          records=(contact(ACKROYD),)),
    _case("d6-ct-whitfield-who", "who do we deal with at whitfield architects", CONTACT, others=(WHITFIELD,),
          values=(OLIVER,), records=(contact(OLIVER),)),
    _case("d6-ct-station-architect", "who's the architect's contact on station parade", CONTACT, projects=(STATION,),
          values=(ACKROYD,), records=(contact(ACKROYD),)),
    _case("d6-ct-mytholm-architect-phone", "phone number for the architect on mytholm meadows", CONTACT,
          projects=(MYTHOLM,), values=("0161 555 0199",)),
    _case("d6-arch-whitfield", "which jobs is whitfield architects on", FACT, others=(WHITFIELD,),
          values=(MYTHOLM, HOLMFIRTH, BRIGHOUSE), absent=(STATION,)),
    _case("d6-arch-kirkgate", "what projects has studio kirkgate got", FACT, others=(KIRKGATE,),
          values=(KIRKSTALL, STATION, ELLAND), absent=(MYTHOLM,)),
    _case("d6-arch-whitfields", "whitfields jobs", FACT, others=(WHITFIELD,), values=(MYTHOLM, HOLMFIRTH, BRIGHOUSE)),
    _case("d6-arch-kirkgate-designed", "which of our jobs did kirkgate design", FACT, others=(KIRKGATE,),
          values=(KIRKSTALL, STATION, ELLAND)),
    # ---- 2. why a job was lost, why a quote was rejected
    _case("d6-lost-elland", "why did we lose elland bridge", FACT, projects=(ELLAND,), values=(LOST,)),
    _case("d6-lost-elland-2", "reason the elland retail units job was lost", FACT, projects=(ELLAND,), values=(LOST,)),
    _case("d6-lost-elland-3", "how come we lost the elland job", FACT, projects=(ELLAND,), values=(LOST,)),
    _case("d6-why-q3", "why did aire and wharfe reject q3", FACT, quotes=(q(3),), values=(Q3_WHY,),
          records=(quote(3),)),
    _case("d6-why-quote2", "why was quote 2 turned down", FACT, quotes=(q(2),), values=(Q2_WHY,),
          records=(quote(2),)),
    _case("d6-why-calder", "what reason did calder give for rejecting our quote", FACT, customers=(CALDER,),
          values=(Q2_WHY,), records=(quote(2),)),
    _case("d6-why-awc", "why did awc say no to us", FACT, customers=(AWC,), values=(Q3_WHY,), records=(quote(3),)),
    # ---- 3. bare quote numbers, "it" and "that one"
    _case("d6-bare-8", "8", STATUS, quotes=(q(8),), values=(q(8), "£17,063.70"), records=(quote(8),)),
    _case("d6-bare-quote7", "quote 7", STATUS, quotes=(q(7),), values=(q(7), "Accepted"), records=(quote(7),)),
    _case("d6-bare-no11", "no. 11 — what's the total", STATUS, quotes=(q(11),), values=("£27,816.60",),
          records=(quote(11),)),
    _case("d6-bare-number9", "number 9 status", STATUS, quotes=(q(9),), values=("Accepted",), records=(quote(9),)),
    _case("d6-bare-6", "6?", STATUS, quotes=(q(6),), values=(q(6), "£209,807.10"), records=(quote(6),)),
    _case("d6-bare-q8", "q8", STATUS, quotes=(q(8),), values=("Sent",), records=(quote(8),)),
    _case("d6-bare-q8-who", "who's it for", STATUS, quotes=(q(8),), values=("Pennine Developments",),
          follows="d6-bare-q8"),
    _case("d6-bare-q8-exvat", "that one ex vat", FACT, quotes=(q(8),), values=("£14,219.75",), follows="d6-bare-q8"),
    _case("d6-bare-6-then", "quote 6", STATUS, quotes=(q(6),), values=("Sent",), records=(quote(6),)),
    _case("d6-bare-then-9", "what about 9", STATUS, quotes=(q(9),), values=(q(9), "£108,944.90"),
          records=(quote(9),), follows="d6-bare-6-then"),
    # ---- 4. an order's customer PO
    _case("d6-po-phase3", "what PO did calder give us for phase 3", PURCHASE_ORDERS, customers=(CALDER,),
          values=("CVH-PO-2502",)),
    _case("d6-po-so2", "customer po on SO-000002", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d6-po-so1-ref", "their order ref on SO-000001", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d6-po-so2-number", "SO-000002 po number", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d6-po-calder-refs", "calder valleys order refs", PURCHASE_ORDERS, customers=(CALDER,),
          values=("CVH-PO-2502", "CVH-PO-2291")),
    _case("d6-po-brighouse", "order ref for brighouse wharf mews", PURCHASE_ORDERS, projects=(BRIGHOUSE,),
          values=("CVH-PO-2291",)),
    _case("d6-po-harrogate", "what po did harrogate living give us", PURCHASE_ORDERS, companies=(HARROGATE,),
          values=("HL-0042",)),
    # ---- 5. supplier quotes by the job's description, "their price back", the supplier's person by first name
    _case("d6-sq-drainage", "supplier prices for the drainage chambers job", SUPPLIER_QUOTES,
          values=("SQ-000001", "SQ-000002"), records=((SQ, "SQ-000001"),)),
    _case("d6-sq-drainage-ibstock", "have we got ibstocks price back for the drainage chambers", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("SQ-000001", "£669.30"), records=((SQ, "SQ-000001"),)),
    _case("d6-sq-tarmac-back", "have we got tarmacs price back", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d6-sq-staffs-back", "have we got their price back on the staffs blue", SUPPLIER_QUOTES,
          values=("SQ-000001", "£669.30"), records=((SQ, "SQ-000001"),)),
    _case("d6-sq-kev", "what did kev quote for the haulage", SUPPLIER_QUOTES, others=(DALES,),
          values=("SQ-000003", "£310.00"), records=((SQ, "SQ-000003"),)),
    _case("d6-sq-gareth", "has gareth sent his prices in", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("SQ-000001",), records=((SQ, "SQ-000001"),)),
    _case("d6-sq-neil", "did neil come back on the cement", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d6-sq-kirkstall-yard", "haulage price for the kirkstall yard job", SUPPLIER_QUOTES, others=(DALES,),
          values=("SQ-000003",), records=((SQ, "SQ-000003"),)),
    # ---- 6. call-offs by plot number alone
    _case("d6-co-plot32", "plot 32 delivery", CALL_OFFS, values=("CO-000002", in_days(1)),
          records=((CO, "CO-000002"),)),
    _case("d6-co-plot35", "when's plot 35 going", CALL_OFFS, values=("CO-000005", in_days(14)),
          records=((CO, "CO-000005"),)),
    _case("d6-co-plot31", "plot 31?", CALL_OFFS, values=("CO-000001", "Delivered"), records=((CO, "CO-000001"),)),
    _case("d6-co-plot34", "plot 34 new date", CALL_OFFS, values=("CO-000004", in_days(8)),
          records=((CO, "CO-000004"),)),
    _case("d6-co-plot36", "plot 36 whats happened", CALL_OFFS, values=("CO-000006", "Plot 36 build delayed"),
          records=((CO, "CO-000006"),)),
    _case("d6-co-plot31-pallets", "how many pallets went to plot 31", CALL_OFFS, values=("13",),
          records=((CO, "CO-000001"),)),
    _case("d6-co-plot31-signed", "who signed for plot 31", CALL_OFFS, values=("Gary Wood",),
          records=((CO, "CO-000001"),)),
    _case("d6-co-plot33", "plot 33 when", CALL_OFFS, values=("CO-000003", in_days(1)), records=((CO, "CO-000003"),)),
    # ---- 7. a colleague's tasks by first name; a done task's closing note (asked by the admin, who sees all)
    _case("d6-t-priyas", "what's on priya's list", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD, PENNINE_SAMPLES)),
    _case("d6-t-tom-got-on", "what has tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES),
          absent=(SITE_VISIT,)),
    _case("d6-t-toms", "toms tasks", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES), absent=(SITE_VISIT,)),
    _case("d6-t-priya-overdue", "is priya late on anything", TASKS, values=(RAISE_POS,), absent=(CHASE_CALDER,)),
    _case("d6-t-visit-note", "how was the mytholm site visit task closed", TASKS, values=(CLOSED,)),
    _case("d6-t-visit-note-2", "whats the closing note on the site visit task", TASKS, values=(CLOSED,)),
    _case("d6-t-visit-booked", "did the site visit get booked", TASKS, values=(CLOSED,)),
]

DECLINES: list[Case] = [
    _case(f"d6-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # people we do not have, by first name
            ("whats daves mobile", CONTACT),
            ("steves email", CONTACT),
            ("what's on jason's list", TASKS),
            ("has brian sent his prices in", SUPPLIER_QUOTES),
            # a real-looking product, customer, supplier, architect or job we do not have
            ("price of ibstock tradesman grey", PRICE),
            ("how much is the leicester yellow multi stock", PRICE),
            ("catnic cg90 3000mm lintel price", PRICE),
            ("tegula priora 80mm price", PRICE),
            ("which jobs is foster architects on", FACT),
            ("whos the contact at bellway", CONTACT),
            ("why did we lose the otley road job", FACT),
            ("supplier prices for the leeds arena job", SUPPLIER_QUOTES),
            # a real customer with a product we do not have; a real product with a customer we do not have
            ("what did we quote calder valley for the ibstock atlas blue", LAST),
            ("tradesman red price for persimmon", LAST),
            # numbers past the last one
            ("status of quote 13", STATUS),
            ("q25 total", STATUS),
            ("no. 40 — whats the total", STATUS),
            ("why was q20 rejected", FACT),
            ("customer po on SO-000009", PURCHASE_ORDERS),
            ("SQ-000009 price", SUPPLIER_QUOTES),
            ("CO-000012 when is it going", CALL_OFFS),
            # plots no call-off has
            ("plot 14 delivery", CALL_OFFS),
            ("when's plot 3 going", CALL_OFFS),
            ("plot 50?", CALL_OFFS),
            # an order we do not have
            ("what po did pennine give us for their order", PURCHASE_ORDERS),
        ]
    )
]

LESSONS: list[Lesson] = [
    # a correction naming a role and an organisation reaches a rewording about the same records
    Lesson("dl6-calder-buyer", "who's the director at calder valley", False,
           _case("dl6-calder-buyer-p", "calder valley, who's in charge there", CONTACT, customers=(CALDER,),
                 values=(HOLT,)),
           corrected=contact(HOLT), correction="The contact at Calder Valley Homes is Sarah Holt, the buyer, not a "
           "director."),
    # a confirmed contact email reaches a rewording naming the role and organisation instead of the person
    Lesson("dl6-sarah-email", "whats sarah holts email", True,
           _case("dl6-sarah-email-p", "email for calder valley's buyer", CONTACT, customers=(CALDER,),
                 values=("sarah.holt@caldervalley.example",))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc6-calder-buyer", "who's the director at calder valley", False,
           _case("dc6-calder-buyer-b", "who's the director at harrogate living", CONTACT, companies=(HARROGATE,),
                 values=(CARR,), absent=(HOLT,)),
           corrected=contact(HOLT), correction="The contact at Calder Valley Homes is Sarah Holt, the buyer, not a "
           "director."),
    Lesson("dc6-sarah-email", "whats sarah holts email", True,
           _case("dc6-sarah-email-b", "email for the director at harrogate living", CONTACT, companies=(HARROGATE,),
                 values=("emma.carr@harrogateliving.example",), absent=("sarah.holt@caldervalley.example",))),
    Lesson("dc6-pryce", "gareths mobile", True,
           _case("dc6-pryce-b", "neils mobile", CONTACT, contacts=(CROWTHER,), values=("0121 555 0800",),
                 absent=("01530 555 261",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]

# A second round in this file, written after the first round's changes and asked once before any change for it (a
# check that they hold for wordings of their own).
# fmt: off
SECOND: list[Case] = [
    _case("d7-ct-rachels", "rachels mobile", CONTACT, contacts=("Rachel Turner",), values=("01732 555 886",),
          records=(contact("Rachel Turner"),)),
    _case("d7-ct-zoes", "what's zoe's email", CONTACT, contacts=("Zoe Fletcher",),
          values=("zoe.fletcher@marley.example",), records=(contact("Zoe Fletcher"),)),
    _case("d7-ct-craigs", "craigs phone", CONTACT, contacts=("Craig Haigh",), values=("01422 555 312",),
          records=(contact("Craig Haigh"),)),
    _case("d7-ct-kirkstall-architect", "who's the architect on the kirkstall forge job and how do i reach them",
          FACT, projects=(KIRKSTALL,), values=(ACKROYD,)),
    _case("d7-arch-whitfield-on", "what's whitfield architects working on", FACT, others=(WHITFIELD,),
          values=(MYTHOLM, BRIGHOUSE)),
    _case("d7-arch-kirkgate-list", "list the jobs studio kirkgate are architects on", FACT, others=(KIRKGATE,),
          values=(KIRKSTALL, STATION, ELLAND)),
    _case("d7-lost-elland-why", "elland bridge - why did it go wrong", FACT, projects=(ELLAND,), values=(LOST,)),
    _case("d7-why-q2", "why did they knock back quote 2", FACT, quotes=(q(2),), values=(Q2_WHY,),
          records=(quote(2),)),
    _case("d7-why-calder-rej", "calder rejected something, what was the reason", FACT, customers=(CALDER,),
          values=(Q2_WHY,), records=(quote(2),)),
    _case("d7-bare-12", "12", STATUS, quotes=(q(12),), values=(q(12), "Draft"), records=(quote(12),)),
    _case("d7-bare-number7-po", "number 7 - whats the po", PURCHASE_ORDERS, quotes=(q(7),), values=("HL-0042",),
          records=(quote(7),)),
    _case("d7-bare-q9", "q9", STATUS, quotes=(q(9),), values=("Accepted",), records=(quote(9),)),
    _case("d7-bare-q9-worth", "what's it worth", STATUS, quotes=(q(9),), values=("£108,944.90",),
          follows="d7-bare-q9"),
    _case("d7-bare-and-10", "and 10?", STATUS, quotes=(q(10),), values=(q(10), "Sent"), records=(quote(10),),
          follows="d7-bare-q9"),
    _case("d7-po-so1", "which po did calder give on SO-000001", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d7-po-mytholm-order", "customer order ref for the mytholm meadows order", PURCHASE_ORDERS,
          projects=(MYTHOLM,), values=("CVH-PO-2502",)),
    _case("d7-po-calder-gave", "what po numbers has calder valley given us", PURCHASE_ORDERS, customers=(CALDER,),
          values=("CVH-PO-2502", "CVH-PO-2417", "CVH-PO-2291")),
    _case("d7-sq-kev-rate", "kevs rate for the drainage job", SUPPLIER_QUOTES, others=(DALES,),
          values=("SQ-000003", "£310.00"), records=((SQ, "SQ-000003"),)),
    _case("d7-sq-engineering-job", "supplier quotes for the engineering bricks job", SUPPLIER_QUOTES,
          values=("SQ-000001", "SQ-000002"), records=((SQ, "SQ-000001"),)),
    _case("d7-sq-tarmac-price-in", "is tarmacs price in yet", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d7-co-plot35-when", "plot 35 when's it due", CALL_OFFS, values=("CO-000005", in_days(14)),
          records=((CO, "CO-000005"),)),
    _case("d7-co-plot34-why", "why did plot 34 fail", CALL_OFFS, values=("CO-000004", "broken-down tractor"),
          records=((CO, "CO-000004"),)),
    _case("d7-co-plot32-status", "status of plot 32", CALL_OFFS, values=("CO-000002",), records=((CO, "CO-000002"),)),
    _case("d7-t-tom-overdue", "has tom got anything overdue", TASKS, values=(RAISE_POS,), absent=(PENNINE_SAMPLES,)),
    _case("d7-t-priya-doing", "what's priya working on", TASKS, values=(RAISE_POS,), absent=(PENNINE_SAMPLES,)),
    _case("d7-t-tom-today", "whats on tom's plate today", TASKS, values=(CHASE_CALDER,), absent=(PENNINE_SAMPLES,)),
    _case("d7-t-samples", "where are we with the pennine samples task", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d7-t-done", "which tasks have been done", TASKS, values=(SITE_VISIT, CLOSED)),
]

SECOND_DECLINES: list[Case] = [
    _case(f"d7-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("pauls number", CONTACT),
            ("whats on gary's list", TASKS),
            ("why did we lose the leeds arena job", FACT),
            ("why did persimmon reject our quote", FACT),
            ("15", STATUS),
            ("number 30 status", STATUS),
            ("what po did bellway give us", PURCHASE_ORDERS),
            ("supplier prices for the swimming pool job", SUPPLIER_QUOTES),
            ("plot 7 delivery", CALL_OFFS),
            ("when's plot 40 going", CALL_OFFS),
            ("price of wienerberger tradesman red", PRICE),
            ("how much is the ibstock ivanhoe purple", PRICE),
            ("what did we last quote pennine for the london yellow", LAST),
            ("tegula price for redrow", LAST),
        ]
    )
]
# fmt: on

ALL += [*SECOND, *SECOND_DECLINES]
