"""A twelfth round of development questions over the demo instance (tuned on), written on 27 Nov 2026 before any
change to the reader for it and committed before it was first asked (its writer read the demo records, not the
reader's code, its exemplars or the held-out parts): what sales and purchasing staff type, with abbreviations, typos
and no question marks ("wots", "acc", "no.", "v", "tmrw", "del", "b4"), over every kind issue 14 lists and the kinds
the eleventh round left missed.

Kinds: comparisons on list price, on cost ("which costs us less"), of two quotes by value and of lead times; counts of
a supplier's products ("how many products from catnic"), a colleague's quotes, a customer's quotes, by status, and
sums with a filter; lists across customers by status and date, rejection reasons asked without the word "quotes",
which prospects were quoted, withdrawn reasons; the cheapest in a category or description; contacts by role and their
phone, email and title; account numbers; architects and an architect's jobs; pallet quantities; cost against list;
ex-VAT, inc-VAT and VAT amounts; short quote numbers; buying (a supplier's price hold and validity, a haulier's rate,
the request's deadline and date on site); deliveries; the task pad (a stage asked in words, "waiting on the works", a
task asked for by its subject, a task's note and message); a product and a party in one question ("what did calder
pay for tradesman red"); a customer's projects by a short name; a project named by one word, also in a follow-up; a
declined question then a follow-up that keeps its intent; and products that do not exist inside a comparison or a
question ("is ivanhoe cream cheaper than ivanhoe gold"): said not to exist, never swapped for a near one.

Every value read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py); the quotes'
totals, VAT and line prices read by SQL from a freshly seeded demo before the first run.

First run (27 Nov 2026, on main as it stood, 0b6ff6a, before any change for it): answerable 100 of 127, declines 21 of
22 ("tradesman blue v tradesman red" answered Tradesman Light against Tradesman Red), unrelated 3 of 3, the lesson 0
of 1, no contamination. The whole demo-dev part with it (1,199 questions): exact 0.947 (786 of 830), declines 328 of
330, unrelated 39 of 39, paraphrases 88 % (14 of 16), 0 contaminated, 0 invented, intent 0.907.
After the changes by kind (branch asst6): answerable 124 of 127, declines 22 of 22, unrelated 3 of 3, the lesson
learned; the part exact 0.995 (826 of 830), declines 330 of 330, unrelated 39 of 39, paraphrases 94 % (15 of 16), 0
contaminated, 0 invented, intent 0.922.
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
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    ACKROYD,
    AWC,
    BRIGHOUSE,
    CALDER,
    CELCON_STD,
    CHASE_CALDER,
    CHESHIRE,
    CONBLOC_100,
    CONFIRM_LOAD,
    CROWTHER,
    ELLAND,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IVANHOE_EBONY,
    KIRKGATE,
    KIRKSTALL,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SITE_VISIT,
    SMOOTH_RED,
    STATION,
    WHITFIELD,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, CALL_OFFS, TASKS = "supplier_quotes", "call_offs", "tasks"
LBC_RUSTIC_NAME, DRIVELINE = "LBC Rustic", "Driveline 50 Priora Block Paving"
STAFFS_PERF_NAME, GP_CEMENT_NAME = "Staffordshire Blue Perforated Class B Engineering", "General Purpose Cement"
CN92_1800, SHIELD_100_NAME = "Catnic CN92 Single Leaf Lintel 1800mm", "Thermalite Shield 2000 Block 100mm"
SAXON_NAT6_NAME, SHARP_LOOSE = "Saxon Textured Paving Slab Natural 600x600", "Sharp Sand Loose Load"
Q2_WHY, Q3_WHY = "Staying with Tradesman Red", "Bought direct from the manufacturer"
Q5_WHY = "replaced by the full tender"
OLIVER, FLETCHER, RHYS = "Oliver Whitfield", "Zoe Fletcher", "Owen Rhys"


# fmt: off
CASES: list[Case] = [
    # ---- comparisons: list price, cost to us, two quotes, lead times
    _case("d16-cmp-cost-ivc", "which costs us less ivanhoe cream or cheshire weathered red", COMPARE,
          values=(CHESHIRE, "£590.00")),
    _case("d16-cmp-cost-aircrete", "cheaper for us to buy in - celcon standard or thermalite shield 100", COMPARE,
          values=(CELCON_STD, "£1.80")),
    _case("d16-cmp-cost-lbc", "our cost on lbc rustic v lbc heather", COMPARE, values=("£455.00", "£465.00")),
    _case("d16-cmp-lintel", "cn92 1800 vs cg90 1500 which is cheaper", COMPARE, values=(CN92_1800, "£40.50")),
    _case("d16-cmp-smooth", "smooth red or smooth red multi whats cheaper per 1000", COMPARE,
          values=(SMOOTH_RED, "£680.00")),
    _case("d16-cmp-q6-q8", "q6 or q8 which is worth more", COMPARE, quotes=(q(6), q(8)), values=(q(6), "£209,807.10")),
    _case("d16-cmp-q1-q5", "was q1 bigger than q5", COMPARE, quotes=(q(1), q(5)), values=(q(1), "£235,057.08")),
    _case("d16-cmp-sand-lead", "sharp sand v silo mortar which comes quicker", COMPARE, values=("2 days",)),
    # ---- counts and sums with a filter
    _case("d16-cnt-catnic", "how many products do we get from catnic", COUNT, values=("8",)),
    _case("d16-cnt-marley", "no. of marley products", COUNT, values=("8",)),
    _case("d16-cnt-tarmac", "how many tarmac lines do we stock", COUNT, values=("9",)),
    _case("d16-cnt-tom", "how many quotes has tom got", COUNT, values=("4",)),
    _case("d16-cnt-accepted", "how many quotes accepted so far", COUNT, values=("2",)),
    _case("d16-cnt-calder", "count of calder quotes", COUNT, customers=(CALDER,), values=("4",)),
    _case("d16-cnt-expired", "how many have expired", COUNT, values=("1",)),
    _case("d16-sum-accepted", "total value of accepted quotes", COUNT, values=("£155,464.15",)),
    _case("d16-sum-harrogate", "how much have we quoted harrogate living all in", COUNT, companies=(HARROGATE,),
          values=("£52,225.55",)),
    # ---- lists across customers by status and date; reasons without the word "quotes"
    _case("d16-list-lost", "which ones did we lose", LIST, values=(q(2), q(3))),
    _case("d16-list-lost-why", "what did we lose and why", LIST, values=(Q2_WHY, Q3_WHY)),
    _case("d16-list-knocked-why", "knock backs - reasons", LIST, values=(Q2_WHY, Q3_WHY)),
    _case("d16-list-expired", "whats expired", LIST, values=(q(4),)),
    _case("d16-list-3wks", "whats due to expire in the next 3 weeks", LIST, values=(q(6), q(8)), absent=(q(10),)),
    _case("d16-list-over50k", "open quotes over 50k", LIST, values=(q(6),), absent=(q(8), q(10))),
    _case("d16-list-acc-fortnight", "anything accepted in the last fortnight", LIST, values=(q(9),),
          absent=(q(7),)),
    _case("d16-list-drafts", "drafts waiting to go out", LIST, values=(q(11), q(12))),
    _case("d16-list-tom", "toms quotes", LIST, values=(q(3), q(4), q(8), q(10))),
    _case("d16-list-priya-open", "priyas open quotes", LIST, values=(q(6),), absent=(q(12), q(5))),
    _case("d16-list-withdrawn-why", "withdrawn ones + why", LIST, values=(q(5), Q5_WHY)),
    # ---- prospects that were quoted
    _case("d16-pr-list", "prospects weve sent quotes to", LIST, values=(HARROGATE,)),
    _case("d16-pr-notcust", "which companies that arent customers yet have we quoted", LIST, values=(HARROGATE,)),
    _case("d16-pr-harrogate", "harrogate living - what have we quoted them", CUSTOMER_Q, companies=(HARROGATE,),
          values=(q(7), q(12))),
    # ---- why a quote was rejected or withdrawn
    _case("d16-why-elland", "why did awc reject elland", FACT, values=(Q3_WHY,)),
    _case("d16-why-q2", "calder q2 - reason for rejection", FACT, quotes=(q(2),), values=(Q2_WHY,)),
    _case("d16-why-trl", "why did we lose the tradesman light quote", FACT, values=(Q2_WHY,)),
    _case("d16-why-q5", "why was q5 pulled", FACT, quotes=(q(5),), values=(Q5_WHY,)),
    _case("d16-why-kirkstall-budget", "reason the kirkstall budget quote was withdrawn", FACT, values=(Q5_WHY,)),
    # ---- the cheapest in a category or description
    _case("d16-cc-facing", "cheapest facing brick", CHEAPEST_IN, values=(LBC_RUSTIC_NAME, "£580.00")),
    _case("d16-cc-block", "cheapest block we sell", CHEAPEST_IN, values=(CONBLOC_100, "£1.95")),
    _case("d16-cc-paver", "cheapest block paving", CHEAPEST_IN, values=(DRIVELINE, "£23.50")),
    _case("d16-cc-blue", "cheapest blue engineering", CHEAPEST_IN, values=(STAFFS_PERF_NAME, "£835.00")),
    _case("d16-cc-cement", "cheapest cement", CHEAPEST_IN, values=(GP_CEMENT_NAME, "£7.25")),
    _case("d16-cc-1800", "cheapest 1800 lintel", CHEAPEST_IN, values=(CN92_1800, "£40.50")),
    _case("d16-cc-thermalite", "cheapest thermalite block", CHEAPEST_IN, values=(SHIELD_100_NAME, "£2.40")),
    _case("d16-cc-slab", "cheapest paving slab", CHEAPEST_IN, values=(SAXON_NAT6_NAME, "£25.90")),
    _case("d16-cc-sand", "cheapest sand per tonne", CHEAPEST_IN, values=(SHARP_LOOSE, "£45.00")),
    # ---- contacts and their details
    _case("d16-ct-calder-buyer", "whos the buyer at calder", CONTACT, customers=(CALDER,), values=(HOLT,)),
    _case("d16-ct-holt-email", "sarah holts email", CONTACT, values=("sarah.holt@caldervalley.example",)),
    _case("d16-ct-helen-phone", "phone no for helen at forterra", CONTACT, values=("01604 555 707",)),
    _case("d16-ct-tarmac-rep", "whos the rep at tarmac", CONTACT, values=(CROWTHER,)),
    _case("d16-ct-neil-email", "neil crowther email", CONTACT, values=("neil.crowther@tarmac.example",)),
    _case("d16-ct-zoe-num", "zoe at marley number", CONTACT, values=("01283 555 722",)),
    _case("d16-ct-emma-title", "emma carr job title", CONTACT, values=("Director",)),
    _case("d16-ct-naomi-email", "naomi ackroyd email", CONTACT, values=("naomi.ackroyd@studiokirkgate.example",)),
    _case("d16-ct-gareth", "gareth pryce tel", CONTACT, values=("01530 555 261",)),
    _case("d16-ct-dales-phone", "dales haulage phone", CONTACT, values=("01756 555 321",)),
    _case("d16-ct-catnic", "catnic contact + phone", CONTACT, values=(RHYS, "029 2055 5370")),
    # ---- account numbers
    _case("d16-acc-awc", "awc account no", FACT, customers=(AWC,), values=("AWC014",)),
    _case("d16-acc-pennine", "pennine acc ref", FACT, customers=(PENNINE,), values=("PEN207",)),
    _case("d16-acc-forterra", "acct number for forterra", FACT, values=("FOR-01",)),
    _case("d16-acc-catnic", "whats catnics account code", FACT, values=("CAT-01",)),
    # ---- architects
    _case("d16-arch-holmfirth", "architect on holmfirth rd", FACT, projects=(HOLMFIRTH,), values=(WHITFIELD,)),
    _case("d16-arch-elland", "who designed elland bridge", FACT, values=(KIRKGATE,)),
    _case("d16-arch-kirkgate-jobs", "kirkgate architects - which jobs", FACT, values=(KIRKSTALL, STATION, ELLAND),
          absent=(MYTHOLM,)),
    _case("d16-arch-brighouse-phone", "brighouse wharf architects phone", FACT, values=("0161 555 0199",)),
    _case("d16-arch-mytholm-who", "who do we speak to at the architects on mytholm", CONTACT, values=(OLIVER,)),
    # ---- pallet quantities
    _case("d16-pal-conbloc", "conbloc 140 per pallet", FACT, values=("100",)),
    _case("d16-pal-sandtoft", "how many sandtoft 20/20 to a pallet", FACT, values=("240",)),
    _case("d16-pal-shire", "shire pantiles per pallet", FACT, values=("336",)),
    _case("d16-pal-lime", "hydrated lime bags per pallet", FACT, values=("48",)),
    # ---- cost against list
    _case("d16-cost-leicester", "cost price leicester red multi", FACT, values=("£620.00",)),
    _case("d16-cost-cx90", "what do we pay catnic for a cx90 1200", FACT, values=("£52.00",)),
    _case("d16-cost-kassandra", "kassandra cost and list", FACT, values=("£575.00", "£735.00")),
    _case("d16-cost-edgemere", "buy price on edgemere", FACT, values=("£1.65",)),
    # ---- ex-VAT, inc-VAT and the VAT
    _case("d16-vat-q7", "q7 ex vat", FACT, quotes=(q(7),), values=("£38,766.04",)),
    _case("d16-vat-q9", "q9 before vat", FACT, quotes=(q(9),), values=("£90,787.42",)),
    _case("d16-vat-q10-vat", "hw much vat is on q10", FACT, quotes=(q(10),), values=("£1,219.38",)),
    _case("d16-vat-q12", "q12 inc vat", FACT, quotes=(q(12),), values=("£5,706.30",)),
    _case("d16-vat-q3", "q 3 total ex vat", FACT, quotes=(q(3),), values=("£23,930.30",)),
    # ---- short quote numbers
    _case("d16-sq-4", "q4 status", STATUS, quotes=(q(4),), values=("Expired",), records=(quote(4),)),
    _case("d16-sq-3-who", "quote no 3 who for", STATUS, quotes=(q(3),), values=(AWC,), records=(quote(3),)),
    _case("d16-sq-9-po", "Q000009 po", FACT, quotes=(q(9),), values=("CVH-PO-2417",)),
    _case("d16-sq-10-lines", "whats on q 10", STATUS, quotes=(q(10),), values=("Staffordshire Blue Solid",)),
    # ---- buying
    _case("d16-b-ibstock-held", "how long is the ibstock price good for", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d16-b-dales-valid", "dales haulage quote - valid until when", SUPPLIER_QUOTES, values=(in_days(14),)),
    _case("d16-b-haulier-rate", "hauliers price per load", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d16-b-deadline", "when do we need replies on the rfq by", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d16-b-tarmac", "has tarmac priced up yet", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d16-b-onsite", "required on site date for rfq1", SUPPLIER_QUOTES, values=(in_days(21),)),
    # ---- deliveries
    _case("d16-d-plot31", "who took the plot 31 delivery", CALL_OFFS, values=("Gary Wood",)),
    _case("d16-d-plot35", "whats happening with plot 35", CALL_OFFS, values=("CO-000005", in_days(14))),
    _case("d16-d-plot33", "plot 33 del - when", CALL_OFFS, values=(in_days(1),)),
    _case("d16-d-charge", "what did the failed drop cost us", CALL_OFFS, values=("£185.00",)),
    _case("d16-d-cancelled", "any deliveries cancelled", CALL_OFFS, values=("CO-000006",)),
    _case("d16-d-order-po", "po no on the phase 3 order for mytholm", CALL_OFFS, values=("CVH-PO-2502",)),
    # ---- the task pad (asked as the demo admin)
    _case("d16-t-waiting", "whats in waiting", TASKS, values=(CONFIRM_LOAD,)),
    _case("d16-t-works", "anything stuck waiting on the works", TASKS, values=(CONFIRM_LOAD,)),
    _case("d16-t-progress", "whats in progress on the task pad", TASKS, values=(RAISE_POS,)),
    _case("d16-t-visit-note", "whats the note on the site visit task", TASKS, values=("Tuesday",)),
    _case("d16-t-chase-msg", "any messages on the chase calder task", TASKS, values=("Ibstock alternative",)),
    _case("d16-t-samples-due", "when's the pennine samples task due", TASKS, values=(in_days(3),)),
    _case("d16-t-brighouse-po", "whos on the brighouse po task", TASKS, values=("Tom Hughes",)),
    _case("d16-t-tom", "toms tasks", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d16-t-raise-priority", "priority on the raise pos task", TASKS, values=("Urgent",)),
    _case("d16-t-done", "whats been ticked off", TASKS, values=(SITE_VISIT,)),
    # ---- a product and a party in one question
    _case("d16-pp-calder-trr", "tradesman red - what did calder pay", PRICE, values=("£707.79",)),
    _case("d16-pp-harrogate-cwr", "cheshire weathered red what did harrogate get it for", PRICE,
          values=("£776.32",)),
    _case("d16-pp-pennine-lbc", "what price did pennine get lbc common at", PRICE, values=("£487.65",)),
    _case("d16-pp-awc-staffs", "staffs blue solid what did awc get", PRICE, values=("£884.62",)),
    # ---- a customer's projects by a short name, a project by one word
    _case("d16-pj-awc", "awc jobs", FACT, customers=(AWC,), values=(KIRKSTALL, ELLAND)),
    _case("d16-pj-pennine", "pennines projects", FACT, customers=(PENNINE,), values=(HOLMFIRTH,)),
    _case("d16-pj-harrogate", "harrogate jobs", FACT, values=(STATION,)),
    _case("d16-pj-meltham", "plots on meltham", FACT, values=("18",)),
    _case("d16-pj-elland-stage", "stage of the elland job", FACT, values=("Lost",)),
    _case("d16-pj-mytholm-end", "when does mytholm finish", FACT, values=(in_days(240),)),
    # ---- chain: a customer's jobs, then each by one word
    _case("d16-ch-awc-jobs", "aire and wharfe projects", FACT, customers=(AWC,), values=(KIRKSTALL, ELLAND)),
    _case("d16-ch-elland-value", "value of the elland one", FACT, values=("£64,000.00",), follows="d16-ch-awc-jobs"),
    _case("d16-ch-kirkstall-value", "and kirkstall", FACT, values=("£410,000.00",), follows="d16-ch-elland-value"),
    _case("d16-ch-calder-jobs", "calder valley jobs", FACT, customers=(CALDER,), values=(MYTHOLM, BRIGHOUSE)),
    _case("d16-ch-mytholm-plots", "plots on mytholm", FACT, values=("42",), follows="d16-ch-calder-jobs"),
    # ---- chain: a declined question, then a follow-up that keeps its intent
    _case("d16-ch-gold", "price of ivanhoe gold", PRICE, expect=DECLINE),
    _case("d16-ch-ebony", "what about ivanhoe ebony", PRICE, values=(IVANHOE_EBONY, "£815.00"),
          follows="d16-ch-gold"),
    _case("d16-ch-persimmon", "whos the contact at persimmon", CONTACT, expect=DECLINE),
    _case("d16-ch-forterra", "ok what about forterra", CONTACT, values=(MARSH,), follows="d16-ch-persimmon"),
    _case("d16-ch-bellway-acc", "account number for bellway", FACT, expect=DECLINE),
    _case("d16-ch-pennine-acc", "and for pennine", FACT, values=("PEN207",), follows="d16-ch-bellway-acc"),
    _case("d16-ch-arena-arch", "architect on the leeds arena job", FACT, expect=DECLINE),
    _case("d16-ch-station-arch", "and station parade", FACT, values=(KIRKGATE,), follows="d16-ch-arena-arch"),
    # ---- chain: a party, then its contact and their email
    _case("d16-ch-marley", "marley", CONTACT, values=(FLETCHER,)),
    _case("d16-ch-marley-email", "her email", CONTACT, values=("zoe.fletcher@marley.example",),
          follows="d16-ch-marley"),
    _case("d16-ch-kirkgate", "studio kirkgate contact", CONTACT, values=(ACKROYD,)),
    _case("d16-ch-kirkgate-title", "whats her role", CONTACT, values=("Associate",), follows="d16-ch-kirkgate"),
]

DECLINES: list[Case] = [
    # a product that does not exist inside a comparison: said not to exist, never swapped for a near one
    _case("d16-no-cmp-gold", "is ivanhoe cream cheaper than ivanhoe gold", COMPARE, expect=DECLINE),
    _case("d16-no-cmp-blue", "tradesman blue v tradesman red which is cheaper", COMPARE, expect=DECLINE),
    _case("d16-no-cmp-celcon", "celcon super vs celcon standard cost", COMPARE, expect=DECLINE),
    *[
        _case(f"d16-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("lbc purple price", PRICE),
                ("how many on a pallet of thermalite ultra", FACT),
                ("status q14", STATUS),
                ("quotes for barratt", CUSTOMER_Q),
                ("contact at travis perkins", CONTACT),
                ("rfq 4 deadline", SUPPLIER_QUOTES),
                ("CO-000012 status", CALL_OFFS),
                ("plot 40 delivery date", CALL_OFFS),
                ("cheapest timber we sell", CHEAPEST_IN),
                ("what did harrogate pay for tradesman red", PRICE),
                ("email for john smith", CONTACT),
                ("how many products from hanson", COUNT),
                ("tasks on the wakefield job", TASKS),
                ("SQ-000007 total", SUPPLIER_QUOTES),
                ("acc no for harrogate living", FACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d16-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the footy score", "can u book me a taxi", "hows the traffic on the m62"])
]

# A confirmed reading of rejection reasons reaching a rewording; a confirmed price a party paid and a confirmed
# account number never answering another party's with their own.
LESSONS: list[Lesson] = [
    Lesson("dl16-knock", "knock backs - reasons", True,
           _case("dl16-knock-p", "why did we get knocked back", LIST, values=(Q2_WHY, Q3_WHY))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc16-paid", "tradesman red - what did calder pay", True,
           _case("dc16-paid-b", "staffs blue solid - what did awc pay", PRICE, values=("£884.62",),
                 absent=("£707.79",))),
    Lesson("dc16-acc", "whats catnics account code", True,
           _case("dc16-acc-b", "whats tarmacs account code", FACT, values=("TAR-01",), absent=("CAT-01",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
