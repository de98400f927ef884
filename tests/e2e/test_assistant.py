"""Brickmate in the browser: an admin rebuilds the assistant's index from its admin screen and watches it finish;
then a salesman opens the chat panel from the top bar, asks a demo product's price, opens the product from the
answer's card while the panel stays beside the screen, marks the answer helpful and asks a follow-up."""

from __future__ import annotations

import re
import time

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, SALES_PASSWORD, log_in

# Assertions wait as long as actions do: a question asked while the machine is busy may take more than 5 s.
pytestmark = pytest.mark.usefixtures("patient_expect")

WAIT = 15_000  # the machine may be busy: generous waits, never fixed sleeps
INDEXING = 180_000  # the server builds the index at start (model load + every demo record) on two shared CPUs
# Demo catalogue (api/catalogue/demo_products.txt): list prices per 1,000 bricks.
PRODUCT, PRICE = "Tradesman Red Multi", "£715.00 per 1,000"
FOLLOW_UP, FOLLOW_UP_PRICE = "Ivanhoe Cream", "£780.00 per 1,000"


def _wait_for_index(live_server: str) -> None:
    """The rebuild the server queued at start (or the admin test's) has finished and every record has its document.
    Polls the admin's status call, as the admin screen does; the deadline only bounds a broken server."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    deadline = time.monotonic() + INDEXING / 1000
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        while True:
            status = api.get("/api/models/status").json()
            job = status["last_job"]
            idle = job is None or job["status"] in ("done", "failed")
            if idle and all(kind["documents"] == kind["records"] for kind in status["kinds"]):
                return
            assert time.monotonic() < deadline, status
            time.sleep(0.5)


def test_an_admin_rebuilds_the_index_and_follows_its_progress(page: Page) -> None:
    page.set_default_timeout(WAIT)
    log_in(page)
    page.goto("/users")
    page.get_by_role("link", name="Assistant index").click()
    page.wait_for_url(re.compile(r"/admin/assistant$"))
    expect(page.get_by_role("heading", level=1, name="Assistant index")).to_be_visible()
    expect(page.get_by_text("Embedding model:")).to_contain_text("all-MiniLM-L6-v2")

    # The server queued a rebuild at start: the button waits for it to finish.
    rebuild = page.get_by_role("button", name="Rebuild index")
    expect(rebuild).to_be_enabled(timeout=INDEXING)
    page.get_by_role("button", name="Rebuild index").click()
    dialog = page.get_by_role("dialog", name="Rebuild the assistant\u2019s index?")
    expect(dialog.get_by_role("radio", name="All kinds of record")).to_be_checked()
    dialog.get_by_role("button", name="Rebuild", exact=True).click()
    expect(dialog).to_be_hidden()

    # The progress is followed until it is done.
    last = page.get_by_role("region", name="Last rebuild")
    expect(last.get_by_text("Done", exact=True)).to_be_visible(timeout=INDEXING)
    progress = last.get_by_text(re.compile(r"^[\d,]+ of [\d,]+ records processed"))
    processed, total = re.findall(r"[\d,]+", progress.inner_text())[:2]
    assert processed == total and total != "0", progress.inner_text()
    expect(last.get_by_role("progressbar", name="Rebuild progress")).to_have_attribute("aria-valuenow", "100")
    expect(rebuild).to_be_enabled()

    # Every kind of record has its documents, none stale.
    table = page.get_by_role("table", name="Index by kind of record")
    products = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Products", exact=True))
    cells = products.get_by_role("cell").all_inner_texts()
    assert cells[0] == cells[1] and cells[0] != "0" and cells[2] == "0", cells


def test_staff_ask_a_price_open_the_product_from_the_answer_and_follow_up(
    page: Page, live_server: str, salesman: str
) -> None:
    page.set_default_timeout(WAIT)
    _wait_for_index(live_server)
    log_in(page, salesman, SALES_PASSWORD)
    expect(page.get_by_role("heading", level=1)).to_be_visible()

    launcher = page.get_by_role("button", name="Ask Brickmate")
    launcher.click()
    panel = page.get_by_role("complementary", name="Brickmate")
    expect(panel).to_be_visible()
    expect(launcher).to_have_attribute("aria-expanded", "true")
    box = panel.get_by_role("textbox", name="Ask Brickmate")
    expect(box).to_be_focused()

    question = f"How much is {PRODUCT}?"
    box.fill(question)
    box.press("Enter")
    answer = panel.get_by_role("article", name=f"Answer to {question}")
    expect(answer).to_contain_text(PRICE)
    expect(answer.get_by_text("High confidence")).to_be_visible()
    card = answer.get_by_role("list", name="Records").get_by_role("listitem", name=PRODUCT, exact=True)
    expect(card).to_contain_text(PRICE)
    expect(box).to_have_value("")

    # The card opens the product's screen; the panel stays beside it with the conversation.
    card.get_by_role("link", name=PRODUCT, exact=True).click()
    page.wait_for_url(re.compile(r"/products/\d+$"))
    expect(page.get_by_role("heading", level=1, name=PRODUCT)).to_be_visible()
    expect(panel).to_be_visible()
    expect(answer).to_be_visible()
    main = page.get_by_role("main").bounding_box()
    aside = panel.bounding_box()
    assert main and aside and main["x"] + main["width"] <= aside["x"] + 1, (main, aside)  # beside, not over

    # Thumbs up is stored.
    helpful = answer.get_by_role("button", name="Helpful", exact=True)
    with page.expect_response(lambda r: r.url.endswith("/api/brickmate/feedbackEmbedding")) as sent:
        helpful.click()
    assert sent.value.status == 200, sent.value.text()
    assert sent.value.json()["helpful"] is True
    expect(helpful).to_have_attribute("aria-pressed", "true")

    # A follow-up naming only another product reuses the question: its price.
    box.fill(f"and {FOLLOW_UP}?")
    box.press("Enter")
    follow_up = panel.get_by_role("article", name=f"Answer to and {FOLLOW_UP}?")
    expect(follow_up).to_contain_text(FOLLOW_UP_PRICE)
    expect(
        follow_up.get_by_role("list", name="Records").get_by_role("listitem", name=FOLLOW_UP, exact=True)
    ).to_be_visible()
    expect(panel.get_by_role("article")).to_have_count(2)

    # The conversation is in the history; Escape closes the panel.
    panel.get_by_role("button", name="Conversation history").click()
    latest = panel.get_by_role("list", name="Your conversations").get_by_role("button").first
    expect(latest).to_contain_text(question)
    expect(latest).to_contain_text("2 questions")
    latest.click()
    expect(follow_up).to_be_visible()
    follow_up.get_by_role("button", name="Helpful", exact=True).focus()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(launcher).to_be_focused()
