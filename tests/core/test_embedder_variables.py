"""The embedder variables are read the same way by the CLI and the MCP server (``HindsightSettings``) and by
an adapter opening its own engine (``embedder_from_environment``): one spelling set, one embedder chosen."""

from __future__ import annotations

import pytest

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.settings import HindsightSettings, embedder_from_environment, hindsight_variables


@pytest.mark.parametrize("name", ["HINDSIGHT_EMBEDDER", "hindsight_embedder", "Hindsight_Embedder"])
def test_an_adapter_reads_the_embedder_variable_in_any_case_as_the_cli_does(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``hindsight_embedder=hash`` chose the hash embedder for the CLI and the MCP server (pydantic-settings reads
    names in any case) and none for an adapter (it read the upper-case name only): a store the CLI built was then
    opened with the bundled model, an embedding mismatch."""
    for other in ("HINDSIGHT_EMBEDDER", "HINDSIGHT_EMBEDDING_MODEL", "HINDSIGHT_EMBEDDING_DIMENSION"):
        monkeypatch.delenv(other, raising=False)
    monkeypatch.setenv(name, "hash")
    assert HindsightSettings().embedder == "hash"
    assert isinstance(embedder_from_environment(), HashEmbedder)
    assert isinstance(embedder_from_environment({name: "hash"}), HashEmbedder)


def test_a_bad_value_in_lower_case_is_named_as_the_setting() -> None:
    from hindsight_core.errors import ConfigError

    with pytest.raises(ConfigError, match="invalid setting HINDSIGHT_EMBEDDING_DIMENSION"):
        embedder_from_environment({"hindsight_embedder": "hash", "hindsight_embedding_dimension": "zero"})


def test_the_variables_are_keyed_in_upper_case_and_others_left_out() -> None:
    given = {
        "hindsight_data_dir": "/srv/mem",
        "HINDSIGHT_EMBEDDER": "hash",
        "PATH": "/bin",
        "HINDSIGHTX": "1",
    }
    assert hindsight_variables(given) == {"HINDSIGHT_DATA_DIR": "/srv/mem", "HINDSIGHT_EMBEDDER": "hash"}
