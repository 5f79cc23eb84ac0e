"""What each kind of task must respect, most pressing first: a meal the user's allergies, then their diet, then
what they (or those they eat with) dislike, like, can spend; a trip whatever makes travel hard for them, then how
they get around, then what they prefer; a gym their injuries, then when they are free; a table, a gym, a day
out where they live, and whether they can get in and walk there. Each need is searched by its words and held by a record saying it
(:class:`Need`); a request reads them in this order (:mod:`~hindsight_core.recall.task_needs`).

>>> bool(ALLERGY.holds.search("I'm allergic to peanuts, carry an epipen")), bool(DIET.holds.search("我老婆不吃辣"))
(True, True)
>>> bool(DISLIKES.holds.search("My husband Tom hates mushrooms")), bool(DISLIKES.holds.search("I hate Mondays"))
(True, False)
>>> bool(GETTING_AROUND.holds.search("I hate flying unless it's under 3 hours")), bool(HOME.holds.search("我们住在杭州"))
(True, True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.IGNORECASE


@dataclass(frozen=True)
class Need:
    """One thing a task must respect: the words its memories are said in (one keyword search over the user's
    records) and what a record must say to hold it."""

    words: str
    holds: re.Pattern[str]
    one_value: bool = False
    """One value holds at a time (where one lives): its newest record keeps a place among those brought, whatever
    the needs before it fill."""
    slots: tuple[str, ...] = ()
    """Held only by a record of the user's own filling one of these slots (or a slot so prefixed: ``schedule_``)
    with a value that holds, never one given up ("I gave up climbing": ``does`` = "not climbing")."""


# what is eaten or drunk, as a dislike or a liking names it ("hates mushrooms", 不喜欢香菜)
_FOOD_THING = (
    r"(?:food|foods|cuisine|dish(?:es)?|meat|pork|beef|lamb|chicken|fish|seafood|shellfish|shrimp|prawns?|crab|"
    r"lobster|oysters?|sushi|sashimi|mushrooms?|onions?|garlic|cilantro|coriander|olives?|tomato(?:es)?|peppers?|"
    r"chill?i(?:es)?|spicy|curry|cheese|milk|dairy|eggs?|tofu|nuts|peanuts|pasta|pizza|burgers?|noodles|rice|bread|"
    r"salad|soup|steak|bacon|ham|sausages?|avocados?|beans|broccoli|eggplant|aubergine|celery|carrots?|potato(?:es)?|"
    r"sweets?|dessert|chocolate|cake|spice|spices|indian|thai|"
    r"italian|chinese|japanese|mexican|korean|french|vietnamese|greek|bbq|barbecue|fried|greasy|sweet|sour|salty|"
    r"bitter|raw|vegetables|veggies|fruit)"
)
_ZH_FOOD_THING = (
    r"(?:辣|麻|甜|咸|酸|苦|油腻|香菜|葱|蒜|姜|洋葱|肉|猪肉|牛肉|羊肉|鸡|鸭|鱼|海鲜|虾|蟹|火锅|烧烤|串|面|饭|菜|奶|蛋|"
    r"豆腐|甜点|蛋糕|零食|生的|日料|川菜|湘菜|粤菜|西餐|快餐|内脏|香肠|水果|蔬菜)"
)
# the few characters between 喜欢 and what is eaten (特别讨厌香菜, 喜欢吃辣), never a pastime's (喜欢钓鱼, 爱养鱼)
_ZH_NOT_DOING = r"(?:(?!钓|养|看|画|玩|抓|捕)\w){0,3}?"
# what is eaten, searched for beside the words of a diet or a taste: among months of "I hate Mondays" and "we ate
# out", "my son hates anything with onions" is the one saying both
_FOOD_WORDS = (
    " meat pork beef lamb chicken fish seafood shellfish shrimp prawns crab sushi raw mushrooms onions garlic "
    "cilantro coriander olives tomatoes peppers spicy curry cheese milk dairy eggs tofu nuts peanuts pasta pizza "
    "noodles bread steak bacon avocado beans eggplant aubergine broccoli celery carrots sweets dessert chocolate food "
    "辣 香菜 葱 蒜 洋葱 肉 猪肉 牛肉 羊肉 鸡蛋 海鲜 虾 鱼 火锅 甜食 内脏"
)

ALLERGY = Need(
    "allergic allergy allergies intolerant intolerance anaphylactic epipen coeliac celiac diabetic diabetes "
    "过敏 不耐受 糖尿病",
    re.compile(
        r"\b(?:allerg(?:ic|y|ies)|intoleran(?:t|ce)|anaphyla\w*|epi-?pens?|co?eliac|celiac|diabetic|diabetes)\b"
        r"|过敏|不耐受|乳糖不耐|麸质|糖尿病|控糖",
        _I,
    ),
)
DIET = Need(
    "vegetarian vegan pescatarian gluten halal kosher lactose dairy keto diet eat eating off 素食 吃素 不吃 不能吃 "
    "忌口 清真 戒 drink drinking anymore" + _FOOD_WORDS,
    re.compile(
        r"\b(?:vegetarian|vegan|pescatarian|gluten[- ]free|halal|kosher|lactose|dairy[- ]free|nut[- ]free|keto|"
        r"paleo|low[- ](?:carb|sodium|fat|sugar))\b"
        r"|\b(?:don't|do\s+not|doesn't|does\s+not|can't|cannot|can\s+not|never|won't|shouldn't|stopped|quit)\s+"
        r"(?:eat(?:ing)?|drink(?:ing)?)\b"
        r"|\bno\s+(?:pork|beef|meat|dairy|nuts|shellfish|seafood|gluten|spicy|alcohol|raw)\b"
        r"|\b(?:off|avoiding|avoid|cutting\s+out|cut\s+out|giving\s+up|gave\s+up)\s+(?:[\w-]+\s+)?"
        + _FOOD_THING
        + r"\b"
        r"|素食|吃素|不吃|不能吃|不敢吃|忌口|清真|戒(?:酒|糖|肉|辣)|少吃",
        _I,
    ),
)
DISLIKES = Need(
    "hate hates hated dislike dislikes like can't stand handle tolerate touch won't fan gross picky 讨厌 不喜欢 受不了 不爱吃 吃不了"
    " 不太吃 不怎么吃" + _FOOD_WORDS,
    re.compile(
        r"\b(?:hates?|hated|dislikes?|detests?|loathes?|(?:can't|cannot|can\s+not|can’t)\s+stand|"
        r"(?:don't|doesn't|do\s+not|does\s+not|don’t|doesn’t|won't|won’t|will\s+not|refuses\s+to)\s+"
        r"(?:like|eat|touch|do)|(?:not|never\s+been)\s+(?:really\s+)?(?:a|the)\s+(?:(?:big|huge|biggest|great)\s+)?fan\s+of|"
        r"(?:can't|cannot|can\s+not|can’t)\s+(?:handle|take|tolerate|do)|not\s+(?:into|big\s+on|keen\s+on))"
        r"\s+(?:[\w'’-]+\s+){0,3}?" + _FOOD_THING + r"\b"
        r"|\b(?:picky|fussy)\s+eaters?\b|\bonly\s+eats?\s+(?:[\w'’-]+\s+){0,2}?" + _FOOD_THING + r"\b"
        r"|(?:讨厌|不(?:太|怎么|是很)?喜欢|受不了|不爱|吃不了|不太能吃|不(?:太|怎么)吃|怕)"
        + _ZH_NOT_DOING
        + _ZH_FOOD_THING
        # what is eaten said first (香菜我是真的受不了, 辣的我不太吃)
        + r"|"
        + _ZH_FOOD_THING
        + r"的?我?(?:是|也|真的|实在|一直|从来)*(?:受不了|讨厌|不喜欢|不爱吃|吃不了|不(?:太|怎么)?吃(?![饭了过完]))"
        + r"|挑食",
        _I,
    ),
)
LIKES = Need(
    "love loves like likes favourite favorite prefer prefers fan obsessed 喜欢 爱吃 最爱 更喜欢"
    + _FOOD_WORDS,
    re.compile(
        r"\b(?:loves?|likes?|adores?|prefers?|favou?rite|(?:big\s+)?fan\s+of|obsessed\s+with|into)"
        r"\s+(?:[\w'’-]+\s+){0,3}?" + _FOOD_THING + r"\b"
        r"|(?:喜欢|爱吃|爱喝|最爱|超爱|更喜欢)" + _ZH_NOT_DOING + _ZH_FOOD_THING,
        _I,
    ),
)
DRINKS = Need(
    "coffee tea drink drinks prefer love hate latte espresso oolong matcha beer wine caffeine decaf "
    "咖啡 茶 奶茶 喝 不喝 咖啡因",
    re.compile(
        r"\b(?:loves?|likes?|prefers?|favou?rite|hates?|(?:don't|doesn't|do\s+not|does\s+not|can't|cannot)\s+"
        r"(?:like|stand|drink|have)|off|avoid(?:ing)?|only\s+drink|drink)\s+(?:[\w'’-]+\s+){0,3}?"
        r"(?:coffee|tea|lattes?|espresso|cappuccinos?|oolong|matcha|chai|beer|wine|cocktails?|caffeine|decaf|"
        r"alcohol|soda|juice|oat\s+milk|whiske?y)\b|\b(?:coffee|tea)\s+over\s+(?:coffee|tea)\b"
        r"|(?:喜欢|爱|不喝|不能喝|只喝|最爱|更喜欢|讨厌|戒)\w{0,3}?(?:咖啡|茶|奶茶|酒|饮料|咖啡因)",
        _I,
    ),
)
BUDGET = Need(
    "budget spend afford cheap expensive price per person 预算 人均 便宜 贵",
    re.compile(
        r"\b(?:budget|afford|(?:can|could|want\s+to|like\s+to)\s+spend|spend(?:ing)?\s+(?:around|about|up\s+to|under)|"
        r"per\s+(?:person|head)|too\s+expensive|cheap\s+eats)\b|预算|人均|太贵|不想花",
        _I,
    ),
)
TRAVEL_HARD = Need(
    "flying seasick airsick carsick motion sickness heights boats pregnant 晕机 晕车 晕船 恐高 坐飞机 怀孕",
    re.compile(
        r"\b(?:afraid|scared|terrified|fear)\s+of\s+(?:flying|heights|boats)\b|\b(?:air|sea|car|motion)\s*sick"
        r"|\bpregnant\b|晕机|晕车|晕船|恐高|怕坐飞机|怀孕",
        _I,
    ),
)
#: what a place must let them (or one going with them) do: get in, walk no further than they can
ACCESS = Need(
    "wheelchair mobility walk walking stairs steps crutches cane knees knee hips legs 轮椅 走路 走不了 楼梯 拐杖 "
    "腿脚 膝盖",
    re.compile(
        r"\bwheelchair|\bmobility\b|\bcrutches\b|\bwalking\s+(?:stick|frame|cane)\b"
        r"|\b(?:can't|cannot|can\s+not|can’t)\s+(?:walk|manage|do)\s+(?:far|long|much|stairs|steps|a\s+lot)"
        r"|\bno\s+stairs\b|\bstep-free\b|\bstairs\s+(?:are|is)\s+(?:a\s+)?(?:pain|hard|difficult|tough|struggle|killer)"
        r"|\b(?:knees?|hips?|legs?)\s+(?:are|is)\s+(?:shot|bad|dodgy|wrecked|weak|not\s+great)\b"
        r"|轮椅|拐杖|腿脚不便|腿脚不好|走不了|走不动|不能走|爬不了楼梯|上不了楼梯|(?:膝盖|腿)(?:不好|不行|有伤)",
        _I,
    ),
)
GETTING_AROUND = Need(
    "window aisle seat airline flyer miles loyalty layover passport flights flying drive car train "
    "靠窗 靠过道 常旅客 里程 直飞 转机 护照 开车 没车 高铁 自驾",
    re.compile(
        r"\b(?:window|aisle)\s+seats?\b|\bfrequent\s+flyer\b|\bloyalty\b|\bred[- ]eyes?\b|\blayovers?\b"
        r"|\bdirect\s+flights?\b|\bpassport\b"
        r"|\b(?:hate|hates|dislike|avoid|don't\s+like|can't\s+stand|love|prefer)\s+(?:flying|driving|long\s+drives|"
        r"trains|road\s+trips|flights)\b"
        r"|\b(?:don't|do\s+not|doesn't|never)\s+(?:have\s+a\s+car|drive)\b|\bno\s+car\b|\bwithout\s+a\s+car\b"
        r"|靠窗|靠过道|常旅客|里程|直飞|转机|红眼航班|护照|没(?:有)?车|不会开车|不开车|坐高铁|自驾",
        _I,
    ),
)
# the airlines and hotel chains people say they fly and stay with, and their programmes; a bare "American", "Alaska"
# or "Virgin" is a place or a food as often: an airline only when flown ("I fly American")
_AIRLINES = (
    r"(?:United|Delta|American\s+Airlines|Southwest|JetBlue|Alaska\s+Airlines|Spirit|Frontier|Air\s+Canada|WestJet|"
    r"British\s+Airways|Lufthansa|Emirates|Qatar(?:\s+Airways)?|KLM|Air\s+France|Ryanair|easyJet|"
    r"Singapore\s+Airlines|Cathay(?:\s+Pacific)?|Qantas|Virgin\s+Atlantic|Turkish\s+Airlines|Aer\s+Lingus|Iberia|"
    r"Hawaiian\s+Airlines)"
)
_FLOWN = r"(?:American|Alaska|Virgin|Turkish|Hawaiian)"
_HOTELS = (
    r"(?:Marriotts?|Hiltons?|Hyatts?|Westins?|Sheratons?|Holiday\s+Inns?|Hampton\s+Inns?|Four\s+Seasons|"
    r"Ritz[- ]Carltons?|IHG|Best\s+Westerns?|Radissons?|Novotels?|Airbnbs?|VRBOs?|Premier\s+Inns?|Kimptons?|"
    r"Fairmonts?|InterContinentals?|Wyndhams?|Shangri-La|Mandarin\s+Oriental)"
)
_PROGRAMMES = (
    r"(?:Bonvoy|Hilton\s+Honors|World\s+of\s+Hyatt|MileagePlus|SkyMiles|AAdvantage|Rapid\s+Rewards|TrueBlue|"
    r"Flying\s+Blue)"
)
_BRANDS = rf"(?:{_AIRLINES}|{_HOTELS}|{_PROGRAMMES})"
_STATUS = r"(?:gold|silver|platinum|diamond|titanium|elite|premier|1k|member|status|globalist|explorist)"
_ZH_AIRLINES = r"(?:国航|东航|南航|海航|川航|厦航|深航|山航|国泰|春秋|吉祥|\w{2}航空)"
_ZH_HOTELS = (
    r"(?:汉庭|全季|如家|亚朵|万豪|希尔顿|凯悦|洲际|锦江|维也纳|桔子|华住|喜来登|香格里拉|皇冠假日|假日酒店|丽思卡尔顿|"
    r"威斯汀|万怡|七天|7天|速8|格林豪泰|民宿)"
)
# the speaker's habit in Chinese (我出差一般坐东航, 我坐飞机只坐国航, 我一般住汉庭), never someone of theirs (我妈喜欢住全季)
_ZH_HABITUALLY = (
    r"我(?:们)?(?:出差|旅游|旅行|出去玩|出门|坐飞机)?"
    r"(?:一般|通常|平时|基本|都|只|总是|习惯|喜欢|比较喜欢|更喜欢|最喜欢|爱|还是|也)*"
)
#: whom they fly with and where they stay: the airline, its status, the hotel chain ("I fly United, I'm Gold", "I'm
#: Platinum with Marriott", "I usually stay at Hyatt hotels", 我出差一般坐东航, 我是国航金卡, 我一般住汉庭); never
#: someone else's ("my sister flies Delta", 我妈喜欢住全季)
LOYALTIES = Need(
    "airline airlines status gold platinum silver diamond elite miles points hotel hotels stay member "
    "United Delta Southwest JetBlue Alaska American Lufthansa Emirates British Qantas "
    "Marriott Marriotts Hilton Hiltons Hyatt Westin Sheraton Holiday Inn Hampton IHG Airbnb Airbnbs Bonvoy "
    "国航 东航 南航 海航 川航 航空 金卡 银卡 白金 会员 汉庭 全季 如家 亚朵 万豪 希尔顿 凯悦 洲际 锦江 维也纳 桔子 喜来登 民宿",
    re.compile(
        rf"\bI\s+(?:(?:always|usually|normally|only|mostly|generally|typically|still|tend\s+to|prefer\s+to)\s+)?"
        rf"fly(?:ing)?\s+(?:with\s+)?(?:{_AIRLINES}|{_FLOWN})\b"
        # a status: "I'm Gold on United", "I have Platinum status with Marriott", "I'm a Marriott Bonvoy member"
        rf"|\bI(?:['’]m|\s+am|\s+have)\s+(?:[^.!?;,]{{0,30}}?\b{_STATUS}\b[^.!?;,]{{0,20}}?\b{_BRANDS}"
        rf"|(?:an?\s+)?{_BRANDS}\b[^.!?;,]{{0,20}}?\b{_STATUS})\b"
        rf"|\bI\s+(?:(?:always|usually|normally|only|mostly|generally|typically|much|really)\s+)?"
        rf"(?:prefer|love|like|book|stick\s+(?:to|with)|stay\s+(?:at|in|with))\s+(?:an?\s+|the\s+)?(?:{_HOTELS}|{_AIRLINES})\b"
        rf"|{_ZH_HABITUALLY}(?:坐|飞|选|订){_ZH_AIRLINES}|{_ZH_HABITUALLY}(?:住|订){_ZH_HOTELS}"
        rf"|我是(?:{_ZH_AIRLINES}|{_ZH_HOTELS})\w{{0,4}}?(?:金卡|银卡|白金|钻石|会员)",
        _I,
    ),
)
PLACES_LIKED = Need(
    "quiet crowds crowded nature beach city person hiking museums prefer 安静 吵闹 人多 人少 热闹 爬山 海边",
    re.compile(
        r"\b(?:hate|hates|dislike|avoid|don't\s+like|can't\s+stand|love|loves|prefer|prefers|enjoy|into)\s+"
        r"(?:[\w'’-]+\s+){0,2}?(?:crowds|crowded|quiet|nature|beach(?:es)?|hiking|museums?|cities|city\s+breaks|"
        r"camping|mountains|touristy|tourist\s+traps)\b"
        r"|\b(?:beach|city|mountain|outdoors|outdoorsy|nature|museum|resort|camping)\s+(?:person|people|type)\b"
        r"|(?:喜欢|不喜欢|讨厌|更喜欢|怕)\w{0,4}?(?:安静|吵|闹|人多|人少|热闹|爬山|海边|自然|博物馆|露营|景点)",
        _I,
    ),
)
BODY_LIMITS = Need(
    "knee back injury injured surgery pregnant asthma can't high impact 膝盖 腰 受伤 手术 怀孕 哮喘 剧烈",
    re.compile(
        r"\b(?:bad|injured|hurt|sore|dodgy|weak)\s+(?:knees?|back|shoulders?|ankles?|hips?|wrists?)\b"
        r"|\b(?:knee|back|shoulder|ankle|hip)\s+(?:injury|surgery|pain|problems?)\b|\bbecause\s+of\s+my\s+\w+"
        r"|\b(?:can't|cannot|shouldn't|not\s+allowed\s+to)\s+(?:do\s+)?(?:high[- ]impact|run|lift|jump)\b"
        r"|\b(?:pregnant|asthma|asthmatic|herniated|arthritis)\b"
        r"|\b(?:knees?|back|shoulders?|hips?|ankles?)\s+(?:are|is)\s+(?:shot|bad|dodgy|wrecked|weak|playing\s+up|"
        r"killing\s+me)\b"
        r"|(?:腰|膝|颈椎|肩|脚踝|手腕)\w{0,2}?(?:不好|有伤|受过伤|伤过|疼)|受伤|做过手术|怀孕|哮喘|不能做剧烈|不能跑|不能举",
        _I,
    ),
)
FREE_TIME = Need(
    "morning mornings evening evenings nights before after work free time weekends weekdays 早上 晚上 下班 有空 "
    "有时间 周末",
    re.compile(
        r"\b(?:prefer|like|only\s+have\s+time|free|available)\b[^.!?]{0,30}\b(?:mornings?|evenings?|nights?|"
        r"lunch\s*times?|weekends?|weekdays?|after\s+(?:work|\d)|before\s+(?:work|\d))"
        r"|\b(?:work(?:ing)?\s+out|train(?:ing)?|exercis(?:e|ing)|go\s+to\s+the\s+gym)\s+(?:early|late|in\s+the\s+"
        r"(?:morning|evening))"
        r"|(?:下班后|早上|晚上|周末|中午)\w{0,8}(?:有空|有时间|才能|才有空)|(?:有空|有时间)\w{0,4}(?:早上|晚上|周末)",
        _I,
    ),
)
HOME = Need(
    "live living moved based 住在 住 搬到 家在",
    re.compile(
        r"\b(?:i|we)\s+(?:live|lived|moved|'ve\s+moved|’ve\s+moved|have\s+moved)\s+(?:in|to)\b"
        r"|\b(?:i'm|i\s+am|i’m|we're|we\s+are|we’re)\s+(?:based|living)\s+in\b"
        r"|我(?:们)?(?:家)?(?:现在)?(?:住在|住|搬到|搬去)|我家在",
        _I,
    ),
)
#: where a journey sets off from: where one lives, one value that keeps a place among the needs brought
SET_OFF = Need(HOME.words, HOME.holds, one_value=True)

__all__ = [
    "ACCESS",
    "ALLERGY",
    "BODY_LIMITS",
    "BUDGET",
    "DIET",
    "DISLIKES",
    "DRINKS",
    "FREE_TIME",
    "GETTING_AROUND",
    "HOME",
    "SET_OFF",
    "LIKES",
    "LOYALTIES",
    "PLACES_LIKED",
    "TRAVEL_HARD",
    "Need",
]
