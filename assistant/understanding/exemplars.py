"""Labelled exemplar questions, in the voice of sales and purchasing staff: what each intent (and, for facts, the
attribute) sounds like. A question is read partly by its nearest exemplars in meaning (assistant.understanding.knn),
so a new wording needs a new exemplar here, not new code; adding an intent means its exemplars here, a look-up
(assistant/lookups) and tests.

The names in them are made up or varied on purpose (the records are found by entity linking, not here): the
exemplars teach the shape of a question, never a record."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.understanding.exemplar_dealing import DEALING
from assistant.understanding.exemplar_facts import BY_ATTRIBUTE
from assistant.understanding.types import Attribute, Intent


@dataclass(frozen=True)
class Exemplar:
    text: str
    intent: Intent
    attribute: Attribute | None = None


def _lines(block: str) -> list[str]:
    return [line.strip() for line in block.strip().splitlines() if line.strip()]


BY_INTENT: dict[Intent, str] = {
    **DEALING,
    Intent.product_price: """
        what's the price of the cheshire red multi
        how much is a pack of those blocks
        price on the tegula paving?
        how much are we selling the blue engineering for
        what do we charge per thousand for the leicester stock
        list price for IB-FSH65
        cost of a tonne of type 1
        whats the rate on the village red
        how much per m2 is the priora
        price and lead time for the pantiles please
        remind me the going rate for thermalite blocks
        what's the unit price of the catnic lintel
        how much for the keyblok charcoal
        what price are we on for atlas blue
        give me a price on birtley old english
        what does the funton stock sell for
        how much do hi-strength 7 blocks go for
        current selling price of the red multi stock
    """,
    Intent.product_supplier: """
        who supplies the cheshire red multi
        who makes the tegula
        which supplier do we get catnic lintels from
        where do we buy terram membrane from
        who's the manufacturer of the keyblok
        who do we order thermalite from
        which merchant carries the staffordshire blue
        supplier for the village red?
        who do we source MOT type 1 from
        what company makes the anglia retaining wall block
    """,
    Intent.product_search: """
        red multi facing brick 65mm
        do we have any roof tiles
        looking for a charcoal block paver
        anything in a yellow stock brick
        need a blue engineering class b
        what bricks do we carry for a barn conversion
        permeable paving options
        have we got a 100mm aircrete block
        show me steel lintels around 1200
        any reclaimed look bricks in stock
        options for a buff facing brick
        something similar to a smooth red
    """,
    Intent.last_quoted: """
        what did we last quote acme for the red multi
        when did we last price the tegula for wharfe valley
        what did pennine pay for atlas blue last time
        last price we gave kirkstall on keyblok
        have we ever quoted calder for thermalite
        what rate did we give moorside on the leicester stock
        how much did we charge them for the pantiles last time
        most recent price to acme for village red
    """,
    Intent.customer_quotes: """
        open quotes for acme
        what quotes have we got out with pennine
        show me kirkstall's quotes
        any accepted quotes for wharfe valley
        quote history for calder civils
        has moorside accepted anything we sent
        what have we quoted acme this year
        did pennine accept our quote
        outstanding quotes for kirkstall builders
        which quotes did calder reject
    """,
    Intent.project_quotes: """
        quotes for the riverside project
        what have we quoted on the oakwood job
        any open quotes on meadow view
        quotes on the station road scheme
        where are we with quotes for the school extension
        what's been priced for the moorside barns job
    """,
    Intent.quote_status: """
        status of Q-000123
        where are we with quote 45
        has q17 been accepted
        total on quote 260003
        what's Q-000031 worth
        is quote 12 still valid
        when does q88 expire
        was quote number 9 sent
        what happened to #31
        is q40 accepted or rejected
    """,
    Intent.notes_search: """
        notes mentioning crane access
        did anyone write about efflorescence
        any notes on scaffold for the school job
        what did we note about the haul road
        comments about reclaimed bricks
        has someone mentioned a retaining wall
        notes about pennine's complaint
    """,
    Intent.cheapest_price: """
        cheapest place to get the red multi
        best price for the cheshire red multi among suppliers
        where is the atlas blue cheapest
        lowest price for an equivalent of the leicester stock
        who does the red multi stock cheapest
        keenest price on a 65mm red multi like this one
    """,
    Intent.record_summary: """
        tell me about acme construction
        who is pennine groundworks
        what do we know about the riverside project
        give me an overview of wharfe valley homes
        info on kirkstall builders
        background on calder civils
        what's the story with the oakwood job
        who are northern builders merchants
        summary of moorside developments
    """,
    Intent.compare: """
        which is cheaper, the cheshire red multi or the village red
        tegula or priora, which costs less
        compare atlas blue and staffordshire blue on price
        is the kassandra dearer than the red multi stock
        ibstock red or forterra red, which is better value
        difference in price between keyblok and formpave
        which has the shorter lead time, the thermalite or the hi-strength
        leicester stock vs funton stock price
        what's cheaper: catnic lintel or the steel one from northern
        which comes in quicker, pantiles or the roof tiles
        is keyblok cheaper than tegula
        red multi against village red, which should i quote
        price difference between those two bricks
        cheaper of the two pavers
    """,
    Intent.quote_count: """
        how many open quotes are there
        how many quotes did we send this month
        number of accepted quotes last month
        how many quotes has acme got open
        total value of open quotes
        what's the value of everything we quoted in october
        how many quotes were rejected this year
        count of draft quotes
        how much have we got out on quote at the moment
        total of accepted quotes this quarter
        how many quotes are over 10k
        how many live quotes for pennine
        what's the total value of quotes sent last week
        how many quotes expire this month
        sum of all accepted quotes
        how many quotes have we won this year
        value of our pipeline right now
        how many jobs did we lose last month
    """,
    Intent.quote_list: """
        quotes expiring this month
        list the open quotes
        which quotes are about to expire
        show me all quotes sent last week
        what quotes were accepted in october
        any rejected quotes this month
        all draft quotes
        which quotes are over 10k
        quotes going out of date next week
        what's still open across all customers
        list quotes we lost last month
        show me every quote accepted this year
        which quotes were sent yesterday
        big quotes still waiting on an answer
        quotes that expired last month
        what have we quoted this week
        which quotes need chasing
        expiring quotes
    """,
    Intent.cheapest_in_category: """
        cheapest facing brick we sell
        what's our cheapest red brick
        lowest priced block paver
        cheapest roof tile in the range
        which is the cheapest lintel
        the least expensive engineering brick
        cheapest 100mm block
        what's the cheapest paving we do
        best value aggregate
        cheapest blue brick we list
        budget option for a driveway paver
        lowest cost concrete block
    """,
    Intent.contact_details: """
        who's our contact at acme
        contacts at pennine groundworks
        who do i speak to at kirkstall
        who deals with us at wharfe valley
        who should i ring at calder civils
        contact names for moorside
        who's the buyer at acme construction
        who is dave at pennine
        who's the main contact for the riverside job
        who's our man at acme
        who's our woman at pennine
        who do i ring at kirkstall
        who's the bloke to call at calder civils
        name of our contact at wharfe valley
        who do we deal with at moorside
        who's the guy at northern
        how do i get hold of the buyer at acme
        who's the rep at the works
        is there anyone at pennine i can talk to
    """,
}

GENERAL = """
    hello
    thanks
    what can you do
    what's the weather like
    good morning
    who won the football
    what's the weather doing tomorrow
    is it going to rain on site
    did leeds win
    what's the score in the match
    recommend a good place for lunch
    tell me a joke
    what's the capital of spain
    help
    ok cheers
"""


def all_exemplars() -> list[Exemplar]:
    """Every exemplar, intents first, then facts, then questions the records cannot answer."""
    out = [Exemplar(text, intent) for intent, block in BY_INTENT.items() for text in _lines(block)]
    out += [
        Exemplar(text, intent, attribute)
        for attribute, (intent, block) in BY_ATTRIBUTE.items()
        for text in _lines(block)
    ]
    out += [Exemplar(text, Intent.general) for text in _lines(GENERAL)]
    return out


EXEMPLARS: tuple[Exemplar, ...] = tuple(all_exemplars())
