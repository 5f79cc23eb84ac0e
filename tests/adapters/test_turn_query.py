"""What each recalling adapter puts before the model for the user's latest message, read with its session.

Real framework pieces (a classic chain's memory, the create_agent middleware, LlamaIndex's memory and memory
block), the embedded engine with its defaults (the bundled offline embedder, the rule extractor) and past
conversations of two users. A latest message that points back ("can you draft a reply to her?", 给他回个邮件吧) is
recalled for with the user's turn before it; one that says nothing to search by ("thanks!") recalls what the
conversation is about, and nothing at a conversation's start; one that stands on its own is recalled for alone.
Each user has enough memories that the block (5 of them) cannot hold them all.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from llama_index.core.base.llms.types import ChatMessage

from hindsight_core import Hindsight
from hindsight_langchain import HindsightMemory as LangChainHindsightMemory
from hindsight_langchain import HindsightMiddleware
from hindsight_llamaindex import HindsightMemory as LlamaIndexHindsightMemory
from hindsight_llamaindex import HindsightMemoryBlock, HindsightRetainingMemory

pytestmark = [
    pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince20"),
    pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince211"),
]

_START = datetime(2026, 9, 1, 18, 0, tzinfo=UTC)

#: Past conversations, one a session, a few days apart: (user, what they said).
_PAST = [
    ("alice", "My manager Priya wants the Q3 roadmap by Friday, I keep putting it off"),
    ("alice", "I'm allergic to shellfish, even a little makes me sick"),
    ("alice", "we're going to Lisbon in October for our anniversary, 12th to 18th"),
    ("alice", "my dentist appointment is on the 24th at 9am with Dr. Okafor"),
    ("alice", "my sister Jenna just moved to Denver and she loves board games"),
    ("alice", "I'm training for a 10k in December, running three times a week"),
    ("alice", "my car insurance renews in November, it's with Aviva"),
    ("alice", "we adopted a cat last spring, her name is Miso"),
    ("alice", "I'm reading a novel about a lighthouse keeper, it's slow but lovely"),
    ("alice", "the plumber is coming on Thursday to fix the kitchen sink"),
    ("alice", "I switched my phone plan to one with 50GB of data"),
    ("alice", "my neighbour lent us her ladder for the gutters"),
    ("alice", "I want to learn to make fresh pasta this winter"),
    ("alice", "our wifi keeps dropping in the evenings, the router is old"),
    ("alice", "I'm thinking of repainting the living room a pale green"),
    ("alice", "my phone number is 555-0101"),
    ("alice", "my husband Tom's phone number is 555-0199"),
    ("alice", "my husband works nights at the hospital, he's a nurse"),
    ("alice", "my husband's birthday is March 3, he loves jazz"),
    ("bob", "My manager wants the sales report by Friday"),
    ("li", "我每天早上点一杯燕麦拿铁，少冰，大杯"),
    ("li", "王经理让我下周五之前交季度总结"),
    ("li", "我儿子乐乐每周六上午有游泳课"),
    ("li", "我妈妈下个月过六十大寿，她喜欢听越剧"),
    ("li", "我对花生过敏，吃一点就会起疹子"),
    ("li", "我老婆小雨不吃辣，我们一般去粤菜馆"),
    ("li", "周末打算带乐乐去动物园看熊猫"),
    ("li", "我的车下个月要年检了"),
    ("li", "最近在学吉他，每天练半个小时"),
    ("li", "家里的空调有点漏水，得找人修一下"),
    ("li", "我在华为做软件工程师，每天坐地铁上班"),
    ("li", "下个月想换个新手机，预算四千左右"),
    ("li", "我爸最近血压有点高，在吃降压药"),
    ("li", "我的手机号是13800001111"),
    ("li", "我老婆的手机号是13900002222"),
    ("li", "我老婆在银行上班，每天很忙"),
    ("li", "我老婆生日是10月12号，她喜欢养花"),
]


class _Recorder(GenericFakeChatModel):
    """A chat model for create_agent that answers "Noted." and keeps the messages of every call."""

    calls: list[list[BaseMessage]] = []

    def bind_tools(self, tools: Any, **kwargs: Any) -> _Recorder:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.calls.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _answers() -> Iterator[AIMessage]:
    while True:
        yield AIMessage("Noted.")


class _Session:
    """One live conversation of ``user_id`` through an adapter: ``said`` is a finished earlier turn, ``block``
    what the adapter puts before the model for the latest message."""

    def __init__(self, engine: Hindsight, user_id: str) -> None:
        self.engine, self.user_id = engine, user_id
        self.turns: list[tuple[str, str]] = []

    def said(self, text: str, reply: str) -> None:
        self.turns.append((text, reply))

    def block(self, latest: str) -> str:  # pragma: no cover - every adapter overrides it
        raise NotImplementedError


class _ClassicMemory(_Session):
    def __init__(self, engine: Hindsight, user_id: str) -> None:
        super().__init__(engine, user_id)
        self.memory = LangChainHindsightMemory(
            engine=engine, user_id=user_id, session_id="live", return_messages=True
        )

    def said(self, text: str, reply: str) -> None:
        self.memory.save_context({"input": text}, {"response": reply})

    def block(self, latest: str) -> str:
        messages = self.memory.load_memory_variables({"input": latest})["history"]
        return str(messages[0].content) if messages and messages[0].type == "system" else ""


class _Middleware(_Session):
    def block(self, latest: str) -> str:
        model = _Recorder(messages=_answers(), calls=[])
        middleware = HindsightMiddleware(engine=self.engine, user_id=self.user_id, session_id="live")
        agent = create_agent(model, [], middleware=[middleware])
        thread: list[BaseMessage] = []
        for text, reply in self.turns:
            thread += [HumanMessage(text), AIMessage(reply)]
        agent.invoke({"messages": [*thread, HumanMessage(latest)]})
        [call] = model.calls
        return str(call[0].content) if call[0].type == "system" else ""


class _LlamaIndexMemory(_Session):
    def __init__(self, engine: Hindsight, user_id: str) -> None:
        super().__init__(engine, user_id)
        self.memory = LlamaIndexHindsightMemory.from_defaults(
            engine=engine, user_id=user_id, session_id="live"
        )

    def said(self, text: str, reply: str) -> None:
        self.memory.put(ChatMessage(role="user", content=text))
        self.memory.put(ChatMessage(role="assistant", content=reply))

    def block(self, latest: str) -> str:
        self.memory.put(ChatMessage(role="user", content=latest))  # as an agent does before it asks
        messages = self.memory.get(input=latest)
        return str(messages[0].content) if messages[0].role.value == "system" else ""


class _LlamaIndexBlock(_Session):
    def block(self, latest: str) -> str:
        block = HindsightMemoryBlock(engine=self.engine, user_id=self.user_id)
        messages = [
            ChatMessage(role=role, content=content)
            for text, reply in self.turns
            for role, content in (("user", text), ("assistant", reply))
        ]
        return asyncio.run(block.aget(messages=[*messages, ChatMessage(role="user", content=latest)]))


_ADAPTERS: dict[str, Callable[[Hindsight, str], _Session]] = {
    "langchain-base-memory": _ClassicMemory,
    "langchain-middleware": _Middleware,
    "llamaindex-memory": _LlamaIndexMemory,
    "llamaindex-memory-block": _LlamaIndexBlock,
}


@pytest.fixture(scope="module")
def past(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data directory holding the past conversations (copied for each test: the live turns are recorded)."""
    data = tmp_path_factory.mktemp("past") / "hs"
    with Hindsight(data_dir=data) as hs:
        for day, (user, text) in enumerate(_PAST):
            hs.retain(
                [{"role": "user", "content": text, "id": f"past-{day}"}],
                user_id=user,
                session_id=f"past-{day}",
                occurred_at=_START + timedelta(days=day),
            )
    return data


