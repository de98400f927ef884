"""UK working days: the bank holidays of England and Wales for any year (Easter, the May and August Mondays,
Christmas and Boxing Day with their substitute days, the proclaimed ones), and adding working days over them."""

from __future__ import annotations

from datetime import date

import pytest

from api.core.workdays import (
    add_working_days,
    bank_holidays,
    easter_sunday,
    is_bank_holiday,
    is_working_day,
    working_days_between,
)

# As published for England and Wales.
PUBLISHED = {
    2020: ["01-01", "04-10", "04-13", "05-08", "05-25", "08-31", "12-25", "12-28"],
    2021: ["01-01", "04-02", "04-05", "05-03", "05-31", "08-30", "12-27", "12-28"],
    2022: ["01-03", "04-15", "04-18", "05-02", "06-02", "06-03", "08-29", "09-19", "12-26", "12-27"],
    2023: ["01-02", "04-07", "04-10", "05-01", "05-08", "05-29", "08-28", "12-25", "12-26"],
    2024: ["01-01", "03-29", "04-01", "05-06", "05-27", "08-26", "12-25", "12-26"],
    2025: ["01-01", "04-18", "04-21", "05-05", "05-26", "08-25", "12-25", "12-26"],
    2026: ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"],
    2027: ["01-01", "03-26", "03-29", "05-03", "05-31", "08-30", "12-27", "12-28"],
}


@pytest.mark.parametrize("year", sorted(PUBLISHED))
def test_bank_holidays_match_the_published_lists(year: int) -> None:
    assert [f"{d:%m-%d}" for d in bank_holidays(year)] == PUBLISHED[year]


@pytest.mark.parametrize(
    ("year", "sunday"),
    [(1818, "03-22"), (1943, "04-25"), (2008, "03-23"), (2019, "04-21"), (2024, "03-31"), (2038, "04-25"),
     (2285, "03-22"), (2100, "03-28")],
)  # fmt: skip
def test_easter_sunday_any_year(year: int, sunday: str) -> None:
    assert f"{easter_sunday(year):%m-%d}" == sunday


def test_substitute_days_are_named_and_keep_their_order() -> None:
    # Christmas on a Sunday: Boxing Day stays on Monday, Christmas is observed on Tuesday.
    assert bank_holidays(2022)[date(2022, 12, 26)] == "Boxing Day"
    assert bank_holidays(2022)[date(2022, 12, 27)] == "Christmas Day (substitute day)"
    # Christmas on a Saturday: Monday and Tuesday.
    assert bank_holidays(2032)[date(2032, 12, 27)] == "Christmas Day (substitute day)"
    assert bank_holidays(2032)[date(2032, 12, 28)] == "Boxing Day (substitute day)"
    # New Year's Day on a Sunday.
    assert bank_holidays(2034)[date(2034, 1, 2)] == "New Year's Day (substitute day)"
    # Every year has 8 at least, none on a weekend.
    for year in range(1990, 2100):
        days = bank_holidays(year)
        assert len(days) >= 8 and all(d.weekday() < 5 and d.year == year for d in days)


def test_working_days_skip_weekends_and_bank_holidays() -> None:
    assert is_bank_holiday(date(2026, 12, 28)) and not is_working_day(date(2026, 12, 28))
    assert not is_working_day(date(2026, 11, 28))  # a Saturday
    assert is_working_day(date(2026, 11, 26))
    # Thursday 24 Dec 2026 + 1 = Tuesday 29 Dec (Christmas Friday, weekend, Boxing Day's substitute Monday).
    assert add_working_days(date(2026, 12, 24), 1) == date(2026, 12, 29)
    assert add_working_days(date(2026, 12, 29), -1) == date(2026, 12, 24)
    # Maundy Thursday 2026 + 1 = the Tuesday after Easter.
    assert add_working_days(date(2026, 4, 2), 1) == date(2026, 4, 7)
    assert add_working_days(date(2026, 11, 26), 3) == date(2026, 12, 1)
    assert add_working_days(date(2026, 11, 27), -5) == date(2026, 11, 20)
    # Zero: today when it is a working day, else the next one.
    assert add_working_days(date(2026, 11, 26), 0) == date(2026, 11, 26)
    assert add_working_days(date(2026, 12, 25), 0) == date(2026, 12, 29)
    # Over a year end: Wed 30 Dec 2026 + 2 = Mon 4 Jan 2027 (New Year's Day Friday).
    assert add_working_days(date(2026, 12, 30), 2) == date(2027, 1, 4)


def test_working_days_between() -> None:
    assert working_days_between(date(2026, 12, 24), date(2026, 12, 29)) == 1
    assert working_days_between(date(2026, 12, 29), date(2026, 12, 24)) == -1
    assert working_days_between(date(2026, 11, 23), date(2026, 11, 30)) == 5
    assert working_days_between(date(2026, 11, 26), date(2026, 11, 26)) == 0
