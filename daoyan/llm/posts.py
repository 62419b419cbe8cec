"""Asks a model seat answers with a post in the book's own format rather than an option's number: 版杀's 投票 and 改票.

Seed 003_6ab575b4f34e0846.txt: 「请严格依照投票格式或改票格式进行投票。投票格式或投票对象有误的票无效。」
The model writes the post; the project's own grammar and 对象 resolution (`read_vote_post` of
daoyan.games.langren.forum.compose, the reading `daoyan forum tally` gives a real thread) say which option it is — so
the seat's posts, gathered into a thread (`compose.thread_of(g, posts)`), tally back to the votes the game counted.
A post the grammar refuses is a refused reply (retried once, then the heuristic bot votes: agent.LLMBot).

Everything here reads the seat's view: the living seats are the table's less its `out` list, named as the game
names them (3号).

>>> v = {"table": {"players": 4, "out": [2]}}
>>> living(v), out_names(v)
({1: '1号', 3: '3号', 4: '4号'}, ['2号'])
"""

from __future__ import annotations

from typing import Any

from ..core.ask import Answer, Ask

FORMAT = {"投票": "投票对象:<对象>\n投票理由:<理由>", "改票": "改票对象:<对象>\n改票理由:<理由>"}


def living(view: dict[str, Any]) -> dict[int, str]:
    table = view.get("table") or {}
    out = {int(x) for x in table.get("out") or []}
    return {x: f"{x}号" for x in range(1, int(table.get("players") or 0) + 1) if x not in out}


def out_names(view: dict[str, Any]) -> list[str]:
    return [f"{int(x)}号" for x in (view.get("table") or {}).get("out") or []]


def post_help(view: dict[str, Any], ask: Ask) -> str:
    """How the post is written (the book's format) and whom this ask lets it name."""
    from ..games.langren.flow import ABSTAIN as ABSTAIN_ANSWER

    names = living(view)
    can = [names[int(o["target"])] for o in ask.options if "target" in o and int(o["target"]) in names]
    if ABSTAIN_ANSWER in ask.options:
        can.append("弃权")
    keep = "不改票就只写一句话(不写改票格式)" if ask.skill == "改票" else "不投票就只写一句话(不写投票格式)"
    return (f"请在post里写你的{ask.skill}帖,严格按照规则书的格式(两行):\n{FORMAT[ask.skill]}\n"
            f"可选对象: {'、'.join(can)}\n{keep}。理由写你公开的推理,像论坛玩家一样。")


def read_post(text: str, ask: Ask, view: dict[str, Any]) -> Answer:
    """The option the post names (IllegalAnswer, saying why, when the grammar or the 对象 refuses it)."""
    from ..games.langren.forum.compose import read_vote_post

    return read_vote_post(text, ask, living(view), out=out_names(view))
