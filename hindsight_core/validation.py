"""The one validation layer for every public input: types, ranges, limits, text, dates, ids, paths.

Every public method of :class:`~hindsight_core.engine.AsyncHindsight` (and so of its sync twin) is wrapped
by :func:`~hindsight_core.validation_layer.checked`, which checks each argument by its name before any work
is done (before the stores are even opened): a bad value raises a :class:`~hindsight_core.errors.UserError`
that names the argument, says what was wrong and what to do. The memory tools (MCP, LangChain, LlamaIndex)
and the CLI call the same checks, so every surface gives the same message. The checks of traces and of
``retain``'s messages, and the fitting of a captured trace, are in :mod:`hindsight_core.validation_traces`;
those of records and of file paths in :mod:`hindsight_core.validation_records`.

The limits (:class:`~hindsight_core.config.LimitsConfig`) bound what one call may ask for: a message over
``max_message_chars``, a query over ``max_query_chars``, a record naming more than
``max_entities_per_record`` entities... Each error names the limit and the setting that raises it.

Example:
    >>> from hindsight_core.config import LimitsConfig
    >>> check_k("5", "k", LimitsConfig())
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: k must be a whole number, not the str '5'
"""

from __future__ import annotations

import math
import operator
import re
import unicodedata
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, cast, get_args

from pydantic_core import PydanticSerializationError, to_json

from hindsight_core.config import MAX_TTL_DAYS, LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import (
    ALL_STATUSES,
    KNOWN_EVENT_TYPES,
    Scope,
    SourceKind,
    ensure_aware,
)
from hindsight_core.validation_json import finite_number, non_finite

#: Limits under which any id length is accepted (:func:`check_adapter_id` before an engine is known).
_UNBOUNDED_IDS = LimitsConfig().model_copy(update={"max_id_chars": 2**63 - 1})

#: Dates outside these years are refused (decay, TTLs and the stores need room on both sides).
EARLIEST_YEAR = 1000
LATEST_YEAR = 2999


# ------------------------------------------------------------------------------------------------ messages


def setting_hint(limit: str) -> str:
    """How a caller raises ``limit``: in the config, or in the environment of the CLI and MCP server."""
    return f"limits.{limit} (HINDSIGHT_LIMITS__{limit.upper()} for the CLI and MCP server)"


def over_limit(what: str, size: int, unit: str, limit: str, limits: LimitsConfig) -> UserError:
    """The error for an input over one of the limits: what, how big, the limit, and how to raise it."""
    allowed = getattr(limits, limit)
    return UserError(
        f"{what} has {size:,} {unit}, over the limit of {allowed:,}: send less, or raise {setting_hint(limit)}"
    )


def _shown(value: object) -> str:
    """A value as an error message shows it: its type and a short repr."""
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"the {type(value).__name__} {text}"


