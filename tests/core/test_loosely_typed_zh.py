"""A Chinese question typed loosely, as chat types it (我住那来着 for 我住哪来着, 我老婆叫撒 for 叫啥, 叫神马 for 叫什么), asks what
the question written out asks: read as typed, 我住那来着 asked no slot and its 住那 found 上次去莫干山我住那家民宿 above
我住在浦东张江, and 我老婆叫撒 asked for no wife."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.text import as_asked
from tests.core.retain_helpers import first_answer


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("我住在浦东张江，离公司近", "上次去莫干山我住那家民宿，挺好的"), "我住那来着"),
        (("我老婆叫林静，她是小学老师", "我老婆问那家店的老板叫撒来着"), "我老婆叫撒"),
        (("我老婆叫林静，她是小学老师", "那家店的老板叫撒来着我忘了"), "我老婆叫神马名字"),
    ],
)
def test_a_loosely_typed_question_finds_what_it_asks(
    real: Hindsight, said: tuple[str, str], asked: str
) -> None:
    first, texts = first_answer(real, said, asked)
    assert first == ["m0"], texts


@pytest.mark.parametrize(
    ("asked", "slot"),
    [
        ("我住那来着", "lives_in"),
        ("我在那上班来着？", "works_at"),
        ("我老婆叫撒", "wife"),
        ("我也在那上班", None),
    ],
)
def test_the_slot_a_loosely_typed_question_asks(asked: str, slot: str | None) -> None:
    assert asked_slot(asked) == slot


def test_words_that_only_look_loose_are_kept() -> None:
    assert as_asked("别撒谎") == "别撒谎"
    assert as_asked("我撒了点盐") == "我撒了点盐"
    assert as_asked("他在那上班") == "他在那上班"
