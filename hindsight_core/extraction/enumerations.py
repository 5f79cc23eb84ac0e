"""A list the user types as one line ("About me: 1. I live in Lyon 2. I'm a nurse 3. allergic to nuts",
我的情况：1、我住在成都 2、我在华为上班) or as lines under bullets ("- I live in Porto", "2) I'm 34"), read as one item
a line, without its markers.

    >>> items_apart("About me: 1. I live in Lyon 2. I'm a nurse 3. allergic to nuts")
    "About me:\\nI live in Lyon\\nI'm a nurse\\nallergic to nuts"
    >>> items_apart("我的情况：1、我住在成都 2、我在华为上班")
    '我的情况：\\n我住在成都\\n我在华为上班'
    >>> items_apart("- I live in Porto\\n* I'm vegetarian")
    "I live in Porto\\nI'm vegetarian"
    >>> items_apart("I have 2. My sister has 3.")  # numbers said, no list
    'I have 2. My sister has 3.'

Read as sentences, the next item's number ended the item before it: "Lyon 2." was the home, "nurse 3" the job,
"Deloitte 3)" the employer, and a marker with no stop before it ("1、我住在成都 2、我在华为上班") ran two items into one
sentence, so neither was read. A line of numbers is a list only when it counts from 1 in order (1, 2, ...), the 1
opening the message, a line or what a colon introduces: "I have 2. My sister has 3." counts nothing.
"""

from __future__ import annotations

import re

# An item's number and its mark: "1.", "2)", "3、", "(4)", "（5）", "⑥"; never a decimal ("1.5") or a version ("v2.")
_MARKER = re.compile(
    r"(?:(?<=[\s:：;；,，.。!！?？\u4e00-\u9fff])|^)[ \t]*"
    r"(?:(?P<n>\d{1,2})[.．)）](?=[ \t]*[\u4e00-\u9fff]|[ \t]+\S)|(?P<m>\d{1,2})、"
    r"|[(（](?P<p>\d{1,2})[)）]|(?P<c>[①-⑳]))[ \t]*"
)
# A bullet opening a line: "- ", "* ", "• "
_BULLET = re.compile(r"^[ \t]*[-*•·▪◦‣][ \t]+(?=\S)", re.MULTILINE)


def _number(marker: re.Match[str]) -> int:
    circled = marker["c"]
    if circled is not None:
        return ord(circled) - ord("①") + 1
    return int(marker["n"] or marker["m"] or marker["p"])


def _opens(text: str, at: int) -> bool:
    """Whether a list may open at ``at``: the message's start, a line's, or after a colon."""
    before = text[max(0, at - 200) : at].rstrip(" \t")
    return at == 0 or before[-1:] in ("", "\n", ":", "：")


def items_apart(text: str) -> str:
    """``text`` with each list item on a line of its own and its marker left out (see the module docstring)."""
    if not any(ch.isdigit() or ch in "①-*•·▪◦‣" for ch in text):
        return text
    text = _BULLET.sub("", text)
    split = _numbered(text)
    if split is None:
        return text
    head, items = split
    return "\n".join([head, *items] if head.strip() else items)


def listed_items(text: str) -> list[str]:
    """The items of the list ``text`` holds, numbered ("1. MacBook Air 2. ThinkPad", 1、外婆家 2、新白鹿) or a line each
    under bullets, in order, each its first line without its marker; ``[]`` when it holds no list.

    >>> listed_items("Three options: 1. MacBook Air ($1,299) 2. ThinkPad X1 3. Dell XPS 13\\n\\nWhich one?")
    ['MacBook Air ($1,299)', 'ThinkPad X1', 'Dell XPS 13']
    >>> listed_items("- 外婆家\\n- 新白鹿"), listed_items("I have 2. My sister has 3.")
    (['外婆家', '新白鹿'], [])
    """
    split = _numbered(text) if any(ch.isdigit() or "①" <= ch <= "⑳" for ch in text) else None
    if split is not None:
        items = split[1]
    else:
        items = [text[m.end() :].split("\n", 1)[0] for m in _BULLET.finditer(text)]
        if len(items) < 2:
            return []
    return [first for item in items if (first := item.strip().split("\n", 1)[0].strip())]


def _numbered(text: str) -> tuple[str, list[str]] | None:
    """What comes before a numbered list in ``text`` and its items (markers left out), None when it holds none."""
    markers: list[re.Match[str]] = []
    run: list[re.Match[str]] = []
    for marker in _MARKER.finditer(text):
        number = _number(marker)
        if number == 1 and _opens(text, marker.start()):
            if len(run) >= 2:
                markers += run
            run = [marker]
        elif run and number == _number(run[-1]) + 1:
            run.append(marker)
    if len(run) >= 2:
        markers += run
    if not markers:
        return None
    parts, at = [], 0
    for marker in markers:
        parts.append(text[at : marker.start()].rstrip())
        at = marker.end()
    parts.append(text[at:])
    head, *items = parts
    return head, items


__all__ = ["items_apart", "listed_items"]
