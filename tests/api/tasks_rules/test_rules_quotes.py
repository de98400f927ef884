"""Quote rules: an accepted quote raises "Raise the purchase orders" once for its account manager, closed when a
purchase order is sent for it; a sent quote expiring within 3 working days unanswered raises "Chase the customer",
closed when the customer answers or a later date is sent."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy.orm import Session

from api.core.workdays import add_working_days
from api.crm import Kind
from api.db import utcnow
from api.orders.models import Order
from api.tasks.rules.base import When
from tests.api.quotes.factories import make_accepted_quote, make_sent_quote, mark_decided, mark_sent
from tests.api.tasks_rules.helpers import assignees_of, at, links_of, make_po, notes_of, run, tasks_of
from tests.factories import make_organisation, make_user


def test_accepted_quote_raises_one_task_for_its_account_manager(db: Session) -> None:
    manager = make_user(db, first_name="Ann")
    customer = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    quote = make_accepted_quote(db, customer=customer, account_manager_id=manager.id, po_number="CV-77")

    result = run(db, events={"quote": [quote.id]})
    [task] = tasks_of(db, "quote_accepted")
    assert result.raised["quote_accepted"] == 1
    assert task.title == f"Raise the purchase orders — {quote.number} (Calder Valley Homes)"
    assert task.event_key == f"quote_accepted:quote:{quote.id}:v1"
    assert task.source == "rule" and task.status == "open" and task.priority == "high"
    assert task.owner_id == manager.id and assignees_of(db, task) == {manager.id}
    assert {("quote", quote.id), ("customer", customer.id)} <= links_of(db, task)
    assert "CV-77" in task.description
    assert task.due_at is not None

    # Again, and from the scheduled sweep: nothing new.
    assert run(db, events={"quote": [quote.id]}).total_raised == 0
    assert run(db).total_raised == 0
    assert len(tasks_of(db, "quote_accepted")) == 1


def test_accepted_task_closes_when_a_purchase_order_is_sent(db: Session) -> None:
    quote = make_accepted_quote(db)
    run(db, events={"quote": [quote.id]})
    [task] = tasks_of(db, "quote_accepted")
    # A draft purchase order is not raised yet.
    supplier = make_organisation(db, kind=Kind.supplier)
    order = Order(
        number="ORD-T1", quote_id=quote.id, customer_id=quote.customer_id, vat_rate=20, subtotal=0, vat=0, total=0,
        cost_total=0,
    )  # fmt: skip
    db.add(order)
    db.flush()
    po = make_po(db, supplier, order_id=order.id, status="draft", sent_at=None)
    run(db)
    assert task.status == "open"
    po.status, po.sent_at = "sent", utcnow()
    db.flush()
    run(db)
    assert task.status == "done" and task.closed_at is not None
    assert notes_of(db, task) == [f"Closed automatically: purchase order {po.number} was sent for {quote.number}."]
    # Closed, it is not raised again.
    assert run(db, events={"quote": [quote.id]}).total_raised == 0


def test_accepted_quote_without_account_manager_goes_to_its_customers_then_an_admin(db: Session) -> None:
    owner = make_user(db, first_name="Cat")
    customer = make_organisation(db, kind=Kind.customer)
    customer.account_manager_id = owner.id
    quote = make_accepted_quote(db, customer=customer)
    quote.account_manager_id = None
    db.flush()
    run(db, events={"quote": [quote.id]})
    [task] = tasks_of(db, "quote_accepted")
    assert task.owner_id == owner.id


def test_a_rejected_or_old_acceptance_raises_nothing(db: Session) -> None:
    rejected = make_sent_quote(db)
    mark_decided(db, rejected, accepted=False, reason="Too dear")
    old = make_accepted_quote(db)
    old.decided_at = utcnow() - timedelta(days=10)
    db.flush()
    assert run(db, events={"quote": [rejected.id]}).total_raised == 0
    assert run(db).raised["quote_accepted"] == 0
    # The event itself still raises it, however late the run.
    assert run(db, events={"quote": [old.id]}).raised["quote_accepted"] == 1


def test_quote_expiring_in_three_working_days_unanswered(db: Session) -> None:
    today = date(2026, 12, 21)  # a Monday; 3 working days on: Thursday 24 (Christmas and Boxing Day next)
    when = at(today)
    inside = make_sent_quote(db, valid_until=add_working_days(today, 3))
    outside = make_sent_quote(db, valid_until=add_working_days(today, 4))
    answered = make_sent_quote(db, valid_until=today + timedelta(days=1))
    mark_decided(db, answered)

    result = run(db, when)
    [task] = tasks_of(db, "quote_expiring")
    assert result.raised["quote_expiring"] == 1
    assert task.event_key == f"quote_expiring:quote:{inside.id}:v1:{inside.valid_until}"
    assert task.title.startswith("Chase the customer — ")
    # Due one working day on (the default offset), at 17:00 UK time.
    assert task.due_at is not None and task.due_at.astimezone(when.local.tzinfo).date() == date(2026, 12, 22)
    assert run(db, when).total_raised == 0
    assert outside.id not in {i for t in tasks_of(db, "quote_expiring") for _, i in links_of(db, t)}

    mark_decided(db, inside, accepted=False, reason="Went elsewhere")
    run(db, when)
    assert task.status == "done"
    assert notes_of(db, task) == [f"Closed automatically: {inside.number} was answered: the customer rejected it."]


def test_quote_expiring_task_closes_when_a_later_date_is_sent(db: Session) -> None:
    when = When.at()
    quote = make_sent_quote(db, valid_until=when.today + timedelta(days=1))
    run(db, when)
    [task] = tasks_of(db, "quote_expiring")
    mark_sent(db, quote, valid_until=when.today + timedelta(days=30))
    quote.valid_until = when.today + timedelta(days=30)
    db.flush()
    run(db, when)
    assert task.status == "done"
    assert "now valid until" in notes_of(db, task)[0]


def test_accepted_task_closes_when_a_purchase_order_is_sent_from_a_supplier_quote_pricing_it(db: Session) -> None:
    from tests.api.buying.award_factories import answered_quote, make_request

    linked_quote = make_accepted_quote(db)
    asked_quote = make_accepted_quote(db)
    run(db, events={"quote": [linked_quote.id, asked_quote.id]})
    # Each quote's task by its link (the rule may raise them in either order).
    by_quote = {i: t for t in tasks_of(db, "quote_accepted") for kind, i in links_of(db, t) if kind == "quote"}
    linked_task, asked_task = by_quote[linked_quote.id], by_quote[asked_quote.id]
    supplier = make_organisation(db, kind=Kind.supplier)
    linked_sq = answered_quote(db, customer_quote_id=linked_quote.id, supplier=supplier)
    asked_sq = answered_quote(db, request=make_request(db, customer_quote_id=asked_quote.id), supplier=supplier)
    first = make_po(db, supplier, supplier_quote_id=linked_sq.id)
    run(db)
    assert (linked_task.status, asked_task.status) == ("done", "open")
    assert first.number in notes_of(db, linked_task)[0]
    make_po(db, supplier, supplier_quote_id=asked_sq.id)
    run(db)
    assert asked_task.status == "done"


def test_working_days_ago_counts_no_weekend() -> None:
    from datetime import UTC, datetime, time

    from api.tasks.rules.base import LOCAL_TZ

    # Monday 10:00: one working day ago is Friday 10:00; on Saturday, as at the end of Friday.
    monday = at(date(2026, 11, 30))
    assert monday.working_days_ago(1) == datetime.combine(date(2026, 11, 27), time(10), tzinfo=LOCAL_TZ)
    saturday = at(date(2026, 11, 28), 12)
    assert saturday.working_days_ago(1) == datetime.combine(date(2026, 11, 26), time.max, tzinfo=LOCAL_TZ)
    assert saturday.now.tzinfo == UTC and saturday.today == date(2026, 11, 28)
