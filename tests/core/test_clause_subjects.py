"""A message about several people keeps each person's clauses in a record of their own: a change of the
user's own value supersedes the message's record, never the sister's city said beside it.

Seen in a blind evaluation: "I live in Manchester, I'm allergic to penicillin and my sister Karen lives in
Leeds", then "I live in Bristol now": where Karen lives was left only inside the superseded record, and "Where
does my sister Karen live?" ranked the user's own Bristol first. In Chinese, 我住在合肥，我姐姐住在杭州，我哥哥也住在
杭州 put both siblings' cities in history when the user moved.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import ExtractionWindow, RuleExtractor
from hindsight_core.extraction.clause_subjects import runs_of_their_own
from hindsight_core.models import ALL_STATUSES, Scope, TraceStep

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def tell(hs: Hindsight, content: str, id_: str, day: float) -> None:
    hs.retain(
        [{"role": "user", "content": content, "id": id_, "name": "Tom"}],
        user_id="u",
        session_id=id_,
        occurred_at=T0 + timedelta(days=day),
    )


def extract(content: str) -> list[str]:
    step = TraceStep(step_id="s1", type="user_input", content=content, timestamp=T0)
    window = ExtractionWindow(trace_id="t", scope=Scope(user_id="u"), reference_time=T0, steps=[step])
    return [f.text.split("said: ", 1)[-1].split("说：", 1)[-1] for f in RuleExtractor().extract_sync(window)]


@pytest.mark.parametrize(
    ("content", "apart"),
    [
        (
            "I live in Manchester, I'm allergic to penicillin and my sister Karen lives in Leeds.",
            ["I'm allergic to penicillin", "my sister Karen lives in Leeds"],
        ),
        ("I live in Manchester and Karen lives in Leeds.", ["Karen lives in Leeds"]),
        ("My brother works at Initech; I work at Globex.", ["My brother works at Initech"]),
        # the person's clauses go on after a comma ("she's a nurse"): one run
        (
            "I work at Globex, my sister Nora lives in Galway, she's a nurse there.",
            ["my sister Nora lives in Galway, she's a nurse there"],
        ),
        ("我住在合肥，我姐姐住在杭州，我哥哥也住在杭州。", ["我姐姐住在杭州", "我哥哥也住在杭州"]),
        ("我在腾讯上班，老公在阿里上班。", ["老公在阿里上班"]),
        # (each relative's job theirs: the brother's a record of its own, a change of hers leaves his)
        ("我姐姐是医生，我哥哥是程序员", ["我哥哥是程序员"]),
        # (his home and his job, each a record of the run: recall shows them once)
        ("我住在成都，我弟弟住在重庆，他是老师。", ["我弟弟住在重庆，他是老师", "我弟弟住在重庆，他是老师"]),
    ],
)
def test_a_clause_about_another_person_is_also_its_own_record(content: str, apart: list[str]) -> None:
    turn, *rest = extract(content)
    assert turn == content
    assert rest == apart


@pytest.mark.parametrize(
    "content",
    [
        # one subject: the message alone, as before
        "I live in Paris and I love it there.",
        "My sister, who lives in Leeds, is a nurse.",
        "My wife and I live in Leeds.",
        "我住在合肥，很喜欢这里。",
        "The flat is small, but I like it.",
        # no value of the user's in it: nothing supersedes the message, so nothing of it is left behind
        "小李开车，我骑电动车。",
        "Kev quit, Sam's on drums now",
        # another person's clause that leans on the user's ("there", "with me", 那边): no record alone
        "I moved to Lisbon, my daughter started school there.",
        "I live in Leeds and my mum lives with me.",
        "I live in York, my brother does too.",
        "我搬到了里斯本，女儿也在那边上学了。",
        "我住在合肥，我妈跟我一起住。",
    ],
)
def test_a_message_about_one_subject_or_leaning_on_it_stays_whole(content: str) -> None:
    assert extract(content) == [content]


def test_the_own_run_is_the_one_holding_the_value_of_the_message_record() -> None:
    text = "My sister lives in Leeds and I live in York."
    assert [text[a:b] for a, b in runs_of_their_own(text, (text.index("I live"), len(text)))] == [
        "My sister lives in Leeds"
    ]


@pytest.mark.parametrize(
    ("first", "move", "question", "sibling"),
    [
        (
            "I live in Manchester, I'm allergic to penicillin and my sister Karen lives in Leeds.",
            "I live in Bristol now.",
            "Where does my sister Karen live?",
            "my sister Karen lives in Leeds",
        ),
        (
            "I live in Manchester and my brother lives in Glasgow.",
            "I moved to Bristol.",
            "Where does my brother live?",
            "my brother lives in Glasgow",
        ),
        (
            "我住在合肥，我姐姐住在杭州，我哥哥也住在杭州。",
            "我现在住在南京了。",
            "我姐姐住在哪里？",
            "我姐姐住在杭州",
        ),
        ("我住在成都，我弟弟住在重庆。", "我搬到西安了。", "我弟弟住哪？", "我弟弟住在重庆"),
    ],
)
def test_when_the_user_moves_a_sibling_city_said_beside_it_stays_current(
    real: Hindsight, first: str, move: str, question: str, sibling: str
) -> None:
    tell(real, first, "m1", 0)
    tell(real, move, "m2", 60)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    moved = next(r for r in records if r.source_ids == ["m2"])
    message = next(r for r in records if r.text.endswith(first))
    assert message.superseded_by == moved.id and message.valid_to is not None  # history kept, intact
    kept = next(r for r in records if r.text.endswith(sibling))
    assert kept.superseded_by is None and kept.valid_to is None and kept.status == "active"
    assert kept.source_ids == ["m1"] and kept.occurred_at == T0  # its message's provenance and date
    top = real.recall(question, user_id="u", k=3).hits[0].record
    assert top.id == kept.id


@pytest.mark.parametrize(
    ("first", "move", "stale"),
    [
        # one clause: superseded whole, as before
        ("I live in Manchester.", "I live in Bristol now.", "Manchester"),
        ("我住在合肥。", "我现在住在南京了。", "合肥"),
        # a clause that restates the changed value, or leans on it, goes to history with the message
        ("I live in Manchester, I've lived there for years.", "I live in Bristol now.", "years"),
        ("I moved to Lisbon, my daughter started school there.", "I moved to Berlin.", "daughter"),
        ("我住在合肥，我妈跟我一起住。", "我现在住在南京了。", "我妈"),
    ],
)
def test_what_only_the_changed_message_says_is_history(
    real: Hindsight, first: str, move: str, stale: str
) -> None:
    tell(real, first, "m1", 0)
    tell(real, move, "m2", 60)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    holding = [r for r in records if stale in r.text]
    assert holding and all(r.superseded_by is not None and r.valid_to is not None for r in holding)


# -- the user's own statements beside a value that changes --------------------------------------------------


@pytest.mark.parametrize(
    ("content", "apart"),
    [
        ("我有二型糖尿病，每天吃二甲双胍，一次500mg，一天两次。", ["我有二型糖尿病"]),
        (
            "I'm allergic to penicillin, I take 10 mg of sertraline every morning.",
            ["I'm allergic to penicillin"],
        ),
        # a clause holding a slot of its own: its one record, as before (no second copy)
        (
            "I take 10 mg of sertraline, I work as a nurse at the Hôpital Necker.",
            ["I work as a nurse at the Hôpital Necker"],
        ),
        ("我住在合肥，我有高血压。", ["我有高血压"]),
    ],
)
def test_a_statement_of_the_users_own_beside_a_value_is_also_its_own_record(
    content: str, apart: list[str]
) -> None:
    turn, *rest = extract(content)
    assert turn == content
    assert rest == apart


@pytest.mark.parametrize(
    "content",
    [
        # what goes on about the value (no subject, a pronoun, "there") leans on it
        "我住在合肥，很喜欢这里。",
        "I moved to Lisbon, I love it.",
        "I live in Manchester, I've lived there for years.",
        "我搬到了上海，我在那边上班。",
        # a clause saying nothing of its own (no cue, no name)
        "I live in Leeds, I think.",
        # a request to the assistant is no statement of the speaker's
        "Please fix the failing test tests/test_io.py::test_read. I prefer pytest over unittest, always.",
        "帮我看看这个报错，我一般用PyCharm。",
    ],
)
def test_what_leans_on_the_value_or_says_nothing_stays_in_the_message(content: str) -> None:
    assert extract(content) == [content]


@pytest.mark.parametrize(
    ("first", "change", "question", "kept_text"),
    [
        (
            "我有二型糖尿病，每天吃二甲双胍，一次500mg，一天两次。",
            "医生说二甲双胍减到一天一次了。",
            "我有什么病？",
            "我有二型糖尿病",
        ),
        (
            "I'm allergic to penicillin, I take 10 mg of sertraline every morning.",
            "My doctor increased my sertraline to 20 mg.",
            "What am I allergic to?",
            "I'm allergic to penicillin",
        ),
        ("我住在合肥，我有高血压。", "我现在住在南京了。", "我有什么病？", "我有高血压"),
    ],
)
def test_when_a_value_changes_the_users_other_statements_of_its_message_stay_current(
    real: Hindsight, first: str, change: str, question: str, kept_text: str
) -> None:
    tell(real, first, "m1", 0)
    tell(real, change, "m2", 60)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    message = next(r for r in records if r.text.endswith(first))
    assert message.superseded_by is not None and message.valid_to is not None  # history kept, intact
    kept = next(r for r in records if r.text.endswith(kept_text))
    assert kept.superseded_by is None and kept.valid_to is None and kept.status == "active"
    assert kept.source_ids == ["m1"] and kept.occurred_at == T0
    assert real.recall(question, user_id="u", k=3).hits[0].record.id == kept.id


@pytest.mark.parametrize(
    ("content", "apart"),
    [
        ("My partner Sam and I moved to Leeds.", []),
        (
            "Tariq and Leah had a baby girl, Amira. Also I've moved from Leeds to Sheffield.",
            ["Leah had a baby girl, Amira"],
        ),
        ("hi, my mom was diagnosed in December and I live in Denver.", ["my mom was diagnosed in December"]),
        ("我老公小王，我们去年搬到了杭州，我在阿里工作。", ["我们去年搬到了杭州"]),
        # a short clause that says something is a record still
        ("My partner is Sam, and I live in Leeds.", ["My partner is Sam"]),
        ("I live in Leeds, my brother is Tom.", ["my brother is Tom"]),
        # an interjection opening the message (哎 was a record of its own: 用户说：哎)
        ("哎，小伙子，问你个事嘛。我住在成都，老伴走了三年了。", ["小伙子，问你个事嘛", "老伴走了三年了"]),
    ],
)
def test_a_piece_that_only_names_people_is_no_record_of_its_own(content: str, apart: list[str]) -> None:
    """A clause cut from a message that carries no predicate, only people named or a greeting ("My partner Sam"
    of "My partner Sam and I moved to Leeds", "Tariq" of "Tariq and Leah had a baby girl", 我老公小王, "hi"), was a
    record of its own that says nothing; what it names stays in the message's record."""
    turn, *rest = extract(content)
    assert turn == content
    assert rest == apart
