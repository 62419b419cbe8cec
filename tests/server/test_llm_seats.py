"""Language-model seats in the web app (issue 27; docs/web.md, "Language-model seats"): the creator seats a model
(one of the server's list) like any bot, the seat decides in a worker thread against a real OpenAI-compatible HTTP
server (tests/llm/fake_openai.py, started here: no network), its table talk reaches the chat, a failing endpoint
leaves the game to the heuristic bot, the room's token budget stops the calls, and no client ever receives the key.

Issue 27: 「an invalid or late answer is retried once, then the heuristic bot answers and the log says so; the game
never stalls on a model」; 「Cost and speed: tokens and latency per seat and per game in the game record; a budget per
room」."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from llm.fake_openai import Scripted, ScriptedServer
from test_server_api import send_answer

from daoyan.core.errors import ConfigError
from daoyan.server.app import create_app
from daoyan.server.llm_seats import LLMSettings

SECRET = "sk-test-Zq81vXhL2mN0pR7s"  # the operator's key: it must reach the endpoint, and no client
MODELS = ("qwen-test", "llama-test:7b")


@pytest.fixture
def srv() -> Iterator[ScriptedServer]:
    with ScriptedServer() as s:
        yield s


def configure(monkeypatch: pytest.MonkeyPatch, srv: ScriptedServer, budget: int | None = None) -> None:
    for k in ("DAOYAN_LLM_MODE", "DAOYAN_LLM_STREAM", "OPENAI_API_KEY", "DAOYAN_LLM_ROOM_BUDGET"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("DAOYAN_LLM_BASE_URL", srv.url)
    monkeypatch.setenv("DAOYAN_LLM_MODEL", MODELS[0])
    monkeypatch.setenv("DAOYAN_LLM_MODELS", ",".join(MODELS))
    monkeypatch.setenv("DAOYAN_LLM_API_KEY", SECRET)
    monkeypatch.setenv("DAOYAN_LLM_TIMEOUT", "10")
    if budget is not None:
        monkeypatch.setenv("DAOYAN_LLM_ROOM_BUDGET", str(budget))


def unconfigured(monkeypatch: pytest.MonkeyPatch) -> None:
    for k in ("DAOYAN_LLM_BASE_URL", "DAOYAN_LLM_MODEL", "DAOYAN_LLM_MODELS", "DAOYAN_LLM_API_KEY"):
        monkeypatch.delenv(k, raising=False)


def client(url: str = "sqlite://") -> TestClient:
    return TestClient(create_app(url, bot_delay=0.0, pace=0.0, rate=None))


def room_of(c: TestClient, code: str) -> Any:
    return c.app.state.rooms.get(code)  # type: ignore[attr-defined]


def host_room(c: TestClient, kinds: dict[int, str], game: str = "xianyao", players: int = 5,
              start: bool = True) -> dict[str, Any]:
    """A host's room (he sees everything, so a chosen seed deceives nobody) whose seats are the bots named."""
    r = c.post("/api/rooms", json={"game": game, "players": players, "mode": "host", "seed": 3})
    assert r.status_code == 200, r.text
    j = r.json()
    for seat, kind in kinds.items():
        r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "seat": seat, "bots": kind})
        assert r.status_code == 200, r.text
    if start:
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
    return j


