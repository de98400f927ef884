"""A new user's walk, the twentieth session's: the quote editor's sections fold on a phone (the lines, the totals and
Save kept in reach), a company's and a supplier's tasks fold on a phone, a refused delete says in words what blocks
it and the way out, and a huge page number is a 422 naming `page`. Records are the test's own; the phone and the desk
log in once for the module."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import log_in, phone_logged_in
from tests.e2e.walk_records import fits_a_phone

pytestmark = pytest.mark.usefixtures("patient_expect")


@pytest.fixture(scope="module")
def phone(browser: Browser, live_server: str) -> Iterator[Page]:
    with phone_logged_in(browser, live_server) as page:
        yield page


@pytest.fixture(scope="module")
def desk(browser: Browser, live_server: str) -> Iterator[Page]:
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)
    page = context.new_page()
    log_in(page)
    yield page
    context.close()


def _section_of_focus(page: Page) -> str:
    """The heading of the section holding the focus ('' outside any)."""
    return str(
        page.evaluate("() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent ?? ''")
    )


def test_the_quote_editor_folds_its_sections_on_a_phone(phone: Page, api: httpx.Client, tag: str) -> None:
    """A four-line quote was 4,306 to 5,187 px tall on a phone: the details, delivery, plots, supplier quotes, tasks and
    comments one under another. They fold to a line each; the lines, the totals and Save stay unfolded."""
    customer = api.post("/api/customers/add", json={"name": f"Ovenden Homes {tag}"}).json()
    lines = [
        {"description": f"{name} {tag}", "quantity": "1000", "unit": "each", "sell_price": "1.50"}
        for name in ("Red multi", "Buff stock", "Dense block", "Wall ties")
    ]
    plots = [
        {"plot_number": str(n), "house_type": "Aspen", "quantities": [{"line": 0, "quantity": "500"}]} for n in (1, 2)
    ]
    quote = api.post("/api/quotes/add", json={"quote": {"customer_id": customer["id"], "lines": lines, "plots": plots}})
    quote.raise_for_status()

    phone.goto(f"/quotes/editor/{quote.json()['quote_id']}")
    details = phone.get_by_role("button", name=re.compile(r"^Details"))
    expect(details).to_contain_text(f"Ovenden Homes {tag}")
    expect(details).to_have_attribute("aria-expanded", "false")
    expect(phone.get_by_role("button", name=re.compile(r"^Plots"))).to_contain_text("2 plots")
    expect(phone.get_by_role("button", name=re.compile(r"^Tasks"))).to_contain_text("No tasks yet")
    expect(phone.get_by_role("button", name=re.compile(r"^Supplier quotes"))).to_contain_text("None yet")
    expect(phone.get_by_role("button", name=re.compile(r"^Comments and history"))).to_be_visible()
    expect(phone.get_by_role("group", name="Total", exact=True)).to_contain_text("£7,200.00")  # £6,000 and VAT
    assert phone.evaluate("() => document.documentElement.scrollHeight") < 3_400
    fits_a_phone(phone)

    # By keyboard: from the folded details, Tab goes on into the lines (nothing hidden is reached).
    details.focus()
    phone.keyboard.press("Tab")
    assert _section_of_focus(phone) == "Lines"

    # The delivery unfolds to type its charges; the totals follow, Save is in view, and the fold says what was saved.
    delivery = phone.get_by_role("button", name=re.compile(r"^Delivery"))
    expect(delivery).to_contain_text("No delivery charge")
    delivery.click()
    phone.get_by_label("Loads").fill("2")
    phone.get_by_label("Price per load").fill("140")
    expect(phone.get_by_role("group", name="Delivery", exact=True)).to_contain_text("£280.00")
    save = phone.get_by_role("region", name="Save the quote").get_by_role("button", name="Save")
    expect(save).to_be_in_viewport()
    save.click()
    expect(phone.get_by_text("No unsaved changes.")).to_be_visible()
    expect(delivery).to_contain_text("£280.00 · 2 loads")


def test_a_companys_and_a_suppliers_tasks_fold_on_a_phone(phone: Page, api: httpx.Client, tag: str) -> None:
    """Their tasks were only the last of eight tabs, off the phone's screen."""
    company = api.post("/api/companys/add", json={"company": {"name": f"Shibden Estates {tag}"}})
    company.raise_for_status()
    supplier = api.post("/api/suppliers/add", json={"name": f"Northowram Stone {tag}"}).json()
    links = [
        {"record_type": "company", "record_id": company.json()["id"]},
        {"record_type": "supplier", "record_id": supplier["id"]},
    ]
    api.post("/api/tasks/add", json={"title": f"Ask for stone samples {tag}", "links": links}).raise_for_status()

    for path in (f"/company?id={company.json()['id']}", f"/supplier?id={supplier['id']}"):
        phone.goto(path)
        tasks = phone.get_by_role("button", name=re.compile(r"^Tasks"))
        expect(tasks).to_contain_text("1 task · 1 open")
        expect(phone.get_by_role("link", name=re.compile(f"Ask for stone samples {tag}"))).to_be_hidden()
        tasks.click()
        expect(phone.get_by_role("link", name=re.compile(f"Ask for stone samples {tag}"))).to_be_visible()
        fits_a_phone(phone)


def test_a_refused_delete_says_what_blocks_it_and_the_way_out(desk: Page, api: httpx.Client, tag: str) -> None:
    """The dialog showed the server's 409 as it came; it now says what was not done, why, and what to do instead."""
    customer = api.post("/api/customers/add", json={"name": f"Illingworth Builders {tag}"}).json()
    contact = {"related_id": customer["id"], "first_name": "Ann", "last_name": "Lister"}
    api.post("/api/contacts/add", json=contact).raise_for_status()

    desk.goto(f"/customer?id={customer['id']}")
    desk.get_by_role("button", name="Delete").click()
    dialog = desk.get_by_role("dialog", name=f"Delete Illingworth Builders {tag}?")
    dialog.get_by_role("button", name="Delete").click()
    expect(dialog.get_by_role("alert")).to_have_text(
        f"Illingworth Builders {tag} was not deleted. Illingworth Builders {tag} cannot be deleted while it has "
        "1 contact. Delete those first, or archive it instead."
    )
    dialog.get_by_role("button", name="Cancel").click()
    expect(desk.get_by_role("heading", level=1, name=f"Illingworth Builders {tag}")).to_be_visible()


def test_a_huge_page_number_is_a_422_naming_page(api: httpx.Client) -> None:
    """It was a 400 ("A number in the request is out of range.") naming nothing a form could show."""
    for path in ("/api/quotes", "/api/customers/all/1", "/api/projects/all"):
        response = api.get(path, params={"page": 99999999999})
        assert response.status_code == 422, response.text
        assert [error["field"] for error in response.json()["errors"]] == ["page"]
