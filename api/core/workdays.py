"""UK working days: Monday to Friday less the bank holidays of England and Wales, worked out for any year.

The bank holidays: New Year's Day, Good Friday, Easter Monday, the early May bank holiday (first Monday of May),
the spring bank holiday (last Monday of May), the summer bank holiday (last Monday of August), Christmas Day and
Boxing Day. A fixed-date holiday (New Year's Day, Christmas, Boxing Day) falling on a weekend is observed on the
next weekday not already a holiday ("substitute day": Christmas on a Saturday gives Monday 27 and Boxing Day
Tuesday 28).

The years the government moved or added a holiday by proclamation are known too (the early May holiday on VE Day
in 1995 and 2020, the spring holiday for the jubilees of 2002, 2012 and 2022, the royal weddings of 2011, the
state funeral of 2022 and the coronation of 2023)."""

from __future__ import annotations

from datetime import date, timedelta
from functools import lru_cache

# Moved holidays: year -> {the holiday's usual date: the date it was observed instead}.
MOVED = {
    1995: {date(1995, 5, 1): date(1995, 5, 8)},
    2002: {date(2002, 5, 27): date(2002, 6, 4)},
    2012: {date(2012, 5, 28): date(2012, 6, 4)},
    2020: {date(2020, 5, 4): date(2020, 5, 8)},
    2022: {date(2022, 5, 30): date(2022, 6, 2)},
}
# One-off extra holidays.
EXTRA = {
    1999: (date(1999, 12, 31),),
    2002: (date(2002, 6, 3),),
    2011: (date(2011, 4, 29),),
    2012: (date(2012, 6, 5),),
    2022: (date(2022, 6, 3), date(2022, 9, 19)),
    2023: (date(2023, 5, 8),),
}


def easter_sunday(year: int) -> date:
    """Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher)."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    el = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * el) // 451
    month, day = divmod(h + el - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _first_monday(year: int, month: int) -> date:
    first = date(year, month, 1)
    return first + timedelta(days=(7 - first.weekday()) % 7)


def _last_monday(year: int, month: int) -> date:
    last = (date(year + month // 12, month % 12 + 1, 1)) - timedelta(days=1)
    return last - timedelta(days=last.weekday())


@lru_cache(maxsize=256)
def bank_holidays(year: int) -> dict[date, str]:
    """The bank holidays of England and Wales in `year`, by date, with their names."""
    easter = easter_sunday(year)
    found: dict[date, str] = {
        easter - timedelta(days=2): "Good Friday",
        easter + timedelta(days=1): "Easter Monday",
        _first_monday(year, 5): "Early May bank holiday",
        _last_monday(year, 5): "Spring bank holiday",
        _last_monday(year, 8): "Summer bank holiday",
    }
    for usual, moved in MOVED.get(year, {}).items():
        found[moved] = found.pop(usual)
    for extra in EXTRA.get(year, ()):
        found[extra] = "Bank holiday"
    # Fixed dates: those on a weekday stay; one on a weekend (or taken) moves to the next free weekday, in order.
    fixed = (
        (date(year, 1, 1), "New Year's Day"),
        (date(year, 12, 25), "Christmas Day"),
        (date(year, 12, 26), "Boxing Day"),
    )
    for day, name in fixed:
        if day.weekday() < 5 and day not in found:
            found[day] = name
    for day, name in fixed:
        if found.get(day) == name:
            continue
        observed = day
        while observed.weekday() >= 5 or observed in found:
            observed += timedelta(days=1)
        found[observed] = f"{name} (substitute day)"
    return dict(sorted(found.items()))


def is_bank_holiday(day: date) -> bool:
    return day in bank_holidays(day.year)


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and not is_bank_holiday(day)


def add_working_days(start: date, days: int) -> date:
    """The date `days` working days after `start` (before it when negative). Zero gives `start` itself when it is a
    working day, else the next working day (a task due "today" on a Saturday is due on Monday)."""
    day = start
    if days == 0:
        while not is_working_day(day):
            day += timedelta(days=1)
        return day
    step = timedelta(days=1 if days > 0 else -1)
    left = abs(days)
    while left:
        day += step
        if is_working_day(day):
            left -= 1
    return day


def working_days_between(start: date, end: date) -> int:
    """How many working days lie after `start` up to and including `end` (negative when `end` is earlier)."""
    if end < start:
        return -working_days_between(end, start)
    return sum(1 for n in range(1, (end - start).days + 1) if is_working_day(start + timedelta(days=n)))
