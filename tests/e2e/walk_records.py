"""Records the new user's walks make through the admin's API: a works' product, and a customer's quote for it on two
plots, accepted and made an order (what the delivering screens need)."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page

from tests.e2e.conftest import WAIT

PHONE = {"width": 390, "height": 844}


def fits_a_phone(page: Page) -> None:
    """Nothing on the screen is wider than the phone: the page never scrolls sideways."""
    assert page.evaluate("() => document.documentElement.scrollWidth") == PHONE["width"]


def phone_context(browser: Browser, live_server: str) -> BrowserContext:
    """A 390 px phone with touch, its waits as long as the machine may need."""
    context = browser.new_context(base_url=live_server, viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    context.set_default_timeout(WAIT)
    return context


def works_product(api: httpx.Client, works_id: int, code: str, name: str) -> dict[str, Any]:
    """A facing brick of the works, priced per 1,000."""
    product = api.post(
        "/api/products/add",
        json={"supplier_id": works_id, "code": code, "name": name, "category": "facing_brick", "colour": "Red",
              "selling_unit": "per_1000", "cost_price": "410.00", "list_price": "520.00"},
    )  # fmt: skip
    product.raise_for_status()
    return product.json()  # type: ignore[no-any-return]


def plotted_order(api: httpx.Client, tag: str, customer_name: str, product: dict[str, Any]) -> dict[str, Any]:
    """A customer with a site contact; its quote for 10,000 of the product on plots 1 (6,000) and 2 (4,000), sent,
    accepted and converted. Returns the quote's answer and the order's."""
    customer = api.post("/api/customers/add", json={"name": customer_name}).json()
    person = {"related_id": customer["id"], "first_name": "Jo", "last_name": "Site"}
    contact = api.post("/api/contacts/add", json={**person, "email": f"jo.{tag.lower()}@example.com"})
    contact.raise_for_status()
    line = {"product_id": product["product_id"], "description": product["name"],
            "quantity": "10000", "unit": "per_1000", "sell_price": "520.00"}  # fmt: skip
    plots = [
        {"plot_number": "1", "house_type": "Aspen", "quantities": [{"line": 0, "quantity": "6000"}]},
        {"plot_number": "2", "house_type": "Birch", "quantities": [{"line": 0, "quantity": "4000"}]},
    ]
    fields = {"customer_id": customer["id"], "contact_ids": [contact.json()["contact_id"]], "lines": [line]}
    quote = api.post("/api/quotes/add", json={"quote": {**fields, "plots": plots}})
    quote.raise_for_status()
    quote_id, uuid = quote.json()["quote_id"], quote.json()["uuid"]
    api.get(f"/api/quotes/send/{quote_id}").raise_for_status()
    accept = {"uuid": uuid, "isInternal": True, "version": 1, "name": "Jo Site"}
    api.put("/api/quotes/accept", json=accept).raise_for_status()
    order = api.put("/api/quotes/convert", json={"quote_id": quote_id})
    order.raise_for_status()
    return {"quote": quote.json(), "order": order.json()}


def answered_request(api: httpx.Client, supplier_id: int, product: dict[str, Any], award: bool) -> dict[str, Any]:
    """A stand-alone request for the product to the supplier, answered (keyed in as by phone), awarded if asked."""
    line = {"product_id": product["product_id"], "code": product["code"], "description": product["name"]}
    made = api.post(
        "/api/suppliers/request",
        json={"supplier_ids": [supplier_id], "lines": [{**line, "quantity": "8000", "unit": "per_1000"}]},
    )
    made.raise_for_status()
    request = made.json()
    quote_id = request["supplier_quotes"][0]["id"]
    held = api.get(f"/api/suppliers/quote/{quote_id}").json()
    lines = [
        {k: row[k] for k in ("product_id", "code", "description", "quantity", "unit")} | {"price": "455.00"}
        for row in held["lines"]
    ]
    fields = {"quote_id": quote_id, "row_version": held["row_version"], "supplier_id": supplier_id, "lines": lines}
    api.post("/api/suppliers/quotes/edit", json={"quote": fields, "record_as_answer": True}).raise_for_status()
    if award:
        body = {"supplier_quote_id": quote_id, "reason": "The only price"}
        api.put(f"/api/suppliers/request/{request['request_id']}/award", json=body).raise_for_status()
    return {"request_id": request["request_id"], "number": request["number"], "quote_id": quote_id}
