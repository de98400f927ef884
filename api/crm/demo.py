"""CRM demo data for the embedded demo mode, created through the services so it carries its activity."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.crm.models import AddressType, Kind
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.contacts import ContactIn
from api.crm.schemas.organisations import OrganisationIn
from api.crm.service import addresses, contacts, organisations
from api.records.service import notes
from api.users.models import User

# kind, name, account number, category, phone, (line1, town, postcode), contact (first, last, title, email)
DEMO = [
    (
        Kind.customer,
        "Calder Valley Homes",
        "CVH001",
        "Housebuilder",
        "01422 555 010",
        ("Mill House, Burnley Road", "Hebden Bridge", "HX7 8AA"),
        ("Sarah", "Holt", "Buyer", "sarah.holt@caldervalley.example"),
    ),
    (
        Kind.customer,
        "Aire & Wharfe Construction",
        "AWC014",
        "Main contractor",
        "0113 555 0142",
        ("Unit 4, Kirkstall Industrial Park", "Leeds", "LS5 3BT"),
        ("Mark", "Dyson", "Site manager", "mark.dyson@awc.example"),
    ),
    (
        Kind.customer,
        "Pennine Developments",
        "PEN207",
        "Developer",
        "01484 555 207",
        ("12 Market Street", "Huddersfield", "HD1 2EN"),
        ("Aisha", "Khan", "Commercial manager", "aisha.khan@pennine.example"),
    ),
    (
        Kind.supplier,
        "Ibstock Brick",
        "IBS-01",
        "Brick manufacturer",
        "01530 555 261",
        ("Leicester Road", "Ibstock", "LE67 6HS"),
        ("Gareth", "Pryce", "Area sales manager", "gareth.pryce@ibstock.example"),
    ),
    (
        Kind.supplier,
        "Forterra",
        "FOR-01",
        "Brick and block manufacturer",
        "01604 555 707",
        ("5 Grange Park Court", "Northampton", "NN4 5EA"),
        ("Helen", "Marsh", "Key accounts", "helen.marsh@forterra.example"),
    ),
    (
        Kind.other,
        "Whitfield Architects",
        "",
        "Architect",
        "0161 555 0199",
        ("3 Jordan Street", "Manchester", "M15 4PY"),
        ("Oliver", "Whitfield", "Partner", "oliver@whitfield.example"),
    ),
    (
        Kind.other,
        "Dales Haulage",
        "",
        "Haulier",
        "01756 555 321",
        ("Skipton Road", "Skipton", "BD23 1EE"),
        ("Kev", "Lister", "Transport office", "transport@daleshaulage.example"),
    ),
    (
        Kind.company,
        "Harrogate Living Ltd",
        "",
        "Prospect",
        "01423 555 880",
        ("1 Station Parade", "Harrogate", "HG1 1UF"),
        ("Emma", "Carr", "Director", "emma.carr@harrogateliving.example"),
    ),
]


def seed_crm(session: Session, admin: User) -> None:
    for kind, name, account, category, phone, (line1, town, postcode), person in DEMO:
        org = organisations.create(
            session,
            kind,
            OrganisationIn(
                name=name,
                account_number=account,
                category=category,
                phone=phone,
                email=f"info@{person[3].split('@')[1]}",
                account_manager_id=admin.id if kind is Kind.customer else None,
            ),
            admin,
        )
        addresses.create(
            session,
            AddressIn(
                related_id=org.id, address_type=AddressType.head_office, line1=line1, town=town, postcode=postcode
            ),
            admin,
        )
        first, last, title, email = person
        contacts.create(
            session,
            ContactIn(related_id=org.id, first_name=first, last_name=last, job_title=title, email=email, phone=phone),
            admin,
        )
        if kind is Kind.customer and account == "CVH001":
            addresses.create(
                session,
                AddressIn(
                    related_id=org.id,
                    address_type=AddressType.site,
                    label="Mytholm Meadows (42 plots)",
                    line1="Off Mytholm Steeps",
                    town="Hebden Bridge",
                    postcode="HX7 6DL",
                    delivery_notes="Narrow lane: rigid vehicles only, offload by crane.",
                ),
                admin,
            )
            notes.add_note(
                session, "organisation", org.id, "Prefers Ibstock Tradesman range; call-offs weekly on Mondays.", admin
            )
