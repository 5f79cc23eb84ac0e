"""A student's studies ended by their graduation: "I'm a PhD student at Stanford" then "I finally graduated!", 我是研究生
then 我研究生毕业了; "I'm a junior at Stanford" then "I finally graduated!", 我在复旦读大三 then 我毕业了.

No slot rule reads a graduation (it names no job), so "am I a student?" still answered the student first. The
speaker's own records tell it: where their current job is a student's ("student", "grad student", 学生, 研究生), the
graduation says it no longer holds (``job`` = "not student", as "I'm not a student anymore" would), and the writer
supersedes it as it does any change; where they hold no student's job, the school they go to (``school`` = "not
Stanford"). A graduation only ahead or supposed ("when I graduate", "after I graduated I moved", 等我毕业了), one told
long after ("I graduated in 2015", "years ago"), from a school before the one studied at now ("I graduated high
school", 我高中毕业了) or someone else's ("my son graduated") is left as it was, and so is a job that is no student's.

    >>> graduated("I finally graduated!"), graduated("我研究生毕业了"), graduated("when I graduate I'll move")
    (True, True, False)
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence

from hindsight_core.lifecycle.employer_ended import own_value_ended
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import to_simplified

_EN = re.compile(
    # the speaker, or a sentence opening without one ("Just graduated!"); never "when I graduated", "after I graduated"
    r"(?<!\bwhen\s)(?<!\bafter\s)(?<!\bbefore\s)(?<!\bonce\s)(?<!\bif\s)(?<!\buntil\s)(?<!\bsince\s)"
    r"(?:\bi(?:['’]ve|\s+have)?\s+|(?:^|(?<=[.!?]))\s*)(?:(?:just|finally|officially|recently|actually|also)\s+)*"
    r"(?:graduated(?!\s+to\b)|(?:got|earned|received)\s+my\s+(?:degree|diploma|bachelor['’]?s|master['’]?s|phd|doctorate)"
    r"|finished\s+my\s+(?:degree|phd|master['’]?s|doctorate))\b"
    # (not from a school before: "I graduated high school")
    r"(?!\s+(?:from\s+)?(?:high\s+school|middle\s+school|elementary|kindergarten|primary\s+school)\b)"
    # (not told long after: "I graduated in 2015", "back in", "years ago")
    r"(?![^.!?\n]*\b(?:years?\s+ago|back\s+in|in\s+(?:19|20)\d\d|when\s+i\s+was)\b)",
    re.IGNORECASE,
)
_ZH = re.compile(
    # 我毕业了, 我研究生毕业了, 终于毕业了！, 我拿到硕士学位了 (not 等我毕业了, 如果我毕业了, 我高中毕业了, 我毕业了吗)
    r"(?:(?<!如果)(?<!要是)(?<!等)(?<!等到)我|^|(?<=[。！!？?\n]))(?:今天|昨天|上周|上个月|今年|刚刚?|终于|已经|也|顺利)*"
    r"(?:(?:大学|研究生|硕士|博士|本科|研)?毕业(?:了|啦)|拿到了?(?:学位|毕业证|硕士学位|博士学位|学位证)(?:了|啦)?)(?!吗|没)"
)
# a job that is a student's: "student", "grad student", "PhD student"; 学生, 研究生, 博士生, 大学生
_STUDENT = re.compile(r"\bstudent\b|学生|研究生|[博硕]士生|本科生", re.IGNORECASE)


def graduated(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says they graduated, now."""
    return bool(_EN.search(text) or _ZH.search(to_simplified(text)))


async def studies_ended(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker graduated (with no slot of its own) given the slot of their current
    student's job with "not" before it, where they have one, else that of the school they go to ("I'm a junior at
    Stanford" then "I finally graduated!": Stanford is where they went)."""
    students = await own_value_ended(
        candidates, graph, graduated, "job", lambda job: _STUDENT.search(job) is not None
    )
    ended = await own_value_ended(students, graph, graduated, "school")
    # a student's job and the school told in one clause are two records ("I'm a PhD student at Stanford"): the
    # graduation that ends the job ends the school too, in a record of its own of the same words
    unslotted = {c.id for c in candidates if slot(c) is None}
    ended_jobs = [c for c in ended if c.id in unslotted and c.attributes.get("attribute") == "job"]
    siblings = [
        c.model_copy(
            update={
                "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{c.id}#school")),
                "attributes": {
                    k: v for k, v in c.attributes.items() if k not in ("subject", "attribute", "value")
                },
            }
        )
        for c in ended_jobs
    ]
    schools = [c for c in await own_value_ended(siblings, graph, graduated, "school") if slot(c) is not None]
    return [*ended, *schools]


__all__ = ["graduated", "studies_ended"]