def wait_for(done: Callable[[], bool], seconds: float = 240.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the room stalled"
        time.sleep(0.05)


def host_messages(c: TestClient, j: dict[str, Any]) -> list[dict[str, Any]]:
    """Everything the host's page is sent on connecting after the end (the whole view)."""
    with c.websocket_connect(f"/ws/{j['code']}?token={j['creator_token']}") as ws:
        m: dict[str, Any] = ws.receive_json()
    assert m["type"] == "view"
    return [m]


def test_model_seats_play_a_whole_xianyao_game_through_the_app_and_the_host_sees_what_they_spent(
        monkeypatch: pytest.MonkeyPatch, srv: ScriptedServer) -> None:
    """000 仙妖斗法, five seats: three on one model, one on the other, one heuristic bot; the room plays to its end with
    the models answering every decision (the scripted server's default: the first option, with a line of words), their
    words on a speaking turn land in the log (the game's own 发言), and the host's page shows each model seat's
    calls and tokens; the usage is stored in the room's row. (No budget here: the game's measured 557,216 tokens in 145
    calls at the scripted server's count of a token per 1.5 characters is the figure docs/web.md gives.)"""
    configure(monkeypatch, srv, budget=0)
    with client() as c:
        kinds = {1: "llm", 2: f"llm@{MODELS[0]}", 3: f"llm@{MODELS[0]}", 4: f"llm@{MODELS[1]}", 5: "heuristic"}
        j = host_room(c, kinds)
        room = room_of(c, j["code"])
        assert {s: room.seats[s].name for s in range(1, 6)} == {
            1: f"bot:llm@{MODELS[0]}", 2: f"bot:llm@{MODELS[0]}", 3: f"bot:llm@{MODELS[0]}", 4: f"bot:llm@{MODELS[1]}",
            5: "bot:heuristic"}
        wait_for(lambda: room.game.finished)
        g = room.game
        assert g.outcome.winner in ("星空仙人", "深渊妖魔")
        assert srv.requests and {b["model"] for b in srv.requests} == set(MODELS)
        view = host_messages(c, j)[0]["view"]
        usage = view["llm"]
        assert set(usage["seats"]) == {"1", "2", "3", "4"}
        assert usage["seats"]["4"]["model"] == MODELS[1]
        assert usage["total"]["calls"] == len(srv.requests)  # every request counted, once
        assert all(u["calls"] > 0 and u["fallbacks"] == 0 for u in usage["seats"].values()), usage
        assert usage["budget"] == {"limit": None, "spent": usage["total"]["tokens"]} and usage["total"]["tokens"] > 0
        said = [e for e in g.log.entries if e.kind == "speech" or "发言" in e.text]
        assert said, "the models' words on their speaking turns are in the game's log"
        stored = room.store.llm_usage(j["code"])
        assert stored is not None and stored["total"]["calls"] == usage["total"]["calls"]


def test_a_restart_keeps_counting_the_models_usage_and_the_budget(monkeypatch: pytest.MonkeyPatch,
                                                                 srv: ScriptedServer, tmp_path: Path) -> None:
    """The usage lives in the store: a new server process on the same database rebuilds the room with each model
    seat's calls and tokens, and the budget spent, as they were."""
    configure(monkeypatch, srv, budget=10**9)
    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    with client(url) as c:
        j = host_room(c, {s: "llm" for s in range(1, 6)})
        room = room_of(c, j["code"])
        wait_for(lambda: room.game.finished)
        before = room.llm_record()
    with client(url) as c2:
        again = room_of(c2, j["code"])
        assert again is not room
        wait_for(lambda: again.game.finished)  # (replayed, it goes on from its last step: the end)
        after = again.llm_record()
        for key in ("calls", "errors", "prompt_tokens", "completion_tokens", "decisions", "retries", "fallbacks"):
            assert after["total"][key] == before["total"][key] and all(
                after["seats"][s][key] == u[key] for s, u in before["seats"].items())
        assert after["budget"] == before["budget"] and again.budget.spent == before["budget"]["spent"] > 0


def test_talk_of_a_model_seat_reaches_the_chat_through_the_chat_rules(monkeypatch: pytest.MonkeyPatch,
                                                                     srv: ScriptedServer) -> None:
    """三國殺×大富翁: a public ask while talking is allowed (the 棄牌 everybody sees) lets a model seat say a line of
    table talk; it is posted to the room's chat as that seat (through `chat_refusal` and MAX_CHAT, like a person's)
    and the bot's `talk` is emptied. A line the chat refuses (over MAX_CHAT) is dropped, never cut or posted."""
    configure(monkeypatch, srv)
    line = "这张牌先留着，下回合再说。"
    orig = srv.default

    def talkative(body: dict[str, Any]) -> Scripted:
        s = orig(body)
        args = dict(s.tool_args or {})
        if "say" in json.dumps(body.get("tools") or body.get("response_format") or {}):
            args["say"] = line
        return dataclasses.replace(s, tool_args=args)

    srv.default = talkative
    with client() as c:
        j = host_room(c, {1: "llm", 2: "heuristic", 3: "heuristic", 4: "heuristic"}, game="fuweng", players=4)
        room = room_of(c, j["code"])
        wait_for(lambda: any(m["seat"] == 1 for m in room.chat) or room.game.finished)
        assert c.post(f"/api/rooms/{j['code']}/pause", json={"token": j["creator_token"]}).status_code == 200
        wait_for(lambda: not room.thinking)  # (a decision under way ends; nothing new begins)
        posted = [m for m in room.chat if m["seat"] == 1]
        assert posted and posted[0]["text"] == line
        assert room.bots[1].talk == []  # each line posted once, then the list emptied
        assert [m.text for m in room.store.chat(j["code"]) if m.seat == 1][:1] == [line]
        kept = list(room.chat)
        assert c.portal is not None
        c.portal.call(room._bot_says, 1, "长" * 501)  # over MAX_CHAT: dropped (and logged), never cut
        assert room.chat[:len(kept)] == kept and all(m["text"] != "长" * 501 for m in room.chat)


def test_an_endpoint_answering_500_leaves_the_heuristic_bot_to_play_and_the_game_ends(
        monkeypatch: pytest.MonkeyPatch, srv: ScriptedServer) -> None:
    """Issue 27: 「an invalid or late answer is retried once, then the heuristic bot answers …; the game never stalls on
    a model」 — every request fails with HTTP 500: each decision is tried twice, the heuristic bot answers, the game
    ends, and the host sees each fallback counted and noted."""
    configure(monkeypatch, srv)
    srv.default = lambda body: Scripted(status=500)
    with client() as c:
        j = host_room(c, {s: "llm" for s in range(1, 6)})
        room = room_of(c, j["code"])
        wait_for(lambda: room.game.finished)
        usage = host_messages(c, j)[0]["view"]["llm"]
        t = usage["total"]
        assert t["decisions"] > 0 and t["fallbacks"] == t["decisions"] and t["retries"] == t["decisions"]
        assert len(srv.requests) == 2 * t["decisions"]
        assert all(u["notes"] for u in usage["seats"].values() if u["decisions"])


def test_the_rooms_budget_stops_model_calls_once_spent_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                                          srv: ScriptedServer) -> None:
    """DAOYAN_LLM_ROOM_BUDGET: the tokens the room's model seats spend together. Each reply reports 400 + 100
    tokens; with a budget of 1,000 no call begins once 1,000 are spent (a call begun meanwhile by another seat may end
    past it), every later decision goes to the heuristic bot, and the game ends."""
    configure(monkeypatch, srv, budget=1000)
    orig = srv.default
    srv.default = lambda body: dataclasses.replace(orig(body), usage=(400, 100))
    with client() as c:
        j = host_room(c, {1: "llm", 2: "llm", 3: "heuristic", 4: "heuristic", 5: "heuristic"})
        room = room_of(c, j["code"])
        wait_for(lambda: room.game.finished)
        usage = host_messages(c, j)[0]["view"]["llm"]
        assert 2 <= len(srv.requests) <= 3  # two calls spend it; a second seat may have begun one meanwhile
        assert usage["budget"] == {"limit": 1000, "spent": 500 * len(srv.requests)}
        assert usage["total"]["fallbacks"] == usage["total"]["decisions"] - len(srv.requests) > 0


