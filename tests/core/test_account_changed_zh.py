"""An account name or a password of one's own said changed in Chinese (我的微信号改成了wx123, WiFi密码换成了88888888,
我QQ号换成了12345678, 我把wifi密码改成12345678了, 微信号换了，新的是abc123) is that account's or password's value, as
我的微信号是… is: the old one goes to history and 我的微信号是多少 answers the new one. Before, nothing was read, so the
old value stayed current. Someone else's (我妈的微信号改成了…, 他QQ号换成了…), a suggestion (把WiFi密码改成…吧,
要不要把…), a question or a company's none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import changed_then_asked
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我的微信号改成了wx123", ("微信号", "wx123")),
        ("好的，微信号换成了wx_abc", ("微信号", "wx_abc")),
        ("WiFi密码换成了88888888", ("wifi密码", "88888888")),
        ("我家wifi密码改成abc12345了", ("wifi密码", "abc12345")),
        ("我QQ号换成了12345678", ("qq号", "12345678")),
        # changed by 把, the new one said in the clause after, and one's home's said as it is
        ("我把wifi密码改成12345678了", ("wifi密码", "12345678")),
        ("微信号换了，新的是abc123", ("微信号", "abc123")),
        ("我WiFi密码改了，新密码是88889999", ("wifi密码", "88889999")),
        ("我换了个微信号，新的是wx_2024", ("微信号", "wx_2024")),
        ("我家wifi密码是11112222", ("wifi密码", "11112222")),
    ],
)
def test_an_account_or_password_changed_is_the_speakers(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "我妈的微信号改成了wx9988",
        "他QQ号换成了123456",
        "要不要把WiFi密码改成12345678",
        "把WiFi密码改成12345678吧",
        "微信号改成什么了",
        "公司WiFi密码换成了abc12345",
        "我老婆把wifi密码改成12345678了",
        "我妈的微信号换了，新的是abc123",
        "朋友家wifi密码是12345678",
        "我把wifi密码告诉他了",
    ],
)
def test_anothers_a_suggestion_or_a_question_is_none(text: str) -> None:
    assert not own_slots(text)


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        ("我的微信号是wx000", "我的微信号改成了wx123", "我的微信号是多少"),
        ("我的WiFi密码是12345678", "WiFi密码换成了88888888", "我家WiFi密码是多少"),
        ("我家wifi密码是11112222", "我把wifi密码改成12345678了", "我家wifi密码是多少"),
        ("我的微信号是wx000", "微信号换了，新的是abc123", "我的微信号是多少"),
    ],
)
def test_the_changed_value_supersedes_the_old_and_is_answered_first(
    real: Hindsight, old: str, new: str, asked: str
) -> None:
    old_record, new_record, first = changed_then_asked(real, old, new, asked)
    assert old_record.superseded_by == new_record.id
    assert first == new_record.id
