"""A request pointing back at what was said before it ("Forget that.", 上一条不用记, "Don't want those stored."):
whether a message opens with one, and which of the user's earlier messages it means."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from hindsight_core.extraction.off_record import opens_off_record
from hindsight_core.extraction.request_terms import NOT_NAMED
from hindsight_core.extraction.requests import (
    EN_FILLER_WORDS,
    MEMORY_REQUEST,
    PUNCT,
    SENTENCE_CUT,
    only_private_remark,
    request_in,
)
from hindsight_core.text import has_cjk, held_terms, to_simplified

_T = TypeVar("_T")

_I = re.IGNORECASE


def points_back(text: str) -> bool:
    """Whether ``text`` opens with a request not to keep what was said just before it, in an earlier message:
    one that names nothing ("上一条不用记", "呢個唔好記住啊", "Don't want those stored.", 别存了) or says it was
    just said (刚才那个价格别记了: a price the record never calls one). A request after other words of its own
    message points at them, not at an earlier message (:func:`~.requests.without_memory_requests` drops them)."""
    if opens_off_record(text):
        return False  # "Don't save this: my salary is 95k": what it points at follows it
    sentence = next((s for s in re.split(r"(?<=[.!?。！？\n])\s*", text) if s.strip(PUNCT)), "")
    if not MEMORY_REQUEST.search(to_simplified(sentence)):
        return False  # "Forget it, I'll book it myself": never mind, its sentence says
    first = next((s for s in SENTENCE_CUT.split(text) if s.strip(PUNCT)), "")
    request = request_in(first)
    if request is None or not (
        _OPENING.fullmatch(request[1])
        or _SAID_JUST_NOW.match(request[1])
        or only_private_remark(request[1])  # "That's private, don't save it.": what was said before it
    ):
        return False
    return not request[0] or bool(_JUST_SAID.search(to_simplified(first)))


_OPENING = re.compile(
    rf"[\W_]*(?:(?:{EN_FILLER_WORDS}|对了|哦对|还有|另外|其实|那就|呃|嗯|哦|诶|欸|哎|算了|还是|那)[\W_]*)*",
    _I,
)
# What was just said, named before the request in its sentence: 头先讲个仔间学校，唔好记住佢.
_SAID_JUST_NOW = re.compile(
    r"[\W_]*我?(?:头先|刚才|刚刚|啱先|啱啱|上面)(?:跟你|同你|和你)?(?:讲|说|提|发|话|写)"
)
_JUST_SAID = re.compile(
    r"上一?条|上一句|刚才|刚刚|刚发|刚说|头先|啱先|啱啱|上面|\bjust\s+(?:said|sent|wrote|typed|told|gave|shared)\b",
    _I,
)


# How many of the user's last messages a request pointing back may mean: the one it follows, or one of the two
# before it that the request's other words name ("上一条不用记，密码不该发的" after a remark said in between).
POINTED_REACH = 3


def pointed_at(said: Sequence[tuple[_T, str]], request: str) -> _T | None:
    """Of the user's last messages before a request pointing back (newest first, ``(key, text)``, none of them a
    request), the one it means: among the last :data:`POINTED_REACH`, the nearest sharing a word with what the
    request says besides asking ("滴滴的登录密码是Dd@2026xx / 我去洗个澡 / 上一条不用记，密码不该发的": 密码), else the last
    ("I like green tea. / 上一条不用记": the tea, whatever came before it)."""
    said = said[:POINTED_REACH]
    if not said:
        return None
    clauses = re.split(r"[，,。.!?！？；;\n]", to_simplified(request))
    hint = set().union(
        *(
            held_terms(c)
            for c in clauses
            if c.strip() and not MEMORY_REQUEST.search(c) and not _OPENING.fullmatch(c)  # "Never mind"
        )
    )
    hint = {t for t in hint if t not in NOT_NAMED and (has_cjk(t) or len(t) > 2)}
    key, text = next(((k, t) for k, t in said if hint & held_terms(to_simplified(t))), said[0])
    if _NEVER_MIND.fullmatch(to_simplified(request).strip()) and _ASKING.search(text.strip()):
        # "Can you book Nando's for 7?" / "Forget it.": never mind the question, nothing to forget
        return None
    return key


# Taking back that after a question is never mind ("Can you book Nando's for 7?" / "Forget it."): "forget it",
# "just forget that", 算了，忘了吧; never "forget I said that" or "don't keep that", which are about what was said.
_NEVER_MIND = re.compile(
    rf"[\W_]*(?:(?:{EN_FILLER_WORDS}|ugh|oh\s+well|fine)\b[\W_]*)*"
    r"(?:forget\s+(?:it|that|this|about\s+(?:it|that|this))|scratch\s+that)(?:[\W_]+(?:please|pls|then|ok|okay|lol)\b)*[\W_]*"
    r"|[\W_]*(?:(?:算了|那就|那|还是|就|哎|唉|好吧|呃|嗯)[\W_]*)*(?:忘了|忘掉|忘记|忘咗)(?:它|佢)?(?:吧|啦|喇|罢|了)*[\W_]*",
    _I,
)
# A message asking, not telling ("Can you book Nando's for 7?", 明天会下雨吗), unless it asks to keep something
# ("Can you remember my PIN is 4711?"): its record's text may open "The user said:".
_ASKING = re.compile(
    r"^(?!.*(?:\b(?:remember|save|store|keep|note)\b|记|存)).*(?:[?？]|[吗嗎呢么]\s*[。.]?)$"
    r"|^(?!.*(?:\b(?:remember|save|store|keep|note)\b|记|存))(?:(?:the\s+user\s+(?:said|asked)|用户(?:说|问))\W*)?"
    r"(?:can|could|would|will)\s+(?:you|u)\b",
    _I | re.DOTALL,
)


# what says the user means what they said after all: it was private, or not to keep it ("forget that, it was private")
_KEEPING = re.compile(
    r"\b(?:private|personal|sensitive|confidential|save|store|keep|remember|record)\b|隐私|私人|敏感|记|存",
    _I,
)


def drops_the_task(request: str) -> bool:
    """Whether ``request`` opens as never mind ("never mind, forget it", "scratch that", 算了，忘了吧，不订了) and
    says nothing more of what was said or of keeping it: said after the agent's tools worked on what the user
    asked, it drops the task (:func:`~hindsight_core.reflector.said_before`), and forgets nothing."""
    simple = to_simplified(request).strip()
    found = _NEVER_MIND.match(simple)
    if (
        found is None
        or re.match(r"\w", simple[found.end() : found.end() + 1])
        and found.group()[-1:].isalnum()
    ):
        return False  # ("forget its name")
    return _JUST_SAID.search(simple) is None and _KEEPING.search(simple, found.end()) is None


__all__ = ["POINTED_REACH", "drops_the_task", "pointed_at", "points_back"]
