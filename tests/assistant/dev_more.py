"""More DEVELOPMENT questions (part of the development part, tuned on), written in the fourth session before any
change to the reader, in the voice sales and purchasing staff use: abbreviations, typos, slang, short quote numbers
and follow-ups with "it" and "them". Over every kind issue 14 lists: comparisons, counts and sums with filters, lists
across customers by status and date, the cheapest in a category, contacts and their details, cost against list
price, ex-VAT totals, rejection reasons, buying (supplier quotes, purchase orders), things we do not have (declined,
the closest offered as alternatives), follow-ups, then feedback lessons (a correction and two or three paraphrases
of it) and contamination pairs (feedback about A never changes an answer about B). Written without reading the
held-out part (tests/assistant/heldout_set.py, heldout_buying.py).
"""

from __future__ import annotations

from tests.assistant import dataset_more as more
from tests.assistant import eval_set
from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_CALDER,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    PRODUCT_ATLAS_BLUE,
    PRODUCT_CATNIC,
    PRODUCT_FORMPAVE,
    PRODUCT_FUNTON,
    PRODUCT_HI_STRENGTH,
    PRODUCT_KASSANDRA,
    PRODUCT_LEICESTER,
    PRODUCT_NORTHERN_BLUE,
    PRODUCT_PANTILE,
    PRODUCT_PRIORA,
    PRODUCT_TEGULA,
    PRODUCT_THERMALITE,
    PRODUCT_VILLAGE_RED,
    PROJECT_MEADOW,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_FORTERRA,
    SUPPLIER_IBSTOCK,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.dev_buying import PURCHASE_ORDERS, SUPPLIER_QUOTES
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
    PRICE,
    PROJECT_Q,
    STATUS,
    SUPPLIER,
    Case,
    Lesson,
    _case,
    product,
    quote,
)

HEATHER, ECOSTOCK = "Ibstock Tradesman Heather", "Forterra Ecostock Buff"
SMOOTH_RED, IG, MARZIALE = (
    "Wienerberger Smooth Red Engineering",
    "IG L1/S100 Steel Lintel 1500mm",
    "Wienerberger Marziale Grey",
)
HALDEN, AIRE = more.ARCHITECT_HALDEN, more.ARCHITECT_AIRE


def contact(name: str) -> tuple[str, str]:
    return ("contact", name)


def _p(id: str, question: str, name: str, *values: str, intent: str = PRICE, follows: str | None = None) -> Case:
    return _case(id, question, intent, products=(name,), values=values, records=(product(name),), follows=follows)


