"""Records of one write are listed in the order they were made, in every process: a record made as a copy of another
in the same write (a graduation's ending of the school, copied from its ending of the student's job) is stored a
microsecond after it. Before, the two shared ``recorded_at`` and ``occurred_at``, so a listing put them in the order
of their random ids: another each run."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("student", "graduation"),
    [
        ("I'm a PhD student at Stanford", "I finally graduated!"),
        ("I'm a grad student at MIT, second year", "just graduated!! can't believe it"),
        ("I'm a student at NYU", "I got my degree today"),
        ("我在清华读研究生", "我毕业了！"),
        ("我在复旦读研究生", "终于毕业了！"),
    ],
)
def test_a_graduation_lists_the_jobs_ending_then_the_schools(
    hs: Hindsight, student: str, graduation: str
) -> None:
    tell(hs, student, "m1", 0)
    tell(hs, graduation, "m2", 30)
    listed = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["m2"]]
    assert [r.attributes.get("attribute") for r in listed] == ["job", "school"]
    assert listed[0].recorded_at < listed[1].recorded_at


@pytest.mark.parametrize(
    ("said", "request_", "rest"),
    [
        ("I love hiking and I'm allergic to cats", "forget that I'm allergic to cats", "I love hiking"),
        ("I have a dog named Max and my sister lives in Ohio", "forget where my sister lives", "named Max"),
        (
            "ugh long day. I'm vegetarian btw and my office is on the 5th floor",
            "forget my office",
            "vegetarian",
        ),
    ],
)
def test_what_stays_of_a_message_is_listed_right_after_it(
    hs: Hindsight, said: str, request_: str, rest: str
) -> None:
    hs.retain([{"role": "user", "content": said, "id": "m1"}], user_id="u")
    hs.forget(query=request_, user_id="u")
    listed = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    whole = next(n for n, r in enumerate(listed) if r.text.endswith(said))
    assert listed[whole].status == "forgotten"
    assert listed[whole + 1].status == "active" and rest in listed[whole + 1].text
    assert listed[whole].recorded_at < listed[whole + 1].recorded_at
