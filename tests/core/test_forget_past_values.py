"""A request for the value a slot held before ("forget my old job", "delete everything about my old job", "forget my
previous employer", "forget where I used to live") named no slot, so nothing was forgotten (the old employer stayed
in recall for "where did I work before?"); and ``forget(query="my old address")`` through the API took the current
address as well, as a request naming the slot alone does. A past value's versions go and the current one stays;
"everything about" it also takes what says the old value and nothing that holds now ("I left Acme"), never the
message saying the value that holds now."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


def _say(hs: Hindsight, *turns: str) -> None:
    for n, turn in enumerate(turns):
        hs.retain(
            [
                {"role": "user", "content": turn, "id": f"m{n}"},
                {"role": "assistant", "content": "OK.", "id": f"a{n}"},
            ],
            user_id="u",
            session_id=f"s{n}",
            occurred_at=T0 + timedelta(days=7 * n),
        )


def _status(hs: Hindsight) -> dict[str, str]:
    return {r.text: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}


JOBS = ("I work at Acme as a designer.", "I left Acme, now I work at Globex.")


@pytest.mark.parametrize(
    "request_",
    ["forget my old job", "please forget my previous employer", "forget where I used to work"],
)
def test_a_request_for_the_old_value_forgets_it_and_keeps_the_current(
    tmp_path: Path, minilm, request_: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _say(hs, *JOBS, request_)
        status = _status(hs)
        assert status["The user said: I work at Acme as a designer."] == "forgotten"
        assert status["The user said: I left Acme, now I work at Globex."] == "active"
        hits = hs.recall("where did I work before?", user_id="u", k=5, reinforce=False).hits
        assert not any(h.record.text.endswith("designer.") for h in hits)


def test_everything_about_the_old_job_takes_what_says_it_but_not_what_holds_now(
    tmp_path: Path, minilm
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _say(hs, *JOBS, "My friend Tom works at Initech.", "delete everything about my old job")
        status = _status(hs)
        assert status["The user said: I work at Acme as a designer."] == "forgotten"
        assert status["The user said: I left Acme"] == "forgotten"
        assert status["The user said: I left Acme, now I work at Globex."] == "active"
        assert status["The user said: My friend Tom works at Initech."] == "active"
        top = hs.recall("where do I work?", user_id="u", k=3, reinforce=False).hits[0]
        assert "Globex" in top.record.text


def test_the_api_forgets_only_the_old_address_when_asked_for_it(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _say(hs, "I live at 42 Maple Street.", "We moved, my new address is 9 Oak Road.")
        hs.forget(query="my old address", user_id="u")
        status = _status(hs)
        assert status["The user said: I live at 42 Maple Street."] == "forgotten"
        assert status["The user said: We moved, my new address is 9 Oak Road."] == "active"


def test_where_i_used_to_live_in_chat(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _say(hs, "I live in Leeds.", "I moved to York last month.", "forget where I used to live")
        status = _status(hs)
        assert status["The user said: I live in Leeds."] == "forgotten"
        assert status["The user said: I moved to York last month."] == "active"
