"""What live LangChain objects show the model after a user is erased (``forget_user``) in the same process:
the real classes, fake models, a real embedded engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_classic.chains import ConversationChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMemory
from tests.langchain.conftest import step_extractor


class PromptRecordingModel(FakeListChatModel):
    """Remembers the prompts it was given."""

    prompts: list[str] = []

    def _call(self, messages: list[Any], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> str:
        self.prompts.append("\n".join(str(m.content) for m in messages))
        return super()._call(messages, stop=stop, run_manager=run_manager, **kwargs)


def _engine(path: Path) -> Hindsight:
    return Hindsight(data_dir=path, embedder=HashEmbedder(64), extractor=step_extractor())


def test_classic_memory_lets_go_of_an_erased_users_turns_and_keeps_another_users(tmp_path: Path) -> None:
    hs = _engine(tmp_path / "hs")
    try:
        model = PromptRecordingModel(responses=["Noted."] * 6, prompts=[])
        memory = HindsightMemory(engine=hs, session_id="s1", input_key="input", background=False)
        chat = ConversationChain(llm=model, memory=memory)
        chat.invoke({"input": "Our gate code is 55913.", "user_id": "alice"})
        chat.invoke({"input": "My locker number is 4417.", "user_id": "bob"})
        hs.forget_user("alice")
        chat.invoke({"input": "Hello again, I just moved to Oslo.", "user_id": "alice"})
        chat.invoke({"input": "What was my locker number?", "user_id": "bob"})
        chat.invoke({"input": "thanks!", "user_id": "alice"})
        after_erasure, bob, alice_later = model.prompts[2:]
        assert "55913" not in after_erasure
        assert "Human: My locker number is 4417.\nAI: Noted." in bob  # another user's turns stay
        assert "55913" not in alice_later
        # what alice says after the erasure is a new conversation, kept as usual
        assert "Human: Hello again, I just moved to Oslo.\nAI: Noted." in alice_later
    finally:
        hs.close()
