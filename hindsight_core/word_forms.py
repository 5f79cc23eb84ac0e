"""English verbs whose past forms no ending rule reaches ("flew", "bought", "ate"), with a few nouns said for the
act ("flight"): read as the verb, so that "when do we fly to Japan?" shares a word with "we booked flights ... on
March 28" and "what did I buy?" with "I bought a road bike". Forms that are also other words are left out ("left",
a side; "saw", a tool; "found", to start a company; "led", a lamp; "fed", the bank; "felt", a cloth; "lay", "rose").

    >>> base_form("flew"), base_form("flights"), base_form("bought"), base_form("left"), base_form("walked")
    ('fly', 'fly', 'buy', None, None)
"""

from __future__ import annotations

_FORMS: dict[str, tuple[str, ...]] = {
    "fly": ("flew", "flown", "flight", "flights"),
    "buy": ("bought",),
    "bring": ("brought",),
    "drive": ("drove", "driven"),
    "eat": ("ate", "eaten"),
    "run": ("ran",),
    "swim": ("swam", "swum"),
    "write": ("wrote", "written"),
    "teach": ("taught",),
    "catch": ("caught",),
    "sell": ("sold",),
    "pay": ("paid",),
    "meet": ("met",),
    "go": ("went", "gone"),
    "take": ("took", "taken"),
    "give": ("gave", "given"),
    "begin": ("began", "begun"),
    "break": ("broke", "broken"),
    "choose": ("chose", "chosen"),
    "forget": ("forgot", "forgotten"),
    "grow": ("grew", "grown"),
    "know": ("knew", "known"),
    "lend": ("lent",),
    "lose": ("lost",),
    "make": ("made",),
    "ride": ("rode", "ridden"),
    "sing": ("sang", "sung"),
    "send": ("sent",),
    "sleep": ("slept",),
    "spend": ("spent",),
    "speak": ("spoke", "spoken"),
    "steal": ("stole", "stolen"),
    "throw": ("threw", "thrown"),
    "tell": ("told",),
    "tear": ("tore", "torn"),
    "wake": ("woke", "woken"),
    "win": ("won",),
    "wear": ("wore", "worn"),
    "keep": ("kept",),
    "hold": ("held",),
    "build": ("built",),
    "draw": ("drew", "drawn"),
    "fall": ("fell", "fallen"),
    "get": ("got", "gotten"),
    "see": ("seen",),
    "think": ("thought",),
    "understand": ("understood",),
    "stand": ("stood",),
    "hide": ("hid", "hidden"),
    "shake": ("shook", "shaken"),
    "sink": ("sank", "sunk"),
    "bite": ("bitten",),
}
_BASE = {form: base for base, forms in _FORMS.items() for form in forms}


def base_form(word: str) -> str | None:
    """The verb ``word`` (lower case) is a form of, where no ending rule reaches it; else ``None``."""
    return _BASE.get(word)


__all__ = ["base_form"]