@pytest.fixture
def engine(past: Path, tmp_path: Path) -> Iterator[Hindsight]:
    data = tmp_path / "hs"
    shutil.copytree(past, data)
    hs = Hindsight(data_dir=data)
    try:
        yield hs
    finally:
        hs.close()


@pytest.fixture(params=sorted(_ADAPTERS))
def session_of(request: pytest.FixtureRequest, engine: Hindsight) -> Callable[[str], _Session]:
    return lambda user_id: _ADAPTERS[request.param](engine, user_id)


def test_a_message_pointing_back_is_recalled_for_with_the_turn_before_it(
    session_of: Callable[[str], _Session],
) -> None:
    alice = session_of("alice")
    alice.said("Priya asked me for an update on the roadmap this morning", "Do you want to reply now?")
    assert "Q3 roadmap" in alice.block("can you draft a reply to her?")


def test_a_chinese_message_pointing_back_is_recalled_for_with_the_turn_before_it(
    session_of: Callable[[str], _Session],
) -> None:
    li = session_of("li")
    li.said("王经理刚发消息问季度总结的进度", "需要我帮你回复吗？")
    assert "下周五之前交季度总结" in li.block("给他回个邮件吧")


def test_thanks_recalls_what_the_conversation_is_about_and_nothing_at_its_start(
    session_of: Callable[[str], _Session],
) -> None:
    alice = session_of("alice")
    assert alice.block("thanks!") == ""  # was: five memories that share a filler word with "thanks"
    alice.said("Priya asked me for an update on the roadmap this morning", "Here is a draft.")
    assert "Q3 roadmap" in alice.block("great, thanks!")
    assert session_of("li").block("在吗") == ""


