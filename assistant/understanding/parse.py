"""What a question asks: its intent and the records it names, rule-based and fast (a few indexed statements).

The question is read on its own (assistant.understanding.reading: cue words, records named exactly or by name,
products, terms); its intent follows from the cues and the records (assistant.understanding.intents). A follow-up
("and for Acme?", "what about the Tradesman?") takes the previous question's intent and records, replacing those of
the kinds it names; a question with an intent of its own but naming nothing ("who supplies it?") takes the previous
question's records."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from sqlalchemy.orm import Session

from assistant.understanding import (
    asked_for,
    buying_asked,
    buying_followups,
    carrying,
    chains,
    choose,
    colleague_turn,
    followups,
    job_stages,
    knn,
    lacking,
    margins,
    mismatch,
    offtopic,
    order_notes,
    parties,
    party_kinds,
    picture,
    pointing,
    quote_notes,
    quote_views,
    quoted_when,
    referent,
    roles,
    slots,
    summaries,
    task_cues,
    taskpad,
    topic_switch,
    unheld,
    unkept,
    unknowns,
    works_price,
    works_terms,
)
from assistant.understanding.carrying import CARRIED, FOLLOWED, PRONOUN, QUOTE_STATE, follows_up
from assistant.understanding.cues import Cue, plain_words
from assistant.understanding.exemplars import Exemplar
from assistant.understanding.intents import confidence, resolve, units_only
from assistant.understanding.reading import Reading, read
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Understanding

UNKNOWN_CONFIDENCE = 0.4
NOTIFIED_SURE = 0.9  # a question about the asking user's notifications (assistant.lookups.notifications)
BUYING = unknowns.BUYING
# Words of a question about what works and hauliers quote us, not about a customer's decision on our quote.
WORKS_WORDS = re.compile(r"\bsuppl\w*|\bworks\b|\bhaul\w*|\brfqs?\b|\bpurchase\b|\bprices?\b|\bpriced\b|\bbuy\w*")
QUOTE_FACTS = (Attribute.ex_vat_total, Attribute.rejection_reason, Attribute.quote_lines)
# Intents about quotes of a party or across parties: a count that follows one counts those quotes.
QUOTES_OF = (Intent.customer_quotes, Intent.project_quotes, Intent.quote_count, Intent.quote_list)
ALL_OF_THEM = re.compile(r"\b(?:altogether|all\s+together|in\s+total|overall|all\s+told|ever)\b")


def _finish(
    reading: Reading, intent: Intent, sure: float, attribute: Attribute | None, filters: Filters, unknown: str = ""
) -> Understanding:
    notified = intent == Intent.tasks and task_cues.notifications_only(reading.normalised)
    if notified:  # "any notifications": the user's own, no product; nothing else reads them, so the cue is sure
        reading = replace(reading, entities=Entities(terms=reading.entities.terms))
    value = max(confidence(intent, sure, reading), NOTIFIED_SURE if notified else 0.0)
    if unknown:
        value = min(value, UNKNOWN_CONFIDENCE)
    if intent == Intent.product_price:
        attribute = attribute if attribute == Attribute.lead_time else None
    elif intent == Intent.compare:  # "which costs us less": compared on cost prices
        attribute = attribute if attribute == Attribute.cost_price else None
    elif intent not in (Intent.record_fact, Intent.contact_details):
        attribute = None
    if intent == Intent.tasks:
        task_cues.task_filters(reading.normalised, filters)
    filters.margin = margins.asked(reading.normalised)  # "q9 margin": beside the quote's status
    quoted_when.sent_for_quoted(reading.normalised, filters)  # "how much did we quote in the last 7 days": sent
    filters.picture = picture.asked(reading.normalised)  # "where are we with mytholm": its latest quotes too
    detail = unkept.asked(reading.normalised)
    if detail in unkept.PAY:  # "priyas salary", "commission on q9": staff pay, not their tasks or the quote
        intent, unknown, value = Intent.general, "", min(value, UNKNOWN_CONFIDENCE)
    return Understanding(
        intent, reading.entities, value, attribute=attribute, filters=filters, unknown=unknown, unkept=detail
    )


def understand(
    session: Session,
    question: str,
    previous: Understanding | None = None,
    *,
    vector: Sequence[float] | None = None,
    learned: Sequence[tuple[Exemplar, float]] = (),
    today: date | None = None,
) -> Understanding:
    """The intent, records, fact asked for and filters of `question`; `previous`: the understanding of the question
    before it in the same conversation, for follow-ups; `vector`: the question's embedding, for the exemplars' vote
    (`learned`: the questions colleagues confirmed near it, as exemplars); `today`: what periods are relative to."""
    # "and 2400" after a lintel's price: its 2400mm, no quote; "same for q2" after a quote's reason: Q-000002
    question = pointing.as_quote(pointing.as_size(question, previous), previous)
    reading = read(session, followups.rewritten(question, previous))  # "no i meant the buff": "and the buff"
    previous = carrying.quote_shown(previous, reading)
    role = roles.asked(_asked(reading).split())
    asked_for.drop_title_products(reading, role)
    attribute = slots.attribute(asked_for.fact_words(_asked(reading), role))
    filters = slots.filters(reading.normalised, today or choose.today())
    filters.numbers = list(reading.numbers.found)
    if any(n.startswith("SO-") for n in filters.numbers) and not slots.NOT_ORDERS.search(reading.normalised):
        filters.orders = True  # "wots on so2": the customer order itself, as "whats on SO-000002"
    filters.role = role
    same = previous is not None and previous.intent == Intent.contact_details and Cue.follow_up in reading.cues
    choose.find_contacts(session, reading, attribute or (previous.attribute if same and previous else None))
    if reading.entities.quotes and not filters.plots and slots.QUOTE_LOADS.search(reading.normalised):
        attribute = Attribute.ex_vat_total  # "how many loads on q1": its delivery, loads at a price each
        return _finish(reading, Intent.record_fact, 0.85, attribute, filters)
    if attribute is None and reading.entities.contacts and choose.PERSONS_ROLE.match(reading.normalised):
        attribute = Attribute.role  # "aisha khans job": her job title, not a project
    if attribute is None and choose.asks_jobs_of(reading):
        attribute = Attribute.architects
    if offtopic.asks_elsewhere(reading):  # "did leeds win on saturday", "and the weather there?": nothing of ours
        return _finish(replace(reading, entities=Entities()), Intent.general, 0.2, None, filters)
    vote = knn.vote(vector, learned) if vector is not None else None
    # The exemplars' fact, unless the question asks for a summary in so many words ("tell me about meadow view").
    summary = Cue.summary in reading.cues
    # A works' answer to our request in its own words ("has ibstock got back to us") is their quote, never a fact
    # of their record the exemplars lean to ("our account number with ibstock").
    answered = Cue.supplier_quoted in reading.cues
    if attribute is None and vote is not None and vote.sure and vote.attribute is not None and not summary:
        facts = (Intent.contact_details,) if answered else (Intent.record_fact, Intent.contact_details)
        attribute = vote.attribute if vote.intent in facts else None
    if previous is not None and (sized := pointing.size_after_lacked(session, reading, previous)):
        reading.entities.products, reading.sureness["products"] = sized, followups.SIZED_SURE  # "ok the 100 then"
        intent = previous.intent if previous.intent in followups.PRODUCT_INTENTS else Intent.product_price
        return _finish(reading, intent, FOLLOWED, attribute or previous.attribute, filters)
    if topic_switch.afresh(reading, previous, filters):  # "whats on q7", then "when's plot 34 rebooked for"
        previous = None
    if colleague_turn.due_after(reading, previous) and previous is not None:  # "when due" after a task
        reading.entities = replace(previous.entities, terms=reading.entities.terms)
        return _finish(reading, Intent.tasks, FOLLOWED, None, carrying.kept(filters, previous))
    if (colleague := colleague_turn.turn(session, reading, previous)) is not None:
        reading.entities = Entities(terms=reading.entities.terms)  # "and whats priya got on": hers, no one before
        filters.people = colleague[0]
        return _finish(reading, Intent.tasks, 0.9, None, filters, colleague[1])
    if bought := buying_followups.asked(reading, previous):  # "whos replied", "haulage?" after a request's answer
        reading.entities = bought[0]
        return _finish(reading, Intent.supplier_quotes, FOLLOWED, None, bought[1])
    if previous is not None and (
        on := pointing.read_on(session, reading, previous, filters)
        or chains.read_on(session, reading, previous, filters)
    ):
        return _finish(reading, on[0], FOLLOWED, on[1], on[2], on[3])  # "who does she work for", "why"...
    gone = referent.lacked(reading, previous)  # "and its lead time?", "how many open" after a party we lack
    if (
        previous is not None
        and gone
        and (carrying.goes_on(reading, attribute) or lacking.counted(reading, previous.intent))
    ):
        intent = lacking.own_intent(reading, previous.intent, previous.attribute, attribute)  # "who supplies it?"
        intent = followups.asks_person(reading, intent, role)  # "whos their buyer" after a customer we lack
        return _finish(reading, intent, FOLLOWED, attribute or previous.attribute, filters, gone)
    if previous is not None and (theirs := followups.not_theirs(session, reading, previous, Intent.product_search)):
        return _finish(reading, Intent.product_price, FOLLOWED, None, filters, theirs)  # "do they do bricks"
    if previous is not None and not filters.plots and (load := followups.load_detail(session, reading, previous)):
        return _on_the_load(reading, previous, *load)  # "am or pm", "whats the customer po on that" after a load
    if previous is not None and (picked := followups.task_one(session, reading, previous)):
        reading.entities = Entities(terms=reading.entities.terms)  # "when's the works one due" after tasks
        return _finish(reading, Intent.tasks, FOLLOWED, None, Filters(titled=picked))
    if previous is not None and followups.asks_its_job(reading, previous):  # "what job is it for" after its total
        carrying.carried(reading, previous)
        return _finish(reading, Intent.quote_status, FOLLOWED, None, carrying.kept(filters, previous))
    if previous is not None and (own := followups.missing_number(reading, previous)):
        # "and q14?", "and rfq 2" after any question: a record of its own, by a number no record has
        return _finish(reading, own[0], FOLLOWED, attribute, filters, own[1])
    if previous is not None and referent.party_for_it(reading, previous):
        # "tradesman red price", then "what did calder get it at": what we quoted that customer for that product
        carrying.carried(reading, referent.party_replaced(reading, previous))
        reading.entities = replace(reading.entities, quotes=[])
        unknown = unknowns.of(session, reading, Intent.last_quoted, None)
        return _finish(reading, Intent.last_quoted, FOLLOWED, None, filters, unknown)
    if previous is not None and (its_job := followups.the_job(session, reading, previous)):
        reading.entities.projects = its_job  # "what quotes are on the job": the job the conversation is about
        reading.sureness["projects"] = CARRIED
        if followups.OTHER_QUOTES.search(reading.normalised):  # "any other quotes on that job": all of the job's
            reading.entities = Entities(projects=its_job, terms=reading.entities.terms)
            return _finish(reading, Intent.project_quotes, FOLLOWED, None, filters)
    if previous is not None and followups.narrows(reading, previous, filters):  # "which ones still open"
        carrying.carried(reading, previous)
        return _finish(reading, followups.listed(previous), FOLLOWED, None, filters)
    follow = previous is not None and Cue.follow_up in reading.cues
    if previous is not None and follow and (named := followups.lacks_product(reading, previous)):
        return _finish(reading, previous.intent, FOLLOWED, None, filters, named)  # "and the ketley tradesman"
    if previous is not None and follows_up(reading):
        lacked = followups.same_range(session, previous, reading)  # "and the blue?" after tradesman red
        lacked = lacked or followups.same_size(session, previous, reading)  # "and the 100" after conbloc 140
        lacked = lacked or followups.other_party(reading, previous, attribute)  # "and travis perkins" after a count
        lacked = lacked or followups.other_job(reading, previous)  # "and the bradford job" after a job's architect
        if lacked:
            return _finish(
                reading, carrying.follow_intent(previous.intent, reading.entities), FOLLOWED, None, filters, lacked
            )
        carrying.follow_products(session, previous, reading)
        intent = carrying.follow_intent(previous.intent, reading.entities)
        if intent == Intent.tasks and (nobody := followups.nobody_of_ours(session, reading)):
            return _finish(reading, intent, FOLLOWED, None, filters, nobody)  # "and whats jake got on"
        if (
            intent == Intent.product_search
            and len(reading.entities.products) == 1
            and reading.sureness.get("products", 0) >= followups.SIZED_SURE
        ):
            intent = Intent.product_price  # "ivanhoe cream per thou", then "no i meant the buff": its price
        if followups.quotes_person(reading, previous):  # "and whos the contact there" after a quote's total
            carrying.carried(reading, previous)
            parties.quotes_customer(session, reading, CARRIED)
            return _finish(reading, Intent.contact_details, FOLLOWED, None, filters)
        carrying.carried(reading, previous)
        asks_new = attribute is not None and attribute != previous.attribute
        if asks_new or slots.asks_contact(reading.normalised) or slots.COUNT_CUE.search(reading.normalised):
            intent, _ = choose.second(reading, intent, FOLLOWED, attribute, filters)
            intent = followups.stays_on_records(reading, previous, intent)  # "and their lead time" after a price back
        if followups.counts_afresh(reading, previous, attribute):  # "and how many plots" after its architect
            reading.entities.others = []
            return _finish(reading, intent, FOLLOWED, None, carrying.kept(filters, previous))
        return _finish(reading, intent, FOLLOWED, attribute or previous.attribute, carrying.kept(filters, previous))
    if previous is not None and carrying.takes_records(reading, attribute):
        asked = attribute  # the fact this question asks for in its own words (or its exemplars')
        person = followups.asks_persons_fact(reading)  # "whats her number" after who signed a quote
        carrying.carried(reading, previous)
        if slots.asks_contact(reading.normalised) or person:  # "whos our contact there" after a quote: its people
            parties.quotes_customer(session, reading, CARRIED)
        reading.product_named = reading.product_named or bool(previous.entities.products)
        intent, sure = resolve(reading)
        intent, sure = choose.second(reading, intent, sure, attribute, filters)
        intent, sure = choose.by_vote(reading, intent, sure, vote)
        intent = followups.stays_on_records(reading, previous, intent)  # "did they charge us for it" after a load
        if intent == Intent.general or (attribute is None and not carrying.asks(reading)):
            intent, sure = previous.intent, FOLLOWED
            attribute = attribute or previous.attribute
        intent = followups.on_the_quote(reading, previous, intent)  # "when did they accept it" after its PO
        if person and intent != Intent.contact_details:
            intent, sure = Intent.contact_details, FOLLOWED
        kept = carrying.kept(filters, previous)
        on_it = bool(reading.entities.quotes and PRONOUN.search(reading.normalised))
        if previous.entities.quotes and previous.intent == Intent.last_quoted:  # kept by _quote_shown: its state
            intent, sure = Intent.quote_status, FOLLOWED
            reading.entities = Entities(quotes=previous.entities.quotes, terms=reading.entities.terms)
        elif intent == Intent.purchase_orders and previous.intent == Intent.quote_status and on_it:
            intent, sure = Intent.quote_status, FOLLOWED  # "whats the po on it" after a quote: the customer's, on it
        elif reading.entities.quotes and asked is None and QUOTE_STATE.search(reading.normalised):
            intent, sure, attribute = Intent.quote_status, FOLLOWED, None  # "when does it run out?" after its total
        if slots.COUNT_CUE.search(reading.normalised) and previous.intent in QUOTES_OF:
            intent, sure = Intent.quote_count, FOLLOWED  # "how many have they had?" after their quotes: counted
            kept = filters if ALL_OF_THEM.search(reading.normalised) else kept  # "altogether": every state
        return _finish(reading, intent, sure, attribute, kept)
    choose.compare_products(session, reading)
    intent, sure = resolve(reading)
    intent, sure = choose.second(reading, intent, sure, attribute, filters)
    intent, sure = choose.by_vote(reading, intent, sure, vote)
    intent, sure, attribute = asked_for.redirect(reading, intent, sure, attribute, filters)
    if kinds := party_kinds.asked(reading.normalised):  # "how many suppliers have we got"
        filters.party_kinds = kinds
        return _finish(reading, Intent.quote_count, 0.9, None, filters)
    if intent not in job_stages.NOT_PROJECTS and (stages := job_stages.asked(reading)):
        filters.project_stages = stages  # "which jobs are at tender": the projects in that stage
        return _finish(reading, Intent.record_summary, max(sure, job_stages.SURE), None, filters)
    if intent == Intent.quote_status and reading.entities.quotes and slots.asks_contact(reading.normalised):
        quotes = reading.entities.quotes  # kept beside its customer: "any other quotes on that job" after it
        parties.quotes_customer(session, reading, max(sure, CARRIED))  # "who's the contact on q10": its customer's
        reading.entities.quotes = quotes
        return _finish(reading, Intent.contact_details, max(sure, FOLLOWED), attribute, filters)
    if intent == Intent.general:  # products like a stray word ("weather": Heather) were not asked about
        reading.entities.products = []
    if buying_asked.asked(reading, intent, attribute):  # "which suppliers did we ask for prices on q10"
        intent, sure = Intent.supplier_quotes, max(sure, 0.8)
    if (intent in BUYING or slots.PO_NUMBER.search(reading.normalised)) and (
        ordered := order_notes.named(session, reading)
    ):  # "po number on the phase 3 order": the customer order its notes describe
        filters.numbers += ordered
        intent, sure = Intent.purchase_orders, max(sure, 0.85)
    if order_notes.by_job(reading, intent, filters):  # "mytholm order total": the job's customer order
        intent, sure = Intent.purchase_orders, max(sure, 0.85)
    job_order = filters.orders and bool(reading.entities.projects) and not reading.entities.quotes
    claimed = parties.buying_party(session, reading) if intent in BUYING and not job_order else set()
    claimed |= {w for n in reading.entities.products for w in plain_words(n.name)} if job_order else set()
    if intent == Intent.supplier_quotes and reading.entities.others and units_only(reading):
        reading.entities.products = []  # "dales rate per load": a haulier's quote, no Loose Load product
    if works_price.haulage(reading) or works_price.loads_quoted(reading, intent):  # "ibstocks haulage per load"
        intent, sure = Intent.supplier_quotes, max(sure, 0.8)  # what the works or haulier quoted us for it
    if intent in (Intent.product_price, Intent.record_fact, Intent.product_search) and works_price.asked(
        session, reading, attribute
    ):  # "ibstocks price on the mastercrete": what the works quoted us
        intent, sure, attribute = Intent.supplier_quotes, 0.8, None
    if (
        works_terms.quoted_goods(session, reading, intent, attribute)
        or works_terms.persons_quote(session, reading, intent)
        or works_terms.their_answer(session, reading, intent)
        or works_terms.on_a_request(reading, intent)
    ):  # "how long will ibstock take on the staffs blue", "neil crowthers quote": what the works quoted us
        intent, sure, attribute = Intent.supplier_quotes, max(sure, 0.8), None
    quote_of_theirs = _customers_quote(reading, Intent.supplier_quotes) and bool(reading.entities.quotes)
    if intent == Intent.supplier_quotes and quote_of_theirs and not WORKS_WORDS.search(reading.normalised):
        intent, sure = Intent.quote_status, max(sure, 0.8)  # "did pennine ever come back on the showhome quote"
    if summaries.projects_fact(reading, intent):  # "how many plots at mytholm": the project's summary gives it
        intent, sure = Intent.record_summary, max(sure, 0.85)
    if pointing.waiting_on(reading, intent):  # "are we still waiting on tarmac": their quotes, not their summary
        intent, sure = Intent.supplier_quotes, max(sure, 0.8)
    if intent == Intent.product_search and filters.measure == "count" and choose.counts_a_kind(reading):
        reading.sureness["products"] = max(reading.sureness.get("products", 0.0), summaries.MAKER_SURE)
    if drafts := pointing.drafts_for(reading, intent):  # "is there a draft for mytholm": its quotes in draft
        intent, sure, attribute = drafts, max(sure, 0.8), None
        filters.statuses = ["draft"]
    if summaries.counts_makers_products(reading, intent):  # "how many products do we get from wienerburger"
        intent, sure = Intent.record_summary, max(sure, 0.8)
    if intent == Intent.product_price and not reading.entities.products and choose.party_words(reading):
        # "kevs rate for the drainage job": no product, but a works' person or a job described: what they quoted us
        claimed = parties.buying_party(session, reading)
        if claimed and (reading.entities.suppliers or reading.entities.others or reading.entities.quotes):
            intent, sure = Intent.supplier_quotes, 0.8
    loose = intent in quote_notes.LOOSE and attribute is None  # may describe a customer's quote without saying "quote"
    of_theirs = _customers_quote(reading, intent) or (loose and intent == Intent.last_quoted)
    if of_theirs and (described := quote_notes.named(session, reading, loose))[0]:
        # "the drainage chambers quote", "has the phase 2 top up quote been accepted": the quote its notes describe
        reading.entities.quotes, reading.entities.products = described[0], []
        reading.sureness["quotes"] = 0.8
        claimed |= described[1]
        if not (intent == Intent.record_fact and attribute in QUOTE_FACTS):
            intent, sure = Intent.quote_status, max(sure, 0.8)
    if by_state := pointing.partys_quote(session, reading):  # "what was on awc's withdrawn quote": its lines
        reading.entities.quotes, reading.sureness["quotes"] = by_state, 0.8
        intent, sure, attribute = Intent.record_fact, max(sure, 0.8), Attribute.quote_lines
    titled = taskpad.may_be_titled(reading, intent, sure)
    pad = taskpad.find(session, reading) if taskpad.asks(reading) or titled else taskpad.Named()
    if pad.titled and intent != Intent.tasks and taskpad.DEALT_WITH.search(reading.normalised):
        intent, sure = Intent.tasks, 0.8  # "whos doing the brighouse purchase orders": the task titled so
    elif not pad.titled and (done := taskpad.on_records(session, reading, intent)).titled:
        pad, intent, sure = done, Intent.tasks, 0.8  # "was the mytholm visit ever sorted": its task
        for slot, value in reading.sureness.items():  # its title's words and the record named agree
            reading.sureness[slot] = max(value, taskpad.TITLED_SURE)
    viewed = quote_views.read(reading, filters, intent, sure, attribute)  # rankings, products by quotes, states
    intent, sure, attribute, claimed = viewed.intent, viewed.sure, viewed.attribute, claimed | viewed.claimed
    if intent == Intent.product_price and filters.statuses and not reading.entities.products:
        intent = Intent.quote_count  # "how much has priya got open": a state's quotes summed, no product
    # "whats tom got open": a quote state and a colleague, no record: the quotes they look after in that state
    stated = bool(filters.statuses) and intent in (Intent.general, Intent.record_summary)
    if (intent in QUOTES_OF or stated) and not (pad.people or reading.names_any() or reading.entities.quotes):
        intent, sure, claimed = parties.colleagues_quotes(session, reading, intent, sure, filters, claimed)
    if pad.people and intent != Intent.tasks and not reading.names_any():  # "what has tom got on"
        intent, sure = Intent.tasks, 0.9
    if titled and len(pad.titled) >= taskpad.TITLE_WORDS:  # "did the site visit get booked": a task's own words
        intent, sure = Intent.tasks, 0.8
    if intent == Intent.tasks and filters.plots:  # "any task on the plot 33 load": the load's, no Loose Load
        reading.entities.products = []
    if intent == Intent.tasks:
        filters.people, filters.titled = pad.people, pad.titled
    if intent == Intent.product_price and unheld.for_a_party(reading):  # "tradesman red price for persimmon"
        intent = Intent.last_quoted
    if intent in (Intent.product_price, Intent.product_search) and referent.paid_for_it(reading):
        intent = Intent.last_quoted  # "cheshire weathered red - what did keepmoat get it at": a party we lack
    if intent in QUOTES_OF[:2] and unheld.a_makers_product_we_lack(reading):  # "acme's price on ibstock marziale"
        intent = Intent.last_quoted
    stray = [w for w in choose.stray_words(reading) if w not in claimed | pad.claimed]
    intent, job = mismatch.job_we_lack(reading, intent, attribute, stray)  # "quotes on the hunslet mills job"
    if not job:  # a compared side, a count's party, a product's fact... we lack (assistant.understanding.lacking)
        intent, job = lacking.unknown(reading, intent, attribute, claimed | pad.claimed)
    unknown = job or unknowns.of(session, reading, intent, attribute, claimed | pad.claimed)
    return _finish(reading, intent, sure, attribute, filters, unknown)


def _customers_quote(reading: Reading, intent: Intent) -> bool:
    """A question that may name a customer's quote by its notes: not a buying one, unless it names a customer and
    no works ("did pennine ever come back on the showhome quote": their decision, not a works' prices)."""
    e = reading.entities
    if intent == Intent.last_quoted:
        return False
    return intent not in BUYING or bool((e.customers or e.companies) and not (e.suppliers or e.others))


def _on_the_load(reading: Reading, previous: Understanding, intent: Intent, numbers: list[str]) -> Understanding:
    """A follow-up about the load an answer gave: the same loads again (`numbers`: theirs), or the customer's PO on
    their order (`numbers`: the order's)."""
    if intent == Intent.purchase_orders:
        reading.entities = Entities(terms=reading.entities.terms)
        return _finish(reading, intent, FOLLOWED, None, Filters(numbers=numbers))
    carrying.carried(reading, previous)
    return _finish(reading, intent, FOLLOWED, None, replace(previous.filters, numbers=numbers))


def _asked(reading: Reading) -> str:
    """The question without the words of the organisations and projects it names, so that a name's own words
    ("Aire Studio *Architects*") do not read as the fact asked for."""
    e = reading.entities
    own = {
        w for n in (*e.customers, *e.suppliers, *e.others, *e.companies, *e.projects) for w in n.name.lower().split()
    }
    if not own:
        return reading.normalised
    return " ".join(w for w in reading.normalised.split() if w not in own)
