"""The task pad as people use it: a task made from a customer's screen, given to a colleague, a message that
@mentions her (she finds it under the bell), then the card moved across the board by dragging it and from its
keyboard "Move to…" menu."""

from __future__ import annotations

import random
import re
import string

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import add_staff_user, log_in
from tests.e2e.test_quotes import WAIT, _api, _fresh_browser

COLLEAGUE_PASSWORD = "mortar-and-lime-42"


def _tag() -> str:
    return "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()


def _task(api: httpx.Client, task_id: int) -> dict:
    answer = api.get(f"/api/tasks/{task_id}")
    answer.raise_for_status()
    return answer.json()


def test_a_task_from_a_customer_assigned_messaged_with_a_mention_and_moved_on_the_board(
    page: Page, browser: Browser, live_server: str
) -> None:
    tag = _tag()
    customer_name = f"Holmfirth Homes {tag}"
    colleague = f"Nia Mortar{tag}"
    email = add_staff_user(live_server, "Nia", f"Mortar{tag}", f"nia.{tag.lower()}@example.com", COLLEAGUE_PASSWORD)
    with _api(live_server) as api:
        made = api.post("/api/customers/add", json={"name": customer_name})
        made.raise_for_status()
        customer_id = made.json()["id"]

    # From the customer's Tasks tab: a new task, linked to the customer.
    log_in(page)
    page.goto(f"/customer?id={customer_id}&tab=tasks")
    expect(page.get_by_text(re.compile("No tasks about this record yet"))).to_be_visible(timeout=WAIT)
    page.get_by_role("link", name="New task").click()
    form = page.get_by_role("form", name="New task")
    expect(form.get_by_text(f"Customer: {customer_name}")).to_be_visible(timeout=WAIT)
    title = f"Chase {customer_name}"
    form.get_by_role("textbox", name="Title").fill(title)
    form.get_by_role("combobox", name="Assigned to").fill(f"Mortar{tag}")
    page.get_by_role("option", name=colleague).click()
    form.get_by_role("button", name="Create task").click()
    expect(page).to_have_url(re.compile(r"/task\?id=\d+$"), timeout=WAIT)
    task_id = int(page.url.rsplit("=", 1)[1])
    expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
    expect(page.get_by_role("list", name="Assigned to")).to_contain_text(colleague)
    expect(page.get_by_role("link", name=f"Customer: {customer_name}")).to_have_attribute(
        "href", f"/customer?id={customer_id}"
    )

    # A message that mentions her, picked from the suggestions by keyboard.
    box = page.get_by_role("combobox", name="Message")
    box.click()
    box.press_sequentially(f"Can you ring them today @mortar{tag.lower()}")
    expect(page.get_by_role("listbox", name="People to mention").get_by_role("option", name=colleague)).to_be_visible()
    box.press("Enter")
    expect(box).to_have_value(f"Can you ring them today @{colleague} ")
    page.get_by_role("button", name="Send").click()
    expect(page.get_by_role("list", name="Messages")).to_contain_text(f"@{colleague}", timeout=WAIT)
    expect(box).to_have_value("")

    # She is told: the bell in her own browser.
    with _fresh_browser(browser, live_server, viewport={"width": 1280, "height": 800}) as her:
        log_in(her, email, COLLEAGUE_PASSWORD)
        her.get_by_role("button", name="Notifications").click()
        expect(her.get_by_role("menu").get_by_text(re.compile(f"mentioned you on “{re.escape(title)}”"))).to_be_visible(
            timeout=WAIT
        )

    # The board, narrowed to the customer's tasks: dragged to In progress, then "Move to…" Waiting by keyboard.
    page.goto(f"/taskpad?linked=customer:{customer_id}")
    todo = page.get_by_role("region", name="To do", exact=True)
    card = todo.get_by_role("article", name=title)
    expect(card).to_be_visible(timeout=WAIT)
    in_progress = page.get_by_role("region", name="In progress", exact=True)
    card.drag_to(in_progress)
    expect(in_progress.get_by_role("article", name=title)).to_be_visible(timeout=WAIT)
    expect(page.get_by_text("Moved to In progress.")).to_be_visible(timeout=WAIT)
    with _api(live_server) as api:
        assert _task(api, task_id)["stage"]["name"] == "In progress"

    menu_button = in_progress.get_by_role("button", name=f"Move {title} to…")
    menu_button.focus()
    page.keyboard.press("Enter")
    menu = page.get_by_role("menu", name=f"Move {title}")
    expect(menu).to_be_visible()
    page.keyboard.press("w")
    expect(menu.get_by_role("menuitem", name="Waiting")).to_be_focused()
    page.keyboard.press("Enter")
    waiting = page.get_by_role("region", name="Waiting", exact=True)
    expect(waiting.get_by_role("article", name=title)).to_be_visible(timeout=WAIT)
    with _api(live_server) as api:
        moved = _task(api, task_id)
        assert moved["stage"]["name"] == "Waiting"
        assert [person["name"] for person in moved["assigned"]] == [colleague]

    # The customer's Tasks tab lists it now.
    page.goto(f"/customer?id={customer_id}&tab=tasks")
    expect(page.get_by_role("list", name="Tasks").get_by_role("link", name=title)).to_have_attribute(
        "href", f"/task?id={task_id}"
    )
