"""``hindsight doctor`` and ``hindsight reindex``: check the configured stores, rebuild the vector index.

The checks and the rebuild live in :mod:`hindsight_core.maintenance`; this module turns the environment
(``HINDSIGHT_*``) into an engine and prints the outcome.
"""

from __future__ import annotations

import asyncio
import time

from pydantic import ValidationError
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hindsight_core.cli.progress import progress_bar
from hindsight_core.errors import ConfigError
from hindsight_core.maintenance import Check, diagnose, reindex
from hindsight_core.settings import HindsightSettings, engine_from_settings
from hindsight_core.stores.factory import describe_stores

_STYLES = {"OK": "green", "WARN": "bold yellow", "FAIL": "bold red", "SKIP": "yellow"}


def describe_settings(settings: HindsightSettings) -> str:
    """One line on what the environment configures: which stores, where, which embedder and which LLM."""
    stores = settings.store_config()
    llm = f"LLM {settings.llm_model}" if settings.llm_provider != "none" else "no LLM (rule extraction)"
    return f"{describe_stores(stores)}, embedder {settings.embedder}, {llm}, data dir {stores.data_dir}"


def run_doctor(console: Console, settings: HindsightSettings | ConfigError, *, repair: bool) -> int:
    """Print the checks as a table; 0 when none failed, 1 otherwise. ``settings`` is the configuration, or
    the error that reading it from the environment raised (reported as the first check)."""
    try:
        if isinstance(settings, ConfigError):
            raise settings
        engine = engine_from_settings(settings)
    except (ConfigError, ValidationError) as exc:
        checks = [
            Check(
                "configuration",
                "FAIL",
                str(exc),
                "fix the HINDSIGHT_* environment variables (see hindsight_core/settings.py)",
            )
        ]
    else:
        checks = [Check("configuration", "OK", describe_settings(settings))]
        checks += asyncio.run(diagnose(engine, repair=repair))
    table = Table(title="hindsight doctor", show_lines=True)
    table.add_column("check", no_wrap=True)
    table.add_column("status", no_wrap=True)
    table.add_column("detail")
    for check in checks:
        detail = Text(check.detail)
        if check.fix:
            detail.append(f"\nfix: {check.fix}", style="cyan")
        table.add_row(check.name, Text(check.status, style=_STYLES[check.status]), detail)
    console.print(table)
    failed = [check.name for check in checks if not check.ok]
    if failed:
        console.print(f"[bold red]{len(failed)} failed:[/bold red] {', '.join(failed)}", highlight=False)
        return 1
    warned = [check.name for check in checks if check.status == "WARN"]
    also = f" ({len(warned)} warning{'' if len(warned) == 1 else 's'}: {', '.join(warned)})" if warned else ""
    console.print(f"[green]all checks passed[/green]{also}", highlight=False)
    return 0


def run_reindex(console: Console, settings: HindsightSettings) -> int:
    """Rebuild the vector index from the graph store with the configured embedder, with a progress bar."""
    engine = engine_from_settings(settings)
    started = time.perf_counter()
    console.print(f"rebuilding the vector index: {describe_settings(settings)}", highlight=False)

    async def work() -> int:
        try:
            with progress_bar(console) as progress:
                task = progress.add_task("re-embedding", total=None)
                return await reindex(
                    engine, progress=lambda done, total: progress.update(task, completed=done, total=total)
                )
        finally:
            # aclose() closes the stores only once the engine opened; a failed rebuild may stop earlier.
            await engine.vectors.close()
            await engine.graph.close()
            await engine.aclose()

    count = asyncio.run(work())
    console.print(
        f"rebuilt the vector index: {count} records re-embedded with {engine.embedder.model_id} "
        f"({engine.embedder.dimension} dimensions) in {time.perf_counter() - started:.1f} s",
        highlight=False,
    )
    return 0
