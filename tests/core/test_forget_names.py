"""A request in chat to forget the name of one the user has ("forget my dog's name", 请忘掉我的狗的名字, 忘了我家狗叫什么
吧, 忘掉我老板的名字) forgets what that one is called, every version of it, and nothing else: the dog's vet and weight,
the cat's name and what else is said of the boss stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.name_requests import name_owner
from hindsight_core.extraction.requests import forget_requests
from hindsight_core.extraction.slot_names import slot_named
from hindsight_core.models import ALL_STATUSES
from tests.core.journal_helpers import files_holding


def tell(hs: Hindsight, texts: list[str]) -> None:
    for i, text in enumerate(texts):
        hs.retain(
            [
                {"role": "user", "content": text, "id": f"m{i}"},
                {"role": "assistant", "content": "OK.", "id": f"a{i}"},
            ],
            user_id="u",
            session_id=f"s{i}",
        )


def gone_and_kept(hs: Hindsight) -> tuple[set[str], set[str]]:
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    return (
        {r.source_ids[0] for r in records if r.status == "forgotten"},
        {r.source_ids[0] for r in records if r.status == "active"},
    )


_ZH_PETS = [
    "我的狗叫旺财",
    "我的狗的兽医是李医生",
    "我的狗有20公斤",
    "我的猫叫咪咪",
    "后来我们把狗的名字改成了豆豆",
]
_EN_PETS = [
    "My dog is called Rex.",
    "My dog's vet is called Dr. Hale.",
    "My dog weighs 20 kg.",
    "My cat is called Tom.",
    "We renamed the dog to Biscuit.",
]


@pytest.mark.parametrize(
    ("said", "request_", "gone"),
    [
        (_ZH_PETS, "请忘掉我的狗的名字", {"m0", "m4"}),
        (_ZH_PETS, "忘了我家狗叫什么吧", {"m0", "m4"}),
        (_ZH_PETS, "把我狗的名字删掉", {"m0", "m4"}),
        (_ZH_PETS, "忘掉我的猫的名字", {"m3"}),
        (_EN_PETS, "forget my dog's name", {"m0", "m4"}),
        (_EN_PETS, "Please forget what my dog is called.", {"m0", "m4"}),
        (_EN_PETS, "forget my cat's name", {"m3"}),
        (["我老板叫王建国", "我老板很严格"], "忘掉我老板的名字", {"m0"}),
        (["My boss is Martin Hale.", "My boss is strict."], "forget my boss's name", {"m0"}),
        # no slot holds the name: the record saying what that one is called
        (["My boss is called Martin Hale.", "My boss is strict."], "forget my boss's name", {"m0"}),
        (["我妹妹叫小芳", "我妹妹在北京上班"], "忘掉我妹妹的名字", {"m0"}),
    ],
)
def test_a_name_asked_in_chat_is_forgotten_and_nothing_else(
    real: Hindsight, said: list[str], request_: str, gone: set[str]
) -> None:
    tell(real, said)
    real.retain([{"role": "user", "content": request_, "id": "q"}], user_id="u", session_id="sq")
    assert gone_and_kept(real) == (gone, {f"m{i}" for i in range(len(said))} - gone)


def test_a_hard_forget_of_the_name_leaves_it_in_no_file(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, ["我的狗叫旺财", "我的狗的兽医是李医生"])
        assert len(hs.forget(query="忘掉我的狗的名字", user_id="u", hard=True)) == 1
        assert [r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [["m1"]]
    assert files_holding(tmp_path, "旺财".encode()) == []


@pytest.mark.parametrize(
    ("what", "owner", "slot"),
    [
        ("my dog's name", "dog", "dog"),
        ("what my puppy is named", "puppy", "dog"),
        ("my son's middle name", "son", "son"),
        ("我的狗的名字", "狗", "dog"),
        ("我家猫咪叫啥名字", "猫咪", "cat"),
        ("我老板的名字", "老板", "boss"),
        ("我女儿的名字", "女儿", "daughter"),
        # what is not the name of one the user has
        ("my dog's vet", None, None),
        ("我的狗的体重", None, None),
        ("我妹妹的狗的名字", None, None),
        ("我的名字", None, "name"),
        ("我的英文名字", None, None),
        ("我叫什么名字", None, None),
        ("my first name", None, None),
    ],
)
def test_whose_name_a_request_names(what: str, owner: str | None, slot: str | None) -> None:
    assert (name_owner(what), slot_named(what)) == (owner, slot)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("忘了我家狗叫什么吧", ["我家狗叫什么"]),
        ("请忘了我家狗叫什么吧", ["我家狗叫什么"]),
        ("算了，忘了我的地址吧", ["我的地址"]),
        ("forget what my dog is called", ["what my dog is called"]),
        # a slip of memory, a question, "forget me": no request
        ("我忘了我家狗叫什么", []),
        ("你忘了我的生日吧", []),
        ("忘了我吧", []),
        ("I forget what my dog is called", []),
    ],
)
def test_forgetting_said_with_le_ba(text: str, named: list[str]) -> None:
    assert forget_requests(text) == named
