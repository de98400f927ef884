"""One quantity model on every screen (issue 13, item 1): staff type the bricks they count, the price stays per
1,000 and the line total divides. 48,000 bricks at £698.50 per 1,000 are £33,528.00 in the editor, on the
customer's page, on the PDF and on the order; 48,000,000 (a slip) asks before it is saved."""

from __future__ import annotations

import io
import re

from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from tests.e2e.conftest import SALES_PASSWORD, log_in
from tests.e2e.test_quotes import WAIT, _api, _customer, _fresh_browser, _products, _tag


def test_bricks_are_counted_and_priced_per_thousand_on_every_screen(
    page: Page, browser: Browser, live_server: str, salesman: str
) -> None:
    page.set_default_timeout(WAIT)
    tag = _tag()
    customer = f"Wessenden Homes {tag}"
    bricks = f"Lymington Multi {tag}"
    email = f"jo.{tag.lower()}@example.com"
    with _api(live_server) as api:
        _customer(api, customer, ("Jo", "Holt", email))
        _products(
            api,
            tag,
            [{"code": f"LM-{tag}", "name": bricks, "category": "facing_brick", "colour": "Red",
              "selling_unit": "per_1000", "cost_price": "550.00", "list_price": "698.50"}],
        )  # fmt: skip

    # Sam adds the bricks to a new quote and types what he counts: 48,000 bricks.
    log_in(page, salesman, SALES_PASSWORD)
    page.goto("/quotes/editor/new")
    expect(page.get_by_role("heading", level=1, name="New quote")).to_be_visible()
    page.get_by_role("combobox", name=re.compile(r"^Customer")).fill(f"Wessenden Homes {tag}")
    page.get_by_role("option", name=customer, exact=True).click()
    page.get_by_role("combobox", name="Contacts").click()
    page.get_by_role("option", name=f"Jo Holt · {email}").click()
    page.keyboard.press("Escape")
    page.get_by_role("combobox", name="Add a product").fill(bricks)
    page.get_by_role("option", name=re.compile(re.escape(bricks))).click()
    lines = page.get_by_role("table", name="Quote lines")
    quantity = lines.get_by_role("textbox", name="Quantity, line 1")
    quantity.fill("48000")
    expect(page.get_by_label("Quantity counted, line 1")).to_have_text("48,000 bricks")
    expect(page.get_by_label("Line total, line 1")).to_have_text("£33,528.00")
    totals = page.get_by_role("region", name="Totals")
    expect(totals.get_by_role("group", name="Subtotal", exact=True)).to_contain_text("£33,528.00")

    # A thousand times too many (the old habit of typing thousands, the other way round) asks first.
    quantity.fill("48000000")
    expect(page.get_by_label("Line total, line 1")).to_have_text("£33,528,000.00")
    save = page.get_by_role("region", name="Save the quote").get_by_role("button", name="Save", exact=True)
    save.click()
    check = page.get_by_role("dialog", name="Check these quantities")
    expect(check).to_contain_text(f"Line 1 ({bricks}): 48,000,000 bricks")
    check.get_by_role("button", name="Cancel").click()
    expect(check).to_be_hidden()
    expect(page).to_have_url(re.compile(r"/quotes/editor/new$"))
    quantity.fill("48000")
    save.click()
    page.wait_for_url(re.compile(r"/quotes/editor/\d+$"))
    quote_id = int(page.url.rsplit("/", 1)[1])
    expect(page.get_by_text("No unsaved changes.")).to_be_visible()
    expect(lines.get_by_role("textbox", name="Quantity, line 1")).to_have_value("48000")
    expect(page.get_by_label("Line total, line 1")).to_have_text("£33,528.00")

    # A manager checks it (over £10,000), it is sent; the customer reads the same quantity with its unit.
    with _api(live_server) as api:
        api.put("/api/quotes/update/checkedStatus", json={"quote_id": quote_id, "checked": True}).raise_for_status()
        api.get(f"/api/quotes/send/{quote_id}").raise_for_status()
        quote = api.get(f"/api/quotes/{quote_id}").json()
        pdf = api.get(f"/api/quotes/{quote_id}/pdf")
        pdf.raise_for_status()
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.content)).pages)
    for expected in ("48,000 bricks", "£698.50 per 1,000", "£33,528.00"):
        assert expected in text, (expected, text)

    with _fresh_browser(browser, live_server, viewport={"width": 1280, "height": 800}) as customer_page:
        customer_page.goto(f"/quote/{quote['uuid']}")
        row = customer_page.get_by_role("table", name="Quote lines").get_by_role("row").filter(has_text=bricks)
        expect(row).to_contain_text("48,000 bricks")
        expect(row).to_contain_text("£698.50 per 1,000")
        expect(row).to_contain_text("£33,528.00")
        summary = customer_page.get_by_role("complementary", name="Summary")
        summary.get_by_role("button", name="Accept quote").click()
        accept = customer_page.get_by_role("dialog", name="Accept this quote")
        accept.get_by_role("textbox", name=re.compile(r"^Your name")).fill("Jo Holt")
        accept.get_by_role("button", name="Accept quote").click()
        expect(accept).to_be_hidden(timeout=WAIT)

    # The order keeps the bricks and the total.
    with _api(live_server) as api:
        converted = api.put("/api/quotes/convert", json={"quote_id": quote_id})
        converted.raise_for_status()
        order_number = converted.json()["number"]
    page.goto("/quotes")
    page.get_by_role("tab", name="Orders").click()
    order_row_in_list = page.get_by_role("table", name="Orders").get_by_role("row").filter(has_text=order_number)
    order_row_in_list.get_by_text(customer).click()
    dialog = page.get_by_role("dialog", name=re.compile(order_number))
    expect(dialog).to_be_visible(timeout=WAIT)
    order_row = dialog.get_by_role("table", name="Order lines").get_by_role("row").filter(has_text=bricks)
    expect(order_row).to_contain_text("48,000 bricks", timeout=WAIT)
    expect(order_row).to_contain_text("£698.50 per 1,000")
    expect(order_row).to_contain_text("£33,528.00")
