"""Bulk CRM data for bench/crm.py: realistic UK builders, merchants and brick works, loaded with COPY.

The derived columns are computed exactly as the services compute them (organisations.refresh_derived,
contacts._refresh, addresses._refresh), so searches behave as on data entered through the API."""

# ruff: noqa: SIM905 (the word lists read better as strings)
from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple

import psycopg

CUSTOMERS, SUPPLIERS, OTHERS = 100_000, 12_000, 8_000
CONTACTS, ADDRESSES = 300_000, 200_000
ARCHIVED = 0.05

PLACES = (
    "Calder Pennine Aire Wharfe Dales Moorland Riverside Northgate Kirkstall Holme Colne Ryedale Swale Trent Severn "
    "Mersey Tyne Wear Tees Humber Chiltern Cotswold Mendip Wealden Fenland Broadland Peak Charnwood Sherwood Malvern "
    "Cheviot Eden Derwent Ribble Lune Avon Thames Medway Solent Tamar Wye Usk Ouse Nene Welland Stour Kennet Hambleton "
    "Craven Airedale Rossendale Saddleworth Bowland Wolds Axholme Kesteven Rutland Arden Cannock Wrekin Clee Purbeck"
).split()
SECONDS = (
    "Valley Brick Stone Oak Mill Bridge Park Hill Vale Gate Field Manor Heritage Crown Anchor Beacon Castle Meadow "
    "Willow Granite Ash Elm Copper Iron Red Golden Northern Southern Eastern Western Premier Quality County Regional "
    "United Allied Acorn Kingfisher Heron Falcon Oakwood Redbrick Millstone Keystone Cornerstone"
).split()
SUFFIXES = {
    "customer": (
        "Homes|Construction|Developments|Builders|Contractors|Building Services|Housing Association|Property Group|"
        "Groundworks|Renovations|Roofing|Bricklaying|Civil Engineering|Estates|Building & Joinery|Restoration"
    ).split("|"),
    "supplier": (
        "Brick Works|Brickworks|Aggregates|Timber|Builders Merchants|Block & Brick|Quarries|Reclamation|Clay Products|"
        "Cement|Plant Hire|Haulage|Roof Tiles|Drainage Supplies|Stone Supplies|Brick Company"
    ).split("|"),
    "other": (
        "Architects|Surveyors|Planning Consultants|Structural Engineers|Quantity Surveyors|Building Control|"
        "Design Studio|Estate Agents|Housing Trust|Land Agents"
    ).split("|"),
}
LEGAL = ["Ltd", "Ltd", "Limited", "& Sons Ltd", "plc", "LLP", "", "Group Ltd"]
CATEGORIES = {
    "customer": "Housebuilder|Main contractor|Developer|Groundworker|Builder|Housing association|Roofer|Bricklayer",
    "supplier": "Brick manufacturer|Aggregates|Timber merchant|Builders merchant|Reclaimed materials|Cement|Haulage",
    "other": "Architect|Surveyor|Consultant|Structural engineer|Building control|Estate agent",
}
FIRST = (
    "Sarah Mark Aisha Gareth Helen James John David Michael Paul Andrew Peter Richard Stephen Robert Christopher "
    "Daniel Thomas Matthew Simon Ian Gary Neil Craig Lee Dean Wayne Jason Carl Stuart Martin Graham Kevin Anthony "
    "Emma Claire Rachel Laura Louise Nicola Joanne Lisa Karen Julie Amanda Rebecca Hannah Sophie Charlotte Lucy "
    "Jessica Amy Katie Gemma Victoria Zoe Priya Imran Tariq Mohammed Bilal Sanjay Raj Amrit Harpreet Olumide Kwame "
    "Grace Ruth Eleanor Alice Megan Bethan Rhys Owen Dylan Callum Liam Connor Ryan Jack Harry George Oliver Alfie"
).split()
LAST = (
    "Holt Dyson Khan Pryce Marsh Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson "
    "Evans Walker White Roberts Green Hall Wood Jackson Clarke Patel Hussain Ahmed Singh Kaur Begum Lewis Harrison "
    "Turner Hill Moore Cooper Ward Morris King Watson Baker Harris Clark Lee Allen Young Mitchell Scott Bell Parker "
    "Cook Bailey Kelly Shaw Hughes Richardson Barker Sutcliffe Greenwood Ackroyd Holroyd Crowther Haigh Brook Firth "
    "Lockwood Priestley Schofield Hirst Naylor Hepworth Mellor Bottomley Pickles Ramsden Hinchliffe Booth Broadbent "
    "Whiteley Horsfall Sykes Dawson Fletcher Atkinson Chadwick Barraclough Ogden Redfern Bairstow Kershaw Illingworth"
).split()
TITLES = (
    "Buyer|Site manager|Contracts manager|Quantity surveyor|Estimator|Director|Managing director|Office manager|"
    "Accounts payable|Procurement manager|Project manager|Site agent|Technical manager|Area sales manager|"
    "Transport manager|Yard foreman|Credit controller|"
).split("|")
STREETS = (
    "Mill Lane|Station Road|Church Street|High Street|Park Road|Victoria Road|Albert Street|Bradford Road|"
    "Wakefield Road|Leeds Road|Manchester Road|Kirkgate|Westgate|Canal Side|Brickyard Lane|Kiln Lane|Quarry Road|"
    "Valley Road|Moor Lane|Green Lane|Commercial Street|Wharf Street|Dock Road|Ring Road"
).split("|")
ESTATES = "Industrial Estate|Business Park|Trading Estate|Enterprise Park|Works"
SITES = "Meadow View|Willow Park|The Sidings|Kiln Gardens|Mill Quarter|Riverside Place|Brickfields|Orchard Rise|"
INWARD = "ABDEFGHJLNPQRSTUWXYZ"
# town, county, postcode area, highest district, weight (Yorkshire first: the trader is in West Yorkshire)
TOWNS = [
    ("Leeds", "West Yorkshire", "LS", 29, 6),
    ("Bradford", "West Yorkshire", "BD", 24, 4),
    ("Halifax", "West Yorkshire", "HX", 7, 3),
    ("Huddersfield", "West Yorkshire", "HD", 9, 3),
    ("Wakefield", "West Yorkshire", "WF", 17, 3),
    ("Sheffield", "South Yorkshire", "S", 36, 3),
    ("Doncaster", "South Yorkshire", "DN", 22, 2),
    ("York", "North Yorkshire", "YO", 32, 2),
    ("Harrogate", "North Yorkshire", "HG", 5, 2),
    ("Hull", "East Riding of Yorkshire", "HU", 20, 2),
    ("Manchester", "Greater Manchester", "M", 40, 3),
    ("Bolton", "Greater Manchester", "BL", 9, 1),
    ("Oldham", "Greater Manchester", "OL", 16, 1),
    ("Liverpool", "Merseyside", "L", 38, 2),
    ("Preston", "Lancashire", "PR", 9, 1),
    ("Blackburn", "Lancashire", "BB", 12, 1),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", 71, 2),
    ("Sunderland", "Tyne and Wear", "SR", 8, 1),
    ("Middlesbrough", "North Yorkshire", "TS", 29, 1),
    ("Nottingham", "Nottinghamshire", "NG", 25, 2),
    ("Derby", "Derbyshire", "DE", 75, 1),
    ("Leicester", "Leicestershire", "LE", 19, 1),
    ("Lincoln", "Lincolnshire", "LN", 13, 1),
    ("Birmingham", "West Midlands", "B", 98, 2),
    ("Coventry", "West Midlands", "CV", 47, 1),
    ("Stoke-on-Trent", "Staffordshire", "ST", 21, 1),
    ("Chester", "Cheshire", "CH", 8, 1),
    ("Northampton", "Northamptonshire", "NN", 18, 1),
    ("Milton Keynes", "Buckinghamshire", "MK", 19, 1),
    ("Oxford", "Oxfordshire", "OX", 29, 1),
    ("Reading", "Berkshire", "RG", 45, 1),
    ("Cambridge", "Cambridgeshire", "CB", 11, 1),
    ("Peterborough", "Cambridgeshire", "PE", 38, 1),
    ("Norwich", "Norfolk", "NR", 35, 1),
    ("Ipswich", "Suffolk", "IP", 33, 1),
    ("Chelmsford", "Essex", "CM", 24, 1),
    ("Guildford", "Surrey", "GU", 35, 1),
    ("Brighton", "East Sussex", "BN", 27, 1),
    ("Maidstone", "Kent", "ME", 20, 1),
    ("Southampton", "Hampshire", "SO", 53, 1),
    ("Exeter", "Devon", "EX", 39, 1),
    ("Bristol", "Bristol", "BS", 49, 1),
    ("Gloucester", "Gloucestershire", "GL", 56, 1),
    ("Cardiff", "South Glamorgan", "CF", 83, 1),
    ("Swansea", "West Glamorgan", "SA", 73, 1),
    ("London", "Greater London", "SE", 28, 2),
]
NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


