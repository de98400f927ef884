"""End-to-end: the built app served by `brickmate serve` on its own embedded database, driven in Chromium."""

from __future__ import annotations

import os
import random
import re
import string
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

from api.devserver import ROOT, serve_demo
from tests.smtp import Collector, smtp_collector

CHROMIUM = os.environ.get("BRICKMATE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DEMO_EMAIL = "admin@example.com"
DEMO_PASSWORD = "brickmate-demo"
# A salesman of the tests' own (staff role): the demo's Tom has his password changed by test_accounts.
SALES_EMAIL = "sam.seller@example.com"
SALES_PASSWORD = "solid-stock-bricks-7"


@pytest.fixture(scope="session")
def mailbox() -> Iterator[Collector]:
    """The SMTP server the app relays its mail to (loopback): what a supplier or a customer would receive."""
    with smtp_collector() as collector:
        yield collector


@pytest.fixture(scope="session")
def live_server(mailbox: Collector) -> Iterator[str]:
    if not (ROOT / "web" / "dist" / "index.html").is_file():
        pytest.fail("web/dist is not built: run `make install` first")
    # The task pad's event rules act after each commit in the served app, as in production (the API tests turn
    # them off for their own process).
    env = {"SMTP_HOST": "127.0.0.1", "SMTP_PORT": str(mailbox.port), "BRICKMATE_TASK_RULES_ON_CHANGE": "1"}
    with serve_demo(extra_env=env) as url:
        yield url


def add_staff_user(live_server: str, first_name: str, last_name: str, email: str, password: str) -> str:
    """A staff user of the tests, made through the admin's API (never a demo user changed); returns the email."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    user = {"firstName": first_name, "lastName": last_name, "email": email, "role": "staff", "password": password}
    response = httpx.post(
        f"{live_server}/api/users/add",
        json={"user": user},
        headers={"Authorization": f"Bearer {login.json()['token']}"},
        timeout=60,
    )
    response.raise_for_status()
    return email


@pytest.fixture(scope="session")
def salesman(live_server: str) -> str:
    """Sam Seller, a staff user made once through the admin's API; returns the email to log in with."""
    return add_staff_user(live_server, "Sam", "Seller", SALES_EMAIL, SALES_PASSWORD)


@pytest.fixture(scope="module")
def api(live_server: str) -> Iterator[httpx.Client]:
    """The admin's API, to make a module's own records (a module may define its own `api` instead)."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as client:
        yield client


@pytest.fixture(scope="module")
def tag() -> str:
    """A word of the module's own in its records' names, so its records never meet another module's."""
    return "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()


WAIT = 20_000  # the machine may be busy: generous waits, never fixed sleeps


@pytest.fixture
def patient_expect() -> Iterator[None]:
    """Assertions wait as long as actions do (the default is 5 s), then the default is put back. A module that needs
    it says `pytestmark = pytest.mark.usefixtures("patient_expect")`."""
    expect.set_options(timeout=WAIT)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield browser
    browser.close()


@pytest.fixture
def page(browser: Browser, live_server: str) -> Iterator[Page]:
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 800})
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


def log_in(page: Page, email: str = DEMO_EMAIL, password: str = DEMO_PASSWORD) -> None:
    page.goto("/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label(re.compile(r"^Password")).fill(password)
    page.get_by_role("button", name="Log in").click()
    # Argon2 on a loaded 2-CPU machine can take a while: wait longer than the page default.
    page.wait_for_url(lambda url: not url.endswith("/login"), timeout=45_000)


@contextmanager
def phone_logged_in(browser: Browser, live_server: str) -> Iterator[Page]:
    """A demo admin logged in on a 390 px phone with touch (the walks' phone)."""
    from tests.e2e.walk_records import phone_context  # it imports this module's WAIT

    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        yield page
    finally:
        context.close()


@pytest.fixture
def phone(browser: Browser, live_server: str) -> Iterator[Page]:
    """The walks' phone, logged in for one test (a module logging in once uses `phone_logged_in` itself)."""
    with phone_logged_in(browser, live_server) as page:
        yield page
