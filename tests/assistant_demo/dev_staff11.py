"""An eighteenth round of development questions over the demo instance (`d24-`, tuned on), written on 28 Nov 2026
before any change to the reader for it and committed before it was first asked (its writer read the demo records and
dev_staff10.py for the format, not the reader's code, its exemplars or the held-out parts): single questions typed the
way sales and purchasing staff type them — typos, text-speak and slang ("hw", "wot", "thx", "u", "r", "tmrw",
"quid"), abbreviations ("eng", "qty", "no.", "acc", "ref", "del"), half sentences and no question marks — over every
kind of record: products (prices, cost, details, maker), counts and totals with filters, lists across customers,
comparisons, the cheapest and dearest of a kind, customers, companies and their contacts, suppliers, projects,
customer quotes (lines, notes, decisions, VAT), supplier quotes and the request for prices, customer orders,
call-offs and loads, and the task pad; 19 declines (near-miss products and sizes, records past the last number,
people and firms we do not have, facts nobody recorded such as a blank account number or Glenigan number) and 3
unrelated questions, a lesson and a contamination pair.

Every value read from the demo data (api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py,
api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py); quote totals and VAT as earlier
rounds checked them by SQL on a seeded demo.

First run (28 Nov 2026, on main as it stood, 3aa66d2, before any change for it; the round alone through
BRICKMATE_EVAL_ONLY, so without its lesson): answerable 124 of 141 (88 %), declines 17 of 19 ("glenigan ref for
station parade", a blank number, gave the project's summary; "whos dave at calder" gave the customer's summary),
unrelated 3 of 3, intent 0.748, 0 invented. Misses by kind: cost words "buy in price", "cost per tonne" (the list
price given); "cn92 1800 quid"; a bare category counted ("lintel count"); quotes "out with customers" counted as all;
"show me the sent quotes" read as supplier quotes; "any drafts for calder"; "most expensive lintel"; a customer's
type ("wot type of customer is awc"); a typo'd first name ("garehts email"); projects by stage ("which jobs did we
lose", "jobs on site at the moment"); a supplier quote called "the sq" ("ibstock lead time on the sq", "ibstock sq
total"); an order's lines ("wots on so2"); "co4 wot happened"; a call-off's vehicle.
After the changes by kind (branch asst14, in the whole demo-dev run): answerable 139 of 141 (99 %), declines 19 of 19,
unrelated 3 of 3, its lesson's paraphrase right, its contamination pair clean, intent 0.798, 0 invented. Left: "silo
mortar cost per tonne" (a "cost per" is as often the price as our cost: not read as cost) and "garehts email" (a
first name mistyped: no contact is matched by a near spelling).
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
    SUPPLIER,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    HARROGATE,
    PENNINE_SAMPLES,
    RAISE_POS,
    in_days,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"

# fmt: off
CASES: list[Case] = [
    # ---- prices
    _case("d24-pr-ebony", "ivanhoe ebony wot price", PRICE, values=("£815.00",)),
    _case("d24-pr-birtley", "birtley buff per 1000", PRICE, values=("£735.00",)),
    _case("d24-pr-cottage", "cottage red multi stock hw much", PRICE, values=("£735.00",)),
    _case("d24-pr-butterley", "butterley brunswick buff price pls", PRICE, values=("£715.00",)),
    _case("d24-pr-kassandra", "kassandra multi per thousand", PRICE, values=("£735.00",)),
    _case("d24-pr-warnham", "warnham red multi - price", PRICE, values=("£820.00",)),
    _case("d24-pr-smooth-red", "wienerberger smooth red price", PRICE, values=("£680.00",)),
    _case("d24-pr-trl", "tradesman light wot r we selling at", PRICE, values=("£690.00",)),
    _case("d24-pr-trl73", "tradesman light 73 price", PRICE, values=("£745.00",)),
    _case("d24-pr-lbc", "lbc commons price", PRICE, values=("£505.00",)),
    _case("d24-pr-conbloc140", "140 dense block price", PRICE, values=("£2.80",)),
    _case("d24-pr-turbo", "thermalite turbo each", PRICE, values=("£2.65",)),
    _case("d24-pr-hs7", "hi strength 7 block price", PRICE, values=("£2.95",)),
    _case("d24-pr-cg1800", "cg90 1800 lintel hw much", PRICE, values=("£73.50",)),
    _case("d24-pr-cg2100", "catnic 2100 cavity lintel price", PRICE, values=("£86.00",)),
    _case("d24-pr-cx1800", "cx90 1800 price", PRICE, values=("£99.00",)),
    _case("d24-pr-gp", "general purpose cement bag price", PRICE, values=("£7.25",)),
    _case("d24-pr-mc", "mastercrete wot we charging", PRICE, values=("£7.95",)),
    _case("d24-pr-bsand", "building sand loose per tonne", PRICE, values=("£46.00",)),
    _case("d24-pr-buff-mortar", "buff mortar 25kg price", PRICE, values=("£8.90",)),
    _case("d24-pr-pms", "pavemaker sand price", PRICE, values=("£5.60",)),
    _case("d24-pr-fairstone", "fairstone autumn bronze m2", PRICE, values=("£41.50",)),
    _case("d24-pr-saxon-cha", "saxon charcoal 600 price", PRICE, values=("£28.20",)),
    _case("d24-pr-brindle", "driveline brindle per m2", PRICE, values=("£23.50",)),
    _case("d24-pr-2020ab", "sandtoft 20/20 antique brown price", PRICE, values=("£1.85",)),
    _case("d24-pr-edgemere", "edgemere slate price each", PRICE, values=("£2.20",)),
    _case("d24-pr-mendip", "mendip tile how much", PRICE, values=("£1.80",)),
    _case("d24-pr-cn1800", "cn92 1800 quid", PRICE, values=("£40.50",)),
    # ---- cost against list
    _case("d24-cost-ebony", "cost price ivanhoe ebony", FACT, values=("£640.00",)),
    _case("d24-cost-warnham", "wot do we pay for warnham", FACT, values=("£640.00",)),
    _case("d24-cost-turbo", "turbo block cost n list", FACT, values=("£2.05", "£2.65")),
    _case("d24-cost-keykerb", "buy in price keykerb", FACT, values=("£4.10",)),
    _case("d24-cost-m4", "silo mortar cost per tonne", FACT, values=("£72.00",)),
    # ---- a product's details
    _case("d24-prd-sbs-kg", "weight of a staffs blue solid", FACT, values=("3.3",)),
    _case("d24-prd-kas-code", "kassandra multi code", FACT, values=("WB-KAS",)),
    _case("d24-prd-ebony-col", "wot colour is ivanhoe ebony", FACT, values=("Black",)),
    _case("d24-prd-warnham-tex", "warnham texture", FACT, values=("Stock",)),
    _case("d24-prd-gp-pallet", "how many bags of gp cement on a pallet", FACT, values=("56",)),
    _case("d24-prd-bsand-lead", "lead time building sand", FACT, values=("2",)),
    _case("d24-prd-d140-size", "size of the conbloc 140", FACT, values=("440",)),
    _case("d24-prd-trrr", "is tradesman red rustic still available", FACT, values=("discontinued",)),
    _case("d24-prd-sbcb-who", "who makes the smooth blue engineering", SUPPLIER, values=("Wienerberger",)),
    _case("d24-prd-celcon-who", "celcon blocks - which supplier", SUPPLIER, values=("H+H",)),
    _case("d24-prd-dl-who", "who supplies driveline", SUPPLIER, values=("Marshalls",)),
    # ---- counts and totals with filters
    _case("d24-cnt-catnic", "how many catnic lintels we got", COUNT, values=("8",)),
    _case("d24-cnt-wb", "no. of wienerberger products", COUNT, values=("11",)),
    _case("d24-cnt-blocks", "how many blocks do we list", COUNT, values=("10",)),
    _case("d24-cnt-pavers", "how many paving products", COUNT, values=("8",)),
    _case("d24-cnt-lintels", "lintel count", COUNT, values=("8",)),
    _case("d24-cnt-calder", "how many quotes has calder had", COUNT, values=("4",)),
    _case("d24-cnt-priya", "how many quotes is priya on", COUNT, values=("3",)),
    _case("d24-cnt-sent", "how many quotes r out with customers", COUNT, values=("3",)),
    _case("d24-cnt-accepted", "no. of accepted quotes", COUNT, values=("2",)),
    _case("d24-cnt-pennine", "how many quotes 4 pennine", COUNT, values=("2",)),
    _case("d24-sum-drafts", "wots the drafts worth in total", COUNT, values=("£33,522.90",)),
    _case("d24-sum-accepted", "accepted quotes total value", COUNT, values=("£155,464.15",)),
    # ---- lists across customers
    _case("d24-ls-sent", "show me the sent quotes", LIST, values=(q(6), q(8), q(10))),
    _case("d24-ls-accepted", "which quotes got accepted", LIST, values=(q(7), q(9))),
    _case("d24-ls-expired", "expired quotes", LIST, values=(q(4),)),
    _case("d24-ls-priya", "priyas quotes", LIST, values=(q(5), q(6), q(12))),
    _case("d24-ls-harrogate", "harrogate quotes", CUSTOMER_Q, customers=(HARROGATE,), values=(q(7), q(12))),
    _case("d24-ls-calder-drafts", "any drafts for calder", CUSTOMER_Q, customers=(CALDER,), values=(q(11),)),
    _case("d24-ls-tom-rejected", "toms rejected quotes", LIST, values=(q(3),)),
    # ---- comparisons
    _case("d24-cmp-ebony-cream", "ebony or cream which is cheaper", COMPARE, values=("£815.00", "£780.00")),
    _case("d24-cmp-celcon", "celcon standard vs solar price", COMPARE, values=("£2.35", "£2.55")),
    _case("d24-cmp-sand", "sharp sand or building sand bulk bag cheaper", COMPARE, values=("£51.00", "£52.00")),
    _case("d24-cmp-tiles", "mendip v ludlow plus smooth brown", COMPARE, values=("£1.80", "£1.49")),
    # ---- the cheapest and dearest of a kind
    _case("d24-chp-paving", "cheapest paving we do", CHEAPEST_IN, values=("£23.50",)),
    _case("d24-chp-common", "cheapest common brick", CHEAPEST_IN, values=("£505.00",)),
    _case("d24-chp-block-dear", "dearest block", CHEAPEST_IN, values=("£7.40",)),
    _case("d24-chp-lintel-dear", "most expensive lintel", CHEAPEST_IN, values=("£99.00",)),
    _case("d24-chp-mortar", "cheapest mortar", CHEAPEST_IN, values=("£8.90",)),
    # ---- customers, companies and suppliers
    _case("d24-org-awc-phone", "aire n wharfe tel no", CONTACT, values=("0113 555 0142",)),
    _case("d24-org-calder-acc", "calder acc no", FACT, values=("CVH001",)),
    _case("d24-org-pennine-acc", "pennine account number", FACT, values=("PEN207",)),
    _case("d24-org-harrogate-town", "where r harrogate living based", FACT, values=("Harrogate",)),
    _case("d24-org-calder-pc", "calder valley postcode", FACT, values=("HX7 8AA",)),
    _case("d24-org-forterra-phone", "forterra phone number", CONTACT, values=("01604 555 707",)),
    _case("d24-org-ibstock-addr", "ibstock address", FACT, values=("Leicester Road",)),
    _case("d24-org-whitfield-addr", "whitfield architects address", FACT, values=("3 Jordan Street",)),
    _case("d24-org-awc-type", "wot type of customer is awc", FACT, values=("Main contractor",)),
    _case("d24-org-calder-am", "whos calders account manager", FACT, values=("Ada Brennan",)),
    # ---- contacts
    _case("d24-ct-mark-email", "mark dysons email", CONTACT, values=("mark.dyson@awc.example",)),
    _case("d24-ct-aisha-phone", "aisha khan phone", CONTACT, values=("01484 555 207",)),
    _case("d24-ct-helen", "who is helen marsh", CONTACT, values=("Key accounts",)),
    _case("d24-ct-gareth-email", "garehts email", CONTACT, values=("gareth.pryce@ibstock.example",)),
    _case("d24-ct-emma-role", "wots emma carrs job title", CONTACT, values=("Director",)),
    _case("d24-ct-naomi", "naomi at studio kirkgate email", CONTACT, values=("naomi.ackroyd@studiokirkgate.example",)),
    _case("d24-ct-kev", "kev at dales - number", CONTACT, values=("01756 555 321",)),
    _case("d24-ct-awc-who", "who do we deal with at awc", CONTACT, values=("Mark Dyson",)),
    _case("d24-ct-forterra-who", "contact at forterra", CONTACT, values=("Helen Marsh",)),
    _case("d24-ct-director", "whos the director at harrogate living", CONTACT, values=("Emma Carr",)),
    # ---- projects
    _case("d24-pj-mytholm-glen", "mytholm glenigan ref", FACT, values=("21458830",)),
    _case("d24-pj-kirkstall-plots", "how many units at kirkstall forge", FACT, values=("64",)),
    _case("d24-pj-brighouse-arch", "architect for brighouse wharf", FACT, values=("Whitfield",)),
    _case("d24-pj-holmfirth-value", "holmfirth rd job value", FACT, values=("£96,000.00",)),
    _case("d24-pj-station-stage", "wot stage is station parade", FACT, values=("Won",)),
    _case("d24-pj-elland-who", "whos the elland bridge job for", FACT, values=("Aire & Wharfe",)),
    _case("d24-pj-mytholm-ref", "mytholm project ref", FACT, values=("PRJ-1001",)),
    _case("d24-pj-awc-jobs", "awc projects", FACT, values=("Kirkstall Forge", "Elland Bridge")),
    _case("d24-pj-lost", "which jobs did we lose", FACT, values=("Elland Bridge",)),
    _case("d24-pj-onsite", "jobs on site at the moment", FACT, values=("Mytholm Meadows",)),
    # ---- customer quotes
    _case("d24-q-q2-why", "y did calder reject q2", STATUS, quotes=(q(2),), values=("Tradesman Red for phase 2",)),
    _case("d24-q-q5-status", "q5 status", STATUS, quotes=(q(5),), values=("Withdrawn",)),
    _case("d24-q-q12-total", "q12 total", STATUS, quotes=(q(12),), values=("£5,706.30",)),
    _case("d24-q-q11-what", "wots on q11", STATUS, quotes=(q(11),), values=("Tegula", "Keykerb")),
    _case("d24-q-q7-po", "harrogates po on q7", FACT, quotes=(q(7),), values=("HL-0042",)),
    _case("d24-q-q9-ex", "q9 ex vat pls", FACT, quotes=(q(9),), values=("£90,787.42",)),
    _case("d24-q-q3-who", "who turned down q3", STATUS, quotes=(q(3),), values=("Mark Dyson",)),
    _case("d24-q-q6-who", "whos q6 for", STATUS, quotes=(q(6),), values=("Aire & Wharfe",), records=(quote(6),)),
    _case("d24-q-q4-notes", "q4 internal notes", FACT, quotes=(q(4),), values=("planning",)),
    _case("d24-q-q10-vat", "q10 vat amount", FACT, quotes=(q(10),), values=("£1,219.38",)),
    _case("d24-q-q8-rep", "whos handling q8", STATUS, quotes=(q(8),), values=("Tom",)),
    _case("d24-q-q1-brighouse", "the brighouse wharf quote - status", STATUS, values=(q(1), "Converted")),
    _case("d24-q-kirkstall-tender", "kirkstall tender quote total", STATUS, values=(q(6), "£209,807.10")),
    _case("d24-q-tl-check", "the tradesman light price check for calder - wot happened", STATUS,
          values=(q(2), "Rejected")),
    # ---- supplier quotes and the request for prices
    _case("d24-b-sq1-lead", "ibstock lead time on the sq", SUPPLIER_QUOTES, values=("3 weeks",)),
    _case("d24-b-tarmac", "has tarmac come back yet", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d24-b-dales", "dales haulage price per load", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d24-b-sq3", "sq3 who from", SUPPLIER_QUOTES, values=("Dales Haulage",)),
    _case("d24-b-ibstock-total", "ibstock sq total", SUPPLIER_QUOTES, values=("£4,781.60",)),
    _case("d24-b-sbs-cost", "wot did ibstock quote for staffordshire blue", SUPPLIER_QUOTES, values=("£669.30",)),
    _case("d24-b-deadline", "rfq deadline for tarmac", SUPPLIER_QUOTES, values=(in_days(5),)),
    # ---- customer orders
    _case("d24-or-so2-lines", "wots on so2", PURCHASE_ORDERS, values=("Tradesman Red", "Ivanhoe Cream")),
    _case("d24-or-so1-quote", "so1 which quote", PURCHASE_ORDERS, values=(q(1),)),
    _case("d24-or-all", "list all orders", PURCHASE_ORDERS, values=("SO-000001", "SO-000002")),
    _case("d24-or-po2502", "order with po CVH-PO-2502", PURCHASE_ORDERS, values=("SO-000002",)),
    # ---- call-offs and loads
    _case("d24-co-tmrw", "wots going out tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d24-co-32", "plot 32 del date", CALL_OFFS, values=(in_days(1),)),
    _case("d24-co-31-who", "who signed 4 plot 31", CALL_OFFS, values=("Gary Wood",)),
    _case("d24-co-34-charge", "failed delivery charge plot 34", CALL_OFFS, values=("£185.00",)),
    _case("d24-co-35", "plot 35 call off status", CALL_OFFS, values=("CO-000005",)),
    _case("d24-co-cancelled", "cancelled call offs", CALL_OFFS, values=("CO-000006",)),
    _case("d24-co-co4", "co4 wot happened", CALL_OFFS, values=("tractor",)),
    _case("d24-co-vehicle", "wot vehicle for plot 33", CALL_OFFS, values=("rigid",)),
    # ---- the task pad (asked as the demo admin)
    _case("d24-t-urgent", "urgent tasks", TASKS, values=(RAISE_POS,)),
    _case("d24-t-priya", "wots priya got on", TASKS, values=(RAISE_POS,)),
    _case("d24-t-tmrw", "tasks due tmrw", TASKS, values=(CONFIRM_LOAD,)),
    _case("d24-t-pennine", "any tasks for pennine", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d24-t-calder", "tasks on calder", TASKS, values=(CHASE_CALDER,)),
    _case("d24-t-done", "wot tasks r done", TASKS, values=("Book the site visit",)),
]

DECLINES: list[Case] = [
    *[
        _case(f"d24-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("ivanhoe grey price", PRICE),
                ("tegula 80mm price", PRICE),
                ("catnic cx90 2400 price", PRICE),
                ("redland 49 tile price", PRICE),
                ("celcon 140 block price", PRICE),
                ("u value of celcon solar", FACT),
                ("q14 total", STATUS),
                ("so5 po number", PURCHASE_ORDERS),
                ("plot 38 delivery date", CALL_OFFS),
                ("SQ-000008 price", SUPPLIER_QUOTES),
                ("quotes for barratt", CUSTOMER_Q),
                ("whitfield acc no", FACT),
                ("glenigan ref for station parade", FACT),
                ("whos dave at calder", CONTACT),
                ("email for jane at forterra", CONTACT),
                ("tasks for gemma", TASKS),
                ("the york minster job", PROJECT_Q),
                ("did travis perkins send prices", SUPPLIER_QUOTES),
                ("lead time on hanson bricks", FACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d24-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["who won the match last nite", "book me a table 4 2 at 7", "wots 2+2"])
]

LESSONS: list[Lesson] = [
    Lesson("dl24-eng", "cheapest engineering brick we sell", True,
           _case("dl24-eng-p", "lowest price eng brick", CHEAPEST_IN, values=("£615.00",))),
]
CONTAMINATION: list[Lesson] = [
    Lesson("dc24-code", "code for tradesman red", True,
           _case("dc24-code-b", "code for hampton rural blend", FACT, values=("WB-HRB",), absent=("IBT-TRR",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
