"""``python -m hindsight_core.mcp``: the MCP server without the CLI (the options of ``hindsight mcp``).

Configuration comes from the ``HINDSIGHT_*`` environment variables, as for the CLI: the data directory and the
embedder are ``HINDSIGHT_DATA_DIR`` and ``HINDSIGHT_EMBEDDER`` (``hindsight mcp`` also takes them as flags).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from hindsight_core.cli.arguments import add_mcp_arguments
from hindsight_core.errors import HindsightError


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, serve until interrupted; return the process exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m hindsight_core.mcp", description="Serve hindsight memory as MCP tools."
    )
    add_mcp_arguments(parser)
    args = parser.parse_args(argv)

    from hindsight_core.cli.opening import read_settings
    from hindsight_core.mcp.server import run_mcp_server
    from hindsight_core.settings import misspelt_variables

    for warning in misspelt_variables(os.environ):
        print(f"hindsight mcp: warning: {warning}", file=sys.stderr)
    try:
        # a bad setting is named as `hindsight mcp` names it (one that is not JSON, an unknown time zone too)
        run_mcp_server(args.transport, args.host, args.port, read_settings(args))
    except (HindsightError, OSError) as exc:  # OSError: the port is taken, the address is not ours
        print(f"hindsight mcp: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
