"""Imports as background jobs: `POST /products/import/jobs` and `POST /crm/import/{kind}/jobs` start one,
`GET /imports/{id}` follows it, `PUT /imports/{id}/cancel` stops it between batches (the batches done stay)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from concurrent.futures import Future
from contextlib import nullcontext
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import PriceChange, Product
from api.catalogue.service.imports import PriceList
from api.core.imports import Outcome
from api.crm import Address, Kind, Organisation
from api.db import rollback
from api.imports import service
from api.imports.models import ImportJob, ImportJobRow
from api.records.models import Activity
from api.users.models import Role
from tests.api.catalogue.importing import row
from tests.api.crm.importing import actions, count, csv_file, customer, verdicts
from tests.factories import headers_for, make_organisation, make_product, make_user

Headers = dict[str, str]
CUSTOMER_MAPPING = {
    "Company": "name",
    "Acc No": "account_number",
    "Street": "line1",
    "Town": "town",
    "Post code": "postcode",
}


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


def supplier(db: Session) -> Organisation:
    return make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")


def start_products(client: TestClient, headers: Headers, rows: list[dict[str, Any]], **body: Any) -> Any:
    return client.post("/api/products/import/jobs", json={"rows": rows, **body}, headers=headers)


def start_crm(client: TestClient, headers: Headers, kind: str, data: bytes, mapping: Any) -> Any:
    return client.post(
        f"/api/crm/import/{kind}/jobs",
        files={"file": ("list.csv", data, "text/csv")},
        data={"mapping": json.dumps(mapping)},
        headers=headers,
    )


def poll(client: TestClient, headers: Headers, job_id: int) -> dict[str, Any]:
    response = client.get(f"/api/imports/{job_id}", headers=headers)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def customers_file(n: int) -> bytes:
    rows = [["Company", "Acc No", "Street", "Town", "Post code"]]
    rows += [[f"Builder {i}", f"B{i:03d}", f"{i} Mill Lane", "Leeds", "LS1 4AP"] for i in range(n)]
    return csv_file(rows)


# --- who may call ---------------------------------------------------------------------------------------------------


def test_job_calls_need_a_login(client: TestClient, db: Session) -> None:
    assert start_products(client, {}, [row("A1")]).status_code == 401
    assert start_crm(client, {}, "customers", customers_file(1), CUSTOMER_MAPPING).status_code == 401
    assert client.get("/api/imports/1").status_code == 401
    assert client.put("/api/imports/1/cancel").status_code == 401
    assert client.get("/api/imports/1/rows").status_code == 401


def test_only_the_starter_or_an_admin_sees_or_cancels_a_job(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int]
) -> None:
    started = start_crm(client, headers, "customers", customers_file(2), CUSTOMER_MAPPING)
    assert started.status_code == 202, started.text
    job_id = started.json()["id"]
    other = headers_for(db, make_user(db, role=Role.manager))
    admin = headers_for(db, make_user(db, role=Role.admin))

    assert client.get(f"/api/imports/{job_id}", headers=other).status_code == 404
    assert client.put(f"/api/imports/{job_id}/cancel", headers=other).status_code == 404
    assert client.get(f"/api/imports/{job_id}/rows", headers=other).status_code == 404
    assert client.get(f"/api/imports/{job_id + 1000}", headers=headers).status_code == 404
    assert poll(client, admin, job_id)["status"] == "queued"
    assert client.get(f"/api/imports/{job_id}/rows", headers=admin).json()["items"] == [], "none imported yet"
    assert db.get(ImportJob, job_id).cancel_requested is False  # type: ignore[union-attr]


# --- bad input -------------------------------------------------------------------------------------------------------


def test_a_bad_start_is_refused_with_its_field(client: TestClient, db: Session, headers: Headers) -> None:
    no_rows = start_products(client, headers, [])
    no_supplier = start_products(client, headers, [row("A1")], supplier_id=999_999)
    bad_mapping = start_crm(client, headers, "customers", customers_file(1), {"Company": "nonsense"})
    not_csv = client.post(
        "/api/crm/import/customers/jobs",
        files={"file": ("list.csv", b"\x00\x01\x02", "text/csv")},
        data={"mapping": "{}"},
        headers=headers,
    )

    assert (no_rows.status_code, no_rows.json()["errors"][0]["field"]) == (422, "rows")
    assert no_supplier.status_code in (404, 422)
    assert no_supplier.json()["errors"][0]["field"] == "supplier_id"
    assert (bad_mapping.status_code, bad_mapping.json()["errors"][0]["field"]) == (422, "mapping")
    assert "not a field you can import into" in bad_mapping.json()["errors"][0]["message"]
    assert not_csv.status_code == 422
    assert db.scalar(select(ImportJob.id)) is None, "nothing was queued"


# --- the happy paths -------------------------------------------------------------------------------------------------


def test_a_price_list_job_imports_the_rows_and_reports_them(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None
) -> None:
    ibstock = supplier(db)
    old = make_product(db, supplier_id=ibstock.id, code="OLD-1", cost_price="100.00", list_price="150.00")
    rows = [{**row("NEW-1"), "row": 2}, {**row("old-1", cost_price="110.00", list_price="160.00"), "row": 3}]
    rows.append({**row("NEW-2", cost_price="-1"), "row": 4})

    started = start_products(client, headers, rows, supplier_id=ibstock.id)

    assert started.status_code == 202, started.text
    assert (started.json()["status"], started.json()["rows_total"]) == ("queued", 3)
    job = poll(client, headers, started.json()["id"])
    assert (job["status"], job["rows_done"], job["rows_total"]) == ("done", 3, 3)
    assert (job["created"], job["updated"], job["rejected"], job["error"]) == (1, 1, 1, None)
    report = job["report"]
    assert [(r["row"], r["action"]) for r in report["rows"]] == [(4, "reject"), (2, "create"), (3, "update")]
    assert report["rows"][0]["errors"][0]["field"] == "cost_price"
    db.expire_all()
    new = db.scalar(select(Product).where(Product.code == "NEW-1"))
    assert new is not None and new.supplier_id == ibstock.id
    assert report["rows"][1]["product_id"] == new.id
    assert (str(db.get_one(Product, old.id).cost_price), db.get_one(Product, old.id).version) == ("110.00", 2)
    assert db.scalar(select(PriceChange.source).where(PriceChange.product_id == old.id)) == "import"
    assert db.scalar(select(Product).where(Product.code == "NEW-2")) is None
    assert db.get_one(ImportJob, job["id"]).payload is None, "the rows are not kept once the job has ended"


def test_a_finished_jobs_report_gives_its_first_rows_and_the_rest_a_page_at_a_time(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "products", dataclasses.replace(service.KINDS["products"], batch_rows=3))
    monkeypatch.setattr(service, "FIRST_ROWS", 3)
    ibstock = supplier(db)
    rows = [{**row(f"P-{n}", cost_price="-1" if n in (4, 7) else "10.00"), "row": n} for n in range(2, 9)]

    job = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])

    def page(**params: Any) -> list[int]:
        answer = client.get(f"/api/imports/{job['id']}/rows", params=params, headers=headers)
        assert answer.status_code == 200, answer.text
        return [item["row"] for item in answer.json()["items"]]

    assert (job["status"], job["report"]["total"], job["report"]["rejected"]) == ("done", 7, 2)
    assert [r["row"] for r in job["report"]["rows"]] == [4, 7, 2], "the first rows, the rejected first"
    assert job["report"]["rows"][0]["errors"][0]["field"] == "cost_price"
    assert page(items_per_page=3) == [4, 7, 2]
    assert page(page=2, items_per_page=3) == [3, 5, 6]
    assert page(page=3, items_per_page=3) == [8]
    assert [page(page=n, items_per_page=1) for n in (2, 3)] == [[7], [2]], "across the rejected rows' end"
    assert page(rejected_only="true", items_per_page=3) == [4, 7]
    assert page(rejected_only="true", page=2, items_per_page=3) == []
    answer = client.get(f"/api/imports/{job['id']}/rows", params={"rejected_only": "true"}, headers=headers).json()
    assert (answer["total"], answer["page"], answer["items_per_page"]) == (2, 1, 100)
    assert client.get(f"/api/imports/{job['id']}/rows", headers=headers).json()["total"] == 7
    last = client.get(f"/api/imports/{job['id']}/rows", params={"page": 3, "items_per_page": 3}, headers=headers)
    assert last.text.startswith('{"items":[{"row":8,"action":"create","key":'), last.text
    product_id = last.json()["items"][0]["product_id"]
    assert last.text.endswith(f',"errors":[],"product_id":{product_id}}}],"total":7,"page":3,"items_per_page":3}}')
    saved = db.execute(
        select(ImportJobRow.position, ImportJobRow.row, ImportJobRow.action, ImportJobRow.product_id)
        .where(ImportJobRow.job_id == job["id"])
        .order_by(ImportJobRow.position)
    ).all()
    products = dict(
        db.execute(select(Product.code, Product.id).where(Product.supplier_id == ibstock.id)).tuples().all()
    )
    assert [(p, r, a) for p, r, a, _ in saved] == [
        (n - 2, n, "reject" if n in (4, 7) else "create") for n in range(2, 9)
    ]
    assert [i for *_, i in saved] == [None if n in (4, 7) else products[f"P-{n}"] for n in range(2, 9)]


def test_a_report_page_out_of_range_is_refused_with_its_field(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int]
) -> None:
    job_id = start_crm(client, headers, "customers", customers_file(2), CUSTOMER_MAPPING).json()["id"]

    for params, field in (({"page": 0}, "page"), ({"items_per_page": 1001}, "items_per_page")):
        answer = client.get(f"/api/imports/{job_id}/rows", params=params, headers=headers)
        assert (answer.status_code, answer.json()["errors"][0]["field"]) == (422, field)
    assert client.get(f"/api/imports/{job_id + 1000}/rows", headers=headers).status_code == 404


def test_a_crm_job_imports_in_batches_with_the_services_effects(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "customers", dataclasses.replace(service.KINDS["customers"], batch_rows=2))
    existing = make_organisation(db, name="Builder 1 old name", account_number="b001")
    data = customers_file(5)

    job = poll(client, headers, start_crm(client, headers, "customers", data, CUSTOMER_MAPPING).json()["id"])

    assert (job["status"], job["rows_done"], job["created"], job["updated"], job["rejected"]) == ("done", 5, 4, 1, 0)
    assert verdicts(job["report"])[:2] == [(2, "create", "Builder 0", []), (3, "update", "Builder 1", [])]
    builder = customer(db, "Builder 0")
    assert (builder.account_number, builder.town, builder.postcode) == ("B000", "Leeds", "LS1 4AP")
    assert actions(db, "organisation", builder.id) == ["created", "address_added"]
    updated = customer(db, "Builder 1")
    assert (updated.id, updated.version) == (existing.id, 2)
    assert count(db, Address) == 5


def test_a_price_list_job_in_batches_judges_each_row_once_across_them(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "products", dataclasses.replace(service.KINDS["products"], batch_rows=2))
    ibstock = supplier(db)
    old = make_product(db, supplier_id=ibstock.id, code="OLD-1", cost_price="100.00", list_price="150.00")
    rows = [{**row(f"NEW-{n}"), "row": n + 2} for n in range(4)]
    rows.insert(2, {**row("old-1", list_price="170.00"), "row": 9})
    rows.append({**row("new-1"), "row": 10})  # repeats row 3 (NEW-1), which an earlier batch created

    job = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])

    assert (job["status"], job["rows_done"], job["error"]) == ("done", 6, None)
    assert (job["created"], job["updated"], job["rejected"]) == (4, 1, 1)
    rejected = job["report"]["rows"][0]
    assert (rejected["row"], rejected["errors"]) == (
        10,
        [{"field": "code", "message": "Row 3 has the same supplier and code."}],
    )
    codes = db.scalars(select(Product.code).where(Product.supplier_id == ibstock.id).order_by(Product.code)).all()
    assert codes == ["NEW-0", "NEW-1", "NEW-2", "NEW-3", "OLD-1"]
    db.expire_all()
    assert (str(db.get_one(Product, old.id).list_price), db.get_one(Product, old.id).version) == ("170.00", 2)


def batches(kind: service.JobKind, total: int) -> list[int]:
    start, sizes = 0, []
    while start < total:
        stop = service.batch_end(start, total, kind, first=not sizes)
        sizes.append(stop - start)
        start = stop
    return sizes


def test_a_price_list_jobs_first_and_last_batches_are_smaller_and_its_rows_all_imported_in_order(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    products = service.KINDS["products"]
    assert batches(products, 50_000) == [1_000, *[5_000] * 8, 4_500, 2_250, 1_125, 1_125]
    assert batches(products, 2_500) == [1_000, 1_500]
    assert batches(products, 700) == [700]
    assert batches(dataclasses.replace(products, batch_rows=2), 5) == [2, 2, 1], "no smaller batches below least_rows"
    assert batches(service.KINDS["customers"], 5_000) == [2_000, 2_000, 1_000]
    small = dataclasses.replace(products, batch_rows=4, least_rows=2)
    assert batches(small, 9) == [2, 4, 3]
    monkeypatch.setitem(service.KINDS, "products", small)
    ibstock = supplier(db)
    rows = [{**row(f"NEW-{n}"), "row": n + 2} for n in range(9)]

    job = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])

    assert (job["status"], job["rows_done"], job["created"], job["error"]) == ("done", 9, 9, None)
    assert [r["row"] for r in job["report"]["rows"]] == list(range(2, 11))
    codes = db.scalars(select(Product.code).where(Product.supplier_id == ibstock.id).order_by(Product.id)).all()
    assert codes == [f"NEW-{n}" for n in range(9)]


def test_a_price_list_job_updates_in_several_batches_and_its_new_products_take_ids_the_next_product_follows(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "products", dataclasses.replace(service.KINDS["products"], batch_rows=2))
    ibstock = supplier(db)
    old = [make_product(db, supplier_id=ibstock.id, code=f"OLD-{n}", cost_price="100.00") for n in range(3)]
    rows = [
        {**row("old-0", name="Brick OLD-0", cost_price="101.00"), "row": 2},
        {**row("NEW-1"), "row": 3},
        {**row("OLD-1", name="Brick OLD-1", cost_price="102.00"), "row": 4},  # the second batch updates too
        {**row("OLD-2", name="Renamed", cost_price="100.00"), "row": 5},
        {**row("NEW-2", weight_kg="2.5", price_valid_until="31/12/2026"), "row": 6},
    ]

    job = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])

    assert (job["status"], job["created"], job["updated"], job["error"]) == ("done", 2, 3, None)
    db.expire_all()
    assert [(str(p.cost_price), p.name, p.version) for p in (db.get_one(Product, o.id) for o in old)] == [
        ("101.00", "Brick OLD-0", 2),
        ("102.00", "Brick OLD-1", 2),
        ("100.00", "Renamed", 2),
    ]
    sources = db.execute(
        select(PriceChange.product_id, PriceChange.source, PriceChange.new_cost_price).order_by(PriceChange.id)
    ).all()
    new = {p.code: p for p in db.scalars(select(Product).where(Product.code.like("NEW-%")))}
    imported = {o.id for o in old} | {p.id for p in new.values()}
    assert sorted((i, s, str(c)) for i, s, c in sources if i in imported) == [
        (old[0].id, "import", "101.00"),
        (old[1].id, "import", "102.00"),
        (new["NEW-1"].id, "create", "400.00"),
        (new["NEW-2"].id, "create", "400.00"),
    ], "a change of name alone is no price change"
    assert [(r["row"], r["product_id"]) for r in job["report"]["rows"]] == [
        (2, old[0].id),
        (3, new["NEW-1"].id),
        (4, old[1].id),
        (5, old[2].id),
        (6, new["NEW-2"].id),
    ]
    two = new["NEW-2"]
    assert (two.name_key, two.search_text, str(two.weight_kg), two.version) == (
        "brick new-2",
        "new-2 brick new-2 facing brick",
        "2.500",
        1,
    )
    added = client.post("/api/products/add", json={**row("AFTER-1"), "supplier_id": ibstock.id}, headers=headers)
    assert added.status_code == 201, added.text
    assert added.json()["product_id"] > max(p.id for p in new.values()), "the sequence is past the ids the job took"


def test_a_price_list_job_writes_only_the_rows_that_change_and_a_second_run_of_the_same_list_writes_nothing(
    client: TestClient, db: Session, headers: Headers, inline_jobs: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "products", dataclasses.replace(service.KINDS["products"], batch_rows=2))
    ibstock = supplier(db)
    same = make_product(db, ibstock, code="SAME-1", name="Brick SAME-1")
    repriced = make_product(db, ibstock, code="PRICE-1", name="Brick PRICE-1", list_price="520.00")
    stamps = {p.id: (p.version, p.updated_at, p.search_text) for p in (same, repriced)}
    rows = [
        {**row("same-1", name="Brick SAME-1"), "row": 2},  # the product as it is (its code in another case)
        {**row("PRICE-1", name="Brick PRICE-1", list_price="546.00"), "row": 3},
    ]

    def history() -> list[tuple[int, str, str]]:
        query = select(PriceChange.product_id, PriceChange.source, PriceChange.new_list_price)
        return [(i, s, str(p)) for i, s, p in db.execute(query.order_by(PriceChange.id)) if i in stamps]

    first = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])

    assert (first["status"], first["updated"], first["unchanged"]) == ("done", 1, 1)
    db.expire_all()
    assert (db.get_one(Product, same.id).version, db.get_one(Product, same.id).updated_at) == stamps[same.id][:2]
    after = db.get_one(Product, repriced.id)
    assert (str(after.list_price), after.version, after.search_text) == ("546.00", 2, stamps[repriced.id][2])
    assert history() == [(repriced.id, "import", "546.00")], "the price change is in the history, the same row not"
    second = poll(client, headers, start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"])
    assert (second["status"], second["updated"], second["unchanged"]) == ("done", 0, 2)
    db.expire_all()
    assert [db.get_one(Product, i).version for i in stamps] == [1, 2], "the same list again rewrites no product"
    assert len(history()) == 1
    assert [(r["row"], r["action"], r["product_id"]) for r in second["report"]["rows"]] == [
        (2, "unchanged", same.id),
        (3, "unchanged", repriced.id),
    ]


def test_a_failing_price_list_batch_fails_the_job_and_keeps_the_batches_before(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(service.KINDS, "products", dataclasses.replace(service.KINDS["products"], batch_rows=2))
    ibstock = supplier(db)
    rows = [{**row(f"NEW-{n}"), "row": n + 2} for n in range(5)]
    job_id = start_products(client, headers, rows, supplier_id=ibstock.id).json()["id"]
    write = PriceList.write

    def fails_on_second_batch(self: PriceList, session: Session, lines: Sequence[Any]) -> None:
        write(self, session, lines)
        if lines[0].row > 3:
            raise RuntimeError("the database went away")

    monkeypatch.setattr(PriceList, "write", fails_on_second_batch)
    service.execute(db, held_jobs[0])

    job = poll(client, headers, job_id)
    assert (job["status"], job["rows_done"], job["created"]) == ("failed", 2, 2)
    assert [r["row"] for r in job["report"]["rows"]] == [2, 3], "the report lists the rows imported"
    codes = db.scalars(select(Product.code).where(Product.supplier_id == ibstock.id).order_by(Product.code)).all()
    assert codes == ["NEW-0", "NEW-1"]


def test_a_batch_whose_batch_before_failed_is_undone_and_not_counted(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int]
) -> None:
    ibstock = supplier(db)
    user = make_user(db)
    job_id = start_products(client, headers, [row("A-1"), row("A-2")], supplier_id=ibstock.id).json()["id"]
    job = db.get_one(ImportJob, job_id)
    importer = service.KINDS["products"].open(db, service.payload_of(job), user)
    assert isinstance(importer, service.Pipelined)
    importer.prepare(db, 0, 1)  # the first batch, judged, whose write then fails
    batch = importer.prepare(db, 1, 2)
    failed: Future[None] = Future()
    failed.set_exception(RuntimeError("the batch before failed"))

    with pytest.raises(RuntimeError, match="the batch before failed"):
        service._commit_batch(db, importer, batch, job_id, (1, 2), {"created": 1}, failed)

    assert db.scalar(select(Product.id).where(Product.code == "A-2")) is None, "written, then undone"
    assert poll(client, headers, job_id)["rows_done"] == 0


# --- cancelling ------------------------------------------------------------------------------------------------------


def test_cancelling_a_queued_job_imports_nothing(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int]
) -> None:
    job_id = start_crm(client, headers, "customers", customers_file(3), CUSTOMER_MAPPING).json()["id"]

    cancelled = client.put(f"/api/imports/{job_id}/cancel", headers=headers)
    service.execute(db, held_jobs[0])  # the worker gets to it afterwards: nothing to do

    assert cancelled.status_code == 200, cancelled.text
    assert (cancelled.json()["status"], cancelled.json()["rows_done"]) == ("cancelled", 0)
    assert poll(client, headers, job_id)["status"] == "cancelled"
    assert db.scalar(select(Organisation).where(Organisation.name.like("Builder %"))) is None
    again = client.put(f"/api/imports/{job_id}/cancel", headers=headers)
    assert again.status_code == 409


def test_cancelling_a_running_job_stops_after_the_batch_and_keeps_it(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = service.KINDS["customers"]
    job_id = start_crm(client, headers, "customers", customers_file(5), CUSTOMER_MAPPING).json()["id"]

    def open_then_cancel(session: Session, payload: dict[str, Any], actor: Any) -> Any:
        importer = kind.open(session, payload, actor)

        class CancelledDuringFirstBatch:
            def apply(self, session: Session, start: int, stop: int) -> Sequence[Outcome]:
                done = importer.apply(session, start, stop)
                # The user presses Cancel while this batch runs (the flag is read before the next one).
                cancelled = client.put(f"/api/imports/{job_id}/cancel", headers=headers)
                assert (cancelled.status_code, cancelled.json()["cancel_requested"]) == (200, True)
                return done

        return CancelledDuringFirstBatch()

    monkeypatch.setitem(service.KINDS, "customers", dataclasses.replace(kind, open=open_then_cancel, batch_rows=2))
    service.execute(db, held_jobs[0])

    job = poll(client, headers, job_id)
    assert (job["status"], job["rows_done"], job["rows_total"], job["created"]) == ("cancelled", 2, 5, 2)
    assert [r["row"] for r in job["report"]["rows"]] == [2, 3], "the report lists the rows imported"
    names = db.scalars(select(Organisation.name).where(Organisation.name.like("Builder %")).order_by("name")).all()
    assert names == ["Builder 0", "Builder 1"], "the first batch stays imported, the rest is not"
    assert db.scalar(select(Activity.id).where(Activity.summary == "Created customer Builder 2")) is None


def test_a_failing_batch_fails_the_job_and_keeps_the_batches_before(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = service.KINDS["customers"]
    job_id = start_crm(client, headers, "customers", customers_file(5), CUSTOMER_MAPPING).json()["id"]

    def open_failing(session: Session, payload: dict[str, Any], actor: Any) -> Any:
        importer = kind.open(session, payload, actor)

        class FailsOnSecondBatch:
            def apply(self, session: Session, start: int, stop: int) -> Sequence[Outcome]:
                done = importer.apply(session, start, stop)
                if start > 0:
                    raise RuntimeError("the database went away")
                return done

        return FailsOnSecondBatch()

    monkeypatch.setitem(service.KINDS, "customers", dataclasses.replace(kind, open=open_failing, batch_rows=2))
    service.execute(db, held_jobs[0])

    job = poll(client, headers, job_id)
    assert (job["status"], job["rows_done"]) == ("failed", 2)
    assert "rows imported before it stay imported" in job["error"]
    assert [r["row"] for r in job["report"]["rows"]] == [2, 3]
    assert count(db, Organisation) == 2


# --- a runner that died ----------------------------------------------------------------------------------------------


def test_a_job_cut_off_by_its_runner_dying_is_resumed_after_its_last_batch_by_the_next_run(
    client: TestClient, db: Session, headers: Headers, held_jobs: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = service.KINDS["customers"]
    job_id = start_crm(client, headers, "customers", customers_file(5), CUSTOMER_MAPPING).json()["id"]

    def open_dying(session: Session, payload: dict[str, Any], actor: Any) -> Any:
        importer = kind.open(session, payload, actor)

        class DiesInSecondBatch:
            def apply(self, session: Session, start: int, stop: int) -> Sequence[Outcome]:
                if start > 0:
                    raise KeyboardInterrupt("SIGKILL")  # nothing of the runner's handles this: the process is gone
                return importer.apply(session, start, stop)

        return DiesInSecondBatch()

    monkeypatch.setitem(service.KINDS, "customers", dataclasses.replace(kind, open=open_dying, batch_rows=2))
    with pytest.raises(KeyboardInterrupt):
        service.execute(db, held_jobs[0])
    rollback(db)
    cut = poll(client, headers, job_id)
    assert (cut["status"], cut["rows_done"], cut["created"]) == ("running", 2, 2)

    # The job runs again (Redis gives it to another worker; without Redis the outbox row runs at the next start).
    monkeypatch.setitem(service.KINDS, "customers", dataclasses.replace(kind, batch_rows=2))
    monkeypatch.setattr(service, "open_session", lambda: nullcontext(db))
    service.run(job_id)
    service.run(job_id)  # and once more: it has ended, nothing to do

    job = poll(client, headers, job_id)
    assert (job["status"], job["rows_done"], job["created"], job["rejected"]) == ("done", 5, 5, 0)
    assert (job["report"]["total"], job["report"]["created"]) == (5, 5)
    assert [r["row"] for r in job["report"]["rows"]] == [2, 3, 4, 5, 6], "the rows of before the cut too"
    assert db.scalar(select(func.count()).where(ImportJobRow.job_id == job_id)) == 5, "each row once"
    names = db.scalars(select(Organisation.name).where(Organisation.name.like("Builder %")).order_by("name")).all()
    assert names == [f"Builder {i}" for i in range(5)], "every row once"
