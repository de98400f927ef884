"""A new user's walk, the fifteenth session's: on a phone the quote's lines and the task board no longer push the page
sideways, and what the stacked cards hid (the comparison's "Award all to …", the schedule's product links) is there;
at a desk and on a phone, typed input is not lost by a menu entry, a company's actions fit a phone, and the products
list shows every column at 1,280 px. Records are the test's own."""

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
    """A works with a product; a customer's draft quote for it on two lines; the same product sold on two plots (an
    order with a schedule); a request for it, answered and not awarded; a company."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        works = api.post("/api/suppliers/add", json={"name": f"Sowerby Works {tag}"}).json()
        product = works_product(api, works["id"], f"SW-{tag}", f"Sowerby Red {tag}")
        sold = plotted_order(api, tag, f"Ripponden Homes {tag}", product)
        customer_id = sold["quote"]["customer"]["id"]
        line = {"product_id": product["product_id"], "description": product["name"], "unit": "per_1000",
                "sell_price": "520.00"}  # fmt: skip
        draft = api.post(
            "/api/quotes/add",
            json={
                "quote": {
                    "customer_id": customer_id,
                    "lines": [{**line, "quantity": "6000"}, {**line, "quantity": "2000"}],
                }
            },
        )
        draft.raise_for_status()
        company = api.post("/api/companys/add", json={"company": {"name": f"Luddenden Foot Builders {tag}"}})
        company.raise_for_status()
        yield {
            "tag": tag,
            "works": works,
            "product": product,
            "draft": draft.json(),
            "order": sold["order"],
            "request": answered_request(api, works["id"], product, award=False),
            "company": company.json(),
        }


def _page_fits(page: Page) -> None:
    """The page itself never scrolls sideways in the window."""
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width == [390, 390], width


def test_the_quote_lines_read_as_cards_on_a_phone(browser: Browser, live_server: str, records: dict[str, Any]) -> None:
    """The line grid was 990 px scrolling in a 322 px box: each line is now a card, each box named by its column, and
    typing a quantity still changes the line's total."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/quotes/editor/{records['draft']['quote_id']}")
        lines = page.get_by_role("table", name="Quote lines")
        quantity = lines.get_by_role("textbox", name="Quantity, line 2")
        expect(quantity).to_be_visible()
        assert lines.evaluate("el => el.parentElement.scrollWidth <= el.parentElement.clientWidth")
        cell = lines.locator("td", has=page.get_by_role("textbox", name="Quantity, line 2"))
        assert cell.evaluate("el => getComputedStyle(el, '::before').content") == '"Qty"'
        box = quantity.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390, box
        quantity.fill("3000")
        expect(lines.get_by_label("Line total, line 2")).to_have_text("£1,560.00")
        expect(lines.get_by_role("button", name="Delete line 2")).to_be_visible()
        _page_fits(page)
    finally:
        context.close()


def test_the_task_board_scrolls_in_its_own_box_on_a_phone(browser: Browser, live_server: str) -> None:
    """Its columns were 1,000 px in a 358 px box with nothing saying so: the stages are a labelled box swiped (or
    arrowed) sideways, a column a screen, and the stages named above it bring their column into view."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto("/taskpad")
        stages = page.get_by_role("region", name="Stages", exact=True)
        done = stages.get_by_role("region", name="Done")
        expect(done).to_be_attached()
        assert stages.evaluate("el => el.scrollWidth > el.clientWidth")
        column = done.bounding_box()
        assert column is not None and column["width"] < 390, column
        expect(done).not_to_be_in_viewport()
        page.get_by_role("navigation", name="Go to a stage").get_by_role("button", name=re.compile(r"^Done ·")).click()
        expect(done).to_be_in_viewport()
        _page_fits(page)
    finally:
        context.close()


def test_the_comparisons_award_all_and_the_schedules_products_on_a_phone(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """The stacked cards hid the header row, with "Award all to …" and the product codes' links in it."""
    works, product = records["works"], records["product"]
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/supplier-quotes/request/new?request={records['request']['request_id']}")
        suppliers = page.get_by_role("list", name="Suppliers compared")
        suppliers.get_by_role("button", name=f"Award all to {works['name']}").click()
        dialog = page.get_by_role("dialog", name=f"Award every line {works['name']} priced")
        dialog.get_by_label("Reason").fill("Only works to answer")
        dialog.get_by_role("button", name="Award").click()
        expect(dialog).to_be_hidden()
        expect(page.get_by_role("table", name="Comparison")).to_contain_text("Awarded")
        _page_fits(page)

        page.goto(f"/call-offs/{records['order']['order_id']}")
        page.get_by_role("list", name="Products on the order").get_by_role("link", name=product["code"]).click()
        expect(page).to_have_url(re.compile(rf"/products/{product['product_id']}$"))
        page.go_back()
        page.get_by_role("checkbox", name="Select every plot with a balance").check()
        expect(page.get_by_role("checkbox", name="Plot 1")).to_be_checked()
        _page_fits(page)
    finally:
        context.close()


