"""A message is stored whole, and ``maintain`` archived its record with the plan it named: "We closed on a house in
Evanston!!! Moving in next week" archived a month on took the new home out of recall, "my corgi pickles has to go to
the groomer and the vet this week" the dog, 暑假在字节实习 ... 好焦虑 the internship (run at the end of the
development sets, ``maintain`` put R@1 from 1,257 to 1,189 of 2,050). What the user said in a conversation keeps
its expiry (``audit`` lists it) and stays live, unless the deployment asks for it to be archived
(``LifecycleConfig.expire_user_statements``); a fact stored as given (``remember``) and a TTL given with a record
still end as before."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, LifecycleConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES

from .recall_helpers import first
from .retain_helpers import T0, tell

MONTHS_ON = T0 + timedelta(days=120)


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            "We closed on a house in Evanston!!! Moving in next week. Help me pick an internet plan",
            "where do I live now?",
        ),
        (
            "my corgi pickles has to go to the groomer and the vet this week and I have 4 showings thursday. can you "
            "help me plan thursday",
            "what breed is my dog?",
        ),
        ("暑假在字节实习 做产品 mentor让我每周五交周报 不知道写啥 好焦虑", "我暑假在哪家公司实习"),
        (
            "passed servsafe, 88%. and chef made it official, I'm sous chef starting next week",
            "what's my job?",
        ),
    ],
)
def test_a_message_naming_a_plan_stays_live_past_its_expiry(
    real: Hindsight, said: str, question: str
) -> None:
    hs = real
    tell(hs, said, "m0", 0)
    tell(hs, "I like hiking", "m1", 0)
    (record,) = [r for r in hs.list_records(user_id="u") if r.source_ids == ["m0"]]
    assert record.expires_at is not None and record.expires_at < MONTHS_ON
    assert hs.maintain(user_id="u", now=MONTHS_ON)["archived"] == 0
    assert hs.get_record(record.id).status == "active"
    assert first(hs, question) == ["m0"]
    stale = {item.text: item.reasons for item in hs.audit(user_id="u", now=MONTHS_ON).stale}
    assert stale[record.text] == ["expired"]


def test_the_deployment_may_archive_what_the_user_said(tmp_path) -> None:
    expiring = HindsightConfig(lifecycle=LifecycleConfig(expire_user_statements=True))
    with Hindsight(tmp_path, embedder=HashEmbedder(64), config=expiring) as hs:
        tell(hs, "I'm planning to repaint the kitchen this spring.", "m0", 0)
        assert hs.maintain(user_id="u", now=MONTHS_ON)["archived"] == 1


def test_a_fact_stored_as_given_and_a_ttl_given_still_end(hs: Hindsight) -> None:
    planned = hs.remember(
        "Alice plans to repaint the kitchen", user_id="u", event_type="plan", occurred_at=T0
    )
    given = hs.remember("The door code is 4312", user_id="u", ttl_days=7, occurred_at=T0)
    tell(hs, "I'm planning to repaint the kitchen this spring.", "m0", 0)
    assert hs.maintain(user_id="u", now=MONTHS_ON)["archived"] == 2
    status = {r.id: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert status[planned.id] == status[given.id] == "archived"
    assert [
        r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["m0"]
    ] == ["active"]
