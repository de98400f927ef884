"""A seventeenth round of development questions over the demo instance (`d22-`, tuned on), written on 28 Nov 2026
before any change to the reader for it and committed before it was first asked (its writer read the demo records and
dev_staff9.py for the format, not the reader's code, its exemplars or the held-out parts): single questions typed the
way sales and purchasing staff type them — typos, shorthand and text-speak ("hw much", "wats", "pls", "px", "r",
"atm", "4"), abbreviations ("staffs", "perf", "ea", "no."), missing words — over every subject: prices, cost against
list and margins, a product's details (weight, pallet, lead time, code, texture, maker), counts and totals with
filters (a maker's products, a category, a colleague's or customer's quotes by state), lists by state and period
across customers, comparisons, the cheapest (and dearest) of a category, customers and their addresses, notes and
account managers, contacts by first name, surname and role, projects (Glenigan numbers, plots, stages, architects,
why lost), quotes with their lines, notes, decisions, VAT and validity, a quote named by what it is for without the
word "quote", supplier quotes and the request for prices (deadline, on-site date, notes, suppliers asked), customer
orders named by their notes, call-offs and deliveries (lorries, wagons, failed and cancelled loads), and the task
pad; 21 declines of new shapes (near-miss names and sizes, records past the last number, people and firms we do not
have, facts nobody records such as a blank Glenigan number, frost resistance or a carbon footprint), 3 unrelated, a
lesson and a contamination pair.

Every value read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py, api/seed.py);
quote totals and VAT as earlier rounds checked them by SQL on a seeded demo (sums of those totals worked out here).
Questions with a period in words take their expected quotes from the demo's own offsets (dev_staff8's `_days`).

First run (28 Nov 2026, on main as it stood, 64f4cfb, before any change for it; the round alone through
BRICKMATE_EVAL_ONLY, so without its lesson): answerable 127 of 156 (81 %), declines 20 of 21 ("glenigan number for
station parade", a number nobody recorded, gave the company's contacts), unrelated 3 of 3, intent 0.706, 0 invented.
Misses by kind: cost words "what r we paying for", "cost n sell on", "nett cost of"; a product's texture; counts of a
category or a maker's category ("how many engineering bricks do we sell", "how many marley roof tiles have we got")
and a misspelt maker ("tarmak product count"); a customer's count by a decision verb ("how many quotes did harrogate
accept"); "quotes decided in the last 2 weeks"; "whats tom got open"; "most expensive facing brick"; "aisha khans
job"; a project's plots and projects by stage ("how many plots at mytholm", "which jobs are at tender"); a quote's
lines, notes and loads ("q7 lines", "internal notes on q11", "q8 customer notes", "how many loads on q1"); a quote
named by what it is for without the word quote ("the rear courtyard paving for harrogate", "the drainage chambers
job", "the garden walls and patio") or by its plots ("pennines plots 1-6 quote"); the request for prices ("when do we
need the q10 stuff on site", "which suppliers did we ask for prices on q10", "ibstock quote notes"); an order named by
its plots ("the plots 31 to 36 order"); "what loads are not booked yet"; a done task's closing note and a task's
description asked by a person's words ("how did the mytholm site visit go", "what did sarah holt say about the chase").
After the changes by kind (branch asst12): answerable 149 of 156 (96 %), declines 20 of 21, unrelated 3 of 3, its
lesson's paraphrase right, its contamination pair clean; the whole demo-dev part (2,002 questions) exact 0.982 (1,479
of 1,506), declines 439 of 444, unrelated 51 of 51, paraphrases 92 % (35 of 38), 0 contaminated, 0 invented. Left:
"tarmak product count" (the works' summary is right but a typo'd maker leaves it unsure), "aisha khans job",
"which jobs are at tender" (no look-up lists projects by stage), "how many loads on q1", "what loads are not booked
yet", the two task questions above and "glenigan number for station parade" (a blank Glenigan number: the company's
contacts were given).
"""

from __future__ import annotations

