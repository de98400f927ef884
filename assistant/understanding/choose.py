"""The second version's reading on top of the rules: the fact asked for, the conditions of counts and lists, the
people named, the new intents (comparing, counting, listing across customers, the cheapest of a kind, contacts,
one fact of a record), and the nearest exemplars' vote where the rules are unsure; the words left unexplained, which
name a record we do not have (`unknown`, read by assistant.understanding.unheld).

The rules (assistant.understanding.intents) decide where they are sure; the exemplars' vote
(assistant.understanding.knn) decides where they are not, and moves the confidence: agreeing, it is surer;
disagreeing strongly, less sure."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re
from datetime import date

from sqlalchemy.orm import Session

from api.catalogue.models import CATEGORY_BY_LABEL, Category, value_of
from assistant.understanding import contacts, products, slots, task_cues
from assistant.understanding.cues import FUNCTION_WORDS, STATUS_WORDS, STOPWORDS, Cue, plain_words
from assistant.understanding.knn import Vote
from assistant.understanding.names import COMMON
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Named

# The facts of a product, of an organisation or project, of a quote.
PRODUCT_FACTS = (
    Attribute.pallet_quantity,
    Attribute.pack_quantity,
    Attribute.weight,
    Attribute.cost_price,
    Attribute.appearance,
)
RECORD_FACTS = (Attribute.account_number, Attribute.address, Attribute.account_manager, Attribute.architects)
QUOTE_FACTS = (Attribute.ex_vat_total, Attribute.rejection_reason, Attribute.quote_lines)
SUPPLIED = re.compile(r"\b(?:products?|lines?|ranges?|items?|skus?)\b")
# The words of a question asking why quotes were lost or withdrawn, naming none ("knock backs - reasons").
REASON_WORDS = STATUS_WORDS | frozenset(
    "why reason reasons reasoning knock knocked knocks back backs lose lost losing withdraw withdrawn withdrew pulled "
    "rejected rejections rejection reject rejects turn turned down decline declined say said happened "
    "quote quotes ones one all every them get got did we".split()
)
# Intents about one product the question names: a product named that we do not have is `unknown`.
ABOUT_A_PRODUCT = (Intent.product_price, Intent.product_supplier, Intent.cheapest_price, Intent.last_quoted)
# Words of periods, amounts and filters: never a name.
FILTER_WORDS = frozenset(
    (
        "this last next week month year quarter today yesterday expiring expire expires expiry over under above below "
        "than more less big biggest bigger large larger value k grand thousand across everyone everybody customers "
        "chasing chase soon about coming many count number total sum pipeline won lost jobs job far ytd mtd "
        "january february march april may june july august september october november december jan feb mar apr jun "
        "jul aug sep sept oct nov dec going date waiting answer back yet still run running runnin runs due ending end "
        "lapse lapsing minute moment created raised issued dated fortnight fortnights weeks days past previous send "
        "since monday tuesday wednesday thursday friday saturday sunday mon tues weds thurs fri unsent "
        "out go not"
    ).split()
)
# The rules' intents a question about people replaces: a record's summary, its quotes, nothing recognised.
PEOPLE_OVER = (
    Intent.record_summary,
    Intent.general,
    Intent.customer_quotes,
    Intent.project_quotes,
    Intent.product_search,
    Intent.product_supplier,  # "whos our contact there" after who supplies a product: the supplier's people
)
# Words of quantities and units: never a product's own.
UNIT_WORDS = frozenset(
    "tonne tonnes ton tons m2 sqm metre metres meter each pack packs pallet pallets bag bags bricks blocks tiles "
    "pavers lintels slabs per piece pieces load loads bulk".split()
)
# Words of the facts asked for ("pallet qty", "weight", "ex vat"): never a product's own.
ATTRIBUTE_WORDS = frozenset(
    "qty quantity quantities weight weigh weighs heavy margin margins markup mark cost costs buy buying trade net "
    "vat ex excl excluding inc incl size count kg account phone mobile email number contact contacts architect "
    "architects address postcode reason rejected why lead time plots finish finishing ending completion texture "
    "textures colour color dimensions code looking after handling".split()
)
VOTE_OVERRULES = 0.8  # a vote this sure (share) and close (top similarity) decides over an unsure rule
RULES_SURE = 0.85


# Words for the kind of a party or a quote's outcome, never a name ("which *prospects* have we quoted", "the ones
# that got *knocked* back").
NEVER_NAMES = frozenset(
    "prospect prospects customer customers client clients company companies knocked knock knocks went sat "
    "sitting".split()
)


def stray_words(reading: Reading) -> list[str]:
    """The question's words left unexplained: no cue, no stopword, no record named, no filter, no description."""
    out = []
    for word in reading.entities.terms.split():
        if word in STOPWORDS or word in STATUS_WORDS or word in FILTER_WORDS or word in COMMON:
            continue
        if word in NEVER_NAMES:
            continue
        if any(c.isdigit() for c in word) or word in ATTRIBUTE_WORDS:
            continue
        if len(word) < 3 or products.vocabulary(word):
            continue
        out.append(word)
    return out


