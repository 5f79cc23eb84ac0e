"""Whose memory a call belongs to, read from what the framework passes per call.

Adapters list their per-call sources most specific first (a runtime context, ``configurable``, run
metadata, keyword arguments); the first non-empty ``user_id`` / ``session_id`` / ``agent_id`` wins, then the
adapter's constructor defaults. A per-call ``thread_id`` stands in for a session when neither names one.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from hindsight_core.capture.keywords import unknown_setting
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import Scope
from hindsight_core.validation import check_adapter_id, check_adapter_k


def scope_value(source: Any, key: str) -> str | None:
    """``source[key]`` or ``source.key`` when it is a non-empty string (a context object, a dict)."""
    if source is None:
        return None
    value = source.get(key) if isinstance(source, Mapping) else getattr(source, key, None)
    return value if isinstance(value, str) and value.strip() else None


def _first(sources: Iterable[Any], key: str) -> str | None:
    return next((v for v in (scope_value(s, key) for s in sources) if v is not None), None)


def _given(sources: Iterable[Any], key: str) -> object:
    """The first ``key`` a source gives (any value but ``None``): the one the call meant."""
    for source in sources:
        if source is None:
            continue
        value = source.get(key) if isinstance(source, Mapping) else getattr(source, key, None)
        if value is not None:
            return value
    return None


def _thread(sources: Iterable[Any]) -> str | None:
    """The first LangGraph ``thread_id`` among ``sources``: LangGraph takes any value (``7``, a UUID) as the
    thread's key, and so does the session it stands in for (``"7"``)."""
    for source in sources:
        if source is None:
            continue
        value = source.get("thread_id") if isinstance(source, Mapping) else getattr(source, "thread_id", None)
        if isinstance(value, int | uuid.UUID) and not isinstance(value, bool):
            return str(value)
        if isinstance(value, str) and value.strip():
            return value
    return None


def resolve_scope(
    sources: Iterable[Any],
    *,
    user_id: str | None = None,
    session_id: str | None = None,
    agent_id: str | None = None,
    owner: str,
    how: str,
    limits: LimitsConfig | None = None,
) -> Scope:
    """The scope of one call.

    The first user id a source gives decides: a wrong one (``42``, ``"  "``) is a mistake reported as such
    (a ``UserError``), never a reason to fall back on the default user. The ids chosen must be what the
    journal takes (no control character, no lone surrogate, no spaces at the ends, at most
    ``limits.max_id_chars``): refused here, up front, not when the captured turn is journaled.

    Args:
        sources: Per-call sources, most specific first (mappings or objects with the id attributes).
        user_id: The adapter's default user, used when no source names one.
        session_id: The default session (a source's ``thread_id`` is used when there is none).
        agent_id: The default agent scope.
        owner: The adapter's name, for the error message.
        how: How to pass a user per call in this framework, for the error message.
        limits: The engine's limits (the length of an id is not checked without them).

    >>> resolve_scope([{"user_id": "bob"}, None], user_id="alice", owner="demo", how="")
    Scope(user_id='bob', agent_id=None, session_id=None, task_id=None)
    """
    listed = list(sources)
    given = _given(listed, "user_id")
    if given is not None and not (isinstance(given, str) and given.strip()):
        raise UserError(
            f"{owner}: the user_id given for this call must be a non-empty string (it scopes every memory), "
            f"got {given!r}"
        )
    user = _first(listed, "user_id") or user_id
    if not user or not user.strip():
        raise UserError(f"{owner} needs a user: pass user_id= to it, or {how}")
    for field in ("session_id", "agent_id"):  # dropped, they would scope the call to the default silently
        value = _given(listed, field)
        if value is not None and not (isinstance(value, str) and value.strip()):
            raise UserError(
                f"{owner}: the {field} given for this call must be a non-empty string, got {value!r:.80}; "
                f"leave {field} out when there is none"
            )
    scope = Scope(
        user_id=user,
        session_id=_first(listed, "session_id") or session_id or _thread(listed),
        agent_id=_first(listed, "agent_id") or agent_id,
    )
    for field in ("user_id", "session_id", "agent_id"):
        value = getattr(scope, field)
        if value is not None:
            check_adapter_id(value, f"{owner}: {field}", limits)
    return scope


def session_trace_id(
    prefix: str, namespace: uuid.UUID, user_id: str, session_id: str, agent_id: str | None = None
) -> str:
    """The stable id of the one growing trace an adapter keeps for a session (user, agent, session): every
    process and every adapter object on that session journals into the same trace.

        >>> ns = uuid.UUID(int=1)
        >>> session_trace_id("chat", ns, "alice", "s1") == session_trace_id("chat", ns, "alice", "s1")
        True
        >>> session_trace_id("chat", ns, "alice", "s1") == session_trace_id("chat", ns, "bob", "s1")
        False
    """
    key = json.dumps([user_id, agent_id, session_id], ensure_ascii=False)
    return f"{prefix}-{uuid.uuid5(namespace, key)}"


def adapter_k(k: object, owner: str, engine: object) -> int:
    """An adapter's ``k`` checked when it is built (:func:`check_adapter_k`), against ``engine``'s limits when it
    is given one (an adapter opening its own engine learns them later; recall checks then)."""
    limits = getattr(getattr(engine, "config", None), "limits", None)
    return check_adapter_k(k, owner, limits if isinstance(limits, LimitsConfig) else None)


def checked_k(data: dict[str, Any], owner: str, engine: object) -> dict[str, Any]:
    """A pydantic adapter's keyword arguments with ``k`` checked (:func:`adapter_k`) before pydantic reads them:
    ``k="5"`` is a ``UserError`` saying what to pass, not a number parsed from a string."""
    return {**data, "k": adapter_k(data["k"], owner, engine)} if "k" in data else data


def check_scope_ids(owner: str, **ids: object) -> None:
    """An adapter's default ids (``session_id=``, ``agent_id=``...: ``None`` or an id the journal takes):
    refused when it is built, not when a captured turn is journaled in the background and lost."""
    for name, value in ids.items():
        if value is not None:
            check_adapter_id(value, f"{owner}: {name}")


def known_settings(data: Mapping[str, Any], owner: str, model: type[BaseModel]) -> None:
    """A pydantic adapter's keyword arguments that are none of its settings refused when it is built: pydantic
    ignored them, and a misspelt setting (``tokn_limit=500``) kept its default with no word.

    >>> class Block(BaseModel):
    ...     priority: int = 1
    >>> known_settings({"prioirty": 0}, "MyBlock", Block)
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: MyBlock has no setting 'prioirty': did you mean priority=? Its settings: priority
    >>> known_settings({"colour": "red"}, "MyBlock", Block)
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: MyBlock has no setting 'colour'. Its settings: priority
    """
    names = {alias for name, field in model.model_fields.items() for alias in (name, field.alias) if alias}
    for key in data:
        if key not in names:
            raise unknown_setting(owner, key, names)


def invalid_settings(owner: str, exc: ValidationError) -> UserError:
    """What pydantic found wrong with a pydantic adapter's settings (``token_limit=0``, ``memory_key=5``), each
    setting named, without pydantic's dump and link."""
    problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
    return UserError(f"{owner} got invalid settings ({problems}); fix them")


__all__ = [
    "adapter_k",
    "check_scope_ids",
    "checked_k",
    "invalid_settings",
    "known_settings",
    "resolve_scope",
    "scope_value",
    "session_trace_id",
]
