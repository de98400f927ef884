"""The public reset call cannot be used to flood an inbox."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.auth.service import MAX_RESET_MAILS_PER_HOUR
from api.mail.models import OutboxMessage
from tests.factories import make_user


def test_at_most_three_reset_mails_an_hour_with_the_same_answer(client: TestClient, db: Session) -> None:
    user = make_user(db)
    answers = {client.get(f"/api/auth/codeReset/{user.email}").json()["detail"] for _ in range(5)}
    assert len(answers) == 1
    sent = db.scalar(select(func.count()).select_from(OutboxMessage).where(OutboxMessage.to == user.email))
    assert sent == MAX_RESET_MAILS_PER_HOUR == 3
