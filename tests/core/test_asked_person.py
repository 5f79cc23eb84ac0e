"""A question about one of the user's people by role ("any gift ideas for my mom?", 该给我妈买什么礼物) ranked a record
about another of them first ("I need a birthday gift for my wife, she loves perfume", 老婆生日快到了，想给她买个礼物):
it shares the question's words of gifts and birthdays, not its person. A record naming another of the user's people,
and the asked one nowhere, now ranks lower (``RecallConfig.other_person_penalty``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, HindsightConfig
from hindsight_core.config import RecallConfig
from hindsight_core.recall.asked_person import asked_person, names_another

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)
EN = [
    ("wife", "I need a birthday gift for my wife, she loves perfume"),
    ("mom", "my mom is really into gardening, orchids especially"),
    ("work", "work has been crazy this week"),
    ("dad", "I got my dad a fishing rod last Christmas"),
    ("jazz", "I love jazz records"),
    ("sister", "my sister collects vinyl"),
]
ZH = [
    ("wife", "老婆生日快到了，想给她买个礼物，她喜欢香水"),
    ("mom", "我妈喜欢养花，特别是兰花"),
    ("work", "最近工作好累"),
    ("dad", "去年给我爸买了一根鱼竿"),
    ("jazz", "我喜欢爵士乐"),
    ("sister", "我妹喜欢收集黑胶"),
]


def _told(hs: Hindsight, turns: list[tuple[str, str]]) -> None:
    for day, (id_, text) in enumerate(turns):
        hs.retain(
            [
                {"role": "user", "content": text, "id": id_},
                {"role": "assistant", "content": "OK", "id": f"a{id_}"},
            ],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=3 * day),
        )


@pytest.mark.parametrize(
    ("turns", "question", "first", "penalty"),
    [
        (EN, "any gift ideas for my mom?", "mom", None),
        (EN, "what should I get my mom for her birthday?", "mom", None),
        (EN, "what gift should I buy my dad?", "dad", None),
        (EN, "what should I get my sister?", "sister", None),
        (EN, "what does my wife like?", "wife", None),
        (ZH, "给我爸买什么礼物", "dad", None),
        (ZH, "给老婆买什么礼物", "wife", None),
        # Chinese scored by its keywords alone shares more with the wife's gift: the default (0.2, measured on the
        # development sets) leaves it first, a larger share lowers it
        (ZH, "该给我妈买什么礼物？", "mom", 0.5),
        (ZH, "给我妈买什么生日礼物好", "mom", 0.5),
    ],
)
def test_the_asked_persons_record_ranks_above_anothers(
    tmp_path: Path, minilm, turns: list[tuple[str, str]], question: str, first: str, penalty: float | None
) -> None:
    config = HindsightConfig(recall=RecallConfig(other_person_penalty=penalty)) if penalty else None
    with Hindsight(tmp_path, embedder=minilm, config=config) as hs:
        _told(hs, turns)
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == [first]


def test_no_penalty_ranks_as_before(tmp_path: Path, minilm) -> None:
    config = HindsightConfig(recall=RecallConfig(other_person_penalty=0.0))
    with Hindsight(tmp_path, embedder=minilm, config=config) as hs:
        _told(hs, EN)
        assert hs.recall("any gift ideas for my mom?", user_id="u", k=3).hits[0].record.source_ids == ["wife"]


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("what should I get my mom?", {"mother"}),
        ("What does the user's mother like?", {"mother"}),
        ("该给我妈买什么礼物？", {"mother"}),
        ("老婆喜欢什么", {"wife"}),
        ("what does my sister do?", {"elder_sister", "younger_sister"}),
        ("what did my landlord say?", {"landlord"}),
        ("where do I live?", None),
        ("我住哪", None),
        ("what did my mom say about my sister?", None),  # two people: neither asked alone
    ],
)
def test_the_person_a_question_asks_about(question: str, asked: set[str] | None) -> None:
    found = asked_person(question)
    assert (set(found) if found is not None else None) == asked


@pytest.mark.parametrize(
    ("text", "another"),
    [
        ("The user said: I need a birthday gift for my wife, she loves perfume", True),
        ("用户说：老婆生日快到了，想给她买个礼物", True),
        ("用户说：去年给我爸买了一根鱼竿", True),
        # the asked one named too, in any words or language; or no one named by role
        ("The user said: my sister and I are throwing a party for mom's 60th", False),
        ("The user said: my mother loves orchids", False),
        ("用户说：我妈喜欢兰花", False),
        ("The user said: I love jazz records", False),
        ("The user said: Tom's birthday is next week", False),
    ],
)
def test_a_record_naming_another_of_the_users_people(text: str, another: bool) -> None:
    assert names_another(text, frozenset({"mother"})) is another


@pytest.mark.parametrize(
    ("question", "text", "another"),
    [
        # written Cantonese: 婆婆 is one's grandmother (外婆), in the question and in the record
        ("我外婆住在哪", "用户说：我婆婆住喺大埔", False),
        ("婆婆住喺邊度", "用户说：我外婆住在大埔", False),
        ("我婆婆今年幾多歲", "用户说：我婆婆今年九十歲喇", False),
        # Mandarin: the husband's mother, another than one's grandmother
        ("我外婆住在哪", "用户说：我婆婆总是催我们生孩子", True),
        ("我婆婆喜欢什么", "用户说：我外婆喜欢听戏", True),
    ],
)
def test_po_po_is_the_grandmother_where_cantonese_says_so(question: str, text: str, another: bool) -> None:
    assert names_another(text, asked_person(question) or frozenset()) is another


def _family(kin: str) -> list[tuple[str, str]]:
    return [("home", "我住在广州天河"), ("work", f"我{kin}在深圳工作"), ("moved", f"我{kin}搬到上海了")]


@pytest.mark.parametrize(
    ("turns", "question"),
    [
        # the user's own home answers another question, and ranked above the relative's older record
        (_family("孙子"), "孙子现在住在哪里"),
        (_family("儿子"), "儿子现在住在哪里"),
        (_family("女儿"), "女儿现在住哪"),
        (_family("老公"), "老公现在住在哪"),
        (_family("老婆"), "我老婆现在住哪里"),
        (_family("妈"), "我妈现在住哪"),
        (_family("爸"), "我爸现在住在哪里"),
    ],
)
def test_a_relatives_records_rank_above_the_users_own_slot(
    tmp_path: Path, minilm, turns: list[tuple[str, str]], question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _told(hs, turns)
        hits = hs.recall(question, user_id="u", k=3).hits
        assert [h.record.source_ids[0] for h in hits][:2] == ["moved", "work"]


@pytest.mark.parametrize("question", ["我现在住在哪里", "我住哪"])
def test_the_users_own_home_still_answers_of_the_user(tmp_path: Path, minilm, question: str) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _told(hs, _family("儿子"))
        hits = hs.recall(question, user_id="u", k=3).hits
        assert "home" in [h.record.source_ids[0] for h in hits][:2]
