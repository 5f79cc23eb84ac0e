"""Supplements named in two words or more ("folic acid", "fish oil", "krill oil", "cod liver oil", "omega 3" and
"omega-3" as one), which the one-word medication rules of :mod:`~.measures` do not read (they took "fish" for the
medication, "omega-" for omega-3), with the dose the speaker takes and how often: "I'm taking folic acid 0.4mg", "I
take 1000mg of fish oil daily" (1000mg daily), "I'm on krill oil, 500mg daily", or as a count of what it comes in
("2 fish oil capsules a day": 2 capsules a day, :mod:`~.regimens`). Someone else's ("my mom takes fish oil 1000mg"),
a question ("should I take 400mcg of folic acid?") or a time gone ("I used to take fish oil") fills none.

    >>> [(a, p.search(s)["slot"], p.search(s)["value"]) for s in ("I'm taking folic acid 0.4mg",)
    ...  for p, a, _ in EN_SUPPLEMENT_RULES if p.search(s)]
    [('dose_{slot}', 'folic acid', '0.4mg')]
    >>> [supplement_slot(said) for said in ("omega-3", "Omega 3s", "cod liver oil", "fish")]
    ['omega_3', 'omega_3', 'cod_liver_oil', None]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.measures import _DOSE
from hindsight_core.extraction.regimens import FREQ_AFTER

_I = re.IGNORECASE

_SUPPLEMENT = r"(?P<slot>folic\s+acid|fish\s+oil|krill\s+oil|cod\s+liver\s+oil|omega[\s-]?3s?(?![\w-]))"
# what a supplement comes in, counted ("2 fish oil capsules", "one omega 3 softgel")
_FORM = r"(?P<unit>capsules?|softgels?|gel\s*caps?|caps|pills?|tablets?|tabs|gummies|gummy)"
_COUNT = r"(?P<value>[1-9]|one|two|three|four|five|six)"
# the speaker taking it now (not "should I take", "if I take", "I used to take")
_TAKER = (
    r"(?<!\bshould\s)(?<!\bcan\s)(?<!\bif\s)(?<!\bwhen\s)\bi(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)?\s+"
    r"(?:now\s+|also\s+|still\s+|currently\s+)?(?:take|taking|on)\s+"
)
_REGIMEN = r"(?P<value>" + _DOSE + r"(?:\s+(?:" + FREQ_AFTER + r"))?)"
_FREQ = r"(?:\s+(?P<freq>" + FREQ_AFTER + r"))?"
_NOT_ASKED = r"(?![^.!\n]*\?)"

EN_SUPPLEMENT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm taking folic acid 0.4mg", "I'm on omega 3, 500 mg daily", "I'm taking omega-3 now, 1000mg daily"
    (re.compile(_TAKER + _SUPPLEMENT + r"\s*,?\s*(?:(?:now|too|also|again)\s*,?\s*)?" + _REGIMEN + _NOT_ASKED, _I), "dose_{slot}", "fact"),
    # "I take 1000mg of fish oil daily"
    (re.compile(_TAKER + r"(?P<value>" + _DOSE + r")\s+(?:of\s+)?" + _SUPPLEMENT + _FREQ + _NOT_ASKED, _I), "dose_{slot}", "fact"),
    # "I take 2 fish oil capsules a day", "I'm taking one omega-3 softgel every morning"
    (re.compile(_TAKER + _COUNT + r"\s+" + _SUPPLEMENT + r"\s+" + _FORM + r"\b" + _FREQ + _NOT_ASKED, _I), "dose_{slot}", "fact"),
    # no dose: how often ("I take omega 3 every day"), or the supplement alone, its clause ending ("I take cod liver oil")
    (re.compile(_TAKER + _SUPPLEMENT + r"\s+(?P<value>" + FREQ_AFTER + r")" + _NOT_ASKED, _I), "dose_{slot}", "fact"),
    (re.compile(_TAKER + r"(?P<value>" + _SUPPLEMENT + r")(?=\s*(?:$|[.!,;)]|(?:now|too|also|again|as\s+well|for\s+my|"
                r"these\s+days)\b))" + _NOT_ASKED, _I), "dose_{slot}", "fact"),
)  # fmt: skip

#: The rules whose value is taken as matched, with how often (not cut at "daily", "a day").
SUPPLEMENT_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in EN_SUPPLEMENT_RULES)


def supplement_slot(said: str) -> str | None:
    """The slot's name of a supplement named in words ("omega-3", "Omega 3s": ``omega_3``; "cod liver oil":
    ``cod_liver_oil``), None for a word that names none."""
    said = " ".join(said.lower().split())
    if re.fullmatch(r"omega[\s-]?3s?", said):
        return "omega_3"
    if re.fullmatch(_SUPPLEMENT, said, _I):
        return said.replace(" ", "_")
    return None


__all__ = ["EN_SUPPLEMENT_RULES", "SUPPLEMENT_PATTERNS", "supplement_slot"]
