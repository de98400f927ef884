"""A customer's record as staff build it up: create it, add a contact, a site address, a note and a file, read
its activity, then archive and restore it."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.conftest import log_in

# A minimal but well-formed PDF: the server checks the first bytes against the .pdf extension.
PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)


def _open_tab(page: Page, name: str) -> None:
    page.get_by_role("tab", name=name).click()
    expect(page.get_by_role("tab", name=name)).to_have_attribute("aria-selected", "true")


def _confirm(page: Page, title: str, button: str) -> None:
    dialog = page.get_by_role("dialog", name=title)
    dialog.get_by_role("button", name=button).click()
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_customer_record_from_creation_to_archive(page: Page, tmp_path: Path) -> None:
    name = f"Holbeck Homes {uuid.uuid4().hex[:6]}"
    log_in(page)

    # New customer through the New company form.
    page.goto("/company/new?kind=customer")
    expect(page.get_by_role("radio", name="Customer")).to_be_checked()
    form = page.get_by_role("form", name="New company")
    form.get_by_label("Email").fill("not-an-email")
    form.get_by_role("button", name="Create").click()
    expect(form.get_by_text("This field is required")).to_be_visible()
    expect(form.get_by_text("Please enter a valid email")).to_be_visible()
    form.get_by_label(re.compile(r"^Name")).fill(name)
    form.get_by_label("Email").fill("buying@holbeck.example")
    form.get_by_label("Category").fill("Housebuilder")
    form.get_by_role("button", name="Create").click()
    page.wait_for_url(re.compile(r"/customer\?id=\d+$"))
    customer_url = page.url
    expect(page.get_by_role("heading", level=1, name=name)).to_be_visible()
    expect(page.get_by_text("Customer", exact=True)).to_be_visible()

    # A contact, added from the customer's Contacts section.
    _open_tab(page, "Contacts")
    expect(page.get_by_text("No contacts yet.")).to_be_visible()
    page.get_by_role("link", name="Add contact").click()
    page.wait_for_url(re.compile(r"/contacts/new\?related_id=\d+&kind=customer"))
    form = page.get_by_role("form", name="New contact")
    expect(form.get_by_role("combobox", name=re.compile("Organisation"))).to_have_value(name)
    form.get_by_label(re.compile(r"^First name")).fill("Jess")
    form.get_by_label(re.compile(r"^Last name")).fill("Whitaker")
    form.get_by_label("Job title").fill("Buyer")
    form.get_by_label("Email").fill("jess.whitaker@holbeck.example")
    form.get_by_role("button", name="Add contact").click()
    page.wait_for_url(re.compile(r"/customer\?id=\d+&tab=contacts$"))
    expect(page.get_by_role("table", name="Contacts").get_by_role("link", name="Jess Whitaker")).to_be_visible()

    # A site address whose postcode the server writes the standard way.
    _open_tab(page, "Addresses")
    page.get_by_role("link", name="Add address").click()
    form = page.get_by_role("form", name="New address")
    expect(form.get_by_role("combobox", name="Type")).to_have_text("Site")
    form.get_by_label("Label").fill("Elland Road plots")
    form.get_by_label(re.compile(r"^Address line 1")).fill("Elland Road")
    form.get_by_label(re.compile(r"^Town")).fill("Leeds")
    form.get_by_label(re.compile(r"^Postcode")).fill("ls11 5rt")
    form.get_by_role("button", name="Add address").click()
    page.wait_for_url(re.compile(r"/customer\?id=\d+&tab=addresses$"))
    addresses = page.get_by_role("table", name="Addresses")
    expect(addresses.get_by_role("cell", name="LS11 5RT")).to_be_visible()
    expect(addresses.get_by_role("link", name="Elland Road plots, Elland Road")).to_be_visible()

    # A note, added with Enter.
    _open_tab(page, "Notes")
    page.get_by_role("textbox", name="Add a note").fill("First delivery to plot 4 on Monday")
    page.get_by_role("textbox", name="Add a note").press("Enter")
    notes = page.get_by_role("list", name="Notes")
    expect(notes.get_by_text("First delivery to plot 4 on Monday")).to_be_visible()
    expect(notes.get_by_role("listitem").first).to_contain_text("Ada Brennan")

    # A PDF uploaded through the drop zone's file input.
    _open_tab(page, "Files")
    pdf = tmp_path / "site-plan.pdf"
    pdf.write_bytes(PDF)
    page.get_by_label("Choose files").set_input_files(pdf)
    files = page.get_by_role("table", name="Files")
    expect(files.get_by_role("button", name="Download site-plan.pdf")).to_be_visible()
    expect(files.get_by_role("row").filter(has_text="site-plan.pdf")).to_contain_text("bytes")

    # The figures and the activity timeline list all of it, newest first.
    figures = page.get_by_role("region", name="Figures")
    expect(figures.get_by_role("group", name="Site addresses")).to_contain_text("1")
    expect(figures.get_by_role("group", name="Files")).to_contain_text("1")
    _open_tab(page, "Activity")
    timeline = page.get_by_role("list", name="Activity")
    expect(timeline.get_by_text(f"Created customer {name}")).to_be_visible()
    expect(timeline.get_by_text("Added contact Jess Whitaker")).to_be_visible()
    expect(timeline.get_by_text("Added address Elland Road plots, Elland Road, Leeds, LS11 5RT")).to_be_visible()
    expect(timeline.get_by_text("Added a note: First delivery to plot 4 on Monday")).to_be_visible()
    expect(timeline.get_by_text("Added file site-plan.pdf")).to_be_visible()
    expect(timeline.get_by_role("listitem").first).to_contain_text("Added file site-plan.pdf")

    # Archive (confirmed), then restore; both survive a reload.
    page.get_by_role("button", name="Archive", exact=True).click()
    _confirm(page, f"Archive {name}?", "Archive")
    expect(page.get_by_text("Archived", exact=True)).to_be_visible()
    page.goto(customer_url)
    expect(page.get_by_text("Archived", exact=True)).to_be_visible()
    page.get_by_role("button", name="Restore", exact=True).click()
    _confirm(page, f"Restore {name}?", "Restore")
    expect(page.get_by_text("Archived", exact=True)).to_have_count(0)
    expect(page.get_by_role("button", name="Archive", exact=True)).to_be_visible()
