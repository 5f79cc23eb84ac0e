"""A configuration changed on a store already in use: another embedding model (``hindsight reindex``), an
OpenAI-compatible embedding endpoint, the ``HINDSIGHT_*`` variables as the README documents them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.cli.main import main
from hindsight_core.testing import FakeOpenAIServer
from hindsight_core.testing.fake_openai import FakeError, hash_embedding

from .llm_switch_helpers import llm_fact, rules_then_llm, slot_attributes

CHATS = [
    "I live in Lyon and I work as a nurse.",
    "My favourite drink is green tea.",
    "I moved to Berlin last month.",
]


@pytest.fixture
def minilm_store(env: Path, minilm, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A store built with the bundled MiniLM (the default embedder), holding a move that superseded a city."""
    with Hindsight(env, embedder=minilm) as hs:
        for text in CHATS:
            hs.retain([{"role": "user", "content": text}], user_id="u1")
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "minilm")
    return env


def _openai_embedder_env(monkeypatch: pytest.MonkeyPatch, base_url: str) -> None:
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "openai")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_MODEL", "fake-embed")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_DIMENSION", "16")
    monkeypatch.setenv("OPENAI_BASE_URL", base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")


def _recalled(capsys: pytest.CaptureFixture[str], query: str) -> str:
    capsys.readouterr()
    assert main(["recall", query, "--user-id", "u1"]) == 0
    return capsys.readouterr().out


def test_a_reindex_whose_embedder_fails_leaves_the_index_as_it_was(
    minilm_store: Path, server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """``hindsight reindex`` dropped the index before the new embedder had embedded anything: with a refused
    key (or an endpoint down) it failed after that, the store was left stamped with a model that never
    embedded a record, and the original embedder was refused too ("run `hindsight reindex`")."""
    _openai_embedder_env(monkeypatch, server.base_url)
    server.add_embeddings(FakeError(401, message="invalid api key"))
    assert main(["reindex"]) == 2
    assert "API key was refused" in capsys.readouterr().err

    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "minilm")  # back to the model the index holds
    for var in ("HINDSIGHT_EMBEDDING_MODEL", "HINDSIGHT_EMBEDDING_DIMENSION"):
        monkeypatch.delenv(var)
    assert "Berlin" in _recalled(capsys, "where do I live now")

    # Failing part-way (the first batch embedded, the next one refused), the error says how to finish.
    _openai_embedder_env(monkeypatch, server.base_url)
    server.add_embeddings(
        lambda body: [hash_embedding(t, 16) for t in body["input"]], FakeError(401, message="invalid api key")
    )
    assert main(["reindex"]) == 2
    err = capsys.readouterr().err
    assert "API key was refused" in err and "run `hindsight reindex` again" in err
    assert main(["reindex"]) == 0  # the key works again: finished
    assert "Berlin" in _recalled(capsys, "where do I live now")


def test_an_openai_compatible_embedder_takes_the_documented_endpoint_variables_without_an_llm(
    minilm_store: Path, server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """The README names HINDSIGHT_LLM_BASE_URL / HINDSIGHT_LLM_API_KEY as the ``openai`` embedder's endpoint
    and key, but with no LLM configured (rule extraction) every command refused the base URL ("set
    HINDSIGHT_LLM_PROVIDER=openai or unset them"): an embedding-only endpoint could not be configured so."""
    capsys.readouterr()
    assert main(["stats"]) == 0
    before = capsys.readouterr().out
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "openai")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_MODEL", "fake-embed")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_DIMENSION", "16")
    monkeypatch.setenv("HINDSIGHT_LLM_BASE_URL", server.base_url)
    monkeypatch.setenv("HINDSIGHT_LLM_API_KEY", "test-key")
    for var in ("OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)

    assert main(["recall", "where do I live", "--user-id", "u1"]) == 2  # the index holds MiniLM vectors
    assert "hindsight reindex" in capsys.readouterr().err
    assert main(["reindex"]) == 0
    assert server.embedding_requests and all(
        r.headers["authorization"] == "Bearer test-key" for r in server.embedding_requests
    )
    out = _recalled(capsys, "where do I live now")
    assert "Berlin" in out and "superseded" in out and "Lyon" in out  # the move and the city it replaced
    assert main(["stats"]) == 0
    after = capsys.readouterr().out
    assert '"embedder": "fake-embed"' in after
    for count in ('"records_total": ', '"vectors_total": ', '"traces": '):
        assert before.split(count)[1].split(",")[0] == after.split(count)[1].split(",")[0], count

    # The LLM's own settings still need the provider: a model without it is a mistake worth naming, and so is a
    # prompt budget (it was ignored without a word: no LLM reads it)
    monkeypatch.setenv("HINDSIGHT_LLM_MAX_PROMPT_TOKENS", "8000")
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert "HINDSIGHT_LLM_MAX_PROMPT_TOKENS is set but HINDSIGHT_LLM_PROVIDER is not" in err, err
    monkeypatch.delenv("HINDSIGHT_LLM_MAX_PROMPT_TOKENS")
    monkeypatch.setenv("HINDSIGHT_LLM_MODEL", "gpt-4o-mini")
    assert main(["stats"]) == 2
    assert "HINDSIGHT_LLM_PROVIDER" in capsys.readouterr().err


def test_a_misspelt_hindsight_variable_is_named_with_the_one_it_may_mean(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A misspelt variable was ignored without a word: HINDSIGHT_DATADIR=/my/store wrote to the per-user
    default folder instead, HINDSIGHT_EMBEDER=hash ran the default model."""
    monkeypatch.setenv("HINDSIGHT_DATADIR", str(env.parent / "meant"))
    monkeypatch.setenv("hindsight_llm_key", "sk-test")  # variables are read whatever their case
    monkeypatch.setenv("HINDSIGHT_LIMITS_MAX_K", "5")
    monkeypatch.setenv("HINDSIGHT_SHARED_DIR", "/elsewhere")  # not hindsight's, nothing like one of its own
    assert main(["stats"]) == 0
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert warnings == [
        "warning: HINDSIGHT_DATADIR is not a hindsight setting (ignored): did you mean HINDSIGHT_DATA_DIR?",
        "warning: HINDSIGHT_LIMITS_MAX_K is not a hindsight setting (ignored): did you mean "
        "HINDSIGHT_LIMITS__MAX_K?",
        "warning: HINDSIGHT_LLM_KEY is not a hindsight setting (ignored): did you mean HINDSIGHT_LLM_API_KEY?",
    ]

    for var in ("HINDSIGHT_DATADIR", "hindsight_llm_key", "HINDSIGHT_LIMITS_MAX_K"):
        monkeypatch.delenv(var)
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_K", "5")
    monkeypatch.setenv("hindsight_lifecycle__half_life_days", "60")
    assert main(["stats"]) == 0
    assert "warning" not in capsys.readouterr().err


@pytest.mark.parametrize("subject", ["the user", "User", "用户", "me"])
def test_an_llm_extractor_switched_on_supersedes_what_the_rules_stored_and_back(
    tmp_path: Path, minilm, server: FakeOpenAIServer, subject: str
) -> None:
    """The rules give the user's own slots the subject "user" (or the speaker's name); an LLM writes "the user",
    "User" or 用户: after switching a store from rules to an LLM, "I moved to Berlin" left "I live in Lyon"
    current beside it (two homes recalled as now), and switching back the same again."""
    from hindsight_core.llm import OpenAIStructuredLLM

    moved = "I moved to Berlin."
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain([{"role": "user", "content": "I live in Lyon."}], user_id="u1")
    server.add_chat(
        json.dumps(
            {"facts": [llm_fact("The user lives in Berlin.", slot_attributes(subject, "lives_in", "Berlin"))]}
        )
    )
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
    with Hindsight(tmp_path, embedder=minilm, llm=llm) as hs:
        hs.retain([{"role": "user", "content": moved}], user_id="u1")
        records = {r.text: r for r in hs.list_records(user_id="u1")}
        assert (
            records["The user said: I live in Lyon."].superseded_by == records["The user lives in Berlin."].id
        )
    with Hindsight(tmp_path, embedder=minilm) as hs:  # back to the rules
        hs.retain([{"role": "user", "content": "I live in Paris now."}], user_id="u1")
        records = {r.text: r for r in hs.list_records(user_id="u1")}
        assert (
            records["The user lives in Berlin."].superseded_by
            == records["The user said: I live in Paris now."].id
        )
        assert len(records) == 3  # every value kept for history
        assert hs.recall("where do I live", user_id="u1").hits[0].record.text.endswith("Paris now.")


def test_an_llm_names_the_rules_slots_in_its_own_words_and_still_supersedes_them(
    tmp_path: Path, minilm, server: FakeOpenAIServer
) -> None:
    """The rules name a home lives_in, an employer works_at, a number phone (手机号 too); a model asked for
    "subject, attribute and value" writes city_of_residence, phone_number, 手机号码: after switching a store from
    the rules to an LLM, none of the new values superseded the old one, and the model was never told the names
    the store already uses."""

    said = {
        "u1": ["I live in Lyon.", "I work at Initech.", "My phone number is 555-0101."],
        "u2": ["我的手机号是13800000000。"],
    }
    new = {
        "u1": {
            "The user lives in Berlin.": ("city_of_residence", "Berlin"),
            "The user works at Globex.": ("Employer", "Globex"),
            "The user's phone number is 555-0199.": ("phone_number", "555-0199"),
        },
        "u2": {"用户的手机号是13900000000。": ("手机号码", "13900000000")},
    }
    rules_then_llm(tmp_path, minilm, server, said, new, subject="user")
    prompt = json.dumps(server.chat_requests[0].body["messages"], ensure_ascii=False)
    assert all(name in prompt for name in ('\\"user\\"', "lives_in", "works_at", "phone"))


def test_an_openai_compatible_embedding_endpoint_needs_no_key_and_never_gets_the_openai_one(
    minilm_store: Path, server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """The LLM sends a placeholder to an endpoint named by its base URL (local servers want none, and an OpenAI key
    is never sent to a server it was not set up for); the embedder did neither: with no key set it failed
    ("Missing credentials"), and with OPENAI_API_KEY set it sent that key to the local server."""
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "openai")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_MODEL", "nomic-embed-text")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_DIMENSION", "16")
    monkeypatch.setenv("HINDSIGHT_LLM_BASE_URL", server.base_url)
    for var in ("HINDSIGHT_LLM_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)
    assert main(["reindex"]) == 0, capsys.readouterr().err
    monkeypatch.setenv("OPENAI_API_KEY", "sk-the-users-openai-key")
    assert "Berlin" in _recalled(capsys, "where do I live now")
    sent = {r.headers.get("authorization") for r in server.embedding_requests}
    assert sent and not any("sk-the-users-openai-key" in (h or "") for h in sent), sent


@pytest.mark.parametrize("size", ["0", "-5"])
def test_an_embedding_dimension_below_one_is_refused_naming_the_setting(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys, size: str
) -> None:
    """HINDSIGHT_EMBEDDING_DIMENSION=-5 was taken: the store then said it was "configured with foo (-5 dimensions)"
    and to run `hindsight reindex`; 0 said hindsight did not know the model's size, as if none was given."""
    from hindsight_core.embeddings import OpenAIEmbedder
    from hindsight_core.errors import ConfigError

    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "openai")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_MODEL", "foo")
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_DIMENSION", size)
    monkeypatch.setenv("HINDSIGHT_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert "invalid setting HINDSIGHT_EMBEDDING_DIMENSION" in err and "greater than or equal to 1" in err, err
    with pytest.raises(ConfigError, match="dimension must be at least 1"):
        OpenAIEmbedder("foo", dimension=int(size), base_url="http://127.0.0.1:9/v1")


@pytest.mark.parametrize("embedder", ["minilm", "hash", "sentence-transformers"])
def test_an_embedding_setting_the_embedder_does_not_read_is_refused(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys, embedder: str
) -> None:
    """HINDSIGHT_EMBEDDING_MODEL=text-embedding-3-small without HINDSIGHT_EMBEDDER=openai ran the bundled model
    without a word (the store kept being built with it), as HINDSIGHT_EMBEDDING_DIMENSION did with any embedder
    but openai; the LLM's own settings without a provider were refused all along."""
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", embedder)
    variable, value = (
        ("HINDSIGHT_EMBEDDING_DIMENSION", "1536")
        if embedder == "sentence-transformers"
        else ("HINDSIGHT_EMBEDDING_MODEL", "text-embedding-3-small")
    )
    monkeypatch.setenv("HINDSIGHT_EMBEDDING_MODEL", "all-mpnet-base-v2")
    monkeypatch.setenv(variable, value)
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert f"{variable} is set but HINDSIGHT_EMBEDDER={embedder}" in err and "unset it" in err, err
    assert not env.exists()  # nothing opened


def test_another_model_in_python_is_told_how_to_rebuild_from_python(minilm_store: Path) -> None:
    """The refusal named only `hindsight reindex`, which builds the embedders of HINDSIGHT_EMBEDDER alone: an
    application with an embedder of its own was not told of ``hindsight_core.maintenance.reindex``; the route it
    names rebuilds the index, and every memory is recalled with the new model."""
    import asyncio

    from hindsight_core import AsyncHindsight
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.errors import EmbeddingMismatchError
    from hindsight_core.maintenance import reindex

    with pytest.raises(EmbeddingMismatchError, match=r"hindsight_core\.maintenance\.reindex"):
        Hindsight(minilm_store, embedder=HashEmbedder())

    async def rebuild() -> int:
        engine = AsyncHindsight(minilm_store, embedder=HashEmbedder())
        try:
            return await reindex(engine)
        finally:
            await engine.aclose()

    assert asyncio.run(rebuild()) == 4  # "I live in Lyon and I work as a nurse." is two records
    with Hindsight(minilm_store, embedder=HashEmbedder()) as hs:
        assert "Berlin" in hs.recall("where do I live now", user_id="u1").hits[0].record.text


def test_the_cli_on_its_default_folder_names_the_store_python_made_in_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """``Hindsight()`` keeps memories in ./.hindsight, the CLI in a per-user folder: memories an application stored
    with the defaults were "(nothing recalled)" by `hindsight recall` run beside them, with a note on the empty
    per-user folder and a warning on the user, never a word of the store in the working directory."""
    from hindsight_core.embeddings import HashEmbedder

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    for var in (
        "HINDSIGHT_DATA_DIR",
        "HINDSIGHT_NEO4J_URI",
        "HINDSIGHT_CHROMA_URL",
        "HINDSIGHT_LLM_PROVIDER",
    ):
        monkeypatch.delenv(var, raising=False)
    with Hindsight(embedder=HashEmbedder()) as hs:
        hs.remember("I live in Lyon", user_id="u9")
    assert main(["recall", "Lyon", "--user-id", "u9"]) == 0
    err = capsys.readouterr().err
    assert f"{tmp_path / '.hindsight'}" in err and "--data-dir" in err, err
    assert main(["recall", "Lyon", "--user-id", "u9", "--data-dir", ".hindsight"]) == 0
    out, err = capsys.readouterr()
    assert "I live in Lyon" in out and ".hindsight" not in err


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("HINDSIGHT_LIFECYCLE__UNFADING_EVENT_TYPES", "fact"),
        ("HINDSIGHT_LIFECYCLE__TTL_DAYS", "plan=14"),
        ("HINDSIGHT_LIMITS", "max_k=5"),
    ],
)
def test_a_setting_that_is_not_json_is_named_by_its_variable(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys, variable: str, value: str
) -> None:
    """A list or dict setting not written as JSON said only 'error parsing value for field "lifecycle" from source
    "EnvSettingsSource"': neither the variable at fault nor its value."""
    monkeypatch.setenv("HINDSIGHT_LIFECYCLE__HALF_LIFE_DAYS", "60")  # a right one beside it is not named
    monkeypatch.setenv(variable, value)
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert f"invalid setting {variable}: {value!r} is not JSON" in err, err
    assert "EnvSettingsSource" not in err and "HALF_LIFE_DAYS" not in err


