"""A keyword index in plain Python: BM25 over the text every keyword backend indexes, for the in-memory store.

It analyses text the way the SQLite store's FTS5 table does (``porter unicode61 remove_diacritics 2``):
tokens are runs of letters and digits, lower-cased and without diacritics, English words reduced by the
Porter stemmer; CJK text arrives already split into bigrams and Chinese content characters
(:func:`~hindsight_core.text.split_terms`).
Scores are FTS5's BM25 (k1 = 1.2, b = 0.75, IDF over every indexed document), "higher is better".

Example:
    >>> index = KeywordIndex()
    >>> index.put("a", "the user stated a preference for dark themes")
    >>> index.put("b", "the nightly job runs backups")
    >>> [doc for doc, _ in index.search(["preferences"], {"a", "b"}, 5)]
    ['a']
    >>> porter_stem("running"), porter_stem("generalizations")
    ('run', 'gener')
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Collection, Sequence

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_ASCII_WORD = re.compile(r"[a-z]{3,}")
_K1 = 1.2
_B = 0.75
_MIN_IDF = 1e-6


def analyse(text: str) -> list[str]:
    """The index tokens of ``text``: letter/digit runs, lower case, no diacritics, English words stemmed."""
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return [porter_stem(t) if _ASCII_WORD.fullmatch(t) else t for t in _TOKEN.findall(folded)]


class KeywordIndex:
    """Documents by id, each as its analysed tokens, searched with BM25. Not thread-safe: the caller locks."""

    def __init__(self) -> None:
        self._docs: dict[str, list[str]] = {}
        self._postings: dict[str, set[str]] = {}
        self._total_tokens = 0

    def __len__(self) -> int:
        return len(self._docs)

    def put(self, doc_id: str, text: str) -> None:
        """Index ``text`` under ``doc_id``, replacing what was indexed under it."""
        self.remove(doc_id)
        tokens = analyse(text)
        self._docs[doc_id] = tokens
        self._total_tokens += len(tokens)
        for token in set(tokens):
            self._postings.setdefault(token, set()).add(doc_id)

    def remove(self, doc_id: str) -> None:
        tokens = self._docs.pop(doc_id, None)
        if tokens is None:
            return
        self._total_tokens -= len(tokens)
        for token in set(tokens):
            holders = self._postings[token]
            holders.discard(doc_id)
            if not holders:
                del self._postings[token]

    def search(self, terms: Sequence[str], allowed: Collection[str], k: int) -> list[tuple[str, float]]:
        """The ``k`` best documents among ``allowed`` matching any of ``terms`` (each a phrase once analysed):
        ``(doc_id, BM25 score)``, best first, ties by id."""
        phrases = [tokens for tokens in (analyse(term) for term in terms) if tokens]
        if not phrases or k <= 0 or not self._docs:
            return []
        total = len(self._docs)
        average = self._total_tokens / total or 1.0
        scores: defaultdict[str, float] = defaultdict(float)
        for phrase in phrases:
            holders = set.intersection(*(self._postings.get(t, set()) for t in phrase))
            counts = {doc: _occurrences(self._docs[doc], phrase) for doc in holders}
            counts = {doc: n for doc, n in counts.items() if n}
            if not counts:
                continue
            idf = max(math.log((total - len(counts) + 0.5) / (len(counts) + 0.5)), _MIN_IDF)
            for doc, tf in counts.items():
                if doc in allowed:
                    norm = _K1 * (1 - _B + _B * len(self._docs[doc]) / average)
                    scores[doc] += idf * tf * (_K1 + 1) / (tf + norm)
        return sorted(scores.items(), key=lambda pair: (-pair[1], pair[0]))[:k]


def _occurrences(tokens: list[str], phrase: list[str]) -> int:
    if len(phrase) == 1:
        return tokens.count(phrase[0])
    width = len(phrase)
    return sum(1 for i in range(len(tokens) - width + 1) if tokens[i : i + width] == phrase)


# -- the Porter stemmer (M.F. Porter, 1980, with the reference implementation's "bli" and "logi" rules) ------

_STEP2 = {
    "ational": "ate",
    "tional": "tion",
    "enci": "ence",
    "anci": "ance",
    "izer": "ize",
    "bli": "ble",
    "alli": "al",
    "entli": "ent",
    "eli": "e",
    "ousli": "ous",
    "ization": "ize",
    "ation": "ate",
    "ator": "ate",
    "alism": "al",
    "iveness": "ive",
    "fulness": "ful",
    "ousness": "ous",
    "aliti": "al",
    "iviti": "ive",
    "biliti": "ble",
    "logi": "log",
}
_STEP3 = {"icate": "ic", "ative": "", "alize": "al", "iciti": "ic", "ical": "ic", "ful": "", "ness": ""}
_STEP4 = "al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize".split()


def porter_stem(word: str) -> str:
    """The Porter stem of a lower-case English word (words of one or two letters are kept)."""
    if len(word) <= 2:
        return word
    w = _step1(word)
    w = _replace(w, _STEP2, 0)
    w = _replace(w, _STEP3, 0)
    w = _step4(w)
    return _step5(w)


def _consonant(w: str, i: int) -> bool:
    ch = w[i]
    if ch in "aeiou":
        return False
    if ch == "y":
        return i == 0 or not _consonant(w, i - 1)
    return True


def _measure(stem: str) -> int:
    """How many vowel-consonant sequences ``stem`` has: [C](VC){m}[V]."""
    forms = "".join("c" if _consonant(stem, i) else "v" for i in range(len(stem)))
    return len(re.findall("v+c+", forms))


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _double_consonant(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _consonant(w, len(w) - 1)


def _cvc(w: str) -> bool:
    n = len(w)
    return (
        n >= 3
        and _consonant(w, n - 3)
        and not _consonant(w, n - 2)
        and _consonant(w, n - 1)
        and w[-1] not in "wxy"
    )


def _step1(w: str) -> str:
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suffix in ("ed", "ing"):
            if w.endswith(suffix) and _has_vowel(w[: -len(suffix)]):
                w = _after_ed_ing(w[: -len(suffix)])
                break
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    return w


def _after_ed_ing(w: str) -> str:
    if w.endswith(("at", "bl", "iz")):
        return w + "e"
    if _double_consonant(w) and w[-1] not in "lsz":
        return w[:-1]
    if _measure(w) == 1 and _cvc(w):
        return w + "e"
    return w


def _replace(w: str, rules: dict[str, str], min_measure: int) -> str:
    """The longest matching suffix replaced when the stem before it measures more than ``min_measure``."""
    for suffix in sorted((s for s in rules if w.endswith(s)), key=len, reverse=True)[:1]:
        stem = w[: -len(suffix)]
        if _measure(stem) > min_measure:
            return stem + rules[suffix]
    return w


def _step4(w: str) -> str:
    for suffix in sorted((s for s in _STEP4 if w.endswith(s)), key=len, reverse=True)[:1]:
        stem = w[: -len(suffix)]
        if _measure(stem) > 1 and (suffix != "ion" or stem.endswith(("s", "t"))):
            return stem
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        stem = w[:-1]
        m = _measure(stem)
        if m > 1 or (m == 1 and not _cvc(stem)):
            w = stem
    if w.endswith("ll") and _measure(w) > 1:
        w = w[:-1]
    return w


__all__ = ["KeywordIndex", "analyse", "porter_stem"]
