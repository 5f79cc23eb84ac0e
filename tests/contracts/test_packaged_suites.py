"""The packaged contract suites, run the way a third-party backend runs them: a test module of its own that
subclasses a suite and gives it one fixture, in a project with pytest-asyncio's default (strict) mode."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

_LOOP = ("-o", "asyncio_default_fixture_loop_scope=function")

OWN_TESTS = '''
import pytest

from hindsight_core.models import ALL_STATUSES, RecordFilter
from hindsight_core.stores import InMemoryGraphStore, InMemoryVectorStore
from hindsight_core.testing.contracts import GraphStoreContract, VectorStoreContract


class SloppyGraphStore(InMemoryGraphStore):
    """A backend with a bug: its keyword search ignores every filter field but the user."""

    async def keyword_search(self, query, flt, k):
        return await super().keyword_search(query, RecordFilter(user_id=flt.user_id, statuses=ALL_STATUSES), k)


class TestMyGraphStore(GraphStoreContract):
    @pytest.fixture
    def graph_store_factory(self):
        return InMemoryGraphStore


class TestMyVectorStore(VectorStoreContract):
    @pytest.fixture
    def vector_store_factory(self):
        return InMemoryVectorStore


class TestSloppyGraphStore(GraphStoreContract):
    @pytest.fixture
    def graph_store_factory(self):
        return SloppyGraphStore
'''


def test_a_backend_runs_the_suites_with_one_fixture_and_a_bug_is_caught(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_my_backend=OWN_TESTS)

    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-o", "asyncio_mode=strict", "-q", *_LOOP)

    reports = [r for r in result.reprec.getreports("pytest_runtest_logreport") if r.when == "call"]
    assert result.parseoutcomes().get("errors", 0) == 0, result.stdout.str()
    failed = {r.nodeid.split("::", 1)[1] for r in reports if r.failed}
    ran = {r.nodeid.split("::")[1] for r in reports}
    assert ran == {"TestMyGraphStore", "TestMyVectorStore", "TestSloppyGraphStore"}
    assert len(reports) > 90, "every contract test ran"
    assert "TestSloppyGraphStore::test_keyword_search_filters_and_empty_queries" in failed
    assert all(name.startswith("TestSloppyGraphStore::") for name in failed), failed