CASES: list[Case] = [
    # ---- comparisons
    _case("m-cmp-heather-ecostock", "whats cheaper the heather or the ecostock", COMPARE,
          products=(HEATHER, ECOSTOCK), values=(HEATHER, "£560.00", "£588.00"),
          records=(product(HEATHER), product(ECOSTOCK))),
    _case("m-cmp-tegula-priora", "tegula v priora per m2 which is less", COMPARE,
          products=(PRODUCT_TEGULA, PRODUCT_PRIORA), values=(PRODUCT_PRIORA, "£39.60", "£42.80"),
          records=(product(PRODUCT_PRIORA), product(PRODUCT_TEGULA))),
    _case("m-cmp-kassandra-village", "is the kassandra dearer than the village red", COMPARE,
          products=(PRODUCT_KASSANDRA, PRODUCT_VILLAGE_RED), values=("£642.00", "£631.00"),
          records=(product(PRODUCT_VILLAGE_RED), product(PRODUCT_KASSANDRA))),
    _case("m-cmp-blues-lead", "atlas blue or the northern staffs blue, which can we get quicker", COMPARE,
          products=(PRODUCT_ATLAS_BLUE, PRODUCT_NORTHERN_BLUE), values=(PRODUCT_NORTHERN_BLUE, "5 days", "28 days"),
          records=(product(PRODUCT_NORTHERN_BLUE), product(PRODUCT_ATLAS_BLUE))),
    _case("m-cmp-lintels", "catnic or the IG lintel, whats cheaper", COMPARE, products=(PRODUCT_CATNIC, IG),
          values=(PRODUCT_CATNIC, "£48.90", "£52.30"), records=(product(PRODUCT_CATNIC), product(IG))),
    _case("m-cmp-quotes", "which is bigger q9 or q15", COMPARE, quotes=("Q-260009", "Q-260015"),
          values=("Q-260015", "£30,412.80", "£30,252.00"), records=(quote("Q-260015"), quote("Q-260009"))),
    # ---- counts and sums with filters
    _case("m-cnt-still-out", "how many quotes are still out there", COUNT, values=("6",)),
    _case("m-cnt-won-value", "total value of accepted quotes", COUNT, values=("£76,154.40",)),
    _case("m-cnt-wharfe", "how many quotes for wharfe valley", COUNT, customers=(CUSTOMER_WHARFE,), values=("3",)),
    _case("m-cnt-expired", "no. of expired quotes", COUNT, values=("2",)),
    _case("m-cnt-october", "total value of quotes we did in october", COUNT, values=("£49,387.44",)),
    _case("m-cnt-calder-rejected", "how many rejected quotes for calder", COUNT, customers=(CUSTOMER_CALDER,),
          values=("1",)),
    # ---- lists across customers by status and date
    _case("m-list-drafts", "show me all the drafts", LIST, values=("Q-260005",), records=(quote("Q-260005"),)),
    _case("m-list-expired", "list expired quotes", LIST, values=("Q-260004", "Q-260011"),
          records=(quote("Q-260004"), quote("Q-260011"))),
    _case("m-list-won-march", "which quotes did we win in march", LIST, values=("Q-260012",),
          absent=("Q-260004",), records=(quote("Q-260012"),)),
    _case("m-list-big-open", "open quotes over 20 grand", LIST, values=("Q-260017",), absent=("Q-260010",),
          records=(quote("Q-260017"),)),
    _case("m-list-november", "quotes raised in november", LIST, values=("Q-260005", "Q-260014"),
          records=(quote("Q-260014"), quote("Q-260005"))),
    # ---- the cheapest in a category
    _case("m-cc-engineering", "cheapest engineering brick", CHEAPEST_IN, values=(SMOOTH_RED, "£495.00"),
          records=(product(SMOOTH_RED),)),
    _case("m-cc-lintel", "cheapest lintel we sell", CHEAPEST_IN, values=(PRODUCT_CATNIC, "£48.90"),
          records=(product(PRODUCT_CATNIC),)),
    _case("m-cc-facing", "whats our cheapest facing brick", CHEAPEST_IN, values=(HEATHER, "£560.00"),
          records=(product(HEATHER),)),
    _case("m-cc-block-paving", "lowest priced block paving", CHEAPEST_IN, values=(PRODUCT_FORMPAVE, "£27.40"),
          records=(product(PRODUCT_FORMPAVE),)),
    # ---- contacts and their details
    _case("m-ct-wharfe-buyer", "whos the buyer at wharfe", CONTACT, customers=(CUSTOMER_WHARFE,),
          values=(more.CONTACT_BOOTH,), records=(contact(more.CONTACT_BOOTH),)),
    _case("m-ct-pickles-email", "jo pickles email", CONTACT, contacts=(more.CONTACT_PICKLES,),
          values=("jo.pickles@northernbm.example.com",), records=(contact(more.CONTACT_PICKLES),)),
    _case("m-ct-doyle-mob", "karen doyle mob", CONTACT, contacts=(more.CONTACT_DOYLE,), values=("07700 900711",),
          records=(contact(more.CONTACT_DOYLE),)),
    _case("m-ct-ibstock-rep", "number for the ibstock rep", CONTACT, suppliers=(SUPPLIER_IBSTOCK,),
          values=(more.CONTACT_GRANT, "01530 496 0701"), records=(contact(more.CONTACT_GRANT),)),
    _case("m-ct-skelton", "whos the contact at skelton grange", CONTACT, companies=(more.COMPANY_SKELTON,),
          values=(more.CONTACT_FAIRBURN,), records=(contact(more.CONTACT_FAIRBURN),)),
    _case("m-ct-ackroyd-email", "ian ackroyd email address", CONTACT, contacts=(more.CONTACT_ACKROYD,),
          values=("ian@moorside-dev.example.com",), records=(contact(more.CONTACT_ACKROYD),)),
    _case("m-ct-aire", "who do we know at aire studio", CONTACT, others=(AIRE,), values=(more.CONTACT_LUND,),
          records=(contact(more.CONTACT_LUND),)),
    # ---- facts in the records
    _case("m-f-kirkstall-acc", "kirkstall acc no", FACT, customers=(CUSTOMER_KIRKSTALL,), values=("KIRK01",),
          records=(("customer", CUSTOMER_KIRKSTALL),)),
    _case("m-f-forterra-acc", "our account code with forterra", FACT, suppliers=(SUPPLIER_FORTERRA,),
          values=("SUP-FOR",), records=(("supplier", SUPPLIER_FORTERRA),)),
    _case("m-f-riverside-arch", "whos the architect on riverside", FACT, projects=(PROJECT_RIVERSIDE,),
          values=(HALDEN, AIRE), records=(("other", HALDEN), ("other", AIRE))),
    _case("m-f-meadow-arch", "architect for meadow view", FACT, projects=(PROJECT_MEADOW,), values=(HALDEN,),
          records=(("other", HALDEN),)),
    _p("m-f-thermalite-pallet", "how many thermalite to a pallet", PRODUCT_THERMALITE, "100", intent=FACT),
    _p("m-f-pantile-pallet", "pantiles per pallet?", PRODUCT_PANTILE, "240", intent=FACT),
    _p("m-f-hi7-weight", "weight of a hi-strength 7 block", PRODUCT_HI_STRENGTH, "19.5", intent=FACT),
    # ---- cost against list price
    _p("m-cost-funton", "cost price on the funton", PRODUCT_FUNTON, "£570.00", intent=FACT),
    _p("m-cost-tegula", "whats our margin on tegula, cost v list", PRODUCT_TEGULA, "£34.24", "£42.80", intent=FACT),
    _p("m-cost-atlas", "what do we pay for atlas blue", PRODUCT_ATLAS_BLUE, "£676.00", intent=FACT),
    # ---- totals ex VAT
    _case("m-exvat-q14", "q14 ex vat", FACT, quotes=("Q-260014",), values=("£8,284.00",), records=(quote("Q-260014"),)),
    _case("m-exvat-16", "quote 16 net of vat", FACT, quotes=("Q-260016",), values=("£9,825.00",),
          records=(quote("Q-260016"),)),
    _case("m-exvat-9", "whats q9 before vat", FACT, quotes=("Q-260009",), values=("£25,210.00",),
          records=(quote("Q-260009"),)),
    # ---- why a quote was rejected
    _case("m-why-15", "what happened with q15, why'd it get knocked back", FACT, quotes=("Q-260015",),
          values=("value-engineered",), records=(quote("Q-260015"),)),
    _case("m-why-8", "why did pennine say no to quote 8", FACT, quotes=("Q-260008",), values=("Price too high",),
          records=(quote("Q-260008"),)),
    _case("m-why-18", "reason skelton turned down 18", FACT, quotes=("Q-260018",), values=("timber frame",),
          records=(quote("Q-260018"),)),
    # ---- buying: supplier quotes and purchase orders
    _case("m-b-ibstock-riverside", "has ibstock priced the riverside job", SUPPLIER_QUOTES,
          suppliers=(SUPPLIER_IBSTOCK,), projects=(PROJECT_RIVERSIDE,), values=("SQ-260001",),
          records=(("supplier_quote", "SQ-260001"),)),
    _case("m-b-oakwood", "any supplier prices back for oakwood", SUPPLIER_QUOTES, projects=(PROJECT_OAKWOOD,),
          values=("SQ-260005", "£38.50"), records=(("supplier_quote", "SQ-260005"),)),
    _case("m-b-station", "supplier quotes for station road", SUPPLIER_QUOTES, projects=(PROJECT_STATION,),
          values=("SQ-260004",), records=(("supplier_quote", "SQ-260004"),)),
    _case("m-b-po-northern", "what POs have we got out with northern", PURCHASE_ORDERS,
          suppliers=(SUPPLIER_NORTHERN,), values=("PO-260002",), records=(("purchase_order", "PO-260002"),)),
    _case("m-b-po1", "has PO-260001 been acknowledged", PURCHASE_ORDERS, values=("PO-260001", "10 Nov 2026"),
          records=(("purchase_order", "PO-260001"),)),
    _case("m-b-best-catnic", "best buy price we've had on the catnic lintels", CHEAPEST, products=(PRODUCT_CATNIC,),
          values=("£38.50",), records=(("supplier_quote", "SQ-260005"),)),
    # ---- typos, slang and short quote numbers
    _case("m-ty-q7", "q 7 stauts", STATUS, quotes=("Q-260007",), values=("Sent", "£6,528.00"),
          records=(quote("Q-260007"),)),
    _case("m-ty-11", "whats the tot on 260011", STATUS, quotes=("Q-260011",), values=("£8,784.00",),
          records=(quote("Q-260011"),)),
    _p("m-ty-leicester", "hw much is the leicster red", PRODUCT_LEICESTER, "£598.00"),
    _p("m-ty-marziale", "who suplies the marzale", MARZIALE, SUPPLIER_WIENERBERGER, intent=SUPPLIER),
    _case("m-ty-wharfe-open", "wharfe vally open quotes", CUSTOMER_Q, customers=(CUSTOMER_WHARFE,),
          values=("Q-260010",), records=(quote("Q-260010"),)),
    _case("m-ty-q13", "quote no. 13 where we at", STATUS, quotes=("Q-260013",), values=("Withdrawn",),
          records=(quote("Q-260013"),)),
    # ---- follow-ups with "it" and "them"
    _p("m-fu-formpave", "price on the formpave", PRODUCT_FORMPAVE, "£27.40"),
    _p("m-fu-formpave-who", "who makes it", PRODUCT_FORMPAVE, SUPPLIER_FORTERRA, intent=SUPPLIER,
       follows="m-fu-formpave"),
    _case("m-fu-q19", "q19 status", STATUS, quotes=("Q-260019",), values=("Sent",), records=(quote("Q-260019"),)),
    _case("m-fu-q19-exvat", "whats it worth ex vat", FACT, quotes=("Q-260019",), values=("£2,967.00",),
          records=(quote("Q-260019"),), follows="m-fu-q19"),
    _case("m-fu-pennine", "open quotes for pennine", CUSTOMER_Q, customers=(CUSTOMER_PENNINE,), values=("Q-260007",),
          records=(quote("Q-260007"),)),
    _case("m-fu-pennine-count", "how many have they had off us altogether", COUNT, customers=(CUSTOMER_PENNINE,),
          values=("3",), follows="m-fu-pennine"),
    _case("m-fu-calder", "whos our contact at calder", CONTACT, customers=(CUSTOMER_CALDER,),
          values=(more.CONTACT_SHAW,), records=(contact(more.CONTACT_SHAW),)),
    _case("m-fu-calder-mob", "her mobile", CONTACT, contacts=(more.CONTACT_SHAW,), values=("07700 900501",),
          records=(contact(more.CONTACT_SHAW),), follows="m-fu-calder"),
    _case("m-fu-meadow", "quotes on the meadow view job", PROJECT_Q, projects=(PROJECT_MEADOW,),
          values=("Q-260001", "Q-260002"), records=(quote("Q-260001"), quote("Q-260002"))),
    _case("m-fu-meadow-arch", "and the architect on it?", FACT, projects=(PROJECT_MEADOW,), values=(HALDEN,),
          records=(("other", HALDEN),), follows="m-fu-meadow"),
    _case("m-fu-cheapest-block", "cheapest block we do", CHEAPEST_IN, values=(PRODUCT_THERMALITE, "£2.15"),
          records=(product(PRODUCT_THERMALITE),)),
    _p("m-fu-block-pallet", "how many of them on a pallet", PRODUCT_THERMALITE, "100", intent=FACT,
       follows="m-fu-cheapest-block"),
    _case("m-fu-acme-last", "what did we last quote acme for the cheshire red", LAST, customers=(CUSTOMER_ACME,),
          products=("Ibstock Cheshire Red Multi",), values=("£690.00", "Q-260003"), records=(quote("Q-260003"),)),
    _case("m-fu-acme-status", "is it still open", STATUS, quotes=("Q-260003",), values=("Sent",),
          records=(quote("Q-260003"),), follows="m-fu-acme-last"),
]  # fmt: skip

