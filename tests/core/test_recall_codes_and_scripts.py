"""Recall of what a query names exactly (a long code) and of code-switched memories (English words in Chinese)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight


def _line(i: int) -> str:
    return f"My locker code number {i} is Z{i:07d}Q and I keep item{i} there."


@pytest.mark.e2e
def test_the_record_holding_the_asked_code_ranks_first_above_a_session_of_look_alikes(
    real: Hindsight,
) -> None:
    """A reviewer's store: 100 near-identical turns in one session, 25 in a traced task, 8 remembered codes;
    the session and neighbour scores the look-alikes lend each other buried the only record holding the code
    at rank 34."""
    real.retain(
        [{"role": "user", "content": _line(i), "id": f"m-{i}"} for i in range(2500001, 2500101)],
        user_id="alice",
        session_id="s24",
    )
    rec = real.trace(user_id="alice", session_id="t9", goal="check lockers")
    for i in range(1000000, 1000025):
        rec.add_step("user_input", _line(i), step_id=f"m-{i}")
    real.reflect(rec.trace)
    for n in [1300000, 1900050, 2100000, 3300100, 2500000]:
        target = real.remember(f"Alice's locker code number {n} is Z{n:07d}Q.", user_id="alice")
    hits = real.recall("Z2500000Q", user_id="alice", k=10, reinforce=False).hits
    assert hits[0].record.id == target.id
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


@pytest.mark.e2e
def test_an_english_question_finds_a_code_switched_memory_by_its_english_words(real: Hindsight) -> None:
    """ "我对 gluten 不耐受": the English model reads "gluten"; the vector hit is kept (it was dropped as a hit on
    Chinese text), so a question sharing no word with it finds it."""
    said = [
        "我对 gluten 不耐受，吃面包会胃疼",
        "我下周要去 Berlin 出差，住 Motel One",
        "今天加班到十点，好累",
        "周末和朋友去爬山了",
        "我妈妈下个月来看我",
        "最近在学做饭，红烧肉做得还行",
    ]
    real.retain([{"role": "user", "content": t, "id": f"z{n}"} for n, t in enumerate(said)], user_id="mei")
    hits = real.recall("Which bread ingredient upsets my stomach?", user_id="mei", k=3).hits
    assert "gluten" in hits[0].record.text


@pytest.mark.e2e
def test_an_english_question_finds_a_chinese_memory_by_meaning(real: Hindsight) -> None:
    """An English question over memories said only in Chinese (no slot word to match): the vector hits on them
    were dropped as noise, leaving only the session's neighbours; they carry what it asks (English questions on
    five unseen Chinese sets: R@1 0.33-0.39 -> 0.53-0.62)."""
    said = ["我对花生过敏", "我住在上海浦东", "我女儿今年八岁，在读三年级", "周末和朋友去爬山了",
            "最近在学做饭，红烧肉做得还行", "我养了一只猫，叫年糕"]  # fmt: skip
    real.retain([{"role": "user", "content": t, "id": f"c{n}"} for n, t in enumerate(said)], user_id="lin")
    for question, answer in (
        ("What am I learning to cook?", "c4"),
        ("Do I have a pet?", "c5"),
        ("How old is my daughter?", "c2"),
    ):
        hits = real.recall(question, user_id="lin", k=3).hits
        found = {h.record.source_ids[0]: h.paths for h in hits}
        assert answer in found and "vector" in found[answer], (question, found)
