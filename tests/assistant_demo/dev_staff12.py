"""A nineteenth round of development questions over the demo instance (`d26-`, tuned on), written on 28 Nov 2026
before any change to the reader for it and committed before it was first asked (its writer read the demo records and
dev_staff11.py for the format, not the reader's code, its exemplars or the held-out parts): single questions typed the
way sales and purchasing staff type them — typos, missing apostrophes, misspelt first names and surnames ("garath",
"hellen", "rachael", "dison"), slang and shorthand ("v", "vs", "ex", "inc", "no.", "acc", "tmrw", "ton"), quote,
order and call-off numbers in shorthand — over every kind of record, stressing what earlier rounds did not: a person
by a surname that is also a word (Pryce, Marsh, Carr, Barker, Fletcher, Turner), comparisons, counts and sums with
filters (a colleague's open quotes, a customer's open quotes, by state ex VAT), lists across customers by state, date
and value, the cheapest and dearest of a category, cost against list, ex-VAT figures, rejection reasons; 20 declines
(products, sizes and ranges we do not list, people and firms we do not have, fields nobody recorded such as a credit
limit, a VAT number or a blank account number, records past the last number), 3 unrelated questions, a lesson with
two rewordings and a contamination pair.

Every value read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py); quote
totals and VAT as earlier rounds read them by SQL on a seeded demo, their sums worked out from those (q7 £46,519.25,
q8 £17,063.70, q9 £108,944.90, q10 £7,316.30 of which VAT £1,219.38, q11 £27,816.60, q2 £32,796.00).

First run (28 Nov 2026, on main as it stood, 9b24a6e, before any change for it; the round alone through
BRICKMATE_EVAL_ONLY, so without its lessons): answerable 145 of 171 (85 %), declines 20 of 20, unrelated 3 of 3,
intent 0.768, 0 invented. One expectation was mistyped and is put right ("how many plain tiles on a pallet": the
answer writes 1,000, the case asked for "1000"; it counts as a miss in that run). Misses by kind: a person named by a
near spelling of a first name or surname ("garath email", "hellen", "lucie barker", "rachael turner", "sara holt",
"ayesha khan", "mark dison", "naomi akroyd": offered as alternatives only); a surname that is also a word
("whos gareth pryce" read as a price; "helen marshs phone" read as Marshalls); an abbreviated customer with a
possessive without its apostrophe ("awcs account no", "value of awcs open quotes"); "silo mortar cost per ton"
(the list price); "how many suppliers have we got"; "drafts total ex vat"; "cheapest marley tile"; a quote's
handler ("whos on q12"), why it was withdrawn ("y was q5 withdrawn"), its plots' house types ("q8 house types");
a works' haulage rate and a haulier's loads on their supplier quotes; the request's required-on-site date; "wen is
plot 35 wanted"; "how many plots on so2"; "suppliers on station parade".
After the changes by kind (branch asst16, in the whole demo-dev run): answerable 170 of 171 (99 %), declines 20 of
20, unrelated 3 of 3, its lesson's two rewordings right, its contamination pair clean, intent 0.814, 0 invented.
Left: "q8 house types" (a quote's plot breakdown: no look-up gives a quote's plots). Since (branch asst19): right,
the quote's current version's plots by house type (Holme 1 to 4, Wessenden 5 and 6), or that it records none.
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
    AWC,
    CHASE_CALDER,
    CONFIRM_LOAD,
    HARROGATE,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SITE_VISIT,
    in_days,
    q,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"

# fmt: off
CASES: list[Case] = [
    # ---- prices, typed with typos
    _case("d26-pr-tradsman", "tradsman red price", PRICE, values=("£695.00",)),
    _case("d26-pr-sahara", "ivanho sahara per 1000", PRICE, values=("£785.00",)),
    _case("d26-pr-chesire", "chesire weathered red hw much", PRICE, values=("£755.00",)),
    _case("d26-pr-leicster", "leicster red multi price", PRICE, values=("£790.00",)),
    _case("d26-pr-aldrige", "aldrige brown blend px", PRICE, values=("£710.00",)),
    _case("d26-pr-heather", "lbc heather per thou", PRICE, values=("£595.00",)),
    _case("d26-pr-dapple", "lbc dapple lite price", PRICE, values=("£590.00",)),
    _case("d26-pr-srm", "smoth red multi price", PRICE, values=("£700.00",)),
    _case("d26-pr-terca", "terca dorket red wot price", PRICE, values=("£750.00",)),
    _case("d26-pr-lyms", "london yelow multi stock price", PRICE, values=("£880.00",)),
    _case("d26-pr-sbp", "stafs blue perf price", PRICE, values=("£835.00",)),
    _case("d26-pr-trrm", "tradesman red multi selling price", PRICE, values=("£715.00",)),
    _case("d26-pr-lbc73", "lbc common 73mm price", PRICE, values=("£550.00",)),
    _case("d26-pr-shire", "sandtoft shire pantile each", PRICE, values=("£2.60",)),
    _case("d26-pr-anth", "modern tile anthracite price", PRICE, values=("£1.95",)),
    _case("d26-pr-ludlow-ab", "ludlow plus antique brown price", PRICE, values=("£1.49",)),
    _case("d26-pr-drk", "dry ridge kit how much", PRICE, values=("£84.00",)),
    _case("d26-pr-pennant", "tegula pennant grey per m2", PRICE, values=("£34.50",)),
    _case("d26-pr-saxon450", "saxon natural 450 price", PRICE, values=("£26.90",)),
    _case("d26-pr-lime", "hydrated lime bag price", PRICE, values=("£9.20",)),
    _case("d26-pr-ssand", "sharp sand loose per ton", PRICE, values=("£45.00",)),
    _case("d26-pr-sh140", "thermalite shield 140 each", PRICE, values=("£3.35",)),
    _case("d26-pr-cg1500", "cg90 1500 price", PRICE, values=("£61.00",)),
    _case("d26-pr-cx1200", "cx90 1200 lintel quid", PRICE, values=("£67.50",)),
    _case("d26-pr-cn1200", "cn92 1200 price pls", PRICE, values=("£28.00",)),
    # ---- cost against list
    _case("d26-cost-sahara", "sahara cost v list", FACT, values=("£615.00", "£785.00")),
    _case("d26-cost-m4", "silo mortar cost per ton", FACT, values=("£72.00",)),
    _case("d26-cost-cg1500", "wots our cost on the cg90 1500", FACT, values=("£47.00",)),
    _case("d26-cost-mc", "buying price mastercrete", FACT, values=("£6.20",)),
    _case("d26-cost-hemelite", "hemelite cost price", FACT, values=("£1.60",)),
    _case("d26-cost-ssbb", "wot do we pay for sharp sand bulk bags", FACT, values=("£37.00",)),
    _case("d26-cost-trr", "trad red cost and sell", FACT, values=("£545.00", "£695.00")),
    # ---- a product's details
    _case("d26-prd-trrm-tex", "tradesman red multi texture", FACT, values=("Sandfaced",)),
    _case("d26-prd-trench-kg", "how heavy is a trench block", FACT, values=("22",)),
    _case("d26-prd-mendip-pallet", "mendip tiles per pallet", FACT, values=("240",)),
    _case("d26-prd-plain-pallet", "how many plain tiles on a pallet", FACT, values=("1,000",)),
    _case("d26-prd-shire-lead", "lead time on shire pantiles", FACT, values=("14",)),
    _case("d26-prd-drk-code", "code for dry ridge kit", FACT, values=("MLY-DRK",)),
    _case("d26-prd-heather-col", "wot colour is lbc heather", FACT, values=("Heather",)),
    _case("d26-prd-atherstone", "is atherstone red discontinued", FACT, values=("discontinued",)),
    _case("d26-prd-mendip-who", "who makes mendip tiles", SUPPLIER, values=("Marley",)),
    _case("d26-prd-hemelite-who", "hemelite - who supplies it", SUPPLIER, values=("Forterra",)),
    _case("d26-prd-pms-who", "which supplier for pavemaker sand", SUPPLIER, values=("Marshalls",)),
    # ---- counts and sums with filters
    _case("d26-cnt-suppliers", "how many suppliers have we got", COUNT, values=("8",)),
    _case("d26-cnt-marley-tiles", "how many marley roof tiles", COUNT, values=("7",)),
    _case("d26-cnt-roof", "no. of roof tiles we list", COUNT, values=("10",)),
    _case("d26-cnt-eng", "how many engineering bricks", COUNT, values=("4",)),
    _case("d26-cnt-forterra-blocks", "how many forterra blocks", COUNT, values=("3",)),
    _case("d26-cnt-awc-open", "how many open quotes has awc got", COUNT, values=("2",)),
    _case("d26-cnt-rejected", "how many quotes were rejected", COUNT, values=("2",)),
    _case("d26-cnt-toms", "how many quotes has tom got", COUNT, values=("4",)),
    _case("d26-cnt-calder-jobs", "how many jobs for calder", COUNT, values=("2",)),
    _case("d26-cnt-so2-plots", "how many plots on so2", PURCHASE_ORDERS, values=("6",)),
    _case("d26-sum-open", "total value of open quotes", COUNT, values=("£234,187.10",)),
    _case("d26-sum-open-ex", "open quotes total ex vat", COUNT, values=("£195,155.92",)),
    _case("d26-sum-rejected", "wot were the rejected quotes worth", COUNT, values=("£61,512.36",)),
    _case("d26-sum-tom-open", "toms open quotes total", COUNT, values=("£24,380.00",)),
    _case("d26-sum-awc-open", "value of awcs open quotes", COUNT, values=("£217,123.40",)),
    _case("d26-sum-drafts-ex", "drafts total ex vat", COUNT, values=("£27,935.75",)),
    # ---- lists across customers by state, date and value
    _case("d26-ls-open", "open quotes", LIST, values=(q(6), q(8), q(10))),
    _case("d26-ls-rejected", "list the rejected quotes", LIST, values=(q(2), q(3))),
    _case("d26-ls-drafts", "drafts", LIST, values=(q(11), q(12))),
    _case("d26-ls-week", "quotes sent in the last 7 days", LIST, values=(q(10),)),
    _case("d26-ls-acc-fortnight", "quotes accepted in the last 2 weeks", LIST, values=(q(9),)),
    _case("d26-ls-over100k", "quotes over 100k", LIST, values=(q(1), q(6), q(9))),
    _case("d26-ls-tom-open", "toms open quotes", LIST, values=(q(8), q(10))),
    _case("d26-ls-pennine", "pennine quotes", CUSTOMER_Q, customers=(PENNINE,), values=(q(4), q(8))),
    _case("d26-ls-awc-rej", "awc rejected quotes", CUSTOMER_Q, customers=(AWC,), values=(q(3),)),
    _case("d26-ls-harrogate-acc", "has harrogate accepted anything", CUSTOMER_Q, customers=(HARROGATE,),
          values=(q(7),)),
    # ---- comparisons
    _case("d26-cmp-trr-trl", "trad red v trad light which is cheaper", COMPARE, values=("£695.00", "£690.00")),
    _case("d26-cmp-hemelite", "hemelite vs conbloc 100 price", COMPARE, values=("£2.15", "£1.95")),
    _case("d26-cmp-lyms", "is london yellow dearer than warnham", COMPARE, values=("£880.00", "£820.00")),
    _case("d26-cmp-shield", "shield or turbo block cheaper", COMPARE, values=("£2.40", "£2.65")),
    _case("d26-cmp-cement", "mastercrete v gp cement", COMPARE, values=("£7.95", "£7.25")),
    _case("d26-cmp-q1-q9", "q1 or q9 which is bigger", COMPARE, quotes=(q(1), q(9)), values=(q(1),)),
    # ---- the cheapest and dearest of a category
    _case("d26-chp-facing", "cheapest facing brick", CHEAPEST_IN, values=("£580.00",)),
    _case("d26-chp-roof-dear", "dearest roof tile", CHEAPEST_IN, values=("£2.60",)),
    _case("d26-chp-lintel", "cheapest lintel we do", CHEAPEST_IN, values=("£28.00",)),
    _case("d26-chp-paver-dear", "priciest paving", CHEAPEST_IN, values=("£41.50",)),
    _case("d26-chp-eng-dear", "most expensive engineering brick", CHEAPEST_IN, values=("£895.00",)),
    _case("d26-chp-block", "cheapest block", CHEAPEST_IN, values=("£1.95",)),
    _case("d26-chp-marley", "cheapest marley tile", CHEAPEST_IN, values=("£0.65",)),
    # ---- suppliers, customers and other companies
    _case("d26-org-wb-phone", "wienerberger phone no", CONTACT, values=("0161 555 0491",)),
    _case("d26-org-marshalls-addr", "marshalls address", FACT, values=("Premier Way",)),
    _case("d26-org-catnic-town", "where r catnic based", FACT, values=("Caerphilly",)),
    _case("d26-org-hh-pc", "h+h postcode", FACT, values=("TN15 9HZ",)),
    _case("d26-org-tarmac-acc", "tarmac acc no", FACT, values=("TAR-01",)),
    _case("d26-org-marley-phone", "marley tel", CONTACT, values=("01283 555 722",)),
    _case("d26-org-kirkgate-phone", "studio kirkgate number", CONTACT, values=("0113 555 0277",)),
    _case("d26-org-dales-addr", "dales haulage address", FACT, values=("Skipton Road",)),
    _case("d26-org-harrogate-pc", "harrogate living postcode", FACT, values=("HG1 1UF",)),
    _case("d26-org-awc-acc", "awcs account no", FACT, values=("AWC014",)),
    _case("d26-org-pennine-am", "who looks after pennine", FACT, values=("Ada Brennan",)),
    _case("d26-org-dales-type", "wot sort of company is dales", FACT, values=("Haulier",)),
    _case("d26-org-calder-note", "any notes on calder valley", FACT, values=("Tradesman",)),
    # ---- contacts, by misspelt and word-like names
    _case("d26-ct-gareth-who", "whos gareth pryce", CONTACT, values=("Area sales manager",)),
    _case("d26-ct-garath", "garath email", CONTACT, values=("gareth.pryce@ibstock.example",)),
    _case("d26-ct-helen", "helen marshs phone", CONTACT, values=("01604 555 707",)),
    _case("d26-ct-hellen", "email for hellen at forterra", CONTACT, values=("helen.marsh@forterra.example",)),
    _case("d26-ct-lucy-who", "who's lucy barker", CONTACT, values=("Merchant sales",)),
    _case("d26-ct-lucie", "lucie barker phone", CONTACT, values=("0161 555 0491",)),
    _case("d26-ct-zoe-who", "whos zoe fletcher", CONTACT, values=("Roofing specialist",)),
    _case("d26-ct-craig", "craig haigh number", CONTACT, values=("01422 555 312",)),
    _case("d26-ct-owen", "owen at catnic email", CONTACT, values=("owen.rhys@catnic.example",)),
    _case("d26-ct-rachael", "rachael turner job title", CONTACT, values=("Regional sales",)),
    _case("d26-ct-neil", "neil crowthers email", CONTACT, values=("neil.crowther@tarmac.example",)),
    _case("d26-ct-sara", "sara holt email", CONTACT, values=("sarah.holt@caldervalley.example",)),
    _case("d26-ct-ayesha", "ayesha khan number", CONTACT, values=("01484 555 207",)),
    _case("d26-ct-dison", "mark dison email", CONTACT, values=("mark.dyson@awc.example",)),
    _case("d26-ct-carr", "emma carr phone", CONTACT, values=("01423 555 880",)),
    _case("d26-ct-akroyd", "naomi akroyd job title", CONTACT, values=("Associate",)),
    _case("d26-ct-marley-who", "whos our contact at marley", CONTACT, values=("Zoe Fletcher",)),
    _case("d26-ct-hh-who", "who do we speak to at h+h", CONTACT, values=("Rachel Turner",)),
    _case("d26-ct-buyer", "buyer at calder", CONTACT, values=("Sarah Holt",)),
    # ---- projects and their people
    _case("d26-pj-mytholm-value", "mytholm value", FACT, values=("£312,000.00",)),
    _case("d26-pj-kirkstall-value", "kirkstall forge job worth", FACT, values=("£410,000.00",)),
    _case("d26-pj-brighouse-ref", "brighouse wharf ref", FACT, values=("PRJ-0987",)),
    _case("d26-pj-elland-glen", "elland bridge glenigan no", FACT, values=("21180066",)),
    _case("d26-pj-station-plots", "how many flats at station parade", FACT, values=("12",)),
    _case("d26-pj-kirkstall-arch", "whos the architect on kirkstall", FACT, values=("Studio Kirkgate",)),
    _case("d26-pj-holmfirth-stage", "holmfirth rd stage", FACT, values=("Lead",)),
    _case("d26-pj-elland-why", "why did we lose elland bridge", FACT, values=("price",)),
    _case("d26-pj-kirkstall-del", "delivery notes for kirkstall forge", FACT, values=("Booked deliveries only",)),
    _case("d26-pj-station-sup", "suppliers on station parade", FACT, values=("Ibstock", "Marley")),
    _case("d26-pj-calder-jobs", "calders jobs", FACT, values=("Mytholm Meadows", "Brighouse Wharf")),
    _case("d26-pj-complete", "which jobs are complete", FACT, values=("Brighouse Wharf",)),
    _case("d26-pj-whitfield", "which jobs is whitfield on", FACT,
          values=("Mytholm Meadows", "Holmfirth Road", "Brighouse Wharf")),
    _case("d26-pj-mytholm-end", "when does mytholm finish", FACT, values=(in_days(240),)),
    # ---- customer quotes: decisions, reasons, lines, ex-VAT figures
    _case("d26-q-q3-why", "q3 reason for rejection", STATUS, quotes=(q(3),), values=("direct",)),
    _case("d26-q-awc-why", "why did awc turn us down", STATUS, values=("direct",)),
    _case("d26-q-trl-why", "why did sarah reject the tradesman light quote", STATUS, values=("Staying with",)),
    _case("d26-q-q9-who", "who accepted q9", STATUS, quotes=(q(9),), values=("Sarah Holt",)),
    _case("d26-q-q9-po", "q9 po no", FACT, quotes=(q(9),), values=("CVH-PO-2417",)),
    _case("d26-q-q1-po", "po on q1", FACT, quotes=(q(1),), values=("CVH-PO-2291",)),
    _case("d26-q-q10-lines", "q10 wots on it", STATUS, quotes=(q(10),), values=("Staffordshire Blue", "Mastercrete")),
    _case("d26-q-q6-lines", "q6 items", STATUS, quotes=(q(6),), values=("London Yellow", "CG90")),
    _case("d26-q-q11-notes", "q11 internal notes", FACT, quotes=(q(11),), values=("kerb count",)),
    _case("d26-q-q4-who", "q4 who for", STATUS, quotes=(q(4),), values=(PENNINE,)),
    _case("d26-q-q12-rep", "whos on q12", STATUS, quotes=(q(12),), values=("Priya",)),
    _case("d26-q-q2-ex", "q2 ex vat", FACT, quotes=(q(2),), values=("£27,330.00",)),
    _case("d26-q-q1-ex", "q1 ex vat", FACT, quotes=(q(1),), values=("£195,880.90",)),
    _case("d26-q-q7-total", "q7 total inc vat", STATUS, quotes=(q(7),), values=("£46,519.25",)),
    _case("d26-q-q11-total", "q11 total", STATUS, quotes=(q(11),), values=("£27,816.60",)),
    _case("d26-q-q3-vat", "vat on q3", FACT, quotes=(q(3),), values=("£4,786.06",)),
    _case("d26-q-q5-why", "y was q5 withdrawn", FACT, quotes=(q(5),), values=("replaced by the full tender",)),
    _case("d26-q-q10-who", "q10 customer", STATUS, quotes=(q(10),), values=(AWC,)),
    _case("d26-q-q8-plots", "q8 house types", FACT, quotes=(q(8),), values=("Holme", "Wessenden")),
    # ---- supplier quotes and the request for prices
    _case("d26-b-ibstock-haul", "ibstocks haulage per load", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d26-b-ibstock-valid", "how long is ibstocks price valid", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d26-b-tarmac", "tarmac sq status", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d26-b-dales-loads", "how many loads on the dales quote", SUPPLIER_QUOTES, values=("2",)),
    _case("d26-b-sq1-lead", "sq1 lead time", SUPPLIER_QUOTES, values=("3 weeks",)),
    _case("d26-b-mc", "wot did ibstock quote for mastercrete", SUPPLIER_QUOTES, values=("£6.01",)),
    _case("d26-b-waiting", "which supplier quotes r we still waiting on", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d26-b-onsite", "required on site date on the rfq", SUPPLIER_QUOTES, values=(in_days(21),)),
    # ---- customer orders
    _case("d26-or-so1-po", "so1 po", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d26-or-so2-cust", "so2 whos it for", PURCHASE_ORDERS, values=("Calder Valley Homes",)),
    _case("d26-or-from-q1", "which order came from q1", PURCHASE_ORDERS, values=("SO-000001",)),
    # ---- call-offs and loads
    _case("d26-co-31-pallets", "how many pallets went on plot 31", CALL_OFFS, values=("13",)),
    _case("d26-co-34-why", "y did plot 34 fail", CALL_OFFS, values=("tractor",)),
    _case("d26-co-36-why", "plot 36 why cancelled", CALL_OFFS, values=("spring",)),
    _case("d26-co-34-new", "plot 34 new date", CALL_OFFS, values=(in_days(8),)),
    _case("d26-co-35-req", "wen is plot 35 wanted", CALL_OFFS, values=(in_days(14),)),
    _case("d26-co-failed", "failed deliveries", CALL_OFFS, values=("CO-000004",)),
    _case("d26-co-co3", "co3 status", CALL_OFFS, values=("CO-000003",)),
    # ---- the task pad (asked as the demo admin)
    _case("d26-t-tom", "toms tasks", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d26-t-overdue", "wots overdue", TASKS, values=(RAISE_POS,)),
    _case("d26-t-today", "tasks due 2day", TASKS, values=(CHASE_CALDER,)),
    _case("d26-t-waiting", "tasks waiting", TASKS, values=(CONFIRM_LOAD,)),
    _case("d26-t-low", "low priority tasks", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d26-t-mytholm", "tasks on mytholm", TASKS, values=(SITE_VISIT,)),
]

DECLINES: list[Case] = [
    *[
        _case(f"d26-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("ivanhoe red price", PRICE),
                ("thermalite shield 215 price", PRICE),
                ("catnic cg90 3000 price", PRICE),
                ("redland renown tile price", PRICE),
                ("marley ludlow major price", PRICE),
                ("tegula 50mm pennant price", PRICE),
                ("fire rating of kassandra multi", FACT),
                ("calder credit limit", FACT),
                ("vat no for awc", FACT),
                ("q16 status", STATUS),
                ("so7 lines", PURCHASE_ORDERS),
                ("co12 delivery date", CALL_OFFS),
                ("sq9 total", SUPPLIER_QUOTES),
                ("quotes for persimmon", CUSTOMER_Q),
                ("whos steve at ibstock", CONTACT),
                ("phone for john at pennine", CONTACT),
                ("the leeds dock job value", PROJECT_Q),
                ("tasks for dave", TASKS),
                ("did jewson send prices", SUPPLIER_QUOTES),
                ("harrogate living acc no", FACT),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d26-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["wots the weather doing tmrw", "tell us a joke", "who's the prime minister"])
]

LESSONS: list[Lesson] = [
    Lesson("dl26-pallet-a", "how many bricks on a pallet of tradesman red", True,
           _case("dl26-pallet-a-p", "tradesman red bricks per pallet", FACT, values=("500",))),
    Lesson("dl26-pallet-b", "how many bricks on a pallet of tradesman red", True,
           _case("dl26-pallet-b-p", "pallet qty for trad red", FACT, values=("500",))),
]
CONTAMINATION: list[Lesson] = [
    Lesson("dc26-col", "colour of ivanhoe sahara", True,
           _case("dc26-col-b", "colour of lbc dapple light", FACT, values=("Light buff",), absent=("Sahara",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
