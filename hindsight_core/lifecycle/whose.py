"""Whose thing, and which kind of it, a forget asks about: a record about another owner or another kind of the
same thing is not what "forget my sister's phone number" means, however many words it shares with it.

A forget by query matched "My brother's phone number is 555-0101." for "forget my sister's phone number" (the
words phone and number in common) and deleted it, "my dentist appointment" for "forget my vet appointment", and
"Bob's locker is 9911" for "Alice's locker". The phrase a word heads says which one is meant: its owner ("my",
"my sister's", "Bob's", 我妹妹的) and the words right before it ("vet", "dentist"). A record contradicts the
query when every place it says the word gives it another owner or other such words, and it never says the
query's: "my sister's number is 556 and my brother's is 555" still holds the sister's. Chinese writes no spaces:
the thing is the last two characters of what a forget names (牙医预约: 预约) and its kind the characters right
before it, up to a particle or a verb (我下周三有兽医预约: 兽医; 兽医的预约: 兽医; 我的预约: none); 手机 and 电话,
"mobile" and "phone", are one kind.

What is unknown never contradicts: a name and a relative may be one person ("Tom's birthday", "my brother's
birthday"), the user may be the name ("Alice's locker", "my locker"), a phrase with no owner or no such words
("the appointment is on Monday") is any of them, and time and order words (new, old, next) are no other kind.
"""

from __future__ import annotations

import functools
import re
from datetime import UTC, datetime

from hindsight_core.extraction.dates import resolve_time_expressions
from hindsight_core.extraction.requests import forget_requests
from hindsight_core.text import has_cjk, is_cjk_char, to_simplified

# Relations one names a person (or pet) by; a word of a family with its generic ("partner" may be the wife)
_KIN = {
    **dict.fromkeys(("mum", "mom", "mother", "mommy", "mummy", "mam", "ma"), "mother"),
    **dict.fromkeys(("dad", "father", "daddy", "papa", "pa"), "father"),
    **dict.fromkeys(("sister", "sis"), "sister"),
    **dict.fromkeys(("brother", "bro"), "brother"),
    **dict.fromkeys(
        ("wife", "husband", "spouse", "partner", "girlfriend", "boyfriend", "fiance", "fiancee"), ""
    ),
    **dict.fromkeys(("son", "daughter", "kid", "child", "baby"), ""),
    **dict.fromkeys(("grandma", "grandmother", "granny", "nan", "nana"), "grandmother"),
    **dict.fromkeys(("grandpa", "grandfather", "grandad", "granddad"), "grandfather"),
    **dict.fromkeys(("aunt", "auntie", "uncle", "cousin", "niece", "nephew", "boss", "manager"), ""),
    **dict.fromkeys(("friend", "colleague", "coworker", "roommate", "flatmate", "neighbour", "neighbor"), ""),
    **dict.fromkeys(("dog", "cat", "puppy", "kitten"), ""),
}
_GENERIC = {"partner", "spouse", "kid", "child", "baby", "parent", "sibling", "pet"}
_ZH_KIN = {
    "哥哥": "哥", "哥": "哥", "弟弟": "弟", "弟": "弟", "姐姐": "姐", "姐": "姐", "妹妹": "妹", "妹": "妹",
    "妈妈": "妈", "妈": "妈", "母亲": "妈", "老妈": "妈", "爸爸": "爸", "爸": "爸", "父亲": "爸", "老爸": "爸",
    "老婆": "老婆", "老公": "老公", "妻子": "老婆", "丈夫": "老公", "儿子": "儿子", "女儿": "女儿",
    "男朋友": "男朋友", "女朋友": "女朋友", "老板": "老板", "同事": "同事", "朋友": "朋友", "室友": "室友",
    "爷爷": "爷爷", "奶奶": "奶奶", "外公": "外公", "外婆": "外婆", "狗": "狗", "猫": "猫",
}  # fmt: skip
# a word saying when or which one, never what kind: "my new address", "my next appointment"
_NEUTRAL = frozenset(
    "new old current previous former next last first second latest upcoming recent future usual regular main "
    "only own other same favourite favorite best big small little good great".split()
)
_DETERMINERS = frozenset("the a an this that these those his her their your its".split())
_SELF = frozenset(("my", "our"))
_STOP = frozenset(
    "is are was were be been am do does did have has had to of in on at for with and or but not no so about "
    "from by as it i we you he she they me us them what when where which who how forget delete remove erase "
    "please that's".split()
)
_WORD = re.compile(r"[^\W\d_]+(?:['’][a-z]+)?|\d\S*")
_ZH_OWNER = re.compile(
    "(?:(?P<kin>" + "|".join(sorted(_ZH_KIN, key=len, reverse=True)) + r")|(?P<self>我们?))的?$"
)

