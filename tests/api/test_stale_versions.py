"""The calls that set one value of a record (archive toggles, a file's or a column's name, a customer's account
manager, a project's Glenigan id, a quote's file link and PO number, a task's status, plots' phases) with the
version the change started from: a record changed since is a 409 and kept as the other user left it. Each call:
401 without a token, the wrong record or role, bad input named by its field, the stale version, the happy path
(its answer and the database)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.orders.models import OrderPlot
from api.projects.models import Project
from api.quotes.models import Quote
from api.tasks.models import TaskStage
from api.users.models import Role, User
from tests.api.quotes.factories import make_sent_quote, mark_decided
from tests.api.schedule_factories import ids_of, make_plotted_order
from tests.api.tasks.helpers import make_task, stage_id
from tests.factories import (
    headers_for,
    make_address,
    make_contact,
    make_link,
    make_organisation,
    make_project,
    make_user,
)

Headers = dict[str, str]


@dataclass
class Setup:
    """One call's record as a user opened it: the body they send, what `elsewhere` changes meanwhile (another user's
    save), the stored value the call sets (`stored`) with the value it takes (`wanted`), and the answer's part."""

    body: dict[str, Any]
    elsewhere: Callable[[], None]
    stored: Callable[[], Any]
    wanted: Any
    answered: Callable[[dict[str, Any]], Any]
    wrong: dict[str, Any]  # the body naming a record the call does not reach (or `headers` below)
    bad: dict[str, Any]  # a bad value and the field it is named by
    bad_field: str
    wrong_status: int = 404
    headers: Headers | None = None  # the caller's, when not the staff user's
    wrong_headers: Headers | None = None  # a role the call refuses
    version_key: str = "version"
    refreshed: list[Any] = field(default_factory=list)


@dataclass(frozen=True)
class Case:
    name: str
    method: str
    path: str
    setup: Callable[[Session, User], Setup]
    form: bool = False


def _archive(
    make: Callable[[Session], Any],
    key: str,
    changed: tuple[str, str],
    bad: Any,
    wrong: Callable[[Session], int] = lambda db: 2_000_000,
) -> Callable[[Session, User], Setup]:
    """A record's archive: `changed`, a field another user saved meanwhile; `wrong`, an id the route does not reach."""

    def setup(db: Session, staff: User) -> Setup:
        row = make(db)

        def elsewhere() -> None:
            setattr(row, changed[0], changed[1])
            row.version += 1
            db.flush()

        return Setup(
            body={key: row.id, "archived": True, "version": row.version},
            elsewhere=elsewhere,
            stored=lambda: row.archived,
            wanted=True,
            answered=lambda out: out["archived"],
            wrong={key: wrong(db)},
            bad={"version": bad},
            bad_field="version",
            refreshed=[row],
        )

    return setup


def _org_archive(kind: Kind, key: str) -> Callable[[Session, User], Setup]:
    """An organisation's: the id of another kind's on its route is not found."""
    other_kind = Kind.supplier if kind is not Kind.supplier else Kind.customer
    return _archive(
        lambda db: make_organisation(db, kind=kind, name="Kirkstall Forge Homes"),
        key,
        ("phone", "0113 496 0999"),
        "three",
        lambda db: make_organisation(db, kind=other_kind).id,
    )


_contact_archive = _archive(lambda db: make_contact(db, make_organisation(db)), "contact_id", ("job_title", "Buyer"), 0)
_address_archive = _archive(lambda db: make_address(db, make_organisation(db)), "address_id", ("line2", "Unit 4"), True)


def _account_manager(db: Session, staff: User) -> Setup:
    customer = make_organisation(db, kind=Kind.customer)
    supplier = make_organisation(db, kind=Kind.supplier)
    colleague = make_user(db, first_name="Ola", last_name="Colleague")

    def elsewhere() -> None:  # someone else gave the customer an account manager meanwhile
        customer.account_manager_id, customer.version = staff.id, customer.version + 1
        db.flush()

    return Setup(
        body={"customer_id": customer.id, "user_id": colleague.id, "version": customer.version},
        elsewhere=elsewhere,
        stored=lambda: customer.account_manager_id,
        wanted=colleague.id,
        answered=lambda out: out["account_manager_name"],
        wrong={"customer_id": supplier.id},
        bad={"user_id": 2_000_000},
        bad_field="user_id",
        refreshed=[customer],
    )


def _glenigan(db: Session, staff: User) -> Setup:
    project = make_project(db)

    def elsewhere() -> None:
        project.glenigan_id, project.version = "GL-1111", project.version + 1
        db.flush()

    return Setup(
        body={"projectId": project.id, "glenigan": "GL-2026-0042", "version": project.version},
        elsewhere=elsewhere,
        stored=lambda: db.get(Project, project.id).glenigan_id,  # type: ignore[union-attr]
        wanted="GL-2026-0042",
        answered=lambda out: out["glenigan_id"],
        wrong={"projectId": 2_000_000},
        bad={"glenigan": "G" * 51},
        bad_field="glenigan",
        refreshed=[project],
    )


