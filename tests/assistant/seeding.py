"""Seeding the evaluation dataset (tests/assistant/dataset.py) through the test factories and the quote service."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteVersion,
)
from api.catalogue.models import Equivalent, Product
from api.crm import Kind, Organisation, Subject
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.projects.models import Project, ProjectArchitect
from api.quotes.models import Quote, QuoteStatus
from api.quotes.service import quotes as quote_service
from api.schedules.models import CallOff, CallOffItem
from api.users.models import Role, User
from tests.api.quotes.factories import make_quote
from tests.assistant import dataset_buying as buying
from tests.assistant import dataset_calloffs as calloffs
from tests.assistant import dataset_more as more
from tests.assistant import dataset_tasks
from tests.assistant.dataset import (
    CUSTOMERS,
    EQUIVALENT_GROUPS,
    EXPIRED_DAYS_AGO,
    NOTES,
    OPEN_VALID_DAYS,
    PRODUCTS,
    PROJECTS,
    QUOTES,
    SUPPLIERS,
    USER_DANA,
    USER_TOM,
    QuoteSpec,
)
from tests.factories import (
    make_address,
    make_contact,
    make_note,
    make_organisation,
    make_product,
    make_project,
    make_user,
)

S = QuoteStatus


@dataclass
class Seeded:
    """The ids of what was seeded, by name."""

    users: dict[str, int] = field(default_factory=dict)
    organisations: dict[str, int] = field(default_factory=dict)  # suppliers, customers, others and companies
    contacts: dict[str, int] = field(default_factory=dict)  # by full name
    products: dict[str, int] = field(default_factory=dict)
    projects: dict[str, int] = field(default_factory=dict)
    quotes: dict[str, int] = field(default_factory=dict)  # by number
    notes: dict[str, int] = field(default_factory=dict)  # by key
    supplier_quotes: dict[str, int] = field(default_factory=dict)  # by number
    purchase_orders: dict[str, int] = field(default_factory=dict)  # by number
    call_offs: dict[str, int] = field(default_factory=dict)  # by number
    tasks: dict[str, int] = field(default_factory=dict)  # by title

    def record_id(self, kind: str, name: str) -> int:
        """The id of the record of this kind and name (a quote by number, a note by its key)."""
        table = {
            "product": self.products,
            "customer": self.organisations,
            "supplier": self.organisations,
            "other": self.organisations,
            "company": self.organisations,
            "contact": self.contacts,
            "project": self.projects,
            "quote": self.quotes,
            "note": self.notes,
            "supplier_quote": self.supplier_quotes,
            "purchase_order": self.purchase_orders,
            "call_off": self.call_offs,
        }[kind]
        return table[name]


def _at(day_: date, hour: int) -> datetime:
    return datetime.combine(day_, time(hour), tzinfo=UTC)


def _seed_quote(session: Session, seeded: Seeded, spec: QuoteSpec, actor: User) -> None:
    lines = []
    for name, quantity, price in spec.lines:
        product = next(p for p in PRODUCTS if p.name == name)
        lines.append(
            {
                "product_id": seeded.products[name],
                "description": name,
                "quantity": quantity,
                "unit": product.unit,
                "cost_price": str((Decimal(price) * Decimal("0.8")).quantize(Decimal("0.01"))),
                "sell_price": price,
            }
        )
    project = session.get_one(Project, seeded.projects[spec.project]) if spec.project else None
    quote = make_quote(
        session,
        customer=session.get_one(Organisation, seeded.organisations[spec.customer]),
        actor=actor,
        contacts=[],
        lines=lines,
        vat_rate="20.00",
        project=project,
    )
    quote.number = spec.number
    quote.search_text = quote_service.search_text(session, quote)
    quote.created_at = _at(spec.created, 9)
    version = quote_service.version_of(session, quote)
    version.created_at = _at(spec.created, 9)
    today = date.today()
    if spec.status != S.draft:
        version.status = "sent"
        version.sent_at = _at(spec.created, 15)
        version.sent_by_id = actor.id
        valid = today - timedelta(days=EXPIRED_DAYS_AGO) if spec.status == S.expired else None
        if spec.expires_this_month:
            valid = more.month_end(today)
        version.valid_until = valid or today + timedelta(days=OPEN_VALID_DAYS)
        quote.status = S.sent.value
        quote.sent_version = 1
        quote.valid_until = version.valid_until
    if spec.status in (S.accepted, S.rejected):
        version.status = spec.status.value
        quote.status = spec.status.value
        quote.decided_at = _at(spec.created + timedelta(days=7), 11)
        quote.decided_by_name = "Pat Buyer"
        quote.decision_reason = spec.reason
    elif spec.status == S.withdrawn:
        quote.status = S.withdrawn.value
    session.flush()
    seeded.quotes[spec.number] = quote.id


def seed(session: Session) -> Seeded:
    """Create the whole dataset (not committed: the caller's transaction holds it)."""
    seeded = Seeded()
    users: dict[str, User] = {}
    for full_name, email in ((USER_DANA, "dana.hughes@eval.example.com"), (USER_TOM, "tom.okafor@eval.example.com")):
        first, last = full_name.split()
        users[full_name] = make_user(session, role=Role.staff, first_name=first, last_name=last, email=email)
        seeded.users[full_name] = users[full_name].id
    dana = users[USER_DANA]
    for name, (account, category) in SUPPLIERS.items():
        org = make_organisation(session, kind=Kind.supplier, name=name, account_number=account, category=category)
        seeded.organisations[name] = org.id
    for name, (account, category, town, postcode, description) in CUSTOMERS.items():
        org = make_organisation(
            session,
            kind=Kind.customer,
            name=name,
            account_number=account,
            category=category,
            description=description,
            account_manager_id=dana.id,
        )
        make_address(session, org, line1="1 Main Street", town=town, postcode=postcode)
        seeded.organisations[name] = org.id
    for spec in PRODUCTS:
        length, width, height = spec.size or (None, None, None)
        product = make_product(
            session,
            session.get_one(Organisation, seeded.organisations[spec.supplier]),
            code=spec.code,
            name=spec.name,
            category=spec.category,
            selling_unit=spec.unit,
            cost_price=str((Decimal(spec.list_price) * Decimal("0.8")).quantize(Decimal("0.01"))),
            list_price=spec.list_price,
            lead_time_days=spec.lead_days,
            colour=spec.colour,
            length_mm=length,
            width_mm=width,
            height_mm=height,
            description=spec.description,
        )
        seeded.products[spec.name] = product.id
    for group in EQUIVALENT_GROUPS:
        for a in group:
            for b in group:
                if a != b:
                    session.add(Equivalent(product_id=seeded.products[a], equivalent_id=seeded.products[b]))
    for spec_ in PROJECTS:
        project = make_project(
            session,
            name=spec_.name,
            customer=session.get_one(Organisation, seeded.organisations[spec_.customer]),
            stage=spec_.stage,
            reference=spec_.reference,
            number_of_plots=spec_.plots or None,
            estimated_value=Decimal(spec_.value),
            start_date=spec_.start,
            description=spec_.description,
            account_manager_id=dana.id,
        )
        seeded.projects[spec_.name] = project.id
    for quote_spec in QUOTES:
        _seed_quote(session, seeded, quote_spec, dana)
    for note in NOTES:
        kind, name = note.subject
        if kind == "organisation":
            subject_id = seeded.organisations[name]
        elif kind == "project":
            subject_id = seeded.projects[name]
        else:
            subject_id = seeded.quotes[name]
        row = make_note(
            session,
            subject_id,
            users[note.author],
            body=note.body,
            subject_type=Subject.organisation,  # the note's own subject type is set just below
            created_at=_at(note.created, 10),
        )
        row.subject_type = kind
        seeded.notes[note.key] = row.id
    _seed_more(session, seeded, dana)
    _seed_buying(session, seeded, dana)
    _seed_call_offs(session, seeded, dana)
    _seed_tasks(session, seeded)
    session.flush()
    return seeded


def _line_total(quantity: Decimal, price: Decimal, unit: str) -> Decimal:
    per = Decimal(1000) if unit == "per_1000" else Decimal(1)
    return (quantity * price / per).quantize(Decimal("0.01"))


def _seed_buying(session: Session, seeded: Seeded, actor: User) -> None:
    """The buying part (tests/assistant/dataset_buying.py): supplier quotes and purchase orders."""
    today = date.today()
    units = {p.name: p.unit for p in PRODUCTS}
    for spec in buying.SUPPLIER_QUOTES:
        answered = spec.status != "requested"
        quote = SupplierQuote(
            number=spec.number,
            supplier_id=seeded.organisations[spec.supplier],
            project_id=seeded.projects[spec.project],
            status=spec.status,
            sent_at=_at(spec.answered or today, 8),
            answered_at=_at(spec.answered, 16) if spec.answered else None,
            valid_until=today + timedelta(days=spec.valid_days) if answered else None,
            response_deadline=None if answered else today + timedelta(days=spec.valid_days),
            sent_version=1,
            created_by_id=actor.id,
            search_text=spec.number.lower(),
        )
        session.add(quote)
        session.flush()
        version = SupplierQuoteVersion(
            supplier_quote_id=quote.id,
            version=1,
            status="answered" if answered else "sent",
            valid_until=quote.valid_until,
            haulage_basis="per_load" if spec.haulage_per_load else "included",
            haulage_amount=Decimal(spec.haulage_per_load or "0"),
            loads=spec.loads,
            submitted_at=quote.answered_at,
        )
        session.add(version)
        session.flush()
        goods = Decimal(0)
        for position, line in enumerate(spec.lines, start=1):
            unit = units[line.product]
            price = Decimal(line.price) if line.price else None
            total = _line_total(Decimal(line.quantity), price, unit) if price is not None else None
            goods += total or 0
            session.add(
                SupplierQuoteLine(
                    version_id=version.id,
                    position=position,
                    product_id=seeded.products[line.product],
                    description=line.product,
                    quantity=Decimal(line.quantity),
                    unit=unit,
                    price=price,
                    line_total=total,
                    lead_time=line.lead_weeks,
                    lead_time_unit="weeks",
                    cannot_quote=bool(line.cannot_quote),
                    cannot_quote_reason=line.cannot_quote,
                )
            )
        charges = Decimal(spec.haulage_per_load or "0") * spec.loads
        version.goods_total, version.charges_total, version.total = goods, charges, goods + charges
        if spec.customer_quote:
            session.add(
                SupplierQuoteCustomerQuote(supplier_quote_id=quote.id, quote_id=seeded.quotes[spec.customer_quote])
            )
        seeded.supplier_quotes[spec.number] = quote.id
    session.flush()
    for order_spec in buying.PURCHASE_ORDERS:
        quote = session.get_one(SupplierQuote, seeded.supplier_quotes[order_spec.supplier_quote])
        source = next(q for q in buying.SUPPLIER_QUOTES if q.number == order_spec.supplier_quote)
        order = PurchaseOrder(
            number=order_spec.number,
            supplier_id=quote.supplier_id,
            supplier_quote_id=quote.id,
            project_id=quote.project_id,
            status=order_spec.status,
            sent_at=_at(order_spec.sent, 11),
            acknowledged_at=_at(order_spec.acknowledged, 9) if order_spec.acknowledged else None,
            created_by_id=actor.id,
            search_text=order_spec.number.lower(),
        )
        session.add(order)
        session.flush()
        subtotal = Decimal(0)
        priced = [line for line in source.lines if line.price]
        for position, line in enumerate(priced, start=1):
            unit = units[line.product]
            total = _line_total(Decimal(line.quantity), Decimal(str(line.price)), unit)
            subtotal += total
            session.add(
                PurchaseOrderLine(
                    purchase_order_id=order.id,
                    position=position,
                    product_id=seeded.products[line.product],
                    description=line.product,
                    quantity=Decimal(line.quantity),
                    unit=unit,
                    unit_price=Decimal(str(line.price)),
                    line_total=total,
                )
            )
        charges = Decimal(source.haulage_per_load or "0") * source.loads
        order.subtotal, order.charges_total, order.total = subtotal, charges, subtotal + charges
        seeded.purchase_orders[order_spec.number] = order.id


def _seed_call_offs(session: Session, seeded: Seeded, actor: User) -> None:
    """The delivering part (tests/assistant/dataset_calloffs.py): orders with plots, and their call-offs."""
    units = {p.name: p.unit for p in PRODUCTS}
    prices = {p.name: Decimal(p.list_price) for p in PRODUCTS}
    plots: dict[tuple[str, str], tuple[int, int]] = {}  # (order, plot number) -> (plot id, line id)
    suppliers: dict[str, tuple[int, int]] = {}  # order -> (supplier, purchase order)
    for spec in calloffs.ORDERS:
        quote = session.get_one(Quote, seeded.quotes[spec.quote])
        quantity = sum(Decimal(q) for _, q in spec.plots)
        unit = units[spec.product]
        total = _line_total(quantity, prices[spec.product], unit)
        order = Order(
            number=spec.number,
            quote_id=quote.id,
            customer_id=quote.customer_id,
            project_id=quote.project_id,
            account_manager_id=actor.id,
            vat_rate=Decimal("20.00"),
            subtotal=total,
            vat=(total * Decimal("0.2")).quantize(Decimal("0.01")),
            total=(total * Decimal("1.2")).quantize(Decimal("0.01")),
            cost_total=total,
            created_by_id=actor.id,
            search_text=spec.number.lower(),
        )
        session.add(order)
        session.flush()
        line = OrderLine(
            order_id=order.id,
            position=1,
            product_id=seeded.products[spec.product],
            description=spec.product,
            quantity=quantity,
            unit=unit,
            cost_price=prices[spec.product],
            sell_price=prices[spec.product],
            line_total=total,
        )
        session.add(line)
        session.flush()
        for position, (number, each) in enumerate(spec.plots, start=1):
            plot = OrderPlot(order_id=order.id, position=position, plot_number=number, house_type="", phase="1")
            session.add(plot)
            session.flush()
            session.add(OrderPlotQuantity(plot_id=plot.id, line_id=line.id, quantity=Decimal(each)))
            plots[(spec.number, number)] = (plot.id, line.id)
        po = session.get_one(PurchaseOrder, seeded.purchase_orders[spec.supplier_po])
        suppliers[spec.number] = (po.supplier_id, po.id)
    for co in calloffs.CALL_OFFS:
        plot_id, line_id = plots[(co.order, co.plot)]
        supplier_id, po_id = suppliers[co.order]
        delivered = co.status in ("delivered", "proof_received")
        row = CallOff(
            number=co.number,
            order_id=_order_id(session, co.order),
            status=co.status,
            requested_date=calloffs.on(co.requested),
            booked_date=calloffs.on(co.booked) if co.booked is not None else None,
            confirmed_date=calloffs.on(co.confirmed) if co.confirmed is not None else None,
            window=co.window,
            supplier_id=supplier_id,
            purchase_order_id=po_id,
            failure_reason=co.failure_reason,
            failure_charge=Decimal(co.failure_charge) if co.failure_charge else None,
            received_by=co.received_by,
            delivered_at=_at(calloffs.when(co), 10) if delivered else None,
            created_by_id=actor.id,
        )
        session.add(row)
        session.flush()
        session.add(
            CallOffItem(
                call_off_id=row.id,
                plot_id=plot_id,
                line_id=line_id,
                quantity=Decimal(co.quantity),
                delivered_quantity=Decimal(co.quantity) if delivered else Decimal(0),
            )
        )
        seeded.call_offs[co.number] = row.id


def _order_id(session: Session, number: str) -> int:
    return session.scalars(select(Order.id).where(Order.number == number)).one()


def _seed_more(session: Session, seeded: Seeded, actor: User) -> None:
    """The second part (tests/assistant/dataset_more.py), after the first so the first's ids stay as they were."""
    for name, (category, town) in more.OTHERS.items():
        org = make_organisation(session, kind=Kind.other, name=name, category=category)
        make_address(session, org, line1="2 Park Row", town=town, postcode="LS1 5HD")
        seeded.organisations[name] = org.id
    for name, (account, category, town, description) in more.COMPANIES.items():
        org = make_organisation(
            session,
            kind=Kind.company,
            name=name,
            account_number=account,
            category=category,
            description=description,
            account_manager_id=actor.id,
        )
        make_address(session, org, line1="Skelton Grange", town=town, postcode="HG3 4AA")
        seeded.organisations[name] = org.id
    for spec in more.CONTACTS:
        first, last = spec.name.split(" ", 1)
        contact = make_contact(
            session,
            session.get_one(Organisation, seeded.organisations[spec.organisation]),
            first_name=first,
            last_name=last,
            email=spec.email,
            job_title=spec.job_title,
            phone=spec.phone,
            mobile=spec.mobile,
        )
        seeded.contacts[spec.name] = contact.id
    for project, architects in more.ARCHITECTS.items():
        for name in architects:
            session.add(
                ProjectArchitect(project_id=seeded.projects[project], organisation_id=seeded.organisations[name])
            )
    for name, (pack, pallet, weight) in more.HANDLING.items():
        product = session.get_one(Product, seeded.products[name])
        product.units_per_pack, product.units_per_pallet = pack, pallet
        product.weight_kg = Decimal(weight) if weight else None
    for quote_spec in more.MORE_QUOTES:
        _seed_quote(session, seeded, quote_spec, actor)


def _seed_tasks(session: Session, seeded: Seeded) -> None:
    """The task pad part (tests/assistant/dataset_tasks.py): tasks linked to the other parts' records."""
    from api.tasks.service import create_task

    ids = {
        "customer": seeded.organisations,
        "supplier": seeded.organisations,
        "project": seeded.projects,
        "quote": seeded.quotes,
        "call_off": seeded.call_offs,
    }
    today = date.today()
    for spec in dataset_tasks.TASKS:
        due = datetime.combine(today + timedelta(days=spec.due), datetime.min.time(), tzinfo=UTC).replace(hour=12)
        task = create_task(
            session,
            title=spec.title,
            owner_id=seeded.users[spec.owner],
            assigned_ids=[seeded.users[name] for name in spec.assigned],
            due_at=due,
            links=[(kind, ids[kind][name]) for kind, name in spec.links],
            source=spec.source,
            rule_key="eval" if spec.source == "rule" else None,
            actor_id=seeded.users[spec.owner],
        )
        if spec.status != "open":
            task.status = spec.status
            task.closed_at = due
        session.flush()
        seeded.tasks[spec.title] = task.id
