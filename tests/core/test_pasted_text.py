"""Text a user's message holds that is not their statement about themselves: words they quote, an email, a
profile, a chat log, code or a passage to translate that they paste for a task. Its first person is its author's:
it fills no slot of the user's, and never supersedes what the user said of themselves; the user's own statements
beside it are read as ever (rule extractor, hash embedder unless said)."""

from __future__ import annotations

import time

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.pasted import pasted_spans
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.extraction.stored_slot import stored_slot
from hindsight_core.models import Scope, TraceStep
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "Write a cover letter for me. Example: 'My name is Jane Doe and I live in Austin.'",
        "Is this line too formal? 'I work at Initech and I love it.'",
        "她的原话是：'我住在杭州'",
    ],
)
def test_a_single_quoted_statement_is_no_slot_of_the_speaker(text: str) -> None:
    assert slots(text) == []


def _extracted(text: str) -> list[tuple[str, str, str]]:
    """``(subject, attribute, value)`` of each fact the rule extractor gives a user's turn saying ``text``."""
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=T0,
        steps=[TraceStep(step_id="s", type="user_input", content=text)],
    )
    facts = RuleExtractor().extract_sync(window)
    return [
        (f.attributes.get("subject", ""), f.attributes.get("attribute", ""), f.attributes.get("value", ""))
        for f in facts
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Can you summarize this? --- Hi team, I'm John, I live in Boston and I work at Initech. Thanks, John",
        "Can you summarize this email for me?\n\nHi team,\nMy name is John Carter. I live in Boston and I work at "
        "Initech.\nBest,\nJohn",
        "---------- Forwarded message ---------\nFrom: Sarah <sarah@example.com>\nSubject: news\n\nI moved to Denver "
        "last month and I'm working at Acme now.",
        "Please review this candidate's profile:\nName: Priya Shah\nI am a data scientist based in Toronto. I work at "
        "Shopify and I'm allergic to peanuts.",
        "Here's the chat log:\nAlice: I live in Madrid\nBob: I work at Google\nwhat do you think?",
        "Alice: I live in Madrid\nBob: I work at Google\nAlice: my name is Alice\nwho is right?",
        "Why does this fail?\n```python\n# I live in Paris\nprint('I work at Google')\n```",
        "translate: 我住在上海，我是医生",
        "Translate to French: I live in Berlin and I work at Siemens.",
        "What do you think of this quote?\n> I live in Rome and I work at Fiat.\n> My name is Marco.",
        "Can you proofread my friend's bio? I'm Tom, a nurse living in Dublin, and I work at Pfizer.",
        "帮我总结一下这封邮件：大家好，我是张伟，我住在杭州，在阿里巴巴工作。",
        "老板发来的消息：我下周搬到深圳，在华为上班。",
        # (a plan read as no slot anyway: the same message of a home and an employer, which the rules would fill)
        "老板发来的消息：我住在深圳，在华为上班。",
        "can u summarize this pls\n\nlol so I moved to Denver and I'm working at Acme now",
        "Can you reply to this email for me?\nHi, I'm Mark. I live in York and I work at Aviva.",
        "Translate this into French.\nI live in Denver and I work at Acme.",
        # the text between rules of dashes (the rule before it is no end of it)
        "Can you summarize this email for me?\n\n---\nHi team, my name is John Miller. I live in Boston.\n---",
        "Summarize this:\n=====\nI'm Bob, I work at Initech\n=====",
    ],
)
def test_pasted_text_fills_no_slot_of_the_user(text: str) -> None:
    assert _extracted(text) == [("", "", "")]  # the message's one record, holding all of it, no slot


@pytest.mark.parametrize(
    ("text", "own"),
    [
        (
            "I live in Leeds. Here is my landlord's email: Hi, I'm Mark, I live in York and I work at Aviva.",
            [("user", "lives_in", "Leeds")],
        ),
        (
            "I live in Leeds. Here is my landlord's email:\n\nHi,\nI'm Mark. I live in York and I work at Aviva.\nMark",
            [("user", "lives_in", "Leeds")],
        ),
        (
            "Can you summarize this email?\n---\nHi team, I'm Mark. I live in York.\n---\nI live in Leeds btw",
            [("user", "lives_in", "Leeds")],
        ),
        (
            "我住在杭州。下面是我朋友的简历：\n我叫王强，住在南京，在京东工作。",
            [("user", "lives_in", "杭州")],
        ),
        (
            "I work at Aviva. Here's the error:\n```\nTraceback: I live in /tmp\n```\nI'm on Python 3.12.",
            [("user", "python_version", "3.12"), ("user", "works_at", "Aviva")],
        ),
    ],
)
def test_the_users_own_statements_beside_pasted_text_are_read(
    text: str, own: list[tuple[str, str, str]]
) -> None:
    assert [s for s in _extracted(text) if s[1]] == own


