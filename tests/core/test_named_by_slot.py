"""Someone introduced by the name the user gives a role ("My boss is called Martin", "My sister is Anna.",
我姐姐叫王芳: the extractor's slot of the speaker's, ``boss`` = Martin) is the person a question asking about the role
means: the records calling them by name are placed next to that introduction, as for "my boss Martin"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.named_people import _role_matches, asked_roles, people_named

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)

SESSIONS = [
    ["My sister is Anna.", "I work as a nurse at St James hospital.", "We adopted a cat last spring."],
    ["My boss is called Martin, he runs the ER.", "I had pasta for lunch."],
    ["Anna just moved to Rome!", "I'm learning Italian on Duolingo."],
    ["Martin got promoted to chief of medicine", "Weather is awful"],
    ["我姐姐叫王芳，在深圳做会计。", "周末带孩子去公园了，累死。"],
    ["王芳上个月搬到广州了", "最近在学做饭"],
]


def _retain(hs: Hindsight) -> None:
    for day, turns in enumerate(SESSIONS):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What happened to my boss recently?", "d3t0"),  # Martin's promotion (was 4th, below lunch and Rome)
        ("我姐姐现在住在哪", "d5t0"),  # 王芳 moved to 广州 (was 5th)
    ],
)
def test_the_person_named_by_the_role_s_slot_is_the_one_asked_about(
    real: Hindsight, question: str, answer: str
) -> None:
    _retain(real)
    top = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5, reinforce=False).hits]
    assert answer in top[:2]


def _record(text: str, **attributes: str) -> MemoryRecord:
    return MemoryRecord(text=text, scope=Scope(user_id="u"), occurred_at=T0, attributes=attributes)


@pytest.mark.parametrize(
    ("record", "people"),
    [
        (_record("The user said: My sister is Anna.", subject="user", attribute="sister", value="Anna"),
         (("sister", "Anna"),)),
        (_record("用户说：我老公是王磊", subject="user", attribute="husband", value="王磊"), (("husband", "王磊"),)),
        # the name read in the words already: once
        (_record("用户说：我姐姐叫王芳，在深圳做会计。", subject="user", attribute="sister", value="王芳"),
         (("姐姐", "王芳"),)),
        # a surname alone names no one to search for; nor does another's slot
        (_record("用户说：我妈妈姓刘", subject="user", attribute="mother", value="刘"), ()),
        (_record("The user said: Tom's sister is Anna.", subject="Tom", attribute="sister", value="Anna"), ()),
        # a slot that is no role
        (_record("The user said: I live in Rome.", subject="user", attribute="lives_in", value="Rome"), ()),
        # said beside each other too: once
        (_record("The user said: my boss Martin", subject="user", attribute="boss", value="Martin"),
         (("boss", "Martin"),)),
    ],
)  # fmt: skip
def test_a_role_s_slot_names_the_person(record: MemoryRecord, people: tuple[tuple[str, str], ...]) -> None:
    assert people_named(record) == people


@pytest.mark.parametrize(
    ("question", "slot", "same"),
    [
        ("我姐姐现在住在哪", "sister", True),
        ("我妹妹做什么工作", "sister", True),
        ("我老板最近怎么样", "boss", True),
        ("我老板最近怎么样", "sister", False),
        ("what does my mum do?", "mother", True),
    ],
)
def test_a_slot_s_role_is_the_role_asked_in_either_language(question: str, slot: str, same: bool) -> None:
    assert _role_matches(asked_roles(question), slot) is same
