"""Each kind of record as its document: the title, the `key: value` lines, the text and the link; the same record
gives the same document (and hash) every time, and a document stays short enough for the model to read whole."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from api.crm import Kind, Subject
from api.projects.models import SUBJECT as PROJECT_SUBJECT
from api.quotes.models import SUBJECT as QUOTE_SUBJECT
from api.records.models import Note
from ingest import embedder
from ingest.documents import BUILDERS, KINDS, Doc
from ingest.documents.base import MAX_TEXT
from tests.api.quotes.factories import make_quote, mark_decided, mark_sent
from tests.factories import make_address, make_organisation, make_product, make_project, make_user

# What the model reads of a document (all-MiniLM-L6-v2 truncates beyond this many word pieces).
MODEL_TOKENS = 256
MAX_CHARS = 1000


def one(db: Session, kind: str, record_id: int) -> Doc:
    [doc] = BUILDERS[kind].build(db, [record_id])
    return doc


def lines(doc: Doc) -> list[str]:
    return doc.content.split("\n")


def test_every_kind_has_a_builder() -> None:
    assert set(KINDS) == {
        "product",
        "customer",
        "supplier",
        "other",
        "company",
        "contact",
        "project",
        "quote",
        "supplier_quote",
        "purchase_order",
        "call_off",
        "note",
    }
    assert all(BUILDERS[k].kind == k for k in KINDS)


def test_product_document(db: Session) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    product = make_product(
        db,
        supplier,
        code="ATH65",
        name="Atherstone Red Multi",
        list_price="612.40",
        colour="Red multi",
        texture="Sandfaced",
        length_mm=215,
        width_mm=102,
        height_mm=65,
        lead_time_days=10,
        price_valid_until=date(2026, 11, 3),
        description="A warm red multi stock facing brick.",
        specification="F2,S1 frost resistant.",
    )
    doc = one(db, "product", product.id)
    assert (doc.kind, doc.record_id, doc.title) == ("product", product.id, "Product: Atherstone Red Multi")
    assert doc.link == f"/products/{product.id}"
    assert lines(doc) == [
        "Product: Atherstone Red Multi",
        "code: ATH65",
        "supplier: Ibstock Brick",
        "category: Facing brick",
        "colour: Red multi",
        "texture: Sandfaced",
        "size: 215x102x65 mm",
        "price: £612.40 per 1,000",
        "lead time: 10 days",
        "price valid until: 2026-11-03",
        "status: active",
        "A warm red multi stock facing brick. F2,S1 frost resistant.",
    ]


def test_empty_facts_leave_no_lines(db: Session) -> None:
    product = make_product(db, name="Plain block", category="block", selling_unit="each", list_price="1.95")
    content = one(db, "product", product.id).content
    assert "price: £1.95 each" in content
    for absent in ("colour:", "texture:", "size:", "lead time:", "price valid until:"):
        assert absent not in content


def test_organisation_documents(db: Session) -> None:
    manager = make_user(db, first_name="Mia", last_name="Manager")
    for kind, label, path in (
        (Kind.customer, "Customer", "/customer"),
        (Kind.supplier, "Supplier", "/supplier"),
        (Kind.other, "Other", "/other"),
        (Kind.company, "Company", "/company"),
    ):
        org = make_organisation(
            db,
            kind=kind,
            name=f"Harlow {label} Ltd",
            account_number=f"ACC-{label[:3].upper()}",
            email="office@harlow.example",
            phone="01279 000000",
            account_manager_id=manager.id,
            description="Regional housebuilder, pays on 30 days.",
        )
        make_address(db, org, town="Harlow", postcode="CM20 2DP")
        doc = one(db, kind.value, org.id)
        assert doc.link == f"{path}?id={org.id}"
        assert lines(doc) == [
            f"{label}: Harlow {label} Ltd",
            f"account number: ACC-{label[:3].upper()}",
            "town: Harlow",
            "postcode: CM20 2DP",
            "email: office@harlow.example",
            "phone: 01279 000000",
            "account manager: Mia Manager",
            "Regional housebuilder, pays on 30 days.",
        ]
        # one kind's builder never makes another kind's document
        other = "supplier" if kind != Kind.supplier else "customer"
        assert BUILDERS[other].build(db, [org.id]) == []


def test_archived_organisation_says_so(db: Session) -> None:
    org = make_organisation(db, name="Old Builders", archived=True)
    assert "archived: yes" in lines(one(db, "customer", org.id))


def test_project_document(db: Session) -> None:
    customer = make_organisation(db, name="Barratt North")
    manager = make_user(db, first_name="Ann", last_name="Lee")
    project = make_project(
        db,
        name="Kingsmead Phase 2",
        customer=customer,
        stage="tender",
        reference="KM-2",
        number_of_plots=48,
        estimated_value=Decimal("182500.00"),
        start_date=date(2026, 3, 1),
        account_manager_id=manager.id,
        description="48 homes off Kingsmead Road.",
    )
    doc = one(db, "project", project.id)
    assert doc.link == f"/projects/view/{project.id}"
    content = lines(doc)
    assert content[0] == "Project: Kingsmead Phase 2"
    for line in (
        "reference: KM-2",
        "customer: Barratt North",
        "plots: 48",
        "estimated value: £182,500.00",
        "start: 2026-03-01",
        "account manager: Ann Lee",
    ):
        assert line in content
    assert any(line.startswith("stage: ") and line != "stage: tender" for line in content)  # its label
    assert content[-1] == "48 homes off Kingsmead Road."


def test_quote_document_summarises_its_lines(db: Session) -> None:
    customer = make_organisation(db, name="Acme Homes")
    project = make_project(db, name="Mill Lane", customer=customer)
    quote = make_quote(db, customer=customer, project=project)
    doc = one(db, "quote", quote.id)
    assert doc.title == f"Quote {quote.number} for Acme Homes"
    assert doc.link == f"/quotes/editor/{quote.id}"
    content = lines(doc)
    for line in ("customer: Acme Homes", "project: Mill Lane", "status: Draft", "version: 1"):
        assert line in content
    assert any(line.startswith("total: £") for line in content)
    # 12.5 per 1,000 reads as a number of bricks; optional lines say so
    assert content[-1].startswith("12,500 Red multi facing brick at £512.35 per 1,000; 3 Brick ties (box) at £15.00")
    assert "(optional)" in content[-1]
    assert "Mortar, grey" in content[-1]


def test_quote_document_follows_its_status(db: Session) -> None:
    quote = make_quote(db)
    mark_sent(db, quote, valid_until=date(2026, 12, 31))
    sent = lines(one(db, "quote", quote.id))
    assert "status: Sent" in sent
    assert "valid until: 2026-12-31" in sent
    assert any(line.startswith("sent: ") for line in sent)
    mark_decided(db, quote, accepted=False)
    assert "status: Rejected" in lines(one(db, "quote", quote.id))


def test_a_long_quote_lists_eight_lines_and_counts_the_rest(db: Session) -> None:
    items = [
        {"description": f"Item {n}", "quantity": "1", "unit": "each", "cost_price": "1.00", "sell_price": "2.00"}
        for n in range(11)
    ]
    text = lines(one(db, "quote", make_quote(db, lines=items).id))[-1]
    assert "Item 7 at" in text
    assert "Item 8" not in text
    assert text.endswith("and 3 more lines")


def test_note_documents_name_and_link_their_subject(db: Session) -> None:
    author = make_user(db, first_name="Sam", last_name="Staff")
    customer = make_organisation(db, name="Acme Homes")
    project = make_project(db, name="Mill Lane")
    quote = make_quote(db, customer=customer)
    when = datetime(2026, 2, 14, 9, 30, tzinfo=UTC)
    cases = [
        (Subject.organisation.value, customer.id, "Note on customer Acme Homes", f"/customer?id={customer.id}"),
        (PROJECT_SUBJECT, project.id, "Note on project Mill Lane", f"/projects/view/{project.id}"),
        (QUOTE_SUBJECT, quote.id, f"Note on quote {quote.number}", f"/quotes/editor/{quote.id}"),
    ]
    for subject_type, subject_id, title, link in cases:
        note = Note(
            subject_type=subject_type, subject_id=subject_id, author_id=author.id, body="Wants   samples\nby Friday."
        )
        note.created_at = when
        db.add(note)
        db.flush()
        doc = one(db, "note", note.id)
        assert (doc.title, doc.link) == (title, link)
        # whitespace in the text is folded into single spaces
        assert lines(doc) == [title, "author: Sam Staff", "date: 2026-02-14", "Wants samples by Friday."]


def test_missing_records_build_nothing(db: Session) -> None:
    product = make_product(db)
    assert [d.record_id for d in BUILDERS["product"].build(db, [product.id, 987654321])] == [product.id]
    for kind in KINDS:
        assert BUILDERS[kind].build(db, [987654321]) == []


def test_documents_are_deterministic(db: Session) -> None:
    product = make_product(db, name="Stable brick", description="Same every time.")
    first, second = one(db, "product", product.id), one(db, "product", product.id)
    assert first == second
    assert first.content_hash == second.content_hash
    assert len(first.content_hash) == 64
    product.list_price = Decimal("999.00")
    db.flush()
    changed = one(db, "product", product.id)
    assert changed.content_hash != first.content_hash
    assert "price: £999.00 per 1,000" in changed.content


def test_long_text_is_cut_to_stay_short(db: Session) -> None:
    """With every field filled and a long description, the document is short: under ~1,000 characters and within
    what the model reads, so no part of it is silently dropped when embedding."""
    supplier = make_organisation(db, kind=Kind.supplier, name="Wienerberger Building Solutions Ltd")
    product = make_product(
        db,
        supplier,
        code="WB-ATH-RM-65-SF",
        name="Terca Atherstone Red Multi Stock Sandfaced 65mm Facing Brick",
        colour="Red orange multi with dark heather tones",
        texture="Sandfaced with creased stock finish",
        length_mm=215,
        width_mm=102,
        height_mm=65,
        lead_time_days=120,
        price_valid_until=date(2026, 11, 3),
        description="A handmade-look facing brick with a sandfaced, creased texture. " * 40,
        specification="Frost resistance F2, soluble salts S2, water absorption 12%. " * 20,
    )
    doc = one(db, "product", product.id)
    text = lines(doc)[-1]
    assert text.startswith("A handmade-look facing brick")
    assert len(text) <= MAX_TEXT
    assert text.endswith("…")
    assert_short(doc)


def assert_short(doc: Doc) -> None:
    assert len(doc.content) <= MAX_CHARS
    assert embedder.model().max_seq_length == MODEL_TOKENS
    tokens = embedder.model().tokenizer(doc.content)["input_ids"]
    assert len(tokens) <= MODEL_TOKENS, len(tokens)


def test_a_quote_with_many_lines_stays_short(db: Session) -> None:
    items = [
        {
            "description": f"Ibstock Tradesman Red Multi Stock {n}",
            "quantity": "12500",
            "unit": "per_1000",
            "cost_price": "400.00",
            "sell_price": "512.35",
        }
        for n in range(12)
    ]
    quote = make_quote(db, customer=make_organisation(db, name="Persimmon Homes East Midlands"), lines=items)
    doc = one(db, "quote", quote.id)
    assert "12,500 Ibstock Tradesman Red Multi Stock 0 at £512.35 per 1,000" in doc.content
    assert_short(doc)
