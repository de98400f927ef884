"""The assistant's evaluation set: questions over the seeded dataset (tests/assistant/dataset.py) with what a right
answer holds.

Each case gives the question, the intent it should be understood as, the names of the records it names (by entity
type: products, customers, suppliers, projects, quotes), the values the answer must show (in its text or its cards'
facts and titles; money as £1,234.50, dates as 3 Nov 2026, compared without regard to case) and the records it
should rest on, best first, as (kind, name) (a quote by number, a note by its key in the dataset). `follows` names
the case asked just before it in the same conversation (a follow-up); `paraphrase_of` the case it rewords.
`absent` are values the answer's text must not show (another record's figures); `expect` says what a right answer
does: answers ("answer"), says we do not have what is asked about and invents nothing ("decline"), or gives no
confident answer from the records to a question that is not about them ("unrelated").

A `Lesson` is feedback given on one question and a later question (asked by a colleague) whose right answer is
known: a paraphrase the feedback should help (LESSONS), or a question of the same shape about other records that the
feedback must leave alone (contamination).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_CALDER,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_MOORSIDE,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    NOTE_ACCESS,
    NOTE_CRANE_ACME,
    NOTE_CRANE_SCHOOL,
    NOTE_EFFLORESCENCE,
    NOTE_HAUL_ROAD,
    NOTE_RECLAIMED,
    NOTE_REJECTED_PRICE,
    NOTE_RETAINING_WALL,
    NOTE_SCAFFOLD,
    PRODUCT_ANGLIA,
    PRODUCT_ATLAS_BLUE,
    PRODUCT_BIRTLEY,
    PRODUCT_CATNIC,
    PRODUCT_FORMPAVE,
    PRODUCT_FUNTON,
    PRODUCT_GEOTEXTILE,
    PRODUCT_KASSANDRA,
    PRODUCT_KEYBLOK,
    PRODUCT_LEICESTER,
    PRODUCT_MOT,
    PRODUCT_NORTHERN_BLUE,
    PRODUCT_NORTHERN_RED,
    PRODUCT_PANTILE,
    PRODUCT_PRIORA,
    PRODUCT_RED_MULTI,
    PRODUCT_TEGULA,
    PRODUCT_THERMALITE,
    PRODUCT_VILLAGE_RED,
    PROJECT_MEADOW,
    PROJECT_MOORSIDE,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_FORTERRA,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    day,
)
from tests.assistant.dataset import NOTES as NOTE_SPECS


@dataclass(frozen=True)
class Case:
    id: str
    question: str
    intent: str
    entities: dict[str, tuple[str, ...]] = field(default_factory=dict)
    values: tuple[str, ...] = ()
    records: tuple[tuple[str, str], ...] = ()
    follows: str | None = None
    paraphrase_of: str | None = None
    absent: tuple[str, ...] = ()
    expect: str = "answer"  # answer | decline | unrelated


ANSWER, DECLINE, UNRELATED = "answer", "decline", "unrelated"


@dataclass(frozen=True)
class Lesson:
    id: str
    question: str  # asked first, and judged
    helpful: bool
    later: Case  # asked afterwards by a colleague, with what its right answer holds
    corrected: tuple[str, str] | None = None  # (kind, name) of the record the answer should have been about
    correction: str = ""  # the right answer in words


def _case(
    id: str,
    question: str,
    intent: str,
    *,
    products: tuple[str, ...] = (),
    customers: tuple[str, ...] = (),
    suppliers: tuple[str, ...] = (),
    projects: tuple[str, ...] = (),
    quotes: tuple[str, ...] = (),
    contacts: tuple[str, ...] = (),
    others: tuple[str, ...] = (),
    companies: tuple[str, ...] = (),
    values: tuple[str, ...] = (),
    records: tuple[tuple[str, str], ...] = (),
    follows: str | None = None,
    paraphrase_of: str | None = None,
    absent: tuple[str, ...] = (),
    expect: str = ANSWER,
) -> Case:
    named = dict(
        products=products,
        customers=customers,
        suppliers=suppliers,
        projects=projects,
        quotes=quotes,
        contacts=contacts,
        others=others,
        companies=companies,
    )
    entities = {k: v for k, v in named.items() if v}
    if intent == CUSTOMER_Q and expect == ANSWER:  # the answer rests on the party (its quotes card), then the quotes
        records = (("customer", customers[0]) if customers else ("company", companies[0]), *records)
    elif intent == PROJECT_Q and expect == ANSWER:
        records = (("project", projects[0]), *records)
    return Case(id, question, intent, entities, values, records, follows, paraphrase_of, absent, expect)


def by(key: str) -> tuple[str, str]:
    """A note's author and date as an answer writes them."""
    spec = next(n for n in NOTE_SPECS if n.key == key)
    return (spec.author, day(spec.created))


