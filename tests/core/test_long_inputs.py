"""Messages at the sizes users send them (a pasted log, a run of spaces or commas, a document, a voice-dictated
run-on): what reads a user's turn does work linear in its length, so a long message cannot hang ``retain``.

Speed itself is measured by ``benchmarks/bench_long_inputs.py``; the tests here hold inputs that took minutes or
hours before (a pattern searched from every position of a run, each search scanning to its end) to a deadline
hundreds of times what they take now, or count the work done."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from types import FrameType

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import attributes, cues, requests
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.clause_subjects import runs_of_their_own
from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.extraction.hesitations import tidied
from hindsight_core.extraction.pointing_back import points_back
from hindsight_core.extraction.requests import forget_requests, without_memory_requests
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.extraction.slot_values import casual
from hindsight_core.models import Scope, TraceStep
from hindsight_core.text import split_question, to_simplified

#: Far above what any input here takes (well under a second) and far below what it took before (minutes).
DEADLINE_S = 20


@contextmanager
def finishes_within(seconds: int) -> Iterator[None]:
    """Fails the test when the block runs past ``seconds`` (a regular expression is interrupted by the signal)."""

    def late(signum: int, frame: FrameType | None) -> None:
        raise AssertionError(f"still running after {seconds} s: super-linear work")

    previous = signal.signal(signal.SIGALRM, late)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize(
    "text",
    [
        " " * 200_000,  # padding pasted from a fixed-width table
        "," * 200_000,
        "." * 200_000,
        "，" * 100_000 + "。" * 100_000,
        ", oh" * 50_000,
    ],
    ids=["spaces", "commas", "dots", "chinese-punctuation", "interjections"],
)
def test_a_long_run_is_no_correction_read_in_time(text: str) -> None:
    """Each cue of a correction (", I misread", "，我记错了", ", that was wrong,") is looked for where a run of the
    punctuation before it starts, never again from each character inside the run."""
    with finishes_within(DEADLINE_S):
        assert corrected_text(text) is None


def test_a_correction_after_a_long_run_is_still_read() -> None:
    """Read from the start of the run, the cue after it is found as before."""
    with finishes_within(DEADLINE_S):
        assert corrected_text("It's shellfish, not peanuts" + " " * 50_000 + "I misread.") == (
            "It's shellfish, not peanuts"
        )
        assert corrected_text("不是周五，是周六" + "，" * 50_000 + "我记错了") == "不是周五，是周六"


def test_lower_case_names_are_asked_about_once_per_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each "live in ..." of a long message asks whether its writer leaves names in lower case, a question about
    the whole message: it is read once, not once per value (300 reads of a 10,000-character message)."""
    reads: list[str] = []

    def counted(text: str) -> bool:
        reads.append(text)
        return casual(text)

    monkeypatch.setattr(attributes, "casual", counted)
    assert cues.find_attributes("I live in a small flat with my cat. " * 300) == []
    assert len(reads) == 1
    assert [m.value for m in cues.find_attributes("i live in toronto, love it")] == ["toronto"]


