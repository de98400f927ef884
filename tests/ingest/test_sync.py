"""The documents table kept in step with the records: made when missing, embedded again only when the content or
the model changed, removed with their records; organisations moving between kinds move their document."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

import pytest
from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Kind
from ingest import embedder
from ingest.documents import BUILDERS
from ingest.models import Document
from ingest.sync import Result, reconcile, sync_kind, sync_records
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation, make_product


class Embedded:
    """The texts sent to the model, call by call."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    @property
    def texts(self) -> list[str]:
        return [t for call in self.calls for t in call]


@pytest.fixture
def embedded(monkeypatch: pytest.MonkeyPatch) -> Embedded:
    spy = Embedded()
    real = embedder.embed

    def embed(texts: Sequence[str]) -> list[list[float]]:
        spy.calls.append(list(texts))
        return real(texts)

    monkeypatch.setattr(embedder, "embed", embed)
    return spy


def document(db: Session, kind: str, record_id: int) -> Document | None:
    db.expire_all()
    return db.scalar(select(Document).where(Document.kind == kind, Document.record_id == record_id))


def documents_of(db: Session, kind: str) -> dict[int, Document]:
    db.expire_all()
    return {d.record_id: d for d in db.scalars(select(Document).where(Document.kind == kind))}


def test_reconcile_makes_the_missing_documents(db: Session, embedded: Embedded) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick Ltd")
    products = [make_product(db, supplier, name=f"{tree} brick") for tree in ("Alder", "Birch", "Cedar")]
    result = reconcile(db, ["product", "supplier"])
    sent = sorted(embedded.texts)
    assert (result.built, result.embedded, result.removed) == (4, 4, 0)
    assert result.kinds == {"product": 3, "supplier": 1}
    docs = documents_of(db, "product")
    assert set(docs) == {p.id for p in products}
    for product in products:
        doc = docs[product.id]
        [built] = BUILDERS["product"].build(db, [product.id])
        assert (doc.title, doc.content, doc.content_hash, doc.link) == (
            built.title,
            built.content,
            built.content_hash,
            f"/products/{product.id}",
        )
        assert doc.model == embedder.MODEL_NAME
        assert doc.meta["supplier"] == "Ibstock Brick Ltd"
        assert doc.meta["price"] == f"{built.meta['price']}"
        assert "colour" not in doc.meta  # empty facts are not stored
        assert list(doc.embedding) == pytest.approx(embedder.embed_one(built.content), abs=1e-5)
    # the generated full-text column follows the content
    found = db.scalars(
        select(Document.record_id).where(Document.search.op("@@")(func.plainto_tsquery("english", "birch")))
    ).all()
    assert found == [products[1].id]
    supplier_doc = documents_of(db, "supplier")[supplier.id]
    assert sent == sorted([d.content for d in docs.values()] + [supplier_doc.content])


def test_nothing_is_embedded_again_when_nothing_changed(db: Session, embedded: Embedded) -> None:
    make_product(db)
    make_product(db)
    reconcile(db, ["product"])
    first = {d.record_id: (d.content_hash, d.embedded_at) for d in documents_of(db, "product").values()}
    embedded.calls.clear()

    result = reconcile(db, ["product"])
    assert (result.built, result.embedded, result.removed) == (2, 0, 0)
    assert embedded.calls == []
    assert {d.record_id: (d.content_hash, d.embedded_at) for d in documents_of(db, "product").values()} == first


def test_a_changed_record_is_embedded_again(db: Session, embedded: Embedded) -> None:
    product = make_product(db, name="Leicester Red Stock", list_price="598.00")
    other = make_product(db)
    reconcile(db, ["product"])
    before = document(db, "product", product.id)
    assert before is not None
    old_hash, old_vector = before.content_hash, list(before.embedding)
    embedded.calls.clear()

    product.list_price = Decimal("615.50")
    product.description = "Smooth red stock facing brick."
    db.flush()
    result = reconcile(db, ["product"])
    assert result.embedded == 1
    [[content]] = embedded.calls  # only the changed one
    after = document(db, "product", product.id)
    assert after is not None
    assert content == after.content
    assert "price: £615.50 per 1,000" in after.content
    assert after.content_hash != old_hash
    assert list(after.embedding) != pytest.approx(old_vector)
    assert document(db, "product", other.id) is not None


def test_a_model_change_embeds_everything_again(db: Session, embedded: Embedded) -> None:
    product = make_product(db)
    reconcile(db, ["product"])
    db.execute(update(Document).where(Document.record_id == product.id).values(model="old-model"))
    embedded.calls.clear()

    result = reconcile(db, ["product"])
    assert result.embedded == 1
    assert len(embedded.texts) == 1
    doc = document(db, "product", product.id)
    assert doc is not None and doc.model == embedder.MODEL_NAME


