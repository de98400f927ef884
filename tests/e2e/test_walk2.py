"""A new user's walk, the twelfth session's: what a person clicking through met, each fixed and checked as they would
check it. Filters a link put in the address are cleared, list and boxes both; the quote lines fit a 1,280 px screen;
a quote's actions keep to one line on a phone, where a tap says why one is disabled; the first Tab stop skips to the
content; a task's linked records open from the task pad; the supplier quotes list links each to its customer quote.
Records are the test's own (Sam Seller's), never a demo user's."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, WAIT, log_in

pytestmark = pytest.mark.usefixtures("patient_expect")

PHONE = {"width": 390, "height": 844}


def _token(live_server: str, email: str, password: str) -> str:
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": email, "password": password})
    login.raise_for_status()
    return str(login.json()["token"])


@pytest.fixture(scope="module")
def records(live_server: str, salesman: str) -> Iterator[dict[str, Any]]:
    """Sam's customer with a project and a quote of two lines, a task of Sam's linked to the quote, a request for
    prices from a supplier for that quote."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    admin = {"Authorization": f"Bearer {_token(live_server, DEMO_EMAIL, DEMO_PASSWORD)}"}
    sam = {"Authorization": f"Bearer {_token(live_server, salesman, SALES_PASSWORD)}"}
    with httpx.Client(base_url=live_server, headers=sam, timeout=60) as api:
        me = api.get("/api/users/me").json()
        customer = api.post("/api/customers/add", json={"name": f"Holme Valley Homes {tag}"}).json()
        project = api.post(
            "/api/projects/add", json={"name": f"Holme Mill {tag}", "stage": "lead", "customer_id": customer["id"]}
        )
        project.raise_for_status()
        lines = [
            {"description": f"Ibstock Red Multi {tag}", "quantity": "12000", "unit": "per_1000",
             "cost_price": "480.00", "sell_price": "560.00", "lead_time_days": 10},
            {"description": f"Wall ties {tag}", "quantity": "500", "unit": "each", "sell_price": "0.40"},
        ]  # fmt: skip
        quote = api.post("/api/quotes/add", json={"quote": {"customer_id": customer["id"], "lines": lines}})
        quote.raise_for_status()
        task = api.post(
            "/api/tasks/add",
            json={"title": f"Chase {tag}", "links": [{"record_type": "quote", "record_id": quote.json()["quote_id"]}]},
        )
        task.raise_for_status()
        supplier = api.post("/api/suppliers/add", json={"name": f"Calder Brick {tag}"}).json()
        request = api.post(
            "/api/suppliers/request",
            json={"supplier_ids": [supplier["id"]], "customer_quote_id": quote.json()["quote_id"]},
        )
        request.raise_for_status()
    yield {
        "tag": tag,
        "sam_id": me["userId"],
        "admin": admin,
        "customer": customer,
        "project": project.json(),
        "quote": quote.json(),
        "task": task.json(),
        "supplier_quote": request.json()["supplier_quotes"][0],
    }


def _notify(live_server: str, records: dict[str, Any], message: str, link: str) -> None:
    """A notification for Sam with a link, as the app's rules or a colleague send one."""
    body = {"userId": records["sam_id"], "message": message, "link": link}
    httpx.post(f"{live_server}/api/notifications/add", json=body, headers=records["admin"]).raise_for_status()


def _follow(page: Page, message: str) -> None:
    page.get_by_role("button", name="Notifications").click()
    page.get_by_role("menu").get_by_text(message).click()


