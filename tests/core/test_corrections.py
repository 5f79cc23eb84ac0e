"""A message that corrects what the user said before ("Sorry, I was wrong before: ...", 更正一下, 其实我说错了,
講錯咗) supersedes the record it corrects (kept as history): the correction is what recall answers with. A
message that only opens like one, or corrects nothing said, supersedes nothing."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.models import ALL_STATUSES, MemoryRecord, Scope, Trace, TraceStep

T0 = datetime(2026, 1, 5, 10, tzinfo=UTC)


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [
            {"role": "user", "content": text, "id": id_},
            {"role": "assistant", "content": "OK.", "id": f"a-{id_}"},
        ],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=T0 + timedelta(days=day),
    )


@pytest.mark.parametrize(
    ("text", "instead"),
    [
        ("更正一下，我生日其实是3月15号", "我生日其实是3月15号"),
        ("講錯咗，細仔係七歲", "细仔系七岁"),
        ("Correction: the school is number 21, not 12.", "the school is number 21, not 12"),
        ("oh sorry, I meant the blue one", "the blue one"),
        ("Actually, I love it here", None),
        ("Actually, it's my birthday tomorrow!", None),
        ("I meant to ask you about my passport renewal.", None),
        ("I like corrections in code reviews", None),
        # who and when before the slip (我上次講錯了, Cantonese 我之前講錯), or the slip said last (…，我记错了): what
        # it says instead keeps the wrong value, which finds the record corrected
        ("欸我上次講錯了，我生日不是7月12號，是7月21號", "我生日不是7月12号，是7月21号"),
        ("唔好意思我之前講錯，細女係對奇異果敏感，唔係芒果", "细女系对奇异果敏感，唔系芒果"),
        ("不是周五，是周六上午开例会，我记错了", "不是周五，是周六上午开例会"),
        ("我说错话了，对不起", None),
        ("我记错了吗", None),
        ("我搞错了方向，绕了一大圈", None),
        ("我哥上次讲错了", None),
        ("他说错了，是周六", None),
        ("是我记错了，不好意思", None),
        # the slip said between what it takes back and what it says instead
        (
            "I'm not allergic to peanuts, that was wrong, it's shellfish.",
            "I'm not allergic to peanuts, it's shellfish",
        ),
        (
            "Actually I'm not allergic to peanuts - my mistake, it's shellfish",
            "Actually I'm not allergic to peanuts, it's shellfish",
        ),
        (
            "The gym isn't on Elm Street, I was wrong, it's on Oak Street",
            "The gym isn't on Elm Street, it's on Oak Street",
        ),
        ("我不是对花生过敏，之前说错了，是对海鲜过敏", "我不是对花生过敏，是对海鲜过敏"),
        ("例会不是周五，我刚才记错了，是周六", "例会不是周五，是周六"),
        # nothing taken back: a judgement, not a slip; someone else's slip
        ("I yelled at my brother, that was wrong, I apologised.", None),
        ("I told him it was fine, my mistake, really.", None),
        ("我觉得，他说错了，是周六", None),
    ],
)
def test_what_a_correction_says_instead(text: str, instead: str | None) -> None:
    assert corrected_text(text) == instead


@pytest.mark.parametrize(
    ("wrong", "fix", "question", "days"),
    [
        ("我的生日是3月5号", "更正一下，我生日其实是3月15号", "我生日是几号？", 0),
        (
            "我女儿在北京101中学读高一",
            "其实我说错了，女儿是在人大附中读高一，不是101",
            "我女儿在哪个学校读高一？",
            130,
        ),
        (
            "Our son Maksym starts school in September, school number 12.",
            "Sorry, I was wrong before: Maksym's school is number 21, not 12.",
            "Which school does Maksym go to?",
            25,
        ),
        ("我生日是7月12號", "欸我上次講錯了，我生日不是7月12號，是7月21號", "我生日是哪天", 90),
        ("每周五下午开部门例会", "不是周五，是周六上午开例会，我记错了", "部门例会是什么时候", 60),
        ("細女對芒果敏感", "唔好意思我之前講錯，細女係對奇異果敏感，唔係芒果", "細女對咩敏感", 200),
        # the slip between the value taken back and the one said instead; the value taken back alone
        (
            "I'm allergic to peanuts.",
            "I'm not allergic to peanuts, that was wrong, it's shellfish.",
            "What am I allergic to?",
            40,
        ),
        (
            "I'm allergic to peanuts.",
            "Actually I'm not allergic to peanuts - my mistake, it's shellfish",
            "What am I allergic to?",
            40,
        ),
        ("I'm allergic to peanuts.", "Correction: it's shellfish, not peanuts", "What am I allergic to?", 40),
        ("我对花生过敏。", "我不是对花生过敏，之前说错了，是对海鲜过敏", "我对什么过敏？", 40),
    ],
)
def test_a_correction_supersedes_what_it_corrects(
    tmp_path: Path, minilm, wrong: str, fix: str, question: str, days: int
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, wrong, "wrong", 0)
        tell(hs, "I like green tea.", "tea", 1)
        tell(hs, fix, "fix", 1 + days)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["wrong"].superseded_by == records["fix"].id and records["wrong"].valid_to is not None
        assert records["tea"].valid_to is None
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["fix"]


@pytest.mark.parametrize(
    ("wrong", "fix", "value"),
    [
        ("My sister is Anna.", "Oops I meant Karen, my sister is Karen.", "Karen"),
        ("我姐姐叫王芳", "说错了，我姐姐叫王芬，不是王芳", "王芬"),
    ],
)
def test_the_words_opening_a_correction_are_no_memory_of_their_own(
    hs: Hindsight, wrong: str, fix: str, value: str
) -> None:
    """ "说错了" and "Oops I meant Karen" of a correction whose clause about the sister holds the value were kept
    as records of their own beside the correction's ("用户说：说错了"): one record says what was corrected."""
    tell(hs, wrong, "wrong", 0)
    tell(hs, fix, "fix", 1)
    current = [r for r in hs.list_records(user_id="u") if r.valid_to is None and r.source_ids == ["fix"]]
    assert [r.attributes.get("value") for r in current] == [value]


