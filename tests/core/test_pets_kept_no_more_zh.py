"""Pets said kept no more (我现在不养猫了) after two of the kind (我养了两只猫, then 我家猫叫咪咪) ended neither: the loss
named no pet, and with two cats which one was lost was not said, so 咪咪 and the count of two stayed current. Kept no
more is every pet of the kind: each named one goes to history and so does their count. A death with two cats
(我家猫去年走了) still names no one of them, and someone else's (我朋友不养猫了) ends none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


def current(hs: Hindsight) -> list[tuple[str, str]]:
    return sorted(
        (str(r.attributes["attribute"]), str(r.attributes["value"]))
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") in ("cat", "cats_count") and r.valid_to is None
    )


@pytest.mark.parametrize(
    ("said", "left"),
    [
        (("我养了两只猫", "我家猫叫咪咪", "我现在不养猫了"), []),
        (("我养了两只猫，一只叫咪咪，一只叫花花", "我已经不再养猫了"), []),
        # a death names no one of two, someone else's ends none
        (("我养了两只猫", "我家猫叫咪咪", "我家猫去年走了"), [("cat", "咪咪"), ("cats_count", "2")]),
        (("我养了两只猫", "我家猫叫咪咪", "我朋友不养猫了"), [("cat", "咪咪"), ("cats_count", "2")]),
    ],
)
def test_pets_kept_no_more_end_every_one_of_the_kind(
    hs: Hindsight, said: tuple[str, ...], left: list[tuple[str, str]]
) -> None:
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day * 10)
    assert current(hs) == left
