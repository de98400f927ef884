"""Projects: create, edit, move on the board, link architects, suppliers and suggested products, notes, stats."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import case, func, select, union
from sqlalchemy.orm import Session, aliased

from api.catalogue.service import products
from api.core import figures
from api.core.errors import Conflict, FieldErrors, NotFound
from api.core.pagination import Page, PageParams, paginate
from api.crm import Address, Kind, Organisation
from api.crm.service import organisations
from api.crm.service.search import search_match, search_sorts
from api.projects import mappers, positions
from api.projects.models import (
    STAGE_LABELS,
    STAGE_ORDER,
    SUBJECT,
    Project,
    ProjectArchitect,
    ProjectSupplier,
    Stage,
    SuggestedProduct,
)
from api.projects.schemas import (
    GleniganUpdate,
    ProjectDetailOut,
    ProjectFields,
    ProjectIn,
    ProjectMove,
    ProjectUpdate,
    SuggestedProductIn,
)
from api.records.service import activity, owned
from api.records.service.rules import apply_changes, check_version, require_manager
from api.records.service.subjects import SubjectKind
from api.users.models import User

LABEL = "project"
BOARD_LIMIT = 100
SORTS: dict[str, Any] = {
    "name": func.lower(Project.name),
    "reference": Project.reference,
    "stage": case({stage.value: i for i, stage in enumerate(STAGE_ORDER)}, value=Project.stage),  # the board's order
    "start_date": Project.start_date,
    "end_date": Project.end_date,
    "estimated_value": Project.estimated_value,
    "number_of_plots": Project.number_of_plots,
    "created_at": Project.created_at,
    "updated_at": Project.updated_at,
}
Customer = aliased(Organisation)
Manager = aliased(User)


@dataclass(frozen=True)
class Filters:
    stages: tuple[Stage, ...] = ()
    customer_id: int | None = None
    start_from: date | None = None
    start_to: date | None = None


def get(session: Session, project_id: int, *, for_update: bool = False) -> Project:
    project = session.get(Project, project_id, with_for_update=for_update)
    if project is None:
        raise NotFound("This project does not exist.")
    return project


SUBJECT_KIND = SubjectKind(SUBJECT, get)


def _select() -> Any:
    return (
        select(Project, Customer.name, Manager, Customer.kind)
        .outerjoin(Customer, Customer.id == Project.customer_id)
        .outerjoin(Manager, Manager.id == Project.account_manager_id)
    )


def row(session: Session, project_id: int) -> Any:
    found = session.execute(_select().where(Project.id == project_id)).one_or_none()
    if found is None:
        raise NotFound("This project does not exist.")
    return found


def _filtered(params: PageParams | None, filters: Filters) -> Any:
    query = _select()
    if params is not None and params.q:
        query = query.where(search_match(Project.search_text, params.q))
    if filters.stages:
        query = query.where(Project.stage.in_([s.value for s in filters.stages]))
    if filters.customer_id is not None:
        query = query.where(Project.customer_id == filters.customer_id)
    if filters.start_from is not None:
        query = query.where(Project.start_date >= filters.start_from)
    if filters.start_to is not None:
        query = query.where(Project.start_date <= filters.start_to)
    return query


def list_projects(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    if filters.start_from and filters.start_to and filters.start_from > filters.start_to:
        raise FieldErrors({"start_to": "The end of the range must not be before its start."})
    return paginate(
        session,
        _filtered(params, filters),
        params,
        search_sorts(SORTS, params.q),
        default_sort="-updated_at",
        tiebreak=Project.id,
        rows=True,
    )


def board(session: Session, q: str | None, customer_id: int | None) -> list[dict[str, Any]]:
    """Each stage's column: its count, summed estimated value and first BOARD_LIMIT projects in board order."""
    params = PageParams(q=q)
    base = _filtered(params, Filters(customer_id=customer_id)).subquery()
    totals = {
        stage: (count, value)
        for stage, count, value in session.execute(
            select(base.c.stage, func.count(), func.coalesce(func.sum(base.c.estimated_value), 0)).group_by(
                base.c.stage
            )
        )
    }
    columns = []
    for stage in STAGE_ORDER:
        items = session.execute(
            _filtered(params, Filters(stages=(stage,), customer_id=customer_id))
            .order_by(Project.position, Project.id)
            .limit(BOARD_LIMIT)
        ).all()
        count, value = totals.get(stage.value, (0, Decimal(0)))
        columns.append({"stage": stage, "total": count, "estimated_value": Decimal(value), "items": items})
    return columns


