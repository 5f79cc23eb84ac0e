"""The rule screen: the words a pattern needs are read soundly (a rule it skips could not have matched), so the
extractor's output is the same as scanning every rule, only faster."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hindsight_core.extraction import attributes, dates, event_cues
from hindsight_core.extraction.cues import find_attributes, find_cues
from hindsight_core.extraction.dates import resolve_time_expressions
from hindsight_core.extraction.screen import Screen, fold, required_words
from hindsight_core.extraction.slot_rules import ATTRIBUTE_RULES

DATA = Path(__file__).parents[1] / "data"


def _words(pattern: str, flags: int = 0) -> set[str] | None:
    got = required_words(re.compile(pattern, flags))
    return None if got is None else set(got)


@pytest.mark.parametrize(
    ("pattern", "flags", "expected"),
    [
        (r"my name is (\w+)", 0, {"my name is "}),
        (r"\bmy\s+favou?rite\s+(\w+)", re.I, {"favo"}),  # the optional "u" ends the run
        (r"I (?:work|worked) at", 0, {"i work"}),  # the parser takes "work" out of the branch
        (r"(?:work|job)s?", 0, {"work", "job"}),
        (r"[Ii]'m (\w+)", 0, {"i'm "}),  # a class of one letter in two cases is one spelling
        (r"(?i:Berlin) is", 0, {"berlin"}),
        (r"(?<=我)住在", 0, {"住在"}),
        (r"(?<=住在北京)的", 0, {"住在北京"}),  # a lookbehind's words are in the text, if not in the match
        (r"(?:my)?\s*\d+", 0, None),  # an optional word is no requirement
        (r"(?:my|\d+) job", 0, {" job"}),
        (r"(?:my|\d+)", 0, None),  # one alternative needs no word: the branch needs none
        (r"(?!foo)\w+", 0, None),  # a negative lookahead needs nothing
        (r"(?:ab){2,}c?", 0, {"ab"}),
        (r"x*", 0, None),
    ],
)
def test_required_words(pattern: str, flags: int, expected: set[str] | None) -> None:
    assert _words(pattern, flags) == expected


def test_folding_covers_what_ignorecase_matches() -> None:
    # re.IGNORECASE matches the long s with "s" and the Kelvin sign with "k": the screen must too
    pattern = re.compile(r"sunday", re.I)
    screen = Screen([pattern], key=lambda p: p)
    for text in ("ſunday", "SUNDAY", "Sunday"):
        assert pattern.search(text)
        assert screen.candidates(text) == [pattern]
    kelvin = re.compile(r"kg", re.I)
    assert kelvin.search("70 \u212ag")
    assert Screen([kelvin], key=lambda p: p).candidates("70 \u212ag") == [kelvin]
    assert fold("ſ") == fold("s")


def test_a_rule_that_cannot_match_is_skipped_and_order_is_kept() -> None:
    rules = [
        (re.compile(r"\bmy\s+name\s+is\s+(\w+)", re.I), "name"),
        (re.compile(r"\d+"), "number"),
        (re.compile(r"\bi\s+live\s+in\s+(\w+)", re.I), "home"),
    ]
    screen = Screen(rules, key=lambda rule: rule[0])
    assert [name for _, name in screen.candidates("I live in Lyon, my name is Ann")] == [
        "name",
        "number",
        "home",
    ]
    assert [name for _, name in screen.candidates("I LIVE IN LYON")] == ["number", "home"]
    assert [name for _, name in screen.candidates("nothing here")] == ["number"]


# First-person statements of the kinds the slot and date rules read (the conversations above are mostly chat)
_STATEMENTS = [
    "My name is Priya and I live in Leeds.",
    "I work at Acme as a data engineer since March 2024.",
    "I switched from Barclays to Monzo last week.",
    "My favourite editor is Neovim, but I use VS Code at work.",
    "I'm allergic to penicillin. My sister Karen lives in Leeds.",
    "My new number is +44 7700 900123.",
    "I weigh 68.5 kg now, down from 72 kg in January.",
    "My doctor increased my sertraline to 20 mg every morning.",
    "The dentist appointment moved to the 25th at 2 pm.",
    "We decided to use PostgreSQL for the reporting service.",
    "I prefer pytest over unittest, and I'm vegetarian.",
    "I moved to Berlin on 3 May 2025; my flight is next Friday.",
    "Sorry, I was wrong: the conference is on the 16th of May.",
    "我叫王芳，住在北京朝阳区，在字节跳动上班。",
    "我的手机号换了，新号码是13800138000。",
    "今天称了66公斤，上周还是68.5公斤。",
    "二甲双胍减到一天一次了，下周三复诊。",
    "我吃素，对花生过敏，平时最喜欢喝乌龙茶。",
    "车换成了特斯拉，从招商银行换成了微众银行。",
    "我们决定用MySQL，上个月搬到了上海。",
    "羽毛球改成周二周四了，3月15号去杭州出差。",
    "我哋而家住喺沙田，我喺銀行返工。",
]


def _texts() -> list[str]:
    """Real bilingual conversation turns (the held-out sets) and the embedding test sentences."""
    texts = [line.strip() for line in (DATA / "embedding_sentences.txt").read_text("utf-8").splitlines()]
    for name in ("english_heldout.json", "chinese_heldout.json"):
        for sample in json.loads((DATA / "heldout" / name).read_text("utf-8")):
            for key, turns in sample["conversation"].items():
                if key.startswith("session_") and isinstance(turns, list):
                    texts += [turn["text"] for turn in turns]
    return [t for t in texts + _STATEMENTS if t]


TEXTS = _texts()
TABLES = {
    "slots": [pattern for pattern, _, _ in ATTRIBUTE_RULES],
    "cues": [pattern for _, pattern in event_cues._CUE_SCREEN._rules],
    "dates": [rule.pattern for rule in dates._RULE_SCREEN._rules],
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_rule_that_matches_a_real_turn_is_a_candidate(table: str) -> None:
    patterns = TABLES[table]
    screen = Screen(patterns, key=lambda p: p)
    assert len(TEXTS) > 400
    matched = skipped = 0
    for text in TEXTS:
        kept = {id(p) for p in screen.candidates(text)}
        for pattern in patterns:
            if pattern.search(text):
                matched += 1
                assert id(pattern) in kept, (pattern.pattern, text)
            elif id(pattern) not in kept:
                skipped += 1
    assert matched > 40  # the corpus exercises the rules
    assert skipped > matched  # and the screen skips most of what cannot match


# Fragments of the rules' own words, in both scripts and in odd cases, joined at random: texts that come close
# to matching many rules, so a word read wrongly as required would show.
_FRAGMENTS = st.sampled_from(
    [
        "my",
        "My",
        "MY",
        "name",
        "is",
        "I",
        "i",
        "'m",
        "am",
        "live",
        "in",
        "work",
        "at",
        "favourite",
        "favorite",
        "prefer",
        "switched",
        "to",
        "from",
        "the",
        "on",
        "Friday",
        "May",
        "3rd",
        "2025",
        "next",
        "last",
        "week",
        "yesterday",
        "tomorrow",
        "ago",
        "kg",
        "mg",
        "every",
        "morning",
        "phone",
        "number",
        "+44",
        "7700",
        "900123",
        "我",
        "住在",
        "北京",
        "的",
        "是",
        "叫",
        "喜欢",
        "用",
        "工作",
        "上班",
        "号码",
        "明天",
        "上周五",
        "3月15号",
        "公斤",
        "换了",
        "不再",
        "了",
        "，",
        "。",
        "?",
        "!",
        " ",
        "  ",
        "\n",
        "-",
        "'",
        "ſ",
        "K",
    ]  # fmt: skip
)


# no deadline: the first example reads every pattern's required words (the screens fill on first use)
@settings(deadline=None)
@given(st.lists(_FRAGMENTS, min_size=1, max_size=14).map("".join))
def test_no_rule_that_matches_is_screened_out(text: str) -> None:
    for patterns in TABLES.values():
        kept = {id(p) for p in Screen(patterns, key=lambda p: p).candidates(text)}
        missed = [p.pattern for p in patterns if p.search(text) and id(p) not in kept]
        assert not missed, (text, missed)


def test_the_extractor_reads_the_same_with_and_without_the_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    reference = dates.datetime(2026, 5, 13, 10, tzinfo=dates.UTC)
    screened = [
        (repr(find_attributes(t)), repr(find_cues(t)), repr(resolve_time_expressions(t, reference)))
        for t in TEXTS
    ]

    class Everything(Screen[object]):
        def candidates(self, text: str) -> list[object]:
            return list(self._rules)

    monkeypatch.setattr(
        attributes, "_ATTRIBUTE_SCREEN", Everything(ATTRIBUTE_RULES, key=lambda rule: rule[0])
    )
    monkeypatch.setattr(
        event_cues, "_CUE_SCREEN", Everything(event_cues._CUE_SCREEN._rules, key=lambda cue: cue[1])
    )
    monkeypatch.setattr(
        dates, "_RULE_SCREEN", Everything(dates._RULE_SCREEN._rules, key=lambda rule: rule.pattern)
    )
    unscreened = [
        (repr(find_attributes(t)), repr(find_cues(t)), repr(resolve_time_expressions(t, reference)))
        for t in TEXTS
    ]
    assert screened == unscreened
    assert (
        sum(1 for a, _, _ in screened if a != "[]") > 30
    )  # slots were found: the comparison means something
