"""A new buyer clicking through a request for prices: asking more suppliers flags the one asked already, a draft's
reply-by date is changed on screen (a day already past is refused under the field), the disabled Generate POs tells a
keyboard user why, and a draft no longer wanted is deleted after a confirmation. Records are the test's own."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, WAIT, log_in

pytestmark = pytest.mark.usefixtures("patient_expect")


def _day(value: date) -> str:
    """As the screens write a day: "4 Dec 2026"."""
    return f"{value.day} {value.strftime('%b %Y')}"


@pytest.fixture(scope="module")
def records(live_server: str, salesman: str) -> Iterator[dict[str, Any]]:
    """A customer quote of one line, two suppliers with a contact each, and a draft request to the first of them made
    by Sam (its author may delete it)."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        customer = api.post("/api/customers/add", json={"name": f"Sowerby Homes {tag}"}).json()
        quote = api.post(
            "/api/quotes/add",
            json={"quote": {"customer_id": customer["id"], "lines": [
                {"description": f"Wall ties {tag}", "quantity": "500", "unit": "each", "sell_price": "0.40"}]}},
        )  # fmt: skip
        quote.raise_for_status()
        suppliers = []
        for name in (f"Ryburn Fixings {tag}", f"Hebble Supplies {tag}"):
            made = api.post("/api/suppliers/add", json={"name": name}).json()
            contact = {"related_id": made["id"], "first_name": "Kit", "last_name": "Mason"}
            contact["email"] = f"kit.{made['id']}@example.com"
            api.post("/api/contacts/add", json=contact).raise_for_status()
            suppliers.append({"id": made["id"], "name": name})
        sam = httpx.put(f"{live_server}/api/auth/login", json={"email": salesman, "password": SALES_PASSWORD})
        sam.raise_for_status()
        request = api.post(
            "/api/suppliers/request",
            headers={"Authorization": f"Bearer {sam.json()['token']}"},
            json={"supplier_ids": [suppliers[0]["id"]], "customer_quote_id": quote.json()["quote_id"],
                  "response_deadline": str(date.today() + timedelta(days=3))},
        )  # fmt: skip
        request.raise_for_status()
        yield {"quote": quote.json(), "first": suppliers[0], "second": suppliers[1],
               "draft": request.json()["supplier_quotes"][0]}  # fmt: skip


def test_ask_more_then_move_the_reply_by_date_and_delete_the_draft(
    page: Page, salesman: str, records: dict[str, Any]
) -> None:
    page.set_default_timeout(WAIT)
    first, second, draft = records["first"], records["second"], records["draft"]
    log_in(page, salesman, SALES_PASSWORD)
    page.goto(f"/supplier-quotes/request/{records['quote']['quote_id']}")
    asked = page.get_by_role("table", name="Suppliers asked")
    expect(asked.get_by_role("row", name=re.compile(re.escape(first["name"])))).to_be_visible()

    # Generate POs waits for an award, and a keyboard user reaches why.
    apply = page.locator("span[tabindex='0']", has=page.get_by_text("Apply costs to the customer quote"))
    apply.focus()
    page.keyboard.press("Tab")
    generate = page.locator("span[tabindex='0']", has=page.get_by_role("button", name="Generate POs"))
    expect(generate).to_be_focused()
    expect(generate).to_have_accessible_description(re.compile("^Award lines first"))
    expect(page.get_by_role("tooltip")).to_contain_text("Award lines first")

    # Asking more: the supplier asked already is refused by name, another one is taken.
    page.get_by_role("button", name="Ask more suppliers").click()
    picker = page.get_by_role("combobox", name=re.compile("^Add a supplier"))
    picker.fill(first["name"])
    page.get_by_role("option", name=re.compile(re.escape(first["name"]))).click()
    expect(page.get_by_text(f"{first['name']} was already asked ({draft['number']})")).to_be_visible()
    expect(page.get_by_role("button", name="Create request", exact=True)).to_be_visible()
    picker.fill(second["name"])
    page.get_by_role("option", name=re.compile(re.escape(second["name"]))).click()
    expect(page.get_by_role("button", name=second["name"])).to_be_visible()
    page.get_by_role("button", name="Cancel").click()
    expect(page.get_by_role("button", name="Ask more suppliers")).to_be_visible()

    # The first supplier's draft: its reply-by date moves on, not into the past.
    asked.get_by_role("link", name=draft["number"]).click()
    page.wait_for_url(re.compile(rf"/supplier-quotes/editor/{draft['id']}$"))
    reply_by = page.get_by_label("Reply by")
    reply_by.fill(str(date.today() - timedelta(days=1)))
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_text("The reply-by date has passed: choose today or a later day.")).to_be_visible()
    later = date.today() + timedelta(days=10)
    page.get_by_label("Reply by").fill(str(later))
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_text(f"Reply by {_day(later)}")).to_be_visible()

    # Not wanted after all: deleted after a confirmation.
    page.get_by_role("button", name="Delete draft").click()
    dialog = page.get_by_role("dialog", name=f"Delete {draft['number']}?")
    dialog.get_by_role("button", name="Delete").click()
    page.wait_for_url(re.compile(r"/supplier-quotes$"))
    expect(page.get_by_text(f"{draft['number']} was deleted.")).to_be_visible()


def test_the_notifications_menu_fits_a_phone(browser: Browser, live_server: str) -> None:
    """At 400 px wide the menu ran off a 390 px phone's screen, cutting its messages."""
    context = browser.new_context(base_url=live_server, viewport={"width": 390, "height": 844})
    context.set_default_timeout(WAIT)
    try:
        page = context.new_page()
        log_in(page)
        page.get_by_role("button", name="Notifications").click()
        menu = page.get_by_role("menu", name="Notifications")
        expect(menu).to_be_visible()
        box = menu.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    finally:
        context.close()
