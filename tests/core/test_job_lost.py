"""A job lost or left that names no employer ("I got laid off today", "I quit my job", "I'm unemployed right now",
"I went freelance", 我被裁了, 我辞职了, 我出来单干了): the speaker's current employer no longer holds, so it goes to history and "where do I work?" /
我现在在哪上班 no longer answers it first. Before, these filled nothing and the employer said months earlier stayed
current. A layoff feared, wished, nearly so, told as long past or someone else's ends nothing, nor another's
employer (a relative's, or another speaker's)."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from typing import Any, cast

import pytest

from hindsight_core import Hindsight, writer
from hindsight_core.extraction.job_lost import job_lost
from hindsight_core.lifecycle.employer_ended import end_jobs_told_with
from hindsight_core.models import ALL_STATUSES
from hindsight_core.stores.protocols import GraphStore
from tests.core.retain_helpers import T0, by_source, tell


@pytest.mark.parametrize(
    "text",
    [
        "I got laid off today",
        "Got laid off this morning. Still processing it.",
        "So I just got laid off, what should I do with my 401k?",
        "I was let go on Friday",
        "I've been made redundant",
        "I just got fired lol",
        "I quit my job to travel for a year",
        "I lost my job",
        "I resigned yesterday",
        "I'm officially retired!",
        "I'm unemployed right now",
        "I've been unemployed since March",
        "I'm between jobs at the moment",
        "I went freelance",
        "I've been freelancing since March",
        "I'm self-employed now",
        "我被裁了",
        "我今天被公司辞退了",
        "我上个月被老板炒鱿鱼了",
        "被裁了，好难受",
        "我裸辞了",
        "我失业了",
        "我现在没工作了",
        "我出来单干了",
        "我现在做自由职业了",
        "我去年退的休",
        "我是上个月离的职",
    ],
)
def test_a_job_lost_or_left_is_read(text: str) -> None:
    assert job_lost(text)


@pytest.mark.parametrize(
    "text",
    [
        "my wife got laid off",
        "My husband lost his job",
        "they laid off half my team",
        "I might get laid off",
        "I almost got fired",
        "I want to quit my job",
        "If I get laid off I'll move home",
        "I got fired up about the game",
        "I retired my old laptop",
        "I resigned myself to it",
        "I'm a retired nurse",
        "I was laid off back in 2009",
        "I got fired from my first job",
        "I was unemployed for 6 months after college",
        "I left my job early to pick up the kids",
        "I'm freelancing on the side",
        "I want to go freelance",
        "I quit my job at Google",  # an employer named: the slot rules' to read, never the current one's
        "我老公被裁了",
        "我们组被裁了一半",
        "我怕被裁",
        "如果我被裁了怎么办",
        "我想辞职",
        "我差点被开除",
        "我爸今年六十，退休了",
        "我妈前年退的休",
        "你是哪年离的职？",
        "我同事辞职了",
        "我想自己创业",
    ],
)
def test_no_job_lost_in_what_is_feared_past_or_someone_elses(text: str) -> None:
    assert not job_lost(text)


@pytest.mark.parametrize(
    ("employer", "lost", "question"),
    [
        ("I work at Google as a software engineer", "I got laid off today", "where do I work?"),
        ("I'm a nurse at St Mary's", "I quit my job, I need a break", "am I still at St Mary's?"),
        ("我在字节做后端开发", "我被裁了", "我现在在哪上班"),
        ("我在腾讯上班", "我辞职了，先休息一阵", "我现在在哪工作"),
        ("I work at Google", "I've been freelancing since March, loving it", "where do I work?"),
        ("我在阿里上班", "我出来单干了", "我现在在哪上班"),
        # ... and one that names it ("I quit my job at Google" filled nothing)
        ("I work at Google", "I finally quit my job at Google, so relieved", "where do I work?"),
        ("I work at Amazon in the warehouse", "I lost my job at Amazon last week", "where do I work?"),
    ],
)
def test_a_job_lost_ends_the_employer(real: Hindsight, employer: str, lost: str, question: str) -> None:
    tell(real, employer, "m1", 0)
    tell(real, "My sister works at Amazon" if employer.isascii() else "我姐在阿里上班", "m2", 10)
    tell(real, lost, "m3", 90)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m3"].id and said["m1"].valid_to is not None
    ended = said["m3"].attributes
    assert ended["attribute"] == "works_at" and ended["value"].startswith("not ")
    assert said["m2"].valid_to is None  # the sister's employer is hers
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=100)).hits
    assert hits[0].record.source_ids == ["m3"]


@pytest.mark.parametrize("said", ["my wife got laid off today", "I might get laid off", "我老公被裁了"])
def test_someone_elses_or_a_feared_layoff_leaves_the_employer(hs: Hindsight, said: str) -> None:
    tell(hs, "I work at Google", "m1", 0)
    tell(hs, said, "m2", 30)
    records = by_source(hs)
    assert records["m1"].valid_to is None and not records["m2"].attributes.get("attribute")


def test_a_job_lost_before_any_employer_ends_none_said_after(hs: Hindsight) -> None:
    tell(hs, "I got laid off today", "m1", 0)
    tell(hs, "I work at Stripe now", "m2", 60)
    records = by_source(hs)
    assert not records["m1"].attributes.get("attribute") and records["m2"].valid_to is None


@pytest.mark.parametrize(("speaker", "ended"), [("Alice", True), ("Bob", False)])
def test_a_layoff_ends_its_own_speakers_employer(hs: Hindsight, speaker: str, ended: bool) -> None:
    """In a chat of two people, Bob's layoff leaves Alice's employer; Alice's own ends it."""
    for day, (name, said) in enumerate([("Alice", "I work at Google"), (speaker, "I got laid off today")]):
        message = {"role": "user", "content": said, "id": f"m{day}", "name": name}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=30 * day))
    records = by_source(hs)
    assert (records["m0"].valid_to is not None) is ended
    assert records["m1"].attributes.get("value") == ("not Google" if ended else None)


