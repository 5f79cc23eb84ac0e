"""Names written in letters beyond ASCII (José, Zoë, Zürich, Łukasz, Ольга), in English, Spanish, German and Chinese
turns: read whole as entities (an ASCII-only class stored "Luc" for Lucía, "Tom" for Tomás) and by recall."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import extract_entities
from hindsight_core.recall import displaced, followup, name_asked, query, restated, subject
from hindsight_core.text import normalize_entity


def keys(text: str) -> list[str]:
    return [m.key for m in extract_entities(text)]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("My sister Zoë moved to Zürich last spring", ["zoë", "zürich"]),
        ("I met Łukasz and Björn Müller in São Paulo", ["łukasz", "björn müller", "são paulo"]),
        ("Beyoncé was amazing, Chloé and Renée loved it", ["beyoncé", "chloé", "renée"]),
        # a truncated name was another person's: Tomás stored as Tom
        ("The new hire, Tomás, is doing Mondays.", ["tomás"]),
        ("Also I have a boyfriend now, Étienne, he helps me with French.", ["étienne", "french"]),
        ("Sí, mi jefa se llama Lucía y es muy amable.", ["lucía"]),
        ("Frau Schäfer, die Nachbarin, hat einen Schlüssel.", ["frau schäfer"]),
        ("Моя жена Ольга — врач", ["ольга"]),
        ("我同事José下周来上海", ["josé"]),
        ("我的朋友叫Zoë，她住在杭州", ["zoë"]),
        ("她在Société Générale工作", ["société générale"]),
        ("follow @josé_m for the #Ölpreis news", ["@josé_m", "#ölpreis"]),
    ],
)
def test_a_name_beyond_ascii_is_read_whole(text: str, names: list[str]) -> None:
    found = keys(text)
    assert all(name in found for name in names), found
    # no piece of a name cut where its first letter beyond ASCII stood ("Luc", "Zo", "Jos", "Sch")
    assert not [
        k for k in found for n in names if len(k) < len(n) and n.startswith(k) and n[len(k)].isalpha()
    ]


def test_a_name_against_chinese_ends_where_the_chinese_starts() -> None:
    assert keys("老板Kevin说年底给我升主管") == ["kevin"]
    assert keys("我同事José下周来上海") == ["josé"]


def test_a_decomposed_accent_stays_with_its_name() -> None:
    text = unicodedata.normalize("NFD", "My sister Zoë moved to Zürich")
    assert keys(text) == [normalize_entity("Zoë"), normalize_entity("Zürich")] == ["zoë", "zürich"]


def test_recall_reads_a_name_beyond_ascii_where_it_reads_a_capitalised_word() -> None:
    assert name_asked.says_name("The user said: we adopted a puppy named Élan")
    assert query.asked_time("Where did I live before Østerbro?") == -1
    assert not subject.asks_about_self("When is Émile coming to visit me?")  # names someone else
    assert followup.names_something("we finally went with Ørsted")
    assert followup.names_something("我们用的是Яндекс")  # a word of a script with case among Chinese
    assert restated._names("The user said: my new roommate is Émile") == {"emile"}  # terms lose accents
    assert restated._names("The user said: my fiancé Tunde is a chef") == {"tunde"}  # é before the name
    assert restated.holds_values("The user said: Zoë's 7 now", ("age",))


@pytest.mark.parametrize(
    ("text", "given_up"),
    [
        ("I've left Ørsted, joined Vestas", "ørsted"),
        ("Łukasz quit, Sam's on drums now", "łukasz"),
        ("Ángel said no, so we're going with the other builder", "angel"),  # (keyword terms lose accents)
        ("let Ágnes go after the audit, Priya took over", "agnes"),
        ("Ørsted kept crashing, moved everything to Vestas", "ørsted"),
        ("Ådalen broke up after Mike left", "adalen"),
        ("我们不再用Škoda了", "skoda"),
        ("Émile走了，现在带我的是小李", "emile"),
    ],
)
def test_a_name_beyond_ascii_is_read_as_the_value_given_up(text: str, given_up: str) -> None:
    assert displaced.displaced_terms(text) == ((given_up,),)


T0 = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("turns", "question"),
    [
        (  # a Latin name in Chinese: stored as "Ren", the record lost the name's weight against Kevin's
            [
                "Renée说她下个月要去成都读研究生",
                "我表妹下个月要去成都读研究生，学的是建筑",
                "Kevin说他下个月去成都玩",
                "我下个月要去成都开会",
            ],
            "Renée下个月去成都做什么？",
        ),
        (  # a Cyrillic name: no entity at all
            [
                "Моя жена Ольга — врач в Москве",
                "Мой брат Иван работает в банке",
                "Моя сестра Анна — учитель",
                "Наш сосед Пётр — врач в больнице",
            ],
            "Где работает Ольга?",
        ),
    ],
)
def test_a_name_beyond_ascii_in_the_question_finds_the_record_naming_that_person(
    real: Hindsight, turns: list[str], question: str
) -> None:
    for day, content in enumerate(turns):
        real.retain(
            [{"role": "user", "content": content, "id": f"t{day}"}],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=5 * day),
        )
    hits = real.recall(question, user_id="u", k=5, reinforce=False).hits
    assert hits[0].record.source_ids == ["t0"], [h.record.text for h in hits]