def _quote_setup(db: Session, quote: Quote, body: dict[str, Any], column: str, wanted: str, **rest: Any) -> Setup:
    """A quote's call: the quote's `row_version` sent, a colleague's save of the quote meanwhile, `column` set."""

    def elsewhere() -> None:
        quote.internal_notes, quote.row_version = "Rang the buyer", quote.row_version + 1
        db.flush()

    return Setup(
        body=body,
        elsewhere=elsewhere,
        stored=lambda: getattr(quote, column),
        wanted=wanted,
        answered=lambda out: out[column],
        version_key="row_version",
        refreshed=[quote],
        **rest,
    )


def _file_repo_url(db: Session, staff: User) -> Setup:
    quote = make_sent_quote(db)
    url = "https://files.example.com/q/42"
    body = {"uuid": str(quote.uuid), "url": url, "row_version": quote.row_version}
    wrong = {"uuid": "0b8a3c1e-6a43-4a8e-9f3e-1d2c3b4a5f60"}
    bad = {"url": "ftp://files.example.com/q/42"}
    return _quote_setup(db, quote, body, "file_repo_url", url, wrong=wrong, bad=bad, bad_field="url")


def _purchase_order(db: Session, staff: User) -> Setup:
    quote = mark_decided(db, make_sent_quote(db))
    body = {"quote_id": str(quote.id), "po_number": "PO-2026-118", "row_version": str(quote.row_version)}
    wrong, bad = {"quote_id": "2000000"}, {"row_version": "1.5"}
    return _quote_setup(db, quote, body, "po_number", "PO-2026-118", wrong=wrong, bad=bad, bad_field="row_version")


def _task_status(db: Session, staff: User) -> Setup:
    task = make_task(db, staff)
    theirs = make_task(db, make_user(db))

    def elsewhere() -> None:
        task.title, task.version = "Chase the customer today", task.version + 1
        db.flush()

    return Setup(
        body={"taskId": task.id, "status": "done", "userId": staff.id, "version": task.version},
        elsewhere=elsewhere,
        stored=lambda: task.status,
        wanted="done",
        answered=lambda out: out["status"],
        wrong={"taskId": theirs.id},
        bad={"status": "finished"},
        bad_field="status",
        refreshed=[task],
    )


def _renamed(db: Session, row: Any, body: dict[str, Any], theirs: str, **rest: Any) -> Setup:
    """A rename sent with the name it started from (`previous`); `theirs`, another user's rename meanwhile."""

    def elsewhere() -> None:
        row.name = theirs
        db.flush()

    return Setup(
        body=body,
        elsewhere=elsewhere,
        stored=lambda: row.name,
        wanted=body["name"],
        answered=lambda out: out["name"],
        version_key="previous",
        refreshed=[row],
        **rest,
    )


def _stage_rename(db: Session, staff: User) -> Setup:
    stage = db.get(TaskStage, stage_id(db, "To do"))
    admin = headers_for(db, make_user(db, role=Role.admin))
    body = {"id": stage.id if stage else 0, "name": "Inbox", "previous": "To do"}
    staff_headers = headers_for(db, staff)  # the wrong role: admins only
    return _renamed(
        db,
        stage,
        body,
        "Backlog",
        wrong={},
        wrong_status=403,
        wrong_headers=staff_headers,
        headers=admin,
        bad={"name": " "},
        bad_field="name",
    )


def _file_rename(db: Session, staff: User) -> Setup:
    row = make_link(db, make_organisation(db, kind=Kind.customer).id, name="Site plan")
    theirs = make_link(db, make_organisation(db, kind=Kind.supplier).id, name="Price list")
    body = {"file_id": row.id, "name": "Site plan rev C", "previous": "Site plan"}
    wrong = {"file_id": theirs.id}  # a supplier's file by the customers' route
    return _renamed(db, row, body, "Site plan rev B", wrong=wrong, bad={"name": "n" * 256}, bad_field="name")


def _plot_phase(db: Session, staff: User) -> Setup:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    plot = db.get(OrderPlot, plots[0])
    assert plot is not None

    def elsewhere() -> None:
        plot.phase = "Phase 2"
        db.flush()

    return Setup(
        body={"order_id": order.id, "plots": [{"plot_id": plot.id, "phase": "Phase 1", "previous": ""}]},
        elsewhere=elsewhere,
        stored=lambda: plot.phase,
        wanted="Phase 1",
        answered=lambda out: out["plots"][0]["phase"],
        wrong={"order_id": 2_000_000},
        bad={"plots": [{"plot_id": plot.id, "phase": "p" * 51}]},
        bad_field="plots.0.phase",
        version_key="plots",
        refreshed=[plot],
    )


