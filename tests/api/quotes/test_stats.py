"""GET /quotes/stats: counts and values by status and by month, win rate, weighted margin, open value, filters."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus
from api.users.models import User
from tests.api.quotes.factories import expire, make_quote, mark_decided, mark_sent, next_version
from tests.conftest import QueryLog
from tests.factories import make_organisation, make_project, make_user

URL = "/api/quotes/stats"
Headers = dict[str, str]


def month_start(months_ago: int) -> date:
    today = date.today()
    index = today.year * 12 + today.month - 1 - months_ago
    return date(index // 12, index % 12 + 1, 1)


def mid_month(months_ago: int) -> datetime:
    start = month_start(months_ago)
    return datetime(start.year, start.month, 15, 12, tzinfo=UTC)


def quote(
    db: Session,
    sell: str,
    cost: str = "0.00",
    *,
    months_ago: int = 0,
    customer: Organisation,
    actor: User,
    project: Project | None = None,
) -> Quote:
    """A quote of one line, VAT 0 %, so its total is `sell`; created in the middle of the month `months_ago`."""
    line = {"description": "Bricks", "quantity": "1", "cost_price": cost, "sell_price": sell}
    row = make_quote(db, customer=customer, actor=actor, project=project, lines=[line], vat_rate="0", contacts=[])
    row.created_at = mid_month(months_ago)
    db.flush()
    return row


@dataclass
class Scenario:
    first: Organisation
    second: Organisation
    project: Project
    manager: User


def scenario(db: Session) -> Scenario:
    """Ten quotes in every status over the months (values in pounds, cost where it matters):
    this month: draft 100, sent 1000 (customer two), sent 500 with a newer 900 draft, expired 300, withdrawn 50;
    a month ago: accepted 2000 (cost 1500), rejected 700 (customer two); two months ago: draft 200;
    three months ago: converted 4000 (cost 3200, on the project); thirteen months ago: draft 10."""
    first = make_organisation(db, kind=Kind.customer)
    second = make_organisation(db, kind=Kind.customer)
    project = make_project(db, customer=first)
    manager, other = make_user(db), make_user(db)

    def make(sell: str, cost: str = "0.00", **kwargs: Any) -> Quote:
        kwargs.setdefault("customer", first)
        kwargs.setdefault("actor", manager)
        return quote(db, sell, cost, **kwargs)

    make("100.00")
    mark_sent(db, make("1000.00", customer=second, actor=other))
    revised = make("500.00")
    mark_sent(db, revised)
    next_version(db, revised, sell_price="900.00")
    expire(db, mark_sent_quote(db, make("300.00")))
    withdrawn = mark_sent_quote(db, make("50.00"))
    withdrawn.status = QuoteStatus.withdrawn.value
    mark_decided(db, mark_sent_quote(db, make("2000.00", "1500.00", months_ago=1)))
    mark_decided(db, mark_sent_quote(db, make("700.00", months_ago=1, customer=second, actor=other)), accepted=False)
    make("200.00", months_ago=2)
    converted = mark_decided(db, mark_sent_quote(db, make("4000.00", "3200.00", months_ago=3, project=project)))
    converted.status = QuoteStatus.converted.value
    make("10.00", months_ago=13)
    db.flush()
    return Scenario(first, second, project, manager)


def mark_sent_quote(db: Session, row: Quote) -> Quote:
    mark_sent(db, row)
    return row


def by_status(body: dict[str, Any]) -> dict[str, tuple[int, str]]:
    return {s["status"]: (s["count"], s["value"]) for s in body["by_status"]}


def test_stats_of_every_status_month_and_rate(client: TestClient, db: Session, headers: Headers) -> None:
    scenario(db)

    response = client.get(URL, headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert by_status(body) == {
        "draft": (3, "310.00"),
        "sent": (2, "1500.00"),  # the revised quote counts as sent (500), not its newer draft (900)
        "accepted": (1, "2000.00"),
        "rejected": (1, "700.00"),
        "expired": (1, "300.00"),
        "converted": (1, "4000.00"),
        "withdrawn": (1, "50.00"),
    }
    assert [s["status"] for s in body["by_status"]] == [s.value for s in QuoteStatus]
    assert body["total"] == 10
    assert body["open_value"] == "1500.00"
    assert body["win_rate"] == 66.7  # 2 won of 3 decided
    assert body["average_margin_percent"] == 21.7  # (500 + 800) / 6000, not the plain mean 22.5
    months = body["by_month"]
    assert [m["month"] for m in months] == [f"{month_start(n):%Y-%m}" for n in range(11, -1, -1)]
    figures = {m["month"]: (m["count"], m["value"], m["accepted"], m["accepted_value"]) for m in months}
    assert figures[f"{month_start(0):%Y-%m}"] == (5, "1950.00", 0, "0.00")
    assert figures[f"{month_start(1):%Y-%m}"] == (2, "2700.00", 1, "2000.00")
    assert figures[f"{month_start(2):%Y-%m}"] == (1, "200.00", 0, "0.00")
    assert figures[f"{month_start(3):%Y-%m}"] == (1, "4000.00", 1, "4000.00")
    assert sum(m["count"] for m in months) == 9  # the quote of thirteen months ago is outside the window
    assert all(figures[f"{month_start(n):%Y-%m}"] == (0, "0.00", 0, "0.00") for n in range(4, 12))


def test_filters_as_on_the_list(client: TestClient, db: Session, headers: Headers) -> None:
    s = scenario(db)

    def stats(**params: Any) -> dict[str, Any]:
        response = client.get(URL, params=params, headers=headers)
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    second = stats(customer_id=s.second.id)
    assert (second["total"], second["open_value"], second["win_rate"]) == (2, "1000.00", 0.0)
    assert second["average_margin_percent"] is None
    assert {k: v for k, v in by_status(second).items() if v[0]} == {"sent": (1, "1000.00"), "rejected": (1, "700.00")}

    project = stats(project_id=s.project.id)
    assert (project["total"], project["win_rate"], project["average_margin_percent"]) == (1, 100.0, 20.0)

    managed = stats(account_manager_id=s.manager.id)
    assert managed["total"] == 8 and by_status(managed)["sent"] == (1, "500.00")

    recent = stats(created_from=str(month_start(1)))
    assert recent["total"] == 7 and by_status(recent)["converted"] == (0, "0.00")
    older = stats(created_to=str(month_start(1)))
    assert older["total"] == 3  # two and three months ago, and thirteen
    assert stats(customer_id=s.first.id, created_from=str(month_start(0)))["total"] == 4


def test_no_quotes_gives_zeros_and_no_rates(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer)

    body = client.get(URL, params={"customer_id": customer.id}, headers=headers).json()

    assert body["total"] == 0 and body["open_value"] == "0.00"
    assert body["win_rate"] is None and body["average_margin_percent"] is None
    assert all(s["count"] == 0 and s["value"] == "0.00" for s in body["by_status"])
    assert len(body["by_month"]) == 12 and all(m["count"] == 0 for m in body["by_month"])


def test_the_database_does_the_sums(client: TestClient, db: Session, headers: Headers, query_log: QueryLog) -> None:
    """The number of statements does not grow with the number of quotes."""
    customer, actor = make_organisation(db, kind=Kind.customer), make_user(db)
    quote(db, "10.00", customer=customer, actor=actor)
    with query_log.recording() as few:
        assert client.get(URL, headers=headers).json()["total"] == 1
    for n in range(8):
        mark_sent(db, quote(db, "10.00", months_ago=n, customer=customer, actor=actor))
    with query_log.recording() as many:
        assert client.get(URL, headers=headers).json()["total"] == 9

    assert len(many) == len(few)


def test_bad_filters(client: TestClient, headers: Headers) -> None:
    for params, field in [
        ({"customer_id": 0}, "customer_id"),
        ({"project_id": "x"}, "project_id"),
        ({"account_manager_id": -1}, "account_manager_id"),
        ({"created_from": "2026-13-01"}, "created_from"),
        ({"created_to": "soon"}, "created_to"),
    ]:
        response = client.get(URL, params=params, headers=headers)

        assert response.status_code == 422, params
        assert response.json()["errors"][0]["field"] == field
