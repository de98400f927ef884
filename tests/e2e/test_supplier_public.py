"""The supplier's request for prices, from the mailed link: staff ask a supplier for prices on two lines and send the
request; the supplier opens the link in a fresh browser (no login), prices one line, marks the other "can't quote"
with an alternative, adds haulage and submits; staff read the answer. Then the same page on a phone."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD

WAIT = 20_000  # the machine may be busy: generous waits, never fixed sleeps


def _api(live_server: str) -> httpx.Client:
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"}, timeout=60)


def _sent_request(api: httpx.Client, extra_lines: int = 0) -> dict[str, Any]:
    """A supplier with a contact who has an email, asked for prices on two free-text lines (and `extra_lines` more);
    the request sent."""
    tag = "".join(random.choices(string.ascii_lowercase, k=6)).capitalize()
    supplier = api.post("/api/suppliers/add", json={"name": f"Wharfe Brickworks {tag}"})
    supplier.raise_for_status()
    contact = api.post(
        "/api/contacts/add",
        json={
            "related_id": supplier.json()["id"],
            "first_name": "Sam",
            "last_name": "Pike",
            "email": f"sam.{tag}@example.com",
        },
    )
    contact.raise_for_status()
    request = api.post(
        "/api/suppliers/request",
        json={
            "supplier_ids": [supplier.json()["id"]],
            "site_address": "Plot 4, Hebden Road, Hebden Bridge",
            "site_postcode": "HX7 8AD",
            "offload_method": "crane",
            "load_preference": "full",
            "lines": [
                {"description": f"Red multi 65mm {tag}", "quantity": "10000", "unit": "per_1000"},
                {"description": f"Concrete lintel 1200mm {tag}", "quantity": "20", "unit": "each"},
                *(
                    {"description": f"Facing brick {n} {tag}", "quantity": "1000", "unit": "per_1000"}
                    for n in range(3, 3 + extra_lines)
                ),
            ],
        },
    )
    request.raise_for_status()
    quote = request.json()["supplier_quotes"][0]
    sent = api.put("/api/quotes/send/quoteRequest", json={"quote_id": quote["id"]})
    sent.raise_for_status()
    return {"id": quote["id"], "uuid": quote["uuid"], "tag": tag}


def _price(page: Page, tag: str) -> None:
    bricks = page.get_by_role("group", name=re.compile(f"Red multi 65mm {tag}"))
    bricks.get_by_label("Price per 1,000").fill("500")
    bricks.get_by_label("Lead time", exact=True).fill("10")
    expect(bricks.get_by_text("Line total £5,000.00")).to_be_visible()

    lintels = page.get_by_role("group", name=re.compile(f"Concrete lintel 1200mm {tag}"))
    lintels.get_by_role("checkbox", name="Can't quote this line").check()
    lintels.get_by_label("Why not?").fill("Not made at our works")
    lintels.get_by_label("Alternative product offered").fill("Steel lintel 1200mm")
    lintels.get_by_label("Alternative's price each").fill("14.20")

    page.get_by_role("combobox", name="Haulage").click()
    page.get_by_role("option", name="Per load").click()
    page.get_by_label("Haulage per load").fill("300")
    page.get_by_label("Loads").fill("1")
    expect(bricks.get_by_text("Landed £530.00 per 1,000")).to_be_visible()


def test_supplier_prices_and_submits_without_login(browser: Browser, live_server: str) -> None:
    api = _api(live_server)
    request = _sent_request(api)

    # The supplier's own browser: a fresh context, no session.
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT)
    page = context.new_page()
    page.goto(f"/supplier-quote/{request['uuid']}")
    expect(page.get_by_role("heading", level=1)).to_contain_text("version 1")
    expect(page.get_by_text("HX7 8AD")).to_be_visible()
    expect(page.get_by_text("Crane offload")).to_be_visible()
    expect(page.get_by_test_id("topbar")).to_have_count(0)

    _price(page, request["tag"])
    summary = page.get_by_role("complementary", name="Summary")
    expect(summary.get_by_label("Totals")).to_contain_text("Total (ex VAT)£5,300.00")

    summary.get_by_role("button", name="Submit prices").click()
    dialog = page.get_by_role("dialog", name="Send your prices")
    dialog.get_by_label("Your name").fill("Sam Pike")
    dialog.get_by_role("button", name="Send prices").click()
    expect(page.get_by_text("Prices sent", exact=False).first).to_be_visible()
    expect(summary.get_by_role("button", name="Submit new version")).to_be_visible()
    context.close()

    # Staff read the answer.
    answer = api.get(f"/api/suppliers/quote/{request['id']}")
    answer.raise_for_status()
    body = answer.json()
    assert body["status"] == "answered"
    assert body["version"]["submitted_by"] == "Sam Pike"
    bricks, lintels = body["lines"]
    assert (bricks["price"], bricks["lead_time"], bricks["landed_unit_price"]) == ("500.00", 10, "530.00")
    assert lintels["cannot_quote"] is True
    assert lintels["cannot_quote_reason"] == "Not made at our works"
    assert (lintels["alternative_description"], lintels["alternative_price"]) == ("Steel lintel 1200mm", "14.20")
    assert body["charges"]["haulage_basis"] == "per_load"
    assert (body["charges"]["haulage_amount"], body["charges"]["loads"]) == ("300.00", 1)
    assert body["totals"]["total"] == "5300.00"


def test_supplier_page_on_a_phone(browser: Browser, live_server: str) -> None:
    api = _api(live_server)
    request = _sent_request(api)
    context = browser.new_context(
        base_url=live_server, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    context.set_default_timeout(WAIT)
    page = context.new_page()
    page.goto(f"/supplier-quote/{request['uuid']}")
    expect(page.get_by_role("heading", level=1)).to_contain_text("version 1")
    # A card per line: nothing wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # The buyer's name, address, phone and email take the header's whole width, not half of it.
    buyer = page.locator("header dl > div", has=page.locator("dt", has_text="Buyer")).bounding_box()
    delivery = page.locator("header dl > div", has=page.locator("dt", has_text="Delivery to")).bounding_box()
    assert buyer is not None and delivery is not None and buyer["width"] > 1.8 * delivery["width"]
    _price(page, request["tag"])
    bar = page.get_by_role("complementary", name="Summary")
    expect(bar).to_contain_text("Total £5,300.00")
    bar.get_by_role("button", name="Save draft").click()
    expect(page.get_by_text("Draft saved.")).to_be_visible(timeout=60_000)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    context.close()

    saved = api.get(f"/api/suppliers/quote/{request['id']}").json()
    assert saved["status"] != "answered"
    assert saved["lines"][0]["price"] == "500.00"


def test_supplier_page_with_300_lines(browser: Browser, live_server: str) -> None:
    api = _api(live_server)
    request = _sent_request(api, extra_lines=298)
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT)
    page = context.new_page()
    page.goto(f"/supplier-quote/{request['uuid']}")
    expect(page.get_by_role("heading", name="Lines (300)")).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("supplier-line")).to_have_count(300)
    last = page.get_by_role("group", name=re.compile(f"^300. Facing brick 300 {request['tag']}"))
    last.get_by_label("Price per 1,000").press_sequentially("412.50")
    expect(last.get_by_text("Line total £412.50")).to_be_visible(timeout=WAIT)
    summary = page.get_by_role("complementary", name="Summary")
    expect(summary).to_contain_text("1 of 300 lines priced")
    summary.get_by_role("button", name="Save draft").click()
    expect(page.get_by_text("Draft saved.")).to_be_visible(timeout=60_000)
    context.close()
    saved = api.get(f"/api/suppliers/quote/{request['id']}").json()
    assert saved["lines"][299]["price"] == "412.50"
    assert saved["totals"]["goods"] == "412.50"


PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)


def test_supplier_attaches_a_datasheet_without_login(browser: Browser, live_server: str, tmp_path: Path) -> None:
    """The supplier attaches a PDF datasheet on their page (no login): it is listed back with a download link that
    gives the same bytes; a file of a type not accepted is refused with the reason before it is sent; staff find the
    datasheet among the quote's files, marked as the supplier's."""
    api = _api(live_server)
    request = _sent_request(api)
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900}, accept_downloads=True)
    context.set_default_timeout(WAIT)
    page = context.new_page()
    page.goto(f"/supplier-quote/{request['uuid']}")
    expect(page.get_by_role("heading", level=1)).to_contain_text("version 1")
    expect(page.get_by_text("No files attached.")).to_be_visible()

    refused = tmp_path / "setup.exe"
    refused.write_bytes(b"MZ not a datasheet")
    page.get_by_label("Attach files").set_input_files(refused)
    expect(page.get_by_text("setup.exe: this type of file is not accepted.", exact=False)).to_be_visible()

    datasheet = tmp_path / f"datasheet-{request['tag']}.pdf"
    datasheet.write_bytes(PDF)
    page.get_by_label("Attach files").set_input_files(datasheet)
    expect(page.get_by_text(f"{datasheet.name} was attached.")).to_be_visible()
    attached = page.get_by_role("list", name="Attached files")
    link = attached.get_by_role("link", name=datasheet.name)
    expect(link).to_be_visible()
    expect(page.get_by_text("No files attached.")).to_have_count(0)
    with page.expect_download() as download:
        link.click()
    saved = tmp_path / "downloaded.pdf"
    download.value.save_as(saved)
    assert saved.read_bytes() == PDF

    # Still there when the supplier comes back to the link.
    page.reload()
    expect(page.get_by_role("list", name="Attached files").get_by_role("link", name=datasheet.name)).to_be_visible()
    context.close()

    files = api.get(f"/api/suppliers/quote/file/{request['id']}")
    files.raise_for_status()
    (row,) = [f for f in files.json() if f["name"] == datasheet.name]
    assert row["from_supplier"] is True and row["content_type"] == "application/pdf"
    assert row["size_bytes"] == len(PDF) and row["version"] == 1
