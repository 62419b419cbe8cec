"""Starting 《仙妖斗法:封妖》 mid-game (issue 21, item 13; seed 000_21ded97409bf0f89.txt): a scenario's
`start: {round, phase}` and `setup.局面` — which layers are [封印] and when, the [封印状态] with its 黎明 choice, the
[鉴仙图] used and a true ④'s mark, a 黑夜 start's 白昼 seals, the generals' marks and piles — with the same checks as
any start: a position the rules could not reach is refused, naming the entry (daoyan/games/xianyao/position.py,
docs/scenarios.md)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.errors import ScenarioError
from daoyan.core.game import START, Game
from daoyan.core.view import public_view, seat_view
from daoyan.games import get_rules
from daoyan.games.xianyao import generals_state, position
from daoyan.scenario import build, build_and_run

SEED_FILE = "000_21ded97409bf0f89.txt"
RULES = get_rules("xianyao")
# 1 holds the 仙子 under a 妖众; 2 a top 妖首; 5 a bottom 妖首; 3, 4, 6, 7 are start double 妖众
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"], 5: ["妖众", "妖首"],
         6: ["妖众", "妖众"], 7: ["妖众", "妖众"]}
# nine players with generals: 3 佛陀, 4 星君, 5 凶祟, 6 魔罗, 7 血俑 (over a 妖首), 8 灾厄; 鬼巫 and 枯骨 are the [化形]
IDS9 = ["仙子", "妖首", "妖首", "佛陀", "星君", "凶祟", "魔罗", "血俑", "灾厄", "枯骨", "鬼巫", *["妖众"] * 9]
CARDS9 = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["佛陀", "妖众"], 4: ["星君", "妖众"], 5: ["凶祟", "妖众"],
          6: ["魔罗", "妖众"], 7: ["血俑", "妖首"], 8: ["灾厄", "妖众"], 9: ["妖众", "妖众"]}
POS = {"封印": {3: [[1, "黑夜"], [2, "黑夜"]], 4: [[2, "白昼"]]}, "黎明": {3: "戏言"}, "鉴仙图": [6]}
CJK = re.compile(r"[\u3400-\u9fff]")


def doc(start: dict[str, Any], pos: dict[str, Any] | None, *decisions: dict[str, Any], nine: bool = False,
        until: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    setup: dict[str, Any] = {"identities": IDS9, "cards": CARDS9, "化形": ["枯骨", "鬼巫"]} if nine else \
        {"cards": CARDS, "化形": ["影妖", "血俑"]}
    if pos is not None:
        setup["局面"] = pos
    return {"game": "xianyao", "players": 9 if nine else 7, "seed": 3, "start": start, "setup": setup,
            "decisions": list(decisions), "until": until or {"round": start["round"]}, **extra}


def run(start: dict[str, Any], pos: dict[str, Any] | None, *decisions: dict[str, Any], **kw: Any
        ) -> tuple[Game, dict[str, Any]]:
    return build_and_run(doc(start, pos, *decisions, **kw))


def test_a_scenario_may_start_at_a_round_and_phase() -> None:
    """Item 13: 「Let a scenario start at a given round and phase with the state it names」. On main xianyao's configure
    refused the room option 开始于 as an unknown setting; now round 3's 白昼 is the first phase played."""
    _, r = run({"round": 3, "phase": "白昼"}, None)
    assert not [e for e in r["log"] if e["round"] in (1, 2)]
    assert {e["round"] for e in r["log"] if e["phase"] in ("白昼", "黑夜")} == {3}
    assert r["finished"] == {"round": 3, "phase": "黑夜"}
    assert "黎明将至,妖魔退避,所有玩家闭眼。" in [e["text"] for e in r["log"] if e["round"] == 3]


