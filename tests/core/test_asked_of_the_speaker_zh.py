"""What someone asks or tells the speaker to do, said in Chinese (我妈让我住在她那边, 我爸非要我在老家上班, 她劝我搬去深圳),
is a request, not where the speaker lives or works; and 住在她那边 (at someone's) is no place. Before, the clause after
让我 was read as the speaker's own: 我妈让我住在她那边 stored the home 她那边."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "我妈让我住在她那边",
        "我妈让我住在杭州 离家近",
        "我爸非要我在老家上班",
        "她劝我搬去深圳",
        "我老婆催我搬到上海",
        "我住在她那边",
        "周末住在我姐那儿",
    ],
)
def test_no_home_or_employer_asked_of_the_speaker(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("lives_in", "works_at")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我妈让我住在她那边 我现在住在杭州", ("lives_in", "杭州")),
        ("主要我在腾讯上班 加班太多", ("works_at", "腾讯")),
        ("大家都叫我小王", ("nickname", "小王")),
        ("我住在杭州", ("lives_in", "杭州")),
        ("我让我妈别担心，我在华为上班挺好的", ("works_at", "华为")),
        ("我妈说让她过来住，我住在杭州", ("lives_in", "杭州")),
    ],
)
def test_the_speakers_own_beside_a_request(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize("text", ["我婆婆住在我们楼下", "我住在我们楼下", "我爸妈住在我们隔壁"])
def test_near_someone_is_no_place(text: str) -> None:
    found = [(a.owner, a.attribute) for a in find_attributes(statements(text))]
    assert not [s for s in found if s[1] == "lives_in"]
