"""The THIRD held-out part of the evaluation over the demo instance (`demo-heldout3`), never tuned on: written fresh on
27 Nov 2026 by a helper who read neither the assistant's code nor the other parts' questions (only the Case and
Lesson format, the scoring, and the import lines of heldout2.py), and committed before it was first asked. Its misses
are not to be read for tuning; its thresholds (tests/assistant_demo/test_demo_parts.py) are the floor of its first,
untuned run, a regression guard only.

The questions are typed the way a brick factor's sales, purchasing and transport staff type into a chat box:
shorthand, typos, first names, initials, quote numbers without their prefix and zeros, follow-ups with "it", "their"
and "her", counts and a total with filters, comparisons, the cheapest of a kind, contacts' phones and emails, cost
against list, a total ex VAT, rejection reasons, customers' PO numbers, supplier quotes, call-offs by plot and day,
the task pad; things the demo does not have (to be declined, some close to real names) and questions that have
nothing to do with the records. Every expected value was read from the demo data (api/crm/demo.py,
api/catalogue/demo_products.txt and demo_data.py, api/projects/demo.py, api/quotes/demo.py with api/quotes/totals.py,
api/orders/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py) and checked against a freshly
seeded demo instance (its numbers as a new instance gives them: Q-000001..., SQ-000001..., CO-000001...).

The intents of the buying, delivering and task questions are not among tests/assistant/eval_set.py's constants: they
were guessed from the README's naming (`call_offs`), without the assistant's code."""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST,
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
    NOTES,
    PRICE,
    PROJECT_Q,
    SEARCH,
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
    CARR,
    CELCON_STD,
    CHASE_CALDER,
    CHESHIRE,
    CN92_1200,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    IVANHOE_EBONY,
    IVANHOE_SAHARA,
    KHAN,
    KIRKSTALL,
    MARSHALLS,
    MODERN_SG,
    MYTHOLM,
    PENNINE,
    RAISE_POS,
    SAXON_NAT6,
    SHIELD_100,
    STATION,
    TARMAC,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    TURBO,
    TURNER,
    WARNHAM,
    check_unique,
    contact,
    in_days,
    org,
    product,
    q,
    quote,
    valid_until,
)

# Guessed labels (see the module's docstring).
CALL_OFFS, SUPPLIER_QUOTES, PURCHASE_ORDERS, TASKS = "call_offs", "supplier_quotes", "purchase_orders", "tasks"

DALES = "Dales Haulage"
RED_ENG = "Class B Red Engineering Perforated"
SHIELD_140 = "Thermalite Shield 2000 Block 140mm"
SHIRE = "Sandtoft Shire Clay Pantile Natural Red"
HEMELITE = "Hemelite Medium Density Block 3.6N 100mm"
MENDIP = "Mendip Interlocking Tile Old English Dark Red"
BARKER, FLETCHER = "Lucy Barker", "Zoe Fletcher"
MARLEY = "Marley"
STUDIO = "Studio Kirkgate Architects"


def sq(n: int) -> str:
    return f"SQ-{n:06d}"


def co(n: int) -> str:
    return f"CO-{n:06d}"


