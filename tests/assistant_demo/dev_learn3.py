"""The nineteenth session's learning round (branch learn3, issue 14): fifteen lessons a colleague gives on the demo
data, a correction naming the right record (with the right answer in words) or a confirmation of a right answer,
each followed by three rewordings the way staff type (typos, shorthand, another word order) asked by another
colleague, and for each lesson two contamination checks that must not change: the same wording about another record
of the same kind, and another question about the same record. Written blind, before any change for it, and committed
before it was first asked (every value read from the demo data: api/catalogue/demo_products.txt, api/crm/demo.py,
api/projects/demo.py, api/quotes/demo.py).

First run (main as it stood, 9b24a6e): rewordings right after the feedback 38 of 45 (84 %), contamination 3 of 30
checks. Two of the three were this file's mistakes, put right after that run: "who makes the london yellow multi" and
"helens phone at forterra" listed as absent a value their record's card rightly shows (the list price, the email);
they now look for it in the answer's words. The third was a confirmation given on an answer that found nothing
("delivery times on the harrogate job", read as a price of no product) reused for another job. After the changes by
kind (branch learn3): 42 of 45, 0 of 30 contaminated."""

from __future__ import annotations

from tests.assistant.eval_set import CONTACT, FACT, PRICE, PROJECT_Q, STATUS, SUPPLIER, Case, Lesson, _case
from tests.assistant_demo.facts import (
    BRIGHOUSE,
    CALDER,
    CARR,
    CG90_1200,
    CG90_1800,
    CONBLOC_100,
    DALES,
    DRIVELINE_CHA,
    FORTERRA,
    HARROGATE,
    HOLMFIRTH,
    IBSTOCK,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LISTER,
    LONDON_YELLOW,
    MARLEY,
    MARSHALLS,
    STATION,
    TRADESMAN_RED,
    WARNHAM,
    WHITFIELD,
    WIENERBERGER,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS = "supplier_quotes", "purchase_orders"
HEMELITE_100 = "Hemelite Medium Density Block 3.6N 100mm"
SAXON_NAT6 = "Saxon Textured Paving Slab Natural 600x600"
EDGEMERE = "Edgemere Interlocking Slate Smooth Grey"
SHIRE = "Sandtoft Shire Clay Pantile Natural Red"
TEGULA = "Tegula Priora Block Paving Traditional 60mm"

# The colleagues' corrections, in their words.
YELLOWS = "The yellows are London Yellow Multi Stock (Wienerberger), £880.00 per 1000."
DENSE4 = "Dense 4 inch is the Conbloc dense 100mm block: we pay Forterra £1.45 each."
HEBDEN = "The Hebden Bridge lot are Calder Valley Homes: the office is on 01422 555 010."
CANAL = "The canal job is Brighouse Wharf Mews; Whitfield Architects drew it."
GAFFER = "Emma Carr, the director, runs Harrogate Living."
DRIVEWAY = "The charcoal driveway blocks are Driveline 50 Priora Charcoal, £23.50 per m2."
SEMIS = "The Huddersfield semis are Holmfirth Road, Meltham (Pennine Developments): quoted on Q-000008."
BRIGHOUSE_Q = "The Brighouse quote is Q-000001, converted to an order (PO CVH-PO-2291)."


def _reworded(
    id_: str,
    question: str,
    helpful: bool,
    laters: tuple[str, str, str],
    intent: str,
    *,
    values: tuple[str, ...],
    corrected: tuple[str, str] | None = None,
    correction: str = "",
    **named: tuple[str, ...],
) -> list[Lesson]:
    """A lesson given once, then asked again in three rewordings (each in isolation)."""
    return [
        Lesson(
            f"d29-{id_}-{i}",
            question,
            helpful,
            _case(f"d29-{id_}-{i}-p", later, intent, values=values, **named),
            corrected=corrected,
            correction=correction,
        )
        for i, later in enumerate(laters)
    ]


def _pair(
    id_: str, question: str, helpful: bool, later: Case, corrected: tuple[str, str] | None = None, correction: str = ""
) -> Lesson:
    return Lesson(f"d29c-{id_}", question, helpful, later, corrected=corrected, correction=correction)


# fmt: off
LESSONS: list[Lesson] = [
    # ---- corrections naming the record meant
    *_reworded("yellows", "price on the yellows", False,
               ("yellows - how much", "whats the yellows per thou", "yelows price?"),
               PRICE, values=("£880.00",), corrected=product(LONDON_YELLOW), correction=YELLOWS),
    *_reworded("dense4", "our cost on dense 4 inch", False,
               ("dense 4 inch - what do we pay", "cost price dense 4in block", "wot we pay for dense 4 inchers"),
               FACT, values=("£1.45",), corrected=product(CONBLOC_100), correction=DENSE4),
    *_reworded("hebden", "phone number for the hebden bridge lot", False,
               ("hebden bridge lot - phone?", "number for the hebden bridge lot pls",
                "whats the hebden bridge lots number"),
               CONTACT, values=("01422 555 010",), corrected=("customer", CALDER), correction=HEBDEN),
    *_reworded("canal", "whos the architect on the canal job", False,
               ("architect for the canal job?", "canal job - who drew it", "who was architect on that canal job"),
               FACT, values=(WHITFIELD,), corrected=("project", BRIGHOUSE), correction=CANAL),
    *_reworded("gaffer", "whos the gaffer at harrogate living", False,
               ("harrogate living gaffer?", "the gaffer at harrogate living - who", "who's gaffer @ harrogate living"),
               CONTACT, values=(CARR,), companies=(HARROGATE,), corrected=("contact", CARR), correction=GAFFER),
    *_reworded("driveway", "price on the charcoal driveway blocks", False,
               ("charcoal driveway blocks - price?", "how much r the charcoal driveway blocks",
                "price per m2 charcoal driveway block"),
               PRICE, values=("£23.50",), corrected=product(DRIVELINE_CHA), correction=DRIVEWAY),
    *_reworded("semis", "quotes on the huddersfield semis", False,
               ("huddersfield semis quotes?", "what have we quoted on the huddersfield semis",
                "any quotes for the huddersfield semis job"),
               PROJECT_Q, values=(q(8),), projects=(HOLMFIRTH,), corrected=("project", HOLMFIRTH), correction=SEMIS),
    *_reworded("brighouse-q", "the brighouse quote - whats it worth", False,
               ("worth of the brighouse quote", "brighouse quote value?", "how much was brighouse quoted at"),
               STATUS, values=(q(1),), corrected=quote(1), correction=BRIGHOUSE_Q),
    # ---- confirmations of a right answer
    *_reworded("q4-exvat", "q4 - whats it worth before vat", True,
               ("q4 pre vat value", "value of q4 exc vat?", "whats q4 worth without vat"),
               FACT, values=("£8,082.02",), quotes=(q(4),)),
    *_reworded("helen-email", "whats helens email at forterra", True,
               ("helen marsh email", "email addy for helen @ forterra", "forterra helen - email?"),
               CONTACT, values=("helen.marsh@forterra.example",)),
    *_reworded("cg90-cost", "buy price on cg90 1800", True,
               ("what do we pay for cg90 1800", "cg90 1800 - our cost?", "cost price cg90/100 1800mm"),
               FACT, values=("£56.50",), products=(CG90_1800,)),
    *_reworded("shire-sup", "who supplies the shire pantile", True,
               ("shire pantiles - who from", "who do we get shire pantiles off", "supplier for shire clay pantile?"),
               SUPPLIER, values=(WIENERBERGER,), products=(SHIRE,)),
    *_reworded("tegula-calder", "what did calder pay for the tegula", True,
               ("tegula - calder's price?", "price calder got on tegula",
                "wot did calder valley pay for tegula traditional"),
               PRICE, values=("£32.32",), products=(TEGULA,), customers=(CALDER,)),
    *_reworded("trr-pallet", "how many per pallet tradesman red", True,
               ("tradesman red pallet qty", "qty per pallet on trad red", "how many on a pallet of tradesman red"),
               FACT, values=("500",), products=(TRADESMAN_RED,)),
    *_reworded("station-del", "delivery times on the harrogate job", True,
               ("when can we deliver to station parade", "delivery restrictions on the harrogate job",
                "station parade - delivery window?"),
               FACT, values=("before 10am",), projects=(STATION,)),
]

CONTAMINATION: list[Lesson] = [
    # ---- yellows: another product's price; another fact of London Yellow
    _pair("yellows-warnham", "price on the yellows", False,
          _case("d29c-yellows-warnham-b", "price on the warnhams", PRICE, products=(WARNHAM,), values=("£820.00",),
                absent=("£880.00",)),
          product(LONDON_YELLOW), YELLOWS),
    _pair("yellows-lead", "price on the yellows", False,
          _case("d29c-yellows-lead-b", "who makes the london yellow multi", SUPPLIER, products=(LONDON_YELLOW,),
                values=(WIENERBERGER,), absent=("is £880.00",)),
          product(LONDON_YELLOW), YELLOWS),
    # ---- dense 4 inch: another block's cost; another fact of the Conbloc 100
    _pair("dense4-hemelite", "our cost on dense 4 inch", False,
          _case("d29c-dense4-hemelite-b", "our cost on the hemelite 100", FACT, products=(HEMELITE_100,),
                values=("£1.60",), absent=("£1.45",)),
          product(CONBLOC_100), DENSE4),
    _pair("dense4-sell", "our cost on dense 4 inch", False,
          _case("d29c-dense4-sell-b", "sell price on conbloc 100mm", PRICE, products=(CONBLOC_100,),
                values=("£1.95",), absent=(DENSE4,)),
          product(CONBLOC_100), DENSE4),
    # ---- the Hebden Bridge lot: another town's lot; another fact of Calder Valley
    _pair("hebden-skipton", "phone number for the hebden bridge lot", False,
          _case("d29c-hebden-skipton-b", "phone number for dales haulage in skipton", CONTACT, others=(DALES,),
                values=("01756 555 321",), absent=("01422 555 010",)),
          ("customer", CALDER), HEBDEN),
    _pair("hebden-acc", "phone number for the hebden bridge lot", False,
          _case("d29c-hebden-acc-b", "calder valley acc no", FACT, customers=(CALDER,), values=("CVH001",),
                absent=(HEBDEN,)),
          ("customer", CALDER), HEBDEN),
    # ---- the canal job: another job's architect; another fact of Brighouse Wharf Mews
    _pair("canal-station", "whos the architect on the canal job", False,
          _case("d29c-canal-station-b", "whos the architect on station parade", FACT, projects=(STATION,),
                values=(KIRKGATE,), absent=(WHITFIELD,)),
          ("project", BRIGHOUSE), CANAL),
    _pair("canal-customer", "whos the architect on the canal job", False,
          _case("d29c-canal-customer-b", "whose job is brighouse wharf mews", FACT, projects=(BRIGHOUSE,),
                values=(CALDER,), absent=(CANAL,)),
          ("project", BRIGHOUSE), CANAL),
    # ---- the gaffer: another organisation's; another fact of Harrogate Living
    _pair("gaffer-dales", "whos the gaffer at harrogate living", False,
          _case("d29c-gaffer-dales-b", "whos the gaffer at dales haulage", CONTACT, others=(DALES,),
                values=(LISTER,), absent=(CARR,)),
          ("contact", CARR), GAFFER),
    _pair("gaffer-phone", "whos the gaffer at harrogate living", False,
          _case("d29c-gaffer-phone-b", "harrogate living office phone", CONTACT, companies=(HARROGATE,),
                values=("01423 555 880",), absent=(GAFFER,)),
          ("contact", CARR), GAFFER),
    # ---- the charcoal driveway blocks: another paver's price; another fact of Driveline Charcoal
    _pair("driveway-saxon", "price on the charcoal driveway blocks", False,
          _case("d29c-driveway-saxon-b", "price on the saxon natural 600 slabs", PRICE, products=(SAXON_NAT6,),
                values=("£25.90",), absent=("£23.50",)),
          product(DRIVELINE_CHA), DRIVEWAY),
    _pair("driveway-maker", "price on the charcoal driveway blocks", False,
          _case("d29c-driveway-maker-b", "who do we buy driveline 50 charcoal from", SUPPLIER,
                products=(DRIVELINE_CHA,), values=(MARSHALLS,), absent=(DRIVEWAY,)),
          product(DRIVELINE_CHA), DRIVEWAY),
    # ---- the Huddersfield semis: another job's quotes; another fact of Holmfirth Road
    _pair("semis-kirkstall", "quotes on the huddersfield semis", False,
          _case("d29c-semis-kirkstall-b", "quotes on kirkstall forge", PROJECT_Q, projects=(KIRKSTALL,),
                values=(q(6),), absent=(q(8),)),
          ("project", HOLMFIRTH), SEMIS),
    _pair("semis-architect", "quotes on the huddersfield semis", False,
          _case("d29c-semis-architect-b", "whos the architect on holmfirth road", FACT, projects=(HOLMFIRTH,),
                values=(WHITFIELD,), absent=(SEMIS,)),
          ("project", HOLMFIRTH), SEMIS),
    # ---- the Brighouse quote: another job's quote; another fact of Q-000001
    _pair("brighouse-elland", "the brighouse quote - whats it worth", False,
          _case("d29c-brighouse-elland-b", "the elland quote - whats it worth", STATUS, quotes=(q(3),),
                values=(q(3),), absent=(q(1),)),
          quote(1), BRIGHOUSE_Q),
    _pair("brighouse-po", "the brighouse quote - whats it worth", False,
          _case("d29c-brighouse-po-b", "whats the customer po on q1", STATUS, quotes=(q(1),),
                values=("CVH-PO-2291",), absent=(BRIGHOUSE_Q,)),
          quote(1), BRIGHOUSE_Q),
    # ---- q4 before VAT: another quote's; another fact of Q-000004
    _pair("q4-q12", "q4 - whats it worth before vat", True,
          _case("d29c-q4-q12-b", "q12 - whats it worth before vat", FACT, quotes=(q(12),), values=("£4,755.25",),
                absent=("£8,082.02",))),
    _pair("q4-contact", "q4 - whats it worth before vat", True,
          _case("d29c-q4-contact-b", "whos the contact on q4", STATUS, quotes=(q(4),), values=(KHAN,),
                absent=("£8,082.02",))),
    # ---- Helen's email: another person's; another fact of Helen Marsh
    _pair("helen-gareth", "whats helens email at forterra", True,
          _case("d29c-helen-gareth-b", "whats gareths email at ibstock", CONTACT, suppliers=(IBSTOCK,),
                values=("gareth.pryce@ibstock.example",), absent=("helen.marsh@forterra.example",))),
    _pair("helen-phone", "whats helens email at forterra", True,
          _case("d29c-helen-phone-b", "helens phone at forterra", CONTACT, suppliers=(FORTERRA,),
                values=("01604 555 707",), absent=("email helen.marsh@forterra.example",))),
    # ---- the CG90 1800's cost: another lintel's; its sell price
    _pair("cg90-1200", "buy price on cg90 1800", True,
          _case("d29c-cg90-1200-b", "buy price on cg90 1200", FACT, products=(CG90_1200,), values=("£38.00",),
                absent=("£56.50",))),
    _pair("cg90-sell", "buy price on cg90 1800", True,
          _case("d29c-cg90-sell-b", "list price on the cg90 1800", PRICE, products=(CG90_1800,),
                values=("£73.50",), absent=("£56.50",))),
    # ---- the Shire pantile's supplier: another tile's; its price
    _pair("shire-edgemere", "who supplies the shire pantile", True,
          _case("d29c-shire-edgemere-b", "who supplies the edgemere slate", SUPPLIER, products=(EDGEMERE,),
                values=(MARLEY,), absent=(WIENERBERGER,))),
    _pair("shire-price", "who supplies the shire pantile", True,
          _case("d29c-shire-price-b", "price on the shire pantile", PRICE, products=(SHIRE,), values=("£2.60",),
                absent=("£1.95",))),
    # ---- what Calder paid for Tegula: what another customer paid for another product; Tegula's list price
    _pair("tegula-awc", "what did calder pay for the tegula", True,
          _case("d29c-tegula-awc-b", "what did awc pay for the staffs blue solid", PRICE, values=("£884.62",),
                absent=("£32.32",))),
    _pair("tegula-list", "what did calder pay for the tegula", True,
          _case("d29c-tegula-list-b", "list price on tegula traditional", PRICE, products=(TEGULA,),
                values=("£34.50",), absent=("£32.32",))),
    # ---- Tradesman Red per pallet: another product's; its price
    _pair("pallet-conbloc", "how many per pallet tradesman red", True,
          _case("d29c-pallet-conbloc-b", "how many per pallet hemelite 100", FACT, products=(HEMELITE_100,),
                values=("100",), absent=("500",))),
    _pair("pallet-price", "how many per pallet tradesman red", True,
          _case("d29c-pallet-price-b", "tradesman red price", PRICE, products=(TRADESMAN_RED,), values=("£695.00",),
                absent=("500 per pallet",))),
    # ---- Station Parade's delivery times: another site's; its architect
    _pair("station-kirkstall", "delivery times on the harrogate job", True,
          _case("d29c-station-kirkstall-b", "delivery times on the kirkstall job", FACT, projects=(KIRKSTALL,),
                values=("8am to 3pm",), absent=("before 10am",))),
    _pair("station-architect", "delivery times on the harrogate job", True,
          _case("d29c-station-architect-b", "whos the architect on the harrogate job", FACT, projects=(STATION,),
                values=(KIRKGATE,), absent=("before 10am",))),
]
# fmt: on

ALL: list[Case] = []
