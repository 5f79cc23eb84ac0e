"""``StructuredLLM`` over any OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp, Ollama, LiteLLM...).

    >>> llm = OpenAIStructuredLLM("gpt-4o-mini", api_key="sk-...")          # doctest: +SKIP
    >>> local = OpenAIStructuredLLM("qwen2.5", base_url="http://localhost:8000/v1")  # doctest: +SKIP
    >>> reply = await llm.complete_structured(messages, MySchema)            # doctest: +SKIP

Requests use temperature 0 and ``response_format`` ``json_schema`` with ``"strict": true``; the reply is parsed
into the pydantic schema, with one repair pass for fenced or slightly broken JSON. Transport errors are mapped
once, here, to ``ExtractionError`` with the HTTP status and body and a message that says what to check.

One object may serve several engines, each on its own event loop: an HTTP connection pool belongs to the loop
that opened it, so the object keeps one ``AsyncOpenAI`` client per event loop, opened on first use there.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import threading
import weakref
from typing import Any, Literal, TypeVar

import openai
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletion
from pydantic import BaseModel

from hindsight_core.errors import ConfigError, ExtractionError
from hindsight_core.llm.structured import (
    ReplyCutOff,
    StructuredOutputError,
    completed_prefix,
    parse_structured_reply,
    schema_name,
    strict_json_schema,
)

M = TypeVar("M", bound=BaseModel)

logger = logging.getLogger(__name__)

#: Sent when no key is given: local OpenAI-compatible servers need none, and the SDK insists on one.
PLACEHOLDER_API_KEY = "hindsight-no-key"

ResponseFormatMode = Literal["json_schema", "json_object", "none"]


class OpenAIStructuredLLM:
    """Structured completions from an OpenAI-compatible endpoint with the official ``openai`` SDK.

    Args:
        model: Model name as the endpoint knows it (``gpt-4o-mini``, ``qwen2.5:7b``...).
        api_key: The key. Without one, ``OPENAI_API_KEY`` is read where the endpoint comes from the
            environment too (no ``base_url`` given: ``OPENAI_BASE_URL``, else api.openai.com), as the
            ``openai`` SDK reads them; an endpoint named by ``base_url`` gets a placeholder instead (what
            local servers expect; an OpenAI key is never sent to a server it was not set up for).
        base_url: The endpoint, ending in ``/v1`` (default: ``OPENAI_BASE_URL``, else api.openai.com).
        timeout: Seconds one HTTP request may wait: to connect, to send, and for each read of the reply.
            With the default ``max_retries=0`` a ``complete_structured`` call is one request, so a narrative
            recall waits about ``timeout`` at most and an extraction window ``max_attempts`` times it (the
            extractor's attempts, plus their backoff).
        max_retries: Retries the SDK makes inside one call (connection errors, 408/409/429, 5xx). 0 by default:
            the extractor already retries whole calls with backoff, and SDK retries would multiply those
            attempts (and the time ``timeout`` allows).
        client: An ``AsyncOpenAI`` to use instead of building one (its own settings then apply, and it is
            used on every event loop as it is: one client is bound to the loop that first uses it).
        response_format: ``json_schema`` (strict structured outputs, the default), ``json_object`` for servers
            that only know JSON mode, or ``none``; the schema is then also given in a system message.
        temperature: Sampling temperature; 0 keeps extraction repeatable.

    Example:
        ``OpenAIStructuredLLM("llama3.1", base_url="http://localhost:11434/v1")``
    """

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 0,
        client: AsyncOpenAI | None = None,
        response_format: ResponseFormatMode = "json_schema",
        temperature: float = 0.0,
    ) -> None:
        if not model or not model.strip():
            raise ConfigError("OpenAIStructuredLLM needs a model name, e.g. 'gpt-4o-mini'")
        if timeout <= 0:
            raise ConfigError(f"timeout must be a positive number of seconds, got {timeout}")
        if max_retries < 0:
            raise ConfigError(f"max_retries must be 0 or more, got {max_retries}")
        if response_format not in ("json_schema", "json_object", "none"):
            raise ConfigError("response_format must be 'json_schema', 'json_object' or 'none'")
        self.model_id = model
        self.response_format: ResponseFormatMode = response_format
        self.temperature = temperature
        self.timeout = timeout
        if api_key is None and client is None and base_url is None:
            api_key = os.environ.get("OPENAI_API_KEY") or None
        self._api_key_given = api_key is not None or client is not None
        self._given_client = client
        resolved = base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
        self._base_url = str(client.base_url) if client is not None else resolved
        self._client_options: dict[str, Any] = {
            "api_key": api_key or PLACEHOLDER_API_KEY,
            "base_url": resolved,
            "timeout": timeout,
            "max_retries": max_retries,
        }
        # Weak keys: a client whose loop is gone is dropped with it (it cannot be closed from another loop).
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncOpenAI] = (
            weakref.WeakKeyDictionary()
        )
        self._clients_lock = threading.Lock()

    @property
    def base_url(self) -> str:
        return self._base_url

    def _client(self) -> AsyncOpenAI:
        """The client of the running event loop, opened on first use there (or the one given)."""
        if self._given_client is not None:
            return self._given_client
        loop = asyncio.get_running_loop()
        with self._clients_lock:
            client = self._clients.get(loop)
            if client is None:
                self._forget_ended_loops()
                client = self._clients[loop] = AsyncOpenAI(**self._client_options)
            return client

    def _forget_ended_loops(self) -> None:
        for loop in [loop for loop in self._clients if loop.is_closed()]:
            del self._clients[loop]

    def _request(self, messages: list[dict[str, Any]], schema: type[BaseModel]) -> dict[str, Any]:
        json_schema = strict_json_schema(schema)
        request: dict[str, Any] = {"model": self.model_id, "temperature": self.temperature}
        if self.response_format == "json_schema":
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": schema_name(schema), "schema": json_schema, "strict": True},
            }
            request["messages"] = messages
            return request
        if self.response_format == "json_object":
            request["response_format"] = {"type": "json_object"}
        instructions = (
            "Reply with a single JSON object, and nothing else, that validates against this JSON schema:\n"
            + json.dumps(json_schema, ensure_ascii=False)
        )
        request["messages"] = [*messages, {"role": "system", "content": instructions}]
        return request

    async def complete_structured(self, messages: list[dict[str, Any]], schema: type[M]) -> M:
        """One chat completion parsed into ``schema``.

        Raises:
            StructuredOutputError: the reply is not valid JSON for ``schema`` after repair (retrying may help).
            ExtractionError: the endpoint failed (``status_code`` and ``body`` set when it answered).
        """
        response = await self._create(self._request(messages, schema))
        if not response.choices:
            raise StructuredOutputError("the LLM returned no choices; retry, or check the model", body="")
        choice = response.choices[0]
        message = getattr(choice, "message", None)
        if message is None:  # a completions-style choice ({"text": ...}): the SDK does not check the shape
            raise self._not_openai(f"its choice has no message: {_reply_text(choice)[:200]!r}")
        refusal = getattr(message, "refusal", None)
        if refusal:
            raise StructuredOutputError(f"the model refused to answer: {refusal}", body=str(refusal))
        content = _content_text(message.content)
        if content is None:
            raise self._not_openai(f"the message content is not text: {_reply_text(message)[:200]!r}")
        if not content.strip():
            # a server that runs structured output through function calling answers with the call's arguments
            content = _tool_call_arguments(message)
        try:
            return parse_structured_reply(content or None, schema)
        except StructuredOutputError as exc:
            if choice.finish_reason != "length":
                raise
            # The same cut reply comes back on every attempt (temperature 0): what it finished goes with the
            # error, for the caller to read again in parts or to keep (the extractor does both)
            kept = completed_prefix(content)
            output = None
            if kept is not None:
                with contextlib.suppress(StructuredOutputError):
                    output = parse_structured_reply(kept, schema)
            raise ReplyCutOff(
                f"the reply of model {self.model_id!r} was cut off (finish_reason=length)"
                + (" before any complete item" if output is None else "")
                + "; use a model with a larger output limit (max_tokens on the server), or smaller extraction "
                "windows (ReflectionConfig.window_steps)",
                kept=output,
                body=exc.body,
            ) from exc

    async def _create(self, request: dict[str, Any]) -> ChatCompletion:
        """One chat completion request, its transport errors mapped to ``ExtractionError`` with what to check,
        and a reply that is not a chat completion (a web page, a completions API) refused."""
        try:
            response = await self._client().chat.completions.create(**request)
        except openai.APIStatusError as exc:
            raise self._status_error(exc) from exc
        except openai.APITimeoutError as exc:
            raise ExtractionError(
                f"the LLM at {self.base_url} did not answer within {self.timeout:g}s (model {self.model_id!r}): "
                "check that the server is up and not overloaded, or raise timeout"
            ) from exc
        except openai.APIConnectionError as exc:
            raise ExtractionError(
                f"could not connect to the LLM at {self.base_url}: check base_url (it usually ends in /v1) and "
                "that the server is running"
            ) from exc
        except openai.APIError as exc:
            raise self._not_openai(f"the reply is not a chat completion ({exc})") from exc
        except json.JSONDecodeError as exc:  # a success status with an HTML page (a proxy, a web UI) or text
            raise self._not_openai(
                f"it answered with a body that is not JSON ({exc}), such as a web page"
            ) from exc
        if not isinstance(response, ChatCompletion) or not isinstance(response.choices, list):
            # Non-JSON text served as text/plain comes back as a str; a JSON object that is not a completion
            # comes back with choices=None.
            raise self._not_openai(f"the reply is not a chat completion: {_reply_text(response)[:200]!r}")
        return response

    async def probe(self) -> None:
        """One completion of at most one token, asked the way extraction asks (model, temperature, response
        format): what ``hindsight doctor`` runs, so a wrong base_url, key or model shows before a reflection
        fails on it. A one-token completion is what every OpenAI-compatible server (vLLM, Ollama, llama.cpp,
        LiteLLM) answers; a models list is not served by all of them, and lists models a key may not use.

        Raises:
            ExtractionError: the endpoint failed or is not OpenAI-compatible; the message says what to check
                (on a 404, with the models the endpoint lists, when it lists them).
        """
        request = self._request([{"role": "user", "content": 'Reply {"ok": true}'}], _Probe)
        try:
            try:
                await self._create({**request, "max_tokens": 1})
            except ExtractionError as exc:
                if exc.status_code != 400 or "max_tokens" not in (exc.body or ""):
                    raise
                # OpenAI's reasoning models refuse max_tokens for max_completion_tokens, which older servers
                # do not know
                await self._create({**request, "max_completion_tokens": 1})
        except ExtractionError as exc:
            served = await self._served_models() if exc.status_code == 404 else None
            if not served or self.model_id in served:
                raise
            listed = ", ".join(served[:20]) + (f" and {len(served) - 20} more" if len(served) > 20 else "")
            raise ExtractionError(
                f"{exc}; the endpoint serves: {listed}", status_code=exc.status_code, body=exc.body
            ) from exc

    async def _served_models(self) -> list[str] | None:
        """The model ids the endpoint lists, or ``None`` when it lists none (not every server has the route)."""
        try:
            page = await self._client().models.list()
            return sorted(str(model.id) for model in page.data)
        except (openai.APIError, json.JSONDecodeError, AttributeError, TypeError):
            return None

    def _not_openai(self, detail: str) -> ExtractionError:
        return ExtractionError(
            f"the LLM at {self.base_url} did not answer like an OpenAI-compatible API: {detail}; check that "
            "base_url points to one (it usually ends in /v1)"
        )

    def _status_error(self, exc: openai.APIStatusError) -> ExtractionError:
        status = exc.status_code
        said = _server_message(exc)
        where = f"the LLM at {self.base_url} answered {status} for model {self.model_id!r}"
        if status in (401, 403):
            hint = (
                "check api_key (pass api_key=..., set OPENAI_API_KEY when base_url is not given, or set "
                "HINDSIGHT_LLM_API_KEY for the CLI and MCP server)"
                if not self._api_key_given
                else "check api_key and that it may use this model"
            )
        elif status == 404:
            hint = "check the model name and base_url (an OpenAI-compatible base_url usually ends in /v1)"
        elif status in (400, 413, 422) and _over_context(exc, said):
            hint = (
                "the prompt is longer than the model's context; set a prompt budget under it "
                "(ReflectionConfig.llm_max_prompt_tokens, HINDSIGHT_LLM_MAX_PROMPT_TOKENS), use a model with a "
                "larger context, or smaller extraction windows (ReflectionConfig.window_steps, "
                "LLMExtractor(max_step_chars=...))"
            )
        elif status in (400, 422):
            hint = (
                "the server rejected the request; if it does not support json_schema structured outputs, use "
                "response_format='json_object' or 'none'"
            )
        elif status == 429:
            hint = "rate limited or out of quota; try again later or check the account's limits"
        elif status >= 500:
            hint = "the server failed; check its logs, or try again later"
        else:
            hint = "check base_url, api_key and model"
        return ExtractionError(
            f"{where}: {hint}" + (f" (the server said: {said})" if said else ""),
            status_code=status,
            body=_body_text(exc),
            retry_after=_retry_after(exc),
        )

    async def aclose(self) -> None:
        """Close the HTTP client of the calling event loop (a given ``client`` is left to its owner).

        The object stays usable: a later call opens a new client. Clients that other, still running loops
        use are left open (closing one from here would break their calls in flight); each engine closes its
        own when it closes, and those of loops that have ended are dropped.
        """
        if self._given_client is not None:
            return
        loop = asyncio.get_running_loop()
        with self._clients_lock:
            client = self._clients.pop(loop, None)
            self._forget_ended_loops()
        if client is not None:
            await client.close()

    async def __aenter__(self) -> OpenAIStructuredLLM:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


class _Probe(BaseModel):
    """The schema of ``probe``'s request: the smallest a structured-output server accepts."""

    ok: bool


def _reply_text(response: object) -> str:
    """What came back, as the server sent it: text, or the JSON fields of an object that was not a completion."""
    if isinstance(response, BaseModel):
        return json.dumps(
            response.model_dump(exclude_none=True, warnings=False), ensure_ascii=False, default=str
        )
    return str(response)


def _tool_call_arguments(message: object) -> str:
    """The arguments of a message's first function call with any (the JSON a server that answers structured
    output as a tool call sends instead of content); ``""`` when there is none."""
    for call in getattr(message, "tool_calls", None) or []:
        arguments = getattr(getattr(call, "function", None), "arguments", None)
        if isinstance(arguments, str) and arguments.strip():
            return arguments
    return ""


def _content_text(content: object) -> str | None:
    """A message's content as text: a string, or the text parts of a list of content parts (``[{"type":
    "thinking", ...}, {"type": "text", "text": ...}]``, as some OpenAI-compatible servers answer); ``""``
    when there is none, ``None`` when it is something else."""
    if content is None or isinstance(content, str):
        return content or ""
    if isinstance(content, list) and all(isinstance(part, dict) for part in content):
        return "".join(
            part["text"]
            for part in content
            if part.get("type") == "text" and isinstance(part.get("text"), str)
        )
    return None


def _server_message(exc: openai.APIStatusError, limit: int = 300) -> str:
    """The server's own words for an error status: the ``message`` of its error object (OpenAI, vLLM), or its
    error text (Ollama's ``{"error": "..."}``); ``""`` when it gave none."""
    body = exc.body
    text = body.get("message") if isinstance(body, dict) else body
    if not isinstance(text, str):
        return ""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _over_context(exc: openai.APIStatusError, said: str) -> bool:
    """Whether the server refused the request as longer than the model's context."""
    code = exc.body.get("code") if isinstance(exc.body, dict) else None
    lowered = said.lower()
    return code == "context_length_exceeded" or (
        "context" in lowered and any(word in lowered for word in ("length", "token", "window", "too long"))
    )


def _body_text(exc: openai.APIStatusError) -> str:
    if exc.body is None:
        return exc.message
    return exc.body if isinstance(exc.body, str) else json.dumps(exc.body, ensure_ascii=False, default=str)


__all__ = ["PLACEHOLDER_API_KEY", "OpenAIStructuredLLM", "ResponseFormatMode"]


def _retry_after(exc: openai.APIStatusError) -> float | None:
    """The wait a response asked for: ``retry-after-ms``, or ``Retry-After`` in seconds (an HTTP date is not
    read); ``None`` when it gives none."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or {}
    for name, scale in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = headers.get(name)
        try:
            seconds = float(value) / scale if value is not None else None
        except ValueError:
            seconds = None
        if seconds is not None and seconds >= 0:
            return seconds
    return None
