"""A customer quote from start to order: staff build it from a pasted list, make one line an option and send it;
the customer opens the link from the mail with no login, ticks the option and accepts with a purchase order
number; staff see it accepted and convert it to an order. And the customer's page for a link that is no longer
the quote to answer (a newer version was sent, or it expired), read on a phone."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, log_in

WAIT = 15_000  # the machine may be busy: generous waits, never fixed sleeps


def _api(live_server: str) -> httpx.Client:
    """The demo admin's API client, to set up records the way a colleague would have entered them."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"}, timeout=60)


def _tag() -> str:
    """Letters only, so a pasted line's words stay words (a number would be read as a quantity or a size)."""
    return "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()


def _customer(api: httpx.Client, name: str, contact: tuple[str, str, str]) -> tuple[int, int]:
    """A customer with one contact who has an email address: (customer id, contact id)."""
    customer = api.post("/api/customers/add", json={"name": name})
    customer.raise_for_status()
    first, last, email = contact
    added = api.post(
        "/api/contacts/add",
        json={"related_id": customer.json()["id"], "first_name": first, "last_name": last, "email": email},
    )
    added.raise_for_status()
    return int(customer.json()["id"]), int(added.json()["contact_id"])


def _products(api: httpx.Client, tag: str, items: list[dict[str, str]]) -> list[dict[str, Any]]:
    """A supplier's products, as the catalogue lists them."""
    supplier = api.post("/api/suppliers/add", json={"name": f"Calder Brick Supplies {tag}"})
    supplier.raise_for_status()
    made = []
    for item in items:
        created = api.post("/api/products/add", json={"supplier_id": supplier.json()["id"], **item})
        created.raise_for_status()
        made.append(created.json())
    return made


def _fields(customer_id: int, contact_id: int, product: dict[str, Any], quantity: str) -> dict[str, Any]:
    """A quote for one product, to the customer's contact."""
    return {
        "customer_id": customer_id,
        "contact_ids": [contact_id],
        "lines": [
            {
                "product_id": product["product_id"],
                "description": product["name"],
                "quantity": quantity,
                "unit": product["selling_unit"],
                "cost_price": product["cost_price"],
                "sell_price": product["list_price"],
            }
        ],
    }


@contextmanager
def _fresh_browser(browser: Browser, live_server: str, **options: Any) -> Iterator[Page]:
    """Another person's browser: nothing stored, nobody logged in."""
    context = browser.new_context(base_url=live_server, **options)
    context.set_default_timeout(WAIT)
    try:
        yield context.new_page()
    finally:
        context.close()


