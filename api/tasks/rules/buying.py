"""Buying rules: a request for quotation past its deadline with answers missing; a supplier's price about to
expire while the customer quote it prices is still open; a purchase order the works have not acknowledged."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from sqlalchemy.orm import Session

from api.tasks.rules import base
from api.tasks.rules.base import NOT_RAISED, Candidate, Cleared, Rule, RuleKind, When, day, links, open_tasks_sql, rows

PRICE_DAYS = 7
PO_WORKING_DAYS = 1

# A supplier quote whose answer is still missing.
MISSING = "sq.status IN ('requested', 'expired') AND sq.answered_at IS NULL AND sq.declined_at IS NULL"
# One task per request (all its suppliers); a request sent to one supplier without a request row, per quote.
RFQ_KEY = (
    "CASE WHEN sq.request_id IS NULL THEN 'rfq_overdue:supplier_quote:' || sq.id"
    " ELSE 'rfq_overdue:supplier_request:' || sq.request_id END"
)
RFQ_SQL = f"""
SELECT c.* FROM (
    SELECT {RFQ_KEY} AS event_key,
           min(coalesce(r.number, sq.number)) AS number,
           min(coalesce(sq.response_deadline, r.response_deadline)) AS deadline,
           array_agg(sq.id ORDER BY sq.id) AS quote_ids,
           array_agg(s.kind || ':' || s.id ORDER BY sq.id) AS parties,
           string_agg(s.name || ' (' || sq.number || ')', ', ' ORDER BY sq.id) AS missing,
           min(r.customer_quote_id) AS customer_quote_id,
           min(coalesce(sq.project_id, r.project_id)) AS project_id,
           min(coalesce(q.account_manager_id, qc.account_manager_id, r.created_by_id, sq.created_by_id)) AS manager_id
    FROM supplier_quotes sq
    JOIN organisations s ON s.id = sq.supplier_id
    LEFT JOIN supplier_requests r ON r.id = sq.request_id
    LEFT JOIN quotes q ON q.id = r.customer_quote_id
    LEFT JOIN organisations qc ON qc.id = q.customer_id
    WHERE {MISSING}
      AND coalesce(sq.response_deadline, r.response_deadline) < :today
      AND coalesce(sq.response_deadline, r.response_deadline) >= :lookback
    GROUP BY 1
) c WHERE {NOT_RAISED}"""


def find_rfq(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    out = []
    for row in rows(session, RFQ_SQL, today=when.today, lookback=when.lookback_day):
        parties = [(kind, int(pid)) for kind, pid in (p.split(":") for p in row.parties)]
        out.append(
            Candidate(
                event_key=row.event_key,
                manager_id=row.manager_id,
                subject=row.number,
                description=(
                    f"The answers to {row.number} were due on {day(row.deadline)} and these are still missing: "
                    f"{row.missing}. Chase the suppliers for their prices."
                ),
                links=links(
                    *(("supplier_quote", qid) for qid in row.quote_ids),
                    *parties,
                    ("quote", row.customer_quote_id),
                    ("project", row.project_id),
                ),
            )
        )
    return out


RFQ_CLEAR_SQL = f"""
SELECT o.task_id FROM ({open_tasks_sql("rfq_overdue")}) o
WHERE NOT EXISTS (
    SELECT 1 FROM supplier_quotes sq WHERE {MISSING} AND (
        (split_part(o.event_key, ':', 2) = 'supplier_request' AND sq.request_id = o.record_id)
        OR (split_part(o.event_key, ':', 2) = 'supplier_quote' AND sq.id = o.record_id)))"""


def clear_rfq(session: Session, when: When) -> list[Cleared]:
    return [
        Cleared(row.task_id, "every supplier has answered, declined or been withdrawn")
        for row in rows(session, RFQ_CLEAR_SQL)
    ]


# The customer quotes a supplier quote prices: linked to it, or the one its request was made from.
PRICED = """(SELECT l.supplier_quote_id, l.quote_id FROM supplier_quote_customer_quotes l
    UNION SELECT x.id, r.customer_quote_id FROM supplier_quotes x
    JOIN supplier_requests r ON r.id = x.request_id WHERE r.customer_quote_id IS NOT NULL)"""
OPEN_QUOTE = (
    "q.status IN ('draft', 'sent') AND (q.status = 'draft' OR q.valid_until IS NULL OR q.valid_until >= :today)"
)
PRICE_KEY = "'price_expiring:supplier_quote:' || sq.id || ':' || sq.valid_until"
PRICE_SQL = f"""
SELECT c.* FROM (
    SELECT sq.id, sq.number, sq.valid_until, s.name AS supplier, s.kind AS supplier_kind, sq.supplier_id,
           {PRICE_KEY} AS event_key,
           array_agg(q.id ORDER BY q.id) AS quote_ids,
           string_agg(q.number || ' (' || c.name || ')', ', ' ORDER BY q.id) AS quotes,
           (array_agg(coalesce(q.account_manager_id, c.account_manager_id, q.created_by_id) ORDER BY q.id))[1]
               AS quote_manager_id,
           sq.created_by_id
    FROM supplier_quotes sq
    JOIN organisations s ON s.id = sq.supplier_id
    JOIN {PRICED} p ON p.supplier_quote_id = sq.id
    JOIN quotes q ON q.id = p.quote_id
    JOIN organisations c ON c.id = q.customer_id
    WHERE sq.status = 'answered' AND sq.valid_until BETWEEN :today AND :until AND {OPEN_QUOTE}
    GROUP BY sq.id, s.id
) c WHERE {NOT_RAISED}"""


def find_price(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    found = rows(session, PRICE_SQL, today=when.today, until=when.today + timedelta(days=PRICE_DAYS))
    return [
        Candidate(
            event_key=row.event_key,
            manager_id=row.quote_manager_id or row.created_by_id,
            subject=f"{row.number} ({row.supplier})",
            description=(
                f"{row.supplier}'s prices on {row.number} are valid until {day(row.valid_until)}, and the customer "
                f"quote they price is still open: {row.quotes}. Ask the supplier to re-confirm or extend them."
            ),
            links=links(
                ("supplier_quote", row.id),
                (row.supplier_kind, row.supplier_id),
                *(("quote", qid) for qid in row.quote_ids),
            ),
        )
        for row in found
    ]


PRICE_CLEAR_SQL = f"""
SELECT o.task_id, sq.id, sq.number, sq.status, sq.valid_until, {PRICE_KEY} AS key, o.event_key,
       EXISTS (SELECT 1 FROM {PRICED} p JOIN quotes q ON q.id = p.quote_id
               WHERE p.supplier_quote_id = sq.id AND {OPEN_QUOTE}) AS quote_open
