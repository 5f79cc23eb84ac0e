"""A guess said in conversation ("I think my manager is called Tom, not sure", 我老板好像叫王磊) is stored as one: active
and recalled, with less confidence than a plain statement, its value read as a plain one's. A later plain statement
of the slot supersedes it; a guess said after a plain value does not supersede that value. A taste said gently ("I
think I prefer tea now") and an amount said roughly ("maybe 200 a month", 大概20万个chunk) are no guesses."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("guess", "plain"),
    [
        ("I think my manager is called Tom, not sure", "My manager is called Tom"),
        ("my dentist is Dr Lee if I remember right", "My dentist is Dr Lee"),
        ("我老板好像叫王磊", "我老板叫王磊"),
        ("我应该是对花生过敏", "我对花生过敏"),
        # a modal of doubt, a suspicion, a feeling about one's own body
        ("I might be allergic to penicillin", "I'm allergic to penicillin"),
        ("I have a feeling I'm allergic to dust", "I'm allergic to dust"),
        ("我怀疑我对海鲜过敏", "我对海鲜过敏"),
        ("我觉得我对猫过敏", "我对猫过敏"),
    ],
)
def test_a_guess_is_kept_active_with_less_confidence_and_its_slot(
    hs: Hindsight, guess: str, plain: str
) -> None:
    tell(hs, guess, "g", 0, user="a")
    tell(hs, plain, "p", 0, user="b")
    guessed, said = by_source(hs, user="a")["g"], by_source(hs, user="b")["p"]
    assert guessed.status == "active"  # recalled by default, unlike a pending record
    assert guessed.confidence < said.confidence
    assert guessed.attributes.get("attribute") == said.attributes.get("attribute") is not None
    assert guessed.attributes.get("value") == said.attributes.get("value")
    assert [h.record.id for h in hs.recall(guess, user_id="a").hits] == [guessed.id]


@pytest.mark.parametrize(
    ("guess", "plain"),
    [
        ("I think my manager is called Tom, not sure", "My manager is called Dave"),
        ("我老板好像叫王磊", "我老板叫李强"),
    ],
)
def test_a_plain_statement_supersedes_a_guess_said_before(hs: Hindsight, guess: str, plain: str) -> None:
    tell(hs, guess, "g", 0)
    tell(hs, plain, "p", 3)
    records = by_source(hs)
    assert records["g"].superseded_by == records["p"].id
    assert records["p"].valid_to is None


@pytest.mark.parametrize(
    ("plain", "guess"),
    [
        ("My manager is called Dave", "I think my manager is called Tom, not sure"),
        ("我老板叫李强", "我老板好像叫王磊"),
    ],
)
def test_a_guess_never_supersedes_a_value_said_plainly_before(hs: Hindsight, plain: str, guess: str) -> None:
    tell(hs, plain, "p", 0)
    tell(hs, guess, "g", 3)
    records = by_source(hs)
    assert records["p"].valid_to is None and records["p"].superseded_by is None
    assert records["g"].status == "active"  # kept and recalled, with its lower confidence
    assert records["g"].confidence < records["p"].confidence


@pytest.mark.parametrize(
    ("softened", "plain"),
    [
        ("I think I prefer tea now", "I prefer tea now"),
        ("I'll probably take the train to Leeds", "I'll take the train to Leeds"),
        ("we spend maybe 200 a month on groceries", "we spend 200 a month on groceries"),
        ("公司主库大概20万个chunk", "公司主库20万个chunk"),
        ("房子刚买两年 不可能搬的", "房子刚买两年 不会搬的"),
        ("maybe. she's an accountant", "she's an accountant"),
        # a trail of punctuation is no word of doubt
        (
            "I think I prefer tea now. my sister lives in York, ...",
            "I prefer tea now. my sister lives in York",
        ),
        ("我好像更喜欢喝茶了。我妹妹住在苏州，～", "我更喜欢喝茶了。我妹妹住在苏州"),
        # the month is no modal; an opinion is no doubt of a fact
        ("My birthday is in May, on the 3rd.", "My birthday is on the 3rd of May."),
        ("我觉得这家餐厅不错", "这家餐厅不错"),
    ],
)
def test_a_taste_or_intent_said_gently_or_an_amount_roughly_is_no_guess(
    hs: Hindsight, softened: str, plain: str
) -> None:
    tell(hs, softened, "s", 0, user="a")
    tell(hs, plain, "p", 0, user="b")
    assert by_source(hs, user="a")["s"].confidence == by_source(hs, user="b")["p"].confidence


@pytest.mark.parametrize(
    ("said", "known", "guess"),
    [
        ("我住在杭州，我老板好像叫王磊", "杭州", "王磊"),
        ("I live in Leeds, and I think my manager is called Tom", "Leeds", "Tom"),
    ],
)
def test_only_the_clause_said_as_a_guess_carries_less_confidence(
    hs: Hindsight, said: str, known: str, guess: str
) -> None:
    tell(hs, said, "m", 0)
    by_value = {r.attributes.get("value"): r for r in hs.list_records(user_id="u")}
    assert by_value[guess].confidence < by_value[known].confidence
    assert by_value[known].confidence == 0.9  # a plain fact's (``RuleConfidence.user_cue``)


def test_a_guessed_allergy_is_recalled_for_a_task_it_bears_on(real: Hindsight) -> None:
    # safety: "might be allergic" is a guess (less confidence) and still the allergy a dinner booking needs
    tell(real, "I'm allergic to penicillin.", "p", 0)
    tell(real, "I may be allergic to shellfish too.", "g", 3)
    records = by_source(real)
    assert records["g"].attributes.get("attribute") == "allergic_to"
    assert records["g"].attributes.get("value") == "shellfish"
    assert records["g"].confidence < records["p"].confidence
    hits = real.recall("book a table for Friday at a seafood place", user_id="u", k=3).hits
    assert hits[0].record.id == records["g"].id
