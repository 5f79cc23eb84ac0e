"""The slot rule of a change of one's line of work said in Chinese with the job taken up: 我转行做销售了, 我改行当程序员了,
去年转行做了产品经理, 我转行了，现在做销售. It is the job (``job``), as 我现在做销售 is, so it supersedes the one said
before. A wish or a plan (我想转行做设计师, 我打算转行当老师), a proposal (要不我转行做销售), a condition (我转行做销售的话…,
如果转行做销售) and someone else's change (我老婆转行做销售了, 他改行当程序员了) fill none; nor a change with no job named
(我转行了). A line said by its field after 转行 is the job too (我转行做产品了, 转行搞自媒体了): before, it filled none.

    >>> [m["value"] for p, _, _ in LINE_CHANGED_RULES if (m := p.search("我转行做产品了"))]
    ['产品']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import ZH_OCCUPATION
from hindsight_core.extraction.slot_patterns import _ZH_WHEN

# the speaker, or none said at a clause's start, changing line (not wished, planned, proposed or supposed)
_LINE_CHANGER = (
    r"(?<!想)(?<!要)(?<!打算)(?<!准备)(?<!如果)(?<!要是)(?<!要不)(?:我|^|(?<=[，,。！!？?；;\s]))"
    + _ZH_WHEN
    + r"(?:转行|改行)(?:了?[，,]\s*(?:现在|目前)?)?(?:去)?"
)

LINE_CHANGED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # the speaker, or none said at a clause's start (去年转行做了产品经理); the job ends its clause or says how long
    (re.compile(r"(?<!想)(?<!要)(?<!打算)(?<!准备)(?<!如果)(?<!要是)(?<!要不)(?:我|^|(?<=[，,。！!？?；;\s]))" + _ZH_WHEN
                + r"(?:转行|改行)(?:了?[，,]\s*(?:现在|目前)?)?(?:去)?(?:当|做|干)(?:了|起了?)?" + ZH_OCCUPATION
                + r"(?!的话)(?=$|[，,。！!？?；;\s~～]|了|啦|[一二两三四五六七八九十几半\d])"), "job", "fact"),
    # ... or the line taken up said by its field, as one says what one does (我转行做产品了, 转行搞自媒体了): after 转行 it
    # is work, whatever it is (not 我转行做什么好: a question; nor 做了一年: no field)
    (re.compile(_LINE_CHANGER + r"(?:做|干|搞)(?:起了?)?(?P<value>(?![一这那个了什啥点些])[\u4e00-\u9fffA-Za-z]{2,5}?)"
                r"(?!的话)(?=$|[，,。！!；;\s~～]|了|啦|已经|[一二两三四五六七八九十几半\d]+年)(?![^。！？!?\n]*[吗?？])"), "job", "fact"),
)  # fmt: skip


__all__ = ["LINE_CHANGED_RULES"]