def test_a_prompt_budget_too_small_is_named_by_the_setting_the_user_gave(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """HINDSIGHT_LLM_MAX_PROMPT_TOKENS=100 (or ReflectionConfig(llm_max_prompt_tokens=100)) was refused as
    "max_prompt_tokens=100 leaves no room", the argument of a class the user never called."""
    from hindsight_core import HindsightConfig, ReflectionConfig
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.errors import ConfigError
    from hindsight_core.llm import OpenAIStructuredLLM

    monkeypatch.setenv("HINDSIGHT_LLM_PROVIDER", "openai")
    monkeypatch.setenv("HINDSIGHT_LLM_MODEL", "qwen2.5:7b")
    monkeypatch.setenv("HINDSIGHT_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("HINDSIGHT_LLM_MAX_PROMPT_TOKENS", "100")
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert "HINDSIGHT_LLM_MAX_PROMPT_TOKENS" in err and "give at least" in err, err
    llm = OpenAIStructuredLLM("qwen2.5:7b", base_url="http://127.0.0.1:9/v1")
    config = HindsightConfig(reflection=ReflectionConfig(llm_max_prompt_tokens=100))
    with pytest.raises(ConfigError, match=r"ReflectionConfig\.llm_max_prompt_tokens"):
        Hindsight(tmp_path / "lib", embedder=HashEmbedder(), llm=llm, config=config)


def test_a_data_dir_that_is_a_file_is_refused_naming_it(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A data_dir naming a file opened without a word in Python (the vector store was left unopened, as a damaged
    one is) and every call then failed on "cannot create the Chroma directory .../chroma: Not a directory"; the
    CLI said the same, naming neither the setting nor the fix. The file is left as it was."""
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.errors import UserError

    a_file = tmp_path / "notes.txt"
    a_file.write_text("my notes", encoding="utf-8")
    with pytest.raises(UserError, match=r"data_dir .*notes\.txt is a file, not a folder"):
        Hindsight(a_file, embedder=HashEmbedder())
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", str(a_file))
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert "is a file, not a folder" in err and "HINDSIGHT_DATA_DIR" in err, err
    assert a_file.read_text(encoding="utf-8") == "my notes"
