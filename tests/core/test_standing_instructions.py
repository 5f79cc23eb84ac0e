"""A standing instruction to the assistant holds for every request, not only when asked about: the context the
adapters build for "help me write an email to my landlord" (帮我写个请假条) recalled what shares its words, and "actually
English is fine again" or 叫我老王就行, sharing none, was never in it once the user had more than a few memories. The
current instructions are put above the recalled memories, the newest of each only, the memories the request needs
still there."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMemory as LangChainMemory
from hindsight_llamaindex import HindsightMemory as LlamaIndexMemory
from tests.core.retain_helpers import T0

_EN = [
    "I work at Stripe as a backend engineer",
    "please always answer me in Chinese",
    "my landlord is Mr. Okafor, the heater in my flat has been broken for two weeks",
    "I'm allergic to peanuts",
    "call me Sam, not Samuel",
    "we adopted a dog named Rex last spring",
    "actually English is fine again",
    "I'm training for the Austin half marathon in March",
    "my sister lives in Denver",
    "I'm reading Project Hail Mary right now",
    "my car needs an oil change soon",
    "I go to the gym on mondays and thursdays",
]
_ZH = [
    "我在杭州的一家电商公司做产品经理",
    "以后用中文回答我",
    "叫我老王就行",
    "我对猫毛过敏",
    "周末带孩子去了动物园",
    "还是用英文吧",
    "我老板姓李，人挺好的",
    "下个月去成都出差",
    "我房租每月六千",
    "最近在学做饭",
    "明天要请假去医院复查",
    "我家猫叫咪咪",
]


def _said(hs: Hindsight, said: list[str], user: str) -> None:
    for i, text in enumerate(said):
        hs.retain(
            [{"role": "user", "content": text, "id": f"{user}-{i}"}],
            user_id=user,
            session_id=f"{user}-s{i}",
            occurred_at=T0 + timedelta(days=9 * i),
        )


def _instructions(context: str) -> list[str]:
    """The lines of the block of standing instructions in ``context`` (below an adapter's own preamble)."""
    lines = context.splitlines()
    at = next((i for i, line in enumerate(lines) if line.startswith("Standing instructions")), len(lines))
    shown = []
    for line in lines[at + 1 :]:
        if not line.startswith("- ["):
            break
        shown.append(line)
    return shown


def test_langchain_memory_carries_the_current_instructions_for_an_unrelated_request(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _said(hs, _EN, "u")
        memory = LangChainMemory(engine=hs, user_id="u", session_id="new")
        context = memory.load_memory_variables({"input": "help me write an email to my landlord"})["history"]
        shown = _instructions(context)
        assert len(shown) == 2, context
        assert "call me Sam, not Samuel" in shown[0] and "actually English is fine again" in shown[1]
        assert "always answer me in Chinese" not in "\n".join(shown)  # replaced: history, no instruction
        assert "Mr. Okafor" in context.split("\n\n", 1)[1]  # what the request needs is still recalled


def test_llamaindex_memory_carries_them_in_chinese(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _said(hs, _ZH, "u")
        _said(hs, ["以后用中文回答我"], "other")  # another user's: never shown
        memory = LlamaIndexMemory.from_defaults(engine=hs, user_id="u", session_id="new")
        [system] = [m for m in memory.get(input="帮我写个请假条") if m.role.value == "system"]
        shown = _instructions(str(system.content))
        assert len(shown) == 2, system.content
        assert "叫我老王就行" in shown[0] and "还是用英文吧" in shown[1]


def test_the_instructions_are_the_newest_of_each_and_none_without_any(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        assert hs.standing_instructions(user_id="u") == []
        _said(hs, ["I live in Leeds", "help me plan a trip to Tokyo"], "u")
        assert hs.standing_instructions(user_id="u") == []
        context = LangChainMemory(engine=hs, user_id="u").load_memory_variables({"input": "plan a trip"})[
            "history"
        ]
        assert context.startswith("Relevant memories")  # no block when there is no instruction
        hs.retain(
            [{"role": "user", "content": "from now on answer me in Japanese", "id": "j"}],
            user_id="u",
            occurred_at=datetime(2026, 6, 1, tzinfo=UTC),
        )
        assert [r.attributes["value"] for r in hs.standing_instructions(user_id="u")] == ["Japanese"]


_MENTIONS = [
    "ugh, the {} instructions are useless",
    "lost the {} instructions again",
    "{} instructions: done",
]
_THINGS = [
    "crib",
    "bookshelf",
    "VPN",
    "espresso machine",
    "router",
    "printer",
    "garden shed",
    "bike rack",
    "tent",
    "car seat",
    "dishwasher",
    "drone",
    "lego set",
    "baby monitor",
    "air fryer",
    "treadmill",
    "grill",
]


def test_memories_saying_instructions_never_crowd_the_instructions_out(tmp_path: Path) -> None:
    """The instructions were read by a keyword search on "instruction" (48 hits): a user with more short memories
    saying "instructions" ("lost the router instructions again", "ugh, the crib instructions are useless") lost
    "please always answer me in Chinese" and "keep your answers short" from the block; they are read by a word no
    message says."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _said(hs, ["call me Sam", "please always answer me in Chinese", "keep your answers short"], "u")
        mentions = [m.format(thing) for m in _MENTIONS for thing in _THINGS]
        for i, text in enumerate(mentions):
            hs.retain(
                [{"role": "user", "content": text, "id": f"i{i}"}],
                user_id="u",
                session_id=f"i{i}",
                occurred_at=T0 + timedelta(days=30, hours=i),
            )
        assert sum("instructions" in r.text for r in hs.list_records(user_id="u")) == len(mentions) > 48
        held = {
            r.attributes["attribute"]: r.attributes["value"] for r in hs.standing_instructions(user_id="u")
        }
        assert held == {"nickname": "Sam", "reply_language": "Chinese", "reply_length": "short"}
        context = LangChainMemory(engine=hs, user_id="u").load_memory_variables({"input": "plan a trip"})[
            "history"
        ]
        assert "always answer me in Chinese" in "\n".join(_instructions(context)), context


def test_the_instructions_are_read_as_they_held_at_the_time_asked(tmp_path: Path) -> None:
    """No time of the question reached the instructions: asked at a time before the user lifted one (a fixed
    clock, a question replayed), the one replaced later was read as ended and its successor, not said yet, given.
    Read at the time asked: before the change the old one holds, on and after it the new one; without a time, as
    stored."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for n, (text, day) in enumerate(
            [
                ("please always answer me in Chinese", 0),
                ("以后叫我老王", 3),
                ("actually English is fine again", 20),
            ]
        ):
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{n}"}],
                user_id="u",
                session_id=f"s{n}",
                occurred_at=T0 + timedelta(days=day),
            )

        def values(day: float | None) -> list[str]:
            now = None if day is None else T0 + timedelta(days=day)
            return [r.attributes["value"] for r in hs.standing_instructions(user_id="u", now=now)]

        assert values(1) == ["Chinese"]  # (老王 not said yet)
        assert values(19) == ["Chinese", "老王"]
        assert values(20) == values(45) == values(None) == ["老王", "English"]
