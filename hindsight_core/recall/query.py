"""Query understanding by rules: entity candidates and time ranges read from the question."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import MemoryRecord
from hindsight_core.roles import said_as
from hindsight_core.slot_glosses import other_language_words
from hindsight_core.text import (
    CASED_UPPER,
    CJK_RANGES,
    STOPWORDS,
    has_cjk,
    is_cjk_char,
    normalize_entity,
    to_simplified,
    whole_word,
)

_TOKEN = re.compile(r"[\w][\w.+#-]*", re.UNICODE)
_CJK_RUN = re.compile("[" + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES) + "]+")


def keyword_query(query: str) -> str:
    """What the keyword path searches for ``query``: its words, those its roles are said in ("用户的妻子做什么工作？"
    finds "我老婆在超市当收银员"), and a Chinese question's words of the other language for the slots it names or asks
    for (我老婆叫啥 "My wife is Emma", 我是做什么的 "I'm a nurse")."""
    simple = to_simplified(query)
    return " ".join(filter(None, [query, said_as(simple), other_language_words(simple, asked_slot(query))]))


def entity_candidates(query: str, max_words: int = 3) -> list[str]:
    """Normalised word n-grams (1..max_words) and CJK character n-grams (2..4) that may name an entity.

    The graph store keeps only those that match a stored entity, so over-generating is cheap and safe.
    """
    text = unicodedata.normalize("NFKC", query)
    # a name written against Chinese ("Kevin最近在学什么") is a word of its own: CJK is a word character to \w
    words = [w.strip(".-") for w in _TOKEN.findall(_CJK_RUN.sub(" ", text))]
    words = [w for w in words if w]
    out: dict[str, None] = {}
    for n in range(1, max_words + 1):
        for i in range(len(words) - n + 1):
            gram = words[i : i + n]
            if all(w.lower() in STOPWORDS for w in gram):
                continue
            if n == 1 and (gram[0].lower() in STOPWORDS or len(gram[0]) < 2):
                continue
            key = normalize_entity(" ".join(gram))
            if key:
                out.setdefault(key, None)
    run = ""
    for ch in text + " ":
        if is_cjk_char(ch):
            run += ch
            continue
        for n in range(2, 5):
            for i in range(len(run) - n + 1):
                out.setdefault(run[i : i + n], None)
        run = ""
    return list(out)


@dataclass(frozen=True, slots=True)
class TimeRange:
    start: datetime
    end: datetime


def time_ranges(query: str, now: datetime) -> list[TimeRange]:
    """Time expressions in the query ("last week", "上周", "in May 2023") as ranges (end exclusive)."""
    from hindsight_core.extraction.dates import resolve_time_expressions

    ranges = []
    for mention in resolve_time_expressions(query, now):
        ranges.append(TimeRange(mention.start, mention.end))
    return ranges


def named_days(record: MemoryRecord) -> list[tuple[date, date]]:
    """The days ``record`` says something happens on (its ``mentioned_dates``), each a first and last day."""
    spans = []
    for item in record.attributes.get("mentioned_dates", "").split(","):
        first_named, _, last_named = item.strip().partition("/")
        try:
            spans.append((date.fromisoformat(first_named), date.fromisoformat(last_named or first_named)))
        except ValueError:
            continue
    return spans


def of_later_days(record: MemoryRecord, ranges: Sequence[TimeRange]) -> bool:
    """Whether ``record``, said inside the ranges, names only days after them: a plan said then ("I'm flying to
    Denver next Friday", 我妹妹20号毕业典礼), not what happened then."""
    spans = named_days(record)
    ends = [(r.end - timedelta(microseconds=1)).date() for r in ranges]
    return bool(spans and ends) and all(first > max(ends) for first, _ in spans)


def in_ranges(record: MemoryRecord, ranges: Sequence[TimeRange]) -> bool:
    """Whether the record happened, or mentions a date, inside one of the ranges.

    Compared in calendar days: the day a record was said is the day its speaker lived it (``occurred_at`` in
    its own offset, as the context block dates it), and the dates it mentions are days of that calendar; a
    range is the days it spans in the question's offset. A New Yorker's Sunday-night message is Sunday's, last
    week's on a Monday, whatever offset the question's time comes in.
    """
    if not ranges:
        return False
    spans = [(r.start.date(), (r.end - timedelta(microseconds=1)).date()) for r in ranges]
    said = record.occurred_at.date()
    if any(first <= said <= last for first, last in spans):
        return True
    return any(start <= last and first <= end for start, end in named_days(record) for first, last in spans)


def names_speaker(speaker: str | None, query: str) -> bool:
    """Whether ``query`` names ``speaker`` (as a whole word; anywhere for a CJK name)."""
    if not speaker:
        return False
    name = normalize_entity(speaker)
    if not name:
        return False
    text = unicodedata.normalize("NFKC", query).lower()
    if has_cjk(name):
        return name in text
    return re.search(whole_word(name), text) is not None


# What a question asks about the time of its answer: the value that holds now ("Where does she live now?",
# "他现在住哪") or the one before ("What was her old number?", "他之前在哪工作").
_NOW = re.compile(
    r"\b(?:now|currently|current|these\s+days|nowadays|at\s+the\s+moment|right\s+now|still|anymore|"
    r"any\s+more|latest|most\s+recent|newest|present)\b|现在|目前|如今|当前|眼下|最新|最近|近来|这阵子|这段时间"
    # still (还在攀岩吗, 还住在, 仍然), and Cantonese now (而家, 依家, 宜家)
    r"|还在|还是|还住|还用|还开|还做|还跟|还和|仍然|依然|仍在|而家|依家|宜家",
    re.IGNORECASE,
)
_BEFORE = re.compile(
    # "before" that dates the answer ("my number before?", "before I moved"), not "before work"
    r"\bbefore(?=\s*[?.!]|\s*$|\s+(?:i|you|he|she|they|we|it|that|then|[a-z]+\s+(?:moved|left|joined|started))\b)|"
    # asked in the past tense, before a thing that replaced it ("what did I drive before the Volvo?", "what did I earn
    # before my raise?", "what did I use before switching?"; "what do I eat before work?" asks about a routine)
    r"\b(?:did|was|were|had)\b[^?.!]*?\bbefore\s+(?:(?:the|my|our|his|her|their|this|that)\s+\w+|"
    rf"(?-i:[{CASED_UPPER}])\w+|\w+ing\b)|"
    # ("how old am I?", "35 years old" ask and say an age, not a value before)
    r"\b(?:used\s+to|did\s+\w+\s+use\s+to|previously|previous|(?<!\bhow\s)(?<!\byears\s)(?<!\byear\s)old|former|formerly|earlier|originally|at\s+first|first|"
    r"back\s+then|prior)\b|之前|以前|原来|原先|过去|当初|曾经|最初|起初|一开始|旧",
    re.IGNORECASE,
)


def asked_time(query: str) -> int:
    """+1 when ``query`` asks for the value that holds now, -1 for the one before, 0 otherwise (or both).

    >>> asked_time("Where does Maya live now?"), asked_time("What was her old phone number?")
    (1, -1)
    >>> asked_time("Where did I work before I moved?"), asked_time("What do I eat before work now?")
    (-1, 1)
    >>> asked_time("林晓现在住在哪个城市？"), asked_time("刘洋开店之前在哪上班？"), asked_time("Who is Bob?")
    (1, -1, 0)
    """
    from hindsight_core.text import to_simplified

    text = to_simplified(query)
    now, before = _NOW.search(text) is not None, _BEFORE.search(text) is not None
    return 0 if now == before else (1 if now else -1)


# A past period a question asks about ("where did I live after college?", "where was I working in 2019?", "who was
# my boss when I was at Globex?"): a question in the past tense naming when
_PAST_PERIOD = re.compile(
    r"\b(?:did|was|were)\b[^?.!]*?\b(?:after|during|while|back\s+(?:in|then|when)|growing\s+up|years?\s+ago|"
    r"at\s+the\s+time|when\s+(?:i|we)\s+(?:was|were|lived|worked|moved|started|left|first)|"
    r"as\s+an?\s+(?:kid|child|student|teen(?:ager)?|undergrad)|in\s+(?:19|20)\d\d|"
    r"in\s+(?:college|school|university|uni|grad\s+school|high\s+school|my\s+(?:teens|twenties|thirties|forties))|"
    r"(?:last|that)\s+(?:year|summer|winter|spring|fall|autumn))\b",
    re.IGNORECASE,
)


def asks_a_past_period(query: str) -> bool:
    """Whether ``query`` asks, in the past tense, about a period it names: what held then, not the value now.

    >>> asks_a_past_period("Where did I live after college?"), asks_a_past_period("where was I working in 2019?")
    (True, True)
    >>> asks_a_past_period("Where do I live?"), asks_a_past_period("Where did I say I work?")
    (False, False)
    """
    return _PAST_PERIOD.search(query) is not None


def asks_a_time_gone(query: str, ranges: Sequence[TimeRange], now: datetime) -> bool:
    """Whether ``query`` asks what held at a time gone: a past period it names in the past tense
    (:func:`asks_a_past_period`), or times it names (``ranges``, :func:`time_ranges`) that all ended by ``now``, as a
    question in Chinese, which has no past tense, asks it (2020年我住在哪, 去年我在哪上班).

    >>> from datetime import UTC
    >>> now = datetime(2026, 3, 1, tzinfo=UTC)
    >>> asks_a_time_gone("2020年我住在哪", time_ranges("2020年我住在哪", now), now)
    True
    >>> asks_a_time_gone("我现在住在哪", [], now), asks_a_time_gone("今年我住哪", time_ranges("今年我住哪", now), now)
    (False, False)
    """
    return asks_a_past_period(query) or (bool(ranges) and max(r.end for r in ranges) <= now)