CASES: list[Case] = [
    # ---- products: price, lead time, codes, cost against list, pallets, who makes it, matching a description
    _case("h3-price-tradesman-light", "wots the price on tradesman light", PRICE, products=(TRADESMAN_LIGHT,),
          values=("£690.00",), records=(product(TRADESMAN_LIGHT),)),
    _case("h3-lead-shire", "how long r we waiting on the shire pantiles natural red", PRICE, products=(SHIRE,),
          values=("14 days",), records=(product(SHIRE),)),
    _case("h3-price-code", "price for HH-TU100 pls", PRICE, products=(TURBO,), values=("£2.65",),
          records=(product(TURBO),)),
    _case("h3-price-shield-140", "what about the shield 2000 in 140mm?", PRICE, products=(SHIELD_140,),
          values=("£3.35",), records=(product(SHIELD_140),), follows="h3-price-code"),
    _case("h3-cost-warnham", "whats our cost on warnham red multi stock against the list price", FACT,
          products=(WARNHAM,), values=("£640.00", "£820.00"), records=(product(WARNHAM),)),
    _case("h3-pallet-modern", "marley modern smooth grey tiles, how many to a pallet", FACT, products=(MODERN_SG,),
          values=("240",), records=(product(MODERN_SG),)),
    _case("h3-supplier-saxon", "who do we get the saxon natural 600x600 slabs from", SUPPLIER, products=(SAXON_NAT6,),
          values=(MARSHALLS,), records=(product(SAXON_NAT6),)),
    _case("h3-supplier-phone", "got a number for them?", CONTACT, suppliers=(MARSHALLS,), values=("01422 555 312",),
          follows="h3-supplier-saxon"),
    _case("h3-search-black", "have we got a black facing brick", SEARCH, values=(IVANHOE_EBONY,),
          records=(product(IVANHOE_EBONY),)),
    # ---- the cheapest of a kind, comparisons, the cheapest stand-in
    _case("h3-cheapest-engineering", "cheapest engineering brick we do?", CHEAPEST_IN, values=(RED_ENG, "£615.00"),
          records=(product(RED_ENG),)),
    _case("h3-cheapest-lintel", "whats the cheapest lintel on the list", CHEAPEST_IN, values=(CN92_1200, "£28.00"),
          records=(product(CN92_1200),)),
    _case("h3-compare-ivanhoe", "ivanhoe cream or ivanhoe sahara, which is dearer", COMPARE,
          products=(IVANHOE_CREAM, IVANHOE_SAHARA), values=("£780.00", "£785.00"),
          records=(product(IVANHOE_SAHARA), product(IVANHOE_CREAM))),
    _case("h3-cheapest-shield", "where can i get thermalite shield 100 cheaper", CHEAPEST, products=(SHIELD_100,),
          values=("£2.35",), records=(product(CELCON_STD), product(SHIELD_100))),
    # ---- customers and their quotes
    _case("h3-pennine-quotes", "pennine devs quotes?", CUSTOMER_Q, customers=(PENNINE,),
          values=(q(4), q(8)), records=(quote(4), quote(8))),
    _case("h3-pennine-contact", "whos their contact", CONTACT, customers=(PENNINE,), values=(KHAN,),
          records=(contact(KHAN),), follows="h3-pennine-quotes"),
    _case("h3-awc-open", "open quotes for AWC", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10)),
          records=(quote(6), quote(10))),
    _case("h3-awc-open-sum", "what do AWCs open quotes come to altogether", COUNT, customers=(AWC,),
          values=("£217,123.40",)),
    _case("h3-last-calder-tr", "what did we last quote calder for tradesman red", LAST, products=(TRADESMAN_RED,),
          customers=(CALDER,), values=(q(9), "£707.79"), records=(quote(9),)),
    _case("h3-last-harrogate-cheshire", "last price we gave harrogate living on the cheshire weathered", LAST,
          products=(CHESHIRE,), companies=(HARROGATE,), values=(q(7), "£776.32"), records=(quote(7),)),
    # ---- a quote by its number: status, validity, decision, reason, totals
    _case("h3-status-6", "q6 status", STATUS, quotes=(q(6),), values=("Sent", "£209,807.10"), records=(quote(6),)),
    _case("h3-valid-6", "is it still valid? till when", STATUS, quotes=(q(6),), values=(valid_until(20, 2),),
          records=(quote(6),), follows="h3-status-6"),
    _case("h3-status-4", "quote 4?", STATUS, quotes=(q(4),), values=("Expired", "£9,698.42"), records=(quote(4),)),
    _case("h3-reason-3", "why did we lose q3", STATUS, quotes=(q(3),), values=("direct from the manufacturer",),
          records=(quote(3),)),
    _case("h3-reason-calder", "why did calder valley turn down the tradesman light quote", STATUS, customers=(CALDER,),
          values=(q(2), "Staying with Tradesman Red"), records=(quote(2),)),
    _case("h3-exvat-9", "q9 ex vat?", STATUS, quotes=(q(9),), values=("£90,787.42",), records=(quote(9),)),
    _case("h3-po-harrogate", "what PO number did harrogate living give us when they accepted", STATUS,
          companies=(HARROGATE,), values=("HL-0042",), records=(quote(7),)),
    _case("h3-who-1", "who signed off Q-1 and on what PO", STATUS, quotes=(q(1),), values=(HOLT, "CVH-PO-2291"),
          records=(quote(1),)),
    # ---- counts and lists across customers
    _case("h3-count-awc", "how many quotes have we done for aire and wharfe", COUNT, customers=(AWC,), values=("4",)),
    _case("h3-count-drafts", "how many drafts are sat there not sent", COUNT, values=("2",)),
    _case("h3-list-open", "which quotes r still open", LIST, values=(q(6), q(8), q(10)),
          records=(quote(6), quote(8), quote(10))),
    # ---- projects
    _case("h3-kirkstall-quotes", "anything quoted on kirkstall forge?", PROJECT_Q, projects=(KIRKSTALL,),
          values=(q(5), q(6)), records=(quote(5), quote(6))),
    _case("h3-about-holmfirth", "tell me about the holmfirth road job", SUMMARY, projects=(HOLMFIRTH,),
          values=(PENNINE, "Lead"), records=(("project", HOLMFIRTH),)),
    _case("h3-architect-station", "who's the architect on station parade", FACT, projects=(STATION,),
          values=(STUDIO,), records=(("project", STATION),)),
    # ---- organisations and contacts
    _case("h3-account-awc", "whats AWCs account no", FACT, customers=(AWC,), values=("AWC014",),
          records=(org("customer", AWC),)),
    _case("h3-email-emma", "email for emma at harrogate living", CONTACT, contacts=(CARR,),
          values=("emma.carr@harrogateliving.example",), records=(contact(CARR),)),
    _case("h3-phone-rachel", "rachel turner's phone", CONTACT, contacts=(TURNER,), values=("01732 555 886",),
          records=(contact(TURNER),)),
    _case("h3-buyer-calder", "whos the buyer at cvh", CONTACT, customers=(CALDER,), values=(HOLT,),
          records=(contact(HOLT),)),
    _case("h3-email-sarah", "and her email?", CONTACT, contacts=(HOLT,), values=("sarah.holt@caldervalley.example",),
          records=(contact(HOLT),), follows="h3-buyer-calder"),
    # ---- notes
    _case("h3-notes-snagging", "what did snagging ask for at brighouse", NOTES, values=("400",)),
    # ---- supplier quotes (buying)
    _case("h3-sq-ibstock", "did ibstock send their prices back for the AWC engineering bricks?", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=(sq(1), "£669.30"), records=(("supplier_quote", sq(1)),)),
    _case("h3-sq-tarmac", "tarmac's quote - still waiting on it?", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=(sq(2), "Requested"), records=(("supplier_quote", sq(2)),)),
    _case("h3-sq-dales", "what did dales haulage quote us for the artic", SUPPLIER_QUOTES, others=(DALES,),
          values=("£310.00",), records=(("supplier_quote", sq(3)),)),
    # ---- call-offs
    _case("h3-co-tomorrow", "whats going to mytholm tomorrow", CALL_OFFS, projects=(MYTHOLM,),
          values=(co(2), co(3)), records=(("call_off", co(2)), ("call_off", co(3)))),
    _case("h3-co-plot31", "did plot 31 get delivered, who signed for it", CALL_OFFS, values=("Gary Wood",),
          records=(("call_off", co(1)),)),
    _case("h3-co-failed", "why did the load for plot 34 fail", CALL_OFFS, values=("broken-down tractor", "£185.00"),
          records=(("call_off", co(4)),)),
    _case("h3-co-rebooked", "when's it going now?", CALL_OFFS, values=(in_days(8),), records=(("call_off", co(4)),),
          follows="h3-co-failed"),
    _case("h3-co-cancelled", "co6 - why was it cancelled", CALL_OFFS, values=("delayed to spring",),
          records=(("call_off", co(6)),)),
    # ---- the task pad
    _case("h3-task-overdue", "whats overdue on the task pad", TASKS, values=(RAISE_POS,)),
    _case("h3-task-assignee", "who's it assigned to", TASKS, values=("Tom Hughes",), follows="h3-task-overdue"),
    _case("h3-task-today", "anything due today?", TASKS, values=(CHASE_CALDER,)),
    # ---- orders
    _case("h3-order-po", "customer PO on the brighouse order?", FACT, projects=(BRIGHOUSE,), values=("CVH-PO-2291",)),
]  # fmt: skip

