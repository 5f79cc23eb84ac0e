"""Words chat opens what it says with, which are no part of it: "oh", "btw", "ok so"."""

from __future__ import annotations

#: Words opening a statement and a request alike ("oh I live in Leeds", "btw forget my old number"), as
#: alternatives of a pattern: the first person of a statement (:mod:`.cues`) and the fillers before a request
#: (:mod:`.requests`) each add their own ("well", "anyway" turn to a statement; "wait", "sorry" take back).
EN_OPENERS = r"oh|and|also|actually|so|hmm|um|ok|okay|hey|btw"

__all__ = ["EN_OPENERS"]
