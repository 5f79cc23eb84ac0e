"""A standing instruction the user takes back held on: after "please always answer me in Chinese", "stop answering me
in Chinese" (不用再用中文回答我了) filled nothing; after "call me Sam", "stop calling me Sam" (别叫我老王了 after
叫我老王就行) filled nothing, so the block above every adapter's context still told the model to call the user Sam;
after "don't bring up my divorce again", "you can bring up my divorce again, I'm fine now" (现在可以提我前男友了) still
had it avoid the divorce. The language, the name or the topic taken back no longer holds ("not Sam"), ending the one
said before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.values import negation
from hindsight_langchain import HindsightMemory
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


def _held(hs: Hindsight) -> list[tuple[str, str]]:
    return [(r.attributes["attribute"], r.attributes["value"]) for r in hs.standing_instructions(user_id="u")]


def _block(hs: Hindsight) -> str:
    context = HindsightMemory(engine=hs, user_id="u").load_memory_variables({"input": "plan a trip"})[
        "history"
    ]
    return context.split("\n\n", 1)[0]


@pytest.mark.parametrize(
    ("said", "taken_back", "name"),
    [
        ("call me Sam", "stop calling me Sam", "Sam"),
        ("call me Sam from now on", "please don't call me Sam anymore, it feels weird", "Sam"),
        ("叫我老王就行", "别叫我老王了，怪怪的", "老王"),
        ("以后叫我Lily吧", "你不要再叫我Lily了", "Lily"),
    ],
)
def test_a_name_taken_back_is_no_longer_the_one_to_call_the_user_by(
    hs: Hindsight, said: str, taken_back: str, name: str
) -> None:
    tell(hs, said, "a", 0)
    tell(hs, "I ran 10k this morning", "b", 2)
    tell(hs, taken_back, "c", 30)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id
    assert _held(hs) == [("nickname", f"not {name}")]
    assert said not in _block(hs) and taken_back in _block(hs)  # the model is told to stop


@pytest.mark.parametrize(
    ("avoided", "other", "taken_back"),
    [
        (
            "don't bring up my divorce again",
            "stop suggesting recipes with mushrooms",
            "you can bring up my divorce again, I'm fine now",
        ),
        ("don't bring up my divorce again", "never mention my ex", "it's okay to talk about my divorce now"),
        ("别再提我前男友了", "以后别推荐有香菜的菜", "现在可以提我前男友了，没事了"),
    ],
)
def test_a_topic_taken_back_is_no_longer_avoided(
    hs: Hindsight, avoided: str, other: str, taken_back: str
) -> None:
    tell(hs, avoided, "a", 0)
    tell(hs, other, "b", 1)
    tell(hs, taken_back, "c", 30)
    records = by_source(hs)
    (ended,) = [
        r
        for r in hs.list_records(user_id="u")
        if r.attributes.get("value") == negation(records["a"].attributes["value"])
    ]
    assert (
        records["a"].superseded_by == ended.id
        and ended.source_ids == ["c"]
        and records["b"].superseded_by is None
    )
    assert [record.source_ids for record in hs.standing_instructions(user_id="u")] == [["b"]]
    assert avoided not in _block(hs) and taken_back not in _block(hs) and other in _block(hs)


@pytest.mark.parametrize(
    ("said", "taken_back", "language"),
    [
        ("please always answer me in Chinese", "stop answering me in Chinese", "Chinese"),
        ("from now on answer me in Chinese", "you don't have to answer in Chinese anymore", "Chinese"),
        ("以后用中文回答我", "不用再用中文回答我了", "Chinese"),
        ("以后用英文跟我说", "别再用英文回我了", "English"),
        ("please always answer me in Chinese", "you can stop using Chinese now", "Chinese"),
        ("from now on answer me in Chinese", "No more Chinese please, my coworkers read these", "Chinese"),
        ("以后用中文回答我", "不用中文了，我看得懂英文", "Chinese"),
    ],
)
def test_a_language_taken_back_is_no_longer_the_one_to_answer_in(
    hs: Hindsight, said: str, taken_back: str, language: str
) -> None:
    tell(hs, said, "a", 0)
    tell(hs, taken_back, "c", 30)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id
    assert _held(hs) == [("reply_language", f"not {language}")]
    assert said not in _block(hs) and taken_back in _block(hs)


@pytest.mark.parametrize(
    "text",
    [
        "don't answer in French",
        "my kids never talk to me in Chinese anymore",
        "I stopped answering in Chinese",
        "我妈让我别说英文了",
        "这封邮件别用英文了",
        "I stopped using Chinese at work",
        "we should stop using English in the meetings",
        "no more Chinese food please",
        "no more Spanish class!!",
        "我不说中文了",
        "他现在不用中文了",
        "这封邮件不用中文了",
        "my brother won't stop calling me Sammy",
        "I told him to stop calling me Sam",
        "stop calling me names",
        "don't call me after 9pm",
        "never call me on Sundays",
        "我妈老是叫我小名",
        "别叫我了，我在开会",
        "you can recommend me a good book now",
        "you can talk about it now",
        "I can talk about my divorce now without crying",
        "可以推荐几本书吗",
        "可以推荐点电影了",
        "我们可以聊工作了",
    ],
)
def test_what_takes_back_no_instruction_fills_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("nickname", "avoid", "reply_language")] == [], slots(text)
