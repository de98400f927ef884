"""The demo seed (`brickmate seed`, `make run`): catalogue, projects and quotes; seeding again adds nothing."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.demo import seed_catalogue
from api.catalogue.demo_data import EQUIVALENTS, PRODUCTS, SAMPLE_LINES, SUPPLIERS
from api.catalogue.models import Equivalent, PriceChange, Product
from api.crm import Kind, Organisation
from api.orders.models import Order
from api.projects.demo import seed_projects
from api.projects.models import Project, ProjectArchitect, ProjectSupplier, Stage, SuggestedProduct
from api.quotes import totals
from api.quotes.demo import QUOTES, seed_quotes
from api.quotes.models import Quote, QuoteLine, QuotePlot, QuoteStatus, QuoteVersion
from api.quotes.service import quotes as quote_service
from api.records.models import Note
from api.seed import seed_demo
from api.settings import get_settings
from api.users.models import User
from tests.factories import headers_for


def count(db: Session, model: type, *where: object) -> int:
    return db.scalar(select(func.count()).select_from(model).where(*where)) or 0  # type: ignore[arg-type]


def test_the_demo_has_a_catalogue_and_projects_and_seeding_again_adds_nothing(db: Session) -> None:
    admin = seed_demo(db)

    check_catalogue(db)
    check_projects(db)
    check_quotes(db)
    before = (count(db, Product), count(db, Organisation), count(db, Project), count(db, SuggestedProduct))
    quotes_before = (count(db, Quote), count(db, QuoteVersion), count(db, Order))
    assert seed_catalogue(db, admin) == {}
    assert seed_projects(db, admin) == []
    assert seed_quotes(db, admin) == []
    assert (count(db, Product), count(db, Organisation), count(db, Project), count(db, SuggestedProduct)) == before
    assert (count(db, Quote), count(db, QuoteVersion), count(db, Order)) == quotes_before


def check_catalogue(db: Session) -> None:

    assert count(db, Product) == len(PRODUCTS)
    suppliers = db.scalars(select(Organisation.name).where(Organisation.kind == Kind.supplier.value)).all()
    assert sorted(suppliers) == sorted(row[0] for row in SUPPLIERS.values())  # the CRM demo's two are reused
    tradesman = db.scalar(select(Product).where(Product.code == "IBT-TRR"))
    assert tradesman is not None and str(tradesman.list_price) == "695.00"
    history = db.scalars(
        select(PriceChange).where(PriceChange.product_id == tradesman.id).order_by(PriceChange.changed_at)
    ).all()
    assert [h.source for h in history] == ["create", "edit"]
    assert history[0].new_list_price < history[1].new_list_price == tradesman.list_price
    assert history[0].changed_at.date() < history[1].changed_at.date() < date.today()
    assert count(db, PriceChange, PriceChange.source == "create") == len(PRODUCTS)
    assert count(db, Equivalent) == 2 * len(EQUIVALENTS)


def check_projects(db: Session) -> None:

    projects = db.scalars(select(Project).order_by(Project.reference)).all()
    assert {p.stage for p in projects} == {s.value for s in Stage}
    for project in projects:
        assert project.customer_id is not None and project.estimated_value
        assert count(db, ProjectArchitect, ProjectArchitect.project_id == project.id) == 1
        assert count(db, ProjectSupplier, ProjectSupplier.project_id == project.id) >= 1
        assert count(db, SuggestedProduct, SuggestedProduct.project_id == project.id) >= 1
        assert count(db, Note, Note.subject_type == "project", Note.subject_id == project.id) == 1
    on_site = next(p for p in projects if p.stage == Stage.on_site.value)
    assert on_site.start_date is not None and on_site.end_date is not None
    assert on_site.start_date < date.today() < on_site.end_date
    assert on_site.site_address_id is not None


def check_quotes(db: Session) -> None:

    made = db.scalars(select(Quote).order_by(Quote.id)).all()
    assert len(made) == len(QUOTES) == 12
    assert {quote_service.effective_status(q) for q in made} == set(QuoteStatus)
    assert [q.number for q in made] == sorted(q.number for q in made)  # numbered in the order they were made
    oldest = date.today().toordinal() - min(q.created_at.date() for q in made).toordinal()
    assert 150 <= oldest <= 186  # over the last six months
    for quote in made:
        for version in db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id)):
            lines = db.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id)).all()
            assert lines and version.shipping > 0, quote.number
            for line in lines:
                margin = totals.margin_percent(line.cost_price, line.sell_price)
                assert margin is not None and 15 <= margin <= 30, (quote.number, line.code, margin)
            if version.sent_at is not None and version.total > get_settings().quote_check_threshold:
                assert version.checked_at is not None, quote.number
    revised = [q for q in made if q.current_version == 2]
    assert len(revised) == 1 and revised[0].sent_version == 2
    plotted = db.scalars(select(QuoteVersion).join(QuotePlot, QuotePlot.version_id == QuoteVersion.id)).first()
    assert plotted is not None
    kinds = {(line.optional, bool(line.alternative_group), line.selected) for line in plotted_lines(db, plotted)}
    assert {(True, False, False), (False, True, True), (False, True, False)} <= kinds
    converted = next(q for q in made if q.status == QuoteStatus.converted.value)
    order = db.scalar(select(Order).where(Order.quote_id == converted.id))
    accepted = quote_service.version_of(db, converted, converted.sent_version)
    assert order is not None and (order.total, order.cost_total) == (accepted.total, accepted.cost_total)
    assert count(db, Order, Order.quote_id.is_not(None)) == 1  # the schedules demo adds a direct order
    assert all(q.decided_by_name for q in made if q.status in ("accepted", "rejected", "converted"))


def plotted_lines(db: Session, version: QuoteVersion) -> list[QuoteLine]:
    return list(db.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id)))


def test_the_sample_lines_find_their_products_in_the_demo(client: TestClient, db: Session) -> None:
    seed_demo(db)
    admin = db.scalar(select(User).where(User.email == "admin@example.com"))
    assert admin is not None

    response = client.put(
        "/api/products/name/query",
        json={"productArray": [s.line for s in SAMPLE_LINES], "limit": 1},
        headers=headers_for(db, admin),
    )

    assert response.status_code == 200, response.text
    found = [r["matches"][0]["product"]["code"] if r["matches"] else None for r in response.json()]
    assert sum(f == s.code for f, s in zip(found, SAMPLE_LINES, strict=True)) >= 0.9 * len(SAMPLE_LINES)
