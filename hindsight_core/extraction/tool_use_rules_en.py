"""The English rules for the tools one uses: a switch of tools ("we switched from poetry to uv"), a tool chosen, preferred,
stuck with, used or run on ("we use poetry", "we run on k8s"), and a language's version ("our repo is on Python 3.11").
Read in this order within :data:`~.slot_rules_en.EN_RULES` (the first rule's first match holds a slot).
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I, _TECH

#: (pattern, attribute, event type) of the tools one uses, read in this order.
TOOL_USE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # a switch of tools is a change of what is used ("We switched from poetry to uv", "we migrated our CI to
    # GitHub Actions"), not a decision beside the tool in use; the tool must be a known one ("we moved to Cork"). The
    # spaces around what it was switched from are taken whole (``\s++``): shared out between the quantifiers beside
    # it, a pasted run of them after "switched from" took hours.
    (re.compile(r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)?(?:switched|moved|migrated)\s+"
                r"(?:over\s+|(?:our|my|the)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:from\s++[^,.;:!?\n]{1,40}?\s++)?(?:over\s+)?to\s+"
                r"(?P<value>" + _TECH + r")(?![\w-])", _I), "switched:{cat}", "preference"),
    # ... and the tool left is no longer used ("we moved away from Jenkins", "switched from React to Vue")
    (re.compile(r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)?(?:switched|moved|migrated)\s+"
                r"(?:over\s+|(?:our|my|the)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:away\s+)?(?:from|off)\s+(?P<value>" + _TECH + r")(?![\w-])",
                _I), "!switched:{cat}", "preference"),
    # "Our Python deps are managed with poetry", "we build it with gradle"
    (re.compile(r"\b(?:are|is)\s+(?:managed|built|packaged|installed|tested|linted|formatted)\s+with\s+(?P<value>" + _TECH
                + r")(?![\w-])", _I), "uses:{cat}", "preference"),
    (re.compile(r"\b(?:we|i)\s+(?:have\s+|'ve\s+)?(?:decided\s+(?:to\s+(?:use|go\s+with)\s+|on\s+)|chose\s+|"
                r"picked\s+(?!up\b)|settled\s+on\s+|opted\s+for\s+|went\s+with\s+|switched\s+to\s+|(?:will|'ll)\s+go\s+with\s+|"
                r"are\s+going\s+with\s+)" + _EN_VALUE, _I), "chosen:{cat}", "decision"),
    (re.compile(r"\blet's\s+(?:use|go\s+with|switch\s+to|stick\s+with)\s+" + _EN_VALUE, _I), "chosen:{cat}",
     "decision"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|actually\s+)?(?:really\s+|much\s+|generally\s+)?prefer\s+(?:to\s+use\s+|using\s+)?" + _EN_VALUE, _I),
     "prefers:{cat}", "preference"),
    # a comparison is a preference ("these days I'm more into green tea than Earl Grey", "I like tea better than
    # coffee now"), the thing liked more
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:now\s+|actually\s+|definitely\s+)?(?:much\s+|way\s+|a\s+lot\s+)?more\s+into\s+"
                + _EN_VALUE + r"(?=\s+than\s+(?!i\b|i'|expected|ever\b|before\b|usual\b|anything\b))", _I), "prefers:{cat}", "preference"),
    (re.compile(r"\bi\s+(?:now\s+|actually\s+|definitely\s+)?(?:like|love|enjoy)\s+" + _EN_VALUE
                + r"(?<!\bway)(?<!\bmuch)(?<!\bfar)(?<!\ba\slot)(?=\s+(?:much\s+|a\s+lot\s+|way\s+|far\s+)?(?:more|better)\s+than\s+"
                # (more than one expected is a liking: "I like hiking more than I expected")
                r"(?!i\b|i'|expected|ever\b|before\b|usual\b|anything\b))", _I), "prefers:{cat}", "preference"),
    # a choice kept ("I'd rather stick to PostgreSQL", "I'll stick with Neovim"; "I'd rather not" keeps nothing)
    (re.compile(r"\bi(?:'d|\s+would)\s+rather\s+(?:stick\s+(?:to|with)|use|go\s+with|have)\s+(?!not\b)" + _EN_VALUE, _I),
     "prefers:{cat}", "preference"),
    (re.compile(r"\bi(?:'ll|\s+will)?\s+(?:still\s+|just\s+|always\s+)?stick\s+(?:to|with)\s+(?P<value>" + _TECH + r")(?![\w-])", _I),
     "prefers:{cat}", "preference"),
    # a known tool as who one is or what one reaches for ("I'm a Postgres person", "I'm more of a vim guy", "I always
    # reach for Postgres"; not "I'm a people person", "I reach for my phone")
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+(?:(?:more\s+of|really|totally|definitely|very\s+much|such)\s+)?an?\s+"
                r"(?:(?:big|huge|total|die-?hard|diehard)\s+)?(?P<value>" + _TECH + r")\s+(?:person|guy|gal|girl|fan|kind\s+of\s+\w+)\b",
                _I), "prefers:{cat}", "preference"),
    (re.compile(r"\bi\s+(?:always|usually|normally|generally|mostly|typically|tend\s+to)\s+reach\s+for\s+(?P<value>" + _TECH
                + r")(?![\w-])", _I), "prefers:{cat}", "preference"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|actually\s+)?(?:usually|always|normally|mostly|typically|generally|tend\s+to)\s+use\s+" + _EN_VALUE,
                _I), "uses:{cat}", "preference"),
    # a known tool used, or asked for ("we use poetry", "I use neovim as my editor", "Please use pytest, not
    # unittest"): the tool's category is the slot, so a later tool of that category is a change
    # (what one has been using for a while too: "I've been using VS Code for years", a team's standard: "we standardised
    # on PostgreSQL"; what one is using: "I'm using Neovim now", "now using uv instead of pip", its subject left out at a
    # clause's start; not "if I use X, ...": a condition, nor "I used to use X": the past, nor "we could use X": a
    # suggestion)
    (re.compile(r"(?<!\bif\s)(?<!\bunless\s)(?:\b(?:i|we)(?:\s+(?:(?:now|still|mainly|mostly|only|just|also|daily)\s+)?use|"
                r"(?:'m|’m|\s+am|'re|’re|\s+are)\s+(?:now\s+|currently\s+|still\s+|mainly\s+|mostly\s+|only\s+|all\s+)?using|"
                r"(?:'ve|\s+have)\s+been\s+using|(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+|already\s+)?standardi[sz]ed\s+on)|"
                r"(?:^|(?<=[.!?;,:\n]))\s*(?:(?:and|but|so|btw|also|ok|okay)[\s,]+)?(?:now|currently)\s+using)"
                r"\s+(?P<value>" + _TECH + r")(?![\w-])", _I), "uses:{cat}",
     "preference"),
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:please\s+)?(?:always\s+)?use\s+(?P<value>" + _TECH + r")(?![\w-])", _I),
     "prefers:{cat}", "preference"),
    # a known tool run on ("we run on k8s", "we're running everything on Kubernetes", "our services are deployed on
    # AWS"): what one's work is on is a tool in use (not "I run on coffee", "we run on a tight budget")
    (re.compile(r"\b(?:(?:we|i)(?:'re|’re|\s+are|'m|’m|\s+am)?|(?:our|my)\s+(?:[\w-]+\s+){1,2}(?:is|are))\s+(?:now\s+|still\s+|all\s+|mostly\s+|"
                r"currently\s+|fully\s+)?(?:run|running|deployed|hosted|deploy|host)\s+(?:everything\s+|it\s+|all\s+|(?:(?:our|my|the)\s+)?"
                r"(?:[\w-]+\s+)?(?:services?|apps?|stack|infra(?:structure)?|workloads?|clusters?|backend|servers?|code|jobs?)\s+)?on\s+"
                r"(?:top\s+of\s+)?(?P<value>" + _TECH + r")(?![\w-])", _I), "uses:{cat}", "preference"),
    # "Our repo is on Python 3.11", "My project targets Python 3.12", "we upgraded the repo to Python 3.13", "our API runs
    # FastAPI 0.110 on Python 3.12", "we're on Node 18" (a major version alone too, not a count: "Node 18 times")
    (re.compile(r"\b(?:we(?:'re|\s+are)?|i(?:'m|\s+am)?|(?:our|my|the)\s+(?:repo|project|app|codebase|services?|code|stack|"
                r"api|backend|frontend|server))"
                r"\s+(?:(?:is|are)\s+)?(?:now\s+)?(?:on|targets?|running|runs\s+(?:[\w.-]+\s+){0,3}?on|requires|"
                r"upgraded\s+(?:\w+\s+){0,2}to|moved\s+(?:\w+\s+){0,2}to)\s+(?P<slot>python|node|java|go|ruby|php)\s+"
                r"(?P<value>v?\d+(?:\.\d+)*)(?!\w|\.\d|\s+(?:times?|days?|hours?|minutes?|years?)\b)", _I),
     "{slot}_version", "fact"),
)  # fmt: skip


__all__ = ["TOOL_USE_RULES"]