def product(name: str) -> tuple[str, str]:
    return ("product", name)


def quote(number: str) -> tuple[str, str]:
    return ("quote", number)


def note(key: str) -> tuple[str, str]:
    return ("note", key)


PRICE, SUPPLIER, SEARCH, LAST = "product_price", "product_supplier", "product_search", "last_quoted"
CUSTOMER_Q, PROJECT_Q, STATUS, NOTES = "customer_quotes", "project_quotes", "quote_status", "notes_search"
CHEAPEST, SUMMARY, GENERAL = "cheapest_price", "record_summary", "general"
COMPARE, COUNT, LIST, CHEAPEST_IN = "compare", "quote_count", "quote_list", "cheapest_in_category"
CONTACT, FACT = "contact_details", "record_fact"
RED, ATLAS = (PRODUCT_RED_MULTI,), (PRODUCT_ATLAS_BLUE,)
RED_MULTIS = (PRODUCT_RED_MULTI, PRODUCT_NORTHERN_RED)

CASES: list[Case] = [
    # ---- a product's price, unit and lead time
    _case("price-red", "What is the price of Ibstock Cheshire Red Multi?", PRICE, products=RED,
          values=("£675.00", "per 1,000"), records=(product(PRODUCT_RED_MULTI),)),
    _case("price-red-howmuch", "how much is ibstock cheshire red multi", PRICE, products=RED, values=("£675.00",),
          records=(product(PRODUCT_RED_MULTI),), paraphrase_of="price-red"),
    _case("price-red-charge", "What do we charge for Cheshire Red Multi?", PRICE, products=RED, values=("£675.00",),
          records=(product(PRODUCT_RED_MULTI),), paraphrase_of="price-red"),
    _case("price-red-typo", "price of ibstok cheshre red multi", PRICE, products=RED, values=("£675.00",),
          records=(product(PRODUCT_RED_MULTI),), paraphrase_of="price-red"),
    _case("lead-atlas", "What's the lead time on Ibstock Atlas Blue Smooth Engineering?", PRICE, products=ATLAS,
          values=("28 days",), records=(product(PRODUCT_ATLAS_BLUE),)),
    _case("lead-atlas-short", "lead time for atlas blue engineering bricks?", PRICE, products=ATLAS,
          values=("28 days",), records=(product(PRODUCT_ATLAS_BLUE),), paraphrase_of="lead-atlas"),
    _case("price-tegula", "How much is Marshalls Tegula Paving Traditional per m²?", PRICE, products=(PRODUCT_TEGULA,),
          values=("£42.80", "per m²"), records=(product(PRODUCT_TEGULA),)),
    _case("price-code", "Price of IB-FSH65?", PRICE, products=(PRODUCT_FUNTON,), values=("£712.50",),
          records=(product(PRODUCT_FUNTON),)),
    _case("price-thermalite", "What does Forterra Thermalite Shield Block 100mm cost?", PRICE,
          products=(PRODUCT_THERMALITE,), values=("£2.15", "each"), records=(product(PRODUCT_THERMALITE),)),
    _case("price-mot", "how much is a tonne of Type 1 MOT Sub-base", PRICE, products=(PRODUCT_MOT,),
          values=("£32.50", "per tonne"), records=(product(PRODUCT_MOT),)),
    _case("price-pantile", "What's the price and lead time of Sandtoft Calderdale Double Pantile?", PRICE,
          products=(PRODUCT_PANTILE,), values=("£2.35", "14 days"), records=(product(PRODUCT_PANTILE),)),
    _case("price-keyblok", "keyblok charcoal paver price", PRICE, products=(PRODUCT_KEYBLOK,), values=("£29.95",),
          records=(product(PRODUCT_KEYBLOK),)),
    _case("price-keyblok-typo", "whats the price of keyblock charcoal", PRICE, products=(PRODUCT_KEYBLOK,),
          values=("£29.95",), records=(product(PRODUCT_KEYBLOK),), paraphrase_of="price-keyblok"),
    _case("price-village-follow", "what about Forterra Village Red Multi?", PRICE, products=(PRODUCT_VILLAGE_RED,),
          values=("£631.00", "10 days"), records=(product(PRODUCT_VILLAGE_RED),), follows="price-red"),
    # ---- who supplies a product
    _case("supplier-red", "Who supplies Ibstock Cheshire Red Multi?", SUPPLIER, products=RED,
          values=(SUPPLIER_IBSTOCK,), records=(product(PRODUCT_RED_MULTI),)),
    _case("supplier-red-sells", "who sells the cheshire red multi", SUPPLIER, products=RED, values=(SUPPLIER_IBSTOCK,),
          records=(product(PRODUCT_RED_MULTI),), paraphrase_of="supplier-red"),
    _case("supplier-anglia", "Who makes Marshalls Anglia Retaining Wall Block?", SUPPLIER, products=(PRODUCT_ANGLIA,),
          values=(SUPPLIER_MARSHALLS,), records=(product(PRODUCT_ANGLIA),)),
    _case("supplier-catnic", "Who supplies the Catnic CG90/100 Steel Lintel 1200mm?", SUPPLIER,
          products=(PRODUCT_CATNIC,), values=(SUPPLIER_NORTHERN,), records=(product(PRODUCT_CATNIC),)),
    _case("supplier-geotextile", "who supplies terram geotextile membrane", SUPPLIER, products=(PRODUCT_GEOTEXTILE,),
          values=(SUPPLIER_NORTHERN,), records=(product(PRODUCT_GEOTEXTILE),)),
    _case("supplier-geotextile-typo", "who supplys terram membrane", SUPPLIER, products=(PRODUCT_GEOTEXTILE,),
          values=(SUPPLIER_NORTHERN,), records=(product(PRODUCT_GEOTEXTILE),), paraphrase_of="supplier-geotextile"),
    # ---- products matching a description
    _case("search-red-multi", "red multi facing brick 65mm", SEARCH, values=RED_MULTIS,
          records=(product(PRODUCT_RED_MULTI), product(PRODUCT_KASSANDRA), product(PRODUCT_VILLAGE_RED),
                   product(PRODUCT_NORTHERN_RED))),
    _case("search-red-multi-need", "I need a red multi stock facing brick, 65mm", SEARCH, values=RED_MULTIS,
          records=(product(PRODUCT_RED_MULTI), product(PRODUCT_KASSANDRA), product(PRODUCT_VILLAGE_RED),
                   product(PRODUCT_NORTHERN_RED)), paraphrase_of="search-red-multi"),
    _case("search-charcoal-paver", "charcoal block paver for a driveway", SEARCH, values=(PRODUCT_KEYBLOK,),
          records=(product(PRODUCT_KEYBLOK), product(PRODUCT_FORMPAVE))),
    _case("search-blue-engineering", "blue engineering brick class B", SEARCH, values=(PRODUCT_ATLAS_BLUE,),
          records=(product(PRODUCT_ATLAS_BLUE), product(PRODUCT_NORTHERN_BLUE))),
    _case("search-permeable", "permeable paving for sustainable drainage", SEARCH, values=(PRODUCT_PRIORA,),
          records=(product(PRODUCT_PRIORA),)),
    _case("search-yellow-stock", "yellow multi stock brick", SEARCH, values=(PRODUCT_FUNTON,),
          records=(product(PRODUCT_FUNTON),)),
    _case("search-aircrete", "aircrete thermal block 100mm", SEARCH, values=(PRODUCT_THERMALITE,),
          records=(product(PRODUCT_THERMALITE),)),
    _case("search-barn-brick", "textured red brick for a barn conversion", SEARCH, values=(PRODUCT_BIRTLEY,),
          records=(product(PRODUCT_BIRTLEY),)),
    _case("search-roof-tile", "do we have any roof tiles?", SEARCH, values=(PRODUCT_PANTILE,),
          records=(product(PRODUCT_PANTILE),)),
    # ---- what we last quoted a customer for a product, and when
    _case("last-acme-red", "What did we last quote Acme Construction for Ibstock Cheshire Red Multi?", LAST,
          products=RED, customers=(CUSTOMER_ACME,), values=("£690.00", "15 Sep 2026", "Q-260003"),
          records=(quote("Q-260003"),)),
    _case("last-acme-red-when", "when did we last quote acme for cheshire red multi", LAST, products=RED,
          customers=(CUSTOMER_ACME,), values=("£690.00", "15 Sep 2026", "Q-260003"), records=(quote("Q-260003"),),
          paraphrase_of="last-acme-red"),
    _case("last-pennine-red", "and for Pennine Groundworks?", LAST, products=RED, customers=(CUSTOMER_PENNINE,),
          values=("£680.00", "5 Oct 2026", "Q-260007"), records=(quote("Q-260007"),), follows="last-acme-red-when"),
    _case("last-wharfe-leicester", "Last price we quoted Wharfe Valley Homes for Leicester Red Stock?", LAST,
          products=(PRODUCT_LEICESTER,), customers=(CUSTOMER_WHARFE,), values=("£610.00", "1 Jul 2026", "Q-260011"),
          records=(quote("Q-260011"),)),
    _case("last-kirkstall-atlas", "What did we last quote Kirkstall Builders for Atlas Blue?", LAST, products=ATLAS,
          customers=(CUSTOMER_KIRKSTALL,), values=("£860.00", "25 Mar 2026", "Q-260012"), records=(quote("Q-260012"),)),
    _case("last-pennine-keyblok", "last quoted price of Keyblok Charcoal to Pennine Groundworks", LAST,
          products=(PRODUCT_KEYBLOK,), customers=(CUSTOMER_PENNINE,), values=("£31.50", "17 Apr 2026", "Q-260008"),
          records=(quote("Q-260008"),)),
    _case("last-pennine-red-again", "what did we quote pennine groundworks last time for cheshire red multi", LAST,
          products=RED, customers=(CUSTOMER_PENNINE,), values=("£680.00", "5 Oct 2026", "Q-260007"),
          records=(quote("Q-260007"),), paraphrase_of="last-pennine-red"),
    # ---- a customer's quotes
    _case("acme-open", "Show me Acme Construction's open quotes", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260003", "£8,637.60"), records=(quote("Q-260003"),)),
    _case("acme-open-lower", "open quotes for acme", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260003", "£8,637.60"), records=(quote("Q-260003"),), paraphrase_of="acme-open"),
    _case("acme-accepted", "Which quotes has Acme Construction accepted?", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260001", "£23,320.80"), records=(quote("Q-260001"),)),
    _case("acme-rejected", "rejected quotes for Acme Construction Ltd", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260002", "£15,284.16"), records=(quote("Q-260002"),)),
    _case("calder-rejected", "and for Calder Civils?", CUSTOMER_Q, customers=(CUSTOMER_CALDER,),
          values=("Q-260015", "£30,412.80"), records=(quote("Q-260015"),), follows="acme-rejected"),
    _case("pennine-all", "What quotes do we have for Pennine Groundworks?", CUSTOMER_Q, customers=(CUSTOMER_PENNINE,),
          values=("Q-260006", "Q-260007", "Q-260008"),
          records=(quote("Q-260006"), quote("Q-260007"), quote("Q-260008"))),
    _case("wharfe-open", "open quotes for wharfe valley homes", CUSTOMER_Q, customers=(CUSTOMER_WHARFE,),
          values=("Q-260010", "£18,810.00"), records=(quote("Q-260010"),)),
    _case("acme-expired", "expired quotes for Acme", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260004", "£6,084.00"), records=(quote("Q-260004"),)),
    _case("kirkstall-accepted", "Has Kirkstall Builders accepted any quotes?", CUSTOMER_Q,
          customers=(CUSTOMER_KIRKSTALL,), values=("Q-260012", "£6,333.60"), records=(quote("Q-260012"),)),
    _case("kirkstall-accepted-won", "which kirkstall builders quotes did we win", CUSTOMER_Q,
          customers=(CUSTOMER_KIRKSTALL,), values=("Q-260012", "£6,333.60"), records=(quote("Q-260012"),),
          paraphrase_of="kirkstall-accepted"),
    _case("acme-open-typo", "open quotes for acme constrution", CUSTOMER_Q, customers=(CUSTOMER_ACME,),
          values=("Q-260003", "£8,637.60"), records=(quote("Q-260003"),), paraphrase_of="acme-open"),
    # ---- a project's quotes
    _case("riverside-all", "What quotes are there for Riverside Quarter?", PROJECT_Q, projects=(PROJECT_RIVERSIDE,),
          values=("Q-260009", "Q-260010", "Q-260011"),
          records=(quote("Q-260009"), quote("Q-260010"), quote("Q-260011"))),
    _case("riverside-accepted", "accepted quotes on the Riverside Quarter project", PROJECT_Q,
          projects=(PROJECT_RIVERSIDE,), values=("Q-260009", "£30,252.00"), records=(quote("Q-260009"),)),
    _case("station-open", "open quotes for Station Road Retail Park", PROJECT_Q, projects=(PROJECT_STATION,),
          values=("Q-260014", "£9,940.80"), records=(quote("Q-260014"),)),
    _case("riverside-open", "and for Riverside Quarter?", PROJECT_Q, projects=(PROJECT_RIVERSIDE,),
          values=("Q-260010", "£18,810.00"), records=(quote("Q-260010"),), follows="station-open"),
    _case("meadow-rejected", "rejected quotes for meadow view phase 2", PROJECT_Q, projects=(PROJECT_MEADOW,),
          values=("Q-260002", "£15,284.16"), records=(quote("Q-260002"),)),
    _case("moorside-project", "quotes for the Moorside Farm Barns project", PROJECT_Q, projects=(PROJECT_MOORSIDE,),
          values=("Q-260016", "£11,790.00"), records=(quote("Q-260016"),)),
    _case("riverside-all-short", "riverside quarter quotes", PROJECT_Q, projects=(PROJECT_RIVERSIDE,),
          values=("Q-260009", "Q-260010", "Q-260011"),
          records=(quote("Q-260009"), quote("Q-260010"), quote("Q-260011")), paraphrase_of="riverside-all"),
    # ---- a quote's status and total by number
    _case("status-260003", "What's the status of Q-260003?", STATUS, quotes=("Q-260003",),
          values=("Sent", "£8,637.60"), records=(quote("Q-260003"),)),
    _case("status-260003-number", "status of quote 260003", STATUS, quotes=("Q-260003",), values=("Sent", "£8,637.60"),
          records=(quote("Q-260003"),), paraphrase_of="status-260003"),
    _case("status-260002", "Has Q-260002 been accepted?", STATUS, quotes=("Q-260002",),
          values=("Rejected", "£15,284.16"), records=(quote("Q-260002"),)),
    _case("status-260004", "Q-260004 status", STATUS, quotes=("Q-260004",), values=("Expired", "£6,084.00"),
          records=(quote("Q-260004"),)),
    _case("total-260009", "what's the total of quote Q-260009", STATUS, quotes=("Q-260009",),
          values=("£30,252.00", "Accepted"), records=(quote("Q-260009"),)),
    _case("status-260013", "where does quote 260013 stand?", STATUS, quotes=("Q-260013",),
          values=("Withdrawn", "£3,672.00"), records=(quote("Q-260013"),)),
    _case("status-260005", "status of Q-260005", STATUS, quotes=("Q-260005",), values=("Draft", "£4,365.60"),
          records=(quote("Q-260005"),)),
    _case("total-260016", "Q-260016 total?", STATUS, quotes=("Q-260016",), values=("£11,790.00",),
          records=(quote("Q-260016"),)),
    _case("status-260016-lower", "what status is q-260016 in", STATUS, quotes=("Q-260016",),
          values=("Accepted", "£11,790.00"), records=(quote("Q-260016"),), paraphrase_of="total-260016"),
    _case("status-260010-nohyphen", "Q260010 status", STATUS, quotes=("Q-260010",), values=("Sent", "£18,810.00"),
          records=(quote("Q-260010"),)),
    # ---- notes mentioning something (the note's subject, author and date)
    _case("notes-scaffold", "Any notes mentioning scaffold?", NOTES, values=(PROJECT_RIVERSIDE, *by(NOTE_SCAFFOLD)),
          records=(note(NOTE_SCAFFOLD),)),
    _case("notes-scaffold-lower", "notes about the scaffold", NOTES, values=(PROJECT_RIVERSIDE, *by(NOTE_SCAFFOLD)),
          records=(note(NOTE_SCAFFOLD),), paraphrase_of="notes-scaffold"),
    _case("notes-crane", "notes mentioning a crane", NOTES,
          values=(CUSTOMER_ACME, PROJECT_OAKWOOD, *by(NOTE_CRANE_ACME), *by(NOTE_CRANE_SCHOOL)),
          records=(note(NOTE_CRANE_ACME), note(NOTE_CRANE_SCHOOL))),
    _case("notes-retaining", "notes mentioning retaining wall", NOTES,
          values=(CUSTOMER_PENNINE, *by(NOTE_RETAINING_WALL)), records=(note(NOTE_RETAINING_WALL),)),
    _case("notes-retaining-anyone", "did anyone write a note about a retaining wall?", NOTES,
          values=(CUSTOMER_PENNINE, *by(NOTE_RETAINING_WALL)), records=(note(NOTE_RETAINING_WALL),),
          paraphrase_of="notes-retaining"),
    _case("notes-access", "notes about narrow access", NOTES, values=(CUSTOMER_WHARFE, *by(NOTE_ACCESS)),
          records=(note(NOTE_ACCESS),)),
    _case("notes-efflorescence", "notes mentioning efflorescence", NOTES,
          values=(PROJECT_MEADOW, *by(NOTE_EFFLORESCENCE)), records=(note(NOTE_EFFLORESCENCE),)),
    _case("notes-haul-road", "any notes about the haul road?", NOTES, values=(CUSTOMER_CALDER, *by(NOTE_HAUL_ROAD)),
          records=(note(NOTE_HAUL_ROAD),)),
    _case("notes-reclaimed", "notes about reclaimed brick", NOTES, values=(PROJECT_MOORSIDE, *by(NOTE_RECLAIMED)),
          records=(note(NOTE_RECLAIMED),)),
    _case("notes-cheaper", "notes mentioning Wienerberger being cheaper", NOTES,
          values=("Q-260002", *by(NOTE_REJECTED_PRICE)), records=(note(NOTE_REJECTED_PRICE),)),
    # ---- the cheapest price among suppliers
    _case("cheapest-red", "Where is Ibstock Cheshire Red Multi cheapest?", CHEAPEST, products=RED,
          values=("£618.00", SUPPLIER_NORTHERN), records=(product(PRODUCT_NORTHERN_RED), product(PRODUCT_RED_MULTI))),
    _case("cheapest-red-lower", "cheapest price for cheshire red multi", CHEAPEST, products=RED,
          values=("£618.00", SUPPLIER_NORTHERN), records=(product(PRODUCT_NORTHERN_RED), product(PRODUCT_RED_MULTI)),
          paraphrase_of="cheapest-red"),
    _case("cheapest-atlas", "What's the cheapest price for Ibstock Atlas Blue Smooth Engineering?", CHEAPEST,
          products=ATLAS, values=("£799.00", SUPPLIER_NORTHERN),
          records=(product(PRODUCT_NORTHERN_BLUE), product(PRODUCT_ATLAS_BLUE))),
    _case("cheapest-keyblok", "cheapest Marshalls Keyblok Charcoal Paver", CHEAPEST, products=(PRODUCT_KEYBLOK,),
          values=("£27.40", SUPPLIER_FORTERRA), records=(product(PRODUCT_FORMPAVE), product(PRODUCT_KEYBLOK))),
    _case("cheapest-keyblok-who", "who's cheapest for keyblok charcoal?", CHEAPEST, products=(PRODUCT_KEYBLOK,),
          values=("£27.40", SUPPLIER_FORTERRA), records=(product(PRODUCT_FORMPAVE), product(PRODUCT_KEYBLOK)),
          paraphrase_of="cheapest-keyblok"),
    # ---- tell me about a record
    _case("about-acme", "Tell me about Acme Construction Ltd", SUMMARY, customers=(CUSTOMER_ACME,),
          values=("ACME01", "Leeds"), records=(("customer", CUSTOMER_ACME),)),
    _case("about-acme-lower", "tell me about acme construction", SUMMARY, customers=(CUSTOMER_ACME,),
          values=("ACME01", "Leeds"), records=(("customer", CUSTOMER_ACME),), paraphrase_of="about-acme"),
    _case("about-riverside", "Tell me about the Riverside Quarter project", SUMMARY, projects=(PROJECT_RIVERSIDE,),
          values=(CUSTOMER_WHARFE, "Tender"), records=(("project", PROJECT_RIVERSIDE),)),
    _case("about-northern", "Tell me about Northern Builders Merchants", SUMMARY, suppliers=(SUPPLIER_NORTHERN,),
          values=("SUP-NBM",), records=(("supplier", SUPPLIER_NORTHERN),)),
    _case("about-station", "tell me about Station Road Retail Park", SUMMARY, projects=(PROJECT_STATION,),
          values=(CUSTOMER_CALDER,), records=(("project", PROJECT_STATION),)),
    _case("about-moorside", "Tell me about Moorside Developments", SUMMARY, customers=(CUSTOMER_MOORSIDE,),
          values=("MOOR01", "Skipton"), records=(("customer", CUSTOMER_MOORSIDE),)),
    _case("about-riverside-lower", "tell me about riverside quarter", SUMMARY, projects=(PROJECT_RIVERSIDE,),
          values=(CUSTOMER_WHARFE, "Tender"), records=(("project", PROJECT_RIVERSIDE),),
          paraphrase_of="about-riverside"),
    # ---- nothing to look up
    _case("general-help", "What can you do?", GENERAL),
    _case("general-hello", "hello there", GENERAL),
]  # fmt: skip

BY_ID = {case.id: case for case in CASES}