from datetime import date, timedelta

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
from tests.assistant_demo.dev_staff8 import _ACCEPTED, _SENT, _days
from tests.assistant_demo.facts import (
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    in_days,
    q,
    quote,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
_TODAY = date.today()
# Decided (accepted) in the last fortnight: Q-000009, six days ago (Q-000007 thirty days ago; the rejections 88 and
# 119 days ago).
DECIDED_FORTNIGHT, DECIDED_BEFORE = _days(_ACCEPTED, _TODAY - timedelta(days=14), _TODAY)
# Sent in the last eight days: Q-000010, five days ago (Q-000008 went twelve days ago).
SENT_8_DAYS, NOT_SENT_8_DAYS = _days(_SENT, _TODAY - timedelta(days=8), _TODAY)
# Sent in the last three weeks: Q-000006 (re-sent 20 days ago), Q-000008, Q-000010 (and Q-000009, accepted since:
# not required).
SENT_3_WEEKS, NOT_SENT_3_WEEKS = _days(_SENT, _TODAY - timedelta(days=21), _TODAY)

# fmt: off
CASES: list[Case] = [
    # ---- prices in text-speak and shorthand
    _case("d22-pr-cream", "hw much is ivanhoe cream", PRICE, values=("£780.00",)),
    _case("d22-pr-leicester", "pls price ibstock leicester red", PRICE, values=("£790.00",)),
    _case("d22-pr-heather", "wats the lbc heather go for", PRICE, values=("£595.00",)),
    _case("d22-pr-trrm", "tradesmn red multi px", PRICE, values=("£715.00",)),
    _case("d22-pr-aldridge", "aldridge brwn blend £?", PRICE, values=("£710.00",)),
    _case("d22-pr-cheshire", "price 4 cheshire weatherd red", PRICE, values=("£755.00",)),
    _case("d22-pr-lyms", "london yellow stock price pls", PRICE, values=("£880.00",)),
    _case("d22-pr-shield140", "thermalite shield 140 ea", PRICE, values=("£3.35",)),
    _case("d22-pr-trench", "trench block 300 price", PRICE, values=("£7.40",)),
    _case("d22-pr-cg1500", "catnic cg90 1500 price?", PRICE, values=("£61.00",)),
    _case("d22-pr-cn1200", "cn92 1200 how much each", PRICE, values=("£28.00",)),
    _case("d22-pr-pennant", "pennant grey tegula per sq m", PRICE, values=("£34.50",)),
    _case("d22-pr-saxon450", "saxon natural 450 m2 rate", PRICE, values=("£26.90",)),
    _case("d22-pr-keykerb", "keykerb charcoal each price", PRICE, values=("£5.45",)),
    _case("d22-pr-ludlow", "ludlow plus antique brown tile price", PRICE, values=("£1.49",)),
    _case("d22-pr-anthracite", "marley modern anthracite how much", PRICE, values=("£1.95",)),
    _case("d22-pr-bsand-bag", "bulk bag building sand price", PRICE, values=("£52.00",)),
    _case("d22-pr-ssand-bag", "sharp sand bulk bag wot price", PRICE, values=("£51.00",)),
    _case("d22-pr-lime", "hydrated lime bag price", PRICE, values=("£9.20",)),
    _case("d22-pr-m4", "silo mortar m4 per tonne", PRICE, values=("£95.00",)),
    _case("d22-pr-ridge", "dry ridge kit price", PRICE, values=("£84.00",)),
    _case("d22-pr-shire", "sandtoft shire pantile natural red price", PRICE, values=("£2.60",)),
    _case("d22-pr-lbc73", "lbc common 73 per thou", PRICE, values=("£550.00",)),
    _case("d22-pr-dapple", "dapple light lbc price", PRICE, values=("£590.00",)),
    _case("d22-pr-staffs-perf", "staffs blue perf price", PRICE, values=("£835.00",)),
    _case("d22-pr-wb-blue", "wienerberger smooth blue engineering per 1000", PRICE, values=("£895.00",)),
    _case("d22-pr-red-eng", "forterra red engineering perforated price", PRICE, values=("£615.00",)),
    _case("d22-pr-hemelite", "hemelite 100 price", PRICE, values=("£2.15",)),
    _case("d22-pr-solar", "celcon solar each", PRICE, values=("£2.55",)),
    # ---- cost against list
    _case("d22-cost-sahara", "buy price on ivanhoe sahara", FACT, values=("£615.00",)),
    _case("d22-cost-heather", "what r we paying for lbc heather", FACT, values=("£465.00",)),
    _case("d22-cost-margin", "margin on tradesman red", FACT, values=("£545.00", "£695.00")),
    _case("d22-cost-celcon", "cost n sell on celcon standard", FACT, values=("£1.80", "£2.35")),
    _case("d22-cost-cx1200", "our cost catnic cx90 1200", FACT, values=("£52.00",)),
    _case("d22-cost-ridge", "nett cost of dry ridge kit", FACT, values=("£64.00",)),
    # ---- a product's details
    _case("d22-prd-sh140-kg", "how heavy is thermalite shield 140", FACT, values=("10.4",)),
    _case("d22-prd-trr-pallet", "how many tradesman red on a pallet", FACT, values=("500",)),
    _case("d22-prd-shire-lead", "lead time on shire pantiles", FACT, values=("14",)),
    _case("d22-prd-hampton-code", "whats the code for hampton rural blend", FACT, values=("WB-HRB",)),
    _case("d22-prd-aldridge-tex", "texture of aldridge brown blend", FACT, values=("Dragwire",)),
    _case("d22-prd-terca-who", "whos the maker of terca dorket red", SUPPLIER, values=("Wienerberger",)),
    _case("d22-prd-keykerb-who", "who do we get keykerbs from", SUPPLIER, values=("Marshalls",)),
    _case("d22-prd-mendip-pallet", "how many mendip tiles per pallet", FACT, values=("240",)),
    _case("d22-prd-atherstone", "is atherstone red discontinued", FACT, values=("discontinued",)),
    # ---- counts and totals with filters
    _case("d22-cnt-hh", "how many products do we have from h+h", COUNT, values=("7",)),
    _case("d22-cnt-marshalls", "no. of marshalls products", COUNT, values=("10",)),
    _case("d22-cnt-tarmak", "tarmak product count", COUNT, values=("9",)),
    _case("d22-cnt-roof", "how many roof tiles do we list", COUNT, values=("10",)),
    _case("d22-cnt-eng", "how many engineering bricks do we sell", COUNT, values=("4",)),
    _case("d22-cnt-marley-tiles", "how many marley roof tiles have we got", COUNT, values=("7",)),
    _case("d22-cnt-ada", "how many quotes has ada got", COUNT, values=("5",)),
    _case("d22-cnt-drafts", "how many quotes are drafts", COUNT, values=("2",)),
    _case("d22-cnt-rejected", "how many quotes were rejected", COUNT, values=("2",)),
    _case("d22-cnt-open", "how many quotes r open atm", COUNT, values=("3",)),
    _case("d22-cnt-awc", "how many quotes for aire and wharfe", COUNT, values=("4",)),
    _case("d22-cnt-harrogate-won", "how many quotes did harrogate accept", COUNT, values=("1",)),
    _case("d22-cnt-tmrw-loads", "how many call offs are booked for tomorrow", CALL_OFFS, values=("2",)),
    _case("d22-sum-tom-open", "total value of toms open quotes", COUNT, values=("£24,380.00",)),
    _case("d22-sum-awc-open", "whats awc got open - total", COUNT, values=("£217,123.40",)),
    _case("d22-sum-all-open", "total of all open quotes", COUNT, values=("£234,187.10",)),
    # ---- lists by state and period, across customers
    _case("d22-ls-open", "list open quotes", LIST, values=(q(6), q(8), q(10))),
    _case("d22-ls-drafts", "all the drafts", LIST, values=(q(11), q(12))),
    _case("d22-ls-rejected", "rejected quotes pls", LIST, values=(q(2), q(3))),
    _case("d22-ls-expiring", "quotes expiring in the next fortnight", LIST, values=(q(6),), absent=(q(8), q(10))),
    _case("d22-ls-decided", "quotes decided in the last 2 weeks", LIST, values=tuple(DECIDED_FORTNIGHT),
          absent=tuple(n for n in DECIDED_BEFORE if n != q(1))),
    _case("d22-ls-sent-8", "what quotes went out in the past 8 days", LIST, values=tuple(SENT_8_DAYS),
          absent=(q(8),)),
    _case("d22-ls-sent-3w", "quotes sent in the last 3 weeks", LIST,
          values=tuple(n for n in SENT_3_WEEKS if n != q(9)), absent=(q(7),)),
    _case("d22-ls-tom", "toms quotes", LIST, values=(q(3), q(4), q(8), q(10))),
    _case("d22-ls-tom-open", "whats tom got open", LIST, values=(q(8), q(10))),
    _case("d22-ls-pennine-exp", "expired quotes for pennine", CUSTOMER_Q, customers=(PENNINE,), values=(q(4),)),
    _case("d22-ls-withdrawn", "any quotes withdrawn", LIST, values=(q(5),)),
    # ---- comparisons
    _case("d22-cmp-ivanhoe", "whats cheaper ivanhoe cream or sahara", COMPARE, values=("£780.00", "£785.00")),
    _case("d22-cmp-trr-rustic", "tradesman red v lbc rustic price", COMPARE, values=("£695.00", "£580.00")),
    _case("d22-cmp-blocks", "is hemelite cheaper than conbloc 100", COMPARE, values=("£2.15", "£1.95")),
    _case("d22-cmp-lintels", "difference between cg90 1200 and cx90 1200", COMPARE, values=("£49.50", "£67.50")),
    _case("d22-cmp-paving", "tegula traditional or driveline 50 charcoal which is dearer", COMPARE,
          values=("£34.50", "£23.50")),
    # ---- the cheapest (and dearest) of a category
    _case("d22-chp-roof", "cheapest roof tile we do", CHEAPEST_IN, values=("Plain Tile Smooth Brown", "£0.65")),
    _case("d22-chp-lintel", "cheapest lintel", CHEAPEST_IN, values=("£28.00",)),
    _case("d22-chp-eng", "cheapest engineering brick", CHEAPEST_IN, values=("£615.00",)),
    _case("d22-chp-facing", "cheapest facing brick", CHEAPEST_IN, values=("LBC Rustic", "£580.00")),
    _case("d22-chp-block", "lowest price block", CHEAPEST_IN, values=("£1.95",)),
    _case("d22-chp-dearest", "most expensive facing brick", CHEAPEST_IN, values=("London Yellow", "£880.00")),
    # ---- customers and organisations
    _case("d22-org-calder-phone", "calder phone no", CONTACT, values=("01422 555 010",)),
    _case("d22-org-pennine-pc", "whats pennines postcode", FACT, values=("HD1 2EN",)),
    _case("d22-org-awc-addr", "awc address", FACT, values=("Kirkstall Industrial Park",)),
    _case("d22-org-calder-notes", "any notes on calder", FACT, values=("Prefers Ibstock Tradesman",)),
    _case("d22-org-mytholm-site", "delivery notes for the mytholm site", FACT, values=("Narrow lane",)),
    _case("d22-org-pennine-am", "who is our account manager for pennine", FACT, values=("Ada Brennan",)),
    _case("d22-org-harrogate-kind", "is harrogate living a customer", FACT, values=("Prospect",)),
    _case("d22-org-dales-phone", "dales haulage phone", CONTACT, values=("01756 555 321",)),
    _case("d22-org-kirkgate-no", "studio kirkgate number", CONTACT, values=("0113 555 0277",)),
    # ---- contacts
    _case("d22-ct-sarah", "sarahs email", CONTACT, values=("sarah.holt@caldervalley.example",)),
    _case("d22-ct-aisha-job", "aisha khans job", CONTACT, values=("Commercial manager",)),
    _case("d22-ct-dyson", "who is mark dyson", CONTACT, values=("Site manager",)),
    _case("d22-ct-oliver", "olivers email at whitfield", CONTACT, values=("oliver@whitfield.example",)),
    _case("d22-ct-emma", "number for emma at harrogate", CONTACT, values=("01423 555 880",)),
    _case("d22-ct-calder-buyer", "whos the buyer at calder", CONTACT, values=("Sarah Holt",)),
    _case("d22-ct-pennine-cm", "commercial manager at pennine - phone", CONTACT, values=("01484 555 207",)),
    _case("d22-ct-haigh", "craig haigh tel", CONTACT, values=("01422 555 312",)),
    _case("d22-ct-ibstock-asm", "who is the area sales manager at ibstock", CONTACT, values=("Gareth Pryce",)),
    _case("d22-ct-owen", "e-mail for owen", CONTACT, values=("owen.rhys@catnic.example",)),
    # ---- projects
    _case("d22-pj-glenigan", "glenigan no for holmfirth road", FACT, values=("21733107",)),
    _case("d22-pj-plots", "how many plots at mytholm", FACT, values=("42",)),
    _case("d22-pj-architect", "who's the architect on kirkstall forge", FACT, values=("Studio Kirkgate",)),
    _case("d22-pj-tender", "which jobs are at tender", FACT, values=("Kirkstall Forge",)),
    _case("d22-pj-stage", "what stage is holmfirth road at", FACT, values=("Lead",)),
    _case("d22-pj-lost", "why did we lose elland bridge", FACT, values=("Lost on price",)),
    _case("d22-pj-start", "when does kirkstall forge start", FACT, values=(in_days(60),)),
    _case("d22-pj-value", "station parade value", FACT, values=("£58,500.00",)),
    _case("d22-pj-whitfield", "whitfields jobs", FACT, values=("Mytholm Meadows", "Holmfirth Road", "Brighouse")),
    # ---- quotes: lines, notes, decisions, figures
    _case("d22-q-q10-lines", "whats on q10", STATUS, quotes=(q(10),), values=("Staffordshire Blue", "Mastercrete")),
    _case("d22-q-q7-lines", "q7 lines", STATUS, quotes=(q(7),), values=("Cheshire Weathered Red", "Dry Ridge Kit")),
    _case("d22-q-q3-why", "why did awc turn down q3", STATUS, quotes=(q(3),),
          values=("Bought direct from the manufacturer",)),
    _case("d22-q-q9-who", "who accepted q9", STATUS, quotes=(q(9),), values=("Sarah Holt",)),
    _case("d22-q-q11-notes", "internal notes on q11", FACT, quotes=(q(11),), values=("kerb count",)),
    _case("d22-q-q8-notes", "q8 customer notes", FACT, quotes=(q(8),), values=("plots 1 to 6",)),
    _case("d22-q-q10-valid", "when does q10 expire", STATUS, quotes=(q(10),), values=(valid_until(5, 1),)),
    _case("d22-q-q1-loads", "how many loads on q1", FACT, quotes=(q(1),), values=("16",)),
    _case("d22-q-q6-ex", "q6 ex vat", FACT, quotes=(q(6),), values=("£174,839.25",)),
    _case("d22-q-q9-vat", "vat on q9", FACT, quotes=(q(9),), values=("£18,157.48",)),
    _case("d22-q-q9-po", "whats the po on q9", FACT, quotes=(q(9),), values=("CVH-PO-2417",)),
    _case("d22-q-q4-who", "q4 - who was it for", STATUS, quotes=(q(4),), values=(PENNINE,), records=(quote(4),)),
    # ---- a quote named by what it is for, with or without the word "quote"
    _case("d22-qn-courtyard", "status of the rear courtyard paving for harrogate", STATUS,
          values=(q(12), "Draft")),
    _case("d22-qn-drainage", "the drainage chambers job - did awc accept", STATUS, values=(q(10), "Sent")),
    _case("d22-qn-plots", "pennines plots 1-6 quote whats it worth", STATUS, values=(q(8), "£17,063.70")),
    _case("d22-qn-walls", "the garden walls and patio - did pennine go for it", STATUS, values=(q(4), "Expired")),
    # ---- supplier quotes and the request for prices
    _case("d22-b-staffs", "has ibstock priced the staffs blue", SUPPLIER_QUOTES, values=("£669.30",)),
    _case("d22-b-sq1-haulage", "sq1 haulage", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d22-b-ibstock-valid", "ibstock quote valid till", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d22-b-onsite", "when do we need the q10 stuff on site", SUPPLIER_QUOTES, values=(in_days(21),)),
    _case("d22-b-tarmac-deadline", "deadline for tarmac to come back", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d22-b-dales-valid", "dales haulage quote valid until", SUPPLIER_QUOTES, values=(in_days(14),)),
    _case("d22-b-ibstock-notes", "ibstock quote notes", SUPPLIER_QUOTES, values=("Moffett offload included",)),
    _case("d22-b-mc", "what did ibstock give us for the mastercrete", SUPPLIER_QUOTES, values=("£6.01",)),
    _case("d22-b-asked", "which suppliers did we ask for prices on q10", SUPPLIER_QUOTES,
          values=("Ibstock", "Tarmac")),
    # ---- customer orders
    _case("d22-or-calder", "orders for calder", PURCHASE_ORDERS, values=("SO-000001", "SO-000002")),
    _case("d22-or-so1-po", "whats the customer po on so1", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d22-or-plots-po", "customer po for the plots 31 to 36 order", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d22-or-so2-who", "who is SO-000002 for", PURCHASE_ORDERS, values=(CALDER,)),
    # ---- call-offs and deliveries
    _case("d22-co-31", "wot was delivered to plot 31 and when", CALL_OFFS, values=("CO-000001", in_days(-4))),
    _case("d22-co-34-why", "why did plot 34 fail", CALL_OFFS, values=("tractor",)),
    _case("d22-co-34-rebooked", "when is plot 34 rebooked for", CALL_OFFS, values=(in_days(8),)),
    _case("d22-co-36-why", "why was plot 36 cancelled", CALL_OFFS, values=("delayed to spring",)),
    _case("d22-co-31-pallets", "pallets dropped at plot 31", CALL_OFFS, values=("13",)),
    _case("d22-co-33-window", "is plot 33 am or pm", CALL_OFFS, values=("pm",)),
    _case("d22-co-haulier", "who is hauling the mytholm loads", CALL_OFFS, values=("Dales Haulage",)),
    _case("d22-co-wagons", "wagons going out tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d22-co-failed", "any failed deliveries", CALL_OFFS, values=("CO-000004",)),
    _case("d22-co-unbooked", "what loads are not booked yet", CALL_OFFS, values=("CO-000005",)),
    # ---- the task pad (asked as the demo admin)
    _case("d22-t-mine", "whats on my pad", TASKS, values=(CONFIRM_LOAD,)),
    _case("d22-t-overdue", "anythin overdue", TASKS, values=(RAISE_POS,)),
    _case("d22-t-tom", "whats tom doing", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d22-t-high", "high priority tasks", TASKS, values=(CHASE_CALDER,)),
    _case("d22-t-today", "what tasks are due today", TASKS, values=(CHASE_CALDER,)),
    _case("d22-t-visit", "how did the mytholm site visit go", TASKS, values=("Booked with the site manager",)),
    _case("d22-t-chase-desc", "what did sarah holt say about the chase", TASKS, values=("site meeting",)),
]

DECLINES: list[Case] = [
    *[
        _case(f"d22-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                ("ibstock ivanhoe blue price", PRICE),
                ("tradesman buff per thou", PRICE),
                ("catnic cg90 3000 lintel price", PRICE),
                ("marley ludlow major price", PRICE),
                ("ibstock ivanhoe cream 73mm price", PRICE),
                ("thermalite turbo 140 price", PRICE),
                ("fire rating of conbloc 100", FACT),
                ("frost resistance of lbc rustic", FACT),
                ("q15 status", STATUS),
                ("customer po on SO-000009", PURCHASE_ORDERS),
                ("plot 40 call off", CALL_OFFS),
                ("CO-000012 status", CALL_OFFS),
                ("quotes for persimmon", CUSTOMER_Q),
                ("whats bellways acc no", FACT),
                ("phone no for steve at ibstock", CONTACT),
                ("who is john smith", CONTACT),
                ("glenigan number for station parade", FACT),
                ("carbon footprint of ivanhoe cream", FACT),
                ("did hanson come back on the rfq", SUPPLIER_QUOTES),
                ("tasks for dave", TASKS),
                ("the leeds arena job quote", PROJECT_Q),
            ]
        )
    ],
]

UNRELATED_CASES: list[Case] = [
    _case(f"d22-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the weather in leeds tmrw", "tell me a joke", "best pub near huddersfield"])
]

LESSONS: list[Lesson] = [
    Lesson("dl22-tile", "cheapest tile on the roofing list", True,
           _case("dl22-tile-p", "lowest priced roof tile we sell", CHEAPEST_IN, values=("£0.65",))),
]
CONTAMINATION: list[Lesson] = [
    Lesson("dc22-lead", "lead time on catnic cg90 1200", True,
           _case("dc22-lead-b", "lead time on the shire pantile", FACT, values=("14",), absent=("CG90",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
