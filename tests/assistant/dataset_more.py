"""The evaluation dataset's second part (tests/assistant/dataset.py is the first): what the second version's questions
need. Contacts with phones, mobiles, emails and job titles; architects (organisations of kind "other") linked to
projects; a prospect (kind "company") with quotes; pack and pallet quantities and weights of some products; three
more quotes, two of them sent and valid until the last day of the current month ("quotes expiring this month").

Nothing here changes a record of the first part: Acme Construction keeps no contacts and no further quotes, Ibstock
keeps its eight products, Meadow View keeps its two quotes (other tests read those counts). Phone numbers are in the
ranges kept for drama (0113 496 0xxx, 07700 900xxx). The handling figures fill fields the first part left empty.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date

from api.quotes.models import QuoteStatus
from tests.assistant.dataset import (
    CUSTOMER_CALDER,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_MOORSIDE,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    PRODUCT_ANGLIA,
    PRODUCT_ATLAS_BLUE,
    PRODUCT_BIRTLEY,
    PRODUCT_CATNIC,
    PRODUCT_HI_STRENGTH,
    PRODUCT_KASSANDRA,
    PRODUCT_LEICESTER,
    PRODUCT_MORTAR,
    PRODUCT_PANTILE,
    PRODUCT_RED_MULTI,
    PRODUCT_THERMALITE,
    PROJECT_MEADOW,
    PROJECT_MOORSIDE,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    SUPPLIER_FORTERRA,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
    QuoteSpec,
)

# ---- architects (kind "other") and the prospect (kind "company") ----------------------------------------------------
ARCHITECT_HALDEN = "Halden Mews Architects"
ARCHITECT_AIRE = "Aire Studio Architects"
ARCHITECT_NORTHGATE = "Northgate Design Partnership"
ARCHITECT_DALESWAY = "Dalesway Architects"
COMPANY_SKELTON = "Skelton Grange Estates"

OTHERS: dict[str, tuple[str, str]] = {  # name → (category, town)
    ARCHITECT_HALDEN: ("Architect", "Leeds"),
    ARCHITECT_AIRE: ("Architect", "Ilkley"),
    ARCHITECT_NORTHGATE: ("Architect", "Wakefield"),
    ARCHITECT_DALESWAY: ("Architect", "Settle"),
}
COMPANIES: dict[str, tuple[str, str, str, str]] = {  # name → (account number, category, town, description)
    COMPANY_SKELTON: ("SKEL01", "Prospect", "Harrogate", "Estate owner converting farm buildings; not yet trading."),
}
ARCHITECTS: dict[str, tuple[str, ...]] = {  # project → its architects
    PROJECT_MEADOW: (ARCHITECT_HALDEN,),
    PROJECT_RIVERSIDE: (ARCHITECT_HALDEN, ARCHITECT_AIRE),
    PROJECT_OAKWOOD: (ARCHITECT_NORTHGATE,),
    PROJECT_MOORSIDE: (ARCHITECT_DALESWAY,),
}  # Station Road Retail Park has none recorded.

# ---- contacts --------------------------------------------------------------------------------------------------------
CONTACT_HAIGH = "Steve Haigh"
CONTACT_BOOTH = "Claire Booth"
CONTACT_AKHTAR = "Mohammed Akhtar"
CONTACT_SHAW = "Rebecca Shaw"
CONTACT_ACKROYD = "Ian Ackroyd"
CONTACT_GRANT = "Lisa Grant"
CONTACT_DOYLE = "Karen Doyle"
CONTACT_SUTTON = "Neil Sutton"
CONTACT_NEWTON = "Paul Newton"
CONTACT_PICKLES = "Jo Pickles"
CONTACT_LUND = "Sophie Lund"
CONTACT_FAIRBURN = "Graham Fairburn"


@dataclass(frozen=True)
class ContactSpec:
    name: str  # first and last
    organisation: str
    job_title: str
    phone: str
    mobile: str
    email: str


C = ContactSpec
# fmt: off
CONTACTS: list[ContactSpec] = [
    C(CONTACT_HAIGH, CUSTOMER_PENNINE, "Contracts Manager", "01484 496 0201", "07700 900201",
      "steve.haigh@pennine-groundworks.example.com"),
    C(CONTACT_BOOTH, CUSTOMER_WHARFE, "Buyer", "01943 496 0301", "07700 900301",
      "claire.booth@wharfevalley.example.com"),
    C(CONTACT_AKHTAR, CUSTOMER_KIRKSTALL, "Director", "0113 496 0401", "07700 900401",
      "mo@kirkstallbuilders.example.com"),
    C(CONTACT_SHAW, CUSTOMER_CALDER, "Senior Estimator", "01422 496 0501", "07700 900501",
      "rebecca.shaw@caldercivils.example.com"),
    C(CONTACT_ACKROYD, CUSTOMER_MOORSIDE, "Owner", "01756 496 0601", "07700 900601", "ian@moorside-dev.example.com"),
    C(CONTACT_GRANT, SUPPLIER_IBSTOCK, "Area Sales Manager", "01530 496 0701", "07700 900701",
      "lisa.grant@ibstock.example.com"),
    C(CONTACT_DOYLE, SUPPLIER_WIENERBERGER, "Key Account Manager", "0161 496 0711", "07700 900711",
      "karen.doyle@wienerberger.example.com"),
    C(CONTACT_SUTTON, SUPPLIER_FORTERRA, "Sales Office Manager", "01604 496 0721", "07700 900721",
      "neil.sutton@forterra.example.com"),
    C(CONTACT_NEWTON, SUPPLIER_MARSHALLS, "Regional Account Manager", "01484 496 0731", "07700 900731",
      "paul.newton@marshalls.example.com"),
    C(CONTACT_PICKLES, SUPPLIER_NORTHERN, "Branch Manager", "0113 496 0741", "07700 900741",
      "jo.pickles@northernbm.example.com"),
    C(CONTACT_LUND, ARCHITECT_AIRE, "Project Architect", "01943 496 0801", "07700 900801",
      "sophie@airestudio.example.com"),
    C(CONTACT_FAIRBURN, COMPANY_SKELTON, "Estate Manager", "01423 496 0901", "07700 900901",
      "graham@skeltongrange.example.com"),
]
# fmt: on

# ---- handling: pack and pallet quantities and weights (kg per unit) -----------------------------------------------
HANDLING: dict[str, tuple[int | None, int | None, str | None]] = {  # product → (per pack, per pallet, weight kg)
    PRODUCT_RED_MULTI: (475, 950, "2.3"),
    PRODUCT_LEICESTER: (400, 800, "2.2"),
    PRODUCT_ATLAS_BLUE: (368, 736, "3.1"),
    PRODUCT_THERMALITE: (50, 100, "6.7"),
    PRODUCT_HI_STRENGTH: (None, 60, "19.5"),
    PRODUCT_MORTAR: (None, 56, None),
    PRODUCT_ANGLIA: (None, 48, "28.4"),
    PRODUCT_CATNIC: (None, None, "12.4"),
    PRODUCT_PANTILE: (10, 240, "4.6"),
}


def month_end(today: date | None = None) -> date:
    """The last day of the current month: the valid-until date of the quotes expiring this month."""
    today = today or date.today()
    return date(today.year, today.month, calendar.monthrange(today.year, today.month)[1])


S = QuoteStatus
Q = QuoteSpec
# Valid until month_end() when sent and still open (QuoteSpec.expires_this_month).
# fmt: off
MORE_QUOTES: list[QuoteSpec] = [
    Q("Q-260017", COMPANY_SKELTON, None, S.sent, date(2026, 10, 26),
      [(PRODUCT_BIRTLEY, "30000", "655.00"), (PRODUCT_CATNIC, "8", "48.90")], "24049.44", expires_this_month=True),
    Q("Q-260018", COMPANY_SKELTON, None, S.rejected, date(2026, 8, 24), [(PRODUCT_KASSANDRA, "25000", "642.00")],
      "19260.00", "Going timber frame instead of masonry"),
    Q("Q-260019", CUSTOMER_KIRKSTALL, None, S.sent, date(2026, 9, 30),
      [(PRODUCT_THERMALITE, "1200", "2.10"), (PRODUCT_MORTAR, "60", "7.45")], "3560.40", expires_this_month=True),
]
# fmt: on
EX_VAT = {"Q-260017": "20041.20", "Q-260018": "16050.00", "Q-260019": "2967.00"}  # goods, no delivery
