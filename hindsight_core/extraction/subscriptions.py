"""The slot rules of the services one subscribes to, and their end: "I pay $15.99 for Netflix", "I subscribe to
Spotify", "I have Amazon Prime", "I signed up for Audible", 爱奇艺会员一个月25, 我开了腾讯视频会员 fill ``subscribes`` (one
of several at once), and "I cancelled Netflix", "I unsubscribed from Hulu", "I cancelled Spotify, switched to Apple
Music", 我把网易云退了, 爱奇艺会员没续 end that service's alone, so "what subscriptions do I have?" no longer finds the
one cancelled current. A service is one by its one name (:func:`service_name`: "Prime" and "Amazon Prime",
网易云音乐 and 网易云); what is no service ("I cancelled my appointment"), a wish ("I should cancel Netflix") or
someone else's ("my wife pays for Hulu") fills none. A service switched to is one subscribed to ("I cancelled Spotify,
switched to Apple Music", 我把网易云退了换成QQ音乐, 我换成QQ音乐了: :data:`SWITCH_RULES`, read before a switch is
read as a decision).

    >>> service_name("spotify premium"), service_name("Prime"), service_name("网易云音乐")
    ('Spotify', 'Amazon Prime', '网易云')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER, ZH_SPEAKER_NOW, longest_first

_I = re.IGNORECASE

#: the services people pay for by the month, each by its one name (the other names it goes by point to it)
SERVICES: dict[str, str] = {
    **{name.lower(): name for name in (
        "Netflix", "Spotify", "Apple Music", "Hulu", "Disney+", "HBO Max", "Amazon Prime", "YouTube Premium",
        "YouTube TV", "Peacock", "Paramount+", "Audible", "Kindle Unlimited", "ChatGPT Plus", "Xbox Game Pass",
        "PlayStation Plus", "Peloton", "ClassPass", "Headspace", "Calm", "Duolingo", "iCloud", "Dropbox",
        "Microsoft 365", "Crunchyroll", "Tidal", "Pandora", "SiriusXM", "Apple TV+", "Apple One", "DashPass",
        "Uber One", "Instacart+", "Costco", "Sam's Club", "New York Times", "Patreon", "Adobe Creative Cloud",
        "Nintendo Switch Online",
    )},
    "spotify premium": "Spotify", "prime": "Amazon Prime", "amazon prime video": "Amazon Prime",
    "prime video": "Amazon Prime", "disney plus": "Disney+", "paramount plus": "Paramount+", "game pass": "Xbox Game Pass",
    "nyt": "New York Times", "office 365": "Microsoft 365", "youtube music": "YouTube Premium",
    "creative cloud": "Adobe Creative Cloud", "apple tv": "Apple TV+",
    **{name: name for name in (
        "爱奇艺", "优酷", "腾讯视频", "芒果TV", "网易云", "QQ音乐", "酷狗", "B站", "百度网盘", "喜马拉雅", "京东PLUS", "88VIP",
        "美团", "饿了么", "知乎盐选", "微信读书", "Keep",
    )},
    "网易云音乐": "网易云", "酷狗音乐": "酷狗", "b站": "B站", "哔哩哔哩": "B站",
    "京东plus": "京东PLUS", "淘宝88vip": "88VIP", "芒果tv": "芒果TV", "qq音乐": "QQ音乐", "keep": "Keep",
}  # fmt: skip
# (a name in Chinese ends where it ends: QQ音乐VIP is QQ音乐's VIP; "Keeping" is no Keep)
_SERVICE = (
    r"(?P<value>"
    + longest_first(re.escape(name) for name in SERVICES)
    + r")(?:(?<=[\u4e00-\u9fff])|(?![A-Za-z0-9+]))"
)
# a subscription's words after its name ("my Netflix subscription", "the Spotify premium plan")
_PLAN = (
    r"(?:\s+(?:premium|family|duo|student|basic|standard))?(?:\s+(?:subscription|membership|plan|account))?"
)
# a wish, a plan or a question: not done yet ("I should cancel Netflix", "I'm going to cancel Hulu")
_DONE = r"(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+|also\s+|now\s+|recently\s+)?"


def service_name(said: str) -> str:
    """The one name of a service as it was said ("spotify premium": Spotify, 网易云音乐: 网易云); one not known as it is."""
    said = said.strip()
    return SERVICES.get(said.lower(), SERVICES.get(said.lower().removesuffix(" premium"), said))


# switched to, in Chinese (换成, 改用, 转到 ...)
_SWITCHED_ZH = r"(?:换成|换到|改用|改成|转到|换用)了?"
#: a service ended, then one switched to: read before a switch is read as a decision (:mod:`~.slot_rules_en`: "I
#: switched to Apple Music" was decided = Apple Music alone), the end first so that the switch said after it is its own
SWITCH_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # cancelled, or left for another: "I cancelled Netflix", "I canceled my Spotify subscription", "I unsubscribed from
    # Hulu", "I dropped Disney+", "I got rid of Audible", "I cancelled Spotify, switched to Apple Music"
    (re.compile(EN_SPEAKER + _DONE + r"(?:cancell?ed|unsubscribed\s+from|dropped|got\s+rid\s+of|stopped\s+paying\s+for|quit|"
                r"ended)\s+(?:my\s+|our\s+|the\s+)?" + _SERVICE + _PLAN, _I), "!subscribes", "fact"),
    # 我把网易云退了, 我取消了爱奇艺会员, 我取消了QQ音乐VIP, 爱奇艺会员没续, 腾讯视频会员不续了, 我把QQ音乐会员停了
    (re.compile(ZH_SPEAKER_NOW + r"(?:把|已经把)" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip|自动续费)?(?:给)?"
                r"(?:退了|取消了|停了|关了|退掉了|取消掉了)"), "!subscribes", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:取消了|退了|停了|关掉了)" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip|自动续费)?"),
     "!subscribes", "fact"),
    # 我不续爱奇艺会员了, 我没续QQ音乐VIP, 我不再续费腾讯视频了 (not 我不续爱奇艺会员的话: a supposition)
    (re.compile(ZH_SPEAKER_NOW + r"(?:不再?|没再?)续(?:费)?(?:了)?" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip)?"
                r"(?=了|[，,。！!；;\s]|$)"), "!subscribes", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!；;\s我]))" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip)(?:已经|我)?(?:没续|不续了|取消了|退了|到期不续了)"),
     "!subscribes", "fact"),
    # "I switched to Apple Music", "I cancelled Spotify, switched to Apple Music" (its speaker said), "I've moved over
    # to Spotify Premium", "I switched from Spotify to Apple Music"
    (re.compile(EN_SPEAKER + _DONE + r"(?:switched|moved|changed)\s+(?:over\s+)?(?:from\s+(?:my\s+|the\s+)?"
                + _SERVICE.replace("?P<value>", "?:") + _PLAN + r"\s+)?to\s+(?:the\s+)?" + _SERVICE + _PLAN, _I),
     "subscribes", "fact"),
    # 我把网易云退了换成QQ音乐, 网易云会员没续，改用QQ音乐了, 我换成QQ音乐了, 我现在改用腾讯视频了
    # (the switch said after the end, whose speaker it has: 我老婆把网易云退了换成QQ音乐 is hers, as attributes reads it)
    # (or after the membership ended, its clause's: 我停了饿了么会员，改用美团)
    (re.compile(r"(?:(?<=退了|停了|关了|没续|续了|掉了)[，,\s]*|(?<=会员[，,])|(?<=VIP[，,]|vip[，,]))(?:现在)?" + _SWITCHED_ZH
                + _SERVICE), "subscribes", "fact"),
    (re.compile(ZH_SPEAKER_NOW + _SWITCHED_ZH + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip)?(?=$|[了，,。！!；;\s])"),
     "subscribes", "fact"),
)  # fmt: skip

SUBSCRIPTION_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I pay $15.99 for Netflix", "I'm paying 11 bucks a month for Spotify", "I subscribe to Hulu", "I signed up for
    # Audible", "I have Amazon Prime", "I got a Spotify subscription"
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)?" + _DONE + r"(?:pay(?:ing)?\s+(?:[^.!?,;\n]|(?<=\d)\.(?=\d)){1,25}?\s+for|subscribe(?:d)?\s+to|"
                r"signed\s+up\s+for|(?:have|got)(?=\s+(?:an?\s+)?[^.!?,;\n]{1,30}?(?:subscription|membership|plan|account)\b)|"
                r"(?:have|got)(?=\s+(?:amazon\s+)?prime\b))\s+(?:my\s+|the\s+|an?\s+)?" + _SERVICE + _PLAN, _I),
     "subscribes", "fact"),
    # on a plan of one: "I'm on Spotify Premium", "we're on the Netflix standard plan" (not "I'm on Hulu right now")
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+(?:now\s+|still\s+)?on\s+(?:the\s+|a\s+)?" + _SERVICE
                + r"(?=\s+(?:premium|family|duo|student|basic|standard|plan|subscription|membership))", _I),
     "subscribes", "fact"),
    # "Netflix is $15.99 a month", "Spotify costs me 11 bucks a month": said of a price by the month or the year
    (re.compile(r"(?:^|(?<=[.!?,;]\s)|\bmy\s+)" + _SERVICE + _PLAN + r"\s+(?:is|costs?(?:\s+me)?|runs\s+me)\s+(?:about\s+|like\s+)?"
                r"[$£€¥]?\d[\d.,]*\s*(?:bucks|dollars|pounds|euros)?\s*(?:a|per|/)\s*(?:month|mo|year|yr)\b", _I),
     "subscribes", "fact"),
    # 爱奇艺会员一个月25, 我开了腾讯视频会员, 我充了B站大会员, 我订了QQ音乐会员
    (re.compile(r"(?:^|(?<=[，,。！!；;\s我]))(?:我(?:的)?)?" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip)\s*(?:一个月|每个月|每月|一年|每年|包月|包年|连续包月)"),
     "subscribes", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:开了|开通了|充了|订了|续了|办了|买了)(?:个|一个)?" + _SERVICE + r"(?:音乐)?(?:的)?(?:大会员|会员|VIP|vip)"),
     "subscribes", "fact"),
)  # fmt: skip

__all__ = ["SERVICES", "SUBSCRIPTION_RULES", "SWITCH_RULES", "service_name"]
