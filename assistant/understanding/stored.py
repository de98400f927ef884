"""A reading as exchanges and feedback keep it (JSON): the records named ({"products": [{"id", "name"}], …,
"terms": "…"}), the fact asked for, the filters and a record named that we do not have. Older rows without the
fact or the filters read as asking none."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from datetime import date
from decimal import Decimal
from typing import Any

from assistant.understanding.types import KINDS, Attribute, Entities, Filters, Intent, Named, Understanding

__all__ = ["entities_from_json", "entities_to_json", "reading_from_json", "reading_to_json"]


def entities_to_json(entities: Entities) -> dict[str, Any]:
    return asdict(entities)


def reading_to_json(understanding: Understanding) -> dict[str, Any]:
    """The records of a reading, with the fact it asks for, its filters and a record named that we do not have
    (kept beside the records, so a follow-up or a later question can reuse the whole reading)."""
    out = entities_to_json(understanding.entities)
    out["attribute"] = understanding.attribute.value if understanding.attribute else ""
    out["filters"] = {
        k: (str(v) if v is not None and not isinstance(v, list) else v)
        for k, v in asdict(understanding.filters).items()
    }
    out["unknown"] = understanding.unknown
    out["unkept"] = understanding.unkept
    return out


def attribute_from_json(data: Mapping[str, Any] | None) -> Attribute | None:
    try:
        value = (data or {}).get("attribute")
        return Attribute(str(value)) if value else None
    except ValueError:
        return None


def filters_from_json(data: Mapping[str, Any] | None) -> Filters:
    stored = (data or {}).get("filters")
    if not isinstance(stored, Mapping):
        return Filters()
    out = Filters()
    try:
        out.statuses = [str(s) for s in stored.get("statuses") or []]
        out.date_from = date.fromisoformat(stored["date_from"]) if stored.get("date_from") else None
        out.date_to = date.fromisoformat(stored["date_to"]) if stored.get("date_to") else None
        out.date_field = str(stored.get("date_field") or "created")
        out.measure = str(stored.get("measure") or "both")
        out.min_total = Decimal(stored["min_total"]) if stored.get("min_total") else None
        out.max_total = Decimal(stored["max_total"]) if stored.get("max_total") else None
        out.numbers = [str(n) for n in stored.get("numbers") or []]
        # Flags are kept as written ("True", "False"): "False" is a non-empty string, so not bool() of it.
        out.mine, out.overdue, out.done = (_flag(stored.get(k)) for k in ("mine", "overdue", "done"))
        out.people = [int(p) for p in stored.get("people") or []]
        out.titled = [str(w) for w in stored.get("titled") or []]
        out.role = str(stored.get("role") or "")
        out.plots = [str(p) for p in stored.get("plots") or []]
        out.loads = [str(w) for w in stored.get("loads") or []]
        flags = ("next_only", "waiting", "orders", "left", "listed")
        out.next_only, out.waiting, out.orders, out.left, out.listed = (_flag(stored.get(k)) for k in flags)
        out.priorities = [str(p) for p in stored.get("priorities") or []]
        out.project_stages = [str(s) for s in stored.get("project_stages") or []]
        out.party_kinds = [str(s) for s in stored.get("party_kinds") or []]
        out.window, out.stage, out.phase = (str(stored.get(k) or "") for k in ("window", "stage", "phase"))
    except (ValueError, ArithmeticError, TypeError):
        return Filters()
    return out


def _flag(value: Any) -> bool:
    return value is True or value == "True"


def reading_from_json(intent: str, data: Mapping[str, Any] | None, confidence: float = 0.5) -> Understanding:
    """A reading as `reading_to_json` keeps it (older rows without the fact or filters read as asking none)."""
    return Understanding(
        intent=_intent(intent),
        entities=entities_from_json(data),
        confidence=confidence,
        attribute=attribute_from_json(data),
        filters=filters_from_json(data),
        unknown=str((data or {}).get("unknown") or ""),
        unkept=str((data or {}).get("unkept") or ""),
    )


def entities_from_json(data: Mapping[str, Any] | None) -> Entities:
    """Entities as stored ({"products": [{"id", "name"}], …, "terms": "…"}); entries without an id are skipped."""
    data = data or {}
    lists = {
        kind: [
            Named(id=int(item["id"]), name=str(item.get("name", "")))
            for item in data.get(kind) or []
            if isinstance(item, Mapping) and isinstance(item.get("id"), int)
        ]
        for kind in KINDS
    }
    terms = data.get("terms") or ""
    if isinstance(terms, list):
        terms = " ".join(str(t) for t in terms)
    return Entities(**lists, terms=str(terms))


def _intent(value: str) -> Intent:
    try:
        return Intent(value)
    except ValueError:
        return Intent.general
