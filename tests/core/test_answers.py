"""A short answer to a question about its speaker fills the slot the question asks ("Where do you live these days?" /
"Lisbon now, moved in March."), so that a later change of it is a change; an answer that declines, doubts, asks back
or names no value fills nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.answers import answered_slot
from hindsight_core.extraction.cues import find_attributes

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("question", "answer", "slot"),
    [
        ("Where do you live these days?", "Lisbon now, moved in March.", ("lives_in", "Lisbon")),
        ("Where are you based?", "Berlin!", ("lives_in", "Berlin")),
        ("Where do you live?", "in Lisbon, near the river", ("lives_in", "Lisbon")),
        ("Where do you work?", "Initech. Why?", ("works_at", "Initech")),
        ("What's your email?", "carol@new.example.com, thanks", ("email", "carol@new.example.com")),
        ("What's your phone number?", "+1 (555) 010-9999", ("phone", "+1 (555) 010-9999")),
        ("What's your favourite coffee order?", "Mine is an oat milk flat white.",
         ("favorite_coffee_order", "oat milk flat white")),
        ("What is your favorite color?", "Blue, I think.", ("favorite_color", "Blue")),
        ("Which editor do you use?", "Neovim, mostly.", ("preferred_editor", "Neovim")),
        ("你住在哪个城市？", "杭州。", ("lives_in", "杭州")),
        ("你在哪家公司上班？", "在字节跳动，做后端。", ("works_at", "字节跳动")),
        ("你最喜欢的水果是什么？", "芒果吧", ("favorite_fruit", "芒果")),
        ("你平时用什么编辑器？", "VS Code", ("preferred_editor", "VS Code")),
        ("你叫什么名字？", "小王", ("name", "小王")),
        # one of two, as a habit: the head noun said once for both
        ("Do you prefer window or aisle seats?", "Window, always.", ("prefers", "window seats")),
        ("Do you prefer tea or coffee?", "Coffee, please", ("prefers", "coffee")),
        ("Got it. Do you prefer window or aisle seats when you fly?", "Aisle, always.", ("prefers", "aisle seats")),
        ("Do you prefer tea or coffee?", "Both!", None),
        ("Do you prefer tea or coffee?", "Neither, I drink water", None),
        ("Would you prefer a morning or afternoon slot?", "Morning", None),  # this once
        ("你喜欢喝茶还是咖啡？", "咖啡吧", ("prefers", "咖啡")),
        ("你平时更喜欢靠窗还是靠过道的座位？", "靠窗", ("prefers", "靠窗的座位")),
        ("你喜欢喝茶还是咖啡？", "都行", None),
        ("你喜欢猫还是狗？", "都喜欢", None),
        # "it", the one thing the question named
        ("Do you like PostgreSQL?", "I prefer it, yes.", ("preferred_database", "PostgreSQL")),
        ("Have you tried Rust yet?", "Yes! I love it.", ("likes", "Rust")),
        ("Do you use Slack at work?", "We use it, I hate it though", ("dislikes", "Slack")),
        ("你喜欢PostgreSQL吗？", "喜欢，我一直用它", ("preferred_database", "PostgreSQL")),
        ("Have you been to Lisbon or Porto?", "I loved it", None),  # two things named
        ("Do you like spicy food?", "I hate it", ("dislikes", "spicy food")),
        ("你喜欢吃辣吗？", "我超爱这个", ("likes", "吃辣")),
        ("Do you like jazz or rock?", "I love it", None),
        ("So do you like it there?", "I love it", None),
        # a yes (or a Chinese 喜欢 / 不太喜欢) to "Do you like X?"
        ("Do you like spicy food?", "Yes!", ("likes", "spicy food")),
        ("Do you like PostgreSQL?", "I do, a lot.", ("likes", "PostgreSQL")),
        ("你喜欢吃辣吗？", "喜欢！", ("likes", "吃辣")),
        ("你喜欢吃辣吗？", "不太喜欢", ("dislikes", "吃辣")),
        ("Do you like spicy food?", "Not really", None),
        ("你喜欢吃辣吗？", "还行吧", None),
        ("Do you like it there?", "Yes", None),
        # a yes to "Are you X?" states "I'm X" (你是X吗？/ 是的: 我是X; 你对X过敏吗？/ 对: 我对X过敏)
        ("Sure! Are you vegetarian?", "yep", ("diet", "vegetarian")),
        ("You're allergic to shellfish, right?", "yes", ("allergic_to", "shellfish")),
        ("Are you still working at Initech?", "Yes I am.", ("works_at", "Initech")),
        ("好的！你是素食者吗？", "是的", ("diet", "素食")),
        ("你对青霉素过敏吗？", "对", ("allergic_to", "青霉素")),
        ("Are you vegetarian?", "no", None),
        ("Are you allergic to anything?", "yes", None),  # to what is not said
        ("Are you sure?", "yes", None),
        ("Are you in London this week?", "yep", None),  # where one is this week
        ("你是不是素食者？", "是", None),
        # asked as a request, answered after a yes or a thanks
        ("Could I get a phone number? We only use it for two-factor codes.", "Sure, 07700 900461.",
         ("phone", "07700 900461")),
        ("What's the best email for me to send the list to?", "maya.r@posteo.net", ("email", "maya.r@posteo.net")),
        ("您好，为了寄送发票，方便留个手机号吗？", "13912345678", ("phone", "13912345678")),
        ("Where do you live?", "Thanks, Berlin.", ("lives_in", "Berlin")),
        ("Where do you live?", "Thanks, these are great.", None),
        ("邮箱也留一个吧？", "邮箱就不留了吧。", None),
        # of several questions, the open one is answered; two open ones leave it unknown
        ("杭州不错。你在哪家公司上班呀？周末要不要避开公司附近？", "阿里，做前端的。", ("works_at", "阿里")),
        ("Great! Where do you live? And what do you do for fun?", "Hiking, mostly.", None),
        # declined, doubted, asked back, a pronoun, a description, no tool, or a question asking no slot
        ("Where do you live?", "Not telling, sorry.", None),
        ("Where do you work?", "I'm between jobs right now.", None),
        ("Where do you live?", "Lisbon?", None),
        ("Where do you live?", "Same as before.", None),
        ("Where do you live?", "a small flat near the park", None),
        ("Which editor do you use?", "whatever is installed", None),
        ("你住哪？", "保密", None),
        ("你住在哪个城市？", "不告诉你", None),
        ("How was your weekend?", "Lisbon, it was lovely.", None),
    ],
)  # fmt: skip
def test_answered_slot(question: str, answer: str, slot: tuple[str, str] | None) -> None:
    found = answered_slot(question, answer)
    assert (None if found is None else (found.attribute, found.value)) == slot


def tell(hs: Hindsight, turns: list[tuple[str, str]], id_: str, day: int) -> None:
    hs.retain(
        [{"role": role, "content": text, "id": f"{id_}-{i}"} for i, (role, text) in enumerate(turns)],
        user_id="u",
        session_id=f"s-{id_}",
        occurred_at=T0 + timedelta(days=day),
    )


def homes(hs: Hindsight) -> dict[str, str]:
    return {
        str(r.attributes["value"]): "current" if r.valid_to is None else "past"
        for r in hs.list_records(user_id="u", limit=50)
        if r.attributes.get("attribute") == "lives_in"
    }


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM (one load per run) and the rule extractor


def test_a_home_given_as_an_answer_is_changed_by_a_later_move(hs: Hindsight) -> None:
    tell(
        hs, [("assistant", "Where do you live these days?"), ("user", "Lisbon now, moved in March.")], "m1", 0
    )
    tell(hs, [("user", "I moved to Porto last month, much quieter.")], "m2", 60)
    assert homes(hs) == {"Lisbon": "past", "Porto": "current"}
    hits = hs.recall("Where do I live now?", user_id="u", k=3, reinforce=False).hits
    assert "Porto" in hits[0].record.text


def test_an_answer_changes_a_home_said_before(hs: Hindsight) -> None:
    tell(hs, [("user", "我住在北京。")], "m1", 0)
    tell(hs, [("assistant", "你现在住在哪个城市？"), ("user", "杭州，上个月刚搬过来。")], "m2", 60)
    assert homes(hs) == {"北京": "past", "杭州": "current"}


def test_a_declined_answer_changes_nothing(hs: Hindsight) -> None:
    tell(hs, [("user", "I live in Lisbon.")], "m1", 0)
    tell(hs, [("assistant", "Where do you live now?"), ("user", "Not telling, sorry.")], "m2", 60)
    assert homes(hs) == {"Lisbon": "current"}


def test_an_answer_to_a_question_after_a_statement_fills_the_slot(hs: Hindsight) -> None:
    # the assistant's turn states something first, so it is not folded into the answer; its question is still asked
    tell(
        hs,
        [("assistant", "Sure, I can help with restaurants. Which city do you live in?"), ("user", "Lisbon.")],
        "m1",
        0,
    )
    tell(
        hs,
        [("assistant", "好的，我帮你看看。你现在住在哪个城市？"), ("user", "杭州，上个月刚搬过来。")],
        "m2",
        60,
    )
    assert homes(hs) == {"Lisbon": "past", "杭州": "current"}


def test_a_bare_yes_to_what_one_is_fills_the_slot(hs: Hindsight) -> None:
    """ "yep" to "Are you vegetarian?" (是的 to 你是素食者吗？, "yes!" to "Do you like sushi?") states nothing alone, so
    no slot was read from it: the diet asked for recipes was no diet."""
    tell(hs, [("user", "can you suggest a few dinner recipes?"), ("assistant", "Sure! Are you vegetarian?"),
              ("user", "yep")], "m1", 0)  # fmt: skip
    tell(hs, [("user", "推荐几个菜谱"), ("assistant", "好的！你对花生过敏吗？"), ("user", "对")], "m2", 1)
    tell(hs, [("user", "what should I order tonight"), ("assistant", "Do you like sushi?"), ("user", "yes!")],
         "m3", 2)  # fmt: skip
    slots = {
        (r.attributes["attribute"], r.attributes["value"])
        for r in hs.list_records(user_id="u", limit=50)
        if "attribute" in r.attributes
    }
    assert slots == {("diet", "vegetarian"), ("allergic_to", "花生"), ("likes", "sushi")}


def test_a_question_before_more_words_is_answered(hs: Hindsight) -> None:
    tell(hs, [("assistant", "Sure. First, where are you based these days? That affects the weather."),
              ("user", "Lisbon, moved in March.")], "m1", 0)  # fmt: skip
    tell(hs, [("assistant", "Where do you live? Anyway, here are some tips."),
              ("user", "Thanks, these are great.")], "m2", 9)  # fmt: skip
    assert homes(hs) == {"Lisbon": "current"}


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # where one works after leaving the last employer, said as being there
        ("Heads up, I left Brightwave, I'm at Norlys Energy now.", ("works_at", "Norlys Energy")),
        ("I quit Initech last month and I'm with Globex.", ("works_at", "Globex")),
        ("I left the keys, I'm at Tesco now", None),
        ("I left Paris, I'm at my mom's now.", None),
        ("另外我已经从星海科技离职了，现在在蓝鲸数据。", ("works_at", "蓝鲸数据")),
        ("Thanks. My number changed too: it's 07700 900872 now.", ("phone", "07700 900872")),
        # a favourite said as it is these days
        (
            "Also, my favourite band these days is Fontaines D.C., I've had them on repeat.",
            ("favorite_band", "Fontaines D.C"),
        ),
    ],
)
def test_a_change_said_in_passing_fills_the_slot(text: str, slot: tuple[str, str] | None) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text)]
    assert found[:1] == ([slot] if slot else [])


def test_someone_elses_move_does_not_outrank_the_users_home(hs: Hindsight) -> None:
    tell(hs, [("assistant", "And where do you live, roughly, so I can pick something nearby?"),
              ("user", "Leeds, Headingley.")], "m1", 0)  # fmt: skip
    tell(hs, [("assistant", "How was the Thai place last time?"),
              ("user", "Great. My sister just moved to Leeds too, she lives in Chapel Allerton now.")], "m2", 40)  # fmt: skip
    hits = hs.recall("Where do I live?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.text.startswith("The user said: Leeds, Headingley.")


def test_an_answer_to_the_last_of_several_questions_fills_no_other_slot(hs: Hindsight) -> None:
    tell(
        hs,
        [("assistant", "Great! Where do you live? And what do you do for fun?"), ("user", "Hiking, mostly.")],
        "m1",
        0,
    )
    assert homes(hs) == {}


@pytest.mark.parametrize(
    ("asked", "answer", "text"),
    [
        ("你用什么记笔记？", "Notion。", "用户说：Notion。（回答助手：你用什么记笔记？）"),
        (
            "Which editor do you use?",
            "VS Code",
            "The user said: VS Code (answering the assistant: Which editor do you use?)",
        ),
        ("你住在哪个城市？", "杭州。", "用户说：杭州。（回答助手：你住在哪个城市？）"),
    ],
)
def test_an_answer_and_its_question_are_framed_in_one_language(
    hs: Hindsight, asked: str, answer: str, text: str
) -> None:
    """A name answering a Chinese question is framed in Chinese, like the question (it read "The user said: Notion。
    (answering 助手: 你用什么记笔记？)")."""
    tell(hs, [("assistant", asked), ("user", answer)], "m1", 0)
    assert [r.text for r in hs.list_records(user_id="u") if r.source_kind == "user_stated"] == [text]
