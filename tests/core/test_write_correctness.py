"""What is stored is right (issue 10, items 1-6): no wrong merges, no false conflicts, complete forgetting,
hard caps, questions are not facts, every occurrence counted once.

Dedup and conflict cases run on the real bundled MiniLM (the embedder whose similarities caused the wrong
merges); the rest on the hash embedder.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, HindsightConfig, ReflectionConfig, Trace, TraceStep
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES, HISTORY, Scope
from hindsight_core.testing.extractors import ScriptedExtractor

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def said(content: str, id_: str, *, name: str | None = None, role: str = "user", day: float = 0) -> dict:
    return {
        "role": role,
        "content": content,
        "id": id_,
        "name": name,
        "timestamp": T0 + timedelta(days=day),
    }


# ------------------------------------------------------------------ 1. distinct facts are not merged
@pytest.mark.e2e
@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("My phone number is 555-0101", "My phone number is 555-0199"),
        ("Room 101 is booked for Monday", "Room 102 is booked for Tuesday"),
        ("I live in city 0", "I live in city 1"),
        ("I don't like jazz", "I like jazz"),
    ],
)
def test_statements_that_differ_in_a_value_are_never_merged(real: Hindsight, first: str, second: str) -> None:
    real.retain([said(first, "a")], user_id="u")
    result = real.retain([said(second, "b")], user_id="u")
    assert [r.source_ids for r in result.added] == [["b"]] and result.merged == []
    texts = {r.text for r in real.list_records(user_id="u")}
    assert texts == {f"The user said: {first}", f"The user said: {second}"}
    top = real.recall(second, user_id="u", k=1).hits[0].record
    assert top.source_ids == ["b"], "recall answers the newer value, not the old one"


@pytest.mark.e2e
def test_a_repeated_statement_still_merges(real: Hindsight) -> None:
    real.retain([said("My phone number is 555-0199", "a")], user_id="u")
    real.retain([said("My phone number is 555-0199.", "b")], user_id="u")
    (record,) = real.list_records(user_id="u")
    assert record.occurrences == 2 and record.source_ids == ["a", "b"]


@pytest.mark.e2e
def test_chinese_memories_are_not_merged_by_an_english_embedder(real: Hindsight, minilm) -> None:
    facts = [
        "我喜欢吃饺子",
        "我喜欢吃包子",
        "我养了一只猫",
        "我养了一只狗",
        "我女儿在学钢琴",
        "我儿子在学游泳",
    ]
    vectors = minilm.embed([f"用户说：{f}" for f in facts[:2]])
    assert float(vectors[0] @ vectors[1]) > 0.99, "MiniLM cannot tell these apart (why coverage matters)"
    real.retain([said(text, f"z{i}") for i, text in enumerate(facts)], user_id="u")
    assert len(real.list_records(user_id="u")) == len(facts)
    real.retain([said("我喜欢吃饺子", "again")], user_id="u")  # the very same text is still a repeat
    repeated = [r for r in real.list_records(user_id="u") if "饺子" in r.text]
    assert [(r.occurrences, r.source_ids) for r in repeated] == [(2, ["z0", "again"])]


# ------------------------------------------------------------------ 2. translations are not conflicts
@pytest.mark.e2e
def test_the_same_allergy_in_english_and_chinese_is_not_a_conflict(real: Hindsight) -> None:
    real.retain([said("I'm allergic to peanuts", "en", day=0)], user_id="u")
    real.retain([said("我对花生过敏", "zh", day=1)], user_id="u")
    records = real.list_records(user_id="u")
    assert len(records) == 2
    assert all(r.valid_to is None and r.superseded_by is None and r.conflicts_with == [] for r in records)


def test_a_second_like_is_not_a_change_of_mind_but_a_new_city_is(hs: Hindsight) -> None:
    hs.retain([said("I like jazz", "j", day=0), said("I like rock climbing", "r", day=1)], user_id="u")
    assert all(r.conflicts_with == [] for r in hs.list_records(user_id="u"))
    hs.retain([said("I live in Lyon", "l1", day=2)], user_id="u")
    hs.retain([said("I live in Paris", "l2", day=3)], user_id="u")
    by_source = {r.source_ids[0]: r for r in hs.list_records(user_id="u")}
    assert by_source["l1"].superseded_by == by_source["l2"].id


# ------------------------------------------------------------------ 3. forgetting is complete
def test_hard_forget_after_soft_forget_deletes(hs: Hindsight) -> None:
    """The README's sequence: forget softly by id, then hard by query."""
    hs.retain([said("I prefer PostgreSQL for billing", "p1")], user_id="alice")
    (record,) = hs.list_records(user_id="alice")
    assert hs.forget(record_id=record.id) == [record.id]
    assert hs.forget(query="PostgreSQL", user_id="alice", hard=True) == [record.id]
    assert hs.get_record(record.id) is None
    assert hs.stats()["vectors_total"] == 0
    assert hs.forget(query="PostgreSQL", user_id="alice", hard=True) == []


