"""The SECOND held-out part of the evaluation over the demo instance (`demo-heldout2`), never tuned on: written fresh
on 27 Nov 2026 by a helper who read neither the assistant's code nor the other parts' questions (only their format),
and committed before it was first asked. Its misses are read only to report them by kind; its thresholds
(tests/assistant_demo/test_demo_parts.py) are the floor of its first, untuned run, a regression guard only.

The questions are typed the way a brick factor's sales, purchasing and transport staff type into a chat box:
shorthand, typos, first names, quote numbers without their prefix and zeros, "it" and "their" in follow-ups, things
the demo does not have (to be declined) and questions that have nothing to do with the records. Every expected value
was read from the demo data (api/crm/demo.py, api/catalogue/demo_products.txt, api/projects/demo.py,
api/quotes/demo.py, api/orders/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py) and checked
against a freshly seeded demo instance (its numbers as a new instance gives them: Q-000001..., SQ-000001...,
CO-000001...)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

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
    LIST,
    PRICE,
    PROJECT_Q,
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
    BRIGHOUSE,
    CALDER,
    CELCON_STD,
    CHASE_CALDER,
    CHESHIRE,
    CN92_1200,
    DALES,
    ELLAND,
    FORTERRA,
    HARROGATE,
    HOLMFIRTH,
    IBSTOCK,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LBC_RUSTIC,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SHIELD_100,
    SHIRE,
    STATION,
    TARMAC,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    TURNER,
    WARNHAM,
    WHITFIELD,
    check_unique,
    contact,
    in_days,
    org,
    product,
    q,
    quote,
    shown,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO = "call_off"
SQ = "supplier_quote"


def sent_on(days: int, hours: int) -> str:
    """The day a demo quote (version) was sent: `hours` before that many days ago, UTC, as answers write it."""
    return shown((datetime.now(UTC) - timedelta(days=days, hours=hours)).date())


def call_off(n: int) -> tuple[str, str]:
    return (CO, f"CO-{n:06d}")


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


# Products, contacts and a supplier facts.py does not name.
CX90_1800, HAMPTON, TRADESMAN_RUSTIC, FAIRSTONE = (
    "Catnic CX90/100 Heavy Duty Cavity Lintel 1800mm",
    "Hampton Rural Blend",
    "Tradesman Red Rustic",
    "Fairstone Riven Autumn Bronze Paving Slab",
)
SARAH, NAOMI, ZOE, KEV, EBONY = "Sarah Holt", "Naomi Ackroyd", "Zoe Fletcher", "Kev Lister", "Ivanhoe Ebony"

# fmt: off
CASES: list[Case] = [
    # ---- customers and prospects
    _case("h2-acc-cvh", "cvh acc number?", FACT, customers=(CALDER,), values=("CVH001",),
          records=(org("customer", CALDER),)),
    _case("h2-where-pennine", "where are pennine devs based", SUMMARY, customers=(PENNINE,), values=("Huddersfield",),
          records=(org("customer", PENNINE),)),
    _case("h2-prospect-hl", "is harrogate living an actual customer or still a prospect", SUMMARY,
          companies=(HARROGATE,), values=("Prospect",), records=(org("company", HARROGATE),)),
    # ---- contacts: names, roles, phones, emails
    _case("h2-sarah-email", "whats sarahs email at calder", CONTACT, contacts=(SARAH,),
          values=("sarah.holt@caldervalley.example",), records=(contact(SARAH),)),
    _case("h2-forterra-who", "who do i speak to at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,),
          records=(contact(MARSH),)),
    _case("h2-naomi-role", "naomi ackroyd, whats her job and which firm", CONTACT, contacts=(NAOMI,),
          values=("Associate", KIRKGATE), records=(contact(NAOMI),)),
    _case("h2-rachel-phone", "phone no for rachel at h+h", CONTACT, contacts=(TURNER,), values=("01732 555 886",),
          records=(contact(TURNER),)),
    _case("h2-rachel-email", "and her email?", CONTACT, contacts=(TURNER,), values=("rachel.turner@hhuk.example",),
          records=(contact(TURNER),), follows="h2-rachel-phone"),
    _case("h2-pennine-contact", "whos our contact at pennine", CONTACT, customers=(PENNINE,), values=(KHAN,),
          records=(contact(KHAN),)),
    _case("h2-pennine-their-phone", "their phone?", CONTACT, values=("01484 555 207",), follows="h2-pennine-contact"),
    # ---- projects, their architects and contractors
    _case("h2-arch-kirkstall", "whos the architect on kirkstall forge", FACT, projects=(KIRKSTALL,),
          values=(KIRKGATE,), records=(("project", KIRKSTALL),)),
    _case("h2-whitfield-jobs", "what jobs are whitfield the architects on", SUMMARY, others=(WHITFIELD,),
          values=(MYTHOLM, HOLMFIRTH, BRIGHOUSE)),
    _case("h2-plots-holmfirth", "how many plots at holmfirth rd", FACT, projects=(HOLMFIRTH,), values=("18",),
          records=(("project", HOLMFIRTH),)),
    _case("h2-station-client", "station parade - who's the client", SUMMARY, projects=(STATION,), values=(HARROGATE,),
          records=(("project", STATION),)),
    _case("h2-mytholm-value", "est value of mytholm meadows job", FACT, projects=(MYTHOLM,), values=("£312,000",),
          records=(("project", MYTHOLM),)),
    _case("h2-elland-lost", "why did we lose elland bridge", FACT, projects=(ELLAND,),
          values=("direct from the manufacturer",)),
    # ---- products: prices, cost v list, pallets, codes, cheapest, comparisons
    _p("h2-price-tlight", "tradesman lite price", TRADESMAN_LIGHT, "£690.00"),
    _p("h2-price-cx90", "how much is the cx90 1800", CX90_1800, "£99.00"),
    _p("h2-lead-cx90", "lead time on it?", CX90_1800, "3 days", follows="h2-price-cx90"),
    _p("h2-cost-warnham", "whats our cost on warnham", WARNHAM, "£640.00", intent=FACT),
    _p("h2-pallet-shire", "how many shire pantiles on a pallet", SHIRE, "336", intent=FACT),
    _p("h2-code-hampton", "code for hampton rural blend", HAMPTON, "WB-HRB", intent=FACT),
    _p("h2-rustic-status", "can we still get tradesman red rustic", TRADESMAN_RUSTIC, "discontinued", intent=FACT),
    _p("h2-sup-fairstone", "who do we get fairstone from", FAIRSTONE, "Marshalls", intent=SUPPLIER),
    _case("h2-cheapest-facing", "cheapest facing brick we do", CHEAPEST_IN, values=(LBC_RUSTIC, "£580.00"),
          records=(product(LBC_RUSTIC),)),
    _case("h2-cheapest-lintel", "cheapest lintel on the list", CHEAPEST_IN, values=(CN92_1200, "£28.00"),
          records=(product(CN92_1200),)),
    _case("h2-cmp-reds", "tradesman red or cheshire weathered, which is cheaper", COMPARE,
          products=(TRADESMAN_RED, CHESHIRE), values=(TRADESMAN_RED, "£695.00", "£755.00"),
          records=(product(TRADESMAN_RED), product(CHESHIRE))),
    _case("h2-cmp-blocks", "celcon standard vs thermalite shield 100, price", COMPARE,
          products=(CELCON_STD, SHIELD_100), values=("£2.35", "£2.40"),
          records=(product(CELCON_STD), product(SHIELD_100))),
    # ---- customer quotes: status, totals ex and inc VAT, expiry, decisions, versions, counts and lists
    _case("h2-q3-who", "who knocked back quote 3", STATUS, quotes=(q(3),), values=("Mark Dyson",),
          records=(quote(3),)),
    _case("h2-q6-exvat", "whats quote 6 come to ex vat", STATUS, quotes=(q(6),), values=("£174,839.25",),
          records=(quote(6),)),
    _case("h2-q6-incvat", "and inc vat?", STATUS, quotes=(q(6),), values=("£209,807.10",), records=(quote(6),),
          follows="h2-q6-exvat"),
    _case("h2-q8-expiry", "when does 8 run out", STATUS, quotes=(q(8),), values=(valid_until(12, 1),),
          records=(quote(8),)),
    _case("h2-q6-revised", "has q6 been revised? when did the new one go", STATUS, quotes=(q(6),),
          values=(sent_on(20, 2),), records=(quote(6),)),
    _case("h2-q7-po", "who accepted 7 and what's their po", STATUS, quotes=(q(7),), values=("Emma Carr", "HL-0042"),
          records=(quote(7),)),
    _case("h2-pennine-open", "pennine quotes still open", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),),
          records=(quote(8),)),
    _case("h2-awc-count", "how many quotes have aire and wharfe had off us", COUNT, customers=(AWC,), values=("4",)),
    _case("h2-list-rejected", "list all the rejected quotes", LIST, values=(q(2), q(3)),
          records=(quote(2), quote(3))),
    _case("h2-open-value", "total of all open quotes inc vat", COUNT, values=("£234,187.10",)),
    _case("h2-last-tlight", "when did we last quote tradesman light and at what", LAST, products=(TRADESMAN_LIGHT,),
          values=(q(2), "£675.00"), records=(quote(2),)),
    # ---- orders
    _case("h2-brighouse-order", "did the brighouse wharf quote go to order", PROJECT_Q, projects=(BRIGHOUSE,),
          values=(q(1), "converted"), records=(quote(1),)),
    _case("h2-phase3-po", "cvh's po no. for the phase 3 order", CALL_OFFS, customers=(CALDER,),
          values=("CVH-PO-2502",)),
    # ---- supplier requests for quotation and supplier quotes
    _case("h2-rfq-who", "who have we asked to price the drainage chamber job", SUPPLIER_QUOTES,
          values=(IBSTOCK, TARMAC)),
    _case("h2-sq-ibstock-staffs", "ibstock's price back on the staffs blue solid", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("£669.30",), records=((SQ, "SQ-000001"),)),
    _case("h2-sq-waiting", "which suppliers still havent come back to us", SUPPLIER_QUOTES, values=(TARMAC,),
          records=((SQ, "SQ-000002"),)),
    _case("h2-sq-dales", "what's the haulage from kev at dales come to", SUPPLIER_QUOTES, others=(DALES,),
          values=("£620.00",), records=((SQ, "SQ-000003"),)),
    # ---- call-offs and deliveries
    _case("h2-co-plot33", "whats booked for plot 33", CALL_OFFS, values=(in_days(1),), records=(call_off(3),)),
    _case("h2-co-36-why", "why was 36 cancelled", CALL_OFFS, values=("delayed to spring",),
          records=(call_off(6),)),
    _case("h2-co-31-pallets", "how many pallets went to plot 31", CALL_OFFS, values=("13",), records=(call_off(1),)),
    _case("h2-co-34-charge", "failed drop charge on plot 34?", CALL_OFFS, values=("£185.00",),
          records=(call_off(4),)),
    # ---- the task pad
    _case("h2-task-late", "any tasks gone past their due date", TASKS, values=(RAISE_POS,)),
    _case("h2-task-tom", "what has tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("h2-task-visit", "did the mytholm site visit get booked", TASKS, values=("Tuesday",)),
]

# Things the demo does not have: the right answer says so and invents nothing.
DECLINES: list[Case] = [
    _case("h2-no-po", "has the po gone to forterra for the conbloc", PURCHASE_ORDERS, suppliers=(FORTERRA,),
          expect=DECLINE),
    _case("h2-no-product", "price of ibstock tradesman blue", PRICE, expect=DECLINE),
    _case("h2-no-quote", "status of q45", STATUS, expect=DECLINE),
    _case("h2-no-contact", "number for dave at calder valley", CONTACT, customers=(CALDER,), expect=DECLINE),
    _case("h2-no-customer", "any quotes out for bradford homes", CUSTOMER_Q, expect=DECLINE),
    _case("h2-no-size", "thermalite shield 150 price", PRICE, expect=DECLINE),
    _case("h2-no-plot", "when's plot 40 getting its bricks", CALL_OFFS, expect=DECLINE),
    _case("h2-no-project", "who's the architect on the leeds arena job", FACT, expect=DECLINE),
]

UNRELATED_CASES: list[Case] = [
    _case("h2-un-weather", "whats the weather doing in hebden bridge tomorrow", GENERAL, expect=UNRELATED),
    _case("h2-un-pub", "can you recommend a pub near leeds for the xmas do", GENERAL, expect=UNRELATED),
    _case("h2-un-mileage", "how do i claim my mileage back", GENERAL, expect=UNRELATED),
    _case("h2-un-rugby", "who won the rugby at the weekend", GENERAL, expect=UNRELATED),
    _case("h2-un-sum", "whats 15 percent of 2400", GENERAL, expect=UNRELATED),
]

# Feedback on one question, then a colleague's rewording of it: the feedback should help.
LESSONS: list[Lesson] = [
    Lesson("h2l-kev-email", "kev at dales email?", True,
           _case("h2l-kev-email-later", "email for the transport office at dales haulage", CONTACT,
                 values=("transport@daleshaulage.example",), records=(contact(KEV),))),
    Lesson("h2l-ebony-cost", "cost price on ivanhoe ebony", True,
           _case("h2l-ebony-cost-later", "what do ivanhoe ebony cost us", FACT, products=(EBONY,),
                 values=("£640.00",), records=(product(EBONY),))),
]

# Feedback on one record, then the same shape of question about another: the feedback must leave it alone.
CONTAMINATION: list[Lesson] = [
    Lesson("h2c-owen-phone", "owen at catnic - number?", True,
           _case("h2c-zoe-phone", "number for zoe at marley", CONTACT, contacts=(ZOE,), values=("01283 555 722",),
                 absent=("029 2055 5370",), records=(contact(ZOE),))),
    Lesson("h2c-q3-reason", "q3 rejection reason", True,
           _case("h2c-q2-reason", "why did calder turn down q2", STATUS, quotes=(q(2),),
                 values=("Staying with Tradesman Red",), absent=("Bought direct",), records=(quote(2),))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
BY_ID = check_unique(ALL)
