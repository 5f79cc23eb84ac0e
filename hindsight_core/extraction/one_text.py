"""Whether a topic the user asks the assistant to leave out is left out of one text only: "never mention the price in
the email", "don't mention my name in the post", "don't bring up the layoffs in my toast", "stop suggesting mushrooms
for this meal plan". Such a topic is an instruction for the text being written, not one that holds for every answer
(the ``avoid`` slot, put above every recalled context): "never mention my ex", "don't bring up politics in your
answers" still are.

    >>> of_one_text("the price in the email"), of_one_text("my name in this post"), of_one_text("my ex")
    (True, True, False)
    >>> of_one_text("politics in your answers"), of_one_text("work in the morning")
    (False, False)
"""

from __future__ import annotations

import re

# a text written for one occasion, pointed at (the / this / that / my / our: a text of the task at hand), at the
# end of the topic
_ONE_TEXT = re.compile(
    r"\b(?:in|into|from|for|on|within)\s+(?:the|this|that|my|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:e-?mails?|letters?|posts?|messages?|texts?|repl(?:y|ies)|drafts?|essays?|bios?|cover\s+letters?|toasts?|"
    r"speech(?:es)?|summar(?:y|ies)|reports?|tweets?|captions?|reviews?|articles?|notes?|invit(?:e|ation)s?|cards?|"
    r"slides?|docs?|documents?|resumes?|cvs?|profiles?|announcements?|newsletters?|eulogy|vows|plan|itinerary|"
    r"story|poem|script|outline)\s*$",
    re.IGNORECASE,
)


def of_one_text(topic: str) -> bool:
    """Whether ``topic`` (a topic to leave out, as the avoid rule read it) says the text it is left out of."""
    return _ONE_TEXT.search(topic) is not None


__all__ = ["of_one_text"]