def _seattle(hs: Hindsight) -> None:
    for day in range(3):
        hs.retain([said("I live in Seattle", f"s{day}", name="Alice", day=day)], user_id="alice")
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=4))["induced"] == 1


@pytest.mark.parametrize("hard", [False, True])
def test_forgetting_what_was_learned_forgets_its_evidence(hs: Hindsight, hard: bool) -> None:
    _seattle(hs)
    (semantic,) = [r for r in hs.list_records(user_id="alice") if r.kind == "semantic"]
    # its evidence goes too (else it is learned again), and every id forgotten is reported
    assert sorted(hs.forget(semantic.id, hard=hard)) == sorted([semantic.id, *semantic.supporting_ids])
    for record_id in semantic.supporting_ids:
        episode = hs.get_record(record_id)
        assert episode is None if hard else episode.status == "forgotten"
    assert not hs.recall("Where does Alice live?", user_id="alice").hits
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=5))["induced"] == 0


def test_induced_records_read_as_sentences(hs: Hindsight) -> None:
    _seattle(hs)
    (semantic,) = [r for r in hs.list_records(user_id="alice") if r.kind == "semantic"]
    assert semantic.text == "Alice lives in Seattle"


@pytest.mark.parametrize("hard", [False, True])
def test_forgetting_an_episode_takes_what_was_induced_from_it(hs: Hindsight, hard: bool) -> None:
    _seattle(hs)
    (semantic,) = [r for r in hs.list_records(user_id="alice") if r.kind == "semantic"]
    assert len(hs.forget(query="I live in Seattle", user_id="alice", hard=hard)) == 1
    assert all(
        "Seattle" not in h.record.text for h in hs.recall("Where does Alice live?", user_id="alice").hits
    )
    after = hs.get_record(semantic.id)
    assert after is None if hard else after.status == "forgotten"
    # the user forgot the evidence, not the ability to learn it again
    for day in range(5, 8):
        hs.retain([said("I live in Seattle", f"n{day}", name="Alice", day=day)], user_id="alice")
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=9))["induced"] == 1


