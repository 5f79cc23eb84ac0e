"""A person asked about by role ("what is the user's sister doing for work now?", 跑团的领队最近取得了什么成绩) is often
called by name alone in the record that answers ("Mia got the job at that architecture firm", 老何上个月跑了兰州马拉松):
the role was said once, where the person was introduced ("my sister Mia", 队长叫老何). Recall reads the name said
beside the asked role in the pool's best records (:func:`names_for_roles`), reads the records calling that person
by name (:class:`~hindsight_core.recall.paths.RecallPaths`) and places them next to the one that introduced them
(:func:`place_named`), where the lifts of a change can still order them."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from functools import lru_cache

from hindsight_core.extraction.slot_names import slot_name
from hindsight_core.extraction.slot_patterns import _ZH_SURNAME as ZH_SURNAME
from hindsight_core.extraction.slot_patterns import ZH_NAME_CALLED
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.roles import ROLES_EN as _ROLES_EN
from hindsight_core.roles import ROLES_ZH as _ROLES_ZH
from hindsight_core.roles import ZH_DOUBLED_NAME
from hindsight_core.text import (
    CASED_LETTER,
    CASED_LOWER,
    CASED_UPPER,
    USER_WORDS,
    has_cjk,
    root_terms,
    split_question,
    spoken,
    to_simplified,
    whole_word,
)

_ASKED_EN = re.compile(rf"\b(?:{_ROLES_EN})s?\b", re.IGNORECASE)
_ASKED_ZH = re.compile(_ROLES_ZH)
# a relative one calls by one character after 我 (我哥, 我妈, 我姐叫王芳; not 我爸妈, 帅哥): the role in full
_KIN_SAID_SHORT = {"哥": "哥哥", "姐": "姐姐", "妹": "妹妹", "弟": "弟弟", "妈": "妈妈", "爸": "爸爸"}
_ASKED_ZH_SHORT = re.compile(r"(?:我|用户)(?:的)?(?P<kin>[哥姐妹弟妈爸])(?![哥姐妹弟妈爸])")
_ASKED_OWNED_EN = re.compile(
    rf"\b(?P<owner>{_ROLES_EN})['’]s\s+(?:[\w-]+\s+){{0,2}}?(?P<role>{_ROLES_EN})s?\b", re.IGNORECASE
)
_ASKED_OWNED_ZH = re.compile(rf"(?P<owner>{_ROLES_ZH})(?:的|家的)(?P<role>{_ROLES_ZH})")
# a slot of the speaker's that holds someone's name: a role in English (the slot a Chinese role fills: 姐姐 -> sister)
_SLOT_ROLE = re.compile(rf"(?:{_ROLES_EN})", re.IGNORECASE)
# a name: capitalised (in any script with case: Zoë, Łukasz, Ольга), not a word that opens a sentence or names a day
# or month
NAME = rf"(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?-i:[{CASED_UPPER}][{CASED_LOWER}]+)"
_NOT_NAMES = frozenset(
    """I The A An And But So Also Then Oh Yes No Ok Okay Anyway Monday Tuesday Wednesday Thursday Friday Saturday
    Sunday January February March April May June July August September October November December""".split()
)
# a Chinese name as it is said of someone around one: 阿May, 老何, 小琪, 王阿姨, 刘姐, 张师傅, or a latin name
_ZH_NAME = (
    rf"阿[{CASED_LETTER}]+|"
    r"阿[\u4e00-\u9fff]|老[\u4e00-\u9fff](?![\u4e00-\u9fff]{0,1}(?:师|板|婆|公|家|大|二|三|是|说))|"
    r"小[\u4e00-\u9fff]{1,2}?(?=[，,。！!？?\s]|$|[也又都说是在人她他下上今明昨最刚已要会和跟给把被现正目还就去来一])|"
    rf"[\u4e00-\u9fff](?:阿姨|姐|哥|叔|师傅|老师|总)|[{CASED_UPPER}][{CASED_LOWER}]+|" + ZH_DOUBLED_NAME
    # a child's doubled name (乐乐, 朵朵), not a doubled adverb (我儿子天天玩游戏)
)


# one spelling of a role said in several ways
_SAME_ROLE = {
    "mum": "mom", "mother": "mom", "father": "dad", "neighbour": "neighbor", "co-worker": "coworker",
    "colleague": "coworker", "fiancée": "fiance", "fiancé": "fiance", "fiancee": "fiance", "grandmother": "grandma",
    "grandfather": "grandpa", "maid of honour": "maid of honor", "bestie": "friend",
}  # fmt: skip


def canon_role(role: str) -> str:
    """One spelling of an English role, singular."""
    word = role.lower()
    if word.endswith("s") and word != "boss":
        word = word[:-1]
    return _SAME_ROLE.get(word, word)


@lru_cache(maxsize=4096)
def asked_roles(query: str) -> frozenset[str]:
    """The roles ``query`` asks about someone by ("sister", 领队), lower-cased, in simplified characters.

    >>> sorted(asked_roles("what is the user's sister doing for work now")), sorted(asked_roles("跑团的领队最近怎么样"))
    (['sister'], ['领队'])
    """
    text = to_simplified(query)
    said = [canon_role(m.group(0)) for m in _ASKED_EN.finditer(text)] + _ASKED_ZH.findall(text)
    said += [_KIN_SAID_SHORT[m["kin"]] for m in _ASKED_ZH_SHORT.finditer(text)]
    # someone's role said of another the query names by role ("my wife's sister", 我老婆的妹妹): asked as that one's,
    # not as the user's own
    owned = [
        f"{canon_role(m['owner'])}'s {canon_role(m['role'])}" for m in _ASKED_OWNED_EN.finditer(text)
    ] + [f"{m['owner']}的{m['role']}" for m in _ASKED_OWNED_ZH.finditer(text)]
    return frozenset(said) - {_split_owner(o)[1] for o in owned} | frozenset(owned)


# whose someone is when a role is said of another before it: "my wife's sister Julia", "Dave's wife Priya", 我老婆的妹妹小丽,
# 王芳的儿子乐乐 (not "That's my sister Anna": the words between are no one's)
_NOT_OWNERS = frozenset("That It He She There Here What Who Where When How This Let".split())
#: Capitalised words that name no one: a sentence's opening, a day, a month, a pointing word
NOT_NAMES = _NOT_NAMES | _NOT_OWNERS
_OWNER_EN = re.compile(
    rf"\b(?P<owner>{_ROLES_EN}|{NAME})['’]s\s+(?:(?!(?:my|our|your|his|her|their|the|a|an)\b)[\w-]+\s+){{0,2}}$",
    re.IGNORECASE,
)
_OWNER_ZH = re.compile(rf"(?P<owner>{_ROLES_ZH}|{_ZH_NAME}|{ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}?)(?:家)?的$")
# the speaker's relative or someone of theirs named with 叫 (我哥叫张伟, 我妈妈的名字叫刘桂兰, 我同事叫张伟)
_ZH_CALLED = re.compile(
    rf"(?:我|用户)(?:们)?(?:的)?(?P<role>{_ROLES_ZH}|[哥姐妹弟妈爸](?![哥姐妹弟妈爸]))(?:的名字|名字)?(?:也)?叫{ZH_NAME_CALLED}"
)
# how far before a role its owner is looked for
_OWNER_SPAN = 40


def _owned(role: str, text: str, start: int) -> str:
    """``role`` (said at ``start`` of ``text``) as its owner's when someone else's is said before it ("wife's sister",
    老婆的妹妹); as said when it is the speaker's."""
    before = text[max(0, start - _OWNER_SPAN) : start]
    m = (_OWNER_ZH if has_cjk(role) else _OWNER_EN).search(before)
    if m is None or m["owner"] in _NOT_OWNERS:
        return role
    return f"{m['owner']}的{role}" if has_cjk(role) else f"{m['owner']}'s {role}"