def _search_text(values: dict[str, Any]) -> str:
    return " ".join(v for v in (values["name"], values["reference"], values["glenigan_id"]) if v).lower()


def _values(session: Session, data: ProjectFields, except_id: int | None = None) -> dict[str, Any]:
    errors: dict[str, str] = {}
    if data.customer_id is not None:
        customer = session.get(Organisation, data.customer_id)
        if customer is None or customer.kind not in (Kind.customer.value, Kind.company.value):
            errors["customer_id"] = "This customer does not exist."
    if data.site_address_id is not None:
        address = session.get(Address, data.site_address_id)
        if address is None:
            errors["site_address_id"] = "This address does not exist."
        elif data.customer_id is None:
            errors["site_address_id"] = "Choose the customer first: the site is one of their addresses."
        elif address.organisation_id != data.customer_id:
            errors["site_address_id"] = "This address belongs to another organisation."
    if data.start_date and data.end_date and data.end_date < data.start_date:
        errors["end_date"] = "The end date must be on or after the start date."
    if data.account_manager_id is not None and session.get(User, data.account_manager_id) is None:
        errors["account_manager_id"] = "This user does not exist."
    if data.reference:
        taken = select(Project.id).where(func.lower(Project.reference) == data.reference.lower())
        if except_id is not None:
            taken = taken.where(Project.id != except_id)
        if session.scalar(taken) is not None:
            errors["reference"] = "Another project has this reference."
    if errors:
        raise FieldErrors(errors)
    values = data.model_dump(include=set(ProjectFields.model_fields))
    values["stage"] = data.stage.value
    values["search_text"] = _search_text(values)
    return values


def create(session: Session, data: ProjectIn, actor: User) -> Project:
    values = _values(session, data)
    positions.lock_columns(session, None, values["stage"])
    project = Project(**values, position=positions.at_end(session, values["stage"]), created_by_id=actor.id)
    session.add(project)
    session.flush()
    activity.record(session, SUBJECT, project.id, actor, "create", f"Project {project.name} created")
    return project


def update(session: Session, data: ProjectUpdate, actor: User) -> Project:
    positions.lock_columns(session, data.project_id, data.stage.value)
    project = get(session, data.project_id, for_update=True)
    check_version(project, data.version, LABEL)
    values = _values(session, data, except_id=project.id)
    if values["stage"] != project.stage:
        values["position"] = positions.at_end(session, values["stage"])
    changes = apply_changes(project, values)
    changes.pop("search_text", None)
    changes.pop("position", None)
    if changes:
        activity.record(session, SUBJECT, project.id, actor, "update", "Project updated", changes)
    return project


def set_glenigan(session: Session, data: GleniganUpdate, actor: User) -> Project:
    project = get(session, data.projectId, for_update=True)
    check_version(project, data.version, LABEL)
    glenigan = data.glenigan
    values = {"glenigan_id": glenigan, "search_text": _search_text({**_plain(project), "glenigan_id": glenigan})}
    changes = apply_changes(project, values)
    if "glenigan_id" in changes:
        summary = f"Glenigan id set to {glenigan}" if glenigan else "Glenigan id cleared"
        activity.record(session, SUBJECT, project.id, actor, "update", summary, {"glenigan_id": changes["glenigan_id"]})
    return project


def _plain(project: Project) -> dict[str, Any]:
    return {"name": project.name, "reference": project.reference, "glenigan_id": project.glenigan_id}


