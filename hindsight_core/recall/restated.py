"""A value said again as changed, naming nothing given up: "Customers have become 52 now" after "Currently I am
having 34 regular customers", "switched propane to AmeriGas" after "propane supplier is Hill Country Gas", "new
mentor is Callum" after "my mentor is Priyanka", 羽毛球改成周二周五了 after 羽毛球周三周六打. No slot rule reads
these; recall ranks the newer statement right above the older one when both say the thing the question asks
about and the newer says, in a clause saying it changed, every word of the question the older one matched
("the dog is now 12" says nothing new of when the dog is walked), not only a name or a person ("Emma is now
learning piano" says nothing new of what Emma is allergic to, "we moved mom into memory care" nothing of her
illness), and at least half of what the question asks. Not for a question in the past tense ("how much did I
sell my painting for?" asks about an event)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.models import MemoryRecord
from hindsight_core.text import has_cjk, keyword_terms, split_speaker

# what says a value changed, in the clause that names the thing
_CHANGED = re.compile(
    r"\b(?:now|new|newly|switched|switching|changed|moved|become|became|went\s+up|gone\s+up|went\s+down|down\s+to|"
    r"up\s+to|no\s+longer|anymore|these\s+days|nowadays|instead|replaced|upgraded|raised|increased|reduced|dropped|"
    r"shifted|swapped)\b|现在|而家|宜家|依家|改成|改到|改为|改做|换成|換成|换了|換咗|变成|變成|涨到|漲到|降到|减到|減到|加到|"
    # moved up or along: 乐乐升四年级了, 天数缩短到8天, 婚礼推迟到十月
    r"升(?=[到至上了一二两三四五六七八九十\d])|缩短|縮短|延长到|延長到|推迟到|推遲到|提前到|挪到|调到|調到|改期",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[.!?;,\n。！？；，、]|\s(?:and|but|so|while|because|since)\s", re.IGNORECASE)
# who a statement is about, not what it says of them: like a name, no topic ("my mom has dementia", then "we
# moved mom into memory care": what the mom has did not change)
_PEOPLE = frozenset(
    """mom mum mother dad father parent wife husband partner son daughter kid child children baby sister brother
    grandma grandmother grandpa grandfather nan gran aunt uncle cousin niece nephew boyfriend girlfriend fiance
    fiancee friend boss colleague roommate flatmate""".split()
)
_ZH_PEOPLE = re.compile(
    r"妈|媽|爸|老公|老婆|儿子|兒子|女儿|女兒|孩子|宝宝|寶寶|哥|姐|弟|妹|爷|爺|奶|外公|外婆|阿嬤|阿公|朋友|同事|室友|老板|老闆"
)
# asked in the past tense ("how much did I sell my painting for?"): an event, not a value that holds now
_PAST_QUESTION = re.compile(r"\b(?:did|was|were|had)\b", re.IGNORECASE)
_READ = 600  # a restatement is a sentence or two; a tool's long output is read no further
_POOL_HEAD = 20


def _stem(term: str) -> str:
    """English endings folded ("carers" and "carer", "studying" and "study", "supplies" and "supply")."""
    if has_cjk(term) or len(term) <= 3:
        return term
    for end, instead in (("ies", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if term.endswith(end) and len(term) - len(end) >= 3 and not term.endswith("ss"):
            return term[: -len(end)] + instead
    return term


def _content(text: str) -> str:
    """What was said, without the frame naming the speaker ("The user said: ...")."""
    return text[split_speaker(text)[1] :][:_READ]


@lru_cache(maxsize=8192)
def _names(text: str) -> frozenset[str]:
    """Lower-cased words written with a capital inside a sentence: names ("Emma", "Mango's")."""
    found = re.findall(r"(?<=[a-z0-9,;)'’] )([A-Z][\w'’-]+)", _content(text))
    return frozenset(_stem(t) for word in found for t in keyword_terms(word))


def _person(term: str) -> bool:
    return term in _PEOPLE or (has_cjk(term) and _ZH_PEOPLE.search(term) is not None)


@lru_cache(maxsize=8192)
def _changed_terms(text: str) -> frozenset[str]:
    """The terms of the clauses of ``text`` that say something changed."""
    return frozenset(
        _stem(t)
        for clause in _CLAUSE.split(_content(text))
        if _CHANGED.search(clause)
        for t in keyword_terms(clause)
    )


@lru_cache(maxsize=8192)
def _terms(text: str) -> frozenset[str]:
    return frozenset(_stem(t) for t in keyword_terms(_content(text)))


def lift_restated(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, *, before: bool = False
) -> None:
    """A newer statement saying that a thing the question asks about changed ranks right above an older
    statement of that thing that outranked it (see the module); asked for the value ``before`` ("how many
    learners did I have at first?"), the older one right above the newer."""
    asked = {_stem(t) for t in keyword_terms(query)}
    if not asked or (not before and _PAST_QUESTION.search(query)):
        return
    head = sorted(final, key=lambda i: -final[i])[:_POOL_HEAD]
    for rid in head:
        new = records[rid]
        if new.superseded_by is not None or new.valid_to is not None:
            continue
        changed = _changed_terms(new.text)
        # the change says at least half of what is asked ("staff up to 11 across both shops" says only "shop" of
        # "who owns the bubble tea shop?")
        if 2 * len(asked & changed) < len(asked):
            continue
        older = []
        for o in head:
            old = records[o]
            if (
                (final[o] < final[rid]) != before
                or old.occurred_at >= new.occurred_at
                or old.scope.user_id != new.scope.user_id
            ):
                continue
            # everything the question matched in the older statement, the newer says changed; a name is no topic
            matched = asked & _terms(old.text)
            topic = {t for t in matched - _names(old.text) - _names(new.text) if not _person(t)}
            if topic and matched <= changed:
                if before:
                    final[o] = final[rid] * (1.0 + 1e-6)
                else:
                    older.append(final[o])
        if older:
            final[rid] = max(older) * (1.0 + 1e-6)
