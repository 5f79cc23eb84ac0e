"""What to tell a user whose data directory holds memories for another mode than the configured one: used with the
embedded defaults, then pointed at Neo4j + Chroma server (its memories stay in ``graph.db``, which server mode
never reads), or used with servers, then without (what was stored then is on the server). ``hindsight doctor``
shows it as a warning, and a command that found no memory of a user says it after its warning."""

from __future__ import annotations

from pathlib import Path

from hindsight_core.stores.neo4j_liveness import WRITERS_FOLDER
from hindsight_core.stores.other_mode import EMBEDDED_GRAPH, embedded_records_unread, neo4j_used_before
from hindsight_core.stores.protocols import GraphStore

_SERVERS = "HINDSIGHT_NEO4J_URI and HINDSIGHT_CHROMA_URL"


def other_mode(data_dir: Path, graph: GraphStore, user_id: str | None = None) -> tuple[str, str] | None:
    """What ``data_dir`` holds for another mode than ``graph``'s (of ``user_id``, or of every user) and what to
    do about it, or ``None`` when it holds nothing of the kind."""
    flag = f" --user-id {user_id}" if user_id is not None else ""
    unread = embedded_records_unread(data_dir, graph, user_id)
    if unread:
        whose = f" of user {user_id!r}" if user_id is not None else ""
        return (
            f"the data directory's embedded store ({data_dir / EMBEDDED_GRAPH}) holds {unread} memories{whose}, "
            "which the configured stores never read",
            f"move them: run `hindsight export FILE{flag}` with {_SERVERS} unset, then `hindsight import FILE` "
            f"with them set; once moved, rename {EMBEDDED_GRAPH} and chroma/ aside",
        )
    if neo4j_used_before(data_dir, graph):
        return (
            f"the data directory was used with a Neo4j server (it holds {WRITERS_FOLDER}/): what was stored then is "
            "on that server, not in this embedded store",
            f"set {_SERVERS} again to use it, or move it here: `hindsight export FILE{flag}` with them set, then "
            f"`hindsight import FILE` without; once moved, delete {data_dir / WRITERS_FOLDER}",
        )
    return None


def other_mode_hint(data_dir: Path, graph: GraphStore, user_id: str | None) -> str:
    """:func:`other_mode` as the end of a CLI warning (``""`` when there is nothing to say)."""
    found = other_mode(data_dir, graph, user_id)
    return f"; {found[0]}: {found[1]}" if found else ""


__all__ = ["other_mode", "other_mode_hint"]
