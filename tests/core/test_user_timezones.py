"""The days a message names and a question asks about are the user's: an adapter stamps a turn with the clock in
UTC, so "my dentist appointment is tomorrow" said at 6 pm in Los Angeles (2 am UTC, the next day) was dated the
day after the appointment, and "what do I have tomorrow?" looked a day late. With the user's time zone configured
(``HindsightConfig.timezone``, ``user_timezones``; ``HINDSIGHT_TIMEZONE`` for the CLI and the MCP server) every
time is read on that zone's calendar (``hindsight_core.clock``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from hindsight_core import Hindsight, HindsightConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.settings import HindsightSettings, engine_from_settings

MONDAY_EVENING_LA = datetime(2026, 3, 3, 2, 0, tzinfo=UTC)  # Monday 2 March, 6 pm in Los Angeles


def _engine(path: Path, **config: object) -> Hindsight:
    return Hindsight(path, embedder=HashEmbedder(64), config=HindsightConfig(**config))  # type: ignore[arg-type]


def _dates(hs: Hindsight, user: str = "u") -> dict[str, str]:
    return {r.text: r.attributes.get("mentioned_dates", "") for r in hs.list_records(user_id=user)}


def test_tomorrow_said_in_the_evening_is_the_users_tomorrow(tmp_path: Path) -> None:
    with _engine(tmp_path / "la", timezone="America/Los_Angeles") as hs:
        hs.retain(
            [{"role": "user", "content": "my dentist appointment is tomorrow at 3pm"}],
            user_id="u",
            occurred_at=MONDAY_EVENING_LA,
        )
        hs.remember("the plumber comes tomorrow", user_id="u", occurred_at=MONDAY_EVENING_LA)
        assert set(_dates(hs).values()) == {"2026-03-03"}  # Tuesday, where the user is
    with _engine(tmp_path / "utc") as hs:  # no zone: the offset the time came with (UTC's Tuesday)
        hs.retain(
            [{"role": "user", "content": "my dentist appointment is tomorrow at 3pm"}],
            user_id="u",
            occurred_at=MONDAY_EVENING_LA,
        )
        assert set(_dates(hs).values()) == {"2026-03-04"}


def test_a_users_own_zone_is_read_over_the_default(tmp_path: Path) -> None:
    with _engine(
        tmp_path / "hs", timezone="America/Los_Angeles", user_timezones={"aiko": "Asia/Tokyo"}
    ) as hs:
        for user in ("u", "aiko"):
            hs.retain(
                [{"role": "user", "content": "I fly out tomorrow"}],
                user_id=user,
                occurred_at=MONDAY_EVENING_LA,
            )
        # 2 am UTC on Tuesday is Monday evening in Los Angeles and Tuesday 11 am in Tokyo
        assert set(_dates(hs, "u").values()) == {"2026-03-03"}
        assert set(_dates(hs, "aiko").values()) == {"2026-03-04"}


def test_what_do_i_have_tomorrow_asked_in_the_evening_reads_the_users_tomorrow(tmp_path: Path) -> None:
    with _engine(tmp_path / "hs", timezone="America/Los_Angeles") as hs:
        week = datetime(2026, 2, 23, 17, 0, tzinfo=UTC)  # the Monday before, 9 am in Los Angeles
        hs.retain(
            [{"role": "user", "content": "dentist on Tuesday March 3"}],
            user_id="u",
            session_id="a",
            occurred_at=week,
        )
        hs.retain(
            [{"role": "user", "content": "haircut on Wednesday March 4"}],
            user_id="u",
            session_id="b",
            occurred_at=week,
        )
        asked = MONDAY_EVENING_LA + timedelta(hours=1)  # Monday 7 pm there, Tuesday already in UTC
        hits = hs.recall("what do I have tomorrow?", user_id="u", k=2, reinforce=False, now=asked).hits
        assert "dentist" in hits[0].record.text


def test_an_unknown_zone_is_refused_naming_the_close_ones() -> None:
    with pytest.raises(ValidationError, match="America/New_York"):
        HindsightConfig(timezone="America/NewYork")
    with pytest.raises(ValidationError, match="unknown time zone 'Mars/Olympus'"):
        HindsightConfig(user_timezones={"u": "Mars/Olympus"})


def test_the_cli_and_mcp_server_read_the_zone_from_the_environment(
    env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (the embedded stores of ``env``: the test script's Neo4j and Chroma variables are not this test's; with them it
    # opened the real Neo4j, refused for a while after the tests of a wrong password: AuthenticationRateLimit)
    monkeypatch.setenv("HINDSIGHT_TIMEZONE", "Asia/Shanghai")
    monkeypatch.setenv("HINDSIGHT_USER_TIMEZONES", '{"alice": "Europe/Paris"}')
    with Hindsight(engine=engine_from_settings(HindsightSettings(), resume=False)) as hs:
        assert (hs.config.timezone, hs.config.user_timezones) == ("Asia/Shanghai", {"alice": "Europe/Paris"})


@pytest.mark.parametrize(
    ("variable", "value", "said"),
    [
        ("HINDSIGHT_TIMEZONE", "America/Los_Angles", "did you mean 'America/Los_Angeles'"),
        ("HINDSIGHT_USER_TIMEZONES", '{"alice": "Europe/Pari"}', "did you mean 'Europe/Paris'"),
        ("HINDSIGHT_USER_TIMEZONES", "{alice: Europe/Paris}", "is not JSON"),
    ],
)
def test_a_bad_zone_in_the_environment_is_one_line_naming_its_variable(
    env: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    variable: str,
    value: str,
    said: str,
) -> None:
    """HINDSIGHT_TIMEZONE=America/Los_Angles ended `hindsight stats` and the MCP server with a pydantic traceback
    naming HindsightConfig (and `python -m hindsight_core.mcp` with one for a value that is not JSON): the
    variable is named, with the zone meant, in one line, and nothing starts."""
    from hindsight_core.cli.main import main
    from hindsight_core.mcp.__main__ import main as mcp_main

    monkeypatch.setenv(variable, value)
    for run, prefix in (
        (lambda: main(["stats"]), "error: "),
        (lambda: mcp_main([]), "hindsight mcp: error: "),
    ):
        assert run() == 2
        lines = [
            line for line in capsys.readouterr().err.splitlines() if line.strip() and "note:" not in line
        ]
        assert len(lines) == 1 and lines[0].startswith(f"{prefix}invalid setting {variable}: "), lines
        assert said in lines[0], lines
    assert not env.exists()
