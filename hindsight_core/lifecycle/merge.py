"""Dedup/merge and conflict detection between a new record and its nearest stored neighbours. Pure functions.

A duplicate is the same statement again: near-identical embedding (or the exact same text), same kind, event
type, entities and user, and the same values (:mod:`hindsight_core.lifecycle.values`: numbers, ids, dates,
names, negation). A conflict is another value for the same single-valued slot (subject, attribute), written
in the same script: "I like jazz" and "I like rock" are two likes, not a change of mind, and "peanuts" and
"花生" are one allergy in two languages.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.births import born
from hindsight_core.extraction.pet_names import new_pet
from hindsight_core.extraction.slot_names import slot_name
from hindsight_core.extraction.slot_values import street_address
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS, conversations, sessions
from hindsight_core.lifecycle.drug_classes import of_stopped_class, replaces
from hindsight_core.lifecycle.losses import PET_SLOTS
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.lifecycle.named_roles import two_people
from hindsight_core.lifecycle.preference_change import changes_preference
from hindsight_core.lifecycle.said_again import said_again
from hindsight_core.lifecycle.starts_later import start_of
from hindsight_core.lifecycle.told_of_before import told_of_before
from hindsight_core.lifecycle.turn_clauses import marked_replaced
from hindsight_core.lifecycle.value_scopes import conditions_apart, other_scopes
from hindsight_core.lifecycle.values import habit_key, negated, same_statement, taste_key, value_key
from hindsight_core.models import LIVE, MemoryRecord
from hindsight_core.text import normalize_entity, root, spoken_only, to_simplified

#: ``MemoryRecord.metadata`` key of a merged record's sources by trace (see :func:`source_traces`).
SOURCE_TRACES = "source_traces"
#: Attributes that are one slot said in other words: where one works ("I work at Initech", "My company is Globex",
#: "My employer is ..."), where one lives ("I live in Lyon", "My city is Lyon"). A new value under one replaces the
#: value under another.
SAME_SLOT: dict[str, str] = {
    "company": "works_at",
    "employer": "works_at",
    "city": "lives_in",
    # one's boss is one's manager, whichever word names them ("my boss is Dana", then "my new manager is Priya")
    "boss": "manager",
}


def one_slot(attribute: str) -> str:
    """The one slot ``attribute`` (lower case) is stored under by any of its names (:data:`SAME_SLOT`); a favourite
    is the preferred one of its kind: "postgres is my favorite database" (``favorite_database``) and "I've switched
    to MySQL" (``preferred_database``) are one database in use, so the switch ends the favourite."""
    attribute = SAME_SLOT.get(attribute, attribute)
    return (
        "preferred_" + attribute.removeprefix("favorite_") if attribute.startswith("favorite_") else attribute
    )


def entity_keys(record: MemoryRecord) -> frozenset[str]:
    return frozenset(normalize_entity(e) for e in record.entities if normalize_entity(e))


