"""A request to forget a slot by its name ("forget my phone number", 忘掉我的电话号码, "forget where I live")
takes every version of that slot: the current value and the values it superseded. Forgetting only the best
match made the number the user had retired ("the old one is out of use") current again, the opposite of what
was asked; and a search by the request's words alone could take another record sharing a word (我手机是
iPhone 14 for 别记我的手机号了) and leave the number. Naming a value too ("forget that I lived in Paris")
takes only the versions holding it. Forgetting one record by id still undoes just that change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from hindsight_core.extraction.kin_slots import contact_named
from hindsight_core.extraction.slot_names import slot_named
from hindsight_core.lifecycle.merge import SAME_SLOT
from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import normalize_entity, split_speaker

PAGE = 500


def _same_slot_names() -> dict[str, frozenset[str]]:
    """Every name of a slot stored under several (``merge.SAME_SLOT``) -> all of them."""
    groups: dict[str, set[str]] = {}
    for name, slot in SAME_SLOT.items():
        groups.setdefault(slot, {slot}).add(name)
    return {name: frozenset(group) for group in groups.values() for name in group}


_NAMES = _same_slot_names()
#: The attributes one slot is stored under, by the slot a request names (``merge.SAME_SLOT``'s groups): where one
#: works is ``works_at`` ("I work at Initech", 我在腾讯上班), ``employer`` or ``company`` ("My company is Globex"),
#: and one's job ("forget my job", 忘掉我的工作) is where one works too; where one lives is ``lives_in`` or
#: ``city``. Read by the slot's name alone, "forget my job" took the best match only (the current employer) and
#: left the retired one current, and "forget my employer" took nothing. Where one is from ("forget where I'm from",
#: 忘掉我是哪里人) is a ``hometown`` ("My hometown is Leeds", 我的老家是湖南) or ``from`` ("I'm from Leeds", 我来自湖南).
STORED_AS: dict[str, frozenset[str]] = {
    **_NAMES,
    "job": _NAMES["works_at"] | {"job"},
    "hometown": frozenset({"hometown", "from"}),
}


def speakers_slot(record: MemoryRecord) -> bool:
    """Whether the slot ``record`` holds is its speaker's: "user", or the name they are framed by ("Alice said: I
    live in Oslo" holds Alice's ``lives_in``)."""
    subject = record.attributes.get("subject")
    speaker, _ = split_speaker(record.text)
    return subject == "user" or (speaker is not None and subject == normalize_entity(speaker))


def anothers_slot(record: MemoryRecord, query: str) -> bool:
    """Whether ``record`` holds the slot ``query`` names as the speaker's ("forget my phone number") for someone else
    ("Sam's number is 555-0142", "my boss's phone number is ..."): never what the request names."""
    if contact_named(query) is not None or (slot := slot_named(query)) is None:
        return False
    return record.attributes.get("attribute") in STORED_AS.get(slot, frozenset({slot})) and not speakers_slot(
        record
    )


async def slot_versions(
    graph: GraphStore, flt: RecordFilter, query: str, ranked: Sequence[MemoryRecord]
) -> list[MemoryRecord]:
    """The records of the slot ``query`` names, for one subject (that of the best-ranked record holding the
    slot, else the subject most of them are about); only those holding a value the query names, if it names
    one. Empty when the query names no slot or the user has no record of it."""
    # someone's number or e-mail ("forget my wife's number", 忘掉我老婆的手机号): every version of theirs, never the
    # user's own (the request names no slot of the user's)
    theirs = contact_named(query)
    slot = theirs[1] if theirs is not None else slot_named(query)
    if slot is None:
        return []
    stored_as = STORED_AS.get(slot, frozenset({slot}))
    held: list[MemoryRecord] = []
    offset = 0
    while page := await graph.list_records(flt, limit=PAGE, offset=offset):
        held += [r for r in page if r.attributes.get("attribute") in stored_as]
        offset += len(page)
    if theirs is None:
        # a slot the request names as the speaker's ("forget my phone number") is never another's: the boss's number
        # ("My boss's phone number is ...") or a sister's home, when the user gave none of their own
        held = [r for r in held if speakers_slot(r)]
    if not held:
        return []
    # the slot a request names is the speaker's ("my address", 我的地址): their own version first, whatever
    # ranks best (我姐姐住在杭州… ranked above 我家住在北京… for 我的地址, and went in its place)
    own = [r for r in ranked if r.attributes.get("attribute") in stored_as and speakers_slot(r)]
    subject = (
        theirs[0]
        if theirs is not None
        else next(
            (
                r.attributes.get("subject")
                for r in [*own, *ranked]
                if r.attributes.get("attribute") in stored_as
            ),
            Counter(r.attributes.get("subject") for r in held).most_common(1)[0][0],
        )
    )
    versions = [r for r in held if r.attributes.get("subject") == subject]
    said = query.casefold()
    named = [r for r in versions if (value := r.attributes.get("value", "").casefold()) and value in said]
    return named or versions
