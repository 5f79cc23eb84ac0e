"""A forget that names a slot ("forget my phone number", 忘掉我的电话号码) takes every version of it: the value
the user retired must not become current again, and a record sharing a word of the request (我手机是 iPhone
14) is not what goes; a forget naming a value too takes only that value."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import slot_named
from hindsight_core.models import ALL_STATUSES


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": id_}],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=datetime(2026, 1, 1 + day, tzinfo=UTC),
    )


def files_holding(folder: Path, value: str) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if p.is_file() and value.encode() in p.read_bytes())


@pytest.mark.parametrize("request_", ["忘掉我的电话号码", "forget my phone number"])
def test_forgetting_a_changed_number_takes_the_retired_one_too(tmp_path: Path, minilm, request_: str) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我手机号是13230415718，有事打这个", "m1", 0)
        tell(hs, "我换号了，新号码18783758993，旧的13230415718不用了", "m2", 20)
        tell(hs, "我喜欢喝乌龙茶", "m3", 21)
        gone = hs.forget(query=request_, user_id="u", hard=True)
        assert len(gone) == 2
        # what stays of the change is the clause saying no number (我换号了), as a forget of one fact keeps the
        # other clauses of its message
        left = {r.text: r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert left == {"用户说：我喜欢喝乌龙茶": ["m3"], "用户说：我换号了": ["m2"]}
        hits = hs.recall("我的手机号是多少？", user_id="u").hits
        assert all("1323" not in h.record.text and "1878" not in h.record.text for h in hits)
    assert files_holding(tmp_path, "13230415718") == []


def test_the_number_goes_not_the_phone_sharing_a_word_of_the_request(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                {"role": "user", "content": "我手机是 iPhone 14", "id": "m1"},
                {"role": "user", "content": "记一下我的电话：13835617987", "id": "m2"},
            ],
            user_id="u",
            session_id="s",
        )
        hs.forget(query="别记我的手机号了", user_id="u", hard=True)
        assert [r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [["m1"]]
    assert files_holding(tmp_path, "13835617987") == []


def test_naming_a_value_forgets_only_that_version(hs: Hindsight) -> None:
    tell(hs, "I live in Lyon.", "a", 0)
    tell(hs, "I moved to Paris.", "b", 1)
    tell(hs, "I moved to Berlin.", "c", 2)
    hs.forget(query="forget that I lived in Paris", user_id="u", hard=True)
    left = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert sorted(left) == ["a", "c"] and left["c"].valid_to is None


@pytest.mark.parametrize(
    ("request_", "slot"),
    [
        ("forget my phone number", "phone"),
        ("别记我的手机号了", "phone"),
        ("Forget my e-mail address", "email"),
        ("forget where I live", "lives_in"),
        ("忘掉我住哪", "lives_in"),
        ("忘记我的老板", "boss"),
        ("forget that I like jazz", None),
        ("forget the meeting on tuesday", None),
        # what one earns, by the words recall reads a question about it by
        ("forget my salary", "income"),
        ("forget my monthly pay", "income"),
        ("forget my income", "income"),
        ("forget what I earn", "income"),
        ("忘掉我的工资", "income"),
        ("别记我的月薪了", "income"),
        ("忘掉我的收入", "income"),
        ("forget what I make for dinner", None),
        ("forget my payment", None),
        # someone else's: the sister's number, the boss's phone, the mum's pay name no slot of the user's
        ("forget my sister's phone number", None),
        ("忘记我老板的电话", None),
        ("forget my mom's pay", None),
    ],
)
def test_the_slot_a_request_names(request_: str, slot: str | None) -> None:
    assert slot_named(request_) == slot


@pytest.mark.parametrize(
    ("said", "request_"),
    [
        ("I earn 52k a year.", "forget my salary"),
        ("I earn 52k a year.", "forget my pay"),
        ("My salary is 85,000 dollars.", "forget my income"),
        ("我月薪两万", "忘掉我的工资"),
        ("我一个月挣八千", "别记我的收入了"),
    ],
)
def test_what_one_earns_is_forgotten_by_the_words_recall_reads_it_by(
    hs: Hindsight, said: str, request_: str
) -> None:
    tell(hs, said, "pay", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    assert [
        r.attributes.get("attribute") for r in hs.list_records(user_id="u") if r.source_ids == ["pay"]
    ] == ["income"]
    assert len(hs.forget(query=request_, user_id="u")) == 1
    assert [r.source_ids for r in hs.list_records(user_id="u")] == [["tea"]]


@pytest.mark.parametrize(
    ("first", "change", "request_"),
    [
        ("I work at Initech.", "I started a new job at Globex.", "forget my job"),
        ("I work at Initech.", "I started a new job at Globex.", "forget my employer"),
        ("I work at Initech.", "My company is Globex now.", "forget where I work"),
        ("我在阿里巴巴工作。", "我跳槽到腾讯了。", "忘掉我的工作"),
        ("我在阿里巴巴工作。", "我跳槽到腾讯了。", "忘掉我的公司"),
        ("I live in Lyon.", "I moved to Paris.", "forget my city"),
        ("我住在北京。", "我搬到上海了。", "忘掉我住的城市"),
        # where one works, by the other words people name it with
        ("I work at Initech.", "I started a new job at Globex.", "forget my workplace"),
        ("I work at Initech.", "I started a new job at Globex.", "forget who I work for"),
        ("I work at Initech.", "I started a new job at Globex.", "please forget my current employer"),
        ("我在阿里巴巴工作。", "我跳槽到腾讯了。", "忘掉我上班的地方"),
        ("我在阿里巴巴工作。", "我跳槽到腾讯了。", "别记我所在的公司了"),
        ("我的单位是国家电网。", "我跳槽到腾讯了。", "忘掉我的工作单位"),
    ],
)
def test_a_slot_named_by_another_word_for_it_takes_every_version(
    hs: Hindsight, first: str, change: str, request_: str
) -> None:
    # "I work at Initech" is stored as works_at, "forget my job" names the slot job: forgetting the best match
    # alone took the current employer and left the retired one current (or the reverse, or nothing at all)
    tell(hs, first, "a", 0)
    tell(hs, change, "b", 1)
    tell(hs, "I like oolong tea.", "tea", 2)
    assert len(hs.forget(query=request_, user_id="u")) == 2
    assert [r.source_ids for r in hs.list_records(user_id="u")] == [["tea"]]


@pytest.mark.parametrize(
    ("request_", "slot"),
    [
        # where one works: a request naming it in any of these words takes what "I work at X" stored
        ("forget my workplace", "works_at"),
        ("forget my place of work", "works_at"),
        ("forget who I work for", "works_at"),
        ("forget the company I'm working at", "works_at"),
        ("forget where we work", "works_at"),
        ("forget where I'm working", "works_at"),
        ("forget my current employer", "employer"),
        ("忘掉我的工作单位", "employer"),
        ("忘掉我的单位", "employer"),
        ("别记我的东家了", "employer"),
        ("忘掉我上班的地方", "works_at"),
        ("忘掉我工作的地方", "works_at"),
        ("忘掉我所在的公司", "works_at"),
        ("忘掉我现在的公司", "company"),
        # what one does, where one lives, when one was born, where one is from
        ("forget my occupation", "job"),
        ("forget what I do for a living", "job"),
        ("忘掉我的居住地", "lives_in"),
        ("忘掉我所在的城市", "lives_in"),
        ("forget my date of birth", "birthday"),
        ("忘掉我的出生日期", "birthday"),
        ("forget where I'm from", "hometown"),
        ("forget where I grew up", "hometown"),
        ("忘掉我是哪里人", "hometown"),
        # not a slot of the user's: someone else's, a workout, a pastime; a past value ("my old job") is left to
        # the request's best match (a slot named takes every version, the current one too)
        ("forget where I work out", None),
        ("forget my boss's workplace", None),
        ("忘掉我老板的单位", None),
        ("忘掉我老婆上班的地方", None),
        ("forget what I do for fun", None),
        # the value it held before names the slot too: only its past versions go (test_forget_past_values.py)
        ("forget my old job", "job"),
        ("forget my previous employer", "employer"),
    ],
)
def test_a_slot_named_in_everyday_words(request_: str, slot: str | None) -> None:
    assert slot_named(request_) == slot


@pytest.mark.parametrize(
    ("said", "request_"),
    [
        ("我的单位是国家电网。", "忘掉我的单位"),
        ("我的居住地是杭州。", "忘掉我住哪"),
        ("I'm from Leeds.", "forget where I'm from"),
        ("我的老家是湖南。", "忘掉我是哪里人"),
        ("我来自湖南。", "别记我的籍贯了"),
        ("我的出生日期是1990年5月3日。", "忘掉我的生日"),
        ("My birthday is May 3rd.", "forget my date of birth"),
    ],
)
def test_a_slot_stored_under_one_word_is_forgotten_by_another(
    hs: Hindsight, said: str, request_: str
) -> None:
    # 我的单位是… was stored under the word said (单位), which no request named; where one is from is a hometown
    # or a "from", whichever the user said
    tell(hs, said, "a", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    assert len(hs.forget(query=request_, user_id="u")) == 1
    assert [r.source_ids for r in hs.list_records(user_id="u")] == [["tea"]]


@pytest.mark.parametrize(
    ("home", "other", "request_", "question"),
    [
        (
            "I live at 42 Maple Street, Springfield.",
            "My sister lives at 9 Elm Road, Shelbyville.",
            "please don't remember my address",
            "where do I live?",
        ),
        (
            "We moved to 17 Harbour View, Cobh last spring.",
            "My sister lives at 9 Elm Road, Shelbyville.",
            "can you forget where I live? thanks",
            "what's my address?",
        ),
        ("我家住在北京市朝阳区建国路88号。", "我姐姐住在杭州西湖区文三路5号。", "把我的地址删掉", "我住哪"),
        (
            "我住在上海市徐汇区漕溪北路12号",
            "我姐姐住在杭州西湖区文三路5号。",
            "别记我家住址了",
            "我家地址是什么",
        ),
    ],
)
def test_a_request_in_chat_naming_a_slot_forgets_it_whatever_its_words(
    tmp_path: Path, minilm, home: str, other: str, request_: str, question: str
) -> None:
    """ "please don't remember my address" after "I live at 42 Maple Street" forgot nothing: the record never
    says "address", and a request heard in chat took only records saying its words. Naming the slot alone
    names every version of it, as ``forget(query=...)`` reads it; someone else's address stays."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, home, "home", 0)
        tell(hs, other, "sister", 1)
        tell(hs, "I like green tea.", "tea", 2)
        tell(hs, request_, "req", 3)
        status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert status["home"] == "forgotten"
        assert status["sister"] == "active" and status["tea"] == "active"
        assert not any(h.record.source_ids == ["home"] for h in hs.recall(question, user_id="u", k=5).hits)