def is_duplicate(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """The same statement again: ``similarity >= threshold`` (cosine, or 1.0 for the exact same text), same
    kind, event type, entities, user, values, content words and resolved dates ("yesterday" said on two days
    is two events); or the same value of a single-valued slot said again in other words and nothing more
    (:func:`~hindsight_core.lifecycle.said_again.said_again`: "I'm based in Leeds" after "I live in Leeds"); and
    ``old`` still live and current: a value the user returns to after changing it
    ("Lyon", then "Paris", then "Lyon" again) is a new statement that supersedes the change, not an
    occurrence of the superseded one. A statement of one agent never merges into another agent's record
    (:func:`same_agent`)."""
    live = (
        new.kind == old.kind
        and new.scope.user_id == old.scope.user_id
        and same_agent(new, old)
        and old.status in LIVE
        and old.valid_to is None
        and old.superseded_by is None
    )
    if live and (_restated_slot(new, old) or (_single_valued(new) and said_again(new, old))):
        return True
    return (
        live
        and similarity >= threshold
        and not _other_slots(new, old)
        and new.event_type == old.event_type
        and _script_free(entity_keys(new)) == _script_free(entity_keys(old))
        and new.attributes.get("mentioned_dates", "") == old.attributes.get("mentioned_dates", "")
        and same_statement(new.text, old.text)
    )


def _other_slots(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Whether the two records hold values of two slots: one clause telling two ("I'm a nurse at St Mary's" is a
    job and an employer, each its own record in the clause's words) is two facts, and a change of one must leave
    the other current."""
    keys = slot_key(new), slot_key(old)
    return None not in keys and keys[0] != keys[1]


def _single_valued(record: MemoryRecord) -> bool:
    """Whether ``record`` holds a value of a slot that has one value at a time (a home, not a liking)."""
    found = slot(record)
    return found is not None and found[1] not in MULTI_VALUED


def _script_free(keys: frozenset[str]) -> frozenset[str]:
    """Entity keys with traditional characters read as simplified: 台積電 and 台积电 are one name here."""
    return frozenset(to_simplified(key) for key in keys)


def same_agent(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Whether ``new`` may be counted as an occurrence of ``old`` for its agent: said without an agent, or by
    ``old``'s. A recall naming an agent sees only that agent's records: merged into another agent's record,
    what the second agent stored ("Already remembered") would never be recalled by it."""
    return new.scope.agent_id is None or new.scope.agent_id == old.scope.agent_id


def _restated_slot(new: MemoryRecord, old: MemoryRecord) -> bool:
    """The same value of the same slot, from the same steps of the same task, in other words: a window
    extracted again (replayed after a crash) by a model that words its facts differently each time ("Alice
    lives in Lyon." / "Alice is based in Lyon.", both citing the step that said it)."""
    found = slot(new)
    return (
        found is not None
        and new.trace_id is not None
        and new.trace_id == old.trace_id
        and absorbed(old, new)
        and (other := slot(old)) is not None
        and found[:2] == other[:2]
        and value_key(found[2]) == value_key(other[2])
    )


def _own_occurrence(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """Whether ``new`` is ``old``'s own occurrence sent again: one it counted already (:func:`same_occurrence`:
    its steps, in one of its conversations), the same user, the same statement."""
    return (
        same_occurrence(old, new)
        and similarity >= threshold
        and new.scope.user_id == old.scope.user_id
        and same_statement(new.text, old.text)
    )


def forgotten_occurrence(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """Whether ``new`` is what was forgotten as ``old`` coming back from the same steps: ``old`` forgotten,
    ``new`` an occurrence it counted (:func:`same_occurrence`: its steps, in one of its conversations), the
    same statement. Such a candidate is not stored again (:func:`with_traces` notes the trace it came back in,
    for a later hard forget). The same words as another chat's "m-1" are the user saying it again: stored."""
    return old.status == "forgotten" and _own_occurrence(new, old, similarity, threshold)


def past_occurrence(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """Whether ``new`` is a past version's own occurrence sent again: ``old`` superseded (it has an end of
    validity), ``new`` an occurrence it counted already (:func:`same_occurrence`: its steps, in one of its
    conversations), the same statement. A script run again after a crash, or a history sent whole in a new
    trace, re-sends "I live in Lyon" after "I moved to Paris": that is the old version, not the user going back
    to Lyon; stored again it was a duplicate, and it superseded Paris. Such a candidate is not stored again
    (:func:`with_traces` notes the trace it came in, for a later hard forget)."""
    return (
        old.valid_to is not None
        and old.status != "forgotten"
        and _own_occurrence(new, old, similarity, threshold)
    )


def archived_occurrence(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """Whether ``new`` is an archived record's own occurrence sent again: ``old`` archived (expired by its
    event type's TTL, or faded), ``new`` an occurrence it counted already (:func:`same_occurrence`), the same
    statement. A script re-sending its messages after the memory expired would otherwise bring it back as a
    fresh one, against the user's own policy; another conversation's, or a new message id's, same words are new
    information, stored. Such a candidate is not stored again (:func:`with_traces` notes the trace it came in,
    for a later hard forget)."""
    return old.status == "archived" and _own_occurrence(new, old, similarity, threshold)


def absorbed(old: MemoryRecord, new: MemoryRecord) -> bool:
    """Whether ``old`` already holds ``new``'s sources: every source step of ``new``, in the trace it is in.

    A step seen again in its own trace (an overlapping window, a retried or replayed window) changes nothing.
    A message id names a message within its conversation only ("m-1" is every chat's first message), so the
    same id in another trace is another source: merged, so that a hard forget finds that trace's copy too. A
    record without sources (``remember``) is always a new occurrence.
    """
    return bool(new.source_ids) and _pairs(new) <= _pairs(old)


def same_occurrence(old: MemoryRecord, new: MemoryRecord) -> bool:
    """Whether ``new`` is an occurrence ``old`` counted already: its steps' ids are ``old``'s, and it was said in
    one of ``old``'s conversations (:func:`~hindsight_core.lifecycle.conversations.sessions`), or in none (a history sent again in a new trace,
    the framework's call naming no session, cannot be told from a new chat: counted once, as before). The same
    words said as "m-1" in another session are a repeat."""
    if not new.source_ids or not set(new.source_ids) <= set(old.source_ids):
        return False
    return new.scope.session_id is None or new.scope.session_id in sessions(old)


def _pairs(record: MemoryRecord) -> set[tuple[str | None, str]]:
    traces = source_traces(record)
    if traces:
        return {(t, i) for t, ids in traces.items() for i in ids}
    return {(record.trace_id, i) for i in record.source_ids}


def source_traces(record: MemoryRecord) -> dict[str, list[str]]:
    """``{trace_id: [step id, ...]}``: the journaled steps the record came from, by trace. A record merged
    from several tasks has sources in several traces; one never merged has them all in ``trace_id``."""
    known = record.metadata.get(SOURCE_TRACES)
    if isinstance(known, dict) and known:
        return {str(t): [str(i) for i in ids] for t, ids in known.items()}
    return {record.trace_id: list(record.source_ids)} if record.trace_id and record.source_ids else {}


def with_traces(old: MemoryRecord, new: MemoryRecord) -> MemoryRecord:
    """``old`` knowing the traces ``new``'s steps are in too, nothing else changed: the same message journaled
    again in another trace (a history sent again, or a soft-forgotten statement said again) is a copy of its
    text that a hard forget of ``old`` must blank. ``old`` itself when it knows them already."""
    if absorbed(old, new):
        return old
    traces = source_traces(old)
    for trace_id, ids in source_traces(new).items():
        traces[trace_id] = list(dict.fromkeys([*traces.get(trace_id, []), *ids]))
    # kept where the record's own trace does not say it all (a ``remember``ed fact said again in a turn)
    metadata = dict(old.metadata)
    if traces and set(traces) != {old.trace_id}:
        metadata[SOURCE_TRACES] = traces
    sources = list(dict.fromkeys([*old.source_ids, *new.source_ids]))
    return old.model_copy(update={"metadata": metadata, "source_ids": sources})


def merged(old: MemoryRecord, new: MemoryRecord) -> MemoryRecord:
    """``old`` absorbing ``new``: one more occurrence, latest time kept, sources unioned (with the traces
    they are in, so a hard forget can redact every copy, and the conversations they were said in, which
    induction counts), restated now: full strength, the decay clock
    restarted from ``new``'s recording, and the later expiry of the two.

    A no-op (``old`` returned as is) when ``old`` already absorbed ``new``'s sources; only the trace noted
    (:func:`with_traces`) when it is an occurrence ``old`` counted, journaled again in another trace.
    """
    if absorbed(old, new):
        return old
    counted = same_occurrence(old, new)
    noted = with_traces(old, new)
    if counted:
        return noted
    # where each occurrence was said: one conversation insisting is one episode for induction
    said_in = list(dict.fromkeys([*conversations(old), *conversations(new)]))
    old = noted.model_copy(update={"metadata": {**noted.metadata, SOURCE_CONVERSATIONS: said_in}})
    latest = max(old.occurred_at, new.occurred_at)
    restated = max(filter(None, (old.restated_at, new.recorded_at)))
    expires = (
        None if old.expires_at is None or new.expires_at is None else max(old.expires_at, new.expires_at)
    )
    return old.model_copy(
        update={
            "occurrences": old.occurrences + new.occurrences,
            "occurred_at": latest,
            "confidence": max(old.confidence, new.confidence),
            "strength": 1.0,
            "restated_at": restated,
            "expires_at": expires,
            "status": "active" if "active" in (old.status, new.status) else old.status,
        }
    )


def slot(record: MemoryRecord) -> tuple[str, str, str] | None:
    """(subject, attribute, value) when the record carries a structured slot."""
    attrs = record.attributes
    subject, attribute, value = attrs.get("subject"), attrs.get("attribute"), attrs.get("value")
    if not subject or not attribute or value is None:
        return None
    return normalize_entity(subject), attribute.strip().lower(), normalize_entity(value)


def slot_key(record: MemoryRecord) -> tuple[str, str] | None:
    """What a value competes for: (subject, attribute), or (subject, attribute=value) for a multi-valued
    attribute, whose values never compete."""
    found = slot(record)
    if found is None:
        return None
    subject, attribute, value = found
    return (subject, f"{attribute}={value}") if attribute in MULTI_VALUED else (subject, attribute)


def conflicts(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Same subject and single-valued attribute, a different value (neither value part of the other), same
    user; the opposite attribute of the same value ("likes" jazz, then "dislikes" it; "I prefer PostgreSQL", then
    "I hate PostgreSQL now"); a preference changed in everyday words (:func:`_preference_changed`); or the old value said
    no longer to hold ("I no longer live in Paris"), and any value after such a negation.

    Values in different scripts compete like any others: "我现在在字节跳动工作" after "I work at Initech" is a
    change, and a translation ("I live in Beijing", then "我住在北京") only makes the newer wording current; a
    missed change would leave the stale value current."""
    a, b = slot(new), slot(old)
    if a is None or b is None:
        return False
    same = (
        one_slot(a[1]) == one_slot(b[1])
        and _same_sibling(new, old)
        and not _another_pet(new, old)
        and not _another_child(new, old)
        and not two_people(new, old)  # "my daughter Emma" and "my coworker Emma"
    )
    single = same and a[1] not in MULTI_VALUED
    not_a, not_b = negated(a[2]), negated(b[2])
    if not_a is not None or not_b is not None:
        # "not Paris" ends "Paris" only; anything after a negation (Paris again, or Berlin) ends it. One of
        # many values ("not allergic to shellfish anymore") ends that value, and saying it again ends that.
        changed = (
            (single and not_b is not None)
            # a habit given up ends the days it was done on ("我不打羽毛球了" after 每周五打羽毛球)
            or (a[1] == "does" and not_a is not None and b[1] == f"schedule_{habit_key(not_a)}")
            # a medication stopped ends whatever dose it was taken at ("I stopped taking sertraline", 我停了二甲双胍)
            or (single and a[1].startswith("dose_") and not_a is not None)
            # ... and one stopped by its class, the dose of each of that class ("I stopped the statins")
            or (not_a is not None and not_b is None and of_stopped_class(a[1], b[1]))
            # one named by the role they held ends whoever held it (我跟男朋友分手了 after 我男朋友叫阿杰)
            or (single and not_a is not None and slot_name(not_a) == a[1])
            # eating meat again ("not vegetarian") ends a diet within vegetarian too ("I'm vegan", 我吃全素)
            or (same and not_a is not None and not_b is None and _within_vegetarian(a[1], not_a, b[2]))
            or (
                same
                and (
                    (not_a is not None and _same_value(a[1], not_a, b[2]))
                    or (not_b is not None and _same_value(a[1], not_b, a[2]))
                )
                and not _tastes_apart(new, old)
            )
        )
    else:
        # The same value written two ways ("138-1234-5678", "13812345678"; "三十万", "30万") is no change.
        ka, kb = value_key(a[2]), value_key(b[2])
        # A refinement ("北京" -> "北京朝阳区", "Google" -> "Google Maps") is no change; numbers are never one.
        refines = not (ka.isdigit() and kb.isdigit()) and (_refines(ka, kb) or _refines(kb, ka))
        changed = (
            (
                single
                and ka != kb
                and not refines
                and not _scopes_apart(new, old)
                and not _address_in(new, old)
            )
            or (_preferred_over(new, old) and _preference_changed(new, old))
            # a medication switched to ends the dose of the one it replaces ("switched me to escitalopram")
            or replaces(a[1], new.text, b[1])
        )
    reversed_ = _opposite(a[1], b[1]) and value_key(a[2]) == value_key(b[2]) and not _tastes_apart(new, old)
    return (
        a[0] == b[0]
        and (changed or reversed_)
        # an unconfirmed value (the assistant's, a low confidence) never overrides a confirmed one
        and not (new.status == "pending" and old.status == "active")
        and not _guess_over_known(new, old)
        and new.scope.user_id == old.scope.user_id
        and old.valid_to is None
        and old.status in LIVE
    )


#: The most confidence a value said as a guess carries ("I think my manager is called Tom, not sure": the rule
#: extractor's ``RuleConfidence.guess``): a later value at or under it does not supersede one said with more.
GUESS_CONFIDENCE = 0.7


def _guess_over_known(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Whether the later of the two is a guess and the earlier was not: "I think my manager is Tom, not sure" after
    "My manager is Dave" leaves Dave current (both are kept and recalled, each with its confidence); a plain
    statement after a guess supersedes it as any change does."""
    later, earlier = (new, old) if new.occurred_at >= old.occurred_at else (old, new)
    return later.kind == "episodic" and later.confidence <= GUESS_CONFIDENCE < earlier.confidence


def _same_value(attribute: str, x: str, y: str) -> bool:
    """Whether two values of ``attribute`` name one thing; a taste whatever verb it is said with ("喝咖啡", "咖啡"), a
    habit too ("打羽毛球", then 羽毛球不打了; 学吉他, then 吉他不学了)."""
    if attribute == "does":
        return habit_key(value_key(x)) == habit_key(value_key(y))
    if attribute in ("allergic_to", "intolerance"):  # "a peanut allergy", then "not allergic to peanuts"
        return _roots(value_key(x)) == _roots(value_key(y))
    if (
        attribute == "condition"
    ):  # "my diabetes is in remission" after "I have type 2 diabetes", 糖尿病 of 二型糖尿病
        kx, ky = value_key(x), value_key(y)
        return kx.endswith(ky) or ky.endswith(kx)
    return (taste_key(x) == taste_key(y)) if attribute in _TASTES else value_key(x) == value_key(y)


#: Diets within a vegetarian one (as :func:`value_key` names them): one who eats meat again keeps none of them
_WITHIN_VEGETARIAN = frozenset({"vegan", "plant-based", "plant based"})


def _within_vegetarian(attribute: str, ended: str, held: str) -> bool:
    """Whether a diet said to end (``ended``: "vegetarian", of "I started eating meat again") ends the diet held
    (``held``), one within it ("vegan", 纯素): a vegan who eats meat is vegan no more."""
    return attribute == "diet" and value_key(ended) == "vegetarian" and value_key(held) in _WITHIN_VEGETARIAN


def _roots(key: str) -> list[str]:
    """An allergen's words said in the plural as in the singular ("peanuts", "peanut"; "strawberries")."""
    return [root(word) for word in key.split()]


#: What is liked or disliked: said with a verb of eating or drinking or without one ("我喜欢喝咖啡", "我戒了咖啡")
_TASTES = frozenset({"likes", "dislikes"})


def _opposite(a: str, b: str) -> bool:
    """Whether two attributes say opposite things of one value: disliking it, and liking or preferring it ("likes"
    jazz, then "dislikes" it; "I prefer PostgreSQL", a ``preferred_database``, then "I hate PostgreSQL now"): a
    change of mind."""
    other = b if a == "dislikes" else a if b == "dislikes" else None
    return other is not None and (other in ("likes", "prefers") or other.startswith("preferred_"))


def _preferred_over(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether the newer of two tastes is a preference and the older a preference or a liking: one preferred now
    may replace what was liked (最近改喝拿铁了 after 我喜欢喝美式), one more liked never does (我现在也喜欢喝咖啡)."""
    newer, older = (a, b) if a.occurred_at >= b.occurred_at else (b, a)
    return newer.attributes["attribute"].strip().lower() == "prefers" and older.attributes[
        "attribute"
    ].strip().lower() in ("prefers", "likes")


# 姐姐 and 妹妹 are each a sister, 哥哥 and 弟弟 each a brother, but an older and a younger one: two people, two names
# (我姐姐叫王芳, then 我妹妹叫小雨)
_ZH_SIBLING = re.compile(r"我(?:的)?(?:亲)?(?P<kin>[姐妹哥弟])")


def _same_sibling(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether ``a`` and ``b`` may be of one sibling: not where one says the older (姐姐, 哥哥) and the other the
    younger (妹妹, 弟弟); English says neither ("my sister")."""
    if a.attributes.get("attribute") not in ("sister", "brother"):
        return True
    said = [m["kin"] if (m := _ZH_SIBLING.search(to_simplified(r.text))) else None for r in (a, b)]
    return None in said or said[0] == said[1]


def _another_pet(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether the newer of two pets' names is of a pet the household got ("we adopted a puppy, her name is Biscuit"
    after "We have a dog named Milo", 我们刚领养了一只小狗，叫饼干 after 我家狗叫旺财): two dogs, not the dog renamed."""
    if a.attributes.get("attribute") not in PET_SLOTS:
        return False
    newer = a if a.occurred_at >= b.occurred_at else b
    return new_pet(spoken_only(newer.text))


def _another_child(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether the newer of two children's names is of a child born ("we had a baby girl, her name is Lily" after "my
    daughter's name is Emma", 我生了个女儿，叫乐乐 after 我女儿叫朵朵): two daughters, not the daughter renamed."""
    if a.attributes.get("attribute") not in ("daughter", "son"):
        return False
    newer = a if a.occurred_at >= b.occurred_at else b
    return born(to_simplified(spoken_only(newer.text)))


def _address_in(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether the newer of two homes is a street address naming no place ("my address is 1420 Pine St, apt 3")
    and the older a place ("I moved to Denver"): where in it one lives, no move (one said with its city is a
    refinement, :func:`_refines`)."""
    newer, older = (a, b) if a.occurred_at >= b.occurred_at else (b, a)
    address, place = str(newer.attributes["value"]), str(older.attributes["value"])
    return (
        str(newer.attributes["attribute"]).strip().lower() == "lives_in"
        and street_address(address)
        and not street_address(place)
        and not _ADDRESS_PLACE.search(address)
    )


# what names a place after a street address's first part ("1420 Pine St, Denver", "12 Oak Rd Leeds LS6"): a part after
# a comma that is no unit ("apt 3", "#4", "Flat 2B", "3楼")
_ADDRESS_PLACE = re.compile(
    r",\s*(?!(?:apt|apartment|unit|suite|ste|flat|floor|fl|room|rm|no|#)\b|#|\d)[^\W\d_]{2,}", re.IGNORECASE
)


def _scopes_apart(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether two values of one slot hold in scopes apart ("I use a MacBook Pro at work", "At home I use a
    ThinkPad"; :mod:`~hindsight_core.lifecycle.value_scopes`), read with the newer one first."""
    newer, older = (a, b) if a.occurred_at >= b.occurred_at else (b, a)
    return other_scopes(
        one_slot(str(newer.attributes["attribute"]).strip().lower()),
        (newer.text, str(newer.attributes["value"])),
        (older.text, str(older.attributes["value"])),
    )


def _tastes_apart(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether two tastes of one value hold on conditions apart ("I love spicy food", then "I don't like spicy food
    when I'm sick"; 我喜欢喝咖啡, then 晚上我不喝咖啡了: :func:`~hindsight_core.lifecycle.value_scopes.conditions_apart`),
    so that the newer saying the opposite ends nothing."""
    attribute = str(a.attributes["attribute"]).strip().lower()
    if attribute not in (*_TASTES, "prefers") and not attribute.startswith("preferred_"):
        return False
    newer, older = (a, b) if a.occurred_at >= b.occurred_at else (b, a)
    return conditions_apart(_taste_said(newer), _taste_said(older))


def _taste_said(record: MemoryRecord) -> tuple[str, str]:
    """A taste's text and its value as said there ("not coffee" of "I don't drink coffee ..." is coffee)."""
    value = str(record.attributes["value"])
    return record.text, negated(value) or value


def _preference_changed(a: MemoryRecord, b: MemoryRecord) -> bool:
    """One preference of a kind replaced by another, said as a change ("Actually I prefer aisle seats now" after
    "I prefer window seats"; :mod:`~hindsight_core.lifecycle.preference_change`), read from the newer one."""
    newer, older = (a, b) if a.occurred_at >= b.occurred_at else (b, a)
    return changes_preference(
        newer.text, str(newer.attributes["value"]), older.text, str(older.attributes["value"])
    )


def _refines(short: str, long: str) -> bool:
    """Whether ``long`` says ``short`` more precisely: its first words (Google -> Google Maps), a part after a
    comma (Lyon -> 12 Rue de la Paix, Lyon), or, in Chinese, its characters (北京 -> 北京朝阳区); never a longer word holding it (vim is not neovim, Java not
    JavaScript) and never another version number (3.1 is not 3.11)."""
    if short == long:
        return True
    if any("\u3400" <= ch <= "\u9fff" for ch in short):
        return short in long
    if re.fullmatch(r"v?\d+(?:\.\d+)*", short):
        return False
    if short in (part.strip() for part in long.split(",")[1:]):
        return True  # an address ending in the city: "12 Rue de la Paix, Lyon" says where in Lyon
    words, more = short.split(), long.split()
    return len(words) < len(more) and more[: len(words)] == words


def supersede(
    old: MemoryRecord, new: MemoryRecord, *, as_told: bool = False
) -> tuple[MemoryRecord, MemoryRecord]:
    """Link the pair; the older one gets ``valid_to`` (bi-temporal supersession), nothing is overwritten. The older
    is the one said first; ``as_told`` (two values of a slot in conflict), the one told of the time before: "we
    moved to Portland in 2020" said a year after "I live in Seattle" is where one lived
    (:func:`~hindsight_core.lifecycle.told_of_before.told_of_before`). A whole turn of several clauses is marked with
    the clause replaced (:mod:`~hindsight_core.lifecycle.turn_clauses`): its others still hold."""
    older, newer = (old, new) if old.occurred_at <= new.occurred_at else (new, old)
    if as_told and told_of_before(newer, older):
        older, newer = newer, older
    older = marked_replaced(older).model_copy(
        update={
            "valid_to": older.valid_to or start_of(newer) or newer.occurred_at,  # a job starting later: then
            "superseded_by": newer.id,
            "conflicts_with": list(dict.fromkeys([*older.conflicts_with, newer.id])),
        }
    )
    newer = newer.model_copy(
        update={
            "valid_from": start_of(newer) or newer.valid_from or newer.occurred_at,
            "conflicts_with": list(dict.fromkeys([*newer.conflicts_with, older.id])),
        }
    )
    return (older, newer) if older.id == old.id else (newer, older)
