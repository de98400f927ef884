"""A new user's walk, the fourteenth session's: what the thirteenth walk left, fixed and checked as a person would.
Asking more suppliers on a stand-alone request adds them to it; a call-off's haulier opens its record; the month
board on a phone lists only the days with call-offs; tables read as cards on a phone instead of scrolling in their
box; date boxes are written dd/mm/yyyy in a browser set to American English. Records are the test's own."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, WAIT, log_in
from tests.e2e.walk_records import phone_context, plotted_order, works_product

pytestmark = pytest.mark.usefixtures("patient_expect")


@pytest.fixture(scope="module")
def records(live_server: str) -> Iterator[dict[str, Any]]:
    """A works with a product, a second supplier and a haulier (an other); a stand-alone request for the product to
    the works, answered; a customer's quote for two plots, accepted and made an order, with a call-off of plot 1
    hauled by the haulier."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    headers = {"Authorization": f"Bearer {login.json()['token']}"}
    with httpx.Client(base_url=live_server, headers=headers, timeout=60) as api:
        works = api.post("/api/suppliers/add", json={"name": f"Mytholm Works {tag}"}).json()
        second = api.post("/api/suppliers/add", json={"name": f"Heptonstall Bricks {tag}"}).json()
        haulier = api.post("/api/others/add", json={"name": f"Colden Haulage {tag}"}).json()
        product = works_product(api, works["id"], f"MW-{tag}", f"Mytholm Red {tag}")
        line = {"product_id": product["product_id"], "code": f"MW-{tag}", "description": product["name"]}
        made = api.post(
            "/api/suppliers/request",
            json={"supplier_ids": [works["id"]], "lines": [{**line, "quantity": "8000", "unit": "per_1000"}]},
        )
        made.raise_for_status()
        order_id = plotted_order(api, tag, f"Hebden Homes {tag}", product)["order"]["order_id"]
        schedule = api.get(f"/api/schedules/order/{order_id}").json()
        plot = next(p for p in schedule["plots"] if p["plot_number"] == "1")
        day = date.today() + timedelta(days=40)
        call_off = api.post(
            "/api/schedules/plot/add",
            json={"order_id": order_id, "plot_ids": [plot["plot_id"]], "requested_date": day.isoformat(),
                  "supplier_id": works["id"], "haulier_id": haulier["id"]},
        )  # fmt: skip
        call_off.raise_for_status()
        yield {
            "tag": tag,
            "works": works,
            "second": second,
            "haulier": haulier,
            "request": made.json(),
            "order_id": order_id,
            "call_off": call_off.json(),
            "day": day,
            "headers": headers,
        }


def _no_sideways_scroll(page: Page) -> None:
    """Nothing on the page scrolls sideways inside its box, nor the page in the window."""
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('main *')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'
                && el.clientWidth > 2)
            .map((el) => `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`)"""
    )
    assert boxes == [], boxes
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], width


def test_asking_more_suppliers_adds_them_to_the_same_request(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    """In a browser set to American English the reply-by box still reads dd/mm/yyyy, and the request asked of a
    second supplier stays the one request (its number, both suppliers asked)."""
    request, second = records["request"], records["second"]
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 800}, locale="en-US")
    context.set_default_timeout(WAIT)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/supplier-quotes/request/new?request={request['request_id']}")
        expect(page.get_by_role("heading", level=1, name=f"Request {request['number']}")).to_be_visible()
        page.get_by_role("button", name="Ask more suppliers").click()
        picker = page.get_by_role("combobox", name=re.compile("^Add a supplier"))
        picker.fill(second["name"])
        page.get_by_role("option", name=re.compile(re.escape(second["name"]))).click()
        reply_by = page.get_by_role("textbox", name="Reply by")
        expect(reply_by).to_have_attribute("placeholder", "dd/mm/yyyy")
        wanted = date.today() + timedelta(days=9)
        reply_by.fill(f"{wanted.day}/{wanted.month}/{wanted.year}")
        reply_by.press("Tab")
        expect(reply_by).to_have_value(wanted.strftime("%d/%m/%Y"))
        page.get_by_role("button", name="Add to the request").click()
        page.get_by_role("dialog", name="Send the request").get_by_role("button", name="Not now").click()
        expect(page).to_have_url(re.compile(rf"request={request['request_id']}$"))
        expect(page.get_by_role("heading", level=1, name=f"Request {request['number']}")).to_be_visible()
        asked = page.get_by_role("table", name="Suppliers asked")
        expect(asked).to_contain_text(records["works"]["name"])
        expect(asked).to_contain_text(second["name"])
    finally:
        context.close()
    with httpx.Client(base_url=live_server, headers=records["headers"], timeout=60) as api:
        found = api.get("/api/suppliers/quotes", params={"request_id": request["request_id"]}).json()["items"]
    assert sorted(q["supplier"]["name"] for q in found) == sorted([records["works"]["name"], second["name"]])
    held = next(q for q in found if q["supplier"]["id"] == second["id"])
    assert held["response_deadline"] == wanted.isoformat()


def test_a_call_offs_haulier_opens_its_record(page: Page, records: dict[str, Any]) -> None:
    haulier = records["haulier"]
    log_in(page)
    page.goto(f"/call-offs/{records['order_id']}")
    call_offs = page.get_by_role("table", name="Call-offs")
    call_offs.get_by_role("link", name=haulier["name"]).click()
    expect(page).to_have_url(re.compile(rf"/other\?id={haulier['id']}$"))
    expect(page.get_by_role("heading", level=1, name=haulier["name"])).to_be_visible()


def test_the_month_board_on_a_phone_lists_only_days_with_call_offs(
    browser: Browser, live_server: str, records: dict[str, Any]
) -> None:
    day = records["day"]
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/call-offs?view=month&date={day.isoformat()}")
        ours = page.get_by_role("region", name=re.compile(rf"^\w+ {day.day} "))
        expect(ours).to_be_visible()
        shown = page.get_by_role("region", name=re.compile(r"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+"))
        visible = [shown.nth(i) for i in range(shown.count()) if shown.nth(i).is_visible()]
        assert visible, "no day shown"
        for region in visible:
            expect(region).to_contain_text(re.compile(r"\d+ loads?"))
        _no_sideways_scroll(page)
    finally:
        context.close()


def test_tables_read_as_cards_on_a_phone(browser: Browser, live_server: str, records: dict[str, Any]) -> None:
    """The schedule's call-offs, the request's comparison and the outbox were tables scrolling sideways in their box
    on a phone: each row is now a card whose cells say their column."""
    context = phone_context(browser, live_server)
    try:
        page = context.new_page()
        log_in(page)
        page.goto(f"/call-offs/{records['order_id']}")
        call_offs = page.get_by_role("table", name="Call-offs")
        expect(call_offs.get_by_role("link", name=records["haulier"]["name"])).to_be_visible()
        haulier_cell = call_offs.locator("td", has=page.get_by_role("link", name=records["haulier"]["name"]))
        assert haulier_cell.evaluate("el => getComputedStyle(el, '::before').content") == '"Haulier"'
        _no_sideways_scroll(page)
        page.goto(f"/supplier-quotes/request/new?request={records['request']['request_id']}")
        expect(page.get_by_role("table", name="Suppliers asked")).to_be_visible()
        _no_sideways_scroll(page)
        page.goto("/outbox")
        expect(page.get_by_role("table", name="Sent mail")).to_be_visible()
        _no_sideways_scroll(page)
    finally:
        context.close()
