"""`planner_setting`: a planner setting changed for the statements inside and put back to its previous value, not to
its default (a local `enable_nestloop = off` set before survives)."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from api.core.planner import planner_setting


def current(db: Session, name: str) -> str:
    return str(db.execute(text("SELECT current_setting(:name)"), {"name": name}).scalar_one())


def test_the_setting_holds_inside_and_is_put_back_to_its_default(db: Session) -> None:
    assert current(db, "enable_nestloop") == "on"
    with planner_setting(db, "enable_nestloop", "off"):
        assert current(db, "enable_nestloop") == "off"
    assert current(db, "enable_nestloop") == "on"


def test_a_value_set_before_survives_not_the_default(db: Session) -> None:
    db.execute(text("SELECT set_config('enable_nestloop', 'off', true)"))
    with planner_setting(db, "enable_nestloop", "off"):
        assert current(db, "enable_nestloop") == "off"
    assert current(db, "enable_nestloop") == "off"
    db.execute(text("SELECT set_config('enable_seqscan', 'off', true)"))
    with planner_setting(db, "enable_seqscan", "on"):
        assert current(db, "enable_seqscan") == "on"
    assert current(db, "enable_seqscan") == "off"


def test_put_back_when_the_statement_fails(db: Session) -> None:
    with pytest.raises(RuntimeError), planner_setting(db, "enable_hashjoin", "off"):
        assert current(db, "enable_hashjoin") == "off"
        raise RuntimeError("the statement failed")
    assert current(db, "enable_hashjoin") == "on"


def test_only_planner_settings(db: Session) -> None:
    with pytest.raises(ValueError, match="statement_timeout"), planner_setting(db, "statement_timeout", "0"):
        pass


def test_parallel_workers_for_one_statement(db: Session) -> None:
    before = current(db, "max_parallel_workers_per_gather")
    with planner_setting(db, "max_parallel_workers_per_gather", "0"):
        assert current(db, "max_parallel_workers_per_gather") == "0"
    assert current(db, "max_parallel_workers_per_gather") == before != "0"
