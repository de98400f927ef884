"""A new user's walk, the nineteenth session's: a project's own sections fold on a phone as an organisation's do, the
key-in quote's lines are cards on a phone, "Go back" after a typed address goes to the record's list, a 409 for
another reason than a stale version says what to do, and the chat works by keyboard. Records are the test's own."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import add_staff_user, log_in
from tests.e2e.walk_records import fits_a_phone

pytestmark = pytest.mark.usefixtures("patient_expect")


def test_a_projects_own_sections_fold_on_a_phone(phone: Page, api: httpx.Client, tag: str) -> None:
    """The details, tasks, quotes, call-offs, architects, suppliers, products, notes and activity came one under
    another (the demo's Mytholm Meadows was 6,644 px tall on a phone)."""
    customer = api.post("/api/customers/add", json={"name": f"Sowerby Homes {tag}"}).json()
    architect = api.post("/api/others/add", json={"name": f"Luddenden Architects {tag}"}).json()
    body = {"name": f"Cragg Vale Cottages {tag}", "customer_id": customer["id"], "number_of_plots": 12}
    project = api.post("/api/projects/add", json=body)
    project.raise_for_status()
    project_id = project.json()["project_id"]
    link = {"project_id": project_id, "architect_id": architect["id"]}
    api.post("/api/projects/architect/add", json=link).raise_for_status()

    phone.goto(f"/projects/view/{project_id}")
    expect(phone.get_by_role("heading", level=1, name=f"Cragg Vale Cottages {tag}")).to_be_visible()
    details = phone.get_by_role("button", name=re.compile(r"^Details"))
    expect(details).to_contain_text("12 plots")
    expect(details).to_have_attribute("aria-expanded", "false")
    architects = phone.get_by_role("button", name=re.compile(r"^Architects"))
    expect(architects).to_contain_text(f"Luddenden Architects {tag}")
    expect(phone.get_by_role("button", name=re.compile(r"^Quotes"))).to_contain_text("0 quotes · 0 open")
    expect(phone.get_by_role("button", name=re.compile(r"^Tasks"))).to_contain_text("No tasks yet")
    expect(phone.get_by_role("button", name=re.compile(r"^Activity"))).to_contain_text("Last activity")
    expect(details).to_be_in_viewport()
    # Nine lines, not nine sections: the screen is about a screen and a half tall.
    assert phone.evaluate("() => document.documentElement.scrollHeight") < 1_400

    # The details unfold to edit, and a fold keeps what was typed.
    details.click()
    plots = phone.get_by_label("Number of plots")
    plots.fill("14")
    details.click()
    expect(plots).to_be_hidden()
    details.click()
    expect(plots).to_have_value("14")
    phone.get_by_role("button", name="Save changes").click()
    expect(phone.get_by_text(re.compile("was saved"))).to_be_visible()
    expect(details).to_contain_text("14 plots")
    fits_a_phone(phone)


def test_the_key_in_quotes_lines_are_cards_on_a_phone(phone: Page, api: httpx.Client, tag: str) -> None:
    """The lines were a stacked table: a box a row, "Can't quote" wrapped in a 40 px column, the bin unnamed."""
    name = f"Walsden Blocks {tag}"
    api.post("/api/suppliers/add", json={"name": name}).raise_for_status()
    phone.goto("/supplier-quotes/new")
    phone.get_by_role("combobox", name=re.compile("^Supplier")).fill(name)
    phone.get_by_role("option", name=name).click()
    lines = phone.get_by_role("list", name="Lines keyed in")
    expect(phone.get_by_role("table", name="Lines keyed in")).to_have_count(0)
    first = lines.get_by_role("listitem", name="Line 1")
    first.get_by_label("Description of line 1").fill("Dense block 100mm")
    quantity = first.get_by_label("Quantity of Dense block 100mm")
    price = first.get_by_label("Price of Dense block 100mm")
    quantity.fill("400")
    price.fill("1.85")
    # The quantity and its basis share a row; the price and "Can't quote" too.
    basis = first.get_by_role("combobox", name="Basis of Dense block 100mm")
    assert abs(quantity.bounding_box()["y"] - basis.bounding_box()["y"]) < 10  # type: ignore[index]
    first.get_by_label("Lead time of Dense block 100mm").fill("5")

    phone.get_by_role("button", name="Add a free-text line").click()
    second = lines.get_by_role("listitem", name="Line 2")
    second.get_by_label("Description of line 2").fill("Coloured block")
    second.get_by_label("Quantity of Coloured block").fill("50")
    second.get_by_text(re.compile(r"^Can.t quote$")).click()
    expect(second.get_by_label("Price of Coloured block")).to_be_disabled()
    second.get_by_role("textbox", name="Why not").fill("Not made in that colour")
    fits_a_phone(phone)
    phone.get_by_role("button", name="Save the quote").click()
    expect(phone.get_by_role("heading", level=1, name=re.compile(rf"^SQ-\d+ · {name}$"))).to_be_visible()


@pytest.mark.parametrize(
    ("typed", "list_path", "heading"),
    [
        ("/customers/999999x", r"/crm\?tab=customers$", "CRM"),
        ("/quotes/editr/12", r"/quotes$", "Customer Quotes & Orders"),
    ],
)
def test_go_back_after_a_typed_address_goes_to_the_records_list(
    page: Page, typed: str, list_path: str, heading: str
) -> None:
    """With no page of ours before it (the address typed or pasted into a new tab), "Go back" went Home."""
    log_in(page)
    page.goto(typed)
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    page.get_by_role("button", name="Go back").click()
    expect(page).to_have_url(re.compile(list_path))
    expect(page.get_by_role("heading", level=1, name=heading)).to_be_visible()
    if "customers" in typed:
        expect(page.get_by_role("tab", name="Customers")).to_have_attribute("aria-selected", "true")


def test_a_409_for_another_reason_says_what_to_do(page: Page, api: httpx.Client, tag: str) -> None:
    """An archive refused by a clash at the same moment (the customer read again unchanged) showed the server's
    "Reload and try again" in a dialog with nothing to reload."""
    name = f"Todmorden Joinery {tag}"
    customer = api.post("/api/customers/add", json={"name": name}).json()
    said = "Someone else saved a conflicting record at the same moment. Reload and try again."  # the server's own
    clash = {"detail": said, "errors": []}
    log_in(page)
    page.goto(f"/customer?id={customer['id']}")
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    page.route("**/api/customers/archive", lambda route: route.fulfill(status=409, json=clash))
    page.get_by_role("button", name="Archive").click()
    dialog = page.get_by_role("dialog", name=f"Archive {name}?")
    dialog.get_by_role("button", name="Archive").click()
    expect(dialog).to_contain_text(f"{name} was not archived: another change to it was being saved at the same moment.")
    expect(dialog).to_contain_text("Try again in a moment")
    expect(dialog).not_to_contain_text("Reload and try again")

    # Tried again once the clash is over, it is archived with the same dialog.
    page.unroute("**/api/customers/archive")
    dialog.get_by_role("button", name="Archive").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Restore")).to_be_visible()
    assert api.get(f"/api/customers/{customer['id']}").json()["archived"] is True


def test_the_chat_by_keyboard_only(page: Page) -> None:
    """Asked with Enter, the question box was disabled while Brickmate answered: the focus fell to the page, where
    Escape no longer closed the panel and Tab began again at the top bar (a question asked on Home too)."""
    log_in(page)
    home = page.get_by_role("textbox", name="Your question")
    expect(home).to_be_focused()
    page.keyboard.type("How much is Ibstock Tradesman red?")
    page.keyboard.press("Enter")
    panel = page.get_by_role("complementary", name="Brickmate")
    box = panel.get_by_role("textbox", name="Ask Brickmate")
    expect(box).to_be_focused()  # in the panel at once, while it answers
    expect(panel.get_by_role("article", name="Answer to How much is Ibstock Tradesman red?")).to_contain_text("£")
    expect(box).to_be_focused()
    page.keyboard.press("Escape")
    expect(panel).to_have_count(0)
    expect(page.get_by_role("button", name="Ask Brickmate")).to_be_focused()

    # Ctrl+/ opens it at the box; a proposed action's Cancel is reached with Shift+Tab.
    page.keyboard.press("Control+/")
    expect(box).to_be_focused()
    question = "start a quote for Calder Valley Homes with 12,000 Ibstock Tradesman red"
    page.keyboard.type(question)
    page.keyboard.press("Enter")
    expect(box).to_be_focused()
    card = panel.get_by_role("article", name=f"Answer to {question}").get_by_role("region", name="Proposed action")
    cancel = card.get_by_role("button", name="Cancel")
    expect(cancel).to_be_visible()
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("() => document.activeElement?.textContent") == "Cancel":
            break
    expect(cancel).to_be_focused()
    page.keyboard.press("Enter")
    expect(card).to_contain_text("Cancelled: nothing was done.")


def test_home_says_when_a_new_user_has_asked_nothing_yet(page: Page, live_server: str, tag: str) -> None:
    """A new member of staff saw the ask box and nothing under it: no word that their questions would be listed."""
    email = add_staff_user(live_server, "Nia", f"Walker{tag}", f"nia.{tag.lower()}@example.com", "first-day-bricks-9")
    log_in(page, email, "first-day-bricks-9")
    expect(page.get_by_role("textbox", name="Your question")).to_be_focused()
    expect(page.get_by_text("None yet. Ask above, or press Ctrl+/ on any screen to open Brickmate.")).to_be_visible()
    page.keyboard.press("Control+/")
    panel = page.get_by_role("complementary", name="Brickmate")
    expect(panel.get_by_role("textbox", name="Ask Brickmate")).to_be_focused()
