"""晨报 = 模型: a model writes the 晨报 as the 导演's stand-in (docs/rulings/wangling.md, W-MP5) — the flow's side.

002_df7a4ea6bd54eb52.txt, lines 65–67: 「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。」
「原则上，晨报的要求是，契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息。」
The model itself: tests/llm/test_paper.py."""

from __future__ import annotations

from typing import Any

import pytest
from wangling_scripts import LAYOUT, run

from daoyan.core.ask import HOST_SEAT, Ask
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import public_view, stand_in_view
from daoyan.games.wangling import RULES

STORY = "钟楼的影子比昨天更长了。"


def new(**options: Any) -> Game:
    return Game(RULES, 21, 1, {"最多天数": 3, **options}, forced={"身份": [LAYOUT]})


def test_the_model_is_the_hosts_stand_in_asked_as_the_director_is() -> None:
    """晨报 = 模型 asks the host (HOST_SEAT) the 导演's very ask before each 公示; the rules say a model answers it
    (`model_host`) and, unlike 导演, nothing asks for a 导演 (`asks_host`: a play room or `daoyan play` takes it)."""
    g = new(晨报="模型")
    assert g.config["晨报"] == [HOST_SEAT] and RULES.model_host(g.config) and RULES.asks_host(g.config) is None
    d = new(晨报="导演")
    assert d.config["晨报"] == [HOST_SEAT] and not RULES.model_host(d.config) and RULES.asks_host(d.config)
    assert not RULES.model_host(new().config) and not RULES.model_host(new(晨报=[3]).config)
    asked: list[Ask] = []

    def script(g: Game, a: Ask) -> Any:
        if a.seat == HOST_SEAT:
            asked.append(a)
            return {"choice": "晨报", "say": STORY}
        return None

    run(g, script)
    assert asked and all(a.skill == "晨报" and a.public and a.speech and a.speech_max == 1000 for a in asked)
    posts = [e.text for e in g.log.entries if e.kind == "announce"]
    assert posts and all(p.endswith("【晨报】\n" + STORY) for p in posts)


def test_the_model_with_writer_seats_comes_first_and_not_with_the_director() -> None:
    """「每局版杀的晨报可由多名写手来写」: [8, "模型"] — the model (the host's pen) first, then seat 8; 导演 and 模型
    together name the host's pen twice and are refused, saying why."""
    assert new(晨报=[8, "模型"]).config["晨报"] == [HOST_SEAT, 8]
    with pytest.raises(ConfigError, match="not both"):
        new(晨报=["导演", "模型"])
    with pytest.raises(ConfigError, match="晨报 is 无, 导演, 模型"):
        new(晨报="机器")


def test_the_stand_in_view_is_the_public_view_and_the_bulletin_it_goes_with() -> None:
    """What the model may be handed (`core.view.stand_in_view`): the public view, and the host's public ask, whose
    prompt is the 公示 exactly as it is posted — the same words everybody reads moments later."""
    g = new(晨报="模型")
    run(g, lambda g, a: None, until=lambda g: HOST_SEAT in g.pending)
    v = stand_in_view(g)
    assert {k: v[k] for k in v if k != "ask"} == public_view(g) and "state" not in v
    post = v["ask"]["prompt"].partition("\n")[2]
    g.answer(HOST_SEAT, {"choice": "放弃"})
    run(g, lambda g, a: None, until=lambda g: any(e.kind == "announce" for e in g.log.entries))
    assert next(e.text for e in g.log.entries if e.kind == "announce") == post