def test_a_correction_of_nothing_said_supersedes_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My sister lives in Porto.", "sister", 0)
        tell(hs, "I like green tea.", "tea", 1)
        tell(hs, "Correction: my dentist appointment is on Friday.", "fix", 2)
        assert all(r.valid_to is None for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))


def test_a_judgement_between_two_clauses_supersedes_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I yelled at my brother about the car.", "yelled", 0)
        tell(hs, "I yelled at my brother, that was wrong, I apologised about the car.", "sorry", 2)
        assert all(r.valid_to is None for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))


async def test_a_forget_landing_while_a_correction_reads_what_it_corrects_is_not_written_over(
    tmp_path: Path, minilm
) -> None:
    """The record a correction corrects is read under the write lock: another write to it (here a forget) waits
    its turn and is kept, instead of landing between that read and the supersession and being written over
    with the copy read before it (which brought the forgotten record back)."""
    async with AsyncHindsight(tmp_path, embedder=minilm) as hs:

        async def tell_async(text: str, id_: str, day: int) -> None:
            messages = [{"role": "user", "content": text, "id": id_}, {"role": "assistant", "content": "OK."}]
            await hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))

        await tell_async("I'm allergic to peanuts.", "wrong", 0)
        await tell_async("I like green tea.", "tea", 1)
        find = hs.reflector.corrected
        assert find is not None
        forgets: list[asyncio.Task[list[str]]] = []

        async def corrected(user_id: str, instead: str, until: datetime) -> MemoryRecord | None:
            old = await find(user_id, instead, until)
            if old is not None:  # another writer forgets it now: done at once unless the write lock is held
                forgets.append(asyncio.create_task(hs.forget(old.id)))
                await asyncio.wait(forgets, timeout=0.5)
            return old

        hs.reflector.corrected = corrected
        await tell_async("Correction: it's shellfish, not peanuts", "fix", 40)
        assert forgets, "the correction found what it corrects"
        await asyncio.gather(*forgets)
        records = {r.source_ids[0]: r for r in await hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["wrong"].status == "forgotten"
        assert records["wrong"].superseded_by == records["fix"].id


def test_corrections_of_two_users_reflected_together_each_supersede_their_own_users_record(
    tmp_path: Path, minilm
) -> None:
    """Two users send the same correction with the same message id, and their turns are reflected in one run
    (``retry_pending``, or an engine resuming what a stopped process left queued): each correction supersedes
    its own user's record. The correction was looked up among every record the run added by its message id,
    so Alice's "peanuts" was superseded by Bob's correction (a link to a record she cannot see) and hers
    corrected nothing."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for user in ("bob", "alice"):
            hs.retain(
                [{"role": "user", "content": "I'm allergic to peanuts.", "id": "m-1"}],
                user_id=user,
                session_id="s1",
                occurred_at=T0,
            )
        for user in ("bob", "alice"):
            step = TraceStep(
                type="user_input",
                content="Correction: it's shellfish, not peanuts",
                step_id="m-2",
                timestamp=T0 + timedelta(days=40),
            )
            hs.journal_trace(Trace(scope=Scope(user_id=user, session_id="s2"), steps=[step]))
        hs.retry_pending()
        for user in ("alice", "bob"):
            records = {r.source_ids[0]: r for r in hs.list_records(user_id=user, statuses=ALL_STATUSES)}
            assert records["m-1"].superseded_by == records["m-2"].id, user
            assert records["m-2"].conflicts_with == [records["m-1"].id], user
