"""A street address is where the user lives, as a city is: "I live at 14 Elm Road" and "my address is ..." fill
the home slot (``lives_in``), so a new address supersedes the old one, a forget naming where one lives in any
words ("my address", "where I live", 我的地址, 住址) takes every version of it, and "where do I live?" finds it.
Nothing else said "at" or called an address is a home: "I live at the gym lol", an e-mail, IP or work address."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.extraction.slot_names import asked_slot, slot_named
from hindsight_core.models import ALL_STATUSES


def home(text: str) -> str | None:
    return next((a.value for a in find_attributes(text) if a.attribute == "lives_in"), None)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I live at 27 Hawthorn Crescent, Sheffield.", "27 Hawthorn Crescent, Sheffield"),
        ("i live at 8 willow st", "8 willow st"),
        (
            "We're living at Flat 2, 61 Canal Street, Manchester M1 3HE now.",
            "Flat 2, 61 Canal Street, Manchester M1 3HE",
        ),
        ("I live in a small flat at 19 Quarry Hill", "19 Quarry Hill"),
        ("We reside at 4 avenue de la Gare, Lausanne", "4 avenue de la Gare, Lausanne"),
        ("I live at Bergmannstraße 12, Berlin", "Bergmannstraße 12, Berlin"),
        ("I live at 31 Linden Drive, it's near the station", "31 Linden Drive"),
        ("My address is 77 Foxglove Lane, Bath.", "77 Foxglove Lane, Bath"),
        ("my home address is 5b Orchard Row", "5b Orchard Row"),
        ("Our new address is 102 Seaview Parade, Brighton BN2 1AA.", "102 Seaview Parade, Brighton BN2 1AA"),
        ("Quick update: new address is 9 Tannery Close, Kendal", "9 Tannery Close, Kendal"),
        ("We finally moved into 16 Meadow Way last weekend", "16 Meadow Way"),
        ("I just moved to 3 Rowan Court, Exeter", "3 Rowan Court, Exeter"),
        # said after the move, past a dash or a comma
        ("we moved — new address is 88 Pine Ave, Seattle WA 98101", "88 Pine Ave, Seattle WA 98101"),
        ("I just moved, my new address: 5 Birch Close, Bath BA1 2AB", "5 Birch Close, Bath BA1 2AB"),
        ("we moved house last month - the new address is 2 Mill Lane, York", "2 Mill Lane, York"),
        ("我住在广州市越秀区北京路21号", "广州市越秀区北京路21号"),
        ("我住在中山路8号5楼", "中山路8号5楼"),
        ("我住阳光花园3栋502", "阳光花园3栋502"),
        ("我家地址是武汉市洪山区珞喻路129号", "武汉市洪山区珞喻路129号"),
        ("我的新住址：成都市锦江区春熙路6号", "成都市锦江区春熙路6号"),
        ("我的家庭地址是西安市雁塔区长安南路33号", "西安市雁塔区长安南路33号"),
        ("搬家了，新地址是南京市玄武区珠江路40号", "南京市玄武区珠江路40号"),
        ("我家在厦门市思明区中山路15号", "厦门市思明区中山路15号"),
    ],
)
def test_a_street_address_is_where_the_user_lives(text: str, value: str) -> None:
    assert home(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "I live at the gym lol",
        "I'm at home",
        "I live at home with my parents",
        "I live at 20 minutes from the office",
        "my email address is dana.k@example.org",
        "My IP address is 10.0.0.1",
        "my work address is 1 Harbour St",
        "The restaurant's address is 5 Market Street",
        "My sister's address is 12 Birch Road",
        "My mum moved, new address: 8 Kiln Lane",
        "my sister moved — new address is 3 Rowan Court, Exeter",
        "we moved the meeting, new address is 5 Market Street",
        "We moved the standup to 10 Main Street",
        "my address is changing next month",
        "he said I live at 40 Elm Road",
        "我在中山路8号等你",
        "我住在酒店，地址是中山路8号",
        "公司地址是上海市浦东新区世纪大道100号",
        "我的邮箱地址是 dana@example.org",
        "我的地址是保密的",
        "我家在湖南长沙",
    ],
)
def test_no_home_without_the_users_street_address(text: str) -> None:
    assert home(text) is None


@pytest.mark.parametrize(
    "request_",
    [
        "forget my address",
        "please delete my home address",
        "forget my old address",
        "forget where I live",
        "forget where I'm living",
        "forget where we live",
        "you can forget our address",
        "别记我的地址了",
        "删掉我的住址",
        "忘掉家庭地址",
        "忘掉我住哪里",
        "我住的地方别记了",
        "删除我家地址",
    ],
)
def test_where_one_lives_is_named_in_many_words(request_: str) -> None:
    assert slot_named(request_) == "lives_in"


@pytest.mark.parametrize(
    ("request_", "slot"),
    [
        ("forget my email address", "email"),
        ("forget my IP address", None),
        ("forget my work address", None),
        ("忘掉公司地址", None),
        ("别记客户的住址", None),
        ("别记我的邮箱地址了", "email"),
    ],
)
def test_other_addresses_are_not_where_one_lives(request_: str, slot: str | None) -> None:
    assert slot_named(request_) == slot


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("what's my address?", "lives_in"),
        ("What is my home address", "lives_in"),
        ("where am I living now?", "lives_in"),
        ("我的地址是什么？", "lives_in"),
        ("我家地址是啥", "lives_in"),
        ("我家住在哪", "lives_in"),
        ("我的邮箱地址是什么？", None),
        ("我哥的地址是什么？", None),
    ],
)
def test_a_question_for_the_address_asks_where_one_lives(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": id_}],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=datetime(2026, 3, 1 + day, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live at 27 Hawthorn Crescent, Sheffield.", "We're living at 5 Mill Race, Hebden Bridge now."),
        ("My address is 77 Foxglove Lane, Bath.", "I live at 2 Pump Room Yard, Bath now."),
        ("I live in Sheffield.", "Our new address is 14 Cathedral Street, Glasgow."),
        ("我住在广州市越秀区北京路21号", "我家地址改成了深圳市福田区深南大道88号"),
    ],
)
def test_a_new_address_supersedes_the_old_home(hs: Hindsight, old: str, new: str) -> None:
    tell(hs, old, "old", 0)
    tell(hs, new, "new", 5)
    held = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert held["old"].valid_to is not None and held["new"].valid_to is None
    assert held["old"].superseded_by == held["new"].id


@pytest.mark.parametrize(
    ("said", "request_"),
    [
        (
            ("I live at 27 Hawthorn Crescent, Sheffield.", "My address is 3 Tide Mill Lane, Whitby now."),
            "forget my address",
        ),
        (("My address is 77 Foxglove Lane, Bath.", "I moved to 6 Gravel Walk, Bath."), "forget where I live"),
        (("我住在广州市越秀区北京路21号", "我的新地址是佛山市禅城区祖庙路9号"), "别记我的地址了"),
    ],
)
def test_forgetting_where_one_lives_takes_every_address(
    tmp_path: Path, minilm, said: tuple[str, str], request_: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, said[0], "m1", 0)
        tell(hs, said[1], "m2", 5)
        tell(hs, "I prefer oat milk in my coffee.", "m3", 6)
        hs.forget(query=request_, user_id="u", hard=True)
        assert [r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [["m3"]]


def test_where_do_i_live_finds_the_address_first(real: Hindsight) -> None:
    """An unrelated preference had ranked above the address for "where do I live?"."""
    real.retain(
        [{"role": "user", "content": "I prefer MySQL for reporting.", "id": "m1"}],
        user_id="u",
        session_id="s1",
    )
    real.retain(
        [
            {"role": "user", "content": "My address is 9 Tannery Close, Kendal.", "id": "m2"},
            {"role": "user", "content": "My email is dana@example.org", "id": "m3"},
        ],
        user_id="u",
        session_id="s2",
    )
    assert real.recall("where do I live?", user_id="u", k=3).hits[0].record.source_ids == ["m2"]
