"""The chat's actions asked for in staff's own words (typos, shorthand, "2k", "3 pallets", "a couple of pallets", "a
load of", "tmrw"), twenty wordings for each kind: the proposal reads them right, nothing is made before Confirm and
Confirm twice makes one record. What the forms would refuse (a quantity of 0, past a line's column, negative; a day
past the years a task takes) is said when asked, never proposed to fail on Confirm; a proposal whose records changed
since (archived, removed, discontinued) is refused on Confirm with the reason in the words the chat shows (409 on
`proposal_id`), and nothing is made; another user's proposal is not theirs to confirm (404)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote
from api.crm import Kind, Organisation
from api.quotes.models import Quote
from api.tasks.models import Task
from api.users.models import Role, User
from assistant.actions.create_task import UK
from assistant.actions.models import Proposal
from tests.api.quotes.factories import make_quote
from tests.assistant.conftest import ask
from tests.factories import headers_for, make_organisation, make_product, make_user

CONFIRM = "/api/brickmate/actions/confirm"


@pytest.fixture
def records(db: Session) -> dict[str, Any]:
    """Two customers, two suppliers and a product in each selling unit the lines convert into."""
    brackenfell = make_organisation(db, name="Brackenfell Builders Ltd")
    tolvaddon = make_organisation(db, name="Tolvaddon Homes Ltd")
    scarcliffe = make_organisation(db, kind=Kind.supplier, name="Scarcliffe Brick Co")
    wharfedale = make_organisation(db, kind=Kind.supplier, name="Wharfedale Blocks Ltd")
    red = make_product(
        db, scarcliffe, code="SC-TR", name="Scarcliffe Tradesman Red Multi", units_per_pallet=500, list_price="610.00"
    )
    lintel = make_product(
        db, scarcliffe, code="SC-LN", name="Scarcliffe Steel Lintel 1200mm", category="lintel", selling_unit="each",
        cost_price="20.00", list_price="31.50",
    )  # fmt: skip
    block = make_product(
        db, wharfedale, code="WB-7N", name="Wharfedale 7N Dense Block 100mm", category="block", selling_unit="pack",
        units_per_pack=72, units_per_pallet=144,
    )  # fmt: skip
    sand = make_product(
        db, wharfedale, code="WB-SS", name="Wharfedale Building Sand", category="other", selling_unit="tonne"
    )
    return {
        "Brackenfell": brackenfell, "Tolvaddon": tolvaddon, "Scarcliffe": scarcliffe, "Wharfedale": wharfedale,
        "red": red, "lintel": lintel, "block": block, "sand": sand,
    }  # fmt: skip


def made(db: Session) -> tuple[int, int, int, int]:
    """Quotes, supplier quotes, tasks and proposals confirmed: what Confirm makes."""
    return (
        db.scalar(select(func.count()).select_from(Quote)) or 0,
        db.scalar(select(func.count()).select_from(SupplierQuote)) or 0,
        db.scalar(select(func.count()).select_from(Task)) or 0,
        db.scalar(select(func.count()).select_from(Proposal).where(Proposal.status == "executed")) or 0,
    )


def proposed(client: TestClient, db: Session, headers: dict[str, str], question: str) -> dict[str, Any]:
    """The proposal the question is answered with; nothing made by asking."""
    before = made(db)
    answer = ask(client, headers, question)
    assert answer["proposal"] is not None, f"{question!r}: {answer['text']}"
    assert made(db) == before, question
    proposal: dict[str, Any] = answer["proposal"]
    return proposal


def confirmed_once(
    client: TestClient, db: Session, headers: dict[str, str], proposal: dict[str, Any], made_by: int, records: int = 1
) -> dict[str, Any]:
    """Confirm, then Confirm again: the records of the kind (the index into `made`) made once, the second a 409."""
    before = made(db)
    first = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert first.status_code == 200, first.text
    again = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert again.status_code == 409 and "already confirmed" in again.json()["detail"]
    grown = [after - was for after, was in zip(made(db), before, strict=True)]
    assert grown == [records if i == made_by else 0 for i in range(3)] + [1], (proposal["summary"], grown)
    result: dict[str, Any] = first.json()["result"]
    return result


def lines_of(payload: dict[str, Any]) -> list[tuple[str, Decimal]]:
    return [(line["code"], Decimal(line["quantity"])) for line in payload["lines"]]


# (question, the party, the lines as (code, quantity in the selling unit)): red per 1,000 counts bricks (500 a
# pallet), lintels each, blocks by the pack of 72 (144 a pallet), sand by the tonne.
QUOTE_WORDINGS = [
    ("new quote for Brackenfell: 12,000 scarcliffe red and 40 scarcliffe lintels", "Brackenfell",
     [("SC-TR", 12000), ("SC-LN", 40)]),
    ("draft a quote for brackenfell with 10k scarcliffe red", "Brackenfell", [("SC-TR", 10000)]),
    ("start a quote for brakenfell with 2k scarcliffe red", "Brackenfell", [("SC-TR", 2000)]),
    ("pls make a quote for Tolvaddon Homes - 3 pallets of scarcliffe red", "Tolvaddon", [("SC-TR", 1500)]),
    ("create a quote for Tolvaddon: 3 pallets wharfedale blocks, 2 tonne wharfedale sand", "Tolvaddon",
     [("WB-7N", 6), ("WB-SS", 2)]),
    ("new quote for tolvaddon homes with 1.5k scarcliffe red + 20 scarcliffe lintels", "Tolvaddon",
     [("SC-TR", 1500), ("SC-LN", 20)]),
    ("raise a quote to Brackenfell for 12000 scarcliffe red", "Brackenfell", [("SC-TR", 12000)]),
    ("can you start a new draft quote for tolvaddon: 2 packs wharfedale blocks", "Tolvaddon", [("WB-7N", 2)]),
    ("new quote for Brackenfell; 40 scarcliffe lintels; 10 tonnes wharfedale sand", "Brackenfell",
     [("SC-LN", 40), ("WB-SS", 10)]),
    ("draft quote for brackenfell: 12,500 scarcliffe red", "Brackenfell", [("SC-TR", 12500)]),
    ("new quote for BRACKENFELL BUILDERS LTD: 2K SCARCLIFFE RED", "Brackenfell", [("SC-TR", 2000)]),
    ("start quote for tolvaddon 5k scarcliffe red", "Tolvaddon", [("SC-TR", 5000)]),
    ("new quote 4 tolvaddon: 5k scarcliffe red", "Tolvaddon", [("SC-TR", 5000)]),
    ("new quote for tolvaddon with a pallet of scarcliffe red", "Tolvaddon", [("SC-TR", 500)]),
    ("new quote for tolvaddon with two pallets of scarcliffe red", "Tolvaddon", [("SC-TR", 1000)]),
    ("new quote for brackenfell: twelve thousand scarcliffe red", "Brackenfell", [("SC-TR", 12000)]),
    ("new quote for brackenfell: a load of scarcliffe red", "Brackenfell", [("SC-TR", 1)]),
    ("prepare a quote for Brackenfell with 3 pallets of scarcliffe red and 40 scarcliffe lintels", "Brackenfell",
     [("SC-TR", 1500), ("SC-LN", 40)]),
    ("go ahead and make a quote for tolvaddon with 500 scarcliffe lintels", "Tolvaddon", [("SC-LN", 500)]),
    ("could you set up a quote for brackenfell with a couple of pallets of scarcliffe red", "Brackenfell",
     [("SC-TR", 1000)]),
]  # fmt: skip


@pytest.mark.parametrize(("question", "party", "lines"), QUOTE_WORDINGS, ids=[w[0][:48] for w in QUOTE_WORDINGS])
def test_a_draft_quote_asked_in_staff_words(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, records: dict[str, Any],
    question: str, party: str, lines: list[tuple[str, int]],
) -> None:  # fmt: skip
    proposal = proposed(client, db, headers, question)
    payload = proposal["payload"]
    assert proposal["kind"] == "draft_quote" and payload["party"]["organisation_id"] == records[party].id
    assert lines_of(payload) == [(code, Decimal(quantity)) for code, quantity in lines], proposal["summary"]
    assert payload["unmatched"] == []
    if "load of" in question:  # no number: 1 entered, and the line says to check it
        assert "check it" in payload["lines"][0]["note"]
    result = confirmed_once(client, db, headers, proposal, made_by=0)
    quote = db.get(Quote, result["record_id"])
    assert quote is not None and quote.customer_id == records[party].id and quote.created_by_id == staff.id


PRICES_WORDINGS = [
    ("ask scarcliffe for prices on 20,000 scarcliffe red and 40 scarcliffe lintels", ["Scarcliffe"],
     [("SC-TR", 20000), ("SC-LN", 40)]),
    ("get a price from wharfedale blocks for 3 pallets of wharfedale blocks", ["Wharfedale"], [("WB-7N", 6)]),
    ("rfq to scarcliffe for 2k scarcliffe red", ["Scarcliffe"], [("SC-TR", 2000)]),
    ("ask scarcliffe and wharfedale for prices on 5k scarcliffe red", ["Scarcliffe", "Wharfedale"],
     [("SC-TR", 5000)]),
    ("request prices from wharfedale for 10 tonne wharfedale sand", ["Wharfedale"], [("WB-SS", 10)]),
    ("ask scarclife for a price on 2 pallets scarcliffe red", ["Scarcliffe"], [("SC-TR", 1000)]),
    ("pls ask wharfedale to price up 2 packs wharfedale blocks", ["Wharfedale"], [("WB-7N", 2)]),
    ("get prices from scarcliffe on a pallet of scarcliffe red", ["Scarcliffe"], [("SC-TR", 500)]),
    ("send out rfq to wharfedale for 4 tonnes wharfedale sand", ["Wharfedale"], [("WB-SS", 4)]),
    ("ask scarcliffe, scarcliffe and scarcliffe for prices on 2k scarcliffe red", ["Scarcliffe"], [("SC-TR", 2000)]),
    ("get quotes from scarcliffe for 3k scarcliffe red", ["Scarcliffe"], [("SC-TR", 3000)]),
    ("rfqs to scarcliffe for 12,000 scarcliffe red", ["Scarcliffe"], [("SC-TR", 12000)]),
    ("ask wharfedale blocks ltd for pricing on 3 pallets of wharfedale blocks", ["Wharfedale"], [("WB-7N", 6)]),
    ("request a price from scarcliffe for 1.5k scarcliffe red", ["Scarcliffe"], [("SC-TR", 1500)]),
    ("could you ask scarcliffe for a quote on 40 scarcliffe lintels", ["Scarcliffe"], [("SC-LN", 40)]),
    ("ask scarcliffe to send us prices for 6k scarcliffe red", ["Scarcliffe"], [("SC-TR", 6000)]),
    ("get some prices from scarcliffe & wharfedale for 2k scarcliffe red", ["Scarcliffe", "Wharfedale"],
     [("SC-TR", 2000)]),
    ("send an rfq to scarcliffe for 500 scarcliffe lintels", ["Scarcliffe"], [("SC-LN", 500)]),
    ("ask scarcliffe for rates on twelve thousand scarcliffe red", ["Scarcliffe"], [("SC-TR", 12000)]),
    ("lets ask wharfedale for a quote for two pallets of wharfedale blocks", ["Wharfedale"], [("WB-7N", 4)]),
]  # fmt: skip


@pytest.mark.parametrize(("question", "suppliers", "lines"), PRICES_WORDINGS, ids=[w[0][:48] for w in PRICES_WORDINGS])
def test_a_request_for_prices_asked_in_staff_words(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any],
    question: str, suppliers: list[str], lines: list[tuple[str, int]],
) -> None:  # fmt: skip
    proposal = proposed(client, db, headers, question)
    payload = proposal["payload"]
    assert proposal["kind"] == "request_prices"
    assert [s["organisation_id"] for s in payload["suppliers"]] == [records[name].id for name in suppliers]
    assert lines_of(payload) == [(code, Decimal(quantity)) for code, quantity in lines], proposal["summary"]
    before = made(db)[1]
    confirmed_once(client, db, headers, proposal, made_by=1, records=len(suppliers))
    asked = db.scalars(select(SupplierQuote.supplier_id).order_by(SupplierQuote.id).offset(before)).all()
    assert asked == [records[name].id for name in suppliers]


def _weekday(index: int) -> date:
    """The next such weekday to come, never today (as the task pad's chat reads "friday")."""
    today = datetime.now(UK).date()
    return today + timedelta(days=(index - today.weekday()) % 7 or 7)


def _next(month: int, day: int) -> date:
    today = datetime.now(UK).date()
    this_year = date(today.year, month, day)
    return this_year if this_year >= today else date(today.year + 1, month, day)


def _tomorrow() -> date:
    return datetime.now(UK).date() + timedelta(days=1)


# (question, the title, the day due (a callable: worked out when the test runs), the records linked)
TASK_WORDINGS = [
    ("remind me to chase Brackenfell on Friday", "Chase Brackenfell", lambda: _weekday(4), ["Brackenfell"]),
    ("add a task to call scarcliffe tomorrow", "Call scarcliffe", _tomorrow, ["Scarcliffe"]),
    ("task: send site plan to tolvaddon by 4 December", "Send site plan to tolvaddon", lambda: _next(12, 4),
     ["Tolvaddon"]),
    ("remind me to chase tolvaddon", "Chase tolvaddon", lambda: None, ["Tolvaddon"]),
    ("new task: ring wharfedale re blocks next wed", "Ring wharfedale re blocks", lambda: _weekday(2),
     ["Wharfedale"]),
    ("add a reminder to chase brackenfell 1st jan", "Chase brackenfell", lambda: _next(1, 1), ["Brackenfell"]),
    ("remind me to chase brackenfell today", "Chase brackenfell", lambda: datetime.now(UK).date(), ["Brackenfell"]),
    ("pls add a task for me to call tolvaddon fri", "Call tolvaddon", lambda: _weekday(4), ["Tolvaddon"]),
    ("make a task to email scarcliffe about lintels on the 5th of january", "Email scarcliffe about lintels",
     lambda: _next(1, 5), ["Scarcliffe"]),
    ("put in a reminder to call tolvaddon homes on thurs", "Call tolvaddon homes", lambda: _weekday(3),
     ["Tolvaddon"]),
    ("remind me to chase tolvaddon tmrw", "Chase tolvaddon", _tomorrow, ["Tolvaddon"]),
    ("set up a task to phone brackenfell next monday", "Phone brackenfell", lambda: _weekday(0), ["Brackenfell"]),
    ("remind me to chase brackenfell tomorow", "Chase brackenfell", _tomorrow, ["Brackenfell"]),
    ("create a task to send brackenfell the samples by 2026-12-18", "Send brackenfell the samples",
     lambda: date(2026, 12, 18), ["Brackenfell"]),
    ("could you remind me to call scarcliffe about the lintels on monday", "Call scarcliffe about the lintels",
     lambda: _weekday(0), ["Scarcliffe"]),
    ("remind me to chase up tolvaddon on the 3rd of feb", "Chase up tolvaddon", lambda: _next(2, 3), ["Tolvaddon"]),
    ("task: chase wharfedale for the pallet returns", "Chase wharfedale for the pallet returns", lambda: None,
     ["Wharfedale"]),
    ("remind me to call brackenfell builders ltd 2moro", "Call brackenfell builders ltd", _tomorrow,
     ["Brackenfell"]),
    ("please remind me to ring scarcliffe on sat", "Ring scarcliffe", lambda: _weekday(5), ["Scarcliffe"]),
    ("add a task to chase brackenfell and tolvaddon by friday", "Chase brackenfell and tolvaddon",
     lambda: _weekday(4), ["Brackenfell", "Tolvaddon"]),
]  # fmt: skip


@pytest.mark.parametrize(("question", "title", "due", "links"), TASK_WORDINGS, ids=[w[0][:48] for w in TASK_WORDINGS])
def test_a_task_asked_in_staff_words(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, records: dict[str, Any],
    question: str, title: str, due: Any, links: list[str],
) -> None:  # fmt: skip
    proposal = proposed(client, db, headers, question)
    payload = proposal["payload"]
    assert proposal["kind"] == "create_task" and payload["title"] == title
    day = due()
    assert payload["due_date"] == (day.isoformat() if day else None)
    assert sorted(link["record_id"] for link in payload["links"]) == sorted(records[name].id for name in links)
    result = confirmed_once(client, db, headers, proposal, made_by=2)
    task = db.get(Task, result["record_id"])
    assert task is not None and (task.title, task.owner_id) == (title, staff.id)
    assert (task.due_at.astimezone(UK).date() if task.due_at else None) == day


REFUSED_QUANTITIES = [
    ("new quote for brackenfell with 0 scarcliffe red", "a quantity must be above 0"),
    ("new quote for brackenfell with -5 scarcliffe red", "a quantity must be above 0"),
    ("new quote for brackenfell with 99999999999999999999 scarcliffe red", "the largest quantity a line takes"),
    ("new quote for brackenfell with 0.0001 scarcliffe red", "at most 3 decimal places"),
    ("ask scarcliffe for prices on 0 scarcliffe lintels", "a quantity must be above 0"),
    ("ask scarcliffe for prices on 1,000,000,000,000 scarcliffe red", "the largest quantity a line takes"),
]


@pytest.mark.parametrize(("question", "reason"), REFUSED_QUANTITIES, ids=[q[0][:48] for q in REFUSED_QUANTITIES])
def test_a_quantity_the_forms_refuse_is_said_and_nothing_proposed(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any], question: str, reason: str
) -> None:
    """Before: proposed, then Confirm answered 500 (past the column) or "Some fields need your attention" (0), and
    "-5" was proposed as 5."""
    answer = ask(client, headers, question)
    assert answer["proposal"] is None and reason in answer["text"], answer["text"]
    assert "Ask again with another quantity" in answer["text"]
    assert db.scalar(select(func.count()).select_from(Proposal)) == 0


