"""Delivering, as people do it: an accepted quote with plots becomes an order; staff open its schedule from the
order, call off two plots from the works, mail the schedule to the site and the call-off to the works; the works
confirm the date, dispatch and deliver with a signed docket from the mailed link in a fresh browser (no login); staff
see the balance go down. Then a call-off dragged to another day on the board."""

from __future__ import annotations

import random
import re
import string
from datetime import date, timedelta
from typing import Any
from urllib.parse import urlparse

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import log_in
from tests.e2e.test_quotes import WAIT, _api, _fresh_browser


def _tag() -> str:
    return "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()


def _organisation(api: httpx.Client, kind: str, name: str, contact: tuple[str, str, str]) -> tuple[int, int]:
    made = api.post(f"/api/{kind}/add", json={"name": name})
    made.raise_for_status()
    first, last, email = contact
    body = {"related_id": made.json()["id"], "first_name": first, "last_name": last, "email": email}
    person = api.post("/api/contacts/add", json=body)
    person.raise_for_status()
    return made.json()["id"], person.json()["contact_id"]


def _order_from_quote(api: httpx.Client, tag: str) -> dict[str, Any]:
    """A customer with a site contact, a works with a contact, and a quote for three plots, sent, accepted and
    converted to an order."""
    customer_id, contact_id = _organisation(
        api, "customers", f"Otley Homes {tag}", ("Jo", "Site", f"jo.{tag.lower()}@example.com")
    )
    works_contact = ("Sam", "Pike", f"sam.{tag.lower()}@example.com")
    works_id, _ = _organisation(api, "suppliers", f"Wharfe Works {tag}", works_contact)
    bricks = f"Red multi {tag}"
    quote = api.post(
        "/api/quotes/add",
        json={
            "quote": {
                "customer_id": customer_id,
                "contact_ids": [contact_id],
                "lines": [{"description": bricks, "quantity": "12000", "unit": "per_1000", "sell_price": "500"}],
                "plots": [
                    {"plot_number": "1", "house_type": "Aspen", "quantities": [{"line": 0, "quantity": "6000"}]},
                    {"plot_number": "2", "house_type": "Birch", "quantities": [{"line": 0, "quantity": "4000"}]},
                    {"plot_number": "3", "house_type": "Birch", "quantities": [{"line": 0, "quantity": "2000"}]},
                ],
            }
        },
    )
    quote.raise_for_status()
    quote_id, uuid = quote.json()["quote_id"], quote.json()["uuid"]
    api.get(f"/api/quotes/send/{quote_id}").raise_for_status()
    api.put(
        "/api/quotes/accept", json={"uuid": uuid, "isInternal": True, "version": 1, "name": "Jo Site"}
    ).raise_for_status()
    order = api.put("/api/quotes/convert", json={"quote_id": quote_id})
    order.raise_for_status()
    return {
        "order_id": order.json()["order_id"],
        "number": order.json()["number"],
        "customer_id": customer_id,
        "customer": f"Otley Homes {tag}",
        "works": f"Wharfe Works {tag}",
        "works_id": works_id,
        "bricks": bricks,
    }


def _next_weekday(start: date, weekday: int) -> date:
    return start + timedelta(days=(weekday - start.weekday()) % 7 or 7)