def test_a_companys_actions_fit_a_phone(browser: Browser, live_server: str, records: dict[str, Any]) -> None:
    """Edit, Convert, Archive and Delete kept to one line and made the page 472 px wide."""
    company = records["company"]
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/company?id={company['id']}")
        delete = page.get_by_role("button", name="Delete")
        expect(delete).to_be_visible()
        box = delete.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390, box
        _page_fits(page)
    finally:
        context.close()


def test_a_menu_entry_asks_before_typed_input_is_lost(page: Page, records: dict[str, Any]) -> None:
    """A new task's title, or a record's details changed, went without a word when a menu entry was chosen."""
    sections = page.get_by_role("navigation", name="Main navigation")
    log_in(page)
    page.goto("/task/new")
    title = page.get_by_role("textbox", name="Title")
    title.fill(f"Ring the site {records['tag']}")
    sections.get_by_role("link", name="Products").click()
    leave = page.get_by_role("dialog", name="Leave without saving?")
    leave.get_by_role("button", name="Cancel").click()
    expect(leave).to_be_hidden()
    expect(page).to_have_url(re.compile(r"/task/new$"))
    expect(title).to_have_value(f"Ring the site {records['tag']}")
    sections.get_by_role("link", name="Products").click()
    leave.get_by_role("button", name="Leave").click()
    expect(page).to_have_url(re.compile(r"/products$"))

    page.goto(f"/company?id={records['company']['id']}")
    page.get_by_role("textbox", name="Phone").fill("01422 883 000")
    sections.get_by_role("link", name="CRM").click()
    expect(leave).to_be_visible()
    leave.get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_role("button", name="Save changes")).to_be_disabled()
    sections.get_by_role("link", name="CRM").click()
    expect(page).to_have_url(re.compile(r"/crm"))
    expect(leave).to_have_count(0)


def test_the_products_list_shows_every_column_at_a_desk(page: Page) -> None:
    """At 1,280 px the list was 1,280 px wide in a 1,174 px box: its Status column was scrolled out of sight."""
    log_in(page)
    page.goto("/products")
    products = page.get_by_role("table", name="Products")
    status = products.get_by_role("columnheader", name="Status")
    expect(status).to_be_in_viewport()
    assert products.evaluate("el => el.parentElement.scrollWidth <= el.parentElement.clientWidth")
    box = status.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 1280, box


def test_the_quote_and_supplier_quote_lists_keep_their_key_columns_on_a_phone(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """The quotes (1,000 px), orders (1,000) and supplier quotes (1,100) scrolled in a 356 px box, status and total
    out of sight: a phone keeps the number, the other party, the status and the total."""
    draft = records["draft"]
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        for path, name, prefix, columns in (
            ("/quotes", "Quotes", "Q-", ("Number", "Customer", "Status", "Total")),
            ("/quotes?tab=orders", "Orders", "SO-", ("Number", "Customer", "Status", "Total")),
            ("/supplier-quotes", "Supplier quotes", "SQ-", ("Number", "Supplier", "Status", "Total")),
        ):
            page.goto(path)
            table = page.get_by_role("table", name=name, exact=True)
            expect(table).to_contain_text(re.compile(rf"{prefix}\d+"))
            for column in columns:
                header = table.get_by_role("columnheader", name=column, exact=True)
                expect(header).to_be_visible()
                box = header.bounding_box()
                assert box is not None and box["x"] + box["width"] <= 390, (name, column, box)
            expect(table.get_by_role("columnheader", name="Project")).to_be_hidden()
            # Within a pixel (sub-pixel widths round either way).
            widths = table.evaluate("el => [el.parentElement.scrollWidth, el.parentElement.clientWidth]")
            assert widths[0] <= widths[1] + 1, widths
            _page_fits(page)
        page.goto("/quotes")
        row = page.get_by_role("table", name="Quotes").get_by_role("row").filter(has_text=draft["number"])
        expect(row).to_contain_text("Draft")
        expect(row).to_contain_text("£4,992.00")  # with VAT
    finally:
        context.close()
