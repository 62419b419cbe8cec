"""What a game of model seats costs, per game kind: every seat a model (`LLMBot`) against the scripted
OpenAI-compatible server (tests/llm/fake_openai.py: it answers at once, with a random legal option and a short line
where words are allowed; a 版杀 vote as a post naming an offered name), so the figures are the prompts' and replies'
sizes, not a real model's speed or play.

Per game kind: games played, model calls per game, prompt and completion tokens per game — as the scripted server
counts them, characters ÷ 1.5 (about what a tokenizer with Chinese in its vocabulary gives; a real endpoint reports its
own count and docs/llm.md shows both) —, the largest prompt of a call, and prompt characters per call.

    PYTHONPATH=. python bench/llm_cost.py --games 3
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # the scripted server

from llm.fake_openai import Scripted, ScriptedServer, request_schema

from daoyan.core.bots import play_out
from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.llm import usage_record
from daoyan.llm.agent import LLMBot
from daoyan.llm.client import Endpoint

SEATS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}


def player(seed: int) -> Any:
    r = random.Random(seed)

    def reply(body: dict[str, Any]) -> Scripted:
        props = (request_schema(body) or {}).get("properties", {})
        ask = body["messages"][-1]["content"]
        data: dict[str, Any] = {}
        if "post" in props:
            m = re.search(r"当前问题 \[(投票|改票)\]", ask)
            names = re.search(r"可选对象: (.*)", ask)
            kind = m.group(1) if m else "投票"
            name = r.choice(names.group(1).split("、")) if names else "弃权"
            data["post"] = f"{kind}对象:{name}\n{kind}理由:发言有漏洞,先投他看看。"
        if "option" in props:
            data["option"] = r.randint(0, props["option"]["maximum"])
        if "say" in props:
            data["say"] = r.choice(["", "我是好人,昨晚没什么信息,先听后置位。", "3号的发言很奇怪,我怀疑他。"])
        return Scripted(tool_args=data)

    return reply


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--only", default="", help="one game kind")
    a = ap.parse_args()
    print(f"{'game':9} {'seats':>5} {'games':>5} {'calls/game':>10} {'prompt tok/game':>15} {'compl tok/game':>14} "
          f"{'prompt chars/call':>17} {'largest prompt (chars)':>22} {'s/game':>7}")
    with ScriptedServer() as srv:
        for game, seats in SEATS.items():
            if a.only and game != a.only:
                continue
            calls, prompt, completion, chars, biggest, secs = [], [], [], [], 0, []
            for i in range(a.games):
                srv.default = player(i)
                before = len(srv.requests)
                g = Game(get_rules(game), seats, 1000 + i, {})
                ep = Endpoint(srv.url, "scripted")
                bots = {s: LLMBot(game, i * 100 + s, ep) for s in g.seats}
                t0 = time.perf_counter()
                play_out(g, bots)
                secs.append(time.perf_counter() - t0)
                total = usage_record(bots)["total"]
                calls.append(total["calls"])
                prompt.append(total["prompt_tokens"])
                completion.append(total["completion_tokens"])
                for body in srv.requests[before:]:
                    n = sum(len(m["content"]) for m in body["messages"])
                    chars.append(n)
                    biggest = max(biggest, n)
                del srv.requests[before:]  # (keep the server's memory small)
            print(f"{game:9} {seats:>5} {a.games:>5} {statistics.mean(calls):>10.0f} {statistics.mean(prompt):>15,.0f} "
                  f"{statistics.mean(completion):>14,.0f} {statistics.mean(chars):>17,.0f} {biggest:>22,} "
                  f"{statistics.mean(secs):>7.1f}")


if __name__ == "__main__":
    main()
