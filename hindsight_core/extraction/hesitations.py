"""Speech and hurried typing read as written text is, for the slot rules: a hesitation dropped ("I work at uh Stripe",
"at, um, Stripe", 我住在 嗯 杭州, 我在呃阿里上班), a small word stuttered said once ("I live in in Denver", "at at"), an
apostrophe left out put back ("im vegan", "ive been vegan", "i dont eat meat"), and in Chinese chat, laughter, a
closing particle or an emoji after a clause read as where it ends (我住北京哈, 住在杭州哈哈哈, 我老公叫张伟😊), and 有
before a verb as Taiwan says it left out (我有在健身房上班: :mod:`~.you_before_verb`), a compound typed with spaces
hyphenated ("a stay at home mum", cut at "at" to "a stay"). A dictated
or hastily typed statement said nothing the rules read, or a hesitation or a laugh as part of its value (嗯杭州,
北京哈). :func:`tidied` gives the text read and where each of its characters is in the text said, so that a value's
span is still where it was said.

    >>> tidied("I work at uh Stripe")[0], tidied("im vegan")[0], tidied("我住在 嗯 杭州")[0]
    ('I work at Stripe', "i'm vegan", '我住在杭州')
    >>> tidied("我住北京哈")[0], tidied("我老公叫张伟😊，在腾讯上班")[0]
    ('我住北京', '我老公叫张伟，在腾讯上班')
    >>> tidied("I live in Leeds")
    ('I live in Leeds', None)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.me_and import said_as_i
from hindsight_core.extraction.you_before_verb import YOU_BEFORE_VERB

# A hesitation, said alone: "uh", "umm", "uhm", "erm", "er" (lower case, or opening a sentence: "ER" is a ward, "UM" a
# university), "emmm" as Chinese chat types it; 呃 and 嗯 in Chinese (no word holds them)
_EN_HESITATION = r"(?<![\w'’-])(?:[Uu]h+|[Uu]+m+|[Uu]hm+|[Ee]rm+|er|em{2,})(?![\w'’-])"
_ZH_HESITATION = r"(?:呃|嗯)+"
_HESITATION = re.compile(_EN_HESITATION + "|" + _ZH_HESITATION)
# what parts a hesitation from what is said around it: spaces, commas, dots trailing off ("...", not one full stop)
_APART = " \t,，、…"
# A word that what follows completes ("at", "in", "my"; 在, 到, 是, 我): the hesitation is inside a clause, and goes
# with what parts it from the words around it ("at, uh, Stripe" is "at Stripe"); elsewhere it parts two clauses, as its
# comma or space did ("Denver, um, my wife works at ...")
_COMPLETED = re.compile(
    r"(?:\b(?:at|in|to|for|from|with|on|the|a|an|my|our|is|am|are|was|as|called|named|i|i'm|we)|[在到去是叫住从对给跟和当做我])$",
    re.IGNORECASE,
)
_CJK_EDGE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
# A small word said twice, as speech stutters ("in in", "at at", "the the"; not "that that", "had had": grammar)
_STUTTER = re.compile(
    r"(?<![\w'’-])(?P<word>i|i'm|we|my|our|the|a|an|at|in|on|to|for|from|with|and|is|am|was|work|live|moved)"
    r"(?:[ \t,]+(?P=word))+(?![\w'’-])",
    re.IGNORECASE,
)
# Laughter, a closing particle no value ends with (哈, 哈哈哈, 嘿嘿, 咯, 哟, 捏; 啊, 呢, 吧 are cut from a value where it is
# read) or emoji, closing a Chinese clause: the clause ends there (not 娃哈哈, 多哈, 叫哈哈: names)
_EMOJI = r"[\u2600-\u27bf\U0001f000-\U0001faff][\u200d\ufe0e\ufe0f\u2600-\u27bf\U0001f000-\U0001faff]*"
_ENDS = r"[\s，,。.！!？?；;~～…]"
_ZH_LAUGH = r"(?:哈+|(?:嘿|嘻|呵){2,}|咯|哟|呐|捏|嘞|噢|嗷+|h{3,}|2333*)+"
_ZH_CLOSING = re.compile(
    rf"(?<=[\u3400-\u9fff])(?<![叫是娃多哈嘿嘻呵嗷])(?:{_ZH_LAUGH}(?:{_EMOJI})?(?=$|{_ENDS})|{_EMOJI})",
    re.IGNORECASE,
)
# An apostrophe left out: "im", "ive", "dont", "didnt", "cant" (a word's own: "Im" is I'm)
_UNMARKED = re.compile(
    r"(?<![\w'’-])(?:(?P<i>[Ii])(?P<am>m|ve)|(?P<verb>do|does|did|is|was|are|were|have|has|had|could|would|should|ca|wo)"
    r"(?P<nt>nt))(?![\w'’-])",
    re.IGNORECASE,
)

# A compound typed with spaces that the words in it would cut ("a stay at home mum" read as "a stay", cut at "at"):
# written with its hyphens, as "stay-at-home mum" is read
_SPACED_COMPOUND = re.compile(
    r"(?<![\w'’-])stay(?P<a>\s)at(?P<b>\s)home(?=\s+(?:mum|mom|dad|parent|mother|father|wife|husband)s?\b)",
    re.IGNORECASE,
)


def tidied(text: str) -> tuple[str, list[int] | None]:
    """``text`` with its hesitations, stutters and unmarked apostrophes read as written (see the module), and where
    each of its characters is in ``text`` (a character put in is where the word it was put in starts); ``None``
    when there was nothing to tidy (``text`` is returned as it is)."""
    edits = _edits(text)
    if not edits:
        return text, None
    parts: list[str] = []
    at: list[int] = []
    last = 0
    for start, end, said in edits:
        parts += [text[last:start], said]
        at += [*range(last, start), *[start] * len(said)]
        last = end
    parts.append(text[last:])
    at += range(last, len(text))
    return "".join(parts), at


def _apart(text: str, at: int) -> bool:
    """Whether the character at ``at`` parts a hesitation from what is said around it (:data:`_APART`, or a dot of
    "...")."""
    return text[at] in _APART or (
        text[at] == "." and "." in text[max(0, at - 1) : at + 2].replace(".", "", 1)
    )


def _edits(text: str) -> list[tuple[int, int, str]]:
    """The spans of ``text`` to say otherwise, in order and apart: (start, end, what is said there instead)."""
    edits: list[tuple[int, int, str]] = []
    for found in _HESITATION.finditer(text):
        start, end = found.start(), found.end()
        while start > 0 and _apart(text, start - 1):
            start -= 1
        while end < len(text) and _apart(text, end):
            end += 1
        if edits and start < edits[-1][1]:
            start = edits[-1][0]  # "uh, um, Stripe": one pause
            edits.pop()
        apart = text[start : found.start()] + text[found.end() : end]
        if start == 0 or end == len(text):
            edits.append((start, end, ""))
        elif _COMPLETED.search(text, max(0, start - 8), start):  # the word before: a window, not the text
            # ("at Stripe", but 在阿里: Chinese is written without spaces)
            edits.append((start, end, "" if _CJK_EDGE.search(text[start - 1] + text[end]) else " "))
        elif apart.strip(" \t"):
            edits.append((start, end, "，" if "，" in apart else ", "))
        else:
            edits.append((start, end, " " if apart else ""))
    for found in _ZH_CLOSING.finditer(text):
        # a clause said after it goes on past a comma (我老公叫张伟😊在腾讯上班)
        goes_on = found.end() < len(text) and not re.match(_ENDS, text[found.end()])
        edits.append((found.start(), found.end(), "，" if goes_on else ""))
    for found in YOU_BEFORE_VERB.finditer(text):
        edits.append(
            (found.start("you"), found.end("you"), "")
        )  # 我有在健身房上班: 有 before a verb, as Taiwan says it
    for found in _STUTTER.finditer(text):
        edits.append((found.end("word"), found.end(), ""))
    for found in _UNMARKED.finditer(text):
        if found["i"]:
            edits.append((found.start("am"), found.start("am"), "'"))
        else:
            edits.append((found.start("nt"), found.end("nt"), found["nt"][0] + "'" + found["nt"][1]))
    for me, said in said_as_i(text):  # "me and my girlfriend just moved": "my girlfriend and I"
        edits.append((me.start("said"), me.end("said"), said))
    for found in _SPACED_COMPOUND.finditer(text):
        edits += [(found.start("a"), found.end("a"), "-"), (found.start("b"), found.end("b"), "-")]
    edits.sort()
    kept: list[tuple[int, int, str]] = []
    for edit in edits:
        if kept and edit[0] < kept[-1][1]:
            continue  # the span of an edit already made
        kept.append(edit)
    return kept


__all__ = ["tidied"]
