"""LangChain runs -> trace steps. Pure translation: the run tree itself is ``BaseTracer``'s.

Runs come from ``langchain_core.tracers.BaseTracer`` (schema "original+chat"): chain inputs as given,
chat-model inputs and LLM outputs serialised with ``dumpd`` (``{"id": [..., "AIMessage"], "kwargs": {...}}``),
tool outputs as returned (a ``ToolMessage`` in agents), errors as a stack trace whose last line is the error.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage, convert_to_messages
from langchain_core.tracers.schemas import Run

from hindsight_core.capture import StepMeta, TraceSession, dumps
from hindsight_langchain._common import (
    INTERNAL_TAG,
    content_text,
    from_harness,
    invalid_call,
    tool_output_text,
    turn_humans,
)

#: Input keys that usually hold the user's words in classic chains, most likely first.
_INPUT_KEYS = ("input", "question", "query", "human_input", "user_input", "prompt", "text")


def error_of(run: Run) -> str | None:
    """``RuntimeError: no seats left``: the last line of the run's stack trace."""
    if not run.error:
        return None
    lines = [line.strip() for line in str(run.error).splitlines() if line.strip()]
    return lines[-1] if lines else str(run.error)


def error_line(error: BaseException) -> str:
    """``RuntimeError: no seats left``: the error as the last line of its stack trace names it, without the
    notes Python prints after it."""
    kind = type(error)
    name = (
        kind.__qualname__
        if kind.__module__ in ("builtins", "__main__")
        else f"{kind.__module__}.{kind.__qualname__}"
    )
    text = str(error)
    return f"{name}: {text}" if text else name


def _meta(run: Run, **fields: Any) -> StepMeta:
    parent = str(run.parent_run_id) if run.parent_run_id else None
    return StepMeta(run_id=str(run.id), parent_run_id=parent, framework="langchain", **fields)


def _dumped(message: Any) -> tuple[str, Mapping[str, Any]]:
    """(class name, constructor kwargs) of a message serialised by ``dumpd``."""
    if not isinstance(message, Mapping):
        return "", {}
    ids = message.get("id")
    kwargs = message.get("kwargs")
    name = str(ids[-1]) if isinstance(ids, list) and ids else ""
    return name, kwargs if isinstance(kwargs, Mapping) else {}


def _user_texts(inputs: Any) -> list[tuple[str, str | None]]:
    """(text, message id) of what the user said in a root chain's inputs."""
    if isinstance(inputs, str):
        return [(inputs, None)] if inputs.strip() else []
    if isinstance(inputs, BaseMessage):
        inputs = {"messages": [inputs]}
    if not isinstance(inputs, Mapping):
        return []
    raw_messages = inputs.get("messages")
    if isinstance(raw_messages, Sequence) and not isinstance(raw_messages, str):
        try:
            messages = convert_to_messages(raw_messages)
        except (ValueError, TypeError, NotImplementedError):
            messages = []
        found = _human_texts(turn_humans(messages))
        if found:
            return found
    for key in _INPUT_KEYS:
        value = inputs.get(key)
        if isinstance(value, str) and value.strip():
            return [(value, None)]
    strings = [v for v in inputs.values() if isinstance(v, str) and v.strip()]
    return [(strings[0], None)] if len(strings) == 1 else []


def _human_texts(messages: Sequence[BaseMessage]) -> list[tuple[str, str | None]]:
    return [
        (content_text(m.content), str(m.id) if m.id else None)
        for m in messages
        if isinstance(m, HumanMessage) and not from_harness(m) and content_text(m.content).strip()
    ]


def root_inputs(run: Run) -> list[tuple[str, str | None]]:
    """(text, message id) of what the user asked of a root run: chain inputs, a chat model's human messages,
    an LLM prompt. Of a message list, only the latest turn: an app without a checkpointer sends the whole
    conversation again each request, and the earlier turns were recorded when they were new (the
    middleware records the same part)."""
    inputs = run.inputs or {}
    if run.run_type == "chat_model":
        batches = inputs.get("messages") or [[]]
        return _human_texts(turn_humans(_loaded(batches[0] if batches else [])))
    if run.run_type == "llm":
        prompts = inputs.get("prompts") or []
        return [(str(prompts[0]), None)] if prompts and str(prompts[0]).strip() else []
    if run.run_type == "chain":
        return _user_texts(inputs)
    return []