@pytest.mark.parametrize(
    "text",
    [
        "Here's my bio: I'm a nurse and I live in Leeds.",  # the user's own writing
        "Please proofread my cover letter: I'm a nurse and I live in Leeds.",
        "Can you check this message? I live in Leeds and I think it's rude.",  # the user goes on in their own words
        "Background: I live in Leeds and I'm a nurse.\nQuestion: which gym is close?",
        "I summarize reports for a living. I live in Leeds and I'm a nurse.",
        # a text of someone else's told of, not pasted: the user goes on in their own words
        "My landlord's email says I owe rent. I live in Leeds and I'm a nurse.",
        "An email from my boss came in today. I live in Leeds and I'm a nurse.",
        "I got this email from my boss today.\nI live in Leeds and I'm a nurse.",
    ],
)
def test_the_users_own_writing_is_theirs(text: str) -> None:
    assert ("user", "lives_in", "Leeds") in _extracted(text)


def test_a_pasted_email_never_supersedes_the_home_the_user_stated(hs: Hindsight) -> None:
    tell(hs, "I live in Leeds.", "home", 0)
    tell(
        hs,
        "Can you summarize this email?\n\nHi all, I'm John. I moved to Boston and I work at Initech.",
        "mail",
        1,
    )
    records = by_source(hs)
    assert records["home"].valid_to is None and records["home"].superseded_by is None
    assert "attribute" not in records["mail"].attributes
    assert stored_slot(records["mail"]) == {}  # read again from its text, it holds no slot either


def test_recall_of_the_users_home_finds_their_own_not_a_pasted_one(real: Hindsight) -> None:
    tell(real, "I live in Leeds.", "home", 0)
    tell(
        real,
        "Can you summarize this email?\n\nHi all, I'm John. I live in Boston and I work at Initech.",
        "mail",
        1,
    )
    top = real.recall("Where do I live?", user_id="u").hits[0].record
    assert top.source_ids == ["home"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("To summarize: I live in Leeds and I work at Aviva.", ("user", "lives_in", "Leeds")),
        ("In short, to translate my job: I work at Aviva as an actuary.", ("user", "works_at", "Aviva")),
        ("总结一下：我住在杭州，在阿里巴巴工作。", ("user", "lives_in", "杭州")),
        ("我平时做翻译：我住在杭州，主要接法律文件。", ("user", "lives_in", "杭州")),
    ],
)
def test_a_word_of_summing_up_or_translating_is_no_request(text: str, slot: tuple[str, str, str]) -> None:
    assert slot in _extracted(text)


@pytest.mark.parametrize("size", [20_000, 200_000])
def test_a_long_run_of_line_breaks_or_hyphens_is_read_at_once(size: int) -> None:
    # each line break started a request that read every line break after it, each word of "a-a-a-..." a name
    # that read every word after it: 20,000 characters took seconds, a long log minutes, on every message
    for text in (
        "Hi." + "\n" * size + "I live in Leeds",
        "a-" * (size // 2) + "'s email: hi",
        "好。" + "\n" * size,
    ):
        started = time.process_time()
        pasted_spans(text)
        assert time.process_time() - started < 1.0


def test_a_line_of_many_spaces_is_read_at_once() -> None:
    # the spaces opening a line were read two ways (before a forwarded message's dashes, or among them): a line of
    # 20,000 spaces (a pasted table, a log's padding) took seconds, of 200,000 many minutes
    for size in (20_000, 200_000):
        started = time.process_time()
        assert pasted_spans("Hi\n" + " " * size + "I live in Leeds") == []
        assert time.process_time() - started < 1.0
    assert pasted_spans("Hi\n  ---------- Forwarded message ----------\nFrom: Bob")[0][0] == 3


@pytest.mark.parametrize(
    "text",
    [
        # a short exchange of the user's with someone ("Me:" answering)
        "Karen: I just moved to Paris!\nMe: wow congrats",
        "Karen: I live in Paris now\nme: nice",
        # a line of someone the user names by role or as one calls a person (老王, 小李; a message of one such line is
        # its speaker's, 王总：我在华为上班: test_speaker_tags)
        "Mom: I'm living in Leeds now, by the way",
        "my sister: I work at Google now\nme: since when??",
        "我妈：我住在成都\n我：知道了",
        "小王：我住在北京，在百度上班。\n小李：我住在上海。",
        # lines opening with a person's name, of two people or with the user's words after (tests/core/test_speaker_tags)
        "Tom: I'll bring the wine\nAnna: I'm vegan btw",
        "[Anna]: I'm vegan\n[Tom]: I live in Berlin",
        "Karen: I just moved to Paris!\nwhat should I reply?",
        "[Anna]: I'm vegan\nwhat should I cook for her?",
    ],
)
def test_a_short_chat_log_fills_no_slot_of_the_user(text: str) -> None:
    assert _extracted(text) == [("", "", "")]


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("Karen: I live in Paris now\nMe: I live in Rome", ("user", "lives_in", "Rome")),
        ("我妈：我住在成都\n我：我住在杭州", ("user", "lives_in", "杭州")),
        # a label of the user's own message, not a person
        ("Update: I live in Leeds now", ("user", "lives_in", "Leeds")),
        ("小结：我住在杭州，在阿里上班。", ("user", "lives_in", "杭州")),
        ("汇总：我住在杭州", ("user", "lives_in", "杭州")),
        ("Me: I live in Leeds.\nGoal: lose 5 kg", ("user", "lives_in", "Leeds")),
        ("Partner: yes, I'm married", ("user", "marital_status", "married")),  # a form's answer
    ],
)
def test_the_users_own_lines_of_a_short_chat_log_are_theirs(text: str, own: tuple[str, str, str]) -> None:
    assert own in _extracted(text)


