"""Recall's pure parts: calibrated fusion, context scoring, the token-vector codec and MaxSim."""

from __future__ import annotations

import numpy as np
import pytest

from hindsight_core.embeddings.base import TokenVectors
from hindsight_core.recall import fusion
from hindsight_core.recall import late_interaction as li


def test_an_exhausted_path_keeps_its_weakest_match_above_no_match() -> None:
    """A path that returned fewer candidates than asked found everything it matches: min-max scales from
    0, so its weakest candidate (a real match) still counts, unlike a truncated list's last one."""
    bm25 = {"strong": 6.0, "weak": 2.0}
    truncated, _ = fusion.calibrate(bm25, "minmax")
    assert truncated == {"strong": 1.0, "weak": 0.0}
    exhausted, floor = fusion.calibrate(bm25, "minmax", exhausted=True)
    assert exhausted == {"strong": 1.0, "weak": pytest.approx(1 / 3)} and floor == 0.0
    fused = fusion.fuse_scores(
        {"keyword": bm25, "vector": {"weak": 0.6, "other": 0.5, "third": 0.1}},
        {"keyword": 1.0, "vector": 1.0},
        "minmax",
        exhausted={"keyword"},
    )
    assert fused["weak"] > fused["strong"] > fused["other"] > fused["third"]


def test_calibrate_zscore_minmax_and_a_path_that_cannot_tell_by_how_much() -> None:
    z, floor = fusion.calibrate({"a": 3.0, "b": 1.0, "c": 2.0})
    assert z["a"] == pytest.approx(1.2247, abs=1e-4) and z["c"] == pytest.approx(0.0) and floor == z["b"]
    mm, floor = fusion.calibrate({"a": 3.0, "b": 1.0, "c": 2.0}, "minmax")
    assert mm == {"a": 1.0, "b": 0.0, "c": 0.5} and floor == 0.0
    # one hit (or all equal): found beats not found
    assert fusion.calibrate({"a": 7.0}) == ({"a": 1.0}, 0.0)
    assert fusion.calibrate({}) == ({}, 0.0)


def test_score_fusion_keeps_a_strong_single_path_hit_that_rank_fusion_loses() -> None:
    # "k1" is far ahead on keywords; "v1".."v3" are all that the vector path found, close together
    keyword = {"k1": 30.0, **{f"k{i}": 5.0 - i / 10 for i in range(2, 10)}, "v1": 4.0}
    paths = {"keyword": keyword, "vector": {"v1": 0.52, "v2": 0.51, "v3": 0.50, "k2": 0.49}}
    weights = {"keyword": 1.0, "vector": 1.0}
    scored = fusion.fuse_scores(paths, weights)
    assert max(scored, key=lambda i: scored[i]) == "k1"
    ranked = fusion.rrf_scores(paths, weights, 60)
    assert max(ranked, key=lambda i: ranked[i]) != "k1", "RRF only sees ranks: k2/v1 are in both lists"
    # a path with weight 0 counts for nothing; candidates may be given explicitly
    only_vector = fusion.fuse_scores(paths, {"keyword": 0.0, "vector": 1.0}, candidates=["k1", "v1"])
    assert only_vector["v1"] > only_vector["k1"]


def test_graph_scores_are_scaled_by_their_best_not_spread() -> None:
    graph = {"graph": {"direct": 1.0, "one_hop": 0.5}}
    scored = fusion.fuse_scores(graph, {"graph": 1.0}, candidates=["direct", "one_hop", "x"])
    # a z-score over two values would put the one-hop record level with one the path never found
    assert scored == {"direct": 1.0, "one_hop": 0.5, "x": 0.0}


def test_propagation_lends_both_ways_and_only_above_the_lowest_score() -> None:
    scores = {"question": 3.0, "answer": 0.0, "far": 0.0, "weak": 0.5}
    # only the question's neighbours were fetched: it lends to the answer, and the answer lends back
    out = fusion.propagate(scores, {"question": ["answer"], "weak": ["far"]}, 0.5)
    assert out["answer"] == pytest.approx(1.5) and out["question"] == pytest.approx(3.0)
    assert out["far"] == pytest.approx(0.25) and out["weak"] == pytest.approx(0.5)
    assert fusion.propagate(scores, {"question": ["answer"]}, 0.0) == scores


