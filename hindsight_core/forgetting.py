"""Forgetting on request: what a call to ``forget`` or ``forget_user``, or a request heard in conversation,
asks to forget, found and handed to :class:`~hindsight_core.curation.Forgetter` (which forgets it, with its
cascade).

A query is matched in rounds up to its limit; a named slot ("forget my phone number") takes every version of
it; a matching copy of what goes (the same IBAN or phone number, the assistant's echo, an agent's note) goes
with it; and what a message said besides what is forgotten stays, a record of its own. A request said in chat
("forget what I told you about marcus", "上一条不用记") is matched only by what it names, and a correction
("it's shellfish, not peanuts") finds the record it corrects here too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime, timedelta

from hindsight_core.config import HindsightConfig
from hindsight_core.curation import Forgetter, Reinforcer, copy_of, query_coverage
from hindsight_core.extraction.changed_values import changed_measure
from hindsight_core.extraction.corrections import of_whom_it_says, shared_terms, takes_back
from hindsight_core.extraction.kin_slots import contact_named
from hindsight_core.extraction.name_requests import name_owner
from hindsight_core.extraction.pointing_back import POINTED_REACH, drops_the_task, pointed_at
from hindsight_core.extraction.request_terms import asks_for_many, asks_for_past, names_held
from hindsight_core.extraction.slot_names import names_only_slot, slot_named
from hindsight_core.lifecycle.copies import own_words
from hindsight_core.lifecycle.merge import source_traces
from hindsight_core.lifecycle.named_people import names_given, person_asked, says_person
from hindsight_core.lifecycle.partial_forget import rest_after_forget
from hindsight_core.lifecycle.slot_forget import anothers_slot, slot_versions, speakers_slot
from hindsight_core.lifecycle.values import negated
from hindsight_core.lifecycle.whose import other_owner_or_kind
from hindsight_core.models import ALL_STATUSES, HISTORY, LIVE, MemoryRecord, RecordFilter, new_id, utcnow
from hindsight_core.reader import RecordReader
from hindsight_core.reflector import Reflector
from hindsight_core.shared_forgets import SharedForgets
from hindsight_core.stores.capabilities import user_dropper
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.text import distinctive_values, holds_values
from hindsight_core.writer import RECORDED_APART, RecordWriter

# How far back, newest first, the records of a message a request points back at are looked for (it was the
# user's last message: its records are among their newest).
_SAID_LOOKBACK = 200
# How many records a request in chat naming more than one thing forgets at most ("the plate numbers I gave
# you", "everything about marcus"): each must say what it names.
_FORGET_MANY = 20


class ForgetRequests:
    """Turns what is asked to be forgotten (ids, a query, a user, a request said in chat) into the records
    that go, and forgets them through the :class:`~hindsight_core.curation.Forgetter`.

    The engine's ``forget`` and ``forget_user`` delegate here; the reflector calls :meth:`forget_asked`,
    :meth:`forget_said`, :meth:`forget_last_said` and :meth:`corrected` for what it hears in conversation.
    """

    def __init__(
        self,
        graph: GraphStore,
        vectors: VectorStore,
        writer: RecordWriter,
        reinforcer: Reinforcer,
        reader: RecordReader,
        reflector: Reflector,
        shared_forgets: SharedForgets,
        config: HindsightConfig,
    ) -> None:
        self._graph = graph
        self._vectors = vectors
        self._writer = writer
        self._forgetter = Forgetter(graph, writer, shared_forgets, config)
        self._reinforcer = reinforcer
        self._reader = reader
        self._reflector = reflector
        self._shared_forgets = shared_forgets
        self._config = config

    async def forget_user(self, user_id: str) -> dict[str, int]:
        """What :meth:`AsyncHindsight.forget_user <hindsight_core.engine.AsyncHindsight.forget_user>` does,
        on an engine already open: every record of ``user_id`` hard-forgotten, their traces, tombstones and
        vector collection erased; returns ``{"records": n, "traces": n}``.

        All of it with extraction paused and the user's write lock held (this process's, and on a store shared
        by processes the store's): a write of theirs racing the erasure (a retain, ``remember``, a queued turn
        reflected) waits for it, and lands before it (erased with the rest: a turn journaled before the journal
        is erased) or after it (stored as new, in a fresh collection); never between the last listing of their
        records and the drop of their collection (it would stay in the graph store, its vectors dropped)."""
        # in the order a reflection takes them (its run, then the writer's lock): neither waits on the other
        async with self._reflector.paused(), self._writer.locked([user_id]):
            traces = await self._reflector.erase_user(user_id)
            records = 0
            everything = RecordFilter(user_id=user_id, statuses=ALL_STATUSES)
            named: set[str] = set()  # the traces those forgets mark redacted steps in (erased already)
            while batch := await self._graph.list_records(everything, limit=500):
                named.update(t for r in batch for t in source_traces(r))
                gone = await self._forgetter.forget_held(
                    [r.id for r in batch], hard=True, now=utcnow(), user_id=user_id
                )
                if not gone:
                    break
                records += len(gone)
            # The tombstones those forgets left in the graph store are read here as other processes' would be
            # (the journal's read mark passes them), then the journal's copies are erased: else the next apply
            # (a reopen, a reflection) learnt them back, and every export carried the user's tombstones again.
            await self._shared_forgets.apply()
            # the marks and tombstones those forgets left here: else an import of the user's export (their own
            # data, brought back on purpose) took their episodes for hard-forgotten ones; and the traces of theirs
            # journaled since the first erasure (a turn captured meanwhile: nothing was extracted from it)
            traces += await self._reflector.erase_user(user_id, named)
            dropper = user_dropper(self._vectors)
            if dropper is not None:
                await dropper.drop_user(user_id)
        return {"records": records, "traces": traces}

    async def forget_ids(self, ids: list[str], *, hard: bool, user_id: str | None) -> list[str]:
        """Forget these records (with their cascade), the reinforcements noted so far written first; with
        ``user_id``, a record of another user is left alone."""
        await self._reinforcer.flush()
        return await self._forgetter.forget(ids, hard=hard, now=utcnow(), user_id=user_id)

    async def corrected(
        self, user_id: str, instead: str, until: datetime, said: tuple[str, str] | None = None
    ) -> MemoryRecord | None:
        """The record a correction corrects: the user's best current match said up to ``until`` (the
        correction), in the year before it, sharing at least two terms with what it says instead, or holding the
        value it takes back ("it's shellfish, not peanuts"). With ``said`` (a trace id and a step id), the current
        record of that step, ``instead`` being what the step said (a turn a later one in its task changes)."""
        flt = RecordFilter(user_id=user_id, statuses=("active",), until=until)
        ranked, _ = await self._reader.search(instead, flt, 5, utcnow(), conflicts=False, once_per_turn=False)
        return next(
            (
                h.record
                for h in ranked
                if h.record.valid_to is None
                and h.record.superseded_by is None
                and until - h.record.occurred_at <= timedelta(days=365)
                and (
                    said[1] in source_traces(h.record).get(said[0], ())  # (a repeat merged into it too)
                    if said is not None
                    else (shared_terms(instead, h.record.text) >= 2 or takes_back(instead, h.record.text))
                    and of_whom_it_says(instead, h.record.text)  # not the user's "nurse" for a sister's
                )
            ),
            None,
        )

    async def changed_in_session(
        self, user_id: str, session_id: str, until: datetime, change: str
    ) -> MemoryRecord | None:
        """The current record, among those of the session's last user messages stored up to ``until``, whose count
        or measure ``change`` changes ("Book a table for 4 people" / "actually make it 6 people": a turn opening its
        trace, as an adapter journals each turn), the latest first; None when none does."""
        flt = RecordFilter(user_id=user_id, session_id=session_id, statuses=("active",), until=until)
        recent = await self._graph.list_records(flt, limit=_SAID_LOOKBACK, newest_first=True)
        said: set[tuple[str, str]] = set()
        for record in recent:
            if record.source_kind != "user_stated" or record.trace_id is None:
                continue
            said |= {(record.trace_id, s) for s in source_traces(record).get(record.trace_id, ())}
            if len(said) > POINTED_REACH:
                break
            if (
                record.valid_to is None
                and record.superseded_by is None
                and changed_measure(change, record.text)
            ):
                return record
        return None

    async def forget_asked(self, user_id: str, what: str, until: datetime) -> list[str]:
        """A request said in conversation to forget ``what``: the best match said up to ``until`` (the
        request), a named slot's every version, and their copies, soft (as ``forget(query=...)``); only
        records that say every word the request names ("forget what I said about my manager being strict"
        is no request to forget who the manager is). Someone of the user's asked about by who they are
        ("everything about my sister", 前男友的事) takes every record saying them, and those saying the name a
        forgotten record gives them (:mod:`~hindsight_core.lifecycle.named_people`)."""
        hard = self._config.lifecycle.forget_in_chat_hard
        person = person_asked(what)
        gone = await self.forget_matching(
            what,
            user_id,
            hard=hard,
            limit=_FORGET_MANY if asks_for_many(what) or person else 1,
            until=until,
            holds=lambda text: names_held(what, text) or (person is not None and says_person(person, text)),
            past=asks_for_past(what),
        )
        if person is None and gone and asks_for_past(what) and asks_for_many(what):
            # "delete everything about my old job": what says the old value goes too ("I left Acme"), never
            # what says the one that holds now ("I left Acme, now I work at Globex")
            return gone + await self._forget_past_values(user_id, gone, until, hard=hard)
        if person is None or not gone:
            return gone
        # someone asked about by who they are ("everything about my sister") is also the name the user gave them
        # ("My sister Emma lives in York"): "Emma is getting married in June" goes too
        named = {
            n for r in await self._graph.get_records(gone) for n in names_given(person, r.text, r.entities)
        }
        return gone + await self._forget_each(
            user_id, sorted(named), until, hard=hard, holds=lambda name: functools.partial(names_held, name)
        )

    async def _forget_each(
        self,
        user_id: str,
        said: Sequence[str],
        until: datetime,
        *,
        hard: bool,
        holds: Callable[[str], Callable[[str], bool]],
    ) -> list[str]:
        """Every record (up to ``_FORGET_MANY`` a word) matching each of ``said`` that ``holds(it)`` accepts."""
        gone: list[str] = []
        for words in said:
            gone += await self.forget_matching(
                words, user_id, hard=hard, limit=_FORGET_MANY, until=until, holds=holds(words)
            )
        return gone

    async def _forget_past_values(
        self, user_id: str, gone: Sequence[str], until: datetime, *, hard: bool
    ) -> list[str]:
        """The records saying a past value of a slot whose versions ``gone`` holds, but none that holds now."""
        old = [r for r in await self._graph.get_records(list(gone)) if r.attributes.get("value")]
        slots = {r.attributes.get("attribute") for r in old}
        flt = RecordFilter(user_id=user_id, statuses=LIVE)
        # a current "not Acme" ("I left Acme") holds nothing: it says the past value, and goes with it
        stays = {
            str(r.attributes.get("value"))
            for r in await self._graph.list_records(flt)
            if r.attributes.get("attribute") in slots
            and r.valid_to is None
            and r.attributes.get("value")
            and negated(str(r.attributes.get("value"))) is None
        }
        past = sorted({str(r.attributes["value"]) for r in old} - stays)
        return await self._forget_each(
            user_id,
            past,
            until,
            hard=hard,
            holds=lambda value: functools.partial(_says_only_past, value, frozenset(stays)),
        )

    async def forget_said(self, user_id: str, trace_id: str, step_id: str, until: datetime) -> list[str]:
        """A request said in conversation that points back ("上一条不用记", "Don't want those stored."): the
        records of the user's message ``step_id`` of trace ``trace_id`` (said up to ``until``), and the copies
        of their values, soft (as ``forget(query=...)``) unless ``LifecycleConfig.forget_in_chat_hard``. A
        message id names a message within its conversation only: another chat's "m3" is another message."""
        hard = self._config.lifecycle.forget_in_chat_hard
        flt = RecordFilter(user_id=user_id, statuses=ALL_STATUSES if hard else HISTORY, until=until)
        await self._reinforcer.flush()
        recent = await self._graph.list_records(flt, limit=_SAID_LOOKBACK, newest_first=True)
        said = [r for r in recent if step_id in source_traces(r).get(trace_id, ())]
        if not said:
            return []
        chosen = [r.id for r in said]
        chosen += await self._value_copies(said, flt, exclude=set(chosen))
        return await self._forgetter.forget(chosen, hard=hard, now=utcnow(), user_id=user_id)

    async def forget_last_said(
        self, user_id: str, session_id: str, until: datetime, request: str
    ) -> list[str]:
        """A request pointing back that opens its trace (an adapter journals each turn as a trace of its own):
        the records of the message :func:`pointed_at` means among the session's last user messages stored up
        to ``until``, as :meth:`forget_said`. A message is known by its trace and id: the session's own record
        cites its steps in its own trace (a repeat merged into it from another chat is that chat's message)."""
        flt = RecordFilter(user_id=user_id, session_id=session_id, statuses=HISTORY, until=until)
        recent = await self._graph.list_records(flt, limit=_SAID_LOOKBACK, newest_first=True)
        said: dict[tuple[str, str], str] = {}
        # what a tool returned after the user's last message: the agent worked on what was asked, and "never
        # mind, forget it" drops that task
        worked = False
        for record in recent:
            worked = worked or (record.source_kind == "tool_returned" and not said)
            if record.source_kind != "user_stated" or record.trace_id is None:
                continue
            for step_id in source_traces(record).get(record.trace_id, ()):
                said.setdefault((record.trace_id, step_id), record.text)
            if len(said) >= POINTED_REACH:
                break
        if worked and drops_the_task(request):
            return []
        chosen = pointed_at(list(said.items()), request)
        return await self.forget_said(user_id, *chosen, until) if chosen is not None else []

    async def forget_matching(
        self,
        query: str,
        user_id: str,
        *,
        hard: bool,
        limit: int,
        until: datetime | None = None,
        holds: Callable[[str], bool] | None = None,
        past: bool = False,
    ) -> list[str]:
        """Forget the best ``limit`` matches of ``query``, in rounds: one search sees a bounded candidate pool
        (about 80 records), so "forget everything about X, up to 1000" searches again after each round
        until ``limit`` is reached or nothing more matches. What goes with a match is forgotten and returned
        too, and counts toward ``limit``: a semantic record's evidence, and a matching copy of what was
        forgotten (:func:`~hindsight_core.curation.copy_of`: a record holding the same IBAN or phone number,
        what an agent stored with ``store_memory``, the assistant's echo, the same statement from the same
        message; else the copy would keep the "forgotten" fact in recall). Asked for the ``past`` value ("forget
        my old number"), the value that holds now stays: a slot's past versions go, or, where none is known,
        the matches but the newest."""
        flt = RecordFilter(user_id=user_id, statuses=ALL_STATUSES if hard else HISTORY, until=until)
        done: list[str] = []
        bar: int | None = None
        await self._reinforcer.flush()
        # (someone's number or e-mail, "forget my wife's number", is their slot: :func:`slot_versions` takes it)
        named = slot_named(query) is not None or contact_named(query) is not None
        # "my old job", "where I used to live": the slot's past versions, whoever asks (the API's forget(query=) too)
        past = past or (named and asks_for_past(query))
        # a request heard in conversation naming one of the user's slots and nothing more ("please don't remember
        # my address", 把我的地址删掉) names every version of it, as forget(query=...) does: "I live at 42 Maple
        # Street" never says "address"
        whole_slot = named and names_only_slot(query)

        def said(record: MemoryRecord) -> bool:  # says what is named (a request heard in conversation)
            return holds is None or holds(record.text)

        ranked = (
            (
                await self._reader.search(
                    query, flt, limit + 10, utcnow(), conflicts=False, once_per_turn=False
                )
            )[0]
            if named
            else []
        )
        ranked = [h for h in ranked if whole_slot or said(h.record)]
        versions = await slot_versions(self._graph, flt, query, [h.record for h in ranked]) if named else []
        # a request for the name of one the user has ("my boss's name", 我狗的名字) asks for its slot's value: every
        # version says it ("My boss is Martin Hale" says no "name")
        naming = name_owner(query) is not None
        versions = [
            r
            for r in versions
            # (the slot named alone is the speaker's: "don't remember my address" never takes the sister's)
            if (naming or (whole_slot and speakers_slot(r)) or said(r))
            and (not past or r.valid_to is not None)
        ]
        if versions:
            # a slot named ("forget my phone number"): every version of it, and their copies
            found = {h.record.id: h.record for h in ranked} | {r.id: r for r in versions}
            chosen = [r.id for r in versions]
            # what a message said besides the slot's values stays, a memory of its own ("I live in Paris and
            # my phone is 555-0101": the phone's clause goes, Paris stays; the boss's number beside "mine"), and
            # so do the copies of what stays (the phone's own record, for "forget where I live")
            values = [str(r.attributes.get("value", "")) for r in versions]
            rests = {
                c: rest for c in chosen if (rest := _rest_of(found[c], query, values=values)) is not None
            }
            more = [
                i
                for i in found
                if i not in chosen
                and any(copy_of(found[i], r, query) for r in versions)
                and not _holds_only_what_stays(found[i], rests.values())
            ]
            rests |= _rests_of_copies([found[i] for i in more], query, values=values)
            chosen += more
            copies = await self._value_copies(
                [found[c] for c in chosen], flt, exclude=set(chosen), kept=rests
            )
            rests |= _rests_of_copies(await self._graph.get_records(copies), query, values=values)
            chosen += copies
            gone = await self._forgetter.forget(chosen, hard=hard, now=utcnow(), user_id=user_id)
            if gone and rests:
                await self._writer.store(list(rests.values()))
            return gone
        while len(done) < limit:
            want = limit - len(done)
            ranked, _ = await self._reader.search(
                query, flt, want + 10, utcnow(), conflicts=False, once_per_turn=False
            )
            ranked = [h for h in ranked if said(h.record)]
            if past and len(ranked) > 1:  # the newest says what holds now
                newest = max(ranked, key=lambda h: h.record.occurred_at).record.id
                ranked = [h for h in ranked if h.record.id != newest]
            # (a slot named as the user's is never another's: "forget my phone number" keeps "Sam's number is ...")
            found = {h.record.id: h.record for h in ranked if not (named and anothers_slot(h.record, query))}
            # a request heard in chat is matched by what it names (:func:`names_held`: "the CoS number" is
            # held by "certificate of sponsorship number C2G8K41120X"), of the owner and kind it names as
            # forget(query=...) reads them (别记我的电话号码了 never takes 我老板的电话是139…), else by the query's
            # words or meaning
            matched = (
                [i for i, r in found.items() if not other_owner_or_kind(query, own_words(r.text))]
                if holds is not None
                else await self._forgetter.matching(query, list(found.values()))
            )
            ids = [i for i in matched if i not in done]
            if not ids:
                break
            # the records saying the query's words before those matched by meaning alone, in rank order: recall
            # for "Berlin" may rank "I moved to Munich last week" first (the move ends the Berlin home), but
            # "forget Berlin" means "I live in Berlin"
            ids.sort(key=lambda i: -query_coverage(query, found[i]))
            # past the best match, only records holding as many of the query's words: "forget the meeting on
            # tuesday" with a limit of 5 takes Tuesday's meetings, not Monday's (they share only "meeting")
            # (the bar is the first round's: a later round's best is what the first left behind)
            bar = query_coverage(query, found[ids[0]]) if bar is None else bar
            chosen = [i for i in ids if query_coverage(query, found[i]) >= bar][:want]
            # what a matched message said besides what is forgotten stays, a memory of its own
            # (and of a copy the user said: the whole message beside its clause's own record)
            kept = {i: rest for i in chosen if (rest := _rest_of(found[i], query)) is not None}
            while more := [  # a copy's copies too (the agent's stored fact, the turn, the assistant's echo)
                i
                for i in ids
                if i not in chosen
                and any(copy_of(found[i], found[c], query) for c in chosen)
                and not _holds_only_what_stays(found[i], kept.values())
            ]:
                kept |= _rests_of_copies([found[i] for i in more], query)
                chosen += more
            copies = await self._value_copies([found[c] for c in chosen], flt, exclude=set(chosen), kept=kept)
            kept |= _rests_of_copies(await self._graph.get_records(copies), query)
            chosen += copies
            gone = await self._forgetter.forget(chosen, hard=hard, now=utcnow(), user_id=user_id)
            if not gone:
                break
            done.extend(i for i in gone if i not in done)
            if kept:
                await self._writer.store(list(kept.values()))
        return done

    async def _value_copies(
        self,
        chosen: Sequence[MemoryRecord],
        flt: RecordFilter,
        *,
        exclude: set[str],
        kept: Mapping[str, MemoryRecord] | None = None,
    ) -> list[str]:
        """The user's other records that hold every distinctive value of a chosen record (its IBAN, its phone
        number, its e-mail or street address, a name or date of birth it gives), whatever their words: the
        assistant's "refunds will go to FR76..." goes with "my IBAN is FR76..." even though it never says
        "IBAN", "Zoe Marchetti is a lovely name!" with "my daughter's name is Zoe Marchetti". A value a chosen
        record keeps in what stays of it (``kept``: the phone number beside "I live in Paris", for "forget where
        I live") is no value that goes."""
        out: list[str] = []
        for record in chosen:
            values = distinctive_values(record.text)
            if kept and record.id in kept:
                values -= distinctive_values(kept[record.id].text)
            if not values:
                continue
            ranked, _ = await self._reader.search(
                record.text, flt, 30, utcnow(), conflicts=False, once_per_turn=False
            )
            out += [
                h.record.id
                for h in ranked
                if h.record.id not in exclude
                and h.record.id not in out
                and holds_values(h.record.text, values)
            ]
        return out