def test_filters_a_notification_put_in_the_address_are_cleared_list_and_boxes(
    page: Page, live_server: str, salesman: str, records: dict[str, Any]
) -> None:
    """On the projects screen, a notification's link changes the address in the app (the screen stays): Clear search
    and filters then empties the search and the customer and lists every project, and the search never comes back."""
    page.set_default_timeout(WAIT)
    tag, customer = records["tag"], records["customer"]
    log_in(page, salesman, SALES_PASSWORD)
    page.goto("/projects/?view=list")
    projects = page.get_by_role("table", name="Projects")
    expect(projects.get_by_role("link", name=records["project"]["name"])).to_be_visible()

    message = f"Projects to check {tag}"
    _notify(live_server, records, message, f"/projects/?view=list&q=nothing{tag}&customer_id={customer['id']}")
    _follow(page, message)
    search = page.get_by_role("searchbox", name="Search projects")
    picker = page.get_by_role("combobox", name="Customer")
    expect(search).to_have_value(f"nothing{tag}")
    expect(picker).to_have_value(customer["name"])
    expect(page.get_by_text(f"No projects match “nothing{tag}” and the filters")).to_be_visible()

    page.get_by_role("button", name="Clear search and filters").click()
    expect(search).to_have_value("")
    expect(picker).to_have_value("")
    expect(search).to_be_focused()
    expect(page).to_have_url(re.compile(r"/projects/\?view=list$"))
    expect(projects.get_by_role("link", name=records["project"]["name"])).to_be_visible()
    expect(page).to_have_url(re.compile(r"/projects/\?view=list$"))

    # The same on the board.
    page.get_by_role("tab", name="Board").click()
    message = f"Board to check {tag}"
    _notify(live_server, records, message, f"/projects/?q=nothing{tag}&customer_id={customer['id']}")
    _follow(page, message)
    expect(search).to_have_value(f"nothing{tag}")
    alert = page.get_by_role("alert").filter(has_text=f"No projects match “nothing{tag}” and the filters.")
    alert.get_by_role("button", name="Clear search and filters").click()
    expect(search).to_have_value("")
    expect(picker).to_have_value("")
    expect(alert).to_be_hidden()
    expect(page).to_have_url(re.compile(r"/projects/$"))


def _fits(locator: Any) -> bool:
    """The element's content is no wider than the element: nothing to scroll sideways."""
    return bool(locator.evaluate("el => el.scrollWidth <= el.clientWidth"))


def test_the_quote_lines_fit_a_1280_screen_with_every_column(
    page: Page, salesman: str, records: dict[str, Any]
) -> None:
    """The grid needed 1,350 px and scrolled sideways at 1,280. Now it fits, the alternative group shown or not, and
    nothing is lost: the column menu shows the group, which is typed and kept in sight."""
    page.set_default_timeout(WAIT)
    log_in(page, salesman, SALES_PASSWORD)
    page.goto(f"/quotes/editor/{records['quote']['quote_id']}")
    lines = page.get_by_role("table", name="Quote lines")
    expect(lines.get_by_role("textbox", name="Description, line 1")).to_have_value(re.compile("^Ibstock Red Multi"))
    container = lines.locator("xpath=..")
    assert _fits(container)
    expect(lines.get_by_role("textbox", name="Lead time (days), line 1")).to_have_value("10")
    expect(lines.get_by_role("textbox", name="Alternative group, line 1")).to_have_count(0)

    lines.get_by_role("button", name="Columns").click()
    page.get_by_role("menuitemcheckbox", name="Alternative group").click()
    page.keyboard.press("Escape")
    lines.get_by_role("textbox", name="Alternative group, line 2").fill("A")
    expect(lines.get_by_role("radio", name="Selected, line 2")).to_be_visible()
    assert _fits(container)
    # The description keeps room to be read.
    box = lines.get_by_role("textbox", name="Description, line 1").bounding_box()
    assert box is not None and box["width"] >= 150, box