def test_a_relatives_line_pasted_never_supersedes_the_users_home(hs: Hindsight) -> None:
    tell(hs, "I live in Leeds.", "home", 0)
    tell(hs, "Karen: I just moved to Paris!\nMe: wow congrats", "log", 1)
    records = by_source(hs)
    assert records["home"].valid_to is None and records["home"].superseded_by is None
    assert "lives_in" not in records["log"].attributes.values()


@pytest.mark.parametrize(
    "text",
    [
        "My friend sent me her resume to review:\n\nMaria Lopez\nI am a software engineer and live in Dublin.",
        "Can you check his cover letter?\n\nDear hiring manager, I live in Boston and work at IBM.",
        "Copy-pasting their reply: We are based in Austin and I am the CTO.",
        "My landlord emailed me:\nHi Sam, I live in Spain now so contact me by email.",
        "Got this from my landlord:\nHi Sam, I live in Spain now so contact me by email.",
        "This is what my ex texted me: I moved to Paris and I have a new girlfriend.",
        "My coworker posted this in the group chat: I work at Google now.",
        "我妈给我发了条微信：我搬到广州了，住在天河。",
        "这是我室友写的：我在美团上班，住在望京。",
        "老板发来一封邮件：我住在上海，下周休假。",
        # a line opening with whom it is from
        "from my landlord: I'm selling the flat next year and I live in Spain now",
        "Fwd from my sister: I work at Google now",
        "From Tom: I live in Berlin",
        "我妈发来：我住在成都了",
    ],
)
def test_a_text_someone_else_sent_or_wrote_fills_no_slot_of_the_user(text: str) -> None:
    """A text named as his, her or their own, or said to be sent or written by someone else just before a colon, is
    its author's: their home, employer and job filled the user's slots ("I live in Spain now" of the landlord's
    email became the user's home)."""
    assert _extracted(text) == [("", "", "")]


@pytest.mark.parametrize(
    ("text", "own"),
    [
        (
            "I texted my landlord: I live in Leeds now and the boiler is broken.",
            ("user", "lives_in", "Leeds"),
        ),
        ("I just emailed HR: I work at Acme and need a letter.", ("user", "works_at", "Acme")),
        ("I sent her my resume: I am a nurse in Leeds.", ("user", "job", "nurse")),
        ("我给我妈发了条微信：我搬到广州了。", ("user", "lives_in", "广州")),
        ("这是我写的：我在美团上班。", ("user", "works_at", "美团")),
        ("He texted me that he is late. I work at Acme.", ("user", "works_at", "Acme")),
        # a text sent that opens on the line naming its sender ends with that line
        ("My boss replied: fine.\nI work at Acme anyway.", ("user", "works_at", "Acme")),
        ("from my landlord: the boiler is fixed.\nI live in Leeds btw", ("user", "lives_in", "Leeds")),
        # "from" before what is no one
        ("From my experience: I live in Leeds and it rains a lot", ("user", "lives_in", "Leeds")),
        ("我发来：我住在成都了", ("user", "lives_in", "成都")),
    ],
)
def test_what_the_user_sent_or_says_after_a_sent_line_is_theirs(text: str, own: tuple[str, str, str]) -> None:
    assert own in _extracted(text)


def test_the_lines_of_others_in_bulleted_notes_are_theirs() -> None:
    """Notes of a meeting put each speaker's line under a bullet: "- Tom: I work from home on Fridays" was stored as
    the user's statement, and "- Priya: I'm moving to the Denver office" as the user's plan."""
    text = (
        "Here are my notes from today's standup, can you turn them into a summary?\n\n"
        "- Priya: I finished the billing migration, I'm moving to the Denver office next month\n"
        "- Tom: blocked on the API keys, I work from home on Fridays\n"
        "- Me: reviewed PRs, I live in Leeds so I'll be in the office Tuesday"
    )
    assert [s for s in _extracted(text) if s[1]] == [("user", "lives_in", "Leeds")]
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=T0,
        steps=[TraceStep(step_id="s", type="user_input", content=text)],
    )
    said = [f.text for f in RuleExtractor().extract_sync(window)]
    assert not any("Fridays" in s or "Denver" in s for s in said[1:])