DECLINES: list[Case] = [
    _case(f"m-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("price of the ibstock cheshire blue", PRICE),
            ("whats the marshalls tegula rustic going for", PRICE),
            ("lead time on the thermalite 140mm", PRICE),
            ("who supplies the kassandra buff", SUPPLIER),
            ("any open quotes for bellway", CUSTOMER_Q),
            ("contact at leeds city council", CONTACT),
            ("status of q31", STATUS),
            ("price of a catnic 1800mm lintel", PRICE),
            ("cheapest slate roof tile", CHEAPEST_IN),
            ("is there an architect on station road", FACT),
        ]
    )
]

UNRELATED: list[Case] = [
    _case(f"m-off-{i}", question, GENERAL, expect=eval_set.UNRELATED)
    for i, question in enumerate(["fancy a brew", "any news on the football", "set an alarm for 6"])
]

STAFFS = "price of the staffs blues"
SCHOOL = "the school job quotes"
LESSONS: list[Lesson] = [
    # a correction naming a record, then paraphrases of it
    *[
        Lesson(f"ml-staffs-{i}", STAFFS, False,
               _case(f"ml-staffs-{i}-p", later, PRICE, products=(PRODUCT_NORTHERN_BLUE,), values=("£799.00",)),
               ("product", PRODUCT_NORTHERN_BLUE), "Staffs blues means the Northern Staffordshire Blue.")
        for i, later in enumerate(["how much r staffs blues", "staffs blues per thousand?",
                                   "wot we charging for staffs blue"])
    ],
    *[
        Lesson(f"ml-school-{i}", SCHOOL, False,
               _case(f"ml-school-{i}-p", later, PROJECT_Q, projects=(PROJECT_OAKWOOD,),
                     values=("Q-260012", "Q-260013")),
               ("project", PROJECT_OAKWOOD), "The school job is the Oakwood School Extension.")
        for i, later in enumerate(["quotes on the school job", "what have we quoted for the school job"])
    ],
    # a confirmed reading, then paraphrases
    *[
        Lesson(f"ml-forterra-{i}", "who do i call at forterra", True,
               _case(f"ml-forterra-{i}-p", later, CONTACT, suppliers=(SUPPLIER_FORTERRA,),
                     values=(more.CONTACT_SUTTON,)))
        for i, later in enumerate(["forterra who do i ring", "whos the person to speak to at forterra"])
    ],
    Lesson("ml-q19-exvat", "q19 ex vat", True,
           _case("ml-q19-exvat-p", "quote 19 without the vat", FACT, quotes=("Q-260019",), values=("£2,967.00",))),
    *[
        Lesson(f"ml-pipeline-{i}", "total of open quotes", True,
               _case(f"ml-pipeline-{i}-p", later, COUNT, values=("£71,526.24",)))
        for i, later in enumerate(["whats the open pipeline worth", "value of everything still out"])
    ],
]  # fmt: skip

