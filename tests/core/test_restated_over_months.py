"""The same fact told again over months in the user's everyday variations is one memory (its occurrences, every
source, the last time it was said); facts that only look alike stay apart."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, tell


def told(hs: Hindsight, texts: list[str], *, every_days: int = 20) -> list:
    """Each text in a conversation of its own, ``every_days`` apart; the user's records after."""
    for i, text in enumerate(texts):
        tell(hs, text, f"m{i}", every_days * i)
    return hs.list_records(user_id="u", statuses=ALL_STATUSES)


@pytest.mark.parametrize(
    "variants",
    [
        # a contraction said in full the next time ("i'm" was a content word of its own)
        ["I'm allergic to penicillin.", "I am allergic to penicillin!", "I'm allergic to penicillin"],
        ["We're vegetarian.", "We are vegetarian.", "we're vegetarian"],
    ],
)
def test_a_fact_said_again_in_other_everyday_forms_is_one_memory(
    real: Hindsight, variants: list[str]
) -> None:
    said = [variants[i % len(variants)] for i in range(10)]
    (record,) = told(real, said)
    assert record.occurrences == 10
    assert record.source_ids == [f"m{i}" for i in range(10)]
    assert record.restated_at is not None and record.occurred_at == T0 + timedelta(days=180)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("I have a meeting with Priya on Monday at 10am.", "I have a meeting with Priya on Monday at 3pm."),
        ("I have a meeting with Priya on March 9.", "I have a meeting with Priya on March 16."),
        ("Meeting with the design team on Friday.", "Meeting with the sales team on Friday."),
        ("My home address is 12 Rue de la Paix, Lyon.", "My work address is 40 Avenue Foch, Lyon."),
        ("My daughter's name is Emma.", "My niece's name is Emma."),
        ("My son Leo is 7 years old.", "My son Max is 7 years old."),
        ("I have two kids, Leo and Emma.", "I have two cats, Leo and Emma."),
        ("My wife's birthday is March 3.", "My mother's birthday is March 3."),
        ("Rose is my manager.", "My manager gave me a rose."),
        ("我女儿叫小雨。", "我侄女叫小雨。"),
        ("我周一下午开会。", "我周三下午开会。"),
        ("我家地址是朝阳区建国路88号。", "我公司地址是朝阳区建国路99号。"),
    ],
)
def test_facts_that_only_look_alike_are_never_merged(real: Hindsight, first: str, second: str) -> None:
    records = told(real, [first, second])
    assert all(len(r.source_ids) == 1 for r in records) and len({r.source_ids[0] for r in records}) == 2
