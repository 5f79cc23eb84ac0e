"""Supplements named in two words ("folic acid", "fish oil", "krill oil"), which the one-word medication rules of
:mod:`~.measures` do not read (they took "fish" for the medication), with the dose the speaker takes: "I'm taking folic
acid 0.4mg", "I take 1000mg of fish oil daily", "I'm on krill oil, 500mg daily". Someone else's ("my mom takes fish oil 1000mg"), a question ("should I
take 400mcg of folic acid?") or a time gone ("I used to take fish oil") fills none.

    >>> [(a, p.search(s)["slot"], p.search(s)["value"]) for s in ("I'm taking folic acid 0.4mg",)
    ...  for p, a, _ in EN_SUPPLEMENT_RULES if p.search(s)]
    [('dose_{slot}', 'folic acid', '0.4mg')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.measures import _DOSE, _FREQ

_I = re.IGNORECASE

_SUPPLEMENT = r"(?P<slot>folic\s+acid|fish\s+oil|krill\s+oil)"
# the speaker taking it now (not "should I take", "if I take", "I used to take")
_TAKER = (
    r"(?<!\bshould\s)(?<!\bcan\s)(?<!\bif\s)(?<!\bwhen\s)\bi(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)?\s+"
    r"(?:now\s+|also\s+|still\s+|currently\s+)?(?:take|taking|on)\s+"
)
_REGIMEN = r"(?P<value>" + _DOSE + r"(?:\s+(?:" + _FREQ + r"))?)"
_NOT_ASKED = r"(?![^.!\n]*\?)"

EN_SUPPLEMENT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm taking folic acid 0.4mg", "I'm on omega 3, 500 mg daily"
    (re.compile(_TAKER + _SUPPLEMENT + r"\s*,?\s*" + _REGIMEN + _NOT_ASKED, _I), "dose_{slot}", "fact"),
    # "I take 1000mg of fish oil daily"
    (re.compile(_TAKER + r"(?P<value>" + _DOSE + r")\s+(?:of\s+)?" + _SUPPLEMENT + _NOT_ASKED, _I), "dose_{slot}", "fact"),
)  # fmt: skip

__all__ = ["EN_SUPPLEMENT_RULES"]
