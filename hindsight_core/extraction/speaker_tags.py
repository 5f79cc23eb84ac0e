"""The name of whoever speaks, written before a user's message, as apps that carry several people in one chat send
their turns ("[Anna]: I'm vegan btw", "[Tom] I'll bring the wine", "Anna: I'm vegan btw", "[小王]：我住在北京"): the
words after it are that person's, as a message sent with its ``name`` is.

    >>> speaker_tag("[Anna]: I'm vegan btw"), speaker_tag("Tom: I live in Berlin"), speaker_tag("【小王】我住在北京")
    (('Anna', 8), ('Tom', 5), ('小王', 4))
    >>> speaker_tag("Update: I'm vegan now"), speaker_tag("Me: I live in Leeds"), speaker_tag("[10:02] I'm home")
    (None, None, None)

Read as Anna's turn, "Anna: I'm vegan btw" filled the user's diet, and "Tom: I live in Berlin" superseded where the
user lives. A tag is read on a message of one line (a message of several lines that names speakers is a log the user
pastes, :mod:`~hindsight_core.extraction.pasted`). In brackets it is a tag whatever follows; before a colon alone, it
is a name (not an everyday word, a section's label, a tool, a role or a word in capitals: "Dinner: I'm making
pasta", "Edit: I'm vegan", "Python: I use 3.12", "Mom: I'm coming on Friday" keep the user's as they were) and the
words after it speak in the first person ("Tom: I'll bring the wine"; not "Paris: loved it").
"""

from __future__ import annotations

import functools
import re

from hindsight_core.extraction.common_words import is_common_word
from hindsight_core.extraction.entities import extract_entities, tech_category
from hindsight_core.extraction.slot_patterns import _ZH_SURNAME as ZH_SURNAME
from hindsight_core.roles import ROLES_EN, ZH_CALLED
from hindsight_core.text import CASED_LOWER, CASED_UPPER, STOPWORDS, has_cjk, normalize_entity

# "[Anna]:", "[Anna Lee]", "【小王】：", "[anna_k]": a name of letters (any script), spaces, dots, dashes (not a
# marker of steps or speakers by number, "[S1]", nor a pattern, "[Ii]'m")
_BRACKETED = re.compile(
    r"[ \t]*[\[【](?P<who>[^\W\d_](?:[^\W\d]|[ .'’-]){1,29}?)[ \t]*[\]】](?:[ \t]*[:：]|[ \t]|(?=[\u4e00-\u9fff]))"
    r"[ \t]*(?=\S)"
)
# "Anna:", "Anna Lee:", "Mary-Jane:", 小王：, 王总： before a colon, opening the message
_NAMED = re.compile(
    rf"[ \t]*(?P<who>[{CASED_UPPER}][{CASED_LOWER}'’-]+(?:[ \t][{CASED_UPPER}][{CASED_LOWER}'’-]+)?|[\u4e00-\u9fff]{{2,4}})"
    r"[ \t]*[:：][ \t]*(?=\S)"
)
# a Chinese name: as one calls a person (小王, 王总); in brackets, a surname and a given name too ([王磊]), not what a
# chat app writes there for what is no text ([图片], [语音], [红包])
_ZH_NAME = re.compile(ZH_CALLED)
_ZH_FULL_NAME = re.compile(rf"{ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}")
# what speaks in the first person after the tag ("Tom: I'll bring the wine", "Anna: my sister lives in Rome")
_FIRST_PERSON = re.compile(
    r"(?:i|i'm|i’m|i've|i’ve|i'll|i’ll|i'd|i’d|im|my|me|we|we're|we’re|our|mine)\b|我", re.IGNORECASE
)
# words a message opens with before a colon, or in brackets, that name no one: labels ("Confession: I'm vegan",
# "Reminder: ..."), how one greets a group ("Guys: ..."), what a chat app writes in brackets for a message that is
# no text ("[image]", "[sticker]", "[deleted]") or a list's boxes ("[x]", "[todo]"), and the parties of a chat
_LABELS = frozenset(
    """confession disclaimer reminder status spoiler warning correction answer reply response result verdict
    conclusion observation thought thoughts rant vent mood lesson takeaway hint tip tips advice caveat news
    announcement important urgent fact truth step day today tonight tomorrow yesterday morning evening afternoon
    weekend lol haha btw fyi psa ok okay so and but also plus bonus quick random heads edit nb re fwd fw
    name age address height weight health hobbies interests current previous priority progress reason target
    objective motivation schedule setup specs stack pros cons travel movies guys folks everyone everybody all team
    x todo done link image images photo photos picture video audio voice sticker gif emoji file attachment
    location contact poll media deleted redacted removed edited forwarded quote quoted pinned draft wip fixed
    solved system user assistant bot ai model agent admin mod moderator q a ps p.s firstly secondly lastly android
    iphone ipad mac macbook pc windows linux""".split()
)
_ROLE = re.compile(rf"(?:{ROLES_EN})", re.IGNORECASE)
# Labels of a message's own sections ("Background: I live in Leeds", 背景：...): no speaker
_SECTION = re.compile(
    r"(?:background|context|question|questions|problem|issue|goal|goals|note|notes|update|edit|ps|p\.s|tl;?dr|"
    r"summary|details|info|requirements|budget|location|situation|about\s+me|"
    r"背景|问题|需求|目标|补充|备注|情况|预算|要求|现状|关于我|个人情况)",
    re.IGNORECASE,
)
# The user's own lines in a log they paste ("Me: I live in Leeds", 我：...)
_ME = re.compile(r"me|myself|i|我|本人", re.IGNORECASE)