def test_a_quote_from_a_pasted_list_is_sent_accepted_by_the_customer_and_becomes_an_order(
    page: Page, browser: Browser, live_server: str, salesman: str
) -> None:
    page.set_default_timeout(WAIT)
    tag = _tag()
    customer = f"Holme Moss Homes {tag}"
    email = f"aisha.{tag.lower()}@example.com"
    bricks, mortar, ties = f"Kirkstall Heather {tag}", f"Aire Lime Mortar {tag}", f"Stainless Wall Ties {tag}"
    with _api(live_server) as api:
        _customer(api, customer, ("Aisha", "Rahman", email))
        _products(
            api,
            tag,
            [
                {"code": f"KH-{tag}", "name": bricks, "category": "facing_brick", "colour": "Red",
                 "selling_unit": "per_1000", "cost_price": "410.00", "list_price": "520.00"},
                {"code": f"ALM-{tag}", "name": mortar, "category": "mortar", "colour": "",
                 "selling_unit": "pack", "cost_price": "6.40", "list_price": "9.50"},
                {"code": f"SWT-{tag}", "name": ties, "category": "other", "colour": "",
                 "selling_unit": "each", "cost_price": "0.52", "list_price": "0.85"},
            ],
        )  # fmt: skip

    # Sam, in sales, starts a new quote from the list of quotes, for the customer and its contact.
    log_in(page, salesman, SALES_PASSWORD)
    page.goto("/quotes")
    expect(page.get_by_role("heading", level=1, name="Customer Quotes & Orders")).to_be_visible()
    page.get_by_role("link", name="New quote").first.click()
    page.wait_for_url(re.compile(r"/quotes/editor/new$"))
    expect(page.get_by_role("heading", level=1, name="New quote")).to_be_visible()
    expect(page.get_by_role("combobox", name="Account manager")).to_contain_text("Sam Seller")
    page.get_by_role("combobox", name=re.compile(r"^Customer")).fill(f"Moss Homes {tag}")
    page.get_by_role("option", name=customer, exact=True).click()
    page.get_by_role("combobox", name="Contacts").click()
    page.get_by_role("option", name=f"Aisha Rahman · {email}").click()
    page.keyboard.press("Escape")

    # Paste a list: each line finds its product; the bricks are counted as written (priced per 1,000).
    page.get_by_role("button", name="Paste list").click()
    paste = page.get_by_role("dialog", name="Paste a list")
    paste.get_by_role("textbox", name="One item per line").fill(f"12,500 {bricks}\n40 {mortar}\n250 {ties}")
    paste.get_by_role("button", name="Find products").click()
    matched = paste.get_by_role("table", name="Matched lines")
    for n, (name, quantity) in enumerate(((bricks, "12500"), (mortar, "40"), (ties, "250")), start=1):
        expect(matched.get_by_role("combobox", name=f"Product for line {n}").locator("option:checked")).to_contain_text(
            name
        )
        expect(matched.get_by_role("textbox", name=f"Quantity for line {n}")).to_have_value(quantity)
    expect(matched.get_by_role("row").nth(1)).to_contain_text("bricks")  # what the quantity counts
    paste.get_by_role("button", name="Add 3 lines").click()
    expect(paste).to_be_hidden()

    lines = page.get_by_role("table", name="Quote lines")
    expect(lines.get_by_role("textbox", name="Description, line 1")).to_have_value(bricks)
    expect(lines.get_by_role("textbox", name="Sell price, line 1")).to_have_value("520.00")
    expect(page.get_by_label("Line total, line 1")).to_have_text("£6,500.00")
    expect(page.get_by_label("Line total, line 2")).to_have_text("£380.00")
    expect(page.get_by_label("Line total, line 3")).to_have_text("£212.50")

    # The wall ties become an option the customer may tick; one load of delivery.
    lines.get_by_role("checkbox", name="Optional, line 3").check()
    expect(lines.get_by_role("checkbox", name="Selected, line 3")).not_to_be_checked()
    page.get_by_role("textbox", name="Loads").fill("1")
    page.get_by_role("textbox", name="Price per load").fill("120")

    totals = page.get_by_role("region", name="Totals")
    expected = {"Subtotal": "£6,880.00", "Delivery": "£120.00", "VAT at 20%": "£1,400.00", "Total": "£8,400.00"}
    for label, amount in {**expected, "Cost": "£5,381.00", "Margin": "£1,499.00", "Margin %": "21.8%"}.items():
        expect(totals.get_by_role("group", name=label, exact=True)).to_contain_text(amount)

    page.get_by_role("region", name="Save the quote").get_by_role("button", name="Save", exact=True).click()
    page.wait_for_url(re.compile(r"/quotes/editor/\d+$"))
    editor_url = page.url
    heading = page.get_by_role("heading", level=1, name=re.compile(r"^Quote Q-\d+$"))
    expect(heading).to_be_visible()
    number = heading.inner_text().removeprefix("Quote ").strip()
    expect(page.get_by_text(f"{number} · version 1")).to_be_visible()
    expect(page.get_by_text("No unsaved changes.")).to_be_visible()
    expect(totals.get_by_role("group", name="Total", exact=True)).to_contain_text("£8,400.00")

    # Send it: the mail as it will go, then sent.
    page.get_by_role("toolbar", name="Quote actions").get_by_role("button", name="Send…").click()
    send = page.get_by_role("dialog", name=f"Send {number} to the customer")
    expect(send.get_by_role("checkbox", name=re.compile("^Aisha Rahman"))).to_be_checked()
    preview = send.get_by_role("region", name="Email preview")
    expect(preview).to_contain_text(f"Aisha Rahman <{email}>", timeout=WAIT)
    expect(preview).to_contain_text(number)
    send.get_by_role("button", name="Send", exact=True).click()
    expect(send).to_be_hidden(timeout=WAIT)
    expect(page.get_by_test_id("snackbar")).to_contain_text(f"Quote sent to Aisha Rahman <{email}>.")
    expect(page.get_by_text("Sent", exact=True)).to_be_visible()

    # The admin reads the mail in the outbox: it carries the customer's link.
    with _fresh_browser(browser, live_server, viewport={"width": 1280, "height": 800}) as admin:
        log_in(admin)
        admin.goto("/outbox")
        admin.get_by_role("searchbox", name="Search by recipient or subject").fill(email)
        mail_row = admin.get_by_role("table", name="Sent mail").get_by_role("row").filter(has_text=email)
        expect(mail_row).to_have_count(1)
        expect(mail_row).to_contain_text(number)
        mail_row.get_by_role("button").first.click()
        mail = admin.get_by_role("dialog")
        expect(mail).to_contain_text(f"quotation {number} (version 1)")
        expect(mail).to_contain_text("Total: £8,400.00 including VAT")
        expect(mail.get_by_role("button", name=re.compile(r"^Download .*\.pdf"))).to_be_visible()
        found = re.search(rf"{re.escape(live_server)}/quote/[0-9a-f-]{{36}}\?version=1", mail.inner_text())
        assert found, mail.inner_text()
        link = found.group(0)
        expect(mail.get_by_role("link", name=link, exact=True)).to_have_attribute("href", link)

    # The customer opens the link: no login, no app around it.
    with _fresh_browser(browser, live_server, viewport={"width": 1280, "height": 800}) as customer_page:
        customer_page.goto(link)
        expect(customer_page.get_by_role("heading", level=1)).to_contain_text(f"Quotation {number}")
        expect(customer_page.get_by_role("heading", level=1)).to_contain_text("version 1")
        expect(customer_page).to_have_url(link)
        expect(customer_page.get_by_test_id("topbar")).to_have_count(0)
        expect(customer_page.get_by_test_id("nav-drawer")).to_have_count(0)
        expect(customer_page.get_by_role("status").filter(has_text="Please review and accept")).to_be_visible()

        items = customer_page.get_by_role("table", name="Quote lines")
        brick_row = items.get_by_role("row").filter(has_text=bricks)
        expect(brick_row).to_contain_text("12,500")
        expect(brick_row).to_contain_text("£520.00 per 1,000")
        expect(brick_row).to_contain_text("£6,500.00")
        expect(items.get_by_role("row").filter(has_text=mortar)).to_contain_text("40 packs")
        tie_row = items.get_by_role("row").filter(has_text=ties)
        expect(tie_row).to_contain_text("Not included")
        expect(customer_page.get_by_text("£410.00")).to_have_count(0)  # never the cost price
        expect(customer_page.get_by_text("Margin")).to_have_count(0)
        summary = customer_page.get_by_role("complementary", name="Summary")
        expect(summary).to_contain_text("£8,400.00")

        # Tick the option: the totals follow.
        items.get_by_role("checkbox", name=f"Include {ties}").check()
        expect(summary).to_contain_text("£8,655.00", timeout=WAIT)
        expect(summary).to_contain_text("£7,092.50")
        expect(tie_row).not_to_contain_text("Not included")

        summary.get_by_role("button", name="Accept quote").click()
        accept = customer_page.get_by_role("dialog", name="Accept this quote")
        expect(accept).to_contain_text(f"quotation {number} (version 1) for £8,655.00 including VAT")
        accept.get_by_role("textbox", name=re.compile(r"^Your name")).fill("Aisha Rahman")
        accept.get_by_role("textbox", name="Purchase order number").fill("PO-4711")
        accept.get_by_role("button", name="Accept quote").click()
        expect(accept).to_be_hidden(timeout=WAIT)
        accepted = customer_page.get_by_role("status").filter(has_text="Accepted on")
        expect(accepted).to_contain_text("by Aisha Rahman (PO PO-4711)")
        expect(accepted).to_contain_text("Thank you for your order.")
        expect(customer_page.get_by_role("button", name="Accept quote")).to_have_count(0)
        expect(items.get_by_role("checkbox", name=f"Include {ties}")).to_be_disabled()

    # Back to Sam, the account manager: his notification leads to the quote, accepted with the customer's PO and
    # choice, and he turns it into an order.
    page.goto("/quotes")
    page.get_by_role("button", name="Notifications").click()
    page.get_by_role("menuitem", name=f"{customer} accepted quote {number} (£8,655.00)").click()
    expect(page).to_have_url(editor_url)
    expect(page.get_by_role("heading", level=1, name=f"Quote {number}")).to_be_visible()
    expect(page.get_by_text("Accepted", exact=True)).to_be_visible()
    expect(page.get_by_text("PO PO-4711", exact=True)).to_be_visible()
    expect(page.get_by_text("This quote is accepted and can no longer be changed.", exact=False)).to_be_visible()
    expect(page.get_by_role("checkbox", name="Selected, line 3")).to_be_checked()
    expect(totals.get_by_role("group", name="Total", exact=True)).to_contain_text("£8,655.00")

    # The acceptance raised Sam's task on the task pad (the rule acts after the public page's commit).
    page.goto("/taskpad")
    card = page.get_by_text(re.compile(rf"Raise the purchase orders — .*{number}")).first
    expect(card).to_be_visible(timeout=WAIT)
    page.goto(editor_url)
    expect(page.get_by_role("heading", level=1, name=f"Quote {number}")).to_be_visible()

    page.get_by_role("button", name="More actions").click()
    page.get_by_role("menuitem", name="Convert to order").click()
    convert = page.get_by_role("dialog", name=f"Convert {number} to an order?")
    expect(convert).to_contain_text("with purchase order PO-4711")
    convert.get_by_role("button", name="Convert to order").click()
    expect(convert).to_be_hidden(timeout=WAIT)
    snackbar = page.get_by_test_id("snackbar")
    expect(snackbar).to_contain_text(re.compile(rf"Order SO-\d+ created from {number}\."))
    order = re.search(r"SO-\d+", snackbar.inner_text())
    assert order, snackbar.inner_text()
    order_number = order.group(0)
    expect(page.get_by_role("link", name=f"Order {order_number}")).to_be_visible()
    expect(page.get_by_text("Converted", exact=True)).to_be_visible()

    page.goto("/quotes")
    page.get_by_role("tab", name="Orders").click()
    orders = page.get_by_role("table", name="Orders")
    row = orders.get_by_role("row").filter(has_text=order_number)
    expect(row).to_contain_text(customer)
    expect(row).to_contain_text(number)
    expect(row).to_contain_text("PO-4711")
    expect(row).to_contain_text("£8,655.00")