# Words of buying and delivering questions that name no record ("has it *happened*", "*acknowledged* our order").
DEALING_WORDS = frozenset(
    "happened happen happening going gone coming come arrive arriving arrived late early driver drivers lorry lorries "
    "wagon wagons haulier site sites acknowledged acknowledge acknowledgement priced price prices pricing quoted "
    "quote quotes answered answer chased chase outstanding sent send order orders ordered raised deliveries delivery "
    "load loads drop drops job jobs replied reply replies responded respond heard waiting number numbers ref refs "
    "reference po pos delivering deliver delivers works merchant merchants hauliers haulage transport phase "
    "phases back got pallet pallets went gone signed received "
    "hauling hauled haul hauls taking redelivery redeliveries redelivered top plot plots not needed left remaining "
    "balance rebooked rebook rescheduled moved why reason reasons took take taken dropped dropping tipped offloaded "
    "yet replied wrong problem problems issue issues house houses housetype type types mix line lines good "
    "vehicle vehicles truck trucks offload offloading unloading unload crane moffett rigid artic".split()
)


def party_words(reading: Reading) -> list[str]:
    """The stray words of a buying or delivering question that would name its party (a supplier, a job): neither
    a state of a load ("failed", "confirmed") nor a word of buying and delivering."""
    products_own = {w for m in reading.matches for w in plain_words(m.name)}
    return [
        w
        for w in stray_words(reading)
        if w not in DEALING_WORDS
        and not any(pattern.search(w) for _, pattern in slots.LOAD_STATES)
        and not _shortens(w, products_own)  # "the staffs blue": Staffordshire Blue, no party
    ]


# Words of the task pad that name no record ("what's on my *list*", "anything *late* on the *pad*").
TASK_WORDS = frozenset(
    "task tasks list lists pad plate todo todos overdue late behind reminder reminders done finished completed "
    "closed closing close ticked assigned mine pending urgent priority on got working doing busy "
    "column columns stage stages wheres whats hows whos involved involving owns owner high low top given stuck".split()
)


def task_party_words(reading: Reading) -> list[str]:
    """The stray words of a question about tasks that would name the record they are linked to ("tasks for
    *bellway*": a customer we do not have, not every task)."""
    return [w for w in stray_words(reading) if w not in TASK_WORDS and w not in DEALING_WORDS]


# Words for a person by their part, never a name ("the buyer at Wharfe", "the Ibstock rep").
ROLE_WORDS = frozenset(
    "buyer buyers rep reps representative manager managers director directors estimator estimators surveyor qs "
    "boss person people guy bloke lady fella chap man woman men women lad lass gent fellow name names contact "
    "contacts site office accounts sales agent engineer "
    "foreman owner md ceo pm someone somebody anyone main usual best right whos who speak talk ring call deal "
    "number numbers mob mobile phone phones email emails title job role "
    # what a person does for us: "who *handles* regional sales at h+h", "who *deals* with key accounts"
    "handles handle handling deals dealing covers covering looks look looking after runs running".split()
)


