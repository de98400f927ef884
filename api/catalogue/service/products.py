"""Products: create, edit (with price history), delete, equivalents, and reads by id, code and supplier."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import Integer, Select, bindparam, delete, func, insert, or_, select
from sqlalchemy.orm import Session

from api.catalogue import mappers
from api.catalogue.models import CATEGORY_LABELS, Equivalent, PriceChange, Product
from api.catalogue.schemas import ProductDetailOut, ProductFields, ProductIn, ProductUpdate
from api.core.errors import FieldErrors, NotFound
from api.crm import Kind, Organisation
from api.records.service.rules import apply_changes, check_version, require_manager
from api.users.columns import name_columns
from api.users.models import User

LABEL = "product"
HISTORY_LIMIT = 100
# Columns a product's own fields set; equivalents have their own table.
COLUMNS = tuple(name for name in ProductFields.model_fields if name != "equivalent_ids")


def get(session: Session, product_id: int, *, for_update: bool = False) -> Product:
    product = session.get(Product, product_id, with_for_update=for_update)
    if product is None:
        raise NotFound("This product does not exist.")
    return product


def search_text(values: dict[str, Any]) -> str:
    """What the trigram index searches: code, name, manufacturer's reference, colour, texture, category."""
    category = values.get("category")
    # A Category is a str: the labels are looked up by the value as it is (no enum made per row of an import).
    label = CATEGORY_LABELS[category] if category else ""
    parts = (values.get(f) or "" for f in ("code", "name", "manufacturer_ref", "colour", "texture"))
    return " ".join(p for p in (*parts, label) if p).lower()


def check_supplier(session: Session, supplier_id: int, field: str = "supplier_id") -> Organisation:
    supplier = session.get(Organisation, supplier_id)
    if supplier is None or supplier.kind != Kind.supplier.value:
        raise FieldErrors({field: "This supplier does not exist."})
    if supplier.archived:
        raise FieldErrors({field: f"{supplier.name} is archived. Restore the supplier first."})
    return supplier


def check_suppliers(session: Session, ids: Iterable[int], field: str = "supplier_ids") -> None:
    """Every id names a supplier; archived ones count (their products can still be listed)."""
    wanted = set(ids)
    found = set(
        session.scalars(
            select(Organisation.id).where(Organisation.id.in_(wanted), Organisation.kind == Kind.supplier.value)
        )
    )
    if missing := wanted - found:
        raise FieldErrors({field: f"These suppliers do not exist: {', '.join(map(str, sorted(missing)))}."})


def _check_code(session: Session, supplier_id: int, code: str, except_id: int | None) -> None:
    query = select(Product.id).where(Product.supplier_id == supplier_id, func.lower(Product.code) == code.lower())
    if except_id is not None:
        query = query.where(Product.id != except_id)
    if session.scalar(query) is not None:
        raise FieldErrors({"code": "This supplier already has a product with this code."})


def _values(session: Session, data: ProductFields, except_id: int | None = None) -> dict[str, Any]:
    check_supplier(session, data.supplier_id)
    _check_code(session, data.supplier_id, data.code, except_id)
    values = {name: getattr(data, name) for name in COLUMNS}
    values["category"] = data.category.value
    values["selling_unit"] = data.selling_unit.value
    values["status"] = data.status.value
    values["search_text"] = search_text(values)
    return values


def price_change(
    product_id: int, old: tuple[Decimal | None, Decimal | None], new: tuple[Decimal, Decimal], actor: User, source: str
) -> dict[str, Any]:
    return {
        "product_id": product_id,
        "changed_by_id": actor.id,
        "source": source,
        "old_cost_price": old[0],
        "old_list_price": old[1],
        "new_cost_price": new[0],
        "new_list_price": new[1],
    }


def create(session: Session, data: ProductIn, actor: User) -> Product:
    product = Product(**_values(session, data), created_by_id=actor.id)
    session.add(product)
    session.flush()
    set_equivalents(session, product, data.equivalent_ids)
    session.add(
        PriceChange(**price_change(product.id, (None, None), (data.cost_price, data.list_price), actor, "create"))
    )
    return product


def update(session: Session, product_id: int, data: ProductUpdate, actor: User) -> Product:
    product = get(session, product_id, for_update=True)
    check_version(product, data.version, LABEL)
    old = (product.cost_price, product.list_price)
    changes = apply_changes(product, _values(session, data, except_id=product.id))
    if set_equivalents(session, product, data.equivalent_ids) and not changes:
        product.version += 1
    if "cost_price" in changes or "list_price" in changes:
        new = (product.cost_price, product.list_price)
        session.add(PriceChange(**price_change(product.id, old, new, actor, "edit")))
    return product


def delete_product(session: Session, product_id: int, actor: User) -> None:
    require_manager(actor, "delete a product")
    product = get(session, product_id, for_update=True)
    session.delete(product)