def test_the_named_position_is_laid_and_the_game_plays_on_from_it() -> None:
    """3号 lost both layers in the votes of nights 1 and 2: he is in the [封印状态] with [讼罪] up (「若玩家最后一层身份牌被
    [封印],该玩家进入[封印状态]…[讼罪]面向上」) and chose [戏言] — in night 3 he speaks and has no vote (「[戏言]或[缄默]二选一」);
    4号 has one usable layer, so one vote (「只有1层可用身份牌的玩家有1票」); 6号's [鉴仙图] is spent (「整局游戏限一次」)."""
    g, r = run({"round": 3, "phase": "白昼"}, POS)
    s = g.state
    assert (s.players[3].state, s.players[3].dawn) == ("讼罪", "戏言") and len(s.players[4].live) == 1
    assert [c.sealed_round for c in s.players[3].cards] == [1, 2] and s.players[6].used_jianxiantu
    asked = [(a.seat, a.skill, a.options) for a in _asks(POS)]
    assert (3, "发言") in [(x, k) for x, k, _ in asked] and (3, "诛仙投票") not in [(x, k) for x, k, _ in asked]
    votes = {x: len(o[0]["target"]) for x, k, o in asked if k == "诛仙投票"}
    assert votes[4] == 1 and votes[5] == 2
    speech6 = next(o for x, k, o in asked if x == 6 and k == "发言")
    assert not [o for o in speech6 if o.get("skill") == "鉴仙图"]
    assert r["seats"]["3"]["state"] == "讼罪"


def _asks(pos: dict[str, Any]) -> list[Any]:
    """Every ask of a 7-player game started at round 3's 白昼 in `pos`, answered by default, until night 3's end."""
    out = []
    g = build(doc({"round": 3, "phase": "白昼"}, pos), 3, None)
    while g.pending and not g.finished:
        for seat, a in list(g.pending.items()):
            out.append(a)
            g.answer(seat, a.default)
    return out


def test_a_start_is_deterministic() -> None:
    """The same scenario from the same seed gives the same game, line for line."""
    one = [e["text"] for e in run({"round": 4, "phase": "黑夜"}, {"止伐": {3: 5}}, nine=True)[1]["log"]]
    two = [e["text"] for e in run({"round": 4, "phase": "黑夜"}, {"止伐": {3: 5}}, nine=True)[1]["log"]]
    assert one == two


def test_the_generals_state_of_the_position_decides_the_night() -> None:
    """A 黑夜 start in round 4: 「每个黑夜讨论开始阶段,【源尊】会公布上一轮[止伐]的目标玩家」 — round 3's target from the
    position; 「每轮[星象]会按照【星君】所选座位号大/小数方向,自动切换至下一个目标」 — three nights after 起始 2 going 大数,
    the chart is about 5号; the 白昼 seal of the position (注3: taken at 黑夜 step 1) is announced first."""
    pos = {"封印": {9: [[2, "黑夜"]]}, "止伐": {1: None, 3: 5}, "星象": {"起始": 2, "方向": "大数"},
           "白昼封印": {6: "封妖"}, "祭品": [8], "生死链": [4, "生链", 1, 8], "业火": [4]}
    g, r = run({"round": 4, "phase": "黑夜"}, pos, nine=True)
    texts = [e["text"] for e in r["log"] if e["round"] == 4]
    assert "上个白昼阶段被[封印]的玩家: 6号。" in texts
    assert "上一轮的[止伐]目标为5号玩家。" in texts
    note = next(e for e in r["log"] if e["round"] == 4 and e["text"].startswith("[星象]目标"))
    assert note["data"]["星象"]["target"] == 5
    s = g.state
    assert s.zhifa == {1: None, 3: 5} and s.jipin == [8] and s.moluo_link == (4, "生链", 1, 8)
    assert s.zaie_lit == [(4, 0)] and len(s.kugu_drawn) == 8  # three past nights' seat cards, and tonight's two


