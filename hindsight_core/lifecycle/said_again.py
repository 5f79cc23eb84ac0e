"""A slot said again in other words: "I'm based in Leeds" after "I live in Leeds", 我在腾讯上班 after 我在腾讯工作,
"my number is 555 0199" after "My phone number is 555-0199". Pure functions.

The embedder puts such a pair near each other but not on each other, and their wording differs, so dedup's
"same statement" test keeps them apart: two memories of one fact, each said once. Two statements are one said
twice here when they fill the same slot (subject, attribute) with the same value and the later one says
nothing the earlier one did not: what lies outside the words the slot rule read
(:func:`~hindsight_core.extraction.attributes.find_attributes`' span) holds no word, value, name, time or
negation the earlier one's does not (but an aside: "by the way", "as I said", 对了), and inside them only the slot's
own wording differs ("based" for "live", "working" for "work"; never "part-time" for "full-time"). "I live in
Leeds, near the station" or "I work at Acme part-time" says more (kept as a memory of its own); "I'm based in Leeds"
after "I live in Leeds with my wife" says less (the earlier, fuller text is kept, counted once more).

Never preferences, and :func:`~hindsight_core.lifecycle.merge.is_duplicate` asks it of single-valued slots only (a
home, an employer, a number, a name). A preference said again in other words ("我还是习惯用PostgreSQL" after
"我一直用PostgreSQL") stays an episode of its own: induction learns a preference from such episodes, each said in
its own words (:mod:`~hindsight_core.lifecycle.restatements`); and one of many values ("I like jazz", "I'm allergic to peanuts") is merged only as the same statement again.

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> def rec(text, attribute, value):
    ...     said = {"subject": "user", "attribute": attribute, "value": value}
    ...     return MemoryRecord(text=text, attributes=said, scope=Scope(user_id="u"))
    >>> said_again(rec("The user said: I'm based in Leeds", "lives_in", "Leeds"),
    ...            rec("The user said: I live in Leeds", "lives_in", "Leeds"))
    True
    >>> said_again(rec("The user said: I work at Acme part-time", "works_at", "Acme"),
    ...            rec("The user said: I work at Acme", "works_at", "Acme"))
    False
"""

from __future__ import annotations

import re

from hindsight_core.extraction.attributes import find_attributes
from hindsight_core.language import dominant_script
from hindsight_core.lifecycle.values import content_words, negated, value_key, values_of
from hindsight_core.models import MemoryRecord
from hindsight_core.text import HAN_CLASS, normalize_entity, same_speaker, spoken_only

#: The verb a Chinese slot ends its clause with, after the value the rule reads (我在腾讯「工作」, 「上班」): a
#: clause's last two characters at most are the slot's own wording, not something more said.
_ZH_SLOT_VERB = re.compile(rf"^{HAN_CLASS}{{1,2}}(?=[，。！？；,.!?;\s]|$)")
#: The words a slot rule reads a home, a workplace or a number in, whichever it is said with: a restatement may
#: say one for another ("I'm based in Leeds", "I live in Leeds"); any other word it adds says more. A person's
#: name ("My boss is called Ann", "my boss's name is Ann") is said with the naming words.
_SLOT_WORDING: dict[str, frozenset[str]] = {
    "lives_in": frozenset("live living based reside residing settled home".split()),
    "works_at": frozenset("work working employed".split()),
    "phone": frozenset("phone cell mobile number".split()),
    # an age ("I'm 34", "I am 34 years old", "I just turned 34")
    "age": frozenset("years year yrs old young age turned".split()),
    # a job ("I'm a nurse", "I work as a nurse", 我是护士, 我当护士)
    "job": frozenset("work working job as".split()),
}
_NAMING = frozenset("called named name".split())
#: An aside around a statement that adds nothing to it: a greeting, "by the way", "as I said", 对了, 我说过.
_ASIDE = re.compile(
    r"\b(?:by\s+the\s+way|btw|fyi|just\s+so\s+you\s+know|for\s+the\s+record|as\s+i\s+(?:said|mentioned|told\s+you)|"
    r"like\s+i\s+said|as\s+you\s+know|anyway|again|hi|hello|hey|oh|ok|okay|well|yes|yeah)\b|"
    r"顺便(?:说|提)一?下|对了|(?:我|跟你)(?:之前|以前|早就)?(?:说过|提过)",
    re.IGNORECASE,
)
#: What carries no meaning of its own outside a Chinese slot: particles and punctuation.
_ZH_NOTHING = re.compile(r"[的了呢吧啊呀嘛哦哈，。！？；、,.!?;:：\s]")
_HAN = re.compile(HAN_CLASS)
#: A Chinese clause that says its subject (the speaker, or anyone: 我, 我们, 你, 他, 她, 它, 大家): one that starts
#: with none went on from the speaker's before it (我住在杭州，「在阿里巴巴上班」).
_ZH_SUBJECT = re.compile(r"[我你他她它您咱]|大家")