def test_orphans_are_removed(db: Session, embedded: Embedded) -> None:
    keep, drop = make_product(db), make_product(db)
    reconcile(db, ["product"])
    # an orphan of a record long gone (its document somehow left behind), and one deleted now
    db.add(
        Document(
            kind="product",
            record_id=987654321,
            title="Product: gone",
            meta={},
            content="Product: gone",
            content_hash="0" * 64,
            model=embedder.MODEL_NAME,
            embedding=[0.0] * 383 + [1.0],
            link="/products/987654321",
        )
    )
    db.execute(delete(Product).where(Product.id == drop.id))
    db.flush()
    embedded.calls.clear()

    result = reconcile(db, ["product"])
    assert result.removed == 2
    assert embedded.calls == []
    assert set(documents_of(db, "product")) == {keep.id}


def test_reconcile_of_a_kind_with_no_records_empties_it(db: Session, embedded: Embedded) -> None:
    org = make_organisation(db, kind=Kind.other, name="Leeds City Council")
    reconcile(db, ["other"])
    assert set(documents_of(db, "other")) == {org.id}
    db.delete(org)
    db.flush()
    result = reconcile(db, ["other"])
    assert (result.removed, result.kinds) == (1, {"other": 0})
    assert documents_of(db, "other") == {}


def test_reconcile_touches_only_the_kinds_asked(db: Session, embedded: Embedded) -> None:
    make_product(db)
    make_organisation(db, name="Acme Homes")
    reconcile(db, ["customer"])
    assert documents_of(db, "product") == {}
    assert len(documents_of(db, "customer")) == 1


def test_reconcile_reports_progress(db: Session, embedded: Embedded) -> None:
    for _ in range(3):
        make_product(db)
    make_organisation(db, kind=Kind.supplier)  # products' suppliers are made too: 4 suppliers
    calls: list[tuple[int, int, int]] = []
    reconcile(db, ["product", "supplier"], lambda done, total, result: calls.append((done, total, result.embedded)))
    assert calls == [(3, 7, 3), (7, 7, 7)]


def test_sync_records_after_a_product_edit(db: Session, embedded: Embedded) -> None:
    product = make_product(db, name="Cheshire Red Multi", list_price="675.00")
    sync_records(db, [("product", product.id)])
    before = document(db, "product", product.id)
    assert before is not None and "price: £675.00 per 1,000" in before.content
    vector = list(before.embedding)

    product.list_price = Decimal("689.00")
    product.lead_time_days = 21
    db.flush()
    result = sync_records(db, [("product", product.id)])
    assert (result.built, result.embedded, result.removed) == (1, 1, 0)
    after = document(db, "product", product.id)
    assert after is not None
    assert "price: £689.00 per 1,000" in after.content and "lead time: 21 days" in after.content
    assert list(after.embedding) != pytest.approx(vector)

    # reported again without a change: nothing to embed
    embedded.calls.clear()
    assert sync_records(db, [("product", product.id)]).embedded == 0
    assert embedded.calls == []


def test_sync_records_removes_the_documents_of_deleted_records(db: Session, embedded: Embedded) -> None:
    product = make_product(db)
    sync_records(db, [("product", product.id)])
    db.execute(delete(Product).where(Product.id == product.id))
    result = sync_records(db, [("product", product.id)])
    assert result.removed == 1
    assert document(db, "product", product.id) is None


def test_an_organisation_changing_kind_moves_its_document(db: Session, embedded: Embedded) -> None:
    org = make_organisation(db, kind=Kind.company, name="Harlow Homes")
    sync_records(db, [("organisation", org.id)])
    assert document(db, "company", org.id) is not None

    org.kind = Kind.customer.value
    db.flush()
    result = sync_records(db, [("organisation", org.id)])
    assert result.removed == 1 and result.embedded == 1
    assert document(db, "company", org.id) is None
    moved = document(db, "customer", org.id)
    assert moved is not None
    assert moved.title == "Customer: Harlow Homes"
    assert moved.link == f"/customer?id={org.id}"


def test_sync_records_groups_by_kind_and_ignores_unknown_kinds(db: Session, embedded: Embedded) -> None:
    quote = make_quote(db)
    product = make_product(db)
    result = sync_records(db, [("quote", quote.id), ("product", product.id), ("product", product.id), ("order", 1)])
    assert result.built == 2
    assert document(db, "quote", quote.id) is not None
    assert document(db, "product", product.id) is not None
    # the quote's own product (its first line's) was not reported, so it has no document
    assert len(documents_of(db, "product")) == 1


def test_sync_kind_embeds_a_batch_in_one_call(db: Session, embedded: Embedded) -> None:
    ids = [make_product(db).id for _ in range(5)]
    result = sync_kind(db, "product", ids)
    assert result == Result(built=5, embedded=5, removed=0)
    assert len(embedded.calls) == 1 and len(embedded.calls[0]) == 5
