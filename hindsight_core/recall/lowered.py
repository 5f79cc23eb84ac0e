"""The records a recall's pool holds that answer another question than the one asked, lowered before the lifts place
the best: what someone else has or does ("my partner Luis pays half the rent" for "how much is my rent?"), what another
person was bought or told ("... a gift for my wife" for "gift ideas for my mom?"), the user's own slot for a question
about one of their people (我住在广州 for 孙子现在住在哪里), another speaker's turn, a request for
help that states nothing, a routine said most days for "what did I do last March?", what was only wished for
("Which countries have I visited?": not "I wish I'd been to Japan"), a trip taken for one ahead and the reverse, and a
taste opposite to the one asked ("What music do I like?": not "I can't stand country"), and, asked of a time gone
("where did I live in 2020?", 2020年我住在哪), what tells only of days after it ("2021年我搬到了丹佛", said after it). Run by
:class:`~hindsight_core.recall.paths.RecallPaths` on the fused, rescored scores (``final``, changed in place)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from hindsight_core.config import RecallConfig
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.recall import experienced, fusion, liking
from hindsight_core.recall.asked_person import asked_person, names_another, names_person
from hindsight_core.recall.health_asked import lower_others_health, medicines_first
from hindsight_core.recall.help_requests import asks_for_a_fact, only_asks_for_help
from hindsight_core.recall.own_turns import lower_others_turns
from hindsight_core.recall.query import TimeRange, asks_a_time_gone, in_ranges, of_later_days
from hindsight_core.recall.routine import asks_what_happened, lower_routine, then_first
from hindsight_core.recall.subject import about_someone_else, asks_about_self, said_of_the_user
from hindsight_core.recall.trips_ahead import lower_trips_ahead, lower_trips_taken

#: How much lower a record telling only of days after the time gone a question asks of ranks (its score times one minus
#: this)
LATER_PENALTY = 0.75
#: How near a record naming the person a question asks about must score to a record of the user's own slot to rank
#: above it (a share of the own record's score)
NEAR_SHARE = 0.5


def lower_off_answers(
    final: dict[str, float],
    visible: Mapping[str, MemoryRecord],
    query: str,
    cfg: RecallConfig,
    ranges: Sequence[TimeRange],
    now: datetime,
) -> None:
    """Lower the records of ``final`` (scores, in place; ``visible`` their records) that answer another question than
    ``query`` (``ranges``: the time ranges it names; ``now``: when it is asked)."""
    if cfg.other_subject_penalty and asks_about_self(query):
        # "how much is my rent?": "my partner Luis pays half the rent" is the partner's (not what another said of
        # the user: "my doctor says I should avoid gluten")
        theirs = [r for r in final if about_someone_else(t := visible[r].text) and not said_of_the_user(t)]
        fusion.lower(final, theirs, cfg.other_subject_penalty)
        # "what meds am I on?": not "my dad is on metformin", whatever words it shares with the question
        lower_others_health(final, visible, query)
    if cfg.other_person_penalty and (person := asked_person(query)) is not None:
        # "any gift ideas for my mom?": not "I need a birthday gift for my wife, she loves perfume"
        another = [r for r in final if names_another(visible[r].text, person)]
        fusion.lower(final, another, cfg.other_person_penalty)
        # "孙子现在住在哪里", "where does my son live?": not the user's own home, which shares the question's words of
        # the slot and names no one: it goes below the records naming the one asked about that scored near it (it
        # had ranked above 我孙子在深圳工作)
        naming = [final[r] for r in final if names_person(visible[r].text, person)]
        for rid in [r for r in final if _own_slot(visible[r]) and not names_person(visible[r].text, person)]:
            near = [score for score in naming if score >= final[rid] * NEAR_SHARE]
            if near:
                final[rid] = min(final[rid], min(near) * (1.0 - 1e-6))
    medicines_first(final, visible, query)  # 我吃什么药: not 我吃素, which shares 吃 with it
    lower_others_turns(final, visible, query)  # "what's my diet?": not "Anna said: I'm vegan btw"
    if cfg.request_penalty and asks_for_a_fact(query):
        # "What do I use to track my budget?": "hi, can u recommend a budgeting method" states nothing
        fusion.lower(final, [r for r in final if only_asks_for_help(visible[r].text)], cfg.request_penalty)
    if ranges and asks_what_happened(query):
        # "What did I do last March?": the sprained ankle above "finally some sun today", said most days
        lower_routine(final, visible)
        then_first(final, visible, ranges)
    experienced.lower_not_done(final, visible, query)  # "Which countries have I visited?": not "I wish"
    # "where am I going next?": not "we went to Lisbon last October"; 我上次出差去的哪: not 下个月去成都出差
    lower_trips_taken(final, visible, query)
    lower_trips_ahead(final, visible, query, now)
    liking.lower_opposite(final, visible, query)  # "What music do I like?": not "I can't stand country"
    if ranges and asks_a_time_gone(query, ranges, now):
        # "where did I live in 2020?": "I moved to Denver in 2021" tells of a time after it, which the home's slot
        # words (lives, home, city) had put first for 2020年我住在哪 above "我2018年到2021年住在波士顿"
        later = [r for r in final if of_later_days(visible[r], ranges) and not in_ranges(visible[r], ranges)]
        fusion.lower(final, later, LATER_PENALTY)


def _own_slot(record: MemoryRecord) -> bool:
    """Whether ``record`` holds a slot of the user's own ("I live in Leeds", 我住在广州)."""
    held = slot(record)
    return held is not None and held[0] == "user"


__all__ = ["LATER_PENALTY", "lower_off_answers"]
