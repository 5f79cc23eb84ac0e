"""An export imported again after the store moved on (a migration's import run a second time once the app wrote to
the new store, a backup restored over a live store) never takes a record back to its older state: a value the
store has since seen changed stays superseded, a statement said again since keeps its occurrences and sessions."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell


def test_an_older_export_imported_again_never_undoes_a_change_or_a_restatement(
    real: Hindsight, tmp_path: Path
) -> None:
    tell(real, "I live in Berlin.", "a", 0)
    tell(real, "My dog is called Rex.", "b", 1)
    tell(real, "I drink oolong tea.", "c", 2)
    old = tmp_path / "old.jsonl"
    real.export_jsonl(old, user_id="u")
    tell(real, "I moved to Munich.", "d", 7)
    tell(real, "My dog is called Rex.", "e", 8)
    now = {r.id: r for r in real.list_records(user_id="u", statuses=ALL_STATUSES)}
    records = by_source(real)
    assert records["a"].superseded_by == records["d"].id and records["b"].occurrences == 2

    real.import_jsonl(old)

    # before: Berlin current again beside Munich (two homes), Rex said once and not found from session "e"
    assert {r.id: r for r in real.list_records(user_id="u", statuses=ALL_STATUSES)} == now
    homes = [h.record.text for h in real.recall("where do I live?", user_id="u", reinforce=False).hits]
    assert homes[0] == "The user said: I moved to Munich."
    assert [r.id for r in real.list_records(user_id="u", session_id="e")] == [records["b"].id]
    # what the store lacks, or holds in the same state, is imported as before (twice changes nothing)
    real.forget(records["c"].id, user_id="u", hard=False)
    assert real.get_record(records["c"].id).status == "forgotten"  # a forget is never undone either
    assert real.import_jsonl(old) == 1
    assert real.get_record(records["c"].id).status == "forgotten"
