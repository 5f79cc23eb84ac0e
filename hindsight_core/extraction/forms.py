"""A form of the user's own details, typed or pasted as a label and a value a line under a header saying whose they
are ("Here are my details for the booking:\\nName: Dana Whitfield\\nCity: Portland\\nPhone: 503-555-0142",
我的信息：\\n姓名：王磊\\n城市：杭州): each line of a known label is read as the speaker's ("My city: Portland",
我的城市：杭州), as "My city is Portland" is. Without such a header a form may be anyone's (a contact card pasted, an
order's fields) and is left as it is; so is a label no slot holds ("Order: #4411"). Its lines are not the
speaker's statement (:func:`others_form_lines`): a contact card saved ("can you save this contact?\\nEmail:
bob@x.com\\nName: Bob Lee", 帮我存一下张伟的联系方式：\\n姓名：张伟\\n手机号：139…, 联系人：张伟\\n电话：139…) fills none
of the speaker's slots, as a line alone may ("Email: jo@y.io", 手机号：138…). A line of one label said as the
speaker's is read as a form's line ("My company: Acme Corp" as "My employer: ...", 我的单位：浙江大学), but for a label
that, alone, as often says something else ("My position: we wait", "My location: home", 我的工作：今天好累).

    >>> own_form("My details:\\nName: Dana Whitfield\\nCity: Portland\\nNotes: none")
    'My details:\\nMy name: Dana Whitfield\\nMy city: Portland\\nNotes: none'
    >>> own_form("我的信息：\\n姓名：王磊\\n城市：杭州")
    '我的信息：\\n我的名字：王磊\\n我的城市：杭州'
    >>> own_form("Name: Tom Lee\\nCity: Leeds")  # whose?
    'Name: Tom Lee\\nCity: Leeds'
    >>> own_form("My company: Acme Corp"), own_form("我的职位：产品经理")
    ('My employer: Acme Corp', '我的职业：产品经理')
"""

from __future__ import annotations

import re

# what a header names of the speaker's that the form gives ("my new number and email:", 我的新号码和邮箱：)
_NEW_EN = r"(?:(?:new|updated|current|latest)\s+)?"
_WHAT_EN = r"(?:(?:phone|mobile|cell)\s+number|number|phone|mobile|e-?mail(?:\s+address)?|address)"
_NEW_ZH = r"(?:新的?|最新的?|现在的)?"
_WHAT_ZH = r"(?:手机号码?|电话号码?|电话|号码|邮箱|地址)"
# What says the form is the speaker's: "my details", "my contact info", "about me", "you can reach me at:", 我的信息,
# 个人资料, 有事联系我：(not "my sister's details": another's)
_HEADER = re.compile(
    r"\b(?:my|our)\s+(?:(?:new|updated|current|latest)\s+)?(?:(?:personal|contact|basic|account|profile|billing|shipping)\s+)?"
    r"(?:details|info|information|particulars|profile|data)\b|\babout\s+me\b"
    # (a line of its own, ending the header)
    rf"|\b(?:my|our)\s+{_NEW_EN}{_WHAT_EN}(?:\s*(?:,|and|&|/)\s*(?:my\s+)?{_NEW_EN}{_WHAT_EN})*[ \t]*[:：]?[ \t]*$"
    rf"|(?:我的|我(?:换了?|更新了?)(?:一下)?(?:我的)?){_NEW_ZH}{_WHAT_ZH}(?:[和、，,/]\s*{_NEW_ZH}{_WHAT_ZH})*[ \t]*[:：]?[ \t]*$"
    r"|\b(?<!\byou\s)(?:reach|contact|call|text)\s+me(?:\s+(?:at|on|here|via|by\s+\w+))?[ \t]*[:：][ \t]*$"
    r"|我的(?:个人|基本|联系)?(?:信息|资料|情况|联系方式)|(?:^|[\s：:])个人(?:信息|资料)"
    r"|(?:联系|找)我(?:的话|请打|打这个|可以打)?[:：][ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A line of a label and its value ("City: Portland", "- Email: dana@x.com", 城市：杭州)
_LINE = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<label>[A-Za-z][A-Za-z -]{0,24}?|[\u4e00-\u9fff]{1,6})[ \t]*[:：][ \t]*"
    r"(?P<value>\S[^\n]*)$",
    re.MULTILINE,
)
# The labels read, and the word a sentence names their slot by
_EN_LABELS = {
    **dict.fromkeys(("name", "full name"), "name"),
    **dict.fromkeys(("city", "location", "home city", "current city", "town"), "city"),
    **dict.fromkeys(("address", "home address", "street address"), "address"),
    **dict.fromkeys(("employer", "company", "workplace", "organisation", "organization"), "employer"),
    **dict.fromkeys(("job", "job title", "title", "occupation", "position", "role", "profession"), "job"),
    **dict.fromkeys(
        ("phone", "phone number", "mobile", "mobile number", "cell", "cell phone", "tel", "telephone"),
        "phone",
    ),
    **dict.fromkeys(("email", "e-mail", "email address"), "email"),
    **dict.fromkeys(("birthday", "date of birth", "dob", "birth date"), "birthday"),
    **dict.fromkeys(("hometown", "home town"), "hometown"),
    "nationality": "nationality",
}
_ZH_LABELS = {
    **dict.fromkeys(("姓名", "名字", "联系人", "收件人", "收货人"), "名字"),
    **dict.fromkeys(("城市", "所在城市", "居住城市", "现居城市"), "城市"),
    **dict.fromkeys(("地址", "住址", "家庭住址", "家庭地址", "居住地", "现居地"), "地址"),
    **dict.fromkeys(("公司", "单位", "工作单位"), "公司"),
    **dict.fromkeys(("职业", "职位", "工作"), "职业"),
    **dict.fromkeys(("电话", "手机", "手机号", "手机号码", "电话号码", "联系电话"), "手机号"),
    **dict.fromkeys(("邮箱", "电子邮箱", "邮件"), "邮箱"),
    **dict.fromkeys(("生日", "出生日期"), "生日"),
    **dict.fromkeys(("籍贯", "老家", "家乡"), "老家"),
}
# Labels that, on a line of their own after "my", as often say something else ("My position: we wait", "My role: mostly
# reviews", "My location: home", 我的工作：今天好累)
_FORM_ONLY = frozenset({"position", "role", "location", "工作"})
# A line of one label of the speaker's ("My company: Acme Corp", "- my mobile: 07700 900431", 我的单位：浙江大学)
_OWN_LINE = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?:(?i:my)[ \t]+|我的)(?P<label>[A-Za-z][A-Za-z -]{0,24}?|[\u4e00-\u9fff]{1,6})"
    r"[ \t]*[:：][ \t]*(?P<value>\S[^\n]*)$",
    re.MULTILINE,
)
#: The slot words a form line is rewritten to, for the rules that read them (``slot_rules``)
EN_FORM_SLOTS = tuple(sorted(set(_EN_LABELS.values())))
ZH_FORM_SLOTS = tuple(sorted(set(_ZH_LABELS.values()), key=len, reverse=True))