def _shortens(word: str, own: set[str]) -> bool:
    """The word shortens a word of the names given ("pennine *devs*": Developments; "aire & wharfe *const*")."""
    stem = word.removesuffix("s")
    return len(stem) >= 3 and any(o.startswith(stem) and o != stem for o in own)


QUOTES_COMPARED = re.compile(
    r"\b(?:bigger|biggest|larger|largest|smaller|higher|lower|more|less|compare\w*|vs|v|versus|difference|"
    r"which\s+(?:is|was|one))\b"
)
SIDES = re.compile(r"\b(?:or|vs|v|versus|and|against|compared?s?\s+(?:to|with)|than|over)\b|,")
COMPARING_WORDS = frozenset(
    "cheaper dearer pricier quicker faster better worse compare comparing comparison versus difference works work "
    "out which cost costs less more expensive value price prices lead time between two both".split()
)


def compare_products(session: Session, reading: Reading) -> None:
    """The products a comparison names, one a side ("cheshire red multi or the forterra village red"): each side
    looked up on its own, its best match kept."""
    if not _compares(reading.normalised):
        return
    sides = [side for side in SIDES.split(reading.normalised) if side.strip()]
    if len(sides) < 2:
        return
    chosen: dict[int, str] = {}
    sure = 1.0
    for side in sides:
        words = " ".join(w for w in side.split() if w not in STOPWORDS and w not in COMPARING_WORDS)
        if not words:
            continue
        found = products.find(session, words)
        if found.matches and not found.only_suppliers:
            top = found.matches[0]
            chosen.setdefault(top.id, top.name)
            reading.sides.append((words, top.described))
            alone = len(found.matches) == 1 or found.matches[1].score < products.CLOSE * top.score
            sure = min(sure, top.score if found.named else 0.75 if alone else 0.6)  # one side, one product
        else:
            reading.sides.append((words, ""))  # a side no product matched ("tradesman purple")
    if len(chosen) >= 2:
        reading.entities.products = [Named(i, n) for i, n in chosen.items()][:3]
        reading.sureness["products"] = min(sure, 1.0)
        reading.product_named = True
        reading.sides_found = True


# A person's name and nothing else, or "who is" before it ("aisha khan", "whos zoe fletcher").
PERSON_ALONE = re.compile(r"(?:who\s+is\s+|whos\s+)?[a-z]+\s+[a-z]+$")
# "aisha khans job", "whats mark dysons role": a person's name and the fact of theirs asked, nothing else.
PERSONS_ROLE = re.compile(r"(?:whats\s+|what\s+is\s+)?[a-z]+\s+[a-z]+\s+(?:job(?:\s+title)?|role|position|title)$")
ORG_SLOTS = ("customers", "suppliers", "others", "companies")


def find_contacts(session: Session, reading: Reading, attribute: Attribute | None) -> None:
    """The people named, when the question asks about people."""
    people = attribute in slots.CONTACT_ATTRIBUTES or slots.asks_contact(reading.normalised)
    alone = PERSON_ALONE.match(reading.normalised) is not None  # "whos zoe fletcher"
    if alone and reading.names_any() and _full_name(session, reading):  # "whos helen marsh": not Marshalls
        return
    alone = alone and not reading.names_any()
    alone = alone or (not reading.names_any() and PERSONS_ROLE.match(reading.normalised) is not None)
    if not (people or alone or Cue.summary in reading.cues):
        return
    e = reading.entities
    if _surname_over_organisation(session, reading):  # "marsh phone": Helen Marsh, not the start of Marshalls
        return
    organisations = {n.id for slot in ORG_SLOTS for n in getattr(e, slot)}
    found, claimed = contacts.find(session, reading.tokens, reading.skip, organisations)
    if found:
        _take_contacts(reading, found)
        named = {reading.tokens[i].text for i in claimed}
        e.terms = " ".join(w for w in e.terms.split() if w not in named)


FULL_NAME = 2  # words: a first and a last name
NAME_LOOKALIKES = (Cue.price, Cue.cheapest)  # "pryce": a name, not "price"