def test_session_boost_adds_a_share_of_the_sessions_best() -> None:
    scores = {"a": 2.0, "b": 0.0, "c": 1.0, "loose": 1.0}
    sessions = {"a": "s1", "b": "s1", "c": "s2", "loose": None}
    out = fusion.session_boost(scores, sessions, 0.5)
    assert out == {"a": 3.0, "b": 1.0, "c": 1.5, "loose": 1.0}


def _tokens(n: int, seed: int = 0, start: int = 0) -> TokenVectors:
    rng = np.random.default_rng(seed)
    return TokenVectors(
        ids=np.arange(start, start + n, dtype=np.int32),
        offsets=np.arange(0, 3 * n, 3, dtype=np.int32),
        vectors=rng.standard_normal((n, 384)).astype(np.float32),
        tokens=tuple(f"w{i}" for i in range(n)),
    )


def test_codec_is_compact_keeps_dot_products_and_refuses_another_model() -> None:
    doc = _tokens(30)
    blob = li.encode(doc, "model-a")
    assert len(blob) == li.HEADER.size + 30 * (4 + 2 + li.PROJECTED_DIM)
    stored = li.decode(blob, "model-a")
    assert stored is not None and stored.ids.tolist() == list(range(30))
    exact = doc.vectors @ li.projection(384)
    exact /= np.linalg.norm(exact, axis=1, keepdims=True)
    assert np.abs(stored.vectors - exact).max() < 0.02
    assert li.decode(blob, "model-b") is None
    assert li.decode(blob[:-1], "model-a") is None
    assert li.decode(li.encode(_tokens(0), "model-a"), "model-a") is not None


def test_a_batch_is_encoded_as_each_record_alone() -> None:
    # one projection product for a batch (numpy's BLAS wakes its threads per product), the same blobs
    docs = [_tokens(12, seed=1), _tokens(0), _tokens(30, seed=2, start=100), _tokens(1, seed=3)]
    together = li.encode_many(docs, "model-a")
    assert [len(blob) for blob in together] == [len(li.encode(doc, "model-a")) for doc in docs]
    for doc, blob in zip(docs, together, strict=True):
        alone, batched = li.decode(li.encode(doc, "model-a"), "model-a"), li.decode(blob, "model-a")
        assert alone is not None and batched is not None
        assert batched.ids.tolist() == alone.ids.tolist()
        assert np.allclose(batched.vectors, alone.vectors, atol=1e-2)
    assert li.encode_many([], "model-a") == []


def test_document_tokens_drop_the_speaker_prefix_and_query_tokens_drop_stopwords() -> None:
    text = "Alice said: we adopted a dog"
    toks = TokenVectors(
        ids=np.arange(7, dtype=np.int32),
        offsets=np.array([0, 6, 10, 12, 15, 23, 25], dtype=np.int32),
        vectors=np.ones((7, 384), dtype=np.float32),
        tokens=("alice", "said", ":", "we", "adopted", "a", "dog"),
    )
    assert li.document_tokens(text, toks).tokens == ("we", "adopted", "a", "dog")
    query = li.query_tokens(toks)
    assert query is not None and query.ids.tolist() == [0, 1, 4, 6]  # "said" is no stopword; ":" "we" "a" are


def test_maxsim_prefers_the_document_holding_the_rare_query_token() -> None:
    vocab = np.random.default_rng(1).standard_normal((10, 384)).astype(np.float32)

    def text_of(ids: list[int]) -> TokenVectors:
        offsets = np.arange(len(ids), dtype=np.int32)
        return TokenVectors(np.array(ids, np.int32), offsets, vocab[ids], ("x",) * len(ids))

    query = li.query_tokens(text_of([1, 2]))
    assert query is not None
    docs = [li.decode(li.encode(text_of(ids), "m"), "m") for ids in ([1, 5, 6], [2, 5, 6], [7, 8])]
    weights = li.idf_weights(query.ids, {1: 50, 2: 1}, 100)  # token 1 is common, token 2 rare
    scores = li.maxsim(query, weights, [*docs, None])
    assert scores[3] is None
    assert scores[1] > 0.9 and scores[1] > max(scores[0], scores[2])  # idf^2: the rare token dominates


def test_a_memory_longer_than_the_context_budget_keeps_the_passage_that_answers() -> None:
    """An 8,000-character pasted note whose answer is at its end: the block holds the answer, within budget."""
    from hindsight_core.models import MemoryRecord, RecallHit, Scope
    from hindsight_core.recall.context import build_context

    note = "Meeting notes: the agenda was long. " * 220 + "Priya owns the release. Ship on Friday."
    record = MemoryRecord(text=f"The user said: {note}", scope=Scope(user_id="u"))
    block = build_context([RecallHit(record=record, score=2.0)], 600, "Who owns the release?")
    assert fusion.approx_tokens(block) <= 600
    assert "The user said: Meeting notes" in block and "Priya owns the release." in block
    assert "Priya" not in build_context([RecallHit(record=record, score=2.0)], 600)  # no query: its start


