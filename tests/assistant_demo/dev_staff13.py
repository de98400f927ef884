"""A twentieth round of development questions over the demo instance (`d32-`, tuned on): what a sales manager, an
estimator and the owner of a brick factor ask, written on 28 Nov 2026 before any change to the reader for it and
committed before it was first asked (its writer read the demo records, api/seed.py and what it seeds, and earlier
rounds for the format; not the reader's code, its exemplars or the held-out parts). Shapes the earlier rounds did not
use: totals and counts over periods ("how much did we quote in the last 7 days", "quotes tom sent in the last
fortnight"), rankings ("biggest quote weve ever done", "top 3 customers by quoted value", "which rep has most open
quotes"), conversion ("how many of harrogates quotes did we win"), comparisons over time (a quote's price before and
after its revision, one customer's price on two quotes), margins between cost and list or cost and sell where the
records hold both, what a customer usually buys, products never quoted, expiring and stale quotes, a project's whole
picture ("where are we with mytholm"); 18 declines (profit after overheads, forecasts, targets and commission,
competitors' prices, parties and jobs we do not have), 3 unrelated questions, a lesson with two rewordings and a
contamination pair.

Every value read from the demo data (api/quotes/demo.py, api/crm/demo.py, api/projects/demo.py,
api/catalogue/demo_products.txt, api/orders/demo.py) and checked on a seeded demo (the quotes' current versions by
SQL, rolled back): totals inc VAT q1 £235,057.08 (subtotal £194,360.90, cost £152,618.00), q2 £32,796.00, q3
£28,716.36, q4 £9,698.42 (expired), q5 £156,510.00 (withdrawn), q6 £209,807.10 (v2; subtotal £172,469.25, cost
£142,410.00), q7 £46,519.25 (subtotal £38,266.04, cost £29,278.00), q8 £17,063.70, q9 £108,944.90 (subtotal
£90,027.42, cost £69,885.00), q10 £7,316.30 (subtotal £5,986.92, cost £4,636.00), q11 £27,816.60, q12 £5,706.30.
Account managers: Ada q1, q2, q7, q9, q11; Tom q3, q4, q8, q10; Priya q5, q6, q12. Sent days ago: q1 170, q2 127,
q3 97, q4 79, q5 61, q6 43 (revised and re-sent 20), q7 37, q8 12, q9 10, q10 5. Quoted per customer: Calder
£404,614.58 (four), Aire & Wharfe £402,349.76 (four, none a draft), Harrogate £52,225.55, Pennine £26,762.12. "Won"
is accepted (q7, q9) as earlier rounds count it; q1 was accepted and converted to SO-000001. A margin is the lines'
sell less their cost (shipping aside): q9 £20,142.42, q7 £8,988.04, q10 £1,350.92.

First run (28 Nov 2026, on main as it stood, 0d64652, before any change for it; the round alone through
BRICKMATE_EVAL_ONLY, so without its lesson): answerable 49 of 115 (43 %), declines 15 of 18 ("profit after overheads
on q9" gave the quote, "net profit on mytholm after overheads" the job, "ibstocks margin on tradesman red" our own
margin), unrelated 3 of 3, intent 0.441, 0 invented. Misses by kind: "quoted" over a period read as quotes created
(the drafts counted); rankings (the biggest, smallest, longest out, top three quotes or customers, the rep with most
open quotes: none read); a quote's margin and cost total (the status given); a line's sell price on a quote, one
product's price on two quotes or a quote against list; what a customer usually buys, who has been quoted a product,
products never quoted; quotes gone past their date, still waiting on an answer; a project's or customer's whole
picture (the summary gave no quotes); "whats that worth in total" after a list.
After the changes by kind (branch asst22, alone through BRICKMATE_EVAL_ONLY, and the same in the whole demo-dev
run): answerable 91 of 115 (79 %), declines 18 of 18, unrelated 3 of 3, intent 0.588, 0 invented; in the whole run
its lesson's rewordings 1 of 2 ("biggest three customers by value quoted" gives only the largest: "biggest three" is
not read as three) and its contamination pair clean. Left: a product's line on a named quote (its sell price, cost
against sell, the same product on two quotes or against list: the reader drops the product when a quote is named), a
quote's two versions compared, two quotes' totals compared, a customer's usual buys and a job's picture when the
reading of the party is unsure ("what does calder usually buy", "where are we with mytholm": right cards, low
confidence), "what do awc normally go for" (AWC not read), "what blocks has calder had", "is there an order for
mytholm", "total quoted on mytholm", "when do awcs open quotes expire", "drafts started this past week", "have
pennine ever accepted a quote", "how many quotes won and how many lost", "whats that worth in total" after a list,
our margin per unit asked as "how much do we make on a shield block" and "mark up on tegula".
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    COMPARE,
    COUNT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    GENERAL,
    LIST,
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
    CG90_1800,
    CN92_1200,
    ELLAND,
    HARROGATE,
    HOLMFIRTH,
    IVANHOE_CREAM,
    IVANHOE_SAHARA,
    KASSANDRA,
    KIRKSTALL,
    LONDON_YELLOW,
    MYTHOLM,
    PENNINE,
    SHIELD_100,
    STATION,
    TURBO,
    q,
    valid_until,
)

CHESHIRE_RED = "Cheshire Weathered Red"
TEGULA_TRAD = "Tegula Priora Block Paving Traditional 60mm"

# fmt: off
CASES: list[Case] = [
    # ---- totals and counts over periods
    _case("d32-p-quoted-7d", "how much did we quote in the last 7 days", COUNT, values=("£7,316.30",)),
    _case("d32-p-quoted-2w", "value of quotes sent in the last fortnight", COUNT, values=("£133,324.90",)),
    _case("d32-p-count-2w", "how many quotes went out in the last 2 weeks", COUNT, values=("3",)),
    _case("d32-p-tom-2w", "quotes sent by tom in the last fortnight", LIST, values=(q(8), q(10)),
          absent=(q(9),)),
    _case("d32-p-priya-open-val", "how much has priya got open", COUNT, values=("£209,807.10",)),
    _case("d32-p-pennine-open-val", "value of open quotes for pennine", COUNT, values=("£17,063.70",)),
    _case("d32-p-awc-all", "total of everything weve quoted awc", COUNT, values=("£402,349.76",)),
    _case("d32-p-expired-val", "value of expired quotes", COUNT, values=("£9,698.42",)),
    _case("d32-p-withdrawn-val", "withdrawn quotes total", COUNT, values=("£156,510.00",)),
    _case("d32-p-ada-count", "how many quotes is ada looking after", COUNT, values=("5",)),
    _case("d32-p-tom-open-count", "no. of open quotes tom has", COUNT, values=("2",)),
    _case("d32-p-sent-month", "quotes sent in the last 30 days", LIST, values=(q(8), q(9), q(10)),
          absent=(q(7),)),
    _case("d32-p-sent-3m-count", "how many quotes have we sent in the last 3 months", COUNT, values=("7",)),
    _case("d32-p-all-count", "how many quotes have we done altogether", COUNT, values=("12",)),
    _case("d32-p-decided-val", "value of quotes accepted in the last fortnight", COUNT, values=("£108,944.90",)),
    _case("d32-p-drafts-week", "drafts started this past week", LIST, values=(q(11), q(12))),
    _case("d32-p-harrogate-acc-val", "value of harrogates accepted quotes", COUNT, values=("£46,519.25",)),
    _case("d32-p-tom-sent-val", "value of toms quotes sent in the last 2 weeks", COUNT, values=("£24,380.00",)),
    # ---- rankings
    _case("d32-r-biggest-ever", "biggest quote weve ever done", LIST, values=(q(1), "£235,057.08")),
    _case("d32-r-biggest-open", "largest open quote", LIST, values=(q(6), "£209,807.10")),
    _case("d32-r-smallest-open", "smallest open quote", LIST, values=(q(10), "£7,316.30")),
    _case("d32-r-top3-quotes", "top 3 quotes by value", LIST, values=(q(1), q(6), q(5))),
    _case("d32-r-top3-customers", "top 3 customers by quoted value", LIST, values=(CALDER, AWC, HARROGATE)),
    _case("d32-r-rep-open", "which rep has most open quotes", LIST, values=("Tom",)),
    _case("d32-r-customer-open", "which customer has the most open quote value", LIST, values=(AWC, "£217,123.40")),
    _case("d32-r-rep-most", "who has the most quotes", LIST, values=("Ada",)),
    _case("d32-r-biggest-rejected", "biggest quote we lost", LIST, values=(q(2), "£32,796.00")),
    _case("d32-r-longest-open", "which open quote has been out the longest", LIST, values=(q(6),)),
    _case("d32-r-biggest-pennine", "pennines biggest quote", CUSTOMER_Q, customers=(PENNINE,),
          values=(q(8), "£17,063.70")),
    _case("d32-r-biggest-awc", "biggest quote for aire and wharfe", CUSTOMER_Q, customers=(AWC,),
          values=(q(6), "£209,807.10")),
    _case("d32-r-biggest-toms", "toms biggest quote", LIST, values=(q(3), "£28,716.36")),
    _case("d32-r-smallest-draft", "smallest draft", LIST, values=(q(12), "£5,706.30")),
    _case("d32-r-biggest-month", "biggest quote sent in the last month", LIST, values=(q(6), "£209,807.10")),
    _case("d32-r-most-quoted-brick", "which brick have we quoted the most of", FACT, values=(LONDON_YELLOW,)),
    # ---- conversion
    _case("d32-c-harrogate-won", "how many of harrogates quotes did we win", COUNT, values=("1",)),
    _case("d32-c-calder-lost", "how many of calders quotes did we lose", COUNT, values=("1",)),
    _case("d32-c-calder-won", "which of calders quotes did we win", CUSTOMER_Q, customers=(CALDER,),
          values=(q(9),)),
    _case("d32-c-awc-lost", "how many quotes has awc turned down", COUNT, values=("1",)),
    _case("d32-c-ada-won", "which quotes has ada won", LIST, values=(q(7), q(9))),
    _case("d32-c-pennine-won", "have pennine ever accepted a quote", CUSTOMER_Q, customers=(PENNINE,),
          values=(q(4), q(8))),
    _case("d32-c-won-lost", "how many quotes won and how many lost", COUNT, values=("2",)),
    _case("d32-c-lost-why", "why have we lost quotes", LIST, values=("direct", "Staying with")),
    _case("d32-c-won-value", "value of the quotes we won", COUNT, values=("£155,464.15",)),
    _case("d32-c-harrogate-acc", "did harrogate take q7", STATUS, quotes=(q(7),), values=("Accepted",)),
    # ---- comparisons over time
    _case("d32-t-q6-brick", "london yellow price on q6 before and after the revision", COMPARE,
          values=("£873.42", "£831.33")),
    _case("d32-t-q6-versions", "whats changed between q6 versions", COMPARE, values=("£831.33", "Catnic")),
    _case("d32-t-cream-q1-q9", "ivanhoe cream on q1 vs q9", COMPARE, values=("£782.05", "£813.33")),
    _case("d32-t-lyms-q5-q6", "london yellow on q5 v q6", COMPARE, values=("£862.50", "£831.33")),
    _case("d32-t-q2-q9", "calder q2 or q9 which was bigger", COMPARE, quotes=(q(2), q(9)), values=(q(9),)),
    _case("d32-t-tegula-q1-q11", "tegula price q1 vs q11", COMPARE, values=("£32.32",)),
    _case("d32-t-q8-q4", "pennine q4 v q8 totals", COMPARE, values=("£9,698.42", "£17,063.70")),
    _case("d32-t-trr-q9-list", "tradesman red on q9 vs list", COMPARE, values=("£707.79", "£695.00")),
    _case("d32-t-cream-q9-list", "did calder get ivanhoe cream under list on q9", COMPARE,
          values=("£813.33", "£780.00")),
    # ---- margins between cost and list, or cost and sell
    _case("d32-m-q9", "q9 margin", FACT, quotes=(q(9),), values=("£20,142.42",)),
    _case("d32-m-q7", "whats our margin on q7", FACT, quotes=(q(7),), values=("£8,988.04",)),
    _case("d32-m-q10", "how much are we making on q10", FACT, quotes=(q(10),), values=("£1,350.92",)),
    _case("d32-m-q9-cost", "q9 cost total", FACT, quotes=(q(9),), values=("£69,885.00",)),
    _case("d32-m-q6-cost", "what does q6 cost us", FACT, quotes=(q(6),), values=("£142,410.00",)),
    _case("d32-m-q10-staffs", "cost v sell on the staffs blue on q10", FACT, values=("£690.00", "£884.62")),
    _case("d32-m-cream", "margin on ivanhoe cream", FACT, values=("£610.00", "£780.00")),
    _case("d32-m-tegula", "whats our mark up on tegula", FACT, values=("£26.50", "£34.50")),
    _case("d32-m-m4", "silo mortar cost and list", FACT, values=("£72.00", "£95.00")),
    _case("d32-m-lyms", "london yellow buy and sell price", FACT, values=("£690.00", "£880.00")),
    _case("d32-m-shield", "how much do we make on a shield block", FACT, values=("£1.85", "£2.40")),
    _case("d32-m-q1-sell-cream", "what did we sell ivanhoe cream at on q1", FACT, values=("£782.05",)),
    _case("d32-m-q7-cheshire", "cheshire red sell price on q7", FACT, values=("£776.32",)),
    # ---- what a customer usually buys, who buys what
    _case("d32-b-calder-usual", "what does calder usually buy", CUSTOMER_Q, customers=(CALDER,),
          values=(IVANHOE_CREAM,)),
    _case("d32-b-awc-usual", "what do awc normally go for", CUSTOMER_Q, customers=(AWC,), values=(LONDON_YELLOW,)),
    _case("d32-b-harrogate-usual", "what does harrogate living buy off us", CUSTOMER_Q, companies=(HARROGATE,),
          values=(CHESHIRE_RED,)),
    _case("d32-b-pennine-usual", "pennines usual products", CUSTOMER_Q, customers=(PENNINE,),
          values=("LBC Common",)),
    _case("d32-b-who-lyms", "who have we quoted london yellow to", LIST, values=(AWC,)),
    _case("d32-b-who-cream", "which customers have had ivanhoe cream", LIST, values=(CALDER,)),
    _case("d32-b-who-tegula", "has anyone been quoted tegula", LIST, values=(q(1), q(11))),
    _case("d32-b-who-staffs", "who did we quote staffs blue solid to", LIST, values=(AWC, q(10))),
    _case("d32-b-calder-blocks", "what blocks has calder had", CUSTOMER_Q, customers=(CALDER,),
          values=(SHIELD_100,)),
    _case("d32-b-awc-lintels", "have we quoted awc any lintels", CUSTOMER_Q, customers=(AWC,),
          values=("CG90",)),
    _case("d32-b-pennine-blocks", "which block did pennine get quoted", CUSTOMER_Q, customers=(PENNINE,),
          values=("Celcon",)),
    # ---- products never quoted
    _case("d32-n-lintels", "which lintels have we never quoted", LIST, values=(CG90_1800, CN92_1200),
          absent=("1500mm",)),
    _case("d32-n-kassandra", "have we ever quoted kassandra multi", FACT, values=(KASSANDRA,),
          absent=("Q-0000",)),
    _case("d32-n-sahara", "has ivanhoe sahara ever been on a quote", FACT, values=(IVANHOE_SAHARA,),
          absent=("Q-0000",)),
    _case("d32-n-thermalite", "thermalite blocks we've never quoted", LIST, values=(TURBO,), absent=(SHIELD_100,)),
    _case("d32-n-ibstock", "which ibstock bricks have never been quoted", LIST,
          values=(IVANHOE_SAHARA, "Aldridge Brown Blend"), absent=(IVANHOE_CREAM,)),
    _case("d32-n-cream-yes", "have we ever quoted ivanhoe cream", FACT, values=(q(1), q(9))),
    _case("d32-n-sand", "has building sand been quoted", FACT, values=("Building Sand",), absent=("Q-0000",)),
    # ---- expiring and stale quotes
    _case("d32-e-next", "which quote expires next", LIST, values=(q(6), valid_until(20, 2))),
    _case("d32-e-3w", "quotes expiring in the next 3 weeks", LIST, values=(q(6), q(8)), absent=(q(10),)),
    _case("d32-e-q10", "q10 expiry date", STATUS, quotes=(q(10),), values=(valid_until(5, 1),)),
    _case("d32-e-expired-no-answer", "quotes that expired without an answer", LIST, values=(q(4),)),
    _case("d32-e-waiting", "quotes were still waiting to hear back on", LIST, values=(q(6), q(8), q(10))),
    _case("d32-e-past-valid", "any quotes gone past their valid date", LIST, values=(q(4),)),
    _case("d32-e-pennine-exp", "has pennines q4 run out", STATUS, quotes=(q(4),), values=("Expired",)),
    _case("d32-e-awc-exp", "when do awcs open quotes expire", CUSTOMER_Q, customers=(AWC,),
          values=(valid_until(20, 2), valid_until(5, 1))),
    # ---- a project's whole picture
    _case("d32-j-mytholm", "where are we with mytholm", PROJECT_Q, projects=(MYTHOLM,), values=(q(9), q(11))),
    _case("d32-j-kirkstall", "whats the latest on kirkstall forge", PROJECT_Q, projects=(KIRKSTALL,),
          values=(q(6),)),
    _case("d32-j-holmfirth", "holmfirth road update", PROJECT_Q, projects=(HOLMFIRTH,), values=(q(8),)),
    _case("d32-j-station", "station parade where are we at", PROJECT_Q, projects=(STATION,), values=(q(7), q(12))),
    _case("d32-j-brighouse", "brighouse wharf - full picture", PROJECT_Q, projects=(BRIGHOUSE,), values=(q(1),)),
    _case("d32-j-elland", "whats happening on elland bridge", PROJECT_Q, projects=(ELLAND,), values=(q(3),)),
    _case("d32-j-mytholm-val", "total quoted on mytholm", PROJECT_Q, projects=(MYTHOLM,),
          values=("£136,761.50",)),
    _case("d32-j-kirkstall-open", "whats still open on kirkstall", PROJECT_Q, projects=(KIRKSTALL,),
          values=(q(6),), absent=(q(5),)),
    _case("d32-j-station-won", "did we win station parade", PROJECT_Q, projects=(STATION,),
          values=(q(7), "Accepted")),
    _case("d32-j-mytholm-order", "is there an order for mytholm", PROJECT_Q, projects=(MYTHOLM,),
          values=("SO-000002",)),
    # ---- a customer's whole picture
    _case("d32-k-calder", "where are we with calder valley", CUSTOMER_Q, customers=(CALDER,),
          values=(q(9), q(11))),
    _case("d32-k-awc-open", "whats awc got on the go", CUSTOMER_Q, customers=(AWC,), values=(q(6), q(10))),
    _case("d32-k-pennine-open-count", "how many open quotes for pennine", COUNT, values=("1",)),
    _case("d32-k-harrogate-draft", "anything in draft for harrogate", CUSTOMER_Q, companies=(HARROGATE,),
          values=(q(12),)),
    _case("d32-k-calder-last", "when did we last send calder a quote", CUSTOMER_Q, customers=(CALDER,),
          values=(q(9),)),
    _case("d32-k-awc-last", "awcs latest quote", CUSTOMER_Q, customers=(AWC,), values=(q(10),)),
    # ---- chains: a ranking, then its details
    _case("d32-ch-biggest", "biggest open quote", LIST, values=(q(6),)),
    _case("d32-ch-biggest-who", "who's it for", STATUS, values=(AWC,), follows="d32-ch-biggest"),
    _case("d32-ch-biggest-exp", "when does it expire", STATUS, values=(valid_until(20, 2),),
          follows="d32-ch-biggest-who"),
    _case("d32-ch-tom", "toms open quotes", LIST, values=(q(8), q(10))),
    _case("d32-ch-tom-val", "whats that worth in total", COUNT, values=("£24,380.00",), follows="d32-ch-tom"),
    _case("d32-ch-q9", "q9", STATUS, quotes=(q(9),), values=("Accepted",)),
    _case("d32-ch-q9-margin", "whats the margin on it", FACT, values=("£20,142.42",), follows="d32-ch-q9"),
]

DECLINES: list[Case] = [
    _case(f"d32-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # profit after overheads, forecasts, targets and commission: not recorded
            ("profit after overheads on q9", FACT),
            ("net profit on mytholm after overheads", FACT),
            ("forecast for next months quotes", COUNT),
            ("what will calder order next quarter", CUSTOMER_Q),
            ("whats our sales target this month", COUNT),
            ("how much commission is tom on", COUNT),
            ("our market share in yorkshire", GENERAL),
            ("overheads per load", FACT),
            # competitors' prices
            ("what are travis perkins charging for tradesman red", FACT),
            ("jewsons price for staffs blue", FACT),
            ("what did forterra quote awc direct", FACT),
            ("ibstocks margin on tradesman red", FACT),
            # parties, jobs and quotes we do not have
            ("value of open quotes for keepmoat", COUNT),
            ("how many of bellways quotes did we win", COUNT),
            ("biggest quote for redrow", LIST),
            ("where are we with the leeds dock job", PROJECT_Q),
            ("q15 margin", FACT),
            ("what does persimmon usually buy", CUSTOMER_Q),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d32-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the time in new york", "best pub in hebden bridge", "who won the match"])
]

LESSONS: list[Lesson] = [
    Lesson(f"dl32-top-{i}", "top 3 customers by quoted value", True,
           _case(f"dl32-top-{i}-p", later, LIST, values=(CALDER, AWC, HARROGATE)))
    for i, later in enumerate(["our 3 biggest customers by quote value", "biggest three customers by value quoted"])
]
CONTAMINATION: list[Lesson] = [
    # a helpful answer about Pennine's open quotes' value, then Aire & Wharfe's
    Lesson("dc32-open", "value of open quotes for pennine", True,
           _case("dc32-open-b", "value of open quotes for awc", COUNT, values=("£217,123.40",),
                 absent=("£17,063.70",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