def set_equivalents(session: Session, product: Product, ids: Sequence[int]) -> bool:
    """Make `ids` the products that can stand in for `product` (both ways). True when the set changed."""
    wanted = set(ids)
    if product.id in wanted:
        raise FieldErrors({"equivalent_ids": "A product cannot be its own equivalent."})
    found = set(session.scalars(select(Product.id).where(Product.id.in_(wanted)))) if wanted else set()
    if missing := wanted - found:
        raise FieldErrors({"equivalent_ids": f"These products do not exist: {', '.join(map(str, sorted(missing)))}."})
    current = set(equivalent_ids(session, product.id))
    if current == wanted:
        return False
    session.execute(
        delete(Equivalent).where(or_(Equivalent.product_id == product.id, Equivalent.equivalent_id == product.id))
    )
    pairs = [{"product_id": product.id, "equivalent_id": i} for i in wanted]
    pairs += [{"product_id": i, "equivalent_id": product.id} for i in wanted]
    if pairs:
        session.execute(insert(Equivalent), pairs)
    return True


def equivalent_ids(session: Session, product_id: int) -> list[int]:
    return list(session.scalars(select(Equivalent.equivalent_id).where(Equivalent.product_id == product_id)))


# A product's reads below are statements of `:product_id` written once: a statement's cache key cost more CPU than
# the query.
PRODUCT_ID = bindparam("product_id", type_=Integer)


def equivalents(session: Session, product_id: int) -> list[Any]:
    """The products that can stand in for it, in name order: (product, supplier name) pairs of plain rows (a Core
    query, on the tables)."""
    return pairs(session.execute(_equivalents(), {"product_id": product_id}))


@cache
def _equivalents() -> Any:
    products, links = Product.__table__.c, Equivalent.__table__
    return (
        with_suppliers(links.c.product_id == PRODUCT_ID)
        .join(links, links.c.equivalent_id == products.id)
        .order_by(func.lower(products.name), products.id)
    )


def history(session: Session, product_id: int) -> list[Any]:
    """Its price changes, newest first (HISTORY_LIMIT at most), as plain rows with the changer's names
    (`changer_id`, `changer_first_name`, `changer_last_name`; None when the user was removed): a Core query."""
    return list(session.execute(_history(), {"product_id": product_id}).all())


@cache
def _history() -> Any:
    changes, users = PriceChange.__table__, User.__table__
    return (
        select(
            *(changes.c[name] for name in mappers.PRICE_CHANGE),
            *name_columns(users.c, "changer"),
        )
        .select_from(changes)
        .outerjoin(users, users.c.id == changes.c.changed_by_id)
        .where(changes.c.product_id == PRODUCT_ID)
        .order_by(changes.c.changed_at.desc(), changes.c.id.desc())
        .limit(HISTORY_LIMIT)
    )


def with_suppliers(*where: Any) -> Select[Any]:
    """Products with their supplier's name as plain rows (`row.supplier_name`), not ORM objects: building and
    tracking an object per product cost more than the query itself for a few hundred of them. A row reads like a
    product (`row.code`, `row.list_price`), with the columns ProductOut shows (not the search text). Written on the
    tables, not the mapped classes, so the session runs it as a plain Core query (no ORM result handling)."""
    suppliers, columns = Organisation.__table__, Product.__table__.c
    return (
        select(*(columns[name] for name in mappers.READ), suppliers.c.name.label("supplier_name"))
        .join(suppliers, suppliers.c.id == columns.supplier_id)
        .where(*where)
    )


def pairs(rows: Iterable[Any]) -> list[tuple[Any, str]]:
    """(product, supplier name) pairs of `with_suppliers` rows, as the mappers take them."""
    return [(row, row.supplier_name) for row in rows]


def lookup_values(ids: Iterable[int], codes: Iterable[str]) -> tuple[list[int], list[str]]:
    """A lookup's ids and its codes lowered (a code is any supplier's, whatever its case); one of them at least."""
    wanted, lowered = list(ids), [c.lower() for c in codes if c]
    if not wanted and not lowered:
        raise FieldErrors({"ids": "Give at least one product id or code."})
    return wanted, lowered


def by_ids(session: Session, ids: Iterable[int]) -> dict[int, Any]:
    """(product, supplier name) pairs by product id (the product a plain row, see `with_suppliers`)."""
    wanted = list(ids)
    if not wanted:
        return {}
    return {pair[0].id: pair for pair in pairs(session.execute(_by_ids(), {"ids": wanted}))}


@cache
def _by_ids() -> Any:
    return with_suppliers(Product.id.in_(bindparam("ids", expanding=True)))


def detail(session: Session, product_id: int) -> ProductDetailOut:
    """The product with its supplier, equivalents, price history and creator: three statements (the product, its
    supplier's and its creator's names in one), of plain rows, as Core queries on the tables (no ORM handling)."""
    session.flush()
    row = session.execute(_detail(), {"product_id": product_id}).one_or_none()
    if row is None:
        raise NotFound("This product does not exist.")
    return mappers.product_detail(row, equivalents(session, product_id), history(session, product_id))


@cache
def _detail() -> Any:
    creators = User.__table__
    return (
        with_suppliers(Product.__table__.c.id == PRODUCT_ID)
        .outerjoin(creators, creators.c.id == Product.__table__.c.created_by_id)
        .add_columns(*name_columns(creators.c, "creator"))
    )
