"""The language the user tells the assistant to answer in is a standing instruction, a slot of theirs that a later
one changes ("please always answer me in Chinese", then "actually English is fine again"; 以后用中文回答我, then
还是用英文吧): each was only 'The user said: ...', so the change ended nothing and both stayed current; a one-off
request ("answer this one in French", 这段用英文回答) is no standing instruction."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("please always answer me in Chinese", "Chinese"),
        ("From now on, answer in Chinese", "Chinese"),
        ("can you answer me in Mandarin from now on?", "Chinese"),
        ("talk to me in Spanish pls", "Spanish"),
        ("I'd like you to respond in English going forward", "English"),
        ("actually English is fine again", "English"),
        ("you can switch back to English", "English"),
        ("let's stick to English from now on", "English"),
        ("以后用中文回答我", "Chinese"),
        ("请用中文回复我", "Chinese"),
        ("还是用英文吧", "English"),
        ("跟我说英文就行", "English"),
        ("以后都说中文吧", "Chinese"),
        ("默认用中文回答", "Chinese"),
        ("你以后用英文跟我聊", "English"),
        ("你能用中文回答我吗？", "Chinese"),
        # said as what the user wants of the answers
        ("I want answers in Chinese from now on", "Chinese"),
        ("I prefer responses in Chinese", "Chinese"),
        ("I'd prefer your replies in English", "English"),
        ("your answers should be in Chinese", "Chinese"),
        ("我希望以后用中文回答", "Chinese"),
        ("我更喜欢你用英文回复", "English"),
    ],
)
def test_the_language_to_answer_in_fills_reply_language(text: str, language: str) -> None:
    assert ("reply_language", language) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "answer this one in French",
        "answer me in French this time",
        "Can you write it in French?",
        "translate this into Spanish",
        "Reply to my landlord in Spanish",
        "reply to me in English if I write in English",
        "Let's switch to Spanish for a bit, I need practice",
        "请用英文回答这个问题",
        "I always reply in English to my boss",
        "my mom only speaks to me in French",
        "your English is fine now",
        "这段用英文回答",
        "这封邮件用英文回复我",
        "我妈用英语跟我说话",
        "我在学英文",
        "这份简历还是用英文吧",
        "I want answers in Chinese for this quiz",
        "I prefer reading in English",
        "my kids prefer books in Spanish",
        "我想用英文写这封邮件",
    ],
)
def test_a_one_off_or_someone_elses_language_fills_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "reply_language"] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        (
            "please always answer me in Chinese",
            "actually English is fine again",
            "what language should you answer me in?",
        ),
        ("以后用中文回答我", "还是用英文吧", "你应该用什么语言回答我"),
    ],
)
def test_a_later_language_supersedes_the_earlier(hs: Hindsight, old: str, new: str, question: str) -> None:
    tell(hs, old, "a", 0)
    tell(hs, "I work at Stripe as a backend engineer", "b", 3)
    tell(hs, new, "c", 40)
    tell(hs, "my sister lives in Denver", "d", 41)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id and records["c"].valid_to is None
    assert first(hs, question) == ["c"]


def test_what_one_wants_of_the_answers_is_no_other_preference() -> None:
    """ "I prefer responses in Chinese" also read a preference for "responses"."""
    assert [s for s in slots("I prefer responses in Chinese") if s[0] == "prefers"] == []


@pytest.mark.parametrize(
    "memory",
    [
        "The user prefers responses in Chinese",
        "The user wants answers in Chinese from now on",
        "用户希望以后用中文回答",
    ],
)
def test_a_memory_an_agent_stores_of_the_language_is_the_users_instruction(
    hs: Hindsight, memory: str
) -> None:
    """What an agent stores through `remember` / MCP's store_memory is written of the user: the same slot."""
    record = hs.remember(memory, user_id="u")
    assert (record.attributes["attribute"], record.attributes["value"]) == ("reply_language", "Chinese")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("please answer in Chinese", "Chinese"),
        ("pls reply in Spanish", "Spanish"),
        ("answer in French please", "French"),
        ("reply in Spanish.", "Spanish"),
        ("ok please respond in English, thanks", "English"),
        ("please write in English", "English"),
    ],
)
def test_a_bare_request_of_the_language_fills_reply_language(text: str, language: str) -> None:
    """A request with a please and nothing else filled nothing: it asks for the answers, as "from now on" does."""
    assert ("reply_language", language) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "please answer in Chinese: how do I say thanks?",
        "please reply in Spanish to this email",
        "my teacher said please answer in French",
        "please answer in Chinese this time",
        "please speak in English in the meeting",
        "he told me to answer in English",
        "I have to reply in Spanish.",
        "Reply in Spanish to Maria please",
        "please answer in Chinese if I ask in Chinese",
        "can you answer in Chinese?",
    ],
)
def test_a_request_for_one_answer_or_someone_elses_fills_no_language(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "reply_language"] == [], slots(text)


def test_a_bare_request_supersedes_the_language_before(hs: Hindsight) -> None:
    tell(hs, "please always answer me in Chinese", "a", 0)
    tell(hs, "pls reply in Spanish", "c", 30)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id
    assert [r.text for r in hs.standing_instructions(user_id="u")] == [records["c"].text]
