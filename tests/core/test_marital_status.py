"""The speaker's relationship status, said and said changed ("I'm single" -> "I got engaged to Sam!" -> "We got
married in June", 我还是单身 -> 我们订婚了 -> 我们上个月结婚了): one slot holding one word however it is said, each new
status superseding the one before (kept as history), and "Am I married?" / 我结婚了吗 bringing the current one first.
Someone else's, one talked about at another time ("when I got married"), or another sense of the word ("engaged in a
discussion", "a single room", 单身公寓) is no status of the speaker's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("I'm single.", "single"),
        ("I got engaged to Sam!", "engaged"),
        ("we're getting married in June", "engaged"),
        ("We got married in June.", "married"),
        ("I'm happily married with two kids", "married"),
        ("I'm divorced now", "divorced"),
        ("我还是单身", "single"),
        ("我是单身狗", "single"),
        ("我们订婚了！", "engaged"),
        ("我们上个月结婚了", "married"),
        ("我结婚三年了", "married"),
        ("我离婚了", "divorced"),
        # a wedding on a day ahead, as "we're getting married in June"
        ("我们下个月结婚", "engaged"),
        ("我们要结婚了！", "engaged"),
        ("我快结婚了", "engaged"),
        ("我们马上就要结婚了", "engaged"),
        ("我明年五月结婚", "engaged"),
        ("我们打算十月份办婚礼", "engaged"),
        ("我们6月18号结婚", "engaged"),
        # apart, married still
        ("We're getting divorced.", "separated"),
        ("I'm separated from my husband", "separated"),
        ("我们分居了", "separated"),
        ("我和老公在闹离婚", "separated"),
        ("I'm a widow", "widowed"),
        ("I'm a widower now", "widowed"),
        ("我丧偶", "widowed"),
        # said in a clause going on from the speaker's
        ("I'm 34, live in Leeds, married with two kids.", "married"),
        ("I'm 34 and single now", "single"),
        ("我今年34岁，在杭州上班，单身。", "single"),
    ],
)
def test_a_status_as_people_say_it_fills_one_slot(text: str, status: str) -> None:
    assert ("marital_status", status) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister got married",
        "when I got married I moved to Leeds",
        "if we get married",
        "we're engaged in a long discussion",
        "I did it single-handedly",
        "I booked a single room",
        "I'm not married",
        "I'm married to my job lol",
        "我哥结婚了",
        "我们要结婚了吗",
        "我哥要结婚了",
        "我结婚的时候",
        "等我结婚",
        "我们什么时候结婚",
        "如果我们明年结婚",
        "我们下个月结婚吗",
        "我姐下个月结婚",
        "我同学下个月结婚，我要去当伴娘",
        "my parents are getting divorced",
        "we're separating the laundry",
        "I'm separated from my group on the hike",
        "我朋友在闹离婚",
        "my mom is a widow",
        "当时我是单身",
        "我住单身公寓",
        "我姐姐34岁，单身",
        "My sister is 30, married with kids",
        "I'm in Leeds, single room booked",
    ],
)
def test_no_status_in_someone_elses_another_time_or_another_sense(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "marital_status"]


def test_a_question_about_ones_status_asks_the_slot() -> None:
    asked = ["Am I married?", "what's my relationship status", "我结婚了吗", "我还是单身吗"]
    assert [asked_slot(q) for q in asked] == ["marital_status"] * 4
    assert asked_slot("Is my sister married?") is None and asked_slot("我哥结婚了吗") is None


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (["I'm single.", "I got engaged to Sam!", "We got married in June."], "Am I married?"),
        (
            ["I'm single.", "I got engaged to Sam!", "We got married in June."],
            "what's my relationship status",
        ),
        (["我还是单身。", "我们订婚了！", "我们上个月结婚了。"], "我的婚姻状况"),
        (["我还是单身。", "我们下个月结婚！", "我们上个月结婚了。"], "我的婚姻状况"),
        (
            ["We got married in June.", "We're getting divorced.", "I got divorced last year."],
            "Am I married?",
        ),
    ],
)
def test_each_new_status_supersedes_the_one_before(
    tmp_path: Path, minilm, said: list[str], question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for i, text in enumerate(said):
            tell(hs, text, f"m{i}", 90 * i)
        by = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert by["m0"].superseded_by == by["m1"].id and by["m1"].superseded_by == by["m2"].id
        assert by["m2"].valid_to is None and by["m0"].valid_to is not None
        assert first(hs, question) == ["m2"]
