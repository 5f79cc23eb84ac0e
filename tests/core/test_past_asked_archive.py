"""A question about what happened reaches the archive: months after "I'm flying to Tokyo on March 3rd" (archived a
grace after its day by ``maintain``), "did I go to Tokyo?" was answered by an unrelated memory. A question about now
still reads only live memories, recalling an archived memory does not bring it back, and a memory stored with its
own ``ttl_days`` stays out once expired."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

# the expiry rules of what the user said, as an application that archives it sees them
pytestmark = pytest.mark.expire_user_statements

T0 = datetime(2026, 2, 20, 10, tzinfo=UTC)
LATER = T0 + timedelta(days=120)


def _told(hs: Hindsight, *said: str) -> None:
    for i, text in enumerate(said):
        message = {"role": "user", "content": text, "id": f"m{i}"}
        hs.retain([message], user_id="u", session_id=f"s{i}", occurred_at=T0 + timedelta(days=i))


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("I'm flying to Tokyo on March 3rd", "did I go to Tokyo?"),
        ("I'm flying to Tokyo on March 3rd", "Have I ever been to Tokyo?"),
        ("dentist appointment on March 10 at 2pm", "when was my last dentist appointment?"),
        ("我3月5号飞东京", "我去过东京吗"),
        ("3月10号下午两点约了牙医", "上次看牙医是什么时候"),
    ],
)
def test_a_question_about_the_past_reaches_the_archive(real: Hindsight, said: str, question: str) -> None:
    _told(real, said, "I'm vegetarian")
    real.maintain(user_id="u", now=LATER)
    archived = [r for r in real.list_records(user_id="u", statuses=ALL_STATUSES) if r.status == "archived"]
    assert [r.source_ids for r in archived] == [["m0"]]
    hits = real.recall(question, user_id="u", k=3, now=LATER).hits
    assert hits and hits[0].record.id == archived[0].id
    # recalled, it stays in the archive: a question about now does not see it
    assert real.list_records(user_id="u", statuses=("archived",))[0].id == archived[0].id
    now_hits = real.recall("when's my next flight?", user_id="u", k=3, now=LATER).hits
    assert archived[0].id not in {h.record.id for h in now_hits}


def test_an_expired_ttl_given_stays_out(real: Hindsight) -> None:
    real.remember("I went to the Tokyo office party", user_id="u", ttl_days=7, occurred_at=T0)
    real.maintain(user_id="u", now=LATER)
    assert not real.recall("did I go to the Tokyo office party?", user_id="u", k=3, now=LATER).hits
