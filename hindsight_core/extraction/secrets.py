"""Credentials in what an agent's tools passed (a password among a login call's arguments, an API key or token in
a lookup's result) masked in the memories drawn from them: a secret that a tool handled is no fact about the user,
and a memory is recalled into later prompts, exported and audited. The trace keeps its steps as they were.

What the user says themselves is theirs to keep ("my wifi password is ..."): only facts citing a tool step are
masked. A payment card's number, its security code and a social security number a tool passed are masked too (a
payments or identity lookup's result).

>>> mask_secrets('{"plan": "Pro", "api_token": "ghp_16C7e42F292c6912E7710c838347Ae178B4a"}')
'{"plan": "Pro", "api_token": "[redacted]"}'
>>> mask_secrets("Logged in. API key: sk-live-ABCDEF1234567890abcdef")
'Logged in. API key: [redacted]'
>>> mask_secrets("账户已续费，密码：Zx9kq2mP，有效期至2027年")
'账户已续费，密码：[redacted]，有效期至2027年'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.extraction.base import ExtractedFact

REDACTED_VALUE = "[redacted]"

# a key naming a credential, as a whole word or the last part of one ("api_token", "x-api-key", "client_secret";
# not "token_count", "max_tokens"), then ":" or "=" (JSON, a Python repr, "key=value", "API key: ..."). Matched
# from the credential's word on (the parts before it stay as they are): a pattern taking them in as well tried
# every part of a long snake_case or kebab-case run as the key's start (minutes for a tool result holding one).
_KEY = (
    r"(?<![A-Za-z0-9])"
    r"(?:pass(?:word|wd|phrase|code)|pwd|secret|api[_\- ]?key|apikey|(?:access|auth|refresh|bearer)[_\- ]token"
    r"|token|credentials?|private[_\- ]key|secret[_\- ]key"
    # a card's security code, a social security number (a payment or an identity lookup's result)
    r"|cvv2?|cvc2?|card[_\- ]?(?:security[_\- ]?)?code|ssn|social[_\- ]security(?:[_\- ]number)?)"
    r"(?![A-Za-z0-9_\-])"
)
_ZH_KEY = r"(?:密码|口令|密钥|秘钥|令牌)"
_PAIR = re.compile(
    rf"(?P<head>(?:{_KEY}|{_ZH_KEY})[\"']?\s*[:=：]\s*)"
    r"(?:(?P<q>[\"'])(?P<quoted>(?:\\.|(?!(?P=q)).)+)(?P=q)|(?P<bare>[^\s,;，；。、\"'}\])]+))",
    re.IGNORECASE,
)
_MIN_SECRET = 4  # characters a secret has to be masked wherever it is written, not only in its field
_NOT_SECRET = frozenset({"true", "false", "null", "none", "", REDACTED_VALUE.lower(), "***"})

# tokens whose shape says what they are, wherever they stand
_TOKEN = re.compile(
    r"(?<![A-Za-z0-9])(?:"
    r"sk-(?:[a-z]+-)?[A-Za-z0-9_\-]{16,}"  # OpenAI, Anthropic, Stripe
    r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}"  # GitHub
    r"|AKIA[0-9A-Z]{16}"  # AWS access key id
    r"|xox[abprs]-[A-Za-z0-9\-]{10,}"  # Slack
    r"|AIza[0-9A-Za-z_\-]{35}"  # Google API key
    r"|eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}"  # a JWT
    r"|(?<=Bearer )[A-Za-z0-9._\-~+/]{16,}=*"
    r")(?![A-Za-z0-9])"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----",
    re.DOTALL,
)


def _pair_value(match: re.Match[str]) -> str | None:
    """The secret value of a credential field, ``None`` when it is none (``null``, ``false``, masked already)."""
    value = match.group("quoted") if match.group("q") else match.group("bare")
    return None if value.strip().lower() in _NOT_SECRET else value


def _masked_pair(match: re.Match[str]) -> str:
    if _pair_value(match) is None:
        return match.group(0)
    quote = match.group("q") or ""
    return f"{match.group('head')}{quote}{REDACTED_VALUE}{quote}"


# a payment card's number: 13 to 19 digits, in groups or not, of a card network's first digit (2-6), its last
# digit its Luhn check (an order or tracking number of as many digits seldom passes it and starts so); never after a
# "+": a phone number written with its country code ("+4915112345678", a shop's or a CRM's E.164 field) is as long,
# and one in ten passes the check
_CARD = re.compile(r"(?<![\d\-+])[2-6]\d{3}(?:[ \-]?\d){9,15}(?![\d\-])")


def _luhn(digits: str) -> bool:
    total = 0
    for n, digit in enumerate(reversed(digits)):
        value = int(digit) * (2 if n % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def _cards(text: str) -> list[str]:
    """The payment card numbers written in ``text``."""
    return [m.group(0) for m in _CARD.finditer(text) if _luhn(re.sub(r"[ \-]", "", m.group(0)))]


def mask_secrets(text: str) -> str:
    """``text`` with the values of credential fields, credential-shaped tokens and payment card numbers replaced
    by ``[redacted]``.

    >>> mask_secrets('{"card_number": "4242 4242 4242 4242", "cvc": "123", "order": "1234567890123"}')
    '{"card_number": "[redacted]", "cvc": "[redacted]", "order": "1234567890123"}'
    """
    text = _TOKEN.sub(REDACTED_VALUE, _PAIR.sub(_masked_pair, text))
    for card in _cards(text):
        text = text.replace(card, REDACTED_VALUE)
    return text


def secret_values(text: str) -> set[str]:
    """The secrets :func:`mask_secrets` masks in ``text``: what to mask wherever else they are written."""
    values = {value for m in _PAIR.finditer(text) if (value := _pair_value(m)) is not None}
    return values | {m.group(0) for m in _TOKEN.finditer(text)} | set(_cards(text))


@lru_cache(maxsize=16)
def _step_secrets(content: str) -> frozenset[str]:
    """:func:`secret_values` of a tool step, read once for all the facts of a window that cite it (a long result
    scanned again for each of them)."""
    return frozenset(secret_values(content))


def mask_tool_secrets(fact: ExtractedFact, tool_steps: Mapping[str, str]) -> ExtractedFact:
    """``fact`` with its secrets masked when it cites one of ``tool_steps`` (step id -> content of the tool calls
    and results): the secrets of the steps it cites and of its own text, in its text and attribute values, an
    entity holding one left out (an extractor that wrote the value without its field name is masked too)."""
    cited = [tool_steps[step_id] for step_id in fact.source_ids if step_id in tool_steps]
    if not cited:
        return fact
    values = set().union(*(_step_secrets(content) for content in cited))
    # the longest first, so that a secret holding another is masked whole; a value of a few letters is too
    # common to mask wherever it stands (its field is masked still)
    known = sorted((v for v in values if len(v) >= _MIN_SECRET), key=len, reverse=True)

    def masked(text: str) -> str:
        text = mask_secrets(text)
        for value in known:
            text = text.replace(value, REDACTED_VALUE)
        return text

    text = masked(fact.text)
    attributes = {key: masked(value) for key, value in fact.attributes.items()}
    entities = [e for e in fact.entities if masked(e) == e]
    if (text, attributes, entities) == (fact.text, fact.attributes, fact.entities):
        return fact
    return fact.model_copy(update={"text": text, "attributes": attributes, "entities": entities})


__all__ = ["REDACTED_VALUE", "mask_secrets", "mask_tool_secrets", "secret_values"]