def _unicode(value: str, name: str) -> None:
    """Refuse lone surrogates: they are what undecodable bytes become, and no store can encode them."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        char = value[exc.start]
        raise UserError(
            f"{name} is not valid Unicode text: it has a lone surrogate (U+{ord(char):04X}) at position "
            f"{exc.start}, what undecodable bytes turn into; decode the input as UTF-8 (or remove it)"
        ) from None


def _utf8(value: object) -> bool:
    """Whether ``value`` (a string) can be written as UTF-8: no lone surrogate ("t\\udc80ea")."""
    if not isinstance(value, str):
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


#: The byte-order mark: a file saved by a Windows editor, or a message pasted from one, starts with it.
BOM = "\ufeff"


#: Control characters no text means (NUL, a bell, a terminal's escape: what a binary paste or a log carries, stored
#: and printed back by ``hindsight recall``), and the carriage return of a Windows line end; not a tab or a newline.
_CONTROL = re.compile(r"\r\n?|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_text(value: str) -> str:
    """``value`` as text that enters the memory (a message, a fact, a trace's goal): without a byte-order mark
    at its start (invisible, it says nothing, and "\\ufeffI live in Lisbon" was stored and recalled with it),
    with Windows line ends as newlines and without control characters other than tabs and newlines (a NUL was
    stored as said), and with each lone surrogate replaced as :func:`valid_text` does. ``value`` itself when
    it has none of them.

    >>> ascii(clean_text("\\ufeffI live in Lisbon")), clean_text("I live in Lisbon") == "I live in Lisbon"
    ("'I live in Lisbon'", True)
    >>> clean_text("I live in\\x00 Lisbon\\r\\nand\\tI work as a nurse\\x1b[0m\\r")
    'I live in Lisbon\\nand\\tI work as a nurse[0m\\n'
    """
    if value.startswith(BOM):
        value = value[1:]
    if _CONTROL.search(value) is not None:
        value = _CONTROL.sub(lambda found: "\n" if found.group().startswith("\r") else "", value)
    return valid_text(value)


def valid_text(value: str) -> str:
    """``value`` with each lone surrogate (what an undecodable byte becomes under ``errors="surrogateescape"``)
    replaced by U+FFFD, and a surrogate pair written as two characters joined into the one it stands for:
    what an adapter captures is kept (the words around a bad byte are what the user said) rather than
    refused later by a store that cannot encode it. ``value`` itself when it is valid Unicode.

    >>> ascii(valid_text(b"Caf\\xe9".decode("utf-8", errors="surrogateescape")))
    "'Caf\\\\ufffd'"
    """
    if _utf8(value):
        return value
    return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def clean_json(value: Any) -> Any:
    """``value`` (JSON: step or trace metadata) with :func:`valid_text` applied to every string in it, keys
    included, and a NaN or infinity kept as its name in a string
    (:func:`~hindsight_core.validation_json.finite_number`: no store can hold it as a number); ``value`` itself
    when it holds neither."""
    if isinstance(value, str):
        return valid_text(value)
    if isinstance(value, float):
        return finite_number(value)
    if isinstance(value, Mapping):
        items = [(clean_json(k), clean_json(v)) for k, v in value.items()]
        same = all(a is k and b is v for (a, b), (k, v) in zip(items, value.items(), strict=True))
        return value if same else dict(items)
    if isinstance(value, list | tuple):
        cleaned = [clean_json(v) for v in value]
        return value if all(a is b for a, b in zip(cleaned, value, strict=True)) else cleaned
    return value


# ------------------------------------------------------------------------------------------------ primitives


def check_text(
    value: object, name: str, limits: LimitsConfig, *, limit: str = "max_message_chars", blank: bool = False
) -> str:
    """A string (non-blank unless ``blank``), at most ``limits.<limit>`` characters, valid Unicode."""
    if not isinstance(value, str):
        raise UserError(f"{name} must be a string, not {_shown(value)}")
    if not blank and not _bare(value):
        raise UserError(f"{name} must not be empty or blank")
    if len(value) > getattr(limits, limit):
        raise over_limit(name, len(value), "characters", limit, limits)
    _unicode(value, name)
    return value


def id_text(value: Any) -> Any:
    """A user or session id as a file gives it: a whole number (a database's ``"user_id": 42``) as its text,
    the id ``--user-id 42`` names; anything else as it is (the checks refuse what is no text). ``hindsight
    ingest`` and ``hindsight import`` read a file's ids so; a program passes text (:func:`check_id` says so).

    >>> id_text(42), id_text("alice"), id_text(True), id_text(4.0)
    ('42', 'alice', True, 4.0)
    """
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


def check_id(value: object, name: str, limits: LimitsConfig) -> str:
    """An identifier or a short name: a non-blank string of at most ``max_id_chars`` characters. A whole
    number is refused saying the text to pass (the id a file's number is read as, :func:`id_text`).

    >>> check_id(7, "user_id", LimitsConfig())
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: user_id must be a string, not the int 7: pass '7' (the id `hindsight ingest` and `hindsight import` read a file's 7 as)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        raise UserError(
            f"{name} must be a string, not {_shown(value)}: pass {str(value)!r} (the id `hindsight ingest` and "
            f"`hindsight import` read a file's {value} as)"
        )
    if isinstance(value, str) and not _bare(value):
        raise UserError(f"{name} must not be empty or blank{_blank_id_hint(name)}")
    if isinstance(value, str):
        _no_control(value, name)
    return check_text(value, name, limits, limit="max_id_chars")


#: The optional scope ids: a blank one is often a caller's (a model's) way to say "none".
_OPTIONAL_SCOPE_IDS = frozenset({"agent_id", "session_id", "task_id"})


def _blank_id_hint(name: str) -> str:
    """What to do instead of a blank id ``name`` ("user_id", "--session-id", "HindsightMemory: agent_id",
    "trace.scope.task_id"): a user id scopes every memory; an optional scope id is left out for none."""
    given = re.split(r"[.:\s]", name)[-1]
    field = given.lstrip("-").replace("-", "_")
    if field == "user_id":
        return " (it scopes every memory)"
    if field in _OPTIONAL_SCOPE_IDS:
        return f"; leave {given} out when there is none"
    return ""


def _no_control(value: str, name: str) -> None:
    """Refuse an id with a control character (a tab from a TSV row, a newline from a file): the stores key
    by ids, a separator they use is one of them, and "acme\\talice" shown anywhere looks like "acme alice"."""
    at = next((i for i, ch in enumerate(value) if unicodedata.category(ch) == "Cc"), None)
    if at is None:
        return
    visible = "".join("-" if unicodedata.category(ch) == "Cc" else ch for ch in value)
    raise UserError(
        f"{name} must not contain control characters (NUL, newline, tab...): {value[:60]!r} has "
        f"{value[at]!r} at position {at}; remove it or use a visible separator (e.g. {visible[:60]!r})"
    )


def check_scope_id(value: object, name: str, limits: LimitsConfig) -> str:
    """A user, agent or session id (:func:`check_id`) without spaces at its ends: " alice " and "alice" would
    silently be two users."""
    return check_unpadded(check_id(value, name, limits), name)


def check_adapter_id(value: object, name: str, limits: LimitsConfig | None = None) -> str:
    """A user, session or agent id an adapter is given (built with, or named per call): what the journal takes
    (:func:`check_scope_id`), checked when it is given rather than when a captured turn is journaled in the
    background, where a refusal would lose the turn. ``limits``: the engine's (without them, the length is
    not checked: the engine may allow longer ids than the default)."""
    if limits is None:
        limits = _UNBOUNDED_IDS
    return check_scope_id(value, name, limits)


def check_unpadded(value: str, name: str) -> str:
    """``value`` when it has no spaces at its ends (an id: " alice " and "alice" would be two users)."""
    if value != _bare(value):
        what = (
            "spaces" if value.strip() == _bare(value) else "invisible characters (a zero-width space, a BOM)"
        )
        raise UserError(f"{name} {value!r} has {what} at its start or end; pass {_bare(value)!r}")
    return value


# spaces (what ``str.strip`` strips) and the characters that show as nothing (a zero-width space or joiner, a word
# joiner, a byte-order mark), which text copied from a web page or a chat app carries: "alice\u200b" shows as
# "alice". Stripped as characters, in one pass: a pattern anchored at the end tried every space of a long blank
# stretch inside a text as the padding's start (minutes for a pasted query, before its length was checked).
# (the last space is U+3000, the ideographic space)
_SPACES = "".join(chr(c) for c in range(0x3001) if chr(c).isspace())
_PADDING = _SPACES + "\u200b\u200c\u200d\u2060\ufeff"


def _bare(value: str) -> str:
    """``value`` without spaces or invisible characters at its ends: "alice\u200b" is "alice", "\u200b" blank."""
    return value.strip(_PADDING)


def check_scope(scope: Scope, name: str, limits: LimitsConfig) -> None:
    check_scope_id(scope.user_id, f"{name}.user_id", limits)
    for field in ("agent_id", "session_id", "task_id"):
        value = getattr(scope, field)
        if value is not None:
            (check_id if field == "task_id" else check_scope_id)(value, f"{name}.{field}", limits)


def check_query(value: object, name: str, limits: LimitsConfig) -> str:
    return check_text(value, name, limits, limit="max_query_chars")


def check_goal(value: object, name: str, limits: LimitsConfig) -> str:
    return check_text(value, name, limits, blank=True)


def check_int(value: object, name: str, *, low: int, high: int | None = None, high_limit: str = "") -> int:
    """A whole number (not a bool, a float or a numeric string) in ``[low, high]``."""
    if isinstance(value, bool):
        raise UserError(f"{name} must be a whole number, not {_shown(value)}")
    try:
        number = operator.index(cast(Any, value))
    except TypeError:
        raise UserError(f"{name} must be a whole number, not {_shown(value)}") from None
    if number < low:
        raise UserError(f"{name} must be at least {low}, not {number}")
    if high is not None and number > high:
        hint = f"; raise {setting_hint(high_limit)} for more" if high_limit else ""
        raise UserError(f"{name} must be at most {high:,}, not {number:,}{hint}")
    return number


def check_k(value: object, name: str, limits: LimitsConfig) -> int:
    return check_int(value, name, low=1, high=limits.max_k, high_limit="max_k")


def check_adapter_k(value: object, owner: str, limits: LimitsConfig | None = None) -> int:
    """An adapter's ``k`` (how many memories to recall), checked when it is built: a whole number from 1, at
    most the engine's ``max_k`` when its ``limits`` are known (an adapter opening its own engine learns them
    later; recall checks then)."""
    name = f"{owner}: k"
    try:
        return check_int(value, name, low=1) if limits is None else check_k(value, name, limits)
    except UserError as exc:
        if isinstance(value, int) and not isinstance(value, bool):
            raise
        raise UserError(f"{exc}; pass a whole number such as k=5 (how many memories to recall)") from None


def check_count(value: object, name: str, limits: LimitsConfig) -> int:
    """A positive count without upper bound beyond the int itself (``retry_pending(limit=)``)."""
    return check_int(value, name, low=1)


def check_offset(value: object, name: str, limits: LimitsConfig) -> int:
    """A position or a page size: a whole number from 0 (below 2**63, what a store can count to)."""
    return check_int(value, name, low=0, high=2**63 - 1)


def check_number(value: object, name: str, *, low: float, high: float, low_open: bool = False) -> float:
    """A finite real number in ``[low, high]`` (``(low, high]`` with ``low_open``)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise UserError(f"{name} must be a number, not {_shown(value)}")
    number = float(value) if not isinstance(value, int) or abs(value) < 2**63 else math.inf
    if not math.isfinite(number):
        raise UserError(f"{name} must be a finite number, not {value!r}")
    if number < low or (low_open and number == low) or number > high:
        bound = f"above {low:g}" if low_open else f"at least {low:g}"
        raise UserError(f"{name} must be {bound} and at most {high:g}, not {value!r}")
    return number


def check_ttl_days(value: object, name: str, limits: LimitsConfig) -> float:
    try:
        return check_number(value, name, low=0.0, high=MAX_TTL_DAYS, low_open=True)
    except UserError as exc:
        raise UserError(f"{exc}; pass None for the event type's default TTL") from None


def check_confidence(value: object, name: str, limits: LimitsConfig) -> float:
    return check_number(value, name, low=0.0, high=1.0)


def check_flag(value: object, name: str, limits: LimitsConfig) -> bool:
    if not isinstance(value, bool):
        raise UserError(f"{name} must be True or False, not {_shown(value)}")
    return value


def check_moment(value: object, name: str, limits: LimitsConfig) -> datetime:
    """A ``datetime`` (naive ones are UTC) between the years ``EARLIEST_YEAR`` and ``LATEST_YEAR``."""
    if not isinstance(value, datetime):
        hint = " (parse it first, e.g. datetime.fromisoformat(...))" if isinstance(value, str) else ""
        raise UserError(f"{name} must be a datetime, not {_shown(value)}{hint}")
    if not EARLIEST_YEAR <= value.year <= LATEST_YEAR:
        raise UserError(
            f"{name} must be between the years {EARLIEST_YEAR} and {LATEST_YEAR}, not {value.isoformat()}"
        )
    return ensure_aware(value)


def _items(value: object, name: str, example: str) -> list[Any]:
    """A list argument's items: any sequence or set, but never a bare string (iterated as letters)."""
    if isinstance(value, (str, bytes)):
        raise UserError(f"{name} takes a list like {example}, not the string {value!r:.60}")
    if isinstance(value, Mapping) or not isinstance(value, Iterable):
        raise UserError(f"{name} takes a list like {example}, not {_shown(value)}")
    return list(value)


def check_names(
    value: object, name: str, limits: LimitsConfig, *, limit: str = "max_list_items", example: str = "['x']"
) -> list[str]:
    """A list of ids or names: at most ``limits.<limit>`` of them, each a valid :func:`check_id`."""
    items = _items(value, name, example)
    if len(items) > getattr(limits, limit):
        raise over_limit(name, len(items), "items", limit, limits)
    return [check_id(item, f"{name}[{index}]", limits) for index, item in enumerate(items)]


def check_entities(value: object, name: str, limits: LimitsConfig) -> list[str]:
    return check_names(
        value, name, limits, limit="max_entities_per_record", example="['Alice', 'PostgreSQL']"
    )


def check_event_types(value: object, name: str, limits: LimitsConfig) -> list[str]:
    return check_names(value, name, limits, example="['fact', 'preference']")


def near_known_event_type(label: str) -> str | None:
    """The built-in event type ``label`` looks like a slip of ("Preference", "preferences", "prefrence",
    "fcat"), or None: a built-in type itself, or a label of the user's own that resembles none.

    >>> near_known_event_type("Decisions"), near_known_event_type("decision"), near_known_event_type("meeting")
    ('decision', None, None)
    """
    if label in KNOWN_EVENT_TYPES:
        return None
    folded = " ".join(label.casefold().replace("_", " ").replace("-", " ").split())
    for known in KNOWN_EVENT_TYPES:
        if folded in (known, known + "s", known + "es"):
            return known
    return next((known for known in KNOWN_EVENT_TYPES if _one_slip(folded, known)), None)


def _one_slip(typed: str, word: str) -> bool:
    """Whether ``typed`` is ``word`` with one letter wrong, missing, added, or two neighbours swapped.

    >>> _one_slip("fcat", "fact"), _one_slip("prefrence", "preference"), _one_slip("resolution", "solution")
    (True, True, False)
    """
    if abs(len(typed) - len(word)) > 1 or typed == word:
        return False
    if len(typed) == len(word):
        wrong = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
        return len(wrong) == 1 or (
            len(wrong) == 2
            and wrong[1] == wrong[0] + 1
            and typed[wrong[0]] == word[wrong[1]]
            and typed[wrong[1]] == word[wrong[0]]
        )
    short, long = sorted((typed, word), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def check_statuses(value: object, name: str, limits: LimitsConfig) -> list[str]:
    items = _items(value, name, "['active', 'pending']")
    for item in items:
        if item not in ALL_STATUSES:
            raise UserError(f"{name} may hold {', '.join(ALL_STATUSES)}; not {_shown(item)}")
    return items


def check_source_kind(value: object, name: str, limits: LimitsConfig) -> str:
    kinds = get_args(SourceKind)
    if value not in kinds:
        raise UserError(f"{name} must be one of {', '.join(kinds)}; not {_shown(value)}")
    return cast(str, value)


def check_attributes(value: object, name: str, limits: LimitsConfig) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise UserError(f"{name} takes a mapping of strings like {{'subject': 'Alice'}}, not {_shown(value)}")
    if len(value) > limits.max_list_items:
        raise over_limit(name, len(value), "items", "max_list_items", limits)
    return {
        check_id(key, f"{name} key", limits): check_text(item, f"{name}[{key!r}]", limits, blank=True)
        for key, item in value.items()
    }


def check_json(value: object, name: str) -> bytes:
    """Something stored as JSON (step, trace or record metadata, a message's tool calls): serialisable, valid
    Unicode, every number finite (JSON has no NaN or Infinity: a store wrote one as null, and it came back as
    None). Its JSON, which a caller may measure.

    >>> check_json({"run": {"score": float("inf")}}, "metadata")
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: metadata['run']['score'] is inf, which JSON cannot hold (it was stored as null): store a finite number, null, or a string such as "inf"
    """
    try:
        data = to_json(value)
    except PydanticSerializationError as exc:
        raise UserError(f"{name} cannot be stored as JSON ({str(exc)[:200]})") from None
    if (found := non_finite(value, name)) is not None:
        where, number = found
        raise UserError(
            f"{where} is {number!r}, which JSON cannot hold (it was stored as null): store a finite number, "
            f'null, or a string such as "{number!r}"'
        )
    return data


__all__ = [
    "id_text",
    "near_known_event_type",
    "EARLIEST_YEAR",
    "check_adapter_id",
    "check_adapter_k",
    "LATEST_YEAR",
    "MAX_TTL_DAYS",
    "check_attributes",
    "check_confidence",
    "check_count",
    "check_entities",
    "check_event_types",
    "check_flag",
    "check_goal",
    "check_id",
    "check_int",
    "check_json",
    "check_k",
    "check_moment",
    "check_names",
    "check_number",
    "check_offset",
    "check_query",
    "check_scope",
    "check_source_kind",
    "check_statuses",
    "check_text",
    "check_ttl_days",
    "BOM",
    "clean_json",
    "clean_text",
    "valid_text",
    "over_limit",
    "setting_hint",
]
