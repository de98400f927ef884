"""An eleventh round of development questions over the demo instance (tuned on), written on 27 Nov 2026 before any
change to the reader for it and committed before it was first asked (its writer had read neither the held-out parts
nor the reader's code that answers these kinds): what sales and purchasing staff type, with abbreviations, typos and
slang ("hows", "wots", "cust", "qty", "del", "ex vat", "inc"), over every kind issue 14 lists.

Kinds: comparisons (two products by list or cost price, two quotes by value, two lead times); counts and sums with a
filter (open, rejected, drafts, a customer's, a colleague's, a maker's products); lists across customers by status and
date (over or under a value, expiring in the next fortnight, sent in the last week or month, knocked back, withdrawn);
the cheapest in a category or description (stock brick, aircrete, lintel, roof tile, engineering, pantile, 73mm,
charcoal paving); contacts by role and their phone, email and role; account numbers; architects and an architect's
jobs; pallet quantities; cost against list price; ex-VAT and inc-VAT totals; why a quote was rejected or withdrawn;
the prospect and its quotes and PO; short quote numbers ("q07", "quote 12", "000010"); buying (a request's deadline,
offload, a works' haulage and how long its prices hold, a haulier's validity); deliveries (who signed, pallets, why a
load failed, its charge and new day, a cancellation's reason, the haulier); the task pad (overdue, due today, waiting,
done, a message on a task); products' and jobs' facts; and multi-turn chains: a party's price for "it" and then
another party's (the new party replaces the old), a question about a missing record and then a real one, "the other
one" after a pick from two tasks, jobs, supplier quotes or loads, and pronouns over three turns.

Declines: products, quotes, requests, supplier quotes, loads, people, organisations and jobs the demo does not have,
facts no record holds (a paver's pallet quantity, a haulier's account number, a receiver's phone), and a party that
never had the product asked about in a follow-up.

Every value read from the demo data (api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py,
api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py); the quotes' totals and line prices
were read by SQL from a freshly seeded demo before the first run (two expectations were set so before it: Tegula's
price to Calder, £32.32, and Q-000009 also sent in the last month).

First run (27 Nov 2026, on main as it stood, 77b97c9, before any change for it): answerable 92 of 129, declines 18 of 21
("how many quotes for redrow" counted every quote; a paver's pallet quantity and a haulier's account number said as
nothing recorded, at high confidence), unrelated 3 of 3, the lesson 0 of 1, no contamination. The whole demo-dev part
with it (964 questions): exact 0.945 (634 of 671), declines 254 of 257, unrelated 36 of 36, paraphrases 93 % (14 of
15), 0 contaminated, 0 invented, intent 0.922.
After the changes by kind (branch asst5): answerable 114 of 129, declines 21 of 21, unrelated 3 of 3, the lesson still
missed; the part exact 0.978 (656 of 671), declines 257 of 257, unrelated 36 of 36, paraphrases 93 %, 0 contaminated,
0 invented, intent 0.933. What is left is in the README's section on this round.
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
    LIST,
    PRICE,
    PROJECT_Q,
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    BRIGHOUSE,
    CALDER,
    CELCON_SOLAR,
    CELCON_STD,
    CHASE_CALDER,
    CN92_1200,
    CONBLOC_100,
    CONFIRM_LOAD,
    DYSON,
    HARROGATE,
    HOLMFIRTH,
    IVANHOE_EBONY,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    MYTHOLM,
    PENNINE,
    RAISE_POS,
    SHIRE,
    SITE_VISIT,
    SMOOTH_RED,
    TURNER,
    WHITFIELD,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
COTTAGE, LBC_73, PLAIN, RED_ENG_PERF = (
    "Cottage Red Multi Stock",
    "LBC Common 73mm",
    "Plain Tile Smooth Brown",
    "Class B Red Engineering Perforated",
)
DRIVELINE_CHA, FAIRSTONE = "Driveline 50 Priora Block Paving Charcoal", "Fairstone Riven Autumn Bronze Paving Slab"
RHYS, BARKER = "Owen Rhys", "Lucy Barker"
Q2_WHY, Q3_WHY = "Staying with Tradesman Red", "Bought direct from the manufacturer"
TEGULA_CALDER = "£32.32"  # Tegula Traditional's sell price on Calder Valley's quotes (Q-000001, Q-000011)


# fmt: off
CASES: list[Case] = [
    # ---- comparisons
    _case("d15-cmp-ebony-sahara", "ivanhoe ebony or sahara - whichs dearer", COMPARE,
          values=(IVANHOE_EBONY, "£815.00")),
    _case("d15-cmp-solar-turbo", "celcon solar v thermalite turbo, which is cheaper per block", COMPARE,
          values=(CELCON_SOLAR, "£2.55")),
    _case("d15-cmp-lintels", "hows the cg90 1200 compare to the cn92 1200 on price", COMPARE,
          values=("£49.50", "£28.00")),
    _case("d15-cmp-q9-q7", "was q9 bigger than q7", COMPARE, quotes=(q(9), q(7)), values=(q(9), "£108,944.90")),
    _case("d15-cmp-lead", "which comes quicker, lbc common or tradesman red", COMPARE, values=("LBC Common", "5 days")),
    _case("d15-cmp-cost", "whats cheaper for us to buy in, smooth red or tradesman red", COMPARE,
          values=(SMOOTH_RED, "£530.00")),
    _case("d15-cmp-blocks", "hemelite or conbloc 100 - wots cheaper", COMPARE, values=(CONBLOC_100, "£1.95")),
    # ---- counts and sums with a filter
    _case("d15-cnt-open", "hw many quotes r still open", COUNT, values=("3",)),
    _case("d15-cnt-awc", "how many quotes have we done for aire and wharfe", COUNT, customers=(AWC,), values=("4",)),
    _case("d15-cnt-rejected", "no. of rejected quotes", COUNT, values=("2",)),
    _case("d15-sum-awc-open", "whats awc got open with us in total", COUNT, customers=(AWC,),
          values=("£217,123.40",)),
    _case("d15-sum-pennine", "total value of everything weve quoted pennine", COUNT, customers=(PENNINE,),
          values=("£26,762.12",)),
    _case("d15-cnt-drafts", "how many drafts are sat there", COUNT, values=("2",)),
    _case("d15-cnt-priya", "how many quotes does priya look after", COUNT, values=("3",)),
    _case("d15-cnt-hh", "how many products have we got from h+h", COUNT, values=("7",)),
    _case("d15-cnt-tmrw", "how many loads are booked for tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    # ---- lists across customers by status and date
    _case("d15-list-over10k", "open quotes over 10k", LIST, values=(q(6), q(8)), absent=(q(10),)),
    _case("d15-list-under10k", "open quotes under 10 grand", LIST, values=(q(10),), absent=(q(6), q(8))),
    _case("d15-list-expiring", "anythin expiring in the next fortnight", LIST, values=(q(6),), absent=(q(8), q(10))),
    _case("d15-list-knocked", "show me the ones that got knocked back", LIST, values=(q(2), q(3))),
    _case("d15-list-drafts", "wots still in draft", LIST, values=(q(11), q(12))),
    _case("d15-list-month", "quotes sent in the last month", LIST, values=(q(6), q(8), q(9), q(10)),
          absent=(q(7),)),
    _case("d15-list-week", "what quotes went out this last week", LIST, values=(q(10),), absent=(q(8),)),
    _case("d15-list-accepted", "which quotes have been accepted", LIST, values=(q(7), q(9))),
    _case("d15-list-withdrawn", "any withdrawn quotes", LIST, values=(q(5),)),
    # ---- the cheapest in a category or description
    _case("d15-cc-stock", "cheapest stock brick we do", CHEAPEST_IN, values=(COTTAGE, "£735.00")),
    _case("d15-cc-aircrete", "cheapest aircrete blocks weve got", CHEAPEST_IN, values=(CELCON_STD, "£2.35")),
    _case("d15-cc-lintel", "whats the cheapest lintel we sell", CHEAPEST_IN, values=(CN92_1200, "£28.00")),
    _case("d15-cc-roof", "cheapest tile for a roof", CHEAPEST_IN, values=(PLAIN, "£0.65")),
    _case("d15-cc-eng", "cheapest engineering brick in the range", CHEAPEST_IN, values=(RED_ENG_PERF, "£615.00")),
    _case("d15-cc-pantile", "cheapest pantile", CHEAPEST_IN, values=(SHIRE, "£2.60")),
    _case("d15-cc-73", "cheapest 73mm brick", CHEAPEST_IN, values=(LBC_73, "£550.00")),
    _case("d15-cc-charcoal", "cheapest charcoal paving", CHEAPEST_IN, values=(DRIVELINE_CHA, "£23.50")),
    # ---- contacts and their phone, email and role
    _case("d15-ct-awc-site", "whos the site manager at awc", CONTACT, customers=(AWC,), values=(DYSON,)),
    _case("d15-ct-dyson-phone", "mark dysons number", CONTACT, values=("0113 555 0142",)),
    _case("d15-ct-aisha-email", "email for aisha at pennine", CONTACT, values=("aisha.khan@pennine.example",)),
    _case("d15-ct-zoe", "who's zoe fletcher", CONTACT, values=("Marley", "Roofing specialist")),
    _case("d15-ct-hh-email", "h+h contact email", CONTACT, values=("rachel.turner@hhuk.example",)),
    _case("d15-ct-craig", "craig haigh phone", CONTACT, values=("01422 555 312",)),
    _case("d15-ct-wb", "contact at wienerberger + their email", CONTACT,
          values=(BARKER, "lucy.barker@wienerberger.example")),
    _case("d15-ct-kev", "kev at dales - email?", CONTACT, values=("transport@daleshaulage.example",)),
    # ---- account numbers
    _case("d15-acc-calder", "calder valley homes acc no", FACT, customers=(CALDER,), values=("CVH001",)),
    _case("d15-acc-marley", "whats our account ref with marley", FACT, values=("MLY-01",)),
    _case("d15-acc-hh", "h and h account number", FACT, values=("HH-01",)),
    _case("d15-acc-tarmac", "tarmac a/c no", FACT, values=("TAR-01",)),
    # ---- architects
    _case("d15-arch-kirkstall", "who's the architect on kirkstall forge", FACT, projects=(KIRKSTALL,),
          values=(KIRKGATE,)),
    _case("d15-arch-station", "station parade - architects?", FACT, values=(KIRKGATE,)),
    _case("d15-arch-mytholm", "mytholm architect + their number", FACT, projects=(MYTHOLM,),
          values=(WHITFIELD, "0161 555 0199")),
    _case("d15-arch-whitfield", "which jobs is whitfield the architect on", FACT,
          values=(MYTHOLM, HOLMFIRTH, BRIGHOUSE), absent=("Kirkstall Forge",)),
    # ---- pallet quantities
    _case("d15-pal-shield", "how many shield blocks on a pallet", FACT, values=("100",)),
    _case("d15-pal-trr", "tradesman red per pallet", FACT, values=("500",)),
    _case("d15-pal-mc", "bags of mastercrete to a pallet", FACT, values=("56",)),
    _case("d15-pal-plain", "plain tiles a pallet?", FACT, values=("1,000",)),
    # ---- cost against list
    _case("d15-cost-ivc", "wot do we pay for ivanhoe cream", FACT, values=("£610.00",)),
    _case("d15-cost-cg90", "cost v list on the cg90 1800", FACT, values=("£56.50", "£73.50")),
    _case("d15-cost-m4", "our buy price on silo mortar", FACT, values=("£72.00",)),
    _case("d15-cost-tegula", "buy and sell on tegula trad", FACT, values=("£26.50", "£34.50")),
    # ---- ex-VAT and inc-VAT totals
    _case("d15-vat-q6", "q6 net of vat", FACT, quotes=(q(6),), values=("£174,839.25",)),
    _case("d15-vat-q8", "q 8 b4 vat", FACT, quotes=(q(8),), values=("£14,219.75",)),
    _case("d15-vat-q10-inc", "q10 inc vat", FACT, quotes=(q(10),), values=("£7,316.30",)),
    _case("d15-vat-tom", "toms open quotes ex vat", COUNT, values=("£20,316.67",)),
    # ---- why a quote was rejected or withdrawn
    _case("d15-why-q2", "why did calder turn down q2", FACT, quotes=(q(2),), values=(Q2_WHY,)),
    _case("d15-why-elland", "wot was the reason we lost elland bridge", FACT, values=(Q3_WHY,)),
    _case("d15-why-all", "reasons for the rejected quotes", LIST, values=(Q2_WHY, Q3_WHY)),
    _case("d15-why-q5", "q5 - why was it withdrawn", FACT, quotes=(q(5),), values=("replaced by the full tender",)),
    # ---- the prospect
    _case("d15-pr-harrogate", "quotes for harrogate living", CUSTOMER_Q, companies=(HARROGATE,),
          values=(q(7), q(12))),
    _case("d15-pr-list", "which prospects have we quoted", LIST, values=(HARROGATE,)),
    _case("d15-pr-po", "harrogates po number", FACT, values=("HL-0042",)),
    # ---- short quote numbers
    _case("d15-sq-7", "q07 status", STATUS, quotes=(q(7),), values=("Accepted",), records=(quote(7),)),
    _case("d15-sq-12", "whats on quote 12", STATUS, quotes=(q(12),), values=(FAIRSTONE,), records=(quote(12),)),
    _case("d15-sq-10", "000010 who's it for", STATUS, quotes=(q(10),), values=(AWC,), records=(quote(10),)),
    _case("d15-sq-1-po", "po on q1", FACT, quotes=(q(1),), values=("CVH-PO-2291",)),
    # ---- buying
    _case("d15-b-deadline", "wots the deadline for replies on rfq 1", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d15-b-tarmac", "has tarmac come back on rfq 1 yet", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d15-b-haulage", "ibstocks haulage charge on their quote", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d15-b-held", "how long are ibstocks prices held for", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d15-b-dales-valid", "dales quote valid till", SUPPLIER_QUOTES, values=(in_days(14),)),
    # ---- deliveries
    _case("d15-d-signed", "who signed for the plot 31 drop", CALL_OFFS, values=("Gary Wood",)),
    _case("d15-d-pallets", "how many pallets went on the plot 31 del", CALL_OFFS, values=("13",)),
    _case("d15-d-failed-why", "why did the plot 34 delivery fail", CALL_OFFS, values=("broken-down tractor",)),
    _case("d15-d-charge", "whats the failed delivery charge on plot 34", CALL_OFFS, values=("£185.00",)),
    _case("d15-d-rebooked", "when's plot 34 rebooked for", CALL_OFFS, values=(in_days(8),)),
    _case("d15-d-cancelled", "whys plot 36 been cancelled", CALL_OFFS, values=("delayed to spring",)),
    _case("d15-d-haulier", "whos hauling the mytholm loads", CALL_OFFS, values=("Dales Haulage",)),
    # ---- the task pad (asked as the demo admin)
    _case("d15-t-overdue", "anything overdue on the task pad", TASKS, values=(RAISE_POS,)),
    _case("d15-t-today", "anything due today", TASKS, values=(CHASE_CALDER,)),
    _case("d15-t-waiting", "what's waiting on the works", TASKS, values=(CONFIRM_LOAD,)),
    _case("d15-t-done", "completed tasks", TASKS, values=(SITE_VISIT,)),
    _case("d15-t-message", "what did priya say on the calder chase", TASKS, values=("Ibstock alternative",)),
    # ---- products' and jobs' facts
    _case("d15-f-weight", "staffs blue solid weight per brick", FACT, values=("3.3",)),
    _case("d15-f-sand-lead", "sharp sand del time", PRICE, values=("2 days",)),
    _case("d15-f-code", "IBV-SAH price", PRICE, values=("£785.00",)),
    _case("d15-f-plots", "how many plots on holmfirth rd", FACT, values=("18",)),
    _case("d15-f-value", "mytholm job value", FACT, values=("£312,000.00",)),
    _case("d15-f-start", "when does kirkstall forge start", FACT, values=(in_days(60),)),
    _case("d15-f-stage", "what stage is station parade at", FACT, values=("Won",)),
    _case("d15-f-glenigan", "glenigan ref for brighouse wharf", FACT, values=("20991542",)),
    # ---- chain: a product, what one party got it at, then another party (the new party replaces the old)
    _case("d15-ch-cg90", "cg90 1200 - what did awc get it at", PRICE, values=(q(6),)),
    _case("d15-ch-cg90-pennine", "what about pennine", PRICE, values=(q(8),), follows="d15-ch-cg90"),
    _case("d15-ch-tegula", "tegula trad price", PRICE, values=("£34.50",)),
    _case("d15-ch-tegula-calder", "wot did calder get it for", PRICE, values=(TEGULA_CALDER,),
          follows="d15-ch-tegula"),
    # ---- chain: a missing record, then a real one
    _case("d15-ch-q15", "status of q15", STATUS, expect=DECLINE),
    _case("d15-ch-q10", "ok what about q10", STATUS, quotes=(q(10),), values=("£7,316.30",), follows="d15-ch-q15"),
    _case("d15-ch-blue", "how much is ibstock tradesman blue", PRICE, expect=DECLINE),
    _case("d15-ch-red", "what about the tradesman red then", PRICE, values=("£695.00",), follows="d15-ch-blue"),
    _case("d15-ch-bellway", "contact at bellway", CONTACT, expect=DECLINE),
    _case("d15-ch-pennine-ct", "and at pennine", CONTACT, customers=(PENNINE,), values=(KHAN,),
          follows="d15-ch-bellway"),
    # ---- chain: "the other one" after a pick from two tasks
    _case("d15-ch-calder-tasks", "tasks on calder valley", TASKS, values=(CHASE_CALDER, RAISE_POS)),
    _case("d15-ch-urgent-due", "when's the urgent one due", TASKS, values=(in_days(-1),),
          follows="d15-ch-calder-tasks"),
    _case("d15-ch-other-task", "and the other 1", TASKS, values=(in_days(0),), follows="d15-ch-urgent-due"),
    # ---- chain: "the other one" after a pick from two jobs
    _case("d15-ch-calder-jobs", "calders jobs", FACT, customers=(CALDER,), values=(MYTHOLM, BRIGHOUSE)),
    _case("d15-ch-brighouse-plots", "how many plots on the brighouse one", FACT, values=("24",),
          follows="d15-ch-calder-jobs"),
    _case("d15-ch-other-job", "the other one?", FACT, values=("42",), follows="d15-ch-brighouse-plots"),
    # ---- chain: "the other one" after a pick from two supplier quotes
    _case("d15-ch-rfq-quotes", "quotes back on rfq 1", SUPPLIER_QUOTES, values=("SQ-000001", "SQ-000002")),
    _case("d15-ch-ibstock-one", "whats the ibstock one come to", SUPPLIER_QUOTES, values=("£4,781.60",),
          follows="d15-ch-rfq-quotes"),
    _case("d15-ch-other-sq", "and the other one", SUPPLIER_QUOTES, values=("SQ-000002",), absent=("£4,781.60",),
          follows="d15-ch-ibstock-one"),
    # ---- chain: "the other one" after a pick from two loads
    _case("d15-ch-tmrw", "dels for tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d15-ch-plot32", "whats the status of the plot 32 one", CALL_OFFS, values=("Confirmed",),
          follows="d15-ch-tmrw"),
    _case("d15-ch-other-load", "and the other one", CALL_OFFS, values=("CO-000003", "Booked"),
          follows="d15-ch-plot32"),
    # ---- chain: pronouns over three turns
    _case("d15-ch-celcon", "lead time on celcon standard", PRICE, values=("7 days",)),
    _case("d15-ch-celcon-pallet", "how many on a pallet", FACT, values=("100",), follows="d15-ch-celcon"),
    _case("d15-ch-celcon-who", "whos our contact there then", CONTACT, values=(TURNER,),
          follows="d15-ch-celcon-pallet"),
    _case("d15-ch-q6", "q6", STATUS, quotes=(q(6),), values=(AWC,)),
    _case("d15-ch-q6-contact", "whos the contact on it", CONTACT, values=(DYSON,), follows="d15-ch-q6"),
    _case("d15-ch-q6-email", "and his email addy", CONTACT, values=("mark.dyson@awc.example",),
          follows="d15-ch-q6-contact"),
    _case("d15-ch-kirkstall", "kirkstall forge job", PROJECT_Q, projects=(KIRKSTALL,), values=(KIRKSTALL,)),
    _case("d15-ch-kirkstall-arch", "who's the architect", FACT, values=(KIRKGATE,), follows="d15-ch-kirkstall"),
    _case("d15-ch-kirkgate-num", "their number?", CONTACT, values=("0113 555 0277",),
          follows="d15-ch-kirkstall-arch"),
    _case("d15-ch-catnic", "who do we deal with at catnic", CONTACT, values=(RHYS,)),
    _case("d15-ch-owen-role", "whats his job title", CONTACT, values=("Technical sales",), follows="d15-ch-catnic"),
    _case("d15-ch-aisha", "aisha khan", CONTACT, values=(KHAN,)),
    _case("d15-ch-aisha-acc", "their acc no", FACT, values=("PEN207",), follows="d15-ch-aisha"),
]

DECLINES: list[Case] = [
    _case("d15-ch-tegula-pennine", "what did pennine get it at", PRICE, expect=DECLINE, absent=(TEGULA_CALDER,),
          follows="d15-ch-tegula-calder"),
    *[
        _case(f"d15-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("q 13 total", STATUS),
                ("whats the acc no for travis perkins", FACT),
                ("architect for the wakefield depot job", FACT),
                ("pallet qty on tegula trad", FACT),
                ("cheapest thatch we do", CHEAPEST_IN),
                ("how many quotes for redrow", COUNT),
                ("dales haulage account number", FACT),
                ("phone number for gary wood", CONTACT),
                ("whats on rfq 3", SUPPLIER_QUOTES),
                ("supplier quote from catnic", SUPPLIER_QUOTES),
                ("CO-000009 status", CALL_OFFS),
                ("tasks for harrogate living", TASKS),
                ("what did emma carr get the staffs blue at", PRICE),
                ("marley conbloc price", PRICE),
                ("orders for harrogate living", PURCHASE_ORDERS),
                ("whats going on plot 37", CALL_OFFS),
                ("ibstock tradesman yellow per pallet", FACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d15-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["wots the weather doin tmrw", "any1 fancy a brew", "who won the darts"])
]

# A confirmed ex-VAT sum over a colleague's quotes reaching a rewording; confirmed account numbers and rejection
# reasons never answering another party's or quote's with their own.
LESSONS: list[Lesson] = [
    Lesson("dl15-tom-exvat", "toms open quotes ex vat", True,
           _case("dl15-tom-exvat-p", "ex vat value of toms open ones", COUNT, values=("£20,316.67",))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc15-acc", "calder valley homes acc no", True,
           _case("dc15-acc-b", "wienerberger acc no", FACT, values=("WIE-01",), absent=("CVH001",))),
    Lesson("dc15-why", "why did calder turn down q2", True,
           _case("dc15-why-b", "why did awc turn down q3", FACT, quotes=(q(3),), values=(Q3_WHY,),
                 absent=(Q2_WHY,))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