def test_a_quotes_actions_keep_to_one_line_on_a_phone_and_a_tap_says_why_send_waits(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """At 390 px the "⋮" wrapped onto a line of its own under a manager's four buttons; a disabled Send… said why
    only in a tooltip a touch never opened."""
    context = browser.new_context(base_url=live_server, viewport=PHONE, has_touch=True, is_mobile=True)
    context.set_default_timeout(WAIT)
    try:
        page = context.new_page()
        log_in(page)  # the admin: a manager, offered the check
        page.goto(f"/quotes/editor/{records['quote']['quote_id']}")
        toolbar = page.get_by_role("toolbar", name="Quote actions")
        more = toolbar.get_by_role("button", name="More actions")
        expect(more).to_be_visible()
        tops = {round(b.bounding_box()["y"]) for b in toolbar.get_by_role("button").all()}
        assert len(tops) == 1, tops
        more_box = more.bounding_box()
        assert more_box is not None and more_box["x"] + more_box["width"] <= PHONE["width"], more_box
        # The manager's check is in the menu.
        more.click()
        expect(page.get_by_role("menuitem", name=re.compile("^(Mark checked|Clear check)"))).to_be_visible()
        page.keyboard.press("Escape")

        # An unsaved change: Send… waits, and a tap on it says why.
        page.get_by_role("textbox", name="Quantity, line 2").fill("600")
        send = toolbar.locator("span[tabindex='0']", has=page.get_by_role("button", name="Send…"))
        send.tap()
        expect(page.get_by_role("tooltip").filter(has_text="Save first")).to_be_visible()
    finally:
        context.close()


def test_skip_to_content_is_the_first_tab_stop(page: Page) -> None:
    log_in(page)
    page.goto("/crm")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    box = skip.bounding_box()
    assert box is not None and box["y"] >= 0, box  # shown once focused
    page.keyboard.press("Enter")
    expect(page.get_by_role("main")).to_be_focused()
    page.keyboard.press("Tab")
    # The next stop is in the page, past the top bar and the navigation rail.
    assert page.evaluate("document.activeElement.closest('main') !== null")


def test_a_tasks_linked_quote_opens_from_the_task_pad(page: Page, salesman: str, records: dict[str, Any]) -> None:
    number = records["quote"]["number"]
    log_in(page, salesman, SALES_PASSWORD)
    page.goto("/taskpad")
    card = page.get_by_role("article", name=records["task"]["title"])
    expect(card.get_by_role("link", name=number)).to_have_attribute(
        "href", f"/quotes/editor/{records['quote']['quote_id']}"
    )
    page.get_by_role("button", name="List").click()
    row = page.get_by_role("table", name="Tasks").get_by_role("row").filter(has_text=records["task"]["title"])
    row.get_by_role("link", name=number).click()
    expect(page).to_have_url(re.compile(rf"/quotes/editor/{records['quote']['quote_id']}$"))
    expect(page.get_by_role("heading", level=1, name=f"Quote {number}")).to_be_visible()


def test_the_supplier_quotes_list_links_each_to_its_customer_quote(
    page: Page, salesman: str, records: dict[str, Any]
) -> None:
    sq, number = records["supplier_quote"], records["quote"]["number"]
    log_in(page, salesman, SALES_PASSWORD)
    page.goto(f"/supplier-quotes?q={sq['number']}")
    table = page.get_by_role("table", name="Supplier quotes")
    expect(table.get_by_role("columnheader", name="Customer quote")).to_be_visible()
    row = table.get_by_role("row").filter(has_text=sq["number"])
    row.get_by_role("link", name=number).click()
    expect(page).to_have_url(re.compile(rf"/quotes/editor/{records['quote']['quote_id']}$"))


def test_a_screens_header_actions_keep_to_one_line_on_a_phone(browser: Browser, live_server: str) -> None:
    """The products screen's three actions wrapped the last onto a line of its own at 390 px."""
    context = browser.new_context(base_url=live_server, viewport=PHONE, has_touch=True, is_mobile=True)
    context.set_default_timeout(WAIT)
    try:
        page = context.new_page()
        log_in(page)
        page.goto("/products")
        expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()
        actions = [page.get_by_role("link", name=name).or_(page.get_by_role("button", name=name)).first
                   for name in ("Export CSV", "Import price list", "New product")]  # fmt: skip
        boxes = [action.bounding_box() for action in actions]
        assert all(box is not None for box in boxes), boxes
        assert len({round(box["y"]) for box in boxes if box}) == 1, boxes
        assert all(box["x"] + box["width"] <= PHONE["width"] - 16 for box in boxes if box), boxes
    finally:
        context.close()