def joined(*parts: str | None) -> str:
    """The services' search text: non-empty parts joined by a space, lower-cased."""
    return " ".join(p for p in parts if p).lower()


class OrgRow(NamedTuple):
    id: int
    kind: str
    name: str
    account_number: str | None
    category: str
    email: str
    phone: str
    website: str
    vat_number: str
    account_manager_id: int | None
    archived: bool
    archived_at: datetime | None
    town: str
    postcode: str
    search_text: str
    created_at: datetime
    updated_at: datetime
    description: str = ""
    version: int = 1


class AddressRow(NamedTuple):
    organisation_id: int
    address_type: str
    label: str
    line1: str
    line2: str
    town: str
    county: str
    postcode: str
    archived: bool
    archived_at: datetime | None
    search_text: str
    created_at: datetime
    updated_at: datetime
    id: int = 0
    country: str = "United Kingdom"
    delivery_notes: str = ""
    version: int = 1


class ContactRow(NamedTuple):
    organisation_id: int
    first_name: str
    last_name: str
    job_title: str
    email: str
    phone: str
    mobile: str
    archived: bool
    archived_at: datetime | None
    search_text: str
    created_at: datetime
    updated_at: datetime
    version: int = 1


@dataclass
class Org:
    id: int
    kind: str
    name: str
    account_number: str | None
    category: str
    email: str
    phone: str
    domain: str
    created_at: datetime
    addresses: list[AddressRow] = field(default_factory=list)


