"""What every document is: a title, `key: value` metadata lines, then the text, short and deterministic."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

# About 200 tokens: the metadata plus the first ~600 characters of text, and no more than MAX_CONTENT in all (a
# record with every fact filled gives up text), which keeps inside the 256 word pieces the model reads.
MAX_TEXT = 600
MAX_CONTENT = 800
MIN_TEXT = 200


@dataclass(frozen=True)
class Doc:
    kind: str
    record_id: int
    title: str
    meta: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    link: str = ""

    @property
    def content(self) -> str:
        lines = [self.title]
        lines += [f"{key}: {value}" for key, value in self.meta.items() if value not in (None, "", [])]
        text = " ".join(self.text.split())
        room = max(MIN_TEXT, min(MAX_TEXT, MAX_CONTENT - sum(len(line) + 1 for line in lines)))
        if text:
            lines.append(text if len(text) <= room else text[: room - 1].rsplit(" ", 1)[0] + "…")
        return "\n".join(lines)

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.content.encode()).hexdigest()


def money(amount: Decimal | None) -> str:
    return "" if amount is None else f"£{amount:,.2f}"


def day(value: Any) -> str:
    return value.isoformat()[:10] if value is not None else ""


@dataclass(frozen=True)
class Builder:
    """How one kind of record becomes documents: `ids` lists every record that should have one,
    `build` makes the documents of the given ids (those that no longer exist are left out)."""

    kind: str
    ids: Callable[[Session], Iterable[int]]
    build: Callable[[Session, Sequence[int]], list[Doc]]
