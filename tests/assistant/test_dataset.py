"""The evaluation dataset is seeded and embedded as tests/assistant/dataset.py describes it, and each test's writes
are rolled back while the dataset stays."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Equivalent, Product
from api.crm import Contact, Organisation
from api.projects.models import Project, ProjectArchitect
from api.quotes.models import Quote, QuoteStatus, QuoteVersion
from api.quotes.service.quotes import effective_status
from api.records.models import Note
from ingest import embedder
from ingest.models import Document
from tests.assistant import dataset as ds
from tests.assistant import dataset_more as more
from tests.assistant.seeding import Seeded
from tests.factories import make_product


def _documents(db: Session, kind: str) -> dict[int, Document]:
    return {d.record_id: d for d in db.scalars(select(Document).where(Document.kind == kind))}


def test_every_record_has_its_embedded_document(db: Session, dataset: Seeded) -> None:
    expected = {
        "product": set(dataset.products.values()),
        "supplier": {dataset.organisations[n] for n in ds.SUPPLIERS},
        "customer": {dataset.organisations[n] for n in ds.CUSTOMERS},
        "project": set(dataset.projects.values()),
        "quote": set(dataset.quotes.values()),
        "note": set(dataset.notes.values()),
    }
    assert {k: len(v) for k, v in expected.items()} == {
        "product": len(ds.PRODUCTS),
        "supplier": 5,
        "customer": 6,
        "project": 5,
        "quote": 16 + 3,  # the first part's sixteen and dataset_more's three
        "note": len(ds.NOTES),
    }
    for kind, ids in expected.items():
        documents = _documents(db, kind)
        assert ids <= set(documents), kind
        for record_id in ids:
            document = documents[record_id]
            assert document.model == embedder.MODEL_NAME
            assert document.embedding is not None and len(document.embedding) == 384


def test_products_suppliers_and_equivalents(db: Session, dataset: Seeded) -> None:
    red = db.get_one(Product, dataset.products[ds.PRODUCT_RED_MULTI])
    assert (red.code, red.list_price, red.selling_unit, red.lead_time_days) == (
        "IB-CRM65",
        Decimal("675.00"),
        "per_1000",
        14,
    )
    assert db.get_one(Organisation, red.supplier_id).name == ds.SUPPLIER_IBSTOCK
    equivalents = set(db.scalars(select(Equivalent.equivalent_id).where(Equivalent.product_id == red.id)))
    assert equivalents == {dataset.products[n] for n in ds.EQUIVALENT_GROUPS[0][1:]}
    document = _documents(db, "product")[red.id]
    assert "price: £675.00 per 1,000" in document.content
    assert "supplier: Ibstock Brick Ltd" in document.content


def test_quotes_have_their_numbers_totals_statuses_and_dates(db: Session, dataset: Seeded) -> None:
    documents = _documents(db, "quote")
    for spec in ds.QUOTES:
        quote = db.get_one(Quote, dataset.quotes[spec.number])
        version = db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id)).one()
        assert quote.number == spec.number
        assert version.total == Decimal(spec.total), spec.number
        assert effective_status(quote) == spec.status, spec.number
        assert quote.created_at.date() == spec.created
        if spec.status is not QuoteStatus.draft:
            assert version.sent_at is not None and version.sent_at.date() == spec.created
        content = documents[quote.id].content
        assert f"total: {ds.money(spec.total)}" in content
        assert f"customer: {spec.customer}" in content
    assert {s.status for s in ds.QUOTES} >= {
        QuoteStatus.draft,
        QuoteStatus.sent,
        QuoteStatus.accepted,
        QuoteStatus.rejected,
        QuoteStatus.expired,
        QuoteStatus.withdrawn,
    }


def test_projects_and_notes(db: Session, dataset: Seeded) -> None:
    riverside = db.get_one(Project, dataset.projects[ds.PROJECT_RIVERSIDE])
    assert riverside.customer_id == dataset.organisations[ds.CUSTOMER_WHARFE]
    assert riverside.start_date == date(2026, 4, 6)
    scaffold = db.get_one(Note, dataset.notes[ds.NOTE_SCAFFOLD])
    assert (scaffold.subject_type, scaffold.subject_id) == ("project", riverside.id)
    note_document = _documents(db, "note")[scaffold.id]
    assert note_document.title == f"Note on project {ds.PROJECT_RIVERSIDE}"
    assert "Scaffold goes up" in note_document.content
    assert note_document.link == f"/projects/view/{riverside.id}"
    quote_note = db.get_one(Note, dataset.notes[ds.NOTE_REJECTED_PRICE])
    assert (quote_note.subject_type, quote_note.subject_id) == ("quote", dataset.quotes["Q-260002"])


def test_a_tests_writes_are_rolled_back_the_dataset_stays_part_1(db: Session, dataset: Seeded) -> None:
    supplier = db.get_one(Organisation, dataset.organisations[ds.SUPPLIER_NORTHERN])
    make_product(db, supplier, code="ROLLBACK-1", name="Rolled back brick")
    db.commit()  # as a request would: only the test's savepoint holds it
    assert db.scalar(select(func.count()).select_from(Product).where(Product.code == "ROLLBACK-1")) == 1


def test_a_tests_writes_are_rolled_back_the_dataset_stays_part_2(db: Session, dataset: Seeded) -> None:
    assert db.scalar(select(func.count()).select_from(Product).where(Product.code == "ROLLBACK-1")) == 0
    assert db.scalar(select(func.count()).select_from(Product)) >= len(ds.PRODUCTS)


def test_the_second_part_contacts_architects_prospect_and_handling(db: Session, dataset: Seeded) -> None:
    shaw = db.get_one(Contact, dataset.contacts[more.CONTACT_SHAW])
    assert (shaw.organisation_id, shaw.job_title, shaw.phone, shaw.mobile, shaw.email) == (
        dataset.organisations[ds.CUSTOMER_CALDER],
        "Senior Estimator",
        "01422 496 0501",
        "07700 900501",
        "rebecca.shaw@caldercivils.example.com",
    )
    assert len(dataset.contacts) == len(more.CONTACTS) == 12
    acme = dataset.organisations[ds.CUSTOMER_ACME]  # Acme keeps no contacts (its summary says 0)
    assert db.scalar(select(func.count()).select_from(Contact).where(Contact.organisation_id == acme)) == 0
    riverside = dataset.projects[ds.PROJECT_RIVERSIDE]
    architects = db.scalars(select(ProjectArchitect.organisation_id).where(ProjectArchitect.project_id == riverside))
    assert set(architects) == {dataset.organisations[more.ARCHITECT_HALDEN], dataset.organisations[more.ARCHITECT_AIRE]}
    halden = db.get_one(Organisation, dataset.organisations[more.ARCHITECT_HALDEN])
    assert (halden.kind, halden.category) == ("other", "Architect")
    skelton = db.get_one(Organisation, dataset.organisations[more.COMPANY_SKELTON])
    assert (skelton.kind, skelton.account_number) == ("company", "SKEL01")
    red = db.get_one(Product, dataset.products[ds.PRODUCT_RED_MULTI])
    assert (red.units_per_pack, red.units_per_pallet, red.weight_kg, red.cost_price) == (
        475,
        950,
        Decimal("2.3"),
        Decimal("540.00"),
    )
    catnic = db.get_one(Product, dataset.products[ds.PRODUCT_CATNIC])
    assert (catnic.units_per_pallet, catnic.weight_kg) == (None, Decimal("12.4"))


def test_the_second_part_quotes_prospect_rejection_and_this_month(db: Session, dataset: Seeded) -> None:
    for spec in more.MORE_QUOTES:
        quote = db.get_one(Quote, dataset.quotes[spec.number])
        version = db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id)).one()
        assert (version.total, version.subtotal + version.shipping) == (
            Decimal(spec.total),
            Decimal(more.EX_VAT[spec.number]),
        )
        assert effective_status(quote) == spec.status, spec.number
        assert quote.customer_id == dataset.organisations[spec.customer]
        assert quote.decision_reason == spec.reason
        if spec.expires_this_month:
            assert quote.valid_until == more.month_end() >= date.today()
            assert quote.valid_until.month == date.today().month
    rejected = db.get_one(Quote, dataset.quotes["Q-260015"])
    assert rejected.decision_reason == "Client value-engineered the car park"
    assert more.month_end(date(2026, 2, 3)) == date(2026, 2, 28)
    assert more.month_end(date(2028, 2, 29)) == date(2028, 2, 29)
    assert more.month_end(date(2026, 12, 31)) == date(2026, 12, 31)
    documents = _documents(db, "company")
    assert "Skelton Grange Estates" in documents[dataset.organisations[more.COMPANY_SKELTON]].title
    assert {dataset.organisations[n] for n in more.OTHERS} <= set(_documents(db, "other"))
