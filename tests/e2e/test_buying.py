"""Buying from start to order, as the people involved would do it. Staff open a customer quote, request prices
for its two lines from two suppliers and send the request; each supplier opens the link from the mail in a browser
of its own (no login): one cannot make the lintels and offers an alternative, the other prices both and adds
haulage. Staff compare the answers and award, then apply the awarded costs in the customer quote's editor: cost
prices, delivery and margin change. The supplier re-quotes, and the customer quote's line is flagged in the editor
and on the quotes list. A purchase order is generated, mailed, acknowledged by the supplier from the mailed link;
the order's screen says so. On the way: both tabs of Supplier Quotes & Orders and a supplier quote's editor."""

from __future__ import annotations

import random
import re
import string
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, WAIT, log_in
from tests.smtp import Collector

pytestmark = pytest.mark.usefixtures("patient_expect")

UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"


def _api(live_server: str) -> httpx.Client:
    """The demo admin's API client: to set up the records a colleague would have entered, and to read them back."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"}, timeout=60)


def _supplier(api: httpx.Client, name: str, email: str) -> int:
    """A supplier with one contact who has an email address: the supplier's id."""
    made = api.post("/api/suppliers/add", json={"name": name})
    made.raise_for_status()
    contact = api.post(
        "/api/contacts/add",
        json={"related_id": made.json()["id"], "first_name": "Alex", "last_name": "Booth", "email": email},
    )
    contact.raise_for_status()
    return int(made.json()["id"])


@pytest.fixture(scope="module")
def records(live_server: str) -> Iterator[dict[str, Any]]:
    """A customer quote of two free-text lines (bricks per 1,000 and lintels each) and two suppliers, each with a
    contact who has an email address."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    with _api(live_server) as api:
        customer = api.post("/api/customers/add", json={"name": f"Luddenden Homes {tag}"})
        customer.raise_for_status()
        contact = api.post(
            "/api/contacts/add",
            json={"related_id": customer.json()["id"], "first_name": "Jo", "last_name": "Holt",
                  "email": f"jo.{tag.lower()}@example.com"},
        )  # fmt: skip
        contact.raise_for_status()
        bricks, lintels = f"Rufford Red Multi {tag}", f"Concrete lintel {tag}"
        quote = api.post(
            "/api/quotes/add",
            json={"quote": {"customer_id": customer.json()["id"], "contact_ids": [contact.json()["contact_id"]],
                            "lines": [
                                {"description": bricks, "quantity": "8000", "unit": "per_1000",
                                 "cost_price": "400.00", "sell_price": "560.00"},
                                {"description": lintels, "quantity": "12", "unit": "each",
                                 "cost_price": "15.00", "sell_price": "24.00"},
                            ]}},
        )  # fmt: skip
        quote.raise_for_status()
        suppliers = {}
        for key, name in (("aire", f"Aire Valley Brick {tag}"), ("calder", f"Calder Brick Factors {tag}")):
            email = f"{key}.{tag.lower()}@example.com"
            suppliers[key] = {"name": name, "email": email, "id": _supplier(api, name, email)}
        yield {"tag": tag, "quote": quote.json(), "bricks": bricks, "lintels": lintels, **suppliers}


@contextmanager
def _fresh_browser(browser: Browser, live_server: str) -> Iterator[Page]:
    """Another person's browser: nothing stored, nobody logged in."""
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT)
    try:
        yield context.new_page()
    finally:
        context.close()


def _link(mailbox: Collector, to: str, path: str) -> str:
    """The link of the last mail sent to `to` that carries one to `/path/{uuid}` (the server's job relay delivers it
    a moment after the send: waited for)."""
    deadline = time.monotonic() + 30
    while True:
        for message in reversed(mailbox.messages()):
            if to in str(message["To"]):
                body = message.get_body(preferencelist=("plain",))
                found = re.search(rf"https?://[^\s\"<>]+(/{path}/{UUID})", body.get_content() if body else "")
                if found:
                    return found.group(1)
        if time.monotonic() > deadline:
            break
        time.sleep(0.2)
    raise AssertionError(f"No mail to {to} with a /{path}/ link among {[m['Subject'] for m in mailbox.messages()]}")


def _line(page: Page, description: str) -> Any:
    return page.get_by_role("group", name=re.compile(re.escape(description)))


def _submit(page: Page, button: str, dialog_title: str, send: str) -> None:
    summary = page.get_by_role("complementary", name="Summary")
    summary.get_by_role("button", name=button).click()
    dialog = page.get_by_role("dialog", name=dialog_title)
    dialog.get_by_label("Your name").fill("Alex Booth")
    dialog.get_by_role("button", name=send).click()
    expect(dialog).to_be_hidden()
    expect(summary.get_by_role("button", name="Submit new version")).to_be_visible()


