"""A cheap test that a regex cannot match a text, so the extractor's long rule tables skip most rules.

The rule extractor runs a few hundred patterns over every message (the slot rules, the cue words, the date
rules), each one a full scan of the text, and most of them cannot match: a rule for "my favourite ... is"
scans a text with no "favourite" in it. :func:`required_words` reads a compiled pattern's syntax tree for
words that any match must contain (one of a set: "favourite" or "favorite"); :class:`Screen` checks those
words as plain substrings of the text once, and gives back the rules that may match. A rule with no such
word is always run.

Sound, not heuristic: a word is required only where every way through the pattern consumes it (a branch
gives the union of its alternatives' words, a repeat that may run zero times gives none), case is folded on
both sides the way ``re.IGNORECASE`` folds it, and lookaround words count because the whole text is
screened, not the match. So a rule skipped could not have matched: the extractor's output is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar

# CPython's own regex parser (private, stable since 3.11); without it every rule is simply run
try:
    import re._casefix as _casefix  # type: ignore[import-not-found]  # the case pairs IGNORECASE also joins
    import re._constants as _c  # type: ignore[import-not-found]
    import re._parser as _parser  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - another Python implementation
    _parser = None

T = TypeVar("T")

#: At most this many spellings of one required word (each of "[Ii]'m" is one more)
_MAX_SPELLINGS = 16

_FOLD = (
    str.maketrans(
        {
            chr(other): chr(min(code, *pairs))
            for code, pairs in _casefix._EXTRA_CASES.items()
            for other in (code, *pairs)
        }
    )
    if _parser is not None
    else {}
)


def fold(text: str) -> str:
    """``text`` as the screen compares it: lower case, with the case pairs ``re.IGNORECASE`` also joins."""
    return text.lower().translate(_FOLD)


def required_words(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Words (folded) one of which every match of ``pattern`` contains, or ``None`` when none is known.

    >>> sorted(required_words(re.compile(r"\\bmy\\s+favou?rite\\s+(\\w+)", re.I)))
    ['favo']
    >>> sorted(required_words(re.compile(r"(?:moved|switched) to", re.I)))
    ['moved', 'switched']
    >>> required_words(re.compile(r"(?:my)?\\s*\\d+")) is None
    True
    """
    if _parser is None:
        return None
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # a construct this parser does not know: the rule is always run
        return None
    return _sequence(tree)


def _sequence(items: Iterable[tuple[Any, Any]]) -> frozenset[str] | None:
    """The best requirement among a sequence's mandatory parts: a run of literals, or a group's words."""
    best: frozenset[str] | None = None
    run: set[str] = {""}

    def close() -> None:
        nonlocal best, run
        if run != {""}:
            best = _better(best, frozenset(run))
        run = {""}

    for op, av in items:
        chars = _chars(op, av)
        if chars is not None and len(run) * len(chars) <= _MAX_SPELLINGS:
            run = {word + char for word in run for char in chars}
            continue
        close()
        # a class with too many spellings to follow is a requirement of its own position
        best = _better(best, frozenset(chars) if chars is not None else _node(op, av))
    close()
    return best


def _chars(op: Any, av: Any) -> set[str] | None:
    """The folded characters a single-character node matches, when it is a literal or a short class."""
    if op is _c.LITERAL:
        return {fold(chr(av))}
    if op is _c.IN and av and all(kind is _c.LITERAL for kind, _ in av):
        return {fold(chr(code)) for _, code in av}
    return None


def _node(op: Any, av: Any) -> frozenset[str] | None:
    if op is _c.SUBPATTERN:
        return _sequence(av[3])
    if op is _c.ATOMIC_GROUP:
        return _sequence(av)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, _, body = av
        return _sequence(body) if low >= 1 else None
    if op is _c.BRANCH:
        words: set[str] = set()
        for branch in av[1]:
            got = _sequence(branch)
            if got is None:
                return None
            words |= got
        return frozenset(words)
    if op is _c.ASSERT:  # a lookahead / lookbehind: its words are in the text, if not in the match
        return _sequence(av[1])
    return None


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """The more selective requirement: longer shortest word, then fewer words."""
    if a is None:
        return b
    if b is None:
        return a
    # a folded spelling may hold "" only if the pattern could match nothing there; never chosen
    if "" in b:
        return a
    if "" in a:
        return b
    return max(a, b, key=lambda words: (min(map(len, words)), -len(words)))


class Screen(Generic[T]):
    """Rules (each with its pattern) screened by the words their patterns require.

    >>> rules = [(re.compile(r"my name is (\\w+)", re.I), "name"), (re.compile(r"\\d+ kg"), "weight")]
    >>> screen = Screen(rules, key=lambda rule: rule[0])
    >>> [name for _, name in screen.candidates("My NAME is Ann")]
    ['name']
    >>> [name for _, name in screen.candidates("70 kg")]
    ['weight']
    """

    def __init__(self, rules: Sequence[T], *, key: Any) -> None:
        self._rules = list(rules)
        self._key = key
        # read on first use, not at import: parsing a few hundred patterns costs ~0.2 s of start-up otherwise
        self._read: tuple[list[frozenset[str] | None], list[str]] | None = None

    def _needs(self) -> tuple[list[frozenset[str] | None], list[str]]:
        if self._read is None:  # two threads may both read it: the same result, assigned at once
            needs = [required_words(self._key(rule)) for rule in self._rules]
            self._read = needs, sorted({word for words in needs if words for word in words})
        return self._read

    def candidates(self, text: str) -> list[T]:
        """The rules, in their order, whose patterns may match ``text`` (the others cannot)."""
        needs, words = self._needs()
        folded = fold(text)
        present = {word for word in words if word in folded}
        return [
            rule
            for rule, need in zip(self._rules, needs, strict=True)
            if need is None or not need.isdisjoint(present)
        ]


__all__ = ["Screen", "fold", "required_words"]
