"""The contacts' name sounds (migration 0023): `name_sound` in SQL is near_names' consonants in Python, and the
assistant's near spelling of a name reads only the people whose name sounds the same, by its indexes, however
many people share the first letter."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding import near_names
from tests.factories import make_contact, make_organisation

NAMES = [
    "Gareth", "garath", "Dyson", "dison", "Ackroyd", "akroyd", "Hellen", "Llewellyn", "Mackenzie", "Cckay", "Ayesha",
    "Aisha", "Rachael", "Thatcher", "Bobbi", "O'Neill", "Zoë", "X", "",
]  # fmt: skip


def test_name_sound_is_the_assistants_consonants(db: Session) -> None:
    sql = db.execute(text("SELECT name_sound(n) FROM unnest(CAST(:n AS text[])) AS n"), {"n": NAMES}).scalars()
    assert list(sql) == [near_names._consonants(n.lower()) if n else "" for n in NAMES]


def test_a_possessive_sounds_as_the_name_too() -> None:
    assert near_names.sounds("garehts", near_names.ALONE) == {"grts", "grt"}
    assert near_names.sounds("dison", near_names.ALONE) == {"dsn"}


@pytest.fixture
def crowd(db: Session) -> int:
    """300 active people whose first names and surnames start with G (none sounding like Gareth), added before
    Gareth Pryce: the first 200 by id that share his initial are all others."""
    org = make_organisation(db, name="Crowded Builders")
    db.execute(
        text(
            "INSERT INTO contacts (organisation_id, first_name, last_name, email, phone, mobile, job_title, archived,"
            " search_text, version, created_at, updated_at) SELECT :org, 'Gideon' || n, 'Grimshaw' || n, '', '', '',"
            " '', false, '', 1, now(), now() FROM generate_series(1, 300) AS n"
        ),
        {"org": org.id},
    )
    return make_contact(db, org, first_name="Gareth", last_name="Pryce").id


def test_a_near_spelling_finds_its_person_past_hundreds_sharing_the_initial(
    db: Session, crowd: int, query_log: object
) -> None:
    with query_log.recording() as statements:  # type: ignore[attr-defined]
        found = near_names.alone(db, {0: "garath"}, [])
    assert found is not None and found[0].id == crowd and found[1] == {0}
    assert len(statements) == 1


def test_the_near_spelling_reads_only_the_people_sounding_alike(db: Session, crowd: int) -> None:
    """The rows the statement's scans read, from its plan (not a time): Gareth alone, by the sound indexes."""
    db.execute(text("ANALYZE contacts"))
    params = {"organisations": [], "sounds": sorted(near_names.sounds("garath", near_names.ALONE))}
    plan = db.execute(text(f"EXPLAIN (ANALYZE, FORMAT JSON) {near_names.CANDIDATES.text}"), params).scalar_one()
    assert _rows_scanned(plan[0]["Plan"]) <= 4
    assert "ix_contacts_first_name_sound" in str(plan)


def _rows_scanned(node: dict[str, object]) -> int:
    own = int(node["Actual Rows"]) * int(node["Actual Loops"]) if "Scan" in str(node["Node Type"]) else 0  # type: ignore[call-overload]
    return own + sum(_rows_scanned(child) for child in node.get("Plans", []))  # type: ignore[attr-defined]
