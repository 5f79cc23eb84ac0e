"""What a request to forget names, and whether a record holds it: "my old phone number" names phone and
number, 那个wifi密码 names wifi and 密码; a record holds them by its words, by another form of them (a plural, a
value of the kind named, 手机 for 电话 beside a number, the words an acronym stands for) or, for a Chinese name,
by pieces of it each said (室友阿欣: 室友 and 阿欣)."""

from __future__ import annotations

import re

from hindsight_core.extraction.name_requests import name_owner, says_name_of
from hindsight_core.text import cyrillic_stems, has_cjk, held_terms, root, to_simplified

# Words that point at what was said in Chinese: 手机号那个, 我那个UID, 上一条, 刚才那个价格 (what a price is,
# the record never says: 刚才 says it was just said).
ZH_POINTER = re.compile(
    r"(?:刚才|刚刚|头先|啱先|啱啱|刚)?(?:说的|发的|讲的|的)?"
    r"(?:那个|这个|呢个|嗰个|𠮶个|那条|这条|呢条|嗰条|上一条|上条|上一句|那些|这些|呢啲|嗰啲)"
    r"|^(?:刚才|刚刚|头先|啱先|啱啱)"
)

# Words of a request that name no content: whose, which one, what was said.
NOT_NAMED = frozenset(
    """my old previous former current new the a an what i said told you about that this it all everything
    said mentioned earlier before stuff thing things bit part info information details regarding whole either both
    any each""".split()
)
_ZH_WHOSE = re.compile(
    r"^(?:刚才|之前|以前|上次)?(?:说的|的)?(?:那个|这个|那些|这些)?(?:我的|我嘅|我)?(?:个|张|部|条|只|架)?"
)


_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")


def asked_terms(what: str) -> frozenset[str]:
    """The keyword terms a record must hold to be what a request names ("my old phone number" -> phone,
    number; 那个wifi密码 -> wifi, 密码)."""
    from hindsight_core.text import named_terms

    simple = _ZH_WHOSE.sub("", ZH_POINTER.sub("", to_simplified(what).strip()))
    return frozenset(t for t in named_terms(simple) if t not in NOT_NAMED)


def _pieced(run: str, text: str) -> bool:
    """Whether ``run`` is pieces of two characters or more, each said in ``text`` (室友阿欣: 室友 and 阿欣)."""
    ends = {0}
    for end in range(2, len(run) + 1):
        if any(end - start >= 2 and run[start:end] in text for start in ends):
            ends.add(end)
    return len(run) in ends


def names_held(what: str, text: str) -> bool:
    """Whether ``text`` (a record's) says what a request names: every one of its :func:`asked_terms`, or, for
    a Chinese phrase, pieces of it each said, as CJK text is indexed in pairs and a name runs across words
    (室友阿欣: the record says 室友 and 阿欣, never 友阿).

        >>> names_held("室友阿欣", "新室友是个广州本地女生，叫阿欣")
        True
        >>> names_held("室友阿欣", "新室友是个广州本地女生，叫阿强")
        False
        >>> names_held("that insurance policy", "insurance policy number BWM-883201")
        True
        >>> names_held("我的手机号", "我的电话是13812345678")
        True

    A request for the name of one the speaker has is held by what says that one is called (:func:`says_name_of`):
    我的狗的名字 by 我的狗叫旺财, never by 我的狗有20公斤.
    """
    owner = name_owner(what)
    if owner is not None:
        return says_name_of(owner, text)
    if has_cjk(what) and _ZH_VALUE.search(text):
        # 电话号码, 手机号, 身份证号: 号码 / 号 name the kind of value, held by any record saying one, as "number" is
        what = _ZH_VALUE_KIND.sub("", ZH_POINTER.sub("", to_simplified(what).strip()))
    terms = asked_terms(what)
    held = held_terms(text)
    missing = {t for t in terms - held if not _held_otherwise(t, held, text)}
    if not missing:
        return True
    if any(not has_cjk(t) for t in missing):
        return False
    said = to_simplified(text).casefold()
    runs = _CJK_RUN.findall(_ZH_WHOSE.sub("", to_simplified(what).strip()))
    return bool(runs) and all(_pieced(run, said) for run in runs)


