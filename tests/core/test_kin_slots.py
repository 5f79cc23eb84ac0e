"""Where a relative of the speaker lives and works, said and said changed ("my sister lives in Rome" then "my sister
moved to Paris", 我妹妹在腾讯上班 then 我妹妹跳槽去了字节): the relative's own slot, so the new value supersedes only
theirs (kept as history) and "Where does my sister live?" brings it first; never the speaker's own home or
employer, never a brother's for a sister's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def owned(text: str) -> list[tuple[str, str, str | None]]:
    return [(m.attribute, m.value, m.owner) for m in find_attributes(text)]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("My sister lives in Rome.", ("lives_in", "Rome", "sister")),
        ("My sister moved to Paris last month.", ("lives_in", "Paris", "sister")),
        ("my mom still lives in Leeds", ("lives_in", "Leeds", "mother")),
        ("My mother moved to Spain.", ("lives_in", "Spain", "mother")),
        ("My parents live in Spain now", ("lives_in", "Spain", "parents")),
        ("My brother works at Siemens.", ("works_at", "Siemens", "brother")),
        ("My dad got a job at Tesco", ("works_at", "Tesco", "father")),
        ("我妹妹住在上海", ("lives_in", "上海", "妹妹")),
        ("我哥搬到成都了", ("lives_in", "成都", "哥哥")),
        ("我妹妹在腾讯上班", ("works_at", "腾讯", "妹妹")),
        ("我妹妹跳槽去了字节", ("works_at", "字节", "妹妹")),
    ],
)
def test_a_relatives_home_or_employer_is_their_slot(text: str, slot: tuple[str, str, str]) -> None:
    assert owned(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "My sister's friend lives in Rome",
        "My sister moved to Sales",
        "My sister lives in a tiny flat",
        "My brother works at the Chicago office",
        "my mom works for herself",
        "My son is moving to Paris next year",
        "我妹妹的同事住在上海",
    ],
)
def test_no_relatives_slot_in_someone_else_a_team_or_a_plan(text: str) -> None:
    assert not [s for s in owned(text) if s[2] is not None]


def test_the_speakers_own_home_beside_a_relatives_stays_the_speakers() -> None:
    assert set(owned("I live in Leeds and my sister lives in Rome.")) == {
        ("lives_in", "Leeds", None),
        ("lives_in", "Rome", "sister"),
    }


@pytest.mark.parametrize(
    ("before", "mine", "change", "question"),
    [
        (
            "My sister lives in Rome.",
            "I live in Leeds.",
            "My sister moved to Paris last month.",
            "Where does my sister live?",
        ),
        (
            "My mom lives in Leeds.",
            "I work at Acme.",
            "My mother moved to Spain last year.",
            "Where does my mom live?",
        ),
        ("我妹妹住在上海。", "我住在北京。", "我妹妹上个月搬到深圳了。", "我妹妹住在哪"),
        ("我妹妹在腾讯上班。", "我在百度工作。", "我妹妹跳槽去了字节。", "我妹妹在哪上班"),
    ],
)
def test_a_relatives_new_value_supersedes_only_theirs(
    tmp_path: Path, minilm, before: str, mine: str, change: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, mine, "mine", 10)
        tell(hs, change, "new", 90)
        said = by_source(hs)
        assert said["old"].superseded_by == said["new"].id and said["old"].valid_to is not None
        assert (
            said["mine"].superseded_by is None
            and said["mine"].valid_to is None
            and not said["mine"].conflicts_with
        )
        assert first(hs, question) == ["new"]


def test_a_brothers_move_changes_nothing_of_the_sisters(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My sister lives in Rome.", "sister", 0)
        tell(hs, "My brother lives in Oslo.", "brother", 5)
        tell(hs, "My brother moved to Bergen.", "moved", 60)
        said = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert said["sister"].valid_to is None and not said["sister"].conflicts_with
        assert said["brother"].superseded_by == said["moved"].id
        assert first(hs, "where does my brother live") == ["moved"]


def test_two_relatives_said_in_one_message_are_two_slots(tmp_path: Path, minilm) -> None:
    assert owned("My sister lives in Rome and my brother lives in Oslo.") == [
        ("lives_in", "Rome", "sister"),
        ("lives_in", "Oslo", "brother"),
    ]
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My sister lives in Rome and my brother lives in Oslo.", "both", 0)
        tell(hs, "My brother moved to Bergen.", "moved", 60)
        records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
        brother = next(
            r for r in records if r.attributes.get("subject") == "brother" and r.source_ids == ["both"]
        )
        sister = next(r for r in records if r.attributes.get("subject") == "sister")
        assert brother.attributes["value"] == "Oslo" and brother.valid_to is not None
        assert sister.valid_to is None and sister.attributes["value"] == "Rome"
        assert first(hs, "where does my brother live") == ["moved"]
        assert first(hs, "Where does my sister live?") == ["both"]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        # written Cantonese: 婆婆 is one's grandmother (外婆), as Hong Kong and the south say it
        ("我婆婆今年九十歲喇", "外婆"),
        ("我婆婆住喺大埔", "外婆"),
        ("我婆婆而家住喺元朗，佢好錫我", "外婆"),
        # one who raised the speaker is a grandmother, however it is written
        ("婆婆把我带大的，我婆婆今年九十岁了", "外婆"),
        # Mandarin, simplified or traditional: 婆婆 is the husband's mother
        ("我婆婆今年七十了，我老公是独子", "婆婆"),
        ("我婆婆住在常州，我们楼下", "婆婆"),
        ("我婆婆住在台中，每個月都來看孫子", "婆婆"),
        # traditional characters alone say neither (Taiwan's 婆婆 is the husband's mother)
        ("我婆婆今年九十歲", "婆婆"),
    ],
)
def test_po_po_is_a_grandmother_where_cantonese_or_raising_says_so(text: str, owner: str) -> None:
    assert {m.owner for m in find_attributes(text)} == {owner}


@pytest.mark.parametrize(
    "text",
    [
        # a clause going on from a relative the rules know (婆婆, 公公, 孙子, 嫲嫲...) is theirs: before, 住在广州 was
        # read as the speaker's own home
        "我婆婆是潮州人，住在广州",
        "我公公是东北人 住在沈阳",
        "我孙子是大学生，住在深圳",
        "我嫲嫲係潮州人，住喺九龍城",
        "我阿媽係客家人，住喺荃灣",
        "我岳母是湖南人，住在长沙",
        "我姐夫是上海人，在腾讯上班",
    ],
)
def test_a_clause_going_on_from_a_relative_is_not_the_speakers(text: str) -> None:
    assert [s for s in owned(text) if s[2] is None] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我阿媽住喺荃灣", ("lives_in", "荃湾", "妈妈")),
        ("我阿妈住在汕头", ("lives_in", "汕头", "妈妈")),
        ("我住在广州，在腾讯上班", ("works_at", "腾讯", None)),
    ],
)
def test_a_mother_said_in_cantonese_is_the_mother(text: str, slot: tuple[str, str, str | None]) -> None:
    assert slot in owned(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # when said as a few days back (前两天, 前几天, 这两天: nothing read before)
        ("我老婆前两天刚入职美团", ("works_at", "美团", "老婆")),
        ("我儿子前几天搬到上海了", ("lives_in", "上海", "儿子")),
        ("我妹这两天刚跳槽去了字节", ("works_at", "字节", "妹妹")),
    ],
)
def test_a_relatives_change_said_a_few_days_back(text: str, slot: tuple[str, str, str | None]) -> None:
    assert slot in owned(text)