def test_a_message_of_many_facts_is_read_for_requests_to_forget_once(
    hs: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whether a fact is drawn from a request to forget asks of the message it cites: a message giving dozens
    of facts (hundreds, pasted long) is read once for it, not once per fact."""
    people = ["Ann", "Ben", "Cid", "Dora", "Eli", "Fay"] * 10
    cities, months = ["Leeds", "Cork", "Oslo", "Lima", "Riga"] * 12, ["May", "June", "July"] * 20
    message = "I live in Berlin and I work at Acme. " + " ".join(
        f"My colleague {p} moved to {c} in {m}." for p, c, m in zip(people, cities, months, strict=True)
    )
    reads: list[str] = []

    def counted(text: str) -> str:
        if text == message:
            reads.append(text)
        return to_simplified(text)

    monkeypatch.setattr(requests, "to_simplified", counted)
    hs.retain([{"role": "user", "content": message}, {"role": "assistant", "content": "OK."}], user_id="u")
    assert len(hs.list_records(user_id="u", limit=100)) > 30
    assert len(reads) <= 3  # the extractor's, the requests to forget honoured, the facts' (64 reads before)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Please forget my number" + " " * 200_000 + "ok", "my number"),
        ("I don't want my address" + " " * 200_000 + "stored", "my address"),
        ("ok," + " " * 200_000 + "forget my number", "my number"),
        ("别记我的电话号码" + " " * 200_000 + "好", "我的电话号码"),
        ("\n \n" * 70_000 + "ok", None),
        ("\r\n" * 100_000 + "ok", None),
        ("更正一下我住在杭州" + "\n" * 200_000 + "我记错了", None),
        ("ok" + "\n   " * 50_000 + "x", None),
        ("Please forget my number" + " - - -" * 33_000 + " ok", "my number"),
        ("Please forget my number" + " ! ! !" * 33_000 + " ok", "my number"),
    ],
    ids=[
        "request-spaces",
        "unwanted-spaces",
        "spaces-request",
        "chinese-spaces",
        "blank-lines",
        "crlf",
        "newlines",
        "indented-blank-lines",
        "request-dashes",
        "request-bangs",
    ],
)
def test_a_request_to_forget_beside_a_long_run_is_read_in_time(text: str, named: str | None) -> None:
    """A request's words after a run of spaces or blank lines, or what it names before one, are read from where
    the run starts and the run once: "Please forget my number" and 1,000 spaces took longer than a minute; so did
    blank lines indented by spaces (each line break read again to the run's end), and a row of " - - -" after
    what a request names (each space read on to the next word, for the request's closing words)."""
    with finishes_within(DEADLINE_S):
        asked = forget_requests(text)
        assert [what[: len(named)] for what in asked] == ([named] if named else [])
        assert (without_memory_requests(text) != text) == bool(named)
        assert not points_back(text)


PAD = " " * 200_000  # spaces pasted between a cue and its value


def slots(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in cues.find_attributes(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("we switched from " + PAD + "poetry, it is slow", [("preferred_package_manager", "not poetry")]),
        ("we switched from " + PAD + "poetry to uv", [("preferred_package_manager", "uv")]),
        ("my phone number is" + PAD + "secret", []),
        ("my phone number is" + PAD + "+44 7700 900123", [("phone", "+44 7700 900123")]),
        ("我的电话号码" + PAD + "好", []),
        ("我的电话号码是" + PAD + "13800138000", [("phone", "13800138000")]),
    ],
    ids=["switched-from", "switched-to", "no-number", "number", "zh-no-number", "zh-number"],
)
def test_a_slot_after_a_long_run_of_spaces_is_read_in_time(text: str, found: list[tuple[str, str]]) -> None:
    """The spaces after "switched from" or "my number is" are read once, not once for each way of sharing them
    between two quantifiers (minutes before, hours for the switch, when no value follows)."""
    with finishes_within(DEADLINE_S):
        assert slots(text) == found


def test_clauses_around_a_long_run_of_spaces_are_cut_in_time() -> None:
    """A message is cut into clauses at " and I", " but my": searched from where a run of spaces starts, not
    again from each space of it (minutes for 200,000)."""
    text = "I live in Cork, my sister Karen lives in Leeds" + PAD + "x"
    with finishes_within(DEADLINE_S):
        assert runs_of_their_own(text, (10, 14)) == [(16, len(text))]
    text = "I live in Cork" + PAD + "but my sister Karen lives in Leeds"
    assert runs_of_their_own(text, (10, 14)) == [(len(text) - 30, len(text))]


def test_a_record_of_pasted_spaces_is_read_for_its_question_in_time() -> None:
    """Recall reads each candidate record for the question it answers, at its end: a record of 200,000 pasted
    spaces is read once for it, not again from each space (seconds for each recall at 90,000)."""
    text = "The user said: I" + PAD + "x"
    with finishes_within(DEADLINE_S):
        assert split_question(text) == (text, "")
        assert split_question(text + PAD + "(answering the assistant: Which city?)") == (
            text,
            "(answering the assistant: Which city?)",
        )


@pytest.mark.parametrize(
    ("start", "frame"),
    [
        ("I live in Berlin. My notes follow: ", "The user said: "),
        ("我住在北京。下面是我的笔记：", "用户说："),
    ],
    ids=["english", "chinese"],
)
def test_a_message_at_the_limit_keeps_its_record_once_framed(hs: Hindsight, start: str, frame: str) -> None:
    """A message within ``max_message_chars`` (99,986 characters) is over it once framed as what the user said:
    its record was left out (a warning, nothing stored of the message but its clauses). It keeps its start and
    end, and its slot."""
    limit = hs.config.limits.max_message_chars
    message = start + "x" * (limit - len(frame) + 1 - len(start) - 5) + " done"
    assert len(message) <= limit < len(frame + message)
    hs.retain([{"role": "user", "content": message, "id": "m1"}], user_id="u")
    (record,) = [r for r in hs.list_records(user_id="u") if len(r.text) > 1000]
    assert record.source_ids == ["m1"] and len(record.text) <= limit
    assert record.text.startswith(frame + start) and record.text.endswith(" done")
    assert record.attributes["attribute"] == "lives_in"


def test_a_long_dictation_of_hesitations_is_read_in_time() -> None:
    with finishes_within(DEADLINE_S):
        text, _ = tidied("so I work at uh " * 20000)
    assert text.startswith("so I work at so I work at")


def test_a_page_of_repeated_statements_reads_each_sentence_for_doubt_once(
    hs: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whether a clause is said as a guess asks whether its sentence doubts ("..., not sure"): asked of each
    sentence once a message, not once for each clause found in it (a pasted diary or log saying the same things
    day after day: 200,000 characters took 16 s, 25 times the 20,000's; 4 s now)."""
    from hindsight_core.extraction import turn_values

    reads: list[str] = []
    doubts = turn_values._doubts_its_sentence

    def counted(sentence: str) -> bool:
        reads.append(sentence)
        return doubts(sentence)

    monkeypatch.setattr(turn_values, "_doubts_its_sentence", counted)
    days = 150
    message = (
        "I live in Berlin and I work at Acme. "
        + "My sister Karen lives in Leeds. I'm allergic to nuts. " * days
    )
    hs.retain([{"role": "user", "content": message}], user_id="u")
    assert len(hs.list_records(user_id="u", limit=1000)) >= 3
    assert len(reads) <= 2 * (2 * days + 1)  # each sentence, for the turn and for its clauses (45,001 before)


@pytest.mark.parametrize(
    "text",
    [
        "I live in Cork, my sister Karen lives in Leeds" + PAD + "x",
        "we switched from " + PAD + "poetry, slow",
        "I live in Cork. Not sure" + PAD + "x",
    ],
    ids=["clauses", "switched", "doubt"],
)
def test_a_message_of_values_and_a_long_run_of_spaces_is_extracted_in_time(text: str) -> None:
    """The clauses of a message holding a value are cut at "and I", "but Karen ...": looked for where a run of
    spaces starts, not from each of its spaces to its end (20,000 spaces took 8 s, 200,000 past a minute)."""
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=datetime(2026, 1, 5, tzinfo=UTC),
        steps=[TraceStep(step_id="s", type="user_input", content=text)],
        final=True,
    )
    with finishes_within(DEADLINE_S):
        assert RuleExtractor().extract_sync(window)