# Kinds of value a request names by kind, held by any record saying such a value: "the plate numbers" is
# held by "plate CJK 4471" (a record never needs to say "number" to hold one).
_VALUE_KINDS = frozenset("number numbers no code codes id ids ref reference digits".split())
_VALUE = re.compile(r"\b(?=[\w-]*\d)[\w-]{3,}\b")
# A value in Chinese text, where no space ends a word (我的电话是13812345678; never iPhone 14)
_ZH_VALUE = re.compile(r"\d[\d\s-]{2,}\d")
_ZH_VALUE_KIND = re.compile(r"(?<=[\u4e00-\u9fff])(?:号码|号)(?![\u4e00-\u9fff])")
# One number, whichever word says it: 手机号 / 电话, "my mobile number" / "my phone number is ..."
_PHONE_WORDS = frozenset({"phone", "mobile", "cell", "cellphone", "telephone", "电话", "手机"})
_ACRONYM_SKIP = frozenset("of and the for to in on a an".split())


def _held_otherwise(term: str, held: set[str], text: str) -> bool:
    """Whether ``text`` holds ``term`` by another form: its singular ("numbers"), a value of its kind ("number":
    C2G8K41120X), a word for the same phone beside a number (手机 for 电话, "mobile" for "phone"), or the words it
    abbreviates ("cos": certificate of sponsorship), or another case of a Cyrillic word (:func:`cyrillic_stems`)."""
    if term in _PHONE_WORDS and held & _PHONE_WORDS and (_ZH_VALUE.search(text) or _VALUE.search(text)):
        return True
    if has_cjk(term):
        return False
    own = cyrillic_stems([term])
    if own and (own[0] in held or own[0] in cyrillic_stems(sorted(held))):
        return True  # another case of the word: "Москва" is held by "в Москве"
    if term.endswith("s") and term[:-1] in held:
        return True
    if term.endswith("ing") and held & _verb_forms(term[:-3]):
        return True  # a verb named as doing it: "what I said about answering in Chinese" holds "answer me in ..."
    if term.isalpha() and len(term) >= 3 and root(term) in {root(word) for word in held if word.isalpha()}:
        return True  # another form of the word: "that I play tennis" is held by "I started playing tennis"
    if term in _VALUE_KINDS:
        return bool(_VALUE.search(text))
    if 3 <= len(term) <= 6 and term.isalpha():
        words = re.findall(r"[a-z]+", text.casefold())
        return _spelled(term, words) or _spelled(term, [w for w in words if w not in _ACRONYM_SKIP])
    return False


def _verb_forms(stem: str) -> set[str]:
    """The verb an -ing form is made of, by its ``stem`` (the word less "ing"): answer, write (writing), run
    (running); none for a stem too short to be one ("ring", "thing", "king")."""
    if len(stem) < 3:
        return set()
    forms = {stem, stem + "e"}
    if stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
        forms.add(stem[:-1])
    return forms


def _spelled(term: str, words: list[str]) -> bool:
    """Whether consecutive ``words`` start with the letters of ``term`` in turn (with 's' a plural's own)."""
    return any(
        all(words[i + k].startswith(c) for k, c in enumerate(term)) for i in range(len(words) - len(term) + 1)
    )


# A request for more than one thing: "the plate numbers", "everything about marcus", 那些, 全部.
_MANY = re.compile(
    r"\b(?:all|every|everything|each|both|any)\b|\b\w+[^su\W]s$|那些|这些|全部|所有|都", re.IGNORECASE
)


def asks_for_many(what: str) -> bool:
    """Whether a request names more than one thing ("the plate numbers I gave you", "everything about marcus"):
    every record holding it goes, not only the best match."""
    return bool(_MANY.search(what.strip()))


_PAST = re.compile(
    r"\b(?:old|previous|former|earlier|last|used\s+to)\b|旧|以前|之前|原来|原來|舊", re.IGNORECASE
)


def asks_for_past(what: str) -> bool:
    """A request naming the value that no longer holds ("my old number", 我以前的地址): the current one stays."""
    return bool(_PAST.search(what))


__all__ = ["NOT_NAMED", "ZH_POINTER", "asked_terms", "asks_for_many", "asks_for_past", "names_held"]