@pytest.mark.parametrize(
    ("employer", "left"),
    [
        # quit or left by its name: before, "I quit St Mary's" was a dislike of St Mary's ("I left Google last
        # month" nothing) and the employer stayed current
        ("I'm a nurse at St Mary's", "I quit St Mary's"),
        ("I work at Google", "I left Google last month"),
        ("I'm a software engineer at Stripe", "so I finally quit Stripe, feels weird"),
        ("I work for Deloitte", "I've officially left Deloitte!"),
        ("I work at Acme Corp", "just quit Acme Corp today lol"),
        # a last day there, told as past or today: before, it ended nothing and the employer stayed first for
        # "where do I work?" beside the new one
        ("I'm a support engineer at Atlassian", "today was my last day at Atlassian"),
        ("I'm a support engineer at Atlassian", "last day at atlassian today, kinda emotional"),
        ("I work at St Mary's", "it was my last day at St Mary's yesterday, they got me a cake"),
        ("I work at Google", "just finished my last day at Google!! on to the next thing"),
        ("I work at Acme Corp", "My last day at Acme Corp was Friday."),
    ],
)
def test_the_employer_left_by_its_name_ends_it(hs: Hindsight, employer: str, left: str) -> None:
    tell(hs, employer, "m1", 0)
    tell(hs, left, "m2", 30)
    said = by_source(hs)
    assert said["m1"].valid_to is not None and said["m1"].superseded_by == said["m2"].id
    ended = said["m2"].attributes
    assert ended["attribute"] == "works_at" and ended["value"].startswith("not ")


