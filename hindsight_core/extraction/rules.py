"""The offline extractor: one record per informative step, typed by cue patterns, no LLM.

    >>> import asyncio
    >>> from datetime import datetime, UTC
    >>> from hindsight_core.models import Scope, TraceStep
    >>> window = ExtractionWindow(trace_id="t1", scope=Scope(user_id="u1"), reference_time=datetime.now(UTC),
    ...     steps=[TraceStep(step_id="s1", type="user_input", name="Alice", content="I usually use PostgreSQL."),
    ...            TraceStep(step_id="s2", type="user_input", name="Alice", content="thanks!")])
    >>> [(f.text, f.event_type, f.attributes["attribute"]) for f in asyncio.run(RuleExtractor().extract(window))]
    [('Alice said: I usually use PostgreSQL.', 'preference', 'preferred_database')]

One record per step keeps provenance to exactly one step and loses nothing; dedup and conflict handling
downstream merge what repeats. Low-information steps ("ok", "好的") and small talk ("it's so sunny today!", 好困，睡了)
are skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hindsight_core.extraction import turns
from hindsight_core.extraction.answers import answered_slot
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow
from hindsight_core.extraction.clause_subjects import runs_of_their_own
from hindsight_core.extraction.corrections import opens_correction
from hindsight_core.extraction.cues import (
    AttributeMatch,
    event_type_of,
    sentences,
    strongest_event_type,
)
from hindsight_core.extraction.dates import mentioned_dates
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.dose_pointer import dose_changed
from hindsight_core.extraction.entities import Casing, entity_names
from hindsight_core.extraction.fragments import no_predicate
from hindsight_core.extraction.hedges import guessed, unhedged
from hindsight_core.extraction.normalize import normalize_tool_result, render_tool_data, tool_name_of
from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.extraction.picks import item_picked, offer_taken, option_name, picks_by_name, place_picked
from hindsight_core.extraction.requests import without_memory_requests
from hindsight_core.extraction.smalltalk import is_small_talk
from hindsight_core.extraction.subject_left_out import left_out
from hindsight_core.extraction.tool_steps import (
    UNANSWERED_CALL,
    call_id_of,
    call_values,
    calls_of_results,
    render_tool_call,
    result_slot,
    retried_results,
    troubled,
    values_text,
)
from hindsight_core.extraction.turn_values import (
    LEAD_IN,
    beside_in_clause,
    clause_bounds,
    doubting_sentences,
    found_in,
    primary_value,
    said_as_guess,
    slot_of,
    turn_guessed,
    turn_slot,
)
from hindsight_core.language import spoken_in_chinese
from hindsight_core.lifecycle.merge import GUESS_CONFIDENCE
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.models import TraceStep
from hindsight_core.text import has_cjk, normalize_entity


@dataclass(frozen=True, slots=True)
class RuleConfidence:
    """Confidence given to rule-extracted facts, by where they came from.

    Attributes:
        user_cue: A user statement that matched a cue (preference, decision...).
        user_observation: A user statement with no cue.
        tool_returned: A tool result.
        model_inferred: Something the assistant said or did (under the default pending gate: kept, not
            recalled unless asked for; what a model says is not evidence about the user).
        question: A question nobody answers in the window (under the default pending gate: kept, not
            recalled unless asked for, so it never outranks the statement that answers it).
        guess: The most a user statement said as a guess carries ("I think my manager is called Tom, not
            sure", 我老板好像叫王磊; not a taste or an intent said gently, "I think I prefer tea now"). At the
            default pending gate: recalled, and at or under ``GUESS_CONFIDENCE`` it never supersedes a value said
            with more (``lifecycle.merge.conflicts``); a later plain statement of the slot supersedes it.
    """

    user_cue: float = 0.9
    user_observation: float = 0.75
    tool_returned: float = 0.85
    model_inferred: float = 0.6
    question: float = 0.5
    guess: float = GUESS_CONFIDENCE

    def __post_init__(self) -> None:
        for name in ("user_cue", "user_observation", "tool_returned", "model_inferred", "question", "guess"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"RuleConfidence.{name} must be between 0 and 1, got {value}")


def _who(step: TraceStep, chinese: bool) -> str:
    speaker = turns.speaker(step)
    if speaker:
        return speaker
    if step.type == "user_input":
        return "用户" if chinese else "The user"
    return "助手" if chinese else "The assistant"


def _held_where(match: AttributeMatch) -> tuple[str, str, int]:
    """A value and where it ends: the same for each person a clause says it of ("Alex and Sam live in Boston")."""
    return match.attribute, match.value, match.span[1]


def _about(text: str, who: str, chinese: bool) -> str:
    """``text`` saying whom it is about: "(about my wife)", "(about Sarah)" (a person introduced by name is no one's
    "my"), （说的是老婆）."""
    if chinese:
        return f"{text}（说的是{who}）"
    return f"{text} (about {who if has_cjk(who) or who[:1].isupper() else 'my ' + who})"


def _said(step: TraceStep, content: str, chinese: bool) -> str:
    return f"{_who(step, chinese)}说：{content}" if chinese else f"{_who(step, chinese)} said: {content}"


class RuleExtractor:
    """Extracts one ``ExtractedFact`` per informative step, offline.

    Args:
        confidence: Confidence per source; see ``RuleConfidence``.
        max_tool_chars: Tool output longer than this is cut in the fact text (the trace keeps all of it);
            ``None`` keeps everything.

    Example:
        ``facts = await RuleExtractor().extract(window)``
    """

    name = "rules"
    #: A question asked last in a window that is not the trace's last is left to the next window, which folds it
    #: with its answer, or stores it alone when nothing answers it there (``reflection_windows.left_question``).
    leaves_trailing_questions = True

    def __init__(
        self, *, confidence: RuleConfidence | None = None, max_tool_chars: int | None = 4000
    ) -> None:
        self.confidence = confidence or RuleConfidence()
        if max_tool_chars is not None and max_tool_chars < 1:
            raise ValueError("max_tool_chars must be a positive number of characters, or None")
        self.max_tool_chars = max_tool_chars

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        """The facts of ``window``; never raises for odd content (no LLM, nothing to fail)."""
        return self.extract_sync(window)

    def extract_sync(self, window: ExtractionWindow) -> list[ExtractedFact]:
        """Same as ``extract``, for callers without an event loop."""
        retried = retried_results(window.steps)
        calls = calls_of_results(window.steps, retried)
        asked = turns.questions(window.steps)
        last_utterance = max(
            (i for i, s in enumerate(window.steps) if s.type in ("user_input", "model_output")), default=-1
        )
        # how the conversation writes its words: "Hope" opening a turn is the Hope the user met at the gym, "Flat"
        # opening "Flat white is my favourite coffee" no name
        casing = Casing.of(
            (turns.own_words(s) for s in window.steps if s.type == "user_input"),
            (turns.own_words(s) for s in window.steps if s.type == "model_output"),
        )
        facts: list[ExtractedFact] = []
        for index, step in enumerate(window.steps):
            fact: ExtractedFact | None
            if index in asked and asked[index] is None:
                continue  # a question folded into the utterance that answers it
            if not window.final and index == last_utterance and turns.only_asks(step) and index not in asked:
                continue  # asked last, answered (if at all) in the next window, which folds the pair
            if step.type == "tool_result" and index in retried:
                continue  # an attempt a retry of the same call replaced: the last result is what happened
            if step.type == "tool_result":
                fact = self._tool_result(step, window, calls.get(index))
            elif step.type == "tool_call":
                # a call answered in this window is stored with its result (_tool_result)
                answered = any(c is step for c in calls.values())
                fact = None if answered else self._tool_call(step, window)
            else:
                paired = asked.get(index)
                question = window.steps[paired] if paired is not None else None
                facts.extend(self._utterance(step, window, question=question, index=index, casing=casing))
                continue
            if fact is not None:
                facts.append(fact)
        return facts

    # -- one step each --------------------------------------------------------------------------------

    def _utterance(
        self,
        step: TraceStep,
        window: ExtractionWindow,
        *,
        question: TraceStep | None = None,
        index: int,
        casing: Casing,
    ) -> list[ExtractedFact]:
        """One turn as a fact, typed and slotted by what it states (its questions are not statements);
        ``question`` is the question it answers, added after the answer in the fact's text; without one, the
        questions of the turn before ``window.steps[index]`` (read only when its short answer may fill the slot
        asked). A user's turn
        stating values in several clauses ("I moved to Lisbon, and I'm allergic to shellfish") gives each
        value after the first its own fact too, the clause that states it: the turn's record holds one
        value, and a later change of that value must not take the others with it into history."""
        content = turns.own_words(step)
        user = step.type == "user_input"
        if user:
            # "Please forget my phone number +44 ...": what a request to forget names is not remembered from it
            content = without_memory_requests(content)
            if not content:
                return []
        if is_small_talk(content) and question is None:
            return []  # fillers, today's weather, a passing mood: the trace keeps them, no memory does
        stated = turns.stated(content)
        asker_step, asked = (question, turns.own_words(question)) if question is not None else (None, "")
        # a pick by its place ("let's go with the second one", 就第一个吧), read with the item of the list it picks
        picked = item_picked(window.steps, index) if question is None and stated else None
        if (
            question is None
            and stated  # a question or a request back ("any tips?", 讲个冷知识吧) answers nothing asked before it
            and (
                before := picked
                # a reply of a few words after a turn that says more and asks ("31" after "Nice, that's a solid
                # habit! How many did you read last year?") is read with the questions asked: alone it says nothing
                # of what it answers; a pick among what the turn before offered ("fedora obv" after "Install Fedora
                # or Ubuntu"), with the sentences that offered it
                or (
                    (turns.question_before(window.steps, index) or turns.offer_before(window.steps, index))
                    if turns.bare_reply(content) or picks_by_name(content)
                    else None
                )
                # what the turn before offered, taken by the user without naming it ("I'll get that one", 就它了)
                or (offer_taken(window.steps, index) if user else None)
            )
        ):
            asker_step, asked = before
        # one language for the answer and its question: "Notion。" answering 你用什么记笔记？ is framed in Chinese
        chinese = spoken_in_chinese(f"{content} {asked}")
        text = _said(step, content, chinese)
        if (referent := turns.referent_before(window.steps, index)) is not None:
            # "she's a primary school teacher" after "my partner says she can cover rent": whom it is about
            text = _about(text, referent, chinese)
        if asker_step is not None:
            # The answer leads (its speaker is the record's speaker, what recall's speaker match reads); the
            # question follows as context.
            asker = _who(asker_step, chinese)
            if not turns.speaker(asker_step):
                asker = asker[:1].lower() + asker[1:]  # "(answering the user: ...)"
            text = f"{text}（回答{asker}：{asked}）" if chinese else f"{text} (answering {asker}: {asked})"
        # what the user states of their own: not an email, a profile or a log they paste ("Can you summarize this?
        # --- Hi team, I'm John, I live in Boston"), whose first person is its author's
        own = turns.stated(without_pasted(content)) if user else stated
        event_type = event_type_of(own) if own else None
        attributes: dict[str, str] = {}
        # a guess ("I think my manager is called Tom, not sure", 我老板好像叫王磊): its value is read as from a plain
        # statement (a later plain one supersedes it), and its record carries less confidence
        doubted = user and guessed(own)
        plain, at = unhedged(own) if doubted else (own, [])
        matches = found_in(own, plain, at) if user and own else []
        if user and own and not any(m.attribute.startswith("dose_") for m in matches):
            # "my psychiatrist raised it to 100mg", after "I'm on sertraline 50mg": the dose of the one named before
            matches += dose_changed(window.steps, index, own)
        primary = primary_value(matches, event_type)
        if primary is not None and primary.attribute == "decided" and place_picked(primary.value) is not None:
            # "let's go with the second one" decided on the item picked, never on "second one"
            primary = replace(primary, value=option_name(picked[1])) if picked else None
        if primary is not None:
            # a value no cue word types ("I lived in Leeds for years, now York") has its rule's type
            attributes, event_type = slot_of(primary, turns.speaker(step)), event_type or primary.event_type
        elif (
            user
            # (a bare yes states nothing alone: "yep" to "Are you vegetarian?" is read with the question it answers)
            and (own or question is not None)
            # (the questions read above for a bare reply or a question-only turn; else those of the turn before)
            and (asking := asked or turns.asked_before(window.steps, index))
            and (answered := answered_slot(asking, plain if own else content))
        ):
            # "Where do you live?" / "Lisbon now": the slot asked
            attributes, event_type = slot_of(answered, turns.speaker(step)), event_type or answered.event_type
        self._add_dates(
            attributes,
            content if question is None else f"{turns.own_words(question)} {content}",
            window,
            step,
        )
        if not stated and question is None:
            # A question nobody answered here: kept (it may say something), never typed as what it asks about.
            event_type, confidence = "question", self.confidence.question
        elif user:
            confidence = self.confidence.user_cue if event_type else self.confidence.user_observation
            if doubted and turn_guessed(own, primary, event_type):
                confidence = min(confidence, self.confidence.guess)
        else:
            confidence = self.confidence.model_inferred
        entities = entity_names(content, speaker=turns.speaker(step), casing=casing)
        if question is not None:
            asked_names = entity_names(
                turns.own_words(question), speaker=turns.speaker(question), casing=casing
            )
            entities = list(dict.fromkeys([*asked_names, *entities]))
        turn = ExtractedFact(
            text=text,
            event_type=event_type or "observation",
            entities=entities,
            attributes=attributes,
            source_ids=[question.step_id, step.step_id] if question is not None else [step.step_id],
            source_kind="user_stated" if user else "model_inferred",
            confidence=confidence,
            occurred_at=step.timestamp,
        )
        if primary is None:
            return [turn]
        # a change of the turn's value ends the turn's record: the clauses about someone else ("my sister Karen
        # lives in Leeds", 我姐姐住在杭州) are theirs and stay current in their own
        runs = runs_of_their_own(own, primary.span) if user else []
        return [turn, *self._clause_facts(step, own, matches, primary, runs, window, casing)]

    def _clause_facts(
        self,
        step: TraceStep,
        stated: str,
        matches: list[AttributeMatch],
        primary: AttributeMatch,
        runs: list[tuple[int, int]],
        window: ExtractionWindow,
        casing: Casing,
    ) -> list[ExtractedFact]:
        """A fact per clause of ``stated`` holding a value other than ``primary``'s clause (its first value),
        and per run of clauses about another subject in ``runs`` that holds none of these clauses."""
        seen = {clause_bounds(stated, primary.span)}
        # the slots each clause's records hold: (whose, which)
        slots = {bound: {(primary.owner, primary.attribute)} for bound in seen}
        # (the clause's bounds, the value it holds, its words without the ones joining it to the clause before)
        found: list[tuple[tuple[int, int], AttributeMatch | None, str]] = []
        # whose value a record holds, where its clause starts: a value said of several people ("Alex and Sam live
        # in Boston") is each one's, the others' in clause records about them (``together``), from the first one
        # said on, so that Sam's move ends only Sam's
        owners = {_held_where(primary): primary.owner}
        first_said = {_held_where(m): m.span[0] for m in sorted(matches, key=lambda m: -m.span[0])}
        together: list[AttributeMatch] = []
        for match in sorted(matches, key=lambda m: m.span):
            value_at = _held_where(match)
            if match is not primary and owners.get(value_at, match.owner) != match.owner:
                together.append(match)
                bounds = clause_bounds(stated, (first_said[value_at], match.span[1]))
                found.append((bounds, match, LEAD_IN.sub("", stated[bounds[0] : bounds[1]])))
                continue
            bounds = clause_bounds(stated, match.span)
            if match.owner is not None:
                # someone else's value holds their whole run ("我弟弟住在重庆，他是老师": what he is goes with him; a run
                # starts past the space after the comma: "..., my sister Nora lives in Galway, she's a nurse there"),
                # or the run holding the value where the clause runs on past it ("my mom's email is ... and mine's ...")
                run_said = stated[bounds[0] : bounds[1]]
                said_from = bounds[0] + len(run_said) - len(run_said.lstrip())
                # (the runs do not overlap: one at most holds both where the clause's words start and the value's end)
                bounds = next(
                    (run for run in runs if run[0] <= said_from and match.span[1] <= run[1]), bounds
                )
            if match is not primary and bounds in seen and beside_in_clause(match, matches, bounds):
                # "I have a cough and a sore throat": the sore throat's own, from its words on
                bounds = (match.span[0], bounds[1])
            elif (
                match is not primary
                and bounds in seen
                and match.attribute not in MULTI_VALUED
                and (match.owner, match.attribute) not in slots.get(bounds, ())
            ):
                # "I'm a nurse at St Mary's", "I'm a PhD student at UT Austin": another slot of one value at a time
                # told in the same clause is a record of its own, in the clause's words (recall shows them once:
                # ``recall.same_turn``), so that a change of the job leaves the employer current
                slots[bounds].add((match.owner, match.attribute))
                found.append((bounds, match, LEAD_IN.sub("", stated[bounds[0] : bounds[1]])))
                continue
            if match is not primary and bounds not in seen:
                seen.add(bounds)
                slots.setdefault(bounds, set()).add((match.owner, match.attribute))
                owners.setdefault(value_at, match.owner)
                found.append((bounds, match, LEAD_IN.sub("", stated[bounds[0] : bounds[1]])))
        # a run holding a value's clause is that clause's record (the turn's own run is not in ``runs``); one
        # that carries no predicate ("My partner Sam" of "My partner Sam and I moved to Leeds", 我老公小王), or
        # only introduces what follows ("Some things about me:" over a list) says nothing alone: the turn's
        # record holds it
        valued = [bounds for bounds, _, _ in found]
        for run in runs:
            if not any(a < run[1] and run[0] < b for a, b in valued):
                said = LEAD_IN.sub("", stated[run[0] : run[1]])
                if said.rstrip().endswith((":", "：")) or opens_correction(said):
                    continue  # (nor the words opening a correction, 说错了: the turn's record says what it corrects)
                if not no_predicate(said) and not is_low_information(said):  # not 哎 of 哎，小伙子...
                    found.append((run, None, said))
        out: list[ExtractedFact] = []
        # (read once for every clause's :func:`said_as_guess`)
        doubting = doubting_sentences(sentences(stated))
        # a clause that left its subject out says it in its record: "I work at Acme", not "work at Acme"
        subjects = {start: subject.lstrip(", ") for _, start, subject in left_out(stated)}
        for bounds, held, said in sorted(found, key=lambda f: f[0]):
            clause = said.strip()
            if not clause:
                continue
            clause = subjects.get(bounds[0], "") + clause
            entities = entity_names(clause, speaker=turns.speaker(step), casing=casing)
            chinese = spoken_in_chinese(clause)
            text = _said(step, clause, chinese)
            if held is not None and any(held is m for m in together):
                others = {
                    normalize_entity(str(m.owner)) for m in matches if _held_where(m) == _held_where(held)
                }
                entities = [
                    name
                    for name in entities
                    if normalize_entity(name) not in others - {normalize_entity(str(held.owner))}
                ]
                text = _about(text, str(held.owner), chinese)
            attributes = slot_of(held, turns.speaker(step)) if held is not None else {}
            self._add_dates(attributes, clause, window, step)
            cue = event_type_of(clause)
            confidence = self.confidence.user_cue if cue or held else self.confidence.user_observation
            if said_as_guess(clause, cue or (held.event_type if held is not None else None), doubting):
                confidence = min(confidence, self.confidence.guess)
            out.append(
                ExtractedFact(
                    text=text,
                    event_type=cue or (held.event_type if held is not None else "observation"),
                    entities=entities,
                    attributes=attributes,
                    source_ids=[step.step_id],
                    source_kind="user_stated",
                    confidence=confidence,
                    occurred_at=step.timestamp,
                )
            )
        return out

    def _tool_result(
        self, step: TraceStep, window: ExtractionWindow, call: TraceStep | None = None
    ) -> ExtractedFact | None:
        """A tool's result, with the call it answers (its arguments say what was asked: the venue booked, the
        address looked up); the result of an unnamed tool message takes its call's name."""
        named = step.name or (call.name if call is not None else None)
        result = normalize_tool_result(named, step.content, step.metadata)
        name = result["tool_name"]
        asked = (
            self._cut(render_tool_call(call.model_copy(update={"name": name}))) if call is not None else name
        )
        if result["status"] == "error":
            # what the failed call printed too ("exit code 1" says nothing of the test and the assertion)
            error = result["error"] or ""
            output = render_tool_data(result["data"]) if result["data"] not in (None, "") else ""
            said = f"{error}: {output}" if output and output.strip() not in error else error
            values = self._cut(said)
            text, event_type = f"Tool {asked} failed: {values}", "problem"
        else:
            rendered = render_tool_data(result["data"])
            if is_low_information(rendered) and call is None:
                return None
            # "returned: " and nothing, or "returned: null" (a Python tool's None): the call was made, nothing came back
            nothing = rendered.strip() in ("", "null", "None")
            text = (
                f"Tool {asked} returned nothing"
                if nothing
                else f"Tool {asked} returned: {self._cut(rendered)}"
            )
            # Cues, entities and dates come from the values only: field names are not facts.
            values = self._cut(values_text(result["data"]))
            event_type = strongest_event_type(values) or (
                "problem" if troubled(result["status"], result["data"]) else "observation"
            )
            if event_type in ("preference", "decision"):
                # "I prefer tabs over spaces" in a file the agent read is the file's text, not the user's taste
                event_type = "observation"
        if call is not None:  # the entities and dates of what was asked too (the venue, the day)
            values = f"{call_values(call)}\n{values}".strip()
        attributes: dict[str, str] = {"tool_name": name, "tool_status": result["status"]}
        if call is not None:
            # the same call made again (the test suite run after the fix, the flight status checked later)
            # answers anew: its latest result is current, an earlier different one history
            attributes |= result_slot(name, asked, text)
        self._add_dates(attributes, values, window, step)
        return ExtractedFact(
            text=text,
            event_type=event_type,
            entities=entity_names(values),
            attributes=attributes,
            source_ids=[call.step_id, step.step_id] if call is not None else [step.step_id],
            source_kind="tool_returned",
            confidence=self.confidence.tool_returned,
            occurred_at=step.timestamp,
        )

    def _tool_call(self, step: TraceStep, window: ExtractionWindow) -> ExtractedFact:
        call = self._cut(render_tool_call(step))
        return ExtractedFact(
            text=f"The assistant called {call}",
            event_type="observation",
            entities=entity_names(call),
            # a call not answered in its window: the window that reads it again with its result replaces it
            attributes={"tool_name": tool_name_of(step.name, step.metadata), UNANSWERED_CALL: step.step_id},
            source_ids=[step.step_id],
            source_kind="model_inferred",
            confidence=self.confidence.model_inferred,
            occurred_at=step.timestamp,
        )

    # -- helpers --------------------------------------------------------------------------------------

    def _cut(self, text: str) -> str:
        limit = self.max_tool_chars
        if limit is None or len(text) <= limit:
            return text
        # Its start and its end: a log or a report says how it ended last ("FINAL: quota exceeded on node-7").
        tail = limit // 4
        head = limit - tail
        return f"{text[:head].rstrip()} … [{len(text) - limit} characters in the trace] … {text[-tail:].lstrip()}"

    @staticmethod
    def _add_dates(
        attributes: dict[str, str], content: str, window: ExtractionWindow, step: TraceStep
    ) -> None:
        """The dates ``content`` names, resolved when its step was said: "tomorrow" said on Monday is Tuesday
        in a window whose last turn is on Thursday (a chat log ingested), as the LLM extractor reads them; a
        window built by hand with a reference time before its steps' (dated when they were built) is read at it."""
        dates = mentioned_dates(content, min(step.timestamp, window.reference_time))
        if dates:
            attributes["mentioned_dates"] = dates


__all__ = [
    "UNANSWERED_CALL",
    "RuleConfidence",
    "RuleExtractor",
    "call_id_of",
    "render_tool_call",
    "turn_slot",
]
