"""What an adapter recalls for: the user's latest message, read with the conversation it is said in.

People rarely ask a memory clean questions. A turn that says nothing to search by ("thanks!", "hi again", 好的,
"yes please") is about the conversation it is said in: recalling for its words puts whatever memories share a
filler word in front of the model. A turn that points back at what was just said ("can you draft the email to
her?", "same as last time please", "book it for friday", 给她回个邮件吧, 还是老样子), and a reply that opens by
saying yes or no ("sure, go ahead", 好，订两张吧), name what they are about only in the turn before. Both are
read with the user's last turn of the session that says something, and the turns before it while each points
back too ("make it shorter" after "can you draft a reply to her?"); a turn that stands on its own ("when is my
dentist appointment?") is recalled for alone, so a change of topic is not diluted by the one before
(LlamaIndex's own ``VectorMemoryBlock`` always queries with its last messages). An elliptical follow-up that names
only another person ("and my wife's?" after "what's my phone number?", 那我妈呢) is the question before asked about
them (:func:`~hindsight_core.capture.follow_up.follow_up`). A question about the memory itself
or a day ("ok, what do you know about me?", 好的，我今天有什么安排) is recalled for alone, however it opens.

    >>> turn_query("thanks!", ["find a vegetarian place for Friday"])
    'find a vegetarian place for Friday'
    >>> turn_query("thanks!", []), turn_query("when is my dentist appointment?", ["book it"])
    ('', 'when is my dentist appointment?')
    >>> turn_query("给她回个邮件吧", ["王姐刚问我季度总结的进度", "好的"])
    '王姐刚问我季度总结的进度\\n给她回个邮件吧'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.capture.follow_up import follow_up
from hindsight_core.extraction.density import is_low_information
from hindsight_core.text import from_cantonese, to_simplified

_NOW_TIMES = (
    r"morning|afternoon|evening|tonight|week|weekend|month|year|season|summer|winter|spring|autumn|fall|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|days|time"
)

# Words that point back at someone or something named before: third-person pronouns, demonstratives, "there"
# (not the "there is" that points at nothing), the usual order and the last time; in Chinese 他/她/它 (not 其他,
# 吉他), a demonstrative with its measure word or place (那家, 这个; not 这周五, 那么), 老样子, 上次.
_REFERS_BACK = re.compile(
    r"\b(?:she|he|her|hers|him|his|they|them|their|theirs|it|its|those|same|usual|"
    r"last\s+time|as\s+before|as\s+always)\b"
    # "this" and "these" but not of a time that is now ("this weekend", "these days"); "that" but not the one
    # opening a clause ("remember that I ...", "the cafe that we liked")
    rf"|\b(?:this|these)\b(?!\s+(?:{_NOW_TIMES})\b)"
    r"|\bthat\b(?!\s+(?:i|i'm|i’m|you|we|my|our|your|the\s+user)\b)"
    r"|\bthere\b(?!\s*(?:is|are|was|were|'s|’s|will|won't|must|might|may|should|could|has|have)\b)"
    r"(?<!\bis\sthere)(?<!\bare\sthere)(?<!\bwas\sthere)(?<!\bwere\sthere)"
    r"|(?<![其吉])[他她它]|[这那](?:个|些|家|边|里|儿|位|件|次|天|本|首|部|款|种|份|条|封|张|样)"
    r"|老样子|照旧|照常|上次|上回|^[^和跟同与像比]*一样"  # 一样 with nothing it is compared to (我和我哥一样高 names it)
    # a reply that opens by saying yes or no ("sure, go ahead", "yes please, two tickets", 好，订吧, 不用了):
    # what it agrees to is in the turn before
    r"|^\W*(?:yes|yeah|yep|yup|sure|ok|okay|alright|no|nope|nah)\b"
    r"|^\W*(?:好的|好吧|好啊|好|行|可以|嗯|对|不用了|不用|不要|没问题)(?=[\s，,。.！!~～]|$)",
    re.IGNORECASE,
)


def refers_back(text: str) -> bool:
    """Whether ``text`` points at someone or something it does not name (a pronoun, "same as last time", 那家, a
    yes or no to what was said before).

    >>> refers_back("can you draft the email to her?"), refers_back("is there anything I can't eat?")
    (True, False)
    >>> refers_back("sure, go ahead"), refers_back("好，订两张吧"), refers_back("好久没去动物园了")
    (True, True, False)
    >>> refers_back("book that place again"), refers_back("what should I do this weekend?")
    (True, False)
    >>> refers_back("do you remember that I'm vegetarian?"), refers_back("我和我哥一样高吗"), refers_back("还是一样")
    (False, False, True)

    Traditional characters are read as simplified ones and Cantonese as Mandarin (這家 is 这家, 佢 is 他).
    """
    return _REFERS_BACK.search(from_cantonese(to_simplified(text))) is not None


def turn_query(latest: str, earlier: Sequence[str]) -> str:
    """The recall query for the user's ``latest`` message, given the user's ``earlier`` messages of the same
    session (oldest first): the latest alone when it stands on its own; with the earlier messages it leans on
    when it points back (the last one that says something, and the ones before while each points back too, up
    to :data:`REACH`); those alone when the latest says nothing to search by ("" at a session's start: nothing
    to recall for).

    >>> turn_query("make it shorter", ["Jenna got the job!", "draft her a note", "ok"])
    'Jenna got the job!\\ndraft her a note\\nmake it shorter'
    """
    latest = latest.strip()
    if not latest:
        return ""
    if (asked := follow_up(latest, [text for text in earlier if text.strip() != latest])) is not None:
        return asked
    if not is_low_information(latest) and (not refers_back(latest) or _about_the_user_or_a_day(latest)):
        return latest
    leaned: list[str] = []
    # from the newest back, and no further than it leans: an adapter passes the whole session each turn
    for text in reversed(earlier):
        said = text.strip()
        if said == latest or is_low_information(text):
            continue
        leaned.insert(0, said)
        if len(leaned) == REACH or not refers_back(said):
            break
    return "\n".join(leaned if is_low_information(latest) else [*leaned, latest])


def _about_the_user_or_a_day(text: str) -> bool:
    """A question about the memory itself or about what a day holds ("ok, what do you know about me?", 好的，我今天有
    什么安排): it names what it is about, however it opens, and recall reads it as such only alone."""
    from hindsight_core.recall.about_memory import about_the_memory
    from hindsight_core.recall.agenda import asks_agenda

    return about_the_memory(text) or asks_agenda(text)


#: How many earlier messages a message that points back is read with, at most (a chain of "it", "her", ...).
REACH = 3


__all__ = ["refers_back", "turn_query"]