def said_again(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Whether ``new`` states ``old``'s slot value again in other words and says nothing more (see the module).
    Slots only: the same subject, attribute and value (up to how a value is written: 555 0199, 555-0199), by
    the same speaker, in the same script; a negated value ("not Leeds") never."""
    if "preference" in (new.event_type, old.event_type):
        return False
    a, b = _slot(new), _slot(old)
    if a is None or b is None or a != b or not same_speaker(new.text, old.text):
        return False
    if dominant_script(spoken_only(new.text)) != dominant_script(spoken_only(old.text)):
        return False  # "I'm vegetarian" after 我是素食者: kept, so that a question in either language finds its words
    said, before = _parts(new, a[1]), _parts(old, a[1])
    if said is None or before is None:
        return False
    (inside, outside), (was_inside, was_outside) = said, before
    x, y = values_of(outside), values_of(was_outside)
    return (
        x.numbers <= y.numbers
        and x.names <= y.names
        and x.times <= y.times
        and x.ids <= y.ids
        and x.negated == y.negated
        and values_of(inside).negated == values_of(was_inside).negated
        and _words(outside) <= _words(was_outside)
        and _words(inside) - _words(was_inside + " " + was_outside) <= _SLOT_WORDING.get(a[1], _NAMING)
        and set(_HAN.findall(_ZH_NOTHING.sub("", outside))) <= set(_HAN.findall(was_outside))
    )


def _words(text: str) -> frozenset[str]:
    """The latin content words of ``text`` (its Chinese is compared by character)."""
    return frozenset(w for w in content_words(text) if not _HAN.search(w))


def _slot(record: MemoryRecord) -> tuple[str, str, str] | None:
    attrs = record.attributes
    subject, attribute, value = attrs.get("subject"), attrs.get("attribute"), attrs.get("value")
    if not subject or not attribute or not value or negated(str(value)) is not None:
        return None
    return normalize_entity(str(subject)), str(attribute).strip().lower(), value_key(str(value))


def _parts(record: MemoryRecord, attribute: str) -> tuple[str, str] | None:
    """``record``'s statement cut in the words its slot was read from (but its value) and what it says outside them
    (``None`` when its text gives that slot no more: written by another extractor, or a value the rules no longer
    read)."""
    text = spoken_only(record.text)
    value = value_key(str(record.attributes["value"]))
    found = _cut(text, attribute, value)
    if found is None and _HAN.match(text) and not _ZH_SUBJECT.match(text):
        # a clause's record after 我住在杭州，: 在阿里巴巴上班 is the speaker's, as its slot says
        found = _cut("我" + text, attribute, value)
    return found


def _cut(text: str, attribute: str, value: str) -> tuple[str, str] | None:
    """:func:`_parts` of ``text``."""
    for match in find_attributes(text):
        if match.attribute == attribute and value_key(match.value) == value:
            start, end = match.span
            after = text[end:]
            verb = _ZH_SLOT_VERB.match(after) if _HAN.search(text[start:end]) else None
            if verb:  # 我在腾讯「上班」: the slot's own verb, after its value
                end += verb.end()
            # the value left out: written another way ("on March 3rd", "March 3") it is compared by its key
            inside = text[start:end].replace(match.value, " ", 1)
            return inside, _ASIDE.sub(" ", text[:start] + " " + text[end:])
    return None


__all__ = ["said_again"]