def test_each_seat_is_told_only_its_own_part() -> None:
    """Secrets hold from the start: 4号 alone reads which of his cards is sealed; the 【星君】 (4) alone his [星象] start;
    everybody reads what was announced before (the layers sealed, the [封印状态] side, the 黎明 card); nobody but the host
    reads the host's record."""
    g, _ = run({"round": 3, "phase": "白昼"}, POS, until={"round": 3, "phase": "白昼"})
    own = [e["text"] for e in seat_view(g, 4)["log"]]
    assert "局面: 你已被[封印]的身份牌: 妖众" in own
    for seat in (2, 5, 6):
        texts = [e["text"] for e in seat_view(g, seat)["log"]]
        assert "局面: 你已被[封印]的身份牌: 妖众" not in texts
        assert not [t for t in texts if t.startswith("局面: {")]
    public = [e["text"] for e in public_view(g)["log"]]
    assert "局面: 第3轮白昼开始; 被[封印]的层数: 3号2层、4号1层; [封印状态]: 3号讼罪; 黎明: 3号戏言; 已发动[鉴仙图]: 6号" \
        in public
    h, _ = run({"round": 3, "phase": "白昼"}, {"星象": {"起始": 7, "方向": "小数"}}, nine=True,
               until={"round": 3, "phase": "白昼"})
    assert "局面: [星象]起始目标: 7号,方向: 小数" in [e["text"] for e in seat_view(h, 4)["log"]]
    assert not [e for e in seat_view(h, 5)["log"] if "[星象]起始目标" in e["text"]]


def test_a_mid_game_start_reads_in_english() -> None:
    for seat in (3, 4):
        g, _ = run({"round": 3, "phase": "白昼"}, POS, until={"round": 3, "phase": "白昼"})
        for e in seat_view(g, seat, "en")["log"]:
            assert not CJK.search(e["text"]), e["text"]