class Seeder:
    def __init__(self, conn: psycopg.Connection[Any], seed: int = 42) -> None:
        self.conn, self.rng = conn, random.Random(seed)
        self.users = [r[0] for r in conn.execute("SELECT id FROM users WHERE active ORDER BY id")]

    def ids(self, table: str, n: int) -> list[int]:
        sql = f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, %s)"
        return [r[0] for r in self.conn.execute(sql, (n,))]

    def when(self, after: datetime) -> tuple[datetime, datetime]:
        created = after + (NOW - after) * self.rng.random() ** 2
        return created, min(NOW, created + timedelta(days=self.rng.random() * 300))

    def archived(self, created: datetime) -> tuple[bool, datetime | None]:
        return (True, created + (NOW - created) / 2) if self.rng.random() < ARCHIVED else (False, None)

    def phone(self, prefix: str = "01") -> str:
        return f"{prefix}{self.rng.randint(100, 999)} {self.rng.randint(100000, 999999)}"

    def organisations(self) -> list[Org]:
        r, orgs = self.rng, []
        kinds = ["customer"] * CUSTOMERS + ["supplier"] * SUPPLIERS + ["other"] * OTHERS
        for n, (org_id, kind) in enumerate(zip(self.ids("organisations", len(kinds)), kinds, strict=True), 1):
            place, second, suffix = r.choice(PLACES), r.choice(SECONDS), r.choice(SUFFIXES[kind])
            words = [place, suffix] if r.random() < 0.35 else [place, second, suffix]
            name = " ".join([*words, r.choice(LEGAL)]).strip()
            domain = re.sub(r"[^a-z]", "", "".join(words).lower()) + r.choice([".co.uk", ".co.uk", ".com", ".uk"])
            account = f"{place[:3].upper()}{n:06d}" if kind != "other" or r.random() < 0.4 else None
            email = f"{r.choice(['info', 'sales', 'accounts', 'office', 'enquiries'])}@{domain}"
            created = NOW - timedelta(days=r.random() * 6 * 365)
            category = r.choice(CATEGORIES[kind].split("|"))
            orgs.append(Org(org_id, kind, name, account, category, email, self.phone(), domain, created))
        return orgs

    def address(self, org: Org, kind: str) -> AddressRow:
        r = self.rng
        town, county, area, districts, _ = r.choices(TOWNS, weights=[t[4] for t in TOWNS])[0]
        postcode = f"{area}{r.randint(1, districts)} {r.randint(1, 9)}{r.choice(INWARD)}{r.choice(INWARD)}"
        line1 = f"{r.randint(1, 240)} {r.choice(STREETS)}"
        estate = f"Unit {r.randint(1, 40)}, {r.choice(PLACES)} {r.choice(ESTATES.split('|'))}"
        line2 = estate if r.random() < 0.4 else ""
        label = {"head_office": "Head office", "invoice": "Accounts", "depot": f"{town} depot"}.get(kind)
        if label is None:
            label = f"{r.choice(SITES.split('|')) or r.choice(PLACES) + ' Fields'}, phase {r.randint(1, 4)}"
        created, updated = self.when(org.created_at)
        archived, archived_at = self.archived(created)
        search = joined(label, line1, line2, town, county, postcode)
        return AddressRow(
            org.id, kind, label, line1, line2, town, county, postcode, archived, archived_at, search, created, updated
        )

    def addresses(self, orgs: list[Org]) -> list[AddressRow]:
        """Most organisations get a head office (else a depot); the rest are customers' sites, suppliers' depots and
        invoice addresses. Ids are taken in order, as the service would see them."""
        r, count = self.rng, 0
        for org in orgs:
            if r.random() < 0.97:
                org.addresses.append(self.address(org, "head_office" if r.random() < 0.85 else "depot"))
                count += 1
        customers = [o for o in orgs if o.kind == "customer"]
        suppliers = [o for o in orgs if o.kind == "supplier"]
        others = [o for o in orgs if o.kind == "other"]
        for _ in range(ADDRESSES - count):
            pick = r.random()
            if pick < 0.8:
                org, kind = r.choice(customers), "site"
            elif pick < 0.93:
                org, kind = r.choice(suppliers), "depot"
            else:
                org, kind = r.choice(others + customers), "invoice"
            org.addresses.append(self.address(org, kind))
        ids = iter(self.ids("addresses", ADDRESSES))
        for org in orgs:
            org.addresses = [a._replace(id=next(ids)) for a in org.addresses]
        return [a for org in orgs for a in org.addresses]

    def contacts(self, orgs: list[Org]) -> list[ContactRow]:
        r, rows, seen = self.rng, [], set()
        for i in range(CONTACTS):
            org = orgs[i] if i < len(orgs) else r.choice(orgs)
            first, last = r.choice(FIRST), r.choice(LAST)
            email = ""
            if r.random() < 0.9:  # unique within the organisation, as the service insists
                local, n = f"{first}.{last}".lower(), 1
                while (org.id, f"{local}@{org.domain}") in seen:
                    n += 1
                    local = f"{first}.{last}{n}".lower()
                email = f"{local}@{org.domain}"
                seen.add((org.id, email))
            phone, mobile, title = self.phone(), self.phone("07") if r.random() < 0.7 else "", r.choice(TITLES)
            created, updated = self.when(org.created_at)
            archived, archived_at = self.archived(created)
            search = joined(first, last, email, phone, mobile, title)  # contacts._refresh
            rows.append(
                ContactRow(
                    org.id, first, last, title, email, phone, mobile, archived, archived_at, search, created, updated
                )
            )
        return rows

    def org_rows(self, orgs: list[Org]) -> list[OrgRow]:
        r, rows = self.rng, []
        for org in orgs:
            # organisations.refresh_derived: live addresses, head office first, then by id
            live = sorted(
                (a for a in org.addresses if not a.archived), key=lambda a: (a.address_type != "head_office", a.id)
            )
            town, postcode = (live[0].town, live[0].postcode) if live else ("", "")
            places = [v for a in live for v in (a.postcode, a.town)]
            search = joined(org.name, org.account_number or "", org.email, org.phone, org.category, *places)
            updated = min(NOW, org.created_at + timedelta(days=r.random() * 400))
            archived, archived_at = self.archived(org.created_at)
            manager = r.choice(self.users) if self.users and r.random() < 0.6 else None
            website = f"https://www.{org.domain}" if r.random() < 0.6 else ""
            vat = f"GB{r.randint(100000000, 999999999)}" if r.random() < 0.7 else ""
            fields = (org.id, org.kind, org.name, org.account_number, org.category, org.email, org.phone, website, vat)
            rows.append(
                OrgRow(*fields, manager, archived, archived_at, town, postcode, search, org.created_at, updated)
            )
        return rows


