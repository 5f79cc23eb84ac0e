"""Text helpers shared by extraction, stores and recall: entity keys, CJK handling, keyword terms."""

from __future__ import annotations

import re
import unicodedata

_CJK_RANGES = (
    ("\u3040", "\u30ff"),  # hiragana, katakana
    ("\u3400", "\u4dbf"),
    ("\u4e00", "\u9fff"),
    ("\uac00", "\ud7af"),  # hangul
    ("\uf900", "\ufaff"),
)
_WORD = re.compile(r"\w+", re.UNICODE)

#: Very common English words that carry no keyword signal in a query.
STOPWORDS: frozenset[str] = frozenset(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just me more most my myself
    no nor not now of off on once only or other our ours ourselves out over own same she should so some such
    than that the their theirs them themselves then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your yours yourself
    yourselves s t don did didn doesn isn wasn weren ve ll re d m also get got
    """.split()
)


def is_cjk_char(ch: str) -> bool:
    return any(lo <= ch <= hi for lo, hi in _CJK_RANGES)


def has_cjk(text: str) -> bool:
    return any(is_cjk_char(ch) for ch in text)


def normalize_entity(name: str) -> str:
    """The key an entity is stored under: NFKC, lower case, single spaces, no surrounding punctuation."""
    text = unicodedata.normalize("NFKC", name).strip().lower()
    text = re.sub(r"\s+", " ", text)
    return text.strip(" .,;:!?\"'()[]{}")


def cjk_bigrams(run: str) -> list[str]:
    """A run of CJK characters as overlapping bigrams (a single character stays a unigram)."""
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


_CJK_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_OR_OTHER = re.compile(f"[{_CJK_CLASS}]+|[^{_CJK_CLASS}]+")


def split_terms(text: str) -> list[str]:
    """Lower-cased word tokens; CJK runs become bigrams (the Lucene CJK analyzer's approach)."""
    terms: list[str] = []
    for token in _WORD.findall(unicodedata.normalize("NFKC", text).lower()):
        for part in _CJK_OR_OTHER.findall(token):
            if is_cjk_char(part[0]):
                terms.extend(cjk_bigrams(part))
            else:
                terms.append(part)
    return terms


def keyword_terms(text: str) -> list[str]:
    """Distinct query terms worth matching: stopwords and one-letter latin tokens dropped, order kept."""
    seen: dict[str, None] = {}
    for term in split_terms(text):
        if term in STOPWORDS or (len(term) < 2 and not has_cjk(term)):
            continue
        seen.setdefault(term, None)
    return list(seen)
