"""What a forget takes and what it leaves: every copy of a forgotten value (an agent's stored copy, the
assistant's echo, a tool call's arguments), never a look-alike fact; and a backup imported later never brings
back what was forgotten since."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, HISTORY, LIVE
from tests.core.journal_helpers import export_text, journal_text


def said(content: str, id_: str, role: str = "user") -> dict:
    return {"role": role, "content": content, "id": id_}


def texts(hs: Hindsight, statuses=HISTORY) -> list[str]:
    return sorted(r.text for r in hs.list_records(user_id="u", statuses=statuses))


def test_a_forgotten_value_goes_with_every_record_that_holds_it(real: Hindsight) -> None:
    real.retain(
        [
            said("My IBAN is FR7630006000011234567890189, use it for refunds.", "m1"),
            said("OK, refunds will go to FR7630006000011234567890189.", "a1", role="assistant"),
        ],
        user_id="u",
    )
    real.remember("Alice's IBAN for refunds is FR7630006000011234567890189", user_id="u")
    real.remember("Alice prefers email over phone calls", user_id="u")
    gone = real.forget(query="my IBAN", user_id="u", hard=True)
    assert len(gone) == 3, "the turn, the agent's copy and the assistant's echo (it never says 'IBAN')"
    assert all("FR76" not in t for t in texts(real, ALL_STATUSES))
    assert texts(real) == ["Alice prefers email over phone calls"]


def test_forget_my_office_number_leaves_the_mobile_number_of_the_same_message(real: Hindsight) -> None:
    real.retain(
        [said("My mobile number is 555-010-1234 and my office number is 555-010-9999.", "m1")], user_id="u"
    )
    real.remember("Alice's mobile number is 555-010-1234", user_id="u", source_ids=["m1"])
    real.remember("Alice's office number is 555-010-9999", user_id="u", source_ids=["m1"])
    real.forget(query="forget my office number", user_id="u", hard=True)
    assert "Alice's mobile number is 555-010-1234" in texts(real)
    assert all("9999" not in t for t in texts(real, ALL_STATUSES))


def test_forgetting_a_place_takes_the_record_that_names_it_not_the_move_that_ended_it(
    real: Hindsight,
) -> None:
    """Recall for "Berlin" ranks the move first (it ends the Berlin home); forget(query="Berlin") forgot the
    move and left "I live in Berlin" current."""
    real.retain([said("I live in Berlin.", "m1")], user_id="u", session_id="s1")
    real.retain([said("I moved to Munich last week.", "m2")], user_id="u", session_id="s2")
    real.forget(query="Berlin", user_id="u")
    assert texts(real) == ["The user said: I moved to Munich last week."]


@pytest.mark.parametrize(
    ("kept", "forgotten", "query"),
    [
        ("I have a meeting with the auditors on Monday.", "I have a meeting with the auditors on Tuesday.",
         "forget the meeting on tuesday"),
        ("我周一开会。", "我周二开会。", "忘掉我周二开会"),
        ("My daughter is allergic to penicillin.", "My son is allergic to penicillin.", "my son's allergy"),
    ],
)  # fmt: skip
def test_a_larger_limit_never_takes_a_look_alike(
    real: Hindsight, kept: str, forgotten: str, query: str
) -> None:
    """Past the best match only records holding as many of the query's words are taken: with limit=5, the
    other day's meeting (it shares only "meeting") stays."""
    real.retain([said(kept, "k"), said(forgotten, "f")], user_id="u")
    real.forget(query=query, user_id="u", hard=True, limit=5)
    assert [r.source_ids for r in real.list_records(user_id="u", statuses=ALL_STATUSES)] == [["k"]]


def test_a_hard_forget_blanks_the_tool_call_that_carried_the_value(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                said("My passport number is K7720391, fill in the visa form.", "u1"),
                {"role": "assistant", "content": "", "id": "a1", "tool_calls": [
                    {"id": "c1", "name": "fill_form", "args": {"field": "passport", "value": "K7720391"}}]},
                {"role": "tool", "content": '{"status": "ok"}', "id": "t1", "tool_call_id": "c1"},
                said("I also prefer morning appointments.", "u2"),
            ],
            user_id="u",
        )  # fmt: skip
        assert hs.forget(query="my passport number", user_id="u", hard=True)
        journal = journal_text(tmp_path)
        assert "K7720391" not in journal and "morning appointments" in journal
        assert all("K7720391" not in t for t in texts(hs, ALL_STATUSES))


