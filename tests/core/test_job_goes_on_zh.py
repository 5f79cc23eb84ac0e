"""A job said in Chinese where it is done, the speaker left out, going on from their own clause: 我叫林晓，在杭州一家做
跨境电商的公司做运营 stored the name only (the job's rule wanted 我 before 在), so "what do I do?" had no job to answer
from, and a self-introduction, the commonest way a new user says what they do, lost it."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def all_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text))]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我叫林晓，在杭州一家做跨境电商的公司做运营", "运营"),
        ("我住在苏州 在一家医院当护士", "护士"),
        ("我叫王磊，现在在一家外企当会计", "会计"),
        ("我是90后，在深圳一家创业公司干了三年的产品经理", "产品经理"),
    ],
)
def test_a_job_going_on_from_the_speakers_clause_is_theirs(text: str, job: str) -> None:
    assert (None, "job", job) in all_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我以前住在北京，在百度当程序员",  # a time gone goes on
        "我想搬到杭州，在阿里当运营",  # a wish goes on
        "小李是我同事，在腾讯当产品经理",  # someone else's
        "我叫王磊，在家做饭",  # no occupation
        "我住在上海，在梦里当老板",  # no real place
    ],
)
def test_no_job_of_the_speakers_where_the_clause_is_not_theirs_now(text: str) -> None:
    assert not [s for s in all_slots(text) if s[1] == "job" and s[0] is None]


def test_a_relatives_clause_going_on_stays_the_relatives() -> None:
    assert (("姐姐", "job", "护士")) in all_slots("我姐姐住在台北，在医院当护士")
    assert not [s for s in all_slots("我姐姐住在台北，在医院当护士") if s[1] == "job" and s[0] is None]
