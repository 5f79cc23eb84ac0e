"""A message that corrects what the user said before ("Sorry, I was wrong before: the school is number 21",
更正一下，我生日其实是3月15号, 其实我说错了): its record supersedes the one it corrects, found by what the two
say alike (the reviewers' corrections were recalled below the value they correct, and expired as problems)."""

from __future__ import annotations

import re

from hindsight_core.extraction.clause_subjects import subject_runs
from hindsight_core.extraction.kin_slots import kin_owner, kin_words
from hindsight_core.text import has_cjk, keyword_terms, spoken_only, to_simplified, whole_word

_I = re.IGNORECASE

# A run of spaces or punctuation before a cue is taken whole (``*+``, ``++``: what follows it starts with none of
# its characters, so giving some back never matched) and, where a search may start inside it, only from its first
# character (the lookbehinds): read again from each character of a pasted run of 100,000 spaces or commas, each
# read scanning to the run's end, a message took hours; the interjections before "that was wrong" are three at
# most (", oh, sorry, that was wrong"), so a search from each comma of ", oh, oh, oh, ..." stops there. What the
# patterns match in a message said is unchanged.

# The correction opens the message, after an interjection at most ("oh, correction:", "哦更正一下").
_CORRECTION = re.compile(
    r"^\W*+(?:(?:oh|oops|ah|um|uh|wait|no|sorry|ok|okay|actually)[\s,!.—–-]+)*"
    r"(?:correction\b:?|let\s+me\s+correct\s+(?:that|myself)|my\s+(?:mistake|bad)\b|i\s+misspoke\b|"
    # "I meant to ask ..." and "Actually, it's my birthday tomorrow" open no correction
    r"i\s+was\s+wrong\b|i\s+got\s+(?:it|that)\s+wrong\b|i\s+(?:tell|told\s+you)\s+a\s+lie\b|(?:sorry,?\s+)?i\s+meant\b(?!\s+to\b))"
    # 我上次讲错了, 我之前说错 (Cantonese 我之前講錯), 刚才记错了: who and when may come before the word for the slip;
    # what follows it is what is said instead (not 我说错话了 / 我搞错了方向 / 我记错了吗)
    r"|^\W*+(?:哦|啊|呃|诶|欸|哎|唉|不好意思|唔好意思|抱歉|对不起|sorry)?[，,\s]*(?:更正一下|更正|纠正一下|不对不对|"
    r"(?:其实)?(?:我|是我)?(?:上次|之前|刚才|刚刚|前面|那天|昨天|早前|头先)?(?:其实)?(?:说|讲|写|打|记|搞|弄)错(?:了|咗)?(?=[，,。.！!：:\s—–-]|其实|不是|我|$))",
    _I,
)
# ... or closes it, in the first person: "不是周五，是周六上午开例会，我记错了"; the message before it is what it says
# instead, the wrong value included (what finds the record it corrects).
_CLOSING = re.compile(
    r"(?<![，,。.！!\s])[，,。.！!\s]++(?:(?:不好意思|抱歉|sorry)[，,\s]*)?(?:是)?我(?:上次|之前|刚才|刚刚|前面)?(?:说|讲|写|打|记|搞|弄)"
    r"错(?:了|咗)[了啦啊哈。.！!~～\s]*$",
    _I,
)


# ... or closes it in English, after an apology or with what it takes back ("sorry, the caterer charges $92 a head
# not 85, I misread the contract", "sorry the start date is 12 October, I misremembered"; "we got lost, I misread
# the map" corrects nothing said)
_EN_CLOSING = re.compile(
    r"(?<![,;.!\s—–-])[,;.!\s—–-]++(?:(?:sorry|oops|my\s+bad)[,\s]+)?i\s+(?:misread|misremembered|misheard|misspoke|mixed\s+(?:it|them|that)\s+up|"
    r"got\s+(?:it|that|them)\s+(?:wrong|mixed\s+up)|was\s+wrong)\b[^.!?]{0,40}[.!]*\s*$",
    _I,
)
# ... or is said between what it takes back and what it says instead: "I'm not allergic to peanuts, that was
# wrong, it's shellfish", "Actually I'm not allergic to peanuts - my mistake, it's shellfish", 我不是对花生过敏，之前
# 说错了，是对海鲜过敏. In English only beside a value taken back ("not", "n't": "I yelled at him, that was wrong, I
# apologised" corrects nothing said); the message without the slip is what it says instead, the wrong value
# included (what finds the record it corrects).
_EN_MIDDLE = re.compile(
    r"(?:[,;.!]|\s[—–-]+)\s*(?:(?:sorry|oops|oh)[,\s]+){0,3}(?:that\s+was\s+wrong|that'?s\s+wrong|that\s+was\s+a\s+mistake|"
    r"my\s+(?:mistake|bad)|i\s+was\s+wrong|i\s+misspoke|i\s+got\s+(?:it|that)\s+wrong|i\s+made\s+a\s+mistake|"
    r"i\s+said\s+(?:it|that)\s+wrong)\s*(?:[,;.!]|[—–-]+\s)\s*(?=\S)",
    _I,
)
_EN_NOT = re.compile(r"\bnot\b|n't\b|\bnever\b", _I)
_ZH_MIDDLE = re.compile(
    r"(?:[，,。；;！!]|(?<!\s)\s)\s*+(?:(?:不好意思|抱歉|sorry)[，,\s]*)?(?:是)?我?(?:上次|之前|刚才|刚刚|前面)?(?:说|讲|写|打|记|搞|弄)错(?:了|咗)"
    r"[，,。；;！!\s]+(?=\S)",
    _I,
)
_EN_APOLOGY = re.compile(r"^\W*(?:(?:oh|oops|ah|um|uh|wait|sorry|actually|my\s+bad)\b[\s,!.—–-]*)+", _I)
_TAKEN_BACK = re.compile(r"\bnot\s+\S", _I)
_APOLOGY = re.compile(r"^(?:不好意思|唔好意思|抱歉|对不起|sorry)[啦啊哈了呀]*[，,。.!！\s]*$", _I)


