"""Figures one domain adds to another's stats without the other importing it (quotes → customers, projects)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from api.core.fields import Money


class QuoteFiguresOut(BaseModel):
    quotes: int = Field(description="all quotes, drafts included")
    open_quotes: int = Field(description="sent and not expired")
    open_value: Money
    accepted_value: Money = Field(description="accepted and converted quotes")
    orders: int
    win_rate: float | None = Field(description="accepted or converted ÷ decided, %")


EMPTY = QuoteFiguresOut(
    quotes=0, open_quotes=0, open_value=Decimal("0.00"), accepted_value=Decimal("0.00"), orders=0, win_rate=None
)

# subject ("customer", "project") → counter; registered by the quotes domain at import.
QuoteFigures = Callable[[Session, str, int], QuoteFiguresOut]
_providers: list[QuoteFigures] = []


def register(provider: QuoteFigures) -> QuoteFigures:
    _providers.append(provider)
    return provider


def quote_figures(session: Session, subject: str, subject_id: int) -> QuoteFiguresOut:
    return _providers[0](session, subject, subject_id) if _providers else EMPTY
