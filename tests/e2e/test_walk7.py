"""A new user's walk, the seventeenth session's: a mistyped address says "Page not found" inside the shell (it showed
Home without a word) and a record link that names no record says so with the way back; on a phone a customer's
screen shows who the customer is and what is open on its first screen (its sections fold), and the supplier quotes'
and projects' filters fold; an archive refused because someone else changed the record (409) finishes with the one
confirmation, naming what they changed. Records are the test's own."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import log_in
from tests.e2e.walk_records import phone_context

pytestmark = pytest.mark.usefixtures("patient_expect")


def test_a_mistyped_address_says_page_not_found_with_the_way_home(page: Page) -> None:
    """`/customers/999999x` (the screen is /customer?id=) showed Home as if the link had worked."""
    page.goto("/no-such-page")
    # A visitor logs in first, then sees what the address was.
    expect(page).to_have_url(re.compile(r"/login$"))
    log_in(page)
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/no-such-page$"))

    page.goto("/customers/999999x")
    main = page.get_by_role("main")
    expect(main.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    expect(main).to_contain_text("There is no screen at /customers/999999x")
    expect(page.get_by_role("navigation", name="Main navigation")).to_be_visible()
    expect(page).to_have_title(re.compile(r"^Page not found"))
    main.get_by_role("link", name="Go to Home").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_have_count(0)


@pytest.mark.parametrize(
    ("path", "said", "back"),
    [
        ("/customer?id=999999", "This customer does not exist.", "Back to CRM"),
        ("/quotes/editor/999999", "This quote does not exist.", "Back to quotes"),
        ("/projects/view/999999", "This project does not exist.", "Back to projects"),
        ("/supplier-quotes/editor/999999", "There is no supplier quote 999999", "All supplier quotes"),
        # An id that is no number spun for ever.
        ("/supplier-quotes/editor/abc", "There is no supplier quote abc", "All supplier quotes"),
        ("/supplier-quotes/orders/999999", "There is no purchase order 999999", "All purchase orders"),
        ("/supplier-quotes/request/999999", "There is no customer quote 999999", "All supplier quotes"),
        ("/call-offs/999999", "There is no order 999999", "All call-offs"),
    ],
)
def test_a_link_to_a_record_that_is_not_there_says_so_with_the_way_back(
    page: Page, path: str, said: str, back: str
) -> None:
    log_in(page)
    page.goto(path)
    main = page.get_by_role("main")
    expect(main).to_contain_text(said)
    main.get_by_role("link", name=back).click()
    expect(page.get_by_role("heading", level=1)).not_to_have_text(re.compile("not found|^(Customer|Quote|Project)$"))


def test_a_customers_screen_on_a_phone_shows_who_and_what_is_open_first(
    browser: Browser, live_server: str, api: httpx.Client, tag: str
) -> None:
    """It was 3,860 px tall: the figures' five counts, the details form, the quotes, call-offs and projects in turn."""
    body = {"name": f"Luddenden Homes {tag}", "phone": "01422 880 880", "email": "buy@luddenden.example"}
    customer = api.post("/api/customers/add", json=body).json()
    context = phone_context(browser, live_server)
    page = context.new_page()
    try:
        log_in(page)
        page.goto(f"/customer?id={customer['id']}")
        expect(page.get_by_role("heading", level=1, name=f"Luddenden Homes {tag}")).to_be_visible()
        details = page.get_by_role("button", name=re.compile(r"^Details"))
        expect(details).to_contain_text("01422 880 880 · buy@luddenden.example")
        expect(details).to_have_attribute("aria-expanded", "false")
        quotes = page.get_by_role("button", name=re.compile(r"^Quotes"))
        expect(quotes).to_contain_text("0 quotes · 0 open")
        expect(page.get_by_role("button", name=re.compile(r"^Call-offs"))).to_contain_text("0 orders")
        expect(page.get_by_role("button", name=re.compile(r"^Projects"))).to_be_in_viewport()
        counts = "0 contacts · 0 addresses · 0 site addresses · 0 notes · 0 files"
        expect(page.get_by_label("Counts")).to_have_text(counts)
        assert page.evaluate("() => document.documentElement.scrollHeight") < 1_300
        form = page.get_by_role("form", name="Details")
        expect(form).to_be_hidden()

        # Edit unfolds the details; typed text survives folding them again.
        page.get_by_role("button", name="Edit").click()
        expect(details).to_have_attribute("aria-expanded", "true")
        phone = form.get_by_role("textbox", name="Phone")
        expect(phone).to_be_visible()
        phone.fill("01422 880 999")
        details.click()
        expect(form).to_be_hidden()
        details.click()
        expect(phone).to_have_value("01422 880 999")

        quotes.click()
        expect(quotes).to_have_attribute("aria-expanded", "true")
        expect(page.get_by_role("heading", level=2, name="Quotes")).to_be_visible()
        assert page.evaluate("() => document.documentElement.scrollWidth") == 390
    finally:
        context.close()


@pytest.mark.parametrize(("path", "box"), [("/supplier-quotes", "Status"), ("/projects?view=list", "Stage")])
def test_the_supplier_quotes_and_projects_filters_fold_on_a_phone(
    browser: Browser, live_server: str, path: str, box: str
) -> None:
    context = phone_context(browser, live_server)
    page = context.new_page()
    try:
        log_in(page)
        page.goto(path)
        fold = page.get_by_role("button", name="Filters")
        expect(fold).to_be_visible()
        expect(page.get_by_role("combobox", name=box)).to_have_count(0)
        fold.click()
        page.get_by_role("combobox", name=box).click()
        page.get_by_role("option").first.click()
        page.keyboard.press("Escape")
        page.get_by_role("button", name="Hide filters").click()
        expect(page.get_by_role("button", name="Filters (1 set)")).to_be_visible()
        page.get_by_role("button", name="Clear filters").click()
        expect(page.get_by_role("button", name="Filters", exact=True)).to_be_visible()
        assert page.evaluate("() => document.documentElement.scrollWidth") == 390
    finally:
        context.close()


def test_an_archive_refused_as_stale_finishes_with_one_confirmation(page: Page, api: httpx.Client, tag: str) -> None:
    """Someone else changed the customer after the screen read it: the 409 asked for a second confirmation."""
    name = f"Sowerby Bridge Builders {tag}"
    customer = api.post("/api/customers/add", json={"name": name}).json()
    log_in(page)
    page.goto(f"/customer?id={customer['id']}")
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    # Another user (here the API) changes its phone meanwhile.
    changed = api.post(
        "/api/customers/update/",
        json={"customer_id": customer["id"], "name": name, "phone": "01422 831 000", "version": customer["version"]},
    )
    changed.raise_for_status()
    page.get_by_role("button", name="Archive").click()
    dialog = page.get_by_role("dialog", name=f"Archive {name}?")
    dialog.get_by_role("button", name="Archive").click()
    expect(dialog).to_be_hidden()
    said = f"{name} was archived. Someone else had changed its phone since you opened it"
    expect(page.get_by_text(said)).to_be_visible()
    expect(page.get_by_role("button", name="Restore")).to_be_visible()
    record = api.get(f"/api/customers/{customer['id']}").json()
    assert record["archived"] is True
    assert record["phone"] == "01422 831 000"