@lru_cache(maxsize=8192)
def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    """(role, name) said together in ``text``: "my old teammate Derek", "Priya is my maid of honor", "my friend Jonah,
    he's a copywriter", 队长叫老何, 我闺蜜阿May, 护工王阿姨; a role said of someone else as theirs: "Jenna's mom Carol" is
    ("jenna's mom", "Carol"), "Anna is my wife's sister" ("wife's sister", "Anna"), 我老婆的妹妹小丽 ("老婆的妹妹", "小丽")."""
    found: list[tuple[str, str]] = []
    for m in re.finditer(rf"\b(?P<role>{_ROLES_EN})\s*,?\s+(?P<name>{NAME})\b", text, re.IGNORECASE):
        found.append((_owned(m.group("role"), text, m.start("role")), m.group("name")))
    for m in re.finditer(
        rf"\b(?P<name>{NAME}),?\s+(?:is|was|'s)\s+(?:my|our)\s+(?:(?:[\w-]+\s+){{0,2}}?(?P<owner>{_ROLES_EN})['’]s\s+)?"
        rf"(?:[\w-]+\s+){{0,2}}?(?P<role>{_ROLES_EN})\b(?!['’]s)",
        text,
        re.IGNORECASE,
    ):
        role = m.group("role") if m["owner"] is None else f"{m['owner']}'s {m['role']}"
        found.append((role, m.group("name")))
    simplified = to_simplified(text)
    for m in re.finditer(rf"(?P<role>{_ROLES_ZH})(?:叫|是|就是)?(?P<name>{_ZH_NAME})", simplified):
        found.append((_owned(m.group("role"), simplified, m.start("role")), m.group("name")))
    for m in _ZH_CALLED.finditer(simplified):  # 我哥叫张伟, 我同事叫张伟: a name said after 叫
        if not (has_cjk(m["value"]) and len(m["value"]) > 3):  # not 我同事叫小王帮忙 (asked to help)
            found.append((_KIN_SAID_SHORT.get(m["role"], m["role"]), m["value"]))
    for m in re.finditer(
        rf"(?P<name>{_ZH_NAME})是我(?:的|们的)?(?:(?P<owner>{_ROLES_ZH})的)?(?P<role>{_ROLES_ZH})(?!的)",
        simplified,
    ):
        role = m.group("role") if m["owner"] is None else f"{m['owner']}的{m['role']}"
        found.append((role, m.group("name")))
    return tuple(
        dict.fromkeys(
            (role.lower(), name.strip())
            for role, name in found
            if name.split()[-1] not in NOT_NAMES and name not in ("阿姨",)
        )
    )


