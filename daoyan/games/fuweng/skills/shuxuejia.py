"""紅桃7，數學家，3 — 【數論】鎖定技。每輪開始時，你獲得X枚“錢”；當你停留在建筑時，始終執行兩項（《貓舍》的購股選項
可不打出牌不執行）；NPC進入你的NPC區時，你將之移動至一名其它角色的NPC區。X為你銀行區牌數+1。
(seed 001_ea231be5ab83fae4.txt; adopted R-X23, R-N6; rulings docs/rulings/fuweng.md F-102.)

- 「每輪開始時，你獲得X枚“錢”」: after the 銀行機制 (F-24), in addition to its X (R-X23): his 銀行區 count + 1, read
  then. 5 錢 become a bank card at the next 銀行機制 (the conversion is the 銀行機制's).
- 「始終執行兩項」: as 福神 in his NPC區 (R-N6: 打工 first, then the share; 《貓舍》's 購股 may be declined) — 衰神's
  「停留在建筑無效果。」 still wins (`tiles.building_stop`).
- 「NPC進入你的NPC區時」 (財神, 福神, 窮神, 衰神 after their event, hooks.NPC_AREA): he chooses another character (any,
  dead and off-map ones too, as `skills.choosable` allows) and the NPC moves into its NPC區 (the NPC區機制 there
  moves its old NPC away). That is an NPC entering that character's NPC區: the NPC區機制 runs there and
  「NPC進入…NPC區時」 is heard for it (hooks.NPC_AREA; nothing of his own: 「一名其它角色」); the NPC's event (財神's
  檢索, 衰神's 棄置 …) is not run again — the book runs it when a character stops on its 《野外》 (「否則執行其上的NPC
  事件」), not when it enters an NPC區.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, npcs, words
from . import _base

CHARACTER = "H7"
SKILL = "數論"
BOTH_AT_BUILDINGS = True  # 「當你停留在建筑時，始終執行兩項」 (tiles.building_stop)


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.ROUND_START, SKILL, lambda g, e: coins(g, seat), owner=seat)
    g.events.on("after:" + hooks.NPC_AREA, SKILL + "·NPC", lambda g, e: pass_on(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)


def coins(g: Game, seat: int) -> None:
    """「每輪開始時，你獲得X枚“錢”…X為你銀行區牌數+1。」"""
    p = _base.holder(g, seat)
    n = len(p.bank) + 1
    _base.fired(g, p, 0)
    p.money += n
    g.say("數論: {seat}獲得{n}枚“錢” (共{money}枚)。", {"seat": seat, "money": p.money}, seat=words.seat(seat), n=n,
          money=p.money)


def pass_on(g: Game, e: Event, seat: int) -> _base.Flow:
    """「NPC進入你的NPC區時，你將之移動至一名其它角色的NPC區。」"""
    p = _base.holder(g, seat)
    npc = e.data["npc"]
    others = _base.choosable_others(g, p)
    if not others or all(n != npc for n, _ in p.npc_zone):
        return
    opts = [{"target": q.seat} for q in others]
    ans = yield from basic.ask(g, seat, SKILL, "數論: 將《{npc}》移動至一名其它角色的NPC區", opts, opts[0],
                               npc=words.term(npc))
    _base.fired(g, p, 1)
    p.npc_zone = [(n, up) for n, up in p.npc_zone if n != npc]
    npcs.to_area(g, g.state.players[ans["target"]], npc)
    if g.events.listening(hooks.NPC_AREA):  # it enters that character's NPC區 too: 「NPC進入…NPC區時」 is heard again
        yield from hooks.emit(g, hooks.NPC_AREA, {"seat": ans["target"], "npc": npc, "passed_by": seat})
