"""Questions asking what the user likes ("What music do I like?", "What kind of food do I enjoy?", 我喜欢吃什么) or
dislikes ("What food do I hate?", 我讨厌什么): a record saying the opposite names the same kind of thing and shares the
question's words, and "I can't stand country music" ranked first for "What music do I like?", above "I've been
listening to a lot of jazz lately". A record saying only the opposite of what is asked ranks lower
(:func:`lower_opposite`); one saying both ("I love jazz but can't stand country") keeps its place.

    >>> asked_liking("What music do I like?"), asked_liking("what food do I hate?"), asked_liking("我喜欢吃什么")
    ('like', 'dislike', 'like')
    >>> asked_liking("我不喜欢吃什么"), asked_liking("Do I like jazz?"), asked_liking("Where do I work?")
    ('dislike', None, None)
    >>> said_liking("The user said: I can't stand country music"), said_liking("用户说：最近迷上了爵士乐")
    ('dislike', 'like')
    >>> said_liking("The user said: I love jazz but can't stand country"), said_liking("The user said: I work at Acme")
    (None, None)

A liking said of the assistant's own words ("I like your answer", "I love how you explained it", "I love that idea",
"I like the second option better") is feedback on the conversation, no taste of the user's: it ranks below the tastes
for "what do I like?" (:func:`to_the_assistant`).

    >>> to_the_assistant("The user said: I like how you explained it"), to_the_assistant("用户说：I love that idea")
    (True, True)
    >>> to_the_assistant("The user said: I love that band"), to_the_assistant("I love how quiet my street is")
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Literal

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lower
from hindsight_core.text import to_simplified

Liking = Literal["like", "dislike"]

#: How much lower a record saying only the opposite of what is asked ranks (its score times one minus this).
OPPOSITE_PENALTY = 0.6
#: How much lower a liking said of the assistant's words ranks for a question about the user's tastes.
FEEDBACK_PENALTY = 0.8

_WHO = r"(?:i|we|the\s+user)"
_EN_DISLIKE_VERB = (
    r"(?:hate|dislike|detest|loathe|can'?t\s+stand|cannot\s+stand|not\s+like|n'?t\s+like|avoid)"
)
_EN_LIKE_VERB = r"(?:like|love|enjoy|prefer|adore|listen\s+to|read|watch)"
# a list asked (what, which, what kind of): not a yes or no ("Do I like jazz?" is answered by either)
_EN_ASKED = re.compile(
    rf"^(?:\W*(?:hey|so|and|ok|okay|remind\s+me)\W+)*(?:what|which)\b[^?]*?\b(?:do|does|did)\s+{_WHO}\s+"
    rf"(?:(?P<dislike>{_EN_DISLIKE_VERB})|(?:really\s+)?(?P<like>{_EN_LIKE_VERB}))\b"
    rf"|^(?:\W*(?:hey|so|and|ok|okay|remind\s+me)\W+)*(?:what|which)\b[^?]*?\b(?:don'?t|doesn'?t)\s+{_WHO}\s+"
    rf"(?P<dislike2>like|enjoy)\b"
    rf"|\b(?:what|which)\b[^?]*?\b(?:am|is)\s+{_WHO}\s+(?:(?P<like2>into|a\s+fan\s+of)|(?P<dislike3>not\s+(?:into|a\s+fan\s+of)))\b"
    rf"|\bwhat(?:'s|\s+is|\s+are)\s+(?:my|the\s+user's)\s+(?P<like3>favou?rites?)\b",
    re.IGNORECASE,
)
_ZH_ASKED = re.compile(
    r"(?P<dislike>不喜欢|讨厌|不爱|受不了|不吃)(?:吃|喝|听|看|玩|做)?(?:什么|哪些|哪种|啥)"
    r"|(?P<like>喜欢|爱|最爱|迷上了?)(?:吃|喝|听|看|玩|做)?(?:什么|哪些|哪种|啥)|(?P<like2>最喜欢的)"
)
_EN_DISLIKE = re.compile(
    r"\b(?:hates?|hated|dislikes?|detests?|loathes?|(?:can'?t|cannot|can’t)\s+stand|(?:don'?t|do\s+not|doesn'?t|never)"
    r"\s+(?:really\s+)?(?:like|enjoy|eat|drink)|gross|disgusting"
    # said softly: "not a huge fan of horror movies", "never been a fan of country", "not really into jazz", "not big
    # on spicy food", "horror movies aren't really my thing"
    r"|(?:not|never\s+been)\s+(?:really\s+|exactly\s+|much\s+of\s+|ever\s+)?(?:(?:a|the)\s+)?"
    r"(?:(?:big|huge|great|massive|real|biggest|hugest|greatest)\s+)?fan\s+of"
    r"|not\s+(?:really\s+|that\s+|too\s+|so\s+)?(?:into|big\s+on|keen\s+on)"
    r"|(?:isn'?t|aren'?t|is\s+not|are\s+not|not)\s+(?:really\s+)?my\s+(?:thing|cup\s+of\s+tea))\b",
    re.IGNORECASE,
)
# "like" said as a likeness is no liking: "it tastes like soap", "looks like rain", "feels like ages"
_AS_LIKENESS = "".join(
    rf"(?<!\b{word}\s)"
    for word in ("tastes", "taste", "looks", "look", "smells", "smell", "feels", "feel", "sounds", "seems")
)
_EN_LIKE = re.compile(
    r"\b(?<!don't\s)(?<!not\s)(?:love|loves|loved|"
    + _AS_LIKENESS
    + r"like|likes|enjoy|enjoys|adore|adores|prefer"
    r"|prefers|into|obsessed|fan\s+of|favou?rite|listening\s+to|hooked\s+on)\b",
    re.IGNORECASE,
)
# (said softly too: 不太喜欢, 不怎么爱吃, 不是很喜欢, 不太感冒; and what one does not eat: 我不太吃辣, 吃不了辣)
_ZH_DISLIKE = re.compile(
    r"不(?:太|怎么|大|是很|是太|是特别|那么)?(?:喜欢|爱|感冒)|讨厌|受不了|反感|烦死|吃不[惯了来]|不感兴趣|没(?:什么|啥)?兴趣"
    r"|不(?:太|怎么|大)?(?:吃|喝)(?![饭了过完])"
)
# a taste held before is none held now ("I used to love sushi", 我以前挺喜欢日料的): neither a liking nor a dislike
_HELD_BEFORE = re.compile(
    r"\bused\s+to\s+(?:really\s+)?(?:love|like|enjoy|adore|hate|dislike|be\s+(?:into|a\s+(?:big\s+|huge\s+)?fan\s+of))\b"
    r"|(?:以前|之前|原来|过去|从前|小时候)[^，。！？,.!?]{0,4}?(?:喜欢|爱)",
    re.IGNORECASE,
)
# what the assistant said or offered, as a liking names it: "your answer", "ur explanation", "how you explained it",
# "the way you put it", "what you came up with", "that idea", "this response", "the second option", "the draft you
# wrote" (not "how you can see the mountains", "that band", "the way coffee smells")
_ITS_WORDS = (
    r"answers?|repl(?:y|ies)|responses?|explanations?|ideas?|suggestions?|advice|take|approach|summary|summaries|"
    r"versions?|drafts?|recommendations?|analogy|analogies|options?|style|tone|wording|breakdown|rewrite|edits?"
)
_ORDINAL = r"(?:first|second|third|last|other|previous|original|new|shorter|longer)"
_OF_THE_ASSISTANT = re.compile(
    r"\b(?:like|likes|liked|love|loved|loving|enjoy|enjoyed|appreciate|appreciated|adore|prefer|preferred|hate|hated|"
    r"dislike|disliked)\s+(?:(?:it|that)\s+(?:when|how)\s+you\s+\w+"
    rf"|(?:your|ur|yr)\s+(?:\w+\s+)?(?:{_ITS_WORDS}|plan|list|way)"
    r"|(?:how|the\s+way)\s+you\s+(?:explain|put|said|say|wrote|write|broke|break|describe|answer|phrase|summar|"
    r"laid|lay|organi[sz]|structur|fram|handl|word|simplif)\w*"
    r"|what\s+you\s+(?:said|wrote|suggested|came\s+up\s+with|did\s+there|gave|recommended)"
    rf"|(?:(?:that|this)\s+(?:{_ORDINAL}\s+)?|the\s+{_ORDINAL}\s+)(?:{_ITS_WORDS})"
    r"(?!\s+(?:of|for|to)\b(?!\s+(?:you|yours)\b))"
    rf"|the\s+{_ORDINAL}\s+one(?!\s+of\b)"
    rf"|(?:the|that|this)\s+(?:\w+\s+)?(?:one|list|plan|email|letter|message|poem|story|{_ITS_WORDS})\s+you\s+(?:gave|made|wrote|came\s+up\s+with|"
    r"suggested|sent|drafted))\b",
    re.IGNORECASE,
)
_ZH_LIKE = re.compile(r"(?<!不)喜欢|(?<!不)爱(?:吃|喝|听|看|玩)|迷上|最爱|热爱|超爱|着迷|入坑")


def asked_liking(query: str) -> Liking | None:
    """Whether ``query`` asks what the user likes (``"like"``) or dislikes (``"dislike"``): a list, not a yes or no."""
    found = _EN_ASKED.search(query)
    if found is None:
        found = _ZH_ASKED.search(to_simplified(query))
    if found is None:
        return None
    return "dislike" if any(k.startswith("dislike") and v for k, v in found.groupdict().items()) else "like"


def said_liking(text: str) -> Liking | None:
    """What ``text`` says the user feels about a thing: only a liking, only a dislike, or neither (None)."""
    simple = _HELD_BEFORE.sub("", to_simplified(text))
    dislike = bool(_EN_DISLIKE.search(simple) or _ZH_DISLIKE.search(simple))
    # a liking said beside a dislike ("I love jazz but can't stand country"), the dislike's own words aside
    rest = _ZH_DISLIKE.sub("", _EN_DISLIKE.sub("", simple))
    like = bool(_EN_LIKE.search(rest) or _ZH_LIKE.search(rest))
    if dislike == like:
        return None
    return "dislike" if dislike else "like"


def to_the_assistant(text: str) -> bool:
    """Whether ``text`` says a liking (or a dislike) of what the assistant said or offered: feedback, no taste."""
    return _OF_THE_ASSISTANT.search(text) is not None


def lower_opposite(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked what the user likes or dislikes (:func:`asked_liking`): the records saying only the opposite rank lower,
    and those saying a liking of the assistant's words (:func:`to_the_assistant`) lower still (nothing moves for any
    other question)."""
    asked = asked_liking(query)
    if asked is not None:
        opposite = "dislike" if asked == "like" else "like"
        lower(final, [rid for rid in final if said_liking(records[rid].text) == opposite], OPPOSITE_PENALTY)
        lower(final, [rid for rid in final if to_the_assistant(records[rid].text)], FEEDBACK_PENALTY)


__all__ = [
    "FEEDBACK_PENALTY",
    "OPPOSITE_PENALTY",
    "asked_liking",
    "lower_opposite",
    "said_liking",
    "to_the_assistant",
]