def test_a_superseded_or_expired_link_says_so_and_the_quote_reads_on_a_phone(
    browser: Browser, live_server: str
) -> None:
    tag = _tag()
    with _api(live_server) as api:
        customer_id, contact_id = _customer(
            api, f"Marsden Moor Builders {tag}", ("Tom", "Pickles", f"tom.{tag.lower()}@example.com")
        )
        (bricks,) = _products(
            api,
            tag,
            [{"code": f"WB-{tag}", "name": f"Wessenden Buff {tag}", "category": "facing_brick", "colour": "Buff",
              "selling_unit": "per_1000", "cost_price": "400.00", "list_price": "500.00"}],
        )  # fmt: skip
        # Sent as version 1, revised and sent again as version 2.
        fields = _fields(customer_id, contact_id, bricks, "8000")
        added = api.post("/api/quotes/add", json={"quote": fields})
        added.raise_for_status()
        quote = added.json()
        api.get(f"/api/quotes/send/{quote['quote_id']}").raise_for_status()
        sent = api.get(f"/api/quotes/{quote['quote_id']}")
        sent.raise_for_status()
        revised = _fields(customer_id, contact_id, bricks, "10000")
        edited = api.post(
            "/api/quotes/edit",
            json={"quote": {**revised, "quote_id": quote["quote_id"], "row_version": sent.json()["row_version"]}},
        )
        edited.raise_for_status()
        assert edited.json()["version"] == 2
        api.get(f"/api/quotes/send/{quote['quote_id']}").raise_for_status()
        # One of the demo's quotes lapsed unanswered.
        expired = api.get("/api/quotes", params={"status": "expired"})
        expired.raise_for_status()
        assert expired.json()["items"], "the demo data has an expired quote"
        lapsed = expired.json()["items"][0]

    with _fresh_browser(browser, live_server, viewport={"width": 375, "height": 740}, is_mobile=True) as phone:
        # The first version's link: a newer one was sent, so this one cannot be answered.
        phone.goto(f"/quote/{quote['uuid']}?version=1")
        expect(phone.get_by_role("heading", level=1)).to_contain_text(f"Quotation {quote['number']}")
        banner = phone.get_by_role("status").filter(has_text="A newer version")
        expect(banner).to_contain_text("A newer version (version 2) of this quote was sent")
        expect(phone.get_by_role("button", name="Accept quote")).to_have_count(0)
        expect(phone.get_by_role("list", name="Quote lines")).to_contain_text("8,000")

        # The latest version: the totals bar with Accept stays at the bottom of the phone's screen.
        banner.get_by_role("link", name="View the latest version").click()
        expect(phone).to_have_url(re.compile(r"\?version=2$"))
        expect(phone.get_by_role("heading", level=1)).to_contain_text("version 2")
        expect(phone.get_by_role("status").filter(has_text="Please review and accept")).to_be_visible()
        expect(phone.get_by_role("list", name="Quote lines")).to_contain_text("10,000")
        bar = phone.get_by_role("complementary", name="Summary")
        # 10,000 bricks at £500.00 per 1,000 = £5,000.00; VAT £1,000.00; £6,000.00 in all.
        expect(bar).to_contain_text("£5,000.00")
        expect(bar).to_contain_text("£1,000.00")
        expect(bar).to_contain_text("£6,000.00")
        expect(bar).to_be_in_viewport()
        expect(bar.get_by_role("button", name="Accept quote")).to_be_in_viewport()
        expect(bar.get_by_role("button", name="Decline")).to_be_visible()
        phone.mouse.wheel(0, 3000)  # down to the comments: the bar stays
        expect(phone.get_by_role("heading", level=1)).not_to_be_in_viewport()
        expect(phone.get_by_role("heading", name="Comments")).to_be_in_viewport()
        expect(bar.get_by_role("button", name="Accept quote")).to_be_in_viewport()
        expect(phone.get_by_test_id("topbar")).to_have_count(0)

        # A quote past its date says when it expired, and cannot be accepted.
        phone.goto(f"/quote/{lapsed['uuid']}")
        expect(phone.get_by_role("heading", level=1)).to_contain_text(f"Quotation {lapsed['number']}")
        expect(phone.get_by_role("status").filter(has_text="expired")).to_contain_text(
            re.compile(r"This quote expired on \d{1,2} \w+ \d{4} — contact us for an updated quote")
        )
        expect(phone.get_by_role("complementary", name="Summary")).to_be_visible()
        expect(phone.get_by_role("button", name="Accept quote")).to_have_count(0)
