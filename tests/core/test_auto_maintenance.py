"""Maintenance runs on its own (``lifecycle.maintain_every_hours``): a user's ``maintain`` (TTLs, decay, induction)
starts in the background after a reflection once the interval since their first reflection, or their last run, has
passed; measured in the data directory, so an engine opened a day later does it (rule extractor, hash embedder)."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, LifecycleConfig
from hindsight_core.embeddings import HashEmbedder

DAY = 24 * 3600


def engine(folder: Path, hours: float | None = 24.0) -> Hindsight:
    config = HindsightConfig(data_dir=folder, lifecycle=LifecycleConfig(maintain_every_hours=hours))
    return Hindsight(folder, embedder=HashEmbedder(64), config=config)


def said_in_three_chats(hs: Hindsight, user: str = "u") -> None:
    for session in ("s1", "s2", "s3"):
        hs.retain([{"role": "user", "content": "I prefer PostgreSQL."}], user_id=user, session_id=session)


def semantic(hs: Hindsight, user: str = "u") -> list[str]:
    hs.wait_background()
    return [r.text for r in hs.list_records(user_id=user) if r.kind == "semantic"]


def a_day_passes(folder: Path, user: str = "u") -> None:
    """What a day does to the journal's note of the user's last run (the test cannot wait a day)."""
    with engine(folder) as hs:
        started = hs.engine.journal.maintained_at(user)
        assert started is not None
        hs.engine.journal.mark_maintained(user, started - DAY - 60)


def test_a_user_is_maintained_on_their_own_once_a_day_has_passed(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
        # the first reflection starts the user's interval: nothing runs in the middle of their first day
        assert semantic(hs) == []
        assert abs(hs.engine.journal.maintained_at("u") - time.time()) < 120
    a_day_passes(tmp_path)
    with engine(tmp_path) as hs:  # the next process, a day later
        hs.retain([{"role": "user", "content": "What should I cook tonight?"}], user_id="u", session_id="s4")
        assert semantic(hs) == ["The user's preferred database is PostgreSQL"]
        # the run restarted the interval: the next write does not run it again
        ran = hs.engine.journal.maintained_at("u")
        assert abs(ran - time.time()) < 120
        hs.retain([{"role": "user", "content": "Thanks!"}], user_id="u", session_id="s5")
        hs.wait_background()
        assert hs.engine.journal.maintained_at("u") == ran


def test_a_fact_remembered_as_given_also_starts_a_due_run(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
    a_day_passes(tmp_path)
    with engine(tmp_path) as hs:  # an MCP client's store_memory, no conversation
        hs.remember("The user's dentist is Dr. Patel.", user_id="u")
        assert semantic(hs) == ["The user's preferred database is PostgreSQL"]


def test_only_the_user_whose_interval_passed_is_maintained(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs, "u")
        said_in_three_chats(hs, "v")
    a_day_passes(tmp_path, "u")
    with engine(tmp_path) as hs:
        hs.retain([{"role": "user", "content": "hi"}], user_id="u", session_id="s9")
        hs.retain([{"role": "user", "content": "hi"}], user_id="v", session_id="s9")
        assert semantic(hs, "u") == ["The user's preferred database is PostgreSQL"]
        assert semantic(hs, "v") == []


def test_none_leaves_maintenance_to_the_deployment(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
    a_day_passes(tmp_path)
    with engine(tmp_path, hours=None) as hs:
        hs.retain([{"role": "user", "content": "hi"}], user_id="u", session_id="s4")
        assert semantic(hs) == []
        assert hs.maintain(user_id="u")["induced"] == 1  # what a scheduled `hindsight maintain` does


def test_an_explicit_run_restarts_the_interval(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
    a_day_passes(tmp_path)
    with engine(tmp_path) as hs:
        hs.maintain(user_id="u")
        assert abs(hs.engine.journal.maintained_at("u") - time.time()) < 120
        hs.retain([{"role": "user", "content": "I prefer dark mode."}], user_id="u", session_id="s4")
        hs.wait_background()
        assert abs(hs.engine.journal.maintained_at("u") - time.time()) < 120


def test_an_erased_user_leaves_no_note_of_their_runs(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
        assert hs.engine.journal.maintained_at("u") is not None
        hs.forget_user("u")
        assert hs.engine.journal.maintained_at("u") is None


def test_the_environment_turns_it_off_in_words(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hindsight_core.settings import HindsightSettings

    monkeypatch.setenv("HINDSIGHT_LIFECYCLE__MAINTAIN_EVERY_HOURS", "null")
    assert HindsightSettings().lifecycle.maintain_every_hours is None
    monkeypatch.setenv("HINDSIGHT_LIFECYCLE__MAINTAIN_EVERY_HOURS", "12")
    assert HindsightSettings().lifecycle.maintain_every_hours == 12.0


def test_an_explicit_run_waits_for_one_started_on_its_own(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
    a_day_passes(tmp_path)
    with engine(tmp_path) as hs:
        spans: list[tuple[float, float]] = []
        run = hs.engine._maintain_user

        async def slow(user: str, moment: datetime) -> dict[str, int]:
            start = time.monotonic()
            await asyncio.sleep(0.3)
            done = await run(user, moment)
            spans.append((start, time.monotonic()))
            return done

        hs.engine._maintain_user = slow  # type: ignore[method-assign]
        hs.engine._auto._run = slow
        hs.retain([{"role": "user", "content": "hi"}], user_id="u", session_id="s4")  # starts one on its own
        hs.maintain(user_id="u")
        hs.wait_background()
        (first, second) = sorted(spans)
        assert second[0] >= first[1]  # the explicit run started once the other had ended


def test_an_explicit_run_beside_one_started_on_its_own_learns_once(tmp_path: Path) -> None:
    with engine(tmp_path) as hs:
        said_in_three_chats(hs)
    a_day_passes(tmp_path)
    with engine(tmp_path) as hs:
        hs.retain([{"role": "user", "content": "hi"}], user_id="u", session_id="s4")  # starts one on its own
        hs.maintain(user_id="u")  # waits for it, then runs
        assert semantic(hs) == ["The user's preferred database is PostgreSQL"]


def test_a_replay_on_the_conversations_clock_learns_and_fades_as_the_days_pass(tmp_path: Path) -> None:
    """The engine's maintenance clock set to the conversations' own time (a replay of dated chats): runs come a
    day apart as the chats do, each at its day: the third day's chat teaches the preference, and half a year later
    the question asked on the first day has faded into the archive while what the user told stays (strength decays
    from a record's write, on the wall clock: the replay starts today)."""
    start = datetime.now(UTC)
    with engine(tmp_path) as hs:
        moment = start

        def say(text: str, session: str, day: float) -> None:
            nonlocal moment
            moment = start + timedelta(days=day)
            hs.retain(
                [{"role": "user", "content": text}], user_id="u", session_id=session, occurred_at=moment
            )
            hs.wait_background()

        hs.engine.maintenance_clock = lambda: moment.timestamp()
        say("Is the lake open in winter?", "q", 0)
        say("I prefer PostgreSQL.", "s1", 0.1)
        say("I prefer PostgreSQL.", "s2", 1.1)
        assert semantic(hs) == []  # a run on day 1: two conversations teach nothing yet
        assert hs.engine.journal.maintained_at("u") == (start + timedelta(days=1.1)).timestamp()
        say("I prefer PostgreSQL.", "s3", 2.2)
        assert semantic(hs) == ["The user's preferred database is PostgreSQL"]
        assert hs.list_records(user_id="u", statuses=("archived",)) == []
        say("I live in Seattle.", "s4", 180)
        archived = [r.text for r in hs.list_records(user_id="u", statuses=("archived",))]
        assert archived == ["The user said: Is the lake open in winter?"]
