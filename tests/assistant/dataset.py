"""The assistant's evaluation dataset: a fixed catalogue, customers, projects, quotes and notes.

Everything is fixed (names, codes, prices, quote numbers, dates in 2026) so the evaluation set can name the
answers it expects. The only dates relative to today are the valid-until dates of sent quotes, since a sent
quote reads "Expired" once that date has passed: open quotes are valid until today + 60 days and the expired
ones until today - 10 days. Nothing in the evaluation set depends on those two dates. (The second part,
tests/assistant/dataset_more.py, adds quotes valid until the end of the current month.)

Quote numbers are Q-260001 … Q-260016, far beyond what the quote number sequence reaches in a test run, so
quotes other tests create never collide with them. Totals include VAT at 20 % with no shipping.
tests/assistant/seeding.py creates it; tests/assistant/conftest.py seeds and embeds it once for the package.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from api.quotes.models import QuoteStatus

# ---- people ---------------------------------------------------------------------------------------------------------
USER_DANA = "Dana Hughes"
USER_TOM = "Tom Okafor"

# ---- suppliers -------------------------------------------------------------------------------------------------------
SUPPLIER_IBSTOCK = "Ibstock Brick Ltd"
SUPPLIER_WIENERBERGER = "Wienerberger UK"
SUPPLIER_FORTERRA = "Forterra Building Products"
SUPPLIER_MARSHALLS = "Marshalls Landscape Supplies"
SUPPLIER_NORTHERN = "Northern Builders Merchants"

# ---- customers -------------------------------------------------------------------------------------------------------
CUSTOMER_ACME = "Acme Construction Ltd"
CUSTOMER_PENNINE = "Pennine Groundworks Ltd"
CUSTOMER_WHARFE = "Wharfe Valley Homes"
CUSTOMER_KIRKSTALL = "Kirkstall Builders Ltd"
CUSTOMER_CALDER = "Calder Civils Ltd"
CUSTOMER_MOORSIDE = "Moorside Developments"

# ---- products (the ones the evaluation names) ---------------------------------------------------------------------
PRODUCT_RED_MULTI = "Ibstock Cheshire Red Multi"
PRODUCT_LEICESTER = "Ibstock Leicester Red Stock"
PRODUCT_FUNTON = "Ibstock Funton Second Hard Stock"
PRODUCT_ATLAS_BLUE = "Ibstock Atlas Blue Smooth Engineering"
PRODUCT_BIRTLEY = "Ibstock Birtley Old English"
PRODUCT_KASSANDRA = "Wienerberger Kassandra Red Multi"
PRODUCT_PANTILE = "Sandtoft Calderdale Double Pantile"
PRODUCT_VILLAGE_RED = "Forterra Village Red Multi"
PRODUCT_THERMALITE = "Forterra Thermalite Shield Block 100mm"
PRODUCT_HI_STRENGTH = "Forterra Hi-Strength 7 Block 140mm"
PRODUCT_FORMPAVE = "Forterra Formpave Charcoal Block Paver"
PRODUCT_TEGULA = "Marshalls Tegula Paving Traditional"
PRODUCT_KEYBLOK = "Marshalls Keyblok Charcoal Paver"
PRODUCT_ANGLIA = "Marshalls Anglia Retaining Wall Block"
PRODUCT_PRIORA = "Marshalls Priora Permeable Block Paving"
PRODUCT_NORTHERN_RED = "Northern Red Multi Stock 65mm"
PRODUCT_NORTHERN_BLUE = "Northern Staffordshire Blue Class B"
PRODUCT_MORTAR = "Tarmac Blue Circle Mortar Grey 25kg"
PRODUCT_CATNIC = "Catnic CG90/100 Steel Lintel 1200mm"
PRODUCT_MOT = "Type 1 MOT Sub-base"
PRODUCT_GEOTEXTILE = "Terram Geotextile Membrane Roll"

# ---- projects --------------------------------------------------------------------------------------------------------
PROJECT_MEADOW = "Meadow View Phase 2"
PROJECT_RIVERSIDE = "Riverside Quarter"
PROJECT_STATION = "Station Road Retail Park"
PROJECT_OAKWOOD = "Oakwood School Extension"
PROJECT_MOORSIDE = "Moorside Farm Barns"

# ---- notes (no names of their own: a short key each) ----------------------------------------------------------------
NOTE_CRANE_ACME = "crane offload"
NOTE_SCAFFOLD = "scaffold"
NOTE_RETAINING_WALL = "retaining wall"
NOTE_REJECTED_PRICE = "rejected on price"
NOTE_ACCESS = "narrow access"
NOTE_PLANNING = "planning approved"
NOTE_CREDIT = "credit limit"
NOTE_RECLAIMED = "reclaimed brick"
NOTE_HAUL_ROAD = "haul road"
NOTE_CRANE_SCHOOL = "school holidays crane"
NOTE_EFFLORESCENCE = "efflorescence"

SUPPLIERS: dict[str, tuple[str, str]] = {  # name → (account number, category)
    SUPPLIER_IBSTOCK: ("SUP-IBS", "Brick manufacturer"),
    SUPPLIER_WIENERBERGER: ("SUP-WIE", "Brick manufacturer"),
    SUPPLIER_FORTERRA: ("SUP-FOR", "Brick and block manufacturer"),
    SUPPLIER_MARSHALLS: ("SUP-MAR", "Landscaping manufacturer"),
    SUPPLIER_NORTHERN: ("SUP-NBM", "Builders merchant"),
}

CUSTOMERS: dict[str, tuple[str, str, str, str, str]] = {  # name → (account, category, town, postcode, description)
    CUSTOMER_ACME: ("ACME01", "Housebuilder", "Leeds", "LS11 5QN", "Regional housebuilder, 200 homes a year."),
    CUSTOMER_PENNINE: ("PENN01", "Groundworker", "Huddersfield", "HD1 2QR", "Groundworks and drainage contractor."),
    CUSTOMER_WHARFE: ("WHAR01", "Housebuilder", "Otley", "LS21 3AB", "Small housebuilder in Wharfedale."),
    CUSTOMER_KIRKSTALL: ("KIRK01", "Builder", "Leeds", "LS5 3BT", "General builder, schools and extensions."),
    CUSTOMER_CALDER: ("CALD01", "Civil engineering", "Halifax", "HX1 1XE", "Civils contractor for retail parks."),
    CUSTOMER_MOORSIDE: ("MOOR01", "Developer", "Skipton", "BD23 1UD", "Barn conversions and one-off homes."),
}


@dataclass(frozen=True)
class ProductSpec:
    name: str
    code: str
    supplier: str
    category: str
    unit: str
    list_price: str
    lead_days: int
    colour: str = ""
    size: tuple[int, int, int] | None = None
    description: str = ""


BRICK = (215, 102, 65)
P = ProductSpec
# fmt: off
PRODUCTS: list[ProductSpec] = [
    P(PRODUCT_RED_MULTI, "IB-CRM65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "675.00", 14, "Red multi", BRICK,
      "Red multi facing brick, sand-faced, 65mm, frost resistant."),
    P(PRODUCT_LEICESTER, "IB-LRS65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "598.00", 10, "Red", BRICK,
      "Smooth red stock facing brick for housing."),
    P(PRODUCT_FUNTON, "IB-FSH65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "712.50", 21, "Yellow multi", BRICK,
      "Yellow multi stock brick, handmade look, London stock style."),
    P(PRODUCT_ATLAS_BLUE, "IB-ABS65", SUPPLIER_IBSTOCK, "engineering_brick", "per_1000", "845.00", 28, "Blue", BRICK,
      "Class B blue engineering brick, smooth, for damp proof courses and manholes."),
    P("Ibstock Tradesman Heather", "IB-TRH65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "560.00", 7, "Heather",
      BRICK, "Budget heather facing brick."),
    P("Ibstock Ivanhoe Cream", "IB-IVC65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "689.00", 14, "Cream", BRICK,
      "Cream smooth facing brick."),
    P("Ibstock Parham Red Multi Stock 73mm", "IB-PRM73", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "735.00", 21,
      "Red multi", (215, 102, 73), "Red multi stock brick in the 73mm imperial height for restoration."),
    P(PRODUCT_BIRTLEY, "IB-BOE65", SUPPLIER_IBSTOCK, "facing_brick", "per_1000", "655.00", 10, "Red", BRICK,
      "Old English textured red brick for barn conversions."),
    P(PRODUCT_KASSANDRA, "WB-KRM65", SUPPLIER_WIENERBERGER, "facing_brick", "per_1000", "642.00", 21, "Red multi",
      BRICK, "Red multi stock facing brick, 65mm."),
    P("Wienerberger Smooth Red Engineering", "WB-SRE65", SUPPLIER_WIENERBERGER, "engineering_brick", "per_1000",
      "495.00", 5, "Red", BRICK, "Class B red engineering brick, perforated."),
    P("Wienerberger Marziale Grey", "WB-MZG65", SUPPLIER_WIENERBERGER, "facing_brick", "per_1000", "725.00", 28,
      "Grey", BRICK, "Grey smooth contemporary facing brick."),
    P("Wienerberger Olde Bulmer Red", "WB-OBR65", SUPPLIER_WIENERBERGER, "facing_brick", "per_1000", "702.00", 14,
      "Red", BRICK, "Handmade red brick."),
    P("Wienerberger Terca Chartham Multi", "WB-TCM65", SUPPLIER_WIENERBERGER, "facing_brick", "per_1000", "698.00",
      14, "Multi", BRICK, "Soft mud multi facing brick."),
    P(PRODUCT_PANTILE, "WB-SCP01", SUPPLIER_WIENERBERGER, "roof_tile", "each", "2.35", 14, "Terracotta", None,
      "Concrete double pantile roof tile."),
    P("Wienerberger Penkridge Blue Paver", "WB-PBP50", SUPPLIER_WIENERBERGER, "paver", "m2", "38.50", 21, "Blue",
      (200, 100, 50), "Clay blue paver, 50mm."),
    P(PRODUCT_VILLAGE_RED, "FT-VRM65", SUPPLIER_FORTERRA, "facing_brick", "per_1000", "631.00", 10, "Red multi",
      BRICK, "Red multi facing brick, 65mm, wirecut."),
    P(PRODUCT_THERMALITE, "FT-TSB100", SUPPLIER_FORTERRA, "block", "each", "2.15", 3, "Grey", (440, 100, 215),
      "Aircrete thermal block, 100mm."),
    P(PRODUCT_HI_STRENGTH, "FT-HS7140", SUPPLIER_FORTERRA, "block", "each", "3.40", 3, "Grey", (440, 140, 215),
      "Dense concrete block, 7N, 140mm."),
    P("Forterra London Brick Heritage", "FT-LBH65", SUPPLIER_FORTERRA, "facing_brick", "per_1000", "612.00", 7,
      "Red rustic", BRICK, "Fletton facing brick."),
    P(PRODUCT_FORMPAVE, "FT-FCP60", SUPPLIER_FORTERRA, "paver", "m2", "27.40", 7, "Charcoal", (200, 100, 60),
      "Charcoal concrete block paver, 60mm."),
    P("Forterra Ecostock Buff", "FT-EB65", SUPPLIER_FORTERRA, "facing_brick", "per_1000", "588.00", 10, "Buff", BRICK,
      "Buff stock facing brick."),
    P("Forterra Red Rustic Common", "FT-RRC65", SUPPLIER_FORTERRA, "common", "per_1000", "395.00", 5, "Red", BRICK,
      "Common brick for below ground."),
    P(PRODUCT_TEGULA, "MS-TEG01", SUPPLIER_MARSHALLS, "paver", "m2", "42.80", 10, "Traditional", None,
      "Tumbled block paving with an aged look."),
    P(PRODUCT_KEYBLOK, "MS-KBC60", SUPPLIER_MARSHALLS, "paver", "m2", "29.95", 5, "Charcoal", (200, 100, 60),
      "Charcoal concrete block paver, 60mm, for driveways."),
    P("Marshalls Fairstone Riven Silver Grey", "MS-FRS01", SUPPLIER_MARSHALLS, "paver", "m2", "56.40", 14,
      "Silver grey", None, "Natural stone patio paving."),
    P(PRODUCT_ANGLIA, "MS-ARW01", SUPPLIER_MARSHALLS, "block", "each", "6.85", 10, "Charcoal", (400, 200, 150),
      "Segmental retaining wall block for garden and highway walls."),
    P("Marshalls Drivesett Argent Paver", "MS-DSA01", SUPPLIER_MARSHALLS, "paver", "m2", "47.20", 10, "Graphite",
      None, "Textured driveway sett."),
    P(PRODUCT_PRIORA, "MS-PRI80", SUPPLIER_MARSHALLS, "paver", "m2", "39.60", 14, "Natural", (200, 100, 80),
      "Permeable block paving for sustainable drainage."),
    P(PRODUCT_NORTHERN_RED, "NB-RMS65", SUPPLIER_NORTHERN, "facing_brick", "per_1000", "618.00", 3, "Red multi", BRICK,
      "Merchant's own red multi stock facing brick, 65mm."),
    P(PRODUCT_NORTHERN_BLUE, "NB-SBB65", SUPPLIER_NORTHERN, "engineering_brick", "per_1000", "799.00", 5, "Blue",
      BRICK, "Blue Class B engineering brick, solid."),
    P("Northern Yellow Stock Facing", "NB-YSF65", SUPPLIER_NORTHERN, "facing_brick", "per_1000", "575.00", 5,
      "Yellow", BRICK, "Yellow stock facing brick."),
    P(PRODUCT_MORTAR, "NB-BCM25", SUPPLIER_NORTHERN, "mortar", "each", "7.45", 2, "Grey", None,
      "Ready-mixed grey mortar, 25kg bag."),
    P("Hanson Multicem Cement 25kg", "NB-HMC25", SUPPLIER_NORTHERN, "other", "each", "6.95", 2, "", None,
      "General purpose cement, 25kg bag."),
    P(PRODUCT_CATNIC, "NB-CG1200", SUPPLIER_NORTHERN, "lintel", "each", "48.90", 7, "", None,
      "Cavity wall steel lintel, 1200mm."),
    P("IG L1/S100 Steel Lintel 1500mm", "NB-IG1500", SUPPLIER_NORTHERN, "lintel", "each", "52.30", 7, "", None,
      "Standard duty cavity steel lintel, 1500mm."),
    P("Building Sand Bulk Bag", "NB-BSB01", SUPPLIER_NORTHERN, "other", "tonne", "48.00", 2, "", None,
      "Soft building sand in a bulk bag."),
    P(PRODUCT_MOT, "NB-MOT01", SUPPLIER_NORTHERN, "other", "tonne", "32.50", 2, "", None,
      "Crushed stone sub-base for roads and drives."),
    P(PRODUCT_GEOTEXTILE, "NB-TGM01", SUPPLIER_NORTHERN, "other", "each", "89.00", 5, "", None,
      "Non-woven geotextile membrane, 4.5m x 100m roll."),
]
# fmt: on

# Products that stand in for each other (linked both ways): the cheapest of each group is what cheapest_price finds.
EQUIVALENT_GROUPS: list[list[str]] = [
    [PRODUCT_RED_MULTI, PRODUCT_KASSANDRA, PRODUCT_VILLAGE_RED, PRODUCT_NORTHERN_RED],  # cheapest: Northern £618.00
    [PRODUCT_ATLAS_BLUE, PRODUCT_NORTHERN_BLUE],  # cheapest: Northern £799.00
    [PRODUCT_KEYBLOK, PRODUCT_FORMPAVE],  # cheapest: Forterra £27.40
]


@dataclass(frozen=True)
class ProjectSpec:
    name: str
    reference: str
    customer: str
    stage: str
    plots: int
    value: str
    start: date
    description: str


# fmt: off
PROJECTS: list[ProjectSpec] = [
    ProjectSpec(PROJECT_MEADOW, "PRJ-MV2", CUSTOMER_ACME, "on_site", 32, "850000.00", date(2026, 2, 2),
                "32 homes on the edge of Rothwell, second phase."),
    ProjectSpec(PROJECT_RIVERSIDE, "PRJ-RQ1", CUSTOMER_WHARFE, "tender", 48, "1250000.00", date(2026, 4, 6),
                "Riverside apartments and town houses in Otley."),
    ProjectSpec(PROJECT_STATION, "PRJ-SRR", CUSTOMER_CALDER, "lead", 0, "2400000.00", date(2027, 1, 11),
                "Retail park with car park and service road."),
    ProjectSpec(PROJECT_OAKWOOD, "PRJ-OSE", CUSTOMER_KIRKSTALL, "won", 0, "310000.00", date(2026, 7, 20),
                "Two-storey classroom block for Oakwood Primary."),
    ProjectSpec(PROJECT_MOORSIDE, "PRJ-MFB", CUSTOMER_MOORSIDE, "complete", 4, "420000.00", date(2026, 3, 2),
                "Conversion of four stone barns."),
]
# fmt: on


@dataclass(frozen=True)
class QuoteSpec:
    number: str
    customer: str
    project: str | None
    status: QuoteStatus  # accepted / rejected / sent (open) / expired / draft / withdrawn
    created: date
    lines: list[tuple[str, str, str]]  # (product, quantity in its unit, sell price)
    total: str  # with VAT at 20 %, as the quote shows it
    reason: str = ""
    expires_this_month: bool = False  # sent: valid until the last day of the current month, not today + 60 days


S = QuoteStatus
Q = QuoteSpec
# fmt: off
QUOTES: list[QuoteSpec] = [
    Q("Q-260001", CUSTOMER_ACME, PROJECT_MEADOW, S.accepted, date(2026, 1, 14),
      [(PRODUCT_RED_MULTI, "24", "660.00"), (PRODUCT_KEYBLOK, "120", "29.95")], "23320.80"),
    Q("Q-260002", CUSTOMER_ACME, PROJECT_MEADOW, S.rejected, date(2026, 6, 9),
      [(PRODUCT_RED_MULTI, "18", "675.00"), (PRODUCT_CATNIC, "12", "48.90")], "15284.16",
      "Went with a cheaper stock brick"),
    Q("Q-260003", CUSTOMER_ACME, None, S.sent, date(2026, 9, 15),
      [(PRODUCT_RED_MULTI, "10", "690.00"), (PRODUCT_MORTAR, "40", "7.45")], "8637.60"),
    Q("Q-260004", CUSTOMER_ACME, None, S.expired, date(2026, 3, 3), [(PRODUCT_ATLAS_BLUE, "6", "845.00")], "6084.00"),
    Q("Q-260005", CUSTOMER_ACME, None, S.draft, date(2026, 11, 2), [(PRODUCT_TEGULA, "85", "42.80")], "4365.60"),
    Q("Q-260006", CUSTOMER_PENNINE, None, S.accepted, date(2026, 2, 20),
      [(PRODUCT_ANGLIA, "400", "6.85"), (PRODUCT_MOT, "30", "32.50")], "4458.00"),
    Q("Q-260007", CUSTOMER_PENNINE, None, S.sent, date(2026, 10, 5), [(PRODUCT_RED_MULTI, "8", "680.00")], "6528.00"),
    Q("Q-260008", CUSTOMER_PENNINE, None, S.rejected, date(2026, 4, 17), [(PRODUCT_KEYBLOK, "200", "31.50")],
      "7560.00", "Price too high"),
    Q("Q-260009", CUSTOMER_WHARFE, PROJECT_RIVERSIDE, S.accepted, date(2026, 5, 12),
      [(PRODUCT_LEICESTER, "40", "598.00"), (PRODUCT_THERMALITE, "600", "2.15")], "30252.00"),
    Q("Q-260010", CUSTOMER_WHARFE, PROJECT_RIVERSIDE, S.sent, date(2026, 10, 20), [(PRODUCT_FUNTON, "22", "712.50")],
      "18810.00"),
    Q("Q-260011", CUSTOMER_WHARFE, PROJECT_RIVERSIDE, S.expired, date(2026, 7, 1),
      [(PRODUCT_LEICESTER, "12", "610.00")], "8784.00"),
    Q("Q-260012", CUSTOMER_KIRKSTALL, PROJECT_OAKWOOD, S.accepted, date(2026, 3, 25),
      [(PRODUCT_ATLAS_BLUE, "5", "860.00"), (PRODUCT_CATNIC, "20", "48.90")], "6333.60"),
    Q("Q-260013", CUSTOMER_KIRKSTALL, PROJECT_OAKWOOD, S.withdrawn, date(2026, 8, 11),
      [(PRODUCT_HI_STRENGTH, "900", "3.40")], "3672.00"),
    Q("Q-260014", CUSTOMER_CALDER, PROJECT_STATION, S.sent, date(2026, 11, 3),
      [(PRODUCT_MOT, "250", "31.00"), (PRODUCT_GEOTEXTILE, "6", "89.00")], "9940.80"),
    Q("Q-260015", CUSTOMER_CALDER, PROJECT_STATION, S.rejected, date(2026, 9, 29),
      [(PRODUCT_PRIORA, "640", "39.60")], "30412.80", "Client value-engineered the car park"),
    Q("Q-260016", CUSTOMER_MOORSIDE, PROJECT_MOORSIDE, S.accepted, date(2026, 4, 8),
      [(PRODUCT_BIRTLEY, "15", "655.00")], "11790.00"),
]
# fmt: on


@dataclass(frozen=True)
class NoteSpec:
    key: str
    subject: tuple[str, str]  # ("organisation" | "project" | "quote", the customer/project name or quote number)
    author: str
    created: date
    body: str


N = NoteSpec
# fmt: off
NOTES: list[NoteSpec] = [
    N(NOTE_CRANE_ACME, ("organisation", CUSTOMER_ACME), USER_DANA, date(2026, 2, 10),
      "Site manager wants a crane offload on every delivery; no forklift on site."),
    N(NOTE_SCAFFOLD, ("project", PROJECT_RIVERSIDE), USER_TOM, date(2026, 5, 20),
      "Scaffold goes up in June; bricks must be on site before the scaffold is struck."),
    N(NOTE_RETAINING_WALL, ("organisation", CUSTOMER_PENNINE), USER_DANA, date(2026, 2, 18),
      "Pricing the retaining wall for the Holmfirth job; they want Anglia blocks in charcoal."),
    N(NOTE_REJECTED_PRICE, ("quote", "Q-260002"), USER_DANA, date(2026, 6, 30),
      "Customer rejected on price; Wienerberger came in cheaper per thousand."),
    N(NOTE_ACCESS, ("organisation", CUSTOMER_WHARFE), USER_TOM, date(2026, 4, 2),
      "Deliveries before ten in the morning; narrow access lane, rigid lorries only."),
    N(NOTE_PLANNING, ("project", PROJECT_STATION), USER_TOM, date(2026, 10, 1),
      "Planning approved; tender due at the end of January, found through Glenigan."),
    N(NOTE_CREDIT, ("organisation", CUSTOMER_KIRKSTALL), USER_DANA, date(2026, 3, 5),
      "Credit limit raised after a review with accounts; pays on time."),
    N(NOTE_RECLAIMED, ("project", PROJECT_MOORSIDE), USER_DANA, date(2026, 3, 12),
      "Reclaimed brick match needed for the barn conversion; sample panel built on site."),
    N(NOTE_HAUL_ROAD, ("organisation", CUSTOMER_CALDER), USER_TOM, date(2026, 9, 8),
      "Asked about MOT sub-base and geotextile membrane for the haul road."),
    N(NOTE_CRANE_SCHOOL, ("project", PROJECT_OAKWOOD), USER_TOM, date(2026, 6, 15),
      "Deliveries in the school holidays only; the contractor has booked crane hire for the roof."),
    N(NOTE_EFFLORESCENCE, ("project", PROJECT_MEADOW), USER_DANA, date(2026, 8, 19),
      "Efflorescence complaint on plot 14; Ibstock's technical rep is visiting."),
]
# fmt: on

OPEN_VALID_DAYS = 60  # open (sent) quotes are valid until today + 60 days
EXPIRED_DAYS_AGO = 10  # expired quotes were valid until today - 10 days


def money(amount: str | Decimal) -> str:
    """How answers write money: £1,234.50."""
    return f"£{Decimal(amount):,.2f}"


def day(value: date) -> str:
    """How answers write dates: 3 Nov 2026."""
    return f"{value.day} {value:%b %Y}"


def line_total(quantity: str, price: str) -> Decimal:
    return (Decimal(quantity) * Decimal(price)).quantize(Decimal("0.01"), ROUND_HALF_UP)
