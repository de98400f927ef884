"""A new user's walk, the eighteenth session's: on a phone the projects' Customer picker folds with the other filters,
the products' filters are the same bar as the other lists', a supplier's and a company's screens fold their sections
as a customer's do; the not-found screen's "Go back" goes back (or Home when the tab opened on it); an archive that
meets a second change while it retries still finishes with the one confirmation. Records are the test's own."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Page, Route, expect

from tests.e2e.conftest import log_in
from tests.e2e.walk_records import fits_a_phone

pytestmark = pytest.mark.usefixtures("patient_expect")


def test_the_projects_customer_picker_folds_with_the_filters_on_a_phone(
    phone: Page, api: httpx.Client, tag: str
) -> None:
    """The Customer box stood open under the search on both views (the list's other filters were folded)."""
    customer = api.post("/api/customers/add", json={"name": f"Mytholmroyd Homes {tag}"}).json()
    phone.goto("/projects")
    expect(phone.get_by_label("Search projects")).to_be_visible()
    expect(phone.get_by_role("combobox", name="Customer")).to_have_count(0)
    phone.get_by_role("button", name="Filters", exact=True).click()
    picker = phone.get_by_role("combobox", name="Customer")
    picker.fill(f"Mytholmroyd Homes {tag}")
    phone.get_by_role("option", name=re.compile(f"Mytholmroyd Homes {tag}")).click()
    expect(phone).to_have_url(re.compile(f"customer_id={customer['id']}"))
    phone.get_by_role("button", name="Hide filters").click()
    expect(phone.get_by_role("button", name="Filters (1 set)")).to_be_visible()
    expect(phone.get_by_role("combobox", name="Customer")).to_have_count(0)

    # The list shares the customer: one fold holds it with the stages and the dates.
    phone.get_by_role("tab", name="List").click()
    fold = phone.get_by_role("button", name="Filters (1 set)")
    fold.click()
    filters = phone.get_by_role("group", name="Filters")
    expect(filters.get_by_role("combobox", name="Customer")).to_have_value(f"Mytholmroyd Homes {tag}")
    expect(filters.get_by_role("combobox", name="Stage")).to_be_visible()
    expect(phone.get_by_text("No projects match the filters")).to_be_visible()
    phone.get_by_role("button", name="Clear filters").click()
    expect(phone).not_to_have_url(re.compile("customer_id="))
    expect(phone.get_by_role("button", name="Hide filters")).to_be_visible()
    fits_a_phone(phone)


def test_the_products_search_and_filters_are_one_bar_like_the_other_lists(page: Page) -> None:
    """The products list had its own layout: the search alone on a line, Clear filters inside the filters."""
    log_in(page)
    page.goto("/products")
    search = page.get_by_label("Search products")
    filters = page.get_by_role("group", name="Filters")
    category = filters.get_by_role("combobox", name="Category")
    # At a desk the search and the first filters share a row.
    assert abs(search.bounding_box()["y"] - category.bounding_box()["y"]) < 10  # type: ignore[index]
    expect(page.get_by_role("button", name="Clear filters")).to_have_count(0)
    category.click()
    page.get_by_role("option", name="Engineering brick").click()
    page.keyboard.press("Escape")
    expect(page).to_have_url(re.compile("category=engineering_brick"))
    page.get_by_role("button", name="Clear filters").click()
    expect(page).not_to_have_url(re.compile("category="))
    expect(page.get_by_role("button", name="Clear filters")).to_have_count(0)


def test_the_products_filters_fold_with_a_count_on_a_phone(phone: Page) -> None:
    phone.goto("/products?status=discontinued")
    expect(phone.get_by_role("group", name="Filters")).to_have_count(0)
    phone.get_by_role("button", name="Filters (1 set)").click()
    status = phone.get_by_role("group", name="Filters").get_by_role("combobox", name="Status")
    expect(status).to_contain_text("Discontinued")
    phone.get_by_role("button", name="Clear filters").click()
    expect(phone.get_by_role("button", name="Hide filters")).to_be_visible()
    expect(phone).not_to_have_url(re.compile("status="))
    fits_a_phone(phone)


@pytest.mark.parametrize(
    ("kind", "base", "section", "said"),
    [
        ("supplier", "suppliers", "Supplier quotes", "0 supplier quotes"),
        ("company", "companys", "Quotes", "0 quotes · 0 open"),
    ],
)
def test_a_suppliers_and_a_companys_screen_fold_their_sections_on_a_phone(
    phone: Page, api: httpx.Client, tag: str, kind: str, base: str, section: str, said: str
) -> None:
    """Only the customer's screen folded: a company's quotes took 1,362 px, a supplier's ~230 px a supplier quote."""
    name = f"Hebble {kind.title()} {tag}"
    body = {"name": name, "phone": "01422 330 330"}
    record = api.post(f"/api/{base}/add", json={"company": body} if kind == "company" else body).json()
    phone.goto(f"/{kind}?id={record['id']}")
    expect(phone.get_by_role("heading", level=1, name=name)).to_be_visible()
    details = phone.get_by_role("button", name=re.compile(r"^Details"))
    expect(details).to_contain_text("01422 330 330")
    fold = phone.get_by_role("button", name=re.compile(f"^{section}"))
    expect(fold).to_contain_text(said)
    expect(fold).to_have_attribute("aria-expanded", "false")
    expect(fold).to_be_in_viewport()
    expect(phone.get_by_role("heading", level=2, name=section)).to_be_hidden()
    fold.click()
    expect(fold).to_have_attribute("aria-expanded", "true")
    expect(phone.get_by_role("heading", level=2, name=section)).to_be_visible()
    fits_a_phone(phone)


def test_go_back_on_the_not_found_screen_goes_back_or_home(page: Page) -> None:
    """ "Go back" had no test, and was not offered when the tab opened on the address (nothing to go back to)."""
    log_in(page)
    page.goto("/no-such-page")
    page.get_by_role("button", name="Go back").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_have_count(0)

    page.goto("/crm")
    expect(page.get_by_role("heading", level=1, name="CRM")).to_be_visible()
    # An old link inside the app (as a link in a note would): the app's history moves on to it.
    page.evaluate(
        """() => {
            history.pushState({ usr: null, key: 'old', idx: (history.state?.idx ?? 0) + 1 }, '', '/customers/12');
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }"""
    )
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    page.get_by_role("button", name="Go back").click()
    expect(page).to_have_url(re.compile(r"/crm"))
    expect(page.get_by_role("heading", level=1, name="CRM")).to_be_visible()


def test_an_archive_meeting_a_second_change_while_it_retries_still_finishes(
    page: Page, api: httpx.Client, tag: str
) -> None:
    """The retry after a 409 met a second change (another 409) and showed the server's raw "Reload it"."""
    name = f"Luddenden Foot Builders {tag}"
    customer = api.post("/api/customers/add", json={"name": name}).json()

    def change(**fields: str) -> None:
        now = api.get(f"/api/customers/{customer['id']}").json()
        # The update replaces the details: the other user's form sends what it read, with its change.
        kept = {key: now[key] for key in ("phone", "email") if now[key]}
        body = {"customer_id": customer["id"], "name": name, "version": now["version"], **kept, **fields}
        api.post("/api/customers/update/", json=body).raise_for_status()

    calls: list[str] = []

    def archive(route: Route) -> None:
        calls.append(route.request.post_data or "")
        if len(calls) == 2:
            change(email="orders@luddenden.example")  # saved between the retry's read and its call
        route.continue_()

    log_in(page)
    page.goto(f"/customer?id={customer['id']}")
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    change(phone="01422 884 400")
    page.route("**/api/customers/archive", archive)
    page.get_by_role("button", name="Archive").click()
    dialog = page.get_by_role("dialog", name=f"Archive {name}?")
    dialog.get_by_role("button", name="Archive").click()
    expect(dialog).to_be_hidden()
    said = page.get_by_text(re.compile(f"^{name} was archived. Someone else had changed its "))
    expect(said).to_contain_text("email")
    expect(said).to_contain_text("phone")
    expect(page.get_by_role("button", name="Restore")).to_be_visible()
    assert len(calls) == 3
    record = api.get(f"/api/customers/{customer['id']}").json()
    assert record["archived"] is True
    assert (record["phone"], record["email"]) == ("01422 884 400", "orders@luddenden.example")


def test_the_taskpads_filters_fold_on_a_phone(phone: Page) -> None:
    """Whose tasks, status, source and overdue were four rows before the board (it started 420 px down)."""
    phone.goto("/taskpad")
    expect(phone.get_by_label("Search tasks")).to_be_visible()
    expect(phone.get_by_role("combobox", name="Whose tasks")).to_have_count(0)
    phone.get_by_role("button", name="Filters", exact=True).click()
    overdue = phone.get_by_role("group", name="Filters").get_by_label("Overdue only")
    overdue.click()
    expect(phone).to_have_url(re.compile("overdue"))
    expect(overdue).to_be_checked()
    phone.get_by_role("button", name="Hide filters").click()
    expect(phone.get_by_role("button", name="Filters (1 set)")).to_be_visible()
    phone.get_by_role("button", name="Clear filters").click()
    expect(phone.get_by_role("button", name="Filters", exact=True)).to_be_visible()
    fits_a_phone(phone)


def test_a_projects_counts_are_one_line_on_a_phone(phone: Page, api: httpx.Client, tag: str) -> None:
    """Eight figure cards (600 px) came before the project's details on a phone."""
    customer = api.post("/api/customers/add", json={"name": f"Cragg Vale Homes {tag}"}).json()
    project = api.post(
        "/api/projects/add", json={"name": f"Cragg Vale Mill {tag}", "customer_id": customer["id"], "stage": "lead"}
    )
    project.raise_for_status()
    phone.goto(f"/projects/view/{project.json()['project_id']}")
    expect(phone.get_by_role("heading", level=1, name=f"Cragg Vale Mill {tag}")).to_be_visible()
    counts = "0 suppliers · 0 architects · 0 suggested products · 0 notes · 0 files"
    expect(phone.get_by_label("Counts")).to_have_text(counts)
    figures = phone.get_by_role("region", name="Figures")
    expect(figures.get_by_role("group", name="Suppliers")).to_have_count(0)
    expect(figures.get_by_role("group", name="Last activity")).to_be_visible()
    # The details are folded to their line since the nineteenth walk (test_walk9): the line is on the first screen.
    expect(phone.get_by_role("button", name=re.compile(r"^Details"))).to_be_in_viewport()
    fits_a_phone(phone)


def test_a_keyed_in_quotes_charges_are_two_to_a_row_on_a_phone(phone: Page) -> None:
    """The seven charges were ragged boxes of 90 to 150 px, one a row, their labels cut short."""
    phone.goto("/supplier-quotes/new")
    amount = phone.get_by_role("textbox", name="Haulage amount")
    loads = phone.get_by_role("textbox", name="Loads")
    expect(amount).to_be_visible()
    first, second = amount.bounding_box(), loads.bounding_box()
    assert first is not None and second is not None
    assert abs(first["y"] - second["y"]) < 5
    assert first["width"] > 150 and second["width"] > 150
    fits_a_phone(phone)
