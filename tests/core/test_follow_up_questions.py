"""An elliptical follow-up ("and my wife's?" after "what's my phone number?", 那我妈呢 after 我老婆在哪上班) is
recalled for as the question before asked about its person: alone it says only "wife", and whatever names her came
first; joined to the question before it names both people (``hindsight_core.capture.follow_up``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.capture import turn_query
from hindsight_core.capture.follow_up import follow_up


@pytest.mark.parametrize(
    ("before", "latest", "asked"),
    [
        ("what's my phone number?", "and my wife's?", "what's my wife's phone number?"),
        ("When is my birthday?", "and my husband’s?", "When is my husband's birthday?"),
        (
            "what should I get my mom for her birthday?",
            "and my sister?",
            "what should I get my sister for her birthday?",
        ),
        ("where does Priya work?", "what about Dev?", "where does Dev work?"),
        ("when is Emma's recital?", "ok and Leo's?", "when is Leo's recital?"),
        ("do I still live in Boston?", "what about Denver?", "do I still live in Denver?"),
        ("what's my wife's number?", "and mine?", "what's my number?"),
        ("what does my wife do?", "and me?", "what do I do?"),
        ("am I allergic to anything?", "how about my son?", "is my son allergic to anything?"),
        ("我老婆在哪上班", "那我妈呢", "我妈在哪上班"),
        ("我的手机号是多少", "那我老婆的呢", "我老婆的手机号是多少"),
        ("我儿子几岁了", "那我女儿呢？", "我女儿几岁了"),
        ("小王在哪上班", "那小李呢", "小李在哪上班"),
        ("我老婆在哪上班", "那我呢", "我在哪上班"),
        ("我爸生日是哪天", "我媽呢", "我妈生日是哪天"),  # traditional characters read as simplified
        # several of the user's people, the verb agreeing and their possessive
        ("where does my sister live?", "and my parents?", "where do my parents live?"),
        ("what's my phone number?", "what about my kids?", "what's my kids' phone number?"),
        ("what am I doing tonight?", "how about my in-laws?", "what are my in-laws doing tonight?"),
        ("how old are my kids?", "and my wife?", "how old is my wife?"),
    ],
)
def test_a_follow_up_naming_another_person_asks_the_question_before_about_them(
    before: str, latest: str, asked: str
) -> None:
    assert turn_query(latest, [before]) == asked


@pytest.mark.parametrize(
    ("before", "latest", "asked"),
    [
        ("what's on my calendar today?", "and tomorrow?", "what's on my calendar tomorrow?"),
        ("what do I have on Monday?", "what about Friday?", "what do I have on Friday?"),
        ("am I free this weekend?", "how about next week?", "am I free next week?"),
        ("我今天有什么安排", "明天呢", "我明天有什么安排"),
        ("我周六在哪", "那周末呢", "我周末在哪"),
        ("我这周要干嘛", "下周呢？", "我下周要干嘛"),
        # the weekend, a part of a day: said with its day, or alone (the day asked kept), or a day alone (the part kept)
        ("what am I doing tonight?", "and over the weekend?", "what am I doing over the weekend?"),
        ("any dinner plans tonight?", "what about the weekend?", "any dinner plans the weekend?"),
        ("what am I doing tonight?", "how about tomorrow night?", "what am I doing tomorrow night?"),
        ("what do I have on Monday?", "and Friday night?", "what do I have on Friday night?"),
        (
            "what time is my flight on Saturday morning?",
            "and Sunday?",
            "what time is my flight on Sunday morning?",
        ),
        ("what time is my flight on Saturday morning?", "and tonight?", "what time is my flight tonight?"),
        ("明天上午我有什么安排", "那晚上呢", "明天晚上我有什么安排"),
        ("我今天有什么安排", "那明天下午呢", "我明天下午有什么安排"),
        ("这周五晚上我有空吗", "那周六呢", "周六晚上我有空吗"),
        ("今天下午有会吗", "今晚呢", "今晚有会吗"),
        # a month for a month
        ("what did I do in April?", "and May?", "what did I do in May?"),
        ("what did I do in April?", "what about in March?", "what did I do in March?"),
        ("how much did I spend last month?", "and in March?", "how much did I spend in March?"),
        ("我三月份做了什么", "四月份呢", "我四月份做了什么"),
        ("我4月去了哪里", "那5月呢", "我5月去了哪里"),
        ("我上个月花了多少钱", "那十二月呢", "我十二月花了多少钱"),
    ],
)
def test_a_follow_up_naming_another_day_asks_the_question_before_about_it(
    before: str, latest: str, asked: str
) -> None:
    assert turn_query(latest, [before]) == asked


def test_follow_ups_in_a_row_read_back_to_their_question() -> None:
    said = ["what's my phone number?", "and my wife's?"]
    assert turn_query("and my mom's?", said) == "what's my mom's phone number?"
    # an acknowledgement between them changes nothing
    assert turn_query("那我妈呢", ["我老婆在哪上班", "好的"]) == "我妈在哪上班"


@pytest.mark.parametrize(
    ("before", "latest"),
    [
        ("what should I cook tonight?", "how about Thai?"),  # a cuisine, not who cooks
        ("what should I cook tonight?", "what about the car?"),  # a thing
        ("where do I live?", "and tomorrow?"),  # no day asked before
        ("what should I cook tonight?", "and May?"),  # no month asked before
        ("我今天做了什么", "五月呢"),
        ("what did I do in April?", "and may I ask why?"),  # "may" the verb
        ("what do I have on May 3?", "and tomorrow?"),  # a date's month is no month asked
        ("我5月3号有什么安排", "明天呢"),
        ("这周五晚上我有空吗", "那晚上呢"),  # the same time
        ("what should I cook tonight?", "what about the kids?"),  # not the user's own
        ("what's my phone number?", "and mine?"),  # the same person: nothing else asked
        ("", "and my wife's?"),  # nothing before it
    ],
)
def test_a_follow_up_about_no_other_person_is_not_rewritten(before: str, latest: str) -> None:
    assert follow_up(latest, [before] if before else []) is None


T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)
FACTS = [
    "my phone number is 555-0101",
    "my wife's phone number is 555-0199",
    "my wife works as a nurse at St Mary's",
    "my wife's birthday is June 2",
    "my mom lives in Leeds",
    "my sister Anna lives in Lisbon",
    "我老婆在银行上班",
    "我妈在老家开了个小超市",
    "我儿子今年七岁",
    "我女儿今年四岁了",
]


@pytest.mark.parametrize(
    ("before", "latest", "answer"),
    [
        ("what's my phone number?", "and my wife's?", "555-0199"),
        ("where does my sister live?", "and my mom?", "Leeds"),
        ("我老婆在哪上班", "那我妈呢", "小超市"),
        ("我儿子几岁了", "那我女儿呢", "四岁"),
    ],
)
def test_the_follow_up_recalls_the_answer_first_with_the_bundled_model(
    engine_with_facts: Hindsight, before: str, latest: str, answer: str
) -> None:
    hits = engine_with_facts.recall(turn_query(latest, [before]), user_id="u", k=3, reinforce=False).hits
    assert answer in hits[0].record.text


@pytest.fixture(scope="module")
def engine_with_facts(tmp_path_factory: pytest.TempPathFactory) -> object:
    hs = Hindsight(
        Path(tmp_path_factory.mktemp("follow_up")) / "hs"
    )  # the bundled embedder and rule extractor
    for i, text in enumerate(FACTS):
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{i}"}],
            user_id="u",
            session_id=f"s{i}",
            occurred_at=T0 + timedelta(days=i),
        )
    yield hs
    hs.close()
