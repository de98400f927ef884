"""Every connection of the app's engine starts with api.db.SESSION_SETTINGS: sequential scans from the first page,
so a search that reads its first matches by a scan reads the same ones at each call."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.db import get_engine, make_engine


def test_the_tests_connection_has_the_settings(db: Session) -> None:
    assert db.execute(text("SHOW synchronize_seqscans")).scalar_one() == "off"


def test_a_new_connection_keeps_them_past_its_first_rollback() -> None:
    engine = make_engine(get_engine().url.render_as_string(hide_password=False))
    try:
        with engine.connect() as conn:
            conn.rollback()  # a session setting, not one of the first transaction
            assert conn.execute(text("SHOW synchronize_seqscans")).scalar_one() == "off"
    finally:
        engine.dispose()
