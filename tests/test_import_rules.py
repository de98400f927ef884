"""Import rules between packages, read from the source (every `import` and `from ... import`, lazy ones included):
notes, files and activity belong to the records package, not to the CRM; the records package depends on no
business domain; quotes do not depend on orders (orders may call quotes' services)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("api", "assistant", "ingest", "tests", "bench")
RECORDS_MODELS = {"Note", "StoredFile", "Activity"}
# What the CRM's models module may hand to other packages: its own records and their vocabularies.
# What the records kernel may import from the project: the plumbing, the users, itself.
# The shared kernel may use the framework, the users and the sign-in dependencies (who is asking), nothing else.
# Notifications is shared plumbing like users (it imports neither a business domain nor records): comments tell people.
RECORDS_MAY_IMPORT = (
    "api.core",
    "api.db",
    "api.users",
    "api.auth.dependencies",
    "api.records",
    "api.notifications",
)
PROJECT = ("api", "ingest", "assistant")


def python_files(root: Path, *folders: str) -> list[Path]:
    return [path for folder in folders for path in sorted((root / folder).rglob("*.py"))]


def imports(path: Path) -> Iterator[tuple[int, str, list[str]]]:
    """(line, module, names) for each import in the file; `import a.b` gives ("a.b", [])."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.lineno, node.module, [alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, []


def _in(root: Path, path: Path, *folders: str) -> bool:
    return any(path.relative_to(root).as_posix().startswith(folder + "/") for folder in folders)


def _at(root: Path, path: Path, line: int, module: str) -> str:
    return f"{path.relative_to(root).as_posix()}:{line} {module}"


def records_taken_from_elsewhere(root: Path) -> list[str]:
    """Imports of Note, StoredFile or Activity from any module but api.records.models (api.models lists them all),
    and any import of api.crm.models outside the CRM and records: other domains take the CRM's records from the
    package (`from api.crm import Organisation`)."""
    found = []
    for path in python_files(root, *PACKAGES):
        for line, module, names in imports(path):
            from_project = module.split(".")[0] in PROJECT
            elsewhere = from_project and module not in ("api.records.models", "api.models")
            beyond_crm = module == "api.crm.models" and not _in(root, path, "api/crm", "api/records")
            if (elsewhere and set(names) & RECORDS_MODELS) or beyond_crm:
                found.append(_at(root, path, line, module))
    return found


def records_importing_domains(root: Path) -> list[str]:
    return [
        _at(root, path, line, module)
        for path in python_files(root, "api/records")
        for line, module, _ in imports(path)
        if module.split(".")[0] in PROJECT and not module.startswith(RECORDS_MAY_IMPORT)
    ]


def quotes_importing_orders(root: Path) -> list[str]:
    return [
        _at(root, path, line, module)
        for path in python_files(root, "api/quotes")
        for line, module, _ in imports(path)
        if module == "api.orders" or module.startswith("api.orders.")
    ]


def test_notes_files_and_activity_come_from_the_records_package() -> None:
    assert records_taken_from_elsewhere(ROOT) == []
    crm_tree = ast.parse((ROOT / "api/crm/models.py").read_text())
    assert {getattr(node, "name", "") for node in crm_tree.body}.isdisjoint(RECORDS_MODELS)
    assert not (ROOT / "api/crm/service/records.py").exists()


def test_the_records_package_depends_on_no_business_domain() -> None:
    assert records_importing_domains(ROOT) == []


def test_quotes_do_not_import_orders() -> None:
    assert quotes_importing_orders(ROOT) == []


def test_the_rules_find_a_breach(tmp_path: Path) -> None:
    """The same checks on a made-up tree that breaks each rule, lazily imported breaches included."""
    files = {
        "api/crm/models.py": "from api.db import Base\n",
        "api/records/service/notes.py": "def f():\n    from api.crm.service import organisations\n",
        "api/quotes/convert.py": "import api.orders.service\n",
        "ingest/tracking.py": "from api.crm.models import Kind, Note\n",
        "tests/api/helpers.py": "from api.crm.service.records import Activity\n",
        "assistant/fine.py": "from api.crm import Kind, Organisation\nfrom api.records.models import Note\n",
        "bench/crm.py": "from api.crm.models import Kind\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    for folder in PACKAGES:
        (tmp_path / folder).mkdir(exist_ok=True)

    assert records_taken_from_elsewhere(tmp_path) == [
        "ingest/tracking.py:1 api.crm.models",
        "tests/api/helpers.py:1 api.crm.service.records",
        "bench/crm.py:1 api.crm.models",
    ]
    assert records_importing_domains(tmp_path) == ["api/records/service/notes.py:2 api.crm.service"]
    assert quotes_importing_orders(tmp_path) == ["api/quotes/convert.py:1 api.orders.service"]
