"""One's rent said the ways people say it in chat ("Rent is $2,100 a month", "I pay $2,100 in rent", "my rent's
$2,100", "My rent just went up to $2,300", "ugh, rent went up to 2300", 房东把房租涨到六千五了, 我每个月房租要交六千,
租金涨到六千五了 after 房租每月六千; one's mortgage, 月供八千五了 after 房贷每个月还八千) fills the one rent (or mortgage)
slot, so the raise supersedes the rent before and "how much is my rent?", 我房租多少 answer the newer; someone else's
rent, a plan or a condition fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Rent is $2,100 a month", ("rent", "$2,100")),
        ("Rent's $2,100/month", ("rent", "$2,100")),
        ("Found a place! rent's $2,400", ("rent", "$2,400")),
        ("my rent's $2,100", ("rent", "$2,100")),
        ("I pay $2,100 in rent", ("rent", "$2,100")),
        ("I pay 2100 a month for rent", ("rent", "2100")),
        ("I'm paying $1,650/month in rent now", ("rent", "$1,650")),
        ("Mortgage is $1,800 a month", ("mortgage", "$1,800")),
        ("My rent just went up to $2,300", ("rent", "$2,300")),
        ("my rent finally went down to $1,900.", ("rent", "$1,900")),
        ("my rent just got raised to $2,300", ("rent", "$2,300")),
        ("ugh, rent went up to 2300", ("rent", "2300")),
        ("My landlord is a jerk. Rent went up to 2300", ("rent", "2300")),
        # (after the lease signed, a comma between: before, no rent)
        ("just signed the lease, rent's 2,100/month", ("rent", "2,100")),
        ("We finally signed our new lease — rent is $1,950", ("rent", "$1,950")),
        ("moved in yesterday, rent is 1800 which is fine", ("rent", "1800")),
        ("renewed the lease, rent went up to 2,250 ugh", ("rent", "2,250")),
        ("房东把房租涨到六千五了", ("房租", "六千五")),
        ("我们房东又把房租涨到七千了", ("房租", "七千")),
        ("我每个月房租要交六千", ("房租", "六千")),
        ("我的房贷每月还八千", ("房贷", "八千")),
        # one rent, whichever word names it
        ("租金每月六千", ("房租", "六千")),
        ("租金涨到六千五了", ("房租", "六千五")),
        ("月租六千", ("房租", "六千")),
        # a month's payment of the home loan, said bare or after the loan: the one mortgage
        ("月供八千五了", ("房贷", "八千五")),
        ("我的月供是九千", ("房贷", "九千")),
        ("房贷月供七千", ("房贷", "七千")),
        ("车贷月供三千", ("车贷", "三千")),
        # ... unless the message tells of a car: its loan
        ("车子买了！比亚迪秦PLUS，首付三万，月供两千九", ("车贷", "两千九")),
        ("换车了 换了台海豹 贷款 月供三千", ("车贷", "三千")),
    ],
)
def test_rent_said_in_chat_fills_the_rent(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister's rent is insane, 3k for a studio",
        "my friend's rent went up to $3,000",
        "my mom's rent just went up to $1,500",
        "my sister pays 3k in rent",
        "I pay $500 for rent on a storage unit",
        "if rent goes up to 2500 we're moving",
        "I think rent is going up to 2500",
        "the rent on the new place is $2,400",
        "Rent is a nightmare",
        # said bare after someone else is named: theirs, or a place only looked at
        "My sister just moved to NYC. Rent is $3,200 a month",
        "My sister just moved to NYC, rent is $3,200 a month",
        "my brother found a place, rent went up to 2300 though",
        "saw a nice place today, rent is $2,400 a month",
        "my sister just signed the lease, rent's 2,000",
        "if we sign the lease, rent's 2,100",
        "might sign the lease, rent is 2,100",
        "the listing looks great, rent is $2,400",
        "my roommate moved in, rent is split now",
        "我朋友的房东把房租涨到五千了",
        "房东说要把房租涨到七千",
        "房东想把房租涨到七千",
        "房贷还剩八十万",
        "我妹妹房租三千",
        "我姐月供六千",
        "如果月供一万我就不买了",
    ],
)
def test_no_rent_of_the_speakers_own_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("rent", "房租", "房贷")] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("rent is $2,100 a month", "My rent just went up to $2,300", "how much is my rent?"),
        ("I pay $2,100 in rent", "ugh, rent went up to 2300", "how much is my rent?"),
        ("房租每月六千", "房东把房租涨到六千五了", "我房租多少"),
        ("房租每月六千", "租金涨到六千五了", "我房租多少"),
        ("房贷每个月还八千", "月供涨到八千五了", "我房贷每月多少"),
        ("月供八千", "房贷月供八千五了", "我月供多少"),
    ],
)
def test_a_raised_rent_supersedes_the_rent_before(hs: Hindsight, old: str, new: str, question: str) -> None:
    tell(hs, old, "a", 0)
    tell(hs, new, "b", 40)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id and records["b"].valid_to is None
    assert first(hs, question) == ["b"]
    assert len(hs.list_records(user_id="u", statuses=ALL_STATUSES)) == 2  # the rent before kept as history
