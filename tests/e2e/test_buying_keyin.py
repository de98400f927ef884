"""Keying in a quote received by phone: from Supplier Quotes & Orders, "Key in a quote", pick the supplier, type a
line with its price and lead time and the haulage, save; the supplier quote editor opens on it, answered."""

from __future__ import annotations

import random
import re
import string

import httpx
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in

WAIT = 20_000  # the machine may be busy: generous waits, never fixed sleeps


def _supplier(live_server: str) -> str:
    """A supplier of the test's own, made through the API; returns its name."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    name = f"Aire Valley Bricks {tag}"
    made = httpx.post(
        f"{live_server}/api/suppliers/add",
        json={"name": name},
        headers={"Authorization": f"Bearer {login.json()['token']}"},
        timeout=60,
    )
    made.raise_for_status()
    return name


def test_a_quote_received_by_phone_is_keyed_in_and_opens_in_the_editor(page: Page, live_server: str) -> None:
    name = _supplier(live_server)
    log_in(page)
    page.goto("/supplier-quotes")
    page.get_by_role("link", name="Key in a quote").click()
    expect(page.get_by_role("heading", level=1, name="Key in a quote")).to_be_visible(timeout=WAIT)

    page.get_by_role("combobox", name=re.compile("^Supplier")).fill(name.split()[-1])
    page.get_by_role("option", name=name).click(timeout=WAIT)
    page.get_by_role("textbox", name="Received from").fill("Dave, by phone")
    lines = page.get_by_role("table", name="Lines keyed in")
    lines.get_by_label("Description of line 1").fill("Concrete lintel 1200mm")
    lines.get_by_label("Quantity of Concrete lintel 1200mm").fill("20")
    lines.get_by_label("Price of Concrete lintel 1200mm").fill("14.20")
    lines.get_by_label("Lead time of Concrete lintel 1200mm").fill("3")
    page.get_by_role("combobox", name="Haulage").click()
    page.get_by_role("option", name="Per load").click()
    page.get_by_role("textbox", name="Haulage amount").fill("320")
    page.get_by_role("textbox", name="Loads").fill("1")
    page.get_by_role("button", name="Save the quote").click()

    expect(page.get_by_role("heading", level=1, name=re.compile(rf"^SQ-\d+ · {name}$"))).to_be_visible(timeout=WAIT)
    assert re.search(r"/supplier-quotes/editor/\d+$", page.url)
    expect(page.get_by_text("answered by Dave, by phone")).to_be_visible()
    expect(page.get_by_label("Totals", exact=True)).to_contain_text("Total £604.00")
