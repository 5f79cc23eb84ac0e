"""A misspelt keyword argument named, with the setting it may have meant: one message for every adapter,
those built on pydantic (:func:`hindsight_core.capture.known_settings`) and the plain functions and classes
(:func:`checked_keywords`), instead of Python's bare ``TypeError: got an unexpected keyword argument``."""

from __future__ import annotations

import difflib
import functools
import inspect
from collections.abc import Callable, Iterable
from typing import Any, ParamSpec, TypeVar

from hindsight_core.errors import UserError

_P = ParamSpec("_P")
_R = TypeVar("_R")


def unknown_setting(owner: str, key: str, names: Iterable[str]) -> UserError:
    """The error for a keyword ``key`` that is none of ``owner``'s settings ``names``: the nearest one when
    there is one, and the whole list.

    >>> print(unknown_setting("create_memory_tools", "prefx", ["k", "name_prefix", "user_id"]))
    create_memory_tools has no setting 'prefx': did you mean name_prefix=? Its settings: k, name_prefix, user_id
    >>> print(unknown_setting("MyBlock", "colour", ["priority"]))
    MyBlock has no setting 'colour'. Its settings: priority
    """
    known = sorted({name for name in names if not name.startswith("_")})
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    hint = f": did you mean {close[0]}=?" if close else "."
    return UserError(f"{owner} has no setting {key!r}{hint} Its settings: {', '.join(known)}")


def checked_keywords(func: Callable[_P, _R]) -> Callable[_P, _R]:
    """``func`` (an adapter's function, or its class's ``__init__``) refusing keywords it does not take as a
    :class:`UserError` naming the one meant, and a required keyword left out as one naming it: checked
    against its signature before it runs, so a ``TypeError`` raised inside it is not mistaken for one.

    >>> @checked_keywords
    ... def make_tools(*, user_id: str | None = None, name_prefix: str = "") -> str:
    ...     return name_prefix
    >>> make_tools(name_prefix="memory_")
    'memory_'
    >>> make_tools(usr="alice")
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: make_tools has no setting 'usr': did you mean user_id=? Its settings: name_prefix, user_id
    """
    signature = inspect.signature(func)
    owner = func.__qualname__.removesuffix(".__init__")
    names = [
        name
        for name, param in signature.parameters.items()
        if param.kind in (param.KEYWORD_ONLY, param.POSITIONAL_OR_KEYWORD) and name not in ("self", "cls")
    ]
    takes_any = any(p.kind is p.VAR_KEYWORD for p in signature.parameters.values())

    @functools.wraps(func)
    def checked(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise _misfit(owner, names, takes_any, kwargs, exc) from None
        return func(*args, **kwargs)

    return checked


def _misfit(
    owner: str, names: list[str], takes_any: bool, given: dict[str, Any], exc: TypeError
) -> UserError:
    """What was wrong with a call that does not fit the signature: a misspelt keyword first (``usr=`` for
    ``user_id=`` also leaves ``user_id`` missing), then a required one left out, then too many positions."""
    if not takes_any:
        for key in given:
            if key not in names:
                return unknown_setting(owner, key, names)
    missing = str(exc).removeprefix("missing a required argument: ").strip("'")
    if missing in names:
        return UserError(f"{owner} needs {missing}=; pass it by name")
    return UserError(f"{owner} takes its settings by name ({', '.join(sorted(names))}): {exc}")


__all__ = ["checked_keywords", "unknown_setting"]
