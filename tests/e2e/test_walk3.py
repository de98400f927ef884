"""A new user's walk, the thirteenth session's: what a person clicking through every screen at 1,280 and 390 px met,
each fixed and checked as they would check it. The quote's "⋮" leaves no tooltip behind on a phone; the call-offs
board fits a phone; the schedule's product codes open the product; Generate POs says what it will draft and waits
for a yes; asking more suppliers for a stand-alone request starts from its lines. Records are the test's own."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in
from tests.e2e.walk_records import answered_request, phone_context, plotted_order, works_product

pytestmark = pytest.mark.usefixtures("patient_expect")


@pytest.fixture(scope="module")
def records(live_server: str) -> Iterator[dict[str, Any]]:
    """A works with a product of its own; a customer's quote for two plots of it, accepted and made an order; two
    stand-alone requests for the product, answered, one awarded."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        works = api.post("/api/suppliers/add", json={"name": f"Luddenden Works {tag}"}).json()
        product = works_product(api, works["id"], f"LW-{tag}", f"Luddenden Red {tag}")
        sold = plotted_order(api, tag, f"Cragg Vale Homes {tag}", product)
        yield {
            "tag": tag,
            "works": works,
            "product": product,
            "quote": sold["quote"],
            "order": sold["order"],
            "to_order": answered_request(api, works["id"], product, award=True),
            "to_ask_more": answered_request(api, works["id"], product, award=False),
        }


def _fits_the_screen(page: Page, box: Any) -> None:
    """The box's content is no wider than the box (nothing to scroll sideways), nor the page than the window."""
    assert box.evaluate("el => el.scrollWidth <= el.clientWidth"), box.evaluate(
        "el => [el.scrollWidth, el.clientWidth]"
    )
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], width


def test_the_quote_menu_leaves_no_tooltip_behind_on_a_phone(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """The menu gives the focus back to "⋮" when it closes; that focus opened "More actions" over the quote, and on a
    phone nothing hovers off it to close it."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/quotes/editor/{records['quote']['quote_id']}")
        more = page.get_by_role("toolbar", name="Quote actions").get_by_role("button", name="More actions")
        more.click()
        expect(page.get_by_role("menu")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.get_by_role("menu")).to_be_hidden()
        expect(more).to_be_focused()
        # A tooltip opens 100 ms after the focus: give it time to show, were it to.
        page.wait_for_timeout(600)
        expect(page.get_by_role("tooltip")).to_have_count(0)
    finally:
        context.close()


def test_the_call_offs_a_product_and_a_quote_keyed_in_fit_a_phone(browser: Browser, live_server: str) -> None:
    """The week's seven days took 1,050 px and the orders' balance 1,000, scrolled sideways; a product's equivalents
    widened its whole screen to 515 px, the lines of a quote keyed in to 728."""
    with httpx.Client(base_url=live_server, timeout=60) as api:
        login = api.put("/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD}).json()
        found = api.get(
            "/api/products/all", params={"q": "IBT-TRR"}, headers={"Authorization": f"Bearer {login['token']}"}
        )
        tradesman = next(p for p in found.json()["items"] if p["code"] == "IBT-TRR")  # the demo's, with an equivalent
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        for view in ("week", "month", "list"):
            page.goto(f"/call-offs?view={view}")
            expect(page.get_by_role("heading", level=1, name="Call-offs")).to_be_visible()
            if view == "list":
                expect(page.get_by_role("table", name="Orders and their balance")).to_be_visible()
                _fits_the_screen(page, page.get_by_role("table", name="Orders and their balance").locator("xpath=.."))
            else:
                # The last day shown (on a phone the board shows the days that have call-offs, whichever weekday
                # they fall on; a Monday is not always among them, as on a Saturday late in the month).
                monday = page.get_by_role("region", name=re.compile(r"^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+")).last
                expect(monday).to_be_visible()
                _fits_the_screen(page, monday.locator("xpath=../.."))
        page.goto(f"/products/{tradesman['product_id']}")
        expect(page.get_by_role("table", name="Equivalents")).to_be_visible()
        _fits_the_screen(page, page.locator("main"))
        page.goto("/supplier-quotes/new")
        expect(page.get_by_role("list", name="Lines keyed in")).to_be_visible()  # cards on a phone (test_walk9)
        _fits_the_screen(page, page.locator("main"))
    finally:
        context.close()


def test_a_product_code_in_the_schedule_opens_the_product(page: Page, records: dict[str, Any]) -> None:
    product = records["product"]
    log_in(page)
    page.goto(f"/call-offs/{records['order']['order_id']}")
    grid = page.get_by_role("table", name="Plots and products")
    grid.get_by_role("link", name=product["code"]).click()
    expect(page).to_have_url(re.compile(rf"/products/{product['product_id']}$"))
    expect(page.get_by_role("heading", level=1, name=re.compile(re.escape(product["name"])))).to_be_visible()


def test_generate_pos_says_what_it_will_draft_and_waits_for_a_yes(page: Page, records: dict[str, Any]) -> None:
    works, request = records["works"], records["to_order"]
    log_in(page)
    page.goto(f"/supplier-quotes/request/new?request={request['request_id']}")
    page.get_by_role("button", name="Generate POs…").click()
    dialog = page.get_by_role("dialog", name="Draft 1 purchase order?")
    drafts = dialog.get_by_role("list", name="Purchase orders to draft")
    expect(drafts).to_contain_text(f"{works['name']} (")
    expect(drafts).to_contain_text("1 awarded line, £3,640.00")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    asked = page.get_by_role("table", name="Suppliers asked")
    expect(asked.get_by_role("row", name=re.compile(re.escape(works["name"])))).not_to_contain_text("Ordered")

    page.get_by_role("button", name="Generate POs…").click()
    dialog.get_by_role("button", name="Draft the order").click()
    drafted = page.get_by_role("alert").filter(has_text="drafted")
    drafted.get_by_role("link", name=re.compile(r"^PO-\d+$")).click()
    expect(page).to_have_url(re.compile(r"/supplier-quotes/orders/\d+$"))
    expect(page.get_by_text("Not sent to the supplier yet.")).to_be_visible()


def test_asking_more_suppliers_starts_from_the_requests_lines(page: Page, records: dict[str, Any]) -> None:
    product = records["product"]
    log_in(page)
    page.goto(f"/supplier-quotes/request/new?request={records['to_ask_more']['request_id']}")
    page.get_by_role("button", name="Ask more suppliers").click()
    lines = page.get_by_role("table", name="Lines to ask for")
    expect(lines.get_by_role("checkbox", name=f"Ask for {product['name']}")).to_be_checked()
    expect(lines.get_by_label(f"Quantity of {product['name']}")).to_have_value("8000")
    expect(lines).not_to_contain_text("No lines yet")
