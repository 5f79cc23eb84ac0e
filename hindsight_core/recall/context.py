"""Reconstruction: a deterministic context block from ranked hits (dated, sourced, conflicts flagged)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from functools import lru_cache

from hindsight_core.lifecycle.contradictions import contradicted
from hindsight_core.lifecycle.copies import own_words, restates
from hindsight_core.lifecycle.held_at import ended, not_started
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.turn_clauses import REPLACED_CLAUSE
from hindsight_core.models import GENERATED_STEP_PREFIX, MemoryRecord, RecallHit
from hindsight_core.recall.fusion import approx_tokens
from hindsight_core.text import has_cjk, keyword_terms, same_speaker, without_accents

HEADER = (
    "Relevant memories (most relevant first; [date] when it was said or recorded, 'about' the dates it names, "
    "[src] the source ids):"
)


def format_hit(
    hit: RecallHit, max_text_chars: int | None = None, query: str = "", now: datetime | None = None
) -> str:
    """One line of the block; ``max_text_chars`` keeps that much of a longer memory text: the passage that
    holds most of the query's words (with the text's start), else its start. Whether a value still holds is read
    at ``now``, the time of the question (:mod:`~hindsight_core.lifecycle.held_at`; any end when None): a job
    the user leaves next month is current until then, the one told to start then is not yet."""
    record = hit.record
    text = record.text
    if max_text_chars is not None and len(text) > max_text_chars:
        text = passage(text, query, max_text_chars)
    date = record.occurred_at.strftime("%Y-%m-%d")
    tags = [record.event_type, record.source_kind]
    if record.kind == "semantic":
        tags.insert(0, "semantic")
    if record.status == "pending":
        tags.append("unconfirmed")
    tags.append(f"confidence {record.confidence:.2f}")
    named = [d for d in record.attributes.get("mentioned_dates", "").split(",") if d.strip() and d != date]
    if named:  # "yesterday" said on May 8 is about May 7: the model should not have to work it out
        tags.append("about " + ", ".join(named[:3]))
    if due := record.attributes.get("due_date"):  # weeks said then: how far along now follows from it
        tags.append(f"due {due}")
    line = f"- [{date}] {text} ({', '.join(tags)})"
    # the ids the application gave its messages; ids hindsight made up for messages without one ("gen-<uuid>")
    # name nothing the model or the application can use, and took over 40% of a block's tokens
    given = [i for i in record.source_ids if not i.startswith(GENERATED_STEP_PREFIX)]
    if given:
        shown = given[:5]
        more = f" +{len(given) - 5}" if len(given) > 5 else ""
        line += f" [src: {', '.join(shown)}{more}]"
    superseded = ended(record, now)
    until = record.valid_to.strftime("%Y-%m-%d") if record.valid_to else "?"
    if not superseded and record.valid_to is not None:  # ends after the question: still the value
        return line + f" [current value until {until}" + (", then replaced]" if record.superseded_by else "]")
    if not_started(record, now) and record.valid_from is not None:
        starts = record.valid_from.strftime("%Y-%m-%d")
        return line + f" [starts on {starts}: not yet the value, the current value holds until then]"
    if superseded and (clause := record.attributes.get(REPLACED_CLAUSE)):
        # a whole turn of several clauses, one of them replaced: the others still hold (turn_clauses)
        return line + f' [partly replaced: "{clause}" superseded on {until}; the rest still holds]'
    if hit.conflict:
        # shown beside the value that replaced it (or that it replaced): a change the user said, which the model
        # must read as one ("CONFLICT" made it ask which home is right after "I moved to Manchester")
        if superseded:
            line += f" [former value: superseded on {until}, kept for history]"
        # neither replaces the other: "allergic to penicillin", "no drug allergies"
        elif contradicted(record):
            line += " [CONFLICT: contradicts another memory, unresolved]"
        else:
            line += " [current value: replaces an older memory]"
    elif superseded:  # its successor is not shown (forgotten, expired, filtered out): still not current
        line += f" [superseded on {until}, kept for history]"
    return line


def passage(text: str, query: str, chars: int) -> str:
    """About ``chars`` characters of ``text`` for ``query``: its start when that holds the query's words (or
    none are in the text), else a short start and the window holding most of them (the answer at the end of a
    pasted note or a long log).

    >>> passage("line 1: ok. " * 50 + "FINAL: quota exceeded on node-7", "which node exceeded its quota?", 120)
    'line 1: ok. line 1: … FINAL: quota exceeded on node-7 [... 580 more characters]'
    """
    lower = text.lower()
    # as the query's terms are spelled (case-folded, no accents: "telefonica" finds Telefónica), where that keeps
    # every place in the text where it was (ß, which folds to two letters, does not)
    folded = without_accents(text.casefold())
    lower = folded if len(folded) == len(text) else lower
    terms = [t for t in dict.fromkeys(keyword_terms(query)) if len(t) > 1 and t in lower]
    head = text[: _word_end(text, chars)]
    if not terms or _holds(head.lower(), terms) >= len(terms):
        return head.rstrip() + f" [... {len(text) - len(head)} more characters]"
    lead = max(20, chars // 6)
    width = chars - lead
    # Windows start a little before the places of the query's rarest word in the text (at most _PLACES of
    # them: a log repeating a common word must not make each call read it thousands of times).
    rarest = min(terms, key=lower.count)
    places = [m.start() for _, m in zip(range(_PLACES), re.finditer(re.escape(rarest), lower), strict=False)]
    best_start, best = 0, -1
    for position in places:  # the window holding most of the query's words
        start = max(lead, position - width // 4)
        held = _holds(lower[start : start + width], terms)
        if held > best:
            best_start, best = start, held
    begin = _word_start(text, best_start)
    window = text[begin : _word_end(text, best_start + width)]
    opening = text[: _word_end(text, lead)]
    shown = len(window) + len(opening)
    return f"{opening.rstrip()} … {window.strip()} [... {len(text) - shown} more characters]"


_PLACES = 50
# a cut inside a word moves to the space before it (after it, for a passage's start) when one is this near;
# a text without spaces (Chinese, a long token) is cut where it is
_WORD_REACH = 30


def _inside_word(text: str, at: int) -> bool:
    return 0 < at < len(text) and not text[at - 1].isspace() and not text[at].isspace() and _spaced(text[at])


def _spaced(char: str) -> bool:
    """Whether ``char`` belongs to a script that puts spaces between words (not Chinese or Japanese)."""
    return not ("\u3000" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff")


def _word_end(text: str, end: int) -> int:
    """``end``, or the space before the word it cuts."""
    if not _inside_word(text, end):
        return end
    space = text.rfind(" ", max(0, end - _WORD_REACH), end)
    return space if space > 0 else end


def _word_start(text: str, start: int) -> int:
    """``start``, or the start of the next word when it cuts one."""
    if not _inside_word(text, start):
        return start
    space = text.find(" ", start, start + _WORD_REACH)
    return space + 1 if space >= 0 else start


def _holds(text: str, terms: Sequence[str]) -> int:
    return sum(1 for t in terms if t in text)


def replaced_clauses(
    record: MemoryRecord, others: Iterable[MemoryRecord], at: datetime | None
) -> list[MemoryRecord]:
    """The records of ``others`` of ``record``'s own message, replaced by a successor by ``at``, whose words
    ``record`` (holding still) says whole as a clause of its own, or as all it says: the clauses a whole turn ("Hi, I'm Alice. I live
    in Paris and I work as a nurse.") says that no longer hold ("I live in Paris" after "actually I moved to
    Lyon"); the turn's other clauses still do."""
    if ended(record, at) or not record.source_ids:
        return []
    return [
        other
        for other in others
        if other.id != record.id
        and other.source_ids == record.source_ids
        and other.superseded_by is not None
        and ended(other, at)
        # a clause of it, or all of it: "I work at Microsoft as a PM" is a turn (the job) and a clause (the employer)
        and (said_within(other, record) or _own(other.text) == _own(record.text))
        # (not another's value said with it: "Alex and Sam live in Boston" is Alex's home and Sam's, and Sam moving
        # leaves Alex's whole)
        and not _others_slot(other, record)
    ]


def _others_slot(other: MemoryRecord, record: MemoryRecord) -> bool:
    """Whether ``other`` and ``record`` each hold a slot, of two different people."""
    theirs, own = slot(other), slot(record)
    return theirs is not None and own is not None and theirs[0] != own[0]


def _replaced_note(record: MemoryRecord, shown: Sequence[RecallHit], now: datetime | None) -> str:
    """What of a whole turn among ``shown`` no longer holds at ``now`` (:func:`replaced_clauses`), as a mark on its
    line: the turn is kept (its other clauses hold, and it is the history), but must not read as the current value
    of what was replaced beside that value."""
    clauses = replaced_clauses(record, [h.record for h in shown], now)
    if not clauses:
        return _only_own_replaced(record, shown, now)
    said = "; ".join(
        f'"{own_words(c.text).strip().rstrip(_ENDS)}" superseded on '
        + (c.valid_to.strftime("%Y-%m-%d") if c.valid_to else "?")
        for c in clauses[:3]
    )
    return f" [partly replaced: {said}; the rest still holds]"


def _only_own_replaced(record: MemoryRecord, shown: Sequence[RecallHit], now: datetime | None) -> str:
    """The mark of a whole turn superseded for the value of its own slot ("I'm Dana, I work at Microsoft and I live
    in Seattle" holding the employer, after "I just started at Google") while a clause of it among ``shown`` still
    holds ("I live in Seattle"): what alone was replaced, so that the rest does not read as former too."""
    value = record.attributes.get("value")
    if (
        not value
        or REPLACED_CLAUSE in record.attributes
        or record.superseded_by is None
        or not ended(record, now)
        or not record.source_ids
    ):
        return ""
    holding = any(
        h.record.id != record.id
        and h.record.source_ids == record.source_ids
        and not ended(h.record, now)
        and said_within(h.record, record)
        for h in shown
    )
    return f' [only "{value}" was replaced; its other clauses still hold]' if holding else ""


def build_context(
    hits: Sequence[RecallHit], max_tokens: int, query: str = "", now: datetime | None = None
) -> str:
    """The block handed to the model; empty when there is nothing to say. Stops at ``max_tokens``; a best
    memory longer than the whole budget keeps the passage that answers ``query``. ``now``: the time of the
    question, at which a value's end counts (:func:`format_hit`)."""
    if not hits:
        return ""
    lines = [HEADER]
    used = approx_tokens(HEADER)
    shown: list[RecallHit] = []
    for hit in hits:
        copies = [i for i, other in enumerate(shown) if _same_statement(hit, other, now)]
        # an agent's stored copy of a turn, the turn itself: the budget holds it once; but a message shown after the
        # clauses of it a slot reads ("my son is called Leo") says more: it takes their place (beside them when a
        # conflict is flagged on either: each keeps its flag)
        if copies and not all(_says_more(hit, shown[i]) for i in copies):
            continue
        # (read once the line is to be shown: a copy dropped needs no mark)
        note = _replaced_note(hit.record, hits, now)
        if copies and not (hit.conflict or any(shown[i].conflict for i in copies)):
            line = format_hit(hit, now=now) + note
            grown = approx_tokens(line) - sum(approx_tokens(lines[i + 1]) for i in copies)
            if used + grown <= max_tokens:
                lines[copies[0] + 1], shown[copies[0]] = line, hit
                for i in reversed(copies[1:]):
                    del lines[i + 1], shown[i]
                used += grown
            continue
        shown.append(hit)
        line = format_hit(hit, now=now) + note
        cost = approx_tokens(line)
        if used + cost > max_tokens and len(lines) > 1:
            break
        if (
            used + cost > max_tokens
        ):  # the best memory alone is longer than the budget (a pasted log): its start
            line = _fitted(hit, max_tokens - used, query, now) + note
            cost = approx_tokens(line)
        lines.append(line)
        used += cost
    return "\n".join(lines)


def _same_statement(hit: RecallHit, shown: RecallHit, now: datetime | None) -> bool:
    """Whether ``hit`` says what a memory already in the block says (:func:`restates`), both current or both
    past (a superseded turn and the current clause it held are two things to show)."""
    a, b = hit.record, shown.record
    return ended(a, now) == ended(b, now) and (
        restates(a, b) or _learned_from(a, b) or _learned_from(b, a) or said_within(a, b) or said_within(b, a)
    )


def said_within(inner: MemoryRecord, outer: MemoryRecord) -> bool:
    """Whether the speaker of ``outer`` says ``inner``'s words whole in it, as a clause of its own, in another
    message: "I'm allergic to penicillin" in "just fyi I'm allergic to penicillin, it gives me hives" (the block
    showed both, one memory twice); never inside a clause that says something else of it ("I don't think I'm
    allergic to penicillin", "my son is 5 months old" of "my son is 5")."""
    words, other = _own(inner.text), _own(outer.text)
    least = _LEAST_HELD // 2 if has_cjk(words) else _LEAST_HELD
    at = other.find(words) if len(words) >= least and same_speaker(inner.text, outer.text) else -1
    if at < 0 or len(other) == len(words):
        return False
    before, after = other[:at], other[at + len(words) :]
    return bool(_OPENS.fullmatch(before)) and bool(_CLOSES.match(after))


#: The fewest characters a memory's words hold to be looked for in another's ("ok" is in many messages); half that
#: in Chinese (我对青霉素过敏 is seven).
_LEAST_HELD = 8
# what may come before a clause said whole in a longer message: nothing, a clause ended, or an aside
_OPENS = re.compile(
    r"(?:.*[.。!！?？,，;；]\s*)?(?:(?:just|also|oh|and|so|ok|okay|hey|btw|fyi|by\s+the\s+way|again|对了|另外|还有|"
    r"然后|再说一遍|再说一次)[\s,，]*)*",
    re.DOTALL,
)
# what may come after it: nothing, or the end of its clause
_CLOSES = re.compile(r"$|\s*[.。!！?？,，;；:：、(（]|\s+(?:and|but|so|because|which)\b")


def _learned_from(semantic: MemoryRecord, episode: MemoryRecord) -> bool:
    """Whether ``semantic`` was induced from ``episode`` alone (a fact said in many conversations is one merged
    record): the same knowledge, which the episode says in the user's own words."""
    return (
        semantic.kind == "semantic" and episode.kind == "episodic" and semantic.supporting_ids == [episode.id]
    )


def _says_more(hit: RecallHit, shown: RecallHit) -> bool:
    """Whether ``hit``'s words hold ``shown``'s and more: the whole message a clause was read from, the episode
    alone a semantic record was induced from."""
    if _learned_from(shown.record, hit.record):
        return True
    inner, outer = _own(shown.record.text), _own(hit.record.text)
    return bool(inner) and len(outer) > len(inner) and inner in outer


@lru_cache(maxsize=4096)
def _own(text: str) -> str:
    """``text``'s own words, folded (the block compares every pair of its hits: each text is read once)."""
    return own_words(text).strip().strip(_ENDS).strip().casefold()


_ENDS = ".。!！?？,，;；:："


def _fitted(hit: RecallHit, tokens: int, query: str, now: datetime | None) -> str:
    """The hit's line with as much of its text as fits in ``tokens`` (at least 80 characters)."""
    low, high = 80, len(hit.record.text)
    while low < high:  # the longest passage whose line fits
        middle = (low + high + 1) // 2
        if approx_tokens(format_hit(hit, middle, query, now)) <= tokens:
            low = middle
        else:
            high = middle - 1
    return format_hit(hit, low, query, now)
