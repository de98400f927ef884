"""Quote demo data for the embedded demo mode: twelve quotes to the demo customers over the last six months, in every
status (drafts, open, expired, accepted, rejected, withdrawn, one converted to an order), one revised after sending,
one with optional and alternative lines and a plot breakdown. Built through the quote service (so totals are right);
sending and the customers' decisions are set directly, as the services would leave them, without any mail. Needs
the CRM, catalogue and project demos first."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product, SellingUnit
from api.crm import Contact, Kind, Organisation
from api.db import utcnow
from api.projects.models import Project
from api.quotes.models import SUBJECT, Quote, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.schemas import LineIn, PlotIn, QuoteFields, ShippingIn
from api.quotes.service import content, quotes
from api.records.service import activity
from api.settings import get_settings
from api.users.models import User


class Line(NamedTuple):
    code: str
    quantity: str  # in the product's selling unit
    margin: str  # percent of the sell price
    optional: bool = False
    group: str = ""
    selected: bool = True


class Plot(NamedTuple):
    number: str
    house_type: str
    quantities: tuple[tuple[int, str], ...]  # (line index, quantity)


class Decision(NamedTuple):
    days_ago: int
    name: str
    po_number: str = ""
    reason: str = ""


class DemoQuote(NamedTuple):
    customer: str
    project: str | None
    status: QuoteStatus
    created_days_ago: int
    sent_days_ago: int | None
    lines: tuple[Line, ...]
    shipping: tuple[int, str, str, str]  # loads, price per load, part-load charge, offloading charge
    customer_notes: str
    internal_notes: str
    manager: str  # the account manager's email
    decision: Decision | None = None
    plots: tuple[Plot, ...] = ()
    revision: tuple[int, tuple[Line, ...]] | None = None  # sent this many days ago with these lines


# Turns an accepted demo quote into an order, dated `when` (passed in by the orders demo).
Converter = Callable[[Session, Quote, datetime, User], object]
ADMIN, PRIYA, TOM = "admin@example.com", "priya.shah@example.com", "tom.hughes@example.com"
TERMS = "Prices are for delivery to site, kerbside. Offloading by the driver's crane where the site allows."
HOLME = ((0, "2.25"), (1, "475"), (2, "475"), (3, "4"))
WESSENDEN = ((0, "3.0"), (1, "550"), (2, "550"), (3, "4"))

QUOTES = [
    DemoQuote(
        "Calder Valley Homes",
        "Brighouse Wharf Mews",
        QuoteStatus.converted,
        172,
        170,
        (Line("IBV-CRM", "210", "22"), Line("MAR-TEG-TRAD", "860", "18"), Line("TAR-M4", "24", "26")),
        (16, "95.00", "0.00", "0.00"),
        TERMS,
        "Canal-side access only from Wharf Street; book every load with the site office.",
        ADMIN,
        Decision(163, "Sarah Holt", po_number="CVH-PO-2291"),
    ),
    DemoQuote(
        "Calder Valley Homes",
        None,
        QuoteStatus.rejected,
        128,
        127,
        (Line("IBT-TRL", "40", "20"),),
        (3, "95.00", "45.00", "0.00"),
        "Price check against Tradesman Red for Mytholm Meadows phase 2.",
        "",
        ADMIN,
        Decision(119, "Sarah Holt", reason="Staying with Tradesman Red for phase 2 to match phase 1."),
    ),
    DemoQuote(
        "Aire & Wharfe Construction",
        "Elland Bridge Retail Units",
        QuoteStatus.rejected,
        98,
        97,
        (Line("FOR-EBRP", "30", "17"), Line("FCB-D140", "2400", "19")),
        (3, "110.00", "0.00", "35.00"),
        TERMS,
        "Tight on price: Forterra quoted them direct.",
        TOM,
        Decision(88, "Mark Dyson", reason="Bought direct from the manufacturer on price."),
    ),
    DemoQuote(
        "Pennine Developments",
        None,
        QuoteStatus.expired,
        80,
        79,
        (Line("IBB-BOE", "6", "25"), Line("MAR-SAX-NAT6", "120", "22"), Line("TAR-MB25", "40", "28")),
        (1, "120.00", "0.00", "0.00"),
        "Showhome garden walls and patio, Holmfirth Road.",
        "Aisha said the showhome may wait until planning is through.",
        TOM,
    ),
    DemoQuote(
        "Aire & Wharfe Construction",
        "Kirkstall Forge Apartments, Block C",
        QuoteStatus.withdrawn,
        62,
        61,
        (Line("WB-LYMS", "150", "20"),),
        (10, "105.00", "0.00", "0.00"),
        "Budget price for the street elevations.",
        "Withdrawn: replaced by the full tender quote.",
        PRIYA,
    ),
    DemoQuote(
        "Aire & Wharfe Construction",
        "Kirkstall Forge Apartments, Block C",
        QuoteStatus.sent,
        44,
        43,
        (Line("WB-LYMS", "145", "21"), Line("FCB-D140", "18000", "18")),
        (22, "105.00", "60.00", "0.00"),
        TERMS + " Booked deliveries only, 8am to 3pm.",
        "Tender: they are also pricing Forterra direct. Revised after their feedback on the brick price.",
        PRIYA,
        revision=(
            20,
            (Line("WB-LYMS", "145", "17"), Line("FCB-D140", "18000", "18"), Line("CAT-CG90-1200", "120", "22")),
        ),
    ),
    DemoQuote(
        "Harrogate Living Ltd",
        "Station Parade Refurbishment",
        QuoteStatus.accepted,
        38,
        37,
        (Line("IBC-CWR", "38", "24"), Line("MLY-MOD-SG", "4200", "21"), Line("MLY-DRK", "12", "26")),
        (4, "115.00", "0.00", "40.00"),
        TERMS + " Town centre: deliveries before 10am.",
        "",
        ADMIN,
        Decision(30, "Emma Carr", po_number="HL-0042"),
    ),
    DemoQuote(
        "Pennine Developments",
        "Holmfirth Road, Meltham",
        QuoteStatus.sent,
        14,
        12,
        (
            Line("FLB-C65", "15", "19"),
            Line("HH-CEL100", "3000", "18", group="A"),
            Line("FCB-D100", "3000", "20", group="A", selected=False),
            Line("CAT-CG90-1200", "24", "22", optional=True, selected=False),
        ),
        (2, "120.00", "65.00", "0.00"),
        "Phase 1, plots 1 to 6. Choose aircrete or dense block for the inner leaf; lintels can be added.",
        "Aisha is weighing aircrete against dense block on cost; push the Celcon thermal figures.",
        TOM,
        plots=(
            Plot("1", "Holme", HOLME),
            Plot("2", "Holme", HOLME),
            Plot("3", "Holme", HOLME),
            Plot("4", "Holme", HOLME),
            Plot("5", "Wessenden", WESSENDEN),
            Plot("6", "Wessenden", WESSENDEN),
        ),
    ),
    DemoQuote(
        "Calder Valley Homes",
        "Mytholm Meadows",
        QuoteStatus.accepted,
        11,
        10,
        (
            Line("IBT-TRR", "96", "23"),
            Line("IBV-CRM", "6", "25"),
            Line("HH-SH100", "6500", "19"),
            Line("CAT-CG90-1500", "40", "21"),
        ),
        (8, "95.00", "0.00", "0.00"),
        "Phase 2 top-up, plots 19 to 30. " + TERMS,
        "Crane offload only on the lane; call-offs on Mondays.",
        ADMIN,
        Decision(6, "Sarah Holt", po_number="CVH-PO-2417"),
    ),
    DemoQuote(
        "Aire & Wharfe Construction",
        None,
        QuoteStatus.sent,
        6,
        5,
        (Line("IBS-SBS", "6", "22"), Line("TAR-MC25", "80", "27")),
        (1, "110.00", "0.00", "0.00"),
        "Engineering bricks for the drainage chambers, Kirkstall yard.",
        "",
        TOM,
    ),
    DemoQuote(
        "Calder Valley Homes",
        "Mytholm Meadows",
        QuoteStatus.draft,
        3,
        None,
        (Line("MAR-TEG-TRAD", "640", "18"), Line("MAR-KK-CHA", "310", "24"), Line("MAR-PMS-25", "60", "28")),
        (5, "95.00", "0.00", "0.00"),
        "Shared surfaces and drives, phase 1.",
        "Check the kerb count against the drainage drawing before sending.",
        ADMIN,
    ),
    DemoQuote(
        "Harrogate Living Ltd",
        "Station Parade Refurbishment",
        QuoteStatus.draft,
        1,
        None,
        (Line("MAR-FAI-AB", "85", "25"), Line("MAR-SAX-CHA6", "40", "22")),
        (1, "115.00", "0.00", "40.00"),
        "Rear courtyard paving.",
        "",
        PRIYA,
    ),
]


def _lines(session: Session, lines: tuple[Line, ...]) -> list[LineIn] | None:
    codes = {line.code for line in lines}
    products = {p.code: p for p in session.scalars(select(Product).where(Product.code.in_(codes)))}
    if codes - set(products):
        return None
    return [
        LineIn(
            product_id=products[line.code].id,
            description=products[line.code].name,
            quantity=Decimal(line.quantity),
            unit=SellingUnit(products[line.code].selling_unit),
            cost_price=products[line.code].cost_price,
            margin_percent=Decimal(line.margin),
            optional=line.optional,
            alternative_group=line.group,
            selected=line.selected,
            lead_time_days=products[line.code].lead_time_days,
        )
        for line in lines
    ]


def _plots(plots: tuple[Plot, ...]) -> list[PlotIn]:
    return [
        PlotIn.model_validate(
            {
                "plot_number": p.number,
                "house_type": p.house_type,
                "quantities": [{"line": i, "quantity": q} for i, q in p.quantities],
            }
        )
        for p in plots
    ]


def _send(session: Session, quote: Quote, version: QuoteVersion, when: datetime, by: User, checker: User) -> None:
    settings = get_settings()
    version.status = VersionStatus.sent.value
    version.sent_at = when
    version.sent_by_id = by.id
    version.valid_until = when.date() + timedelta(days=settings.quote_valid_days)
    version.updated_at = when
    if version.total > settings.quote_check_threshold:
        version.checked_by_id = checker.id
        version.checked_at = when - timedelta(hours=2)
    quote.status = QuoteStatus.sent.value
    quote.sent_version = version.version
    quote.valid_until = version.valid_until
    quotes.touch(quote)
    row = activity.record(session, SUBJECT, quote.id, by, "send", f"Version {version.version} sent to the customer")
    row.created_at = when


def _decide(session: Session, quote: Quote, version: QuoteVersion, decision: Decision, when: datetime) -> None:
    accepted = not decision.reason
    state = VersionStatus.accepted if accepted else VersionStatus.rejected
    version.status = state.value
    quote.status = state.value
    quote.decided_at = when
    quote.decided_by_name = decision.name
    quote.decision_reason = decision.reason
    quote.po_number = decision.po_number
    quotes.touch(quote)
    extra = f", PO {decision.po_number}" if decision.po_number else f": {decision.reason}" if decision.reason else ""
    summary = f"Version {version.version} {state.value} by {decision.name}{extra}"
    activity.record(session, SUBJECT, quote.id, None, state.value, summary).created_at = when


def _build(
    session: Session,
    demo: DemoQuote,
    users: dict[str, User],
    admin: User,
    now: datetime,
    convert: Converter | None,
) -> Quote | None:
    customer = session.scalar(
        select(Organisation).where(
            Organisation.name == demo.customer, Organisation.kind.in_([Kind.customer.value, Kind.company.value])
        )
    )
    lines = _lines(session, demo.lines)
    revised = _lines(session, demo.revision[1]) if demo.revision else []
    if customer is None or lines is None or revised is None:
        return None
    project = session.scalar(select(Project).where(Project.name == demo.project)) if demo.project else None
    contact = session.scalar(select(Contact.id).where(Contact.organisation_id == customer.id).order_by(Contact.id))
    loads, per_load, part_load, offloading = demo.shipping
    shipping = ShippingIn(
        loads=loads,
        price_per_load=Decimal(per_load),
        part_load_charge=Decimal(part_load),
        offloading_charge=Decimal(offloading),
    )
    fields = QuoteFields(
        customer_id=customer.id,
        contact_ids=[contact] if contact else [],
        project_id=project.id if project else None,
        delivery_address_id=project.site_address_id if project else None,
        account_manager_id=users.get(demo.manager, admin).id,
        customer_notes=demo.customer_notes,
        shipping=shipping,
        lines=lines,
        plots=_plots(demo.plots),
    )
    created = now - timedelta(days=demo.created_days_ago, hours=3)
    quote = quotes.create(session, fields, demo.internal_notes, admin)
    session.flush()
    quote.created_at = created
    first = quotes.version_of(session, quote)
    first.created_at = first.updated_at = created
    activity.backdate(session, SUBJECT, quote.id, created)
    checker = users.get(PRIYA, admin)
    if demo.sent_days_ago is None:
        return quote
    sent = now - timedelta(days=demo.sent_days_ago, hours=1)
    _send(session, quote, first, sent, admin, checker)
    if demo.revision is not None:
        days_ago, _ = demo.revision
        body = content.from_request(session, revised, [], shipping)
        values, _old = quotes.copy_content(session, first)
        version = quotes.put_content(session, quote, values, body, admin)
        resent = now - timedelta(days=days_ago, hours=2)
        version.created_at = resent - timedelta(hours=4)
        activity.backdate(session, SUBJECT, quote.id, resent - timedelta(hours=4))
        _send(session, quote, version, resent, admin, checker)
    latest = quotes.version_of(session, quote, quote.sent_version)
    if demo.decision is not None:
        decided = now - timedelta(days=demo.decision.days_ago)
        _decide(session, quote, latest, demo.decision, decided)
    if demo.status == QuoteStatus.withdrawn:
        quote.status = QuoteStatus.withdrawn.value
        quotes.touch(quote)
        withdrawn = now - timedelta(days=45)
        activity.record(
            session, SUBJECT, quote.id, admin, "withdraw", f"Quote {quote.number} withdrawn"
        ).created_at = withdrawn
    if demo.status == QuoteStatus.converted and demo.decision is not None and convert is not None:
        convert(session, quote, now - timedelta(days=demo.decision.days_ago - 1), admin)
    return quote


def seed_quotes(session: Session, admin: User, convert: Converter | None = None) -> list[Quote]:
    """The demo quotes; nothing when there are quotes already or the customers or products are missing.
    `convert` turns the demo's converted quote into an order (the orders domain passes it in)."""
    if session.scalar(select(func.count()).select_from(Quote)):
        return []
    users = {u.email: u for u in session.scalars(select(User).where(User.email.in_([ADMIN, PRIYA, TOM])))}
    now = utcnow()
    made = [quote for demo in QUOTES if (quote := _build(session, demo, users, admin, now, convert)) is not None]
    session.flush()
    return made
