"""Someone asked about by role ("where is my former teammate working now?") and called by name alone in the record
that answers ("Derek just left Hearth too, he's at Shopify now"): the record that named them beside the role
("my old teammate Derek") gives the name, and the records calling them by it are placed next to it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.named_people import (
    _pairs,
    _role_matches,
    asked_roles,
    name_said,
    own_words,
    place_named,
)
from tests.core.lift_helpers import ranked

T0 = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)

FILLER_EN = [
    "Can you help me tidy up my resume? It's two pages and feels bloated",
    "I'm mostly looking at backend roles, Go and some Python",
    "Interview prep is eating my evenings, I do about two hours a night",
    "We're thinking of a trip to Lisbon in the autumn, any tips?",
    "My landlord finally fixed the boiler after three weeks",
]
FILLER_ZH = ["最近工作有点忙，周末想好好休息", "晚上做了个番茄炒蛋", "下周要出差去广州", "新买的沙发挺舒服的"]


def _retain(hs: Hindsight, turns: list[str]) -> None:
    for day, content in enumerate(turns):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=5 * day))


def _top(hs: Hindsight, question: str) -> list[str]:
    return [h.record.source_ids[0] for h in hs.recall(question, user_id="u", k=5, reinforce=False).hits]


@pytest.mark.parametrize(
    ("introduced", "later", "question", "filler"),
    [
        (
            "My old teammate Derek already texted me, he left Lumen last year for Hearth",
            "Funny thing, Derek just left Hearth too, he's at Shopify now. We're getting lunch Friday.",
            "where is the user's former teammate working now",
            FILLER_EN,
        ),
        (
            "Also my best friend Priya is my maid of honor, she already made a Pinterest board lol",
            "Priya just told us she's pregnant, due in early December, so she'll be 7 months along at the wedding",
            "what news did the user's maid of honor share",
            FILLER_EN,
        ),
        (
            "我上个月加了个跑团 队长叫老何 人特别好 每周六早上带大家跑",
            "老何上个月跑了兰州马拉松全程 三小时零五分 太强了",
            "跑团队长最近取得了什么成绩",
            FILLER_ZH,
        ),
        (  # a Latin name inside Chinese: no word boundary between "Kevin" and 说
            "做外贸的 主要卖小家电到欧洲 最近订单少了 老板Kevin天天开会骂人",
            "Kevin说年底给我升主管 带三个人",
            "用户的老板打算给他什么新职位？",
            FILLER_ZH,
        ),
        (  # a name of 小 said before 去年 (read as 小李去, no one's name)
            "我同事小李去年跳槽去了阿里 做电商",
            "小李说阿里加班太多了 有点后悔",
            "用户的同事觉得新公司怎么样？",
            FILLER_ZH,
        ),
        (  # a name beyond ASCII (an ASCII-only class read no name in "Andrés")
            "My old teammate Andrés already texted me, he left Lumen last year for Hearth",
            "Funny thing, Andrés just left Hearth too, he's at Shopify now. We're getting lunch Friday.",
            "where is the user's former teammate working now",
            FILLER_EN,
        ),
    ],
)
def test_the_record_calling_by_name_someone_asked_about_by_role_ranks_above_their_introduction(
    real: Hindsight, introduced: str, later: str, question: str, filler: list[str]
) -> None:
    _retain(real, [introduced, *filler[:2], later, *filler[2:]])  # not the newest: no "now" lifts it
    top = _top(real, question)
    assert top[:2] == ["t3", "t0"]


@pytest.mark.parametrize(
    ("introduced", "later", "question"),
    [
        # the introduction says what the person is: it may answer what they do
        (
            "My partner Callum is a statistician so he helped me with the survey analysis",
            "Callum got a post at the University of Edinburgh so we're relocating there next month",
            "What does the user's partner do professionally?",
        ),
        # asked who the person is: the introduction names them
        (
            "my sister Mia is flying in for the weekend, so I need to clean the spare room",
            "Mia loved the food tour, she wants to come back in spring",
            "What is the name of the user's sister?",
        ),
    ],
)
def test_the_introduction_stays_first_where_it_may_answer(
    real: Hindsight, introduced: str, later: str, question: str
) -> None:
    _retain(real, [introduced, *FILLER_EN[:2], later, *FILLER_EN[2:]])
    top = _top(real, question)
    assert top[:2] == ["t0", "t3"]  # the record calling them by name right below it


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("My old teammate Derek already texted me", (("teammate", "Derek"),)),
        ("Three weeks in. Jenna's mom Carol has been coming over", (("jenna's mom", "Carol"),)),
        ("my best friend Priya is my maid of honor", (("friend", "Priya"), ("maid of honor", "Priya"))),
        ("my mother-in-law Carol broke her wrist", (("mother-in-law", "Carol"),)),
        ("队长叫老何 人特别好", (("队长", "老何"),)),
        ("伴娘定了 我闺蜜阿May", (("闺蜜", "阿May"),)),
        ("请了个护工王阿姨，一天280", (("护工", "王阿姨"),)),
        ("我表妹小琪下个月结婚", (("表妹", "小琪"),)),
        ("店员叫阿芳 干了半年了 挺靠谱", (("店员", "阿芳"),)),
        ("my lawyer Dana says we can appeal", (("lawyer", "Dana"),)),
        ("My boss said no. Monday is the deadline", ()),  # "Monday" is no name
        ("my sister and I went to Paris", ()),
        ("My fiancée Zoë is a nurse", (("fiancée", "Zoë"),)),  # names beyond ASCII
        ("my coworker Łukasz moved to Kraków", (("coworker", "Łukasz"),)),
        ("我闺蜜阿Zoë下个月结婚", (("闺蜜", "阿Zoë"),)),
        ("我同事José下周来上海", (("同事", "José"),)),
        # a name of 小 ending before 现在, 去年, 来, 一直 (not 小陈现, 小李去)
        ("我大学室友小陈现在在杭州当老师", (("室友", "小陈"),)),
        ("我同事小李去年跳槽去了阿里", (("同事", "小李"),)),
        ("我闺蜜小雨一直在北京", (("闺蜜", "小雨"),)),
    ],
)
def test_a_role_and_a_name_said_together_are_read(text: str, pairs: tuple[tuple[str, str], ...]) -> None:
    assert _pairs(text) == pairs


def test_the_roles_a_question_asks_about_are_read_whole() -> None:
    assert asked_roles("what happened to the user's mother-in-law") == {"mother-in-law"}
    assert asked_roles("用户的伴娘找了什么工作") == {"伴娘"}
    assert asked_roles("where does the user live now?") == frozenset()


@pytest.mark.parametrize(
    ("question", "role", "same"),
    [
        ("what is the user's mother doing now?", "mum", True),
        ("what happened to the user's neighbor?", "neighbour", True),
        ("what is the user's friend doing now?", "boyfriend", False),  # a part of the word is another role
        ("what happened to the user's mother?", "mother-in-law", False),
        ("用户的表姐在哪工作", "表姐", True),
        ("where does the user's fiancée work?", "fiancée", True),  # written with its accent
        ("where does the user's fiancé work?", "fiancée", True),
    ],
)
def test_a_role_said_another_way_is_the_same_role(question: str, role: str, same: bool) -> None:
    assert _role_matches(asked_roles(question), role) is same


def test_a_record_about_someone_named_by_the_extractor_introduces_no_one() -> None:
    # "(about my wife Ellen)" says whom the turn is about; the person was introduced elsewhere
    assert (
        own_words("The user said: She hates cauliflower. (about my wife Ellen)") == "She hates cauliflower."
    )
    assert own_words("用户说：她去了一家医院当护士（说的是老婆）") == "她去了一家医院当护士"
    assert _pairs(own_words("The user said: She hates cauliflower. (about my wife Ellen)")) == ()


@pytest.mark.parametrize(
    ("name", "text", "said"),
    [
        ("Carla", "its a boy. carla wants to name him Mateo", True),  # texting writes names in lower case
        ("Will", "I will ask him tomorrow", False),  # a name that is a word too
        ("Will", "Will got the job", True),
        ("Dre", "Andrew said so", False),  # a whole word only
        ("Kevin", "Kevin说年底给我升主管 带三个人", True),  # beside Chinese, which is a word character to \\b
        ("Kev", "Kevin说", False),
        ("Zoë", "zoë starts at the firm on Monday", True),  # a name beyond ASCII: a whole word, any case
        ("Zoë", "Zoëlle starts on Monday", False),
    ],
)
def test_a_name_is_found_as_written_and_in_lower_case(name: str, text: str, said: bool) -> None:
    assert bool(name_said(name, text)) is said


def test_the_turns_about_a_person_stay_above_those_only_calling_them_by_name(real: Hindsight) -> None:
    messages = [
        ("user", "Different subject. My wife Ellen was just diagnosed with type 2 diabetes."),
        ("assistant", "I'm sorry to hear that. Does she have foods she avoids?"),
        ("user", "She hates cauliflower, so none of that cauliflower rice business."),
    ]
    real.retain(
        [{"role": r, "content": c, "id": f"a{n}"} for n, (r, c) in enumerate(messages)],
        user_id="u",
        session_id="a",
        occurred_at=T0,
    )
    later = [
        "Ellen wants showers every couple of days on the trip.",
        "Ellen's A1C came back at 6.6 this week.",
    ]
    for n, content in enumerate(later, start=1):
        real.retain(
            [{"role": "user", "content": content, "id": f"b{n}"}],
            user_id="u",
            session_id=f"b{n}",
            occurred_at=T0 + timedelta(days=20 * n),
        )
    hits = real.recall("What vegetable won't the user's wife eat?", user_id="u", k=5, reinforce=False).hits
    assert "a2" in hits[0].record.source_ids  # stored with the assistant's question before it (a1)


def _said_on(rid: str, text: str, day: int) -> MemoryRecord:
    return MemoryRecord(
        id=rid, text=text, scope=Scope(user_id="u", session_id=rid), occurred_at=T0 + timedelta(days=day)
    )


@pytest.mark.parametrize(
    ("newer_above", "later_day", "order"),
    [
        (False, 30, ["intro", "later"]),  # the introduction shares 跑团 with the question: it may answer
        (True, 30, ["later", "intro"]),  # asked what holds now: what was said of 老何 since comes first
        (True, -30, ["intro", "later"]),  # ...not what was said before he was introduced
    ],
)
def test_a_question_asking_what_holds_now_places_what_was_said_later_above_the_introduction(
    newer_above: bool, later_day: int, order: list[str]
) -> None:
    records = {
        r.id: r
        for r in (
            _said_on("intro", "用户说：我上个月加了个跑团 队长叫老何 人特别好 每周六早上带大家跑", 0),
            _said_on("later", "用户说：老何上个月跑了兰州马拉松全程 三小时零五分 太强了", later_day),
        )
    }
    final = {"intro": 2.0, "later": 1.0}
    place_named(
        final, records, "跑团队长最近取得了什么成绩", "intro", ["later"], ["老何"], newer_above=newer_above
    )
    assert ranked(final) == order


@pytest.mark.e2e
def test_what_a_she_says_of_someone_introduced_by_name_is_found_by_the_name(real: Hindsight) -> None:
    # "She works at Google ..." answered "What does she do?" after "I met a new friend Sarah": read as about Sarah,
    # it is found first for a question naming her
    _retain(real, [*FILLER_EN, "I work at Acme as a designer", "I had a long day at work today"])
    turns = [
        ("user", "I met a new friend Sarah at the climbing gym yesterday."),
        ("assistant", "That's great! What does she do?"),
        ("user", "She works at Google as a PM and she lives in Oslo."),
    ]
    real.retain(
        [{"role": role, "content": text, "id": f"c{i}"} for i, (role, text) in enumerate(turns)],
        user_id="u",
        session_id="chat",
        occurred_at=T0 + timedelta(days=60),
    )
    # found by her name with her introduction, above what the user says of their own work: which of Sarah's two
    # comes first is a near tie that one more message about work turns either way (its words' weight in the keyword
    # index: on the code before two slots of one clause were two records, "work has been busy lately" added
    # here put the introduction first too)
    hits = real.recall("where does Sarah work?", user_id="u", k=3, reinforce=False).hits
    assert any("Google" in h.record.text for h in hits[:2]), [h.record.text for h in hits]
    assert "Sarah" in hits[0].record.text