def _full_name(session: Session, reading: Reading) -> bool:
    """A question of a person's first and last name alone ("whos helen marsh", "who's gareth pryce") whose words a
    product or an organisation took ("marsh" of Marshalls, "pryce" of a price): that one person, nothing else."""
    people, used = contacts.find(session, reading.tokens, set(), set())
    named = [t.text for t in reading.tokens if t.text not in {"who", "whos", "is", "who's"}]
    if len(people) != 1 or len(used) < len(named) or len(named) != FULL_NAME:
        return False
    reading.entities, reading.product_named = Entities(terms=""), False
    reading.cues.found = {c: spans for c, spans in reading.cues.found.items() if c not in NAME_LOOKALIKES}
    _take_contacts(reading, people)
    return True


def _take_contacts(reading: Reading, people: list[Named]) -> None:
    reading.entities.contacts = people
    reading.sureness["contacts"] = 0.95 if len(people) == 1 else 0.7


def _surname_over_organisation(session: Session, reading: Reading) -> bool:
    """A person's name that an organisation's name only starts with or resembles ("marsh" of Marshalls, "helen marsh
    email"): the person, not the organisation, when no word of the organisation's name is given whole."""
    e = reading.entities
    given = {t.text for t in reading.tokens}
    loose = [(slot, n) for slot in ORG_SLOTS for n in getattr(e, slot) if not set(plain_words(n.name)) & given]
    if not loose or e.contacts:
        return False
    whole = {w for slot in ORG_SLOTS for n in getattr(e, slot) for w in plain_words(n.name)}
    tokens = {i for i in reading.named_tokens if reading.tokens[i].text not in whole}
    people, used = contacts.find(session, reading.tokens, reading.skip - tokens, set())
    named = {w for n in people for w in plain_words(n.name)}
    said = [reading.tokens[i].text for i in used & tokens]  # "marshs": Marsh's, without its apostrophe
    if not people or not said or not all(any(contacts.names_person(w, n) for n in named) for w in said):
        return False
    for slot, n in loose:
        getattr(e, slot).remove(n)
    _take_contacts(reading, people)
    return True


# "what jobs is whitfield on", "list the jobs studio kirkgate are architects on": an organisation's projects.
JOBS_OF = re.compile(r"\b(?:jobs|projects|schemes)\b|\bworking\s+on\b")
# When a job starts or ends ("when does mytholm finish", "start date for the elland one").
PROJECT_DATES = re.compile(
    r"\bwhen\s+(?:does|do|is|will|did|was)\b.*\b(?:start\w*|finish\w*|end|ends|ending|complet\w*|hand\w*\s+over)\b|"
    r"\b(?:start|finish|end|completion|handover)\s+date\b"
)


# What works and hauliers quote us, said so: counted, they are not our quotes ("how many supplier quotes have we got").
SUPPLIER_QUOTES = re.compile(r"\bsupplier\s+(?:quotes?|quotations?)\b|\bsqs\b")


def asks_jobs_of(reading: Reading) -> bool:
    """The question asks which projects an "other" organisation (an architect) is on: it names one and nothing else."""
    e = reading.entities
    alone = not (e.customers or e.companies or e.suppliers or e.projects or e.quotes or e.contacts)
    return bool(e.others) and alone and JOBS_OF.search(reading.normalised) is not None


def _names_record(reading: Reading) -> bool:
    e = reading.entities
    return bool(e.customers or e.others or e.companies or e.suppliers or e.projects or e.contacts)


