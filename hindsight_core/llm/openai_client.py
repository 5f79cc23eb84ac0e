"""``StructuredLLM`` over any OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp, Ollama, LiteLLM...).

    >>> llm = OpenAIStructuredLLM("gpt-4o-mini", api_key="sk-...")          # doctest: +SKIP
    >>> local = OpenAIStructuredLLM("qwen2.5", base_url="http://localhost:8000/v1")  # doctest: +SKIP
    >>> reply = await llm.complete_structured(messages, MySchema)            # doctest: +SKIP

Requests use temperature 0 and ``response_format`` ``json_schema`` with ``"strict": true``; the reply is parsed
into the pydantic schema, with one repair pass for fenced or slightly broken JSON. Transport errors are mapped
once, here, to ``ExtractionError`` with the HTTP status and body and a message that says what to check.
"""

from __future__ import annotations

import json
from typing import Any, Literal, TypeVar

import openai
from openai import AsyncOpenAI
from pydantic import BaseModel

from hindsight_core.errors import ConfigError, ExtractionError
from hindsight_core.llm.structured import (
    StructuredOutputError,
    parse_structured_reply,
    schema_name,
    strict_json_schema,
)

M = TypeVar("M", bound=BaseModel)

#: Sent when no key is given: local OpenAI-compatible servers need none, and the SDK insists on one.
PLACEHOLDER_API_KEY = "hindsight-no-key"

ResponseFormatMode = Literal["json_schema", "json_object", "none"]


class OpenAIStructuredLLM:
    """Structured completions from an OpenAI-compatible endpoint with the official ``openai`` SDK.

    Args:
        model: Model name as the endpoint knows it (``gpt-4o-mini``, ``qwen2.5:7b``...).
        api_key: The key; hindsight does not read ``OPENAI_API_KEY`` itself. Without one a placeholder is
            sent, which is what local servers expect.
        base_url: The endpoint, ending in ``/v1`` (default: api.openai.com).
        timeout: Seconds per request.
        max_retries: SDK retries on connection errors, 408/409/429 and 5xx, with backoff.
        client: An ``AsyncOpenAI`` to use instead of building one (its own settings then apply).
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
        max_retries: int = 2,
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
        self._api_key_given = api_key is not None or client is not None
        self._client = client or AsyncOpenAI(
            api_key=api_key or PLACEHOLDER_API_KEY,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
        )
        self._owns_client = client is None

    @property
    def base_url(self) -> str:
        return str(self._client.base_url)

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
        try:
            response = await self._client.chat.completions.create(**self._request(messages, schema))
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
            raise ExtractionError(
                f"the LLM at {self.base_url} sent a reply that is not an OpenAI chat completion ({exc}): check "
                "that base_url points to an OpenAI-compatible API"
            ) from exc
        if not response.choices:
            raise StructuredOutputError("the LLM returned no choices; retry, or check the model", body="")
        choice = response.choices[0]
        message = choice.message
        refusal = getattr(message, "refusal", None)
        if refusal:
            raise StructuredOutputError(f"the model refused to answer: {refusal}", body=str(refusal))
        try:
            return parse_structured_reply(message.content, schema)
        except StructuredOutputError as exc:
            if choice.finish_reason == "length":
                raise StructuredOutputError(
                    "the model's reply was cut off (finish_reason=length); use a model with a larger output "
                    "limit, or smaller extraction windows",
                    body=exc.body,
                ) from exc
            raise

    def _status_error(self, exc: openai.APIStatusError) -> ExtractionError:
        status = exc.status_code
        where = f"the LLM at {self.base_url} answered {status} for model {self.model_id!r}"
        if status in (401, 403):
            hint = (
                "check api_key (hindsight does not read OPENAI_API_KEY; pass api_key=...)"
                if not self._api_key_given
                else "check api_key and that it may use this model"
            )
        elif status == 404:
            hint = "check the model name and base_url (an OpenAI-compatible base_url usually ends in /v1)"
        elif status in (400, 422):
            hint = (
                "the server rejected the request; if it does not support json_schema structured outputs, use "
                "response_format='json_object' or 'none'"
            )
        elif status == 429:
            hint = "rate limited or out of quota after retries; try again later or check the account's limits"
        elif status >= 500:
            hint = "the server failed after retries; check its logs, or try again later"
        else:
            hint = "check base_url, api_key and model"
        return ExtractionError(f"{where}: {hint}", status_code=status, body=_body_text(exc))

    async def aclose(self) -> None:
        """Close the HTTP client (only one this object created)."""
        if self._owns_client:
            await self._client.close()

    async def __aenter__(self) -> OpenAIStructuredLLM:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


def _body_text(exc: openai.APIStatusError) -> str:
    if exc.body is None:
        return exc.message
    return exc.body if isinstance(exc.body, str) else json.dumps(exc.body, ensure_ascii=False, default=str)


__all__ = ["PLACEHOLDER_API_KEY", "OpenAIStructuredLLM", "ResponseFormatMode"]
