"""A model writes the 晨报 as the host's stand-in, from public facts only (daoyan.llm.paper; issue 27), against a real
HTTP server speaking the chat-completions protocol (tests/llm/fake_openai.py).

002_df7a4ea6bd54eb52.txt, lines 65–68: 「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。晨报在
讨论帖开门时发布，可以起到增加版杀娱乐性的作用。」「原则上，晨报的要求是，契合剧本与当天公示的前日出局玩家，以故事的形式
阐述并展示给大家，但不能透露游戏流程相关信息。」「晨报可以存在也可以不存在」 (亡灵低语: W-MP5; 版杀: L-MP1)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from daoyan.core.ask import HOST_SEAT, Ask
from daoyan.core.bots import DefaultBot, RandomBot, ViewFn, play_out
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game, replay
from daoyan.core.view import host_view, seat_view, stand_in_view, viewer
from daoyan.games.langren import RULES as LANGREN
from daoyan.games.wangling import RULES as WANGLING
from daoyan.llm.client import Endpoint
from daoyan.llm.paper import BOOK_PRINCIPLE, SCRIPTS, PaperHost, clean, paper_messages, stand_in
from daoyan.llm.usage import Budget
from llm.fake_openai import Scripted, ScriptedServer

STORY = "晨雾未散，钟楼下少了一盏灯。人们在广场上低声议论，昨夜离去的人再也不会回来了。"
WL_LAYOUT = ["牧师", "枪兵", "骑兵", "弓兵", "村长", *["村民"] * 6, "剑士", "游荡者", "慰魂师", "守夜人", "学者",
             *["恶徒"] * 4, "贵族"]  # seats 1…21
LR_LAYOUT = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 4


@pytest.fixture
def srv() -> Iterator[ScriptedServer]:
    with ScriptedServer() as server:
        server.default = lambda body: Scripted(content=STORY)
        yield server


def endpoint(srv: ScriptedServer, **kw: Any) -> Endpoint:
    return Endpoint(srv.url, "scripted", mode="text", **kw)


def wangling(seed: int = 1, layout: list[str] = WL_LAYOUT, **options: Any) -> Game:
    return Game(WANGLING, 21, seed, {"最多天数": 3, "晨报": "模型", **options}, forced={"身份": [layout]})


def langren(layout: list[str] = LR_LAYOUT, seed: int = 1, **options: Any) -> Game:
    return Game(LANGREN, 12, seed, {"座位身份": {str(i): r for i, r in enumerate(layout, 1)}, "最多天数": 3,
                                    "晨报": "模型", **options})


def to_host_ask(g: Game) -> Ask:
    """Play every seat's default until the host is asked."""
    while HOST_SEAT not in g.pending:
        assert g.pending and not g.finished
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)
    return g.pending[HOST_SEAT]


def decide(host: PaperHost, g: Game) -> dict[str, Any]:
    """The stand-in answers the open host ask as a harness lets it (`viewer`: the public facts), and the game takes it."""
    ask = g.pending[HOST_SEAT]
    answer = host.decide(ask, viewer(host, g, HOST_SEAT))
    g.answer(HOST_SEAT, answer)
    return answer


# -- the 晨报 reaches everybody ---------------------------------------------------------------------------------
def test_wangling_the_models_paper_closes_each_bulletin_for_everybody(srv: ScriptedServer) -> None:
    """「晨报在讨论帖开门时发布」: with 晨报 = 模型 each 公示 ends with the model's story under 【晨报】, in every seat's
    view; the model was asked once per 公示, told the book's principle, the day and that day's 公示."""
    g = wangling()
    host = PaperHost(endpoint(srv), "wangling")
    play_out(g, {s: RandomBot(s) for s in g.seats}, host=host)
    posts = [e for e in g.log.entries if e.kind == "announce"]
    assert posts and len(srv.requests) == len(posts) == host.usage.calls
    for e in posts:
        assert e.audience.kind == "all" and e.text.endswith("【晨报】\n" + STORY)
        assert all(any(x["text"] == e.text for x in seat_view(g, s)["log"]) for s in (1, 7, 21))
    for day, (body, post) in enumerate(zip(srv.requests, posts, strict=True), 2):
        system, user = body["messages"]
        assert system["role"] == "system" and BOOK_PRINCIPLE in system["content"] and "不超过1000字" in system["content"]
        assert user["content"].startswith(f"第{day}天的公示：\n")
        assert post.text.removesuffix("\n【晨报】\n" + STORY) in user["content"]  # the 公示 itself, as posted
    u = host.usage
    assert u.retries == 0 and u.fallbacks == 0 and u.prompt_tokens > 0 and u.completion_tokens > 0 and not u.notes
    # the words are the host's answers in the record: replayed with no model
    again = replay(WANGLING, json.loads(json.dumps(g.record(), ensure_ascii=False)))
    assert [e.text for e in again.log.entries] == [e.text for e in g.log.entries]