def test_a_question_standing_on_its_own_is_recalled_for_alone(session_of: Callable[[str], _Session]) -> None:
    alice = session_of("alice")
    alice.said("Priya asked me for an update on the roadmap this morning", "Do you want to reply now?")
    block = alice.block("when is my dentist appointment?")
    first = next(line for line in block.splitlines() if line.startswith("- "))
    assert "Dr. Okafor" in first


def test_a_reply_saying_yes_is_recalled_for_with_what_it_agrees_to(
    session_of: Callable[[str], _Session],
) -> None:
    alice = session_of("alice")
    alice.said("I want to send my sister something for her new flat", "How about a board game?")
    assert "Denver" in alice.block("sure, go ahead")
    li = session_of("li")
    li.said("我妈下个月过生日，送点什么好", "送两张戏票怎么样？")
    assert "喜欢听越剧" in li.block("好，订两张票吧")


def test_a_chain_of_messages_pointing_back_is_read_back_to_the_one_naming_its_subject(
    session_of: Callable[[str], _Session],
) -> None:
    alice = session_of("alice")
    alice.said("Priya asked me for an update on the roadmap this morning", "Do you want to reply now?")
    alice.said("can you draft a reply to her?", "Here is a draft: ...")
    assert "Q3 roadmap" in alice.block("make it shorter")
    li = session_of("li")
    li.said("王经理刚发消息问季度总结的进度", "需要我帮你回复吗？")
    li.said("给他回个邮件吧", "草稿如下：……")
    assert "下周五之前交季度总结" in li.block("把它写短一点")


def test_a_follow_up_naming_another_person_asks_the_question_before_about_them(
    session_of: Callable[[str], _Session],
) -> None:
    """ "and my husband's?" said alone names only him: whatever memory names him came first, not his number."""
    alice = session_of("alice")
    alice.said("what's my phone number?", "It's 555-0101.")
    first = next(line for line in alice.block("and my husband's?").splitlines() if line.startswith("- "))
    assert "555-0199" in first
    li = session_of("li")
    li.said("我的手机号是多少", "13800001111")
    first = next(line for line in li.block("那我老婆的呢").splitlines() if line.startswith("- "))
    assert "13900002222" in first


def test_the_memory_block_does_not_repeat_a_message_the_chat_holds(engine: Hindsight) -> None:
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = HindsightRetainingMemory.from_defaults(session_id="live", memory_blocks=[block])
    memory.put(ChatMessage(role="user", content="Priya asked me for an update on the roadmap this morning"))
    memory.put(ChatMessage(role="assistant", content="Do you want to reply now?"))
    assert block.flush().ok  # the message is a memory now, and still in the chat
    memory.put(ChatMessage(role="user", content="can you draft a reply to her?"))
    system = str(memory.get()[0].content)
    assert "Q3 roadmap" in system
    assert "update on the roadmap" not in system  # was the block's first memory, beside the message itself
