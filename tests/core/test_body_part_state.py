"""Asked how a part of their body is now ("how's my knee?", 我膝盖怎么样了), the user's newest word of it comes first:
an injury and its mending share only the part ("my left knee has been killing me since the run on Sunday", "the MRI
showed a torn meniscus in the knee", then "knee's much better, back to running"), so the injury ranked first as often
as the mending. A relative's part said later ("my dad's knee ...") is not the user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight

from .retain_helpers import tell

_EN = [
    (0, "my left knee has been killing me since the run on Sunday"),
    (3, "I sprained my right ankle at football, it's swollen"),
    (6, "the MRI showed a torn meniscus in the knee"),
    (10, "my A1c came back at 6.9, doc wants me on metformin"),
    (40, "ankle's fine now"),
    (60, "knee's much better, back to running"),
    (70, "my dad had his knee replaced, he's in a lot of pain"),
]
_ZH = [
    (0, "我膝盖疼了一个礼拜了，跑步跑的"),
    (3, "我脚踝扭了，肿得厉害"),
    (6, "核磁共振说膝盖半月板撕裂"),
    (40, "脚踝好了"),
    (60, "膝盖好多了，又开始跑步了"),
    (70, "我爸膝盖做了手术，现在还很疼"),
]


@pytest.mark.parametrize(
    ("said", "question", "newest"),
    [
        (_EN, "how's my knee?", "knee's much better, back to running"),
        (_EN, "is my ankle better?", "ankle's fine now"),
        (_ZH, "我膝盖怎么样了", "膝盖好多了，又开始跑步了"),
    ],
)
def test_the_newest_word_of_the_part_comes_first(
    real: Hindsight, said: list[tuple[int, str]], question: str, newest: str
) -> None:
    for n, (day, text) in enumerate(said):
        tell(real, text, f"m{n}", day)
    assert real.recall(question, user_id="u", k=5).hits[0].record.text.endswith(newest)
