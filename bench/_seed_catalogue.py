"""Bulk catalogue data for bench/catalogue.py: 200 suppliers and their brick-trade products, loaded with COPY.

Names read like a merchant's price list ("Ibstock Tradesman Red Multi Stock Facing Brick 65mm"): manufacturer,
range, colour, texture, what it is, size. The makers supply their own ranges; merchants carry several makers.
Codes are unique per supplier, prices exact pounds and pence, and the search text is computed by the service's
own function (api.catalogue.service.products.search_text), so searches behave as on data entered through the API.
Rows arrive in batches of a supplier's price list, shuffled, as a catalogue built from imports over the years."""

from __future__ import annotations

import bisect
import io
import itertools
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import psycopg
from _seed_crm import PLACES, SECONDS, OrgRow, copy, joined  # bench/ is on the path when this runs as a script

from api.catalogue.service.products import search_text

SUPPLIERS = 200
T = TypeVar("T")
NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)

# category: (weight, noun, selling unit, makers and their ranges)
CATEGORIES: dict[str, tuple[int, str, str, dict[str, str]]] = {
    "facing_brick": (
        40,
        "Facing Brick",
        "per_1000",
        {
            "Ibstock": "Tradesman Cheshire Birtley Arundel Ivanhoe Leicester Chailey Surrey Aldridge Bradgate",
            "Forterra": "Atherstone Clumber Cottage Village Hampton Heritage Manor Sandhurst Lindum Conwy",
            "Wienerberger": "Kassandra Warnham Audley Holbrook Terca Smeed Ashdown Shire Kingston",
            "Michelmersh": "Hampshire Charnwood Freshfield Floren Blockleys Hathern Carlton Dunton",
            "Northcot": "Cotswold Shire Clifton Burford Bourton Chipping Blockley",
            "York Handmade": "Minster Abbey Priory Tudor Georgian Victorian",
            "Vandersanden": "Hampton Sherwood Chiltern Weston Berkeley Oakwood",
            "Carlton": "Throstle Bradley Moorland Yorkshire Pennine Wharfedale",
        },
    ),
    "engineering_brick": (
        8,
        "Engineering Brick",
        "per_1000",
        {
            "Ketley": "Staffordshire Class A|Staffordshire Class B|Solid Class A|Perforated Class B",
            "Ibstock": "Class B Solid|Class B Perforated|Class A 10 Hole|Class B 3 Hole",
            "Forterra": "Class B Perforated|Class B Solid|Class A Solid",
            "Wienerberger": "Class B 10 Hole|Class A Solid|Class B Frogged",
        },
    ),
    "common": (
        10,
        "Common Brick",
        "per_1000",
        {
            "Forterra": "LBC|Fletton|Class 3",
            "Ibstock": "Class 3|Frogged|Perforated",
            "Wienerberger": "Class 3|Solid",
            "Carlton": "Class 3|Wirecut",
        },
    ),
    "block": (
        20,
        "Block",
        "m2",
        {
            "Thermalite": "Shield 2000|Hi-Strength 7|Trenchblock|Turbo|Party Wall",
            "Celcon": "Standard Grade|Solar Grade|High Strength|Foundation",
            "Tarmac Toppings": "Dense Concrete|Medium Dense|Lightweight|Hemelite",
            "Plasmor": "Fibolite|Aglite|Dense Aggregate|Stranlite",
            "Lignacite": "Lignacrete|Dense|Fair Face",
            "Forterra": "Ecoblock|Hemelite|Toplite|Conbloc",
        },
    ),
    "paver": (
        7,
        "Block Paver",
        "m2",
        {
            "Marshalls": "Tegula|Drivesett|Keyblok|Argent|Perfecta|Fairstone",
            "Bradstone": "Woburn|Old Town|Carpet Stone|Driveway",
            "Brett": "Omega|Alpha|Beta|Trio",
            "Ibstock": "Clay Paver|Tuscan|Chelsea",
        },
    ),
    "mortar": (
        4,
        "Mortar",
        "each",
        {
            "Tarmac": "Blue Circle Mortar Mix|Ready to Use|Coloured|Masonry Cement",
            "Hanson": "Multicem|Ready Mixed|Lime Mortar|Coloured",
            "Cemex": "General Purpose|Readymix|Bricklaying",
            "Weber": "Premium Coloured|Lime|Repointing",
        },
    ),
    "lintel": (
        4,
        "Lintel",
        "each",
        {
            "Catnic": "CG90/100|CX90/100|CH90/100|Box|Open Back|Single Leaf",
            "IG": "L1/S 100|L1/HD 100|L5 100|Box Lintel",
            "Birtley": "CB90|CB100|Prestressed Concrete",
            "Naylor": "Prestressed Concrete|Supreme|Fair Faced",
        },
    ),
    "roof_tile": (
        5,
        "Roof Tile",
        "each",
        {
            "Marley": "Modern|Plain|Ludlow Plus|Edgemere|Mendip|Double Roman|Anglia",
            "Redland": "49|Renown|Grovebury|Cambrian Slate|Regent|Fenland Pantile",
            "Sandtoft": "Pantile|Calderdale|Standard Pattern|Neo",
            "Dreadnought": "Clay Plain|Handmade|Machine Made",
            "Russell": "Highland|Lothian|Grampian",
        },
    ),
    "other": (
        2,
        "",
        "each",
        {
            "Manthorpe": "Weep Vent|Cavity Closer|Cavity Tray|Air Brick",
            "Timloc": "Cavity Weep|Air Brick|Core Vent|Periscope",
            "Ancon": "Wall Tie|Wall Starter|Frame Cramp",
            "Hyload": "DPC Roll|Cavity Tray|Pitched DPC",
        },
    ),
}
# ~25 colours; reds lead, as in the trade
COLOURS = (
    "Red:10, Red Multi:6, Blue:4, Blue Brindle:4, Brindle:5, Buff:6, Buff Multi:3, Yellow:3, Yellow Multi:3, "
    "Orange:2, Brown:3, Dark Brown:2, Grey:6, Light Grey:2, Charcoal:3, Black:2, White:3, Cream:2, Terracotta:3, "
    "Heather:2, Autumn:3, Golden:2, Smoked:2, Antique:3, Natural:5"
)
TEXTURES = {
    "facing_brick": "Stock Wirecut Handmade Sandfaced Rustic Tumbled Dragfaced Weathered Smooth Textured Pressed",
    "engineering_brick": "Smooth Smooth Pressed Wirecut",
    "common": "Wirecut Pressed Smooth Rough",
    "block": "Smooth Fair-Faced Paint-Grade Close-Textured",
    "paver": "Tumbled Smooth Textured Riven Weathered",
    "roof_tile": "Smooth Sanded Granular Weathered",
}
NO_COLOUR = {"lintel", "other"}
SIZES: dict[str, list[tuple[tuple[int, int, int] | None, str]]] = {  # (length, width, height), name words
    "facing_brick": [((215, 102, 65), "65mm"), ((215, 102, 73), "73mm"), ((215, 102, 50), "50mm")],
    "engineering_brick": [((215, 102, 65), "65mm"), ((215, 102, 73), "73mm")],
    "common": [((215, 102, 65), "65mm"), ((215, 102, 73), "73mm")],
    "block": [((440, 215, t), f"{t}mm") for t in (75, 100, 140, 150, 190, 215, 300, 355)],
    "paver": [((200, 100, t), f"200x100x{t}mm") for t in (50, 60, 80)],
    "mortar": [(None, "25kg"), (None, "20kg"), (None, "1 Tonne")],
    "lintel": [((n, 100, 215), f"{n}mm") for n in range(600, 4801, 150)],
    "roof_tile": [(None, "")],
    "other": [(None, "")],
}
# selling-unit price ranges in pence
PRICES = {
    "facing_brick": (45_000, 140_000),
    "engineering_brick": (55_000, 110_000),
    "common": (30_000, 60_000),
    "block": (1_500, 4_500),
    "paver": (2_400, 6_500),
    "mortar": (450, 1_900),
    "lintel": (2_500, 32_000),
    "roof_tile": (60, 450),
    "other": (80, 2_500),
}
MAKER_SUPPLIERS = {  # the makers that sell direct, under the demo's names where it has them (those are reused)
    "Ibstock": "Ibstock Brick",
    "Forterra": "Forterra",
    "Wienerberger": "Wienerberger",
    "Marshalls": "Marshalls",
    "Thermalite": "H+H UK",
    "Catnic": "Catnic",
    "Tarmac": "Tarmac",
    "Marley": "Marley",
    "Michelmersh": "Michelmersh Brick Holdings plc",
    "Ketley": "Ketley Brick Company Ltd",
    "York Handmade": "York Handmade Brick Company Ltd",
}
MERCHANT_SUFFIXES = "Builders Merchants|Brick & Block|Building Supplies|Brick Company|Roofing Supplies|Trade Centre"
CODE_SCHEMES = ("prefix", "numeric", "dashed")
RARE_LINE, RARE_SHARE = "Ravenhead", 0.0002  # a heritage range a few hundred products carry: the rare word
PACK = {"per_1000": 500, "m2": 10}
PALLET = {"facing_brick": 500, "engineering_brick": 400, "common": 500, "block": 72, "paver": 480}
WEIGHT = {"facing_brick": "2.300", "engineering_brick": "3.100", "common": "2.600", "block": "11.500", "paver": "2.000"}
LEAD_TIMES = ("2", "3", "5", "7", "10", "14", "21", "28", "42")
STAMPS = 50_000


