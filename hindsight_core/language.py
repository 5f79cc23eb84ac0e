"""Which writing system a text is in, and whether an embedder understands it.

The bundled MiniLM embedder was trained on English: on Chinese text its vectors say little, so features
built on them (cosine dedup, the vector path, late-interaction reranking) must be gated by the script of the
text. An embedder declares what it covers with an optional ``scripts`` attribute (a frozenset of the
script names below); an embedder that does not declare it is trusted to cover every script.

    >>> dominant_script("I prefer PostgreSQL")
    'latin'
    >>> dominant_script("我习惯用 PostgreSQL 做事务处理")
    'cjk'
    >>> dominant_script("12:30 !!")
    'other'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Literal

from hindsight_core.letters import CASED_LETTER
from hindsight_core.text import CJK_RANGES, HAN_CLASS

Script = Literal["latin", "cjk", "other"]

#: Every script an embedder may declare.
ALL_SCRIPTS: frozenset[Script] = frozenset({"latin", "cjk", "other"})


_CJK_CHARS = re.compile("[" + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES) + "]")
_LATIN_LETTERS = re.compile(r"[A-Za-z\u00c0-\u024f]")


def dominant_script(text: str) -> Script:
    """The script most of the text's letters are in: CJK characters count one each, latin letters one
    each divided by 3 (a Chinese character carries about as much as a short English word); "other" when the
    text has no letters of either (numbers, punctuation) or mostly letters of another script."""
    cjk = len(_CJK_CHARS.findall(text))
    latin = len(_LATIN_LETTERS.findall(text))
    if text.isascii():
        other = 0
    else:
        # letters that are neither latin nor CJK (Cyrillic, Arabic, ...); CJK ideographs are alphabetic too
        other = sum(1 for ch in text if not ch.isascii() and ch.isalpha()) - cjk
        other -= len(re.findall("[\u00c0-\u024f]", text))
    latin_weight = latin / 3
    if cjk == 0 and latin == 0 and other <= 0:
        return "other"
    if cjk >= latin_weight and cjk >= other:
        return "cjk"
    if latin_weight >= other:
        return "latin"
    return "other"


# hiragana and hangul: Japanese and Korean write them in nearly every sentence (particles, endings), Chinese does
# not (katakana is left out: Chinese writes a Japanese name or brand in it, ソニー, ヨルシカ)
_HIRAGANA_HANGUL = re.compile("[\u3040-\u309f\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]")
_HAN = re.compile(HAN_CLASS)
_TITLE = re.compile(r"《[^》]*》")


def japanese_or_korean(text: str) -> bool:
    """Whether ``text`` is Japanese or Korean rather than Chinese, though all three count as "cjk" above: two or
    more hiragana or hangul letters, at least one for every four Chinese characters (Chinese may write の for 的, or
    name a Japanese title in 《》).

    >>> japanese_or_korean("先月、大阪に引っ越しました。"), japanese_or_korean("지난달에 부산으로 이사했어요")
    (True, True)
    >>> japanese_or_korean("我住在上海"), japanese_or_korean("小确幸の日常，今天去了公园"), japanese_or_korean("在看《となりのトトロ》")
    (False, False, False)
    """
    text = _TITLE.sub("", text)
    kana = len(_HIRAGANA_HANGUL.findall(text))
    return kana >= 2 and 4 * kana >= len(_HAN.findall(text))


# a word in letters of a script with case ("Société Générale" is two words, not five pieces between its accents)
_CASED_WORD = re.compile(rf"[{CASED_LETTER}][{CASED_LETTER}0-9'_-]*")


# English said around Chinese nouns ("I love 珍珠奶茶": the sentence is English), and what makes Chinese a sentence
# rather than a name in one (a pronoun, a particle, 是 / 在 / 有, a negation: 我最近在学 Python)
_ENGLISH_FRAME = re.compile(
    r"\b(?:i|i'm|i've|i'd|my|me|we|our|you|your|the|a|an|is|are|was|were|and|to|of|in|for|it|this|that)\b",
    re.IGNORECASE,
)
_CHINESE_GRAMMAR = re.compile(
    "[我你他她它们的了是在有和就也都不没吗呢吧啊呀这那么什怎哪谁会要说到去来着过还又很太给让把被跟与对从为想]"
)


def spoken_in_chinese(text: str) -> bool:
    """Whether ``text`` is said in Chinese: its CJK characters outnumber its words in letters ("我习惯用 PostgreSQL":
    a Chinese sentence naming a tool), they are Chinese, not Japanese or Korean (:func:`japanese_or_korean`), and
    they are more than Chinese names in an English sentence ("I love 珍珠奶茶", "My favourite is 麻婆豆腐": English
    words frame them, and they hold no word of Chinese grammar). The rule extractor frames such a turn as Chinese
    speech ("用户说：…"), a Japanese or Korean one in English, as a Spanish one is; induction writes what such turns
    taught in Chinese.

    >>> spoken_in_chinese("我喜欢用PostgreSQL"), spoken_in_chinese("I use 微信 every day"), spoken_in_chinese("先月、大阪に行った")
    (True, False, False)
    >>> spoken_in_chinese("I love 珍珠奶茶"), spoken_in_chinese("我最近在学 Python 和 machine learning")
    (False, True)
    """
    cjk = len(_CJK_CHARS.findall(text))  # one scan, not a search per character (it reads every turn)
    if cjk == 0 or cjk < len(_CASED_WORD.findall(text)) or japanese_or_korean(text):
        return False
    return _ENGLISH_FRAME.search(text) is None or _CHINESE_GRAMMAR.search(text) is not None


def checked_scripts(scripts: Iterable[str]) -> frozenset[str]:
    """A declared set of scripts, validated: raises ``ConfigError`` naming the valid ones."""
    from hindsight_core.errors import ConfigError

    if isinstance(scripts, str):
        scripts = [scripts]
    declared = frozenset(scripts)
    unknown = sorted(declared - ALL_SCRIPTS)
    if unknown or not declared:
        raise ConfigError(f"scripts must be a non-empty set of {sorted(ALL_SCRIPTS)}, got {sorted(declared)}")
    return declared


def embedder_scripts(embedder: Any) -> frozenset[str]:
    """The scripts an embedder declares it covers (``embedder.scripts``); every script when undeclared."""
    declared = getattr(embedder, "scripts", None)
    return frozenset(declared) if declared is not None else frozenset(ALL_SCRIPTS)


def embedder_covers(embedder: Any, text: str) -> bool:
    """True when the embedder's vectors are meaningful for ``text`` (its dominant script is covered).

    Text with no letters ("other" with no alphabetic content) is covered by any embedder."""
    script = dominant_script(text)
    scripts = embedder_scripts(embedder)
    return script in scripts or (script == "other" and not any(ch.isalpha() for ch in text))
