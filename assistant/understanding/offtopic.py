"""Questions outside the business ("is it going to rain at the weekend", "did Leeds win", "tell us a joke"): read as
`general` (nothing to look up, so never a confident answer from the records) when they name no record of ours and
give no cue of the trade. A word like "rain" beside a record or a trade cue ("will the rain hold up the Mytholm
load?") leaves the question to the reader."""

from __future__ import annotations

import re

from assistant.understanding.cues import Cue
from assistant.understanding.reading import Reading

OFF_TOPIC = re.compile(
    r"\b(?:weather|forecast|rain(?:ing|y)?|snowing|sunny|sunshine|temperature|windy|"
    r"football|footy|soccer|cricket|rugby|golf|league|premiership|fixtures?|kick\s*off|"
    r"jokes?|funny|lunch|dinner|breakfast|pizza|curry|restaurant|pub|pint|takeaway|coffee|"
    r"movies?|films?\s+on|telly|tv|netflix|music|song|news|headlines|lottery|horoscope|recipe|traffic|"
    r"capital\s+of|meaning\s+of\s+life|holidays?|birthday|christmas\s+party|"
    # money markets, politics, things to watch: "whats the euro exchange rate", "who is the prime minister"
    r"exchange\s+rates?|currenc(?:y|ies)|stock\s+market|bitcoin|crypto\w*|ministers?|president|"
    r"government|elections?|(?:good|new|best)\s+films?|films?\s+to\s+watch)\b|"
    r"\bdid\s+(?!we\b|i\b|you\b|us\b|they\b)\w+(?:\s+\w+)?\s+win\b|\bwho\s+won\b|\bwhats\s+the\s+score\b"
)
# Cues of the trade: a question with one of these is about the records, whatever else it says.
TRADE = (
    Cue.notes,
    Cue.cheapest,
    Cue.last_quoted,
    Cue.quote_list,
    Cue.quote_status,
    Cue.supplier,
    Cue.price,
    Cue.supplier_quoted,
    Cue.purchase_order,
    Cue.call_off,
)


# Weather, sport, money markets and politics: outside the business even beside a record or a word of the trade ("is it
# going to rain at mytholm tomorrow", "whats the euro exchange *rate*"; "prime minister" reads "price minister" once
# normalised, so the minister alone).
ELSEWHERE = re.compile(
    r"\b(?:weather|forecast|rain(?:ing|y)?|snowing|sunny|sunshine|temperature|windy|football|footy|soccer|cricket|"
    r"rugby|golf|league|premiership|exchange\s+rates?|currenc(?:y|ies)|stock\s+market|bitcoin|crypto\w*|"
    r"ministers?|president|elections?)\b"
)


# An opinion, a guess at the future or advice ("do you reckon prices will go up", "will calder give us phase 4",
# "should we knock 5% off for pennine", "is aisha any good"): the records hold what happened, never what will or
# should; whatever records the question names, no answer from them is the one asked for.
OPINION = re.compile(
    r"\b(?:do|d)\s+(?:you|u|ya)\s+(?:reckon|think|rate|believe|feel)\b|\bwhat\s+do\s+(?:you|u)\s+(?:reckon|think)\b|"
    r"\byour\s+(?:opinion|view|advice|take)\b|\b(?:reckon|think)\b.*\b(?:will|going\s+to|gonna)\b|"
    r"\bshould\s+(?:we|i)\s+(?:knock|give|drop|offer|discount|cut|lower|match|undercut|bother|trust|sack|raise)\b|"
    r"\bwill\s+(?!we\b|i\b|it\b)\w+(?:\s+\w+)?\s+(?:give\s+us|accept|sign|buy\s+from\s+us|order\s+from\s+us|"
    r"go\s+(?:up|down)|rise|fall|increase|drop|win)\b|\bpredict\w*\b|"
    r"\bis\s+\w+(?:\s+\w+)?\s+(?:any\s+good|easy\s+to\s+(?:deal|work)\s+with|trustworthy|reliable|worth\s+(?:chasing|it))\b"
)


def asks_opinion(reading: Reading) -> bool:
    """The question asks for an opinion, a forecast or advice (OPINION), whatever it names."""
    return OPINION.search(reading.normalised) is not None


def asks_elsewhere(reading: Reading) -> bool:
    """The question is about something outside the business: an off-topic word, no trade cue, and no record named
    (weather and sport whatever the records named); or an opinion, a forecast or advice."""
    if asks_opinion(reading):
        return True
    if ELSEWHERE.search(reading.normalised) and not reading.names_any():
        return True  # "whats the euro exchange rate": "rate" is no price of ours
    if not OFF_TOPIC.search(reading.normalised) or any(cue in reading.cues for cue in TRADE):
        return False
    e = reading.entities
    named = reading.names_any() or bool(e.contacts)
    return not named or ELSEWHERE.search(reading.normalised) is not None