@dataclass
class Supplier:
    id: int
    name: str
    makers: list[str]
    size: int
    scheme: str
    prefix: str
    base: int = 0
    # what this supplier sells: categories (weighted), and per category the makers it carries
    categories: list[str] = field(default_factory=list)
    cum_weights: list[int] = field(default_factory=list)
    carried: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for category, (weight, _, _, ranges) in CATEGORIES.items():
            if makers := [m for m in self.makers if m in ranges]:
                self.carried[category] = makers
                self.categories.append(category)
                self.cum_weights.append((self.cum_weights[-1] if self.cum_weights else 0) + weight)


def money(pence: int) -> str:
    return f"{pence // 100}.{pence % 100:02d}"


def ranges_of(spec: str) -> list[str]:
    return spec.split("|") if "|" in spec else spec.split()


class Catalogue:
    def __init__(self, conn: psycopg.Connection[Any], products: int, seed: int = 7) -> None:
        self.conn, self.rng, self.total = conn, random.Random(seed), products
        self.colours = [c.split(":")[0] for c in COLOURS.split(", ")]
        self.colour_weights = list(itertools.accumulate(int(c.split(":")[1]) for c in COLOURS.split(", ")))
        self.ranges = {(c, m): ranges_of(spec) for c, v in CATEGORIES.items() for m, spec in v[3].items()}
        self.textures = {c: t.split() for c, t in TEXTURES.items()}
        # Formatting a timestamp per row is a good part of the cost: draw from a pool of (created, updated) pairs.
        self.stamps = [self.stamp() for _ in range(STAMPS)]
        self.valid = [(NOW.date() + timedelta(days=d)).isoformat() for d in range(-30, 366)]

    def stamp(self) -> tuple[str, str]:
        r = self.rng
        created = NOW - timedelta(days=r.random() ** 1.5 * 6 * 365, seconds=r.randint(0, 86_399))
        return created.isoformat(), min(NOW, created + timedelta(days=r.random() * 400)).isoformat()

    def suppliers(self) -> list[Supplier]:
        """The makers that sell direct, then merchants, sized like a real trade (a few national merchants carry
        tens of thousands of lines, most a few thousand)."""
        r, conn = self.rng, self.conn
        existing = dict(conn.execute("SELECT name, id FROM organisations WHERE kind = 'supplier'").fetchall())
        makers = sorted({m for c in CATEGORIES.values() for m in c[3]})
        names: list[tuple[str, list[str]]] = [(name, [maker]) for maker, name in MAKER_SUPPLIERS.items()]
        seen = {name for name, _ in names}
        while len(names) < SUPPLIERS:
            words = [r.choice(PLACES), r.choice(SECONDS), r.choice(MERCHANT_SUFFIXES.split("|"))]
            name = " ".join(words if r.random() < 0.6 else [words[0], words[2]]) + r.choice([" Ltd", " Ltd", ""])
            if name not in seen:
                seen.add(name)
                names.append((name, r.sample(makers, r.randint(6, 20))))
        shares = [1 / (n + 3) ** 0.9 for n in range(SUPPLIERS)]
        r.shuffle(shares)
        shares[len(MAKER_SUPPLIERS)] = max(shares) * 1.6  # the national merchant, whose price list the bench imports
        scale = self.total / sum(shares)
        sizes = [max(1, int(s * scale)) for s in shares]
        sizes[len(MAKER_SUPPLIERS)] += self.total - sum(sizes)
        new = [n for n, _ in names if n not in existing]
        sql = "SELECT nextval(pg_get_serial_sequence('organisations', 'id')) FROM generate_series(1, %s)"
        ids = iter([row[0] for row in conn.execute(sql, (len(new),))])
        rows, result = [], []
        for n, ((name, carried), size) in enumerate(zip(names, sizes, strict=True)):
            prefix = "".join(w[0] for w in name.split()[:3] if w[0].isalpha()).upper() or "S"
            scheme = r.choice(CODE_SCHEMES)
            base = r.randint(1, 8) * 10**6 if scheme == "numeric" else 0
            result.append(Supplier(existing.get(name) or next(ids), name, carried, size, scheme, prefix, base))
            if name in existing:
                continue
            account = f"CAT{n:04d}"
            domain = "".join(ch for ch in name.lower() if ch.isalpha())[:24] + ".co.uk"
            email, phone = f"sales@{domain}", f"01{r.randint(100, 999)} {r.randint(100000, 999999)}"
            category = "Manufacturer" if n < len(MAKER_SUPPLIERS) else "Builders merchant"
            created = NOW - timedelta(days=r.random() * 8 * 365)
            search = joined(name, account, email, phone, category)  # organisations.refresh_derived, no address
            fields = (result[-1].id, "supplier", name, account, category, email, phone, f"https://www.{domain}", "")
            rows.append(OrgRow(*fields, None, False, None, "", "", search, created, created))
        if rows:
            copy(conn, "organisations", rows)
        return result

    def product(self, supplier: Supplier, n: int) -> str:
        """One COPY line (tab-separated text; the values hold no tab, newline or backslash). Picks by index from
        uniform draws: a million rows, and random.choice costs several times as much."""
        rand = self.rng.random

        def pick(items: Sequence[T]) -> T:
            return items[int(rand() * len(items))]

        category = supplier.categories[bisect.bisect(supplier.cum_weights, rand() * supplier.cum_weights[-1])]
        _, noun, unit, _ = CATEGORIES[category]
        maker = pick(supplier.carried[category])
        line = RARE_LINE if rand() < RARE_SHARE else pick(self.ranges[category, maker])
        colour = ""
        if category not in NO_COLOUR:
            colour = self.colours[bisect.bisect(self.colour_weights, rand() * self.colour_weights[-1])]
        textures = self.textures.get(category)
        texture = pick(textures) if textures and rand() < 0.8 else ""
        size, size_words = pick(SIZES[category])
        name = " ".join(w for w in (maker, line, colour, texture, noun, size_words) if w)
        if supplier.scheme == "prefix":
            code = f"{supplier.prefix}{n:06d}"
        elif supplier.scheme == "numeric":
            code = str(supplier.base + n)
        else:
            code = f"{supplier.prefix}-{category[:2].upper()}-{n:05d}"
        ref = f"{maker[:3].upper()}{100 + int(rand() * 9900)}"
        low, high = PRICES[category]
        list_price = low + int(rand() * (high - low + 1))
        cost = int(list_price * (0.62 + 0.24 * rand()))
        if size_words == "1 Tonne":
            list_price, cost, unit = list_price * 20, cost * 20, "tonne"
        values = {"code": code, "name": name, "manufacturer_ref": ref, "colour": colour, "texture": texture}
        values["category"] = category
        created, updated = pick(self.stamps)
        lengths = [str(v) for v in size] if size else [None, None, None]
        cells = [
            code,
            name,
            str(supplier.id),
            ref,
            category,
            colour,
            texture,
            *lengths,
            unit,
            str(PACK[unit]) if unit in PACK else None,
            str(PALLET[category]) if category in PALLET else None,
            WEIGHT.get(category),
            money(cost),
            money(list_price),
            pick(self.valid) if rand() < 0.7 else None,
            pick(LEAD_TIMES) if rand() < 0.9 else None,
            "discontinued" if rand() < 0.04 else "active",
            f"{maker} {line} from {supplier.name}." if rand() < 0.3 else "",
            "",
            search_text(values),
            "1",
            created,
            updated,
        ]
        return "\t".join("\\N" if c is None else c for c in cells) + "\n"

    def batches(self, suppliers: list[Supplier]) -> Iterator[tuple[Supplier, range]]:
        """Each supplier's codes in a few price-list batches; the batches shuffled across suppliers."""
        r, batches = self.rng, []
        for supplier in suppliers:
            cuts = sorted({0, supplier.size, *(r.randint(0, supplier.size) for _ in range(3))})
            batches += [(supplier, range(a + 1, b + 1)) for a, b in itertools.pairwise(cuts)]
        r.shuffle(batches)
        yield from batches


