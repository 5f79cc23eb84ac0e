"""``create_memory_tools``: the shared memory tools (store / recall / forget) as LangChain tools."""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

from langchain.tools import ToolRuntime
from langchain_core.messages import BaseMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, InjectedToolArg, StructuredTool, ToolException
from pydantic import BaseModel, ValidationError, create_model

from hindsight_core import Hindsight, HindsightError
from hindsight_core.capture.tool_schemas import (
    ForgetMemoryArgs,
    ForgetMemoryResult,
    StoreMemoryArgs,
    StoreMemoryResult,
    ToolResult,
)
from hindsight_core.capture.tools import (
    MEMORY_TOOLS,
    MemoryTool,
    aforget_memory,
    forget_memory,
    forgotten_result,
    invalid_arguments,
    parse_args,
    remember_kwargs,
    stored_result,
)
from hindsight_core.errors import UserError
from hindsight_core.models import ALL_STATUSES, HISTORY, MemoryRecord, RecordStatus, Scope
from hindsight_core.text import keyword_terms, split_speaker
from hindsight_langchain._common import call_scope, call_sources, check_user_id, resolve_engine, turn_humans

_Artifact = tuple[str, dict[str, Any]]


def create_memory_tools(
    *,
    engine: Hindsight | None = None,
    data_dir: str | Path | None = None,
    user_id: str | None = None,
    session_id: str | None = None,
    agent_id: str | None = None,
    k: int = 5,
    name_prefix: str = "",
) -> list[BaseTool]:
    """Tools ``store_memory``, ``recall_memory`` and ``forget_memory`` (the same as the MCP server's).

    The user comes from the call (the LangGraph ``context`` of ``agent.invoke(..., context=...)``,
    ``config["configurable"]``, ``config["metadata"]``), else from ``user_id=``: the model never picks
    whose memory it reads. Each tool answers with the shared result text; the structured result is the
    ``ToolMessage``'s artifact. A bad call (an empty text, neither ``record_id`` nor ``query``, another
    user's ``record_id``) comes back to the model as an error message.

    In an agent, a memory ``store_memory`` stores cites the user's message of the turn (as the turn's own
    record by the middleware or the callback handler does), and ``forget_memory`` by ``query`` forgets, with
    each memory it matches, the other memories of that message the query matches: a fact the model stored
    and the turn's record of the user saying it are one memory to forget, not two.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> tools = create_memory_tools(engine=hs)  # create_agent(model, [*your_tools, *tools], ...)
        >>> [t.name for t in tools]
        ['store_memory', 'recall_memory', 'forget_memory']
        >>> store, recall, forget = tools
        >>> store.invoke({"text": "Alice prefers PostgreSQL"}, config={"configurable": {"user_id": "alice"}})
        'Stored ...'
        >>> hs.close()
    """
    owner = "create_memory_tools"
    check_user_id(user_id, owner=owner)
    if k < 1:
        raise UserError(f"{owner}: k must be at least 1")
    hs, _ = resolve_engine(engine, data_dir, owner=owner)

    def scope_of(config: RunnableConfig) -> Scope:
        return call_scope(
            owner, call_sources(config), user_id=user_id, session_id=session_id, agent_id=agent_id
        )

    return [
        _tool(hs, tool, scope_of, {"k": k} if tool.name == "recall_memory" else {}, name_prefix)
        for tool in MEMORY_TOOLS
    ]


_Runtime = Annotated[ToolRuntime | None, InjectedToolArg]
"""The agent's ``ToolRuntime``, injected by LangGraph's tool node (not an argument the model sees); ``None``
when the tool is called by hand."""
_Call = Callable[[Hindsight, Scope, Any, list[str]], ToolResult]
_ACall = Callable[[Hindsight, Scope, Any, list[str]], Coroutine[Any, Any, ToolResult]]


def _tool(
    hs: Hindsight,
    tool: MemoryTool,
    scope_of: Callable[[RunnableConfig], Scope],
    defaults: dict[str, Any],
    prefix: str,
) -> BaseTool:
    call, acall = _CALLS.get(tool.name) or _plain(tool)

    def run(config: RunnableConfig, runtime: _Runtime = None, **arguments: Any) -> _Artifact:
        try:
            args = parse_args(tool.name, tool.args, {**defaults, **arguments})
            result = call(hs, scope_of(config), args, turn_message_ids(runtime))
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc
        return result.message, result.model_dump(mode="json")

    async def arun(config: RunnableConfig, runtime: _Runtime = None, **arguments: Any) -> _Artifact:
        try:
            args = parse_args(tool.name, tool.args, {**defaults, **arguments})
            result = await acall(hs, scope_of(config), args, turn_message_ids(runtime))
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc
        return result.message, result.model_dump(mode="json")

    def invalid(error: ValidationError | Any) -> str:
        return invalid_arguments(tool.name, error) if isinstance(error, ValidationError) else str(error)

    coroutine: Callable[..., Coroutine[Any, Any, _Artifact]] = arun
    return StructuredTool.from_function(
        func=run,
        coroutine=coroutine,
        name=f"{prefix}{tool.name}",
        description=tool.description,
        args_schema=_with_runtime(tool.args),
        response_format="content_and_artifact",
        handle_tool_error=True,
        handle_validation_error=invalid,
    )