def _aire_answers(page: Page, records: dict[str, Any]) -> None:
    """Bricks priced; lintels not made there, a steel one offered instead."""
    bricks = _line(page, records["bricks"])
    bricks.get_by_label("Price per 1,000").fill("450")
    bricks.get_by_label("Lead time", exact=True).fill("10")
    lintels = _line(page, records["lintels"])
    lintels.get_by_role("checkbox", name="Can't quote this line").check()
    lintels.get_by_label("Why not?").fill("Not made at our works")
    lintels.get_by_label("Alternative product offered").fill("Steel lintel 1200mm")
    lintels.get_by_label("Alternative's price each").fill("14.20")
    _submit(page, "Submit prices", "Send your prices", "Send prices")


def _calder_answers(page: Page, records: dict[str, Any], brick_price: str) -> None:
    """Both lines priced, with haulage of one load."""
    bricks = _line(page, records["bricks"])
    bricks.get_by_label("Price per 1,000").fill(brick_price)
    bricks.get_by_label("Lead time", exact=True).fill("5")
    lintels = _line(page, records["lintels"])
    lintels.get_by_label("Price each").fill("13.50")
    lintels.get_by_label("Lead time", exact=True).fill("5")
    page.get_by_role("combobox", name="Haulage").click()
    page.get_by_role("option", name="Per load").click()
    page.get_by_label("Haulage per load").fill("300")
    page.get_by_label("Loads").fill("1")
    expect(bricks.get_by_text("Line total £3,440.00")).to_be_visible()
    _submit(page, "Submit prices", "Send your prices", "Send prices")


