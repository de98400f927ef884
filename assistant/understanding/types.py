"""What a question was understood to ask: its intent and the records it names."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum


class Intent(StrEnum):
    product_price = "product_price"  # a product's price, unit and lead time
    product_supplier = "product_supplier"  # who supplies a product
    product_search = "product_search"  # products matching a description ("red multi facing brick 65mm")
    last_quoted = "last_quoted"  # what we last quoted a customer for a product, and when
    customer_quotes = "customer_quotes"  # a customer's open, accepted and rejected quotes with values
    project_quotes = "project_quotes"  # the same for a project
    quote_status = "quote_status"  # the status and total of a quote by number
    notes_search = "notes_search"  # notes mentioning something
    cheapest_price = "cheapest_price"  # the cheapest current price for a product among suppliers
    record_summary = "record_summary"  # tell me about a customer, supplier, project…
    # Second version: questions staff ask that the first did not read.
    compare = "compare"  # which of two or more products is cheaper / quicker ("Ibstock or Forterra red?")
    quote_count = "quote_count"  # how many quotes, and their value, with filters (status, party, period)
    quote_list = "quote_list"  # quotes across all customers by status and date ("quotes expiring this month")
    cheapest_in_category = "cheapest_in_category"  # the cheapest product of a category or description
    contact_details = "contact_details"  # an organisation's contacts, or a contact's phone, email, role
    record_fact = "record_fact"  # one attribute of a named record (Understanding.attribute says which)
    # Buying: what suppliers quoted us (by supplier, project, customer quote, product), and our purchase orders.
    supplier_quotes = "supplier_quotes"
    purchase_orders = "purchase_orders"
    # Delivering: call-offs (loads to site, plot by plot) by project, customer, works, plot, state and day.
    call_offs = "call_offs"
    # The task pad: tasks by linked record, due day, overdue, the user's own ("what's on my plate today?").
    tasks = "tasks"
    general = "general"  # nothing recognised: retrieval only


class Attribute(StrEnum):
    """The one fact a `record_fact` (or `contact_details`) question asks for."""

    phone = "phone"  # a contact's or organisation's phone / mobile
    email = "email"
    role = "role"  # a contact's job title
    account_number = "account_number"  # an organisation's account number
    address = "address"  # an organisation's or project's (site) address
    account_manager = "account_manager"  # who looks after a customer / project / quote
    architects = "architects"  # a project's architects
    pallet_quantity = "pallet_quantity"  # a product's units per pallet
    pack_quantity = "pack_quantity"
    weight = "weight"
    cost_price = "cost_price"  # what we pay, beside the list price and the margin
    ex_vat_total = "ex_vat_total"  # a quote's total before VAT (goods + delivery), beside the VAT and inc. VAT
    rejection_reason = "rejection_reason"  # why a quote was rejected (its decision reason)
    quote_lines = "quote_lines"  # what is on a quote: its lines' products, quantities and prices
    lead_time = "lead_time"
    site_access = "site_access"  # a site's delivery restrictions (its address's delivery notes)
    project_suppliers = "project_suppliers"  # the suppliers linked to a project
    appearance = "appearance"  # a product's colour, texture, size and code


@dataclass
class Filters:
    """Conditions of a count, a sum or a list across records (`quote_count`, `quote_list`): all optional."""

    # Quote states asked for: draft, sent, open (= sent, unexpired, undecided), accepted, rejected, expired,
    # converted, withdrawn. Empty: every state.
    statuses: list[str] = field(default_factory=list)
    # The period the question names, inclusive, and which date it constrains.
    date_from: date | None = None
    date_to: date | None = None
    date_field: str = "created"  # created | sent | valid_until (expiring) | decided
    # What to give: the number of records, their total value (inc. VAT), or both.
    measure: str = "both"  # count | sum | both
    # Value bounds (£, inc. VAT) when the question names them ("quotes over 10k").
    min_total: Decimal | None = None
    max_total: Decimal | None = None
    # Call-offs: the plots named ("plot 12"), the call-off states asked for (failed, delivered, confirmed…), and
    # whether only the next one is asked for ("the next load").
    plots: list[str] = field(default_factory=list)
    loads: list[str] = field(default_factory=list)
    next_only: bool = False
    # The loads in those states are listed ("cancelled deliveries for riverside"): none in them is none; otherwise a
    # state none is in gives the loads asked about as they are ("is the kirkstall load confirmed?").
    listed: bool = False
    window: str = ""  # the half of the day asked for ("tomorrow pm"): am | pm, or "" for any
    # Buying and delivering records named by number and found ("PO-260001", "CO-260102"): only those.
    numbers: list[str] = field(default_factory=list)
    # Supplier quotes not answered yet ("which suppliers haven't replied to RFQ-000001").
    waiting: bool = False
    # The request for prices asked about itself ("whos the customer on rfq1"), and only answered quotes ("which sqs
    # have come back").
    requests: bool = False
    answered: bool = False
    # Tasks: the asking user's own ("my tasks", "on my plate"), overdue ones, done ones.
    mine: bool = False
    # The asking user's notifications ("any notifications"): read beside the task pad, their own only.
    notifications: bool = False
    overdue: bool = False
    done: bool = False
    # Tasks: the colleagues named ("what's on priya's list": users' ids) and words of the tasks' titles ("the site
    # visit task").
    people: list[int] = field(default_factory=list)
    titled: list[str] = field(default_factory=list)
    # Contacts: the job title asked for ("the buyer at pennine", "site manager at awc"): only the people whose title
    # it is (assistant.understanding.roles); nobody's, and the answer says so.
    role: str = ""
    # A phase of a job the question names ("mytholm meadows phase 2 quotes"): the quotes whose notes say so.
    phase: str = ""
    # Tasks: the task pad's stage (column) asked for ("which tasks are in progress", "the waiting column").
    stage: str = ""
    # Call-offs: what is left to call off on the orders asked about ("which plots haven't been called off yet").
    left: bool = False
    # Our customer orders themselves asked for ("calder valleys orders", "whats on SO-000001"), not a PO on them.
    orders: bool = False
    # Tasks: the priorities asked for ("anything urgent on the pad", "low priority tasks").
    priorities: list[str] = field(default_factory=list)
    # Quotes to prospects only (companies not yet customers: "which prospects have we quoted").
    prospects: bool = False
    # The selling unit a price is asked in ("cheapest sand per tonne"): tonne, m2, each, pack, per_1000; "" for any.
    unit: str = ""
    # The dearest of a kind asked for ("most expensive facing brick"), not the cheapest.
    dearest: bool = False
    # Projects asked for by their board stage, naming none ("which jobs are at tender"): the stages' values.
    project_stages: list[str] = field(default_factory=list)
    # Organisations of a kind counted, naming none ("how many suppliers have we got"): the kind, or an "other"
    # organisations' category ("Architect").
    party_kinds: list[str] = field(default_factory=list)
    # Quotes ranked ("biggest open quote", "top 3 quotes by value", "which open quote has been out the longest"): the
    # order (largest | smallest | oldest) and how many; parties ranked by their quotes ("top 3 customers by quoted
    # value", "which rep has most open quotes"): "customer" or "rep", by count or value (assistant.lookups.rankings).
    rank: str = ""
    top: int = 0
    ranked_by: str = ""
    rank_counted: bool = False
    # A quote's margin or cost asked for ("q9 margin", "q9 cost total"): given beside its status.
    margin: bool = False
    # Products asked about by the quotes holding them (assistant.understanding.quoted_products): never | most | usual
    # | who, and the words narrowing the products ("thermalite blocks").
    quoted_products: str = ""
    product_words: list[str] = field(default_factory=list)
    # A job's or customer's whole picture asked for ("where are we with mytholm"): its latest quotes and orders too.
    picture: bool = False


@dataclass
class Named:
    """A record the question names, found in the database: its id and name as stored."""

    id: int
    name: str


# The lists of named records an Entities holds, in the order they are listed.
KINDS = ("products", "customers", "suppliers", "projects", "quotes", "others", "companies", "contacts")


@dataclass
class Entities:
    products: list[Named] = field(default_factory=list)
    customers: list[Named] = field(default_factory=list)
    suppliers: list[Named] = field(default_factory=list)
    projects: list[Named] = field(default_factory=list)
    quotes: list[Named] = field(default_factory=list)  # name = the quote number
    others: list[Named] = field(default_factory=list)  # organisations of kind "other"
    companies: list[Named] = field(default_factory=list)  # organisations of kind "company" (prospects)
    contacts: list[Named] = field(default_factory=list)  # people at organisations, by full name
    # What is left of the question to search for (a description, a word in notes).
    terms: str = ""

    def as_dict(self) -> dict[str, list[str]]:
        out = {kind: [n.name for n in getattr(self, kind)] for kind in KINDS if getattr(self, kind)}
        if self.terms:
            out["terms"] = [self.terms]
        return out

    def ids(self) -> dict[str, list[int]]:
        return {kind: [n.id for n in getattr(self, kind)] for kind in KINDS if getattr(self, kind)}


@dataclass
class Understanding:
    intent: Intent
    entities: Entities
    # How sure the reading is (0..1): a named quote number is sure; a guessed product less so.
    confidence: float = 0.5
    # The fact asked for (record_fact, contact_details), and the conditions of counts, sums and lists.
    attribute: Attribute | None = None
    filters: Filters = field(default_factory=Filters)
    # A record the question asks about by name that we do not have ("Wienerberger Smooth Blue"): the look-up
    # says so and offers the closest records as alternatives, never another record's facts as if asked.
    unknown: str = ""
    # A detail of a person or organisation the look-ups do not give ("fax number", "date of birth", a VAT number):
    # the answer says it is not recorded (assistant.lookups.unkept), never another detail as if asked.
    unkept: str = ""
