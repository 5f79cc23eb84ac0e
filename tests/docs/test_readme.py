"""Every code block of README.md runs (or is checked), as a reader would use it.

Conventions (an HTML comment on the line right above a fenced block, invisible on GitHub):

- no comment: ``python`` blocks are executed, ``bash`` blocks are run with ``bash -euo pipefail`` and ``json``
  blocks are parsed. The blocks of one ``## `` section share one namespace and one fresh working directory,
  in README order (a later block may use what an earlier one defined), so relative paths such as
  ``./.hindsight`` land in a temporary folder. Top-level ``await`` works (the block runs in an event loop).
- ``<!-- docs-test: fakes: langchain -->`` / ``fakes: llamaindex``: the block uses names a reader supplies
  (``model``, ``chat_model``, ``tools``; ``llm``, ``my_tools``): the test binds them to the frameworks' own
  fake models first.
- ``<!-- docs-test: servers -->``: runs against the Neo4j and Chroma servers that ``scripts/services start``
  exports (the addresses and the password in the block are replaced by those; the Chroma collection is a
  fresh one, removed afterwards). Skipped without servers locally, failed without them in CI.
- ``<!-- docs-test: cli-synopsis -->``: a ``text`` block of ``hindsight ...`` lines: every command and every
  ``--flag`` named must exist in the CLI's parser.
- ``<!-- docs-test: expect: TEXT -->``: the block runs and its output must contain TEXT.
- ``<!-- docs-test: skip: REASON -->``: not run (it installs from the network, starts a long-running server or
  needs a third-party client); a reason is required. Every ``pip install`` line in any block must still name
  extras that exist in pyproject.toml.
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import contextlib
import inspect
import itertools
import json
import os
import re
import subprocess
import sys
import tomllib
import types
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO_ROOT, require_server

README = REPO_ROOT / "README.md"
_FENCE = re.compile(r"^```(\w*)\s*$")
_DIRECTIVE = re.compile(r"^<!--\s*docs-test:\s*(.*?)\s*-->\s*$")


@dataclass
class Block:
    section: str
    lang: str
    code: str
    line: int
    directive: str = ""

    @property
    def kind(self) -> str:
        return self.directive.split(":", 1)[0].strip()

    @property
    def argument(self) -> str:
        return self.directive.split(":", 1)[1].strip() if ":" in self.directive else ""


@dataclass
class Section:
    title: str
    blocks: list[Block] = field(default_factory=list)


def parse_readme(text: str) -> list[Section]:
    sections: list[Section] = [Section("(top)")]
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("## "):
            sections.append(Section(line[3:].strip()))
        match = _FENCE.match(line)
        if match:
            directive = ""
            if index and (found := _DIRECTIVE.match(lines[index - 1])):
                directive = found.group(1)
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            code = "\n".join(lines[index + 1 : end]) + "\n"
            sections[-1].blocks.append(Block(sections[-1].title, match.group(1), code, index + 1, directive))
            index = end
        index += 1
    return [s for s in sections if s.blocks]


SECTIONS = parse_readme(README.read_text(encoding="utf-8"))


def test_the_readme_has_blocks_and_every_directive_is_known() -> None:
    blocks = [b for s in SECTIONS for b in s.blocks]
    assert sum(b.lang == "python" for b in blocks) >= 8
    for block in blocks:
        assert block.lang in ("python", "bash", "json", "text"), f"README line {block.line}: untagged block"
        assert block.kind in ("", "skip", "fakes", "servers", "cli-synopsis", "expect"), block.directive
        if block.kind == "skip":
            assert block.argument, f"README line {block.line}: a skipped block must say why"
        if block.lang == "text":
            assert block.kind == "cli-synopsis", f"README line {block.line}: a text block must be checked"


def test_every_pip_install_names_existing_extras() -> None:
    extras = set(
        tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    )
    named = [
        (block.line, extra.strip())
        for section in SECTIONS
        for block in section.blocks
        for group in re.findall(r"pip install[^\n]*?\[([\w,\s-]+)\]", block.code)
        for extra in group.split(",")
    ]
    assert named, "the README shows how to install extras"
    missing = [(line, extra) for line, extra in named if extra not in extras]
    assert not missing, f"extras the README names but pyproject.toml lacks: {missing}"
    assert "all" in extras and "full" in extras
    dev_tools = {"pytest", "mypy", "ruff", "onnx", "nbmake"}
    full = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    user_facing = {dep for name in ("langchain", "llamaindex", "mcp", "notebooks") for dep in full[name]}
    assert not {d for d in user_facing if re.split(r"[<>=\[ ]", d)[0] in dev_tools}


# -- running the blocks -----------------------------------------------------------------------------------


def _langchain_fakes() -> dict[str, Any]:
    from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
    from langchain_core.messages import AIMessage

    class FakeToolModel(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kwargs: Any) -> FakeToolModel:
            return self

    return {
        "model": FakeToolModel(messages=itertools.cycle([AIMessage("Noted.")])),
        "chat_model": FakeListChatModel(responses=["Noted."]),
        "tools": [],
    }


def _llamaindex_fakes() -> dict[str, Any]:
    from llama_index.core.llms.mock import MockFunctionCallingLLM

    return {"llm": MockFunctionCallingLLM(), "my_tools": []}


FAKES = {"langchain": _langchain_fakes, "llamaindex": _llamaindex_fakes}


def _run_python(block: Block, namespace: dict[str, Any]) -> None:
    if block.kind == "fakes":
        for name, value in FAKES[block.argument]().items():
            namespace.setdefault(name, value)
    source = "\n" * (block.line) + block.code  # tracebacks point at README lines
    code = compile(source, str(README), "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    result = eval(code, namespace)  # noqa: S307 - the README's own code
    if inspect.iscoroutine(result):
        asyncio.run(result)


def _run_bash(block: Block, cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["HINDSIGHT_DATA_DIR"] = str(cwd / "data")
    env["TMPDIR"] = str(cwd)  # a block's own `mktemp -d` (a fresh data directory) lands in the test's folder
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", block.code],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, f"README line {block.line} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _check_synopsis(block: Block) -> None:
    from hindsight_core.cli.main import build_parser

    def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        return dict(action.choices)

    top = commands(build_parser())
    for line in block.code.splitlines():
        for part in line.split("#")[0].split(";"):
            words = part.split()
            if not words:
                continue
            assert words[0] == "hindsight", f"README line {block.line}: {part!r}"
            parser = top.get(words[1])
            assert parser is not None, f"`hindsight {words[1]}` does not exist"
            if words[1] == "eval":
                parser = commands(parser)[words[2]]
            known = parser.format_help()
            for flag in re.findall(r"(?<![\w-])--[a-z][a-z-]*", part):
                assert flag in known, f"`hindsight {words[1]}` has no {flag}"
            for flag in re.findall(r"(?<![\w-])-[a-z]\b", part):
                assert flag in known, f"`hindsight {words[1]}` has no {flag}"


def _run_servers(block: Block, namespace: dict[str, Any]) -> None:
    uri = require_server("HINDSIGHT_NEO4J_URI", "Neo4j")
    url = require_server("HINDSIGHT_CHROMA_URL", "Chroma")
    collection = f"readme_{uuid.uuid4().hex[:12]}"
    code = (
        block.code.replace('"bolt://127.0.0.1:7687"', repr(uri))
        .replace('password="..."', f"password={os.environ.get('HINDSIGHT_NEO4J_PASSWORD', '')!r}")
        .replace(
            'ChromaVectorStore.server("http://127.0.0.1:8000", ',
            f"ChromaVectorStore.server({url!r}, collection={collection!r}, ",
        )
    )
    assert code != block.code, "the server block's addresses were not found"
    try:
        _run_python(Block(block.section, block.lang, code, block.line), namespace)
        hs = namespace["hs"]
        user = f"readme-{uuid.uuid4().hex[:8]}"
        hs.remember("The readme user prefers PostgreSQL", user_id=user)
        assert "PostgreSQL" in hs.recall("which database?", user_id=user).hits[0].record.text
        hs.forget(query="PostgreSQL", user_id=user, hard=True)
    finally:
        import chromadb

        host, _, port = url.split("://", 1)[-1].partition(":")
        with contextlib.suppress(Exception):  # the collection may not exist if the block failed early
            chromadb.HttpClient(host=host, port=int(port or 8000)).delete_collection(collection)


def _cleanup(namespace: dict[str, Any]) -> None:
    from hindsight_core import Hindsight

    for value in list(namespace.values()):
        detach = getattr(value, "detach", None)
        if type(value).__name__ == "HindsightInstrumentation" and detach is not None:
            detach()
    for value in list(namespace.values()):
        if isinstance(value, Hindsight):
            value.close()


@pytest.mark.e2e
@pytest.mark.parametrize("section", SECTIONS, ids=[s.title for s in SECTIONS])
def test_readme_section_runs(section: Section, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for var in [v for v in os.environ if v.startswith("HINDSIGHT_") and v.endswith(("_DIR", "_EMBEDDER"))]:
        monkeypatch.delenv(var)
    # A real module, so that a dataclass defined by a block finds its module (as in a reader's script).
    module = types.ModuleType("readme_example")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    namespace: dict[str, Any] = module.__dict__
    ran = 0
    try:
        for block in section.blocks:
            if block.kind == "skip":
                continue
            if block.kind == "cli-synopsis":
                _check_synopsis(block)
            elif block.lang == "json":
                config = json.loads(block.code)
                for server in config["mcpServers"].values():
                    assert (Path(sys.executable).parent / server["command"]).exists()
            elif block.lang == "bash":
                out = _run_bash(block, tmp_path)
                if block.kind == "expect":
                    assert block.argument in out, (
                        f"README line {block.line}: {block.argument!r} not in {out!r}"
                    )
            elif block.kind == "servers":
                _run_servers(block, namespace)
            else:
                _run_python(block, namespace)
            ran += 1
    finally:
        _cleanup(namespace)
    if not ran:
        pytest.skip(f"every block of {section.title!r} is marked skip (with its reason)")