def test_langren_the_models_story_is_posted_after_the_white_day_bulletin(srv: ScriptedServer) -> None:
    """L-MP1: 「公示前一天出局角色名单等相关信息」, then 【晨报】 with the model's story, a public line; the model is told
    the 公示 lines of the day (and the 黄昏's vote-outs of the day before)."""
    g = langren()
    host = PaperHost(endpoint(srv), "langren")
    ask = to_host_ask(g)
    assert ask.round == 2 and ask.phase == "白昼"
    decide(host, g)
    lines = [e for e in g.log.entries if e.audience.kind == "all"]
    assert lines[-1].text == "【晨报】\n" + STORY and lines[-1].kind == "announce"
    assert lines[-2].text.startswith("公示: ")
    user = srv.requests[0]["messages"][1]["content"]
    assert user.startswith("第2天的公示：\n") and lines[-2].text in user
    assert "公示: 投票出局: " in user.split("\n")[1]  # day 1's 黄昏 公示 first


def test_the_english_prompt_asks_for_english(srv: ScriptedServer) -> None:
    g = langren()
    to_host_ask(g)
    decide(PaperHost(endpoint(srv), "langren", lang="en"), g)
    system, user = srv.requests[0]["messages"]
    assert "Reveal nothing of the game's process" in system["content"] and BOOK_PRINCIPLE in system["content"]
    assert user["content"].startswith("Day 2's bulletin:")


# -- failures: retried once, then no 晨报, noted ------------------------------------------------------------------
def test_a_paper_too_long_is_retried_once_told_its_length_then_there_is_none(srv: ScriptedServer) -> None:
    """W-MP3: at most 1,000 characters. A longer reply is asked again, saying by how much; a second one too long
    gives the ask's default (no 晨报: 「晨报可以存在也可以不存在」), noted in the stand-in's usage."""
    srv.script(Scripted(content="长" * 1001), Scripted(content="长" * 1500))
    g = wangling()
    ask = to_host_ask(g)
    host = PaperHost(endpoint(srv), "wangling")
    assert decide(host, g) == ask.default == {"choice": "放弃"}
    assert len(srv.requests) == 2
    first, second = (b["messages"] for b in srv.requests)
    assert second[:2] == first and "上一稿有1001字，超过了1000字的上限" in second[2]["content"]
    u = host.usage
    assert (u.calls, u.retries, u.fallbacks) == (2, 1, 1) and "1500 characters, more than 1000" in u.notes[0]
    to_host_ask_or_post(g)
    assert not any("【晨报】" in e.text for e in g.log.entries)


def to_host_ask_or_post(g: Game) -> None:
    while not any(e.kind == "announce" for e in g.log.entries):
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)


def test_a_paper_too_long_then_right_is_posted(srv: ScriptedServer) -> None:
    srv.script(Scripted(content="长" * 1001), Scripted(content=f"```\n【晨报】\n{STORY}\n```"))
    g = wangling()
    to_host_ask(g)
    host = PaperHost(endpoint(srv), "wangling")
    assert decide(host, g) == {"choice": "晨报", "say": STORY}  # its fence and heading taken off (the post adds it)
    assert (host.usage.retries, host.usage.fallbacks) == (1, 0)
    to_host_ask_or_post(g)
    assert next(e.text for e in g.log.entries if e.kind == "announce").endswith("【晨报】\n" + STORY)


