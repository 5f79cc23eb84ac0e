"""A tool named by its short name in a tool context ("I use PG", "we run on k8s", 我们用PG, 我们的服务跑在k8s上) is the
tool, as its full name is (the short names are :func:`~hindsight_core.lifecycle.values.value_key`'s, which
induction counts them by): "I use PG" fills ``preferred_database`` and a later switch of database supersedes it. A
short name outside a tool context ("see pg 12", "I run on Tuesdays", "the ts file") is no tool."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I use PG.", ("preferred_database", "PG")),
        ("We mostly use pg for everything.", ("preferred_database", "pg")),
        ("We switched to Mongo last year.", ("preferred_database", "Mongo")),
        ("we run on k8s", ("uses", "k8s")),
        ("We're running everything on Kubernetes now", ("uses", "Kubernetes")),
        ("our services are deployed on k8s", ("uses", "k8s")),
        ("I use nvim as my editor", ("preferred_editor", "nvim")),
        ("我们用PG", ("preferred_database", "PG")),
        ("我们的服务都跑在k8s上", ("uses", "k8s")),
    ],
)
def test_a_tool_by_its_short_name_in_a_tool_context_is_the_tool(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "see pg 12 of the manual",
        "honestly I run on coffee",
        "I run on about five hours of sleep",
        "the ts file is broken",
        "I'm going to go now",
        "we run on a tight budget",
    ],
)
def test_a_short_name_outside_a_tool_context_is_no_tool(text: str) -> None:
    assert slots(text) == []


def test_a_short_name_is_superseded_by_a_switch_of_the_tool(hs: Hindsight) -> None:
    tell(hs, "I use PG for my side projects too. I use PG.", "a", 0)
    tell(hs, "We switched to MySQL.", "b", 1)
    records = by_source(hs)
    assert records["a"].attributes["attribute"] == "preferred_database"
    assert records["a"].superseded_by == records["b"].id
