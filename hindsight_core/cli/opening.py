"""What every ``hindsight`` command starts with: its settings (``HINDSIGHT_*`` and the flags), the data
directory and the engine it opens, the ``--user-id`` it names, and how it prints user data."""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from pydantic_settings import SettingsError
from rich.console import Console

from hindsight_core.config import LimitsConfig, data_dir_path
from hindsight_core.errors import ConfigError, UserError
from hindsight_core.validation import check_id

if TYPE_CHECKING:
    from hindsight_core.settings import HindsightSettings
    from hindsight_core.sync import Hindsight


def say(console: Console, text: str) -> None:
    """Print text as it is: user data in it (``[mcp]``, ``[1]``) is never read as markup."""
    console.print(text, markup=False, highlight=False)


def read_settings(args: argparse.Namespace) -> HindsightSettings:
    from hindsight_core.settings import HindsightSettings, hindsight_variables

    overrides: dict[str, Any] = {}
    given = getattr(args, "data_dir", None)
    if (given is not None and not given.strip()) or hindsight_variables().get("HINDSIGHT_DATA_DIR") == "":
        raise UserError("the data directory is empty (--data-dir or HINDSIGHT_DATA_DIR): give a path")
    if given:
        overrides["data_dir"] = Path(given)
    if getattr(args, "embedder", None):
        overrides["embedder"] = args.embedder
    try:
        settings = HindsightSettings(**overrides)
    except SettingsError as exc:  # a dict or list setting that is not JSON
        named = ", ".join(f"{name}: {value!r} is not JSON" for name, value in _not_json(str(exc)))
        raise ConfigError(
            f"invalid setting {named or exc}; a dict or list setting is written as JSON, e.g. "
            """HINDSIGHT_LIFECYCLE__TTL_DAYS='{"plan": 14}', HINDSIGHT_LIFECYCLE__UNFADING_EVENT_TYPES='["fact"]'"""
        ) from None
    except ValidationError as exc:
        error = exc.errors()[0]
        field = "__".join(str(p) for p in error["loc"]).upper()  # nested: HINDSIGHT_LIMITS__MAX_K
        message = error["msg"].removeprefix("Value error, ")  # a validator's own message says it all
        raise ConfigError(f"invalid setting HINDSIGHT_{field}: {message}") from None
    # a NUL byte or a "~someone" of no such user: Python's own errors when the store opens
    data_dir_path(
        settings.data_dir, "the data directory (--data-dir or HINDSIGHT_DATA_DIR)", "give a folder's path"
    )
    return settings


def _not_json(error: str) -> list[tuple[str, str]]:
    """The variables of the setting a ``SettingsError`` names ('error parsing value for field "lifecycle"') whose
    values are not JSON, with their values: what the error leaves out."""
    field = re.search(r'field "([^"]+)"', error)
    if field is None:
        return []
    prefix = f"HINDSIGHT_{field.group(1).upper()}"
    found = []
    from hindsight_core.settings import hindsight_variables

    for name, value in sorted(hindsight_variables().items()):
        if name == prefix or name.startswith(f"{prefix}__"):
            try:
                json.loads(value)
            except ValueError:
                found.append((name, value))
    return found


def read_limits(args: argparse.Namespace) -> LimitsConfig:
    return read_settings(args).limits


def build_engine(args: argparse.Namespace, data_dir: Path | None = None, *, resume: bool = True) -> Hindsight:
    from hindsight_core.settings import engine_from_settings
    from hindsight_core.sync import Hindsight

    settings = read_settings(args)
    if data_dir is not None:
        settings = settings.model_copy(update={"data_dir": data_dir})
    return Hindsight(engine=engine_from_settings(settings, resume=resume))


@contextmanager
def command_data_dir(args: argparse.Namespace, *, writes: bool) -> Iterator[tuple[Path, bool]]:
    """The data directory a command opens, and whether it is a temporary copy of a read-only one (commands
    that only read work there; commands that write get an error). A read of a directory that does not exist
    opens an empty temporary one: it does not create a store (a typo would leave one)."""
    from hindsight_core.cli.datadir import data_dir_for, python_default_note
    from hindsight_core.settings import hindsight_variables

    data_dir = read_settings(args).data_dir.expanduser()
    given = getattr(args, "data_dir", None) or "HINDSIGHT_DATA_DIR" in hindsight_variables()
    if not given and (note := python_default_note(data_dir)):
        print(note, file=sys.stderr)
    if not writes and not data_dir.exists():
        print(
            f"note: there is no hindsight data directory at {data_dir} (nothing stored there yet); check "
            "--data-dir or HINDSIGHT_DATA_DIR",
            file=sys.stderr,
        )
        with tempfile.TemporaryDirectory(prefix="hindsight-empty-") as empty:
            yield Path(empty), True
        return
    with data_dir_for(data_dir, command=args.command, writes=writes) as (opened, copy):
        yield opened, copy


@contextmanager
def open_engine(
    args: argparse.Namespace, *, writes: bool, resume: bool | None = None
) -> Iterator[tuple[Hindsight, bool]]:
    """The engine of the configured data directory, and whether it is a temporary copy (:func:`command_data_dir`).
    Queued extraction resumes in the background when the command writes (``resume`` overrides: a command
    that retries it itself)."""
    with (
        command_data_dir(args, writes=writes) as (opened, copy),
        # reading leaves queued extraction to a writer
        build_engine(args, opened, resume=writes if resume is None else resume) as hs,
    ):
        yield hs, copy


def given_user(args: argparse.Namespace, limits: LimitsConfig) -> str | None:
    """``--user-id`` checked (named as the flag), or ``None`` when not given."""
    return None if args.user_id is None else check_id(args.user_id, "--user-id", limits)


def given_agent(args: argparse.Namespace, limits: LimitsConfig) -> str | None:
    """``--agent-id`` checked (named as the flag), or ``None`` when not given."""
    return None if args.agent_id is None else check_id(args.agent_id, "--agent-id", limits)


def given_session(args: argparse.Namespace, limits: LimitsConfig) -> str | None:
    """``--session-id`` checked (named as the flag), or ``None`` when not given."""
    return None if args.session_id is None else check_id(args.session_id, "--session-id", limits)


def needed_user(args: argparse.Namespace, limits: LimitsConfig) -> str:
    user = given_user(args, limits)
    if user is None:
        raise UserError(f"hindsight {args.command} needs --user-id (whose memories to use)")
    return user