def test_a_day_past_the_years_a_task_takes_is_said_and_nothing_proposed(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    """Before: a task due 31 December 9999 was made (the task pad's form takes the years 1900 to 2999)."""
    answer = ask(client, headers, "remind me to chase brackenfell on 9999-12-31")
    assert answer["proposal"] is None
    assert answer["text"] == "31 December 9999 is too far off: give a day from the year 1900 to 2999."
    assert db.scalar(select(func.count()).select_from(Proposal)) == 0


def _archive(db: Session, organisation: Organisation) -> None:
    organisation.archived = True


CHANGED_SINCE = {
    # a change made between the proposal and its confirmation: (question, change, the reason said)
    "customer archived": ("new quote for brackenfell: 2k scarcliffe red",
                          lambda db, r: _archive(db, r["Brackenfell"]), "This customer is archived"),
    "product removed": ("new quote for brackenfell: 2k scarcliffe red, 40 scarcliffe lintels",
                        lambda db, r: db.delete(r["lintel"]), "SC-LN Scarcliffe Steel Lintel 1200mm is no longer"),
    "product discontinued": ("new quote for brackenfell: 2k scarcliffe red",
                             lambda db, r: setattr(r["red"], "status", "discontinued"),
                             "SC-TR Scarcliffe Tradesman Red Multi was discontinued since"),
    "supplier archived": ("ask scarcliffe for prices on 2k scarcliffe red",
                          lambda db, r: _archive(db, r["Scarcliffe"]), "Scarcliffe Brick Co is archived"),
    "product of a request removed": ("ask scarcliffe for prices on 40 scarcliffe lintels",
                                     lambda db, r: db.delete(r["lintel"]), "This product does not exist"),
    "task's record removed": ("remind me to chase tolvaddon tomorrow",
                              lambda db, r: db.delete(r["Tolvaddon"]), "No customer has the id"),
}  # fmt: skip


@pytest.mark.parametrize("case", list(CHANGED_SINCE))
def test_a_proposal_whose_records_changed_since_is_refused_clearly(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any], case: str
) -> None:
    """Before: 422 "Some fields need your attention." naming the form's fields (the chat shows only the detail),
    and a quote made without the removed product's line (200)."""
    question, change, reason = CHANGED_SINCE[case]
    proposal = proposed(client, db, headers, question)
    change(db, records)
    db.flush()
    before = made(db)
    response = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert response.status_code == 409, response.text
    body = response.json()
    assert body["detail"].startswith("This can no longer be done as proposed: ") and reason in body["detail"]
    assert body["detail"].endswith("Ask again to see it as things are now.")
    assert [error["field"] for error in body["errors"]] == ["proposal_id"]
    assert made(db) == before
    row = db.get(Proposal, proposal["proposal_id"])
    assert row is not None and row.status == "pending"


