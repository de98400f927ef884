"""Delivering rules: a call-off due on the next working day that the works have not confirmed; a delivery made
two working days ago without its proof; a failed delivery to reschedule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.core.workdays import add_working_days
from api.tasks.rules import base
from api.tasks.rules.base import NOT_RAISED, Candidate, Cleared, Rule, RuleKind, When, day, links, open_tasks_sql, rows

PROOF_WORKING_DAYS = 2
CALL_OFF = "the call-off"
UNCONFIRMED = "('requested', 'booked', 'rescheduled')"
DELIVERED = "('delivered', 'part_delivered')"
PLANNED = "coalesce(co.confirmed_date, co.booked_date, co.requested_date)"
HAS_PROOF = "EXISTS (SELECT 1 FROM files f WHERE f.subject_type = 'call_off' AND f.subject_id = co.id)"
# What every call-off rule reads: the call-off, its order, the customer, the works.
HEAD = f"""co.id, co.number, co.order_id, co.supplier_id, co.status, {PLANNED} AS planned, co.delivered_at,
    co.failure_reason, o.number AS order_number, o.customer_id, o.project_id, c.name AS customer,
    c.kind AS customer_kind, w.kind AS works_kind, w.name AS works,
    coalesce(o.account_manager_id, c.account_manager_id, co.created_by_id) AS manager_id"""
JOINS = """call_offs co
    JOIN orders o ON o.id = co.order_id
    JOIN organisations c ON c.id = o.customer_id
    LEFT JOIN organisations w ON w.id = co.supplier_id"""
STATUS_WORDS = {
    "confirmed": "the works confirmed it",
    "dispatched": "it was dispatched",
    "delivered": "it was delivered",
    "part_delivered": "it was part delivered",
    "proof_received": "the proof of delivery was received",
    "failed": "the delivery failed",
    "rescheduled": "it was rescheduled",
    "cancelled": "it was cancelled",
    "requested": "it is requested again",
    "booked": "it was booked again",
}


def _links(row: Any) -> list[tuple[str, int]]:
    return links(
        ("call_off", row.id),
        ("order", row.order_id),
        (row.customer_kind, row.customer_id),
        (row.works_kind, row.supplier_id),
        ("project", row.project_id),
    )


def _task(row: Any, description: str) -> Candidate:
    return base.task_for(row, f"{row.number} ({row.customer})", description, _links(row))


UNCONFIRMED_KEY = f"'calloff_unconfirmed:call_off:' || co.id || ':' || {PLANNED}"
UNCONFIRMED_SQL = f"""
SELECT c.* FROM (
    SELECT {HEAD}, {UNCONFIRMED_KEY} AS event_key FROM {JOINS}
    WHERE co.status IN {UNCONFIRMED} AND {PLANNED} BETWEEN :today AND :next_day
) c WHERE {NOT_RAISED}"""


def find_unconfirmed(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    next_day = add_working_days(when.today, 1)
    return [
        _task(
            row,
            f"Call-off {row.number} of order {row.order_number} is due on {day(row.planned)} and "
            f"{row.works or 'the works'} have not confirmed it. Confirm the load and the time with the works.",
        )
        for row in rows(session, UNCONFIRMED_SQL, today=when.today, next_day=next_day)
    ]


UNCONFIRMED_CLEAR_SQL = f"""
SELECT o.task_id, co.id, co.number, co.status, {PLANNED} AS planned
FROM ({open_tasks_sql("calloff_unconfirmed")}) o LEFT JOIN call_offs co ON co.id = o.record_id
WHERE co.id IS NULL OR co.status NOT IN {UNCONFIRMED} OR {UNCONFIRMED_KEY} IS DISTINCT FROM o.event_key"""


def clear_unconfirmed(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared:
        if row.status not in ("requested", "booked", "rescheduled"):
            status = "cancelled" if row.status == "cancelled" else "done"
            return Cleared(row.task_id, f"{row.number}: {STATUS_WORDS.get(row.status, row.status)}", status)
        return Cleared(row.task_id, f"{row.number} was moved to {day(row.planned)}")

    return base.clearing(session, UNCONFIRMED_CLEAR_SQL, CALL_OFF, reason)


PROOF_SQL = f"""
SELECT c.* FROM (
    SELECT {HEAD}, 'proof_missing:call_off:' || co.id AS event_key FROM {JOINS}
    WHERE co.status IN {DELIVERED} AND co.delivered_at < :cutoff AND co.delivered_at >= :lookback AND NOT {HAS_PROOF}
) c WHERE {NOT_RAISED}"""


def find_proof(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    found = rows(session, PROOF_SQL, cutoff=when.working_days_ago(PROOF_WORKING_DAYS), lookback=when.lookback)
    return [
        _task(
            row,
            f"Call-off {row.number} of order {row.order_number} was delivered on {day(row.delivered_at)} and "
            "there is no proof of delivery yet. Get the signed delivery note from the works or the haulier.",
        )
        for row in found
    ]


PROOF_CLEAR_SQL = f"""
SELECT o.task_id, co.id, co.number, co.status, {HAS_PROOF} AS has_proof
FROM ({open_tasks_sql("proof_missing")}) o LEFT JOIN call_offs co ON co.id = o.record_id
WHERE co.id IS NULL OR co.status NOT IN {DELIVERED} OR {HAS_PROOF}"""


def clear_proof(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared:
        if row.has_proof or row.status == "proof_received":
            return Cleared(row.task_id, f"the proof of delivery of {row.number} was received")
        return Cleared(row.task_id, f"{row.number}: {STATUS_WORDS.get(row.status, row.status)}", "cancelled")

    return base.clearing(session, PROOF_CLEAR_SQL, CALL_OFF, reason)


FAILED_KEY = "'delivery_failed:call_off:' || co.id || '\\:e' || ev.id"
FAILED_EVENT = """JOIN LATERAL (SELECT e.id, e.created_at, e.note FROM call_off_events e
    WHERE e.call_off_id = co.id AND e.to_status = 'failed' ORDER BY e.id DESC LIMIT 1) ev ON true"""
FAILED_SQL = f"""
SELECT c.* FROM (
    SELECT {HEAD}, ev.created_at AS failed_at, {FAILED_KEY} AS event_key FROM {JOINS} {FAILED_EVENT}
    WHERE co.status = 'failed' AND {{scope}}
) c WHERE {NOT_RAISED}"""


def find_failed(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    scope = "co.id = ANY(:ids)" if ids is not None else "ev.created_at >= :since"
    found = rows(session, FAILED_SQL.format(scope=scope), ids=list(ids or []), since=when.sweep_since)
    return [
        _task(
            row,
            f"The delivery of call-off {row.number} (order {row.order_number}) failed on {day(row.failed_at)}"
            f"{': ' + row.failure_reason if row.failure_reason else ''}. Agree a new date with the site and the "
            "works and reschedule it.",
        )
        for row in found
    ]


FAILED_CLEAR_SQL = f"""
SELECT o.task_id, co.id, co.number, co.status, {PLANNED} AS planned
FROM ({open_tasks_sql("delivery_failed")}) o LEFT JOIN call_offs co ON co.id = o.record_id
WHERE co.id IS NULL OR co.status <> 'failed'"""


def clear_failed(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared:
        if row.status == "cancelled":
            return Cleared(row.task_id, f"{row.number} was cancelled", "cancelled")
        when_text = f" for {day(row.planned)}" if row.status in ("rescheduled", "booked", "confirmed") else ""
        return Cleared(row.task_id, f"{row.number}: {STATUS_WORDS.get(row.status, row.status)}{when_text}")

    return base.clearing(session, FAILED_CLEAR_SQL, CALL_OFF, reason)


CALLOFF_UNCONFIRMED = Rule(
    key="calloff_unconfirmed",
    title="Confirm with the works",
    kind=RuleKind.date,
    trigger="A call-off is due on the next working day (or sooner) and the works have not confirmed it.",
    closes="The works confirm it (or it moves on: dispatched, delivered), it is moved to another day, or cancelled.",
    default_offset_days=0,
    priority="high",
    record_type="call_off",
    find=find_unconfirmed,
    clear=clear_unconfirmed,
)
PROOF_MISSING = Rule(
    key="proof_missing",
    title="Get the proof of delivery",
    kind=RuleKind.date,
    trigger=f"A call-off was delivered {PROOF_WORKING_DAYS} working days ago or more and has no proof of delivery.",
    closes="A proof of delivery is uploaded (the call-off becomes proof received).",
    default_offset_days=1,
    priority="normal",
    record_type="call_off",
    find=find_proof,
    clear=clear_proof,
)
DELIVERY_FAILED = Rule(
    key="delivery_failed",
    title="Reschedule",
    kind=RuleKind.event,
    trigger="A delivery fails (the call-off is marked failed).",
    closes="The call-off is rescheduled, booked or confirmed again, delivered, or cancelled.",
    default_offset_days=0,
    priority="high",
    record_type="call_off",
    find=find_failed,
    clear=clear_failed,
)
