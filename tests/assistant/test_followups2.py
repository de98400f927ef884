"""Follow-ups by kind, second round (branch asst9), pure functions: a correction in the user's words ("no i meant
the buff") reads as the follow-up it corrects to; a bare number after a plot's load is that plot; "that" after an
answer giving one of a party's quotes asks a fact of that quote, "whos the architect on it" does not; a quantity
alone in a request for a quote is of the product before, and words shortening one product on the conversation's
quote name it; two questions naming different quote states are never the same question for feedback."""

from __future__ import annotations

from assistant.actions.followup import _lines
from assistant.feedback import _other_state
from assistant.understanding.followups import one_quote_meant, rewritten
from assistant.understanding.types import Entities, Filters, Intent, Named, Understanding

PENNINE = Named(3, "Pennine Developments")


def test_a_correction_in_words_reads_as_the_follow_up_it_corrects_to() -> None:
    before = Understanding(Intent.product_price, Entities(products=[Named(6, "Ivanhoe Cream")]))
    assert rewritten("no i meant the buff", before) == "and the buff"
    assert rewritten("sorry, i meant the 1200", before) == "and the 1200"
    assert rewritten("no the black one", before) == "and the black one"
    assert rewritten("no i meant the buff", None) == "no i meant the buff"
    assert rewritten("nothing from them yet?", before) == "nothing from them yet?"


def test_a_bare_number_after_a_plots_load_is_that_plot() -> None:
    loads = Understanding(Intent.call_offs, Entities(), filters=Filters(plots=["35"]))
    assert rewritten("and 36?", loads) == "and plot 36"
    assert rewritten("what about 40", loads) == "and plot 40"
    assert rewritten("and 36?", Understanding(Intent.quote_status, Entities())) == "and 36?"


def test_that_after_one_of_a_partys_quotes_asks_a_fact_of_it() -> None:
    theirs = Understanding(Intent.customer_quotes, Entities(customers=[PENNINE]))
    assert one_quote_meant("how much was that ex vat", theirs)
    assert one_quote_meant("how much ex vat", theirs)
    assert not one_quote_meant("whos the architect on it", theirs)
    assert not one_quote_meant("whats the price of tradesman red", theirs)
    quoted = Understanding(Intent.customer_quotes, Entities(customers=[PENNINE], quotes=[Named(8, "Q-000008")]))
    assert not one_quote_meant("how much was that ex vat", quoted)


def test_a_quantity_alone_is_of_the_product_before() -> None:
    assert _lines("2000", "Cheshire Weathered Red") == "2000 Cheshire Weathered Red"
    assert _lines("5k", "Tradesman Red") == "5k Tradesman Red"
    assert _lines("2000", "") is None
    assert _lines("40 lintels", "") == "40 lintels"


def test_words_shortening_one_product_of_the_quote_name_it() -> None:
    quoted = ["Staffordshire Blue Solid Class B Engineering", "Blue Circle Mastercrete Cement 25kg"]
    assert _lines("2000 of the staffs blue", "", quoted) == "2000 Staffordshire Blue Solid Class B Engineering"
    assert _lines("2000 of the blue", "", quoted) == "2000 of the blue"  # two products fit: left to the catalogue
    assert _lines("2000 of the staffs blue", "", []) == "2000 of the staffs blue"


def test_questions_naming_different_quote_states_are_not_the_same() -> None:
    assert _other_state("the draft mytholm quote - whats it worth", "the accepted mytholm quote - whats it worth")
    assert not _other_state("how much was the mytholm quote they took", "the accepted mytholm quote - whats it worth")
    assert not _other_state("value of the accepted mytholm quote", "the accepted mytholm quote - whats it worth")
