"""Every CRM call that takes a record id in its path refuses one that is not a number, naming the parameter."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from tests.api.crm.helpers import Headers, errors
from tests.api.test_auth_sweep import ROUTES

CRM = (
    "/api/customers",
    "/api/suppliers",
    "/api/others",
    "/api/companys",
    "/api/contacts",
    "/api/addresses",
    "/api/files",
)
# Buying's calls live under /suppliers too, but are not CRM records (some take a quote's uuid): tests/api/buying.
BUYING = ("/api/suppliers/quote", "/api/suppliers/request", "/api/suppliers/orders", "/api/suppliers/comparison")
WITH_IDS = [
    (method, path) for method, path in ROUTES if path.startswith(CRM) and not path.startswith(BUYING) and "{" in path
]


def test_the_sweep_finds_the_crm_calls_with_ids() -> None:
    assert len(WITH_IDS) >= 40
    assert ("DELETE", "/api/suppliers/delete/{id}") in WITH_IDS
    assert ("GET", "/api/files/{id}/download") in WITH_IDS


@pytest.mark.parametrize(("method", "path"), WITH_IDS)
def test_an_id_that_is_not_a_number(client: TestClient, headers: Headers, method: str, path: str) -> None:
    # /addresses/one/{x}/{y}: x is the organisation kind, y the address id.
    concrete = path.replace("/one/{x}/", "/one/customer/")
    params = re.findall(r"\{([^}]+)\}", concrete)

    response = client.request(method, re.sub(r"\{[^}]+\}", "abc", concrete), headers=headers)

    assert errors(response) == [{"field": p, "message": "This field can only contain integer values"} for p in params]
