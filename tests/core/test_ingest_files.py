"""``hindsight ingest`` on the chat histories users already have: chat logs of turns, long histories, files
named as JSON Lines are, LangChain's own dumps; the memories come out under the right user, session and date."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight, UserError
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder


def _write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in rows) + "\n", encoding="utf-8")
    return path


def _exported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    out = tmp_path / "out.jsonl"
    assert main(["export", str(out)]) == 0
    capsys.readouterr()
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def _scopes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, tuple[str, str]]:
    """The user and session of each record exported, by its text."""
    return {r["text"]: (r["scope"]["user_id"], r["scope"]["session_id"]) for r in _exported(tmp_path, capsys)}


def test_a_chat_log_keeps_each_turn_under_the_user_and_session_it_names(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A log whose lines name their user and session was one dialogue of whoever --user-id named: Eli's
    "I live in Toronto" stored as Dana's memory, every session merged (without --user-id: refused)."""
    log = _write(
        tmp_path / "log.jsonl",
        [
            {"user_id": "dana", "session_id": "a1", "role": "user", "content": "I'm vegetarian, fyi"},
            {"user_id": "dana", "session_id": "a1", "role": "assistant", "content": "Thanks, noted!"},
            {"user_id": "eli", "session_id": "b7", "role": "user", "content": "I live in Toronto"},
            {"user_id": "dana", "session_id": "a2", "role": "user", "content": "我的猫叫味噌"},
        ],
    )
    assert main(["ingest", str(log)]) == 0
    assert "3 dialogues of dana, eli" in capsys.readouterr().out
    scopes = _scopes(tmp_path, capsys)
    assert scopes == {
        "The user said: I'm vegetarian, fyi": ("dana", "a1"),
        "The user said: I live in Toronto": ("eli", "b7"),
        "用户说：我的猫叫味噌": ("dana", "a2"),
    }


