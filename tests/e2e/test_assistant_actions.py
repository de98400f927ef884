"""An action from the chat, in the browser: a salesman asks on Home to start a quote for a customer the test makes,
with two of its products; Brickmate proposes it (nothing made yet), he confirms it with the keyboard and lands on
the draft quote's editor with the lines."""

from __future__ import annotations

import random
import re
import string

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, log_in

pytestmark = pytest.mark.usefixtures("patient_expect")  # an answer may take more than 5 s on a busy machine

WAIT = 15_000  # the machine may be busy: generous waits, never fixed sleeps


def _tag() -> str:
    """Letters only, so the question's words stay words (a number would be read as a quantity)."""
    return "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()


def _setup(live_server: str, customer: str, tag: str, items: list[dict[str, str]]) -> None:
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        api.post("/api/customers/add", json={"name": customer}).raise_for_status()
        supplier = api.post("/api/suppliers/add", json={"name": f"Wharfe Brick Supplies {tag}"})
        supplier.raise_for_status()
        for item in items:
            api.post("/api/products/add", json={"supplier_id": supplier.json()["id"], **item}).raise_for_status()


def test_staff_start_a_draft_quote_from_the_chat_and_confirm_it(page: Page, live_server: str, salesman: str) -> None:
    page.set_default_timeout(WAIT)
    tag = _tag()
    customer = f"Ravenscar Builders {tag}"
    bricks, mortar = f"Ilkley Heather {tag}", f"Nidd Lime Mortar {tag}"
    _setup(
        live_server,
        customer,
        tag,
        [
            {"code": f"IH-{tag}", "name": bricks, "category": "facing_brick", "colour": "Red",
             "selling_unit": "per_1000", "cost_price": "410.00", "list_price": "520.00"},
            {"code": f"NLM-{tag}", "name": mortar, "category": "mortar", "colour": "",
             "selling_unit": "pack", "cost_price": "6.40", "list_price": "9.50"},
        ],
    )  # fmt: skip

    # Home opens with the ask box, focused: the request is typed there and asked in the panel.
    log_in(page, salesman, SALES_PASSWORD)
    box = page.get_by_role("textbox", name="Your question")
    expect(box).to_be_focused()
    question = f"start a quote for Ravenscar {tag} with 12,500 {bricks} and 40 {mortar}"
    box.fill(question)
    box.press("Enter")
    panel = page.get_by_role("complementary", name="Brickmate")
    answer = panel.get_by_role("article", name=f"Answer to {question}")
    card = answer.get_by_role("region", name="Proposed action")
    expect(card.get_by_role("heading", name=f"Start a draft quote for {customer}")).to_be_visible()
    lines = card.get_by_role("list", name="Lines").get_by_role("listitem")
    expect(lines.nth(0)).to_contain_text(f"12,500 bricks {bricks}")
    expect(lines.nth(1)).to_contain_text(f"40 packs {mortar}")

    # Confirmed from the keyboard: Enter on the focused card.
    with page.expect_response(lambda r: r.url.endswith("/api/brickmate/actions/confirm")) as sent:
        card.focus()
        page.keyboard.press("Enter")
    assert sent.value.status == 200, sent.value.text()
    link = card.get_by_role("link", name="Open the quote")
    expect(link).to_have_attribute("href", re.compile(r"^/quotes/editor/\d+$"))
    link.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/quotes/editor/\d+$"))
    table = page.get_by_role("table", name="Quote lines")
    expect(table.get_by_role("textbox", name="Description, line 1")).to_have_value(bricks)
    expect(table.get_by_role("textbox", name="Description, line 2")).to_have_value(mortar)
    expect(page.get_by_label("Line total, line 1")).to_have_text("£6,500.00")
    expect(page.get_by_label("Line total, line 2")).to_have_text("£380.00")