COLUMNS = (
    "code, name, supplier_id, manufacturer_ref, category, colour, texture, length_mm, width_mm, height_mm, "
    "selling_unit, units_per_pack, units_per_pallet, weight_kg, cost_price, list_price, price_valid_until, "
    "lead_time_days, status, description, specification, search_text, version, created_at, updated_at"
)


def seed(uri: str, products: int = 1_000_000) -> dict[str, Any]:
    """Load the suppliers and products, then VACUUM ANALYZE; return counts and timings. As a bulk load does, the
    products' indexes and foreign keys go before the COPY and come back after it, as the migration defined them
    (the keys validated in one pass instead of one lookup per row)."""
    timings: dict[str, Any] = {}
    with psycopg.connect(uri) as conn:
        catalogue = Catalogue(conn, products)
        suppliers = catalogue.suppliers()
        indexes = conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products' AND indexname <> 'pk_products'"
        ).fetchall()
        keys = conn.execute(
            "SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE conrelid = 'products'::regclass AND contype = 'f'"
        ).fetchall()
        for name, _ in indexes:
            conn.execute(f'DROP INDEX "{name}"')
        for name, _ in keys:
            conn.execute(f'ALTER TABLE products DROP CONSTRAINT "{name}"')
        start = time.perf_counter()
        with conn.cursor() as cur, cur.copy(f"COPY products ({COLUMNS}) FROM STDIN") as out:
            buffer = io.StringIO()
            for supplier, numbers in catalogue.batches(suppliers):
                for n in numbers:
                    buffer.write(catalogue.product(supplier, n))
                if buffer.tell() > 1 << 20:
                    out.write(buffer.getvalue())
                    buffer = io.StringIO()
            out.write(buffer.getvalue())
        timings["copy_s"] = round(time.perf_counter() - start, 1)
        start = time.perf_counter()
        conn.execute("SET maintenance_work_mem = '512MB'")
        for _, definition in indexes:
            conn.execute(definition)
        for name, definition in keys:
            conn.execute(f'ALTER TABLE products ADD CONSTRAINT "{name}" {definition}')
        timings["indexes_s"] = round(time.perf_counter() - start, 1)
    with psycopg.connect(uri, autocommit=True) as conn:
        start = time.perf_counter()
        conn.execute("VACUUM (ANALYZE) organisations, products")
        timings["vacuum_s"] = round(time.perf_counter() - start, 1)
        count = conn.execute("SELECT count(*) FROM products").fetchone()
    return {"suppliers": len(suppliers), "products": count[0] if count else 0, **timings}