def move(session: Session, data: ProjectMove, actor: User) -> Project:
    """Put the project at `index` of `stage`'s column (board drag and drop)."""
    positions.lock_columns(session, data.project_id, data.stage.value)
    project = get(session, data.project_id, for_update=True)
    check_version(project, data.version, LABEL)
    position = positions.at_index(session, data.stage.value, data.index, project.id)
    old_stage = project.stage
    project.stage, project.position = data.stage.value, position
    project.version += 1
    if old_stage != data.stage.value:
        summary = f"Moved from {STAGE_LABELS[Stage(old_stage)]} to {STAGE_LABELS[data.stage]}"
        activity.record(session, SUBJECT, project.id, actor, "stage", summary, {"stage": [old_stage, data.stage.value]})
    return project


def delete_project(session: Session, project_id: int, actor: User) -> None:
    """The project goes with its links (cascaded), notes, files and activity: nothing is left to show them."""
    require_manager(actor, "delete a project")
    project = get(session, project_id, for_update=True)
    owned.delete_owned(session, SUBJECT, project.id)
    owned.delete_activity(session, SUBJECT, project.id)
    session.delete(project)


def _link_target(session: Session, org_id: int, kind: Kind, field: str, word: str) -> Organisation:
    org = session.get(Organisation, org_id)
    if org is None or org.kind != kind.value:
        raise FieldErrors({field: f"This {word} does not exist."})
    return org


LINKS: dict[Kind, tuple[type[ProjectArchitect] | type[ProjectSupplier], str, str]] = {
    Kind.other: (ProjectArchitect, "architect_id", "architect"),
    Kind.supplier: (ProjectSupplier, "supplier_id", "supplier"),
}


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def link(session: Session, project_id: int, kind: Kind, org_id: int, actor: User) -> Project:
    model, field, word = LINKS[kind]
    project = get(session, project_id, for_update=True)
    org = _link_target(session, org_id, kind, field, word)
    if session.get(model, (project.id, org.id)) is not None:
        raise Conflict(f"{org.name} is already {_a(word)} of this project.")
    session.add(model(project_id=project.id, organisation_id=org.id, added_by_id=actor.id))
    activity.record(session, SUBJECT, project.id, actor, f"{word}_add", f"{word.capitalize()} {org.name} added")
    return project


def unlink(session: Session, project_id: int, kind: Kind, org_id: int, actor: User) -> Project:
    model, field, word = LINKS[kind]
    project = get(session, project_id, for_update=True)
    existing = session.get(model, (project.id, org_id))
    if existing is None:
        raise FieldErrors({field: f"This is not {_a(word)} of the project."})
    name = session.get(Organisation, org_id).name  # type: ignore[union-attr]
    session.delete(existing)
    activity.record(session, SUBJECT, project.id, actor, f"{word}_remove", f"{word.capitalize()} {name} removed")
    return project


def linked(session: Session, project_id: int, kind: Kind) -> list[Any]:
    model = LINKS[kind][0]
    return list(
        session.execute(
            select(Organisation, model.added_at)
            .join(model, model.organisation_id == Organisation.id)
            .where(model.project_id == project_id)
            .order_by(func.lower(Organisation.name))
        ).all()
    )


def suggest_product(session: Session, data: SuggestedProductIn, actor: User) -> Project:
    project = get(session, data.project_id, for_update=True)
    try:
        product = products.get(session, data.product_id)
    except NotFound:
        raise FieldErrors({"product_id": "This product does not exist."}) from None
    existing = session.get(SuggestedProduct, (project.id, product.id), with_for_update=True)
    if existing is not None:
        _suggest_again(session, project, product.name, existing, data, actor)
        return project
    session.add(
        SuggestedProduct(
            project_id=project.id, product_id=product.id, quantity=data.quantity, note=data.note, added_by_id=actor.id
        )
    )
    activity.record(session, SUBJECT, project.id, actor, "product_add", f"Suggested product {product.name} added")
    return project


