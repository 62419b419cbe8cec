"""`daoyan serve` in its own process for the web app's benchmarks and screenshots: a free port, a throwaway SQLite
file, waiting until it answers; and a JSON POST."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(base + path, json.dumps(body).encode(), {"content-type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)  # type: ignore[no-any-return]


@contextmanager
def server(bot_delay: float, port: int = 0, env: dict[str, str] | None = None) \
        -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """Yields the server process and its base address (`env`: more environment for it); stops it afterwards."""
    if not port:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
    db = Path(tempfile.mkdtemp()) / "bench.db"
    proc = subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(port), "--database",
                             f"sqlite:///{db}"], env={**os.environ, "DAOYAN_BOT_DELAY": str(bot_delay), **(env or {})},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/api/games").close()
                break
            except OSError:
                time.sleep(0.1)
        yield proc, base
    finally:
        proc.terminate()
        proc.wait()
