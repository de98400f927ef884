"""The app shell as a person meets it: log in, the bars, notifications, unknown paths, logging out."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import log_in

NAV = [
    "Home",
    "CRM",
    "Taskpad",
    "Products",
    "Customer Quotes & Orders",
    "Supplier Quotes & Orders",
    "Call-offs",
    "Users",
]


def test_login_shows_top_bar_and_rail_with_their_sizes(page: Page) -> None:
    page.goto("/profile")
    expect(page).to_have_url(re.compile(r"/login$"))
    expect(page.get_by_test_id("topbar")).to_have_count(0)
    expect(page.get_by_test_id("nav-drawer")).to_have_count(0)

    log_in(page)
    expect(page.get_by_text("Ada Brennan")).to_be_visible()
    topbar = page.get_by_test_id("topbar")
    assert topbar.bounding_box()["height"] == 48

    drawer = page.get_by_test_id("nav-drawer")
    page.mouse.move(900, 500)
    expect(drawer).to_have_css("width", "56px")
    drawer.hover()
    expect(drawer).to_have_css("width", "200px")
    labels = [drawer.get_by_role("link", name=name).or_(drawer.get_by_role("button", name=name)) for name in NAV]
    tops = [label.first.bounding_box()["y"] for label in labels]
    assert tops == sorted(tops), "navigation entries are out of the spec's order"
    expect(drawer.get_by_role("button", name="Log out")).to_be_visible()
    page.mouse.move(900, 500)
    expect(drawer).to_have_css("width", "56px")


def test_follow_a_notification_then_it_is_gone(page: Page) -> None:
    log_in(page)
    page.get_by_role("button", name="Notifications").click()
    menu = page.get_by_role("menu")
    item = menu.get_by_text("Welcome to Brickmate. Check your profile details.")
    expect(item).to_be_visible()
    # offsetWidth, not the bounding box: the menu grows in with a scale transform.
    assert menu.evaluate("el => el.closest('.MuiPaper-root').offsetWidth") >= 400
    item.click()
    expect(page).to_have_url(re.compile(r"/profile$"))
    page.get_by_role("button", name="Notifications").click()
    expect(page.get_by_role("menu").get_by_text("Priya Shah joined as a manager.")).to_be_visible()
    expect(page.get_by_role("menu").get_by_text("Welcome to Brickmate. Check your profile details.")).to_have_count(0)


def test_unknown_path_says_so_and_leads_home(page: Page) -> None:
    log_in(page)
    page.goto("/no/such/screen")
    expect(page).to_have_url(re.compile(r"/no/such/screen$"))
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    page.get_by_role("link", name="Go to Home").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_text(re.compile(r"^Good (morning|afternoon|evening), Ada"))).to_be_visible()


def test_logout_then_profile_sends_to_login(page: Page) -> None:
    log_in(page)
    page.get_by_test_id("topbar").get_by_role("button", name="Log out").click()
    expect(page).to_have_url(re.compile(r"/(login)?$"))
    expect(page.get_by_role("button", name="Log in")).to_be_visible()
    assert page.evaluate("localStorage.getItem('token')") in (None, "", "null")
    page.goto("/profile")
    expect(page).to_have_url(re.compile(r"/login$"))
