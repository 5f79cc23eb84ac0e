"""A child called by a doubled name, as Chinese families call their children (乐乐, 朵朵, 豆豆): 我儿子乐乐今年六岁 then
乐乐7岁了 filled no age of 乐乐's (a doubled name was no name to the rules, which read 小明, 王芳 and 老张), so the older
age stayed current and 我儿子几岁了 could answer it; 乐乐的生日是3月2号 and 点点搬到上海了 named no one. A doubled name
opening its clause is the person's (not a doubled word: 天天住在公司, 我儿子天天玩游戏, 宝宝, 妈妈)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("乐乐今年9岁了", ("age", "9", "乐乐")),
        ("我女儿朵朵三岁了，在上幼儿园小班。", ("age", "3", "朵朵")),
        ("豆豆的生日是5月20号", ("birthday", "5月20号", "豆豆")),
        ("点点搬到上海了", ("lives_in", "上海", "点点")),
    ],
)
def test_a_doubled_name_is_the_childs(text: str, slot: tuple[str, str, str]) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(statements(text))] == [slot]


@pytest.mark.parametrize("text", ["天天住在公司", "我儿子天天玩游戏", "哈哈今年30岁了", "刚刚搬到北京了"])
def test_a_doubled_word_is_no_name(text: str) -> None:
    assert [m for m in find_attributes(statements(text)) if m.owner is not None] == []


def test_a_childs_new_age_by_a_doubled_name_supersedes_theirs(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我儿子乐乐今年六岁，刚上一年级", "m0", 0)
        tell(hs, "我女儿朵朵三岁了", "m1", 10)
        tell(hs, "今天加班到十点", "m2", 200)
        tell(hs, "乐乐7岁了，长高了好多", "m3", 365)
        records = by_source(hs)
        assert records["m0"].superseded_by == records["m3"].id and records["m1"].valid_to is None
        assert first(hs, "我儿子几岁了") == ["m3"]