def _with_runtime(args: type[BaseModel]) -> type[BaseModel]:
    """The shared arguments plus LangGraph's injected ``runtime``: the shared models refuse unknown fields, and
    LangChain checks the injected one against the schema too. The model never sees it (``tool_call_schema``)."""
    field: Any = (Annotated[Any, InjectedToolArg], None)  # the function's signature names its type
    return create_model(args.__name__, __base__=args, runtime=field)


def turn_message_ids(runtime: ToolRuntime | None) -> list[str]:
    """The ids of the user's messages that opened the current turn, when the tool runs in a LangGraph agent
    (``ToolRuntime.state``): what a stored memory comes from. The turn's own record (by the middleware or
    the callback handler) cites the same messages, which is how a memory stored twice is known as one."""
    state = getattr(runtime, "state", None)
    messages = state.get("messages") if isinstance(state, Mapping) else getattr(state, "messages", None)
    if not isinstance(messages, Sequence):
        return []
    listed = [m for m in messages if isinstance(m, BaseMessage)]
    return [str(m.id) for m in turn_humans(listed) if m.id]


def _plain(tool: MemoryTool) -> tuple[_Call, _ACall]:
    """The shared tool's own calls (they need no message ids)."""
    call = tool.call
    assert call is not None, f"{tool.name} has a sync call"

    def sync(hs: Hindsight, scope: Scope, args: Any, sources: list[str]) -> ToolResult:
        return call(hs, scope, args)

    async def async_(hs: Hindsight, scope: Scope, args: Any, sources: list[str]) -> ToolResult:
        return await tool.acall(hs.aio, scope, args)

    return sync, async_


# -- store_memory: the stored memory cites the turn it came from --------------------------------------------
# The shared store_memory takes no source ids: the same arguments and answer, plus the turn's message ids.


def _store(hs: Hindsight, scope: Scope, args: StoreMemoryArgs, sources: list[str]) -> StoreMemoryResult:
    return stored_result(hs.remember(**remember_kwargs(scope, args), source_ids=sources or None))


async def _astore(
    hs: Hindsight, scope: Scope, args: StoreMemoryArgs, sources: list[str]
) -> StoreMemoryResult:
    return stored_result(await hs.aio.remember(**remember_kwargs(scope, args), source_ids=sources or None))


# -- forget_memory: what a query forgets goes with its copies -----------------------------------------------
# The user's records are read before forgetting (a hard forget deletes what the copies are found by); a
# record_id names one record and forgets only it.


def _forget(hs: Hindsight, scope: Scope, args: ForgetMemoryArgs, sources: list[str]) -> ForgetMemoryResult:
    if args.query is None:
        return forget_memory(hs, scope, args)
    before = hs.list_records(user_id=scope.user_id, statuses=_statuses(args))
    first = forget_memory(hs, scope, args)
    ids = list(first.forgotten_ids)
    for copy in copies_of(before, ids, args.query):
        ids += [i for i in hs.forget(record_id=copy, user_id=scope.user_id, hard=args.hard) if i not in ids]
    return first if len(ids) == len(first.forgotten_ids) else forgotten_result(scope, args, ids)


async def _aforget(
    hs: Hindsight, scope: Scope, args: ForgetMemoryArgs, sources: list[str]
) -> ForgetMemoryResult:
    engine = hs.aio
    if args.query is None:
        return await aforget_memory(engine, scope, args)
    before = await engine.list_records(user_id=scope.user_id, statuses=_statuses(args))
    first = await aforget_memory(engine, scope, args)
    ids = list(first.forgotten_ids)
    for copy in copies_of(before, ids, args.query):
        forgotten = await engine.forget(record_id=copy, user_id=scope.user_id, hard=args.hard)
        ids += [i for i in forgotten if i not in ids]
    return first if len(ids) == len(first.forgotten_ids) else forgotten_result(scope, args, ids)


def _statuses(args: ForgetMemoryArgs) -> tuple[RecordStatus, ...]:
    """The records a forget can reach (as ``Hindsight.forget`` searches them)."""
    return ALL_STATUSES if args.hard else HISTORY


def copies_of(records: Sequence[MemoryRecord], forgotten: Sequence[str], query: str) -> list[str]:
    """The ids of the other ``records`` that state what a forgotten one stated: they cite a message it cites
    (a fact the model stored with ``store_memory`` and the turn's own record of the user saying it) and the
    query matches them too (a content word in common, the speaker frame left out). Another fact of the same
    message that the query does not match stays.

    >>> from hindsight_core.models import Scope
    >>> def rec(i, text, src): return MemoryRecord(id=i, text=text, scope=Scope(user_id="u"), source_ids=src)
    >>> records = [rec("a", "The user's AWS id is 12", ["m1"]), rec("b", "The user said: my AWS id is 12", ["m1"]),
    ...            rec("c", "The user likes tea", ["m1"]), rec("d", "Bob's AWS id is 34", ["m2"])]
    >>> copies_of(records, ["a"], "AWS id")
    ['b']
    """
    gone = set(forgotten)
    cited = {source for record in records if record.id in gone for source in record.source_ids}
    terms = set(keyword_terms(query))
    return [
        record.id
        for record in records
        if record.id not in gone
        and cited.intersection(record.source_ids)
        and terms.intersection(keyword_terms(record.text[split_speaker(record.text)[1] :]))
    ]


_CALLS: dict[str, tuple[_Call, _ACall]] = {
    "store_memory": (_store, _astore),
    "forget_memory": (_forget, _aforget),
}
