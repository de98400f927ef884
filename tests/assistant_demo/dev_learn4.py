"""The twentieth session's learning round (branch learn4, issue 14): sixteen lessons a colleague gives on the demo
data in shapes the nineteenth round lacked: a thumbs-down whose correction names the record a nickname means (the
lintel people, the Huddersfield lot, the Leeds job, the creams), corrections of a product's unit (building sand by
the bag, bricks priced per brick), of a person's role (the area manager at Forterra, the QS at Pennine) and of which
quote "the last one" means (the last one sent, not a draft), and thumbs-up confirming a reading that a colleague
then asks again in their own words, often about another customer, product, quote or job (a confirmed reading is
reused with the new question's own records). Each is followed by three rewordings staff type (abbreviations such
as "dense 4in" and "4 inchers", typos, another word order, another record) and two contamination checks that must
not change: the same wording about another record of the kind, and another question about the same record.

Written blind (from the demo data: api/catalogue/demo_products.txt, api/crm/demo.py, api/catalogue/demo_data.py,
api/projects/demo.py, api/quotes/demo.py, api/seed.py; not the reader's code), and committed (da3c697) before it
was first asked.

First run (main as it stood, 0d64652, the round alone: BRICKMATE_EVAL_ONLY=d33): rewordings right after the feedback
38 of 51 (75 %), contamination 3 of 34 checks. The misses: "dense 4in", "the dense 4 inchers", "4 inch dense blks"
(no reading of a width in inches); "huddersfeild lot" and "lintel suplier" (typos); the Leeds job's delivery times
three times (the reader reads "delivery times on a job" as a price); "staffs blue - what did awc get quoted" (the
perforated one, not the solid they were quoted); "account mgr on q5"; "trad red rustic - discontinued?"; and two
rewordings of "who handles transport at dales haulage", whose confirmation was given on an answer that found nothing
(no account manager recorded) and was reused over their own right readings. The contamination: "building sand loose
per tonne" answered with the bulk bag a correction chose (a real leak); "hemelite 4 inch" and "the leeds lot" showing
a value of the corrected record on a closest-records card, as they did before any feedback (learned nothing). The
last is this file's mistake, put right after that run: a low answer listing the closest records rightly shows their
cards, so it checks that the correction's words never show there (and, as every check, that the feedback used is
right), not Pennine's account number. The same run showed that eight checks after confirmations had no `absent`,
which every contamination check needs: each was given the value a leak would show and that their answers before any
feedback did not (another record's figure, or the confirmed reading's own words). After the changes by kind (branch
learn4): 45 of 51 (88 %), 0 of 34 contaminated (46 of 51 with thumbs-up on low answers kept out of the exemplars'
vote, reverted: such a verdict also confirms right readings); the misses are the reader's (see README, learn4)."""

from __future__ import annotations

from tests.assistant.eval_set import CONTACT, FACT, LAST, PRICE, STATUS, SUPPLIER, Case, Lesson, _case
from tests.assistant_demo.facts import (
    BUILDING_SAND,
    CALDER,
    CHESHIRE,
    CONBLOC_100,
    FORTERRA,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LISTER,
    MARSH,
    MYTHOLM,
    PENNINE,
    PRYCE,
    STATION,
    TRADESMAN_RED,
    WHITFIELD,
    product,
    q,
    quote,
)

BUILDING_SAND_BAG = "Building Sand Bulk Bag"
RHYS, TURNER, TOM = "Owen Rhys", "Rachel Turner", "Tom Hughes"

# The colleagues' corrections, in their words.
DENSE4 = "Dense 4 inch means the Conbloc dense 100mm block: £1.95 each."
SAND_BAG = "Building sand by the bag is the bulk bag: £52.00 a bag (loose is sold by the tonne)."
PER_BRICK = "Bricks are sold per 1000: Tradesman Red is £695.00 per 1000."
AREA = "Helen Marsh (key accounts) is our area manager at Forterra."
QS = "Aisha Khan, the commercial manager, does the QS side at Pennine."
LAST_CALDER = "Their last one is Q-000009 (Mytholm Meadows, accepted, PO CVH-PO-2417): Q-000011 is a draft, not sent."
LAST_HARROGATE = "The last one sent to Harrogate Living is Q-000007, accepted by Emma Carr (PO HL-0042)."
LEEDS = "The Leeds job is Kirkstall Forge Apartments, Block C: booked deliveries only, 8am to 3pm."
LINTELS = "The lintel people are Catnic: Owen Rhys in technical sales."
HUDDERSFIELD = "The Huddersfield lot are Pennine Developments: account PEN207."
CREAMS = "The creams are Ivanhoe Cream (Ibstock), £780.00 per 1000."