def test_the_llm_kind_is_refused_where_the_server_offers_none_and_models_come_only_from_its_list(
        monkeypatch: pytest.MonkeyPatch, srv: ScriptedServer) -> None:
    """No endpoint configured: no model is offered to the creator's page and a model seat is refused with a clear
    message, the seat unchanged. Configured: a model not in DAOYAN_LLM_MODELS is refused naming the list, and a body
    that names an endpoint or a key changes nothing (the seat uses the server's endpoint)."""
    unconfigured(monkeypatch)
    with client() as c:
        j = host_room(c, {}, start=False)
        view = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]
        assert "llm_models" not in view
        for kind in ("llm", f"llm@{MODELS[0]}"):
            for body in ({"seat": 2}, {}):
                r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": kind, **body})
                assert r.status_code == 409 and "DAOYAN_LLM_BASE_URL" in r.json()["error"], r.text
        assert all(s.kind == "human" for s in room_of(c, j["code"]).seats.values())
    configure(monkeypatch, srv)
    with client() as c:
        j = host_room(c, {}, start=False)
        view = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]
        assert view["llm_models"] == list(MODELS)
        r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": "llm@gpt-9", "seat": 2})
        assert r.status_code == 409 and "gpt-9" in r.text and MODELS[1] in r.text
        for bad in ("llm@", "llm@a b", "llm@" + "x" * 57, "llmx"):
            r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": bad, "seat": 2})
            assert r.status_code == 400, (bad, r.text)
        assert room_of(c, j["code"]).seats[2].kind == "human"
        r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": "llm", "seat": 2,
                                                        "endpoint": "http://127.0.0.1:9/v1", "api_key": "mine"})
        assert r.status_code == 200
        room = room_of(c, j["code"])
        room.build()
        assert room.bots[2].endpoint.base_url == srv.url and room.bots[2].endpoint.api_key == SECRET
        seat2 = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]["seats"]["2"]
        assert seat2 == {"kind": "bot", "name": f"bot:llm@{MODELS[0]}"}  # seat kinds are public: a model seat's too


