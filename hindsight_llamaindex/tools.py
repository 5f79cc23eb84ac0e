"""``HindsightToolSpec``: the shared memory tools (store / recall / forget) as LlamaIndex ``FunctionTool``s."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llama_index.core.tools import FunctionTool, ToolMetadata, ToolOutput
from llama_index.core.tools.tool_spec.base import BaseToolSpec
from llama_index.core.workflow import Context

from hindsight_core import Hindsight
from hindsight_core.capture import adapter_k, check_scope_ids, checked_keywords, resolve_scope
from hindsight_core.capture.tool_schemas import DEFAULT_K, ToolResult
from hindsight_core.capture.tools import MEMORY_TOOLS, MemoryTool, parse_args
from hindsight_core.errors import HindsightError, UserError
from hindsight_core.models import Scope
from hindsight_llamaindex._engines import resolve_engine
from hindsight_llamaindex._spans import run_memory_ids

_OWNER = "HindsightToolSpec"
_HOW = "set it in the workflow Context before the run: await ctx.store.set('user_id', ...)"


@dataclass(frozen=True)
class _Failure:
    """A call that failed with a message for the model (a ``HindsightError``)."""

    message: str


class HindsightToolSpec(BaseToolSpec):
    """Memory tools an agent can call on its own: ``store_memory``, ``recall_memory``, ``forget_memory``.

    The same tools (names, descriptions, arguments, results) as the MCP server and the LangChain adapter.
    With ``user_id=`` every tool works inside that user's scope. Without it the tools take the scope of each
    run from the workflow ``Context`` (``await ctx.store.set("user_id", ...)``, likewise ``session_id`` and
    ``agent_id``), so one agent serves many users; the model never picks whose memory it reads. A failed
    call (an empty text, neither ``record_id`` nor ``query``, another user's ``record_id``) comes back as an
    error ``ToolOutput`` whose content says what to do.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> spec = HindsightToolSpec(engine=hs, user_id="alice")
        >>> tools = spec.to_tool_list()  # FunctionAgent(tools=[*your_tools, *tools], llm=llm)
        >>> [t.metadata.name for t in tools]
        ['store_memory', 'recall_memory', 'forget_memory']
        >>> tools[0].call(text="Alice prefers PostgreSQL").content
        'Stored memory ...: Alice prefers PostgreSQL'
        >>> hs.close()
    """

    spec_functions = [tool.name for tool in MEMORY_TOOLS]

    @checked_keywords
    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        k: int = DEFAULT_K,
    ) -> None:
        if user_id is not None and (not isinstance(user_id, str) or not user_id.strip()):
            raise UserError(f"{_OWNER}: user_id= must be a non-empty string or None (the user comes per run)")
        check_scope_ids(_OWNER, user_id=user_id, session_id=session_id, agent_id=agent_id)
        k = adapter_k(k, _OWNER, engine)
        self.engine, self.data_dir = resolve_engine(engine, data_dir)
        self.user_id = user_id
        self.session_id = session_id
        self.agent_id = agent_id
        self.k = k

    def to_tool_list(  # type: ignore[override]
        self, spec_functions: list[str] | None = None, func_to_metadata_mapping: Any = None
    ) -> list[FunctionTool]:
        """The tools (all three, or those named in ``spec_functions``)."""
        by_name = {tool.name: tool for tool in MEMORY_TOOLS}
        names = spec_functions or [name for name in self.spec_functions if isinstance(name, str)]
        unknown = [name for name in names if name not in by_name]
        if unknown:
            raise UserError(f"{_OWNER} has no tool {unknown[0]!r}; choose among {sorted(by_name)}")
        return [self._tool(by_name[name]) for name in names]

    # -- building one tool ----------------------------------------------------------------------------------

    def _tool(self, tool: MemoryTool) -> FunctionTool:
        metadata = ToolMetadata(name=tool.name, description=tool.description, fn_schema=tool.args)
        defaults = {"k": self.k} if tool.name == "recall_memory" else {}
        call = tool.call
        assert call is not None, f"{tool.name} has a sync call"

        def run(**arguments: Any) -> ToolResult | _Failure:
            return _reported(
                lambda: call(self.engine, self._scope({}), self._args(tool, defaults, arguments))
            )

        async def arun(**arguments: Any) -> ToolResult | _Failure:
            return await _areported(
                lambda: tool.acall(self.engine.aio, self._scope({}), self._args(tool, defaults, arguments))
            )

        async def arun_in_context(ctx: Context, **arguments: Any) -> ToolResult | _Failure:
            async def scoped() -> ToolResult:
                given = {
                    key: await ctx.store.get(key, default=None)
                    for key in ("user_id", "session_id", "agent_id")
                }
                # agent.run(..., memory=HindsightMemory(user_id=...)) names whose run it is, when ctx does not (as does a
                # HindsightRetainingMemory by its HindsightMemoryBlock)
                memory = {}
                if given["user_id"] is None:
                    memory = run_memory_ids(await ctx.store.get("memory", default=None), self.engine)
                return await tool.acall(
                    self.engine.aio, self._scope(given, memory), self._args(tool, defaults, arguments)
                )

            return await _areported(scoped)

        def output(raw: Any) -> ToolOutput | str | None:
            return _output(tool.name, raw)

        async def aoutput(raw: Any) -> ToolOutput | str | None:
            return _output(tool.name, raw)

        # FunctionTool finds the Context parameter by its annotation object (this module's are strings).
        arun_in_context.__annotations__["ctx"] = Context
        if self.user_id is None:
            return _ContextTool.from_defaults(
                async_fn=arun_in_context, tool_metadata=metadata, callback=output, async_callback=aoutput
            )
        return FunctionTool.from_defaults(
            fn=run, async_fn=arun, tool_metadata=metadata, callback=output, async_callback=aoutput
        )

    def _args(self, tool: MemoryTool, defaults: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return parse_args(tool.name, tool.args, {**defaults, **arguments})

    def _scope(self, *given: dict[str, Any]) -> Scope:
        return resolve_scope(
            list(given),
            user_id=self.user_id,
            session_id=self.session_id,
            agent_id=self.agent_id,
            owner=_OWNER,
            how=_HOW,
            limits=self.engine.config.limits,
        )


class _ContextTool(FunctionTool):
    """A tool that reads whose memory it is from the workflow ``Context`` of an agent run. Called without one
    (outside an agent), it says how to give it a user instead of LlamaIndex's "Context is required"."""

    def call(self, *args: Any, **kwargs: Any) -> ToolOutput:
        if self.ctx_param_name is not None and self.ctx_param_name not in kwargs:
            return self._no_context()
        return super().call(*args, **kwargs)

    async def acall(self, *args: Any, **kwargs: Any) -> ToolOutput:
        if self.ctx_param_name is not None and self.ctx_param_name not in kwargs:
            return self._no_context()
        return await super().acall(*args, **kwargs)

    def _no_context(self) -> ToolOutput:
        message = (
            f"{_OWNER} without user_id= reads the user from the workflow Context of an agent run, and this call "
            f"has none: call it inside an agent run ({_HOW}), or build HindsightToolSpec(engine=..., "
            "user_id=...) to call its tools directly"
        )
        name = self.metadata.get_name()
        return ToolOutput(content=message, tool_name=name, raw_input={}, raw_output=message, is_error=True)


def _reported(call: Callable[[], ToolResult]) -> ToolResult | _Failure:
    try:
        return call()
    except HindsightError as exc:
        return _Failure(str(exc))


async def _areported(call: Callable[[], Awaitable[ToolResult]]) -> ToolResult | _Failure:
    try:
        return await call()
    except HindsightError as exc:
        return _Failure(str(exc))


def _output(name: str, raw: Any) -> ToolOutput | str | None:
    """The shared result text as the tool's content; a failure as an error output."""
    if isinstance(raw, _Failure):
        return ToolOutput(
            content=raw.message, tool_name=name, raw_input={}, raw_output=raw.message, is_error=True
        )
    return raw.message if isinstance(raw, ToolResult) else None
