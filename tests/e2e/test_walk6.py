"""A new user's walk, the sixteenth session's: typed input on the key-in quote and a task's edit is not lost without a
word, and a record deleted with unsaved changes leaves without asking; on a phone the products and users lists fit,
the quotes' list comes before its filters and figures, tab strips swipe without arrows and the week is the coming
seven days; at a desk the planning board fits 1,280 px. Records are the test's own."""

from __future__ import annotations

import datetime as dt
import random
import re
import string
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in
from tests.e2e.walk_records import phone_context, works_product

pytestmark = pytest.mark.usefixtures("patient_expect")


@pytest.fixture(scope="module")
def records(live_server: str) -> Iterator[dict[str, Any]]:
    """A works with two products (one to delete), a customer and a task of the test's own."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        works = api.post("/api/suppliers/add", json={"name": f"Hebble Works {tag}"}).json()
        product = works_product(api, works["id"], f"HW-{tag}", f"Hebble Red {tag}")
        doomed = works_product(api, works["id"], f"HWX-{tag}", f"Hebble Seconds {tag}")
        customer = api.post("/api/customers/add", json={"name": f"Mytholm Builders {tag}"}).json()
        yield {"tag": tag, "works": works, "product": product, "doomed": doomed, "customer": customer}


def _fits(box: Locator) -> None:
    """The box shows its content without scrolling sideways (within a pixel: sub-pixel widths round either way)."""
    widths = box.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert widths[0] <= widths[1] + 1, widths


def _page_fits(page: Page, width: int = 390) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth") == width


def test_the_key_in_quote_and_a_tasks_edit_ask_before_typed_input_is_lost(page: Page, records: dict[str, Any]) -> None:
    """Neither was guarded: a menu entry dropped a quote keyed in by phone, or a task's edit, without a word."""
    sections = page.get_by_role("navigation", name="Main navigation")
    leave = page.get_by_role("dialog", name="Leave without saving?")
    log_in(page)
    page.goto("/supplier-quotes/new")
    received = page.get_by_role("textbox", name=re.compile(r"^Received from"))
    received.fill(f"Dave {records['tag']}, by phone")
    sections.get_by_role("link", name="Products").click()
    leave.get_by_role("button", name="Cancel").click()
    expect(leave).to_be_hidden()
    expect(page).to_have_url(re.compile(r"/supplier-quotes/new$"))
    expect(received).to_have_value(f"Dave {records['tag']}, by phone")
    sections.get_by_role("link", name="Products").click()
    leave.get_by_role("button", name="Leave").click()
    expect(page).to_have_url(re.compile(r"/products$"))

    page.goto("/task/new")
    page.get_by_role("textbox", name="Title").fill(f"Ring Mytholm {records['tag']}")
    page.get_by_role("button", name="Create task").click()
    expect(page).to_have_url(re.compile(r"/task\?id=\d+"))
    page.get_by_role("button", name="Edit").click()
    title = page.get_by_role("form", name="Edit task").get_by_role("textbox", name="Title")
    title.fill(f"Ring Mytholm {records['tag']} today")
    sections.get_by_role("link", name="Products").click()
    expect(leave).to_be_visible()
    leave.get_by_role("button", name="Cancel").click()
    expect(title).to_have_value(f"Ring Mytholm {records['tag']} today")


def test_a_record_deleted_with_unsaved_changes_leaves_without_asking(page: Page, records: dict[str, Any]) -> None:
    """Deleting a product whose details form had a change asked "Leave without saving?" on its way to the list."""
    doomed = records["doomed"]
    log_in(page)
    page.goto(f"/products/{doomed['product_id']}")
    page.get_by_role("textbox", name="Texture").fill("Rustic")
    page.get_by_role("button", name="Delete").click()
    page.get_by_role("dialog", name=re.compile(r"^Delete HWX-")).get_by_role("button", name="Delete").click()
    expect(page).to_have_url(re.compile(r"/products$"))
    expect(page.get_by_role("dialog", name="Leave without saving?")).to_have_count(0)


