"""A weekday said bare of what comes back each week ("Trash day is Tuesday", "Piano lessons are on Saturday mornings",
"I have choir on Wednesday nights", "Therapy is Thursday at 4 every week") is on the agenda of every such day; a day
said of one week ("my dentist is on Thursday", "I had a weekly meeting on Monday") is that day's only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight_core import Hindsight

#: Monday 7 December 2026, 08:00 UTC.
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)


def _agenda(hs: Hindsight, question: str) -> list[str]:
    hits = hs.recall(question, user_id="u", k=5, now=NOW, reinforce=False).hits
    return [h.record.text.split(": ", 1)[-1] for h in hits if "agenda" in h.paths]


def test_a_bare_weekday_said_of_every_week_is_every_such_day(real: Hindsight) -> None:
    """Two months on, "trash day is Tuesday" (dated the one Tuesday after it was said) and "piano lessons are on
    Saturday mornings" (dated none, and read as no weekly day either) were on no later Tuesday's or Saturday's
    agenda."""
    said = [
        "Trash day is Tuesday, bins go out the night before.",
        "Piano lessons are on Saturday mornings.",
        "I have choir on Wednesday nights.",
        "Therapy is Thursday at 4 every week.",
        "my dentist is on Thursday, dreading it",
        "I had a weekly meeting on Monday, so boring",
    ]
    real.retain(
        [{"role": "user", "content": t, "id": f"m{n}"} for n, t in enumerate(said)],
        user_id="u",
        session_id="s",
        occurred_at=NOW - timedelta(days=60),
    )
    assert _agenda(real, "What's on Tuesday?") == ["Trash day is Tuesday, bins go out the night before."]
    assert _agenda(real, "What's on Saturday?") == ["Piano lessons are on Saturday mornings."]
    assert _agenda(real, "What do I have on Wednesday?") == ["I have choir on Wednesday nights."]
    assert _agenda(real, "What do I have on Thursday?") == ["Therapy is Thursday at 4 every week."]
    assert _agenda(real, "What's on today?") == []


def test_weekdays_written_with_slashes_are_every_such_day(real: Hindsight) -> None:
    """ "I run Mon/Wed/Fri mornings" named no day and no weekly one, "gym Tue/Thu at 6am" the one Thursday after it
    was said: a later Wednesday's or Thursday's agenda had neither."""
    real.retain(
        [
            {"role": "user", "content": "I run Mon/Wed/Fri mornings, about 5k", "id": "m0"},
            {"role": "user", "content": "gym Tue/Thu at 6am with Sam", "id": "m1"},
            {"role": "user", "content": "I love jazz, went to a concert.", "id": "m2"},
        ],
        user_id="u",
        session_id="s",
        occurred_at=NOW - timedelta(days=60),
    )
    assert _agenda(real, "What's on Wednesday?") == ["I run Mon/Wed/Fri mornings, about 5k"]
    assert _agenda(real, "What do I have on Thursday?") == ["gym Tue/Thu at 6am with Sam"]
    assert _agenda(real, "What's on Saturday?") == []
