"""The letters names are written in: character classes of the scripts with case (Latin with its accented letters,
Greek, Cyrillic), built from the Unicode database. Names are not ASCII even in English conversations (José, Zoë,
Łukasz, Ольга), and a pattern that reads a name as ``[A-Z][a-z]+`` cuts or misses them. A module of its own, below
:mod:`~hindsight_core.text` (which re-exports the classes), so that
:mod:`~hindsight_core.personal_values`, which :mod:`~hindsight_core.text` imports, reads names with them too."""

from __future__ import annotations

import unicodedata

# The blocks of the alphabetic scripts with case that names are written in beside English or Chinese: Basic Latin,
# Latin-1 Supplement from À, Latin Extended-A and -B, Greek, Cyrillic (and its supplement), Latin Extended
# Additional (Vietnamese: Nguyễn).
_CASED_BLOCKS = ((0x41, 0x7A), (0xC0, 0x24F), (0x370, 0x3FF), (0x400, 0x52F), (0x1E00, 0x1EFF))


def _class_of(categories: str) -> str:
    """The letters of ``_CASED_BLOCKS`` in the given Unicode categories, as a character-class fragment (built once,
    from the Unicode database, not typed by hand: Latin Extended-A alternates capitals and small letters).

    What :data:`CASED_UPPER`, :data:`CASED_LOWER` and :data:`CASED_LETTER` hold: names are not ASCII (José, Zoë,
    Łukasz, Ольга), and an ASCII-only class cut them ("Lucía" was "Luc") or missed them. No CJK character is one, so
    that a name written against Chinese ends where the Chinese starts; no sign (×, ÷) either.

        >>> import re
        >>> re.findall(f"[{CASED_UPPER}][{CASED_LOWER}]+", "Zoë, José, Łukasz, Ольга, Nguyễn; 老板Kevin说")
        ['Zoë', 'José', 'Łukasz', 'Ольга', 'Nguyễn', 'Kevin']
        >>> re.findall(f"[{CASED_LETTER}]+", "我同事José下周来上海, Renée×2÷Σοφία")
        ['José', 'Renée', 'Σοφία']
        >>> re.findall(f"[{CASED_UPPER}][{CASED_LOWER}]+", "Zoe\\u0308 (decomposed)") == ["Zoe\\u0308"]
        True
    """
    codes = [
        code
        for lo, hi in _CASED_BLOCKS
        for code in range(lo, hi + 1)
        if unicodedata.category(chr(code)) in categories.split()
    ]
    runs: list[list[int]] = []
    for code in codes:
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return "".join(chr(lo) if lo == hi else f"{chr(lo)}-{chr(hi)}" for lo, hi in runs)


# the accents of decomposed text (NFD: "Zoe" + U+0308): they stay with the letter they follow
_MARKS = "\u0300-\u036f"
#: Inside ``[...]``: a capital letter of a script with case (A-Z, À, Ł, Ω, Ж, Ễ), what a name opens with
#: (:func:`_class_of`).
CASED_UPPER = _class_of("Lu Lt")
#: Inside ``[...]``: a small letter of those scripts (a, é, ł, ω, ж, ß), or an accent of decomposed text.
CASED_LOWER = _class_of("Ll") + _MARKS
#: Inside ``[...]``: a letter of those scripts, either case, or an accent of decomposed text; no CJK character.
CASED_LETTER = CASED_UPPER + CASED_LOWER


#: The letters a case-insensitive pattern matches as ASCII ones (the long s of "ſunday", the Kelvin sign, the Turkish
#: dotted and dotless i), each as the one letter it matched as.
FOLDED_TO_ASCII = {0x130: "i", 0x131: "i", 0x17F: "s", 0x212A: "k"}


def as_matched(word: str) -> str:
    """``word`` in lower case as a case-insensitive pattern matched it, to look up by: "laſt" is "last".

    >>> as_matched("La\u017ft"), as_matched("\u212aid")
    ('last', 'kid')
    """
    return word.translate(FOLDED_TO_ASCII).lower()


__all__ = ["CASED_LETTER", "CASED_LOWER", "CASED_UPPER", "FOLDED_TO_ASCII", "as_matched"]
