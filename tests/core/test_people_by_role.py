"""A person named by the role they have for the speaker, said the colloquial Chinese way without 的 (我老板是李强, 我们
经理叫Priya, 我老婆是王芳), fills the role's slot as 我的老板是李强 does: a later name supersedes it and a forget of the
role takes it. What 是 says of a role is as often a description or a question (我老板是个好人, 我老板是不是生气了),
and 叫 as often calls someone (我老板叫我加班): those name no one."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.extraction.slot_names import slot_named
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("我老板是李强", "boss", "李强"),
        ("我老板叫王明", "boss", "王明"),
        ("我们老板是张伟", "boss", "张伟"),
        ("我们的老板是张伟", "boss", "张伟"),
        ("我老板现在是王明，人很好", "boss", "王明"),
        ("我老板是王总", "boss", "王总"),
        ("我老板是老王", "boss", "老王"),
        ("我老板是欧阳娜娜", "boss", "欧阳娜娜"),
        ("我经理叫Priya", "manager", "Priya"),
        ("我们经理是Priya Shah", "manager", "Priya Shah"),
        ("我男朋友是李明", "partner", "李明"),
        ("我女朋友叫小雨", "partner", "小雨"),
        ("我老婆是王芳", "wife", "王芳"),
        ("我的老婆是王芳", "wife", "王芳"),  # the slot "my wife is" fills, whichever word is said for her
        ("我老公叫张伟", "husband", "张伟"),
        ("我室友叫小王", "roommate", "小王"),
        ("我房东是王阿姨", "landlord", "王阿姨"),
        ("我导师是李教授", "mentor", "李教授"),
        ("我们老师叫陈静", "teacher", "陈静"),
    ],
)
def test_a_person_named_by_role_without_de(text: str, slot: str, name: str) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text)] == [(slot, name)]


@pytest.mark.parametrize(
    "text",
    [
        # a description of the person, not their name
        "我老板是个好人",
        "我老板是四川人",
        "我老板是韩国人",
        "我老板是从北京来的",
        "我老板是女的",
        "我老板是做外贸的",
        "我老板是我大学同学",
        "我老板是老外",
        "我老板是新来的",
        "我老板是刚换的",
        "我老板是高手",
        "我老板是单身",
        "我老板是董事长",
        "我老板是白领",
        "我女朋友是护士",
        "我女朋友是学医的",
        "我老婆是老师",
        "我老婆是金牛座",
        "我老公是程序员",
        "我老公是高中老师",
        # a question, or a name said of someone else
        "我老板是不是生气了",
        "我老板是谁你知道吗",
        "我老板是李强吗",
        "我老板是李强还是王明来着",
        "我老板叫什么来着",
        "我老板是李强的哥哥",
        "我老板也是李强的朋友",
        # 叫 calling someone or something
        "我老板叫我加班",
        "我们老板叫我们周末加班",
        "我女朋友叫我早点回家",
        "我女朋友叫外卖了",
        "我男朋友叫什么来着",
        # someone else's boss, or a boss's relative
        "我哥老板是李强",
        "她老板是李强",
        "我朋友老板是李强",
        "我老婆的妈妈叫刘梅",
    ],
)
def test_no_name_in_what_is_said_of_a_role(text: str) -> None:
    # (what they are is their job: 我老公是程序员)
    assert [m for m in find_attributes(text) if m.attribute != "job"] == []


def test_a_boss_named_without_de_is_superseded_by_the_next_and_forgotten_by_role(hs: Hindsight) -> None:
    tell(hs, "我老板是李强", "a", 0)
    tell(hs, "我喜欢喝乌龙茶", "tea", 1)
    tell(hs, "我们老板现在是王明了", "b", 2)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["a"].attributes["value"] == "李强" and records["a"].superseded_by == records["b"].id
    assert records["b"].valid_to is None
    assert len(hs.forget(query="忘记我的老板", user_id="u")) == 2
    assert [r.source_ids for r in hs.list_records(user_id="u")] == [["tea"]]


def test_a_description_of_the_boss_leaves_the_boss_current(hs: Hindsight) -> None:
    tell(hs, "我老板是李强", "a", 0)
    tell(hs, "我老板是个好人", "b", 1)
    tell(hs, "我老板是不是生气了？", "c", 2)
    assert all(r.valid_to is None for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))


@pytest.mark.parametrize(
    ("request_", "slot"),
    [
        ("忘掉我老婆", "wife"),
        ("别记我老公了", "husband"),
        # something of theirs, not who they are
        ("忘掉我老婆上班的地方", None),
        ("忘掉我老板电话", None),
    ],
)
def test_a_spouse_is_forgotten_by_the_word_said_for_them(request_: str, slot: str | None) -> None:
    assert slot_named(request_) == slot
