"""Hybrid retrieval over the seeded, embedded dataset: vector and full-text candidates fused by reciprocal rank,
kind filters that keep their recall, demotions, and the snippets sources show."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

import pytest
from sqlalchemy import delete, text
from sqlalchemy.orm import Session

from assistant import retrieval
from assistant.pipeline import pipelined
from assistant.retrieval import FIRST_PLACE, RRF_K, Hit, ranked, retrieve, snippet
from ingest.embedder import embed_one
from ingest.models import Document
from tests.assistant.dataset import (
    CUSTOMER_KIRKSTALL,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    PRODUCT_ANGLIA,
    PRODUCT_KEYBLOK,
    PRODUCT_RED_MULTI,
    PROJECTS,
    SUPPLIERS,
)
from tests.assistant.seeding import Seeded


def ask(db: Session, question: str, *, kinds: Sequence[str] = (), limit: int = 10) -> list[Hit]:
    return retrieve(db, question, embed_one(question), kinds=kinds, limit=limit)


def keys(hits: list[Hit]) -> list[tuple[str, int]]:
    return [(h.kind, h.record_id) for h in hits]


def test_a_product_found_by_its_description(db: Session, dataset: Seeded) -> None:
    hits = ask(db, "sand-faced red brick that is frost resistant", limit=5)
    top = hits[0]
    assert (top.kind, top.record_id) == ("product", dataset.record_id("product", PRODUCT_RED_MULTI))
    assert top.title == f"Product: {PRODUCT_RED_MULTI}"
    assert top.link == f"/products/{top.record_id}"
    assert "price: £675.00 per 1,000" in top.content
    assert top.vector_rank == 1 and top.text_rank == 1
    assert 0 < top.similarity <= 1


def test_a_description_finds_the_matching_products(db: Session, dataset: Seeded) -> None:
    hits = ask(db, "charcoal paving for driveways", limit=3)
    assert hits[0].record_id == dataset.record_id("product", PRODUCT_KEYBLOK)
    assert all(h.kind == "product" for h in hits)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("Tell me about Kirkstal Bulders", CUSTOMER_KIRKSTALL),
        ("Wharf Valey Homes", CUSTOMER_WHARFE),
        ("Penine Groundwork", CUSTOMER_PENNINE),
    ],
)
def test_a_customer_found_by_a_misspelt_name(db: Session, dataset: Seeded, question: str, customer: str) -> None:
    wanted = ("customer", dataset.record_id("customer", customer))
    assert keys(ask(db, question, kinds=["customer"], limit=3))[0] == wanted
    # across the records that name it, the customer is among the first hits (its quotes, notes and projects compete;
    # its contacts, indexed since, name it too and are asked for by their own kind)
    assert wanted in keys(ask(db, question, kinds=["customer", "quote", "note", "project", "product"], limit=5))


def test_kinds_filter_both_lists(db: Session) -> None:
    hits = ask(db, "Acme Construction red multi", kinds=["quote", "note"], limit=20)
    assert hits
    assert {h.kind for h in hits} <= {"quote", "note"}
    assert any(h.text_rank is not None for h in hits) and any(h.vector_rank is not None for h in hits)


@pytest.fixture
def hnsw_only(db: Session) -> Iterator[None]:
    """Make the planner read the HNSW index (a table this small would be scanned whole), with a candidate list
    (ef_search) far smaller than a kind filter needs. The test's savepoint rollback undoes these settings."""
    db.execute(text("SET LOCAL enable_seqscan = off"))
    db.execute(text("SET LOCAL enable_sort = off"))
    yield


def _projects_by_raw_hnsw(db: Session, vector: list[float]) -> list[int]:
    return list(
        db.scalars(
            text(
                "SELECT record_id FROM documents WHERE kind = 'project' "
                "ORDER BY embedding <=> cast(:v AS vector) LIMIT 50"
            ),
            {"v": str(vector)},
        )
    )


