"""The second version's look-ups over quotes and products (issue 14): counts and sums of quotes with filters, lists
of quotes across customers by state and date, comparisons of products and of quotes, and the cheapest product of a
category or description. Each number the text states is in a card (lookups_support.ask asserts it)."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Kind
from assistant.grounding import grounded
from assistant.lookups import LookupResult, run
from assistant.understanding.types import Filters, Intent, Named
from tests.api.quotes.factories import make_quote
from tests.assistant import dataset as ds
from tests.assistant.lookups_support import ask, facts, statements, titles, understanding
from tests.assistant.seeding import Seeded
from tests.factories import make_organisation

TODAY = date.today()
# The open quotes: Acme, Pennine, Wharfe and Calder, then the second part's prospect and Kirkstall (dataset_more).
OPEN_TOTAL = sum(Decimal(v) for v in ("8637.60", "6528.00", "18810.00", "9940.80", "24049.44", "3560.40"))


def counted(
    db: Session, dataset: Seeded, filters: Filters, intent: Intent = Intent.quote_count, **named: str
) -> LookupResult:
    """The look-up of a question with these filters (grounded: each number it states is in a card)."""
    question = understanding(dataset, intent, **named)
    question.filters = filters
    result = run(db, question)
    assert grounded(result.text, result.cards), result.text
    return result


# --- counts and sums ------------------------------------------------------------------------------------------------


def test_open_quotes_across_all_customers_are_counted_with_their_value(db: Session, dataset: Seeded) -> None:
    result = counted(db, dataset, Filters(statuses=["open"]))
    assert result.found and result.confidence == 0.9
    assert result.text == (
        f"There are 6 open quotes, worth {ds.money(OPEN_TOTAL)} inc VAT "
        f"({ds.money(OPEN_TOTAL / Decimal('1.2'))} ex VAT)."
    )
    (card,) = result.cards
    assert (card.kind, card.record_id, card.link, card.title) == ("quote", 0, "/quotes", "Open quotes")
    assert facts(card)["Quotes"] == "6"
    assert facts(card)["Value ex VAT"] == "£59,605.20"


def test_a_count_only_and_a_sum_only(db: Session, dataset: Seeded) -> None:
    count = counted(db, dataset, Filters(statuses=["rejected"], measure="count"))
    assert count.text == f"There are 4 rejected quotes, worth {ds.money('72516.96')} inc VAT."
    total = counted(db, dataset, Filters(statuses=["accepted"], measure="sum"))
    accepted = sum(Decimal(q.total) for q in ds.QUOTES if q.status == ds.QuoteStatus.accepted)
    assert total.text.startswith(f"The accepted quotes come to {ds.money(accepted)} inc VAT (")
    assert total.text.endswith(": 5 quotes.")


def test_counts_for_the_named_party_customer_or_project(db: Session, dataset: Seeded) -> None:
    acme = counted(db, dataset, Filters(statuses=["open"]), customer=ds.CUSTOMER_ACME)
    assert acme.text == f"There is 1 open quote for {ds.CUSTOMER_ACME}, worth £8,637.60 inc VAT (£7,198.00 ex VAT)."
    assert acme.cards[0].kind == "customer" and acme.cards[0].record_id == dataset.organisations[ds.CUSTOMER_ACME]
    riverside = counted(db, dataset, Filters(), project=ds.PROJECT_RIVERSIDE)
    assert riverside.text.startswith(f"There are 3 quotes for {ds.PROJECT_RIVERSIDE}, worth £57,846.00 inc VAT")
    assert riverside.cards[0].link == f"/projects/view/{dataset.projects[ds.PROJECT_RIVERSIDE]}"


def test_a_company_with_quotes_is_a_party_to_them(db: Session, dataset: Seeded) -> None:
    prospect = make_organisation(db, kind=Kind.company, name="Harrogate Prospect Homes")
    make_quote(db, customer=prospect, contacts=[], vat_rate="20.00")
    question = understanding(dataset, Intent.quote_count)
    question.entities.companies = [Named(prospect.id, prospect.name)]
    result = run(db, question)
    assert result.found and result.text.startswith("There is 1 quote for Harrogate Prospect Homes, worth ")
    assert (result.cards[0].kind, result.cards[0].record_id) == ("company", prospect.id)
    quotes = understanding(dataset, Intent.customer_quotes)
    quotes.entities.companies = [Named(prospect.id, prospect.name)]
    listed = run(db, quotes)
    assert listed.found and "The latest quotes: " in listed.text
    assert listed.cards[0].title == "Quotes for Harrogate Prospect Homes"


def test_periods_of_each_date_and_value_bounds(db: Session, dataset: Seeded) -> None:
    april = Filters(date_from=date(2026, 4, 1), date_to=date(2026, 4, 30))
    created = counted(db, dataset, april)
    assert created.text.startswith("There are 2 quotes created 1 Apr 2026 to 30 Apr 2026, worth ")
    assert facts(created.cards[0])["Created"] == "1 Apr 2026 to 30 Apr 2026"
    decided = counted(db, dataset, Filters(statuses=["accepted"], date_field="decided", date_from=date(2026, 4, 1),
                                           date_to=date(2026, 4, 30)))  # fmt: skip
    assert decided.text.startswith("There are 2 accepted quotes decided 1 Apr 2026 to 30 Apr 2026, worth £18,123.60")
    sent = counted(db, dataset, Filters(date_field="sent", date_from=date(2026, 10, 1), date_to=date(2026, 10, 31)))
    assert sent.text.startswith("There are 3 quotes sent 1 Oct 2026 to 31 Oct 2026, worth £49,387.44 inc VAT")
    big = counted(db, dataset, Filters(min_total=Decimal("20000")))
    assert big.text.startswith("There are 4 quotes worth at least £20,000.00, worth £108,035.04 inc VAT")
    none = counted(db, dataset, Filters(statuses=["accepted"], date_from=date(2025, 1, 1), date_to=date(2025, 1, 31)))
    assert (none.found, none.text) == (True, "There are no accepted quotes created 1 Jan 2025 to 31 Jan 2025.")


# --- lists ------------------------------------------------------------------------------------------------------------


def test_quotes_expiring_soon_are_listed_soonest_first(db: Session, dataset: Seeded) -> None:
    soon = Filters(date_field="valid_until", date_from=TODAY, date_to=TODAY + timedelta(days=90))
    result = counted(db, dataset, soon, Intent.quote_list)
    assert result.found
    # only sent, undecided quotes expire: the six open ones (accepted and rejected ones have the same date)
    assert result.text.startswith("There are 6 quotes expiring ")
    summary, *quotes = result.cards
    assert facts(summary)["Quotes"] == "6" and summary.link == "/quotes"
    first_part = ["Quote Q-260003", "Quote Q-260007", "Quote Q-260010", "Quote Q-260014"]
    assert sorted(q.title for q in quotes) == [*first_part, "Quote Q-260017", "Quote Q-260019"]
    assert all(facts(q)["Status"] == "Sent" for q in quotes)
    valid = ds.day(TODAY + timedelta(days=ds.OPEN_VALID_DAYS))
    assert all(facts(q)["Valid until"] == valid for q in quotes if q.title in first_part)
    assert "Q-260010 for Wharfe Valley Homes (sent, £18,810.00, valid until " in result.text


def test_a_long_list_is_capped_and_says_how_many_there_are(db: Session, dataset: Seeded) -> None:
    result = counted(db, dataset, Filters(), Intent.quote_list)
    assert result.text.startswith("There are 19 quotes, worth ")
    assert "(the first 10 listed): Q-260014 for Calder Civils Ltd" in result.text
    assert len(result.cards) == 11 and facts(result.cards[0])["Listed"] == "the first 10"
    with statements(db) as seen:
        counted(db, dataset, Filters(statuses=["open"]), Intent.quote_list)
    assert len(seen) <= 2


def test_accepted_in_a_month_lists_by_decision(db: Session, dataset: Seeded) -> None:
    april = Filters(statuses=["accepted"], date_field="decided", date_from=date(2026, 4, 1), date_to=date(2026, 4, 30))
    result = counted(db, dataset, april, Intent.quote_list)
    assert result.text == (
        "There are 2 accepted quotes decided 1 Apr 2026 to 30 Apr 2026, worth £18,123.60 inc VAT: "
        "Q-260016 for Moorside Developments (accepted, £11,790.00, decided 15 Apr 2026); "
        "Q-260012 for Kirkstall Builders Ltd (accepted, £6,333.60, decided 1 Apr 2026)."
    )


# --- comparisons ------------------------------------------------------------------------------------------------------


def test_comparing_two_products_says_which_is_cheaper_and_quicker(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.compare, product=[ds.PRODUCT_RED_MULTI, ds.PRODUCT_NORTHERN_RED])
    assert result.found
    assert result.text == (
        "Northern Red Multi Stock 65mm (Northern Builders Merchants) is cheaper: £618.00 per 1,000 against "
        "£675.00 per 1,000 for Ibstock Cheshire Red Multi (Ibstock Brick Ltd), £57.00 per 1,000 less. "
        "Northern Red Multi Stock 65mm is quicker: 3 days against 14 days."
    )
    assert "its own" not in result.text
    assert titles(result) == [ds.PRODUCT_RED_MULTI, ds.PRODUCT_NORTHERN_RED]
    assert facts(result.cards[1])["Cheaper by"] == "£57.00 per 1,000"


def test_comparing_per_item_across_units_and_not_across_unlike_units(db: Session, dataset: Seeded) -> None:
    items = ask(db, dataset, Intent.compare, product=[ds.PRODUCT_THERMALITE, ds.PRODUCT_RED_MULTI])
    assert items.text.startswith(
        "Ibstock Cheshire Red Multi (Ibstock Brick Ltd) is cheaper: £0.675 each against £2.150 each for "
        "Forterra Thermalite Shield Block 100mm (Forterra Building Products), £1.475 each less."
    )
    unlike = ask(db, dataset, Intent.compare, product=[ds.PRODUCT_TEGULA, ds.PRODUCT_RED_MULTI])
    assert unlike.text.startswith("They are sold in different units, so their prices do not compare directly: ")
    reds = [ds.PRODUCT_RED_MULTI, ds.PRODUCT_KASSANDRA, ds.PRODUCT_VILLAGE_RED]
    three = ask(db, dataset, Intent.compare, product=reds)
    assert three.text.startswith(
        "The cheapest is Forterra Village Red Multi (Forterra Building Products) at £631.00 per 1,000; then "
    )
    assert "The quickest is Forterra Village Red Multi at 10 days." in three.text


def test_comparing_a_product_without_a_current_price(db: Session, dataset: Seeded) -> None:
    northern = db.get_one(Product, dataset.products[ds.PRODUCT_NORTHERN_RED])
    northern.status = "discontinued"
    db.flush()
    result = ask(db, dataset, Intent.compare, product=[ds.PRODUCT_RED_MULTI, ds.PRODUCT_NORTHERN_RED])
    assert "cheaper" not in result.text
    assert f"{ds.PRODUCT_NORTHERN_RED} has no current price" in result.text


def test_comparing_quotes_says_which_is_worth_more(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.compare, quote=["Q-260002", "Q-260001"])
    assert result.text == (
        "Q-260001 for Acme Construction Ltd (accepted, £23,320.80 inc VAT) is worth £8,036.64 more than "
        "Q-260002 for Acme Construction Ltd (rejected, £15,284.16 inc VAT)."
    )
    assert facts(result.cards[0])["More by"] == "£8,036.64"


# --- the cheapest of a category -------------------------------------------------------------------------------------


def test_the_cheapest_of_a_category_across_the_catalogue(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.cheapest_in_category, terms="cheapest engineering brick")
    assert result.found
    assert result.text.startswith(
        "The cheapest engineering brick with a current price is Wienerberger Smooth Red Engineering (WB-SRE65, "
        "Wienerberger UK) at £495.00 per 1,000. Next: Northern Staffordshire Blue Class B at £799.00 per 1,000 and "
    )
    assert titles(result)[0] == "Wienerberger Smooth Red Engineering"
    blue = ask(db, dataset, Intent.cheapest_in_category, terms="blue engineering bricks")
    assert titles(blue) == [ds.PRODUCT_NORTHERN_BLUE, ds.PRODUCT_ATLAS_BLUE]
    red = ask(db, dataset, Intent.cheapest_in_category, terms="red facing brick")
    assert titles(red)[0] == ds.PRODUCT_LEICESTER
    pavers = ask(db, dataset, Intent.cheapest_in_category, terms="pavers")
    assert titles(pavers)[0] == ds.PRODUCT_FORMPAVE and "£27.40 per m²" in pavers.text
    bricks = ask(db, dataset, Intent.cheapest_in_category, terms="cheapest brick")
    assert titles(bricks)[0] == "Forterra Red Rustic Common"


def test_the_cheapest_leaves_out_discontinued_and_expired_prices(db: Session, dataset: Seeded) -> None:
    smooth = db.get_one(Product, dataset.products["Wienerberger Smooth Red Engineering"])
    smooth.status = "discontinued"
    northern = db.get_one(Product, dataset.products[ds.PRODUCT_NORTHERN_BLUE])
    northern.price_valid_until = TODAY - timedelta(days=1)
    db.flush()
    result = ask(db, dataset, Intent.cheapest_in_category, terms="engineering brick")
    assert titles(result) == [ds.PRODUCT_ATLAS_BLUE]


def test_nothing_of_that_description_offers_the_category_as_alternatives(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.cheapest_in_category, terms="purple engineering brick")
    assert not result.found and result.confidence == 0.3
    assert result.text.startswith("I have no purple engineering brick with a current price. The cheapest of the ")
    assert all(card.facts[0].label == "Alternative" for card in result.cards)
    nothing = ask(db, dataset, Intent.cheapest_in_category, terms="")
    assert not nothing.found and nothing.cards == []


def test_each_new_lookup_is_a_few_queries(db: Session, dataset: Seeded) -> None:
    """Bounded statements per look-up, whatever the data (no query per row)."""
    count = understanding(dataset, Intent.quote_count, customer=ds.CUSTOMER_ACME)
    count.filters = Filters(statuses=["open"], date_from=date(2026, 1, 1), date_to=date(2026, 12, 31))
    questions = [
        (understanding(dataset, Intent.compare, product=[ds.PRODUCT_RED_MULTI, ds.PRODUCT_KASSANDRA]), 1),
        (understanding(dataset, Intent.compare, quote=["Q-260001", "Q-260002"]), 1),
        (count, 2),
        (understanding(dataset, Intent.cheapest_in_category, terms="red facing brick"), 1),
        (understanding(dataset, Intent.contact_details, customer=ds.CUSTOMER_ACME), 2),
    ]
    db.flush()
    for question, limit in questions:
        with statements(db) as seen:
            run(db, question)
        assert len(seen) <= limit, (question.intent, seen)


def test_what_we_last_quoted_a_company(db: Session, dataset: Seeded) -> None:
    prospect = make_organisation(db, kind=Kind.company, name="Ilkley Prospect Builds")
    product = db.get_one(Product, dataset.products[ds.PRODUCT_MORTAR])
    line = {"product_id": product.id, "description": product.name, "quantity": "12", "unit": "each",
            "cost_price": "5.96", "sell_price": "7.45"}  # fmt: skip
    make_quote(db, customer=prospect, contacts=[], vat_rate="20.00", lines=[line])
    question = understanding(dataset, Intent.last_quoted, product=ds.PRODUCT_MORTAR)
    question.entities.companies = [Named(prospect.id, prospect.name)]
    result = run(db, question)
    assert result.found
    assert result.text.startswith(f"We last quoted Ilkley Prospect Builds for {ds.PRODUCT_MORTAR} on quote ")
    assert "12 at £7.45 each" in result.text and grounded(result.text, result.cards)