def second(
    reading: Reading, intent: Intent, sure: float, attribute: Attribute | None, found: Filters
) -> tuple[Intent, float]:
    """The second version's intents, by the question's own cues and records, where they say one."""
    e, q = reading.entities, reading.normalised
    if task_cues.asks_tasks(q):  # "tasks for calder", "whos chasing the calder quote", "whats on my plate"
        return Intent.tasks, 0.95
    if intent == Intent.call_offs and sure >= RULES_SURE:  # its cue is sure: loads are not quotes or facts
        return intent, sure
    if intent == Intent.customer_quotes and (e.suppliers or e.others) and not (e.customers or e.companies):
        # We quote customers and prospects; a works or a haulier quotes us ("what did dales quote us for haulage").
        return Intent.supplier_quotes, sure
    organisation = bool(e.customers or e.others or e.companies)
    mentions_quotes = "quote" in q or "quotation" in q or bool({"jobs", "drafts"} & set(q.split()))
    quoted = e.quotes or reading.quote_numbers or reading.mentions_quote or organisation
    # What is on a quote number no quote has is declined as its status is ("whats on q14").
    unheld = attribute == Attribute.quote_lines and reading.quote_numbers and not e.quotes
    if e.suppliers and not e.products and slots.COUNT_CUE.search(q) and SUPPLIED.search(q):
        return Intent.record_summary, 0.85  # "how many tarmac lines do we stock": the supplier's products, counted
    alone = not (e.products or e.quotes or e.contacts or e.suppliers)
    alone = alone and intent in (Intent.record_summary, Intent.general)
    if alone and (e.customers or e.companies) and not e.projects and JOBS_OF.search(q):
        return Intent.record_summary, 0.9  # "calders jobs": the customer's summary names its jobs
    if alone and e.projects and not (e.customers or e.companies) and PROJECT_DATES.search(q):
        return Intent.record_summary, 0.9  # "when does mytholm finish": the job's summary gives its dates
    if attribute in QUOTE_FACTS and (quoted or (attribute == Attribute.rejection_reason and e.projects)) and not unheld:
        return Intent.record_fact, 0.9
    named = e.products or e.suppliers or e.contacts
    if attribute == Attribute.rejection_reason and not named and all(w in REASON_WORDS for w in e.terms.split()):
        return Intent.record_fact, 0.85  # "what did we lose and why": every rejected quote's reason
    if len(e.quotes) >= 2 and QUOTES_COMPARED.search(q):  # "which is bigger, q9 or q15"
        return Intent.compare, 0.9
    if slots.COUNT_CUE.search(q) and SUPPLIER_QUOTES.search(q):  # "how many supplier quotes r we waiting on"
        return Intent.supplier_quotes, 0.9
    if slots.COUNT_CUE.search(q) and not e.quotes and (mentions_quotes or found.statuses):
        return Intent.quote_count, 0.9
    if slots.SUMMED.search(q) and mentions_quotes and not (e.quotes or reading.quote_numbers or e.products):
        return Intent.quote_count, 0.9
    compared = len(e.products) >= 2 and slots.COMPARE_CUE.search(q) and not e.customers and _compares(q)
    if attribute == Attribute.cost_price and compared:  # "which costs us less, a or b": a comparison on cost
        return Intent.compare, 0.85
    if attribute in PRODUCT_FACTS and e.products:
        return Intent.record_fact, 0.9
    if attribute in RECORD_FACTS and (_names_record(reading) or e.quotes):
        return Intent.record_fact, 0.9
    party = bool(e.contacts or organisation or e.suppliers or e.projects)
    # People, unless the question asks something else the rules are sure of ("the site manager rang: what did we
    # last quote them?").
    open_to_people = intent in PEOPLE_OVER or sure < RULES_SURE
    if e.contacts and attribute in slots.CONTACT_ATTRIBUTES:  # a person named and their phone or email asked for
        return Intent.contact_details, 0.9
    if attribute in slots.CONTACT_ATTRIBUTES and party and open_to_people:
        return Intent.contact_details, 0.9
    if slots.asks_contact(q) and party and Cue.price not in reading.cues and open_to_people:
        return Intent.contact_details, 0.85
    if e.contacts and intent in (Intent.record_summary, Intent.general):
        return Intent.contact_details, 0.85
    if (
        slots.asks_contact(q)
        and not party
        and intent in (Intent.record_summary, Intent.general)
        and stray_words(reading)
    ):
        return Intent.contact_details, 0.6  # "contact at keepmoat": a party we do not have, said so
    unsure = intent in (Intent.record_summary, Intent.general)
    if attribute in RECORD_FACTS and not party and unsure and stray_words(reading):
        return Intent.record_fact, 0.6  # "account number for strata homes": a fact of a record we do not have, said so
    if slots.BEST_BUY.search(q) and e.products and not e.customers:
        return Intent.cheapest_price, 0.85  # the best price suppliers have quoted us for it
    if len(e.products) >= 2 and slots.COMPARE_CUE.search(q) and not e.customers and _compares(q):
        return Intent.compare, 0.85
    cheapest = slots.CHEAPEST_CUE.search(q) or found.dearest  # the cheapest or the dearest of a kind
    if cheapest and not reading.by_code and (not reading.product_named or _only_a_kind(reading)):
        return Intent.cheapest_in_category, 0.8
    # "cheapest roof tile", "cheapest buff brick": the cheapest of a kind (its words all describe, naming no range
    # and no maker), not one product's own equivalents.
    # "cheapest thermalite block": a range's products, none named alone, of a kind: the cheapest of them
    ranged = len(e.products) >= 2 and _names_a_kind(reading)
    if Cue.cheapest in reading.cues and not (reading.by_code or e.suppliers) and (_only_a_kind(reading) or ranged):
        return Intent.cheapest_in_category, 0.8
    kind_of_maker = e.suppliers and _only_a_kind(reading, e.suppliers) and not (e.customers or e.quotes or e.projects)
    if (Cue.cheapest in reading.cues or found.dearest) and kind_of_maker and not reading.by_code:
        return Intent.cheapest_in_category, 0.8  # "cheapest marley tile": the cheapest of a kind that maker makes
    # "cheapest decorative aggregate": kind words no product matches ask for the cheapest of that kind (a bare
    # "cheapest" with products matched stays their own equivalents).
    if intent == Intent.cheapest_price and not e.products and products.vocabulary(e.terms):
        return Intent.cheapest_in_category, 0.8
    # "which quotes did we lose": an outcome across every customer, not a customer called "lose".
    # "which prospects have we quoted": quotes to companies not yet customers, across them all
    quoted_any = mentions_quotes or re.search(r"\bquoted\b", q) is not None
    if found.prospects and quoted_any and not (organisation or e.projects or e.products or e.quotes):
        return (Intent.quote_count if slots.COUNT_CUE.search(q) else Intent.quote_list), 0.85
    outcome = mentions_quotes or re.search(r"\bones?\b", q) is not None  # "which ones did we lose"
    if slots.OUTCOME.search(q) and outcome and not (organisation or e.projects or e.products or e.quotes):
        return Intent.quote_list, 0.85
    # "acme drafts", "station road rejected": a party and a quote state ask for its quotes in that state.
    # "any drafts for calder": a state word no product is, with the party: its quotes too
    stated = intent in (Intent.record_summary, Intent.general) or (intent == Intent.product_search and not e.products)
    if found.statuses and stated and not (e.products or e.quotes):
        if e.projects:
            return Intent.project_quotes, 0.8
        if organisation:
            return Intent.customer_quotes, 0.8
    no_party = not (organisation or e.projects or e.products or e.quotes or reading.quote_numbers)
    by_state = bool(found.statuses) and (found.date_from is not None or " ones" in q)  # "the rejected ones in May"
    # "show me all the drafts", "any expired ones": quote states and nothing else named or described.
    left = [w for w in reading.product_words.split() if w not in STATUS_WORDS | FILTER_WORDS | {"quote", "quotes"}]
    only_states = bool(found.statuses) and not left and intent in (Intent.general, Intent.product_search)
    by_state = by_state or only_states
    asks_list = (slots.LIST_CUE.search(q) and (mentions_quotes or slots.EXPIRING.search(q))) or by_state
    asks_list = asks_list or bool(slots.SENT_OUT.search(q) and Cue.price not in reading.cues)
    buying = Cue.supplier_quoted in reading.cues  # "which supplier quotes are we still waiting on": ours from works
    if asks_list and no_party and not stray_words(reading) and not buying:
        return Intent.quote_list, 0.85 if slots.has_filters(found) else 0.7
    return intent, sure