@pytest.mark.parametrize(("start", "pos", "says", "extra"), [
    ({"round": 3, "phase": "黄昏"}, {}, "白昼 或 黑夜", {}),
    ({"round": 3, "phase": "白昼", "seat": 2}, {}, "只取 round 与 phase", {}),
    ({"round": 1, "phase": "白昼"}, {"鉴仙图": [3]}, "尚未发生任何事", {}),
    ({"round": 3, "phase": "白昼"}, {"谁": 1}, "未知的键", {}),
    ({"round": 3, "phase": "白昼"}, {}, "最多轮数", {"options": {"最多轮数": 2}}),
    ({"round": 3, "phase": "白昼"}, {"封印": {8: [[1, "黑夜"]]}}, "不是座位号 1–7", {}),
    ({"round": 3, "phase": "白昼"}, {"封印": {3: [[3, "黑夜"]]}}, "不在开始", {}),
    ({"round": 3, "phase": "白昼"}, {"封印": {3: [[1, "白昼"]]}}, "首个白昼阶段没有[封印]", {}),
    ({"round": 4, "phase": "白昼"}, {"封印": {3: [[2, "黑夜"], [1, "黑夜"]]}}, "每个阶段至多[封印]一层", {}),
    ({"round": 4, "phase": "白昼"}, {"封印": {3: [[2, "黑夜"], [2, "黑夜"]]}}, "每个阶段至多[封印]一层", {}),
    ({"round": 4, "phase": "白昼"}, {"封印": {1: [[1, "黑夜"], [2, "黑夜"]]}}, "游戏已经结束", {}),
    ({"round": 4, "phase": "白昼"}, {"封印": {2: [[1, "黑夜"]], 5: [[2, "黑夜"], [3, "黑夜"]]}}, "游戏已经结束", {}),
    ({"round": 3, "phase": "白昼"}, {"封印": {3: [[2, "白昼"]], 4: [[2, "白昼"]]}}, "至多能[封印] 1 层", {}),
    ({"round": 1, "phase": "黑夜"}, {"鉴仙图": [3]}, "还没有结束的黑夜", {}),
    ({"round": 3, "phase": "白昼"}, {"鉴仙图④": {1: [1, 3]}}, "只有真双【妖众】", {}),
    ({"round": 3, "phase": "白昼"}, {"鉴仙图④": {3: [1, 4]}}, "强制[封印]无法阻止", {}),
    ({"round": 3, "phase": "白昼"}, {"鉴仙图④": {3: [1, 4]}, "封印": {4: [[2, "白昼"]]}}, None, {}),
    ({"round": 3, "phase": "白昼"}, {"鉴仙图④": {3: [1, 4]}, "封印": {3: [[1, "黑夜"]]}}, None, {}),  # failed ④
    ({"round": 3, "phase": "白昼"}, {"黎明": {3: "戏言"}}, "不在[封印状态]", {}),
    ({"round": 3, "phase": "白昼"}, {"白昼封印": {3: "封妖"}}, "只在从第2轮起的黑夜开始时有", {}),
    ({"round": 3, "phase": "黑夜"}, {"白昼封印": {3: "背刺"}}, "本局没有能[背刺]的【影妖】", {}),
    ({"round": 3, "phase": "黑夜"}, {"白昼封印": {3: "鉴仙图④"}}, "没有第2轮黑夜的真[鉴仙图]④", {}),
    ({"round": 3, "phase": "黑夜"}, {"封印": {1: [[2, "黑夜"]]}, "鉴仙图④": {3: [2, 1]}, "白昼封印": {1: "鉴仙图④"}},
     "游戏立即结束", {}),
    ({"round": 3, "phase": "黑夜"}, {"封印": {1: [[2, "黑夜"]]}, "白昼封印": {1: "封妖"}}, None, {}),
    ({"round": 3, "phase": "白昼"}, {"止伐": {1: 5}}, "本局没有发出【佛陀】", {}),
    ({"round": 3, "phase": "白昼"}, {"止伐": {1: 5, 2: 5}}, "每名玩家限一次", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"止伐": {3: 5}}, "已结束的白昼之一", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"祭品": [3, 4]}, "[血祭]每个其他白昼至多一次", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"血祭禁用": [3]}, "只有已成为[祭品]的玩家", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"血祭护佑": 3, "祭品": [3]}, "只在从第2轮起的黑夜开始时", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"生死链": [2, "生链", 3, 3]}, "2名不同", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"窥念标记": 3}, "没有【凶祟】牌", {"nine": True}),
    ({"round": 2, "phase": "白昼"}, {"窥念标记": 5}, "首个白昼", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"窥念标记": 5}, None, {"nine": True}),
    ({"round": 3, "phase": "黑夜"}, {"夜行标记": [["业火", 4]]}, "只在白昼开始时", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"夜行标记": [["崩灭", 4]]}, "没有加入【怪煞】", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"业火": [9]}, "没有能被点燃", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"精魄": 5}, "本局没有发出【纸人】", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"骨筹首轮": "将领"}, "本局没有发出【枯骨】", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"骨筹号码": [1, 2]}, "应有 4 张", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"邪神牌": {"邪神甲": "是", "邪神乙": "是", "邪神丙": "否", "邪神丁": "否"}},
     "1种代表无意义", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"星象": {"起始": 2, "方向": "北"}}, "应是 {起始", {"nine": True}),
    ({"round": 3, "phase": "白昼"}, {"圣贤加封": True}, "【圣贤】为【关键身份】", {"nine": True}),
])
def test_a_position_the_rules_could_not_reach_is_refused(start: dict[str, Any], pos: dict[str, Any],
                                                          says: str | None, extra: dict[str, Any]) -> None:
    """「首个白昼」 has no sealing step; 「每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份」 (注2); a camp whose last
    【关键身份】 fell has lost; [鉴仙图] is (夜行); ④ 「假双【妖众】玩家发动此技能不会产生任何效果」 and 「强制[封印]…都无法阻止」;
    only 「处于[封印状态]的玩家」 choose at 黎明; 白昼 step 0 「若此时触发游戏结束条件,则游戏立即结束」; [止伐] 「整局游戏每名玩家限
    一次」; [血祭] once a 白昼; [生死链] 「任意2名[自由状态]玩家」; 「首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家」; 「[业火]无法
    点燃【妖众】身份牌」; [骨筹] 2 seat cards a night; the [邪神牌]: 「1种代表无意义…1种代表“是”(或“否”),剩下2种代表“否”
    (或“是”)」 … each refused with what is wrong, as `setup` (a start's own keys as `start`), and nothing runs."""
    d = doc(start, pos, nine=extra.pop("nine", False), **extra)
    if says is None:
        build_and_run(d)
        return
    with pytest.raises(ScenarioError, match=re.escape(says)) as e:
        build_and_run(d)
    assert e.value.entry in ("setup", "start")


