"""The evaluation over the demo instance runs over the demo data a new user sees after `make run` (api/seed.py),
seeded and embedded once on one connection, inside a transaction rolled back after the last test of this package
(nothing is committed). The number sequences start again at 1 first, so quotes, supplier quotes and call-offs carry
the numbers a new instance gives them (Q-000001...), whatever earlier tests drew (nothing of theirs is committed)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Connection, Engine, select, text
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder, SupplierQuote
from api.catalogue.models import Product
from api.crm import Contact, Organisation
from api.projects.models import Project
from api.quotes.models import Quote
from api.schedules.models import CallOff
from api.seed import DEMO_EMAIL, seed_demo
from api.users.models import User
from ingest.documents import KINDS
from ingest.sync import reconcile
from tests.assistant.seeding import Seeded
from tests.factories import headers_for

SEQUENCES = (
    "quote_number_seq",
    "order_number_seq",
    "supplier_quote_number_seq",
    "supplier_request_number_seq",
    "purchase_order_number_seq",
    "call_off_number_seq",
)
COLLEAGUE = "priya.shah@example.com"


def demo_records(session: Session) -> Seeded:
    """The ids of the demo's records by name (a quote, supplier quote, purchase order or call-off by number)."""
    seeded = Seeded()
    seeded.users = {f"{u.first_name} {u.last_name}": u.id for u in session.scalars(select(User))}
    seeded.organisations = dict(session.execute(select(Organisation.name, Organisation.id)).tuples().all())
    seeded.contacts = {
        f"{first} {last}": id_
        for first, last, id_ in session.execute(select(Contact.first_name, Contact.last_name, Contact.id)).tuples()
    }
    seeded.products = dict(session.execute(select(Product.name, Product.id)).tuples().all())
    seeded.projects = dict(session.execute(select(Project.name, Project.id)).tuples().all())
    seeded.quotes = dict(session.execute(select(Quote.number, Quote.id)).tuples().all())
    seeded.supplier_quotes = dict(session.execute(select(SupplierQuote.number, SupplierQuote.id)).tuples().all())
    seeded.purchase_orders = dict(session.execute(select(PurchaseOrder.number, PurchaseOrder.id)).tuples().all())
    seeded.call_offs = dict(session.execute(select(CallOff.number, CallOff.id)).tuples().all())
    return seeded


@pytest.fixture(scope="package")
def demo_connection(engine: Engine) -> Iterator[tuple[Connection, Seeded]]:
    """The package's connection, its outer transaction holding the seeded and embedded demo."""
    with engine.connect() as conn:
        outer = conn.begin()
        session = Session(bind=conn, join_transaction_mode="create_savepoint")
        try:
            for name in SEQUENCES:
                session.execute(text("SELECT setval(:name, 1, false)"), {"name": name})
            seed_demo(session)
            session.flush()
            reconcile(session, KINDS)
            seeded = demo_records(session)
            session.commit()  # releases the session's savepoint: the outer transaction keeps everything
            yield conn, seeded
        finally:
            session.close()
            outer.rollback()


def demo_users(session: Session) -> tuple[dict[str, str], dict[str, str]]:
    """The demo admin (who logs in after `make run`) asks; her colleague Priya Shah asks lessons' later questions."""
    admin = session.scalars(select(User).where(User.email == DEMO_EMAIL)).one()
    priya = session.scalars(select(User).where(User.email == COLLEAGUE)).one()
    return headers_for(session, admin), headers_for(session, priya)
