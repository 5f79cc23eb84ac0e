"""Asked the name of one's pet ("what's my dog's name?", 我家狗叫什么名字, 我家狗狗叫啥), the current record holding that
pet's name comes first: not a record naming the cats beside it (我家有两只猫，一只叫咪咪，一只叫花花), nor a friend's dog.
Asked anything else of it by its kind ("what is my dog allergic to?", 我家狗对什么过敏), the record saying it by the pet's
name ("Biscuit is allergic to chicken") comes before the one naming the pet."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        (
            ("我家有两只猫，一只叫咪咪，一只叫花花", "我们刚领养了一只小狗，叫饼干"),
            "我家狗叫什么名字",
            "饼干",
        ),
        (("我家有两只猫，一只叫咪咪，一只叫花花", "我们刚领养了一只小狗，叫饼干"), "我家狗狗叫啥", "饼干"),
        (("我家猫叫咪咪", "我朋友家的狗叫豆豆", "我家狗叫旺财，特别能吃"), "我家狗叫什么", "旺财"),
        (
            ("We have two cats, Miso and Tofu.", "we adopted a puppy, her name is Biscuit"),
            "what's my dog's name?",
            "Biscuit",
        ),
        (
            ("my sister's dog is called Rex", "our dog is named Max", "the vet is Dr. Alvarez"),
            "what's my dog's name?",
            "Max",
        ),
    ],
)
def test_a_pets_name_asked_is_its_current_record(
    real: Hindsight, said: tuple[str, ...], asked: str, answer: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(asked, user_id="u", reinforce=False).hits
    assert answer in hits[0].record.text, [h.record.text for h in hits[:3]]


_BISCUIT = (
    "we adopted a puppy, her name is Biscuit",
    "Biscuit is allergic to chicken",
    "Biscuit eats salmon kibble",
)
_FANTUAN = ("我们刚领养了一只小狗，叫饭团", "饭团对鸡肉过敏", "饭团每天吃三文鱼狗粮")


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        (_BISCUIT, "what is my dog allergic to?", "chicken"),
        (_BISCUIT, "what does my dog eat?", "salmon kibble"),
        (_FANTUAN, "我家狗对什么过敏", "鸡肉"),
        (_FANTUAN, "我家狗狗每天吃什么", "狗粮"),
    ],
)
def test_a_pets_fact_asked_by_its_kind_is_said_by_its_name(
    real: Hindsight, said: tuple[str, ...], asked: str, answer: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(asked, user_id="u", reinforce=False).hits
    assert answer in hits[0].record.text, [h.record.text for h in hits[:3]]