def streamed_input(run: Run) -> bool:
    """A chain run by ``.stream()``: LangChain starts the root with the placeholder ``{"input": ""}`` and
    hands the real input to its first step (a step that streams too starts with the placeholder again)."""
    return run.run_type == "chain" and run.inputs == {"input": ""}


def first_step_inputs(run: Run) -> list[tuple[str, str | None]]:
    """What the user asked, read from the first step of a streamed chain (a prompt takes a chain's inputs)."""
    if run.run_type == "prompt":
        return _user_texts(run.inputs or {})
    return root_inputs(run)


def _loaded(dumped: Sequence[Any]) -> list[BaseMessage]:
    """Messages serialised by ``dumpd`` (a chat model run's inputs) as messages, enough to find the latest
    turn: a human message with its text, id and marks (a summary the harness added is no user's words), any
    other kind as an AI message."""
    messages: list[BaseMessage] = []
    for message in dumped:
        kind, kwargs = _dumped(message)
        content = kwargs.get("content")
        cls = HumanMessage if kind.startswith("HumanMessage") else AIMessage
        extra = kwargs.get("additional_kwargs")
        messages.append(
            cls(
                content=content if content is not None else "",
                id=kwargs.get("id"),
                additional_kwargs=dict(extra) if isinstance(extra, Mapping) else {},
            )
        )
    return messages


def state_human_ids(run: Run) -> dict[str, str]:
    """Text -> id of the human messages in a LangGraph node's input state (the latest wins): the ids LangGraph
    gave the messages a root run received without ids."""
    raw = (run.inputs or {}).get("messages") if run.run_type == "chain" else None
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        return {}
    try:
        messages = convert_to_messages(raw)
    except (ValueError, TypeError, NotImplementedError):
        return {}
    return {text: message_id for text, message_id in _human_texts(messages) if message_id}


def add_user_inputs(session: TraceSession, root: Run, texts: Sequence[tuple[str, str | None]]) -> None:
    """``user_input`` steps of the root run (its message ids as step ids, so memories cite the messages)."""
    for text, message_id in texts:
        session.add_step("user_input", text, step_id=message_id, metadata=_meta(root))


def add_tool_call(session: TraceSession, run: Run, known_calls: set[str]) -> None:
    """A tool run's call, unless the model's tool call with this id is already a step."""
    call_id = run.extra.get("tool_call_id")
    if isinstance(call_id, str) and call_id in known_calls:
        return
    args: Any = dict(run.inputs) if run.inputs else {}
    if run.run_type == "retriever":
        query = str(args.get("query", ""))
        meta = _meta(run, retriever=True, args={"query": query})
        session.add_step("tool_call", query, name=run.name, metadata=meta)
        return
    if set(args) == {"input"}:
        args = args["input"]
    meta = _meta(run, tool_call_id=call_id if isinstance(call_id, str) else None, args=args)
    session.add_step("tool_call", dumps(args), name=run.name, metadata=meta)


def add_model_output(session: TraceSession, run: Run, known_calls: set[str]) -> None:
    """The model's answer (first generation) and one tool_call step per tool call it asked for.

    A model run that ended with an error records nothing: a stream that failed, or that its consumer left,
    halfway ends its run with the chunks so far (part of an answer, a tool call's arguments cut off), which
    the model never said in full (as a call that failed before streaming has no output)."""
    if run.error:
        return
    outputs = run.outputs or {}
    generations = outputs.get("generations") or [[]]
    if not generations or not generations[0]:
        return
    generation = generations[0][0]
    _, kwargs = _dumped(generation.get("message"))
    usage = kwargs.get("usage_metadata") or (outputs.get("llm_output") or {}).get("token_usage")
    text = content_text(kwargs.get("content")) if kwargs else str(generation.get("text") or "")
    if text.strip():
        message_id = str(kwargs["id"]) if kwargs.get("id") else None
        meta = _meta(run, token_usage=usage if isinstance(usage, Mapping) else None)
        session.add_step("model_output", text, step_id=message_id, metadata=meta)
    for call in kwargs.get("tool_calls") or []:
        call_id = call.get("id")
        if call_id:
            known_calls.add(str(call_id))
        meta = _meta(run, tool_call_id=str(call_id) if call_id else None, args=call.get("args", {}))
        session.add_step("tool_call", dumps(call.get("args", {})), name=call.get("name"), metadata=meta)
    for call in kwargs.get("invalid_tool_calls") or []:
        if isinstance(call, Mapping) and call.get("name"):
            bad = invalid_call(call)
            meta = _meta(
                run, tool_call_id=str(bad["id"]) if bad["id"] else None, status="error", error=bad["error"]
            )
            session.add_step("tool_call", bad["args"], name=bad["name"], metadata=meta)