def test_a_customer_quote_removed_since_is_refused_clearly(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    quote = make_quote(db, customer=records["Brackenfell"])
    proposal = proposed(client, db, headers, f"ask scarcliffe for prices on {quote.number}")
    db.delete(quote)
    db.flush()
    before = made(db)
    response = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert response.status_code == 409 and "This customer quote does not exist." in response.json()["detail"]
    assert made(db) == before


@pytest.mark.parametrize(
    ("question", "makes"),
    [
        ("new quote for brackenfell: 2k scarcliffe red", 0),
        ("ask scarcliffe for prices on 2k scarcliffe red", 1),
        ("remind me to chase brackenfell tomorrow", 2),
    ],
)
def test_another_users_confirmation_is_refused_and_makes_nothing(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any], question: str, makes: int
) -> None:
    """Whatever their role (an admin too): a proposal is its asker's."""
    proposal = proposed(client, db, headers, question)
    before = made(db)
    for role in Role:
        other = headers_for(db, make_user(db, role=role))
        response = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=other)
        assert response.status_code == 404 and response.json()["detail"] == "This proposal does not exist."
    assert made(db) == before
    confirmed_once(client, db, headers, proposal, made_by=makes)


# (the question before, the follow-up, the kind proposed, whom for, the lines): "them", "em", "those", "it" are
# the conversation's records.
FOLLOW_UPS = [
    ("how much is the scarcliffe tradesman red", "quote brackenfell for 5k of those", "draft_quote", "Brackenfell",
     [("SC-TR", 5000)]),
    ("how much is the scarcliffe tradesman red", "send brackenfell a quote for 2 pallets of it", "draft_quote",
     "Brackenfell", [("SC-TR", 1000)]),
    ("tell me about brackenfell builders", "quote them for 3k scarcliffe red", "draft_quote", "Brackenfell",
     [("SC-TR", 3000)]),
    ("tell me about brackenfell builders", "quote em for 3k scarcliffe red", "draft_quote", "Brackenfell",
     [("SC-TR", 3000)]),
    ("tell me about brackenfell builders", "knock them up a quote for 10k scarcliffe red", "draft_quote",
     "Brackenfell", [("SC-TR", 10000)]),
    ("tell me about brackenfell builders", "ok quote them 2k scarcliffe red", "draft_quote", "Brackenfell",
     [("SC-TR", 2000)]),
    ("tell me about brackenfell builders", "great, start a quote for them with 2k scarcliffe red", "draft_quote",
     "Brackenfell", [("SC-TR", 2000)]),
    ("what did we quote brackenfell for the scarcliffe red", "do them a quote for 5k of the same", "draft_quote",
     "Brackenfell", [("SC-TR", 5000)]),
    ("what did we quote brackenfell for the scarcliffe red", "put them a quote together for two pallets of that",
     "draft_quote", "Brackenfell", [("SC-TR", 1000)]),
    ("who supplies the scarcliffe tradesman red", "ask them for prices on 2k of those", "request_prices",
     "Scarcliffe", [("SC-TR", 2000)]),
    ("who supplies the scarcliffe tradesman red", "get a price from them for a pallet of it", "request_prices",
     "Scarcliffe", [("SC-TR", 500)]),
    ("who supplies the scarcliffe tradesman red", "rfq to them for 5k of it", "request_prices", "Scarcliffe",
     [("SC-TR", 5000)]),
    ("how much is the scarcliffe tradesman red", "get prices from them for 2k of those", "request_prices",
     "Scarcliffe", [("SC-TR", 2000)]),
    ("tell me about wharfedale blocks", "send out an rfq to them for 3 pallets wharfedale blocks", "request_prices",
     "Wharfedale", [("WB-7N", 6)]),
    ("tell me about brackenfell builders", "remind me to chase them tmrw", "create_task", "Brackenfell", []),
    ("tell me about brackenfell builders", "remind me to ring them on friday", "create_task", "Brackenfell", []),
    ("tell me about brackenfell builders", "remind me to send them the samples", "create_task", "Brackenfell", []),
    ("tell me about brackenfell builders", "remind me to chase em tomorrow", "create_task", "Brackenfell", []),
    ("tell me about scarcliffe brick co", "add a task to call them about the lintels", "create_task", "Scarcliffe",
     []),
    ("tell me about tolvaddon homes", "pls quote them for 40 scarcliffe lintels", "draft_quote", "Tolvaddon",
     [("SC-LN", 40)]),
]  # fmt: skip