def copy(conn: psycopg.Connection[Any], table: str, rows: Sequence[tuple[Any, ...]]) -> None:
    """COPY named tuples into `table`, their field names being its columns."""
    columns = ", ".join(type(rows[0])._fields)  # type: ignore[attr-defined]
    with conn.cursor() as cur, cur.copy(f"COPY {table} ({columns}) FROM STDIN") as out:
        for row in rows:
            out.write_row(row)


def seed(uri: str) -> dict[str, int]:
    """Load the bulk CRM data into the database at `uri`, then VACUUM ANALYZE; return row counts."""
    with psycopg.connect(uri) as conn:
        seeder = Seeder(conn)
        orgs = seeder.organisations()
        addresses = seeder.addresses(orgs)
        copy(conn, "organisations", seeder.org_rows(orgs))
        copy(conn, "addresses", addresses)
        copy(conn, "contacts", seeder.contacts(orgs))
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("VACUUM (ANALYZE) organisations, addresses, contacts")
        counts = conn.execute(
            "SELECT (SELECT count(*) FROM organisations), (SELECT count(*) FROM contacts), "
            "(SELECT count(*) FROM addresses)"
        ).fetchone() or (0, 0, 0)
    return dict(zip(("organisations", "contacts", "addresses"), counts, strict=True))
