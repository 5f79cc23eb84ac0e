"""The stack a team moved to, said as a coding agent's user says it: "we're on GCP now, moved off AWS", "we left AWS
for GCP", "we dropped yarn for pnpm", "switched the team to uv last month", "we moved the whole design system over to
Figma", "we ditched npm, it's all pnpm now", and where prod is hosted ("we host prod on AWS", "prod runs on GCP",
"we deploy to Vercel", "everything's on Azure"). Each fills the slot of the tool's kind with the tool moved to
(``preferred_cloud`` = GCP), which ends the one moved off (a single-valued slot); before, "we're on GCP now, moved off
AWS" stored only "not AWS", "we left AWS for GCP" nothing.

Only the speaker's or their team's, as things are: not a plan or a question ("we might move to GCP", "should we
switch to pnpm?"), nor someone else's ("my friend's team is on GCP"); those words are read by the rules' usual checks
(:func:`~.attributes.find_attributes`).

    >>> [m["value"] for p, _, _ in STACK_MOVE_RULES if (m := p.search("we're on GCP now, moved off AWS"))]
    ['GCP']
    >>> [m["value"] for p, _, _ in STACK_MOVE_RULES if (m := p.search("we left AWS for GCP"))]
    ['GCP']
    >>> [m["value"] for p, _, _ in STACK_MOVE_RULES if (m := p.search("should we leave AWS for GCP?"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _TECH
from hindsight_core.extraction.tools_in_use import tools_of

_I = re.IGNORECASE

# the speaker or their team, as things are (not "should we", "if we", "can we", "we might", "we'll")
_WE = (
    r"(?<!\bshould\s)(?<!\bshall\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bif\s)(?<!\bwhen\s)(?<!\bdo\s)"
    r"(?<!\bdid\s)(?<!\bwhy\s)(?<!\bunless\s)\b(?:we|i|(?:our|the|my)\s+(?:(?:whole|entire)\s+)?(?:team|designers|devs|developers|engineers|company|org))"
    r"(?:['’]ve|\s+have)?(?:\s+(?:just|finally|recently|already|fully|completely|officially|all))*"
)
_TOOL = r"(?P<value>" + _TECH + r")(?![\w-])"
_LEFT = r"(?:left|dropped|ditched|swapped|replaced|abandoned|killed|got\s+rid\s+of)"
_MOVED_OFF = r"(?:(?:moved|switched|migrated)\s+(?:away\s+)?(?:off|from)|" + _LEFT + r")"

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
STACK_MOVE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # the tool one is on now, the one left said after it: "we're on GCP now, moved off AWS", "it's all pnpm now,
    # ditched npm", "on Render now (moved off Heroku)"
    (re.compile(r"(?:" + _WE + r"(?:['’]re|\s+are|['’]m|\s+am)\s+(?:(?:all|fully|now|completely)\s+)?on|"
                r"\b(?:it['’]?s|everything['’]?s|everything\s+is)\s+(?:all\s+)?(?:on\s+)?)\s+" + _TOOL
                + r"\s+now\b[\s,;:(—–-]*(?:(?:we|i)(?:['’]ve|\s+have)?\s+)?(?:just\s+|finally\s+)?" + _MOVED_OFF + r"\b", _I),
     "switched:{cat}", "preference"),
    # ... said the other way round: "we ditched npm, it's all pnpm now", "moved off AWS, we're on GCP now"
    (re.compile(_MOVED_OFF + r"\s++[^,.;:!?\n]{1,30}?[,;:—–-]+\s*(?:and\s+)?(?:now\s+)?(?:it['’]?s\s+all|we['’]re\s+(?:all\s+)?on|"
                r"everything['’]?s\s+(?:on|in)|everything\s+is\s+(?:on|in)|we\s+use|we['’]re\s+using)\s+" + _TOOL + r"(?:\s+now)?(?=\s*(?:$|[,.;:!?)]|\s+(?:now|instead)\b))",
                _I), "switched:{cat}", "preference"),
    # one tool left for another: "we left AWS for GCP", "dropped yarn for pnpm", "replaced jest with vitest", "we
    # migrated off Heroku onto AWS" (not "dropped the ball on the migration to GCP")
    (re.compile(r"(?:" + _WE + r"\s+|^\s*|(?<=[.!?]\s))" + r"(?:" + _LEFT + r"\s++[^,.;:!?\n]{1,30}?\s+(?:for|with|in\s+favou?r\s+of)|(?:moved|switched|migrated)\s+"
                r"(?:away\s+)?(?:off|from)\s++[^,.;:!?\n]{1,30}?\s+(?:for|onto|to))\s+"
                + _TOOL, _I),
     "switched:{cat}", "preference"),
    # the team or a part of the stack moved: "switched the team to uv", "moved CI from Jenkins to GitHub Actions",
    # "moved our infra to Azure", "we moved everything to Cloudflare"
    (re.compile(r"(?:" + _WE + r"\s+|^\s*|(?<=[.!?]\s))(?:switched|moved|migrated)\s+(?:(?:the\s+(?:whole\s+)?team|everyone|us|"
                r"everything|(?:all\s+)?(?:(?:our|my|the)\s+)?(?:whole\s+)?(?:infra|infrastructure|ci|backend|frontend|stack|app|"
                r"apps|api|services|hosting|deploys|deployments|repo|repos|monorepo|codebase|project|db|database|prod|"
                r"production|staging|design\s+system|designs|mockups|tests|test\s+suite|deps|dependencies))\s+)?(?:(?:over\s+)?from\s++[^,.;:!?\n]{1,30}?\s+)?(?:over\s+)?(?:on)?to\s+" + _TOOL, _I),
     "switched:{cat}", "preference"),
    # where one's work is hosted: "we host prod on AWS", "we deploy to Vercel", "prod runs on GCP", "everything's on
    # Azure", "our backend runs on AWS Lambda", "we're all in on AWS"
    (re.compile(r"(?:" + _WE + r"(?:\s+(?:host|deploy|run)\s+(?:(?:prod|production|everything|it\s+all|(?:our|the)\s+[\w-]+"
                r"(?:\s+[\w-]+)?)\s+)?(?:via\s++[^,.;:!?\n]{1,25}?\s+)?(?:on|to|in)|(?:['’]re|\s+are)\s+all\s+in\s+on)|(?:^|(?<=[,.;:!?]\s)|\b(?:our|the)\s+)"
                r"(?:prod|production|everything|backend|infra|infrastructure|app|apps|api|stack|services|servers|site|stuff|code|workloads)"
                r"(?:['’]s\s+(?:hosted|deployed)|['’]s|\s+is|\s+runs|\s+lives|\s+are|\s+run|\s+(?:is|are|gets)\s+(?:hosted|deployed)|\s+deploys)\s+(?:all\s+)?(?:on|in|to))"
                r"\s+" + tools_of("cloud"), _I), "uses:{cat}", "fact"),
    # ... the speaker left out, opening the message: "switched to Cursor last week", "moved to pnpm a while ago"
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:(?:just|finally|recently|also)\s+)?(?:switched|moved|migrated)\s+(?:(?:over|back)\s+)?to\s+"
                + _TOOL, _I), "switched:{cat}", "preference"),
    # what the team's code is written, built or kept in: "our monorepo uses pnpm workspaces", "we write everything in
    # TypeScript", "I mostly write Python", "I code in VS Code", "we're on conda because of CUDA"
    (re.compile(r"\b(?:our|the)\s+(?:monorepo|repo|repos|project|codebase|team|company|stack|backend|frontend)\s+"
                r"(?:(?:now|still|mostly|all|only)\s+)?uses\s+" + _TOOL, _I), "uses:{cat}", "fact"),
    (re.compile(_WE + r"\s+(?:(?:mostly|mainly|only|just|now|still|usually)\s+)?(?:write|code|build)\s+(?:(?:everything|all|most)\s+"
                r"(?:of\s+)?(?:(?:our|my|the)\s+)?(?:[\w-]+\s+)?)?(?:in\s+)?" + tools_of("language", "editor"), _I),
     "uses:{cat}", "fact"),
    (re.compile(_WE + r"(?:['’]re|\s+are|['’]m|\s+am)\s+(?:(?:all|still|now|mostly)\s+)?on\s+" + tools_of("package_manager", "database")
                + r"(?:\s*v?\d+(?:\.\d+)*)?(?=\s*(?:$|[,.;:!?)]|\s+(?:now|still|because|cos|since|for|btw|and|but)\b))", _I), "uses:{cat}", "fact"),
    # the one of a team who uses a tool: "im the only one on the team who uses vim", "I'm the only one here who's still on yarn"
    (re.compile(r"(?<!\bif\s)\bi(?:['’]?m|\s+am)\s+(?:the\s+only\s+one|one\s+of\s+the\s+few)\s+(?:[^,.;:!?\n]{0,25}?\s+)?(?:who|that)(?:['’]s)?\s+"
                r"(?:(?:is|are)\s+)?(?:still\s+|actually\s+)?(?:uses|use|on)\s+" + _TOOL, _I), "uses:{cat}", "fact"),
    # what it was, then what it is now: "we were on AWS, now GCP", "used to be on yarn, now pnpm", "npm -> pnpm"
    (re.compile(r"(?:\b(?:we|i)\s+(?:were|was)|\bused\s+to\s+(?:be|use))\s++(?:on\s++)?[^,.;:!?\n]{1,30}?[,;]?\s+(?:but\s+)?now\s+"
                r"(?:(?:we['’]re|it['’]s|we\s+use|all)\s+)?(?:on\s+)?" + _TOOL + r"(?=\s*(?:$|[,.;:!?)]|\s+(?:now|instead|btw)\b))", _I),
     "switched:{cat}", "preference"),
    # (the arrow opening what is said, not a request to convert: "can you convert the npm -> pnpm commands")
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:(?:we|i)\s+(?:went|moved|switched)\s+)?(?:" + _TECH + r")\s*(?:->|→|=>|➡️?)\s*" + _TOOL, _I),
     "switched:{cat}", "preference"),
    # the tool settled on, tested with, or wholly on: "we've standardised on uv", "we test with pytest", "we're fully
    # on AWS now"
    (re.compile(_WE + r"(?:['’]?ve|\s+have)?\s+(?:(?:now|finally|officially)\s+)?standardi[sz]ed\s+on\s+" + _TOOL, _I),
     "uses:{cat}", "fact"),
    (re.compile(_WE + r"\s+(?:(?:mostly|mainly|only|now|all)\s+)?(?:test|write\s+(?:our\s+|all\s+(?:our\s+)?)?tests)\s+(?:with|in|using)\s+"
                + tools_of("test_framework"), _I), "uses:{cat}", "fact"),
    (re.compile(_WE + r"(?:(?:['’]re|\s+are|['’]m|\s+am)\s+(?:fully|completely|entirely|100%|all)|(?:['’]ve|\s+have)\s+(?:always\s+)?been)\s+on\s+"
                + tools_of("cloud", "ci"), _I),
     "uses:{cat}", "fact"),
)  # fmt: skip

__all__ = ["STACK_MOVE_RULES"]