def test_request_compare_award_cost_requote_and_order(
    page: Page, browser: Browser, live_server: str, salesman: str, mailbox: Collector, records: dict[str, Any]
) -> None:
    page.set_default_timeout(WAIT)
    aire, calder = records["aire"], records["calder"]
    quote_id, number = records["quote"]["quote_id"], records["quote"]["number"]

    # Sam, in sales, opens the customer quote and asks for supplier prices from it.
    log_in(page, salesman, SALES_PASSWORD)
    page.goto(f"/quotes/editor/{quote_id}")
    totals = page.get_by_role("region", name="Totals")
    expect(totals.get_by_role("group", name="Margin", exact=True)).to_contain_text("£1,388.00")
    section = page.get_by_role("region", name="Supplier quotes")
    expect(section.get_by_text("No supplier quotes yet: request prices for its lines.")).to_be_visible()
    section.get_by_role("link", name="Request prices").click()
    page.wait_for_url(re.compile(rf"/supplier-quotes/request/{quote_id}$"))
    expect(page.get_by_role("heading", level=1, name=f"Supplier prices for {number}")).to_be_visible()
    lines = page.get_by_role("table", name="Lines to ask for")
    expect(lines.get_by_role("checkbox", name=f"Ask for {records['bricks']}")).to_be_checked()
    expect(lines.get_by_role("checkbox", name=f"Ask for {records['lintels']}")).to_be_checked()
    for supplier in (aire, calder):
        picker = page.get_by_role("combobox", name=re.compile("^Add a supplier"))
        picker.fill(supplier["name"])
        page.get_by_role("option", name=re.compile(re.escape(supplier["name"]))).click()
        expect(page.get_by_role("button", name=supplier["name"])).to_be_visible()
    page.get_by_label("Site postcode").fill("HX2 6RL")
    page.get_by_role("button", name="Create request to 2 suppliers").click()
    sending = page.get_by_role("dialog", name="Send the request to 2 suppliers")
    expect(sending.get_by_text("Subject:")).to_be_visible()
    sending.get_by_role("button", name="Send").click()
    expect(sending).to_be_hidden()
    asked = page.get_by_role("table", name="Suppliers asked")
    expect(asked.get_by_role("row")).to_have_count(3)

    # Each supplier answers from the link in its mail, in a browser of its own.
    with _fresh_browser(browser, live_server) as supplier_page:
        supplier_page.goto(_link(mailbox, aire["email"], "supplier-quote"))
        expect(supplier_page.get_by_role("heading", level=1)).to_contain_text("version 1")
        expect(supplier_page.get_by_text("HX2 6RL")).to_be_visible()
        _aire_answers(supplier_page, records)
    calder_link = _link(mailbox, calder["email"], "supplier-quote")
    with _fresh_browser(browser, live_server) as supplier_page:
        supplier_page.goto(calder_link)
        _calder_answers(supplier_page, records, "430")

    # Sam compares the answers and awards both lines to Calder.
    page.reload()
    matrix = page.get_by_role("table", name="Comparison")
    expect(matrix.get_by_role("columnheader", name=re.compile(re.escape(aire["name"])))).to_be_visible()
    expect(matrix.get_by_role("columnheader", name=re.compile(re.escape(calder["name"])))).to_be_visible()
    lintel_row = matrix.get_by_role("row", name=re.compile(re.escape(records["lintels"])))
    expect(lintel_row).to_contain_text("Alternative: Steel lintel 1200mm at £14.20")
    brick_row = matrix.get_by_role("row", name=re.compile(re.escape(records["bricks"])))
    expect(brick_row.get_by_text("Best price")).to_have_count(1)
    for description in (records["bricks"], records["lintels"]):
        matrix.get_by_role("radio", name=f"Choose {calder['name']} for {description}").check()
    page.get_by_role("button", name="Award the chosen lines (2)").click()
    award = page.get_by_role("dialog", name="Award 2 lines")
    award.get_by_label("Reason").fill("Cheapest, and delivers in a week")
    award.get_by_role("button", name="Award").click()
    expect(award).to_be_hidden()
    expect(matrix.get_by_text("Awarded", exact=True)).to_have_count(2)
    expect(matrix).to_contain_text("2 lines awarded")

    # The awarded costs go into the customer quote: cost prices, delivery and margin change.
    page.get_by_role("link", name="Apply costs to the customer quote").click()
    page.wait_for_url(re.compile(rf"/quotes/editor/{quote_id}$"))
    costs = page.get_by_role("dialog", name="Apply supplier costs")
    expect(costs.get_by_role("row", name=f"Proposed cost: {records['bricks']}")).to_contain_text("£400.00 → £430.00")
    expect(costs.get_by_role("row", name=f"Proposed cost: {records['lintels']}")).to_contain_text("£15.00 → £13.50")
    expect(costs).to_contain_text("1 load at £300.00")
    costs.get_by_role("button", name="Apply").click()
    expect(costs).to_be_hidden()
    expect(page.get_by_role("textbox", name="Cost price, line 1")).to_have_value("430.00")
    expect(page.get_by_role("textbox", name="Cost price, line 2")).to_have_value("13.50")
    expect(totals.get_by_role("group", name="Cost", exact=True)).to_contain_text("£3,602.00")
    expect(totals.get_by_role("group", name="Margin", exact=True)).to_contain_text("£1,166.00")
    expect(totals.get_by_role("group", name="Delivery", exact=True)).to_contain_text("£300.00")
    page.get_by_role("region", name="Save the quote").get_by_role("button", name="Save").click()
    expect(page.get_by_text("No unsaved changes.")).to_be_visible()
    with _api(live_server) as api:
        saved = api.get(f"/api/quotes/{quote_id}").json()
    assert [(line["cost_price"], line["supplier_quote_line_id"] is not None) for line in saved["lines"]] == [
        ("430.00", True),
        ("13.50", True),
    ]
    assert saved["totals"]["cost"] == "3602.00"
    assert saved["totals"]["margin"] == "1166.00"
    assert saved["shipping"]["price_per_load"] == "300.00"

    # Calder re-quotes its bricks dearer: a new version on its page.
    with _fresh_browser(browser, live_server) as supplier_page:
        supplier_page.goto(calder_link)
        expect(supplier_page.get_by_role("heading", level=1)).to_contain_text("version 1")
        _line(supplier_page, records["bricks"]).get_by_label("Price per 1,000").fill("455")
        _submit(supplier_page, "Submit new version", "Send revised prices", "Send version 2")
        expect(supplier_page.get_by_role("heading", level=1)).to_contain_text("version 2")

    # The customer quote's bricks line is flagged, with what it does to the margin; and so is the quote on the list.
    page.reload()
    flag = re.compile(r"^Line 1: Re-quoted: £430\.00 → £455\.00, margin \u2212£200\.00")  # a minus sign, not a hyphen
    expect(page.get_by_label(flag)).to_be_visible()
    expect(page.get_by_label(re.compile(r"^Line 2: Re-quoted"))).to_have_count(0)
    page.goto(f"/quotes?q={number}")
    expect(page.get_by_label(f"{number}: 1 line with supplier cost warnings")).to_be_visible()

    # Both tabs of Supplier Quotes & Orders; a supplier quote's own screen with its two versions.
    page.goto(f"/supplier-quotes?q={records['tag']}")
    expect(page.get_by_role("heading", level=1, name="Supplier Quotes & Orders")).to_be_visible()
    listed = page.get_by_role("table", name="Supplier quotes")
    expect(listed.get_by_role("row", name=re.compile(re.escape(aire["name"])))).to_be_visible()
    listed.get_by_role("row", name=re.compile(re.escape(calder["name"]))).get_by_role("link").first.click()
    page.wait_for_url(re.compile(r"/supplier-quotes/editor/\d+$"))
    expect(page.get_by_role("heading", level=1, name=re.compile(re.escape(calder["name"])))).to_be_visible()
    versions = page.get_by_role("table", name="Versions")
    expect(versions.get_by_role("row")).to_have_count(2)
    expect(versions.get_by_role("row", name=re.compile(r"^v2 .*Alex Booth"))).to_be_visible()

    # A new version starts unawarded: Sam awards Calder's revised prices as a whole, then orders from the request
    # screen; the order is mailed, and acknowledged by Calder.
    page.goto(f"/supplier-quotes/request/{quote_id}")
    matrix = page.get_by_role("table", name="Comparison")
    expect(matrix.get_by_role("link", name=re.compile(r"^SQ-\d+ v2$"))).to_be_visible()
    expect(page.get_by_role("button", name="Generate POs")).to_be_disabled()
    matrix.get_by_role("button", name=f"Award all to {calder['name']}").click()
    award = page.get_by_role("dialog", name=f"Award every line {calder['name']} priced")
    award.get_by_label("Reason").fill("Still the cheapest after the revision")
    award.get_by_role("button", name="Award").click()
    expect(award).to_be_hidden()
    expect(matrix).to_contain_text("2 lines awarded")
    page.get_by_role("button", name="Generate POs").click()
    drafting = page.get_by_role("dialog", name="Draft 1 purchase order?")
    expect(drafting).to_contain_text(f"{calder['name']} (")
    drafting.get_by_role("button", name="Draft the order").click()
    page.get_by_role("link", name="See the purchase orders").click()
    page.get_by_role("tab", name="Purchase orders", selected=True).wait_for()
    orders = page.get_by_role("table", name="Purchase orders")
    order_row = orders.get_by_role("row", name=re.compile(re.escape(calder["name"])))
    order_row.get_by_role("link", name=re.compile(r"^PO-\d+$")).click()
    page.wait_for_url(re.compile(r"/supplier-quotes/orders/\d+$"))
    expect(page.get_by_role("heading", level=1, name=re.compile(re.escape(calder["name"])))).to_be_visible()
    expect(page.get_by_text("Not sent to the supplier yet.")).to_be_visible()
    page.get_by_role("button", name="Preview and send").click()
    send = page.get_by_role("dialog", name=re.compile(r"^Send PO-\d+ to the supplier"))
    expect(send.get_by_text(calder["email"])).to_be_visible()
    send.get_by_role("button", name="Send").click()
    expect(send).to_be_hidden(timeout=90_000)  # the order's PDF is made and attached: slow on a busy machine
    expect(page.get_by_text(re.compile("not opened yet"))).to_be_visible()

    order_link = _link(mailbox, calder["email"], "purchase-order")
    order_mail = [m for m in mailbox.messages() if str(m["Subject"]).startswith("Purchase order PO-")][-1]
    assert calder["email"] in str(order_mail["To"])
    assert [a.get_content_type() for a in order_mail.iter_attachments()] == ["application/pdf"]
    with _fresh_browser(browser, live_server) as supplier_page:
        supplier_page.goto(order_link)
        expect(supplier_page.get_by_text("Please confirm this order")).to_be_visible()
        expect(supplier_page.get_by_role("list", name="Order lines")).to_contain_text(records["bricks"])
        supplier_page.get_by_role("button", name="Acknowledge order").click()
        dialog = supplier_page.get_by_role("dialog", name="Acknowledge this order")
        dialog.get_by_label("Your name").fill("Alex Booth")
        dialog.get_by_role("button", name="Acknowledge order").click()
        expect(supplier_page.get_by_text("Acknowledged", exact=True)).to_be_visible()

    page.reload()
    expect(page.get_by_text(re.compile(r"^Acknowledged by Alex Booth on"))).to_be_visible()

    # Read on a phone, the order and the request fit the screen (their tables scroll inside their cards), and the
    # request still shows the total of the answer the order was placed from.
    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    expect(page.get_by_role("table", name="Lines")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.goto(f"/supplier-quotes/request/{quote_id}")
    tracking = page.get_by_role("table", name="Suppliers asked")
    ordered = tracking.get_by_role("row").filter(has_text=calder["name"]).filter(has_text="Ordered")
    expect(ordered).to_contain_text(re.compile(r"£[\d,]+\.\d{2}$"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