def _line(match: re.Match[str]) -> str:
    label = match["label"].strip()
    english = _EN_LABELS.get(label.lower())
    if english is not None:
        return f"{match['lead']}My {english}: {match['value']}"
    chinese = _ZH_LABELS.get(label)
    if chinese is not None:
        return f"{match['lead']}我的{chinese}：{match['value']}"
    return match.group(0)


def is_form_label(label: str) -> bool:
    """Whether a form's line of ``label`` ("City", "mobile", 手机号) is read as a slot."""
    return label.strip().lower() in _EN_LABELS or label.strip() in _ZH_LABELS


def _known_lines(text: str, start: int, end: int) -> list[re.Match[str]]:
    """The lines of ``text`` between ``start`` and ``end`` whose label a slot holds ("City: Portland", 电话：138…)."""
    return [m for m in _LINE.finditer(text, start, end) if m.start() >= start and is_form_label(m["label"])]


def _own_line(match: re.Match[str]) -> str:
    label = match["label"].strip()
    return match.group(0) if label.lower() in _FORM_ONLY else _line(match)


def own_form(text: str) -> str:
    """``text`` with each label-value line of a form of the speaker's own read as theirs (see the module)."""
    if ":" not in text and "：" not in text:
        return text
    text = _OWN_LINE.sub(_own_line, text)
    header = _HEADER.search(text)
    if header is None:
        return text
    if len(_known_lines(text, header.end(), len(text))) < 2:
        return text  # one "Name:" line is no form
    return text[: header.end()] + _LINE.sub(_line, text[header.end() :])


def others_form_lines(text: str) -> list[tuple[int, int]]:
    """Where the lines of a form that may be anyone's are in ``text`` (see the module): two lines or more of a label
    a slot holds, not under a header saying they are the speaker's (their lines before such a header count)."""
    if ":" not in text and "：" not in text:
        return []
    header = _HEADER.search(text)
    known = _known_lines(text, 0, header.start() if header is not None else len(text))
    return [m.span() for m in known] if len(known) >= 2 else []


__all__ = ["EN_FORM_SLOTS", "ZH_FORM_SLOTS", "is_form_label", "others_form_lines", "own_form"]
