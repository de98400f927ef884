"""A job named by what it is rather than by name ("supplier prices for the drainage chambers job", "has Tarmac priced
the garden walls"): the customer quotes whose notes to the customer hold every word the question leaves unexplained,
newest first. One statement, only for a buying question with such words (which would otherwise name a job we lack)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.crm.service.search import escape_like
from assistant.understanding.types import Named

MOST = 3
MIN_WORD = 4  # shorter words ("the", "m4") describe no job
STATEMENT = text(
    """
    SELECT q.id, q.number, q.project_id FROM quotes q
      JOIN quote_versions v ON v.quote_id = q.id AND v.version = q.current_version
     WHERE lower(v.customer_notes) LIKE ALL(CAST(:likes AS text[]))
       AND lower(v.customer_notes) ~ ALL(CAST(:starts AS text[]))
     ORDER BY q.created_at DESC, q.id DESC
     LIMIT :most
    """
)


@dataclass
class Job:
    quote: Named
    project_id: int | None


def described(session: Session, words: list[str]) -> list[Job]:
    """The quotes whose notes hold all the words, each at the start of a word ("yard", not "courtyard"); each word
    at least MIN_WORD letters (none found when one is shorter)."""
    if not words or any(len(w) < MIN_WORD for w in words):
        return []
    parameters = {
        "likes": [f"%{escape_like(w)}%" for w in words],  # the trigram-friendly test first
        "starts": [rf"\m{re.escape(w)}" for w in words],
        "most": MOST,
    }
    return [Job(Named(row_id, number), project) for row_id, number, project in session.execute(STATEMENT, parameters)]
