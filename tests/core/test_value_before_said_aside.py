"""Asked for the value before ("我以前住在哪", "where did I live before?") when the current value's record says more
than the value: "我搬到上海了，住在徐汇区" holds 上海 in its first clause and 住 in its second. The slot's name said in
the question's language (住 of lives_in, 工作 of works_at) is the slot's, so the value it replaced is placed beside it,
first; before, only the English name counted ("lives in"), and a Chinese question matched the other clause alone:
杭州 was not recalled at all once maintenance had archived it."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import utcnow
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("before", "after", "asked", "old"),
    [
        ("我住在杭州，在西湖区租的房子", "我搬到上海了，住在徐汇区", "我以前住在哪", "杭州"),
        ("我在阿里巴巴工作", "我换工作了，现在在字节跳动上班，工作挺忙的", "我以前在哪工作", "阿里巴巴"),
    ],
)
def test_the_value_before_comes_first_beside_a_record_saying_more(
    real: Hindsight, before: str, after: str, asked: str, old: str
) -> None:
    tell(real, before, "m1", 0)
    tell(real, after, "m2", 150)
    now = utcnow() + timedelta(days=300)  # (fading counts from when a record was written)
    real.maintain(user_id="u", now=now)  # the replaced value has faded: archived, history
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=now).hits
    assert old in hits[0].record.text
