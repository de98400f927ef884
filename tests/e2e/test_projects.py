"""A project as staff build it up: start it from a customer found in the CRM, add an architect, a supplier and a
suggested product, then move it from Lead to Tender on the planning board by dragging its card."""

from __future__ import annotations

import re
import uuid

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in

# Under a loaded CI machine a pick's search and the link's save took longer than the 5 s default.
pytestmark = pytest.mark.usefixtures("patient_expect")


def _api(live_server: str) -> httpx.Client:
    """The demo admin's API client, to set up records the way a colleague would have entered them."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"})


def _records(live_server: str, tag: str) -> dict[str, str]:
    """A customer, an architects' practice (an "other"), a supplier and one of its products."""
    names = {
        "customer": f"Aire Valley Homes {tag}",
        "architect": f"Lumb Lane Architects {tag}",
        "supplier": f"Wharfedale Brick {tag}",
        "product": f"Wharfedale Buff Multi {tag}",
        "code": f"WB-{tag}",
    }
    with _api(live_server) as api:
        for path, name in (
            ("/api/customers/add", names["customer"]),
            ("/api/others/add", names["architect"]),
        ):
            api.post(path, json={"name": name}).raise_for_status()
        supplier = api.post("/api/suppliers/add", json={"name": names["supplier"]})
        supplier.raise_for_status()
        api.post(
            "/api/products/add",
            json={
                "code": names["code"],
                "name": names["product"],
                "supplier_id": supplier.json()["id"],
                "category": "facing_brick",
                "colour": "Buff",
                "selling_unit": "per_1000",
                "cost_price": "410.00",
                "list_price": "535.00",
            },
        ).raise_for_status()
    return names


def _pick(page: Page, field: str, text: str, option: str) -> None:
    """Type into a search picker and choose the option it offers."""
    page.get_by_role("combobox", name=field, exact=True).fill(text)
    page.get_by_role("option", name=re.compile(re.escape(option))).click()


def test_a_project_from_a_customer_to_tender_on_the_board(page: Page, live_server: str) -> None:
    tag = uuid.uuid4().hex[:6]
    names = _records(live_server, tag)
    project = f"Kirkstall Road plots {tag}"
    log_in(page)

    # Find the customer in the CRM and start a project from its screen.
    page.goto("/crm?tab=customers")
    page.get_by_role("searchbox", name="Search customers").fill(names["customer"])
    customers = page.get_by_role("table", name="Customers")
    expect(page).to_have_url(re.compile(r"[?&]q=Aire"))  # the search has settled: the list shows its matches
    expect(customers.get_by_role("row")).to_have_count(2)
    customers.get_by_role("link", name=names["customer"]).click()
    expect(page.get_by_role("heading", level=1, name=names["customer"])).to_be_visible()
    projects = page.get_by_role("region", name="Projects")
    expect(projects.get_by_text("No projects yet.")).to_be_visible()
    projects.get_by_role("link", name="New project").click()
    page.wait_for_url(re.compile(r"/projects/new\?customer_id=\d+$"))

    form = page.get_by_role("form", name="New project")
    expect(form.get_by_role("combobox", name="Customer")).to_have_value(names["customer"])
    form.get_by_role("button", name="Create project").click()
    expect(form.get_by_text("This field is required")).to_be_visible()
    form.get_by_label(re.compile(r"^Name")).fill(project)
    form.get_by_label("Reference").fill(f"KR-{tag}")
    form.get_by_label("Number of plots").fill("48")
    form.get_by_label("Estimated value").fill("£640,000")
    form.get_by_label("Start date").fill("2026-04-13")
    form.get_by_role("button", name="Create project").click()
    page.wait_for_url(re.compile(r"/projects/view/\d+$"))
    project_url = page.url
    expect(page.get_by_role("heading", level=1, name=project)).to_be_visible()
    summary = page.get_by_role("group", name="Project summary")
    expect(summary).to_contain_text("Lead")
    expect(summary).to_contain_text(f"Ref KR-{tag}")
    expect(summary.get_by_role("link", name=names["customer"])).to_be_visible()

    # An architect, a supplier and a suggested product, each found by typing part of it.
    architects = page.get_by_role("region", name="Architects")
    _pick(page, "Add an architect", "Lumb Lane", names["architect"])
    architects.get_by_role("button", name="Add").click()
    expect(architects.get_by_role("link", name=names["architect"])).to_have_attribute(
        "href", re.compile(r"^/other\?id=\d+$")
    )

    suppliers = page.get_by_role("region", name="Suppliers")
    _pick(page, "Add a supplier", names["supplier"], names["supplier"])
    suppliers.get_by_role("button", name="Add").click()
    expect(suppliers.get_by_role("link", name=names["supplier"])).to_be_visible()

    suggest = page.get_by_role("form", name="Suggest a product")
    _pick(page, "Product", names["code"], names["product"])
    suggest.get_by_label("Quantity").fill("36,000")
    suggest.get_by_label("Note").fill("Plots 1-24, front elevations")
    suggest.get_by_role("button", name="Suggest").click()
    products = page.get_by_role("table", name="Suggested products")
    expect(products.get_by_role("link", name=names["product"])).to_be_visible()
    expect(products.get_by_role("row").filter(has_text=names["code"])).to_contain_text("£535.00 per 1,000")
    expect(products.get_by_role("row").filter(has_text=names["code"])).to_contain_text("36,000")

    figures = page.get_by_role("region", name="Figures")
    expect(figures.get_by_role("group", name="Architects")).to_contain_text("1")
    expect(figures.get_by_role("group", name="Suppliers")).to_contain_text("1")
    expect(figures.get_by_role("group", name="Suggested products")).to_contain_text("1")

    # To the board from the CRM, and drag the card from Lead to Tender.
    page.goto("/crm")
    page.get_by_role("link", name="Projects").click()
    page.wait_for_url(re.compile(r"/projects/?$"))
    lead = page.get_by_role("region", name="Lead")
    tender = page.get_by_role("region", name="Tender")
    card = lead.get_by_role("article", name=project)
    expect(card).to_contain_text(names["customer"])
    expect(card).to_contain_text("£640,000 · 48 plots")
    card.drag_to(tender)
    expect(tender.get_by_role("article", name=project)).to_be_visible()
    expect(lead.get_by_role("article", name=project)).to_have_count(0)
    expect(page.get_by_text(f"{project} moved to Tender.")).to_be_visible()

    # The move is stored: still in Tender after a reload, and on the project's own screen.
    page.reload()
    expect(page.get_by_role("region", name="Tender").get_by_role("article", name=project)).to_be_visible()
    expect(page.get_by_role("region", name="Lead").get_by_role("article", name=project)).to_have_count(0)
    page.goto(project_url)
    expect(page.get_by_role("group", name="Project summary")).to_contain_text("Tender")
    expect(page.get_by_role("list", name="Activity").get_by_text("Moved from Lead to Tender")).to_be_visible()
