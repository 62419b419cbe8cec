"""A generated 版杀 thread tallied back to the votes the model seats meant (issue 27).

Seed 003_6ab575b4f34e0846.txt: 「请严格依照投票格式或改票格式进行投票。投票格式或投票对象有误的票无效。」 Model seats
(`LLMBot`, against the scripted OpenAI-compatible server: no network) write their 投票 and 改票 as posts; the game
takes each post as the project's forum grammar reads it; the posts, gathered into each day's thread
(`compose.day_threads`), are counted by the project's own tally (`daoyan forum tally`) to exactly the votes the game
counted, every post kept as the model wrote it.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from langren.test_compose import check_game, play_stepped

from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.games.langren.forum.compose import day_threads
from daoyan.llm.agent import LLMBot
from daoyan.llm.client import Endpoint

from .fake_openai import Scripted, ScriptedServer, request_schema

REASONS = ("发言矛盾,像狼。", "昨天划水,今天要出。", "跟预言家的票。", "")


def forum_player(seed: int) -> Any:
    """The scripted model: a vote post naming one of the names the question offers (sometimes 弃权, sometimes no vote
    at all, sometimes in full-width or on one line, as the book allows), or a random legal option number."""
    r = random.Random(seed)

    def reply(body: dict[str, Any]) -> Scripted:
        schema = request_schema(body) or {}
        props = schema.get("properties", {})
        ask = body["messages"][-1]["content"]
        data: dict[str, Any] = {}
        if "post" in props:
            kind = re.search(r"当前问题 \[(投票|改票)\]", ask).group(1)  # type: ignore[union-attr]
            names = re.search(r"可选对象: (.*)", ask).group(1).split("、")  # type: ignore[union-attr]
            roll = r.random()
            if roll < 0.1:
                data["post"] = "我再看看,晚点投。"  # no vote in it: 未投票 / 不改票
            else:
                colon = "：" if roll < 0.3 else ":"
                sep = " " if roll > 0.85 else "\n"
                data["post"] = f"{kind}对象{colon}{r.choice(names)}{sep}{kind}理由{colon}{r.choice(REASONS)}"
        if "option" in props:
            data["option"] = r.randint(0, props["option"]["maximum"])
        if "say" in props:
            data["say"] = ""
        return Scripted(tool_args=data)

    return reply


def test_model_seats_vote_posts_tally_back_to_the_votes_they_meant() -> None:
    kept = days_seen = 0
    with ScriptedServer() as srv:
        for seed in range(1, 5):
            srv.default = forum_player(seed)
            g = Game(get_rules("langren"), 12, seed, {}, stop_after_round=1, stop_at_phase="白昼")
            ep = Endpoint(srv.url, "scripted")
            bots = {x: LLMBot("langren", seed * 50 + x, ep) for x in g.seats}
            days = play_stepped(g, dict(bots))
            assert all(b.usage.fallbacks == 0 for b in bots.values())  # every vote was the model's own post
            posts = {(p["round"], p["seat"], p["skill"]): p["text"] for b in bots.values() for p in b.posts}
            seen = check_game(g, days, posts=posts)
            threads = day_threads(g, posts)
            assert all(not th.replaced for th in threads)  # each post read back as the vote the game took
            voted = sum(1 for k, text in posts.items() if k[0] in days and "对象" in text)
            assert seen["posts_kept"] == voted
            kept += seen["posts_kept"]
            days_seen += seen["days"]
        assert any("可选对象" in json.dumps(b, ensure_ascii=False) for b in srv.requests)
    assert days_seen >= 4 and kept >= 40
