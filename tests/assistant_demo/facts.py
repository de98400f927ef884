"""What the demo instance holds (api/seed.py and what it seeds), as an answer shows it: record names, quote numbers
as a new instance numbers them, and days relative to today (the demo dates its records from the day it is seeded).

The figures of the evaluation over the demo (tests/assistant_demo/dev.py, heldout.py) were read from the demo data
(api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py,
api/schedules/demo.py, api/tasks/demo.py) and checked against a seeded instance."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from tests.assistant.eval_set import Case


def shown(day_: date) -> str:
    """A day as answers write it: 27 Nov 2026."""
    return f"{day_.day} {day_:%b %Y}"


def in_days(days: int) -> str:
    return shown(date.today() + timedelta(days=days))


def valid_until(sent_days_ago: int, hours: int) -> str:
    """A demo quote's valid-until day: the day it was sent (`hours` before that many days ago, UTC) plus 30 days."""
    sent = datetime.now(UTC) - timedelta(days=sent_days_ago, hours=hours)
    return shown(sent.date() + timedelta(days=30))


def q(n: int) -> str:
    """The demo's nth quote number (a new instance numbers them from 1)."""
    return f"Q-{n:06d}"


def quote(n: int) -> tuple[str, str]:
    return ("quote", q(n))


def product(name: str) -> tuple[str, str]:
    return ("product", name)


def contact(name: str) -> tuple[str, str]:
    return ("contact", name)


def org(kind: str, name: str) -> tuple[str, str]:
    return (kind, name)


def check_unique(cases: list[Case]) -> dict[str, Case]:
    by_id = {case.id: case for case in cases}
    assert len(by_id) == len(cases), "case ids are unique"
    return by_id


# Organisations
CALDER, AWC, PENNINE, HARROGATE = (
    "Calder Valley Homes",
    "Aire & Wharfe Construction",
    "Pennine Developments",
    "Harrogate Living Ltd",
)
IBSTOCK, FORTERRA, WIENERBERGER, MARSHALLS, HH, CATNIC, TARMAC, MARLEY = (
    "Ibstock Brick",
    "Forterra",
    "Wienerberger",
    "Marshalls",
    "H+H UK",
    "Catnic",
    "Tarmac",
    "Marley",
)
WHITFIELD, KIRKGATE, DALES = "Whitfield Architects", "Studio Kirkgate Architects", "Dales Haulage"
# Contacts
HOLT, DYSON, KHAN, CARR = "Sarah Holt", "Mark Dyson", "Aisha Khan", "Emma Carr"
PRYCE, MARSH, BARKER, CROWTHER, ACKROYD, LISTER, TURNER = (
    "Gareth Pryce",
    "Helen Marsh",
    "Lucy Barker",
    "Neil Crowther",
    "Naomi Ackroyd",
    "Kev Lister",
    "Rachel Turner",
)
# Projects
MYTHOLM, KIRKSTALL, HOLMFIRTH, STATION, BRIGHOUSE, ELLAND = (
    "Mytholm Meadows",
    "Kirkstall Forge Apartments, Block C",
    "Holmfirth Road, Meltham",
    "Station Parade Refurbishment",
    "Brighouse Wharf Mews",
    "Elland Bridge Retail Units",
)
# Products (by name, as the catalogue writes them)
TRADESMAN_RED, TRADESMAN_LIGHT, IVANHOE_CREAM, IVANHOE_SAHARA, IVANHOE_EBONY = (
    "Tradesman Red",
    "Tradesman Light",
    "Ivanhoe Cream",
    "Ivanhoe Sahara",
    "Ivanhoe Ebony",
)
CHESHIRE, LEICESTER, BIRTLEY, STAFFS_SOLID, STAFFS_PERF = (
    "Cheshire Weathered Red",
    "Leicester Red Multi Stock",
    "Birtley Olde English Buff",
    "Staffordshire Blue Solid Class B Engineering",
    "Staffordshire Blue Perforated Class B Engineering",
)
LBC_COMMON, LBC_RUSTIC, BUTTERLEY, RED_ENG = (
    "LBC Common",
    "LBC Rustic",
    "Butterley Brunswick Buff",
    "Class B Red Engineering Perforated",
)
CONBLOC_100, CONBLOC_140, HEMELITE = (
    "Conbloc Dense Concrete Block 7.3N 100mm",
    "Conbloc Dense Concrete Block 7.3N 140mm",
    "Hemelite Medium Density Block 3.6N 100mm",
)
SMOOTH_RED, SMOOTH_RED_MULTI, KASSANDRA, WARNHAM, LONDON_YELLOW, SMOOTH_BLUE = (
    "Smooth Red",
    "Smooth Red Multi",
    "Kassandra Multi",
    "Warnham Red Multi Stock",
    "London Yellow Multi Stock",
    "Smooth Blue Class B Engineering Solid",
)
SANDTOFT_SG, SHIRE = "Sandtoft 20/20 Interlocking Tile Slate Grey", "Sandtoft Shire Clay Pantile Natural Red"
TEGULA, DRIVELINE_CHA, SAXON_NAT6, KEYKERB = (
    "Tegula Priora Block Paving Traditional 60mm",
    "Driveline 50 Priora Block Paving Charcoal",
    "Saxon Textured Paving Slab Natural 600x600",
    "Keykerb Large Bullnose Kerb Charcoal",
)
SHIELD_100, TURBO, TRENCH, CELCON_STD, CELCON_SOLAR = (
    "Thermalite Shield 2000 Block 100mm",
    "Thermalite Turbo Block 100mm",
    "Thermalite Trench Block 300mm",
    "Celcon Standard Grade Block 100mm",
    "Celcon Solar Grade Block 100mm",
)
CG90_1200, CG90_1800, CX90_1200, CN92_1200 = (
    "Catnic CG90/100 Cavity Lintel 1200mm",
    "Catnic CG90/100 Cavity Lintel 1800mm",
    "Catnic CX90/100 Heavy Duty Cavity Lintel 1200mm",
    "Catnic CN92 Single Leaf Lintel 1200mm",
)
MASTERCRETE, GP_CEMENT, BUILDING_SAND, SILO_M4 = (
    "Blue Circle Mastercrete Cement 25kg",
    "Blue Circle General Purpose Cement 25kg",
    "Building Sand Loose Load",
    "Silo Mortar M4 Grey",
)
MODERN_SG, EDGEMERE, PLAIN_TILE, DRY_RIDGE = (
    "Modern Interlocking Tile Smooth Grey",
    "Edgemere Interlocking Slate Smooth Grey",
    "Plain Tile Smooth Brown",
    "Dry Ridge Kit Universal",
)
# Tasks (by title)
CHASE_CALDER = "Chase Calder Valley about their open quote"
RAISE_POS = "Raise the purchase orders for Brighouse Wharf Mews"
CONFIRM_LOAD = "Confirm tomorrow's load with the works"
PENNINE_SAMPLES = "Send Pennine the revised brick samples"
SITE_VISIT = "Book the site visit at Mytholm Meadows"