Owner = str | None  # "self", a relation's canonical word, a name's word (lower case); None: not said

# Words for one kind of thing: "my mobile number" is "my phone number", 手机号 is 电话号码
_ONE_KIND = {"mobile": "phone", "cell": "phone", "cellphone": "phone", "telephone": "phone"}
_ZH_ONE_KIND = re.compile("手机")
# What ends a Chinese kind read leftwards: whose (我, 的), a verb or particle (有, 是, 约, 个), a request's words
_ZH_NOT_KIND = frozenset(
    "我你他她它们的有是个了在和跟与及或这那一要去约订把将被给让叫说也都还就再又很忘掉删除记存别不吧啊呢"
)
# kind words saying when or which one, never what kind: 新电话, 现在的地址, 下周三的预约, 三点的预约
_ZH_NEUTRAL = re.compile(
    r"(?:新|旧|老|现在|以前|之前|原来|上次|下次|这次|下一?个|最近|平时|常用|其他|另一个)+|.*[点时]"
)
_SOME_DAY = datetime(2000, 1, 5, tzinfo=UTC)


def _owner_word(token: str) -> str:
    word = re.sub(r"['’]s$", "", token).lower()
    return "self" if word in _SELF else word


def _phrases(text: str) -> dict[str, list[tuple[Owner, frozenset[str]]]]:
    """Each word of ``text`` -> for each place it is said, its phrase's owner and the words right before it:
    "my brother's phone number" -> number: ("brother", {"phone"}), phone: ("brother", {})."""
    tokens = _WORD.findall(text)
    out: dict[str, list[tuple[Owner, frozenset[str]]]] = {}
    for i, token in enumerate(tokens):
        word = token.lower()
        if not word.isalpha() or word in _STOP or word in _DETERMINERS or word in _SELF:
            continue
        owner: Owner = None
        before: list[str] = []
        for j in range(i - 1, max(i - 4, -1), -1):
            prior = tokens[j]
            low = prior.lower()
            if re.search(r"['’]s$", prior):  # "Bob's", "my sister's"
                owner = _owner_word(prior)
                break
            if low in _SELF:
                owner = "self"
                break
            if low in _DETERMINERS:
                break
            if not low.isalpha() or low in _STOP:
                before = []  # no phrase: "forget that I booked appointment"
                break
            before.append(low)
        else:
            before = []
        out.setdefault(word, []).append((owner, frozenset(_ONE_KIND.get(w, w) for w in before) - _NEUTRAL))
    return out


def _kin(word: str) -> str | None:
    return _KIN.get(word) or (word if word in _KIN else None)


def _clash(asked: Owner, said: Owner) -> bool:
    """Whether two owners are surely different: the user and a relation, two relations, two names. A name and
    a relation, or the user and a name, may be one."""
    if asked is None or said is None or asked == said:
        return False
    if "self" in (asked, said):
        other = said if asked == "self" else asked
        return other in _KIN or other in _ZH_KIN
    a, b = _kin(asked), _kin(said)
    if (a is None) != (b is None):
        return False  # "Tom's" and "my brother's"
    if a is not None and b is not None:
        return a != b and not ({asked, said} & _GENERIC)
    return True


def _zh_owners(text: str, thing: str) -> list[Owner]:
    """The owner said right before each place ``thing`` is said in Chinese text (我妹妹的电话 -> 妹)."""
    out: list[Owner] = []
    for match in re.finditer(re.escape(thing), text):
        owner = _ZH_OWNER.search(text[max(0, match.start() - 5) : match.start()])
        out.append(None if owner is None else _ZH_KIN[owner["kin"]] if owner["kin"] else "self")
    return out


# 我妹妹的电话号码 (the sister's), 我的电话号码 (the user's own)
_ZH_ASKED = re.compile(
    "(?:我们?的?)?(?P<kin>"
    + "|".join(sorted(_ZH_KIN, key=len, reverse=True))
    + r")的(?P<thing>[\u4e00-\u9fff]{2})"
    r"|我们?的(?P<own>[\u4e00-\u9fff]{2})"
)