def test_a_mid_game_start_needs_the_deal() -> None:
    """The position is about whose cards fell: without `setup.cards` (or with a [化形] left to chance) it is refused."""
    with pytest.raises(ScenarioError, match=re.escape("setup.cards")):
        build_and_run({"game": "xianyao", "players": 7, "seed": 1, "start": {"round": 3, "phase": "白昼"}})
    with pytest.raises(ScenarioError, match=re.escape("setup.化形")):
        build_and_run({"game": "xianyao", "players": 7, "seed": 1, "start": {"round": 3, "phase": "白昼"},
                       "setup": {"cards": CARDS}})


def _snap(g: Game, night: bool) -> Any:
    s = g.state
    seats = {x: ([(c.name, c.sealed_round, c.sealed_phase) for c in p.cards], p.state,
                 p.dawn if p.state != "自由" else None, p.used_jianxiantu) for x, p in s.players.items()}
    gs = generals_state(s)
    if "夜行" in gs:
        gs["夜行"] = {"marks": gs["夜行"]["marks"]}  # (the claims of past nights: no longer read)
    if "血祭" in gs and not (night and (gs["血祭"]["shield"] or [0])[0] == g.round):
        gs["血祭"]["shield"] = None  # (a shield of a 白昼 over: no longer read)
    return (seats, gs, sorted((x, src) for x, src, _ in s.day_seals), sorted(s.forced_marks),
            {k: v for k, v in s.self_sealers.items() if s.players[k].live}, s.fourth, s.shengxian_fourth,
            s.xingjun.learned if s.xingjun else None)


def _laying(apply: Any, got: dict[str, Any], night: bool) -> Any:
    """`position.apply` that keeps the state it laid (before the first played step changes it)."""

    def laid(game: Game, pos: dict[str, Any]) -> None:
        apply(game, pos)
        got["snap"] = _snap(game, night)

    return laid


@pytest.mark.parametrize(("stop", "phase"), [(2, "白昼"), (3, None), (4, "白昼"), (5, None)])
def test_export_then_start_from_it_gives_the_same_table(stop: int, phase: str | None,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """`position.export` writes a running game's position (random bots, every general of the full table): a game started
    from it holds the same state where it starts — and `read` accepts it, since a game reached it."""
    done = 0
    for seed in range(40):
        g = Game(RULES, 12, seed, {"关键身份": ["圣贤", "神女", "星君", "佛陀"]} if seed % 2 else {},
                 stop_after_round=stop, stop_at_phase=phase)
        bots = {x: RandomBot(seed * 31 + x) for x in g.seats}
        while g.pending:
            for x, a in list(g.pending.items()):
                g.answer(x, bots[x].decide(a, dict))
        if g.outcome or g.state.shennv_until is not None:  # (【神女】☯'s extra 白昼 and 黑夜: not a start, see docs)
            continue
        out = position.export(g)
        night = out["start"]["phase"] == "黑夜"
        assert out["start"] == ({"round": stop, "phase": "黑夜"} if phase else {"round": stop + 1, "phase": "白昼"})
        got: dict[str, Any] = {}
        monkeypatch.setattr(position, "apply", _laying(position.apply, got, night))
        build_and_run({"game": "xianyao", "players": 12, "seed": seed + 100, **out,
                       "until": {"round": out["start"]["round"]}})
        monkeypatch.undo()
        assert got["snap"] == _snap(g, night), seed
        done += 1
        if done == 3:
            break
    assert done == 3


def test_scenario_options_pass_the_position_on() -> None:
    assert RULES.scenario_options({"cards": CARDS, "局面": {"鉴仙图": [3]}})["局面"] == {"鉴仙图": [3]}
    assert START == "开始于"


def test_the_documented_example_is_a_position_the_rules_reach() -> None:
    """docs/scenarios.md's example of a 仙妖斗法 mid-game start runs as written."""
    from pathlib import Path

    import yaml

    text = (Path(__file__).parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    block = text.split("### Starting mid-game (仙妖斗法)")[1].split("```yaml\n")[1].split("```")[0]
    example = yaml.safe_load(block)
    g, r = build_and_run({"game": "xianyao", "players": 9, "seed": 1, **example, "until": {"round": 4}})
    assert r["finished"] == {"round": 4, "phase": "黑夜"} and g.state.players[3].state == "镇压"
