"""The quote, record and note look-ups over the evaluation dataset: values, cards, links and what they say when
the record is missing."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from assistant.lookups import run
from assistant.understanding.types import Entities, Intent, Named, Understanding
from tests.assistant import dataset as ds
from tests.assistant.dataset import day, money
from tests.assistant.lookups_support import EXPIRED_ON, OPEN_UNTIL, ask, facts, understanding
from tests.assistant.seeding import Seeded


def test_last_quoted_to_a_customer(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.last_quoted, product=ds.PRODUCT_RED_MULTI, customer=ds.CUSTOMER_ACME)
    assert result.found
    assert result.text == (
        "We last quoted Acme Construction Ltd for Ibstock Cheshire Red Multi on quote Q-260003 (sent 15 Sep 2026): "
        "10,000 bricks at £690.00 per 1,000. Its status: Sent."
    )
    (card,) = result.cards
    quote_id = dataset.quotes["Q-260003"]
    assert (card.kind, card.record_id, card.link) == ("quote", quote_id, f"/quotes/editor/{quote_id}")
    assert facts(card) == {
        "Number": "Q-260003",
        "Status": "Sent",
        "Customer": ds.CUSTOMER_ACME,
        "Product": ds.PRODUCT_RED_MULTI,
        "Quantity": "10,000 bricks",
        "Unit price": "£690.00 per 1,000",
        "Line total": money("6900.00"),
        "Sent": day(date(2026, 9, 15)),
    }


def test_last_quoted_to_anyone_and_in_other_units(db: Session, dataset: Seeded) -> None:
    anyone = ask(db, dataset, Intent.last_quoted, product=ds.PRODUCT_RED_MULTI)
    assert anyone.text.startswith(
        "We last quoted Pennine Groundworks Ltd for Ibstock Cheshire Red Multi on quote Q-260007 (sent 5 Oct 2026): "
        "8,000 bricks at £680.00 per 1,000."
    )
    blocks = ask(db, dataset, Intent.last_quoted, product=ds.PRODUCT_THERMALITE, customer=ds.CUSTOMER_WHARFE)
    assert "quote Q-260009 (sent 12 May 2026): 600 at £2.15 each. Its status: Accepted." in blocks.text
    draft = ask(db, dataset, Intent.last_quoted, product=ds.PRODUCT_TEGULA, customer=ds.CUSTOMER_ACME)
    assert "on quote Q-260005 (created 2 Nov 2026): 85 m² at £42.80 per m². Its status: Draft." in draft.text
    assert facts(draft.cards[0])["Created"] == "2 Nov 2026"


def test_last_quoted_when_never_quoted(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.last_quoted, product=ds.PRODUCT_RED_MULTI, customer=ds.CUSTOMER_CALDER)
    assert not result.found and result.confidence == 0.3
    assert result.text == f"I found no quote to {ds.CUSTOMER_CALDER} for {ds.PRODUCT_RED_MULTI}."
    calder = dataset.organisations[ds.CUSTOMER_CALDER]
    assert [(c.kind, c.record_id) for c in result.cards] == [
        ("product", dataset.products[ds.PRODUCT_RED_MULTI]),
        ("customer", calder),
    ]
    assert result.cards[1].link == f"/customer?id={calder}"
    missing = ask(db, dataset, Intent.last_quoted, customer=ds.CUSTOMER_ACME)
    assert (missing.found, missing.text) == (False, f"I couldn't tell which product you mean for {ds.CUSTOMER_ACME}.")
    assert [c.title for c in missing.cards] == [ds.CUSTOMER_ACME]
    gone = understanding(dataset, Intent.last_quoted, product=ds.PRODUCT_RED_MULTI)
    gone.entities.customers = [Named(2_000_000_000, "Gone Ltd")]
    assert run(db, gone).text == "I couldn't find that customer."


def test_customer_quotes_counts_values_and_latest(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.customer_quotes, customer=ds.CUSTOMER_ACME)
    assert result.found
    assert result.text.startswith(
        "Acme Construction Ltd has 1 open (£8,637.60), 1 accepted (£23,320.80), 1 rejected (£15,284.16) "
        "and 1 expired (£6,084.00) quotes. The latest quotes: Q-260005 (draft, £4,365.60, 2 Nov 2026), "
        "Q-260003 (sent, £8,637.60, 15 Sep 2026)"
    )
    summary, *latest = result.cards
    acme = dataset.organisations[ds.CUSTOMER_ACME]
    assert (summary.kind, summary.record_id, summary.link, summary.title) == (
        "customer",
        acme,
        f"/customer?id={acme}",
        "Quotes for Acme Construction Ltd",
    )
    assert facts(summary) == {
        "Open": "1",
        "Open value": "£8,637.60",
        "Accepted": "1",
        "Accepted value": "£23,320.80",
        "Rejected": "1",
        "Rejected value": "£15,284.16",
        "Expired": "1",
        "Expired value": "£6,084.00",
    }
    assert [facts(c)["Number"] for c in latest] == ["Q-260005", "Q-260003", "Q-260002", "Q-260004", "Q-260001"]
    assert [facts(c)["Status"] for c in latest] == ["Draft", "Sent", "Rejected", "Expired", "Accepted"]
    assert all(c.link == f"/quotes/editor/{c.record_id}" for c in latest)


def test_customer_quotes_of_one_status(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.customer_quotes, terms="accepted", customer=ds.CUSTOMER_ACME)
    assert "The latest accepted quotes: Q-260001 (accepted, £23,320.80, 14 Jan 2026)." in result.text
    assert [c.title for c in result.cards[1:]] == ["Quote Q-260001"]
    none = ask(db, dataset, Intent.customer_quotes, terms="open", customer=ds.CUSTOMER_MOORSIDE)
    assert none.text.endswith("quotes. None is open.")


def test_project_quotes(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.project_quotes, project=ds.PROJECT_RIVERSIDE)
    assert result.text.startswith(
        "Riverside Quarter has 1 open (£18,810.00), 1 accepted (£30,252.00), 0 rejected (£0.00) "
        "and 1 expired (£8,784.00) quotes."
    )
    summary = result.cards[0]
    riverside = dataset.projects[ds.PROJECT_RIVERSIDE]
    assert (summary.kind, summary.link) == ("project", f"/projects/view/{riverside}")
    assert [c.title for c in result.cards[1:]] == ["Quote Q-260010", "Quote Q-260011", "Quote Q-260009"]
    assert facts(result.cards[1])["Customer"] == ds.CUSTOMER_WHARFE
    missing = ask(db, dataset, Intent.project_quotes)
    assert (missing.found, missing.confidence) == (False, 0.1)


def test_quote_status_by_number(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.quote_status, quote="Q-260004")
    assert result.text == (
        f"Quote Q-260004 for Acme Construction Ltd is expired: £6,084.00 inc VAT (version 1), sent 3 Mar 2026, "
        f"valid until {day(EXPIRED_ON)}."
    )
    (card,) = result.cards
    assert facts(card) == {
        "Number": "Q-260004",
        "Status": "Expired",
        "Customer": ds.CUSTOMER_ACME,
        "Total inc VAT": "£6,084.00",
        "Version": "1",
        "Sent": "3 Mar 2026",
        "Valid until": day(EXPIRED_ON),
    }
    both = ask(db, dataset, Intent.quote_status, quote=["Q-260010", "Q-260005"])
    assert (
        "Quote Q-260010 for Wharfe Valley Homes is sent: £18,810.00 inc VAT (version 1), sent 20 Oct 2026" in both.text
    )
    assert f"valid until {day(OPEN_UNTIL)}." in both.text
    assert (
        "Quote Q-260005 for Acme Construction Ltd is draft: £4,365.60 inc VAT (version 1), not sent yet." in both.text
    )
    assert facts(both.cards[0])["Project"] == ds.PROJECT_RIVERSIDE


def test_quote_status_of_a_missing_quote(db: Session, dataset: Seeded) -> None:
    gone = Understanding(Intent.quote_status, Entities(quotes=[Named(2_000_000_000, "Q-999999")]), 0.9)
    result = run(db, gone)
    assert (result.found, result.text, result.cards) == (False, "I couldn't find that quote.", [])
    nothing = run(db, Understanding(Intent.quote_status, Entities(), 0.9))
    assert not nothing.found and "give its number" in nothing.text


# --- records and notes ---------------------------------------------------------------------------------------------


def test_customer_summary(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.record_summary, customer=ds.CUSTOMER_ACME)
    assert result.text == (
        "Acme Construction Ltd is a customer in Leeds; account manager Dana Hughes. 1 project (Meadow View Phase 2). "
        "5 quotes: 1 open (£8,637.60), 1 accepted (£23,320.80)."
    )
    (card,) = result.cards
    assert card.link == f"/customer?id={dataset.organisations[ds.CUSTOMER_ACME]}"
    assert facts(card) == {
        "Account number": "ACME01",
        "Town": "Leeds",
        "Account manager": ds.USER_DANA,
        "Contacts": "0",
        "Projects": "1 (Meadow View Phase 2)",  # its jobs named (eleventh demo round)
        "Quotes": "5",
        "Open": "1",
        "Open value": "£8,637.60",
        "Accepted": "1",
        "Accepted value": "£23,320.80",
        "Win rate": "50.0 %",
    }


def test_supplier_and_project_summaries(db: Session, dataset: Seeded) -> None:
    supplier = ask(db, dataset, Intent.record_summary, supplier=ds.SUPPLIER_IBSTOCK)
    assert supplier.text.endswith("8 products in the catalogue (8 active); on 0 projects.")
    assert supplier.cards[0].kind == "supplier" and facts(supplier.cards[0])["Products"] == "8"
    project = ask(db, dataset, Intent.record_summary, project=ds.PROJECT_MEADOW)
    assert project.text == (
        "Meadow View Phase 2 is at the on site stage for Acme Construction Ltd. 32 plots, estimated value "
        "£850,000.00 and starting 2 Feb 2026. Account manager Dana Hughes. 2 quotes: 0 open (£0.00), "
        "1 accepted (£23,320.80)."
    )
    card = project.cards[0]
    assert card.link == f"/projects/view/{dataset.projects[ds.PROJECT_MEADOW]}"
    assert facts(card)["Plots"] == "32" and facts(card)["Estimated value"] == "£850,000.00"
    quote = ask(db, dataset, Intent.record_summary, quote="Q-260001")
    assert quote.text.startswith("Quote Q-260001 for Acme Construction Ltd is accepted: £23,320.80")
    product = ask(db, dataset, Intent.record_summary, product=ds.PRODUCT_CATNIC)
    assert product.text.startswith("Catnic CG90/100 Steel Lintel 1200mm (NB-CG1200, Northern Builders Merchants)")
    nothing = run(db, Understanding(Intent.record_summary, Entities(), 0.5))
    assert (nothing.found, nothing.confidence) == (False, 0.1)


def test_notes_mentioning_a_word(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.notes_search, terms="crane")
    assert result.found
    school, acme = result.cards
    oakwood = dataset.projects[ds.PROJECT_OAKWOOD]
    assert (school.kind, school.record_id, school.link) == (
        "note",
        dataset.notes[ds.NOTE_CRANE_SCHOOL],
        f"/projects/view/{oakwood}",
    )
    assert school.title == f"Note on project {ds.PROJECT_OAKWOOD}"
    assert facts(school)["Author"] == ds.USER_TOM and facts(school)["Date"] == "15 Jun 2026"
    assert "booked crane hire" in facts(school)["Note"]
    assert acme.link == f"/customer?id={dataset.organisations[ds.CUSTOMER_ACME]}"
    assert result.text.startswith(
        f"The newest note mentioning “crane” is by Tom Okafor on 15 Jun 2026 about project {ds.PROJECT_OAKWOOD}: “"
    )
    assert result.text.endswith(f"Also: Dana Hughes on 10 Feb 2026 about customer {ds.CUSTOMER_ACME}.")


def test_notes_on_a_record_and_not_found(db: Session, dataset: Seeded) -> None:
    on_acme = ask(db, dataset, Intent.notes_search, customer=ds.CUSTOMER_ACME)
    assert [c.record_id for c in on_acme.cards] == [dataset.notes[ds.NOTE_CRANE_ACME]]
    assert on_acme.text.startswith("The newest note on those records is by Dana Hughes on 10 Feb 2026")
    on_quote = ask(db, dataset, Intent.notes_search, terms="price", quote="Q-260002")
    assert on_quote.cards[0].link == f"/quotes/editor/{dataset.quotes['Q-260002']}"
    either = ask(db, dataset, Intent.notes_search, terms="scaffold unicorn")
    assert [c.record_id for c in either.cards] == [dataset.notes[ds.NOTE_SCAFFOLD]] and either.confidence == 0.45
    none = ask(db, dataset, Intent.notes_search, terms="unicorn")
    assert (none.found, none.text) == (False, "I found no notes mentioning “unicorn”.")
    # LIKE's wildcards in the words are searched for as written.
    wildcard = ask(db, dataset, Intent.notes_search, terms="%%")
    assert (wildcard.found, wildcard.text) == (False, "I found no notes mentioning “%%”.")