@pytest.mark.parametrize(
    ("before", "question", "kind", "whom", "lines"), FOLLOW_UPS, ids=[f[1][:48] for f in FOLLOW_UPS]
)
def test_a_follow_up_action_in_staff_words(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any],
    before: str, question: str, kind: str, whom: str, lines: list[tuple[str, int]],
) -> None:  # fmt: skip
    """Before: "quote em", "knock them up a quote" and "rfq to them" proposed nothing."""
    first = ask(client, headers, before)
    was = made(db)
    answer = ask(client, headers, question, first["conversation_id"])
    proposal = answer["proposal"]
    assert proposal is not None and proposal["kind"] == kind, answer["text"]
    assert made(db) == was
    payload = proposal["payload"]
    if kind == "draft_quote":
        assert payload["party"]["organisation_id"] == records[whom].id
    elif kind == "request_prices":
        assert [s["organisation_id"] for s in payload["suppliers"]] == [records[whom].id]
    else:
        assert [link["record_id"] for link in payload["links"]] == [records[whom].id]
    if kind != "create_task":
        assert lines_of(payload) == [(code, Decimal(quantity)) for code, quantity in lines], proposal["summary"]


def test_prices_asked_of_a_customer_in_a_follow_up_say_it_is_no_supplier(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    """Before: 'I could not find a supplier called "them".'"""
    first = ask(client, headers, "tell me about brackenfell builders")
    answer = ask(client, headers, "ask them for prices on 2k scarcliffe red", first["conversation_id"])
    assert answer["proposal"] is None
    assert answer["text"] == "Brackenfell Builders Ltd is not a supplier, so it cannot be asked for prices."
