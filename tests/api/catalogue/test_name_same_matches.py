"""The name matching's answer on the demo catalogue for its 30 sample lines, pinned: every line's first five
matches and their scores as they were before the candidates' rows and the scoring were made cheaper, so a change
meant to cost less that changes what is found fails here."""

from __future__ import annotations

from fastapi.testclient import TestClient

from api.catalogue.demo_data import SAMPLE_LINES
from tests.api.catalogue.test_name_query import Catalogue, ask, catalogue  # noqa: F401  (the fixture)

Headers = dict[str, str]

EXPECTED: list[list[tuple[str, float]]] = [
    [("IBT-TRR", 1.0), ("IBT-TRRM", 0.944), ("IBT-TRL", 0.929), ("IBT-TRL73", 0.929), ("IBT-TRRR", 0.803)],
    [("FLB-C65", 1.0), ("FLB-C73", 0.665)],
    [("WB-SRM", 1.0)],
    [("IBV-CRM", 1.0)],
    [("HH-SH100", 0.95), ("HH-SH140", 0.625)],
    [("TAR-MC25", 0.896)],
    [
        ("CAT-CG90-1200", 0.896),
        ("CAT-CX90-1200", 0.859),
        ("CAT-CG90-1500", 0.581),
        ("CAT-CG90-1800", 0.581),
        ("CAT-CG90-2100", 0.581),
    ],
    [("MAR-TEG-TRAD", 0.85)],
    [("TAR-BSAND", 0.875), ("TAR-BSAND-BB", 0.787)],
    [("IBT-TRL", 0.921), ("IBT-TRL73", 0.921), ("IBT-TRR", 0.724), ("IBT-TRRM", 0.685), ("IBT-TRRR", 0.582)],
    [("IBS-SBS", 1.0)],
    [("FOR-EBRP", 1.0)],
    [("WB-KAS", 0.939), ("WB-SRM", 0.495), ("WB-LYMS", 0.457), ("WB-WRMS", 0.457)],
    [("FLB-HEA", 1.0)],
    [("HH-CEL100", 0.909)],
    [("FCB-D140", 0.969), ("FCB-D100", 0.655)],
    [("CAT-CN92-1800", 1.0), ("CAT-CN92-1200", 0.7)],
    [("MAR-DL50-CHA", 0.872)],
    [("MAR-SAX-NAT6", 0.945), ("MAR-SAX-NAT4", 0.433)],
    [("MLY-MOD-SG", 0.957)],
    [("WB-2020-SG", 0.921)],
    [("TAR-SSAND", 0.875), ("TAR-SSAND-BB", 0.787)],
    [("TAR-LIME25", 1.0)],
    [("IBB-BOE", 0.984)],
    [("IBC-CWR", 1.0)],
    [("TAR-M4", 1.0)],
    [("HH-HS7-100", 0.963)],
    [("IBV-EBO", 1.0)],
    [("CAT-CG90-2100", 0.927), ("CAT-CG90-1200", 0.791), ("CAT-CG90-1500", 0.791), ("CAT-CG90-1800", 0.791)],
    [("IBL-LRMS", 1.0)],
]


def test_the_sample_lines_match_as_before(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:  # noqa: F811
    result = ask(client, headers, [s.line for s in SAMPLE_LINES], limit=5)

    found = [[(m["product"]["code"], m["score"]) for m in r["matches"]] for r in result]
    assert found == EXPECTED