def corrected_text(text: str) -> str | None:
    """What a correcting message says instead (the message without its opening cue), or None when it does
    not open as a correction."""
    simple = to_simplified(text)
    found = _CORRECTION.match(simple)
    if found is not None:
        rest = simple[found.end() :]
    elif (closing := _CLOSING.search(simple)) is not None:
        rest = simple[: closing.start()]
    elif (middle := _ZH_MIDDLE.search(simple)) is not None or (
        (middle := _EN_MIDDLE.search(simple)) is not None and _EN_NOT.search(simple, 0, middle.start())
    ):
        rest = (
            simple[: middle.start()] + "，" * has_cjk(middle.group()) + ", " * (not has_cjk(middle.group()))
        )
        rest += simple[middle.end() :]
    elif (closing := _EN_CLOSING.search(simple)) is not None:
        rest = simple[: closing.start()]
        opened = _EN_APOLOGY.match(rest)
        if opened is None and not _TAKEN_BACK.search(rest):
            return None
        rest = rest[opened.end() :] if opened is not None else rest
    else:
        return None
    # an apology after the slip says nothing instead ("是我记错了，不好意思")
    rest = _APOLOGY.sub("", rest.strip(" \t,，:：。.!！—–-")).strip(" \t,，:：。.!！—–-")
    return rest or None


def opens_correction(text: str) -> bool:
    """Whether ``text`` opens with the words of a correction ("Oops I meant Karen", 说错了), what it says instead
    said or not."""
    return _CORRECTION.match(to_simplified(text)) is not None


def shared_terms(a: str, b: str) -> int:
    """How many keyword terms two texts share (what tells the record a correction corrects)."""
    return len(set(keyword_terms(to_simplified(a))) & set(keyword_terms(to_simplified(b))))


# the value a correction takes back, at the end of its clause: "it's shellfish, not peanuts", 是海鲜，不是花生
_EN_NOT_VALUE = re.compile(
    r"\bnot\s+(?:the\s+|a\s+|an\s+)?([\w'-]+(?:\s+[\w'-]+){0,2}?)\s*(?=$|[,;.!?—–])", _I
)
_ZH_NOT_VALUE = re.compile(r"(?:不是|唔系)(?:对)?([\u4e00-\u9fff\w]{1,8}?)(?=$|[，,。；;！!])")


def takes_back(instead: str, text: str) -> bool:
    """Whether what a correction says instead names, as the value it takes back ("it's shellfish, not
    peanuts"), one that ``text`` holds: a correction saying a single word of the record it corrects."""
    simple = to_simplified(instead)
    held = set(keyword_terms(to_simplified(text)))
    for found in (*_EN_NOT_VALUE.finditer(simple), *_ZH_NOT_VALUE.finditer(simple)):
        terms = set(keyword_terms(found.group(1)))
        if terms and terms <= held:
            return True
    return False


def of_whom_it_says(instead: str, text: str) -> bool:
    """Whether ``text`` (a record a correction may correct) is about the one what the correction says instead is
    about: a correction of someone else's ("my son is allergic to shellfish, not peanuts", "Jake is 35, not 34")
    corrects a record that names them (by a word of their relation, "my mom" is "my mother", or their name), never the
    user's own "I'm allergic to peanuts"; one of the speaker's own may correct any.

    >>> of_whom_it_says("my son is allergic to shellfish, not peanuts", "The user said: I'm allergic to peanuts.")
    False
    >>> of_whom_it_says("my mom lives in Dallas, not Austin", "The user said: My mother lives in Austin.")
    True
    """
    runs = subject_runs(instead)
    if not runs or any(run.subject == "self" for run in runs):
        return True
    said = to_simplified(spoken_only(text))
    return any(
        (word in said) if has_cjk(word) else re.search(whole_word(word), said, _I) is not None
        for run in runs
        for part in run.subject.split()
        for word in kin_words(kin_owner(part))
    )


__all__ = ["corrected_text", "of_whom_it_says", "opens_correction", "shared_terms", "takes_back"]
