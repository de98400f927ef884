"""The catalogue as staff use it: add a product through the form and find it in the list, import a supplier's
price list with a bad row (the dry run's report, the real run, the new products listed), and find a product by
its colour, change its list price and see the change in its price history."""

from __future__ import annotations

import re
import uuid
from pathlib import Path
from urllib.parse import urlparse

import httpx
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in


def _api(live_server: str) -> httpx.Client:
    """The demo admin's API client, to set up records the way a colleague would have entered them."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"})


def _supplier(live_server: str, name: str) -> int:
    with _api(live_server) as api:
        created = api.post("/api/suppliers/add", json={"name": name})
        created.raise_for_status()
        return int(created.json()["id"])


def _pick(page: Page, field: str, text: str, option: str) -> None:
    """Type into a search picker and choose the option it offers."""
    page.get_by_role("combobox", name=re.compile(rf"^{re.escape(field)}")).fill(text)
    page.get_by_role("option", name=option, exact=True).click()


def _choose(page: Page, field: str, option: str) -> None:
    """Open a select and choose one of its options."""
    page.get_by_role("combobox", name=re.compile(rf"^{re.escape(field)}")).click()
    page.get_by_role("option", name=option, exact=True).click()


def test_a_new_product_is_saved_and_listed(page: Page, live_server: str) -> None:
    tag = uuid.uuid4().hex[:6]
    supplier = f"Kilnworth Bricks {tag}"
    supplier_id = _supplier(live_server, supplier)
    name = f"Kilnworth Red Multi {tag}"

    log_in(page)
    page.get_by_test_id("nav-drawer").get_by_role("link", name="Products").click()
    page.mouse.move(900, 500)  # off the drawer, which widens over the page while hovered
    expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()
    page.get_by_role("link", name="New product").click()
    page.wait_for_url(re.compile(r"/products/new$"))

    form = page.get_by_role("form", name="New product")
    form.get_by_role("button", name="Create").click()
    expect(form.get_by_role("textbox", name=re.compile("^Code"))).to_have_accessible_description(
        "This field is required"
    )

    form.get_by_role("textbox", name=re.compile("^Code")).fill(f"KW-{tag}")
    form.get_by_role("textbox", name=re.compile("^Name")).fill(name)
    _pick(page, "Supplier", tag, supplier)
    _choose(page, "Category", "Facing brick")
    _choose(page, "Selling unit", "per 1,000")
    form.get_by_role("textbox", name="Length (mm)").fill("215")
    form.get_by_role("textbox", name="Width (mm)").fill("102")
    form.get_by_role("textbox", name="Height (mm)").fill("65")
    form.get_by_role("combobox", name="Colour").fill("Red multi")
    form.get_by_role("textbox", name=re.compile("^Cost price")).fill("400")
    form.get_by_role("textbox", name=re.compile("^List price")).fill("£520.00")
    expect(form.get_by_role("status", name="Margin")).to_have_text(re.compile(r"23\.1%"))
    form.get_by_role("textbox", name="Lead time (days)").fill("14")
    form.get_by_role("button", name="Create").click()

    page.wait_for_url(re.compile(r"/products/\d+$"))
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    expect(page.get_by_role("link", name=supplier)).to_have_attribute("href", f"/supplier?id={supplier_id}")
    history = page.get_by_role("table", name="Price history")
    expect(history.get_by_role("row").nth(1)).to_contain_text("Created")
    product_path = urlparse(page.url).path

    page.get_by_test_id("nav-drawer").get_by_role("link", name="Products").click()
    page.mouse.move(900, 500)
    page.get_by_role("searchbox", name="Search products").fill(f"kw-{tag}")  # the code, in any case
    table = page.get_by_role("table", name="Products")
    expect(table.get_by_role("row")).to_have_count(2)
    row = table.get_by_role("row").nth(1)
    expect(row).to_contain_text(f"KW-{tag}")
    expect(row).to_contain_text(supplier)
    expect(row).to_contain_text("215\u00d7102\u00d765")  # length by width by height (mm), with the multiplication sign
    expect(row).to_contain_text("£520.00")
    expect(row).to_contain_text("23.1%")
    expect(row.get_by_role("link", name=name)).to_have_attribute("href", product_path)
    expect(page).to_have_url(re.compile(rf"/products\?q=kw-{tag}$"))


def _price_list(path: Path, tag: str) -> Path:
    lines = [
        "SKU,Description,Type,Colour,Unit,Net,Sell",
        f"PL-{tag}-1,Pennine Red Stock {tag},Facing brick,Red,per 1000,402.50,529.00",
        f"PL-{tag}-2,Pennine Buff Multi {tag},Facings,Buff,per 1000,398.00,515.00",
        f"PL-{tag}-3,Pennine Blue Engineering {tag},Engineering,Blue,per 1000,610.00,790.00",
        f"PL-{tag}-4,Pennine Brown Rustic {tag},Facing brick,Brown,per 1000,12.345,20.00",  # row 5: three decimals
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_import_a_price_list_with_a_bad_row(page: Page, live_server: str, tmp_path: Path) -> None:
    tag = uuid.uuid4().hex[:6]
    supplier = f"Pennine Brick {tag}"
    _supplier(live_server, supplier)
    csv_file = _price_list(tmp_path / "pennine-prices.csv", tag)

    log_in(page)
    page.goto("/products")
    page.get_by_role("button", name="Import price list").click()
    dialog = page.get_by_role("dialog", name="Import a price list")
    _pick(page, "Supplier of this price list", tag, supplier)
    with page.expect_file_chooser() as chooser:
        dialog.get_by_role("button", name="Choose CSV file").click()
    chooser.value.set_files(csv_file)

    expect(dialog.get_by_text(re.compile(r"has 4 rows and 7 columns"))).to_be_visible()
    for column, field in [
        ("SKU", "code"),
        ("Description", "name"),
        ("Type", "category"),
        ("Colour", "colour"),
        ("Unit", "selling_unit"),
        ("Net", "cost_price"),
        ("Sell", "list_price"),
    ]:
        expect(dialog.get_by_role("combobox", name=f"Field for column {column}")).to_have_value(field)

    dialog.get_by_role("button", name="Check rows").click()
    expect(dialog.get_by_text("Of 4 rows, 3 will be created, 0 updated, 0 unchanged and 1 rejected.")).to_be_visible()
    report = dialog.get_by_role("table", name="Import report")
    expect(report.get_by_role("row")).to_have_count(2)  # only the rejected row at first
    rejected = report.get_by_role("row").nth(1)
    expect(rejected.get_by_role("cell").first).to_have_text("5")
    expect(rejected).to_contain_text(f"PL-{tag}-4")
    expect(rejected).to_contain_text("Cost price: Enter at most 2 decimal places")

    dialog.get_by_role("button", name="Import 3 rows").click()
    expect(dialog.get_by_text("Imported 3 rows: 3 created, 0 updated, 0 unchanged and 0 rejected.")).to_be_visible()
    dialog.get_by_role("button", name="Done").click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    page.get_by_role("searchbox", name="Search products").fill(tag)
    table = page.get_by_role("table", name="Products")
    expect(table.get_by_role("row")).to_have_count(4)
    for name in (f"Pennine Red Stock {tag}", f"Pennine Buff Multi {tag}", f"Pennine Blue Engineering {tag}"):
        expect(table.get_by_role("link", name=name)).to_be_visible()
    expect(table.get_by_role("link", name=f"Pennine Brown Rustic {tag}")).to_have_count(0)
    expect(table.get_by_role("row").filter(has_text=f"PL-{tag}-1")).to_contain_text("£529.00")


def test_find_a_product_by_colour_and_change_its_list_price(page: Page, live_server: str) -> None:
    tag = uuid.uuid4().hex[:6]
    colour = f"Heather {tag}"
    name = f"Calder Heather Blend {tag}"
    supplier_id = _supplier(live_server, f"Calder Clay {tag}")
    with _api(live_server) as api:
        api.post(
            "/api/products/add",
            json={
                "code": f"CC-{tag}",
                "name": name,
                "supplier_id": supplier_id,
                "category": "facing_brick",
                "colour": colour,
                "selling_unit": "per_1000",
                "cost_price": "430.00",
                "list_price": "560.00",
            },
        ).raise_for_status()

    log_in(page)
    page.goto("/products")
    filters = page.get_by_role("group", name="Filters")
    filters.get_by_role("combobox", name="Colour").fill(colour.lower())  # any case
    filters.get_by_role("combobox", name="Colour").press("Enter")
    expect(page).to_have_url(re.compile(r"colour=heather"))
    table = page.get_by_role("table", name="Products")
    expect(table.get_by_role("row")).to_have_count(2)
    table.get_by_role("link", name=name).click()

    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    details = page.get_by_role("form", name="Details")
    price = details.get_by_role("textbox", name=re.compile("^List price"))
    expect(price).to_have_value("560.00")
    price.fill("587.50")
    expect(details.get_by_role("status", name="Margin")).to_have_text(re.compile(r"26\.8%"))
    details.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text(f"CC-{tag} {name} was saved.")).to_be_visible()

    latest = page.get_by_role("table", name="Price history").get_by_role("row").nth(1)
    expect(latest).to_contain_text("Edited")
    expect(latest).to_contain_text("Ada Brennan")
    expect(latest).to_contain_text("£430.00 unchanged")
    expect(latest).to_contain_text("£560.00")
    expect(latest.locator("mark")).to_have_text("£587.50")  # the new price stands out
    expect(latest).to_contain_text("+4.9%")

    # Back to the list: the filter is still there, and the row shows the new price.
    page.go_back()
    expect(page.get_by_role("table", name="Products").get_by_role("row").nth(1)).to_contain_text("£587.50")
