"""Question understanding (assistant.understanding.parse.understand) over the seeded evaluation dataset: the intent
and the records of every question of the evaluation set, and of more questions besides (typos, lower and upper case,
codes, quote numbers, follow-ups, questions naming nothing); terms, ambiguity, confidence, and the statements run."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Entities, Intent, Named, Understanding
from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_CALDER,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    PRODUCT_ATLAS_BLUE,
    PRODUCT_CATNIC,
    PRODUCT_FUNTON,
    PRODUCT_KASSANDRA,
    PRODUCT_KEYBLOK,
    PRODUCT_LEICESTER,
    PRODUCT_MOT,
    PRODUCT_NORTHERN_BLUE,
    PRODUCT_RED_MULTI,
    PRODUCT_THERMALITE,
    PRODUCT_VILLAGE_RED,
    PROJECT_MEADOW,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_FORTERRA,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.eval_set import BY_ID, CASES, Case
from tests.assistant.seeding import Seeded
from tests.conftest import QueryLog
from tests.factories import make_organisation, make_product, make_project

KINDS = ("products", "customers", "suppliers", "projects", "quotes")


def _missing(expected: dict[str, tuple[str, ...]], got: Entities) -> list[str]:
    names = got.as_dict()
    return [
        f"{kind}: {name}" for kind, wanted in expected.items() for name in wanted if name not in names.get(kind, [])
    ]


def _previous(db: Session, case: Case) -> Understanding | None:
    """The understanding of the question `case` follows (itself following others), as the conversation had it."""
    if case.follows is None:
        return None
    before = BY_ID[case.follows]
    return understand(db, before.question, _previous(db, before))


# ---- the evaluation set -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_evaluation_question(db: Session, dataset: Seeded, case: Case) -> None:
    understood = understand(db, case.question, _previous(db, case))
    assert understood.intent == case.intent, understood
    assert not _missing(case.entities, understood.entities), understood


# ---- more questions ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Q:
    question: str
    intent: Intent
    entities: dict[str, tuple[str, ...]] = field(default_factory=dict)
    after: str | None = None  # the question asked just before, in the same conversation
    none_of: tuple[str, ...] = ()  # kinds of record the question must not be read as naming


I = Intent  # noqa: E741
MORE: list[Q] = [
    # codes and quote numbers, in any case
    Q("price of ib-crm65", I.product_price, {"products": (PRODUCT_RED_MULTI,)}),
    Q("IB-CRM65", I.product_price, {"products": (PRODUCT_RED_MULTI,)}),
    Q("who supplies WB-KRM65?", I.product_supplier, {"products": (PRODUCT_KASSANDRA,)}),
    Q("what's the lead time of ft-tsb100", I.product_price, {"products": (PRODUCT_THERMALITE,)}),
    Q("q260003", I.quote_status, {"quotes": ("Q-260003",)}),
    Q("quote number 260010", I.quote_status, {"quotes": ("Q-260010",)}),
    Q("is quote #260007 still open?", I.quote_status, {"quotes": ("Q-260007",)}),
    Q("What is Q-260001 worth?", I.quote_status, {"quotes": ("Q-260001",)}),
    Q("tell me about quote 260014", I.quote_status, {"quotes": ("Q-260014",)}),
    # typos and lower case
    Q("whats the price of kasandra red multi", I.product_price, {"products": (PRODUCT_KASSANDRA,)}),
    Q(
        "how much are wienerburger kassandra bricks",
        I.product_price,
        {"products": (PRODUCT_KASSANDRA,), "suppliers": (SUPPLIER_WIENERBERGER,)},
    ),
    Q("lead time on thermalite blocks", I.product_price, {"products": (PRODUCT_THERMALITE,)}),
    Q("quotes for acme constrution", I.customer_quotes, {"customers": (CUSTOMER_ACME,)}),
    Q("open quotes for Penine Groundworks", I.customer_quotes, {"customers": (CUSTOMER_PENNINE,)}),
    Q("quotes for kirkstal builders", I.customer_quotes, {"customers": (CUSTOMER_KIRKSTALL,)}),
    Q("OPEN QUOTES FOR ACME", I.customer_quotes, {"customers": (CUSTOMER_ACME,)}),
    Q("NOTES MENTIONING CRANE", I.notes_search),
    Q("tell me about ibstok", I.record_summary, {"suppliers": (SUPPLIER_IBSTOCK,)}),
    # quotes of a customer or a project
    Q("what have we quoted Wharfe Valley?", I.customer_quotes, {"customers": (CUSTOMER_WHARFE,)}),
    Q("quotes on riverside", I.project_quotes, {"projects": (PROJECT_RIVERSIDE,)}),
    Q("show me the quotes for the oakwood school job", I.project_quotes, {"projects": (PROJECT_OAKWOOD,)}),
    Q("latest quote for calder civils", I.customer_quotes, {"customers": (CUSTOMER_CALDER,)}),
    # what we last quoted
    Q(
        "when did we last quote Pennine for Keyblok?",
        I.last_quoted,
        {"customers": (CUSTOMER_PENNINE,), "products": (PRODUCT_KEYBLOK,)},
    ),
    Q(
        "what price did we give Acme for atlas blue",
        I.last_quoted,
        {"customers": (CUSTOMER_ACME,), "products": (PRODUCT_ATLAS_BLUE,)},
    ),
    Q(
        "price of Ibstock Leicester Red Stock for Wharfe Valley Homes",
        I.last_quoted,
        {"customers": (CUSTOMER_WHARFE,), "products": (PRODUCT_LEICESTER,), "suppliers": (SUPPLIER_IBSTOCK,)},
    ),
    # records
    Q("who is Pennine Groundworks?", I.record_summary, {"customers": (CUSTOMER_PENNINE,)}),
    Q("what do we know about the meadow view project", I.record_summary, {"projects": (PROJECT_MEADOW,)}),
    Q("Wharfe Valley Homes", I.record_summary, {"customers": (CUSTOMER_WHARFE,)}),
    Q("Station Road Retail Park", I.record_summary, {"projects": (PROJECT_STATION,)}),
    Q("tell me about forterra", I.record_summary, {"suppliers": (SUPPLIER_FORTERRA,)}),
    # descriptions of products
    Q("do we have a blue engineering brick", I.product_search, none_of=("customers", "projects", "suppliers")),
    Q("any grey facing bricks?", I.product_search, none_of=("customers", "projects")),
    Q("what pavers does Marshalls do", I.product_search, {"suppliers": (SUPPLIER_MARSHALLS,)}),
    Q("red bricks for a new house on a farm", I.product_search, none_of=("customers", "projects")),
    Q("blue class b engineering bricks", I.product_search, {"products": (PRODUCT_NORTHERN_BLUE,)}),
    # who supplies
    Q("who makes ib-trh65", I.product_supplier, {"products": ("Ibstock Tradesman Heather",)}),
    Q("which supplier do we get Type 1 MOT from?", I.product_supplier, {"products": (PRODUCT_MOT,)}),
    Q("who sells catnic lintels", I.product_supplier, {"products": (PRODUCT_CATNIC,)}),
    # prices
    Q("How much is Hanson Multicem cement?", I.product_price, {"products": ("Hanson Multicem Cement 25kg",)}),
    Q("IG lintel 1500 price", I.product_price, {"products": ("IG L1/S100 Steel Lintel 1500mm",)}),
    Q("funton second hard stock price per thousand", I.product_price, {"products": (PRODUCT_FUNTON,)}),
    # cheapest
    # words that only describe (colours, kinds) ask for the cheapest of that kind, not one product's equivalents
    Q("cheapest blue engineering brick", I.cheapest_in_category),
    Q("best price for forterra village red", I.cheapest_price, {"products": (PRODUCT_VILLAGE_RED,)}),
    Q("lowest price on keyblok", I.cheapest_price, {"products": (PRODUCT_KEYBLOK,)}),
    # notes
    Q("notes about Acme", I.notes_search, {"customers": (CUSTOMER_ACME,)}),
    Q("has anyone mentioned planning?", I.notes_search),
    Q("comments about the credit limit", I.notes_search),
    # cue words mistyped
    Q("cheapset cheshire red multi", I.cheapest_price, {"products": (PRODUCT_RED_MULTI,)}),
    Q("qoutes for acme", I.customer_quotes, {"customers": (CUSTOMER_ACME,)}),
    Q("staus of q-260003", I.quote_status, {"quotes": ("Q-260003",)}),
    Q("who suplies keyblok", I.product_supplier, {"products": (PRODUCT_KEYBLOK,)}),
    # nothing to look up
    Q("thanks!", I.general, none_of=KINDS),
    Q("what's the weather like", I.general, none_of=KINDS),
    Q("good morning", I.general, none_of=KINDS),
    # follow-ups
    Q("and the lead time?", I.product_price, {"products": (PRODUCT_RED_MULTI,)}, after="price of ib-crm65"),
    Q("who supplies it?", I.product_supplier, {"products": (PRODUCT_RED_MULTI,)}, after="price of ib-crm65"),
    Q(
        "what about the Kassandra?",
        I.product_price,
        {"products": (PRODUCT_KASSANDRA,)},
        after="what is the price of ibstock cheshire red multi",
    ),
    Q("and atlas blue?", I.cheapest_price, {"products": (PRODUCT_ATLAS_BLUE,)}, after="cheapest cheshire red multi"),
    Q("what about Pennine?", I.customer_quotes, {"customers": (CUSTOMER_PENNINE,)}, after="open quotes for acme"),
    Q("and for riverside quarter?", I.project_quotes, {"projects": (PROJECT_RIVERSIDE,)}, after="open quotes for acme"),
    Q("and Q-260004?", I.quote_status, {"quotes": ("Q-260004",)}, after="status of Q-260003"),
    Q("and Calder?", I.record_summary, {"customers": (CUSTOMER_CALDER,)}, after="tell me about acme"),
    Q("Kirkstall?", I.customer_quotes, {"customers": (CUSTOMER_KIRKSTALL,)}, after="rejected quotes for acme"),
    # a supplier alone: the previous product's words looked up at that supplier
    Q(
        "and Northern Builders?",
        I.cheapest_price,
        {"suppliers": (SUPPLIER_NORTHERN,), "products": (PRODUCT_NORTHERN_BLUE,)},
        after="cheapest atlas blue engineering",
    ),
    Q(
        "and Forterra?",
        I.product_price,
        {"suppliers": (SUPPLIER_FORTERRA,), "products": (PRODUCT_VILLAGE_RED,)},
        after="price of cheshire red multi",
    ),
    Q(
        "what about Wienerberger?",
        I.product_price,
        {"suppliers": (SUPPLIER_WIENERBERGER,), "products": (PRODUCT_FUNTON,)},  # none of theirs like it: kept
        after="price of ibstock funton second hard stock",
    ),
    # a question of its own after another: nothing carried over
    Q("open quotes for calder", I.customer_quotes, {"customers": (CUSTOMER_CALDER,)}, after="price of ib-crm65"),
    Q("hello", I.general, none_of=KINDS, after="open quotes for acme"),
    Q("do we have any yellow stock bricks", I.product_search, none_of=("customers",), after="open quotes for acme"),
]


@pytest.mark.parametrize("q", MORE, ids=[q.question for q in MORE])
def test_more_questions(db: Session, dataset: Seeded, q: Q) -> None:
    previous = understand(db, q.after) if q.after else None
    understood = understand(db, q.question, previous)
    assert understood.intent == q.intent, understood
    assert not _missing(q.entities, understood.entities), understood
    for kind in q.none_of:
        assert getattr(understood.entities, kind) == [], understood


# ---- terms, ambiguity, confidence ---------------------------------------------------------------------------------


def test_terms_keep_the_description_and_drop_the_question(db: Session, dataset: Seeded) -> None:
    assert understand(db, "Do we have a red multi facing brick, 65mm?").entities.terms == "red multi facing brick 65mm"
    assert understand(db, "notes mentioning Wienerberger being cheaper").entities.terms == "wienerberger cheaper"
    assert understand(db, "did anyone write a note about a retaining wall?").entities.terms == "retaining wall"
    # the quote states stay for the quote look-ups; the customer's name does not
    assert understand(db, "open quotes for Acme Construction").entities.terms == "open"
    assert understand(db, "tell me about Acme Construction Ltd").entities.terms == ""


def test_notes_about_a_record_are_on_it_and_notes_mentioning_one_hold_its_name(db: Session, dataset: Seeded) -> None:
    about = understand(db, "any notes about Acme Construction?")
    assert about.intent == Intent.notes_search
    assert [n.name for n in about.entities.customers] == [CUSTOMER_ACME]
    assert about.entities.terms == ""
    on = understand(db, "notes on Riverside Quarter about the scaffold")
    assert [n.name for n in on.entities.projects] == [PROJECT_RIVERSIDE]
    assert on.entities.terms == "scaffold"
    mentioning = understand(db, "notes mentioning Wienerberger being cheaper")
    assert mentioning.entities.suppliers == []
    assert mentioning.entities.terms == "wienerberger cheaper"


def test_mistyped_cue_words_are_read_as_meant_but_names_are_left_alone() -> None:
    assert normalise("who supplys terram membrane") == "who supply terram membrane"
    assert normalise("Cheapset red multi") == "cheapest red multi"
    assert normalise("qoutes for acme") == "quotes for acme"
    # a word written with a capital inside the question is a name; short words are never put right
    assert normalise("quotes for Notts County") == "quotes for notts county"
    assert normalise("who sells Prince bricks") == "who sells prince bricks"
    assert normalise("Tell me abut it") == "tell me abut it"
    # possessives, apostrophes, thousands, codes and sizes
    assert normalise("What's Acme's price for 10,000 IB-CRM65 (65mm)?") == "whats acme price for 10000 ib-crm65 65mm"


def test_a_quote_number_no_quote_has(db: Session, dataset: Seeded) -> None:
    understood = understand(db, "status of Q-999999")
    assert understood.intent == Intent.quote_status
    assert understood.entities.quotes == []
    assert understood.entities.terms == "Q-999999"
    assert understood.confidence < understand(db, "status of Q-260003").confidence


def test_confidence_is_high_for_codes_and_numbers_and_lower_for_fuzzy_names(db: Session, dataset: Seeded) -> None:
    by_number = understand(db, "status of quote 260003")
    by_code = understand(db, "price of IB-CRM65")
    by_name = understand(db, "price of Ibstock Cheshire Red Multi")
    misspelt = understand(db, "price of ibstok cheshre red multi")
    vague = understand(db, "red multi facing brick 65mm")
    nothing = understand(db, "hello there")
    assert by_number.confidence >= 0.9 and by_code.confidence >= 0.85
    assert by_code.confidence >= by_name.confidence > misspelt.confidence
    assert misspelt.confidence > nothing.confidence
    assert vague.confidence < by_name.confidence
    assert all(0 <= u.confidence <= 1 for u in (by_number, by_code, by_name, misspelt, vague, nothing))


def test_ambiguous_names_keep_up_to_three_candidates_best_first(db: Session, dataset: Seeded) -> None:
    for name in ("Acme Roofing Ltd", "Acme Scaffolding", "Acme Plant Hire", "Acme Windows"):
        make_organisation(db, kind=Kind.customer, name=name)
    whole = understand(db, "quotes for Acme Roofing")
    assert whole.intent == Intent.customer_quotes
    assert [n.name for n in whole.entities.customers] == ["Acme Roofing Ltd"]  # the whole name beats the others

    ambiguous = understand(db, "quotes for acme")
    assert len(ambiguous.entities.customers) == 3
    assert ambiguous.confidence < whole.confidence


def test_a_code_two_suppliers_share_narrowed_by_the_supplier_named(db: Session, dataset: Seeded) -> None:
    forterra = db.get(Organisation, dataset.organisations[SUPPLIER_FORTERRA])
    twin = make_product(db, forterra, code="IB-CRM65", name="Forterra Copy Red Multi")
    both = understand(db, "price of IB-CRM65")
    assert {n.name for n in both.entities.products} == {PRODUCT_RED_MULTI, twin.name}
    narrowed = understand(db, "price of forterra IB-CRM65")
    assert [n.name for n in narrowed.entities.products] == [twin.name]
    assert narrowed.confidence > both.confidence


def test_a_product_inside_a_longer_question_narrowed_by_its_supplier(db: Session, dataset: Seeded) -> None:
    understood = understand(db, "could you tell me what the forterra red multi costs these days")
    assert understood.intent == Intent.product_price
    assert understood.entities.products[0] == Named(dataset.products[PRODUCT_VILLAGE_RED], PRODUCT_VILLAGE_RED)
    assert [n.name for n in understood.entities.suppliers] == [SUPPLIER_FORTERRA]


def test_a_follow_up_keeps_the_records_it_does_not_replace(db: Session, dataset: Seeded) -> None:
    first = understand(db, "what did we last quote Acme Construction for Ibstock Cheshire Red Multi?")
    follow = understand(db, "and for Pennine Groundworks?", first)
    assert follow.intent == Intent.last_quoted
    assert [n.name for n in follow.entities.customers] == [CUSTOMER_PENNINE]
    assert follow.entities.products == first.entities.products
    # without the previous question, the same words are a question about the customer
    alone = understand(db, "and for Pennine Groundworks?")
    assert alone.intent == Intent.record_summary


def test_a_question_runs_few_statements(db: Session, dataset: Seeded, query_log: QueryLog) -> None:
    understand(db, "warm up the statistics: red multi")  # the catalogue's statistics are read once in a while
    with query_log.recording() as statements:
        understand(db, "What did we last quote Acme Construction for Ibstock Cheshire Red Multi?")
    assert 3 <= len(statements) <= 8, statements  # names, suppliers, candidates (a round or two), their features
    with query_log.recording() as statements:
        understand(db, "status of Q-260003")
    assert len(statements) == 1, statements  # the quote number, nothing else
    with query_log.recording() as statements:
        understand(db, "open quotes for acme")
    assert len(statements) == 1, statements  # the names


@pytest.mark.parametrize("question", ["", "   ", "???", "£ - / .", "q", "x" * 300])
def test_questions_with_nothing_to_read_are_general(db: Session, dataset: Seeded, question: str) -> None:
    understood = understand(db, question)
    assert understood.intent == Intent.general
    assert not understood.entities.ids()


def test_a_long_question_still_finds_its_records(db: Session, dataset: Seeded) -> None:
    question = (
        "Morning! Sorry to bother you again, but the site manager rang and before I send anything over could you "
        "remind me what we last quoted Kirkstall Builders for the Atlas Blue engineering bricks on their school job?"
    )
    understood = understand(db, question)
    assert understood.intent == Intent.last_quoted
    assert [n.name for n in understood.entities.customers] == [CUSTOMER_KIRKSTALL]
    assert understood.entities.products[0].name == PRODUCT_ATLAS_BLUE


def test_a_job_by_the_first_word_of_a_long_name_but_not_by_another_of_its_words(db: Session, dataset: Seeded) -> None:
    make_project(db, name="Northowram Mill Retail Units")
    assert [n.name for n in understand(db, "how come we lost the northowram job").entities.projects] == [
        "Northowram Mill Retail Units"
    ]
    # "mill" is one of its words, but the job named is another's ("the sowerby mill job")
    assert "Northowram Mill Retail Units" not in [
        n.name for n in understand(db, "how come we lost the sowerby mill job").entities.projects
    ]