def _says_only_past(value: str, stays: frozenset[str], text: str) -> bool:
    """Whether ``text`` says a slot's past ``value`` and none of the values that hold now (``stays``)."""
    return names_held(value, text) and not any(names_held(s, text) for s in stays)


def _holds_only_what_stays(record: MemoryRecord, rests: Iterable[MemoryRecord]) -> bool:
    """Whether every distinctive value ``record`` holds is one a forget keeps (in what stays of a message that
    said more): "my phone is 555-0101", the clause's own record, is no copy of "I live in Paris and my phone is
    555-0101" for "forget where I live"."""
    values = distinctive_values(record.text)
    return bool(values) and values <= set().union(*(distinctive_values(r.text) for r in rests))


def _rests_of_copies(
    copies: Iterable[MemoryRecord], query: str, *, values: Sequence[str] = ()
) -> dict[str, MemoryRecord]:
    """What stays of the copies a forget takes that the user said (the whole message beside its clause's own
    record): never of an assistant's echo or an agent's note, which go whole."""
    return {
        r.id: rest
        for r in copies
        if r.source_kind == "user_stated" and (rest := _rest_of(r, query, values=values)) is not None
    }


def _rest_of(record: MemoryRecord, query: str, *, values: Sequence[str] = ()) -> MemoryRecord | None:
    """A new record of what ``record`` says besides what the forget ``query`` names (its other clauses; with
    ``values``, those of a named slot's values), or ``None`` when it goes whole
    (:func:`~hindsight_core.lifecycle.partial_forget.rest_after_forget`)."""
    if record.kind != "episodic" or record.status not in LIVE:
        return None
    rest = rest_after_forget(record.text, query, values=values)
    if rest is None:
        return None
    said = rest.casefold()
    attributes = {
        k: v
        for k, v in record.attributes.items()
        if k not in ("subject", "attribute", "value")
        or str(record.attributes.get("value", "")).casefold() in said
    }
    if "value" not in attributes:
        attributes = {k: v for k, v in attributes.items() if k not in ("subject", "attribute")}
    return record.model_copy(
        update={
            "id": new_id(),
            # listed right after the record it stays of (the same turn's time): not before or after it by the ids
            "recorded_at": record.recorded_at + RECORDED_APART,
            "text": rest,
            "entities": [e for e in record.entities if e.casefold() in said],
            "attributes": attributes,
            "conflicts_with": [],
            "superseded_by": None,
            "recall_count": 0,
        }
    )


__all__ = ["ForgetRequests"]
