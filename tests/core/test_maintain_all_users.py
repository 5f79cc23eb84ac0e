"""`hindsight maintain` took one `--user-id`: a store serving many users (the MCP server, an app's agents) needed
one scheduled command per user, and a user added later was never maintained (their plans never archived, their
episodes never induced). `--all-users` maintains every user the store holds memories of; `hs.users()` lists them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder

from .expiry_helpers import EXPIRE_USER_STATEMENTS_ENV

PLAN = "I'm planning to repaint the kitchen this spring."


@pytest.fixture(autouse=True)
def _plans_stated_expire(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old plans these tests count are the user's own words: archived once expired where the deployment says
    so (``HINDSIGHT_LIFECYCLE__EXPIRE_USER_STATEMENTS``; by default they stay live)."""
    monkeypatch.setenv(*EXPIRE_USER_STATEMENTS_ENV)


def _ingest_old_plans(tmp_path: Path, users: list[str]) -> None:
    dialogues = tmp_path / "dialogues.jsonl"
    dialogues.write_text(
        "\n".join(
            json.dumps(
                {
                    "user_id": user,
                    "occurred_at": "2020-03-02T10:00:00+00:00",  # plans past their 30 days' TTL
                    "messages": [{"role": "user", "content": PLAN, "id": f"{user}-1"}],
                }
            )
            for user in users
        )
    )
    assert main(["ingest", str(dialogues)]) == 0


def test_maintain_all_users_maintains_each_user(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _ingest_old_plans(tmp_path, ["alice", "bob", "chen"])
    capsys.readouterr()
    assert main(["maintain", "--all-users", "--dry-run"]) == 0
    assert "would archive 3 records; would induce 0 semantic memories of 3 users" in capsys.readouterr().out
    assert main(["maintain", "--all-users"]) == 0
    assert "archived 3 records; induced 0 semantic memories of 3 users" in capsys.readouterr().out
    for user in ("alice", "bob", "chen"):
        assert main(["stats", "--user-id", user]) == 0
        counts = json.loads(capsys.readouterr().out)["user"]["records"]
        assert (counts.get("active", 0), counts["archived"]) == (0, 1)


def test_one_user_or_all_users_is_asked_for(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as neither:
        main(["maintain"])
    assert neither.value.code == 2 and "--user-id --all-users" in capsys.readouterr().err.replace("/", " ")
    with pytest.raises(SystemExit) as both:
        main(["maintain", "--user-id", "alice", "--all-users"])
    assert both.value.code == 2 and "not allowed with argument" in capsys.readouterr().err


def test_users_lists_the_users_a_store_holds_memories_of(tmp_path: Path) -> None:
    with Hindsight(tmp_path / "hs", embedder=HashEmbedder(64)) as hs:
        assert hs.users() == []
        hs.remember("Bob prefers tea", user_id="bob")
        hs.retain([{"role": "user", "content": "I live in Lyon"}], user_id="alice")
        gone = hs.remember("Chen's locker code is 4312", user_id="chen")
        hs.forget(record_id=gone.id)  # soft: still held, for audit
        assert hs.users() == ["alice", "bob", "chen"]


def test_a_data_directory_with_nothing_stored_is_said_and_not_created(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A scheduled `hindsight maintain --all-users` run without the app's HINDSIGHT_DATA_DIR (cron's environment)
    or with a typo in it created an empty store there and reported "of 0 users" as done, night after night."""
    for command in (["maintain", "--all-users"], ["maintain", "--user-id", "alice"]):
        assert main(command) == 0
        out, err = capsys.readouterr()
        assert "archived 0 records" in out and f"there is no hindsight data directory at {env}" in err, err
        assert not env.exists()


def test_a_user_with_no_memories_is_warned_of(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight maintain --user-id alcie` (a typo of alice) read as done, as stats and audit warn it is not."""
    _ingest_old_plans(tmp_path, ["alice"])
    for dry_run in ([], ["--dry-run"]):
        capsys.readouterr()
        assert main(["maintain", "--user-id", "alcie", *dry_run]) == 0
        assert "warning: user 'alcie' has no memories in this store" in capsys.readouterr().err
        assert main(["maintain", "--user-id", "alice", *dry_run]) == 0
        assert "warning" not in capsys.readouterr().err


def test_a_user_id_over_the_limit_now_in_force_is_skipped_with_a_warning(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`max_id_chars` lowered after a long user id was stored: `maintain --all-users` stopped at that user with a
    validation error, and every user after it (chen) went unmaintained, night after night."""
    long_id = "b" * 100
    _ingest_old_plans(tmp_path, ["alice", long_id, "chen"])
    capsys.readouterr()
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_ID_CHARS", "64")
    for command, said in (
        (
            ["maintain", "--all-users", "--dry-run"],
            "would archive 2 records; would induce 0 semantic memories of 2 users",
        ),
        (["maintain", "--all-users"], "archived 2 records; induced 0 semantic memories of 2 users"),
    ):
        assert main(command) == 0
        out, err = capsys.readouterr()
        assert said in out, out
        assert f"skipped user {long_id!r}" in err and "max_id_chars" in err, err
    monkeypatch.delenv("HINDSIGHT_LIMITS__MAX_ID_CHARS")
    for user, archived in (("alice", 1), (long_id, 0), ("chen", 1)):
        assert main(["stats", "--user-id", user]) == 0
        assert json.loads(capsys.readouterr().out)["user"]["records"].get("archived", 0) == archived