def test_a_server_error_twice_gives_no_paper_and_is_noted(srv: ScriptedServer) -> None:
    srv.script(Scripted(status=500), Scripted(status=503))
    g = langren()
    ask = to_host_ask(g)
    host = PaperHost(endpoint(srv), "langren")
    assert decide(host, g) == ask.default
    assert len(srv.requests) == 2 and (host.usage.retries, host.usage.fallbacks) == (1, 1)
    assert (host.usage.calls, host.usage.errors, host.usage.decisions) == (0, 2, 1)
    assert "LLMError" in host.usage.notes[0] and "503" in host.usage.notes[0]
    assert not any("晨报" in e.text for e in g.log.entries)
    assert g.pending and HOST_SEAT not in g.pending  # the game went on to the vote


def test_a_server_error_then_a_reply_is_posted(srv: ScriptedServer) -> None:
    srv.script(Scripted(status=500))
    g = langren()
    to_host_ask(g)
    host = PaperHost(endpoint(srv), "langren")
    assert decide(host, g) == {"choice": "晨报", "say": STORY}
    assert (host.usage.calls, host.usage.errors, host.usage.retries, host.usage.fallbacks) == (1, 1, 1, 0)


def test_a_late_or_empty_reply_is_no_paper(srv: ScriptedServer) -> None:
    """A reply later than the endpoint's timeout, or empty, is a failure: retried once, then the default."""
    srv.script(Scripted(content=STORY, delay=1.5), Scripted(content="   "))
    g = langren()
    ask = to_host_ask(g)
    host = PaperHost(endpoint(srv, timeout=0.5), "langren")
    assert decide(host, g) == ask.default
    assert host.usage.fallbacks == 1 and "empty" in host.usage.notes[0]


def test_the_paper_shares_the_games_token_budget(srv: ScriptedServer) -> None:
    """The model seats' budget (`Budget`, docs/llm.md) counts the 晨报's tokens too; once spent, no request is made
    and there is no 晨报, noted."""
    budget = Budget(10)
    g = langren(最多天数=4)
    host = PaperHost(endpoint(srv), "langren", budget=budget)
    to_host_ask(g)
    assert decide(host, g) == {"choice": "晨报", "say": STORY}  # (a call begins while something is left)
    assert budget.spent == host.usage.tokens > 10
    ask = to_host_ask(g)
    assert decide(host, g) == ask.default and len(srv.requests) == 1
    assert "budget is spent" in host.usage.notes[-1] and host.usage.fallbacks == 1


# -- public facts only -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["wangling", "langren"])
def test_two_deals_with_the_same_public_view_give_the_model_the_same_request(srv: ScriptedServer, game: str) -> None:
    """What the model is told depends on the public facts alone: two games whose deals differ (their host views
    differ) but whose public views are the same at the host's ask send the model byte-identical requests."""
    if game == "wangling":
        swapped = list(WL_LAYOUT)
        swapped[0], swapped[20] = swapped[20], swapped[0]
        games = [wangling(layout=WL_LAYOUT), wangling(layout=swapped)]
    else:
        games = [langren(LR_LAYOUT), langren(LR_LAYOUT[::-1])]
    for g in games:
        to_host_ask(g)
        decide(PaperHost(endpoint(srv), game), g)
    a, b = games
    assert host_view(a)["state"] != host_view(b)["state"]
    assert len(srv.requests) == 2 and srv.requests[0] == srv.requests[1]


def identities(g: Game) -> dict[int, str]:
    """Each living seat's identity (the harness reads the deal; the model never does)."""
    s: Any = g.state
    if g.rules.name == "wangling":
        return {x: c.identity for x, c in s.chars.items() if not c.out}
    return {x: c.card for x, c in s.chars.items() if c.alive}


class Recorder:
    """A stand-in that records the messages `paper_messages` builds from the view it is handed, and writes nothing."""

    public_only = True

    def __init__(self, game: str) -> None:
        self.game = game
        self.seen: list[tuple[str, str, dict[int, str]]] = []
        self.g: Game | None = None

    def decide(self, ask: Ask, view: ViewFn) -> dict[str, Any]:
        assert self.g is not None
        v = view()
        assert v == stand_in_view(self.g)  # the harness (play_out) hands the public facts
        text = json.dumps(paper_messages(v, self.game), ensure_ascii=False)
        self.seen.append((json.dumps(v, ensure_ascii=False), text, identities(self.g)))
        return ask.default


