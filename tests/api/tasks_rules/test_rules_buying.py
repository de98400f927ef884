"""Buying rules: a request past its deadline with answers missing raises "Chase suppliers" (one per request);
a supplier price expiring within 7 days while its customer quote is open raises "Re-confirm the price"; a purchase
order not acknowledged after 1 working day raises "Chase the works". Each once, and each closes itself."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy.orm import Session

from api.buying.models import SupplierQuoteStatus
from api.crm import Kind
from api.db import utcnow
from api.tasks.rules.base import LOCAL_TZ, When
from api.users.models import Role
from tests.api.buying.award_factories import answered_quote, make_request, make_supplier_quote
from tests.api.quotes.factories import make_sent_quote, mark_decided
from tests.api.tasks_rules.helpers import at, links_of, make_po, notes_of, run, tasks_of
from tests.factories import make_organisation, make_user


def test_request_past_its_deadline_with_answers_missing(db: Session) -> None:
    when = When.at()
    manager = make_user(db, first_name="Rae")
    customer_quote = make_sent_quote(db, account_manager_id=manager.id)
    request = make_request(db, response_deadline=when.today - timedelta(days=1), customer_quote_id=customer_quote.id)
    late = make_supplier_quote(db, request=request)
    also_late = make_supplier_quote(db, request=request, status=SupplierQuoteStatus.expired)
    answered = answered_quote(db, request=request)
    on_time = make_supplier_quote(db, request=make_request(db, response_deadline=when.today))

    result = run(db, when)
    [task] = tasks_of(db, "rfq_overdue")
    assert result.raised["rfq_overdue"] == 1
    assert task.event_key == f"rfq_overdue:supplier_request:{request.id}"
    assert task.title == f"Chase suppliers — {request.number}"
    assert task.owner_id == manager.id
    linked = links_of(db, task)
    assert {("supplier_quote", late.id), ("supplier_quote", also_late.id), ("quote", customer_quote.id)} <= linked
    assert ("supplier_quote", answered.id) not in linked and ("supplier_quote", on_time.id) not in linked
    assert late.number in task.description and answered.number not in task.description
    assert run(db, when).total_raised == 0

    # One answers: still one missing, the task stays; the last declines: it closes.
    late.status, late.answered_at = SupplierQuoteStatus.answered.value, utcnow()
    db.flush()
    run(db, when)
    assert task.status == "open"
    also_late.status, also_late.declined_at = SupplierQuoteStatus.declined.value, utcnow()
    db.flush()
    run(db, when)
    assert task.status == "done"
    assert notes_of(db, task) == ["Closed automatically: every supplier has answered, declined or been withdrawn."]


def test_a_request_sent_without_a_request_row_is_chased_on_its_own(db: Session) -> None:
    when = When.at()
    buyer = make_user(db, first_name="Bea")
    alone = make_supplier_quote(db, response_deadline=when.today - timedelta(days=2), created_by_id=buyer.id)
    run(db, when)
    [task] = tasks_of(db, "rfq_overdue")
    assert task.event_key == f"rfq_overdue:supplier_quote:{alone.id}"
    assert task.owner_id == buyer.id
    alone.status = SupplierQuoteStatus.withdrawn.value
    db.flush()
    run(db, when)
    assert task.status == "done"


def test_supplier_price_expiring_while_the_customer_quote_is_open(db: Session) -> None:
    when = When.at()
    customer_quote = make_sent_quote(db)
    soon = answered_quote(db, valid_until=when.today + timedelta(days=7), customer_quote_id=customer_quote.id)
    later = answered_quote(db, valid_until=when.today + timedelta(days=8), customer_quote_id=customer_quote.id)
    closed_quote = make_sent_quote(db)
    mark_decided(db, closed_quote, accepted=False)
    answered_quote(db, valid_until=when.today + timedelta(days=2), customer_quote_id=closed_quote.id)
    # Through the request made from the customer quote.
    request = make_request(db, customer_quote_id=customer_quote.id)
    via_request = answered_quote(db, valid_until=when.today + timedelta(days=3), request=request)

    result = run(db, when)
    assert result.raised["price_expiring"] == 2
    tasks = {t.event_key: t for t in tasks_of(db, "price_expiring")}
    assert set(tasks) == {
        f"price_expiring:supplier_quote:{soon.id}:{soon.valid_until}",
        f"price_expiring:supplier_quote:{via_request.id}:{via_request.valid_until}",
    }
    task = tasks[f"price_expiring:supplier_quote:{soon.id}:{soon.valid_until}"]
    assert {("supplier_quote", soon.id), ("quote", customer_quote.id)} <= links_of(db, task)
    assert task.title.startswith("Re-confirm the price — ")
    assert later.id not in {i for t in tasks.values() for _, i in links_of(db, t)}
    assert run(db, when).total_raised == 0

    # The supplier re-confirms with a later date: done. The customer accepts: the other one closes.
    soon.valid_until = when.today + timedelta(days=30)
    db.flush()
    run(db, when)
    assert task.status == "done"
    assert notes_of(db, task)[0].startswith("Closed automatically: the price was re-confirmed")
    mark_decided(db, customer_quote)
    run(db, when)
    other = tasks[f"price_expiring:supplier_quote:{via_request.id}:{via_request.valid_until}"]
    assert other.status == "done"
    assert notes_of(db, other) == ["Closed automatically: the customer quote it prices is no longer open."]


def _local(day: date, hour: int) -> datetime:
    return datetime.combine(day, time(hour), tzinfo=LOCAL_TZ).astimezone(UTC)


def test_purchase_order_not_acknowledged_after_one_working_day(db: Session) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Lodge Lane")
    # Sent on Thursday 24 Dec 2026 at 11:00: one working day later is Tuesday 29 Dec at 11:00.
    buyer = make_user(db, first_name="Bo")
    po = make_po(db, supplier, sent_at=_local(date(2026, 12, 24), 11), created_by_id=buyer.id)
    assert run(db, at(date(2026, 12, 24), 16)).raised["po_unacknowledged"] == 0
    assert run(db, at(date(2026, 12, 28), 12)).raised["po_unacknowledged"] == 0  # Boxing Day's substitute
    assert run(db, at(date(2026, 12, 29), 10)).raised["po_unacknowledged"] == 0
    assert run(db, at(date(2026, 12, 29), 12)).raised["po_unacknowledged"] == 1
    [task] = tasks_of(db, "po_unacknowledged")
    assert task.title == f"Chase the works — {po.number} (Ibstock Lodge Lane)"
    assert task.owner_id == buyer.id
    assert ("purchase_order", po.id) in links_of(db, task) and ("supplier", supplier.id) in links_of(db, task)
    # Due the same day (offset 0) at 17:00.
    assert task.due_at == _local(date(2026, 12, 29), 17)
    assert run(db, at(date(2026, 12, 30), 12)).total_raised == 0

    po.status, po.acknowledged_at, po.responded_by = "acknowledged", utcnow(), "Dee at the works"
    db.flush()
    run(db, at(date(2026, 12, 30), 12))
    assert task.status == "done"
    assert notes_of(db, task) == [f"Closed automatically: {po.number}: the works acknowledged it (Dee at the works)."]


def test_a_cancelled_purchase_order_cancels_its_chase(db: Session) -> None:
    when = When.at()
    # Nobody on the record: the first admin gets it.
    admin = make_user(db, role=Role.admin)
    po = make_po(db, make_organisation(db, kind=Kind.supplier), sent_at=when.now - timedelta(days=6))
    run(db, when)
    [task] = tasks_of(db, "po_unacknowledged")
    assert task.owner_id == admin.id
    po.status = "cancelled"
    db.flush()
    run(db, when)
    assert task.status == "cancelled"