def test_a_kind_with_few_documents_keeps_its_recall(
    db: Session, dataset: Seeded, hnsw_only: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    question = "red bricks"
    vector = embed_one(question)
    monkeypatch.setattr(retrieval, "EF_SEARCH", 10)
    plan = "\n".join(
        db.scalars(
            text("EXPLAIN SELECT id FROM documents WHERE kind = 'project' ORDER BY embedding <=> cast(:v AS vector)"),
            {"v": str(vector)},
        )
    )
    assert "ix_documents_embedding_hnsw" in plan
    # The control: a plain HNSW scan of 10 candidates, filtered afterwards, loses the few projects.
    db.execute(text("SET LOCAL hnsw.ef_search = 10"))
    assert len(_projects_by_raw_hnsw(db, vector)) < len(PROJECTS)

    hits = retrieve(db, question, vector, kinds=["project"], limit=10)
    assert sorted(h.record_id for h in hits) == sorted(dataset.projects.values())
    assert [h.vector_rank for h in hits] == [1, 2, 3, 4, 5]  # none matched "red bricks" in full text
    suppliers = retrieve(db, question, vector, kinds=["supplier"], limit=10)
    assert len(suppliers) == len(SUPPLIERS)


def test_without_iterative_scans_a_filtered_search_is_exact(
    db: Session, dataset: Seeded, hnsw_only: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pgvector older than 0.8 has no iterative scans: the filtered search then skips the index instead."""
    monkeypatch.setattr(retrieval, "EF_SEARCH", 10)
    monkeypatch.setattr(retrieval, "iterative_scans", lambda _session: False)
    vector = embed_one("red bricks")
    hits = retrieve(db, "red bricks", vector, kinds=["project"], limit=10)
    assert sorted(h.record_id for h in hits) == sorted(dataset.projects.values())
    assert db.scalar(text("SELECT current_setting('hnsw.iterative_scan')")) == "off"


def test_the_server_has_iterative_scans(db: Session) -> None:
    assert retrieval.iterative_scans(db)
    ask(db, "red bricks", kinds=["project"])
    assert db.scalar(text("SELECT current_setting('hnsw.iterative_scan')")) == "relaxed_order"
    assert db.scalar(text("SELECT current_setting('hnsw.ef_search')")) == str(retrieval.EF_SEARCH)


def test_reciprocal_rank_fusion(db: Session, dataset: Seeded) -> None:
    hits = ask(db, "what did we quote Acme for Cheshire Red Multi", limit=100)
    for hit in hits:
        expected = sum(1 / (RRF_K + rank) for rank in (hit.vector_rank, hit.text_rank) if rank is not None)
        assert hit.score == pytest.approx(expected)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # with k = 60 and 50 candidates a list, a document in both lists (at worst 2/110) outranks every document
    # in only one of them (at best 1/61)
    both = [h for h in hits if h.vector_rank and h.text_rank]
    one = [h for h in hits if (h.vector_rank is None) != (h.text_rank is None)]
    assert both and one
    assert min(h.score for h in both) > max(h.score for h in one)


def test_first_in_both_lists_ranks_first(db: Session, dataset: Seeded) -> None:
    [top, *rest] = ask(db, "crane offload on every delivery", kinds=["note"], limit=5)
    assert (top.vector_rank, top.text_rank) == (1, 1)
    assert top.score == pytest.approx(2 * FIRST_PLACE)
    assert top.record_id == dataset.notes["crane offload"]
    assert all(h.score < top.score for h in rest)


def test_every_word_matches_rank_before_some(db: Session, dataset: Seeded) -> None:
    """Full text: documents with all the words come first; the partial matches still rank after them."""
    hits = {h.record_id: h for h in ask(db, "Anglia charcoal", kinds=["product", "note"], limit=20)}
    complete = {dataset.record_id("product", PRODUCT_ANGLIA), dataset.notes["retaining wall"]}
    assert {rid for rid, h in hits.items() if h.text_rank in (1, 2)} == complete
    keyblok = hits[dataset.record_id("product", PRODUCT_KEYBLOK)]  # charcoal, but not Anglia
    assert keyblok.text_rank is not None and keyblok.text_rank > 2


def test_words_outside_any_document_still_find_partial_matches(db: Session, dataset: Seeded) -> None:
    """Not every word is in a document (so websearch_to_tsquery matches none): the documents with some of them
    are still full-text candidates."""
    hits = ask(db, "Keyblok zygomorphic", limit=10)
    texts = [h for h in hits if h.text_rank is not None]
    assert texts and all("Keyblok" in h.content for h in texts)
    assert ("product", dataset.record_id("product", PRODUCT_KEYBLOK)) in keys(texts)


def test_full_text_ranks_a_bounded_pool(db: Session, dataset: Seeded, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a large index, words in most documents would have every document ranked on every question: at most POOL
    matches are ranked, and only the rarer words bring partial matches."""
    monkeypatch.setattr(retrieval, "POOL", 5)
    assert len([h for h in ask(db, "brick", limit=100) if h.text_rank is not None]) == 5
    # "brick" is in far more than 5 documents, Keyblok in fewer: the partial matches are Keyblok's
    hits = [h for h in ask(db, "Keyblok brick", limit=100) if h.text_rank is not None]
    assert hits and all("Keyblok" in h.content for h in hits)
    assert ("product", dataset.record_id("product", PRODUCT_KEYBLOK)) in keys(hits)
    monkeypatch.setattr(retrieval, "POOL", 1000)
    assert any("Keyblok" not in h.content for h in ask(db, "Keyblok brick", limit=100) if h.text_rank is not None)


def test_words_the_planner_expects_in_most_documents_are_not_counted(
    db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    for kinds in ((), ("product", "quote")):
        ((plan,),) = pipelined(db, [retrieval._estimate("keyblok", kinds)])[0]
        assert retrieval._plan_rows(plan) >= 0
    estimates = {"brick": 10.0**6}

    def estimate(word: str, _kinds: object) -> tuple[str, dict[str, object]]:
        plan = [{"Plan": {"Plan Rows": estimates.get(word, 1.0)}}]
        return "SELECT CAST(%(plan)s AS json)", {"plan": json.dumps(plan)}

    monkeypatch.setattr(retrieval, "_estimate", estimate)
    hits = [h for h in ask(db, "Keyblok brick", limit=100) if h.text_rank is not None]
    assert hits and all("Keyblok" in h.content for h in hits)


def test_a_demotion_lowers_a_hit(db: Session, dataset: Seeded) -> None:
    question = "sand-faced red brick that is frost resistant"
    vector = embed_one(question)
    product = ("product", dataset.record_id("product", PRODUCT_RED_MULTI))
    before = retrieve(db, question, vector, limit=10)
    assert keys(before)[0] == product

    # as the app demotes (assistant.demotions.apply): one more hit retrieved for the demoted source
    after = ranked(retrieve(db, question, vector, limit=11), {product: FIRST_PLACE / 4}, 10)
    assert keys(after).index(product) > 0
    demoted = next(h for h in after if (h.kind, h.record_id) == product)
    assert demoted.score == pytest.approx(before[0].score - FIRST_PLACE / 4)
    # the others keep their scores and order
    assert [h for h in after if (h.kind, h.record_id) != product][: len(before) - 1] == before[1:]

    gone = ranked(retrieve(db, question, vector, limit=11), {product: 1.0}, 10)
    assert product not in keys(gone)


def test_demotions_of_other_records_change_nothing(db: Session) -> None:
    question = "charcoal paving for driveways"
    vector = embed_one(question)
    hits = retrieve(db, question, vector, limit=11)
    assert ranked(hits, {("product", 987654321): 1.0}, 10) == retrieve(db, question, vector)


def test_nothing_to_find(db: Session) -> None:
    # A kind with no documents: the dataset's one company (a prospect) taken out of the index in this test only.
    db.execute(delete(Document).where(Document.kind == "company"))
    assert ask(db, "red bricks", kinds=["company"]) == []
    assert ask(db, "red bricks", limit=0) == []
    # only grammar words: no full-text candidates, the nearest embeddings still answer
    hits = ask(db, "what is it", limit=3)
    assert len(hits) == 3 and all(h.text_rank is None for h in hits)


def test_limit(db: Session) -> None:
    assert len(ask(db, "brick", limit=7)) == 7


def test_snippet_shows_the_lines_that_share_words() -> None:
    content = "\n".join(
        [
            "Product: Ibstock Cheshire Red Multi",
            "code: IB-CRM65",
            "supplier: Ibstock Brick Ltd",
            "price: £675.00 per 1,000",
            "lead time: 14 days",
            "Red multi facing brick, sand-faced, 65mm, frost resistant.",
        ]
    )
    assert snippet(content, "What is the price and lead time?") == "price: £675.00 per 1,000 · lead time: 14 days"
    # plurals meet singulars; the title is left out (sources show it already)
    assert snippet(content, "which Cheshire bricks are frost resistant") == (
        "supplier: Ibstock Brick Ltd · Red multi facing brick, sand-faced, 65mm, frost resistant."
    )
    # nothing shared: the start of the document after its title
    assert snippet(content, "zygomorphic") == (
        "code: IB-CRM65 · supplier: Ibstock Brick Ltd · price: £675.00 per 1,000 · lead time: 14 days · "
        "Red multi facing brick, sand-faced, 65mm, frost resistant."
    )


def test_snippet_is_short_and_starts_near_the_match() -> None:
    text_line = " ".join(["Filler words about nothing in particular."] * 12) + " The scaffold goes up in June."
    content = f"Note on project Riverside Quarter\nauthor: Tom Okafor\n{text_line}"
    cut = snippet(content, "when does the scaffold go up")
    assert len(cut) <= retrieval.SNIPPET_CHARS
    assert cut.startswith("…") and "scaffold goes up in June." in cut
    long = snippet("Title\n" + "brick " * 100, "brick")
    assert len(long) <= retrieval.SNIPPET_CHARS and long.endswith("…")


def test_equal_full_text_scores_share_their_place() -> None:
    """Documents the words rank alike (every quote holding "quotes" once) are fused alike, whatever their ids."""
    ranked = [(9, "quote", 1, 0.3), (2, "quote", 2, 0.1), (7, "quote", 3, 0.1), (4, "quote", 4, 0.1)]
    ranked.append((5, "note", 5, 0.0))
    assert retrieval._places(ranked) == [1, 3, 3, 3, 5]