@pytest.mark.parametrize(
    "left",
    [
        # the name left otherwise: a place, an office for the day, someone else, a wish or a plan
        "I left Google early today, dentist appointment",
        "I left Google at 6 and the traffic was awful",
        "I left Google's office around 7",
        "I left Paris last month",
        "my wife quit Google",
        "if I quit Google I'd lose my stock",
        "I might quit Google next year",
        "should I quit Google?",
        "I'm leaving Google in March",
        "I quit Netflix, the shows got boring",
        "I never left Google, people keep asking",
        # a last day ahead, asked, wished, someone else's or a break
        "my last day at Google is Friday",
        "my last day at Google will be the 30th",
        "is today my last day at Google? feels like it",
        "my wife's last day at Google was Friday",
        "it was my last day at work before the holidays",
        "last day at the beach today, so sad",
        "tomorrow is my last day at Google",
        "I wish today was my last day at Google",
        "today was my last day at Google before my parental leave",
        "last day at Google for the year today, see you in January",
    ],
)
def test_no_employer_ended_by_a_name_left_otherwise(hs: Hindsight, left: str) -> None:
    tell(hs, "I work at Google", "m1", 0)
    tell(hs, left, "m2", 30)
    assert by_source(hs)["m1"].valid_to is None


@pytest.mark.parametrize(
    ("told", "left"),
    [
        ("I'm a nurse at St Mary's", "I quit St Mary's"),
        ("I'm a software engineer at Stripe", "so I finally quit Stripe, feels weird"),
        ("I'm a nurse at St Mary's", "I got laid off today"),
        ("I work at Google as a data analyst", "I left Google last month"),
    ],
)
def test_the_employer_ended_ends_the_job_told_with_it(real: Hindsight, told: str, left: str) -> None:
    """ "I'm a nurse at St Mary's" holds two records, the job and the employer: quitting St Mary's ended the
    employer and left "nurse at St Mary's" current, the first answer to "what is my job?". The job told in the same
    clause as the employer ends with it (kept as history); a job told on its own, or a relative's, does not."""
    tell(real, told, "m1", 0)
    tell(real, "my sister is a nurse at St Mary's too", "m2", 5)
    tell(real, left, "m3", 30)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    jobs = [r for r in records if r.source_ids == ["m1"] and r.attributes.get("attribute") == "job"]
    assert len(jobs) == 1 and jobs[0].valid_to is not None
    assert all(r.valid_to is None for r in records if r.source_ids == ["m2"])  # the sister's are hers
    current = [
        h.record.source_ids for h in real.recall("what is my job?", user_id="u", k=5, reinforce=False).hits
    ]
    assert ["m1"] not in current[:1]


def test_a_job_told_on_its_own_stays_when_the_employer_ends(hs: Hindsight) -> None:
    tell(hs, "I'm a nurse", "m0", 0)
    tell(hs, "I work at St Mary's", "m1", 1)
    tell(hs, "I quit St Mary's", "m2", 30)
    records = by_source(hs)
    assert records["m1"].valid_to is not None and records["m0"].valid_to is None


def test_an_employer_quit_reads_the_store_once_for_its_job(
    hs: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "I quit St Mary's" looked up the speaker's employers and then their jobs, a keyword search and a read of
    the records each: one search and one read now find both, and the job told with the employer still ends."""
    calls: Counter[str] = Counter()

    class Counted:
        def __init__(self, graph: GraphStore) -> None:
            self._graph = graph

        def __getattr__(self, name: str) -> Any:
            found = getattr(self._graph, name)

            async def counted(*args: Any, **kwargs: Any) -> Any:
                calls[name] += 1
                return await found(*args, **kwargs)

            return counted

    async def ending(new: Any, changed: Any, graph: GraphStore) -> None:
        await end_jobs_told_with(new, changed, cast(GraphStore, Counted(graph)))

    monkeypatch.setattr(writer, "end_jobs_told_with", ending)
    tell(hs, "I'm a nurse at St Mary's", "m1", 0)
    calls.clear()
    tell(hs, "I quit St Mary's", "m2", 30)
    assert (calls["keyword_search"], calls["get_records"]) == (1, 1)
    jobs = [
        r
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "job"
    ]
    assert [(job.attributes["value"], job.valid_to is not None) for job in jobs] == [("nurse", True)]