Later = str | tuple[str, tuple[str, ...]]  # a rewording, or a rewording about other records with its own values


def _reworded(
    id_: str,
    question: str,
    helpful: bool,
    laters: tuple[Later, Later, Later],
    intent: str,
    *,
    values: tuple[str, ...],
    corrected: tuple[str, str] | None = None,
    correction: str = "",
) -> list[Lesson]:
    """A lesson given once, then asked again in three rewordings (each in isolation, by a colleague)."""
    lessons = []
    for i, later in enumerate(laters):
        words, expected = (later, values) if isinstance(later, str) else later
        lessons.append(
            Lesson(
                f"d33-{id_}-{i}",
                question,
                helpful,
                _case(f"d33-{id_}-{i}-p", words, intent, values=expected),
                corrected=corrected,
                correction=correction,
            )
        )
    return lessons


def _pair(
    id_: str, question: str, helpful: bool, later: Case, corrected: tuple[str, str] | None = None, correction: str = ""
) -> Lesson:
    return Lesson(f"d33c-{id_}", question, helpful, later, corrected=corrected, correction=correction)


# fmt: off
LESSONS: list[Lesson] = [
    # ---- thumbs-down, the correction naming the record a nickname or a size means
    *_reworded("dense4", "how much r dense 4 inch blocks", False,
               ("dense 4in price?", "price on the dense 4 inchers", "wot do we sell 4 inch dense blks at"),
               PRICE, values=("£1.95",), corrected=product(CONBLOC_100), correction=DENSE4),
    *_reworded("lintels", "whos the rep at the lintel people", False,
               ("lintel people - who's the rep?", "who do i ring at the lintel firm", "rep for the lintel suplier"),
               CONTACT, values=(RHYS,), corrected=("contact", RHYS), correction=LINTELS),
    *_reworded("hudds", "account number for the huddersfield lot", False,
               ("huddersfield lot acc no?", "whats the account no for the huddersfield lot",
                "huddersfeild lot account number"),
               FACT, values=("PEN207",), corrected=("customer", PENNINE), correction=HUDDERSFIELD),
    *_reworded("leeds", "delivery times on the leeds job", False,
               ("leeds job - delivery window?", "when can we deliver on the leeds job",
                "deliverys to the leeds job what times"),
               FACT, values=("8am to 3pm",), corrected=("project", KIRKSTALL), correction=LEEDS),
    *_reworded("creams", "price on the cream bricks", False,
               ("creams price?", "how much r the cream bricks per 1000", "wots the cream brick price"),
               PRICE, values=("£780.00",), corrected=product(IVANHOE_CREAM), correction=CREAMS),
    # ---- corrections of a product's unit
    *_reworded("sand-bag", "price of building sand by the bag", False,
               ("building sand per bag?", "how much is a bag of building sand", "bag of buildin sand price"),
               PRICE, values=("£52.00",), corrected=product(BUILDING_SAND_BAG), correction=SAND_BAG),
    *_reworded("per-brick", "price per brick tradesman red", False,
               ("tradesman red price each?", "how much a brick for tradesman red", "trad red per brick price"),
               PRICE, values=("£695.00",), corrected=product(TRADESMAN_RED), correction=PER_BRICK),
    # ---- corrections of a person's role
    *_reworded("area", "whos the area manager at forterra", False,
               ("forterra area manager?", "who is the area mgr for forterra", "area manager @ forterra who"),
               CONTACT, values=(MARSH,), corrected=("contact", MARSH), correction=AREA),
    *_reworded("qs", "whos the qs at pennine", False,
               ("pennine qs?", "who's the quantity surveyor at pennine developments", "qs @ pennine who is it"),
               CONTACT, values=(KHAN,), corrected=("contact", KHAN), correction=QS),
    # ---- corrections of which quote "the last one" means
    *_reworded("last-calder", "calders last quote", False,
               ("last quote we sent calder?", "calder valley's most recent quote",
                "whats the last one we quoted calder"),
               STATUS, values=(q(9),), corrected=quote(9), correction=LAST_CALDER),
    *_reworded("last-harrogate", "was the last harrogate quote accepted", False,
               ("harrogates last quote - accepted?", "did harrogate living accept the last one we sent",
                "last harrogate quote status"),
               STATUS, values=(q(7),), corrected=quote(7), correction=LAST_HARROGATE),
    # ---- thumbs-up confirming a reading, asked again in other words and about other records
    *_reworded("awc-staffs", "what did we quote awc for the staffs blue", True,
               ("awc price on staffs blue solid?", "staffs blue - what did awc get quoted",
                ("what did we quote calder for the ivanhoe cream", ("£813.33",))),
               LAST, values=("£884.62",)),
    *_reworded("q8-manager", "whos the account manager on q8", True,
               ("q8 acct manager?", "who looks after q8", ("account mgr on q5", ("Priya Shah",))),
               STATUS, values=(TOM,)),
    *_reworded("holm-plots", "how many plots on holmfirth road", True,
               ("holmfirth rd plot count", "no of plots on the meltham job",
                ("how many plots at kirkstall forge", ("64",))),
               FACT, values=("18",)),
    *_reworded("mytholm-postcode", "whats the site postcode for mytholm meadows", True,
               ("mytholm meadows postcode?", "site post code mytholm",
                ("postcode for the station parade site", ("HG1 1UF",))),
               FACT, values=("HX7 6DL",)),
    *_reworded("rustic", "is tradesman red rustic still available", True,
               ("trad red rustic - discontinued?", "can we still get tradesman red rustic",
                ("is atherstone red still made", ("discontinued",))),
               FACT, values=("discontinued",)),
    *_reworded("dales-transport", "who handles transport at dales haulage", True,
               ("dales haulage transport contact?", "who do i speak to about transport at dales",
                "whos the transport person at dales haulage"),
               CONTACT, values=(LISTER,)),
]

