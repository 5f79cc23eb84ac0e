"""A pet the user says they lost ("Milo passed away last week", "our cat Luna died", 我的猫去年走了, 旺财去年走了) is no
longer theirs: the record naming it ("We have a dog named Milo", 我家猫叫咪咪) is superseded by the loss, and every
other pet stays current (a second dog, Biscuit; the dog beside the cat). Someone else's pet, a pet that nearly died,
a name that passed an exam, or "our dog died" when the user has two dogs ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.losses import Loss, lost
from tests.core.retain_helpers import still_held as told


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (
            ("We have a dog named Milo.", "We got a second dog, Biscuit!", "Milo passed away last week."),
            [False, True, True],
        ),
        (
            ("I have a cat named Luna.", "We also have a dog, Rex.", "Luna died last month."),
            [False, True, True],
        ),
        (("My cat is called Luna.", "Our cat Luna passed away."), [False, True]),
        (("My dog is called Milo.", "We had to put our dog down yesterday."), [False, True]),
        (("我家猫叫咪咪", "我的猫去年走了"), [False, True]),
        (("我的狗叫旺财", "我家猫叫咪咪", "旺财去年走了"), [False, True, True]),
        # named as got or had, then lost
        (("we adopted a puppy, her name is Biscuit", "Biscuit passed away last night"), [False, True]),
        (
            ("We got a kitten!! Her name is Mochi", "We have a dog named Rex.", "Mochi died"),
            [False, True, True],
        ),
        (("我家有一只猫叫咪咪", "我们家狗叫旺财", "咪咪去世了"), [False, True, True]),
        (("我家猫叫咪咪", "我們家貓咪去當小天使了"), [False, True]),
        # a pet named with a kin word (弟弟, 妹妹): the user's pet of that name, not a brother (ended nothing before)
        (("我家狗叫弟弟", "弟弟走了"), [False, True]),
        (("我家猫叫妹妹", "我们家狗叫旺财", "妹妹昨天去世了 好难过"), [False, True, True]),
        (("我们家狗狗叫哥哥", "我家哥哥前天走了"), [False, True]),
    ],
)
def test_a_pet_lost_is_no_longer_current(hs: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert told(hs, *said) == held


@pytest.mark.parametrize(
    "said",
    [
        # which of two dogs is not said
        ("We have a dog named Milo.", "We got a second dog, Biscuit!", "our dog died"),
        ("My dog is called Milo.", "My sister's dog Rex died."),
        ("My dog is called Milo.", "Milo passed his exam!"),
        ("My dog is called Milo.", "my dog almost died last night"),
        ("我家猫叫咪咪", "我朋友的猫死了"),
        ("我家猫叫咪咪", "我的猫咪走丢了，急死了"),
        ("我家猫叫咪咪", "咪咪走了两步就不走了，懒死了"),
        # a kin word where no pet is so named, or the brother's own going
        ("我家狗叫旺财", "弟弟走了"),
        ("我家狗叫弟弟", "我弟弟出差走了"),
        ("我家狗叫弟弟", "弟弟走了两步就不走了"),
        ("我家狗叫弟弟", "弟弟走了吗"),
    ],
)
def test_what_is_no_loss_of_the_users_pet_ends_nothing(hs: Hindsight, said: tuple[str, ...]) -> None:
    assert all(told(hs, *said))


@pytest.mark.parametrize(
    ("text", "loss"),
    [
        ("Milo passed away last week.", Loss(None, "Milo")),
        ("My old dog, Milo, was put down on Tuesday", Loss("dog", "Milo")),
        ("we lost our cat Luna in March", Loss("cat", "Luna")),
        ("We lost Milo last month.", Loss(None, "Milo")),
        ("our dog just died", Loss("dog", None)),
        ("我们家那只猫咪昨天没了", Loss("cat", None)),
        ("我家狗旺财去世了", Loss("dog", "旺财")),
        ("I'd be devastated if my cat died", None),
        ("He passed away last year.", None),
        ("I lost my job", None),
        ("My phone died", None),
        ("我手机没电了", None),
        # a pet that died, as people say it gently (去当小天使了, 过世了, 离开我们了)
        ("我們家貓咪去當小天使了", Loss("cat", None)),
        ("我家狗狗去当小天使了", Loss("dog", None)),
        ("我家小狗上個月過世了", Loss("dog", None)),
        ("我的狗狗前幾天離開我們了", Loss("dog", None)),
        ("我家猫咪走了 好难过", Loss("cat", None)),
        ("咪咪走了之后我一直睡不好", Loss(None, "咪咪")),
        ("我家咪咪前天走了😭", Loss(None, "咪咪")),
        ("豆豆去年冬天走了", Loss(None, "豆豆")),
        ("我家猫猫走了", Loss("cat", None)),
        ("我家狗子上个月走了", Loss("dog", None)),
        ("我家毛孩子去当天使了", Loss("pet", None)),
        ("我家的狗狗昨天晚上走了，十五岁", Loss("dog", None)),
        ("我們家豆豆上週去當小天使了", Loss(None, "豆豆")),
        # 走了 of walking, or of a person leaving, is no loss
        ("咪咪走了两步就不走了", None),
        ("咪咪走了一圈又回来了", None),
        ("小白走了好久才回来", None),
        ("豆豆走了两公里", None),
        ("我家狗狗走了好远才回家", None),
        ("老公出差走了", None),
        ("小明走了吗", None),
        ("咪咪走了没", None),
        ("我家老公出差走了", None),
        ("客人都走了", None),
        ("同事都走了", None),
        ("老板走了我们才下班", None),
        ("我妈刚走了", None),
        ("我先走了", None),
        ("他走了", None),
        ("我朋友的狗狗去当小天使了", None),
    ],
)
def test_the_pet_lost_is_read_by_name_or_kind(text: str, loss: Loss | None) -> None:
    assert lost(f"The user said: {text}") == loss


@pytest.mark.parametrize(
    ("said", "lost_said"),
    [
        (
            (
                "we have two cats, Miso and Tofu",
                "the vet is Dr. Alvarez on Elm St",
                "the gate code is 4417",
                "Miso passed away last week",
                "we adopted a puppy, her name is Biscuit",
                "I water the plants every Sunday",
            ),
            "Miso passed away",
        ),
        (
            (
                "我家有两只猫，一只叫咪咪，一只叫花花",
                "物业电话是0571-88886666",
                "咪咪上周去世了，好难过",
                "房东姓李",
            ),
            "咪咪上周去世了",
        ),
    ],
)
def test_how_many_asked_after_a_loss_finds_the_loss_beside_the_count(
    real: Hindsight, said: tuple[str, ...], lost_said: str
) -> None:
    told(real, *said)
    hits = real.recall("how many cats do I have?", user_id="u", reinforce=False).hits
    assert "two" in hits[0].record.text or "两只" in hits[0].record.text
    assert lost_said in hits[1].record.text, [h.record.text for h in hits[:3]]