# The words of "most expensive lintel" that ask for the dearest, not describe the kind.
DEAREST_WORDS = frozenset("most expensive dearest priciest highest top priced".split())


def _only_a_kind(reading: Reading, makers: list[Named] | None = None) -> bool:
    """The product words describe a kind (colours, kinds, sizes), naming no range ("our cheapest paver"); the words
    of `makers` aside ("cheapest marley tile")."""
    theirs = {w for n in makers or [] for w in plain_words(n.name)}
    words = [w for w in reading.product_words.split() if w not in FUNCTION_WORDS | DEAREST_WORDS | theirs]
    return bool(words) and all(products.vocabulary(w) or w in UNIT_WORDS for w in words)


def unheld_reason_party(reading: Reading) -> str:
    """The words of a question asking why quotes were lost that name a party we do not have ("why did *persimmon*
    reject our quote"); "" when it names none."""
    return " ".join(w for w in stray_words(reading) if w not in REASON_WORDS)


COUNTING_WORDS = frozenset("count counts counted number total how many".split())  # "lintel count"


def counts_a_kind(reading: Reading) -> bool:
    """A category counted ("lintel count", "how many blocks do we list"): its words name a category and describe a
    kind, naming no range; the count does not rest on the products its words happened to match."""
    words = [w for w in reading.product_words.split() if w not in FUNCTION_WORDS | COUNTING_WORDS]
    described = bool(words) and all(products.vocabulary(w) or w in UNIT_WORDS for w in words)
    return _names_a_kind(reading) and described and not reading.by_code


