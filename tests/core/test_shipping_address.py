"""Where the user's parcels go is one slot (``address``) in both languages, its whole address the value: "my
shipping address is 12 Oak St, Apt 4B, Portland, OR 97201" held "12 Oak St" alone (so a move to Apt 7C of the same
building changed nothing), and 收货地址改成… filled no slot at all (the old 收货地址 stayed current, and 我的收货地址是…
filled a slot named 收货地址 that no English shipping address shares). A home is another slot, and someone else's
shipping address is not the user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        (
            "my shipping address is 12 Oak St, Apt 4B, Portland, OR 97201",
            "address",
            "12 Oak St, Apt 4B, Portland, OR 97201",
        ),
        (
            "please change my delivery address to 40 Quay St, Bristol BS1 4DJ",
            "address",
            "40 Quay St, Bristol BS1 4DJ",
        ),
        (
            "my new mailing address is 9 Tannery Close, Kendal LA9 4QR",
            "address",
            "9 Tannery Close, Kendal LA9 4QR",
        ),
        ("Billing address: 1 Harbour St, Leeds LS1 4AB", "billing_address", "1 Harbour St, Leeds LS1 4AB"),
        ("收货地址改成上海市徐汇区漕溪北路88号", "address", "上海市徐汇区漕溪北路88号"),
        ("我的收货地址是上海市徐汇区漕溪北路88号3楼", "address", "上海市徐汇区漕溪北路88号3楼"),
        ("默认收货地址：北京市海淀区中关村大街1号", "address", "北京市海淀区中关村大街1号"),
        ("我的快递地址换成了阳光花园3栋502", "address", "阳光花园3栋502"),
    ],
)
def test_where_parcels_go_is_the_address_slot(text: str, slot: str, value: str) -> None:
    assert [(a.attribute, a.value) for a in find_attributes(text)] == [(slot, value)]


@pytest.mark.parametrize(
    "text",
    [
        "My sister's shipping address is 5 Elm Rd, York",
        "my shipping address is the same as before",
        "我妈的收货地址是杭州市西湖区文三路100号",
        "客户的收货地址改成南京市玄武区珠江路40号",
        "收货地址改成公司吧",
    ],
)
def test_no_shipping_address_of_the_users(text: str) -> None:
    assert not [a for a in find_attributes(text) if a.attribute == "address"]


@pytest.mark.parametrize(
    ("home", "old", "new"),
    [
        (
            "I live at 27 Hawthorn Crescent, Sheffield",
            "my shipping address is 12 Oak St, Apt 4B, Portland, OR 97201",
            "my shipping address is now 12 Oak St, Apt 7C, Portland, OR 97201",
        ),
        (
            "我住在北京市朝阳区建国路8号",
            "我的收货地址是上海市徐汇区漕溪北路88号",
            "收货地址改成北京市海淀区中关村大街1号",
        ),
    ],
)
def test_a_new_shipping_address_supersedes_the_old_and_not_the_home(
    hs: Hindsight, home: str, old: str, new: str
) -> None:
    for i, text in enumerate([home, old, new]):
        tell(hs, text, f"m{i}", i)
    records = by_source(hs)
    assert records["m1"].valid_to is not None and records["m1"].superseded_by == records["m2"].id
    assert records["m0"].valid_to is None and records["m2"].valid_to is None
    assert records["m2"].attributes["attribute"] == "address"
