"""A code of the home said as the household's ("the gate code is 4417", "gate code is now 8820", "our new door code is
2211") is the user's code of that kind, so a new one supersedes it (history kept) and "what's the gate code?" finds the
current one; another code of the home (the garage's) or a code that is no one's home ("the error code is 404") changes
nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        ("the gate code is 4417", "they changed the gate code to 8820"),
        ("the gate code is 4417", "gate code is now 8820"),
        ("The door code is 1290.", "FYI the new door code is 2211"),
        ("the garage code is 3344 btw", "Our new garage code is 5150"),
        ("the lockbox code is 0912", "the lockbox code got changed to 7781"),
        ("门禁密码是1234", "门禁密码改成了2580"),
        ("大门密码是1234", "大门密码改成5678了"),
        ("门锁密码是0000", "门锁密码改成了112233"),
        # keyed with the keypad's # or *
        ("单元门密码1379#", "单元门密码改成2468#了"),
        ("单元门密码是1379", "单元门密码改成#2468了"),
        ("the gate code is 4417#", "gate code is now 8820#"),
    ],
)
def test_a_new_code_of_the_home_supersedes_the_old(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]
    (old,) = [r for r in hs.list_records(user_id="u", statuses=("active",)) if r.source_ids == ["m0"]]
    assert old.superseded_by is not None  # kept as history


@pytest.mark.parametrize(
    "said",
    [
        ("the gate code is 4417", "the garage code is 3344"),
        ("the gate code is 4417", "the error code is 404"),
        ("the gate code is 4417", "the zip code is 94110"),
        ("the gate code is 4417", "My neighbour's gate code is 1111"),
        ("大门密码是1234", "车库密码是2468"),
    ],
)
def test_another_code_leaves_the_home_code(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [True, True]


def test_the_gate_code_asked_is_the_current_one(real: Hindsight) -> None:
    real.retain(
        [{"role": "user", "content": "the gate code is 4417", "id": "m0"}], user_id="u", occurred_at=T0
    )
    real.retain(
        [{"role": "user", "content": "ugh they changed the gate code to 8820", "id": "m1"}],
        user_id="u",
        occurred_at=T0.replace(month=3),
    )
    hits = real.recall("what's the gate code?", user_id="u", reinforce=False).hits
    assert "8820" in hits[0].record.text
    assert [h.record.valid_to is not None for h in hits if "4417" in h.record.text] == [True]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("单元门密码1379#", ("单元门密码", "1379#")),
        ("门禁密码是#1379", ("门禁密码", "#1379")),
        ("大门密码是1234#，记一下", ("大门密码", "1234#")),
        ("the gate code is 4417#", ("gate_code", "4417#")),
        ("the door code is 1379# btw", ("door_code", "1379#")),
    ],
)
def test_a_code_keyed_with_its_sign_keeps_it(text: str, code: tuple[str, str]) -> None:
    assert own_slots(text) == [code]


@pytest.mark.parametrize("text", ["my rent is #2100", "我房租#3000", "鞋码42#"])
def test_a_keypad_sign_is_no_other_amount(text: str) -> None:
    assert own_slots(text) == []


def test_the_door_code_asked_in_chinese_is_the_current_one(real: Hindsight) -> None:
    assert still_held(real, "单元门密码1379#", "单元门密码改成2468#了") == [False, True]
    hits = real.recall("单元门密码是多少", user_id="u", reinforce=False, now=T0.replace(month=3)).hits
    assert hits[0].record.source_ids == ["m1"]