DECLINES: list[Case] = [
    _case("h3-no-tradesman-blue", "price of ibstock tradesman blue", PRICE, expect=DECLINE),
    _case("h3-no-drivesett", "how much is marshalls drivesett argent", PRICE, expect=DECLINE),
    _case("h3-no-dorket-yellow", "lead time on the terca dorket yellow?", PRICE, expect=DECLINE),
    _case("h3-no-catnic-3000", "price of a catnic cg90 3000mm", PRICE, expect=DECLINE),
    _case("h3-no-wharfedale", "what have we quoted wharfedale homes", CUSTOMER_Q, expect=DECLINE),
    _case("h3-no-q27", "status of q27", STATUS, expect=DECLINE),
    _case("h3-no-travis", "who's our contact at travis perkins", CONTACT, expect=DECLINE),
    _case("h3-no-po", "PO-000003 been delivered yet?", PURCHASE_ORDERS, expect=DECLINE),
    _case("h3-no-ilkley", "any call-offs booked for the ilkley moor site?", CALL_OFFS, expect=DECLINE),
    _case("h3-no-dave", "mobile for dave at ibstock", CONTACT, expect=DECLINE),
]  # fmt: skip

UNRELATED_CASES: list[Case] = [
    _case("h3-un-weather", "whats the weather doing in halifax tomorrow", GENERAL, expect=UNRELATED),
    _case("h3-un-curry", "can u recommend a good curry place in leeds", GENERAL, expect=UNRELATED),
    _case("h3-un-rugby", "who won the rugby league last night", GENERAL, expect=UNRELATED),
    _case("h3-un-poem", "write me a poem about bricks", GENERAL, expect=UNRELATED),
    _case("h3-un-pin", "how do I reset my bank card pin", GENERAL, expect=UNRELATED),
]  # fmt: skip