def _zh_kind(text: str, start: int) -> str:
    """The characters right before ``text[start:]`` saying what kind it is (我下周三有兽医预约 -> 兽医, 兽医的预约 ->
    兽医); "" when none does (我的预约, 我妹妹的预约: whose; 下周三的预约, 新电话: when or which one)."""
    end = start - 1 if start > 0 and text[start - 1] == "的" else start
    begin = end
    while (
        begin > 0 and end - begin < 4 and is_cjk_char(text[begin - 1]) and text[begin - 1] not in _ZH_NOT_KIND
    ):
        begin -= 1
    word = text[begin:end]
    if (
        not word
        or word in _ZH_KIN
        or _ZH_NEUTRAL.fullmatch(word)
        or resolve_time_expressions(word, _SOME_DAY)
    ):
        return ""
    return word


@functools.lru_cache(maxsize=256)
def _zh_named(query: str) -> tuple[str, ...]:
    """The last run of Chinese characters of each thing ``query`` names (忘掉我的牙医预约 -> 我的牙医预约), as a
    forget request reads it; the query itself when it asks nothing (牙医预约)."""
    runs = []
    for named in forget_requests(query) or [query]:
        found = re.findall(r"[\u4e00-\u9fff]+", _ZH_ONE_KIND.sub("电话", to_simplified(named)))
        run = re.sub(r"[了吧啊呢]+$", "", found[-1]) if found else ""
        if len(run) >= 3:
            runs.append(run)
    return tuple(runs)


def _zh_other_kind(query: str, record_words: str) -> bool:
    """Whether the Chinese thing ``query`` names (its last two characters, 牙医预约: 预约) is said in
    ``record_words`` only with another kind (我下周三有兽医预约 for 忘掉我的牙医预约), and the query's kind never."""
    said = _ZH_ONE_KIND.sub("电话", to_simplified(record_words))
    for run in _zh_named(query):
        head, asked = run[-2:], _zh_kind(run, len(run) - 2)
        if run in said or head not in said or not asked:
            continue
        if any(asked[i : i + 2] in said for i in range(max(1, len(asked) - 1))):
            continue  # the query's kind is said: 工作电话 in a record of 工作电话 and 家里电话
        if all(_zh_kind(said, m.start()) for m in re.finditer(re.escape(head), said)):
            return True
    return False


def other_owner_or_kind(query: str, record_words: str) -> bool:
    """Whether ``record_words`` (a record's own words) speak of another owner's or another kind's thing than
    the one ``query`` names, everywhere they say it.

    >>> other_owner_or_kind("forget my sister's phone number", "My brother's phone number is 555-0101.")
    True
    >>> other_owner_or_kind("forget my vet appointment", "My dentist appointment is on Monday at 3pm.")
    True
    >>> other_owner_or_kind("Alice's locker", "Bob's locker is 9911")
    True
    >>> other_owner_or_kind("忘掉我妹妹的电话号码", "我哥的电话号码是13800138000")
    True
    >>> other_owner_or_kind("forget my phone number", "My mobile phone number is 555-0101.")
    False
    >>> other_owner_or_kind("forget my brother's birthday", "My brother Tom's birthday is May 3.")
    False
    >>> other_owner_or_kind("forget my vet appointment", "The appointment is on Friday.")
    False
    >>> other_owner_or_kind("忘掉我的牙医预约", "我下周三有兽医预约，带猫去打针")
    True
    >>> other_owner_or_kind("忘掉我的预约", "我下周三有兽医预约，带猫去打针")
    False
    """
    if has_cjk(query):
        for match in _ZH_ASKED.finditer(query):
            asked: Owner = _ZH_KIN[match["kin"]] if match["kin"] else "self"
            owners = _zh_owners(record_words, match["thing"] or match["own"])
            held = match["kin"] is not None and any(
                k in record_words for k, v in _ZH_KIN.items() if v == asked
            )
            if owners and not held and all(_clash(asked, o) for o in owners):
                return True
        if _zh_other_kind(query, record_words):
            return True
    said = _phrases(record_words)
    held_words = {_ONE_KIND.get(w, w) for w in (_owner_word(token) for token in _WORD.findall(record_words))}
    for word, places in _phrases(query).items():
        theirs = said.get(word)
        if not theirs:
            continue
        for owner, before in places:
            owned = (
                owner is not None
                and owner != "self"
                and (owner in held_words or _kin_held(owner, held_words))
            )
            kind = bool(before) and not (before & held_words)
            if all(
                (not owned and _clash(owner, their_owner)) or (kind and bool(their_before))
                for their_owner, their_before in theirs
            ):
                return True
    return False


def _kin_held(owner: str, words: set[str]) -> bool:
    family = _kin(owner)
    return family is not None and family != "" and any(_kin(w) == family for w in words)


__all__ = ["other_owner_or_kind"]