CONTAMINATION: list[Lesson] = [
    Lesson("mc-staffs", STAFFS, False,
           _case("mc-staffs-b", "price of the smooth red engineering", PRICE, products=(SMOOTH_RED,),
                 values=("£495.00",), absent=("£799.00",)),
           ("product", PRODUCT_NORTHERN_BLUE), "Staffs blues means the Northern Staffordshire Blue."),
    Lesson("mc-school", SCHOOL, False,
           _case("mc-school-b", "quotes for the meadow view job", PROJECT_Q, projects=(PROJECT_MEADOW,),
                 values=("Q-260001",), absent=("Q-260012",)),
           ("project", PROJECT_OAKWOOD), "The school job is the Oakwood School Extension."),
    Lesson("mc-pennine-quotes", "open quotes for pennine", False,
           _case("mc-pennine-quotes-b", "contact at pennine", CONTACT, customers=(CUSTOMER_PENNINE,),
                 values=(more.CONTACT_HAIGH,), absent=(more.CONTACT_BOOTH,)),
           ("customer", CUSTOMER_WHARFE), "Pennine's open work is under Wharfe Valley."),
    Lesson("mc-forterra", "who do i call at forterra", True,
           _case("mc-forterra-b", "who do i call at ibstock", CONTACT, suppliers=(SUPPLIER_IBSTOCK,),
                 values=(more.CONTACT_GRANT,), absent=(more.CONTACT_SUTTON,))),
    Lesson("mc-cost", "cost price on the keyblok", True,
           _case("mc-cost-b", "cost price on the formpave", FACT, products=(PRODUCT_FORMPAVE,), values=("£21.92",),
                 absent=("£23.96",))),
    Lesson("mc-exvat", "q19 ex vat", True,
           _case("mc-exvat-b", "q14 ex vat", FACT, quotes=("Q-260014",), values=("£8,284.00",),
                 absent=("£2,967.00",))),
]  # fmt: skip

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED]
BY_ID = {case.id: case for case in ALL}
