"""The shell on a phone (390 x 844): the rail is a menu, the top bar's items stay apart, the CRM list keeps its key
columns. And logging in (again) returns to the screen that sent you to /login."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import combinations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import add_staff_user, log_in

PHONE = {"width": 390, "height": 844}
EMAIL = "una.traveller@example.com"
PASSWORD = "handmade-stock-bricks-9"


@pytest.fixture(scope="module")
def traveller(live_server: str) -> str:
    """Una Traveller, a staff user of these tests made through the admin's API; returns her email."""
    return add_staff_user(live_server, "Una", "Traveller", EMAIL, PASSWORD)


@pytest.fixture
def phone(browser: Browser, live_server: str) -> Iterator[Page]:
    context = browser.new_context(base_url=live_server, viewport=PHONE, is_mobile=True, has_touch=True)
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


def submit_login(page: Page, email: str) -> None:
    """Fill and send the login form on the screen as it is (log_in would open /login afresh)."""
    expect(page).to_have_url(re.compile(r"/login$"))
    page.get_by_label("Email").fill(email)
    page.get_by_label(re.compile(r"^Password")).fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and (a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])
    )


def test_on_a_phone_the_rail_is_a_menu_and_the_crm_list_fits(phone: Page, traveller: str) -> None:
    page = phone
    log_in(page, traveller, PASSWORD)
    page.goto("/crm")
    expect(page.get_by_role("heading", level=1, name="CRM")).to_be_visible()

    # The rail is hidden behind a menu button; the page starts at the left edge.
    expect(page.get_by_test_id("nav-drawer")).to_have_count(0)
    topbar = page.get_by_test_id("topbar")
    items = {
        "menu": topbar.get_by_role("button", name="Open the menu"),
        "title": topbar.get_by_test_id("app-title"),
        "assistant": topbar.get_by_role("button", name="Ask Brickmate"),
        "bell": topbar.get_by_role("button", name="Notifications"),
        "profile": topbar.get_by_role("link", name="Una Traveller"),
        "logout": topbar.get_by_role("button", name="Log out"),
    }
    boxes = {}
    for name, item in items.items():
        expect(item).to_be_visible()
        box = item.bounding_box()
        assert box is not None, name
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], f"{name} runs off the screen: {box}"
        boxes[name] = box
    for (a, box_a), (b, box_b) in combinations(boxes.items(), 2):
        assert not overlap(box_a, box_b), f"{a} overlaps {b}: {box_a} {box_b}"
    # The name is the avatar's label, not written out.
    expect(topbar.get_by_text("Una Traveller")).to_have_count(0)

    # The customers table keeps its key columns on the screen and does not widen the page.
    table = page.get_by_role("table", name="Customers")
    name_header = table.get_by_role("columnheader", name="Name")
    expect(name_header).to_be_visible()
    expect(table.get_by_role("columnheader", name="Email")).to_be_hidden()
    first = table.get_by_role("row").nth(1).get_by_role("link").first
    expect(first).to_be_visible()
    for box in (name_header.bounding_box(), first.bounding_box()):
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # The menu opens over the page with every entry readable, and closes on the way to the chosen screen.
    items["menu"].click()
    menu = page.get_by_test_id("nav-drawer")
    expect(menu).to_be_visible()
    quotes = menu.get_by_role("link", name="Customer Quotes & Orders")
    expect(quotes).to_be_visible()
    label = quotes.get_by_text("Customer Quotes & Orders")
    assert label.evaluate("el => el.scrollWidth <= el.clientWidth"), "the label is cut"
    menu.get_by_role("link", name="Products").click()
    expect(page).to_have_url(re.compile(r"/products$"))
    expect(page.get_by_test_id("nav-drawer")).to_have_count(0)


def test_rail_labels_fit_the_open_rail(page: Page) -> None:
    log_in(page)
    drawer = page.get_by_test_id("nav-drawer")
    drawer.hover()
    expect(drawer).to_have_css("width", "200px")
    right = drawer.bounding_box()["x"] + 200
    for name in ("Customer Quotes & Orders", "Supplier Quotes & Orders"):
        label = drawer.get_by_text(name, exact=True)
        expect(label).to_be_visible()
        assert label.evaluate("el => el.scrollWidth <= el.clientWidth"), f"{name} is cut"
        box = label.bounding_box()
        assert box is not None and box["x"] + box["width"] <= right, f"{name} runs past the rail: {box}"


def test_a_deep_link_opened_logged_out_lands_there_after_logging_in(page: Page, traveller: str) -> None:
    page.goto("/quotes?status=sent")
    expect(page).to_have_url(re.compile(r"/login$"))
    submit_login(page, traveller)
    page.wait_for_url(re.compile(r"/quotes\?status=sent$"), timeout=45_000)
    expect(page.get_by_role("heading", level=1, name="Customer Quotes & Orders")).to_be_visible()


def test_after_the_session_expires_logging_in_again_returns_to_the_screen(page: Page, traveller: str) -> None:
    log_in(page, traveller, PASSWORD)
    page.goto("/products")
    expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()
    # The token is no longer valid (as after its expiry): the next call is answered 401.
    page.evaluate("localStorage.setItem('token', 'expired-token')")
    page.reload()
    expect(page.get_by_text("Your session has expired. Please log in again.")).to_be_visible()
    submit_login(page, traveller)
    page.wait_for_url(re.compile(r"/products$"), timeout=45_000)
    expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()


def test_an_external_next_is_ignored(page: Page, traveller: str) -> None:
    page.goto("/login?next=//evil.example/crm")
    page.get_by_label("Email").fill(traveller)
    page.get_by_label(re.compile(r"^Password")).fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(lambda url: "/login" not in url, timeout=45_000)
    assert page.url.startswith(page.evaluate("location.origin"))
    expect(page).to_have_url(re.compile(r"/$"))
