"""One's partner said to be one's spouse now ("I'm dating Jake." then "my boyfriend is now my husband", 我女朋友叫小雨 then
我女朋友现在是我老婆了) is the wife or husband, named by the partner's name, as "my husband's name is Jake" would be.
Before, such words filled nothing. Someone else's, one to come or a question fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.partner_married import spouse_now
from tests.core.retain_helpers import tell


def spouses(hs: Hindsight) -> list[tuple[str, str]]:
    return sorted(
        (str(r.attributes["attribute"]), str(r.attributes["value"]))
        for r in hs.list_records(user_id="u")
        if r.attributes.get("attribute") in ("wife", "husband")
    )


@pytest.mark.parametrize(
    ("said", "spouse"),
    [
        (("I'm dating Jake.", "my boyfriend is now my husband!"), [("husband", "jake")]),
        (("我女朋友叫小雨", "我女朋友现在是我老婆了"), [("wife", "小雨")]),
        (("我男朋友叫阿杰", "哈哈，男朋友变成老公了"), [("husband", "阿杰")]),
        # none
        (("我女朋友叫小雨", "我女朋友明年就是我老婆了"), []),
        (("我女朋友叫小雨", "我哥的女朋友现在是我嫂子了"), []),
        (("I'm dating Jake.", "my friend's girlfriend is now his wife"), []),
        (("my boyfriend is now my husband",), []),
    ],
)
def test_a_partner_now_a_spouse_is_the_spouse(
    real: Hindsight, said: tuple[str, ...], spouse: list[tuple[str, str]]
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    assert [(attribute, value.lower()) for attribute, value in spouses(real)] == spouse


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("我对象已经是我老公了", "husband"),
        ("my girlfriend is now my wife", "wife"),
        ("我女朋友现在是我老婆了吗", None),
    ],
)
def test_the_spouse_is_read_only_of_ones_own_partner_now(text: str, spouse: str | None) -> None:
    assert spouse_now(text) == spouse
