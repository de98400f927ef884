"""Catalogue demo data for the embedded demo mode: the suppliers of api/catalogue/demo_data.py (those the CRM demo
lacks), their products with price history from creation (and a spring price rise on some), and a few equivalents.
Created through the services, so the rows carry what a user's would."""

from __future__ import annotations

from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from api.catalogue.demo_data import EQUIVALENTS, PRODUCTS, SUPPLIERS, DemoProduct
from api.catalogue.models import Category, PriceChange, Product, SellingUnit, Status
from api.catalogue.schemas import ProductIn, ProductUpdate
from api.catalogue.service import products
from api.crm import AddressType, Kind, Organisation
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.contacts import ContactIn
from api.crm.schemas.organisations import OrganisationIn
from api.crm.service import addresses, contacts, organisations
from api.db import utcnow
from api.users.models import User

CREATED_DAYS_AGO = 240
RISE_DAYS_AGO = 45
RISE = Decimal("1.045")  # the spring price rise on the manufacturers that announced one
RISING = ("ibstock", "wienerberger", "tarmac")


def supplier(session: Session, key: str, admin: User) -> Organisation:
    """The demo supplier `key`: the CRM demo's when it made it (same account number), else a new one."""
    name, account, category, phone, (line1, town, postcode), person = SUPPLIERS[key]
    found = session.scalar(
        select(Organisation).where(Organisation.kind == Kind.supplier.value, Organisation.account_number == account)
    )
    if found is not None:
        return found
    org = organisations.create(
        session,
        Kind.supplier,
        OrganisationIn(
            name=name,
            account_number=account,
            category=category,
            phone=phone,
            email=f"info@{person[3].split('@')[1]}",
        ),
        admin,
    )
    addresses.create(
        session,
        AddressIn(related_id=org.id, address_type=AddressType.head_office, line1=line1, town=town, postcode=postcode),
        admin,
    )
    first, last, title, email = person
    contacts.create(
        session,
        ContactIn(related_id=org.id, first_name=first, last_name=last, job_title=title, email=email, phone=phone),
        admin,
    )
    return org


def product_in(item: DemoProduct, supplier_id: int) -> ProductIn:
    return ProductIn(
        code=item.code,
        name=item.name,
        supplier_id=supplier_id,
        category=Category(item.category),
        colour=item.colour,
        texture=item.texture,
        length_mm=item.length_mm,
        width_mm=item.width_mm,
        height_mm=item.height_mm,
        selling_unit=SellingUnit(item.selling_unit),
        units_per_pack=item.units_per_pack,
        units_per_pallet=item.units_per_pallet,
        weight_kg=item.weight_kg,
        cost_price=item.cost_price,
        list_price=item.list_price,
        lead_time_days=item.lead_time_days,
        status=Status(item.status),
        description=f"{item.name} from {SUPPLIERS[item.supplier][0]}.",
    )


def _before_rise(price: Decimal) -> Decimal:
    return (price / RISE).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _date(session: Session, ids: list[int], days_ago: int, source: str, created: bool) -> None:
    """Date the products `ids` and their `source` price changes `days_ago` days back: the demo has a past."""
    when = utcnow() - timedelta(days=days_ago)
    stamps = {"created_at": when, "updated_at": when} if created else {"updated_at": when}
    session.execute(update(Product).where(Product.id.in_(ids)).values(**stamps))
    session.execute(
        update(PriceChange).where(PriceChange.product_id.in_(ids), PriceChange.source == source).values(changed_at=when)
    )


def seed_catalogue(session: Session, admin: User) -> dict[str, Product]:
    """The demo products by code; nothing when the catalogue already has products."""
    if session.scalar(select(func.count()).select_from(Product)):
        return {}
    suppliers = {key: supplier(session, key, admin) for key in SUPPLIERS}
    made: dict[str, Product] = {}
    rising: dict[str, ProductIn] = {}
    for item in PRODUCTS:
        data = product_in(item, suppliers[item.supplier].id)
        if item.supplier in RISING and item.status == Status.active.value:
            # Last year's prices first, so that this year's are an edit in the price history.
            rising[item.code] = data
            data = data.model_copy(
                update={"cost_price": _before_rise(item.cost_price), "list_price": _before_rise(item.list_price)}
            )
        made[item.code] = products.create(session, data, admin)
    session.flush()
    _date(session, [p.id for p in made.values()], CREATED_DAYS_AGO, "create", created=True)
    for code, data in rising.items():
        product = made[code]
        products.update(session, product.id, ProductUpdate(**data.model_dump(), version=product.version), admin)
    session.flush()
    _date(session, [made[code].id for code in rising], RISE_DAYS_AGO, "edit", created=False)
    for code, other in EQUIVALENTS:
        products.set_equivalents(session, made[code], [made[other].id])
    session.flush()
    return made
