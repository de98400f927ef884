"""Accounts as people use them: edit your profile, reset a password from the mailed link, add a colleague."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Page, expect

from tests.e2e.conftest import log_in


def _log_out(page: Page) -> None:
    page.get_by_test_id("topbar").get_by_role("button", name="Log out").click()
    expect(page.get_by_role("button", name="Log in")).to_be_visible()


def test_edit_profile_updates_the_top_bar(page: Page) -> None:
    log_in(page, "priya.shah@example.com")
    page.goto("/profile")
    first = page.get_by_label("First name")
    expect(first).to_have_value("Priya")
    first.fill("")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("This field is required")).to_be_visible()
    first.fill("Priyanka")
    page.get_by_label("Phone").fill("0113 496 7777")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_test_id("topbar").get_by_text("Priyanka Shah")).to_be_visible()
    page.reload()
    expect(page.get_by_label("First name")).to_have_value("Priyanka")
    expect(page.get_by_label("Phone")).to_have_value("0113 496 7777")


def test_reset_password_through_the_outbox_link(page: Page) -> None:
    page.goto("/login")
    page.get_by_role("button", name=re.compile("Forgot password", re.I)).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Email").fill("tom.hughes@example.com")
    dialog.get_by_role("button", name=re.compile("Send", re.I)).click()
    expect(page.get_by_text(re.compile("If an account exists for this email"))).to_be_visible()

    log_in(page)
    page.goto("/outbox")
    page.get_by_text("Reset your Brickmate password").first.click()
    link = page.get_by_role("link", name=re.compile(r"password-reset"))
    href = link.get_attribute("href")
    assert href and "/password-reset/" in href
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_have_count(0)
    _log_out(page)

    page.goto(href)
    page.get_by_label(re.compile(r"^New password")).fill("solid-stock-bricks-9")
    page.get_by_label(re.compile(r"^Confirm new password")).fill("solid-stock-bricks-9")
    page.get_by_role("button", name=re.compile("password", re.I)).click()
    expect(page.get_by_text("Your password has been changed.")).to_be_visible()

    log_in(page, "tom.hughes@example.com", "solid-stock-bricks-9")
    expect(page.get_by_test_id("topbar").get_by_text("Tom Hughes")).to_be_visible()

    page.goto(href)
    expect(page.get_by_text(re.compile("invalid or has expired"))).to_be_visible()


def test_admin_creates_a_user_who_can_log_in(page: Page) -> None:
    email = f"new.starter.{uuid.uuid4().hex[:6]}@example.com"
    log_in(page)
    page.goto("/users")
    page.get_by_role("button", name="Add user").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("First name").fill("Nia")
    dialog.get_by_label("Last name").fill("Okafor")
    dialog.get_by_label("Email").fill("not-an-email")
    dialog.get_by_role("button", name=re.compile("^(Add|Create|Save)", re.I)).click()
    expect(dialog.get_by_text("Please enter a valid email")).to_be_visible()
    dialog.get_by_label("Email").fill(email)
    dialog.get_by_label(re.compile("^Password")).fill("kiln-fired-bricks-7")
    dialog.get_by_role("button", name=re.compile("^(Add|Create|Save)", re.I)).click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.get_by_label(re.compile("Search", re.I)).fill("Okafor")
    expect(page.get_by_role("cell", name=email)).to_be_visible()
    _log_out(page)

    log_in(page, email, "kiln-fired-bricks-7")
    expect(page.get_by_test_id("topbar").get_by_text("Nia Okafor")).to_be_visible()
    page.goto("/users")
    expect(page.get_by_text("You need the admin role to manage users.")).to_be_visible()
