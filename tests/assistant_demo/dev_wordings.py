"""A second round of development questions over the demo instance by kind (tuned on), written after the first round's
changes to check they hold for wordings of their own: contacts, buying status and POs, call-offs, the task pad,
things we do not have and questions outside the business. Format of tests/assistant_demo/dev.py."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    GENERAL,
    LAST,
    PRICE,
    STATUS,
    UNRELATED,
    Case,
    _case,
)
from tests.assistant_demo.facts import (
    CALDER,
    CARR,
    CONFIRM_LOAD,
    CROWTHER,
    DALES,
    FORTERRA,
    HARROGATE,
    HOLT,
    MARSH,
    MYTHOLM,
    PENNINE_SAMPLES,
    RAISE_POS,
    TARMAC,
    TURNER,
    contact,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"

# fmt: off
CASES: list[Case] = [
    # ---- contacts
    _case("d3-ct-forterra-mob", "can i get the mobile for the forterra rep", CONTACT, suppliers=(FORTERRA,),
          values=(MARSH, "01604 555 707"), records=(contact(MARSH),)),
    _case("d3-ct-harrogate-lady", "whos the lady at harrogate living", CONTACT, companies=(HARROGATE,),
          values=(CARR,), records=(contact(CARR),)),
    _case("d3-ct-naomi", "whats naomis email", CONTACT, contacts=("Naomi Ackroyd",),
          values=("naomi.ackroyd@studiokirkgate.example",), records=(contact("Naomi Ackroyd"),)),
    _case("d3-ct-turner", "give me rachel turners number", CONTACT, contacts=(TURNER,), values=("01732 555 886",),
          records=(contact(TURNER),)),
    _case("d3-ct-calder-details", "contact details for calder valley", CONTACT, customers=(CALDER,),
          values=(HOLT, "01422 555 010"), records=(contact(HOLT),)),
    _case("d3-ct-zoe", "zoe at marley email", CONTACT, contacts=("Zoe Fletcher",),
          values=("zoe.fletcher@marley.example",), records=(contact("Zoe Fletcher"),)),
    # Expected Aisha Khan until the seventh round (dev_staff3.py): she is Pennine's commercial manager and nobody there
    # is an estimator, so giving her as the estimator is answering about another person; a title nobody at the named
    # organisation holds is now declined (naming who is recorded), as the issue asks for things we do not have.
    _case("d3-ct-pennine-estimator", "whos the estimator at pennine", CONTACT, expect=DECLINE),
    _case("d3-ct-craig", "craigs number at marshalls", CONTACT, contacts=("Craig Haigh",), values=("01422 555 312",),
          records=(contact("Craig Haigh"),)),
    _case("d3-ct-crowther", "neil crowther phone", CONTACT, contacts=(CROWTHER,), values=("0121 555 0800",),
          records=(contact(CROWTHER),)),
    # ---- buying
    _case("d3-sq-tarmac-waiting", "are we still waiting on tarmac for prices", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d3-sq-q10-outstanding", "any supplier prices outstanding on q10", SUPPLIER_QUOTES, quotes=(q(10),),
          values=("SQ-000002",), absent=("SQ-000001",), records=((SQ, "SQ-000002"),)),
    _case("d3-sq-ibstock-back", "did ibstock come back on the staffs blue", SUPPLIER_QUOTES,
          values=("SQ-000001", "£669.30"), records=((SQ, "SQ-000001"),)),
    _case("d3-sq-dales", "what did dales want for the haulage", SUPPLIER_QUOTES, others=(DALES,),
          values=("SQ-000003", "£310.00"), records=((SQ, "SQ-000003"),)),
    _case("d3-po-mytholm", "whats our po for mytholm meadows", PURCHASE_ORDERS, projects=(MYTHOLM,),
          values=("CVH-PO-2417",), records=(quote(9),)),
    _case("d3-po-harrogate", "harrogate living po", PURCHASE_ORDERS, companies=(HARROGATE,), values=("HL-0042",),
          records=(quote(7),)),
    # ---- call-offs
    _case("d3-co-next-mytholm", "whens the next delivery to mytholm", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000002",), records=((CO, "CO-000002"),)),
    _case("d3-co-plot33", "is plot 33 booked", CALL_OFFS, values=("CO-000003",), records=((CO, "CO-000003"),)),
    _case("d3-co-plot34", "what happened with plot 34", CALL_OFFS, values=("CO-000004", "broken-down tractor"),
          records=((CO, "CO-000004"),)),
    _case("d3-co-cancelled-mytholm", "anything cancelled at mytholm", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000006",), records=((CO, "CO-000006"),)),
    _case("d3-co-site-tomorrow", "whats due on site tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003"),
          records=((CO, "CO-000002"),)),
    _case("d3-co-plot32", "when is plot 32 going", CALL_OFFS, values=("CO-000002", in_days(1)),
          records=((CO, "CO-000002"),)),
    # ---- tasks
    _case("d3-t-mine", "show me my tasks", TASKS, values=(CONFIRM_LOAD, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    _case("d3-t-overdue", "anything overdue", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
    _case("d3-t-tomorrow", "which tasks are due tomorrow", TASKS, values=(CONFIRM_LOAD,), absent=(RAISE_POS,)),
    # ---- a third round, typed in a hurry (typos, text-speak, follow-ups)
    _case("d4-ct-buyer-email", "wots the buyers email at calder", CONTACT, customers=(CALDER,),
          values=("sarah.holt@caldervalley.example",), records=(contact(HOLT),)),
    _case("d4-ct-hh", "who do we deal with at h+h", CONTACT, suppliers=("H+H UK",), values=(TURNER,),
          records=(contact(TURNER),)),
    _case("d4-ct-pryce-typo", "numbr for gareth pryce", CONTACT, contacts=("Gareth Pryce",),
          values=("01530 555 261",), records=(contact("Gareth Pryce"),)),
    _case("d4-ct-carr-mob", "got a mobile for emma carr", CONTACT, contacts=(CARR,), values=("01423 555 880",),
          records=(contact(CARR),)),
    _case("d4-ct-forterra", "who do i ring at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,),
          records=(contact(MARSH),)),
    _case("d4-ct-forterra-email", "and her email?", CONTACT, contacts=(MARSH,),
          values=("helen.marsh@forterra.example",), records=(contact(MARSH),), follows="d4-ct-forterra"),
    _case("d4-sq-tarmac-in", "have tarmac sent their prices in yet", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002", "not answered yet"), records=((SQ, "SQ-000002"),)),
    _case("d4-sq-rfq", "rfq-000001 status", SUPPLIER_QUOTES, values=("SQ-000001", "SQ-000002"),
          records=((SQ, "SQ-000001"),)),
    _case("d4-sq-q10-unpriced", "which works havent priced q10 yet", SUPPLIER_QUOTES, quotes=(q(10),),
          values=("SQ-000002",), absent=("SQ-000001",), records=((SQ, "SQ-000002"),)),
    _case("d4-po-q9", "q9 po?", PURCHASE_ORDERS, quotes=(q(9),), values=("CVH-PO-2417",), records=(quote(9),)),
    _case("d4-po-harrogate", "did harrogate give us a po", PURCHASE_ORDERS, companies=(HARROGATE,),
          values=("HL-0042",), records=(quote(7),)),
    _case("d4-co-2moro", "wot loads r going out 2moro", CALL_OFFS, values=("CO-000002", "CO-000003"),
          records=((CO, "CO-000002"),)),
    _case("d4-co-plot36", "when r we delivering to plot 36", CALL_OFFS, values=("CO-000006", "cancelled"),
          records=((CO, "CO-000006"),)),
    _case("d4-co-next-drop", "next drop for mytholm", CALL_OFFS, projects=(MYTHOLM,), values=("CO-000002",),
          records=((CO, "CO-000002"),)),
    _case("d4-t-pad-overdue", "whats overdue on the pad", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
    _case("d4-t-open", "my open tasks", TASKS, values=(CONFIRM_LOAD, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    # ---- a fourth round: people
    _case("d5-ct-calder-main", "whos the main man at calder valley", CONTACT, customers=(CALDER,), values=(HOLT,),
          records=(contact(HOLT),)),
    _case("d5-ct-whitfield-email", "email address for whitfield architects", CONTACT, others=("Whitfield Architects",),
          values=("oliver@whitfield.example",)),
    _case("d5-ct-ibstock-ring", "i need to ring ibstock, whos best", CONTACT, suppliers=("Ibstock Brick",),
          values=("Gareth Pryce", "01530 555 261"), records=(contact("Gareth Pryce"),)),
]

DECLINES: list[Case] = [
    _case(f"d3-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("phone number for the buyer at persimmon", CONTACT),
            ("has travis perkins priced the tradesman red", SUPPLIER_QUOTES),
            ("whens plot 50 being delivered", CALL_OFFS),
            ("whats the po for the leeds arena job", PURCHASE_ORDERS),
            ("tasks for the otley job", TASKS),
            ("how much is the tradesman yellow", PRICE),
            ("emma at calder valley email", CONTACT),
            ("whats the mobile for steve at ibstock", CONTACT),
            ("deliveries for plot 99 at mytholm", CALL_OFFS),
            ("po for Q-000077", PURCHASE_ORDERS),
            ("tasks on the leeds arena job", TASKS),
            ("how much for forterra smooth red", PRICE),
            ("quotes for taylor wimpey", CUSTOMER_Q),
            ("has catnic come back on the lintels", SUPPLIER_QUOTES),
            ("what did we quote bellway for tradesman red", LAST),
            ("architect for the skipton library job", FACT),
            ("call offs for harrogate road", CALL_OFFS),
            ("email for jason at forterra", CONTACT),
            ("q120 total", STATUS),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d3-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["is it going to rain at mytholm tomorrow", "fancy a pint after work", "whos top of the league",
         "hows the traffic on the m62", "any good films on tonight", "whats for tea"]
    )
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
