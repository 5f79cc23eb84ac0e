"""Someone the user calls by two names, said once together ("my grandpa Joseph (everyone calls him Pops)", 我大学同学王芳，
我们都叫她芳芳) and by one of them since ("Pops fell and broke his hip last week", 芳芳下个月要结婚了): a question naming
them by the other ("how is Joseph doing?", 王芳最近有什么消息) has the records calling them by the other name beside the
one that gave it, and "who is Lizzie?" the record saying Lizzie is Elizabeth first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.entities import entity_names
from hindsight_core.recall.aliases import aliases

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

FILLER_EN = [
    "Can you help me tidy up my resume? It's two pages and feels bloated",
    "We're thinking of a trip to Lisbon in the autumn, any tips?",
    "I'm vegetarian these days",
    "How are you doing today? I'm doing fine",
    "My neighbor's cat keeps coming into our garden",
    "Grandma's 85th birthday party is on Sunday",
]
FILLER_ZH = [
    "最近工作有点忙，周末想好好休息",
    "晚上做了个番茄炒蛋",
    "下周要出差去广州",
    "我爷爷今年八十五了身体还不错",
]


def _top(hs: Hindsight, turns: list[str], question: str, k: int) -> list[str]:
    for day, content in enumerate(turns):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    return [h.record.text for h in hs.recall(question, user_id="u", k=k, reinforce=False).hits]


def test_a_question_by_one_name_finds_what_was_said_by_the_other(real: Hindsight) -> None:
    said = [
        "my grandpa Joseph (everyone calls him Pops) turns 90 in May",
        "Pops fell and broke his hip last week",
    ]
    top = _top(real, [*FILLER_EN, *said], "how is Joseph doing?", 2)
    assert any(text.endswith("Pops fell and broke his hip last week") for text in top)


def test_news_asked_by_the_full_name_is_the_news_said_by_the_nickname(real: Hindsight) -> None:
    said = ["我大学同学王芳，我们都叫她芳芳，现在在深圳", "芳芳下个月要结婚了"]
    assert _top(real, [*FILLER_ZH, *said], "王芳最近有什么消息", 2)[0].endswith("芳芳下个月要结婚了")


def test_who_someone_is_by_their_nickname_is_the_record_giving_it(real: Hindsight) -> None:
    said = ["My sister Elizabeth, we all call her Lizzie, lives in Leeds", "Lizzie just got a job at Pfizer"]
    first = _top(real, [*FILLER_EN, *said], "who is Lizzie?", 2)[0]
    assert first.endswith("My sister Elizabeth, we all call her Lizzie, lives in Leeds")


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("Elizabeth, everyone calls her Liz, is my manager", [("Elizabeth", "Liz")]),
        ("Robert, who goes by Bob, is my neighbor", [("Robert", "Bob")]),
        ("Bob (Robert Lee) from accounting is retiring in May", [("Bob", "Robert Lee")]),
        ("Katherine, Kate for short, is my boss", [("Katherine", "Kate")]),
        ("Alexander aka Sasha moved to Berlin", [("Alexander", "Sasha")]),
        ("我同事张伟（大家都叫他伟哥）下个月结婚", [("张伟", "伟哥")]),
        ("我表弟李明，外号叫大明，在北京上班", [("李明", "大明")]),
        # names in a row, a choice, a list: no second name of anyone
        ("I met Tom, Anna and Jo for lunch", []),
        ("Have you been to Lisbon or Porto?", []),
        ("Kia Sorento or Skoda Kodiaq? Budget 25k used", []),
        ("I speak Chinese (Mandarin, Cantonese) and English", []),
        ("My boss, Kevin, is strict", []),
    ],
)
def test_the_second_names_a_record_gives(text: str, pairs: list[tuple[str, str]]) -> None:
    assert aliases(f"The user said: {text}") == pairs


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a nickname given with 叫她 / 叫他 / 叫我 is the name, not the pronoun with it
        ("我大学同学王芳，我们都叫她芳芳，现在在深圳", ["芳芳"]),
        ("我同事张伟（大家都叫他伟哥）下个月结婚", ["伟哥"]),
        ("大家都叫我小张", ["小张"]),
        ("他叫张伟", ["张伟"]),
        # someone asked to do something is no name
        ("我妈叫我回家吃饭", []),
        ("老板叫他去开会", []),
        ("我老板叫我加班", []),
        ("我们老板叫我们周末加班", []),
    ],
)
def test_a_nickname_said_with_a_pronoun_is_the_entity(text: str, names: list[str]) -> None:
    assert entity_names(text) == names


def test_the_store_keeps_the_nickname_not_the_pronoun_with_it(hs: Hindsight) -> None:
    hs.retain(
        [{"role": "user", "content": "我大学同学王芳，我们都叫她芳芳，现在在深圳", "id": "t0"}], user_id="u"
    )
    entities = {name for record in hs.list_records(user_id="u") for name in record.entities}
    assert "芳芳" in entities and "她芳芳" not in entities
