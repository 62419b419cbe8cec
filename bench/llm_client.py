"""What daoyan.llm.client itself costs: milliseconds per call against the scripted server (tests/llm/fake_openai.py),
which answers at once, so the figures are the client's and the local HTTP round trip's share of a model call.

For each mode (tools / json / text) with streaming off and on: `--calls` calls one after another (median and 95th
percentile milliseconds). Then `--threads` threads calling at once with `concurrency` 1, 2 and 4 and a scripted
`--delay` per reply: the calls per second, against the ceiling concurrency / delay.

    PYTHONPATH=. python bench/llm_client.py --calls 200
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # the scripted server

from llm.fake_openai import Scripted, ScriptedServer

from daoyan.llm.client import Endpoint, complete

SCHEMA = {
    "type": "object",
    "properties": {"option": {"type": "integer", "minimum": 0}, "say": {"type": "string"}},
    "required": ["option", "say"],
    "additionalProperties": False,
}
MESSAGES = [
    {"role": "system", "content": "你是版杀的一名玩家。" * 40},
    {"role": "user", "content": "白天投票。选项：0 弃票，1 投3号，2 投5号。" * 10},
]


def sequential(srv: ScriptedServer, calls: int) -> None:
    print(f"{'mode':6} {'stream':6} {'median ms':>9} {'p95 ms':>7}")
    for mode in ("tools", "json", "text"):
        for stream in (False, True):
            ep = Endpoint(srv.url, "bench", mode=mode, stream=stream, timeout=10.0)
            complete(ep, MESSAGES, SCHEMA)  # the connection is open
            times = []
            for _ in range(calls):
                start = time.perf_counter()
                reply = complete(ep, MESSAGES, SCHEMA)
                times.append((time.perf_counter() - start) * 1000)
                assert reply.data is not None
            times.sort()
            p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
            print(f"{mode:6} {stream!s:6} {statistics.median(times):9.2f} {p95:7.2f}")


def concurrent(srv: ScriptedServer, threads: int, delay: float, per_thread: int) -> None:
    print(f"\n{threads} threads × {per_thread} calls, each reply scripted {delay * 1000:.0f} ms late")
    print(f"{'concurrency':>11} {'calls/s':>8} {'ceiling':>8} {'most at once':>12}")
    for concurrency in (1, 2, 4):
        srv.max_in_flight = 0
        srv.default = lambda body: Scripted(tool_args={"option": 0, "say": "过。"}, delay=delay)
        ep = Endpoint(srv.url, "bench", concurrency=concurrency, timeout=30.0)

        def work(ep: Endpoint) -> None:
            for _ in range(per_thread):
                complete(ep, MESSAGES, SCHEMA)

        pool = [threading.Thread(target=work, args=(ep,)) for _ in range(threads)]
        start = time.perf_counter()
        for t in pool:
            t.start()
        for t in pool:
            t.join()
        rate = threads * per_thread / (time.perf_counter() - start)
        print(f"{concurrency:11d} {rate:8.1f} {concurrency / delay:8.1f} {srv.max_in_flight:12d}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--delay", type=float, default=0.05)
    parser.add_argument("--per-thread", type=int, default=5)
    args = parser.parse_args()
    with ScriptedServer() as srv:
        sequential(srv, args.calls)
        concurrent(srv, args.threads, args.delay, args.per_thread)


if __name__ == "__main__":
    main()
