"""A request in chat to forget someone of the user's by who they are ("forget everything about my sister", "forget
what I said about my ex", 前男友的事别记了) forgets what was said of them under the name the user gave them too ("Emma
is getting married in June" after "My sister Emma lives in York"); their own things named alone ("my sister's phone
number"), and other people, stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.named_people import names_given, person_asked
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("said", "request_", "gone", "kept"),
    [
        (
            [
                "My sister Emma lives in York.",
                "Emma is getting married in June.",
                "My brother Tom lives in Leeds.",
            ],
            "forget everything about my sister",
            ["m0", "m1"],
            ["m2"],
        ),
        (
            ["My ex is called Jordan.", "Jordan still texts me sometimes.", "My friend Priya is a nurse."],
            "forget what I said about my ex",
            ["m0", "m1"],
            ["m2"],
        ),
        (
            [
                "My ex-boyfriend Marco cheated on me.",
                "Marco moved to Milan last year.",
                "I'm moving to Rome.",
            ],
            "Please forget everything about my ex, I'm over it",
            ["m0", "m1"],
            ["m2"],
        ),
        (
            ["我前男友叫阿杰。", "阿杰上个月结婚了。", "我闺蜜小雨在广州工作。"],
            "忘掉我说的关于前男友的事",
            ["m0", "m1"],
            ["m2"],
        ),
        (
            ["我前男友叫阿杰。", "阿杰上个月结婚了。", "我闺蜜小雨在广州工作。"],
            "忘掉关于前任的一切",
            ["m0", "m1"],
            ["m2"],
        ),
    ],
)
def test_forgetting_someone_by_who_they_are_takes_what_was_said_under_their_name(
    tmp_path: Path, minilm, said: list[str], request_: str, gone: list[str], kept: list[str]
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for i, text in enumerate(said):
            tell(hs, text, f"m{i}", i)
        tell(hs, "I like green tea.", "tea", len(said))
        tell(hs, request_, "req", len(said) + 1)
        status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert [status[m] for m in gone] == ["forgotten"] * len(gone)
        assert [status[m] for m in [*kept, "tea"]] == ["active"] * (len(kept) + 1)


@pytest.mark.parametrize(
    ("what", "person"),
    [
        ("everything about my sister", "sister"),
        ("what I told you about my ex-boyfriend", "ex"),
        ("前男友", "前男友"),
        ("关于前任的一切", "前任"),
        # a thing of theirs, someone else's, a name or a topic: no one asked about by who they are
        ("my sister's phone number", None),
        ("my boss's name", None),
        ("everything about Marcus", None),
        ("my old job", None),
        ("my address", None),
    ],
)
def test_who_a_request_asks_about(what: str, person: str | None) -> None:
    assert person_asked(what) == person


def test_a_name_is_read_only_where_the_record_gives_it_to_them() -> None:
    text = "The user said: My sister Emma lives in York with her husband Tom."
    assert names_given("sister", text, ["Emma", "York", "Tom"]) == ["Emma"]
    assert names_given("ex", "The user said: My ex, Sam, is a nurse.", ["Sam"]) == ["Sam"]
    assert names_given("前任", "用户说：我的前任是个渣男，叫王磊", ["王磊"]) == ["王磊"]
    assert names_given("sister", "The user said: Emma and my sister went to York.", ["Emma", "York"]) == []
