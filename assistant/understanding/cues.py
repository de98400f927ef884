"""The words of a question that say what it asks ("how much", "who supplies", "last quoted", "notes mentioning"),
found by pattern on the normalised question, and the words that say nothing (what, is, the, please…).

A cue is a family of intent, not yet the intent: which one wins, and what the question's records make of it, is
decided in assistant.understanding.parse."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from api.catalogue.service.scoring import edit_distance
from assistant.understanding import inches, load_words, task_cues


class Cue(StrEnum):
    notes = "notes"  # notes about / mentioning
    cheapest = "cheapest"  # cheapest, best price
    last_quoted = "last_quoted"  # last quoted, what did we quote
    quote_list = "quote_list"  # quotes for, open quotes
    quote_status = "quote_status"  # status of, accepted? total of (with a quote number)
    supplier = "supplier"  # who supplies
    price = "price"  # price, how much, lead time
    summary = "summary"  # tell me about, who is
    search = "search"  # do we have, looking for
    follow_up = "follow_up"  # and for…, what about…
    supplier_quoted = "supplier_quoted"  # supplier quotes, prices back, quoted us, RFQs
    purchase_order = "purchase_order"  # PO, purchase order, acknowledged
    call_off = "call_off"  # call-offs, deliveries, loads to site, going out, proof of delivery


def _any(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(rf"\b(?:{p})\b" for p in patterns))


# Written on the normalised question: lower case, apostrophes dropped ("whats"), possessives dropped.
PATTERNS: dict[Cue, re.Pattern[str]] = {
    Cue.call_off: _any(
        r"call[\s-]?offs?",
        r"called\s+off",
        r"deliver(?:y|ies)(?!\s+(?:charges?|costs?|prices?|rates?|address|postcode|times?|terms|lead|included))",
        r"(?:been|was|were|be|being|get|got|getting|is|are)\s+delivered",
        r"delivered\s+(?:to|on|this|last|yesterday|today)",
        r"(?:next|first|last|failed|booked|confirmed|todays|tomorrows|any)\s+(?:loads?|drops?|wagons?|lorr(?:y|ies))",
        r"loads?\s+(?:for|to|going|out|booked|due|on|were|was|confirmed)",
        r"loads?\s+(?:are|is|not|still|yet|left|unbooked|outstanding|pending|waiting)\b",
        r"(?:how\s+many|number\s+of)\s+(?:loads?|drops?|wagons?|lorr(?:y|ies)|call[\s-]?offs?)",
        r"going\s+out",
        r"goes\s+out",
        r"dispatch(?:ed|es)?",
        r"proof\s+of\s+delivery",
        r"pods?",
        r"on\s+site\s+(?:tomorrow|today|next)",
        r"plots?\s+(?:no\s*)?\d{1,4}[a-z]?",
        # "whats going to mytholm next week", "whats on site at the forge tomorrow", "when do they get their bricks"
        r"(?:whats|what\s+is|anything|what\s+have\s+we\s+got)\s+(?:going|coming|heading|due)\s+(?:to|into|out\s+to)"
        r"(?!\s+(?:be|do|happen|cost|expire|lapse|run|say|need|go)\b)",
        r"(?:whats|what\s+is|anything)\s+(?:on|due\s+on|arriving\s+on|landing\s+on)\s+site",
        r"get(?:s|ting)?\s+(?:its|their|the|his|her)\s+(?:bricks|blocks|materials|goods|load|tiles|delivery)",
        # "why was plot 36 / the mytholm call off cancelled" (the cue the opening words: the name between is a name)
        r"why\s+(?:was|were|did|has|have|is)(?=(?:\s+\w+){1,6}?\s+cancel\w*)",
        r"anything\s+cancel\w*",
        r"cancell?ed\s+(?:at|to|for)",
        # who hauls a load and what a works or haulier sends: "whos hauling plot 32", "the plot 34 redelivery",
        # "whats coming from ibstock tmrw", "what have dales got on for us", "whats due in over the next 10 days"
        r"haul(?:ing|ed|s)",
        r"redeliver\w*",
        r"(?:whats|what\s+is|anything)\s+(?:coming|going)\s+(?:from|out\s+of)",
        r"got\s+on\s+for\s+us",
        # "whats booked for tmrw", "anything booked in for monday": loads booked for a day
        r"(?:whats|what\s+is|what\s+have\s+we\s+got|anything)\s+booked\s+(?:in\s+)?(?:for\s+)?"
        r"(?:tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next\s+week|this\s+week)",
        r"(?:whats|what\s+is|anything)\s+due\s+in\s+(?:over\s+)?(?:the\s+)?(?:next|this|tomorrow|today)",
        # loads by their day or phase: "tmrw pm loads", "tmrws drops", "loads in the next 7 days", "phase 3a loads"
        r"(?:tomorrows?|todays?|this\s+week|next\s+week)\s+(?:(?:am|pm|morning|afternoon)\s+)?"
        r"(?:loads?|drops?|deliveries)",
        # (not "the oakwood drop tomorrow" alone: "whats the weather for the oakwood drop tomorrow" is no load's)
        r"(?:loads?|drops?)\s+(?:in\s+the\s+next|over\s+the\s+next|this\s+week|next\s+week)",
        r"phase\s+\d{1,2}[a-z]?\s+(?:loads?|drops?|deliveries)",
        # "whos delivering tmrw": the haulier of the loads; "whats going tmrw afternoon": the loads then
        r"(?:whos|who\s+is)\s+(?:delivering|bringing|dropping)",
        r"(?:whats|what\s+is|anything)\s+going\s+(?:out\s+)?(?:tomorrow|today|this\s+week|next\s+week)",
        *load_words.NAMED_BEFORE_STATE,  # "which load failed", "loads delivered"
    ),
    Cue.purchase_order: _any(
        r"purchase\s+orders?",
        r"p\s?o(?:s)?(?!\s*(?:number|no|num|ref|reference)\b)",
        r"acknowledg(?:e|ed|es|ing|ement)",
        r"ack(?:ed|nowledged)?",
        r"orders?\s+(?:to|with|placed\s+with)\s+the\s+works",
    ),
    Cue.supplier_quoted: _any(
        r"supplier\s+(?:quotes?|quotations?|prices?|pricing|rates?)",
        r"suppliers?\s+(?:quoted|priced|came\s+back|come\s+back)",
        r"rfqs?",
        r"requests?\s+for\s+(?:prices?|quotes?|quotation)",
        r"prices?\s+(?:back|in)\s+from",
        r"(?:come|came|got|get|been)\s+back",
        r"quoted?\s+us",
        r"haulage\s+(?:quotes?|prices?|rates?)",
        r"(?:weve|we\s+have|we\s+ve|have\s+we)\s+been\s+quoted",
        # "has tarmac sent their prices", "sent us a quote"; "the sent quotes" are ours to customers
        r"sen[dt]\s+(?:us\s+)?(?:their\s+|his\s+|her\s+|a\s+|any\s+|the\s+)?(?:prices?|figures?|rates?)",
        r"sen[dt]\s+(?:us\s+(?:their\s+|his\s+|her\s+|a\s+|any\s+|the\s+)?|their\s+|his\s+|her\s+|a\s+|any\s+)quotes?",
        r"sqs?(?!\s*-?\s*\d)",  # "ibstock sq total", "lead time on the sq": a supplier quote
        r"prices?\s+back\b",  # "have we got their price back on the staffs blue"
        r"prices?\s+in\s+yet\b",  # "is tarmacs price in yet"
        r"heard\s+back",  # "who haven't we heard back from on q10"
        # "which works havent priced q10"
        r"(?:havent|hasnt|not\s+yet)\s+(?:yet\s+)?(?:priced|quoted\s+us|come\s+back|got\s+back)",
        r"waiting\s+(?:on|for)(?=\s+(?:\w+\s+){0,3}?(?:prices?|pricing|quotes?|figures?|rates?)\b)",
        r"(?:havent|hasnt|not|yet\s+to)\s+(?:\w+\s+){0,2}(?:replied|responded|answered)",
        r"(?:replied|responded|answered|priced(?:\s+up)?)\s+yet",  # "tarmac replied yet?"
        # a request's reply deadline: "when do tarmac need to reply by", "tarmacs response deadline"
        r"(?:reply|replies|respond|answer|come\s+back|get\s+back|price\s+up)\s+by",
        r"(?:reply|response|answer|rfq|return)\s+(?:deadline|due\s+date|date)",
    ),
    Cue.notes: _any(
        r"notes?",
        r"mention(?:s|ed|ing)?",
        r"noted",
        r"comments?",
        r"remarks?",
        r"(?:anyone|somebody|someone)\s+(?:wrote|write|written|say|said)",
        r"(?:written|wrote|said)\s+(?:about|on)",
    ),
    Cue.cheapest: _any(
        r"cheap(?:est|er)?",
        r"(?:best|lowest|keenest|lower|better|cheapest|least)\s+(?:prices?|cost|rates?|deal|offer|priced)",
        r"least\s+expensive",
        r"compare",
        r"price\s+comparison",
        r"lowest",
    ),
    Cue.last_quoted: _any(
        r"last\s+(?:quoted|quote[ds]?|prices?|priced|sold|charged|offered|gave|supplied|time)",
        r"quoted",
        r"what\s+did\s+we\s+(?:last\s+)?(?:quote|charge|sell|give|offer|price)",
        r"(?:when|how\s+much)\s+did\s+we\s+(?:last\s+)?(?:quote|charge|sell|supply)",
        r"did\s+we\s+(?:last\s+)?(?:quote|charge|sell|give)",
        r"previously",
        r"most\s+recent(?:ly)?",
        r"(?:have|did)\s+we\s+ever",
        r"price\s+(?:we\s+)?(?:gave|give|quoted|charged)",
        r"what\s+did(?=(?:\s+\w+){1,3}\s+pay\b)",  # the name between is not the cue's
    ),
    Cue.quote_list: _any(
        r"quotes",
        r"quotations",
        r"quote\s+(?:history|list)",
        r"(?:latest|recent|last|any|open|accepted|rejected|expired|draft|sent|outstanding|pending|live|won|lost)\s+quote",
        r"quote\s+(?:for|to|with|on|from|of)",
        r"quoting",
    ),
    Cue.quote_status: _any(
        r"status",
        r"where\s+(?:are|is)\s+we",
        r"(?:been\s+)?(?:accepted|approved|signed|rejected|declined|sent|expired|converted)",
        r"total",
        r"value",
        r"worth",
        r"expire[sd]?",
        r"valid",
        r"state",
    ),
    Cue.supplier: _any(
        r"who\s+(?:supplies|supply|sells|sell|makes|make|manufactures|stocks|produces|carries|does|provides|"
        r"can\s+supply)",
        r"suppliers?\s+(?:of|for)",
        r"(?:which|what)\s+(?:suppliers?|manufacturers?|makers?|companies|company)",
        r"who\s+(?:is|are)\s+the\s+(?:suppliers?|manufacturers?|makers?)",
        r"who\s+do\s+we\s+(?:buy|get|order|source)",
        r"where\s+(?:can|do|could|should)\s+(?:we|i)\s+(?:get|buy|source|order)",
        r"(?:made|supplied|manufactured|sold)\s+by",
        r"(?:supplier|manufacturer|maker)",
        r"who\s+from",
        r"from\s+whom",
    ),
    Cue.price: _any(
        r"prices?",
        r"priced",
        r"pricing",
        r"how\s+much",
        r"costs?",
        r"costing",
        r"lead\s*times?",
        r"delivery\s+(?:time|times|lead)",
        r"how\s+long",
        r"how\s+(?:quick(?:ly)?|soon)\s+(?:can|could|would|do|will)\b",  # "how quick can we get the cx90"
        r"(?<!in\s)charg(?:e|es|ing)",  # "who's in charge" is a person
        r"going\s+for",
        r"(?:does|do)\s+(?:\w+\s+){0,3}?go\s+for",  # "wot does that go for"
        r"selling\s+(?:it|them|at|for)",
        r"rates?",
        r"unit",
        r"sold\s+(?:by|in|per)",
        r"per\s+(?:thousand|1000|pack|pallet|m2|tonne|unit)",
        r"a\s+(?:thousand|1000)$",  # "cottage red multi stock - what is it a thou"
        r"(?:it|they|that|them|those|these)\s+go\s+for",  # "aldridge brown blend, whats it go for"
        r"\beach$",  # "thermolite turbo 100 each"
        r"go\s+for$",  # "wats the lbc heather go for"
        r"pack\s+size",
        r"how\s+many\s+(?:per|in\s+a)",
        r"avail(?:able|ability)",
        r"in\s+stock",
    ),
    Cue.summary: _any(
        r"tell\s+me\s+(?:about|more)",
        r"who\s+(?:is|are|was|were)",
        r"what\s+do\s+(?:we|you|i)\s+know",
        r"info(?:rmation)?\s+(?:on|about|for|of)",
        r"details?\s+(?:of|for|on|about)",
        r"summar(?:y|ise|ize)",
        r"overview",
        r"contact\s+(?:details|info|for|at)",
        r"what\s+(?:is|are)\s+(?:the\s+)?(?:story|deal)",
        r"background",
        r"profile",
        r"whats\s+happening",
        r"(?:what|which)\s+stage",
        r"how\s+is\s+(?:it|the)\s+going",
        r"progress",
    ),
    Cue.search: _any(
        r"do\s+(?:we|you)\s+(?:have|stock|sell|do|carry|offer|supply|list)",
        r"have\s+(?:we|you)\s+got",
        r"(?:is|are)\s+there",
        r"any",
        r"looking\s+for",
        r"need",
        r"find",
        r"search",
        r"show\s+me",
        r"list",
        r"options?",
        r"alternatives?",
        r"similar",
        r"equivalents?",
        r"something",
        r"(?:which|what)(?=\s+(?:bricks|blocks|products|tiles|lintels|pavers|paving|ones)\b)",
        r"range",
        r"recommend",
        r"suggest",
        r"(?:what\s+)?(?:does|do)(?=(?:\s+\w+){1,3}\s+(?:make|sell|supply|do|stock|offer)\b)",
    ),
}

# A question opening so continues the one before it ("and for Acme?", "what about the Tradesman?").
FOLLOW_UP = re.compile(
    r"^(?:and|also|plus|ok|okay|so|then|now|same|again|what\s+about|how\s+about|what\s+of|and\s+what\s+about|"
    r"what\s+if|same\s+(?:for|with)|for|with|at|from|by)\b"
)

# Words of grammar and chat: never a name, a product or a term.
FUNCTION_WORDS = frozenset(
    "a an the and or but of for to in on at by with from about into onto over as than then so if is are was were be "
    "been being am do does did done doing have has had having we i you us our ours me my they their them it its this "
    "that these those there here what whats which who whom whose when where why how hows can could would should will "
    "shall may might must please pls thanks thank tell show give gave given get got getting find found know knew "
    "see look looking want wanted wants need needs needed like some any anything something one ones much many more "
    "most ever currently current now today still also just again yet all every each other else up out off only "
    "let lets im ive weve youre dont doesnt didnt isnt arent wasnt havent hasnt whos hi hello hey ok okay yes no "
    "right well he she him his her hers theirs".split()
)
# Words of the trade's questions that name no record and describe no product ("quote", "price", "customer").
STOPWORDS = FUNCTION_WORDS | frozenset(
    "quote quotes quotation quotations quoted quoting price prices priced pricing cost costs status total value worth "
    "last latest recent recently previous previously item items product products thing things stuff option options "
    "sell sells sold selling supply supplies supplied supplier suppliers make makes made stocks stocked carry buy "
    "bought order ordered available availability info information details detail summary overview note notes "
    "mention mentions mentioned mentioning comment comments lead time times delivery long quick quickly soon cheap "
    "cheapest cheaper best "
    "lowest lower keenest deal offer offered rate rates unit charge charged pay paid customer customers client "
    "clients project projects job jobs record records company companies manufacturer manufacturers maker makers same "
    "win paying ask asked asking".split()
)

# Quote states a question may ask for: kept as terms for the quote look-ups, never a name or a product.
STATUS_WORDS = frozenset(
    "open accepted rejected expired draft drafts sent outstanding pending live won win lost declined converted "
    "withdrawn approved signed decided accept".split()
)

_PLAIN = re.compile(r"[a-z0-9]+")
_TOKEN = re.compile(r"[a-z0-9]+(?:[-/.+&][a-z0-9]+)*")


# Cue words often mistyped ("who supplys", "cheapset", "qoutes", "staus"): a word of the question one edit away
# (two from eight letters) from one of them, and no word of its own, is read as it.
CUE_WORDS = (
    "supplies supply supplier suppliers sells manufactures cheapest cheaper quotes quoted quote quotation price "
    "prices status accepted rejected expired notes mentioning mentioned mention delivery about lowest".split()
)
# Words of their own one edit from a cue word: never "put right" ("expire" is not "expired").
OWN_WORDS = frozenset(
    "expire expires expiry expiring supplied supplying quoting pricey priced noted delivered delivers priciest "
    "dearest pricier".split()
)
KNOWN_WORDS = frozenset(CUE_WORDS) | STOPWORDS | STATUS_WORDS | OWN_WORDS


def corrected(normalised: str, proper: frozenset[str] = frozenset()) -> str:
    """`normalised` with its mistyped cue words put right; `proper` are left alone (names: "Notts", "Prince")."""
    return _CORRECTABLE.sub(lambda m: m.group() if m.group() in proper else _correct(m.group()), normalised)


_CORRECTABLE = re.compile(r"(?<![\w\-/.+&])[a-z]{5,12}(?![\w\-/.+&])")


@lru_cache(maxsize=4096)
def _correct(word: str) -> str:
    if word in KNOWN_WORDS:
        return word
    allowed = 1 if len(word) < 8 else 2
    best = min(CUE_WORDS, key=lambda cue: (edit_distance(word, cue), -len(cue)))
    return best if edit_distance(word, best) <= allowed and best[0] == word[0] else word


# Text-speak and dropped letters, as staff type in a hurry: read as the words they stand for.
SLANG = {
    "hw": "how",
    "wot": "what",
    "y": "why",  # "y was q5 withdrawn"
    "wat": "what",
    "wots": "whats",
    "wats": "whats",
    "r": "are",
    "u": "you",
    "ur": "your",
    "goin": "going",
    "chargin": "charging",
    "gettin": "getting",
    "atm": "now",
    "plz": "please",
    "thx": "thanks",
    "wer": "where",
    "wen": "when",
    "cud": "could",
    "wud": "would",
    "ppl": "people",
    "tel": "phone",
    "tho": "though",
    "whens": "when",
    "numbr": "number",
    "nmber": "number",
    "numba": "number",
    "fone": "phone",
    "mobil": "mobile",
    "emial": "email",
    "emal": "email",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tmrw": "tomorrow",
    "tmw": "tomorrow",
    "tomoz": "tomorrow",
    "2day": "today",
    "tmrws": "tomorrows",
    "wk": "week",
    "wks": "weeks",
    "arnt": "arent",
    # delivery and quote talk: "the plot 31 del", "dels for tmrw", "q 8 b4 vat", "email addy", "anythin due"
    "del": "delivery",
    "acct": "account",  # "q8 acct manager", "account mgr on q5"
    "mgr": "manager",
    "dels": "deliveries",
    "whys": "why",
    "b4": "before",
    "addy": "address",
    "anythin": "anything",
    # range words staff shorten: "celcon std", "staffs blue perf", "class b eng"
    "std": "standard",
    "perf": "perforated",
    "eng": "engineering",
    "blk": "block",  # "4 inch dense blks"
    "blks": "blocks",
    # text-speak for the question's own words: "tradesmn red multi px", "shield 140 ea", "cost n sell", "nett cost"
    "px": "price",
    "ea": "each",
    "n": "and",
    "nett": "net",
}


def normalise(question: str, names: Callable[[list[str]], frozenset[str]] | None = None) -> str:
    """Lower case, apostrophes and possessives dropped ("what's" → "whats", "Acme's" → "acme"), punctuation that
    is not inside a code ("IBT-TRR", "Q-000123", "7.3N", "H+H") turned to spaces, single spaces. `names`: of the
    words a cue word's spelling would put right, those that are people's names ("pryce", not "price")."""
    value = inches.as_mm(unicodedata.normalize("NFKC", question).lower())  # "dense 4in": "dense 100mm"
    value = re.sub(r"[\u2018\u2019`\u00b4]", "'", value)
    value = re.sub(r"\b(what|who|where|how|that|there|here|it|he|she|let)'s\b", r"\1s", value)  # contractions
    value = re.sub(r"(?<=\w)'s\b", "", value).replace("'", "")  # possessives
    value = re.sub(r"(?<=\d),(?=\d{3}\b)", "", value)  # 10,000
    value = re.sub(r"(?<![\w#])#\s?(?=\d)", "q-", value)  # "#13": a quote's number, as "q-13"
    value = re.sub(r"(?<=\w)\s*£\s*\?*\s*$", " price", value)  # "aldridge brown blend £?": its price
    value = re.sub(r"(?<=[a-z0-9])\s+quid\s*\?*\s*$", " price", value)  # "cn92 1800 quid": its price
    value = re.sub(r"\b(?:sq\.?\s*m|sqm|square\s+met(?:re|er)s?)\b", "m2", value)  # "per sq m"
    value = re.sub(r"[^\w\s\-/.+&]|_", " ", value)
    value = re.sub(r"(?<![\w])[-/.+&]+|[-/.+&]+(?![\w])", " ", value)
    value = re.sub(r"\bu\s+values?\b", "u-value", value)  # a U value, not "you value"
    value = " ".join(SLANG.get(word, word) for word in value.split())
    value = load_words.spoken(value)  # "which drop went wrong": which drop failed
    value = task_cues.spoken(value)  # "any to-do on tomorrows load": any task on it
    value = re.sub(r"\bno of\b", "number of", value)
    value = re.sub(r"\b(per|a)\s+thou\b", r"\1 thousand", value)  # "per thou", "a thou"
    value = re.sub(r"\bh\s*(?:(?<=\s)and\s|(?<=\s)n\s|&)\s*h\b", "h+h", value)  # "h and h", "h&h": H+H
    # Words written with a capital inside the question are names, never cue words mistyped.
    proper = frozenset(w.lower() for w in re.findall(r"(?<=\s)[A-Z][a-z]+", question))
    mistyped = [w for w in _CORRECTABLE.findall(value) if w not in proper and _correct(w) != w]
    if mistyped and names is not None:
        proper |= names(mistyped)
    return corrected(value, proper)


@dataclass(frozen=True)
class Token:
    text: str
    start: int
    end: int


def tokens(normalised: str) -> list[Token]:
    return [Token(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(normalised)]


def plain_words(text: str) -> list[str]:
    """A name's or a phrase's words, lower case, letters and digits only ("Ibstock Brick Ltd": ibstock, brick, ltd)."""
    return _PLAIN.findall(text.lower())


@dataclass
class Cues:
    """The cues a question gives and where: the characters they cover are no name and no term."""

    found: dict[Cue, list[tuple[int, int]]]

    def __contains__(self, cue: object) -> bool:
        return cue in self.found

    def covers(self, token: Token, *only: Cue) -> bool:
        return any(
            start < token.end and token.start < end
            for cue, spans in self.found.items()
            if not only or cue in only
            for start, end in spans
        )


def find(normalised: str) -> Cues:
    found: dict[Cue, list[tuple[int, int]]] = {}
    for cue, pattern in PATTERNS.items():
        spans = [m.span() for m in pattern.finditer(normalised)]
        if spans:
            found[cue] = spans
    if opening := FOLLOW_UP.match(normalised):
        found[Cue.follow_up] = [opening.span()]
    return Cues(found)
