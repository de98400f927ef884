"""Customer quote rules: an accepted quote needs its purchase orders raised; a sent quote about to expire
unanswered needs the customer chased."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.core.workdays import add_working_days
from api.tasks.rules import base
from api.tasks.rules.base import NOT_RAISED, Candidate, Cleared, Rule, RuleKind, When, day, links, open_tasks_sql, rows

EXPIRY_WORKING_DAYS = 3
QUOTE = "the quote"
ACCEPTED = "('accepted', 'converted')"
# The purchase orders sent (or further along) for the quote: through its order, or through a supplier quote that
# prices it (linked to it, or asked by a request made from it). Each branch follows an index from the quote.
PO_OF_QUOTE = """(
    SELECT po.number, po.sent_at, po.id FROM orders o JOIN purchase_orders po ON po.order_id = o.id
    WHERE o.quote_id = q.id AND po.status NOT IN ('draft', 'cancelled')
    UNION ALL
    SELECT po.number, po.sent_at, po.id FROM supplier_quote_customer_quotes l
    JOIN purchase_orders po ON po.supplier_quote_id = l.supplier_quote_id
    WHERE l.quote_id = q.id AND po.status NOT IN ('draft', 'cancelled')
    UNION ALL
    SELECT po.number, po.sent_at, po.id FROM supplier_requests r JOIN supplier_quotes sq ON sq.request_id = r.id
    JOIN purchase_orders po ON po.supplier_quote_id = sq.id
    WHERE r.customer_quote_id = q.id AND po.status NOT IN ('draft', 'cancelled'))"""
PO_SENT = f"(SELECT p.number FROM {PO_OF_QUOTE} p ORDER BY p.sent_at NULLS LAST, p.id LIMIT 1)"
NO_PO_SENT = f"NOT EXISTS {PO_OF_QUOTE}"
MANAGER = "coalesce(q.account_manager_id, c.account_manager_id, q.created_by_id)"
STATUS_WORDS = {
    "accepted": "the customer accepted it",
    "rejected": "the customer rejected it",
    "converted": "it was accepted and converted to an order",
    "withdrawn": "it was withdrawn",
    "draft": "it is back to draft",
}


def _task(row: Any, description: str) -> Candidate:
    quote_links = links(("quote", row.id), (row.customer_kind, row.customer_id), ("project", row.project_id))
    return base.task_for(row, f"{row.number} ({row.customer})", description, quote_links)


ACCEPTED_SQL = f"""
SELECT c.* FROM (
    SELECT q.id, q.number, q.customer_id, q.project_id, q.decided_at, q.decided_by_name, q.po_number,
           coalesce(q.sent_version, q.current_version) AS version, c.name AS customer, c.kind AS customer_kind,
           {MANAGER} AS manager_id,
           'quote_accepted:quote:' || q.id || '\\:v' || coalesce(q.sent_version, q.current_version) AS event_key
    FROM quotes q JOIN organisations c ON c.id = q.customer_id
    WHERE q.status IN {ACCEPTED} AND {{scope}} AND {NO_PO_SENT}
) c WHERE {NOT_RAISED}"""


def find_accepted(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    scope = "q.id = ANY(:ids)" if ids is not None else "q.decided_at >= :since"
    found = rows(session, ACCEPTED_SQL.format(scope=scope), ids=list(ids or []), since=when.sweep_since)
    out = []
    for row in found:
        by = f" by {row.decided_by_name}" if row.decided_by_name else ""
        po = f" Customer's PO: {row.po_number}." if row.po_number else ""
        out.append(
            _task(
                row,
                f"{row.customer} accepted quote {row.number} (version {row.version}){by} on {day(row.decided_at)}."
                f"{po} Raise the purchase orders with the works for its lines.",
            )
        )
    return out


ACCEPTED_CLEAR_SQL = f"""
SELECT o.task_id, q.id, q.number, q.status, {PO_SENT} AS po_number
FROM ({open_tasks_sql("quote_accepted")}) o LEFT JOIN quotes q ON q.id = o.record_id"""


def clear_accepted(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared | None:
        if row.po_number:
            return Cleared(row.task_id, f"purchase order {row.po_number} was sent for {row.number}")
        if row.status not in ("accepted", "converted"):
            words = STATUS_WORDS.get(row.status, row.status)
            return Cleared(row.task_id, f"{row.number} is no longer accepted: {words}", "cancelled")
        return None

    return base.clearing(session, ACCEPTED_CLEAR_SQL, QUOTE, reason)


EXPIRING_KEY = "'quote_expiring:quote:' || q.id || '\\:v' || q.sent_version || ':' || q.valid_until"
EXPIRING_SQL = f"""
SELECT c.* FROM (
    SELECT q.id, q.number, q.customer_id, q.project_id, q.valid_until, q.sent_version AS version,
           c.name AS customer, c.kind AS customer_kind, {MANAGER} AS manager_id, {EXPIRING_KEY} AS event_key
    FROM quotes q JOIN organisations c ON c.id = q.customer_id
    WHERE q.status = 'sent' AND q.sent_version IS NOT NULL AND q.valid_until BETWEEN :today AND :until
) c WHERE {NOT_RAISED}"""


def find_expiring(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    until = add_working_days(when.today, EXPIRY_WORKING_DAYS)
    return [
        _task(
            row,
            f"Quote {row.number} (version {row.version}) to {row.customer} expires on {day(row.valid_until)} "
            "and the customer has not answered yet. Chase the customer for a decision.",
        )
        for row in rows(session, EXPIRING_SQL, today=when.today, until=until)
    ]


EXPIRING_CLEAR_SQL = f"""
SELECT o.task_id, q.id, q.number, q.status, q.sent_version, q.valid_until, {EXPIRING_KEY} AS key, o.event_key
FROM ({open_tasks_sql("quote_expiring")}) o LEFT JOIN quotes q ON q.id = o.record_id
WHERE q.id IS NULL OR q.status <> 'sent' OR {EXPIRING_KEY} IS DISTINCT FROM o.event_key"""


def clear_expiring(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared:
        if row.status != "sent":
            status = "cancelled" if row.status in ("withdrawn", "draft") else "done"
            return Cleared(
                row.task_id, f"{row.number} was answered: {STATUS_WORDS.get(row.status, row.status)}", status
            )
        if not row.event_key.startswith(f"quote_expiring:quote:{row.id}:v{row.sent_version}:"):
            sent = f"version {row.sent_version} of {row.number} was sent, valid until {day(row.valid_until)}"
            return Cleared(row.task_id, sent)
        return Cleared(row.task_id, f"{row.number} is now valid until {day(row.valid_until)}")

    return base.clearing(session, EXPIRING_CLEAR_SQL, QUOTE, reason)


QUOTE_ACCEPTED = Rule(
    key="quote_accepted",
    title="Raise the purchase orders",
    kind=RuleKind.event,
    trigger="A customer accepts a quote (on its public page, or recorded by staff).",
    closes="A purchase order for the quote is sent to the works.",
    default_offset_days=1,
    priority="high",
    record_type="quote",
    find=find_accepted,
    clear=clear_accepted,
)
QUOTE_EXPIRING = Rule(
    key="quote_expiring",
    title="Chase the customer",
    kind=RuleKind.date,
    trigger=f"A sent quote expires within {EXPIRY_WORKING_DAYS} working days and the customer has not answered.",
    closes="The customer accepts or rejects it, it is withdrawn, or a new version or a later date is sent.",
    default_offset_days=1,
    priority="normal",
    record_type="quote",
    find=find_expiring,
    clear=clear_expiring,
)
