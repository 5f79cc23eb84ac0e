"""A form of the user's own details, typed or pasted as label-value lines under a header saying they are theirs
("Here are my details for the booking form:\nName: Dana Whitfield\nCity: Portland\nEmployer: Nike", 我的信息：\n姓名：
王磊\n城市：杭州\n公司：阿里巴巴) filled no slot but a phone number or an e-mail found anywhere, so a form giving a new
city superseded nothing and "where do I live?" kept the old one. Each line of a known label is the speaker's; a form
under no such header (a contact card pasted) or another's ("my sister's details") is nobody's, and a label no slot
holds fills none. Such a form's lines are not the speaker's statement at all: a contact card pasted to be saved
(帮我存一下张伟的联系方式：\n姓名：张伟\n手机号：139…, "Email: bob@x.com\nName: Bob Lee") filled the user's phone and
e-mail with the other's, superseding their own, where a line alone ("Email: jo@y.io", 手机号：138…) is theirs. A line
of one label said as the speaker's reads as the form's line does ("My company: Acme Corp", "My title: Head of Data",
我的单位：浙江大学, 我的职位：产品经理): only the labels that were a slot's own word did ("My city: Portland")."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        (
            "Here are my details for the booking form:\nName: Dana Whitfield\nCity: Portland\nEmployer: Nike",
            {("name", "Dana Whitfield"), ("city", "Portland"), ("employer", "Nike")},
        ),
        ("About me\n- Job: nurse\n- City: Lyon", {("job", "nurse"), ("city", "Lyon")}),
        (
            "my contact info:\nemail: sam@x.io\nmobile: 07700 900431",
            {("email", "sam@x.io"), ("phone", "07700 900431")},
        ),
        (
            "我的信息：\n姓名：王磊\n城市：杭州\n公司：阿里巴巴",
            {("name", "王磊"), ("city", "杭州"), ("company", "阿里巴巴")},
        ),
        ("个人资料\n职业：护士\n老家：湖南", {("job", "护士"), ("hometown", "湖南")}),
        (
            "You can reach me at:\nPhone: 555-0101\nEmail: jo@y.io",
            {("phone", "555-0101"), ("email", "jo@y.io")},
        ),
        (
            "有事联系我：\n电话：13812345678\n邮箱：me@qq.com",
            {("phone", "13812345678"), ("email", "me@qq.com")},
        ),
    ],
)
def test_a_form_of_ones_own_details_fills_each_slot(said: str, slots: set[tuple[str, str]]) -> None:
    assert slots <= set(own_slots(said))


@pytest.mark.parametrize(
    "said",
    [
        "Name: Tom Lee\nCity: Leeds\nEmployer: Arup",
        "Here are my sister's details:\nName: Anna\nCity: Rome",
        "My details:\nOrder: 4411\nNotes: leave at the door",
        "My details:\nCity: Portland",
        "can you email me his info?\nName: Bob Lee\nCity: Leeds",
        "Please contact me if John's details change:\nName: John\nCity: York",
    ],
)
def test_a_form_of_nobody_said_or_of_one_line_fills_no_slot_of_the_users(said: str) -> None:
    assert not {slot for slot, _ in own_slots(said)} & {"name", "city", "employer"}


def test_a_form_giving_a_new_city_supersedes_the_old_home(tmp_path: Path, minilm) -> None:
    t0 = datetime(2026, 3, 2, 10, tzinfo=UTC)
    said = [
        "I live in Boston and work at Fidelity.",
        "Here are my details for the booking form:\nName: Dana Whitfield\nCity: Portland\nEmployer: Nike",
    ]
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for n, text in enumerate(said):
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{n}"}],
                user_id="u",
                session_id=f"s{n}",
                occurred_at=t0 + timedelta(days=7 * n),
            )
        boston = [
            r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.text.endswith("in Boston")
        ]
        assert boston and all(r.superseded_by is not None for r in boston)
        for question, value in (("where do I live?", "Portland"), ("where do I work?", "Nike")):
            top = hs.recall(question, user_id="u", k=3, reinforce=False).hits[0]
            assert value in top.record.text, question


@pytest.mark.parametrize(
    ("own", "card"),
    [
        (
            "我的手机号是13812345678",
            "帮我存一下张伟的联系方式：\n姓名：张伟\n手机号：13900002222\n邮箱：zw@qq.com",
        ),
        ("我的手机号是13812345678", "收件人：李娜\n电话：13900001111\n地址：上海市徐汇区漕溪北路88号"),
        (
            "我的邮箱是me@qq.com",
            "我同事的名片：\n姓名：张伟\n职位：产品经理\n电话：13900002222\n邮箱：zw@qq.com",
        ),
        ("My email is jo@y.io", "Email: bob@x.com\nName: Bob Lee\nCompany: Arup"),
        ("My number is 503-555-0142", "Phone number: 555-0101\nName: Bob Lee\nCity: Leeds"),
        ("我的手机号是13812345678", "联系人：张伟\n电话：13900002222"),
        ("我的手机号是13812345678", "我老婆的新号码和邮箱：\n手机号：13900002222\n邮箱：wife@qq.com"),
    ],
)
def test_a_form_of_anyones_details_leaves_the_users_own_current(hs: Hindsight, own: str, card: str) -> None:
    tell(hs, own, "own", 0)
    tell(hs, card, "card", 1)
    records = by_source(hs)
    assert records["own"].superseded_by is None
    assert records["card"].attributes.get("subject") != "user"


@pytest.mark.parametrize("said", ["Email: jo@y.io", "手机号：13812345678", "number: 555-0101"])
def test_one_line_of_a_label_is_still_the_speakers(said: str) -> None:
    assert own_slots(said)


def test_asked_for_ones_number_after_a_card_is_saved_the_own_comes_first(real: Hindsight) -> None:
    tell(real, "我的手机号是13812345678", "own", 0)
    tell(real, "帮我存一下张伟的联系方式：\n姓名：张伟\n手机号：13900002222", "card", 1)
    top = real.recall("我的电话是多少", user_id="u", k=3, reinforce=False).hits[0]
    assert "13812345678" in top.record.text


@pytest.mark.parametrize(
    ("before", "said", "slot"),
    [
        ("I work at Globex.", "My company: Acme Corp", ("employer", "Acme Corp")),
        ("I work at Globex.", "My workplace: St Mary's Hospital", ("employer", "St Mary's Hospital")),
        ("I'm a nurse", "My title: Head of Data", ("job", "Head of Data")),
        ("My number is 555-0100", "My mobile: 555-0222", ("phone", "555-0222")),
        ("我在阿里上班", "我的单位：浙江大学", ("company", "浙江大学")),
        ("我是护士", "我的职位：产品经理", ("job", "产品经理")),
    ],
)
def test_a_line_of_ones_own_label_supersedes_what_was_said(
    hs: Hindsight, before: str, said: str, slot: tuple[str, str]
) -> None:
    tell(hs, before, "before", 0)
    tell(hs, said, "said", 1)
    records = by_source(hs)
    assert (records["said"].attributes.get("attribute"), records["said"].attributes.get("value")) == slot
    assert records["before"].superseded_by == records["said"].id


@pytest.mark.parametrize(
    "said",
    [
        "My position: we wait until Monday",
        "My role: mostly code reviews",
        "My location: home",
        "我的工作：今天好累",
    ],
)
def test_a_line_of_a_label_that_says_something_else_alone_fills_no_slot(said: str) -> None:
    assert own_slots(said) == []


def test_asked_for_ones_title_a_line_of_it_answers(real: Hindsight) -> None:
    tell(real, "I'm a nurse", "before", 0)
    tell(real, "My title: Head of Data", "said", 1)
    top = real.recall("what's my title?", user_id="u", k=3, reinforce=False).hits[0]
    assert "Head of Data" in top.record.text


@pytest.mark.parametrize(
    ("before", "form"),
    [
        ("My number is 555-0100", "You can reach me at:\nPhone: 555-0101\nEmail: jo@y.io"),
        ("我的手机号是13800000000", "有事联系我：\n电话：13812345678\n邮箱：me@qq.com"),
        ("我的手机号是13800000000", "以后找我打这个：\n手机号：13812345678\n邮箱：me@qq.com"),
    ],
)
def test_a_form_headed_as_how_to_reach_the_user_is_theirs(hs: Hindsight, before: str, form: str) -> None:
    tell(hs, before, "before", 0)
    tell(hs, form, "form", 1)
    assert by_source(hs)["before"].superseded_by is not None


@pytest.mark.parametrize(
    ("before", "form"),
    [
        ("My number is 555-0100", "my new number and email:\nPhone: 555-0222\nEmail: jo@new.io"),
        ("My number is 555-0100", "my new contact details:\nPhone: 555-0222\nEmail: jo@new.io"),
        ("我的手机号是13800000000", "我的新号码和邮箱：\n手机号：13900001111\n邮箱：new@qq.com"),
        ("我的手机号是13800000000", "我换了新号码和邮箱：\n手机号：13900001111\n邮箱：new@qq.com"),
    ],
)
def test_a_form_headed_as_the_users_new_number_is_theirs(hs: Hindsight, before: str, form: str) -> None:
    tell(hs, before, "before", 0)
    tell(hs, form, "form", 1)
    assert by_source(hs)["before"].superseded_by is not None


_TOLD_EN = [
    "My details:\nName: Ana Ruiz\nCity: Portland\nCompany: Acme Corp",
    "My sister lives in Seattle",
    "I love living near the river",
    "we work from home on fridays",
]
_TOLD_ZH = [
    "我的信息：\n姓名：王芳\n公司：阿里巴巴\n城市：杭州",
    "我老公在腾讯上班",
    "今天上班好累",
    "我住的小区停电了",
]


@pytest.mark.parametrize(
    ("said", "question", "answer"),
    [
        (_TOLD_EN, "where do I live?", "Portland"),
        (_TOLD_EN, "where do I work?", "Acme Corp"),
        (_TOLD_ZH, "我住在哪", "杭州"),
        (_TOLD_ZH, "我在哪上班", "阿里巴巴"),
    ],
)
def test_asked_where_one_lives_or_works_a_forms_city_or_company_answers(
    real: Hindsight, said: list[str], question: str, answer: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    top = real.recall(question, user_id="u", k=3, reinforce=False).hits[0]
    assert answer in top.record.text
