"""A job said in Cantonese is the job, as in Mandarin: 我係護士嚟㗎 / 我系老师嚟嘅 (嚟㗎, 嚟嘅: "that's what I am") is a
nurse / a teacher, 我做緊會計 (緊: doing now) an accountant, 我系的士司機 a taxi driver. Before, the endings were read
into the value (is_a 护士来㗎, 老师来), 緊 into the job (紧会计) and 的士司機 not at all (its 的 cut it)."""

from __future__ import annotations

import pytest

from hindsight_core.cjk import from_cantonese, to_simplified
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我係護士嚟㗎", "护士"),
        ("我系老师嚟嘅", "老师"),
        ("我係會計師嚟架", "会计师"),
        ("我係護士㗎", "护士"),
        ("我做緊會計", "会计"),
        ("我喺醫院做緊護士", "护士"),
        ("我系的士司機", "的士司机"),
        ("我係的士司機嚟㗎", "的士司机"),
        ("我是出租车司机", "出租车司机"),
    ],
)
def test_a_job_said_in_cantonese_is_the_job(text: str, job: str) -> None:
    found = own_slots(text)
    assert ("job", job) in found
    assert not [s for s in found if s[0] in ("is_a", "job") and s != ("job", job)]


@pytest.mark.parametrize(
    "text",
    [
        "佢琴日嚟咗",  # he came yesterday: 嚟 a coming
        "我聽日嚟",
        "你幾時嚟呀",
        "我做緊嘢 等陣再講",  # busy now: no job
        "做緊急處理",
        "我坐的士返屋企",  # took a taxi home
        "的士司機好好人",  # the taxi driver was nice
        "我老豆係的士司機",  # the father's
    ],
)
def test_no_job_of_ones_own_where_none_is_said(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


def test_the_fathers_taxi_is_his() -> None:
    assert ("job", "的士司机") in slots("我老豆係的士司機")


@pytest.mark.parametrize(
    ("text", "read"),
    [("佢聽日嚟", "他明天来"), ("我係護士嚟㗎", "我是护士啊啊"), ("做緊急處理", "做紧急处理")],
)
def test_a_coming_stays_a_coming(text: str, read: str) -> None:
    assert from_cantonese(to_simplified(text)) == read
