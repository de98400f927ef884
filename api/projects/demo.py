"""Project demo data for the embedded demo mode: six jobs of the demo customers across the board's stages, each with
an architect, suppliers, suggested products and a note; dates are relative to today. Created through the services,
so each carries its activity. Needs the CRM and catalogue demos first (customers, architects, suppliers, products)."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.demo import supplier
from api.catalogue.models import Product
from api.crm import Address, AddressType, Kind, Organisation
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.contacts import ContactIn
from api.crm.schemas.organisations import OrganisationIn
from api.crm.service import addresses, contacts, organisations
from api.projects import service
from api.projects.models import Project, Stage
from api.projects.schemas import ProjectIn, SuggestedProductIn
from api.records.service import notes
from api.users.models import User


class Site(NamedTuple):
    label: str
    line1: str
    town: str
    postcode: str
    delivery_notes: str = ""


class DemoProject(NamedTuple):
    name: str
    reference: str
    glenigan_id: str
    stage: Stage
    customer: str  # the CRM demo's customer or company name
    site: Site | None
    plots: int | None
    value: str
    start_in_days: int
    end_in_days: int
    description: str
    architect: str
    suppliers: tuple[str, ...]  # keys of api.catalogue.demo_data.SUPPLIERS
    products: tuple[tuple[str, str, str], ...]  # code, quantity in its selling unit, note
    note: str


STUDIO = (
    "Studio Kirkgate Architects",
    "Architect",
    "0113 555 0277",
    ("22 Kirkgate", "Leeds", "LS2 7DJ"),
    ("Naomi", "Ackroyd", "Associate", "naomi.ackroyd@studiokirkgate.example"),
)

PROJECTS = [
    DemoProject(
        "Mytholm Meadows",
        "PRJ-1001",
        "21458830",
        Stage.on_site,
        "Calder Valley Homes",
        None,  # the CRM demo's site address of Calder Valley Homes
        42,
        "312000.00",
        -95,
        240,
        "42 family homes in two phases on the valley side; Tradesman Red with Ivanhoe Cream banding.",
        "Whitfield Architects",
        ("ibstock", "hh", "catnic"),
        (
            ("IBT-TRR", "380.00", "Main facing brick, all plots"),
            ("IBV-CRM", "24.00", "Banding and window heads"),
            ("HH-SH100", "26000.00", "Inner leaf"),
            ("CAT-CG90-1200", "96.00", "Standard openings"),
        ),
        "Phase 1 (plots 1-18) brickwork under way. Call-offs every Monday; crane offload only on the lane.",
    ),
    DemoProject(
        "Kirkstall Forge Apartments, Block C",
        "PRJ-1002",
        "21602214",
        Stage.tender,
        "Aire & Wharfe Construction",
        Site("Kirkstall Forge Block C", "Bridge Road", "Leeds", "LS5 3BW", "Booked deliveries only, 8am to 3pm."),
        64,
        "410000.00",
        60,
        420,
        "Six-storey apartment block; the architect wants a London stock look on the street elevations.",
        "Studio Kirkgate Architects",
        ("wienerberger", "forterra"),
        (
            ("WB-LYMS", "145.00", "Street elevations"),
            ("FCB-D140", "18000.00", "Core walls"),
        ),
        "Tender returns due in three weeks. Quote London Yellow Multi Stock and an alternative from Forterra.",
    ),
    DemoProject(
        "Holmfirth Road, Meltham",
        "PRJ-1003",
        "21733107",
        Stage.lead,
        "Pennine Developments",
        Site("Holmfirth Road plots", "Holmfirth Road", "Meltham", "HD9 4DA"),
        18,
        "96000.00",
        150,
        400,
        "18 stone-look semis at planning; brick and block specification still open.",
        "Whitfield Architects",
        ("forterra", "hh"),
        (
            ("FLB-C65", "40.00", "Below DPC and internal"),
            ("HH-CEL100", "9000.00", "Inner leaf, if aircrete is chosen"),
        ),
        "Found on Glenigan. Aisha Khan expects planning decision next month; follow up then.",
    ),
    DemoProject(
        "Station Parade Refurbishment",
        "PRJ-1004",
        "",
        Stage.won,
        "Harrogate Living Ltd",
        Site("Station Parade", "1 Station Parade", "Harrogate", "HG1 1UF", "Town centre: deliveries before 10am."),
        12,
        "58500.00",
        21,
        140,
        "Conversion of a 1900s parade into 12 flats: new rear wing in reclaimed-look brick and a re-roof.",
        "Studio Kirkgate Architects",
        ("ibstock", "marley"),
        (
            ("IBC-CWR", "38.00", "Rear wing, to match the old stock"),
            ("MLY-MOD-SG", "4200.00", "Re-roof"),
        ),
        "Order confirmed by Emma Carr. First delivery pencilled for the week the scaffold goes up.",
    ),
    DemoProject(
        "Brighouse Wharf Mews",
        "PRJ-0987",
        "20991542",
        Stage.complete,
        "Calder Valley Homes",
        Site("Brighouse Wharf Mews", "Wharf Street", "Brighouse", "HD6 1PP"),
        24,
        "178000.00",
        -420,
        -30,
        "24 canal-side mews houses; handed over last month.",
        "Whitfield Architects",
        ("ibstock", "marshalls"),
        (
            ("IBV-CRM", "210.00", "All elevations"),
            ("MAR-TEG-TRAD", "860.00", "Shared surfaces and drives"),
        ),
        "Complete. Snagging asked for 400 spare Ivanhoe Cream; supplied from stock.",
    ),
    DemoProject(
        "Elland Bridge Retail Units",
        "PRJ-0995",
        "21180066",
        Stage.lost,
        "Aire & Wharfe Construction",
        None,
        None,
        "64000.00",
        -20,
        110,
        "Four retail units with engineering brick plinths.",
        "Studio Kirkgate Architects",
        ("forterra",),
        (("FOR-EBRP", "30.00", "Plinths and copings"),),
        "Lost on price: the contractor bought direct from the manufacturer.",
    ),
]


def _organisation(session: Session, name: str, kinds: tuple[Kind, ...]) -> Organisation | None:
    return session.scalar(
        select(Organisation).where(Organisation.name == name, Organisation.kind.in_([k.value for k in kinds]))
    )


def _studio(session: Session, admin: User) -> Organisation:
    name, category, phone, (line1, town, postcode), (first, last, title, email) = STUDIO
    found = _organisation(session, name, (Kind.other,))
    if found is not None:
        return found
    org = organisations.create(
        session,
        Kind.other,
        OrganisationIn(name=name, category=category, phone=phone, email=f"info@{email.split('@')[1]}"),
        admin,
    )
    addresses.create(
        session,
        AddressIn(related_id=org.id, address_type=AddressType.head_office, line1=line1, town=town, postcode=postcode),
        admin,
    )
    contacts.create(
        session,
        ContactIn(related_id=org.id, first_name=first, last_name=last, job_title=title, email=email, phone=phone),
        admin,
    )
    return org


def _site(session: Session, customer: Organisation, site: Site | None, admin: User) -> int | None:
    """The project's site: a new site address of the customer, or the customer's first site when none is given."""
    if site is None:
        return session.scalar(
            select(Address.id)
            .where(Address.organisation_id == customer.id, Address.address_type == AddressType.site.value)
            .order_by(Address.id)
        )
    address = addresses.create(
        session,
        AddressIn(
            related_id=customer.id,
            address_type=AddressType.site,
            label=site.label,
            line1=site.line1,
            town=site.town,
            postcode=site.postcode,
            delivery_notes=site.delivery_notes,
        ),
        admin,
    )
    return address.id


def _product_id(session: Session, code: str) -> int | None:
    return session.scalar(select(Product.id).where(func.lower(Product.code) == code.lower()).order_by(Product.id))


def seed_projects(session: Session, admin: User) -> list[Project]:
    """The demo projects; nothing when there are projects already or the CRM demo's customers are missing."""
    if session.scalar(select(func.count()).select_from(Project)):
        return []
    _studio(session, admin)
    made = []
    today = date.today()
    for demo in PROJECTS:
        customer = _organisation(session, demo.customer, (Kind.customer, Kind.company))
        architect = _organisation(session, demo.architect, (Kind.other,))
        if customer is None or architect is None:
            continue
        project = service.create(
            session,
            ProjectIn(
                name=demo.name,
                reference=demo.reference,
                glenigan_id=demo.glenigan_id,
                stage=demo.stage,
                customer_id=customer.id,
                site_address_id=_site(session, customer, demo.site, admin),
                number_of_plots=demo.plots,
                estimated_value=Decimal(demo.value),
                start_date=today + timedelta(days=demo.start_in_days),
                end_date=today + timedelta(days=demo.end_in_days),
                description=demo.description,
                account_manager_id=admin.id,
            ),
            admin,
        )
        service.link(session, project.id, Kind.other, architect.id, admin)
        for key in demo.suppliers:
            service.link(session, project.id, Kind.supplier, supplier(session, key, admin).id, admin)
        for code, quantity, note in demo.products:
            product_id = _product_id(session, code)
            if product_id is not None:
                data = SuggestedProductIn(
                    product_id=product_id, project_id=project.id, quantity=Decimal(quantity), note=note
                )
                service.suggest_product(session, data, admin)
        notes.add_for(session, service.SUBJECT_KIND, project.id, demo.note, admin)
        made.append(project)
    session.flush()
    return made