def test_an_induced_record_keeps_standing_on_the_support_left(hs: Hindsight) -> None:
    slot = {"subject": "alice", "attribute": "lives_in", "value": "Seattle"}
    with Hindsight(hs.data_dir / "scripted", embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as own:
        for i, text in enumerate(
            ["Alice lives in Seattle", "Seattle is home", "Alice rents in Seattle", "Alice: Seattle"]
        ):
            step = TraceStep(step_id=f"e{i}", type="user_input", content=text, metadata={"attributes": slot},
                             timestamp=T0 + timedelta(days=i))  # fmt: skip
            own.retain([step], user_id="alice")
        (semantic,) = own.induce(user_id="alice", now=T0 + timedelta(days=5))
        first = next(r for r in own.list_records(user_id="alice") if r.source_ids == ["e0"])
        own.forget(record_id=first.id)
        kept = own.get_record(semantic.id)
        assert kept.status == "active" and first.id not in kept.supporting_ids and kept.occurrences == 3


# ------------------------------------------------------------------ 4. k and limit are hard caps
def _conflict_pair(hs: Hindsight) -> None:
    hs.retain([said("I live in Lyon", "old", day=0)], user_id="u")
    hs.retain([said("I live in Paris", "new", day=7)], user_id="u")


def test_recall_k_is_a_hard_cap_with_conflicts(hs: Hindsight) -> None:
    _conflict_pair(hs)
    assert len(hs.recall("Where do I live?", user_id="u", k=1).hits) == 1
    assert len(hs.recall("Where do I live?", user_id="u", k=2).hits) == 2


def test_conflict_partners_answer_to_the_recall_filter(hs: Hindsight) -> None:
    hs.retain([said("I live in Lyon", "old", day=0)], user_id="u", agent_id="travel")
    hs.retain([said("I live in Paris", "new", day=7)], user_id="u", agent_id="travel")
    both = hs.recall("Where do I live?", user_id="u", k=5).hits
    assert {h.record.source_ids[0] for h in both} == {"old", "new"} and all(h.conflict for h in both)
    since = hs.recall("Where do I live?", user_id="u", k=5, since=T0 + timedelta(days=3)).hits
    assert [h.record.source_ids[0] for h in since] == ["new"]
    assert hs.recall("Where do I live?", user_id="u", k=5, agent_id="billing").hits == []


def test_forget_by_query_honours_limit(hs: Hindsight) -> None:
    _conflict_pair(hs)
    assert len(hs.forget(query="I live in Paris", user_id="u")) == 1
    assert len(hs.list_records(user_id="u")) == 1


def test_forget_by_query_takes_only_real_matches_and_no_conflict_partner(real: Hindsight) -> None:
    real.retain([said("I live in Lyon", "lyon", day=0)], user_id="u")
    real.retain([said("I live in Paris", "paris", day=1)], user_id="u")  # supersedes Lyon
    real.retain([said("Paris was rainy all November", "rain", day=2)], user_id="u")
    real.retain([said("We first met in Paris in 2019", "met", day=3)], user_id="u")
    real.retain([said("I like green tea in the morning", "tea", day=4)], user_id="u")
    by_source = {r.source_ids[0]: r.id for r in real.list_records(user_id="u")}
    # a query that matches nothing forgets nothing, even hard and with room for more
    assert real.forget(query="quantum chromodynamics lattice gauge", user_id="u", hard=True, limit=5) == []
    # three records mention Paris: those three go, not Lyon (the superseded partner of one of them)
    gone = real.forget(query="Paris", user_id="u", limit=3)
    assert sorted(gone) == sorted(by_source[k] for k in ("paris", "rain", "met"))
    left = {r.source_ids[0] for r in real.list_records(user_id="u")}
    assert left == {"lyon", "tea"}
    # close in meaning without a shared word still matches (the embedder understands both)
    assert real.forget(query="what I drink for breakfast", user_id="u") == [by_source["tea"]]


def test_forget_by_query_naming_whose_memory_takes_none_that_shares_only_the_name(real: Hindsight) -> None:
    real.retain([said("Maria works at a bakery in Porto", "work", day=0)], user_id="maria")
    real.retain([said("Maria's passport number is P7731902", "passport", day=1)], user_id="maria")
    real.retain([said("Maria has a cat called Figo", "cat", day=2)], user_id="maria")
    # nothing about a car was stored: nothing goes, though every record names Maria
    assert real.forget(query="Maria's car", user_id="maria", hard=True) == []
    assert len(real.forget(query="Maria's passport number", user_id="maria", hard=True)) == 1
    # asked again, the passport is gone: the bakery and the cat stay
    assert real.forget(query="Maria's passport number", user_id="maria", hard=True) == []
    assert {r.source_ids[0] for r in real.list_records(user_id="maria")} == {"work", "cat"}
    assert real.forget(query="what Maria said about her cat", user_id="maria") != []


@pytest.mark.parametrize(
    ("stored", "other", "request_"),
    [
        (
            "My brother's phone number is 555-0101.",
            "My sister's phone number is 555-0199.",
            "my sister's phone number",
        ),
        ("My phone number is 555-0101.", "My mum's phone number is 555-0188.", "my mom's phone number"),
        (
            "My dentist appointment is on Monday at 3pm.",
            "My vet appointment is on Friday.",
            "my vet appointment",
        ),
        ("Bob's locker is 9911.", "Alice's locker is 4410.", "Alice's locker"),
        ("我哥的电话号码是13800138000", "我妹妹的电话号码是13900139000", "忘掉我妹妹的电话号码"),
        ("我爸的生日是五月三号", "我妈妈的生日是六月九号", "忘掉我妈的生日"),
        # the kind said before the thing in Chinese, as "vet" before "appointment"
        ("我下周三有兽医预约，带猫去打针", "我周五有牙医预约", "忘掉我的牙医预约"),
        ("我家里电话是0571-88888888", "我的工作电话是010-12345678", "别记我的工作电话了"),
        ("兽医的预约改到周四了", "牙医的预约在周五", "把我的牙医预约删了"),
        ("我的护照号码是E12345678", "我的身份证号码是110101199003074512", "忘掉我的身份证号码"),
    ],
)
def test_forget_by_query_never_takes_another_owners_or_kinds_thing(
    real: Hindsight, stored: str, other: str, request_: str
) -> None:
    real.retain([said(stored, "kept")], user_id="u")
    # asked for what was never stored, nothing goes, though the words are shared
    assert real.forget(query=request_, user_id="u", hard=True) == []
    assert real.forget(query=f"forget {request_}", user_id="u", hard=True) == []
    # stored, what was asked about goes, and only it
    real.retain([said(other, "asked", day=1)], user_id="u")
    assert real.forget(query=request_, user_id="u", hard=True) != []
    assert [r.source_ids for r in real.list_records(user_id="u")] == [["kept"]]


@pytest.mark.parametrize(
    ("stored", "request_"),
    [
        # no kind asked, or none said, or the same one said another way: the thing asked about goes
        ("我下周三有兽医预约，带猫去打针", "忘掉我的预约"),
        ("我下周三有兽医预约，带猫去打针", "忘掉我的兽医预约"),
        ("我周五有个预约", "忘掉我的牙医预约"),
        ("下周三的预约别忘了", "忘掉我的牙医预约"),  # 下周三 says when, not what kind
        ("我的电话是13812345678", "忘掉我的工作电话"),
        ("我的新电话是13812345678", "忘掉我的电话"),
        ("我的电话号码是13812345678", "忘掉我的手机号码"),  # 手机 and 电话: one number
        ("我的工作电话是010-12345678，家里电话是0571-88888888", "忘掉我的工作电话"),
        ("My phone number is 555-0101.", "forget my mobile number"),
    ],
)
def test_forget_by_query_takes_the_thing_of_no_other_kind(
    real: Hindsight, stored: str, request_: str
) -> None:
    real.retain([said(stored, "asked")], user_id="u")
    assert real.forget(query=request_, user_id="u", hard=True) != []
    assert real.list_records(user_id="u") == []


def test_a_remembered_fact_about_someone_else_is_no_match_for_another_owner(real: Hindsight) -> None:
    real.remember("Bob's locker is 9911", user_id="u")
    assert real.forget(query="Alice's locker", user_id="u", hard=True) == []
    assert real.forget(query="Bob's locker", user_id="u", hard=True) != []
    assert real.list_records(user_id="u") == []


# ------------------------------------------------------------------ 5. questions, acknowledgements, greetings
def test_a_question_never_outranks_the_statement_it_asks_about(hs: Hindsight) -> None:
    hs.retain([said("I usually use PostgreSQL", "pref")], user_id="u")
    hs.retain(
        [said("Hi! How are you?", "hi"), said("Which database do I prefer?", "q"),
         said("Got it, I'll remember that.", "ack", role="assistant")],
        user_id="u",
    )  # fmt: skip
    records = hs.list_records(user_id="u", statuses=HISTORY)
    asked = [r for r in records if "q" in r.source_ids]
    assert asked and all(r.event_type != "preference" and r.status == "pending" for r in asked)
    assert not any(r.source_ids in (["hi"], ["ack"]) for r in records), "greetings and acks are not memories"
    hits = hs.recall("Which database do I prefer?", user_id="u", k=3).hits
    assert hits[0].record.source_ids == ["pref"]
    assert all(h.record.event_type != "question" for h in hits)


@pytest.mark.e2e
def test_what_the_assistant_said_is_kept_and_recalled_when_asked_for(real: Hindsight) -> None:
    # What a model says is not evidence about the user: kept as pending, recalled with include_pending or for a
    # question asking what the assistant said, never for another question.
    real.retain(
        [said("Where should I eat in Lyon tonight?", "q"),
         said("Try Le Bouchon des Filles, their quenelles are excellent.", "rec", role="assistant"),
         said("I booked a table for Friday.", "booked", day=1)],
        user_id="u",
    )  # fmt: skip
    by_source = {tuple(r.source_ids): r for r in real.list_records(user_id="u", statuses=HISTORY)}
    advice = by_source[("q", "rec")]
    assert (advice.status, advice.source_kind) == ("pending", "model_inferred")
    assert advice.text == (
        "The assistant said: Try Le Bouchon des Filles, their quenelles are excellent. "
        "(answering the user: Where should I eat in Lyon tonight?)"
    )
    query = "Which restaurant did you recommend in Lyon?"
    assert real.recall(query, user_id="u", k=5).hits[0].record.id == advice.id
    assert real.recall(query, user_id="u", k=5, include_pending=True).hits[0].record.id == advice.id
    other = "Which restaurant in Lyon is good tonight?"
    assert advice.id not in [h.record.id for h in real.recall(other, user_id="u", k=5).hits]
    assert real.recall(other, user_id="u", k=5, include_pending=True).hits[0].record.id == advice.id


def test_an_answered_question_is_one_memory_with_its_answer(hs: Hindsight) -> None:
    hs.retain(
        [
            said("Where did you go last summer?", "d1", name="Bob"),
            said("To Lisbon, with my sister.", "d2", name="Ann"),
        ],
        user_id="u",
    )
    (record,) = hs.list_records(user_id="u")
    assert record.source_ids == ["d1", "d2"]
    assert (
        record.text == "Ann said: To Lisbon, with my sister. (answering Bob: Where did you go last summer?)"
    )


def _run_with_question_at(ends: list[tuple[str, str]]) -> Trace:
    """A run of 9 turns, the user's question as step 9 (the last of the first window of 10), then ``ends``."""
    said = [
        ("user_input", f"I planted {i} tulips today.")
        if i % 2 == 0
        else ("model_output", f"Nice, {i} tulips!")
        for i in range(9)
    ]
    steps = [*said, ("user_input", "What's a good stretch for a stiff lower back?"), *ends]
    return Trace(
        scope=Scope(user_id="u"),
        steps=[
            TraceStep(
                step_id=f"s{i}",
                type=kind,
                content=text,
                name="probe" if kind == "tool_result" else None,
                timestamp=T0 + timedelta(seconds=i),
            )  # fmt: skip
            for i, (kind, text) in enumerate(steps)
        ],
    )


@pytest.mark.parametrize(
    ("ends", "sources"),
    [
        ([("user_input", "Anyway, I live in Berlin.")], ["s9"]),  # in the overlap of the last window
        # past the overlap: the agent's tool steps fill the next window
        (
            [("tool_result", f"reading {i}") for i in range(10)]
            + [("user_input", "Anyway, I live in Berlin.")],
            ["s9"],
        ),
        (
            [("model_output", "Try a cat-cow stretch, ten slow rounds.")],
            ["s9", "s10"],
        ),  # answered: one memory
    ],
    ids=["overlap", "past-the-overlap", "answered"],
)
def test_a_question_asked_at_a_window_end_is_stored_once(
    hs: Hindsight, ends: list[tuple[str, str]], sources: list[str]
) -> None:
    """A question asked last in a window that is not the run's last is left to the next window, to be stored with
    its answer. Never answered, it was in no memory: the next window saw it only as context."""
    hs.reflect(_run_with_question_at(ends))
    (record,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if "stretch" in r.text]
    assert record.source_ids == sources and record.occurrences == 1


# ------------------------------------------------------------------ 6. every occurrence counts once
def _steps(n: int, special: dict[int, str]) -> list[TraceStep]:
    return [
        TraceStep(
            step_id=f"s{i}",
            type="tool_result",
            name="probe",
            content=special.get(i, f"reading {i} of gauge{i}"),
            timestamp=T0 + timedelta(seconds=i),
        )  # fmt: skip
        for i in range(n)
    ]


def test_checkpoints_and_the_final_reflection_count_a_step_once(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        recorder = hs.trace(user_id="u", goal="long task")
        for step in _steps(60, {29: "I prefer PostgreSQL"}):  # in the overlap of two windows
            recorder.add_step("user_input" if step.step_id == "s29" else "tool_result", step.content,
                              name="probe" if step.step_id != "s29" else None, step_id=step.step_id)  # fmt: skip
            if step.step_id == "s29":
                hs.wait_background()  # the checkpoint at 30 steps is reflected before the trace goes on
        hs.reflect(recorder.trace)
        hs.wait_background()
        hs.reflect(recorder.trace)
        (pg,) = [r for r in hs.list_records(user_id="u") if "PostgreSQL" in r.text]
        assert pg.occurrences == 1 and pg.source_ids == ["s29"]
        assert all(r.occurrences == 1 for r in hs.list_records(user_id="u"))
        assert len(hs.list_records(user_id="u")) == 60
        assert hs.maintain(user_id="u")["induced"] == 0


def test_retry_pending_counts_overlap_steps_once(tmp_path: Path) -> None:
    extractor = ScriptedExtractor(fail_times=0)
    config = HindsightConfig(reflection=ReflectionConfig(resume_on_open=False))
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder(64), extractor=extractor) as hs:
        trace = Trace(scope=Scope(user_id="u"), steps=_steps(25, {}))
        hs.journal_trace(trace)
        hs.retry_pending(limit=1)  # window 0-10
        extractor.fail_times = 1
        assert hs.retry_pending().queued_windows == 1  # 8-18 fails, 16-25 stored
        hs.retry_pending()
        records = hs.list_records(user_id="u")
        assert sorted(r.source_ids[0] for r in records) == sorted(f"s{i}" for i in range(25))
        assert all(r.occurrences == 1 for r in records)


def test_a_window_replayed_after_a_crash_changes_nothing(tmp_path: Path) -> None:
    """A crash after a window's records are stored but before it is marked done replays the window."""
    steps = _steps(12, {3: "Alice drinks green tea", 9: "Alice drinks green tea"})
    config = HindsightConfig(reflection=ReflectionConfig(resume_on_open=False))
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        hs.reflect(Trace(trace_id="t", scope=Scope(user_id="u"), steps=steps))
        before = {r.id: (r.occurrences, r.source_ids) for r in hs.list_records(user_id="u")}
    with sqlite3.connect(tmp_path / "journal.db") as db:  # what the crash leaves: stored, not marked done
        db.execute("UPDATE windows SET status='queued'")
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        replay = hs.retry_pending()
        assert replay.added == [] and replay.queued_windows == 0
        after = {r.id: (r.occurrences, r.source_ids) for r in hs.list_records(user_id="u")}
    assert after == before
    assert sorted(v for v in after.values() if v[0] > 1) == [(2, ["s3", "s9"])]


def test_a_script_run_again_after_a_crash_stores_no_copy_and_keeps_the_later_value(tmp_path: Path) -> None:
    """A script that retains its sessions, killed and run again from its start, re-sends messages whose value
    a later session changed. Each was stored again as a new record (a second copy of one message) that
    superseded the later value: "where do I live?" answered Lyon after the user had moved to Paris."""

    def session(n: int, city: str) -> list[dict]:
        return [{"role": "user", "content": f"I live in {city}.", "id": f"s{n}-m1"}]

    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain(session(1, "Lyon"), user_id="u", session_id="s1")
        hs.retain(session(2, "Paris"), user_id="u", session_id="s2")
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:  # the run after the crash starts over
        again = hs.retain(session(1, "Lyon"), user_id="u", session_id="s1")
        assert again.added == []
        records = hs.list_records(user_id="u", statuses=HISTORY)
        assert sorted(r.source_ids[0] for r in records) == ["s1-m1", "s2-m1"]
        (current,) = [r for r in records if r.valid_to is None]
        assert "Paris" in current.text
        hs.retain(session(2, "Paris"), user_id="u", session_id="s2")
        assert len(hs.list_records(user_id="u", statuses=HISTORY)) == 2
        # the user going back to Lyon, in a message of its own, is a change
        hs.retain(session(3, "Lyon"), user_id="u", session_id="s3")
        (current,) = [r for r in hs.list_records(user_id="u", statuses=HISTORY) if r.valid_to is None]
        assert current.source_ids == ["s3-m1"]


@pytest.mark.parametrize("module", ["values", "phrasing", "induction", "merge"])
def test_docstring_examples_run(module: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(f"hindsight_core.lifecycle.{module}"))
    assert result.failed == 0


def test_an_assistant_fact_is_unconfirmed_and_never_overrides_the_user(tmp_path: Path) -> None:
    # An LLM extractor may rate its inference from the assistant's words 0.9 or 0.95: still the assistant's.
    slot = {"subject": "alice", "attribute": "lives_in"}
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        hs.retain(
            [
                {
                    "role": "user",
                    "content": "Alice lives in Lyon.",
                    "id": "u1",
                    "metadata": {"attributes": {**slot, "value": "Lyon"}, "confidence": 0.95},
                }
            ],
            user_id="alice",
        )
        hs.retain(
            [
                {
                    "role": "assistant",
                    "content": "Alice lives in Paris.",
                    "id": "a1",
                    "metadata": {"attributes": {**slot, "value": "Paris"}, "confidence": 0.95},
                }
            ],
            user_id="alice",
        )
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="alice", statuses=HISTORY)}
        assert (records["a1"].status, records["a1"].source_kind) == ("pending", "model_inferred")
        assert records["u1"].valid_to is None and not records["u1"].conflicts_with
        assert [h.record.source_ids for h in hs.recall("where does Alice live", user_id="alice").hits] == [
            ["u1"]
        ]