def people_named(record: MemoryRecord) -> tuple[tuple[str, str], ...]:
    """(role, name) a record says: beside each other in its words (:func:`_pairs`), or as the slot of the speaker's
    that the extractor read ("My sister is Anna", "my boss is called Martin", 我老公是王磊: ``sister`` =
    Anna; once, where its words name them too), a name of two characters or more (not 我妈妈姓刘's surname)."""
    said = _pairs(own_words(record.text))
    attributes = record.attributes
    role, name = str(attributes.get("attribute", "")), str(attributes.get("value", "")).strip()
    if attributes.get("subject") != "user" or not _SLOT_ROLE.fullmatch(role) or len(name) < 2:
        return said
    if not (has_cjk(name) or name[0].isupper()) or any(n == name for _, n in said):
        return said
    return (*said, (role, name))


def _split_owner(role: str) -> tuple[str, str]:
    """A role's owner and the role itself ("wife's sister" -> ("wife", "sister"), 老婆的妹妹 -> ("老婆", "妹妹")); no
    owner for the speaker's own."""
    owner, _, said = role.rpartition("的" if has_cjk(role) else "'s ")
    return owner, said


def one_role(asked: frozenset[str], role: str) -> bool:
    """Whether ``role`` (no one's in particular) is one of ``asked``: the same English role ("mum" is "mother", "friend"
    is no "boyfriend"), a Chinese one holding the other (姐 and 表姐); an English role the one a Chinese role fills
    (``sister`` is 姐姐 and 妹妹, ``boss`` 老板), either way."""
    if not has_cjk(role):  # (an English role may be written with an accent: fiancée)
        return canon_role(role) in asked or any(has_cjk(a) and slot_name(a) == role for a in asked)
    return any(has_cjk(a) and (a in role or role in a) for a in asked) or slot_name(role) in asked


def _role_matches(asked: frozenset[str], role: str) -> bool:
    """Whether ``role`` is one ``asked`` names: as the speaker's own ("my sister" is no "wife's sister"), or as the
    same other one's ("wife's sister" is "wife's sister", 老婆的妹妹 is 老婆的妹妹)."""
    owner, said = _split_owner(role)
    if not owner:
        return one_role(frozenset(a for a in asked if not _split_owner(a)[0]), said)
    return any(
        one_role(frozenset({of}), owner) and one_role(frozenset({base}), said)
        for of, base in map(_split_owner, asked)
        if of
    )


def names_asked_role(record: MemoryRecord, query: str) -> bool:
    """Whether ``record`` gives a name beside a role ``query`` asks about ("my son Leo" for "what's my son's name?",
    "My boss is called Martin" for "who's my boss?"; not "we got a puppy, his name is Pepper").

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said = MemoryRecord(text="The user said: my wife Jen's birthday is April 9", scope=Scope(user_id="u"))
    >>> names_asked_role(said, "what's my wife's name?"), names_asked_role(said, "what's my sister's name?")
    (True, False)
    """
    asked = asked_roles(query)
    return bool(asked) and any(_role_matches(asked, role) for role, _ in people_named(record))


