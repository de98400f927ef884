"""product names: the catalogue's distinct names, each with its own search text and a trigram index, for name
matching (api.catalogue.service.candidates). At a merchant's scale the same makers' ranges are sold by many
suppliers, so a million products carry about a tenth as many names: a word looked up there reads a tenth of the
postings, and the products of the names found are read by `ix_products_name` (name_key, id, with the search text).

A name's text is the product's search text without its code and manufacturer's reference (which differ from one
supplier to the next): name, colour, texture and category label. `products` counts the products holding it, so
the last one's delete or rename removes it. Triggers on `products` keep the table in step, one statement at a time
(transition tables): the service's writes, the price list's COPY and UPDATE, and a bulk load alike.

Revision ID: 0021_product_names
Revises: 0020_compressed_import_payload
Create Date: 2026-11-27 22:00:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0021_product_names"
down_revision: str | None = "0020_compressed_import_payload"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def quoted(sql: str) -> str:
    """`sql` as a string literal."""
    return "'" + sql.replace("'", "''") + "'"


# The search text (api.catalogue.service.products.search_text: code, name, reference, colour, texture and category
# label, lower-cased, joined by spaces) without the code and the reference; as it is where its parts are not
# found where they should be (a text written otherwise: every word of it is still the product's).
NAME_TEXT = """
CREATE FUNCTION product_name_text(code text, name text, ref text, search text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
        WHEN left(search, length(code) + 1) <> lower(code) || ' ' THEN search
        WHEN coalesce(ref, '') = '' THEN substr(search, length(code) + 2)
        WHEN substr(search, length(code) + length(name) + 3, length(ref) + 1) <> lower(ref) || ' '
            THEN substr(search, length(code) + 2)
        ELSE overlay(substr(search, length(code) + 2) PLACING '' FROM length(name) + 1 FOR length(ref) + 1)
    END
$$
"""
# A statement's products in and out of each name (an update's only where the text changed), counted; the upsert
# goes in the names' order, so that two statements at once lock their rows in the same order.
COLUMNS = ("code", "name", "manufacturer_ref", "search_text")
CHANGED = " IS DISTINCT FROM ".join(f"({', '.join(f'{side}.{c}' for c in COLUMNS)})" for side in "on")
DELTAS = {
    "INSERT": "SELECT product_name_text(code, name, manufacturer_ref, search_text), name_key, 1 FROM new_rows",
    "DELETE": "SELECT product_name_text(code, name, manufacturer_ref, search_text), name_key, -1 FROM old_rows",
    "UPDATE": (
        "SELECT product_name_text(o.code, o.name, o.manufacturer_ref, o.search_text), o.name_key, -1 "
        f"FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE {CHANGED} UNION ALL "
        "SELECT product_name_text(n.code, n.name, n.manufacturer_ref, n.search_text), n.name_key, 1 "
        f"FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE {CHANGED}"
    ),
}
KEEP = f"""
CREATE FUNCTION product_names_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    gone text[];
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM product_names;
        RETURN NULL;
    END IF;
    EXECUTE format(
        'WITH delta (text, name_key, delta) AS (%s), '
        'up AS (INSERT INTO product_names AS p (text, name_key, products) '
        '    SELECT text, min(name_key), sum(delta) FROM delta GROUP BY text HAVING sum(delta) <> 0 ORDER BY text '
        '    ON CONFLICT (text) DO UPDATE SET products = p.products + excluded.products RETURNING p.text, p.products) '
        'SELECT array_agg(text) FROM up WHERE products <= 0',
        CASE TG_OP WHEN 'INSERT' THEN {quoted(DELTAS["INSERT"])} WHEN 'DELETE' THEN {quoted(DELTAS["DELETE"])}
            ELSE {quoted(DELTAS["UPDATE"])} END
    ) INTO gone;
    IF gone IS NOT NULL THEN
        DELETE FROM product_names WHERE text = ANY(gone) AND products <= 0;
    END IF;
    RETURN NULL;
END
$$
"""
TRIGGERS = {
    "insert": "AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows",
    "update": "AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "delete": "AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows",
    "truncate": "AFTER TRUNCATE ON products",
}
FILL = """
INSERT INTO product_names (text, name_key, products)
SELECT product_name_text(code, name, manufacturer_ref, search_text), min(name_key), count(*)
FROM products GROUP BY 1
"""


def upgrade() -> None:
    op.execute("CREATE TABLE product_names (text text PRIMARY KEY, name_key text NOT NULL, products integer NOT NULL)")
    op.execute(NAME_TEXT)
    op.execute(KEEP)
    for event, when in TRIGGERS.items():
        op.execute(
            f"CREATE TRIGGER products_names_{event} {when} FOR EACH STATEMENT EXECUTE FUNCTION product_names_kept()"
        )
    op.execute(FILL)
    op.execute("CREATE INDEX ix_product_names_trgm ON product_names USING gin (text gin_trgm_ops)")
    op.execute("ANALYZE product_names")


def downgrade() -> None:
    for event in TRIGGERS:
        op.execute(f"DROP TRIGGER IF EXISTS products_names_{event} ON products")
    op.execute("DROP FUNCTION IF EXISTS product_names_kept()")
    op.execute("DROP FUNCTION IF EXISTS product_name_text(text, text, text, text)")
    op.execute("DROP TABLE IF EXISTS product_names")
