"""The second version's look-ups over records (issue 14): contacts and their details, one fact of a named record
(account number, address, account manager, architects, pallet quantity, cost against list price, ex-VAT totals,
rejection reasons), and a record we do not have, answered as such with the closest records as alternatives."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Kind, Organisation
from api.projects.models import ProjectArchitect
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding.types import Attribute, Entities, Intent, Named, Understanding
from tests.assistant import dataset as ds
from tests.assistant import dataset_more as more
from tests.assistant.lookups_support import facts, titles, understanding
from tests.assistant.seeding import Seeded
from tests.factories import make_contact, make_organisation


def acme(db: Session, dataset: Seeded) -> Organisation:
    return db.get_one(Organisation, dataset.organisations[ds.CUSTOMER_ACME])


def with_contacts(db: Session, dataset: Seeded) -> tuple[Named, Named]:
    org = acme(db, dataset)
    jane = make_contact(db, org, first_name="Jane", last_name="Hartley", email="jane.hartley@acme.example",
                        job_title="Buyer", phone="0113 496 0101", mobile="07700 900101")  # fmt: skip
    raj = make_contact(db, org, first_name="Raj", last_name="Patel", email="", job_title="Site manager")
    return Named(jane.id, "Jane Hartley"), Named(raj.id, "Raj Patel")


def fact(dataset: Seeded, attribute: Attribute, **named: str | list[str]) -> Understanding:
    question = understanding(dataset, Intent.record_fact, **named)
    question.attribute = attribute
    return question


# --- contacts -------------------------------------------------------------------------------------------------------


def test_an_organisations_contacts_with_role_phone_and_email(db: Session, dataset: Seeded) -> None:
    with_contacts(db, dataset)
    result = run(db, understanding(dataset, Intent.contact_details, customer=ds.CUSTOMER_ACME))
    assert grounded(result.text, result.cards)
    assert result.found
    assert result.text == (
        "Acme Construction Ltd's contacts: Jane Hartley (Buyer, phone 0113 496 0101, mobile 07700 900101, "
        "email jane.hartley@acme.example) and Raj Patel (Site manager)."
    )
    org, jane, raj = result.cards
    assert (org.kind, org.record_id) == ("customer", dataset.organisations[ds.CUSTOMER_ACME])
    assert (jane.kind, jane.title, jane.link) == ("contact", "Jane Hartley", f"/contact?id={jane.record_id}")
    assert facts(jane) == {
        "Role": "Buyer",
        "Organisation": ds.CUSTOMER_ACME,
        "Phone": "0113 496 0101",
        "Mobile": "07700 900101",
        "Email": "jane.hartley@acme.example",
    }
    assert facts(raj) == {"Role": "Site manager", "Organisation": ds.CUSTOMER_ACME}


def test_a_named_contacts_phone_email_or_role(db: Session, dataset: Seeded) -> None:
    jane, raj = with_contacts(db, dataset)
    phone = Understanding(Intent.contact_details, Entities(contacts=[jane]), 0.9, attribute=Attribute.phone)
    result = run(db, phone)
    assert result.text == "Jane Hartley (Buyer at Acme Construction Ltd): phone 0113 496 0101, mobile 07700 900101."
    assert [c.kind for c in result.cards] == ["contact"]
    role = run(db, Understanding(Intent.record_fact, Entities(contacts=[raj]), 0.9, attribute=Attribute.role))
    assert role.text == "Raj Patel is Site manager at Acme Construction Ltd."
    missing = run(db, Understanding(Intent.contact_details, Entities(contacts=[raj]), 0.9, attribute=Attribute.email))
    assert missing.found and missing.text == "No email address is recorded for Raj Patel (Acme Construction Ltd)."


def test_an_organisation_without_contacts_gives_its_own_phone(db: Session, dataset: Seeded) -> None:
    org = make_organisation(db, kind=Kind.supplier, name="Hargreaves Aggregates", phone="01274 000111")
    question = Understanding(Intent.contact_details, Entities(suppliers=[Named(org.id, org.name)]), 0.9)
    result = run(db, question)
    assert result.text == "No contacts are recorded for Hargreaves Aggregates. Its own phone is 01274 000111."
    assert facts(result.cards[0])["Phone"] == "01274 000111"
    nobody = run(db, Understanding(Intent.contact_details, Entities(), 0.9))
    assert not nobody.found and nobody.cards == []


# --- one fact of a record ------------------------------------------------------------------------------------------


def test_account_number_address_and_account_manager(db: Session, dataset: Seeded) -> None:
    result = run(db, fact(dataset, Attribute.account_number, customer=ds.CUSTOMER_ACME))
    assert result.text == "Acme Construction Ltd's account number is ACME01."
    assert facts(result.cards[0])["Account number"] == "ACME01"
    address = run(db, fact(dataset, Attribute.address, customer=ds.CUSTOMER_ACME))
    assert address.text == "Acme Construction Ltd's addresses: head office: 1 Main Street, Leeds, LS11 5QN."
    assert facts(address.cards[0])["Head office"] == "1 Main Street, Leeds, LS11 5QN"
    manager = run(db, fact(dataset, Attribute.account_manager, customer=ds.CUSTOMER_ACME, quote="Q-260001"))
    assert manager.text.startswith("Quote Q-260001") and manager.cards[0].title == "Quote Q-260001"
    assert manager.text.endswith("Acme Construction Ltd's account manager is Dana Hughes.")


def test_a_projects_architects(db: Session, dataset: Seeded) -> None:
    none = run(db, fact(dataset, Attribute.architects, project=ds.PROJECT_STATION))  # the one without any
    assert none.found and none.text == f"No architects are recorded for {ds.PROJECT_STATION}."
    studio = make_organisation(db, kind=Kind.other, name="Leeds Design Studio", phone="0113 000 2222")
    db.add(ProjectArchitect(project_id=dataset.projects[ds.PROJECT_STATION], organisation_id=studio.id))
    db.flush()
    result = run(db, fact(dataset, Attribute.architects, project=ds.PROJECT_STATION))
    assert result.text == f"{ds.PROJECT_STATION}'s architect is Leeds Design Studio."
    assert titles(result) == [ds.PROJECT_STATION, "Leeds Design Studio"]
    assert result.cards[1].kind == "other" and facts(result.cards[0])["Architects"] == "Leeds Design Studio"


def test_an_architects_projects_and_the_architects_person(db: Session, dataset: Seeded) -> None:
    """The reverse of a project's architects ("which jobs is Halden Mews Architects on"), and an architect's person
    given beside it ("who's the architect's contact on the riverside job")."""
    halden = dataset.organisations[more.ARCHITECT_HALDEN]
    question = Understanding(
        Intent.record_fact, Entities(others=[Named(halden, more.ARCHITECT_HALDEN)]), 0.9, Attribute.architects
    )
    result = run(db, question)
    assert result.found and grounded(result.text, result.cards)
    assert ds.PROJECT_MEADOW in result.text and ds.PROJECT_RIVERSIDE in result.text
    assert ds.PROJECT_OAKWOOD not in result.text  # another architect's
    person = make_contact(db, db.get_one(Organisation, halden), first_name="Imogen", last_name="Vale",
                          job_title="Partner", phone="0113 496 0777")  # fmt: skip
    riverside = run(db, fact(dataset, Attribute.architects, project=ds.PROJECT_RIVERSIDE))
    assert "Imogen Vale" in riverside.text and "0113 496 0777" in riverside.text
    assert grounded(riverside.text, riverside.cards)
    assert any(card.kind == "contact" and card.record_id == person.id for card in riverside.cards)


def test_a_products_pallet_quantity_weight_and_lead_time(db: Session, dataset: Seeded) -> None:
    unknown = run(db, fact(dataset, Attribute.pallet_quantity, product=ds.PRODUCT_FUNTON))  # no packing recorded
    # said as a decline (nothing found), with the product's card (eleventh demo round, dev_staff6.py)
    assert not unknown.found and unknown.text == f"No units per pallet is recorded for {ds.PRODUCT_FUNTON}."
    assert [card.title for card in unknown.cards] == [ds.PRODUCT_FUNTON]
    product = db.get_one(Product, dataset.products[ds.PRODUCT_FUNTON])
    product.units_per_pallet = 500
    db.flush()
    result = run(db, fact(dataset, Attribute.pallet_quantity, product=ds.PRODUCT_FUNTON))
    assert result.text == f"{ds.PRODUCT_FUNTON} comes 500 to a pallet."
    assert facts(result.cards[0])["Per pallet"] == "500"
    lead = run(db, fact(dataset, Attribute.lead_time, product=ds.PRODUCT_THERMALITE))
    assert lead.text == f"{ds.PRODUCT_THERMALITE}'s lead time is 3 days."


def test_cost_price_against_list_price_and_margin(db: Session, dataset: Seeded) -> None:
    result = run(db, fact(dataset, Attribute.cost_price, product=ds.PRODUCT_RED_MULTI))
    assert result.text == (
        f"{ds.PRODUCT_RED_MULTI} costs us £540.00 per 1,000 against a list price of £675.00 per 1,000: "
        "a margin of £135.00 per 1,000 (20.0 % of the list price)."
    )
    card = facts(result.cards[0])
    assert (card["Cost price"], card["Margin"]) == ("£540.00 per 1,000", "£135.00 per 1,000")
    assert card["Margin %"] == "20.0 %"


def test_a_quotes_total_ex_vat_beside_vat_and_inc_vat(db: Session, dataset: Seeded) -> None:
    result = run(db, fact(dataset, Attribute.ex_vat_total, quote="Q-260001"))
    assert result.text == (
        "Quote Q-260001 for Acme Construction Ltd is £19,434.00 ex VAT (goods £19,434.00, delivery £0.00), "
        "VAT £3,886.80, £23,320.80 inc VAT."
    )
    card = facts(result.cards[0])
    assert (card["Total ex VAT"], card["VAT"], card["Total inc VAT"]) == ("£19,434.00", "£3,886.80", "£23,320.80")


def test_why_a_quote_was_rejected(db: Session, dataset: Seeded) -> None:
    result = run(db, fact(dataset, Attribute.rejection_reason, quote="Q-260002"))
    assert result.text == "Quote Q-260002 for Acme Construction Ltd was rejected: “Went with a cheaper stock brick”."
    assert facts(result.cards[0])["Reason"] == "Went with a cheaper stock brick"
    accepted = run(db, fact(dataset, Attribute.rejection_reason, quote="Q-260001"))
    assert accepted.text == "Quote Q-260001 was not rejected: it is accepted."
    by_customer = run(db, fact(dataset, Attribute.rejection_reason, customer=ds.CUSTOMER_PENNINE))
    assert by_customer.text == "Quote Q-260008 for Pennine Groundworks Ltd was rejected: “Price too high”."
    calder = run(db, fact(dataset, Attribute.rejection_reason, project=ds.PROJECT_MEADOW))
    assert "Q-260002" in calder.text
    none = run(db, fact(dataset, Attribute.rejection_reason, customer=ds.CUSTOMER_MOORSIDE))
    assert none.text == f"No quote for {ds.CUSTOMER_MOORSIDE} was rejected."


def test_whats_on_a_quote_is_its_lines_with_quantities_and_prices(db: Session, dataset: Seeded) -> None:
    result = run(db, fact(dataset, Attribute.quote_lines, quote="Q-260001"))
    assert result.text.startswith("Quote Q-260001 for Acme Construction Ltd (£23,320.80 inc VAT) has: ")
    assert ds.PRODUCT_RED_MULTI in result.text and ds.PRODUCT_KEYBLOK in result.text
    assert "£660.00" in result.text and "£29.95" in result.text
    assert result.text.index(ds.PRODUCT_RED_MULTI) < result.text.index(ds.PRODUCT_KEYBLOK)  # in the quote's order
    card = facts(result.cards[0])
    assert ds.PRODUCT_RED_MULTI in card["Line 1"] and ds.PRODUCT_KEYBLOK in card["Line 2"]
    assert "Line 3" not in card and grounded(result.text, result.cards)


def test_every_fact_over_the_dataset_is_grounded(db: Session, dataset: Seeded) -> None:
    for attribute in Attribute:
        for named in (
            {"product": ds.PRODUCT_RED_MULTI},
            {"customer": ds.CUSTOMER_ACME},
            {"project": ds.PROJECT_RIVERSIDE},
            {"quote": "Q-260015"},
        ):
            result = run(db, fact(dataset, attribute, **named))
            assert result.text and grounded(result.text, result.cards), (attribute, named, result.text)


# --- a record we do not have -----------------------------------------------------------------------------------------


def test_a_product_we_do_not_have_is_said_so_with_alternatives(db: Session, dataset: Seeded) -> None:
    question = understanding(dataset, Intent.product_price, terms="Wienerberger Smooth Blue")
    question.unknown = "Wienerberger Smooth Blue"
    result = run(db, question)
    assert not result.found and result.confidence == 0.3
    assert result.text.startswith(
        "We don't have a product called “Wienerberger Smooth Blue”. The closest I have, as alternatives: "
    )
    assert "£" not in result.text  # no other product's price as if it were the one asked about
    assert result.cards and all(card.facts[0].label == "Alternative" for card in result.cards)
    assert result.cards[0].facts[0].value == "closest to “Wienerberger Smooth Blue”"


def test_an_unknown_record_of_each_kind(db: Session, dataset: Seeded) -> None:
    customer = Understanding(Intent.customer_quotes, Entities(), 0.9, unknown="Acme Construction Group")
    result = run(db, customer)
    assert result.text.startswith("We don't have a customer called “Acme Construction Group”. The closest I have")
    assert titles(result)[0] == ds.CUSTOMER_ACME and not result.found
    numbered = Understanding(Intent.compare, Entities(), 0.9, unknown="Ibstock Zebra 73mm")
    assert run(db, numbered).text.startswith("We don't have a product called “Ibstock Zebra …”.")
    project = Understanding(Intent.project_quotes, Entities(), 0.9, unknown="Meadow View Phase 9")
    assert run(db, project).text.startswith("We don't have a project called “Meadow View Phase …”.")
    nothing = Understanding(Intent.record_summary, Entities(), 0.9, unknown="Zzyzx Qwerty")
    found = run(db, nothing)
    assert (found.found, found.text, found.cards, found.confidence) == (
        False,
        "We don't have a record called “Zzyzx Qwerty”.",
        [],
        0.1,
    )


def test_an_other_organisation_reads_so(db: Session, dataset: Seeded) -> None:
    other = make_organisation(db, kind=Kind.other, name="Leeds Civic Trust", category="Heritage body")
    result = run(db, Understanding(Intent.record_summary, Entities(others=[Named(other.id, other.name)]), 0.9))
    assert result.text.startswith("Leeds Civic Trust is an organisation (Heritage body)")
    assert "a other" not in result.text and "an other" not in result.text


def test_a_weak_product_match_is_offered_as_an_alternative_not_answered(db: Session, dataset: Seeded) -> None:
    for intent in (Intent.product_price, Intent.product_supplier, Intent.cheapest_price):
        question = understanding(dataset, intent, terms="smooth blue", product=ds.PRODUCT_ATLAS_BLUE)
        question.confidence = 0.4
        result = run(db, question)
        assert not result.found and result.confidence == 0.3
        assert result.text == (
            f"I'm not sure we have the product you mean. The closest I have, as alternatives: {ds.PRODUCT_ATLAS_BLUE}."
        )
        assert result.cards[0].facts[0].value == "closest to “smooth blue”"
    sure = understanding(dataset, Intent.product_price, product=ds.PRODUCT_ATLAS_BLUE)
    assert run(db, sure).found


def test_a_summary_of_a_contact_is_their_details(db: Session, dataset: Seeded) -> None:
    jane, _ = with_contacts(db, dataset)
    result = run(db, Understanding(Intent.record_summary, Entities(contacts=[jane]), 0.9))
    assert result.found and result.text == (
        "Jane Hartley (Buyer at Acme Construction Ltd): phone 0113 496 0101, mobile 07700 900101, "
        "email jane.hartley@acme.example."
    )
