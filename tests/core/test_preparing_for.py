"""An event trained or studied for ("I'm training for a half marathon in April", 我在备考雅思，目标7分) filled no slot,
so the event done ("I finished the half marathon! 1:52", 雅思考完了，6.5) ended nothing: months later the training
was still current (and 我的雅思考了多少 still has the score above the target it ends). Each event is one value of its own
(a race and an exam at once), held under one name ("a half", "the Boston half marathon"), ended when done or given
up; a training run, a practice test, a wish or someone else's training ends or fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes
from tests.core.retain_helpers import by_source, still_held, tell


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    "said",
    [
        ("I'm training for a half marathon in April", "I finished the half marathon! 1:52"),
        ("I'm training for the Boston marathon", "I dropped out of the marathon, knee injury"),
        ("I'm training for a half", "ran the Brighton half marathon yesterday"),
        ("I've been studying for the GRE", "took the GRE yesterday, 320"),
        ("I'm studying for the bar exam in July", "I passed the bar!"),
        ("我在备考雅思，目标7分", "雅思考完了，6.5"),
        ("我在为半马做训练", "我跑完半马了"),
        ("我在准备托福", "我不考托福了"),
        # the speaker left out, and the event's month or place said first
        ("training for a half marathon in April, so no late nights", "I finished the half marathon!"),
        ("我在准备四月的半马", "我跑完半马了"),
        ("我在备考下个月的雅思", "雅思考完了，6.5"),
    ],
)
def test_an_event_done_or_given_up_ends_the_training_for_it(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]


def test_another_event_and_a_training_run_end_nothing(hs: Hindsight) -> None:
    said = [
        "I'm training for a half marathon in April",
        "I'm studying for the GRE too",
        "I ran 10k this morning",
        "I did the GRE practice test, 310",
        "I finished the half marathon!",
    ]
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    assert [records[f"m{day}"].valid_to is None for day in (0, 1)] == [False, True]


def test_the_score_comes_before_the_target(hs: Hindsight) -> None:
    tell(hs, "我在备考雅思，目标7分", "m0", 0)
    tell(hs, "雅思考完了，6.5", "m1", 50)
    assert hs.recall("我的雅思考了多少", user_id="u", k=3).hits[0].record.source_ids == ["m1"]


@pytest.mark.parametrize(
    "text",
    [
        "my wife is training for a marathon",
        "I want to run a marathon someday",
        "I finished the first half of the book",
        "I finished my marathon training plan",
        "I took the bus to the marathon",
        "我女朋友在备考雅思",
        "我想考雅思",
        "Training for a marathon takes months.",
        "If training for a marathon, how many km a week is enough?",
        "我在准备我儿子的雅思",
        "我在准备女儿的托福",
        "我在准备老婆的生日",
        "我妈在准备半马",
    ],
)
def test_a_wish_a_part_or_anothers_fills_none(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "preparing_for"] == []