# Feedback on one question, then a colleague's rewording the feedback should help.
LESSONS: list[Lesson] = [
    Lesson("h3-lesson-hemelite", "how much is the hemelite 100 block", helpful=True,
           later=_case("h3-lesson-hemelite-later", "hemelite medium density 100mm, what we charging?", PRICE,
                       products=(HEMELITE,), values=("£2.15",), records=(product(HEMELITE),))),
    Lesson("h3-lesson-marley", "who's our contact at marley", helpful=False, corrected=contact(FLETCHER),
           correction="Zoe Fletcher, roofing specialist at Marley: 01283 555 722.",
           later=_case("h3-lesson-marley-later", "marley rep - name and number?", CONTACT, suppliers=(MARLEY,),
                       values=(FLETCHER, "01283 555 722"), records=(contact(FLETCHER),))),
]  # fmt: skip

# Feedback about one record, then a question of the same shape about another that the feedback must leave alone.
CONTAMINATION: list[Lesson] = [
    Lesson("h3-contam-ludlow", "price of ludlow plus smooth brown", helpful=True,
           later=_case("h3-contam-ludlow-later", "price of mendip old english dark red", PRICE, products=(MENDIP,),
                       values=("£1.80",), records=(product(MENDIP),), absent=("£1.49",))),
    Lesson("h3-contam-gareth", "phone number for gareth at ibstock", helpful=True,
           later=_case("h3-contam-gareth-later", "phone number for lucy at wienerberger", CONTACT, contacts=(BARKER,),
                       values=("0161 555 0491",), records=(contact(BARKER),), absent=("01530 555 261",))),
]  # fmt: skip

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
BY_ID = check_unique(ALL)
