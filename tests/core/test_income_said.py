"""What one earns, said the ways people say it in chat ("I got a raise, now making 110k", "my salary's 95k", "my
take-home is 5,200 a month", 我每个月工资两万五, 我税后月薪两万, 我的月收入是两万, 我一个月到手两万), fills the
income slot, so a raise said so supersedes the pay said before and "how much do I make?" answers the newer; someone
else's pay, a wish, a past year or a condition fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I got a raise, now making 110k", "110k"),
        ("got a raise, now at 110k", "110k"),
        # the pay said in the sentence after the raise
        ("just got a raise! I'm at 110k now", "110k"),
        ("Got promoted!! salary is 120k now", "120k"),
        ("Got a raise today. It's 105k now", "105k"),
        ("my salary's 95k", "95k"),
        ("my salary's like 95k before tax", "95k"),
        ("i make like 95k/yr", "95k"),
        ("My take-home is about 5,200 a month", "5,200"),
        ("my take-home pay is $5,200 a month", "$5,200"),
        # "take home" said with a space, and the pay said gross or net
        ("my take home pay is about 4,800 a month", "4,800"),
        ("my take home is 3.2k", "3.2k"),
        ("my net pay is 3,900 a month", "3,900"),
        ("my gross salary is 85k", "85k"),
        ("我每个月工资两万五", "两万五"),
        ("我一个月工资才八千", "八千"),
        ("我税后月薪两万", "两万"),
        ("我年收入四十万", "四十万"),
        ("我的月收入是两万", "两万"),
        ("我一个月到手两万", "两万"),
        # said roughly, its 多 or 出头 kept (两万多 was read as 两万, 三十多万 as nothing)
        ("我月薪两万多", "两万多"),
        ("我一个月挣八千多", "八千多"),
        ("我年薪三十多万", "三十多万"),
        ("我月薪一万出头", "一万出头"),
        ("我月薪1万多", "1万多"),
        # take-home said after 工资 (我工资到手九千出头 filled nothing)
        ("我工资到手九千出头", "九千出头"),
        ("我工资到手一万二", "一万二"),
        ("我工资一个月到手八千", "八千"),
    ],
)
def test_pay_said_in_chat_fills_income(text: str, value: str) -> None:
    assert ("income", value) in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my husband makes 120k",
        "my wife's salary is 130k",
        "I want to make 150k someday",
        "if I make 100k next year I'll buy a house",
        "I used to make 70k at my old job",
        "I got a raise of 3k",
        "got a raise! I'm at 10k steps a day too",
        "got a raise! 50k followers on tiktok too lol",
        "my brother got promoted. he's at 150k",
        "我老公每个月工资三万",
        "我男朋友月薪两万多",
        "我老公工资到手两万",
        "如果工资到手一万就好了",
        "如果跳槽月薪能有两万多",
        "他每个月工资两万",
        "我同事月薪四万，比我高多了",
        "如果我月薪三万就好了",
        "我以前月薪一万五",
        "这个岗位月薪三万",
        "我每个月存五千",
    ],
)
def test_no_pay_of_the_speakers_own_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "income"] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("I make about 95k a year", "I got a raise, now making 110k", "how much do I make?"),
        ("I make about 95k a year", "just got a raise! I'm at 110k now", "how much do I make?"),
        ("My salary is 95k.", "got a promotion, my salary's 120k", "what's my salary?"),
        ("我月薪两万", "我每个月工资两万五", "我现在工资多少"),
        ("我月薪两万", "我的月收入是两万五", "我现在收入多少"),
        ("我年薪三十万", "我税后月薪两万五", "我现在工资多少"),
    ],
)
def test_a_raise_said_in_chat_supersedes_the_pay_before(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    tell(hs, old, "a", 0)
    tell(hs, new, "b", 60)
    records = by_source(hs)
    assert records["a"].valid_to is not None and records["b"].valid_to is None
    assert first(hs, question) == ["b"]
    assert len(hs.list_records(user_id="u", statuses=ALL_STATUSES)) == 2  # the pay before kept as history


@pytest.mark.parametrize(
    "text", ["去年我月薪两万", "前年我月薪一万二", "上个月我工资才八千，这个月好多了", "去年我的月薪是两万"]
)
def test_pay_of_a_year_gone_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("income", "月薪")] == [], slots(text)


def test_pay_of_last_year_leaves_the_pay_now_current(hs: Hindsight) -> None:
    # 去年我月薪两万 filled income: said after 我月薪三万, last year's pay became the current one
    tell(hs, "我月薪三万", "now", 0)
    tell(hs, "去年我月薪两万，今年涨了不少", "before", 10)
    records = by_source(hs)
    assert records["now"].valid_to is None and records["now"].superseded_by is None
    assert first(hs, "我现在工资多少") == ["now"]
