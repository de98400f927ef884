"""Awarding: per line (the supplier-quote lines chosen, one supplier per row) or per supplier (every priced line of
its compared version), with a reason. Awarding a row's line takes the award from the other suppliers' lines of
the same row; the award is stored on the lines (awarded, reason, when, by whom) and logged on each quote."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuoteLine
from api.buying.schemas.comparison import AwardIn
from api.buying.service import answers as answers_service
from api.buying.service.answers import Answer
from api.buying.service.comparison import Scope
from api.buying.service.quotes import LOCKED
from api.core.errors import Conflict, FieldErrors
from api.db import utcnow
from api.records.service import activity
from api.users.models import User


def _chosen(answers: list[Answer], data: AwardIn, errors: dict[str, str], today: date) -> list[SupplierQuoteLine]:
    by_line = {line.id: (answer, line) for answer in answers for line in answer.lines}
    if data.supplier_quote_id is not None:
        found = [a for a in answers if a.quote.id == data.supplier_quote_id]
        if not found:
            errors["supplier_quote_id"] = "This supplier quote is not part of the comparison."
            return []
        answer = found[0]
        if not answer.answered:
            errors["supplier_quote_id"] = "This supplier has not answered yet."
            return []
        chosen = [line for line in answer.lines if line.price is not None and not line.cannot_quote]
        if not chosen and data.awarded:
            errors["supplier_quote_id"] = "This supplier priced no line."
        if data.awarded and answers_service.validity(answer.version.valid_until, today) == "expired":
            errors["supplier_quote_id"] = f"These prices expired on {answer.version.valid_until:%d %b %Y}."
        return chosen
    chosen = []
    for i, line_id in enumerate(data.line_ids):
        at = f"line_ids.{i}"
        if line_id not in by_line:
            errors[at] = "This line is not in the latest answer of a supplier of this comparison."
            continue
        answer, line = by_line[line_id]
        if data.awarded:
            if not answer.answered:
                errors[at] = "This supplier has not answered yet."
            elif line.cannot_quote or line.price is None:
                errors[at] = "This line has no price to award."
            elif answers_service.validity(answer.version.valid_until, today) == "expired":
                errors[at] = f"This price expired on {answer.version.valid_until:%d %b %Y}."
        chosen.append(line)
    return chosen


def award(session: Session, scope: Scope, data: AwardIn, actor: User, today: date | None = None) -> None:
    today = today or date.today()
    errors: dict[str, str] = {}
    if data.supplier_quote_id is None and not data.line_ids:
        errors["line_ids"] = "Choose the lines to award, or a supplier."
    if data.supplier_quote_id is not None and data.line_ids:
        errors["line_ids"] = "Give the lines or a supplier, not both."
    if data.awarded and not data.reason:
        errors["reason"] = "Say why these were chosen."
    if errors:
        raise FieldErrors(errors)
    answers = answers_service.answers(session, scope.quotes)
    chosen = _chosen(answers, data, errors, today)
    keys = {line.id: key for answer in answers for key, line, _ in answer.keyed()}
    chosen_keys = [keys[line.id] for line in chosen]
    if data.awarded and len(set(chosen_keys)) != len(chosen_keys):
        errors["line_ids"] = "Award one supplier per line."
    if errors:
        raise FieldErrors(errors)
    owner = {line.id: answer for answer in answers for line in answer.lines}
    touched = {owner[line.id].quote.id: owner[line.id] for line in chosen}
    for answer in touched.values():
        _check_open(answer)
    now = utcnow()
    changed: dict[int, list[str]] = {}
    if data.awarded:
        # The other suppliers' lines of the same rows lose the award.
        rows = set(chosen_keys)
        for answer in answers:
            for key, line, _ in answer.keyed():
                if key in rows and line not in chosen and line.awarded:
                    if answer.quote.status in LOCKED:
                        raise Conflict(
                            f"{answer.quote.number} is {answer.quote.status}: its award can no longer change."
                        )
                    _set(line, False, "", None, None)
                    changed.setdefault(answer.quote.id, []).append(f"{line.description}: award withdrawn")
    for line in chosen:
        if data.awarded:
            _set(line, True, data.reason, now, actor.id)
        else:
            _set(line, False, "", None, None)
        verb = "awarded" if data.awarded else "award withdrawn"
        changed.setdefault(owner[line.id].quote.id, []).append(f"{line.description}: {verb}")
    by_id = {a.quote.id: a for a in answers}
    for quote_id, notes in changed.items():
        quote = by_id[quote_id].quote
        quote.row_version += 1
        summary = "; ".join(notes)
        if data.awarded and data.reason:
            summary = f"{summary} — {data.reason}"
        activity.record(session, SUBJECT, quote.id, actor, "award", summary)
    session.flush()


def _set(line: SupplierQuoteLine, awarded: bool, reason: str, when: object, by: int | None) -> None:
    line.awarded = awarded
    line.award_reason = reason
    line.awarded_at = when  # type: ignore[assignment]
    line.awarded_by_id = by


def _check_open(answer: Answer) -> None:
    if answer.quote.status in LOCKED:
        raise Conflict(f"{answer.quote.number} is {answer.quote.status}: its award can no longer change.")
