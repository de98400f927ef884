"""What a first visit to /login transfers: index.html, then the scripts and styles it loads (its entry script,
modulepreload links and stylesheets, with their static imports, as /work/shared/tools/first_load.py reads them)
and the login route's lazy chunk with its static imports. Each file is fetched through the app as served
(`create_app()` on web/dist, which `make install` or `cd web && npx vite build` writes) with each Accept-Encoding,
and the bytes on the wire are summed. Before this serving layer every file went out uncompressed (identity).

Usage: python bench/first_load.py [DIST]. Figures, never assertions."""

from __future__ import annotations

import re
import sys
from pathlib import Path

# Run as `python bench/first_load.py`, bench/ comes first on the path, where bench/assistant.py would shadow the
# assistant package that api.main imports.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from fastapi.testclient import TestClient  # noqa: E402

from api.main import create_app  # noqa: E402
from api.settings import get_settings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ROUTE_CHUNK = "LoginPage"  # the lazy chunk of the screen a first visitor lands on
ENCODINGS = ("identity", "gzip", "br")
STATIC_IMPORT = re.compile(r'(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["\'](\.{1,2}/[^"\']+\.js)["\']')
MINIFIED_IMPORT = re.compile(r'from"(\./[^"]+\.js)"')


def first_visit_files(dist: Path) -> list[str]:
    """The asset paths (under dist) that the first screen loads, in a stable order."""
    html = (dist / "index.html").read_text()
    refs = re.findall(r'<script[^>]+src="([^"]+)"', html) + re.findall(r'<link[^>]+href="([^"]+\.(?:js|css))"', html)
    queue = [r.lstrip("/") for r in refs] + [f"assets/{p.name}" for p in (dist / "assets").glob(f"{ROUTE_CHUNK}-*.js")]
    seen: set[str] = set()
    while queue:
        ref = queue.pop()
        if ref in seen or not (dist / ref).is_file():
            continue
        seen.add(ref)
        if ref.endswith(".js"):
            text = (dist / ref).read_text(errors="ignore")
            for found in STATIC_IMPORT.findall(text) + MINIFIED_IMPORT.findall(text):
                queue.append((Path(ref).parent / found).as_posix().replace("/./", "/"))
    return sorted(seen)


def transferred(client: TestClient, path: str, encoding: str) -> tuple[int, str]:
    """Bytes on the wire for one GET (the body as sent, before the client decodes it), and its coding."""
    with client.stream("GET", path, headers={"Accept-Encoding": encoding}) as response:
        assert response.status_code == 200, (path, response.status_code)
        size = sum(len(chunk) for chunk in response.iter_raw())
        return size, response.headers.get("content-encoding", "identity")


def main() -> None:
    dist = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "web" / "dist"
    if not (dist / "index.html").is_file():
        raise SystemExit(f"{dist} holds no build: run `cd web && npx vite build` first")
    get_settings().web_dist = dist
    files = first_visit_files(dist)
    totals = dict.fromkeys(ENCODINGS, 0)
    js = dict.fromkeys(ENCODINGS, 0)
    # Without `with`: the app's start-up (the job relay, the database) is not needed to serve files.
    client = TestClient(create_app())
    print(f"{'file':<44}" + "".join(f"{e:>12}" for e in ENCODINGS))
    for path in ["index.html", *files]:
        sizes = {e: transferred(client, "/" + path if path != "index.html" else "/login", e) for e in ENCODINGS}
        for e, (size, _) in sizes.items():
            totals[e] += size
            if path.endswith(".js"):
                js[e] += size
        print(f"{path:<44}" + "".join(f"{sizes[e][0] / 1024:>8.1f} KiB" for e in ENCODINGS))
    print(f"\nfirst visit to /login: {len(files)} scripts and styles after index.html")
    for e in ENCODINGS:
        label = "before (uncompressed)" if e == "identity" else f"after, Accept-Encoding {e}"
        print(f"  {label:<30} JS {js[e] / 1024:7.0f} KiB   everything {totals[e] / 1024:7.0f} KiB")


if __name__ == "__main__":
    main()
