"""Kinds the twentieth demo round (tests/assistant_demo/dev_staff13.py, what a sales manager, an estimator and the
owner ask) found: quotes and parties ranked ("biggest open quote", "top 3 customers by quoted value", "which rep has
most open quotes"), a quote's margin and cost, what was quoted over a period dated by sending, rolling spans of
months, quote states in other words ("expired without an answer", "waiting to hear back"), products by the quotes
holding them (a customer's usual buys, who has been quoted a product, products never quoted), a job's latest quotes
in its summary, and declines for a profit after overheads, a forecast and another firm's margin. The look-ups are
checked over the seeded evaluation dataset against the same figures read by SQL here."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Organisation
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from api.quotes.service.listing import status_expression
from assistant.lookups import format as fmt
from assistant.understanding import margins, periods, quoted_products, quoted_when, rankings, state_words, unkept
from assistant.understanding.cues import normalise
from assistant.understanding.types import Filters
from tests.assistant.conftest import ask
from tests.assistant.seeding import Seeded

TODAY = date(2026, 11, 28)


def test_rankings_are_read_with_their_order_size_and_what_is_ranked() -> None:
    def read(question: str) -> tuple[str, int, str, bool] | None:
        ranked = rankings.asked(normalise(question))
        return (ranked.order, ranked.top, ranked.by, ranked.counted) if ranked else None

    assert read("biggest quote weve ever done") == ("largest", 1, "", False)
    assert read("smallest open quote") == ("smallest", 1, "", False)
    assert read("top 3 quotes by value") == ("largest", 3, "", False)
    assert read("which open quote has been out the longest") == ("oldest", 1, "", False)
    assert read("top 3 customers by quoted value") == ("largest", 3, "customer", False)
    assert read("which rep has most open quotes") == ("largest", 1, "rep", True)
    assert read("which customer has the most open quote value") == ("largest", 1, "customer", False)
    # not our quotes ranked: a product's price, the works' quotes, a count
    for question in ["cheapest facing brick", "biggest supplier quote", "how many open quotes", "largest lintel"]:
        assert read(question) is None, question


def test_a_quotes_margin_and_a_quoted_period_are_read() -> None:
    for question in ["q9 margin", "how much are we making on q10", "q9 cost total", "what does q6 cost us"]:
        assert margins.asked(normalise(question)), question
    for question in ["q9 total", "q9 status", "whats on q10"]:
        assert not margins.asked(normalise(question)), question
    quoted = Filters(date_from=date(2026, 11, 21), date_to=TODAY)
    quoted_when.sent_for_quoted(normalise("how much did we quote in the last 7 days"), quoted)
    assert quoted.date_field == "sent"
    started = Filters(date_from=date(2026, 11, 21), date_to=TODAY)
    quoted_when.sent_for_quoted(normalise("drafts we quoted and started this week"), started)
    assert started.date_field == "created"
    assert periods.period(normalise("quotes sent in the last 3 months"), TODAY) == (date(2026, 8, 30), TODAY)


def test_states_in_other_words_and_products_by_their_quotes() -> None:
    for question, state in [
        ("quotes that expired without an answer", "expired"),
        ("any quotes gone past their valid date", "expired"),
        ("quotes were still waiting to hear back on", "open"),
    ]:
        filters = Filters()
        assert state_words.asked(normalise(question), filters) and filters.statuses == [state], question
    assert not state_words.asked(normalise("which supplier quotes are we waiting to hear back on"), Filters())
    assert quoted_products.asked(normalise("what does calder usually buy"), True, False) == "usual"
    assert quoted_products.asked(normalise("who have we quoted london yellow to"), False, True) == "who"
    assert quoted_products.asked(normalise("have we ever quoted kassandra multi"), False, True) == "who"
    assert quoted_products.asked(normalise("which lintels have we never quoted"), False, True) == "never"
    assert quoted_products.words(normalise("thermalite blocks weve never quoted")) == ["thermalite", "blocks"]
    assert quoted_products.asked(normalise("tradesman red price"), False, True) == ""


def test_what_nobody_records_is_declined() -> None:
    assert unkept.asked(normalise("profit after overheads on q9")) == "profit after overheads"
    assert unkept.asked(normalise("net profit on mytholm after overheads")) == "profit after overheads"
    assert unkept.asked(normalise("ibstocks margin on tradesman red")) == "figure for their own margin"
    assert unkept.asked(normalise("what will calder order next quarter")) == "forecast"
    assert unkept.asked(normalise("whats our sales target this month")) == "forecast"
    for question in ["whats our margin on q7", "margin on tradesman red", "when will the load arrive"]:
        assert unkept.asked(normalise(question)) == "", question


def test_quotes_and_customers_ranked_and_a_margin(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    status = status_expression(date.today())
    current = (QuoteVersion.quote_id == Quote.id) & (QuoteVersion.version == Quote.current_version)
    largest = db.execute(
        select(Quote.number, QuoteVersion.total)
        .join(QuoteVersion, current)
        .where(status == "sent")
        .order_by(QuoteVersion.total.desc(), Quote.id)
        .limit(1)
    ).one()
    body = ask(client, headers, "largest open quote")
    assert body["intent"] == "quote_list"
    assert largest.number in body["text"] and fmt.money(largest.total) in body["text"]
    top = db.execute(
        select(Organisation.name)
        .join(Quote, Quote.customer_id == Organisation.id)
        .join(QuoteVersion, current)
        .group_by(Organisation.id, Organisation.name)
        .order_by(func.sum(QuoteVersion.total).desc(), Organisation.name)
        .limit(2)
    ).scalars()
    body = ask(client, headers, "top 2 customers by quoted value")
    assert all(name in body["text"] for name in top)
    quote, version = db.execute(select(Quote, QuoteVersion).join(QuoteVersion, current).limit(1)).one()
    body = ask(client, headers, f"{quote.number} margin")
    assert fmt.money(version.subtotal - version.cost_total) in body["text"]
    assert "Margin" in [f["label"] for c in body["cards"] for f in c["facts"]]


def test_products_never_quoted_are_those_on_no_quote(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    quoted = select(QuoteLine.product_id).where(QuoteLine.product_id.is_not(None))
    never = set(db.scalars(select(Product.name).where(Product.category == "lintel", Product.id.not_in(quoted))))
    body = ask(client, headers, "which lintels have we never quoted")
    named = {c["title"] for c in body["cards"] if c["kind"] == "product"}
    assert named == set(list(sorted(never))[:12])
    assert not any(name in body["text"] for name in db.scalars(select(Product.name).where(Product.id.in_(quoted))))


def test_a_count_word_by_the_ranking_word_and_quotes_ranked_by_price_words() -> None:
    def read(question: str, product_named: bool = False) -> tuple[str, int, str] | None:
        ranked = rankings.asked(normalise(question), product_named)
        return (ranked.order, ranked.top, ranked.by) if ranked else None

    assert read("biggest three customers by value quoted") == ("largest", 3, "customer")
    assert read("our 3 biggest customers by quote value") == ("largest", 3, "customer")
    assert read("top five quotes") == ("largest", 5, "")
    assert read("smallest two drafts") == ("smallest", 2, "")
    assert read("cheapest quote out with customers") == ("smallest", 1, "")
    assert read("priciest open quote") == ("largest", 1, "")
    assert read("dearest quotes") == ("largest", 1, "")
    assert read("lowest value quote") == ("smallest", 1, "")
    # a product's price, not quotes ranked: a product named, or the price words qualify no quote
    assert read("cheapest quote for staffs blue", product_named=True) is None
    for question in ["cheapest price weve been quoted for mastercrete", "which is the cheapest brick we quoted"]:
        assert read(question) is None, question


def test_the_one_party_named_by_its_first_word_is_read_surely() -> None:
    from assistant.understanding import one_party
    from assistant.understanding.cues import Cues
    from assistant.understanding.reading import Reading
    from assistant.understanding.types import Entities, Named

    def sureness(question: str, entities: Entities) -> float:
        reading = Reading(Cues({}), entities, {"customers": 0.65}, normalised=normalise(question))
        one_party.make_clear(reading)
        return reading.sureness["customers"]

    calder = Named(1, "Calder Valley Homes")
    assert sureness("what does calder usually buy", Entities(customers=[calder])) == one_party.CLEAR
    # two records read, or the name's first word not asked: as unsure as before
    two = Entities(customers=[calder, Named(2, "Calderdale Builders")])
    assert sureness("what does calder usually buy", two) == 0.65
    assert sureness("what does valley usually buy", Entities(customers=[calder])) == 0.65


def test_a_products_line_on_one_named_quote_is_asked() -> None:
    from assistant.understanding import quote_line

    for question in [
        "what price did we give on the staffs blue on q10",
        "cheshire red sell price on q7",
        "cost v sell on the staffs blue on q10",
        "tradesman red on q9 vs list",
        "did calder get ivanhoe cream under list on q9",
    ]:
        assert quote_line.asked(normalise(question), 1, 1), question
    assert quote_line.KEEPS_PRODUCT.search(normalise("what did we sell ivanhoe cream at on q1"))
    # two quotes, a quote's versions, no product, or no price asked: not one line
    assert not quote_line.asked(normalise("ivanhoe cream price on q1 vs q9"), 2, 1)
    assert not quote_line.asked(normalise("london yellow price on q6 before and after the revision"), 1, 1)
    assert not quote_line.asked(normalise("q9 price"), 1, 0)
    assert not quote_line.asked(normalise("is tradesman red on q9"), 1, 1)
    assert not quote_line.KEEPS_PRODUCT.search(normalise("whats on q9"))