def test_turns_naming_no_user_take_the_one_given_and_are_refused_without_it(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = _write(
        tmp_path / "log.jsonl",
        [
            {"session_id": "s1", "role": "user", "content": "I work at Acme Corp."},
            {"user_id": "eli", "session_id": "s2", "role": "user", "content": "I live in Toronto"},
        ],
    )
    assert main(["ingest", str(log)]) == 2
    error = capsys.readouterr().err
    assert "the turns of session 's1'" in error and "--user-id" in error and "nothing was ingested" in error
    assert main(["ingest", str(log), "--user-id", "dana"]) == 0
    scopes = _scopes(tmp_path, capsys)
    assert scopes == {
        "The user said: I work at Acme Corp.": ("dana", "s1"),
        "The user said: I live in Toronto": ("eli", "s2"),
    }


def test_turns_without_a_timestamp_are_dated_by_the_turns_around_them(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An export that timestamps the user's turns alone: the assistant's answers were dated the day of the
    import, years after the chat (and first in a recall by date)."""
    turns = _write(
        tmp_path / "chat.jsonl",
        [
            {"role": "assistant", "content": "Last time you mentioned wanting to learn Rust. Did you start?"},
            {
                "role": "user",
                "content": "Yes! I started the Rust book last week.",
                "timestamp": "2024-05-06T18:02:11Z",
            },
            {"role": "assistant", "content": "I'd recommend Rustlings for exercises alongside the book."},
            {"role": "user", "content": "我下周三要去上海出差", "timestamp": "2024-05-07 09:00:00+08:00"},
            {"role": "assistant", "content": "好的，我会提醒你带上充电器。"},
        ],
    )
    assert main(["ingest", str(turns), "--user-id", "a"]) == 0
    dates = {r["text"]: r["occurred_at"] for r in _exported(tmp_path, capsys)}
    assert dates == {
        "The assistant said: Last time you mentioned wanting to learn Rust. Did you start?": "2024-05-06T18:02:10.999000Z",
        "The user said: Yes! I started the Rust book last week.": "2024-05-06T18:02:11Z",
        "The assistant said: I'd recommend Rustlings for exercises alongside the book.": "2024-05-06T18:02:11.001000Z",
        "用户说：我下周三要去上海出差": "2024-05-07T09:00:00+08:00",
        "助手说：好的，我会提醒你带上充电器。": "2024-05-07T09:00:00.001000+08:00",
    }


def test_a_dialogue_date_still_dates_the_turns_before_any_timestamp(hs) -> None:
    when = datetime(2024, 2, 1, 20, 0, tzinfo=UTC)
    result = hs.retain(
        [
            {"role": "user", "content": "I adopted a beagle named Biscuit."},
            {"role": "assistant", "content": "I'd suggest puppy training classes at the local shelter."},
            {"role": "user", "content": "My sister Ana lives in Porto.", "timestamp": "2024-02-03T10:00:00Z"},
            {"role": "assistant", "content": "I'd recommend visiting her in June, the weather is great."},
        ],
        user_id="u",
        occurred_at=when,
    )
    steps = hs.get_trace(result.trace_id).steps
    assert [s.timestamp.isoformat() for s in steps] == [
        "2024-02-01T20:00:00+00:00",
        "2024-02-01T20:00:00.001000+00:00",
        "2024-02-03T10:00:00+00:00",
        "2024-02-03T10:00:00.001000+00:00",
    ]


def test_a_history_longer_than_one_retain_takes_is_ingested_in_parts(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file of turns is one dialogue, and one dialogue over limits.max_messages_per_retain (1,000: a few
    months of chat) was refused whole, the user told to raise a limit: it is stored a part at a time, in order,
    and the same file run again stores nothing twice."""
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_MESSAGES_PER_RETAIN", "4")
    said = [f"I visited city number {i} on my trip." for i in range(10)]
    turns = _write(tmp_path / "long.jsonl", [{"role": "user", "content": text} for text in said])
    zh = [
        "我上周去杭州出差了。",
        "周末爬了宝石山，累死",
        "我女儿下个月考钢琴八级",
        "最近在学做川菜",
        "我换了新工作，在滴滴",
        "明天要去看牙医",
    ]
    dialogue = _write(
        tmp_path / "one.jsonl",
        [
            {
                "user_id": "b",
                "occurred_at": "2024-03-01T08:00:00Z",
                "messages": [{"role": "user", "content": text} for text in zh],
            }
        ],
    )
    for _ in range(2):
        assert main(["ingest", str(turns), "--user-id", "a"]) == 0
        assert "3 dialogues of a: " in capsys.readouterr().out
        assert main(["ingest", str(dialogue)]) == 0
    rows = _exported(tmp_path, capsys)
    ordered = sorted(rows, key=lambda r: datetime.fromisoformat(r["occurred_at"]))
    assert [r["text"] for r in ordered if r["scope"]["user_id"] == "a"] == [
        f"The user said: {t}" for t in said
    ]
    dated = [(r["text"], r["occurred_at"]) for r in ordered if r["scope"]["user_id"] == "b"]
    assert dated == [
        (f"用户说：{t}", f"2024-03-01T08:00:00{f'.00{i}000' if i else ''}Z") for i, t in enumerate(zh)
    ]


@pytest.mark.parametrize("name", ["history.json", "history.ndjson", "HISTORY.JSONL"])
def test_json_lines_are_read_whatever_the_file_is_named(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """JSON Lines named .json (as many tools write them), .ndjson or .JSONL were refused: "is not valid JSON
    (Extra data at line 2, column 1)"."""
    turns = [
        {"role": "user", "content": "I'm allergic to penicillin."},
        {"role": "assistant", "content": "Thanks for telling me."},
        {"role": "user", "content": "我住在成都"},
    ]
    assert main(["ingest", str(_write(tmp_path / name, turns)), "--user-id", "a"]) == 0
    texts = {r["text"] for r in _exported(tmp_path, capsys)}
    assert {"The user said: I'm allergic to penicillin.", "用户说：我住在成都"} <= texts


def test_a_bad_line_of_json_lines_named_json_is_named_by_its_line(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "history.json"
    path.write_text('{"role": "user", "content": "I like tea"}\n{"role": "user", "content": "I like\n')
    assert main(["ingest", str(path), "--user-id", "a"]) == 2
    error = capsys.readouterr().err
    assert "history.json line 2 is not valid JSON" in error and "nothing was ingested" in error


_HUMAN = {"content": "I'm flying to Oslo on Friday, what's the weather?", "type": "human", "id": None}
_CALL = {"name": "weather", "args": {"city": "Oslo"}, "id": "c1", "type": "tool_call"}
_AI = {"content": "", "type": "ai", "tool_calls": [_CALL], "invalid_tool_calls": [], "usage_metadata": None}
_TOOL = {"content": '{"temp": -3}', "type": "tool", "tool_call_id": "c1", "status": "success"}
_CHUNK = {"content": "It is -3 in Oslo, pack a warm coat.", "type": "AIMessageChunk", "response_metadata": {}}
_CHAT = {"content": "我下个月搬去奥斯陆", "type": "chat", "role": "user"}
_SYSTEM = {"content": "You are a travel assistant.", "type": "system"}
_MESSAGES = [_SYSTEM, _HUMAN, _AI, _TOOL, _CHUNK, _CHAT]
_CLASSES = ["SystemMessage", "HumanMessage", "AIMessage", "ToolMessage", "AIMessageChunk", "ChatMessage"]


@pytest.mark.parametrize(
    ("name", "dump"),
    [
        ("messages_to_dict", [{"type": m["type"], "data": m} for m in _MESSAGES]),
        ("model_dump", _MESSAGES),
        ("history.model_dump_json", {"messages": _MESSAGES}),
        (
            "dumpd",
            [
                {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", cls], "kwargs": m}
                for cls, m in zip(_CLASSES, _MESSAGES, strict=True)
            ],
        ),
    ],
)
def test_a_langchain_history_dumped_to_json_is_ingested(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, dump: Any
) -> None:
    """LangChain's own JSON of a chat history (what FileChatMessageHistory writes, a message's model_dump,
    dumpd) names a message's role by its "type": "is neither a turn {'role', 'content'} nor a dialogue"."""
    path = tmp_path / "history.json"
    path.write_text(json.dumps(dump, ensure_ascii=False), encoding="utf-8")
    assert main(["ingest", str(path), "--user-id", "c"]) == 0, name
    texts = {(r["text"], r["status"]) for r in _exported(tmp_path, capsys)}
    assert texts == {
        ("The user said: I'm flying to Oslo on Friday, what's the weather?", "active"),
        ('Tool weather({"city": "Oslo"}) returned: {"temp": -3}', "active"),
        ("The assistant said: It is -3 in Oslo, pack a warm coat.", "pending"),
        ("用户说：我下个月搬去奥斯陆", "active"),
    }


def test_a_file_given_to_the_wrong_command_says_which_one_takes_it(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A chat history given to import was told to "fix the line (or export it again)", an export given to
    ingest that it "is neither a turn nor a dialogue": neither said which command reads it."""
    chat = _write(tmp_path / "chat.jsonl", [{"role": "user", "content": "我住在成都"}])
    dialogues = _write(
        tmp_path / "dialogues.jsonl", [{"messages": [{"role": "user", "content": "I live in Oslo"}]}]
    )
    assert main(["ingest", str(chat), "--user-id", "a"]) == 0
    exported = tmp_path / "export.jsonl"
    assert main(["export", str(exported)]) == 0
    capsys.readouterr()
    for path in (chat, dialogues):
        assert main(["--data-dir", str(tmp_path / "other"), "import", str(path)]) == 2
        error = capsys.readouterr().err
        assert "not a memory" in error and "hindsight ingest" in error and "Nothing was imported" in error
    assert main(["ingest", str(exported), "--user-id", "a"]) == 2
    error = capsys.readouterr().err
    assert f"hindsight import {exported}" in error and "nothing was ingested" in error


def test_a_logs_relative_dates_are_read_on_the_day_each_turn_was_said(hs) -> None:
    """The rule extractor read "tomorrow" and 昨天 at the last turn of their window: in a log spanning days (a
    history ingested), "tomorrow" said on Monday was dated the day after Friday's last turn."""
    result = hs.retain(
        [
            {
                "role": "user",
                "content": "I have a dentist appointment tomorrow at 3pm",
                "timestamp": "2024-05-06T09:00Z",
            },
            {"role": "user", "content": "我昨天从罗马飞回来了", "timestamp": "2024-05-08T10:00:00Z"},
            {"role": "user", "content": "I quit smoking 3 days ago!", "timestamp": "2024-05-09T20:00:00Z"},
            {
                "role": "assistant",
                "content": "Any plans for the weekend?",
                "timestamp": "2024-05-10T18:00:00Z",
            },
        ],
        user_id="u",
    )
    dates = {r.text: r.attributes.get("mentioned_dates") for r in result.added}
    assert dates["The user said: I have a dentist appointment tomorrow at 3pm"] == "2024-05-07"
    assert dates["用户说：我昨天从罗马飞回来了"] == "2024-05-07"
    assert dates["The user said: I quit smoking 3 days ago!"] == "2024-05-06"


def test_a_turns_date_is_read_under_the_names_chat_logs_give_it(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A log dating its turns by "created_at", "create_time" (seconds since 1970), "ts" or "date" had every
    memory dated the day of the ingest, said nothing of it; a "timestamp" in seconds or milliseconds was refused."""
    turns = _write(
        tmp_path / "log.jsonl",
        [
            {
                "role": "user",
                "content": "I started a new job at Stripe!",
                "created_at": "2024-05-06T18:02:11Z",
            },
            {"role": "user", "content": "I live in Oakland now", "create_time": 1715018600.25},
            {"role": "user", "content": "payments infra, mostly Go", "ts": "1715018620.000200"},
            {"role": "user", "content": "我下周去东京出差", "date": "2024-05-07"},
            {"role": "user", "content": "lunch is at noon", "time": "12:00"},  # no date: the turn before's
            {"role": "user", "content": "my sister Ana visits in June", "timestamp": 1715100000000},
        ],
    )
    assert main(["ingest", str(turns), "--user-id", "a"]) == 0
    dates = {r["text"]: r["occurred_at"] for r in _exported(tmp_path, capsys)}
    assert dates == {
        "The user said: I started a new job at Stripe!": "2024-05-06T18:02:11Z",
        "The user said: I live in Oakland now": "2024-05-06T18:03:20.250000Z",
        "The user said: payments infra, mostly Go": "2024-05-06T18:03:40.000200Z",
        "用户说：我下周去东京出差": "2024-05-07T00:00:00Z",
        "The user said: lunch is at noon": "2024-05-07T00:00:00.001000Z",
        "The user said: my sister Ana visits in June": "2024-05-07T16:40:00Z",
    }


def test_numeric_user_and_session_ids_of_a_file_are_the_ids_the_cli_names(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A database's dump names its users by number ("user_id": 42): the file was refused, "user_id must be a
    string, not the int 42", though `--user-id 42` names that user everywhere else."""
    log = _write(
        tmp_path / "log.jsonl",
        [
            {"user_id": 7, "session_id": 1001, "role": "user", "content": "I live in Oslo"},
            {"user_id": 8, "session_id": 1002, "role": "user", "content": "我住在罗马"},
        ],
    )
    dialogues = _write(
        tmp_path / "dialogues.jsonl",
        [{"user_id": 42, "messages": [{"role": "user", "content": "I like tea"}]}],
    )
    assert main(["ingest", str(log)]) == 0
    assert main(["ingest", str(dialogues)]) == 0
    scopes = _scopes(tmp_path, capsys)
    assert scopes == {
        "The user said: I live in Oslo": ("7", "1001"),
        "用户说：我住在罗马": ("8", "1002"),
        "The user said: I like tea": ("42", None),
    }
    assert main(["recall", "where do I live", "--user-id", "7", "--session-id", "1001", "--json"]) == 0
    assert [h["record"]["text"] for h in json.loads(capsys.readouterr().out)["hits"]] == [
        "The user said: I live in Oslo"
    ]


def test_a_numeric_user_id_is_the_same_user_in_ingest_import_and_the_api(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight ingest` read a file's "user_id": 7 as the user "7", `hindsight import` refused the same id in a
    record's scope ("Input should be a valid string, got 7"), and the API said "must be a string" without the
    id to pass. Now both files read a whole number as its text, and the API's refusal names that text."""
    chat = _write(tmp_path / "chat.jsonl", [{"user_id": 7, "role": "user", "content": "I live in Oslo"}])
    records = _write(
        tmp_path / "records.jsonl",
        [
            {"text": "Bo works as a welder", "scope": {"user_id": 7, "session_id": 1001}},
            {"text": "Cy likes tea", "scope": {"user_id": "9"}},
        ],
    )
    assert main(["ingest", str(chat)]) == 0
    assert main(["import", str(records)]) == 0
    assert "imported 2 records" in capsys.readouterr().out
    scopes = _scopes(tmp_path, capsys)
    assert scopes["The user said: I live in Oslo"] == ("7", None)
    assert scopes["Bo works as a welder"] == ("7", "1001")
    assert scopes["Cy likes tea"] == ("9", None)
    # anything else that is no text is still refused, naming the line
    bad = _write(tmp_path / "bad.jsonl", [{"text": "Di likes jazz", "scope": {"user_id": 7.5}}])
    assert main(["import", str(bad)]) == 2
    assert f"{bad}:1" in capsys.readouterr().err
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        with pytest.raises(UserError, match=r"user_id must be a string, not the int 7: pass '7'"):
            hs.remember("I live in Oslo", user_id=7)  # type: ignore[arg-type]
        assert {r.text for r in hs.list_records(user_id="7")} >= {"Bo works as a welder"}


def test_a_file_ingested_on_two_machines_then_merged_by_export_and_import_is_stored_once(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Messages without ids were given random ones, and a record's id comes from the messages it was said in: the
    same file ingested into two data directories made the same memories under other ids, and importing one's
    export into the other stored each twice."""
    chats = _write(
        tmp_path / "chats.jsonl",
        [
            {
                "user_id": "dana",
                "session_id": "a1",
                "messages": [
                    {"role": "user", "content": "I'm vegetarian, fyi"},
                    {"role": "assistant", "content": "Thanks, noted!"},
                    {"role": "user", "content": "my sister Ana lives in Porto"},
                ],
            },
            {"user_id": "eli", "messages": [{"role": "user", "content": "我在一家医院当护士"}]},
        ],
    )
    other = tmp_path / "other"
    for data in (env, other):
        assert main(["--data-dir", str(data), "ingest", str(chats)]) == 0
    first = _exported(tmp_path, capsys)
    assert len(first) >= 3
    moved = tmp_path / "other.jsonl"
    assert main(["--data-dir", str(other), "export", str(moved)]) == 0
    assert main(["import", str(moved)]) == 0
    merged = _exported(tmp_path, capsys)
    assert sorted(r["id"] for r in merged) == sorted(r["id"] for r in first)
    # and ingesting it again here still adds nothing
    assert main(["ingest", str(chats)]) == 0
    assert "0 memories added" in capsys.readouterr().out


def test_a_dialogue_whose_user_id_is_null_takes_the_one_given(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An exporter writes ``"user_id": null`` for "none": a turn of a chat log took --user-id so, but a
    dialogue said 'has no "user_id": pass --user-id' with --user-id passed; null is read as left out."""
    dialogues = _write(
        tmp_path / "dialogues.jsonl",
        [{"user_id": None, "session_id": None, "messages": [{"role": "user", "content": "I live in Oslo"}]}],
    )
    assert main(["ingest", str(dialogues)]) == 2
    error = capsys.readouterr().err
    assert '"user_id" is null: pass --user-id' in error and "nothing was ingested" in error
    assert main(["ingest", str(dialogues), "--user-id", "dana", "--session-id", "s9"]) == 0
    assert _scopes(tmp_path, capsys) == {"The user said: I live in Oslo": ("dana", "s9")}
