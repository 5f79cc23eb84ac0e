"""Users who write in languages other than English and Chinese (Spanish, French, German, Portuguese, Italian,
Russian, Japanese, Korean): no rule reads their slots and the bundled model is English, so what they get from the
memory rests on the density gate, the keyword index and the entity graph."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.capture import turn_query
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.density import is_low_information
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell

# thanks, yes, ok, hello and goodbye, as such users type them
_FILLERS = [
    "gracias", "¡Muchas gracias!", "vale, gracias", "sí", "buenos días", "Merci beaucoup !", "ok merci", "d'accord",
    "merci Paul", "Danke schön!", "Vielen Dank!", "alles klar, danke", "Ja", "obrigado", "Muito obrigada!",
    "tá bom", "grazie mille", "спасибо", "Большое спасибо!", "ок, понятно", "да", "ありがとうございます",
    "はい、わかりました。ありがとうございます！", "감사합니다", "네, 알겠습니다", "ㅋㅋㅋ",
]  # fmt: skip
# what such users say of themselves, however short, and thanks that say what for
_CONTENT = [
    "gracias por la receta de paella", "Danke für den Tipp mit dem Zahnarzt", "Я живу в Москве", "Vegetariano",
    "Lyon", "Ich bin Arzt", "Müller", "Оля", "sí, vivo en Madrid", "спасибо, я переехал в Казань", "東京",
    "ありがとう、東京の情報助かりました", "서울", "네이버에서 일해요", "はいしゃ",
]  # fmt: skip


@pytest.mark.parametrize("text", _FILLERS)
def test_thanks_and_yes_in_other_languages_are_low_information(text: str) -> None:
    """A user's "спасибо", "Danke schön!", "ありがとうございます" were each stored as a memory ("The user said: спасибо"),
    while "thanks!" is not."""
    assert is_low_information(text)


@pytest.mark.parametrize("text", _CONTENT)
def test_short_statements_in_other_languages_are_kept(text: str) -> None:
    assert not is_low_information(text)


def test_a_thanks_in_another_language_is_no_memory_and_recall_reads_the_turn_before(hs: Hindsight) -> None:
    """A Russian user thanks the assistant: the thanks was stored beside what they said, and an adapter recalled
    for "спасибо" itself (whatever shared a vector with it) instead of for what the thanks was about."""
    tell(hs, "Я живу в Москве", "m1", 0)
    for i, thanks in enumerate(["спасибо!", "Danke schön!", "ありがとうございます", "감사합니다"]):
        tell(hs, thanks, f"t{i}", 1 + i)
    said = [r.text for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)]
    assert said == ["The user said: Я живу в Москве"]
    before = ["Посоветуй ресторан рядом с Арбатом"]
    assert turn_query("Спасибо!", before) == before[0]
    assert turn_query("ありがとう", ["渋谷でおすすめのラーメン屋は？"]) == "渋谷でおすすめのラーメン屋は？"


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Ich wohne jetzt in der Goethestraße 12", "Goethestrasse"),  # a keyboard without ß
        ("Mein Zahnarzt heißt Dr. Strauß", "STRAUSS"),
        ("Meine Chefin ist Frau Weiß", "weiss"),
    ],
)
def test_a_word_written_with_ss_finds_the_record_holding_it_with_sharp_s(
    hs: Hindsight, said: str, asked: str
) -> None:
    """A German user asks for "Goethestrasse" (or a Swiss user, who never writes ß): the keyword index held
    "goethestraße" and the question's "goethestrasse" matched nothing, so the newest records came first."""
    tell(hs, said, "m1", 0)
    for i, other in enumerate(
        ["Ich trinke morgens gern Kaffee", "Am Wochenende gehe ich wandern", "Mein Bruder lebt in Hamburg"]
    ):
        tell(hs, other, f"o{i}", 1 + i)
    assert [h.record.text for h in hs.recall(asked, user_id="u", k=3).hits][:1] == [f"The user said: {said}"]


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Trabajo en Telefónica desde 2020", "Telefonica"),
        ("Mein Chef heißt Herr Müller", "Muller"),
        ("Ma voisine s'appelle Zoé Lefèvre", "zoe lefevre"),
        ("Η κόρη μου μένει στην Αθήνα", "ΑΘΗΝΑ"),  # Greek capitals are written without their accents
    ],
)
def test_forget_typed_without_accents_forgets_the_record_written_with_them(
    hs: Hindsight, said: str, asked: str
) -> None:
    """Recall found "Telefónica" for "Telefonica" (the SQLite index folds accents) but ``forget(query=...)`` left
    it, the terms it checks a record holds being spelled with their accents: the user asked to forget and the
    memory stayed."""
    tell(hs, said, "m1", 0)
    tell(hs, "Me gusta el café solo", "m2", 1)
    tell(hs, "I like jazz", "m3", 2)
    assert len(hs.forget(query=asked, user_id="u")) == 1
    assert [r.text for r in hs.list_records(user_id="u")] == [
        "The user said: Me gusta el café solo",
        "The user said: I like jazz",
    ]


