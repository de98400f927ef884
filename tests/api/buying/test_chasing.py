"""The beat job: a chaser before the deadline to suppliers who have not answered (once each), and requests past
their deadline marked expired."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteStatus
from api.buying.service import chasing
from api.core.jobs import JOBS, app
from api.mail.models import OutboxMessage
from api.records.models import Activity
from tests.api.buying.award_factories import answered_quote, make_supplier_quote

TODAY = date(2026, 11, 26)


def _requested(db: Session, deadline: date, **kwargs: object) -> SupplierQuote:
    return make_supplier_quote(db, response_deadline=deadline, required_on_site=deadline + timedelta(days=20), **kwargs)


def test_the_job_is_registered_with_a_schedule() -> None:
    assert "buying.chase" in JOBS
    assert app.conf.beat_schedule["buying.chase"]["task"] == "buying.chase"


def test_chases_once_before_the_deadline_and_expires_after(db: Session) -> None:
    due = _requested(db, TODAY + timedelta(days=1))
    later = _requested(db, TODAY + timedelta(days=10))
    late = _requested(db, TODAY - timedelta(days=1))
    no_email = _requested(db, TODAY + timedelta(days=1), with_contact=False)
    answered = answered_quote(db, response_deadline=TODAY + timedelta(days=1))
    result = chasing.run(db, TODAY)
    assert result.chased == [due.id]
    assert result.expired == [late.id]
    [mail] = db.scalars(select(OutboxMessage)).all()
    assert due.number in mail.subject and str(due.uuid) in mail.text_body
    db.expire_all()
    assert db.get(SupplierQuote, due.id).chased_at is not None  # type: ignore[union-attr]
    assert db.get(SupplierQuote, late.id).status == SupplierQuoteStatus.expired.value  # type: ignore[union-attr]
    for untouched in (later, no_email, answered):
        row = db.get(SupplierQuote, untouched.id)
        assert row is not None and row.chased_at is None and row.status != "expired"
    logged = {
        (a.subject_id, a.action) for a in db.scalars(select(Activity).where(Activity.subject_type == "supplier_quote"))
    }
    assert {(due.id, "chased"), (late.id, "expired")} <= logged
    # Once only.
    again = chasing.run(db, TODAY)
    assert again.chased == [] and again.expired == []
    assert len(db.scalars(select(OutboxMessage)).all()) == 1
