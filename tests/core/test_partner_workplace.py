"""Where a spouse or partner works ("my wife works at Google", "my husband got a job at Apple", 我老公在阿里上班,
我老公跳槽去了字节) is theirs, as a sister's is: a change of it supersedes only theirs (never the user's own employer),
and said of them by name ("My husband Dave works at Google") it is one person's. Where they live is no slot of theirs
("my wife moved to Paris" may be the household's move)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.retain_helpers import first_answer, still_held
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "owner", "employer"),
    [
        ("my wife works at Google", "wife", "Google"),
        ("my husband got a job at Apple", "husband", "Apple"),
        ("my boyfriend just started at Stripe", "boyfriend", "Stripe"),
        ("我老公在阿里上班", "老公", "阿里"),
        ("我老公跳槽去了腾讯", "老公", "腾讯"),
        ("我男朋友在字节工作", "男朋友", "字节"),
    ],
)
def test_a_partners_workplace_is_theirs(text: str, owner: str, employer: str) -> None:
    found = [(a.attribute, a.value, a.owner) for a in find_attributes(statements(text))]
    assert ("works_at", employer, owner) in found


@pytest.mark.parametrize(
    ("text", "owner", "job", "employer"),
    [
        ("my wife is a nurse at St Mary's", "wife", "nurse", "St Mary's"),
        ("My husband is now a software engineer at Google", "husband", "software engineer", "Google"),
        ("my sister is now a paralegal at Baker McKenzie", "sister", "paralegal", "Baker McKenzie"),
        ("my dad is a mechanic", "father", "mechanic", None),
        ("my husband's a chef at Nobu", "husband", "chef", "Nobu"),
        ("my wife's a nurse lol", "wife", "nurse", None),
        ("my boyfriend works as a barista at Blue Bottle", "boyfriend", "barista", "Blue Bottle"),
    ],
)
def test_a_relatives_job_and_employer_are_theirs(
    text: str, owner: str, job: str, employer: str | None
) -> None:
    """Before, "my wife is a nurse at St Mary's" read nothing of hers (and never the user's)."""
    found = [(a.attribute, a.value, a.owner) for a in find_attributes(statements(text))]
    assert ("job", job, owner) in found
    assert [f for f in found if f[0] == "works_at"] == ([("works_at", employer, owner)] if employer else [])
    assert not [f for f in found if f[2] is None and f[0] in ("job", "works_at")]


@pytest.mark.parametrize(
    "text",
    [
        "my wife is a nurse at heart",
        "my wife is a fan of Google",
        "is my wife a nurse at St Mary's?",
        "if my wife was a nurse at St Mary's we'd be fine",
        "my wife wants to be a nurse",
        "my wife was a nurse at St Mary's",
        "my wife is a former nurse",
        "my sister is a patient at Kaiser",
        "my dad is a regular at Joe's bar",
        "my wife is a big help",
        "my husband is a great cook lol",
        "my mom is a member at Equinox",
        "my brother is a student at UCLA",
        "my wife's a big help",
        "my husband's a great cook",
        "my wife's a nurse?",
    ],
)
def test_no_job_of_a_relative_where_none_is_theirs_now(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("job", "works_at")] == []


@pytest.mark.parametrize(
    "text",
    [
        "my husband works from home",
        "my wife works for herself",
        "my wife moved to Paris",
        "我老婆在家上班",
        "my ex-wife works at Google",
    ],
)
def test_no_workplace_of_a_partner_where_none_is_said(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("works_at", "lives_in")] == []


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("my wife works at Google", "I work at Acme.", "my wife just started at Meta"), [False, True, True]),
        (("My husband Dave works at Google.", "my husband got a job at Apple"), [False, True]),
        (("我老公在阿里上班", "我在腾讯上班", "我老公跳槽去了字节"), [False, True, True]),
        (("I work at Acme.", "my wife works at Google"), [True, True]),
    ],
)
def test_a_partners_new_job_supersedes_only_theirs(
    hs: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert still_held(hs, *said) == held


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (
            ["My husband Dave works at Google.", "I work at Acme.", "my husband got a job at Apple"],
            "where does my husband work?",
        ),
        (["我老公在阿里上班", "我在腾讯上班", "我老公跳槽去了字节"], "我老公在哪上班"),
    ],
)
def test_asked_where_the_partner_works_the_new_job_comes_first(
    real: Hindsight, said: list[str], asked: str
) -> None:
    source, texts = first_answer(real, said, asked)
    assert source == ["m2"], texts