def test_a_hard_forget_of_words_takes_the_stored_copy_the_call_that_stored_it_and_the_echo(
    tmp_path: Path, minilm
) -> None:
    """A fact with no number or identifier in it ("my blood type is A negative"): an agent stored it with a
    memory tool (a record citing the turn, and the call's arguments and result in the turn's trace) and the
    assistant said it back. A hard forget takes every record and every step of the task that says it, not
    the rest of the conversation."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                said("Remember that my blood type is A negative.", "u1"),
                {"role": "assistant", "content": "", "id": "a1", "tool_calls": [{"id": "c1", "name": "save_note",
                    "args": {"text": "The user's blood type is A negative"}}]},
                {"role": "tool", "content": "Saved: The user's blood type is A negative", "id": "t1",
                 "tool_call_id": "c1"},
                said("Understood, your blood type is A negative.", "a2", role="assistant"),
                said("I also prefer morning appointments.", "u2"),
            ],
            user_id="u",
            trace_id="turn-1",
        )  # fmt: skip
        hs.remember("The user's blood type is A negative", user_id="u", source_ids=["u1"])
        assert len(hs.forget(query="blood type", user_id="u", hard=True)) >= 3
        assert all("A negative" not in t for t in texts(hs, ALL_STATUSES))
        journal = journal_text(tmp_path)
        assert "A negative" not in journal and "morning appointments" in journal
        assert any("morning appointments" in t for t in texts(hs))


def test_importing_a_backup_never_undoes_a_forget(hs: Hindsight, tmp_path: Path) -> None:
    """Message ids as frameworks give them (UUIDs): an id like "m1" may name another message of the user in
    another conversation, so a tombstone without its trace (an export's) matches only an id that names one."""
    m1, m2, m3 = (f"0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5{n}" for n in range(3))
    hs.retain([said("My bank PIN is 8642.", m1), said("I like hiking in the Alps.", m2)], user_id="u")
    hs.retain([said("I was diagnosed with asthma as a child.", m3)], user_id="u")
    # a memory that came from no message (remember, an agent's store_memory): known by its id
    pin = hs.remember("Alice's locker code is 5531", user_id="u")
    hs.export_jsonl(tmp_path / "before.jsonl", user_id="u")
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u") if r.source_ids}
    hs.forget(records[m1].id, hard=True)
    hs.forget(pin.id, hard=True)
    hs.forget(records[m3].id)  # soft
    hs.export_jsonl(tmp_path / "after.jsonl", user_id="u")
    hs.import_jsonl(tmp_path / "before.jsonl")
    assert [r.source_ids for r in hs.list_records(user_id="u", statuses=LIVE)] == [[m2]]
    assert hs.get_record(records[m1].id) is None and hs.get_record(pin.id) is None
    assert hs.get_record(records[m3].id).status == "forgotten"
    # a fresh store restored from the export taken after the forget, then from the older backup
    with Hindsight(tmp_path / "fresh", embedder=hs.engine.embedder) as fresh:
        fresh.import_jsonl(tmp_path / "after.jsonl")
        fresh.import_jsonl(tmp_path / "before.jsonl")
        assert fresh.get_record(records[m1].id) is None and fresh.get_record(pin.id) is None
        assert all(
            "8642" not in r.text and "5531" not in r.text
            for r in fresh.list_records(user_id="u", statuses=ALL_STATUSES)
        )


@pytest.mark.parametrize(
    ("forgotten", "kept"),
    [
        ("My gym is FitLife on 5th.", "My cat is called Miso."),
        ("我的健身房在第五大道的FitLife。", "我的猫叫咪咪。"),
    ],
)
def test_a_fresh_store_restored_from_an_export_never_revives_a_record_of_an_app_id_message(
    hs: Hindsight, tmp_path: Path, forgotten: str, kept: str
) -> None:
    """An app's short message ids ("u1", the README's "m-1") name no one message, so an imported step tombstone
    cannot drop a record by them; the record's own tombstone (``record:<id>``) does, and the message said again
    with its id and text is blanked on arrival. Another record of the old backup comes back."""
    hs.retain([said(forgotten, "u1")], user_id="u", session_id="s1")
    hs.retain([said(kept, "u2")], user_id="u", session_id="s2")
    hs.export_jsonl(tmp_path / "backup.jsonl", user_id="u")
    (gym,) = [r for r in hs.list_records(user_id="u") if "u1" in r.source_ids]
    (cat,) = [r.text for r in hs.list_records(user_id="u") if "u2" in r.source_ids]
    assert hs.forget(gym.id, hard=True) == [gym.id]
    hs.export_jsonl(tmp_path / "after.jsonl", user_id="u")
    with Hindsight(tmp_path / "fresh", embedder=hs.engine.embedder) as fresh:
        fresh.import_jsonl(tmp_path / "after.jsonl")
        assert fresh.import_jsonl(tmp_path / "backup.jsonl") == 1
        assert fresh.get_record(gym.id) is None
        assert [r.text for r in fresh.list_records(user_id="u", statuses=ALL_STATUSES)] == [cat]
        again = fresh.retain([said(forgotten, "u1")], user_id="u", session_id="s3")
        assert again.added == [] and len(fresh.list_records(user_id="u")) == 1
        # another conversation's "u1" saying something else is no forgotten message
        other = fresh.retain([said("I prefer aisle seats.", "u1")], user_id="u", session_id="s4")
        assert [r.source_ids for r in other.added] == [["u1"]]


def test_an_imported_tombstone_never_drops_another_message_with_a_short_id(
    hs: Hindsight, tmp_path: Path
) -> None:
    """ "m1" forgotten in one conversation says nothing about another conversation's "m1"."""
    hs.retain([said("My bank PIN is 8642.", "m1")], user_id="u", session_id="a")
    (pin,) = hs.list_records(user_id="u")
    hs.forget(pin.id, hard=True)
    hs.export_jsonl(tmp_path / "tombstones.jsonl", user_id="u")
    with Hindsight(tmp_path / "other", embedder=hs.engine.embedder) as other:
        other.retain([said("I like hiking in the Alps.", "m1")], user_id="u", session_id="b")
        other.export_jsonl(tmp_path / "hiking.jsonl", user_id="u")
    with Hindsight(tmp_path / "fresh", embedder=hs.engine.embedder) as fresh:
        fresh.import_jsonl(tmp_path / "tombstones.jsonl")
        assert fresh.import_jsonl(tmp_path / "hiking.jsonl") == 1
        assert [r.text for r in fresh.list_records(user_id="u")] == [
            "The user said: I like hiking in the Alps."
        ]


def test_the_context_block_shows_a_statement_once(real: Hindsight) -> None:
    """An agent's stored copy of a turn and the turn itself: both are hits (recall finds both), the block the
    model reads holds it once, in the better-ranked wording; another fact of the user is still shown."""
    real.retain([said("Remember that my blood type is A negative.", "m1")], user_id="u")
    real.remember("The user's blood type is A negative", user_id="u", source_ids=["m1"])
    real.retain([said("I prefer morning appointments.", "m2")], user_id="u")
    result = real.recall("What is my blood type?", user_id="u", k=5)
    assert sum("A negative" in h.record.text for h in result.hits) == 2
    memory_lines = [line for line in result.context.splitlines() if line.startswith("- ")]
    assert sum("A negative" in line for line in memory_lines) == 1
    assert any("morning appointments" in line for line in memory_lines)


@pytest.mark.parametrize(
    "request_",
    [
        "Please forget my phone number +44 7700 900123, I don't want it stored.",
        "Don't save my card number 4111 1111 1111 1111.",
        "Delete my old address 20 Station Avenue, Aarhus from your records.",
        "I withdraw consent: stop storing my email maya.k@example.com.",
        "别记我的手机号了，13835617987 不要存。",
    ],
)
def test_a_request_to_forget_a_value_is_not_remembered_with_it(hs: Hindsight, request_: str) -> None:
    hs.retain([said(request_, "m1"), said("Done, I've removed it.", "a1", role="assistant")], user_id="u")
    assert [r.text for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if "m1" in r.source_ids] == []


@pytest.mark.parametrize(
    "message",
    [
        "Please forget my old number. My new number is 555-0100.",
        "Forget my old number 555-0101; my new number is 555-0100.",
    ],
)
def test_the_rest_of_a_message_asking_to_forget_is_remembered(hs: Hindsight, message: str) -> None:
    hs.retain([said(message, "m1")], user_id="u")
    assert [r.attributes.get("value") for r in hs.list_records(user_id="u")] == ["555-0100"]
    assert all("forget" not in r.text for r in hs.list_records(user_id="u"))


@pytest.mark.parametrize(
    "text",
    [
        "Forget it, let's use MySQL.",
        "Delete the old branch feature-x.",
        "I forgot my password again.",
        "Don't forget my passport number for the booking: X1234567.",
        "Never forget that I'm allergic to peanuts.",
        "I always forget my wife's birthday, it's June 12.",
        "别忘了我对花生过敏",
    ],
)
def test_forget_said_of_something_else_is_no_request(hs: Hindsight, text: str) -> None:
    hs.retain([said(text, "m1")], user_id="u")
    assert len(hs.list_records(user_id="u")) == 1


def test_a_name_in_code_shared_by_records_takes_none_of_them_with_a_forget(hs: Hindsight) -> None:
    """Every run of a test names it ("test_case_0"): forgetting the failed run must not take the passing run
    and the user's message (their pytest preference) as copies of one value."""
    import json

    test = "tests/test_ml_pipeline.py::test_case_0"
    rec = hs.trace(user_id="u", session_id="s1")
    rec.add_step("user_input", f"Please fix the failing test {test}. I prefer pytest over unittest, always.")
    for call, result, meta in (
        ("a", f"FAILED {test} - KeyError: 'timeout_ms'", {"status": "error", "error": "exit code 1"}),
        ("b", "42 passed in 2.0s", {"status": "ok"}),
    ):
        rec.add_step(
            "tool_call", json.dumps({"cmd": f"pytest {test}"}), name="shell", metadata={"tool_call_id": call}
        )
        rec.add_step("tool_result", result, name="shell", metadata={"tool_call_id": call, **meta})
    hs.reflect(rec.trace)
    assert len(hs.list_records(user_id="u")) == 3
    assert len(hs.forget(query="pytest failed exit code", user_id="u", hard=True)) == 1
    assert len(hs.list_records(user_id="u", statuses=ALL_STATUSES)) == 2


@pytest.mark.parametrize(
    ("message", "request_", "kept", "gone"),
    [
        (
            "I prefer pytest over unittest. My staging host is stg-07.internal.",
            "forget my staging host stg-07.internal",
            "I prefer pytest over unittest.",
            "stg-07",
        ),
        (
            "My office number is 555-0101 and my mobile is 555-0199.",
            "forget my office number",
            "my mobile is 555-0199.",
            "555-0101",
        ),
        (
            "My staging host is stg-07.internal. Deploys go to stg-07.internal nightly. I like green tea.",
            "forget my staging host",
            "I like green tea.",
            "stg-07",
        ),
        # a slot named ("forget my phone number") took every record holding its value whole: where the user
        # lives went with the phone number said beside it
        (
            "I live in Paris and my phone is 555-0101.",
            "forget my phone number",
            "I live in Paris",
            "555-0101",
        ),
        ("I work at Acme, my email is jo@acme.io", "forget my email", "I work at Acme", "jo@acme.io"),
        # ... and the phone number's own record went with "forget where I live"
        ("I live in Paris and my phone is 555-0101.", "forget where I live", "my phone is 555-0101", "Paris"),
        # "mine" is the user's number: it goes, the boss's stays (the boss's went, "mine is 555-0222" stayed)
        (
            "My boss's phone is 555-0100; mine is 555-0222.",
            "forget my phone number",
            "My boss's phone is 555-0100",
            "555-0222",
        ),
        (
            "Anna's email is anna@x.io and mine is jo@y.io.",
            "forget my email address",
            "Anna's email is anna@x.io",
            "jo@y.io",
        ),
    ],
)
def test_a_forget_leaves_what_the_message_said_besides(
    hs: Hindsight, tmp_path: Path, message: str, request_: str, kept: str, gone: str
) -> None:
    """One message, two facts: forgetting one took the other (the user's pytest preference, the mobile number
    of the README's example); what the request does not name stays, without the forgotten value."""
    hs.retain([said(message, "m1")], user_id="u")
    hs.forget(query=request_, user_id="u", hard=True)
    texts_left = texts(hs, ALL_STATUSES)
    # (someone's value said beside the user's is also a record of its own, Anna's: the message's record, its user's
    # value taken out, says the same)
    assert set(texts_left) == {f"The user said: {kept}"}
    hs.close()
    assert not any(gone.encode() in p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())


def test_a_forget_keeps_the_rest_of_a_chinese_answer_and_the_question_it_answered(
    hs: Hindsight, tmp_path: Path
) -> None:
    """The question stored beside an answer （回答助手：…） is context: the answer's other clause stays with it (it
    was taken as the answer's text, leaving "用户说：（回答助手：…）")."""
    hs.retain(
        [
            said("你住哪个城市？方便留个电话吗？", "q", role="assistant"),
            said("我住在杭州，电话是13912345678。", "a"),
        ],
        user_id="u",
    )
    hs.forget(query="忘掉我的电话号码", user_id="u", hard=True)
    assert sorted(texts(hs, ALL_STATUSES)) == [
        "用户说：我住在杭州",
        "用户说：我住在杭州（回答助手：你住哪个城市？方便留个电话吗？）",
    ]
    hs.close()
    assert not any(b"13912345678" in p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())


def test_forgetting_my_number_leaves_the_bosss_said_before_mine_in_chinese(
    hs: Hindsight, tmp_path: Path
) -> None:
    hs.retain([said("老板的电话是13800001111，我的是13900002222。", "m1")], user_id="u")
    hs.forget(query="忘掉我的电话号码", user_id="u", hard=True)
    assert texts(hs, ALL_STATUSES) == ["用户说：老板的电话是13800001111"]
    hs.close()
    assert not any(b"13900002222" in p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())


@pytest.mark.parametrize(
    ("message", "request_", "kept"),
    [
        ("I live in Paris and my phone is 555-0101.", "forget Jo's phone number", "I live in Paris"),
        # "Jo" named whose passport it is, not a word of what goes: the name went with the passport number
        (
            "My name is Jo Park and my passport number is K1234567.",
            "forget Jo's passport number",
            "My name is Jo Park",
        ),
        (
            "My boss's phone is 555-0100; mine is 555-0222.",
            "forget my phone number",
            "My boss's phone is 555-0100",
        ),
    ],
)
def test_a_named_speakers_forget_leaves_what_they_said_besides(
    hs: Hindsight, message: str, request_: str, kept: str
) -> None:
    hs.retain([{**said(message, "m1"), "name": "Jo"}], user_id="u")
    hs.forget(query=request_, user_id="u", hard=True)
    assert texts(hs, ALL_STATUSES) == [f"Jo said: {kept}"]


def test_a_message_all_about_the_request_goes_whole(hs: Hindsight) -> None:
    hs.retain([said("My IBAN is FR7630006000011234567890189, use it for refunds.", "m1")], user_id="u")
    hs.forget(query="my IBAN", user_id="u", hard=True)
    assert texts(hs, ALL_STATUSES) == []


@pytest.mark.parametrize(
    ("text", "request_", "rest"),
    [
        # the question an answer was stored with is no clause: "(answering the assistant: Thank you." was kept
        # alone as a memory of its own
        (
            "The user said: 14 Wilmslow Road, Manchester M14 5TQ. (answering the assistant: Thank you. Which "
            "address should I use?)",
            "my Manchester address",
            None,
        ),
        (
            "The user said: 14 Wilmslow Road, Manchester. I like tea. (answering the assistant: Anything else?)",
            "my Manchester address",
            "The user said: I like tea. (answering the assistant: Anything else?)",
        ),
        # a long Chinese message lists its facts with commas: the one asked for goes, the others stay
        (
            "用户说：另外我有甲减，每天早上空腹吃优甲乐50微克，我老公有痛风不能吃海鲜，一诺对芒果过敏。",
            "老公痛风",
            "用户说：另外我有甲减，每天早上空腹吃优甲乐50微克，一诺对芒果过敏。",
        ),
        # one English sentence: its opening statement stands alone and stays (forgetting the plate took the car)
        (
            "The user said: I drive a white 2019 RAV4 for showings, plate CJK 4471.",
            "the plate numbers",
            "The user said: I drive a white 2019 RAV4 for showings",
        ),
        (
            "The user said: My deposit was €3,900, registered with the RTB, tenancy number 667120",
            "the RTB tenancy number",
            "The user said: My deposit was €3,900",
        ),
        # ... never a part leaning on the rest, nor a Chinese sentence's parts (one statement)
        ("The user said: Alice's IBAN is FR76 3000 6000, use it for refunds", "Alice's IBAN", None),
        ("The user said: My manager is strict, she is called Rita", "my manager being strict", None),
        ("用户说：新室友是个广州本地女生，叫阿欣", "室友阿欣", None),
        # the speaker's own name is whose memory it is, not a word of what goes
        (
            "Jo said: My name is Jo Park and my passport number is K1234567.",
            "forget Jo's passport number",
            "Jo said: My name is Jo Park",
        ),
        (
            "Jo said: I met Jo Malone and I like tea.",
            "forget what Jo said about Jo Malone",
            "Jo said: I like tea.",
        ),
    ],
)
def test_what_a_forget_leaves_of_an_answer(text: str, request_: str, rest: str | None) -> None:
    from hindsight_core.lifecycle.partial_forget import rest_after_forget

    assert rest_after_forget(text, request_) == rest


@pytest.mark.parametrize(
    ("text", "values", "rest"),
    [
        # a slot's value goes with its clause, whatever the request's words: the boss's number names "phone" too
        (
            "The user said: My boss's phone is 555-0100; mine is 555-0222.",
            ["555-0222"],
            "The user said: My boss's phone is 555-0100",
        ),
        (
            "The user said: My boss's phone is 555-0100, mine's 555-0222",
            ["555-0222"],
            "The user said: My boss's phone is 555-0100",
        ),
        (
            "The user said: I live in Paris and my phone is 555-0101.",
            ["555-0101"],
            "The user said: I live in Paris",
        ),
        (
            "用户说：老板的电话是13800001111，我的是13900002222。",
            ["13900002222"],
            "用户说：老板的电话是13800001111",
        ),
        ("用户说：我住在上海，我的电话是13900002222。", ["13900002222"], "用户说：我住在上海"),
        # never a part leaning on the value ("don't tell anyone"), nor one only of the slot
        ("用户说：我的电话是13900002222，别告诉别人", ["13900002222"], None),
        ("The user said: My phone is 555-0101.", ["555-0101"], None),
        ("The user said: My phone is 555-0101, call me after 6.", ["555-0101"], None),
        # a value the text does not hold as stored: the record goes whole, never kept with it
        ("The user said: I live in Paris. My phone is 555 0101.", ["555-0101"], None),
    ],
)
def test_what_a_forget_of_a_slots_values_leaves(text: str, values: list[str], rest: str | None) -> None:
    from hindsight_core.lifecycle.partial_forget import rest_after_forget

    assert rest_after_forget(text, "forget my phone number", values=values) == rest


def test_a_value_under_a_named_field_of_a_tools_output_is_forgotten_by_its_words(real: Hindsight) -> None:
    # "passport_number" holds passport and number: the assistant's remark alone had been forgotten
    real.retain(
        [
            said("What passport number do you have for me?", "u1"),
            {"role": "tool", "content": '{"passport_number": "X49185327"}', "name": "profile", "id": "t1"},
            said("Your passport number is on file.", "a1", role="assistant"),
        ],
        user_id="u",
    )
    real.forget(query="passport number", user_id="u", hard=True, limit=5)
    assert all("X49185327" not in t for t in texts(real, ALL_STATUSES))


def test_a_forget_right_after_a_turn_takes_what_the_turn_is_still_waiting_to_form(real: Hindsight) -> None:
    # the adapters journal a turn and reflect on it in the background: a forget issued at once had found
    # nothing, and the number was stored after it
    from hindsight_core.capture import trace_from_turns
    from hindsight_core.models import Scope

    trace = trace_from_turns([said("My passport number is X49185327.", "m1")], Scope(user_id="u"))
    real.journal_trace(trace)  # durable and queued, not yet reflected on
    gone = real.forget(query="my passport number", user_id="u", hard=True)
    assert gone
    real.retry_pending()
    assert all("X49185327" not in t for t in texts(real, ALL_STATUSES))


@pytest.mark.parametrize("forget_first", [False, True])
def test_a_hard_forget_blanks_the_memory_tool_steps_that_stored_the_record(
    tmp_path: Path, forget_first: bool
) -> None:
    # an agent stores a value with store_memory and hard-forgets it in the same turn: the turn is journaled
    # after the forget (middleware) or before it (callbacks); either way its call and its result held the value
    from hindsight_core import Trace, TraceStep
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.models import Scope

    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        kept = hs.remember("Pat prefers the morning shift.", user_id="u")
        stored = hs.remember("Pat's locker code is 8812-4471.", user_id="u")
        trace = Trace(
            scope=Scope(user_id="u"),
            steps=[
                TraceStep(step_id="u1", type="user_input", content="Save my locker code, and my shift."),
                TraceStep(step_id="c1", type="tool_call", name="store_memory", metadata={"tool_call_id": "c1"},
                          content='{"text": "Pat\'s locker code is 8812-4471."}'),
                TraceStep(step_id="r1", type="tool_result", name="store_memory", metadata={"tool_call_id": "c1"},
                          content=f"Stored memory {stored.id}: Pat's locker code is 8812-4471."),
                TraceStep(step_id="c2", type="tool_call", name="store_memory", metadata={"tool_call_id": "c2"},
                          content='{"text": "Pat prefers the morning shift."}'),
                TraceStep(step_id="r2", type="tool_result", name="store_memory", metadata={"tool_call_id": "c2"},
                          content=f"Stored memory {kept.id}: Pat prefers the morning shift."),
            ],
        )  # fmt: skip
        if forget_first:
            assert hs.forget(stored.id, user_id="u", hard=True)
            hs.journal_trace(trace, hold=True)
        else:
            hs.journal_trace(trace, hold=True)
            assert hs.forget(stored.id, user_id="u", hard=True)
        steps = {s.step_id: s.content for s in hs.get_trace(trace.trace_id).steps}
    assert all("8812-4471" not in content for content in steps.values())
    assert "morning shift" in steps["c2"] and "morning shift" in steps["r2"]  # another record's steps stay
    assert "8812-4471" not in journal_text(tmp_path)


@pytest.mark.parametrize(
    ("mine", "remark", "request_"),
    [
        ("My salary is 85,000 dollars.", "An 85,000 dollar salary is above the median.", "forget my salary"),
        ("I earn 52k a year.", "52k a year is a solid income for your field.", "forget my income"),
        ("我月薪两万", "月薪两万在这个城市算不错了", "忘掉我的工资"),
    ],
)
def test_forgetting_what_one_earns_takes_the_users_statement_and_the_assistants_copy(
    real: Hindsight, mine: str, remark: str, request_: str
) -> None:
    real.retain(
        [{"role": "user", "content": mine, "id": "u1"}, {"role": "assistant", "content": remark, "id": "a1"}],
        user_id="alice",
        session_id="s1",
    )
    gone = real.forget(query=request_, user_id="alice", hard=True)
    assert {
        s for r in real.list_records(user_id="alice", statuses=ALL_STATUSES) for s in r.source_ids
    } == set()
    assert len(gone) == 2


@pytest.mark.parametrize(
    ("stated", "echo", "query", "value"),
    [
        ("My email is zed.k@example.org.", "I'll send it to zed.k@example.org.", "forget my email",
         "zed.k@example.org"),
        ("My daughter's name is Zoe Marchetti.", "Zoe Marchetti is a lovely name!", "forget my daughter's name",
         "Marchetti"),
        ("My date of birth is 14 February 1988.", "So you were born on February 14, 1988.",
         "forget my date of birth", "1988"),
        ("My car plate is CJK 4471.", "Your plate CJK 4471 is registered for parking.", "forget my car plate",
         "4471"),
        ("My home address is 12 Elm St, Springfield.", "Noted, your home is 12 Elm Street, Springfield.",
         "forget my home address", "Elm"),
        ("我的邮箱是lin.q@qq.com", "好的，我会发到lin.q@qq.com。", "忘掉我的邮箱", "lin.q@qq.com"),
        ("我女儿叫林小雨", "林小雨这个名字真好听！", "忘掉我女儿的名字", "林小雨"),
        ("我的生日是1990年3月5日", "记住了，你出生于1990年3月5日。", "忘掉我的生日", "1990"),
    ],
)  # fmt: skip
def test_a_hard_forget_takes_the_assistants_echo_of_a_personal_value(
    tmp_path: Path, minilm, stated: str, echo: str, query: str, value: str
) -> None:
    """The assistant's echo never says what the value is ("your home is ...", "a lovely name"): it goes because
    it holds the e-mail, the name, the date of birth, the plate or the street address the forgotten message
    gave, from the records, the export and the journal."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain([said(stated, "u1"), said(echo, "a1", role="assistant")], user_id="u", session_id="s1")
        hs.retain([said("I prefer morning appointments.", "u2")], user_id="u", session_id="s2")
        assert hs.forget(query=query, user_id="u", hard=True)
        assert [t for t in texts(hs, ALL_STATUSES) if value in t] == []
        assert any("morning appointments" in t for t in texts(hs))
        hs.export_jsonl(tmp_path / "out.jsonl", user_id="u")
        assert value not in export_text(tmp_path / "out.jsonl")
        journal = journal_text(tmp_path)
        assert value not in journal and "morning appointments" in journal


@pytest.mark.parametrize(
    ("forgotten", "kept", "query"),
    [
        # a date shared by two plans is no date of birth
        ("My dentist appointment is on 3 March 2026.", "My flight to Rome is on 3 March 2026.",
         "forget my dentist appointment"),
        # a place named in passing is no name given
        ("I moved to New York City last year.", "My sister visited New York City in May.",
         "forget that I moved to New York City"),
        # a surname shared with the forgotten name is not the name
        ("My daughter's name is Zoe Marchetti.", "My son's name is Leo Marchetti.", "forget my daughter's name"),
        ("My email is zed.k@example.org.", "Send the invoices to billing@example.org.", "forget my email"),
        ("My car plate is CJK 4471.", "The meeting is at 10 AM, the budget is USD 4471.", "forget my car plate"),
        # a name in a phone call is no name given
        ("I called Dr Smith about my knee yesterday.", "Dr Smith prescribed ibuprofen for the pain.",
         "forget that I called about my knee"),
    ],
)  # fmt: skip
def test_a_personal_value_takes_no_record_that_merely_shares_a_word_with_it(
    real: Hindsight, forgotten: str, kept: str, query: str
) -> None:
    real.retain([said(forgotten, "f")], user_id="u", session_id="s1")
    real.retain([said(kept, "k")], user_id="u", session_id="s2")
    real.forget(query=query, user_id="u", hard=True)
    assert [r.source_ids for r in real.list_records(user_id="u", statuses=ALL_STATUSES)] == [["k"]]