def test_bad_model_settings_are_refused_at_the_servers_start(monkeypatch: pytest.MonkeyPatch) -> None:
    unconfigured(monkeypatch)
    assert LLMSettings.from_env({}) is None
    for env, word in (({"DAOYAN_LLM_MODEL": "m", "DAOYAN_LLM_ROOM_BUDGET": "lots"}, "DAOYAN_LLM_ROOM_BUDGET"),
                      ({"DAOYAN_LLM_MODEL": "m", "DAOYAN_LLM_ROOM_BUDGET": "-5"}, "DAOYAN_LLM_ROOM_BUDGET"),
                      ({"DAOYAN_LLM_MODELS": "a, b c"}, "DAOYAN_LLM_MODELS"),
                      ({"DAOYAN_LLM_MODELS": "m" * 57}, "DAOYAN_LLM_MODELS")):
        with pytest.raises(ConfigError, match=word):
            LLMSettings.from_env(env)
    monkeypatch.setenv("DAOYAN_LLM_MODEL", "m")
    monkeypatch.setenv("DAOYAN_LLM_ROOM_BUDGET", "lots")
    with pytest.raises(ConfigError, match="DAOYAN_LLM_ROOM_BUDGET"):
        create_app("sqlite://")
    s = LLMSettings.from_env({"DAOYAN_LLM_MODEL": "m", "DAOYAN_LLM_ROOM_BUDGET": "0", "DAOYAN_LLM_API_KEY": SECRET})
    assert s is not None and s.budget == 0 and SECRET not in repr(s)