CONTAMINATION: list[Lesson] = [
    # ---- dense 4 inch: another 4 inch block's price; another fact of the Conbloc 100
    _pair("dense4-hemelite", "how much r dense 4 inch blocks", False,
          _case("d33c-dense4-hemelite-b", "how much r hemelite 4 inch blocks", PRICE, values=("£2.15",),
                absent=("£1.95",)),
          product(CONBLOC_100), DENSE4),
    _pair("dense4-maker", "how much r dense 4 inch blocks", False,
          _case("d33c-dense4-maker-b", "who makes the conbloc 100mm", SUPPLIER, values=(FORTERRA,), absent=(DENSE4,)),
          product(CONBLOC_100), DENSE4),
    # ---- the lintel people: another maker's rep; another fact of Catnic
    _pair("lintels-aircrete", "whos the rep at the lintel people", False,
          _case("d33c-lintels-aircrete-b", "whos the rep at h+h", CONTACT, values=(TURNER,), absent=(RHYS,)),
          ("contact", RHYS), LINTELS),
    _pair("lintels-phone", "whos the rep at the lintel people", False,
          _case("d33c-lintels-phone-b", "catnic phone number", CONTACT, values=("029 2055 5370",), absent=(LINTELS,)),
          ("contact", RHYS), LINTELS),
    # ---- the Huddersfield lot: another town's lot; another fact of Pennine
    _pair("hudds-leeds", "account number for the huddersfield lot", False,
          _case("d33c-hudds-leeds-b", "account number for the leeds lot", FACT, values=("AWC014",),
                absent=(HUDDERSFIELD,)),
          ("customer", PENNINE), HUDDERSFIELD),
    _pair("hudds-phone", "account number for the huddersfield lot", False,
          _case("d33c-hudds-phone-b", "pennine developments phone", CONTACT, values=("01484 555 207",),
                absent=(HUDDERSFIELD,)),
          ("customer", PENNINE), HUDDERSFIELD),
    # ---- the Leeds job: another job's delivery times; another fact of Kirkstall Forge
    _pair("leeds-station", "delivery times on the leeds job", False,
          _case("d33c-leeds-station-b", "delivery times on station parade", FACT, projects=(STATION,),
                values=("before 10am",), absent=("8am to 3pm",)),
          ("project", KIRKSTALL), LEEDS),
    _pair("leeds-architect", "delivery times on the leeds job", False,
          _case("d33c-leeds-architect-b", "whos the architect on kirkstall forge", FACT, projects=(KIRKSTALL,),
                values=(KIRKGATE,), absent=(LEEDS,)),
          ("project", KIRKSTALL), LEEDS),
    # ---- the creams: another colour's price; another fact of Ivanhoe Cream
    _pair("creams-ebony", "price on the cream bricks", False,
          _case("d33c-creams-ebony-b", "price on the ebony bricks", PRICE, values=("£815.00",), absent=("£780.00",)),
          product(IVANHOE_CREAM), CREAMS),
    _pair("creams-maker", "price on the cream bricks", False,
          _case("d33c-creams-maker-b", "who makes ivanhoe cream", SUPPLIER, products=(IVANHOE_CREAM,),
                values=(IBSTOCK,), absent=(CREAMS,)),
          product(IVANHOE_CREAM), CREAMS),
    # ---- building sand by the bag: sharp sand by the bag; building sand loose
    _pair("sand-sharp", "price of building sand by the bag", False,
          _case("d33c-sand-sharp-b", "price of sharp sand by the bag", PRICE, values=("£51.00",),
                absent=("£52.00",)),
          product(BUILDING_SAND_BAG), SAND_BAG),
    _pair("sand-loose", "price of building sand by the bag", False,
          _case("d33c-sand-loose-b", "building sand loose per tonne", PRICE, products=(BUILDING_SAND,),
                values=("£46.00",), absent=("£52.00",)),
          product(BUILDING_SAND_BAG), SAND_BAG),
    # ---- per brick: another brick's; another fact of Tradesman Red
    _pair("per-brick-cheshire", "price per brick tradesman red", False,
          _case("d33c-per-brick-cheshire-b", "price per brick cheshire weathered red", PRICE, products=(CHESHIRE,),
                values=("£755.00",), absent=("£695.00",)),
          product(TRADESMAN_RED), PER_BRICK),
    _pair("per-brick-supplier", "price per brick tradesman red", False,
          _case("d33c-per-brick-supplier-b", "who supplies tradesman red", SUPPLIER, products=(TRADESMAN_RED,),
                values=(IBSTOCK,), absent=(PER_BRICK,)),
          product(TRADESMAN_RED), PER_BRICK),
    # ---- the area manager: Ibstock's; another fact of Helen Marsh
    _pair("area-ibstock", "whos the area manager at forterra", False,
          _case("d33c-area-ibstock-b", "whos the area manager at ibstock", CONTACT, values=(PRYCE,), absent=(MARSH,)),
          ("contact", MARSH), AREA),
    _pair("area-phone", "whos the area manager at forterra", False,
          _case("d33c-area-phone-b", "helen marsh phone", CONTACT, values=("01604 555 707",), absent=(AREA,)),
          ("contact", MARSH), AREA),
    # ---- the QS: Calder's (their buyer, no QS recorded); another fact of Aisha Khan
    _pair("qs-calder", "whos the qs at pennine", False,
          _case("d33c-qs-calder-b", "whos the qs at calder", CONTACT, values=(HOLT,), absent=(KHAN,)),
          ("contact", KHAN), QS),
    _pair("qs-email", "whos the qs at pennine", False,
          _case("d33c-qs-email-b", "aisha khan email", CONTACT, values=("aisha.khan@pennine.example",), absent=(QS,)),
          ("contact", KHAN), QS),
    # ---- Calder's last quote: AWC's; another fact of Q-000009
    _pair("last-calder-awc", "calders last quote", False,
          _case("d33c-last-calder-awc-b", "awcs last quote", STATUS, values=(q(10),), absent=(q(9),)),
          quote(9), LAST_CALDER),
    _pair("last-calder-po", "calders last quote", False,
          _case("d33c-last-calder-po-b", "q9 po number", STATUS, quotes=(q(9),), values=("CVH-PO-2417",),
                absent=(LAST_CALDER,)),
          quote(9), LAST_CALDER),
    # ---- Harrogate's last quote: Pennine's; another fact of Q-000007
    _pair("last-harrogate-pennine", "was the last harrogate quote accepted", False,
          _case("d33c-last-harrogate-pennine-b", "was the last pennine quote accepted", STATUS, values=(q(8),),
                absent=(q(7),)),
          quote(7), LAST_HARROGATE),
    _pair("last-harrogate-po", "was the last harrogate quote accepted", False,
          _case("d33c-last-harrogate-po-b", "whats the po number on q7", STATUS, quotes=(q(7),), values=("HL-0042",),
                absent=(LAST_HARROGATE,)),
          quote(7), LAST_HARROGATE),
    # ---- what AWC were quoted for Staffs Blue: what Pennine were quoted for LBC Common; who supplies Staffs Blue
    _pair("awc-staffs-pennine", "what did we quote awc for the staffs blue", True,
          _case("d33c-awc-staffs-pennine-b", "what did we quote pennine for the lbc common", LAST,
                values=("£487.65",), absent=("£884.62",))),
    _pair("awc-staffs-supplier", "what did we quote awc for the staffs blue", True,
          _case("d33c-awc-staffs-supplier-b", "who supplies the staffs blue solid", SUPPLIER, values=(IBSTOCK,),
                absent=("£884.62",))),
    # ---- Q-000008's account manager: another quote's customer contact; Q-000008's customer
    _pair("q8-contact", "whos the account manager on q8", True,
          _case("d33c-q8-contact-b", "whos the contact on q8", STATUS, quotes=(q(8),), values=(KHAN,),
                absent=(TOM,))),
    _pair("q8-customer", "whos the account manager on q8", True,
          _case("d33c-q8-customer-b", "which customer is q8 for", STATUS, quotes=(q(8),), values=(PENNINE,),
                absent=(TOM,))),
    # ---- Holmfirth Road's plots: another job's; its customer
    _pair("holm-station", "how many plots on holmfirth road", True,
          _case("d33c-holm-station-b", "how many plots on station parade", FACT, projects=(STATION,),
                values=("12",), absent=("Holmfirth",))),
    _pair("holm-customer", "how many plots on holmfirth road", True,
          _case("d33c-holm-customer-b", "whose job is holmfirth road", FACT, projects=(HOLMFIRTH,),
                values=(PENNINE,), absent=("18 plots",))),
    # ---- Mytholm Meadows' site postcode: Calder's head office; its architect
    _pair("mytholm-office", "whats the site postcode for mytholm meadows", True,
          _case("d33c-mytholm-office-b", "whats calder valleys head office postcode", FACT, customers=(CALDER,),
                values=("HX7 8AA",), absent=("Mytholm Meadows' site address",))),
    _pair("mytholm-architect", "whats the site postcode for mytholm meadows", True,
          _case("d33c-mytholm-architect-b", "whos the architect on mytholm meadows", FACT, projects=(MYTHOLM,),
                values=(WHITFIELD,), absent=("HX7 6DL",))),
    # ---- Tradesman Red Rustic discontinued: a brick still sold; its price
    _pair("rustic-ivanhoe", "is tradesman red rustic still available", True,
          _case("d33c-rustic-ivanhoe-b", "is ivanhoe cream still available", FACT, products=(IVANHOE_CREAM,),
                values=(IVANHOE_CREAM,), absent=("discontinued",))),
    _pair("rustic-price", "is tradesman red rustic still available", True,
          _case("d33c-rustic-price-b", "price on tradesman red rustic", PRICE, values=("£675.00",),
                absent=("£695.00",))),
    # ---- Dales Haulage's transport contact: Calder's buyer; Dales' phone
    _pair("dales-calder", "who handles transport at dales haulage", True,
          _case("d33c-dales-calder-b", "whos the buyer at calder", CONTACT, values=(HOLT,), absent=(LISTER,))),
    _pair("dales-phone", "who handles transport at dales haulage", True,
          _case("d33c-dales-phone-b", "dales haulage phone number", CONTACT, values=("01756 555 321",),
                absent=("account manager",))),
]
# fmt: on

ALL: list[Case] = []
