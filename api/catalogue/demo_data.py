"""A realistic small catalogue (eight manufacturers; their ranges, colours, sizes and selling units: the table is
demo_products.txt) and a pasted bill of quantities of 30 lines, each with the product it means and its quantity.

Shared by the demo seed (api/catalogue/demo.py), the name matching test (tests/api/catalogue/test_name_query.py) and
its bench (bench/name_matching.py)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import NamedTuple

# key, name, account number, category, phone, (line1, town, postcode), contact (first, last, title, email)
SUPPLIERS = {
    "ibstock": (
        "Ibstock Brick",
        "IBS-01",
        "Brick manufacturer",
        "01530 555 261",
        ("Leicester Road", "Ibstock", "LE67 6HS"),
        ("Gareth", "Pryce", "Area sales manager", "gareth.pryce@ibstock.example"),
    ),
    "forterra": (
        "Forterra",
        "FOR-01",
        "Brick and block manufacturer",
        "01604 555 707",
        ("5 Grange Park Court", "Northampton", "NN4 5EA"),
        ("Helen", "Marsh", "Key accounts", "helen.marsh@forterra.example"),
    ),
    "wienerberger": (
        "Wienerberger",
        "WIE-01",
        "Brick and roof tile manufacturer",
        "0161 555 0491",
        ("Brooks Drive, Cheadle Royal Business Park", "Cheadle", "SK8 3SA"),
        ("Lucy", "Barker", "Merchant sales", "lucy.barker@wienerberger.example"),
    ),
    "marshalls": (
        "Marshalls",
        "MAR-01",
        "Landscape products",
        "01422 555 312",
        ("Landscape House, Premier Way", "Elland", "HX5 9HT"),
        ("Craig", "Haigh", "Trade account manager", "craig.haigh@marshalls.example"),
    ),
    "hh": (
        "H+H UK",
        "HH-01",
        "Aircrete blocks",
        "01732 555 886",
        ("Celcon House, Ightham", "Sevenoaks", "TN15 9HZ"),
        ("Rachel", "Turner", "Regional sales", "rachel.turner@hhuk.example"),
    ),
    "catnic": (
        "Catnic",
        "CAT-01",
        "Steel lintels",
        "029 2055 5370",
        ("Pontypandy Industrial Estate", "Caerphilly", "CF83 3GL"),
        ("Owen", "Rhys", "Technical sales", "owen.rhys@catnic.example"),
    ),
    "tarmac": (
        "Tarmac",
        "TAR-01",
        "Cement, aggregates and mortar",
        "0121 555 0800",
        ("Portland House, Bickenhill Lane", "Solihull", "B37 7BQ"),
        ("Neil", "Crowther", "Building products sales", "neil.crowther@tarmac.example"),
    ),
    "marley": (
        "Marley",
        "MLY-01",
        "Roof tiles",
        "01283 555 722",
        ("Lichfield Road, Branston", "Burton upon Trent", "DE14 3HD"),
        ("Zoe", "Fletcher", "Roofing specialist", "zoe.fletcher@marley.example"),
    ),
}


class DemoProduct(NamedTuple):
    supplier: str  # a key of SUPPLIERS
    code: str
    name: str
    category: str
    colour: str
    texture: str
    length_mm: int | None
    width_mm: int | None
    height_mm: int | None
    selling_unit: str
    units_per_pack: int | None
    units_per_pallet: int | None
    weight_kg: Decimal | None
    cost_price: Decimal
    list_price: Decimal
    lead_time_days: int
    status: str


def _number(text: str) -> int | None:
    return int(text) if text else None


def _product(cells: list[str]) -> DemoProduct:
    supplier, code, name, category, colour, texture, size, unit, packs, kg, cost, price, lead, status = cells
    length, width, height = (_number(s) for s in size.split("x")) if size else (None, None, None)
    per_pack, per_pallet = (_number(s) for s in packs.split("/")) if packs else (None, None)
    return DemoProduct(
        supplier=supplier,
        code=code,
        name=name,
        category=category,
        colour=colour,
        texture=texture,
        length_mm=length,
        width_mm=width,
        height_mm=height,
        selling_unit=unit,
        units_per_pack=per_pack,
        units_per_pallet=per_pallet,
        weight_kg=Decimal(kg) if kg else None,
        cost_price=Decimal(cost),
        list_price=Decimal(price),
        lead_time_days=int(lead),
        status=status or "active",
    )


def _products() -> list[DemoProduct]:
    lines = Path(__file__).with_name("demo_products.txt").read_text(encoding="utf-8").splitlines()
    return [
        _product([c.strip() for c in line.split("|")]) for line in lines if line.strip() and not line.startswith("#")
    ]


PRODUCTS = _products()

# Products that can stand in for each other (codes).
EQUIVALENTS = [
    ("IBS-SBS", "WB-SBCB"),
    ("HH-SH100", "HH-CEL100"),
    ("IBT-TRRR", "IBT-TRR"),
    ("FOR-ATR", "WB-SR"),
    ("MLY-MOD-SG", "WB-2020-SG"),
]


class SampleLine(NamedTuple):
    line: str
    code: str  # the product meant
    quantity: str | None
    unit: str | None


# A customer's pasted list: paraphrases, typos, missing supplier names, words in any order, quantities in every format.
SAMPLE_LINES = [
    SampleLine("10,000 Ibstock Tradesman red", "IBT-TRR", "10000", None),
    SampleLine("Forterra LBC Common 65mm x 5000", "FLB-C65", "5000", None),
    SampleLine("5000no. Wienerberger Smooth Red Multi", "WB-SRM", "5000", "each"),
    SampleLine("2.5k Ibstock Ivanhoe Cream", "IBV-CRM", "2500", None),
    SampleLine("Thermalite Shield blocks 100mm - 300 no", "HH-SH100", "300", "each"),
    SampleLine("25 bags Blue Circle Mastercrete", "TAR-MC25", "25", "pack"),
    SampleLine("12 x 1200mm catnic cavity lintel", "CAT-CG90-1200", "12", None),
    SampleLine("40 m2 marshalls tegula traditional", "MAR-TEG-TRAD", "40", "m2"),
    SampleLine("10 tonne building sand", "TAR-BSAND", "10", "tonne"),
    SampleLine("Ibstok Tradesmen Light x 8000", "IBT-TRL", "8000", None),
    SampleLine("staffs blue solid class b engineering 215x102.5x65 - 2,000", "IBS-SBS", "2000", None),
    SampleLine("Class B red engineering perforated 3k", "FOR-EBRP", "3000", None),
    SampleLine("Weinerberger Kasandra multi 6500", "WB-KAS", "6500", None),
    SampleLine("LBC Heather facing x 4,500", "FLB-HEA", "4500", None),
    SampleLine("3 pallets Celcon standard 100mm", "HH-CEL100", "3", "pallet"),
    SampleLine("Conbloc dense 7.3N 140mm blocks 150nr", "FCB-D140", "150", "each"),
    SampleLine("Catnic CN92 1800mm single leaf lintel x 4", "CAT-CN92-1800", "4", None),
    SampleLine("Driveline 50 charcoal 85 sq m", "MAR-DL50-CHA", "85", "m2"),
    SampleLine("Saxon textured slab natural 600x600 30m2", "MAR-SAX-NAT6", "30", "m2"),
    SampleLine("Marley Modern smooth grey roof tiles 1,200 no", "MLY-MOD-SG", "1200", "each"),
    SampleLine("Sandtoft 20/20 slate gray 900", "WB-2020-SG", "900", None),
    SampleLine("6 tonnes sharp sand", "TAR-SSAND", "6", "tonne"),
    SampleLine("Blue Circle hydrated lime 25kg bags x 40", "TAR-LIME25", "40", None),
    SampleLine("Birtley Old English Buff 65mm 7000", "IBB-BOE", "7000", None),
    SampleLine("Cheshire weathered red - 12,500 no.", "IBC-CWR", "12500", "each"),
    SampleLine("Tarmac silo mortar grey M4 20t", "TAR-M4", "20", "tonne"),
    SampleLine("Thermalite Hi Strength 7 100mm x 250", "HH-HS7-100", "250", None),
    SampleLine("ebony ivanhoe 4000", "IBV-EBO", "4000", None),
    SampleLine("Catnic CG90/100 2100 lintel 6 no", "CAT-CG90-2100", "6", "each"),
    SampleLine("Qty 18,000 \u2013 Leicester red multi stock (Ibstock)", "IBL-LRMS", "18000", None),
]