def test_plots_are_called_off_confirmed_and_delivered_by_the_works_with_proof(
    page: Page, browser: Browser, live_server: str
) -> None:
    tag = _tag()
    with _api(live_server) as api:
        order = _order_from_quote(api, tag)
    day = _next_weekday(date.today() + timedelta(days=7), 2).isoformat()

    # The order, from the orders list, opens its schedule.
    log_in(page)
    page.goto("/quotes?tab=orders")
    page.get_by_role("table", name="Orders").get_by_role("row").filter(has_text=order["number"]).get_by_text(
        order["customer"]
    ).click()
    dialog = page.get_by_role("dialog", name=re.compile(order["number"]))
    dialog.get_by_role("link", name="Call-off schedule").click()
    expect(page).to_have_url(re.compile(f"/call-offs/{order['order_id']}$"))
    grid = page.get_by_role("table", name="Plots and products")
    expect(grid.get_by_label(f"Plot 1 {order['bricks']}: 6,000 bricks remaining")).to_be_visible(timeout=WAIT)

    # Call off plots 1 and 2: the quantities fill from their balances.
    grid.get_by_role("checkbox", name="Plot 1").check()
    grid.get_by_role("checkbox", name="Plot 2").check()
    page.get_by_role("button", name="Call off 2 plots").click()
    add = page.get_by_role("dialog", name=f"Call off 2 plots of {order['number']}")
    expect(add.get_by_role("textbox", name=f"Plot 2 {order['bricks']} quantity")).to_have_value("4000")
    add.get_by_role("combobox", name="Works (supplier)").fill(order["works"])
    page.get_by_role("option", name=order["works"]).click()
    add.get_by_label("Requested date").fill(day)
    add.get_by_label("Booked with the works").fill(day)
    add.get_by_label("Site contact", exact=True).fill("Jo Site")
    add.get_by_role("button", name="Call off", exact=True).click()
    expect(add).to_be_hidden(timeout=WAIT)
    expect(grid.get_by_label(f"Plot 1 {order['bricks']}: 0 bricks remaining")).to_be_visible(timeout=WAIT)
    call_offs = page.get_by_role("table", name="Call-offs")
    expect(call_offs).to_contain_text("Booked")
    number = call_offs.get_by_role("button", name=re.compile(r"^CO-\d+$")).first.inner_text()

    # Mail the schedule to the site contact, then the call-off to the works.
    page.get_by_role("button", name="Send the schedule").click()
    send = page.get_by_role("dialog", name=f"Send the schedule of {order['number']}")
    expect(send.get_by_text(re.compile(r"Jo Site <jo\."))).to_be_visible(timeout=WAIT)
    send.get_by_role("button", name="Send", exact=True).click()
    expect(page.get_by_text("Schedule sent to Jo Site.")).to_be_visible(timeout=WAIT)

    call_offs.get_by_role("button", name=number).click()
    detail = page.get_by_role("dialog", name=re.compile(f"Call-off {number}"))
    detail.get_by_role("button", name="Send…").click()
    send = page.get_by_role("dialog", name=f"Send {number}")
    expect(send.get_by_text(re.compile(r"Sam Pike <sam\."))).to_be_visible(timeout=WAIT)
    send.get_by_role("button", name="Send", exact=True).click()
    expect(page.get_by_text("Sent to Sam Pike.")).to_be_visible(timeout=WAIT)
    with _api(live_server) as api:
        schedule = api.get(f"/api/schedules/order/{order['order_id']}").json()
    works_link = next(link for link in schedule["links"] if link["audience"] == "works")
    site_link = next(link for link in schedule["links"] if link["audience"] == "site")

    # The works, from the mailed link in their own browser: confirm the date, dispatch, deliver with the docket.
    with _fresh_browser(browser, live_server, viewport={"width": 1280, "height": 800}) as works:
        works.goto(urlparse(works_link["url"]).path)
        expect(works.get_by_role("heading", level=1)).to_have_text(number, timeout=WAIT)
        works.get_by_role("button", name="Confirm date").click()
        confirm = works.get_by_role("dialog", name="Confirm the delivery date")
        confirm.get_by_label("Your name").fill("Sam Pike")
        confirm.get_by_role("button", name="Confirm date").click()
        expect(confirm).to_be_hidden(timeout=WAIT)
        works.get_by_role("button", name="Mark dispatched").click()
        dispatch = works.get_by_role("dialog", name="Mark as dispatched")
        dispatch.get_by_label("Your name").fill("Sam Pike")
        dispatch.get_by_role("button", name="Mark dispatched").click()
        expect(dispatch).to_be_hidden(timeout=WAIT)
        works.get_by_role("button", name="Mark delivered").click()
        deliver = works.get_by_role("dialog", name="Mark as delivered")
        deliver.get_by_label("Received on site by").fill("Jo Site")
        deliver.get_by_label("Proof of delivery").set_input_files(
            files=[{"name": "docket.pdf", "mimeType": "application/pdf", "buffer": b"%PDF-1.4\n%signed docket\n"}]
        )
        deliver.get_by_role("button", name="Mark delivered").click()
        expect(deliver).to_be_hidden(timeout=WAIT)
        delivery = works.get_by_role("listitem", name=number)
        expect(delivery).to_contain_text("Proof received")
        expect(delivery.get_by_role("link", name=re.compile("docket"))).to_be_visible()

    # The site's read-only link shows the delivery and no prices.
    with _fresh_browser(browser, live_server) as site:
        site.goto(urlparse(site_link["url"]).path)
        expect(site.get_by_role("heading", level=1)).to_have_text(f"Order {order['number']}", timeout=WAIT)
        expect(site.get_by_role("listitem", name=number)).to_contain_text("received by Jo Site")
        expect(site.get_by_role("table", name="Products")).to_contain_text("2,000 bricks")
        assert "£" not in site.content()

    # Staff see the balance: plots 1 and 2 delivered, plot 3 still to call off.
    page.goto(f"/call-offs/{order['order_id']}")
    grid = page.get_by_role("table", name="Plots and products")
    expect(grid.get_by_label(f"Plot 3 {order['bricks']}: 2,000 bricks remaining")).to_be_visible(timeout=WAIT)
    expect(grid.get_by_role("row").filter(has_text="Aspen")).to_contain_text("6,000 / 6,000 called · 6,000 in")
    expect(page.get_by_role("table", name="Call-offs")).to_contain_text("Proof received")


