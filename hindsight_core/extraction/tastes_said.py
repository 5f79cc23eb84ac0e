"""The rules of a taste said other than as "I like it", in the order :data:`~.slot_rules.ATTRIBUTE_RULES` reads them:
one held before and no longer (:mod:`~.liked_before`: "I used to love sushi but I'm off raw fish now"), one said in
the clause after one's own in Chinese (:mod:`~.liked_also`: 我喜欢吃火锅，也喜欢川菜), with the speaker left out opening
the message (:mod:`~.liked_bare`: "totally obsessed with padel lately"), as being a sucker for it
(:mod:`~.liked_as_kind`: "I'm a sucker for rom coms"), as a hobby (:mod:`~.hobbies`: "my hobby is baking"), or as a
show binged (:mod:`~.shows_watched`: "been bingeing Severance"). Each fills ``likes`` (or ends it).

    >>> len(TASTE_RULES) == sum(map(len, (LIKED_BEFORE_RULES, LIKED_ALSO_RULES, LIKED_BARE_RULES,
    ...     LIKED_AS_KIND_RULES, HOBBY_RULES, SHOW_RULES)))
    True
"""

from __future__ import annotations

import re

from hindsight_core.extraction.hobbies import HOBBY_RULES
from hindsight_core.extraction.liked_also import LIKED_ALSO_RULES
from hindsight_core.extraction.liked_as_kind import LIKED_AS_KIND_RULES
from hindsight_core.extraction.liked_bare import LIKED_BARE_RULES
from hindsight_core.extraction.liked_before import LIKED_BEFORE_RULES
from hindsight_core.extraction.shows_watched import SHOW_RULES

#: (pattern, attribute, event type): a taste said otherwise than "I like it".
TASTE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *LIKED_BEFORE_RULES,
    *LIKED_ALSO_RULES,
    *LIKED_BARE_RULES,
    *LIKED_AS_KIND_RULES,
    *HOBBY_RULES,
    *SHOW_RULES,
)

__all__ = ["TASTE_RULES"]