def test_no_client_ever_receives_the_api_key(monkeypatch: pytest.MonkeyPatch, srv: ScriptedServer) -> None:
    """The key goes to the endpoint and nowhere else: not in any view of a seat's page (the creator's, playing seat 1)
    or a spectator's, nor the room's info, the games list, the replay, an error — even when the endpoint's error
    quotes it (the notes the creator is shown at the end are scrubbed, as is the endpoint's address): two replies in
    every six are no answer but words quoting the key. The endpoint itself got the key with every request.
    The creator of a play room sees the usage only once the game is over."""
    configure(monkeypatch, srv)
    orig = srv.default
    n = [0]

    def sometimes_refused(body: dict[str, Any]) -> Scripted:
        n[0] += 1
        if n[0] % 6 in (3, 4):  # (two in a row: a decision whose retry fails too goes to the heuristic bot)
            return Scripted(tool_args=f"Incorrect API key provided: {SECRET}")  # (not an answer: quoted in the note)
        return orig(body)

    srv.default = sometimes_refused
    seen: list[str] = []
    with client() as c:
        r = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "play"})
        j = r.json()
        seen.append(r.text)
        code, creator = j["code"], j["creator_token"]
        seen.append(c.post(f"/api/rooms/{code}/join", json={"token": creator, "name": "甲"}).text)
        seen.append(c.post(f"/api/rooms/{code}/bots", json={"token": creator, "bots": "llm"}).text)
        seen.append(c.post(f"/api/rooms/{code}/bots", json={"token": creator, "bots": "llm@nope", "seat": 2}).text)
        seen.append(c.get("/api/games").text)
        seen.append(c.get(f"/api/rooms/{code}", params={"token": creator}).text)
        assert c.post(f"/api/rooms/{code}/start", json={"token": creator}).status_code == 200
        room = room_of(c, code)
        with c.websocket_connect(f"/ws/{code}?token={creator}") as ws, c.websocket_connect(f"/ws/{code}") as spectator:
            answered = None
            while True:
                m = ws.receive_json()
                seen.append(json.dumps(m, ensure_ascii=False))
                v = m.get("view") or {}
                if v.get("outcome"):
                    assert v["llm"]["total"]["calls"] > 0  # the creator of a play room sees it now …
                    break
                # … never during the game: he is a seat, and a seat's count of calls would tell whether it was asked
                # in secret (a [验妖])
                assert "llm" not in v
                if v.get("ask") and v["ask_no"] != answered:
                    answered = v["ask_no"]
                    send_answer(ws, v)  # (within the server's rate: a refused answer would wait for its deadline)
            seen.append(json.dumps(spectator.receive_json(), ensure_ascii=False))
        assert room.game.finished
        end = c.get(f"/api/rooms/{code}", params={"token": creator}).json()
        seen.append(json.dumps(end, ensure_ascii=False))
        replay = c.get(f"/api/rooms/{code}/replay", params={"token": creator, "seat": "host"}).json()
        seen.append(json.dumps(replay, ensure_ascii=False))
        notes = [x for u in end["view"]["llm"]["seats"].values() for x in u["notes"]]
        assert any("[hidden]" in x for x in notes), "an endpoint's error that quoted the key was noted, scrubbed"
        assert replay["llm"]["total"]["calls"] == len(srv.requests)
    assert all(SECRET not in s and SECRET[3:15] not in s and srv.url not in s for s in seen)
    assert sum(len(s) for s in seen) > 10_000
    assert srv.headers and all(h["authorization"] == f"Bearer {SECRET}" for h in srv.headers)


def test_a_model_writing_the_morning_paper_counts_in_the_rooms_usage_and_budget(monkeypatch: pytest.MonkeyPatch,
                                                                                srv: ScriptedServer) -> None:
    """晨报 = 模型 (W-MP5, L-MP1: 「导演可招聘晨报写手」) in a room with a model seat: the host's stand-in writes with the
    server's endpoint (its list's first model) and spends from the room's one budget; the host's page lists its cost
    as seat 0's beside the seats'."""
    from daoyan.core.ask import HOST_SEAT

    configure(monkeypatch, srv, budget=10**9)
    with client() as c:
        kinds = {s: "random" for s in range(1, 13)} | {2: f"llm@{MODELS[1]}"}
        r = c.post("/api/rooms", json={"game": "langren", "players": 12, "mode": "host", "seed": 3,
                                       "options": {"晨报": "模型", "最多天数": 3}})
        assert r.status_code == 200, r.text
        j = r.json()
        for seat, kind in kinds.items():
            assert c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "seat": seat,
                                                                "bots": kind}).status_code == 200
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
        room = room_of(c, j["code"])
        wait_for(lambda: any(s == HOST_SEAT for _, s, _ in room.game.history) or room.game.finished)
        paper = room.bots[HOST_SEAT]
        assert paper.budget is room.budget is room.bots[2].budget and paper.model == MODELS[0]
        usage = host_messages(c, j)[0]["view"]["llm"]
        assert usage["seats"]["0"]["calls"] > 0 and usage["seats"]["0"]["model"] == MODELS[0]
        assert usage["seats"]["2"]["model"] == MODELS[1]
        assert usage["budget"]["limit"] == 10**9 and usage["budget"]["spent"] > 0  # (the game goes on meanwhile)


