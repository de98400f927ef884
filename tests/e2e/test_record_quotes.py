"""From a customer to its quotes (issue 13): the customer's screen lists its quotes and counts them in a figure
that opens the quotes list filtered to it; "New quote" there starts a quote for it, and from one of its projects
a quote that takes the project's site address and account manager."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import log_in
from tests.e2e.test_quotes import WAIT, _api, _customer, _tag


def test_customer_to_its_quotes_to_a_new_quote(page: Page, live_server: str) -> None:
    page.set_default_timeout(WAIT)
    tag = _tag()
    name = f"Hebble End Homes {tag}"
    with _api(live_server) as api:
        me = api.get("/api/users/me").json()
        customer_id, contact_id = _customer(api, name, ("Nia", "Patel", f"nia.{tag.lower()}@example.com"))
        site = api.post(
            "/api/addresses/add",
            json={"related_id": customer_id, "address_type": "site", "label": f"Hebble Yard {tag}",
                  "line1": "2 Station Parade", "town": "Hebden Bridge", "postcode": "HX7 8AA"},
        )  # fmt: skip
        site.raise_for_status()
        project = api.post(
            "/api/projects/add",
            json={"name": f"Hebble Yard {tag}", "stage": "tender", "customer_id": customer_id,
                  "site_address_id": site.json()["address_id"], "account_manager_id": me["userId"]},
        )  # fmt: skip
        project.raise_for_status()
        line = {"description": "Sundries", "quantity": "2", "cost_price": "1.00", "sell_price": "5.00"}
        quote = api.post("/api/quotes/add", json={"quote": {"customer_id": customer_id, "contact_ids": [contact_id],
                                                            "lines": [line]}})  # fmt: skip
        quote.raise_for_status()
        number = quote.json()["number"]

    log_in(page)
    page.goto(f"/customer?id={customer_id}")
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()

    # Its quotes, listed on its screen, each opening the editor.
    quotes = page.get_by_role("region", name="Quotes")
    editor = f"/quotes/editor/{quote.json()['quote_id']}"
    expect(quotes.get_by_role("link", name=number)).to_have_attribute("href", editor)

    # The Quotes figure opens the quotes list narrowed to the customer.
    page.get_by_role("region", name="Figures").get_by_role("link", name="Quotes: 1").click()
    page.wait_for_url(re.compile(rf"/quotes\?customer_id={customer_id}$"))
    expect(page.get_by_role("table", name="Quotes").get_by_role("link", name=number)).to_be_visible()
    page.go_back()

    # New quote, from the customer: the editor starts with the customer chosen and its contact offered.
    page.get_by_role("region", name="Quotes").get_by_role("link", name="New quote").click()
    page.wait_for_url(re.compile(rf"/quotes/editor/new\?customer_id={customer_id}$"))
    expect(page.get_by_role("combobox", name=re.compile(r"^Customer"))).to_have_value(name)
    page.get_by_role("combobox", name="Contacts").click()
    page.get_by_role("option", name=re.compile(r"^Nia Patel")).click()
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Free-text line").click()
    page.get_by_role("textbox", name="Description, line 1").fill("Brick ties")
    page.get_by_role("textbox", name="Quantity, line 1").fill("3")
    page.get_by_role("textbox", name="Sell price, line 1").fill("4")
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(r"/quotes/editor/\d+$"))
    expect(page.get_by_role("link", name=name)).to_have_attribute("href", f"/customer?id={customer_id}")

    # From the customer's project: customer, site address and account manager come with it.
    page.goto(f"/projects/view/{project.json()['project_id']}")
    page.get_by_role("region", name="Quotes").get_by_role("link", name="New quote").click()
    expect(page.get_by_role("combobox", name=re.compile(r"^Customer"))).to_have_value(name)
    expect(page.get_by_role("combobox", name="Delivery address")).to_contain_text("2 Station Parade, Hebden Bridge")
    expect(page.get_by_role("combobox", name="Project")).to_contain_text(f"Hebble Yard {tag}")
    expect(page.get_by_role("combobox", name="Account manager")).to_contain_text(f"{me['firstName']} {me['lastName']}")