def test_a_request_in_chat_naming_more_than_the_slot_takes_only_what_says_it(tmp_path: Path, minilm) -> None:
    """ "forget what I said about my manager being strict" names more than who the manager is: that stays."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My manager is Rita Okafor.", "who", 0)
        tell(hs, "I like green tea.", "tea", 1)
        tell(hs, "forget what I said about my manager being strict", "req", 2)
        status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert status["who"] == "active"


def test_forgetting_ones_own_slot_leaves_a_relatives(tmp_path: Path, minilm) -> None:
    """ "忘掉我的地址" took the sister's address, ranked above the user's own for the query's words."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我家住在北京市朝阳区建国路88号。", "home", 0)
        tell(hs, "我姐姐住在杭州西湖区文三路5号。", "sister", 1)
        hs.forget(query="我的地址", user_id="u")
        status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert status == {"home": "forgotten", "sister": "active"}


@pytest.mark.parametrize(
    ("said", "request_"),
    [
        ("My sister lives at 9 Elm Road, Shelbyville.", "please don't remember my address"),
        ("我姐姐住在杭州西湖区文三路5号。", "把我的地址删掉"),
    ],
)
def test_a_request_in_chat_for_ones_own_slot_leaves_a_relatives_alone(
    tmp_path: Path, minilm, said: str, request_: str
) -> None:
    """With no address of the user's own, "please don't remember my address" must not take the sister's."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, said, "sister", 0)
        tell(hs, request_, "req", 1)
        status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert status["sister"] == "active"
