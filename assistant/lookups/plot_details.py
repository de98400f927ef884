"""A plot's own details on a load ("whats the house type on plot 35", "plot 31 - which house", "which phase is plot
34"): the house type and build phase the order records for the plots a call-off carries, read at answer time and
written on the call-off's card as in its text."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.orders.models import OrderPlot
from api.schedules.models import CallOffItem

# Words asking for a plot's house type or phase (the question's terms, as the reader left them).
ASKED = re.compile(r"\b(?:house|houses|housetype|type|types|phase|phases|mix)\b")


def of(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Per call-off, its plots' house types and phases ("Wessenden, Phase 3b"), each said once."""
    rows = session.execute(
        select(CallOffItem.call_off_id, OrderPlot.house_type, OrderPlot.phase)
        .join(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(CallOffItem.call_off_id.in_(ids))
        .order_by(CallOffItem.call_off_id, OrderPlot.position)
    ).all()
    found: dict[int, list[str]] = defaultdict(list)
    for call_off_id, house, phase in rows:
        said = ", ".join(part for part in (f"{house} house type" if house else "", phase or "") if part)
        if said and said not in found[call_off_id]:
            found[call_off_id].append(said)
    return {call_off_id: "; ".join(said) for call_off_id, said in found.items()}
