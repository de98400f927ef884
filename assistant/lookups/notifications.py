"""The asking user's notifications ("any notifications", "whats in my notifications", "did i get a notification
about priya"): their newest first, each with its day, read from the database at answer time; a word of the question
that is in some of them narrows the list to those. Everyone sees only their own, as on the notifications list."""

from __future__ import annotations

import re
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 6
LIST_LINK = "/"  # the bell in the header lists them on every page
# The count the answer states ("Your notifications (4 notifications, ..."), on the first card so that the text's
# numbers are all in a card (an answer stating a number no card holds is not grounded, so it was shown at low
# confidence as "I couldn't find a direct answer").
IN_ALL = "Your notifications in all"
MENTIONING = "Of them mentioning what you asked"
# Words of the question that never narrow the notifications to those mentioning them.
PLAIN = frozenset(
    re.findall(
        r"\w+",
        "any anything all my me i the a an of in on about from for whats what is are have has got get did do new "
        "latest recent notification notifications notif notifs alert alerts pls please show list",
    )
)


def _words(u: Understanding) -> list[str]:
    return [w for w in u.entities.terms.lower().split() if w not in PLAIN and len(w) > 2]


def notifications(session: Session, u: Understanding, today: date, user_id: int | None) -> LookupResult:
    if user_id is None:
        return not_found("I can only read the notifications of the person asking.", [])
    mine = Notification.user_id == user_id
    words = _words(u)
    matched = 0
    about = [func.lower(Notification.message).contains(w) for w in words]
    total = session.scalar(select(func.count()).select_from(Notification).where(mine)) or 0
    rows = list(
        session.scalars(
            select(Notification)
            .where(mine, *about)
            .order_by(Notification.created_at.desc(), Notification.id.desc())
            .limit(MOST)
        )
    )
    if not rows and about:  # "did i get one about the gala": none mention it, so the newest say what there is
        newest = select(Notification).where(mine).order_by(Notification.created_at.desc(), Notification.id.desc())
        rows = list(session.scalars(newest.limit(MOST)))
        lead, counted = f"None of your notifications mention {fmt.listing(words)}. Your newest: ", False
    elif about:  # "did i get a notification about priya": those mentioning it, out of all of them
        counted = True
        matched = session.scalar(select(func.count()).select_from(Notification).where(mine, *about)) or 0
        lead = f"Your notifications mentioning {fmt.listing(words)} ({matched} of {total}, the newest first): "
    else:
        counted = True
        lead = f"Your notifications ({fmt.count(total, 'notification')}, the newest first): " if rows else ""
    if not rows:
        return not_found("You have no notifications.", [])
    cards = [
        CardOut(
            kind="notification",
            record_id=row.id,
            title=row.message,
            link=row.link or LIST_LINK,
            facts=c.facts(
                ("Received", fmt.day(row.created_at)),
                (IN_ALL, str(total) if i == 0 and counted else None),
                (MENTIONING, str(matched) if i == 0 and counted and about else None),
            ),
        )
        for i, row in enumerate(rows)
    ]
    said = "; ".join(f"“{row.message}” ({fmt.day(row.created_at)})" for row in rows)
    return LookupResult(f"{lead}{said}.", cards, True, u.confidence)
