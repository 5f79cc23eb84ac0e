"""docs/backends.md is what a backend author reads: it must name every optional feature a store may declare and
every contract suite module a new protocol method's tests go in."""

from __future__ import annotations

from hindsight_core.stores.capabilities import Capability
from tests.conftest import REPO_ROOT

DOC = (REPO_ROOT / "docs" / "backends.md").read_text(encoding="utf-8")


def test_every_capability_is_documented() -> None:
    missing = [c.name for c in Capability if f"`Capability.{c.name}`" not in DOC]
    assert not missing, f"docs/backends.md does not describe {missing}"


def test_every_contract_suite_module_is_named() -> None:
    folder = REPO_ROOT / "hindsight_core" / "testing" / "contracts"
    suites = sorted(p.name for p in folder.glob("*.py") if p.stem not in ("__init__", "support"))
    missing = [name for name in suites if f"`{name}`" not in DOC]
    assert not missing, f"docs/backends.md does not name the contract modules {missing}"