FROM ({open_tasks_sql("price_expiring")}) o LEFT JOIN supplier_quotes sq ON sq.id = o.record_id"""


def clear_price(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared | None:
        if row.status != "answered":
            status = "done" if row.status == "ordered" else "cancelled"
            return Cleared(row.task_id, f"{row.number} is now {row.status}", status)
        if row.key != row.event_key:
            return Cleared(
                row.task_id, f"the price was re-confirmed: {row.number} is valid until {day(row.valid_until)}"
            )
        if not row.quote_open:
            return Cleared(row.task_id, "the customer quote it prices is no longer open")
        return None

    return base.clearing(session, PRICE_CLEAR_SQL, "the supplier quote", reason, today=when.today)


PO_SQL = f"""
SELECT c.* FROM (
    SELECT po.id, po.number, po.sent_at, po.supplier_id, po.order_id, po.project_id, s.name AS supplier,
           s.kind AS supplier_kind, 'po_unacknowledged:purchase_order:' || po.id AS event_key,
           coalesce(o.account_manager_id, p.account_manager_id, po.created_by_id) AS manager_id
    FROM purchase_orders po
    JOIN organisations s ON s.id = po.supplier_id
    LEFT JOIN orders o ON o.id = po.order_id
    LEFT JOIN projects p ON p.id = po.project_id
    WHERE po.status = 'sent' AND po.acknowledged_at IS NULL AND po.sent_at < :cutoff AND po.sent_at >= :lookback
) c WHERE {NOT_RAISED}"""


def find_po(session: Session, when: When, ids: Sequence[int] | None) -> list[Candidate]:
    found = rows(session, PO_SQL, cutoff=when.working_days_ago(PO_WORKING_DAYS), lookback=when.lookback)
    return [
        Candidate(
            event_key=row.event_key,
            manager_id=row.manager_id,
            subject=f"{row.number} ({row.supplier})",
            description=(
                f"Purchase order {row.number} went to {row.supplier} on {day(row.sent_at)} and they have not "
                "acknowledged it. Chase the works for their acknowledgement."
            ),
            links=links(
                ("purchase_order", row.id),
                (row.supplier_kind, row.supplier_id),
                ("order", row.order_id),
                ("project", row.project_id),
            ),
        )
        for row in found
    ]


PO_WORDS = {
    "acknowledged": "the works acknowledged it",
    "changes_proposed": "the works proposed changes",
    "declined": "the works declined it",
    "part_delivered": "it is part delivered",
    "delivered": "it is delivered",
    "closed": "it is closed",
    "cancelled": "it was cancelled",
    "draft": "it is back to draft",
}
PO_CLEAR_SQL = f"""
SELECT o.task_id, po.id, po.number, po.status, po.responded_by
FROM ({open_tasks_sql("po_unacknowledged")}) o LEFT JOIN purchase_orders po ON po.id = o.record_id
WHERE po.id IS NULL OR po.status <> 'sent' OR po.acknowledged_at IS NOT NULL"""


def clear_po(session: Session, when: When) -> list[Cleared]:
    def reason(row: Any) -> Cleared:
        by = f" ({row.responded_by})" if row.responded_by and row.status != "cancelled" else ""
        status = "cancelled" if row.status in ("cancelled", "draft") else "done"
        return Cleared(row.task_id, f"{row.number}: {PO_WORDS.get(row.status, 'it was acknowledged')}{by}", status)

    return base.clearing(session, PO_CLEAR_SQL, "the purchase order", reason)


RFQ_OVERDUE = Rule(
    key="rfq_overdue",
    title="Chase suppliers",
    kind=RuleKind.date,
    trigger="A request for quotation is past its response deadline and some suppliers have not answered.",
    closes="Every supplier of the request has answered, declined or been withdrawn.",
    default_offset_days=1,
    priority="normal",
    record_type="supplier_quote",
    find=find_rfq,
    clear=clear_rfq,
)
PRICE_EXPIRING = Rule(
    key="price_expiring",
    title="Re-confirm the price",
    kind=RuleKind.date,
    trigger=f"A supplier's answered price expires within {PRICE_DAYS} days while the customer quote it prices is open.",
    closes="The supplier sends a later valid-until date, the supplier quote is ordered or closed, or the customer "
    "quote is no longer open.",
    default_offset_days=2,
    priority="normal",
    record_type="supplier_quote",
    find=find_price,
    clear=clear_price,
)
PO_UNACKNOWLEDGED = Rule(
    key="po_unacknowledged",
    title="Chase the works",
    kind=RuleKind.date,
    trigger=f"A purchase order sent {PO_WORKING_DAYS} working day ago or more is still not acknowledged.",
    closes="The works acknowledge it, propose changes or decline it, or it is cancelled.",
    default_offset_days=0,
    priority="high",
    record_type="purchase_order",
    find=find_po,
    clear=clear_po,
)
