"""A question reaching someone or something through a person the user names by role ("What does my boss's wife do?",
"What breed is my brother's dog?", 我老板的老婆做什么工作): the user gave the first person's name once ("My boss Dave is
strict", 我老板叫老陈) and said the second by that name ("Dave's wife Priya is a surgeon", "Tom's dog is a beagle called
Max", 老陈的老婆是医生). The record saying the second of the name the best records give the first is the answer: it ranks
first, above the record naming the first (only the way to it) and above the user's own of the kind ("My dog is a
labrador" for "my brother's dog"), below only a record saying it of the role itself ("My mom's birthday is June 3")
(:func:`lift_second_hop`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.named_people import canon_role, one_role, own_words, people_named
from hindsight_core.roles import ROLES_EN, ROLES_ZH, ZH_PEOPLE
from hindsight_core.text import STOPWORDS, has_cjk, to_simplified, whole_word

# "my boss's wife", "my brother's new dog": the role, then up to three words, one of which is what is asked of them
_ASKED_EN = re.compile(rf"\b(?P<owner>{ROLES_EN})['’]s\s+(?P<what>[\w-]+(?:\s+[\w-]+){{0,2}})", re.IGNORECASE)
# 我老板的老婆, 我姐姐的孩子, 我哥的狗: a person's word, or the first character of a thing's
_ASKED_ZH = re.compile(
    rf"(?P<owner>{ROLES_ZH}|{ZH_PEOPLE})(?:家)?的(?P<what>{ROLES_ZH}|{ZH_PEOPLE}|[\u4e00-\u9fff])"
)
# words said after the possessive that are no thing of theirs ("what does my boss's wife do")
_NOT_THINGS = STOPWORDS | {
    "like",
    "live",
    "lives",
    "living",
    "work",
    "works",
    "working",
    "doing",
    "name",
    "named",
}
# what is asked said as the record says it: a child is a son or a daughter (我姐姐的孩子: 王芳的儿子)
_SAID_AS = {
    "kid": ("son", "daughter", "child", "boy", "girl"), "child": ("son", "daughter", "kid", "boy", "girl"),
    "孩子": ("儿子", "女儿", "闺女", "宝宝", "小孩"), "小孩": ("儿子", "女儿", "闺女", "宝宝", "孩子"),
}  # fmt: skip
#: Of the pool's best, how many are read for the name of the person the question goes through.
HEAD = 10


@lru_cache(maxsize=1024)
def asked_through(query: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each role ``query`` reaches through, with the words of what it asks of that person (English roles
    canonical, Chinese simplified).

    >>> asked_through("What does my boss's wife do?"), asked_through("我老板的老婆做什么工作")
    ((('boss', frozenset({'wife'})),), (('老板', frozenset({'老婆'})),))
    """
    text = to_simplified(query)
    found: list[tuple[str, frozenset[str]]] = []
    for m in _ASKED_EN.finditer(text):
        words = frozenset(canon_role(w) for w in m["what"].lower().split()) - _NOT_THINGS
        if words:
            found.append((canon_role(m["owner"]), words))
    found.extend((m["owner"], frozenset({m["what"]})) for m in _ASKED_ZH.finditer(text))
    return tuple((owner, what | {s for w in what for s in _SAID_AS.get(w, ())}) for owner, what in found)


def _says_theirs(text: str, name: str, what: frozenset[str]) -> bool:
    """Whether ``text`` says one of ``what`` as ``name``'s ("Dave's wife", "Tom's new dog", 老陈的老婆, 张伟家的狗)."""
    if has_cjk(name) or any(has_cjk(w) for w in what):
        things = "|".join(re.escape(w) for w in sorted(what, key=len, reverse=True))
        return re.search(rf"{re.escape(name)}(?:家)?的(?:{things})", text) is not None
    things = "|".join(re.escape(w) for w in what)
    pattern = rf"{whole_word(name)}['’]s\s+(?:[\w-]+\s+){{0,2}}?(?:{things})(?:s|es)?\b"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _says_of_role(text: str, owner: str, what: frozenset[str]) -> bool:
    """Whether ``text`` says one of ``what`` of the speaker's ``owner`` by the role itself ("My mom's birthday is June
    3", 我妈的生日): the answer in one step."""
    things = "|".join(re.escape(w) for w in sorted(what, key=len, reverse=True))
    if has_cjk(owner):
        found = re.finditer(rf"我(?:们)?(?:的)?(?P<role>{ROLES_ZH}|{ZH_PEOPLE})(?:家)?的(?:{things})", text)
        return any(one_role(frozenset({owner}), m["role"]) for m in found)
    found = re.finditer(
        rf"\b(?:my|our)\s+(?P<role>{ROLES_EN})['’]s\s+(?:[\w-]+\s+){{0,2}}?(?:{things})(?:s|es)?\b",
        text,
        re.IGNORECASE,
    )
    return any(canon_role(m["role"]) == owner for m in found)


def lift_second_hop(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """The best record saying what ``query`` asks of someone by the name the best records give that someone's role
    ranks first (in place); right below a record saying it of the role itself ("My mom's birthday is June 3" above
    "Linda's birthday party" for "When is my mom's birthday?")."""
    through = asked_through(query)
    if not through:
        return
    head = best_ids(final, HEAD)
    for owner, what in through:
        for stone in head:
            names = [
                name for role, name in people_named(records[stone]) if one_role(frozenset({owner}), role)
            ]
            said = [
                rid
                for rid in final
                if rid != stone
                and any(_says_theirs(to_simplified(own_words(records[rid].text)), n, what) for n in names)
            ]
            if not said:
                continue
            answer = max(said, key=lambda rid: final[rid])
            # first, unless a record says it of the role itself: right below the best of those
            direct = [
                r for r in final if _says_of_role(to_simplified(own_words(records[r].text)), owner, what)
            ]
            top = max(final.values()) * (1.0 + 1e-6)
            if direct:
                top = max(final[r] for r in direct) * (1.0 - 1e-6)
            if final[answer] < top:
                final[answer] = top
            break
