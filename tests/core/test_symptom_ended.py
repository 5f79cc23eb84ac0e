"""A passing illness or symptom of the user's and its end ("I've had a cough for two weeks", then "the cough is
finally gone"; 我咳嗽两个礼拜了, then 咳嗽终于好了) filled no slot, so the end ended nothing and "what health problems do
I have?" answered the cough first, the end far below: a symptom is a value of ``symptom`` (several at once), named
one way in both languages, and its end ends that one alone, so the end comes first and the cough is history. Better
is no end; someone else's, a wish, a supposition and one said in the past tense fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I've had a cough for two weeks", "cough"),
        ("I've got a nasty cold", "cold"),
        ("my migraines are back", "migraine"),
        ("I've been coughing all week", "cough"),
        ("the cough is finally gone", "not cough"),
        ("I'm over the flu", "not flu"),
        ("my headache went away", "not headache"),
        ("I'm not coughing anymore", "not cough"),
        ("我咳嗽两个礼拜了", "cough"),
        ("我最近老失眠", "insomnia"),
        ("我偏头痛又犯了", "migraine"),
        ("咳嗽终于好了", "not cough"),
        ("感冒好了", "not cold"),
        ("烧退了", "not fever"),
        ("我不咳嗽了", "not cough"),
    ],
)
def test_a_symptom_and_its_end_fill_the_symptom_slot(text: str, value: str) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(text)] == [("symptom", value, None)]


@pytest.mark.parametrize(
    "text",
    [
        "my son has a cough",
        "My son had a cough. The cough is gone now",
        "I had a cold last month",
        "I hope the cough is gone by Monday",
        "if the fever is gone by Friday I'll go",
        "my cough is much better",
        "I have a cold brew every morning",
        "I have cold feet about the wedding",
        "我妈感冒了",
        "我儿子咳嗽好了",
        "失眠好多了，现在基本能睡七个小时",
        "如果感冒好了就去",
        "希望感冒快点好",
        # the pet's, the clause going on from it (老是 read as often since: the dog's cough was the speaker's)
        "我家泰迪豆豆12岁了 最近老是咳嗽 晚上尤其厉害",
        "我家猫叫咪咪，最近老是咳嗽",
    ],
)
def test_anothers_a_wished_a_past_or_a_better_symptom_fills_none(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "symptom"] == []


@pytest.mark.parametrize(
    ("onset", "end", "question"),
    [
        ("I've had a cough for two weeks", "the cough is finally gone", "what health problems do I have?"),
        ("I've had a cough for two weeks", "the cough is finally gone", "do I still have a cough?"),
        ("我咳嗽两个礼拜了", "咳嗽终于好了", "我还咳嗽吗"),
        ("我最近老失眠，一晚上只能睡三四个小时", "我的失眠好了", "我的失眠好了吗"),
    ],
)  # fmt: skip
def test_the_end_ends_the_symptom_and_comes_first(
    real: Hindsight, onset: str, end: str, question: str
) -> None:
    tell(real, "I was diagnosed with hypothyroidism last month", "diagnosis", 0)
    tell(real, onset, "onset", 5)
    tell(real, end, "end", 20)
    records = by_source(real)
    assert records["onset"].valid_to is not None and records["end"].valid_to is None
    assert records["diagnosis"].valid_to is None  # one symptom's end ends nothing else
    hits = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5).hits]
    assert hits.index("end") < hits.index("onset")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("失眠好几天了", "insomnia"),
        ("我失眠好久了", "insomnia"),
        ("这几天老是失眠", "insomnia"),
        ("昨晚又失眠了", "insomnia"),
        ("咳嗽好几天了", "cough"),
        ("I've been having trouble sleeping", "insomnia"),
        ("I've had trouble sleeping for a month", "insomnia"),
    ],
)
def test_a_symptom_said_by_how_long_or_how_often_fills_the_slot(text: str, value: str) -> None:
    """好几天 (quite a few days) is how long, not 好 (over): 失眠好几天了 filled nothing, 失眠好了 ends it."""
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(text)] == [("symptom", value, None)]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("失眠好了", ["not insomnia"]),
        ("my son has trouble sleeping", []),
        ("I had trouble sleeping last year", []),
    ],
)
def test_sleep_over_anothers_or_past_is_no_onset(text: str, values: list[str]) -> None:
    assert [m.value for m in find_attributes(text) if m.attribute == "symptom"] == values


@pytest.mark.parametrize(
    "text",
    [
        "I'm sleeping fine now",
        "finally I'm sleeping through the night again!!",
        "I've been sleeping great lately",
        "i'm sleeping normally again",
        "my sleep is back to normal",
    ],
)
def test_sleep_said_good_again_ends_insomnia(text: str) -> None:
    """Before, none of these read anything, and "I've had insomnia for months" stayed current."""
    assert [(m.attribute, m.value) for m in find_attributes(text)] == [("symptom", "not insomnia")]


@pytest.mark.parametrize(
    "text",
    [
        "my son is sleeping fine now",
        "I'm not sleeping well",
        "I hope I'm sleeping fine by next week",
        "if I'm sleeping well I'll come",
        "are you sleeping fine?",
        "I slept fine last night",
        "I wasn't sleeping well last year",
        "I'm sleeping over at Sam's tonight",
        "my wife's sleep is back to normal",
    ],
)
def test_no_end_of_insomnia_in_anothers_a_wished_or_a_nights_sleep(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "symptom"] == []


def test_sleeping_fine_ends_the_insomnia(hs: Hindsight) -> None:
    tell(hs, "I've had insomnia for months", "onset", 0)
    tell(hs, "I'm sleeping fine now", "end", 20)
    assert by_source(hs)["onset"].valid_to is not None


def test_sleep_trouble_said_by_how_long_ends_when_said_over(real: Hindsight) -> None:
    tell(real, "失眠好几天了，每天三点才睡着", "onset", 0)
    tell(real, "我现在不失眠了", "end", 10)
    records = by_source(real)
    assert records["onset"].valid_to is not None and records["end"].valid_to is None