def _model_answers(run: Run) -> list[str] | None:
    """The texts of the model runs under ``run`` (a sub-agent or a chain with a model inside a tool), or
    ``None`` when no model ran there (hindsight's own calls do not count)."""
    texts: list[str] | None = None
    stack = list(run.child_runs)
    while stack:
        child = stack.pop()
        if INTERNAL_TAG in (child.tags or []):
            continue
        if child.run_type in ("llm", "chat_model"):
            texts = texts or []
            for generation in ((child.outputs or {}).get("generations") or [[]])[0] or []:
                _, kwargs = _dumped(generation.get("message"))
                texts.append(
                    content_text(kwargs.get("content")) if kwargs else str(generation.get("text") or "")
                )
        stack.extend(child.child_runs)
    return texts


def add_tool_result(session: TraceSession, run: Run) -> None:
    """The tool's full output (or its error); the step id is the tool's run id, stable for provenance.

    A result a model wrote (a model ran inside the tool: a sub-agent as a tool) is what the assistant said,
    not what a tool returned (a lasting fact): it is a ``model_output`` step, left out when it repeats the
    inner model's answer, already a step of the trace."""
    call_id = run.extra.get("tool_call_id")
    name: str | None = run.name
    error = error_of(run)
    output = (run.outputs or {}).get("output")
    if error is not None:
        content, status = error, "error"
    elif isinstance(output, ToolMessage):
        content = tool_output_text(output.content) or dumps(output.content)
        status = "error" if output.status == "error" else "ok"
        call_id = call_id or output.tool_call_id
        name = name or output.name
    else:
        content, status = dumps(output), "ok"
    answers = _model_answers(run) if status == "ok" else None
    if answers is not None:
        if content.strip() not in {text.strip() for text in answers}:
            session.add_step("model_output", content, step_id=str(run.id), metadata=_meta(run))
        return
    meta = _meta(
        run,
        tool_call_id=call_id if isinstance(call_id, str) else None,
        status=status,
        error=error if status == "error" else None,
    )
    session.add_step("tool_result", content, step_id=str(run.id), name=name, metadata=meta)


def add_recalled_result(session: TraceSession, run: Run) -> None:
    """The result of a tool that wraps hindsight's own retriever (``create_retriever_tool``): a step without
    its text (the documents are memories kept already: stored again, a forget would leave the copy), marked
    ``recalled`` so that extraction leaves it and the model's call of the tool out, as it does
    ``recall_memory``'s."""
    call_id = run.extra.get("tool_call_id")
    output = (run.outputs or {}).get("output")
    if not isinstance(call_id, str) and isinstance(output, ToolMessage):
        call_id = output.tool_call_id
    error = error_of(run)
    meta = _meta(
        run,
        tool_call_id=call_id if isinstance(call_id, str) else None,
        status="error" if error is not None else "ok",
        recalled=True,
    )
    session.add_step("tool_result", "", step_id=str(run.id), name=run.name, metadata=meta)


def add_retriever_result(session: TraceSession, run: Run) -> None:
    """The documents a retriever returned, as one tool result."""
    error = error_of(run)
    if error is not None:
        meta = _meta(run, retriever=True, status="error", error=error)
        session.add_step("tool_result", error, step_id=str(run.id), name=run.name, metadata=meta)
        return
    documents = (run.outputs or {}).get("documents") or []
    texts = [str(getattr(doc, "page_content", doc)) for doc in documents]
    meta = _meta(run, retriever=True, status="ok", documents=len(texts))
    session.add_step("tool_result", "\n\n".join(texts), step_id=str(run.id), name=run.name, metadata=meta)


def run_tree(root: Run) -> list[dict[str, Any]]:
    """Every run under ``root`` (itself included): id, parent, kind and name, in start order."""
    out: list[dict[str, Any]] = []
    stack = [root]
    while stack:
        run = stack.pop()
        parent = str(run.parent_run_id) if run.parent_run_id and run is not root else None
        out.append({"run_id": str(run.id), "parent_run_id": parent, "kind": run.run_type, "name": run.name})
        stack.extend(reversed(run.child_runs))
    return out
