"""An eating plan one is on for a while ("I'm doing keto right now", "I've been doing intermittent fasting for 3
weeks", 我最近在吃生酮) filled no slot, so its end ("I'm not doing the keto thing anymore", "I quit keto", 我不吃生酮了,
read as a medication stopped) ended nothing: the plan given up stayed current beside its end. A plan is one value
at a time, held beside a diet: ending keto leaves "I'm vegetarian" current, and a plan only thought of or someone
else's fills none."""

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
        ("I'm doing keto right now", "I'm not doing the keto thing anymore"),
        ("I'm on the keto diet", "I quit keto, too hard"),
        ("I've been doing intermittent fasting for 3 weeks", "I'm no longer doing intermittent fasting"),
        ("I started keto last month", "I'm off keto now"),
        ("I'm on keto", "I started intermittent fasting"),
        ("我最近在吃生酮", "我不吃生酮了，太难坚持了"),
        ("我在轻断食", "我放弃轻断食了"),
        # the hours said before 轻断食
        ("我在做168轻断食", "我不做168轻断食了"),
        ("我开始16:8轻断食了", "我放弃轻断食了"),
        # said of the plan: it did not work, it was not for one
        ("I'm doing keto right now", "keto didn't work, back to normal"),
        ("I started intermittent fasting last month", "Honestly intermittent fasting wasn't for me."),
    ],
)
def test_an_eating_plan_ended_or_changed_is_no_longer_current(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]


def test_an_eating_plan_ended_leaves_the_diet(hs: Hindsight) -> None:
    for day, text in enumerate(["I'm vegetarian", "I'm doing keto right now", "I'm not doing keto anymore"]):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    assert [records[f"m{day}"].valid_to is None for day in range(3)] == [True, False, True]


@pytest.mark.parametrize(
    "text",
    [
        "I'm thinking about doing keto",
        "should I try keto?",
        "my wife is on keto",
        "If I'm on keto can I eat this?",
        "I'm not doing keto for the holidays",
        "我想试试生酮",
        "我老婆在吃生酮",
        "我朋友在做168轻断食",
        "我想试试168轻断食",
        "keto doesn't work for everyone",
        "keto didn't work for my wife",
        "my wife said keto didn't work",
        "If keto didn't work what should I try?",
    ],
)
def test_a_plan_only_thought_of_or_anothers_fills_none(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute.startswith(("diet", "dose"))] == []
