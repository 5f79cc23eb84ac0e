"""What a user marks as not to be kept before saying it ("Off the record, I'm interviewing at Google next week",
"Don't store this. I'm seeing a therapist.", 这个别记：我在偷偷看别的工作机会, 私下跟你说，别记下来，我怀孕了) is no
memory; what the user said before it stays (the request points forward, not back)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.off_record import without_off_record
from hindsight_core.extraction.pointing_back import points_back
from tests.core.retain_helpers import tell

MARKED = [
    "Off the record, I'm interviewing at Google next week.",
    "ok so off the record - my boss is leaving in March",
    "Don't save this: my salary is 95k.",
    "Keep this off the record: my sister is pregnant.",
    "Off the record. I'm interviewing at Google next week.",
    "Don't store this. I'm seeing a therapist for anxiety.",
    "这个别记：我在偷偷看别的工作机会",
    "私下跟你说，别记下来，我怀孕了",
    "下面的别记：我欠了朋友五万块",
]


@pytest.mark.parametrize("text", MARKED)
def test_what_follows_a_request_not_to_keep_it_is_no_memory(hs: Hindsight, text: str) -> None:
    tell(hs, "I live in Leeds.", "home", 0)
    tell(hs, text, "marked", 1)
    tell(hs, "I'm allergic to penicillin.", "after", 2)
    live = {r.source_ids[0] for r in hs.list_records(user_id="u") if r.valid_to is None}
    assert live == {"home", "after"}  # nothing of the marked message; the home said before it not forgotten
    assert not points_back(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Off the record, I'm interviewing at Google. I live in Leeds.", "I live in Leeds."),
        ("Don't store this, I'm seeing a therapist. Also I moved to York.", "Also I moved to York."),
        # pointing back, or no request at all: as written
        ("Forget that. I live in Leeds now.", "Forget that. I live in Leeds now."),
        ("Don't save this.", "Don't save this."),
        ("Off the record was a great film.", "Off the record was a great film."),
        ("I said that off the record.", "I said that off the record."),
        ("don't keep this one running, kill the job", "don't keep this one running, kill the job"),
        ("不用记，我自己记得住", "不用记，我自己记得住"),
        ("别记了，我住在北京", "别记了，我住在北京"),
    ],
)
def test_only_what_a_request_points_forward_at_is_left_out(text: str, kept: str) -> None:
    assert without_off_record(text) == kept


def test_a_request_pointing_back_still_forgets_what_was_just_said(hs: Hindsight) -> None:
    said = ["My PIN is 4711.", "OK.", "Don't save that.", "OK."]
    hs.retain([{"role": ("user", "assistant")[n % 2], "content": t} for n, t in enumerate(said)], user_id="u")
    assert not any("4711" in r.text for r in hs.list_records(user_id="u"))
