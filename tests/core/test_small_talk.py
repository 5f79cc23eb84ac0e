"""Small talk forms no memory: greetings, thanks, sign-offs, laughter, today's weather, a passing mood and a bare
agreement (English and Chinese, stretched "thank youuu" and 哈哈哈哈 too) are skipped by the rule extractor and
counted in ``skipped_steps``; a short turn that says something ("gn, my flight is at 6", 好困，昨晚加班到两点, a
short answer to the assistant's question) is kept."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.smalltalk import is_small_talk

_AT = datetime(2026, 3, 2, 9, tzinfo=UTC)

# As an unseen evaluation's users wrote them, and more of each kind
_SMALL_TALK = [
    "Morning! Ugh, Mondays.", "lol we'll see", "thanks, that's all for now", "thank youuu", "see yaaa", "gn",
    "ok gotta shower", "off to bed, night night", "perfect, merci!", "Right. Ok that's it for today, cheers",
    "exactly! finally some good news", "Yes, next time. bye!", "good idea", "maybe next time",
    "it's so sunny today!", "haha the weather here is awful today btw", "what a lovely day",
    "Will do. lol I'm so tired", "I'm sooo bored", "feeling sleepy lol",
    "哈哈哈哈今天好无聊", "好困，睡了", "哈哈还好啦", "呜呜不想回去上班", "原来如此！长知识了", "好主意", "好主意！",
    "今天好热啊", "外面又下雨了", "天气真好", "累死了", "我去睡了", "晚安，睡了", "下次吧",
    "今天好难熬啊", "这周太难熬了",
]  # fmt: skip

# Short turns that carry something: a fact behind the mood, a request, a choice, a short answer, a taste
_CONTENT = [
    "gn, my flight is at 6", "I'm tired of Java", "I'm so tired of my job", "I'm bored of running",
    "ok, book the 9am one", "Yes, the Lisbon one", "Tuesday", "PostgreSQL", "Mondays", "I hate Mondays",
    "it's so cold in my flat, the heating is broken", "I'm so tired, the baby kept us up all night",
    "gotta go to Leeds", "next time I'll order the lamb", "good news: I got the job",
    "we'll see the doctor tomorrow", "It's raining in Lisbon so I moved the trip",
    "好困，昨晚加班到两点", "我不想上班了，准备辞职", "今天好热，空调坏了", "我最近好累，在准备考研", "还好没下雨",
    "天气好的话我们去爬山", "饿死了", "手术后那几天好难熬", "周一真的好难熬",
]  # fmt: skip


@pytest.mark.parametrize("text", _SMALL_TALK)
def test_small_talk_is_recognised(text: str) -> None:
    assert is_small_talk(text)


@pytest.mark.parametrize("text", _CONTENT)
def test_short_content_is_not_small_talk(text: str) -> None:
    assert not is_small_talk(text)


@pytest.mark.parametrize(
    "text",
    [
        "thank youuu",
        "see yaaa",
        "gn",
        "ok gotta shower",
        "perfect, merci!",
        "lol we'll see",
        "好主意",
        "哈哈还好啦",
    ],
)
def test_fillers_read_by_the_density_gate_too(text: str) -> None:
    # the LLM extractor's gate skips them as well
    assert is_low_information(text)


@pytest.mark.parametrize("text", ["Tuesday", "Mondays", "Berlin", "gotta go to Leeds", "还好没下雨"])
def test_short_answers_stay_information(text: str) -> None:
    assert not is_low_information(text)


def _said(hs: Hindsight, user: str, *turns: tuple[str, str]) -> tuple[int, list[str]]:
    result = hs.retain(
        [
            {"role": role, "content": text, "id": f"m{n}", "name": "Maya"}
            for n, (role, text) in enumerate(turns)
        ],
        user_id=user,
        session_id="s",
        occurred_at=_AT,
    )
    return result.skipped_steps, [r.text for r in hs.list_records(user_id=user)]


def test_small_talk_forms_no_memory_and_is_counted_as_skipped(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for n, text in enumerate(
            ["it's so sunny today!", "thank youuu", "好困，睡了", "Yes, next time. bye!"]
        ):
            assert _said(hs, f"u{n}", ("user", text)) == (1, [])


def test_short_turns_with_content_are_kept(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for n, text in enumerate(["gn, my flight is at 6", "I'm tired of Java", "好困，昨晚加班到两点"]):
            skipped, texts = _said(hs, f"u{n}", ("user", text))
            assert skipped == 0 and len(texts) == 1 and text in texts[0]


@pytest.mark.parametrize(
    ("question", "answer"),
    [("Which day works for the call?", "Tuesday"), ("Which database should I set up?", "PostgreSQL"),
     ("Which flat did you like, Lisbon or Porto?", "Yes, the Lisbon one"), ("要订哪天的？", "周二")],
)  # fmt: skip
def test_a_short_answer_to_the_assistant_is_kept_with_its_question(
    tmp_path: Path, question: str, answer: str
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _, texts = _said(hs, "u", ("assistant", question), ("user", answer))
        assert len(texts) == 1 and answer in texts[0] and question in texts[0]


@pytest.mark.parametrize(
    ("before", "reply"),
    [
        (
            "Stretch your hip flexors for two minutes every hour. Would a reminder help?",
            "thanks, that's helpful",
        ),
        (
            "You could try the Mediterranean plan first. Want me to draft a week of meals?",
            "I'll think about it",
        ),
        ("可以试试睡前一小时不看手机。要不要我帮你做个睡前计划？", "谢谢，很有帮助"),
        ("合肥那套离公司近，南京那套面积大。你更倾向哪个？", "我再想想吧"),
    ],
)
def test_a_thanks_or_a_decision_put_off_is_no_answer_to_the_question_before(
    tmp_path: Path, before: str, reply: str
) -> None:
    # stored with the question, a thanks or a "let me think" reads as an answer about the question's subject
    # (a mother's age, a city) and outranks what the user really said of it
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        skipped, texts = _said(hs, "u", ("assistant", before), ("user", reply))
        assert skipped == 1 and texts and not [t for t in texts if reply in t]


@pytest.mark.parametrize(
    ("offer", "pick", "offered"),
    [
        (
            "RAM: Crucial 32GB. Install Fedora or Ubuntu 24.04, both recognise the fingerprint reader.",
            "fedora obv",
            "Install Fedora or Ubuntu 24.04",
        ),
        ("North-facing balconies get little sun. I'd lean Astoria.", "Astoria it is", "I'd lean Astoria."),
        ("20 万 chunk 用 pgvector 完全够。省一套组件的运维。", "那就pgvector", "用 pgvector 完全够"),
        ("飞书和钉钉都可以，钉钉免费额度更大。", "那就钉钉吧", "钉钉免费额度更大"),
        # a yes before the pick, a stop after it
        (
            "可以试试外婆家西湖店，口味清淡，适合老人。或者新白鹿也不错。",
            "好，就外婆家吧",
            "可以试试外婆家西湖店",
        ),
        ("莫干山和千岛湖都不错，莫干山近一点。", "行！那就莫干山吧。", "莫干山近一点"),
        ("Notion 和语雀都行，语雀对中文支持更好。", "嗯嗯 就语雀", "语雀对中文支持更好"),
    ],
)
def test_a_pick_among_what_the_assistant_offered_is_kept_with_the_offer(
    tmp_path: Path, offer: str, pick: str, offered: str
) -> None:
    # alone, "fedora obv" says nothing of what it picks among (a laptop's OS): the offer asked no question
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _, texts = _said(hs, "u", ("assistant", offer), ("user", pick))
        picked = [t for t in texts if pick in t]
        assert len(picked) == 1 and offered in picked[0] and "RAM" not in picked[0], texts


@pytest.mark.parametrize(
    ("offer", "reply"),
    [
        ("First, back up your data. Then install the update.", "first one"),
        ("好的，就这么定了。", "还是弹别的吧"),
    ],
)
def test_a_reply_naming_nothing_offered_stays_alone(tmp_path: Path, offer: str, reply: str) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _, texts = _said(hs, "u", ("assistant", offer), ("user", reply))
        assert [t for t in texts if reply in t] == [
            f"Maya said: {reply}" if reply.isascii() else f"Maya说：{reply}"
        ]


_WHAT_DOES_SHE_DO = "Oh nice. What does she do?"
_AIDE = "we hired a home aide, Rosa, weekday mornings"


@pytest.mark.parametrize(
    ("before", "asked", "then", "about"),
    [
        # named by the same speaker before: alone, "she's a primary school teacher" answers nothing asked about them
        (
            "my partner says she can cover rent for 4 months",
            _WHAT_DOES_SHE_DO,
            "she's a primary school teacher",
            "(about my partner)",
        ),
        (
            "a video of me building a desk for my wife blew up",
            _WHAT_DOES_SHE_DO,
            "she uses it every day, she's a translator",
            "(about my wife)",
        ),
        ("我老婆最近换工作了", _WHAT_DOES_SHE_DO, "她去了一家医院当护士", "（说的是老婆）"),
        # someone of one's work, school or care, as recall reads roles (hindsight_core.roles)
        (
            "my physio wants me off the bike for two weeks",
            _WHAT_DOES_SHE_DO,
            "she's a former marathoner",
            "(about my physio)",
        ),
        ("我的护工今天请假了", _WHAT_DOES_SHE_DO, "她儿媳妇生孩子了", "（说的是护工）"),
        # asked about by the other party just before, though another was named before ("a home aide, Rosa")
        (
            _AIDE,
            "That adds a lot of safety. How does your mom like her?",
            "she likes her, they watch quiz shows",
            "(about my mom)",
        ),
        (
            _AIDE,
            "Is your wife still studying for the nursing exam?",
            "yes she studies every night",
            "(about my wife)",
        ),
        (_AIDE, "太厉害了！你老公现在怎么看？", "他现在天天帮我打包，嘴上不说心里服气", "（说的是老公）"),
        # a person introduced by name, no one's "my"
        (
            "I met a new friend Sarah at the climbing gym yesterday",
            _WHAT_DOES_SHE_DO,
            "she works at Google as a PM",
            "(about Sarah)",
        ),
        ("最近认识了一个朋友叫小李", "不错啊，他是做什么的？", "他在华为上班，住在深圳", "（说的是小李）"),
    ],
)
def test_a_turn_going_on_about_someone_says_whom(
    tmp_path: Path, before: str, asked: str, then: str, about: str
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _, texts = _said(hs, "u", ("user", before), ("assistant", asked), ("user", then))
        assert about in [t for t in texts if then in t][0], texts


@pytest.mark.parametrize(
    "turns",
    [
        # two people named before: which one is unknown
        (
            ("user", "my brother Stefan and my sister Anna visited"),
            ("assistant", "Nice!"),
            ("user", "he is a pilot"),
        ),
        # nobody named before
        (("user", "I went to Paris"), ("assistant", "Nice!"), ("user", "she is a pilot")),
        (("user", "I met Sarah and Tom at the gym"), ("assistant", "Nice!"), ("user", "she is a pilot")),
        (("user", "I met Mom for lunch on Monday"), ("assistant", "Nice!"), ("user", "she is a pilot")),
        # the turn names its own
        (("user", "my wife is great"), ("assistant", "Nice!"), ("user", "she and my sister run a bakery")),
    ],
)
def test_a_pronoun_with_no_one_referent_before_is_left_alone(tmp_path: Path, turns: tuple) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _, texts = _said(hs, "u", *turns)
        assert not [t for t in texts if "(about" in t], texts
