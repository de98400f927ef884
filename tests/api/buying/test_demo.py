"""The Buying demo: a request from the newest open customer quote (one supplier answered, one waiting) and a
haulier's quote keyed in; the customer quotes stay as they were; seeding again adds nothing."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.demo import seed_supplier_quotes
from api.buying.models import SupplierQuote
from api.quotes.models import Quote
from api.seed import seed_demo


def test_the_demo_has_supplier_quotes(db: Session) -> None:
    admin = seed_demo(db)
    made = list(db.scalars(select(SupplierQuote).order_by(SupplierQuote.id)))
    assert [q.status for q in made] == ["answered", "requested", "answered"]
    answered, waiting, haulier = made
    assert answered.request_id == waiting.request_id is not None and haulier.request_id is None
    assert answered.valid_until is not None and answered.opened_at is not None
    quote_rows = {q.id: (q.row_version, q.status) for q in db.scalars(select(Quote))}
    assert seed_supplier_quotes(db, admin) == []
    assert {q.id: (q.row_version, q.status) for q in db.scalars(select(Quote))} == quote_rows
