"""Trace capture, framework-free: what every adapter (LangChain, LlamaIndex, MCP) is built on.

- :class:`TraceSession`: one task's steps as they happen (:class:`StepMeta` names their metadata), the one
  checkpoint rule, and the finished trace.
- :class:`BackgroundReflector`: one per engine; journals each captured trace before the adapter call
  returns, reflects on it off the host's path, retries failures, drains on close and at interpreter exit;
  ``flush()`` / ``close()`` answer with a :class:`FlushResult`. :class:`CaptureControls` gives every
  adapter the same ``flush`` / ``aflush`` / ``close`` / ``failed_traces`` / ``pending``.
- :class:`RecallCache` with :func:`recall_context`: one recall per turn, failures logged; :func:`turn_query`:
  what to recall for, the user's latest message read with the session's turns before it.
- :func:`resolve_scope`: the per-call ``user_id`` / ``session_id`` / ``agent_id``.
- ``hindsight_core.capture.tools``: the memory tools (names, descriptions, arguments, results) that the MCP
  server, the LangChain tools and the LlamaIndex tool spec wrap.
"""

from hindsight_core.capture.controls import CaptureControls, EngineHolder
from hindsight_core.capture.keywords import checked_keywords, unknown_setting
from hindsight_core.capture.recall import RecallCache, arecall_context, recall_context
from hindsight_core.capture.reflector import DRAIN_TIMEOUT, BackgroundReflector, FlushResult
from hindsight_core.capture.scope import (
    adapter_k,
    check_scope_ids,
    checked_k,
    invalid_settings,
    known_settings,
    resolve_scope,
    scope_value,
    session_trace_id,
)
from hindsight_core.capture.session import TraceSession, trace_from_turns
from hindsight_core.capture.steps import StepMeta, dumps, json_safe
from hindsight_core.capture.turn_query import turn_query
from hindsight_core.capture.windows import reflection_windows

__all__ = [
    "adapter_k",
    "checked_keywords",
    "unknown_setting",
    "check_scope_ids",
    "checked_k",
    "invalid_settings",
    "known_settings",
    "DRAIN_TIMEOUT",
    "BackgroundReflector",
    "CaptureControls",
    "EngineHolder",
    "FlushResult",
    "RecallCache",
    "StepMeta",
    "TraceSession",
    "arecall_context",
    "dumps",
    "json_safe",
    "recall_context",
    "reflection_windows",
    "resolve_scope",
    "session_trace_id",
    "scope_value",
    "trace_from_turns",
    "turn_query",
]
