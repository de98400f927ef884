"""The slots of a question besides its records: the fact it asks for (an attribute), the conditions of a count or a
list (quote states, a period, value bounds, what to measure), and the question's own cues for the second version's
intents (comparing, counting, listing across customers, the cheapest of a kind). Pure functions of the normalised
question (assistant.understanding.cues.normalise) and today's date: no statement."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

from assistant.understanding import buying_asked, priorities
from assistant.understanding.periods import period
from assistant.understanding.task_cues import asks_tasks
from assistant.understanding.types import Attribute, Filters

# The fact asked for, first match wins (order matters: "account number" before a phone "number").
ATTRIBUTES: list[tuple[Attribute, re.Pattern[str]]] = [
    (
        Attribute.rejection_reason,
        re.compile(
            r"\bwhy(?:d|s)?\b.*\b(?:reject\w*|decline\w*|knock\w*\s+(?:it\s+|us\s+)?back|pass\w*\s+on|turn\w*\s+(?:it\s+|us\s+)?down|lose|lost|not\s+go|didnt\s+go|say\s+no)|"
            r"\b(?:reasons?|what\s+happened)\b.*\b(?:reject\w*|declin\w*|knock\w*\s+(?:it\s+|us\s+)?back|turn\w*\s+(?:it\s+|us\s+)?down|lose|lost|say\s+no|said\s+no)|"
            r"\breasons?\s+(?:for|why|given)|\brejection\s+reason|\bwhy\s+(?:did\s+)?(?:we\s+)?lose|"
            r"\bwhat\s+reason\b|\breason\s+(?:did|they|he|she)\b|\breject\w*\b.*\breasons?\b|"
            r"\bwhy\b.*\b(?:go|went|gone|going)\s+wrong\b|"
            r"\bhow\s+come\b.*\b(?:reject\w*|lose|lost|turn\w*\s+(?:it\s+|us\s+)?down|say\s+no|said\s+no)\b|"
            # withdrawn by us ("why was q5 pulled"), and the reasons asked after what was lost ("what did we lose and
            # why", "knock backs - reasons", "withdrawn ones + why")
            r"\bwhy\b.*\b(?:withdr\w*|pulled)\b|\breasons?\b.*\b(?:withdr\w*|pulled)\b|"
            r"\b(?:reject\w*|knock\w*\s*backs?|lose|lost|withdr\w*|pulled)\b.*\b(?:why|reasons?)\b"
        ),
    ),
    (
        Attribute.ex_vat_total,
        re.compile(
            r"\b(?:ex|excl|excluding|exc|before|without|less|minus|plus|inc|incl|including)\.?\s*vat\b|\bnet\s+(?:total|value|of\s+vat|figure|amount)|\bnet\W*$|"
            r"\bvat\s+(?:on|for|element)|\bhow\s+much\s+(?:is\s+)?(?:the\s+)?vat\b|\bgoods\s+total\b|\bexvat\b"
        ),
    ),
    (
        Attribute.quote_lines,
        re.compile(
            r"\bwhat(?:s|\s+is|\s+was|\s+are|\s+were)?\s+(?:on|in)\s+(?:it|that(?:\s+one)?|this(?:\s+one)?|"
            r"(?:the\s+)?(?:quote|quotation)(?:\s+(?:no\.?\s*|number\s+)?\d+)?\b|q-?\s*\d+)\s*$|"
            # "what did we put on q10", "what have we got on it"
            r"\bwhat\s+(?:did|have|had)\s+we\s+(?:put|got|include|included)\s+(?:on|in)\s+(?:it|that|(?:the\s+)?quote\b|q-?\s*\d+)|"
            r"\b(?:lines?|items?|products?)\s+(?:(?:are|is|were|was)\s+)?(?:on|in)\s+(?:it|that|(?:the\s+)?(?:quote|quotation)\b|q-?\s*\d+)|"
            r"\b(?:q-?\s*\d+|quote\s+(?:no\.?\s*|number\s+)?\d+)\s+(?:lines?|items?|contents?|line\s+items?)\s*$"
        ),
    ),
    (
        Attribute.account_number,
        re.compile(r"\b(?:account|acc|acct|a/c|customer)\s*(?:number|no|num|nr|ref|reference|code|id)\b"),
    ),
    (
        Attribute.cost_price,
        re.compile(
            r"\b(?:cost|buy|buying|purchase|trade|net|supplier)\s+prices?\b|\bbuy(?:ing)?[\s-]+in\s+prices?\b|\bwe\s+(?:\w+\s+)?pay(?:ing)?\b|"
            r"\bour\s+cost\b|\bcost\s+to\s+us\b|\bcost\s+on\b|\bcosts?\s+us\s*$|\bcosts?\s+us\s+(?:for|on)\b|\bcosting\s+us\b|\bcosts?\s+us\s+(?:less|more|least|most)\b|"
            r"\b(?:cheaper|dearer|cheapest)\s+(?:for\s+us\s+)?to\s+buy\b|\bmargins?\b|\bbuying\b.*\bin\s+at\b|\bcharges?\s+us\b|\bnet\s+cost\b|"
            r"\bcost\s+(?:vs|v|versus|against|or)\s+(?:list|sell|selling|sale)\b|\bcost\s+(?:vs|versus|against)\b|\bmark\s*up\b|\bbuy\s+(?:it|them)?\s*(?:in\s+)?(?:for|at)\b|"
            r"\bcost\s+(?:and|&|or)\s+(?:list|sell|selling|sale)\b|\b(?:list|sell|selling|sale)\s+(?:and|&|or)\s+cost\b|"
            r"\b(?:buy|buying|bought)\s+(?:vs|v|versus|against|and|&|or)\s+(?:sell|selling|sale|list)\b|"
            r"\b(?:sell|selling|list)\s+(?:vs|v|versus|against|and|&|or)\s+(?:buy|buying)\b|"
            # "silo mortar cost per ton": a product's cost as a noun; "what does it cost per m2" asks the price
            r"^(?!.*\b(?:does|do|did|will|would|much|it|they|them|customer|customers)\b)\w.*\s+cost\s+per\s+[a-z0-9]+$"
        ),
    ),
    (
        Attribute.pallet_quantity,
        re.compile(
            r"\bpallet\s+(?:qty|quantity|size|count|load)|\bper\s+pallet|\b(?:on|to|in)\s+a\s+(?:full\s+)?pallet|"
            r"\bfull\s+pallet|\bpallet\s+of\s+\w+\s+(?:is|hold)|\bhow\s+many\b.*\bpallet|\ba\s+pallet\s*$"
        ),
    ),
    (
        Attribute.pack_quantity,
        re.compile(
            r"\bpack\s+(?:qty|quantity|size|count)|\bper\s+pack\b|\b(?:in|to)\s+a\s+pack\b|\bhow\s+many\b.*\bpack\b|"
            r"\bpacked\s+in\b"
        ),
    ),
    (Attribute.weight, re.compile(r"\bweigh\w*|\bheavy\b|\bkg\s+(?:per|each|a)\b|\bmass\b")),
    (
        # a product's look and size: "texture of aldridge brown blend", "what colour is kassandra", "size of a conbloc"
        Attribute.appearance,
        re.compile(
            r"\btextures?\b|\bwhat\s+colou?r\b|\bcolou?r\s+(?:of|is)\b|\bcolou?r\W*$|\bdimensions?\b|"
            r"\bwhat\s+size\b|\bsize\s+(?:of|is)\b|\bhow\s+big\b|\b(?:product\s+)?code\s+(?:for|of|on)\b|"
            r"\bwhats\s+(?:the\s+)?code\b"
        ),
    ),
    (Attribute.architects, re.compile(r"\barchitects?\b|\bdesign(?:ed|er|s)?\b")),
    (
        Attribute.account_manager,
        re.compile(
            # (who looks after *us* at a works is their person: a contact)
            r"\baccount\s+manager|\blook(?:s|ing)?\s+after\b(?!\s+us\b)|\bwho(?:s|\s+is)\s+handling\b(?!\s+us\b)|"
            r"\bwho(?:s|\s+is)\s+on\s+(?:q\s*-?\d|quote\b)|"  # "whos on q12": who looks after the quote
            r"\bwho\s+(?:handles|deals\s+with|is\s+dealing\s+with|owns)\b(?!\s+us\b)|"
            r"\bwhose\s+(?:customer|account|quote|job)|\bwhich\s+rep\b|\bour\s+rep\b|\bsales\s*(?:man|person|rep)"
        ),
    ),
    (Attribute.email, re.compile(r"\be\s?-?\s?mail\w*|\bemail\b")),
    (
        Attribute.phone,
        re.compile(
            r"\b(?:phone|mobile|mob|landline|tel|telephone|cell)\b|\b(?:contact|their|his|her|direct|office|a)\s+number\b|"
            r"\bnumber\s+(?:for|at|to\s+(?:ring|call))\b|\bwhats\s+(?:the\s+)?number\b|\bring\b|\bget\s+hold\s+of\b|"
            # "sarah holts number": a person's number, the question's last word (a PO, quote or plot number is not)
            r"(?<!po )(?<!quote )(?<!order )(?<!account )(?<!ref )(?<!reference )(?<!plot )(?<!vat )(?<!part )"
            r"(?<!project )(?<!job )(?<!glenigan )(?<!call off )(?<!call-off )(?<!product )(?<!rfq )(?<!invoice )"
            r"(?<!tracking )(?<!serial )(?<!batch )(?<!stock )\bnumbers?$"
        ),
    ),
    (
        Attribute.role,
        re.compile(
            r"\bjob\s+title\b|\brole\b|\bposition\b|\bwhat\s+does\s+\w+\s+do\s+at\b|"
            r"\bwhat\s+(?:does|is)\s+\w+(?:\s+\w+)?\s+(?:do|does)\b(?!\s+(?:it|they|we)\b)|\bwhats\s+\w+(?:\s+\w+)?s\s+job\b"
        ),
    ),
    (
        # a site's delivery restrictions: "any delivery restrictions at mytholm", "can an artic get into the site",
        # "what times can we deliver to kirkstall", "can we drop at station parade in the afternoon"
        Attribute.site_access,
        re.compile(
            r"\b(?:delivery|deliveries|access|offload\w*|unloading|vehicle|lorry|wagon)\s+"
            r"(?:restrictions?|notes?|instructions?|hours|window|windows|issues?|problems?|rules)\b|\brestrictions?\b|"
            r"\baccess\s+(?:issues?|problems?|like)\b|\bany\s+access\b|\b(?:artic|artics|articulated|arctic)\b|"
            r"\bwhat\s+times?\s+can\s+(?:we|i|you)\s+(?:deliver\w*|drop|tip|get\s+in)\b|"
            r"\bcan\s+(?:we|i|you)\s+(?:deliver\w*|drop|tip)\b.*\b(?:afternoon|morning|evening|weekend|saturday|sunday|"
            r"after\s+\w+|before\s+\w+)\b|\bcan\s+(?:an?\s+)?\w+\s+(?:get|fit)\s+(?:in|into|onto|on|down|up)\b|"
            r"\b(?:what\s+time\s+(?:do|can|must|should)|when\s+(?:can|must|should))\s+(?:we|i|you)\s+(?:have\s+to\s+)?"
            r"(?:deliver\w*|drop|tip)(?:\s+by)?\s+(?:to|at|into|onto)\b(?!.*\bnext\b)|"
            r"\bhow\s+(?:do|can|should|will|would)\s+(?:we|i|you|they)\s+(?:offload|unload|tip|get\s+(?:in|into))\b"
        ),
    ),
    (
        Attribute.address,
        re.compile(
            r"\baddress\b|\bpost\s*code\b|\bwhere\s+(?:is|are)\b.*\b(?:based|site|located)\b|\blocated\b|"
            r"^where(?:'?s|\s+(?:is|are))\s+(?:they|he|she|them)\s*\??$"  # "where are they" after a person or a firm
        ),
    ),
    (
        Attribute.lead_time,
        re.compile(
            r"\blead\s*times?\b|\bhow\s+long\b|\bhow\s+quick\w*|\bdelivery\s+times?\b|\bhow\s+many\s+days\b|"
            r"\bwhen\s+(?:would|will|could)\b.*\b(?:arrive|come|get|land)"
        ),
    ),
]
# "lowest supplier price", "best buy price we've had": the cheapest price suppliers quoted, not the cost price.
BEST_BUY = re.compile(
    r"\b(?:lowest|cheapest|best|keenest|sharpest)\s+(?:\w+\s+)?(?:supplier|buy|buying|purchase|trade)\s+prices?\b"
)
CONTACT_ATTRIBUTES = (Attribute.phone, Attribute.email, Attribute.role)
CONTACT_CUE = re.compile(
    r"\bcontacts?\b|\bwho\s+(?:do|should|can)\s+(?:i|we)\s+(?:speak|talk|ring|call|email|deal|contact)|"
    r"\bwho\s+(?:deals\s+with|looks\s+after|handles)\s+us\b|\bmain\s+(?:person|contact|man|woman|bloke|guy)\b|\bbuyer\b|\bsite\s+manager\b|\bquantity\s+surveyor\b|\bqs\b|\bestimator\b|"
    r"\bwho\s+(?:do|did)\s+(?:we|i)\s+(?:know|deal\s+with|use)\b|\bperson\s+to\s+(?:speak|talk|ring|call)\b|"
    r"\bwhos\s+(?:the\s+|our\s+)?(?:main\s+|usual\s+)?(?:person|bloke|guy|lady|fella|man|woman|rep)\b|"
    r"\banyone\s+(?:at|from)\b|\bour\s+(?:main\s+|usual\s+)?(?:man|woman|guy|bloke|lady|fella|rep|person)\s+"
    r"(?:at|in|from)\b|\bwho\s+(?:do|should|can)\s+(?:i|we)\s+(?:ask|ask\s+for|get\s+hold\s+of)\s+at\b|"
    r"\bget\s+hold\s+of\b|\bname\s+of\s+(?:our|the)\s+(?:contact|buyer|rep|person)\b|"
    # a person by their part: "who's the director at harrogate", "calder valley, who's in charge there"
    r"\bwhos\s+(?:the\s+)?(?:director|md|boss|owner|partner|associate|commercial\s+manager)\b|\bin\s+charge\b"
)

# Cues of the second version's intents.
# The half of the day a load is booked for: "tomorrow pm", "this afternoon", "in the morning" ("am" alone is a verb).
WINDOWS = (
    ("pm", re.compile(r"\b(?:pm|afternoon)\b")),
    ("am", re.compile(r"\b(?:morning|(?:today|tomorrow|\d)\s*am)\b")),
)
# A quote's own delivery asked ("how many loads on q1", "delivery charge on q7"): its loads at a price each.
QUOTE_LOADS = re.compile(
    r"\bhow\s+many\s+loads\b|\bloads?\s+(?:on|in|for)\s+(?:the\s+)?(?:q-?\s*\d+|quote)\b|"
    r"\b(?:delivery|haulage|shipping|transport)\s+(?:charges?|costs?)\s+(?:on|in|for)\b|\bprice\s+per\s+load\b"
)
COUNT_CUE = re.compile(
    r"\bho?w\s+ma?ny\b|\bnumber\s+of\b|\bcount\b|\btotal\s+(?:value|worth|of|number)\b|\bsum\s+of\b|"
    r"\bvalue\s+of\s+(?:\w+s\s+)?(?:all|our|the|every|open|accepted|sent|rejected)|\bhow\s+much\s+(?:have\s+we|is|are)\s+"
    r"(?:got\s+)?(?:out|open|outstanding)|\bpipeline\b|\bhow\s+much\s+(?:did|have)\s+we\s+(?:quote|win|lose|lost|won)"
)
# The value of quotes (plural): a sum ("value of quotes sent this month", "what are acme's open quotes worth").
# "drafts total ex vat": the drafts are quotes
SUMMED = re.compile(
    r"\b(?:total|value|worth|sum)\b.*\b(?:quotes|drafts)\b|\b(?:quotes|drafts)\b.*\b(?:total|value|worth|sum)\b"
)
SUM_CUE = re.compile(r"\btotal\b|\bvalue\b|\bworth\b|\bsum\b|\bhow\s+much\b|\bpipeline\b")
COMPARE_CUE = re.compile(
    r"\b(?:cheaper|dearer|pricier|quicker|faster|better|more\s+expensive|less\s+expensive|costs?\s+less|costs?\s+more)\b"
    r"|\bcompare\w*\b|\bvs\.?\b|\bv\b|\bversus\b|\bdifference\b|\bagainst\b|\bor\b|\bwhich\s+(?:of|is)\b"
)
# The cheapest of a kind across the range ("our cheapest red brick", "which is the cheapest lintel we sell"); a bare
# "cheapest blue engineering brick" is too when its words only describe (assistant.understanding.choose.second).
CHEAPEST_CUE = re.compile(
    r"\b(?:our|which\s+is\s+the|whats\s+the|what\s+is\s+the|the)\s+cheapest\b|"
    r"\bcheapest\b.*\b(?:we\s+(?:sell|do|list|stock|carry|have|offer)|in\s+(?:the\s+)?(?:range|stock|catalogue)|"
    r"of\s+(?:all|them\s+all)|going|available)\b|"
    r"\blowest\s+(?:priced|cost)\b|\bleast\s+expensive\b|\bbest\s+value\b|\bbudget\b"
)
# The dearest of a kind across the range ("most expensive facing brick", "our dearest lintel"): the other end of it.
DEAREST = re.compile(r"\b(?:most\s+expensive|dearest|priciest|highest\s+priced|top\s+priced)\b")
LIST_CUE = re.compile(
    r"\b(?:list|show|which|what|all|every|any)\b.*\bquotes\b|\b(?:every|each)\b.*\bquote\b|\bquotes\b|\bexpiring\b|\bchasing\b"
)

STATUSES: list[tuple[str, re.Pattern[str]]] = [
    (
        "open",
        re.compile(
            r"\b(?:open|outstanding|pending|live|waiting|undecided|still\s+out|not\s+decided|"
            r"out\s+with\s+(?:the\s+)?(?:customers?|clients?|them))\b"
        ),
    ),
    ("accepted", re.compile(r"\b(?:accepted|accept|won|win|approved|signed|successful)\b")),
    ("rejected", re.compile(r"\b(?:rejected|declined|lost|lose|turned\s+down|unsuccessful|knock\w*\s*backs?)\b")),
    ("expired", re.compile(r"\b(?:expired|lapsed|out\s+of\s+date)\b")),
    (
        "draft",
        re.compile(
            r"\bdrafts?\b|\bunsent\b|\bnot\s+(?:been\s+|yet\s+)?sent\b|\b(?:yet|still)\s+to\s+(?:be\s+sent|go\s+out)\b|"
            r"\bwaiting\s+to\s+(?:go\s+out|be\s+sent)\b"
        ),
    ),
    ("converted", re.compile(r"\bconverted\b")),
    ("withdrawn", re.compile(r"\b(?:withdrawn|withdrew|pulled)\b")),
    # "quotes decided in the last 2 weeks": accepted or rejected (a converted quote was accepted first)
    ("decided", re.compile(r"(?<!not\s)(?<!been\s)\bdecided\b")),
]
EXPIRING = re.compile(
    r"\bexpir(?:e|es|ing|y)\b|\bgoing\s+out\s+of\s+date\b|\bvalid\s+until\b|\brun(?:s|ning|nin)?\s+out\b|\blapsing\b|"
    r"\bdue\s+to\s+(?:expire|lapse|run\s+out)"
)
SENT = re.compile(r"\bsent\b|\bsend\b|\bwent\s+out\b")
# Quotes that went to customers, asked without the word ("what did we send out yesterday"; "have we sent tarmac a
# PO" is not one).
SENT_OUT = re.compile(
    r"\b(?:did|have)\s+we\s+sen[dt]\s+out\b|\bwe\s+sent\s+out\b|"
    r"^(?:so\s+)?what\s+(?:has\s+|have\s+)?(?:went|gone)\s+out\s+(?:in|over|during|since|this|last|yesterday|today)\b"
)
# Quotes we lost or won, asked as an outcome ("which quotes did we lose", "what have we won this month").
OUTCOME = re.compile(r"\b(?:did|have)\s+we\s+(?:lose|lost|win|won)\b")
# Quotes that went out at any time, whatever their state since ("how many have we sent pennine").
SENT_EVER = re.compile(r"\b(?:have|did|had)\s+we\s+(?:ever\s+)?sen[dt]\b|\bwe(?:ve|\s+have)\s+sent\b")
EVER_SENT = "ever_sent"
DECIDED = re.compile(r"\b(?:accepted|rejected|won|lost|declined|decided)\b")
_AMOUNT = r"£?\s*(\d+(?:\.\d+)?)\s*(k|grand|thousand|m)?"
_OVER = re.compile(r"\b(?:over|above|more\s+than|bigger\s+than|greater\s+than|at\s+least|exceeding)\s+" + _AMOUNT)
_UNDER = re.compile(r"\b(?:under|below|less\s+than|smaller\s+than|at\s+most|up\s+to)\s+" + _AMOUNT)


# A purchase order's number ("the po number for station parade", "calder valleys po refs"): no phone number.
PO_NUMBER = re.compile(
    r"\bp\s?o\s*(?:numbers?|nos?|num|refs?|reference)\b|\bpurchase\s+order\s+(?:numbers?|no|ref)\b|"
    r"\b(?:order|customer)\s+(?:refs?|reference)\b|\bcustomer\s+p\s?o\b"  # "their order ref": the customer's PO
)


# Our customer orders ("calder valleys orders", "how many orders have we got", "whats on SO-000001"): their own facts,
# not a PO number on them nor a purchase order of ours to the works.
# "the phase 3 order": the customer order of that build phase's plots.
ORDERS = re.compile(
    r"\borders\b|\bso-\d{6}\b|\b(?:sales|customer)\s+orders?\b|\b(?:phase|ph)\s*\d{1,2}[a-z]?\s+orders?\b|"
    r"\b(?:on|in|for)\s+the\s+\w+(?:\s+\w+)?\s+order\b|\b\w+\s+order\s+(?:total|value|worth|lines?)\b|\border\s+(?:number|no)\s+for\b"
)
NOT_ORDERS = re.compile(r"\bpurchase\s+orders?\b|\bp\s?os?\b|\brefs?\b|\breference\b|\bworks\b")


def asks_orders(normalised: str) -> bool:
    return ORDERS.search(normalised) is not None and NOT_ORDERS.search(normalised) is None


def attribute(normalised: str) -> Attribute | None:
    """The fact the question asks for, by its words."""
    for value, pattern in ATTRIBUTES:
        if pattern.search(normalised):
            if value == Attribute.cost_price and BEST_BUY.search(normalised):
                continue  # the best price suppliers quoted us (cheapest_price), not our cost price
            if value == Attribute.phone and PO_NUMBER.search(normalised):
                continue
            return value
    return None


def asks_contact(normalised: str) -> bool:
    return bool(CONTACT_CUE.search(normalised))


def _amount(match: re.Match[str]) -> Decimal:
    value = Decimal(match.group(1))
    unit = match.group(2) or ""
    if unit in ("k", "grand", "thousand"):
        value *= 1000
    elif unit == "m":
        value *= 1_000_000
    return value


# Loads not booked with the works yet, and loads "booked for" a period (those planned in it, in any open state).
NOT_BOOKED = re.compile(
    r"\b(?:not|nt|arent|isnt|never|yet\s+to\s+be)\s+(?:been\s+|yet\s+|got\s+)?booked\b|\bunbooked\b|\bstill\s+to\s+(?:be\s+)?book|"
    r"\bneeds?\s+booking\b"
)
# What is still to call off on an order ("whats left to call off", "which plots havent been called off yet").
LEFT_TO_CALL_OFF = re.compile(
    r"\b(?:left|remaining|outstanding|still)\s+(?:to\s+(?:be\s+)?)?call(?:ed)?[\s-]?off\b|"
    r"\b(?:havent|hasnt|not|yet\s+to)\s+(?:been\s+|yet\s+)?call(?:ed)?[\s-]?off\b|\bbalance\s+(?:to\s+call|on)\b"
)
BOOKED_FOR = re.compile(r"\bbooked\s+(?:in\s+)?(?:for|over|in|during|this\s+week|next\s+week)\b")
# Call-offs: "plot 12", "plots 11 and 12", "block b" (plots are numbers or letters), and the states asked for.
PLOT = re.compile(r"\b(?:plot|plt|block)(?!s\b)\s*(?:no\s*)?(\d{1,4}[a-z]?|[a-z])\b(?!\s*(?:and|,))")
PLOTS = re.compile(r"\bplots\s+((?:\d{1,4}[a-z]?)(?:\s*(?:,|and|&)?\s*\d{1,4}[a-z]?)+)")
LOAD_STATES = [
    ("failed", re.compile(r"\b(?:fail\w*|didnt\s+(?:go|arrive|turn\s+up|make\s+it)|turned\s+away|refused)\b")),
    ("delivered", re.compile(r"\b(?:delivered|landed|arrived|dropped(?:\s+off)?|tipped|offloaded)\b")),
    ("proof_received", re.compile(r"\b(?:pods?|proof\s+of\s+delivery|proof|signed\s+docket|signed\s+for)\b")),
    ("confirmed", re.compile(r"\bconfirm(?:ed)?\b")),
    ("booked", re.compile(r"\bbooked\b")),
    ("dispatched", re.compile(r"\b(?:dispatch\w*|on\s+the\s+road|left\s+the\s+works)\b")),
    ("cancelled", re.compile(r"\bcancel\w*\b")),
    ("rescheduled", re.compile(r"\b(?:rescheduled|moved|put\s+back)\b")),
    ("planned", re.compile(r"\b(?:still|left)\s+to\s+(?:go|come)\b")),  # "how many loads still to go to mytholm"
]

# Loads in a state asked for as a list ("cancelled deliveries for riverside", "any failed drops at oakwood", "which
# loads were delivered"), not whether a load is in it ("is the kirkstall load confirmed", "plot 35 delivered?").
STATE_LISTED = re.compile(
    r"^(?:any|which|what|whats|list|show)\b|^\w+\s+(?:loads?|drops?|deliver\w*|call\W?offs?|wagons?|lorr(?:y|ies))\b"
)


def filters(normalised: str, today: date) -> Filters:
    """The conditions of a count, a sum or a list the question names."""
    out = Filters()
    out.statuses = [name for name, pattern in STATUSES if pattern.search(normalised)]
    if "draft" in out.statuses:  # "drafts waiting to go out": waiting to be sent, not open
        out.statuses = [name for name in out.statuses if name != "open"]
    out.date_from, out.date_to = period(normalised, today)
    if EXPIRING.search(normalised) and "expired" not in out.statuses:
        # Due to expire: quotes still open whose validity ends in the period from today (those whose validity
        # ended earlier in it have expired, and are asked for so: "expired this month").
        out.date_field = "valid_until"
        if out.date_from is None and re.search(r"\b(?:soon|about\s+to|coming\s+up|next)\b", normalised):
            out.date_from, out.date_to = today, today + timedelta(days=14)
        elif out.date_from is not None and out.date_from < today and (out.date_to is None or out.date_to >= today):
            out.date_from = today
        if "open" not in out.statuses:
            out.statuses.append("open")
    elif "expired" in out.statuses and out.date_from is not None:
        # Expired in the period: their validity ended in it, before today.
        out.date_field = "valid_until"
        if out.date_to is None or out.date_to >= today:
            out.date_to = today - timedelta(days=1)
    elif out.date_from is not None and DECIDED.search(normalised):
        out.date_field = "decided"
    elif out.date_from is not None and SENT.search(normalised):
        out.date_field = "sent"
    elif "sent" in normalised.split() and not out.statuses:
        # "how many quotes have we sent them": every quote that went out, whatever became of it; "sent quotes": open
        out.statuses = [EVER_SENT if SENT_EVER.search(normalised) else "sent"]
    out.plots = [m.group(1) for m in PLOT.finditer(normalised)] + [
        n for m in PLOTS.finditer(normalised) for n in re.findall(r"\w+", m.group(1)) if n not in ("and", "plot")
    ]
    out.plots = list(dict.fromkeys(out.plots))
    out.loads = [name for name, pattern in LOAD_STATES if pattern.search(normalised)]
    if NOT_BOOKED.search(normalised):  # "any loads not booked in with the works yet": requested, not booked
        out.loads = [state for state in out.loads if state != "booked"] + ["unbooked"]
    elif "booked" in out.loads and out.date_from is not None and BOOKED_FOR.search(normalised):
        # "deliveries booked for the next 3 weeks": the loads planned in the period, whatever stage their booking is at
        out.loads = [state for state in out.loads if state != "booked"] + ["planned"]
    out.listed = bool(out.loads) and STATE_LISTED.search(normalised) is not None
    out.next_only = bool(re.search(r"\bnext\b", normalised)) and out.date_from is None
    out.window = next((half for half, pattern in WINDOWS if pattern.search(normalised)), "")
    out.phase = phase.group(1) if (phase := PHASE.search(normalised)) else ""
    counted = bool(re.search(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b", normalised))
    summed = bool(SUM_CUE.search(normalised))
    out.measure = "both" if counted == summed else "count" if counted else "sum"
    out.waiting = WAITING.search(normalised) is not None
    out.requests, out.answered = buying_asked.request_filters(normalised, out.waiting)
    out.orders = asks_orders(normalised)
    out.left = LEFT_TO_CALL_OFF.search(normalised) is not None
    out.priorities = priorities.named(normalised, about_tasks=asks_tasks(normalised))
    out.prospects = PROSPECTS.search(normalised) is not None
    if out.prospects and out.statuses in (["sent"], [EVER_SENT]) and out.date_from is None:
        out.statuses = []  # "prospects we've sent quotes to": quoted, whatever the quotes' states since
    out.unit = next((unit for unit, pattern in UNITS if pattern.search(normalised)), "")
    out.dearest = DEAREST.search(normalised) is not None
    if match := _OVER.search(normalised):
        out.min_total = _amount(match)
    if match := _UNDER.search(normalised):
        out.max_total = _amount(match)
    return out


# Prospects (companies not yet customers) as the parties of quotes: "which prospects have we quoted", "companies
# that arent customers yet".
PROSPECTS = re.compile(
    r"\bprospects?\b|\b(?:not|arent|isnt|aint)\s+(?:yet\s+)?(?:(?:a|our)\s+)?customers?\b|\bnon[\s-]?customers?\b"
)

# The selling unit a price is asked in ("per tonne", "a square metre", "per thousand").
UNITS = [
    ("tonne", re.compile(r"\b(?:per|a|by\s+the)\s+(?:tonne|ton|t)\b")),
    ("m2", re.compile(r"\b(?:per|a|by\s+the)\s+(?:m2|sqm|square\s+met(?:re|er))\b")),
    ("per_1000", re.compile(r"\b(?:per|a|by\s+the)\s+(?:1000|thousand|k)\b")),
    ("pack", re.compile(r"\b(?:per|a|by\s+the)\s+(?:pack|bag)\b")),
]

# A job's phase ("phase 2", "ph 3a"), as its quotes' notes name it.
PHASE = re.compile(r"\b(?:phase|ph)\s*(\d{1,2}[a-z]?)\b")

# Supplier quotes not answered yet: "which suppliers haven't replied", "who are we still waiting on".
WAITING = re.compile(
    r"\b(?:havent|hasnt|have\s+not|has\s+not|not\s+yet|yet\s+to|still\s+to)\s+(?:\w+\s+){0,2}?"
    r"(?:replied|answered|responded|come\s+back|got\s+back|heard|priced|quoted|sent)\b|"
    r"\bstill\s+waiting\b|\bwaiting\s+(?:on|for)\b|\bno\s+(?:reply|replies|answer|response)\b|"
    r"\bnot\s+(?:replied|answered|responded|come\s+back)\b|\bunanswered\b|\boutstanding\b|\bnot\s+(?:in|back)\s+yet\b|"
    r"\b(?:still\s+)?owes?\s+us\s+(?:a\s+|their\s+|any\s+)?(?:prices?|quotes?|figures?)\b"  # "who still owes us prices"
)


def has_filters(f: Filters) -> bool:
    return bool(f.statuses or f.date_from or f.min_total is not None or f.max_total is not None)