@pytest.mark.parametrize(("game", "games"), [("wangling", 12), ("langren", 40)])
def test_no_identity_of_a_living_seat_reaches_the_model_unless_the_public_view_holds_it(game: str, games: int) -> None:
    """「不能透露游戏流程相关信息」, kept by construction: over random games, at every host ask, no identity a living
    seat holds is named in what the model is told unless the public view already names it; and the 剧本 and the
    instructions name no identity of the game at all."""
    rules = WANGLING if game == "wangling" else LANGREN
    asks = 0
    for seed in range(games):
        g = Game(rules, 21 if game == "wangling" else 12, seed, {"晨报": "模型", "最多天数": 4})
        rec = Recorder(game)
        rec.g = g
        play_out(g, {s: RandomBot(seed * 100 + s) for s in g.seats}, host=rec)
        for public, told, living in rec.seen:
            asks += 1
            for name in set(living.values()):
                assert name in public or name not in told, (seed, name)
    assert asks >= games
    g = Game(rules, 21 if game == "wangling" else 12, 0, {"晨报": "模型"})
    names = set(identities(g).values())
    fixed = json.dumps([SCRIPTS[game].__dict__, paper_messages({"round": 2, "log": [], "ask": {
        "prompt": "x\n", "round": 1}}, game)], ensure_ascii=False)
    assert names and not any(n in fixed for n in names)


def test_the_stand_in_refuses_a_view_with_more_than_the_public_facts(srv: ScriptedServer) -> None:
    g = langren()
    ask = to_host_ask(g)
    host = PaperHost(endpoint(srv), "langren")
    for view in (lambda: host_view(g), lambda: seat_view(g, 1)):
        with pytest.raises(ValueError, match="public facts only"):
            host.decide(ask, view)
    assert srv.requests == []


# -- harnesses ---------------------------------------------------------------------------------------------------
def test_the_stand_in_is_a_model_only_when_asked_for_and_an_endpoint_is_configured(srv: ScriptedServer) -> None:
    model = langren().config
    agent, note = stand_in(LANGREN, model, environ={"DAOYAN_LLM_BASE_URL": srv.url, "DAOYAN_LLM_MODEL": "m"})
    assert isinstance(agent, PaperHost) and agent.model == "m" and note is None
    agent, note = stand_in(LANGREN, model, environ={})
    assert agent is None and note is not None and "没有配置模型" in note and "本局没有晨报" in note
    assert stand_in(LANGREN, langren(晨报="导演").config, environ={"DAOYAN_LLM_MODEL": "m"}) == (None, None)
    assert stand_in(WANGLING, wangling(晨报=[3]).config, environ={"DAOYAN_LLM_MODEL": "m"}) == (None, None)
    with pytest.raises(ConfigError):
        stand_in(WANGLING, wangling().config, environ={"DAOYAN_LLM_MODEL": "m", "DAOYAN_LLM_TIMEOUT": "soon"})


def test_a_bot_game_with_no_model_plays_the_default_at_once() -> None:
    """Where nobody configured a model the host's ask takes its default (no 晨报), as a game with no 导演."""
    g = wangling()
    play_out(g, {s: RandomBot(s) for s in g.seats}, host=DefaultBot())
    assert g.finished and not any("【晨报】" in e.text for e in g.log.entries)
    assert any(s == HOST_SEAT and a == {"choice": "放弃"} for _, s, a in g.history)


def test_clean_keeps_the_words() -> None:
    assert clean(f"【晨报】\n{STORY}\n") == STORY and clean(f"```text\n{STORY}\n```") == STORY


def test_a_settings_file_of_named_endpoints_configures_the_paper_too(srv: ScriptedServer, tmp_path: Any) -> None:
    """DAOYAN_LLM_CONFIG (docs/llm.md, named endpoints): its default endpoint writes the 晨报, as it plays plain `llm`."""
    p = tmp_path / "llm.yaml"
    p.write_text(f"default: here\nendpoints:\n  here: {{base_url: '{srv.url}', model: named, mode: text}}\n",
                 encoding="utf-8")
    agent, note = stand_in(WANGLING, wangling().config, environ={"DAOYAN_LLM_CONFIG": str(p)})
    assert isinstance(agent, PaperHost) and agent.model == "named" and note is None
    g = wangling()
    to_host_ask(g)
    assert decide(agent, g) == {"choice": "晨报", "say": STORY} and srv.requests[0]["model"] == "named"
