"""PUT /quotes/convert: an accepted quote becomes a customer order with the accepted version's selected lines,
its shipping, VAT, address and plot breakdown; anything else gets 409 saying why."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.quotes.models import Quote, QuoteStatus
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import (
    expire,
    make_accepted_quote,
    make_quote,
    make_sent_quote,
    mark_decided,
    next_version,
)
from tests.factories import make_address, make_organisation, make_project

URL = "/api/quotes/convert"
Headers = dict[str, str]

PLOTS = [
    {
        "plot_number": "1",
        "house_type": "Ashford",
        "quantities": [{"line": 0, "quantity": "6250"}, {"line": 1, "quantity": "1"}, {"line": 2, "quantity": "4"}],
    },
    {"plot_number": "2", "house_type": "Bourne", "quantities": [{"line": 0, "quantity": "6250"}]},
    {"plot_number": "3", "house_type": "Bourne", "quantities": [{"line": 3, "quantity": "10"}]},
]


def activity_summaries(db: Session, subject: str, subject_id: int) -> list[str]:
    rows = db.scalars(
        select(Activity.summary)
        .where(Activity.subject_type == subject, Activity.subject_id == subject_id)
        .order_by(Activity.id)
    )
    return list(rows)


def order_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(Order)) or 0


def test_convert_copies_the_selected_lines_shipping_vat_address_and_plots(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    site = make_address(db, customer, address_type=AddressType.site, line1="Off Mytholm Steeps", postcode="HX7 6DL")
    project = make_project(db, customer=customer, name="Mytholm Meadows")
    quote = make_accepted_quote(
        db,
        customer=customer,
        project=project,
        address=site,
        vat_rate="17.5",
        shipping={"loads": 2, "price_per_load": "95.00", "part_load_charge": "40.00", "offloading_charge": "12.50"},
        plots=PLOTS,
        po_number="PO-4471",
    )
    version = quotes.version_of(db, quote, quote.sent_version)
    row_version = quote.row_version
    quote_id = quote.id

    response = client.put(URL, json={"quote_id": quote_id}, headers=headers)

    assert response.status_code == 200, response.text
    order = response.json()
    assert order["number"].startswith("SO-") and len(order["number"]) == 9
    assert order["status"] == "open"
    assert order["quote"] == {"id": quote_id, "name": quote.number}
    assert order["quote_version"] == 1
    assert order["customer"] == {"id": customer.id, "name": "Calder Valley Homes", "kind": "customer"}
    assert order["project"] == {"id": project.id, "name": "Mytholm Meadows"}
    assert order["delivery_address"]["id"] == site.id and "Off Mytholm Steeps" in order["delivery_address"]["name"]
    assert order["account_manager"]["id"] == quote.account_manager_id
    assert order["created_by"] == {"id": staff.id, "name": staff.full_name}
    assert order["po_number"] == "PO-4471"
    assert order["vat_rate"] == "17.50"
    # The optional line was not ticked and the buff mortar lost to the grey: two lines remain, renumbered.
    assert [(line["position"], line["description"]) for line in order["lines"]] == [
        (0, "Red multi facing brick"),
        (1, "Mortar, grey"),
    ]
    brick, mortar = order["lines"]
    assert (brick["quantity"], brick["unit"], brick["cost_price"], brick["sell_price"], brick["line_total"]) == (
        "12500.000",
        "per_1000",
        "400.00",
        "512.35",
        "6404.38",
    )
    assert (mortar["cost_price"], mortar["sell_price"], mortar["line_total"]) == ("5.00", "8.00", "80.00")
    # Totals equal the accepted version's, to the penny.
    assert (order["subtotal"], order["shipping"], order["vat"], order["total"], order["cost_total"]) == (
        f"{version.subtotal}",
        f"{version.shipping}",
        f"{version.vat}",
        f"{version.total}",
        f"{version.cost_total}",
    )
    assert order["subtotal"] == "6484.38" and order["shipping"] == "242.50"
    assert order["vat"] == "1177.20"  # 17.5 % of 6726.88 = 1177.204
    assert order["total"] == "7904.08"
    assert order["margin_percent"] == pytest.approx(22.1)
    # Plots keep only the quantities of the lines bought; plot 3 had only the buff mortar.
    assert [(p["plot_number"], p["house_type"]) for p in order["plots"]] == [
        ("1", "Ashford"),
        ("2", "Bourne"),
        ("3", "Bourne"),
    ]
    ids = {line["line_id"]: line["description"] for line in order["lines"]}
    assert [[(ids[q["line_id"]], q["quantity"]) for q in p["quantities"]] for p in order["plots"]] == [
        [("Red multi facing brick", "6250.000"), ("Mortar, grey", "4.000")],
        [("Red multi facing brick", "6250.000")],
        [],
    ]

    db.expire_all()
    saved = db.get(Order, order["order_id"])
    assert saved is not None and saved.quote_id == quote_id and saved.total == version.total
    assert saved.search_text == f"{order['number']} po-4471 calder valley homes".lower()
    assert db.scalar(select(func.count()).where(OrderLine.order_id == saved.id)) == 2
    assert db.scalar(select(func.count()).where(OrderPlot.order_id == saved.id)) == 3
    assert db.scalar(select(func.count()).select_from(OrderPlotQuantity)) == 3
    converted = db.get(Quote, quote_id)
    assert converted is not None and converted.status == QuoteStatus.converted.value
    assert converted.row_version == row_version + 1
    assert activity_summaries(db, "quote", quote_id)[-1] == f"Quote {quote.number} converted to order {order['number']}"
    assert activity_summaries(db, "order", saved.id) == [
        f"Order {order['number']} created from quote {quote.number} version 1"
    ]

    shown = client.get(f"/api/quotes/{quote_id}", headers=headers).json()
    assert shown["status"] == "converted" and shown["read_only"] is True
    assert shown["order"] == {"order_id": saved.id, "number": order["number"]}
    assert client.get(f"/api/orders/{saved.id}", headers=headers).json() == order


def test_the_accepted_version_is_copied_not_a_newer_draft(client: TestClient, db: Session, headers: Headers) -> None:
    quote = make_sent_quote(db)
    next_version(db, quote, sell_price="600.00")  # a draft version 2 started after version 1 was sent
    mark_decided(db, quote)  # the customer accepts version 1
    assert (quote.current_version, quote.sent_version) == (2, 1)

    response = client.put(URL, json={"quote_id": quote.id}, headers=headers)

    assert response.status_code == 200, response.text
    assert response.json()["quote_version"] == 1
    assert response.json()["lines"][0]["sell_price"] == "512.35"
    assert response.json()["subtotal"] == str(quotes.version_of(db, quote, 1).subtotal)


def test_po_number_given_replaces_the_quotes_and_empty_keeps_it(
    client: TestClient, db: Session, headers: Headers
) -> None:
    given = make_accepted_quote(db, po_number="PO-1")
    empty = make_accepted_quote(db, po_number="PO-2")

    one = client.put(URL, json={"quote_id": given.id, "po_number": " PO-9 "}, headers=headers)
    two = client.put(URL, json={"quote_id": empty.id, "po_number": ""}, headers=headers)

    assert one.status_code == two.status_code == 200, one.text + two.text
    assert one.json()["po_number"] == "PO-9"
    assert two.json()["po_number"] == "PO-2"


def test_awkward_quantities_give_the_quotes_totals_exactly(client: TestClient, db: Session, headers: Headers) -> None:
    lines = [
        {
            "description": "Bricks",
            "quantity": "7333",
            "unit": "per_1000",
            "cost_price": "413.37",
            "sell_price": "529.99",
        },
        {"description": "Sand", "quantity": "0.125", "unit": "tonne", "cost_price": "33.33", "sell_price": "41.67"},
        {"description": "Ties", "quantity": "3.333", "unit": "each", "cost_price": "0.07", "sell_price": "0.15"},
    ]
    quote = make_accepted_quote(db, lines=lines, vat_rate="20", shipping={"loads": 1, "price_per_load": "0.05"})
    version = quotes.version_of(db, quote, quote.sent_version)

    order = client.put(URL, json={"quote_id": quote.id}, headers=headers).json()

    expected = [str(v) for v in (version.subtotal, version.shipping, version.vat, version.total, version.cost_total)]
    assert [order[k] for k in ("subtotal", "shipping", "vat", "total", "cost_total")] == expected
    assert [line["line_total"] for line in order["lines"]] == ["3886.42", "5.21", "0.50"]
    assert order["subtotal"] == "3892.13"


def _draft(db: Session) -> Quote:
    return make_quote(db)


def _sent(db: Session) -> Quote:
    return make_sent_quote(db)


def _expired(db: Session) -> Quote:
    return expire(db, make_sent_quote(db), days_ago=3)


def _rejected(db: Session) -> Quote:
    quote = make_sent_quote(db)
    return mark_decided(db, quote, accepted=False, reason="Too dear")


def _withdrawn(db: Session) -> Quote:
    quote = make_sent_quote(db)
    quote.status = QuoteStatus.withdrawn.value
    db.flush()
    return quote


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (_draft, "has not been sent to the customer yet: only an accepted quote can become an order."),
        (_sent, "has not been accepted yet: record the customer's acceptance first."),
        (_expired, "expired on "),
        (_rejected, "was rejected by the customer: only an accepted quote can become an order."),
        (_withdrawn, "was withdrawn: only an accepted quote can become an order."),
    ],
    ids=["draft", "sent", "expired", "rejected", "withdrawn"],
)
def test_only_an_accepted_quote_converts(
    client: TestClient, db: Session, headers: Headers, make: object, message: str
) -> None:
    quote = make(db)  # type: ignore[operator]
    status, row_version = quote.status, quote.row_version

    response = client.put(URL, json={"quote_id": quote.id}, headers=headers)

    assert response.status_code == 409, response.text
    assert response.json()["detail"].startswith(f"Quote {quote.number} ")
    assert message in response.json()["detail"]
    db.expire_all()
    assert (quote.status, quote.row_version) == (status, row_version)
    assert order_count(db) == 0


def test_expired_message_names_the_date(client: TestClient, db: Session, headers: Headers) -> None:
    quote = _expired(db)
    assert quote.valid_until is not None

    detail = client.put(URL, json={"quote_id": quote.id}, headers=headers).json()["detail"]

    when = quote.valid_until
    assert detail == f"Quote {quote.number} expired on {when.day} {when:%b %Y} without being accepted."


def test_a_converted_quote_says_which_order(client: TestClient, db: Session, headers: Headers) -> None:
    quote = make_accepted_quote(db)
    first = client.put(URL, json={"quote_id": quote.id}, headers=headers).json()

    again = client.put(URL, json={"quote_id": quote.id}, headers=headers)

    assert again.status_code == 409
    assert again.json()["detail"] == f"Quote {quote.number} was already converted to order {first['number']}."
    assert order_count(db) == 1


def test_unknown_quote_and_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    missing = client.put(URL, json={"quote_id": 999_999}, headers=headers)
    zero = client.put(URL, json={"quote_id": 0}, headers=headers)
    long_po = client.put(URL, json={"quote_id": 1, "po_number": "x" * 101}, headers=headers)
    nothing = client.put(URL, json={}, headers=headers)

    assert missing.status_code == 404 and missing.json()["detail"] == "This quote does not exist."
    assert zero.status_code == 422 and zero.json()["errors"][0]["field"] == "quote_id"
    assert long_po.status_code == 422 and long_po.json()["errors"][0]["field"] == "po_number"
    assert nothing.status_code == 422 and nothing.json()["errors"][0]["field"] == "quote_id"


def test_a_manager_converts_too_and_the_order_is_theirs(
    client: TestClient, db: Session, manager_headers: Headers, manager: User
) -> None:
    quote = make_accepted_quote(db)

    response = client.put(URL, json={"quote_id": quote.id}, headers=manager_headers)

    assert response.status_code == 200
    assert response.json()["created_by"]["id"] == manager.id