@pytest.mark.parametrize(
    ("said", "others", "asked"),
    [
        (
            "J'habite à Lyon depuis 2019",
            [
                "Mon médecin est le docteur Martin",
                "Ce que je préfère, c'est le ski",
                "Je travaille chez Michelin",
            ],
            "Où est-ce que j'habite ?",
        ),
        (
            "Moro em Porto Alegre com a minha esposa",
            ["Eu não como carne de porco", "Eu corro todo sábado de manhã", "Onde eu deixei as chaves?"],
            "Onde eu moro?",
        ),
        (
            "Mein Bruder Jonas wohnt in München",
            [
                "Ich bin allergisch gegen Katzenhaare",
                "Mein Zahnarzt ist Dr. Becker",
                "Wo ist mein Schlüssel?",
            ],
            "Wo wohnt mein Bruder?",
        ),
    ],
)
def test_a_question_in_another_language_finds_the_record_sharing_its_content_word_not_its_function_words(
    hs: Hindsight, said: str, others: list[str], asked: str
) -> None:
    """A French user asks "Où est-ce que j'habite ?": the records sharing its "est", "ce" and "que" outranked
    "J'habite à Lyon", the one sharing "habite" (English questions have their stopwords left out; these had none)."""
    tell(hs, said, "m1", 0)
    for i, other in enumerate(others):
        tell(hs, other, f"o{i}", 1 + i)
    assert [h.record.text for h in hs.recall(asked, user_id="u", k=3).hits][:1] == [f"The user said: {said}"]


@pytest.mark.parametrize(
    ("said", "entities"),
    [
        ("Ich bin Vegetarier und wohne in Berlin", ["Vegetarier", "Berlin"]),
        ("Mein Bruder Jonas wohnt in München", ["Bruder Jonas", "München"]),
        ("Je travaille chez Michelin", ["Michelin"]),
        ("Eu corro todo sábado com a Juliana", ["Juliana"]),
        ("Мою жену зовут Ольга", ["Ольга"]),
        ("El año pasado viajé a Japón", ["Japón"]),
        # names and places that open an English sentence stay names
        ("Mia is my daughter and El Paso is home", ["Mia", "El Paso"]),
        ("Como is lovely in May, Su says", ["Como", "Su"]),
        ("Tu is my labmate. Tes is new.", ["Tu", "Tes"]),
    ],
)
def test_a_function_word_opening_a_sentence_in_another_language_is_no_entity(
    hs: Hindsight, said: str, entities: list[str]
) -> None:
    """German, French, Portuguese and Russian open most sentences with a capitalised "Ich", "Je", "Eu", "Мою": each
    was stored as an entity, one every record of the user mentioned, linking them all in the graph."""
    tell(hs, said, "m1", 0)
    assert [r.entities for r in hs.list_records(user_id="u")] == [entities]


_RUSSIAN = [
    "Я живу в Москве",
    "Мою жену зовут Ольга",
    "Мой брат живёт в Казани",
    "По субботам я хожу в бассейн",
]


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("МОСКВА", "Я живу в Москве"),  # the city named as a question names it, the record in its locative
        ("Расскажи про Ольгу", "Мою жену зовут Ольга"),
        ("Казань", "Мой брат живёт в Казани"),
    ],
)
def test_a_russian_word_in_another_case_finds_the_record_and_forget_takes_it(
    hs: Hindsight, asked: str, said: str
) -> None:
    """A Russian user asks about "Москва" and said "в Москве": the keyword index held "москве" and the
    question's "москва" matched nothing (English words are stemmed by the index, Cyrillic ones by none), and
    ``forget(query="Москва")`` forgot nothing."""
    for i, text in enumerate(_RUSSIAN):
        tell(hs, text, f"m{i}", i)
    assert [h.record.text for h in hs.recall(asked, user_id="u", k=3).hits][:1] == [f"The user said: {said}"]
    assert len(hs.forget(query=asked.split()[-1], user_id="u")) == 1
    assert sorted(r.text for r in hs.list_records(user_id="u")) == sorted(
        f"The user said: {text}" for text in _RUSSIAN if text != said
    )


def test_a_request_in_chat_to_forget_a_russian_word_takes_the_record_saying_it_in_another_case(
    hs: Hindsight,
) -> None:
    """The request "please forget what I said about Москва" left "Я живу в Москве": a request must name a word
    the record holds, and the record holds the city in its locative."""
    tell(hs, "Я живу в Москве", "m1", 0)
    tell(hs, "Мой брат живёт в Казани", "m2", 1)
    tell(hs, "please forget what I said about Москва", "m3", 2)
    assert [r.text for r in hs.list_records(user_id="u")] == ["The user said: Мой брат живёт в Казани"]


def test_a_store_indexed_before_is_rewritten_on_open_and_finds_the_new_spellings(tmp_path: Path) -> None:
    """A store written by the version before (its keyword text "goethestraße", "москве", "telefónica") is
    rewritten once when opened, so the new spellings find what it already holds."""
    said = ["Ich wohne in der Goethestraße 12", "Я живу в Москве", "Trabajo en Telefónica", "I like jazz"]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for i, text in enumerate(said):
            tell(hs, text, f"m{i}", i)
    with sqlite3.connect(tmp_path / "graph.db") as conn:  # what version 3 indexed: lower case, accents kept
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'keyword_text_version'")
        for (text,) in conn.execute("SELECT body FROM records_fts").fetchall():
            old = " ".join(
                t for t in text.split() if t.isascii() or not t.startswith(("москв", "goethe", "telef"))
            )
            conn.execute("UPDATE records_fts SET body = ? WHERE body = ?", (old, text))
        conn.execute("UPDATE records_fts SET body = body || ' goethestraße' WHERE body LIKE '%wohne%'")
        conn.execute("UPDATE records_fts SET body = body || ' москве' WHERE body LIKE '%живу%'")
        conn.execute("UPDATE records_fts SET body = body || ' telefónica' WHERE body LIKE '%trabajo%'")
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for asked, text in zip(["Goethestrasse", "Москва", "Telefonica"], said, strict=False):
            assert [h.record.text for h in hs.recall(asked, user_id="u", k=2).hits][:1] == [
                f"The user said: {text}"
            ]