def _suggest_again(
    session: Session, project: Project, name: str, existing: SuggestedProduct, data: SuggestedProductIn, actor: User
) -> None:
    """A product suggested again keeps what was typed for it (by a colleague, or in another tab): a quantity or note
    left empty keeps the stored one, and one that was empty takes the new value; a value other than the one stored
    is refused (409, saying what is stored) rather than replacing it. Take the product off to suggest other
    figures."""
    wanted = {f: new for f, new in (("quantity", data.quantity), ("note", data.note)) if new not in (None, "")}
    clash = {f for f, new in wanted.items() if getattr(existing, f) not in (None, "", new)}
    if clash:
        quantity = "no quantity" if existing.quantity is None else f"a quantity of {existing.quantity:,}"
        note = f"the note “{existing.note}”" if existing.note else "no note"
        raise Conflict(
            f"{name} is already suggested for this project, with {quantity} and {note}. "
            "Take it off the list first to suggest it with other figures."
        )
    changes = {f: [getattr(existing, f), new] for f, new in wanted.items() if getattr(existing, f) != new}
    if changes:
        for field, (_, new) in changes.items():
            setattr(existing, field, new)
        summary = f"Suggested product {name} updated"
        activity.record(session, SUBJECT, project.id, actor, "product_update", summary, changes)


def unsuggest_product(session: Session, project_id: int, product_id: int, actor: User) -> Project:
    project = get(session, project_id, for_update=True)
    existing = session.get(SuggestedProduct, (project.id, product_id))
    if existing is None:
        raise FieldErrors({"product_id": "This product is not suggested for the project."})
    session.delete(existing)
    product = products.get(session, product_id)
    activity.record(session, SUBJECT, project.id, actor, "product_remove", f"Suggested product {product.name} removed")
    return project


def suggested(session: Session, project_id: int) -> list[tuple[SuggestedProduct, Any]]:
    """The project's suggested products, oldest first, each with its (product, supplier name) row."""
    links = list(
        session.scalars(
            select(SuggestedProduct)
            .where(SuggestedProduct.project_id == project_id)
            .order_by(SuggestedProduct.added_at, SuggestedProduct.product_id)
        )
    )
    found = products.by_ids(session, [link.product_id for link in links])
    return [(link, found[link.product_id]) for link in links]


def detail(session: Session, project_id: int) -> ProjectDetailOut:
    """The project with its customer, manager, site, architects, suppliers and suggested products."""
    session.flush()
    project_row = row(session, project_id)
    project = project_row[0]
    return mappers.project_detail(
        project_row,
        creator=session.get(User, project.created_by_id) if project.created_by_id else None,
        site=session.get(Address, project.site_address_id) if project.site_address_id else None,
        architects=linked(session, project.id, Kind.other),
        suppliers=linked(session, project.id, Kind.supplier),
        suggested=suggested(session, project.id),
    )


def stats(session: Session, project_id: int) -> dict[str, Any]:
    project = get(session, project_id)

    def count(model: Any) -> int:
        return session.scalar(select(func.count()).select_from(model).where(model.project_id == project.id)) or 0

    return {
        "suppliers": count(ProjectSupplier),
        "architects": count(ProjectArchitect),
        "suggested_products": count(SuggestedProduct),
        **owned.counts(session, SUBJECT, project.id),
        "quotes": figures.quote_figures(session, "project", project.id),
    }


@organisations.register_dependant
def organisation_projects(session: Session, org_id: int) -> tuple[int, str, str]:
    """Projects whose customer, architect or supplier the organisation is."""
    linked = union(
        select(Project.id).where(Project.customer_id == org_id),
        select(ProjectArchitect.project_id).where(ProjectArchitect.organisation_id == org_id),
        select(ProjectSupplier.project_id).where(ProjectSupplier.organisation_id == org_id),
    ).subquery()
    count = session.scalar(select(func.count()).select_from(linked)) or 0
    return count, "project", "projects"
