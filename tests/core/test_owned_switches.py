"""A switch of a thing one has one of at a time ("I switched to a Tesla Model 3" after "I now drive a Mazda 3",
"traded my Mazda for a Tesla", 车换成了特斯拉, "I switched to Monzo" after "I bank with Chase") is a change of that
kind's slot: the older one is superseded (kept as history) and recall answers with the newer. A switch to a thing
of another kind ("I switched to oat milk") or someone else's ("my sister switched to a Tesla") changes nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 2, 2, 9, tzinfo=UTC)


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [
            {"role": "user", "content": text, "id": id_},
            {"role": "assistant", "content": "Got it.", "id": f"a-{id_}"},
        ],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=T0 + timedelta(days=day),
    )


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I switched to a Tesla Model 3.", ("car", "Tesla Model 3")),
        ("I traded my Mazda for a Tesla.", ("car", "Tesla")),
        ("I sold the Mazda and got a Tesla.", ("car", "Tesla")),
        ("I sold my old car and bought a Polestar 2 last week.", ("car", "Polestar 2")),
        ("I switched to a new car, a Polestar 2.", ("car", "Polestar 2")),
        ("I've switched banks to Monzo.", ("bank", "Monzo")),
        ("I bank with Chase.", ("bank", "Chase")),
        ("I switched to a Pixel 8.", ("phone_model", "Pixel 8")),
        ("My phone is an iPhone 14.", ("phone_model", "iPhone 14")),
        ("I replaced my XPS with a MacBook Air.", ("laptop", "MacBook Air")),
        # from the old thing to the new: the kind from either
        ("I switched from Barclays to Monzo this week.", ("bank", "Monzo")),
        ("I switched banks from Barclays to a credit union.", ("bank", "credit union")),
        ("I changed my phone from an iPhone 12 to a Pixel 8.", ("phone_model", "Pixel 8")),
        ("我从招商银行换成了微众银行。", ("bank", "微众银行")),
        # bought, of a known make
        ("最后买了华为Mate 60，没买vivo，华为的卫星通话太香了", ("phone_model", "华为Mate 60")),
        ("手机从华为手机换成了iPhone 15", ("phone_model", "iPhone 15")),
        ("我换成了特斯拉", ("car", "特斯拉")),
        ("车换成特斯拉了", ("car", "特斯拉")),
        ("我把马自达换成了特斯拉", ("car", "特斯拉")),
        ("手机换成了Pixel", ("phone_model", "Pixel")),
        ("我用的是iPhone 15", ("phone_model", "iPhone 15")),
        # said as what one's is, as "my phone is an iPhone 14" is
        ("我的手机是iPhone 15", ("phone_model", "iPhone 15")),
        ("我手机现在是Pixel 8", ("phone_model", "Pixel 8")),
        ("我的手机是新买的", None),
        ("我妈的手机是iPhone 15", None),
        # a thing of no known kind, someone else's switch, one more of a kind
        # the speaker left out, as chat does, or the household's: "we" (not a relative's, nor a thing of no kind)
        ("sold the Civic last week, picked up a used Model 3", ("car", "Model 3")),
        ("we sold the Civic and bought a Model 3", ("car", "Model 3")),
        ("got a new car, a Model 3", ("car", "Model 3")),
        ("Just got a new phone - Pixel 9", ("phone_model", "Pixel 9")),
        ("we just bought a new laptop: a MacBook Air M3", ("laptop", "MacBook Air M3")),
        ("my dad got a new car, a Model 3", None),
        ("Dad sold the Civic and bought a Tesla", None),
        ("they sold the house and bought a condo", None),
        ("sold the car and got a dog", None),
        ("I switched to oat milk.", None),
        ("I switched to the night shift.", None),
        ("My sister switched to a Tesla.", None),
        ("My sister said I switched to a Tesla.", None),
        ("I also have a Honda.", None),
        ("I traded my bike for a scooter.", None),
        ("我姐换成了特斯拉", None),
        ("我妈买了iPhone 15", None),
        ("我买了一台新电脑", None),
        ("她换成了特斯拉", None),
        ("我换了工作", None),
        ("I switched from coffee to tea.", None),
        ("My sister switched from Barclays to Monzo.", None),
        ("我姐从招商银行换成了工商银行", None),
        ("我从咖啡换成了茶", None),
    ],
)
def test_the_slot_of_a_thing_switched_to(text: str, slot: tuple[str, str] | None) -> None:
    kinds = {"car", "bank", "phone_model", "laptop"}
    found = [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in kinds]
    assert found == ([slot] if slot else [])


def test_a_phone_model_is_no_phone_number() -> None:
    # "My phone is a Pixel 8" once replaced the phone number: it is the phone's model, its own slot
    assert [(m.attribute, m.value) for m in find_attributes("My phone is a Pixel 8")] == [
        ("phone_model", "Pixel 8")
    ]


@pytest.mark.parametrize(
    ("before", "switch", "question"),
    [
        ("I now drive a Mazda 3.", "I switched to a Tesla Model 3.", "What car do I drive?"),
        ("I drive a Honda Civic.", "I traded my Civic for a Tesla Model Y.", "What car do I drive?"),
        ("I drive a Honda Civic.", "I sold the Civic and got a Polestar 2.", "What car do I drive?"),
        (
            "I drive a 2019 Honda Civic.",
            "sold the Civic last week, picked up a used Model 3",
            "What car do I drive?",
        ),
        ("I drive a Honda Civic.", "we got a new car, it's a Subaru Outback", "What car do I drive?"),
        ("I bank with Chase.", "I switched to Monzo.", "Which bank do I use?"),
        ("I bank with Barclays.", "I switched from Barclays to Monzo this week.", "Which bank do I use?"),
        ("我用的是招商银行", "我从招商银行换成了微众银行。", "我用哪家银行？"),
        ("I have an iPhone 14.", "I switched to a Pixel 8.", "What phone do I have?"),
        ("我开的是马自达3", "我换成了特斯拉", "我开的是什么车？"),
        ("我的手机是iPhone 13", "手机换成华为Mate 60了", "我用的什么手机"),
    ],
)
def test_a_switch_supersedes_the_older_thing_of_its_kind(
    tmp_path: Path, minilm, before: str, switch: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, "I like green tea.", "tea", 1)
        tell(hs, switch, "new", 30)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["old"].superseded_by == records["new"].id and records["old"].valid_to is not None
        assert records["tea"].valid_to is None
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["new"]


@pytest.mark.parametrize(
    "other",
    [
        "I switched to oat milk.",
        "My sister switched to a Tesla.",
        "我姐换成了特斯拉",
        "I switched to a Pixel 8.",
    ],
)
def test_a_switch_of_another_thing_or_person_leaves_the_car(tmp_path: Path, minilm, other: str) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I now drive a Mazda 3.", "car", 0)
        tell(hs, other, "other", 30)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["car"].valid_to is None and records["car"].superseded_by is None


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("I moved from HSBC to Chase.", {("bank", "Chase")}),
        ("I moved to Monzo last month.", {("bank", "Monzo")}),
        ("We moved from Leeds to York.", {("lives_in", "York")}),  # a place is a home
    ],
)
def test_a_bank_moved_to_is_no_home(text: str, slots: set[tuple[str, str]]) -> None:
    """ "I moved from HSBC to Chase" read as the speaker's home being Chase (the "moved to" rule of places)."""
    assert {(a.attribute, a.value) for a in find_attributes(text)} == slots


@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("I drive a Subaru to work every day.", "Subaru"),
        ("I drive a Honda to the office.", "Honda"),
        ("I still drive a Jeep back and forth to the farm.", "Jeep"),
        ("I drive a Kia everywhere.", "Kia"),
    ],
)
def test_where_a_car_is_driven_is_no_part_of_it(tmp_path: Path, minilm, said: str, car: str) -> None:
    """ "I drive a Subaru to work every day" stored the car "Subaru to work"; then "I drive a Subaru" was another value."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, said, "car", 0)
        tell(hs, f"I drive a {car}.", "again", 30)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["car"].attributes["value"] == car
        assert "again" not in records  # the same car said again: an occurrence of the first
