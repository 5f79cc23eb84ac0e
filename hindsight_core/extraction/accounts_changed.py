"""The slot rules of an account name or a password of one's own said changed in Chinese: 我的微信号改成了wx123,
WiFi密码换成了88888888, 我QQ号换成了12345678, 家里wifi密码改成abc12345了, 我把wifi密码改成12345678了, the new one said
in the clause after (微信号换了，新的是abc123, 我换了个微信号，新的是wx_2024), and one's home's said as it is
(我家wifi密码是11112222). It is that account's or password's value, in the slot 我的微信号是… and 我的WiFi密码是… fill
(``微信号``, ``wifi密码``), so the new one supersedes the one said before. Someone else's (我妈的微信号改成了…, 他QQ号
换成了…), a suggestion or a plan (把WiFi密码改成…吧, 要不要把wifi密码改成…), a friend's home's (朋友家wifi密码是…), a
question (微信号改成什么了) or a phone's or a passport's number (their own rules) fill none."""

from __future__ import annotations

import re

# whose: the speaker's (我, 我的, 我家, 我们家的, 家里, 我把) or the speaker left out at a clause's start (WiFi密码换成了…)
_OWN = r"(?:我(?:们)?(?:家)?(?:已经|刚刚?|又|今天|昨天)?(?:把)?|^|(?<=[，,。！!；;\s]))(?:家里|家)?(?:的)?"
# the account or the code, by the service or the thing it is of (微信号, QQ号, 支付宝账号, WiFi密码, 路由器密码)
_WHAT = (
    r"(?P<slot>(?:微信|QQ|qq|支付宝|抖音|微博|小红书|淘宝|钉钉|飞书|(?i:wifi)|无线网?|路由器|邮箱|Steam|steam)"
    r"(?:账号|帐号|号|ID|id|密码))"
)
# the value: letters, digits and the marks an account name has (wx_123, abc.def, 88888888)
_VALUE = r"(?P<value>[A-Za-z0-9][A-Za-z0-9_.@-]{2,29})(?=$|[，,。！!；;\s~～]|了|啦)"

# the new one said after a change: 新的是, 新密码是, 现在是
_NEW_IS = r"(?:新的?|现在的?)(?:号|密码|账号|帐号|ID|id)?(?:是|为|：|:)\s*"

ACCOUNT_CHANGED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # 我的微信号改成了wx123, WiFi密码换成了88888888, 家里wifi密码改成abc12345了
    (re.compile(_OWN + _WHAT + r"(?:也|又|已经|刚刚?|最近)?(?:改成|换成|改为|变成|更新为|更新成)了?\s*" + _VALUE),
     "{slot}", "fact"),
    # changed, the new one said in the clause after: 微信号换了，新的是abc123, 我WiFi密码改了，新密码是88889999
    (re.compile(_OWN + _WHAT + r"(?:也|又|已经|刚刚?|最近)?(?:换|改|变)了[，,]\s*" + _NEW_IS + _VALUE), "{slot}", "fact"),
    # ... or said as a new one had: 我换了个微信号，新的是wx_2024, 我改了WiFi密码：abc12345
    (re.compile(r"我(?:们)?(?:已经|刚刚?|又|最近)?(?:换了|改了)(?:个|一个)?(?:新的?)?(?:家里|家)?(?:的)?" + _WHAT
                + r"(?:[，,：:]\s*|\s+)(?:" + _NEW_IS + r")?" + _VALUE), "{slot}", "fact"),
    # one's home's, said as it is (我家wifi密码是11112222; 我的WiFi密码是… the slot rules read)
    (re.compile(r"(?:我们|我|^|(?<=[，,。！!；;\s]))(?:家里|家)(?:的)?" + _WHAT + r"(?:是|：|:)\s*" + _VALUE), "{slot}", "fact"),
)  # fmt: skip


__all__ = ["ACCOUNT_CHANGED_RULES"]
