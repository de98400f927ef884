"""The page in the path of the spec's lists (`/customers/all/{x}`, `/products/paginated/{page}`) is checked as the
`page` query parameter is: below 1 is a 422 naming it (it was read as page 1)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient


@pytest.mark.parametrize(
    "path",
    [
        "/api/customers/all/{}",
        "/api/suppliers/all/{}",
        "/api/others/all/{}",
        "/api/contacts/all/{}",
        "/api/addresses/all/{}",
        "/api/products/paginated/{}",
    ],
)
def test_a_page_below_1_in_the_path_is_refused_as_in_the_query(
    client: TestClient, headers: dict[str, str], path: str
) -> None:
    """`/…/all/0` was read as page 1 while `?page=0` was a 422: both are now a 422 naming the page."""
    name = "page" if "paginated" in path else "x"
    for page in (0, -1):
        response = client.get(path.format(page), headers=headers)
        assert response.status_code == 422, response.text
        assert response.json()["errors"] == [{"field": name, "message": "Input should be greater than or equal to 1"}]
    first = client.get(path.format(1), headers=headers)
    assert first.status_code == 200 and first.json()["page"] == 1
    query = client.get(path.format(1), params={"page": 0}, headers=headers)
    if name == "x":  # the path's page is the one read; the query's is still checked
        assert query.json()["errors"] == [{"field": "page", "message": "Input should be greater than or equal to 1"}]