def test_the_products_and_users_lists_fit_a_phone(browser: Browser, live_server: str, records: dict[str, Any]) -> None:
    """The products list was 1,100 px and the users list 760, scrolling sideways in a 356 px box: a phone keeps their
    key columns (a product's name, code, list price and status; a user's name with the email, role and buttons)."""
    product = records["product"]
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/products?q={product['code']}")
        products = page.get_by_role("table", name="Products")
        row = products.get_by_role("row").filter(has_text=product["code"])
        expect(row.get_by_role("link", name=product["name"])).to_be_visible()
        expect(row).to_contain_text("£520.00")
        expect(row).to_contain_text("Active")
        expect(products.get_by_role("columnheader", name="Supplier")).to_be_hidden()
        _fits(products.locator("xpath=.."))
        # The seven filters fold behind a button, so the list comes first.
        expect(page.get_by_role("button", name="Filters")).to_be_visible()
        expect(page.get_by_role("group", name="Filters")).to_have_count(0)
        _page_fits(page)

        page.goto("/users")
        users = page.get_by_role("table", name="Users")
        row = users.get_by_role("row").filter(has_text="Tom Hughes")
        expect(row).to_contain_text("tom.hughes@example.com")
        expect(row.get_by_role("button", name="Edit Tom Hughes")).to_be_visible()
        expect(users.get_by_role("columnheader", name="Last login")).to_be_hidden()
        _fits(users.locator("xpath=.."))
        _page_fits(page)
    finally:
        context.close()


def test_the_quotes_list_comes_before_its_filters_and_figures_on_a_phone(browser: Browser, live_server: str) -> None:
    """Seven filters, four figures and two charts came before the list, with no way to fold the filters."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto("/quotes?status=sent")
        table = page.get_by_role("table", name="Quotes")
        expect(table).to_contain_text(re.compile(r"Q-\d+"))
        expect(table).to_be_in_viewport()
        figures = page.get_by_role("region", name="Quote figures")
        assert table.evaluate("(el, other) => !!(el.compareDocumentPosition(other) & 4)", figures.element_handle())
        fold = page.get_by_role("button", name="Filters (1 set)")
        expect(page.get_by_role("combobox", name="Status")).to_have_count(0)
        fold.click()
        expect(page.get_by_role("combobox", name="Status")).to_contain_text("Sent")
        _page_fits(page)
    finally:
        context.close()


def test_tab_strips_swipe_without_arrows_on_a_phone(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """The CRM's and a record's tab strips showed scroll arrows (456 and 631 px of tabs in 278 between them)."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto("/crm")
        crm = page.get_by_role("tablist", name="CRM lists")
        expect(crm.get_by_role("tab", name="Contacts")).to_be_in_viewport(ratio=1)
        _fits(crm.locator("xpath=.."))

        page.goto(f"/customer?id={records['customer']['id']}")
        sections = page.get_by_role("tablist", name="Record sections")
        expect(sections.get_by_role("tab", name="Details")).to_be_visible()
        expect(page.locator(".MuiTabs-scrollButtons:visible")).to_have_count(0)
        scroller = sections.locator("xpath=..")
        assert scroller.evaluate("el => getComputedStyle(el).overflowX") in ("auto", "scroll")
        tasks = sections.get_by_role("tab", name="Tasks")
        tasks.scroll_into_view_if_needed()
        tasks.click()
        expect(tasks).to_have_attribute("aria-selected", "true")
        _page_fits(page)
    finally:
        context.close()


def test_a_phones_week_is_the_coming_seven_days(browser: Browser, live_server: str) -> None:
    """On a Saturday late in a month the week showed Monday to Sunday: five days gone, and no coming Monday."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto("/call-offs")
        today = dt.date.today()
        days = [today + dt.timedelta(days=n) for n in range(7)]
        names = [f"{day:%a} {day.day} {day:%b}" for day in days]
        first = page.get_by_role("region", name=names[0], exact=True)
        expect(first).to_be_visible()
        shown = page.get_by_role("region", name=re.compile(r"^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}$"))
        expect(shown).to_have_count(7)
        assert shown.evaluate_all("els => els.map(el => el.getAttribute('aria-label'))") == names
        _page_fits(page)
    finally:
        context.close()


def test_the_planning_board_fits_a_desk(page: Page) -> None:
    """Its six stages took 1,400 px in a 1,176 px box at 1,280: Lost was scrolled out of sight."""
    log_in(page)
    page.goto("/projects/")
    board = page.get_by_role("group", name="Project board")
    lost = board.get_by_role("region", name="Lost")
    expect(lost).to_be_in_viewport(ratio=1)
    _fits(board)