def names_for_roles(
    final: Mapping[str, float], records: Mapping[str, MemoryRecord], query: str, head: int
) -> tuple[str | None, list[str]]:
    """The best of the first ``head`` records naming someone beside a role ``query`` asks about, and the names
    it gives them (none named in the query itself)."""
    found = everyone_for_roles(final, records, query, head, frozenset(), first=True)
    return found[0] if found else (None, [])


def everyone_for_roles(
    final: Mapping[str, float],
    records: Mapping[str, MemoryRecord],
    query: str,
    head: int,
    roles: frozenset[str],
    *,
    first: bool = False,
) -> list[tuple[str, list[str]]]:
    """Each of the first ``head`` records naming someone beside a role ``query`` asks about or one of ``roles``
    (asked for everything on "my kids": "son", "daughter"), with the names it gives them (none named in the query,
    none given by a better record); the best one only with ``first``."""
    asked = asked_roles(query) | roles
    if not asked:
        return []
    lowered = to_simplified(query).lower()
    found: list[tuple[str, list[str]]] = []
    given: set[str] = set()
    for rid in best_ids(final, head):
        names = [
            name
            for role, name in people_named(records[rid])
            if _role_matches(asked, role) and name.lower() not in lowered and name not in given
        ]
        if names:
            found.append((rid, list(dict.fromkeys(names))))
            given.update(names)
            if first:
                break
    return found


# who a turn went on about, added at extraction ("She does like zucchini. (about my wife Ellen)", （说的是老婆）): such a
# record is about the person, it introduces no one
_ABOUT = re.compile(r"\s*(?:\(about [^()]*\)|（说的是[^（）]*）)\s*$")


def own_words(text: str) -> str:
    """What a record's speaker said: no speaker frame, no question it answered, no note of whom it is about."""
    said, _ = split_question(spoken(text))
    return _ABOUT.sub("", said)


def _anothers_role(text: str, query: str) -> bool:
    """Whether ``text`` names a role ``query`` asks as the speaker's own only as someone else's ("my wife's sister
    Julia", "Anna is my friend's sister", 我老婆的妹妹小丽 for "my sister")."""
    asked = asked_roles(query)
    own = frozenset(a for a in asked if not _split_owner(a)[0])
    roles = [role for role, _ in _pairs(own_words(text))]
    return not any(_role_matches(asked, r) for r in roles) and any(
        _split_owner(r)[0] and one_role(own, _split_owner(r)[1]) for r in roles
    )


def calls_by_name(
    text: str, names: Sequence[str], query: str, introduced: MemoryRecord | None = None
) -> bool:
    """Whether ``text`` calls someone by one of ``names`` (a whole word in English) and not by a role ``query``
    asks about too (that record is matched for the role itself: "(about my husband Ramon)"), nor by a role the
    record ``introduced`` did not give them: another of that name ("My brother Tom is a chef" beside "My coworker Tom
    got fired", 我表哥老王 beside 我同事老王)."""
    said = to_simplified(spoken(text))
    asked = asked_roles(query)
    pairs = _pairs(said)
    if any(_role_matches(asked, role) for role, _ in pairs):
        return False
    if introduced is not None:
        given = frozenset(
            canon_role(r) if not has_cjk(r) else r for r, n in people_named(introduced) if n in names
        )
        if given and any(n in names and not _role_matches(given, role) for role, n in pairs):
            return False
    return any(name_said(n, said) for n in names)


# a question asking who someone is or what they are called: the record that named them answers it
_ASKS_NAME = re.compile(r"\b(?:who|whom|name|named|called)\b|叫什么|名字|是谁|哪位", re.IGNORECASE)
# said of the person right after their name: what they are ("Callum is a statistician", "Sam, she's a nurse",
# 老何是做IT的, 阿May在券商上班): the record naming them may answer what they do
_DESCRIBES = re.compile(
    r",?\s*(?:(?:he|she|they)(?:'s|’s| is| are)|is|was|works|worked|'s|’s)\s+(?!my\b|our\b|your\b)(?:as\s+|at\s+|for\s+)?(?:a|an|the|now)?\b|"
    r"(?:是|在|当|做|干)",
    re.IGNORECASE,
)


# names that are words too: written in lower case they are the word ("I will", "in may")
_WORD_NAMES = frozenset(
    "will may june april august mark bill rose grace hope faith joy sue pat art jack ray dawn".split()
)


