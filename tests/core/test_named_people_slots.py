"""Where a person the user names lives and works: their own slot, by their name ("Priya moved to Boston", "my friend
Priya lives in Denver", "Dave got a job at Moderna"; 王芳住在深圳, 小李搬到上海了, 王芳跳槽去了字节). A later move or job of
theirs supersedes their older one, never the user's own nor another person's, and answers "where does Priya live?",
王芳在哪上班 first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _retain(hs: Hindsight, turns: list[str]) -> None:
    for day, content in enumerate(turns):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=20 * day))


def _current(hs: Hindsight, turn: str) -> bool:
    """Whether the record of the turn of id ``turn`` holds now (not superseded, not ended): where they live or work
    (王芳在华为做律师 holds her job beside, a record of its own)."""
    (record,) = [
        r
        for r in hs.list_records(user_id="u")
        if r.source_ids == [turn] and r.attributes.get("attribute") != "job"
    ]
    return record.valid_to is None and record.superseded_by is None


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("Priya lives in Oakland", "Priya moved to Seattle", "where does Priya live?"),
        ("Priya works at Moderna", "Priya got a job at Pfizer", "where does Priya work?"),
        ("my coworker Dev works at Stripe", "Dev joined Airbnb last month", "where does Dev work now?"),
        ("王芳住在深圳", "王芳搬到北京了", "王芳住在哪"),
        ("王芳在腾讯上班", "王芳跳槽去了字节", "王芳在哪上班"),
        # an employer said with the job done there
        ("王芳在华为做律师", "王芳跳槽去了字节", "王芳在哪上班"),
        ("我妹妹在协和当护士", "我妹妹跳槽去了字节", "我妹妹在哪上班"),
        ("我同事老张住在通州", "老张上个月搬去了成都", "老张住哪"),
        # a name that is a month or a modal too
        ("my coworker Jun moved to Seattle", "Jun moved to Denver last week", "where does Jun live?"),
        ("my friend May works at Moderna", "May got a job at Pfizer", "where does May work now?"),
        ("my roommate Will lives in Leeds", "so Will moved to York", "where does Will live?"),
    ],
)
def test_a_named_persons_move_or_new_job_supersedes_their_old_one_and_answers_first(
    real: Hindsight, old: str, new: str, question: str
) -> None:
    _retain(real, [old, new])
    assert not _current(real, "t0")
    assert _current(real, "t1")
    hits = real.recall(question, user_id="u", k=2, reinforce=False).hits
    assert hits[0].record.source_ids == ["t1"]


@pytest.mark.parametrize(
    "turns",
    [
        [
            "I live in Chicago",
            "Priya lives in Oakland",
            "my friend Dev lives in Austin",
            "Priya moved to Seattle",
        ],
        ["我住在杭州", "王芳住在深圳", "小李住在成都", "王芳搬到北京了"],
        ["I work at Google", "Priya works at Moderna", "Sam works at Stripe", "Priya got a job at Pfizer"],
    ],
)
def test_a_named_persons_change_leaves_the_users_own_and_anothers_current(
    real: Hindsight, turns: list[str]
) -> None:
    _retain(real, turns)
    assert [_current(real, f"t{n}") for n in range(4)] == [True, False, True, True]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("My friend Priya just moved to Boston", "Priya"),
        ("Great news, Mei got a job at Apple!", "Mei"),
        ("Then Priya moved to Denver and we lost touch", "Priya"),
        ("我大学同学王芳在字节上班", "王芳"),
        ("小李搬到上海了", "小李"),
        ("王芳在华为做律师", "王芳"),
        ("我同事老张在腾讯当总监", "老张"),
        ("I live in Manchester and Zoë lives in Leeds.", "Zoë"),
        # a name that is a month or a modal too, opening its clause
        ("Jun moved to Denver last week", "Jun"),
        ("June got a job at Pfizer!!", "June"),
        ("oh and Will works at Shopify btw", "Will"),
        ("April works at Pfizer as a chemist", "April"),
        # no one named, or no one moved
        ("If Priya moved to Denver I'd be sad", None),
        ("Everyone moved to Slack last year", None),
        ("Standup moved to 10am", None),
        ("The offsite in June moved to Denver", None),
        ("In May moved to Leeds, finally", None),
        ("Dinner with Will moved to Friday", None),
        ("If May moved to Denver I'd visit", None),
        ("高铁站搬到了城东", None),
        ("程序员在大厂工作很累", None),
        ("老板在上海工作", None),
        ("周末在家工作", None),
        ("王芳在家做饭", None),
        ("王芳在北京做律师", None),
        ("要是王芳在华为做律师就好了", None),
    ],
)
def test_the_person_a_move_or_a_job_is_of(text: str, owner: str | None) -> None:
    found = [m.owner for m in find_attributes(text) if m.attribute in ("lives_in", "works_at") and m.owner]
    assert found == ([owner] if owner else [])


def _holding(hs: Hindsight, question: str) -> tuple[str, str] | None:
    """Whose slot, and which value, the first record recalled for ``question`` holds."""
    attributes = hs.recall(question, user_id="u", k=3, reinforce=False).hits[0].record.attributes
    return (attributes["subject"], attributes["value"]) if "subject" in attributes else None


@pytest.mark.parametrize(
    ("together", "later", "other_asked", "other", "mover_asked", "mover"),
    [
        (
            "Alex and Sam live in Boston",
            "Sam moved to Denver for a new job",
            "where does Alex live?",
            ("alex", "Boston"),
            "where does Sam live?",
            ("sam", "Denver"),
        ),
        (
            "Priya and Dev moved to Austin last year",
            "Dev moved to Denver in the spring",
            "where does Priya live?",
            ("priya", "Austin"),
            "where does Dev live?",
            ("dev", "Denver"),
        ),
        (
            "my sister and Priya moved to Leeds",
            "Priya moved to York in the summer",
            "where does my sister live?",
            ("sister", "Leeds"),
            "where does Priya live?",
            ("priya", "York"),
        ),
        (
            "Priya and Dev work at Google",
            "Dev got a job at Meta",
            "where does Priya work?",
            ("priya", "Google"),
            "where does Dev work?",
            ("dev", "Meta"),
        ),
    ],
)
def test_a_home_or_job_said_of_two_people_is_each_ones_and_one_moving_leaves_the_others(
    real: Hindsight,
    together: str,
    later: str,
    other_asked: str,
    other: tuple[str, str],
    mover_asked: str,
    mover: tuple[str, str],
) -> None:
    _retain(real, [together, later])
    held = {
        (r.attributes["subject"], r.attributes["value"]): r.valid_to is None
        for r in real.list_records(user_id="u")
        if "subject" in r.attributes
    }
    assert held.get(other) is True  # the one who did not move still lives or works there
    assert held[mover] is True
    assert _holding(real, other_asked) == other
    assert _holding(real, mover_asked) == mover


@pytest.mark.parametrize(
    ("text", "owners"),
    [
        ("Alex and Sam live in Boston", {"Alex", "Sam"}),
        ("Alex, Sam and Jo moved to Leeds last year", {"Alex", "Sam", "Jo"}),
        ("my friend Priya and Dev moved to Austin", {"Priya", "Dev"}),
        ("Priya and my sister moved to Leeds", {"Priya", "sister"}),
        ("Mom and Dad moved to Florida", {"mother", "father"}),
        # one after another, each their own
        ("Chris moved to Boston and Jordan moved to Denver", {"Chris", "Jordan"}),
        ("I moved to Leeds and Sam moved to York", {"Sam"}),
        # a role with no name: which one is not known
        ("my coworker and Dev moved to Seattle", {"Dev"}),
    ],
)
def test_everyone_said_together_has_the_home_or_job(text: str, owners: set[str]) -> None:
    found = {m.owner for m in find_attributes(text) if m.attribute in ("lives_in", "works_at") and m.owner}
    assert found == owners
