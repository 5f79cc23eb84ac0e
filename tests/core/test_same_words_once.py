"""A habit said in the same words on many days ("gym again this morning", 今天又喝了一杯冰美式) is a memory per day,
since the day it names differs (an event each day, by design); recalled, the copies filled every place: "how often
do I go to the gym?" got five lines of "gym again this morning" and not "I stopped going to the gym, I swim now
instead". The same words of the same speaker are recalled once, at the best copy's place, unless the question
names a time: then each day's copy is what it asks for."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell

DAYS = (0, 3, 7, 10, 14, 17, 21)


@pytest.mark.parametrize(
    ("habit", "other", "asked"),
    [
        (
            "gym again this morning",
            "I stopped going to the gym, I swim now instead.",
            "how often do I go to the gym?",
        ),
        ("今天又去健身房了", "健身房的年卡到期了，我不打算续了", "我多久去一次健身房"),
    ],
)
def test_the_same_words_said_on_many_days_take_one_place(
    real: Hindsight, habit: str, other: str, asked: str
) -> None:
    for n, day in enumerate(DAYS):
        tell(real, habit, f"m{n}", day)
    tell(real, other, "last", 30)
    records = [r for r in real.list_records(user_id="u") if habit in r.text]
    assert len(records) == len(DAYS)  # a memory per day, as stored
    texts = [h.record.text for h in real.recall(asked, user_id="u", k=4, reinforce=False).hits]
    assert len(texts) == len(set(texts))
    assert any(other in t for t in texts)


def test_a_question_naming_a_time_keeps_each_days_copy(real: Hindsight) -> None:
    for n, day in enumerate(DAYS[:3]):
        tell(real, "gym again this morning", f"m{n}", day)
    now = T0.replace(day=T0.day + 10)
    hits = real.recall("what did I do last week?", user_id="u", k=5, reinforce=False, now=now).hits
    assert {"m0", "m1"} <= {h.record.source_ids[0] for h in hits}  # the two days of last week
