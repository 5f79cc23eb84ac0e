"""The validation layer: every public method of :class:`~hindsight_core.engine.AsyncHindsight` (and so of
its sync twin) is wrapped by :func:`checked`, which checks each argument by its name before any work is done
(before the stores are even opened): a bad value raises a :class:`~hindsight_core.errors.UserError` that
names the argument, says what was wrong and what to do. The checks themselves are in
:mod:`hindsight_core.validation`.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar, cast

from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.validation import (
    check_attributes,
    check_confidence,
    check_count,
    check_entities,
    check_event_types,
    check_flag,
    check_goal,
    check_id,
    check_k,
    check_moment,
    check_names,
    check_offset,
    check_query,
    check_scope_id,
    check_source_kind,
    check_statuses,
    check_text,
    check_ttl_days,
    clean_text,
)
from hindsight_core.validation_records import check_export_path, check_import_path, check_record, clean_record
from hindsight_core.validation_traces import check_messages, check_trace

Checker = Callable[[Any, str, LimitsConfig], object]
F = TypeVar("F", bound=Callable[..., Any])

#: The check of every public argument, by name. A parameter whose default is ``None`` may be ``None``.
CHECKS: dict[str, Checker] = {
    "agent_id": check_scope_id,
    "attributes": check_attributes,
    "confidence": check_confidence,
    "entities": check_entities,
    "event_type": check_id,
    "dry_run": check_flag,
    "event_types": check_event_types,
    "exclude_sources": check_names,
    "goal": check_goal,
    "hold": check_flag,
    "hard": check_flag,
    "include_pending": check_flag,
    "k": check_k,
    "limit": check_k,
    "messages": check_messages,
    "min_support": check_count,
    "narrative": check_flag,
    "now": check_moment,
    "occurred_at": check_moment,
    "offset": check_offset,
    "query": check_query,
    "record": check_record,
    "record_id": check_id,
    "reinforce": check_flag,
    "session_id": check_scope_id,
    "since": check_moment,
    "source_ids": check_names,
    "source_kind": check_source_kind,
    "statuses": check_statuses,
    "task_id": check_id,
    "text": check_text,
    "trace": check_trace,
    "trace_id": check_id,
    "ttl_days": check_ttl_days,
    "until": check_moment,
    "user_id": check_scope_id,
}


#: What enters the memory as it is stored, by argument name, once checked: a fact without a byte-order mark at
#: its start (:func:`~hindsight_core.validation.clean_text`). Traces (``retain``'s messages included) are
#: cleaned where they are journaled (:meth:`~hindsight_core.reflector.Reflector.journal_trace`).
CLEANERS: dict[str, Callable[[Any], Any]] = {"text": clean_text, "record": clean_record}

#: Where one method checks an argument differently from the others.
METHOD_CHECKS: dict[str, Checker] = {
    "export_jsonl.path": check_export_path,
    "import_jsonl.path": check_import_path,
    "list_records.limit": check_offset,
    "retry_pending.limit": check_count,
}

T = TypeVar("T")


def _aware(moment: datetime) -> datetime:
    """A naive moment read as UTC (as the stores read it), so that the two can be compared."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def validated(cls: type[T]) -> type[T]:
    """Wrap every public method of ``cls`` that takes arguments with :func:`checked`."""
    for name, member in list(vars(cls).items()):
        if name.startswith("_") or not inspect.isfunction(member):
            continue
        if len(inspect.signature(member).parameters) > 1:
            setattr(cls, name, checked(member))
    return cls


def checked(method: F) -> F:
    """Check every argument of a public engine method by its name (``METHOD_CHECKS``, then ``CHECKS``)
    against the engine's limits before the method runs. Every parameter must have a check: an unchecked
    public input is an error when the class is defined, not a gap found later."""
    signature = inspect.signature(method)
    params = [p for p in signature.parameters.values() if p.name != "self"]
    checks = {p.name: METHOD_CHECKS.get(f"{method.__name__}.{p.name}") or CHECKS.get(p.name) for p in params}
    missing = [name for name, check in checks.items() if check is None]
    if missing:
        raise TypeError(f"{method.__qualname__}: no validation for {', '.join(missing)}")

    def validate(owner: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> inspect.BoundArguments:
        """Check the arguments; the bound arguments, cleaned (``CLEANERS``), that the method is called with."""
        bound = signature.bind(owner, *args, **kwargs)
        limits: LimitsConfig = owner.config.limits
        for param in params:
            if param.name not in bound.arguments:
                continue
            value = bound.arguments[param.name]
            if value is None:
                if param.default is None:
                    continue
                raise UserError(f"{method.__name__}() needs {param.name}=, not None")
            cast(Checker, checks[param.name])(value, param.name, limits)
            if param.name in CLEANERS:
                bound.arguments[param.name] = CLEANERS[param.name](value)
        since, until = bound.arguments.get("since"), bound.arguments.get("until")
        if isinstance(since, datetime) and isinstance(until, datetime) and _aware(since) > _aware(until):
            raise UserError(
                f"{method.__name__}(): since= ({since.isoformat()}) is after until= ({until.isoformat()}); "
                "nothing can fall between them: swap them, or leave one out"
            )
        return bound

    if inspect.iscoroutinefunction(method):

        @functools.wraps(method)
        async def run_async(self: Any, *args: Any, **kwargs: Any) -> Any:
            bound = validate(self, args, kwargs)
            return await method(*bound.args, **bound.kwargs)

        return cast(F, run_async)

    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        bound = validate(self, args, kwargs)
        return method(*bound.args, **bound.kwargs)

    return cast(F, run)


__all__ = ["CHECKS", "CLEANERS", "METHOD_CHECKS", "checked", "validated"]