def test_a_call_off_dragged_to_another_day_on_the_board_moves_after_asking(
    page: Page, browser: Browser, live_server: str
) -> None:
    tag = _tag()
    tuesday = _next_weekday(date.today() + timedelta(days=14), 1)
    thursday = tuesday + timedelta(days=2)
    with _api(live_server) as api:
        order = _order_from_quote(api, tag)
        schedule = api.get(f"/api/schedules/order/{order['order_id']}").json()
        plot = next(p for p in schedule["plots"] if p["plot_number"] == "3")
        added = api.post(
            "/api/schedules/plot/add",
            json={
                "order_id": order["order_id"],
                "plot_ids": [plot["plot_id"]],
                "requested_date": tuesday.isoformat(),
                "supplier_id": order["works_id"],
            },
        )
        added.raise_for_status()
        number, schedule_id = added.json()["number"], added.json()["schedule_id"]

    log_in(page)
    page.goto(f"/call-offs?date={tuesday.isoformat()}&customer_id={order['customer_id']}")
    card = page.get_by_role("article", name=re.compile(number))
    expect(card).to_be_visible(timeout=WAIT)
    day_label = re.compile(rf"^Thu {thursday.day} ")
    target = page.get_by_role("region", name=day_label)
    card.drag_to(target)
    move = page.get_by_role("dialog", name=re.compile(f"Move {number} to Thu {thursday.day} "))
    expect(move).to_contain_text("requested date changes")
    move.get_by_role("button", name="Move").click()
    expect(move).to_be_hidden(timeout=WAIT)
    expect(target.get_by_role("article", name=re.compile(number))).to_be_visible(timeout=WAIT)
    expect(target.get_by_role("list", name="Loads per works")).to_contain_text(f"{order['works']}: 1 load")
    with _api(live_server) as api:
        assert api.get(f"/api/schedules/{schedule_id}").json()["requested_date"] == thursday.isoformat()


def test_home_warns_of_a_call_off_due_tomorrow_its_quantities_change_and_a_link_is_revoked(
    page: Page, live_server: str
) -> None:
    tag = _tag()
    tomorrow = date.today() + timedelta(days=1)
    with _api(live_server) as api:
        order = _order_from_quote(api, tag)
        schedule = api.get(f"/api/schedules/order/{order['order_id']}").json()
        plot = next(p for p in schedule["plots"] if p["plot_number"] == "3")
        added = api.post(
            "/api/schedules/plot/add",
            json={"order_id": order["order_id"], "plot_ids": [plot["plot_id"]], "requested_date": tomorrow.isoformat()},
        )
        added.raise_for_status()
        number = added.json()["number"]
        sent = api.put("/api/quotes/send/schedule", json={"order_id": order["order_id"], "audience": "site"})
        sent.raise_for_status()
        link = sent.json()["links"][0]

    log_in(page)
    page.goto("/")
    due = page.get_by_role("link", name=f"{number} · {order['customer']}")
    expect(due).to_be_visible(timeout=WAIT)
    due.click()
    expect(page).to_have_url(re.compile(f"/call-offs/{order['order_id']}"))
    detail = page.get_by_role("dialog", name=re.compile(f"Call-off {number}"))
    detail.get_by_role("button", name="Edit quantities").click()
    quantity = detail.get_by_role("textbox", name=f"Quantity of {order['bricks']} for plot 3")
    expect(quantity).to_have_value("2000", timeout=WAIT)
    quantity.fill("1500")
    detail.get_by_role("button", name="Save quantities").click()
    expect(page.get_by_text(f"{number}'s quantities saved.")).to_be_visible(timeout=WAIT)
    detail.get_by_role("button", name="Close").click()
    grid = page.get_by_role("table", name="Plots and products")
    expect(grid.get_by_label(f"Plot 3 {order['bricks']}: 500 bricks remaining")).to_be_visible(timeout=WAIT)

    token = urlparse(link["url"]).path.rsplit("/", 1)[-1]
    assert httpx.get(f"{live_server}/api/schedules/public/{token}").status_code == 200
    links = page.get_by_role("list", name="Public links")
    links.get_by_role("button", name=re.compile("Revoke the link")).first.click()
    confirm = page.get_by_role("dialog", name="Revoke this link?")
    confirm.get_by_role("button", name="Revoke").click()
    expect(confirm).to_be_hidden(timeout=WAIT)
    expect(links).to_contain_text("revoked", timeout=WAIT)
    assert httpx.get(f"{live_server}/api/schedules/public/{token}").status_code == 404
