"""A change or a correction said in everyday words ("Kev quit, Sam's on drums now", 中通老是丢件，换顺丰了,
"sorry, the caterer charges $92 a head not 85, I misread the contract"): the value given up is read, and the
statement giving it up ranks above the older one holding it for a question about the current value. What
names no old value (换了个发型), a trip, a leaving with no successor and a list of which one item changed give
up nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES
from hindsight_core.recall.displaced import displaced_terms
from tests.core.recall_helpers import first

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def tell(hs: Hindsight, content: str, id_: str, day: int) -> None:
    message = {"role": "user", "content": content, "id": id_}
    hs.retain([message], user_id="u", session_id=id_, occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("text", "given_up"),
    [
        # the old value named with what went wrong with it, beside the change
        ("中通老是丢件，换顺丰了，贵是贵点", [("中通",)]),
        ("上周全面切到飞书了，钉钉群全解散", [("钉钉",)]),
        ("王哥走了，现在带我的是小李", [("王哥",)]),
        ("老婆说奶油风容易脏，改成原木风了", [("奶油风",)]),
        ("SAP唔用喇，轉咗去Oracle NetSuite，成本低好多", [("sap",)]),
        ("Kev quit, Sam's on drums now", [("kev",)]),
        ("Moved everything to Google Docs, Scrivener's sync kept eating chapters", [("scrivener",)]),
        # a slip taken back, the apology further off
        ("sorry, the caterer charges $92 a head not 85, I misread the contract", [("85",)]),
        ("Sorry I tell a lie, it was Thursday the mart, not Tuesday", [("tuesday",)]),
    ],
)
def test_the_value_an_everyday_change_gives_up_is_read(text: str, given_up: list[tuple[str, ...]]) -> None:
    assert list(displaced_terms(text)) == given_up


@pytest.mark.parametrize(
    "text",
    [
        "换了个发型，感觉清爽多了",  # no old value
        "中通的快递今天到了",
        "中通老是丢件，烦死了",  # a complaint, no change
        "王哥走了，我们又喝了两杯",  # someone left, no one instead
        "钉钉群里发了个通知",
        "I moved to Berlin for a week, back on Sunday",  # a trip
        "Kev left early, we played as a trio",
        "Mum left, so I cooked dinner myself",
        "Moved everything to Google Docs last week",  # the old value not named
        "Sorry for the ramble, long day and not enough sleep",
        "we got lost, I misread the map, not a big deal",
    ],
)
def test_what_names_no_value_given_up_reads_as_none(text: str) -> None:
    assert displaced_terms(text) == ()


@pytest.mark.parametrize(
    ("text", "instead"),
    [
        (
            "sorry, the caterer charges $92 a head not 85, I misread the contract",
            "the caterer charges $92 a head not 85",
        ),
        (
            "Sorry I tell a lie, it was Thursday the mart, not Tuesday",
            "it was Thursday the mart, not Tuesday",
        ),
        ("sorry the start date is 12 October, I misremembered", "the start date is 12 October"),
        ("my bad, the flight is at 7:40 not 7:10", "the flight is at 7:40 not 7:10"),
        ("we got lost, I misread the map", None),  # no apology, nothing taken back
        ("sorry I'm late, traffic was bad", None),
        ("I misread the question, can you explain again?", None),
    ],
)
def test_what_an_everyday_correction_says_instead(text: str, instead: str | None) -> None:
    assert corrected_text(text) == instead


def test_a_value_said_for_one_part_of_a_list_is_no_slot() -> None:
    said = find_attributes("We use poetry for python deps and npm for frontend")
    assert not [m for m in said if m.attribute.startswith("preferred_")]
    alone = find_attributes("We use poetry for python deps")
    assert [m.value for m in alone if m.attribute.startswith("preferred_")] == ["poetry"]


def test_a_change_of_one_item_of_a_list_supersedes_nothing(hs: Hindsight) -> None:
    tell(hs, "We use poetry for python deps and npm for frontend", "both", 0)
    tell(hs, "we moved from poetry to uv", "uv", 30)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["both"].valid_to is None and records["both"].superseded_by is None


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("快递用的是中通，首重8块", "中通老是丢件，换顺丰了，贵是贵点", "我发货用哪家快递？"),
        (
            "我们公司内部沟通一直用钉钉",
            "上周全面切到飞书了，钉钉群全解散",
            "我们公司现在用什么办公软件沟通？",
        ),
        ("教练是王哥，人挺好", "王哥走了，现在带我的是小李", "我的健身教练是谁"),
        ("我哋公司用SAP做ERP", "SAP唔用喇，轉咗去Oracle NetSuite，成本低好多", "我哋公司而家用咩ERP"),
        (
            "the drummer is Kev, bassist is Lou, I do vocals",
            "Kev quit, Sam's on drums now",
            "who plays drums in my band?",
        ),
        (
            "I write in Scrivener, back up to Dropbox",
            "Moved everything to Google Docs, Scrivener's sync kept eating chapters",
            "what do I write in?",
        ),
    ],
)
def test_an_everyday_change_ranks_above_the_value_it_gives_up(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    tell(hs, "我住在广州" if "\u4e00" <= old[0] <= "\u9fff" else "I live in Leeds", "noise", 0)
    tell(hs, old, "old", 1)
    tell(hs, new, "new", 60)
    assert first(hs, question, k=5) == ["new"]


def test_a_complaint_without_a_change_keeps_the_old_value_first(hs: Hindsight) -> None:
    tell(hs, "快递用的是中通，首重8块", "old", 0)
    tell(hs, "中通老是丢件，烦死了", "gripe", 30)
    assert first(hs, "我发货用哪家快递？", k=5) == ["old"]


def test_an_everyday_correction_supersedes_what_it_corrects(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "caterer is Spice Route, $85 per head, 140 guests", "wrong", 0)
        tell(hs, "I like green tea.", "tea", 0)
        tell(hs, "sorry, the caterer charges $92 a head not 85, I misread the contract", "fix", 1)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["wrong"].superseded_by == records["fix"].id
        assert records["tea"].valid_to is None
        assert first(hs, "what's the per-person catering cost?", k=5) == ["fix"]


def test_a_successor_named_ranks_above_the_clause_asked_about_in_another_word(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "so my band is called Static Orchard", "band", 0)
        tell(hs, "the drummer is Kev, bassist is Lou, I do vocals", "old", 0)
        tell(hs, "Kev quit, Sam's on drums now", "new", 90)
        assert first(hs, "who plays drums in the band?", k=5) == ["new"]