def _names_a_kind(reading: Reading) -> bool:
    """Some of the product words name a category ("thermalite *block*")."""
    return any(
        (value_of(CATEGORY_BY_LABEL, w) or Category.other.value) != Category.other.value
        for w in reading.product_words.split()
    )


def _compares(q: str) -> bool:
    """A comparison's own words, not an "or" in passing."""
    strong = (
        "cheaper",
        "dearer",
        "compare",
        " vs",
        " v ",
        "versus",
        "difference",
        "quicker",
        "faster",
        "better",
        "less",
    )
    return any(w in q for w in strong) or (" or " in q and any(w in q for w in ("price", "cost", "which", "cheap")))


def by_vote(reading: Reading, intent: Intent, sure: float, vote: Vote | None) -> tuple[Intent, float]:
    """Where the rules are unsure, the exemplars' vote decides when it is sure and the question gives what the
    intent needs; the vote moves the confidence either way."""
    if vote is None or vote.share == 0:
        return intent, sure
    e = reading.entities
    if vote.intent == intent:
        return intent, min(0.99, sure + 0.05 * vote.share)
    feasible = {
        Intent.compare: len(e.products) >= 2 or len(e.quotes) >= 2,
        Intent.record_fact: bool(e.products or e.quotes or _names_record(reading)),
        Intent.contact_details: bool(e.contacts or e.customers or e.others or e.companies or e.suppliers),
        Intent.product_price: bool(e.products),
        Intent.product_supplier: bool(e.products),
        Intent.cheapest_price: bool(e.products),
        Intent.last_quoted: bool(e.products),
        Intent.quote_status: bool(e.quotes or reading.quote_numbers),
        Intent.customer_quotes: bool(e.customers or e.others or e.companies),
        Intent.project_quotes: bool(e.projects),
        Intent.quote_list: not stray_words(reading),
        Intent.cheapest_in_category: Cue.cheapest in reading.cues
        or bool(slots.CHEAPEST_CUE.search(reading.normalised)),
        Intent.quote_count: not stray_words(reading),
        # A load to site: a delivering word, or a job, customer or works it goes to or from.
        Intent.call_offs: Cue.call_off in reading.cues or bool(e.projects or e.customers or e.suppliers),
        # Tasks: a word of the task pad ("task", "on my plate", "reminders", "who's chasing"), never the vote alone.
        Intent.tasks: task_cues.asks_tasks(reading.normalised),
    }.get(vote.intent, True)
    strong = vote.share >= VOTE_OVERRULES and vote.top >= 0.75
    if feasible and (sure < 0.6 or (sure < RULES_SURE and strong)) and vote.intent != Intent.general:
        return vote.intent, round(min(0.9, 0.5 + 0.4 * vote.share) * min(1.0, vote.top + 0.15), 2)
    if strong and vote.top >= 0.8:
        return intent, sure * 0.85
    return intent, sure


def today() -> date:
    return date.today()