def test_forget_by_query_reaches_past_one_search_pool(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        messages = [said(f"My ticket number {i} is for the Prague workshop.", f"t{i}") for i in range(150)]
        hs.retain([*messages, said("I like green tea.", "tea")], user_id="u")
        gone = hs.forget(query="ticket number Prague workshop", user_id="u", hard=True, limit=1000)
        assert len(gone) == 150, "every match, not the first search's pool"
        assert [r.source_ids for r in hs.list_records(user_id="u", statuses=HISTORY)] == [["tea"]]
        assert hs.forget(query="ticket number", user_id="u", limit=5) == []


def test_forget_by_query_takes_the_copy_of_the_same_statement_from_the_same_message(hs: Hindsight) -> None:
    """An agent's store_memory of what the user said cites the user's message, as the turn's own record of
    it does: forgetting one by query forgets the other (the fact would stay recalled through the copy), and
    every other record holding the same id (said again in another message); another fact of the same
    message (the agent's note of it, and the turn's own clause: the turn, taken as a copy, keeps it as a
    matched turn does), and another message about the account without the id, stay."""
    hs.retain([said("Please remember my AWS account id 1234-5678. I like green tea.", "m1")], user_id="u")
    hs.remember("The user's AWS account id is 1234-5678", user_id="u", source_ids=["m1"])
    hs.remember("The user likes green tea", user_id="u", source_ids=["m1"])
    hs.retain([said("My AWS account id is 1234-5678, my colleague's too.", "m2")], user_id="u")
    hs.retain([said("My AWS account has two regions.", "m3")], user_id="u")
    gone = hs.forget(query="AWS account id", user_id="u", hard=True)
    assert len(gone) == 3
    left = sorted((r.source_ids, r.text) for r in hs.list_records(user_id="u", statuses=HISTORY))
    assert left == [
        (["m1"], "The user likes green tea"),
        (["m1"], "The user said: I like green tea."),
        (["m3"], "The user said: My AWS account has two regions."),
    ]


def test_forget_by_query_never_takes_a_record_with_another_value(real: Hindsight) -> None:
    """A query naming one value ("MySQL", "Google") does not forget a close sentence with another value, by
    a shared word or by meaning; what it names, and what a speaker said, still match."""
    real.retain([said("Alice prefers PostgreSQL.", "pg", name="Alice")], user_id="u")
    real.retain([said("I work at Acme Corp.", "acme", name="Alice")], user_id="u")
    real.retain([said("I like green tea.", "tea", name="Alice")], user_id="u")
    assert real.forget(query="Alice prefers MySQL", user_id="u", hard=True) == []
    assert real.forget(query="Alice works at Google", user_id="u", hard=True) == []
    assert len(real.list_records(user_id="u")) == 3
    assert len(real.forget(query="what Alice said about tea", user_id="u")) == 1
    assert len(real.forget(query="forget that I work at Acme", user_id="u")) == 1
