"""我是 in Chinese chat often says no thing the speaker is: how, with whom, why or when something was done, with 是…的
(我是坐高铁来的, 我是跟朋友一起来的, 我是被老板逼疯的, 我是来问问题的, 我是第一次来北京), how one means it (我是认真的,
我是开玩笑的, 我是故意的), or a joke at the assistant (我是你爸爸, 我是你老板). Before, each was something the user is
(is_a = 坐高铁来, 被老板逼疯, 你爸爸), and 我是你老板 and the meme 我是打工人 ("I'm a worker bee") a job that superseded
the one the user had told. What one is (我是会计, 我是骑手, 我是同济的, 我是上海人, 我是社恐) is read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        "我是坐高铁来的",
        "我是跟朋友一起来的",
        "我是被朋友拉来的",
        "我是被老板逼疯的",
        "我是为了孩子才忍着的",
        "我是专门来找你的",
        "我是来问问题的",
        "我是听朋友说的",
        "我是第一次来北京",
        "我是自己开车来的",
        "我是认真的",
        "我是开玩笑的",
        "我是故意的",
        "我是无所谓的",
        "我是随便说说",
        "我是你爸爸 哈哈开玩笑的",
        "我是你的粉丝",
        "我是您的用户",
        "我是你老板",
    ],
)
def test_what_is_no_thing_one_is_fills_nothing(said: str) -> None:
    assert own_slots(said) == []


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("我是会计", [("job", "会计")]),
        ("我是骑手", [("job", "骑手")]),
        ("我是工人", [("job", "工人")]),
        ("我是一名护士", [("job", "护士")]),
        ("我是同济的", [("is_a", "同济")]),
        ("我是上海人", [("is_a", "上海人")]),
        ("我是社恐", [("is_a", "社恐")]),
        ("我是自己人", [("is_a", "自己人")]),
        ("我是听众", [("is_a", "听众")]),
        ("我是打工人", [("is_a", "打工人")]),
    ],
)
def test_what_one_is_is_read_as_before(said: str, slots: list[tuple[str, str]]) -> None:
    assert own_slots(said) == slots


@pytest.mark.parametrize("joke", ["我是你老板 哈哈", "我是打工人"])
def test_a_joke_or_a_meme_leaves_the_job_told(hs: Hindsight, joke: str) -> None:
    tell(hs, "我是程序员", "m1", 0)
    tell(hs, joke, "m2", 30)
    records = by_source(hs)
    assert (records["m1"].attributes["value"], records["m1"].valid_to) == ("程序员", None)
    assert records["m2"].attributes.get("attribute") != "job"


@pytest.mark.parametrize("said", ["我是前同事介绍来的", "我是朋友推荐过来的", "我是表姐带来的"])
def test_who_brought_one_is_no_thing_one_is(said: str) -> None:
    assert own_slots(said) == []


@pytest.mark.parametrize(("said", "kind"), [("我是个打工人罢了😂", "打工人"), ("我是个普通人而已", "普通人")])
def test_merely_is_no_part_of_what_one_is(said: str, kind: str) -> None:
    assert own_slots(said) == [("is_a", kind)]