def speaker_tag(content: str) -> tuple[str, int] | None:
    """The name a one-line user message opens with as its speaker's, and where that speaker's words start."""
    tag = _BRACKETED.match(content) or _NAMED.match(content)
    if tag is None or "\n" in content[tag.end() :].rstrip():
        return None
    who = " ".join(tag["who"].split())
    if has_cjk(who):
        named = _ZH_NAME.fullmatch(who) or (tag.re is _BRACKETED and _ZH_FULL_NAME.fullmatch(who))
        if not named or (tag.re is _NAMED and not _FIRST_PERSON.match(content, tag.end())):
            return None
        return who, tag.end()
    if is_own_label(who) or is_section_label(who) or tech_category(who) is not None or _ROLE.fullmatch(who):
        return None
    if any(_not_a_name(word) for word in re.split(r"[ ._-]+", who) if word):
        return None
    if tag.re is _NAMED and not _FIRST_PERSON.match(content, tag.end()):
        return None  # "Paris: loved it"
    if who[:1].isupper() and not _opens_with_name(content[: tag.end()], who):
        return None
    return who, tag.end()


@functools.lru_cache(maxsize=1024)  # a log's lines open with the same few names
def _opens_with_name(opening: str, who: str) -> bool:
    """Whether the entity rules read ``who``, opening ``opening``, as a name, not a capitalised word opening a
    sentence ("Hi: ...", "Honestly: ...", "Monday: ...")."""
    return normalize_entity(who) in {m.key for m in extract_entities(opening) if m.kind == "name"}


def _not_a_name(word: str) -> bool:
    """A word of a tag that names no one: a word in capitals ("UPDATE", "PSA"), a label, an everyday word."""
    folded = word.casefold()
    return (
        (word.isupper() and len(word) > 1)
        or folded in _LABELS
        or folded in STOPWORDS
        or is_common_word(folded)
    )


def is_section_label(label: str) -> bool:
    """Whether a label before a colon names a section of a message ("Background", "Update", 背景), not a speaker."""
    return _SECTION.fullmatch(label.strip()) is not None


def is_own_label(label: str) -> bool:
    """Whether a label before a colon names the user themselves ("Me", 我) in a log they paste."""
    return _ME.fullmatch(label.strip()) is not None


__all__ = ["is_own_label", "is_section_label", "speaker_tag"]
