"""The CRM screen as staff use it: find a customer by searching (and still after a reload), and import a CSV of
contacts with a few bad rows: the dry run's report, the real import, the contacts in the list."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import httpx
from playwright.sync_api import Page, expect

from tests.e2e.conftest import DEMO_EMAIL, DEMO_PASSWORD, log_in


def _api(live_server: str) -> httpx.Client:
    """The demo admin's API client, to set up records the way another colleague would."""
    login = httpx.put(f"{live_server}/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login.raise_for_status()
    return httpx.Client(base_url=live_server, headers={"Authorization": f"Bearer {login.json()['token']}"})


def _customer(live_server: str, name: str, account_number: str) -> int:
    with _api(live_server) as api:
        created = api.post(
            "/api/customers/add",
            json={"name": name, "account_number": account_number, "email": "orders@kilnworth.example"},
        )
        created.raise_for_status()
        return int(created.json()["id"])


def test_a_new_customer_is_found_by_search_and_still_after_a_reload(page: Page, live_server: str) -> None:
    tag = uuid.uuid4().hex[:6]
    name = f"Kilnworth Builders {tag}"
    customer_id = _customer(live_server, name, f"KW-{tag}")

    log_in(page)
    page.get_by_test_id("nav-drawer").get_by_role("link", name="CRM").click()
    page.mouse.move(900, 500)
    expect(page.get_by_role("tab", name="Customers")).to_have_attribute("aria-selected", "true")
    table = page.get_by_role("table", name="Customers")
    expect(table.get_by_role("row").nth(1)).to_be_visible()

    search = page.get_by_role("searchbox", name="Search customers")
    search.fill(f"kw-{tag}")  # the account number, in any case
    expect(table.get_by_role("link", name=name)).to_be_visible()
    expect(table.get_by_role("row")).to_have_count(2)
    expect(table.get_by_role("link", name="orders@kilnworth.example")).to_have_attribute(
        "href", "mailto:orders@kilnworth.example"
    )

    page.reload()
    expect(page.get_by_role("searchbox", name="Search customers")).to_have_value(f"kw-{tag}")
    expect(page.get_by_role("table", name="Customers").get_by_role("link", name=name)).to_be_visible()
    expect(page.get_by_role("table", name="Customers").get_by_role("row")).to_have_count(2)

    # The tab is remembered in the session: away to Home, back through the drawer.
    page.get_by_role("tab", name="Suppliers").click()
    expect(page.get_by_role("tab", name="Suppliers")).to_have_attribute("aria-selected", "true")
    page.get_by_test_id("nav-drawer").get_by_role("link", name="Home").click()
    page.get_by_test_id("nav-drawer").get_by_role("link", name="CRM").click()
    page.mouse.move(900, 500)  # off the drawer, which widens over the page while hovered
    expect(page.get_by_role("tab", name="Suppliers")).to_have_attribute("aria-selected", "true")
    assert page.evaluate("localStorage.getItem('tab')") == "suppliers"

    page.get_by_role("tab", name="Customers").click()
    page.get_by_role("searchbox", name="Search customers").fill(name)
    page.get_by_role("table", name="Customers").get_by_role("link", name=name).click()
    expect(page).to_have_url(re.compile(rf"/customer\?id={customer_id}$"))


def _contacts_csv(path: Path, organisation: str, tag: str) -> Path:
    lines = ["First name,Last name,Email,Job title,Organisation"]
    for i in range(1, 51):
        first, email, org = f"Mason{i}", f"mason{i}.{tag}@example.com", organisation
        if i == 10:
            first = ""  # row 11 in the file
        elif i == 20:
            email = "mason20-at-example.com"  # row 21
        elif i == 30:
            org = f"Nobody Bricks {tag}"  # row 31
        lines.append(f"{first},Site {tag},{email},Site manager,{org}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_import_contacts_with_three_bad_rows(page: Page, live_server: str, tmp_path: Path) -> None:
    tag = uuid.uuid4().hex[:6]
    organisation = f"Kilnworth Contractors {tag}"
    _customer(live_server, organisation, f"KC-{tag}")
    csv_file = _contacts_csv(tmp_path / "site-contacts.csv", organisation, tag)

    log_in(page)
    page.goto("/crm")
    page.get_by_role("tab", name="Contacts").click()
    page.get_by_role("button", name="Import CSV").click()
    dialog = page.get_by_role("dialog", name="Import contacts from CSV")
    with page.expect_file_chooser() as chooser:
        dialog.get_by_role("button", name="Choose CSV file").click()
    chooser.value.set_files(csv_file)

    expect(dialog.get_by_text("site-contacts.csv")).to_be_visible()
    expect(dialog.get_by_text(re.compile(r"has 50 rows and 5 columns"))).to_be_visible()
    for column, field in [("First name", "first_name"), ("Email", "email"), ("Organisation", "organisation")]:
        expect(dialog.get_by_role("combobox", name=f"Field for column {column}")).to_have_value(field)

    dialog.get_by_role("button", name="Check rows").click()
    expect(dialog.get_by_text("Of 50 rows, 47 will be created, 0 updated and 3 rejected.")).to_be_visible()
    report = dialog.get_by_role("table", name="Import report")
    expect(report.get_by_role("row")).to_have_count(4)  # only the rejected rows at first
    expect(report.get_by_role("row").nth(1)).to_contain_text("First name: This field is required")
    expect(report.get_by_role("row").nth(2)).to_contain_text("Email: Please enter a valid email")
    expect(report.get_by_role("row").nth(3)).to_contain_text(
        f"Organisation: No customer, supplier, other or company has the name “Nobody Bricks {tag}”"
    )
    assert [report.get_by_role("row").nth(i).get_by_role("cell").first.inner_text() for i in (1, 2, 3)] == [
        "11",
        "21",
        "31",
    ]

    dialog.get_by_role("button", name="Import 47 rows").click()
    expect(dialog.get_by_text("Imported 50 rows: 47 created, 0 updated and 3 rejected (not imported).")).to_be_visible()
    with page.expect_download() as download:
        dialog.get_by_role("button", name="Download rejected rows").click()
    assert download.value.suggested_filename == "site-contacts-rejected.csv"
    rejected = Path(download.value.path()).read_text(encoding="utf-8-sig").splitlines()
    assert rejected[0] == "First name,Last name,Email,Job title,Organisation,Import problems"
    assert len(rejected) == 4
    assert rejected[2].startswith(f"Mason20,Site {tag},mason20-at-example.com,")
    dialog.get_by_role("button", name="Done").click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    page.get_by_role("searchbox", name="Search contacts").fill(tag)
    table = page.get_by_role("table", name="Contacts")
    expect(page.get_by_text(re.compile(r"^1\D25 of 47$"))).to_be_visible()
    expect(table.get_by_role("link", name=f"Mason1 Site {tag}", exact=True)).to_be_visible()
    expect(table.get_by_role("link", name=organisation).first).to_be_visible()
    expect(table.get_by_role("link", name=f"Mason10 Site {tag}", exact=True)).to_have_count(0)