CASES = [
    Case("customer archive", "PUT", "/api/customers/archive", _org_archive(Kind.customer, "customer_id")),
    Case("supplier archive", "PUT", "/api/suppliers/archive", _org_archive(Kind.supplier, "supplier_id")),
    Case("other archive", "PUT", "/api/others/archive", _org_archive(Kind.other, "otherId")),
    Case("company archive", "PUT", "/api/companys/archive", _org_archive(Kind.company, "company_id")),
    Case("contact archive", "PUT", "/api/contacts/archive", _contact_archive),
    Case("address archive", "PUT", "/api/addresses/archive", _address_archive),
    Case("account manager", "PUT", "/api/customers/accountManager/update", _account_manager),
    Case("glenigan", "PUT", "/api/projects/update/glenigan", _glenigan),
    Case("quote file link", "PUT", "/api/quotes/fileRepoUrl", _file_repo_url),
    Case("quote PO number", "POST", "/api/quotes/purchaseOrder", _purchase_order, form=True),
    Case("task status", "PUT", "/api/tasks/status", _task_status),
    Case("stage rename", "PUT", "/api/tasks/stages/edit", _stage_rename),
    Case("file rename", "POST", "/api/customers/file/update", _file_rename),
    Case("plot phase", "PUT", "/api/schedules/plot/phase", _plot_phase),
]


def send(client: TestClient, case: Case, body: dict[str, Any], headers: Headers | None) -> Any:
    if case.form:
        return client.request(case.method, case.path, data=body, headers=headers)
    return client.request(case.method, case.path, json=body, headers=headers)


def stored(db: Session, setup: Setup) -> Any:
    for row in setup.refreshed:
        db.refresh(row)
    return setup.stored()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_without_a_token_wrong_record_or_role_and_bad_input(
    client: TestClient, db: Session, staff: User, headers: Headers, case: Case
) -> None:
    setup = case.setup(db, staff)
    before = stored(db, setup)
    own = setup.headers or headers

    assert send(client, case, setup.body, None).status_code == 401
    wrong = send(client, case, {**setup.body, **setup.wrong}, setup.wrong_headers or own)
    assert wrong.status_code == setup.wrong_status, wrong.text
    bad = send(client, case, {**setup.body, **setup.bad}, own)
    assert bad.status_code == 422, bad.text
    assert [e["field"] for e in bad.json()["errors"]] == [setup.bad_field]
    assert stored(db, setup) == before


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_stale_version_is_refused_and_the_other_change_kept(
    client: TestClient, db: Session, staff: User, headers: Headers, case: Case
) -> None:
    setup = case.setup(db, staff)
    setup.elsewhere()
    kept = stored(db, setup)

    response = send(client, case, setup.body, setup.headers or headers)

    assert response.status_code == 409, response.text
    assert "since you opened it" in response.json()["detail"]
    assert stored(db, setup) == kept != setup.wanted


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_the_version_read_saves(client: TestClient, db: Session, staff: User, headers: Headers, case: Case) -> None:
    setup = case.setup(db, staff)

    response = send(client, case, setup.body, setup.headers or headers)

    assert response.status_code == 200, response.text
    assert stored(db, setup) == setup.wanted
    answered = setup.answered(response.json())
    assert answered in (setup.wanted, "Ola Colleague")  # the account manager is answered by name


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_without_a_version_the_spec_s_body_still_saves(
    client: TestClient, db: Session, staff: User, headers: Headers, case: Case
) -> None:
    setup = case.setup(db, staff)
    setup.elsewhere()
    body = dict(setup.body)
    if case.name == "plot phase":
        body["plots"] = [{k: v for k, v in p.items() if k != "previous"} for p in body["plots"]]
    else:
        del body[setup.version_key]

    response = send(client, case, body, setup.headers or headers)

    assert response.status_code == 200, response.text
    assert stored(db, setup) == setup.wanted


def test_a_plot_given_twice_is_refused_naming_it(client: TestClient, db: Session, headers: Headers) -> None:
    """Two phases for one plot in one call: the last took it without a word."""
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    body = {
        "order_id": order.id,
        "plots": [{"plot_id": plots[0], "phase": "Phase 1"}, {"plot_id": plots[0], "phase": "2"}],
    }

    response = client.put("/api/schedules/plot/phase", json=body, headers=headers)

    assert response.status_code == 422
    assert response.json()["errors"] == [{"field": "plots.1.plot_id", "message": "This plot is given twice."}]
    plot = db.get(OrderPlot, plots[0])
    assert plot is not None and plot.phase == ""