def test_a_file_of_named_endpoints_lists_its_endpoints_for_the_menus(tmp_path: Path) -> None:
    """DAOYAN_LLM_CONFIG (docs/llm.md): without DAOYAN_LLM_MODELS the creator may pick the file's endpoints by name,
    its default first; each seat's endpoint is the file's entry (its key from the variable the entry names), and a
    name the file lacks is a model on the environment's endpoint."""
    p = tmp_path / "llm.yaml"
    p.write_text("default: local\nendpoints:\n"
                 "  hosted: {base_url: 'https://api.example.com/v1', model: some-model, api_key_env: HOSTED_KEY}\n"
                 "  local: {base_url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b'}\n", encoding="utf-8")
    s = LLMSettings.from_env({"DAOYAN_LLM_CONFIG": str(p), "HOSTED_KEY": SECRET})
    assert s is not None and s.models == ("local", "hosted") and s.kind("llm") == "llm@local"
    assert s.endpoint("llm@hosted").model == "some-model" and s.endpoint("llm@hosted").api_key == SECRET
    assert s.endpoint("llm").base_url == "http://127.0.0.1:11434/v1" and SECRET not in repr(s)
    s = LLMSettings.from_env({"DAOYAN_LLM_CONFIG": str(p), "HOSTED_KEY": SECRET, "DAOYAN_LLM_MODELS": "hosted,llama3"})
    assert s is not None and s.models == ("hosted", "llama3") and s.endpoint("llm@llama3").model == "llama3"
    with pytest.raises(ConfigError, match="HOSTED_KEY"):  # (the entry's key is not set: refused at the start)
        LLMSettings.from_env({"DAOYAN_LLM_CONFIG": str(p)})


def test_while_a_model_thinks_its_room_and_the_other_rooms_go_on(monkeypatch: pytest.MonkeyPatch,
                                                                 srv: ScriptedServer) -> None:
    """A model seat decides in a worker thread: while its endpoint takes 6 s to answer, another room of bots plays a
    whole game and the thinking room still serves its pages."""
    configure(monkeypatch, srv)
    orig = srv.default
    srv.default = lambda body: dataclasses.replace(orig(body), delay=6.0)
    with client() as c:
        slow = host_room(c, {s: "llm" for s in range(1, 6)})
        busy = room_of(c, slow["code"])
        wait_for(lambda: bool(busy.thinking), 10)
        started = time.monotonic()
        quick = host_room(c, {s: "heuristic" for s in range(1, 6)})
        other = room_of(c, quick["code"])
        wait_for(lambda: other.game.finished, 10)
        r = c.get(f"/api/rooms/{slow['code']}", params={"token": slow["creator_token"]})
        assert r.status_code == 200 and r.json()["view"]["started"]
        assert time.monotonic() - started < 6.0 and busy.thinking and not busy.game.history  # (still on its first)


def test_a_model_seat_reads_the_rooms_chat_as_its_page_does(monkeypatch: pytest.MonkeyPatch,
                                                            srv: ScriptedServer) -> None:
    """A model seat is told what its page shows (docs/llm.md): the game's view and the room's chat — a line another
    seat says reaches the next prompt, as `N 号: …` under 讨论区."""
    configure(monkeypatch, srv)
    line = "我手里只有一张狗,别打我。"
    with client() as c:
        j = host_room(c, {1: "llm", 2: "heuristic", 3: "heuristic", 4: "heuristic"}, game="fuweng", players=4)
        room = room_of(c, j["code"])
        wait_for(lambda: len(srv.requests) > 0 or room.game.finished)
        assert c.portal is not None
        n = len(srv.requests)
        c.portal.call(room.say, 2, line)

        def told() -> bool:  # (a decision already under way when the line was said was told before it: a later one)
            return any(f"2 号: {line}" in json.dumps(b["messages"], ensure_ascii=False) for b in srv.requests[n:])

        wait_for(lambda: told() or room.game.finished)
        assert c.post(f"/api/rooms/{j['code']}/pause", json={"token": j["creator_token"]}).status_code == 200
        assert told()
        assert all(line not in json.dumps(b["messages"], ensure_ascii=False) for b in srv.requests[:n])