def name_said(name: str, text: str) -> list[re.Match[str]]:
    """Where ``text`` says ``name``: a whole word in English, in lower case too as texting writes it ("carla wants
    to name him Mateo") unless the name is a word as well ("will"); written against Chinese too (Kevin说年底给我升主管:
    a Chinese character is a word character, so no word boundary stands between it and the name); a Chinese name
    wherever it stands.

    >>> [m.group(0) for m in name_said("Kevin", "Kevin说年底给我升主管 带三个人")]
    ['Kevin']
    >>> [m.group(0) for m in name_said("Zoë", "zoë starts at the firm monday, not Zoëlle")]
    ['zoë']
    """
    if has_cjk(name):
        return list(re.finditer(re.escape(name), text))
    flags = 0 if name.lower() in _WORD_NAMES else re.IGNORECASE
    return list(re.finditer(whole_word(name), text, flags))


def _topic(text: str, roles: frozenset[str]) -> set[str]:
    """What ``text`` says beyond who it is about: its word roots, the roles, names and "user" left out."""
    said = spoken(text)
    return {t for t in root_terms(said) if t not in USER_WORDS and not any(t in r or r in t for r in roles)}


def place_named(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    query: str,
    introduced: str,
    named: Sequence[str],
    names: Sequence[str],
    *,
    newer_above: bool = False,
) -> None:
    """``named`` (the records calling the person by name, best first) placed, in their order, next to
    ``introduced`` where they rank lower: right above it where it says nothing the question asks beyond who the
    person is ("what news did the user's maid of honor share?": "Priya just told us she's pregnant" above "my best
    friend Priya is my maid of honor"), right below it where it may answer: it shares a word of the question, says
    what the person is ("My partner Callum is a statistician" for "what does the user's partner do?") or the
    question asks who they are or their name. A question asking what holds now (``newer_above``) has the records
    said after the introduction above it whatever it says: "跑团队长最近取得了什么成绩" asks for 老何's marathon last month,
    not the 跑团 he was introduced with.

    A record ranking above ``introduced`` that says the asked role only as someone else's ("My wife's sister Julia
    lives in Berlin" for "where does my sister live?") is about another person: ``introduced`` takes its place, and it
    goes right below the records placed."""
    roles = asked_roles(query) | {n.lower() for n in names}
    asked = _topic(query, roles)
    others = [r for r, s in final.items() if s > final[introduced] and _anothers_role(records[r].text, query)]
    if others:
        final[introduced] = max(final[r] for r in others) * (1.0 + 1e-6)
    top = final[introduced]
    intro = records[introduced].text
    above = not (
        _ASKS_NAME.search(to_simplified(query))
        or asked & _topic(intro, roles)
        or any(_DESCRIBES.match(intro, m.end()) for n in names for m in name_said(n, intro))
    )
    lower = [rid for rid in named if rid != introduced and final.get(rid, 0.0) < top]
    introduced_at = records[introduced].occurred_at
    for n, rid in enumerate(lower, start=1):
        if above or (newer_above and records[rid].occurred_at > introduced_at):
            final[rid] = top * (1.0 + 1e-6 * (len(lower) + 1 - n))
        else:
            final[rid] = top * (1.0 - 1e-6 * n)
    # ... and goes below the records of the person asked about
    floor = min(final[r] for r in [introduced, *lower])
    for rid in others:
        final[rid] = floor * (1.0 - 1e-5)


#: How many records calling by name someone asked about by role are searched for, and how many of them are placed
#: next to the one that named them
NAMED_FETCH = 10
_NAMED_MAX = 3


async def bring_named(
    final: dict[str, float],
    visible: dict[str, MemoryRecord],
    query: str,
    introduced: str,
    names: list[str],
    search: Callable[[str], Awaitable[list[tuple[str, float]]]],
    read: Callable[[list[str]], Awaitable[list[MemoryRecord]]],
    newer_above: bool,
) -> None:
    """The records calling by name someone the query asks about by role (``search``: one keyword search for the
    names, ``NAMED_FETCH`` hits; ``read``: the recallable records not in the pool, in one call), the best few placed
    next to ``introduced`` (:func:`place_named`; added to ``visible`` and ``final`` where they were not in the
    pool)."""
    hits = await search(" ".join(names))
    found = {**{r.id: r for r in await read([rid for rid, _ in hits if rid not in visible])}, **visible}
    order = {rid: n for n, (rid, _) in enumerate(hits)}
    named = sorted(
        (
            rid
            for rid in order
            if rid in found
            and rid != introduced
            and calls_by_name(found[rid].text, names, query, visible[introduced])
        ),
        key=lambda rid: (-final.get(rid, 0.0), order[rid]),
    )[:_NAMED_MAX]
    for rid in named:
        visible.setdefault(rid, found[rid])
        final.setdefault(rid, 0.0)
    place_named(final, visible, query, introduced, named, names, newer_above=newer_above)