def test_a_memory_longer_than_the_context_budget_keeps_its_start() -> None:
    """A pasted 400,000-character log recalled first must not put 100,000 tokens into every later prompt."""
    from hindsight_core.models import MemoryRecord, RecallHit, Scope
    from hindsight_core.recall.context import build_context

    log = MemoryRecord(text="The user said: " + "ERROR db timeout " * 25_000, scope=Scope(user_id="u"))
    short = MemoryRecord(text="The user said: I like tea.", scope=Scope(user_id="u"))
    block = build_context([RecallHit(record=log, score=2.0), RecallHit(record=short, score=1.0)], 1500)
    assert fusion.approx_tokens(block) <= 1500
    assert "The user said: ERROR db timeout" in block and "more characters]" in block


@pytest.mark.parametrize(
    ("query", "when"),
    [
        ("我還在攀岩嗎？", 1),  # still: asks what holds now
        ("我和健太还在一起吗？", 1),
        ("我最近早上喝什么？", 1),
        ("我而家喺邊度做嘢？", 1),  # Cantonese now
        ("我以前那个手机号是多少？", -1),
        ("我有什么爱好？", 0),
        ("Do I still climb?", 1),
        ("what did I drive before the Volvo?", -1),  # asked in the past tense, before what replaced it
        ("what did I earn before my raise?", -1),
        ("what do I do before the meeting?", 0),  # a routine
        ("where did I live before Phibsborough?", -1),  # before a place named
        ("what did I use for notes before switching?", -1),  # before a change said as a gerund
        ("how long was my commute before moving?", -1),
        ("what do I eat before working out?", 0),  # a routine
        ("What do I eat before work now?", 1),
    ],
)
def test_what_a_question_asks_of_time(query: str, when: int) -> None:
    """还在 / 最近 / 而家 ask for the value that holds now, as 现在 does (the stale value came first for them)."""
    from hindsight_core.recall.query import asked_time

    assert asked_time(query) == when


def test_records_lifted_to_one_score_rank_newer_first_not_by_id() -> None:
    """Two changes lifted "right above" the same older statement tie: the newer comes first (the older when the
    question asks for the value before), whatever their ids, which differ between two stores of one talk."""
    from datetime import UTC, datetime

    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.recall.fusion import ranked_ids

    def said(rid: str, text: str, day: int) -> MemoryRecord:
        return MemoryRecord(
            id=rid, text=text, scope=Scope(user_id="u"), occurred_at=datetime(2026, 3, day, tzinfo=UTC)
        )

    records = {
        "a": said("a", "The user said: Tom runs the repair café now", 20),
        "b": said("b", "The user said: I moved to Sunday afternoons at the repair café", 9),
        "c": said("c", "The user said: I help at the repair café on Saturdays", 2),
    }
    final = {"a": 4.9, "b": 4.9, "c": 3.0}
    assert ranked_ids(final, records, before=False) == ["a", "b", "c"]
    final = {"z": 4.9, "b": 4.9, "c": 3.0}
    records["z"] = records.pop("a").model_copy(update={"id": "z"})
    assert ranked_ids(final, records, before=False) == ["z", "b", "c"]
    assert ranked_ids(final, records, before=True) == ["b", "z", "c"]


def test_records_of_one_turn_tied_in_score_rank_in_the_order_stored_not_by_id() -> None:
    """Two records of one turn (one time said) tied in score: the one stored first comes first, whatever the
    ids, which are random."""
    from datetime import UTC, datetime, timedelta

    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.recall.fusion import ranked_ids

    said = datetime(2026, 3, 5, 9, tzinfo=UTC)
    job, school = (
        MemoryRecord(
            id=rid,
            text="The user said: I finally graduated!",
            scope=Scope(user_id="u"),
            occurred_at=said,
            recorded_at=said + timedelta(microseconds=n),
        )
        for n, rid in enumerate(["z-job", "a-school"])
    )
    records = {"a-school": school, "z-job": job}
    final = {"a-school": 4.2, "z-job": 4.2}
    assert ranked_ids(final, records, before=False) == ["z-job", "a-school"]
    assert ranked_ids(final, records, before=True) == ["z-job", "a-school"]
