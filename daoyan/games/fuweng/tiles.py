"""The tiles of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, section 地圖, 野外 … 醫院): the stop event of each cell
(「執行停留格的事件」) and the 經過 events of 《股市》 and 《銀行》 (readings R-T1–R-T16, R-E1–R-E12, R-M6, R-M7).

`on_stop(g, seat)` runs the event of the cell `seat` stands on; `on_pass(g, seat, pos)` the 經過 choice of a cell
passed (only 《股市》 and 《銀行》 have one, R-M6). Both are flows (`yield from`): every decision is an `Ask` whose
options are small dicts with the keys an answer may carry (`Ask.check`): {"choice": word} for a named option,
{"target": …} for a building name, a card id, a seat or a cell [x, y]. Card-by-card choices (存款, 取款, 兌換,
購股) are one ask per card, with a {"choice": "完成"} option to stop.

The NPC events of 《野外》 are in `npcs.py`, the d20 events of 《機會》 in `chance_events.py`. A share is paid with a
real 【狗】/【流浪貓】, or with 探寶棒 and 照相機 through `equipment.respond` (R-E3, R-T10; `pay_share`); 人和 waits
for the 人妖牌. The 福神/衰神 NPC-area rules that change a building stop (R-N6, R-N7) are applied here.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Phrase
from . import chance_events, combat, commands, equipment, hooks, npcs, skills, words, zones
from .basic import (
    COMMANDS,
    DOG,
    DONE,
    GIVE_UP,
    STRAY_CAT,
    Flow,
    add_throws,
    ask,
    dog_bonus,
    gain_command,
    imprison,
    in_hand,
    is_animal,
    judge,
    named,
    npc_held,
    pick_card,
    pick_many,
    play,
    playable,
    portal_destinations,
    shown,
    state,
    take_all,
    teleport,
)
from .board import GOUSHE, MAOSHE, Cell, Direction, Kind, Point
from .cards import EQUIPMENT, TRICK, Suit
from .state import FState, Holding

#: 法院 控告 (R-T14): charge → (勝訴, 和解) suits (the rest 敗訴) and the rounds in prison.
CHARGES: dict[str, tuple[frozenset[Suit], frozenset[Suit], int]] = {
    "炫富": (frozenset({Suit.HEART, Suit.DIAMOND}), frozenset({Suit.CLUB}), 1),
    "閹割": (frozenset({Suit.HEART}), frozenset({Suit.CLUB, Suit.DIAMOND}), 2),
    "辱國": (frozenset({Suit.HEART}), frozenset({Suit.DIAMOND}), 3),
}


# ---- the stop events ---------------------------------------------------------------------------------------------


def on_stop(g: Game, seat: int) -> Flow:
    """「執行停留格的事件」: the event of the cell `seat` stands on (nothing when it is off the map)."""
    s: FState = g.state
    p = s.players[seat]
    if p.position is None:
        return
    yield from g.pace()  # a step per stop event (its asks may hang on a hand: 購股 with a 【流浪貓】, 商人, …)
    # 「停留」 as an event: a skill may replace the cell's event (獅子's 反芻 ②: 「視為《傳送》」)
    yield from hooks.emit(g, hooks.STOP, {"seat": seat, "at": list(p.position)}, lambda g, e: stop_event(g, seat))


def stop_event(g: Game, seat: int) -> Flow:
    """The cell's own stop event (`on_stop`'s action): a replaced cell's (《地雷》/《路障》), else its tile's."""
    s: FState = g.state
    p = s.players[seat]
    assert p.position is not None
    if p.position in s.replaced:  # 《地雷》/《路障》 (R-M16, commands.py)
        if (yield from commands.replaced_stop(g, seat)):  # 《路障》: 「結算還原后的事件」
            yield from on_stop(g, seat)
        return
    cell = s.board.cell(p.position)
    yield from STOPS[cell.kind](g, seat, cell)
    yield from hooks.settle(g)


def npc_event(g: Game, seat: int, npc: str) -> Flow:
    """「否則執行其上的NPC事件。」 (npcs.py, R-N2–R-N11)."""
    yield from npcs.event(g, seat, npc)


def chance_event(g: Game, seat: int, n: int) -> Flow:
    """The 《機會》 event number `n` (1…20, R-J0–R-J20): `chance_events.run`."""
    yield from chance_events.run(g, seat, n)


def wild(g: Game, seat: int, cell: Cell) -> Flow:
    """《野外》: 「若該格沒有NPC停留，檢索一張動物牌；否則執行其上的NPC事件。」 (R-T1)."""
    s: FState = g.state
    pos = cell.pos
    for npc, where in s.npcs.items():
        if where == pos:
            yield from npc_event(g, seat, npc)
            return
    zones.search(g, seat, is_animal, what="動物牌")


def trick(g: Game, seat: int, cell: Cell) -> Flow:
    """《大招》: 「檢索一張大招牌。」 (R-T2: 延時大招牌 are 大招牌)."""
    zones.search(g, seat, lambda c: c.category.back == TRICK, what="大招牌")
    yield from ()


def equipment_tile(g: Game, seat: int, cell: Cell) -> Flow:
    """《裝備》: 「檢索一張裝備牌。」"""
    zones.search(g, seat, lambda c: c.category == EQUIPMENT, what="裝備牌")
    yield from ()


def portal(g: Game, seat: int, cell: Cell) -> Flow:
    """《傳送》: 「選擇一項：傳送至另一《傳送》（含被指令替換的《傳送》）；檢索一張動物牌。」 (R-T3, R-M7: no event on
    arrival, nothing passed). A 《傳送》 replaced by a command is still a 《傳送》 cell of the board."""
    s: FState = g.state
    p = s.players[seat]
    search = {"choice": "檢索動物牌"}
    opts = [search] + [{"choice": "傳送", "target": list(c)} for c in portal_destinations(g, p, cell.pos)]
    ans = yield from ask(g, seat, "傳送", "《傳送》: 傳送至另一《傳送》，或檢索一張動物牌", opts, search)
    if ans == search:
        zones.search(g, seat, is_animal, what="動物牌")
        return
    teleport(g, p, (ans["target"][0], ans["target"][1]), p.heading or cell.heading or Direction.EAST)


def building_stop(g: Game, seat: int, cell: Cell) -> Flow:
    """《狗舍》/《貓舍》, with the NPC-area rules 衰神 「停留在建筑無效果。」 and 福神
    「停留在建筑時，始終執行兩項（《貓舍》的購股選項可不打出牌不執行）。」 (R-N6: 打工 first, then the share)."""
    s: FState = g.state
    building = s.board.building_at(cell.pos)
    assert building is not None, f"{cell} is in no building"
    h = s.holdings[building.name]
    held = npc_held(s.players[seat])
    if "衰神" in held:
        g.say("{seat}的NPC區有衰神: 停留在建筑無效果。", {"seat": seat}, seat=words.seat(seat))
        return
    kennel = cell.kind == GOUSHE
    share = kennel_share if kennel else cattery_share
    both = skills.both_at_buildings(s.players[seat])  # 數學家's 數論 「當你停留在建筑時，始終執行兩項」
    if "福神" in held or both:
        if both:
            g.say("{seat}的數論: 執行兩項。", {"seat": seat}, seat=words.seat(seat))
        else:
            g.say("{seat}的NPC區有福神: 執行兩項。", {"seat": seat}, seat=words.seat(seat))
        yield from work(g, seat, h)
        yield from share(g, seat, h, True)
        return
    shares_open = h.available > 0 and (kennel or can_pay(g, seat, STRAY_CAT))
    opts = [{"choice": "打工"}] + ([{"choice": "購股" if cell.kind == MAOSHE else "免費購股"}] if shares_open
                                   else [])
    label = "可購股份" if cell.kind == MAOSHE else "可免費購股份"
    ans = opts[0]
    if len(opts) > 1:
        ans = yield from ask(g, seat, str(cell.kind), "《{kind}》{b} ({label}{n}): 選擇一項", opts, None,
                             kind=words.term(cell.kind), b=words.building(h.building), label=words.term(label),
                             n=h.available)
    if ans != opts[0] and (yield from share(g, seat, h, False)):
        return
    yield from work(g, seat, h)


def work(g: Game, seat: int, h: Holding) -> Flow:
    """打工: 「若無控股角色，摸一張牌；否則控股角色選擇一項：令停留角色摸一張牌；令停留角色(檢索一張【狗】且本回合出牌
    階段使用【狗】次數上限+1、無距離限制 / 回復1點體力)。」 (狗舍 / 貓舍; R-T4, R-T10: the controller chooses, dead or
    alive, the stopper itself included)."""
    boss = h.controller()
    g.say("{seat}在{b}打工。", {"seat": seat, "building": h.building, "controller": boss}, seat=words.seat(seat),
          b=words.building(h.building))
    draw = {"choice": "摸一張牌"}
    other = {"choice": "檢索狗"} if h.kind == GOUSHE else {"choice": "回復體力"}
    ans = draw
    if boss is not None:
        what = "回復1點體力"
        if other["choice"] == "檢索狗":
            what = "檢索一張【狗】且本回合出牌階段使用【狗】次數上限+1、無距離限制"
        ans = yield from ask(g, boss, "打工", "{n}號在你控股的{b}打工: 令其摸一張牌，或令其{what}", [draw, other],
                             None, n=seat, b=words.building(h.building), what=Phrase(what))
        g.say("控股角色{boss}選擇: {c}", {"controller": boss, "choice": ans["choice"]}, boss=words.seat(boss),
              c=words.term(ans["choice"]))
    if ans == draw:
        zones.draw(g, seat, 1, from_map=True)
    elif ans["choice"] == "回復體力":
        combat.heal(g, state(g).players[seat], what="打工")
    else:
        zones.search(g, seat, named(DOG), what="【狗】")
        dog_bonus(g, seat)


def buy(g: Game, seat: int, h: Holding, label: str) -> None:
    """持股+1; the building's 可(免費)購股份-1."""
    h.change(seat, 1)
    h.available -= 1
    g.say("{seat}{how}: {b}持股+1 (持股{n}，剩餘{left}份)。",
          {"seat": seat, "building": h.building, "shares": h.shares[seat], "available": h.available},
          seat=words.seat(seat), how=words.term(label), b=words.building(h.building), n=h.shares[seat],
          left=h.available)


def kennel_share(g: Game, seat: int, h: Holding, both: bool) -> Generator[list[Ask], dict[int, Any], bool]:
    """免費購股: 「持股+1；該《狗舍》可免費購股份-1。」 (R-E6). Returns whether it ran."""
    yield from ()
    if h.available <= 0:
        return False
    buy(g, seat, h, "免費購股")
    return True


def cattery_share(g: Game, seat: int, h: Holding, both: bool) -> Generator[list[Ask], dict[int, Any], bool]:
    """貓舍 購股: 「若該《貓舍》可購股份大于0，可打出一張【流浪貓】選擇“購股”。」
    「持股+1；該《貓舍》可購股份-1。」 (R-T10).
    With 福神 (`both`) the stopper may decline to play. Returns whether a share was bought (R-T10: no 【流浪貓】
    produced — 照相機 failed, or declined — no 購股)."""
    if h.available <= 0 or not can_pay(g, seat, STRAY_CAT):
        return False
    if both:
        no = {"choice": "不購股"}
        ans = yield from ask(g, seat, "購股", "{b}: 打出一張【流浪貓】購股?", [no, {"choice": "購股"}], no,
                             b=words.building(h.building))
        if ans == no:
            return False
    if not (yield from pay_share(g, seat, h, STRAY_CAT, "選擇打出的【流浪貓】")):
        return False
    buy(g, seat, h, "購股")
    return True


def can_pay(g: Game, seat: int, need: str) -> bool:
    """Whether `seat` can play a `need` (【狗】/【流浪貓】) for a share: a real card, a card given as one with 探寶棒,
    or 照相機 (`equipment.ways`, `equipment.camera_for`); never while 機會 4 lasts (R-J4)."""
    p = state(g).players[seat]
    return p.locked == 0 and bool(equipment.ways(g, p, need) or equipment.camera_for(g, p, need))


def pay_share(g: Game, seat: int, h: Holding, need: str, prompt: str, /,
              **params: Any) -> Generator[list[Ask], dict[int, Any], bool]:
    """「打出一張【狗】/【流浪貓】」 for a share of `h` (R-E3, R-T10). Without 探寶棒 or 照相機: the real card to play
    (`prompt` with `params`, asked only among several). With them: `equipment.respond` — a card, a card given as
    `need` (探寶棒), or 照相機's judgement, whose initiator is 「購股特定角色控股的建筑，該角色為發起方；否則，
    當前回合角色為發起方」 (R-E2: `h`'s controller, else the current character); the stopper may then decline. True
    when one was played."""
    s: FState = g.state
    p = s.players[seat]
    why = Phrase("{b}購股", b=words.building(h.building))
    if not (equipment.has(g, p, equipment.WAND) or equipment.camera_for(g, p, need) or skills.animal_as_any(p)):
        card = yield from pick_card(g, seat, playable(s, seat, named(need)), "購股", prompt, **params)
        play(g, seat, card["target"], why)
        return True
    boss = h.controller()
    initiator = s.players[boss if boss is not None else s.turn.seat if s.turn else seat]
    ans = yield from equipment.respond(g, p, initiator, "購股", "{b}: 是否打出一張【{card}】購股", need,
                                       b=words.building(h.building), card=words.term(need))
    if isinstance(ans, dict) and ans.get("skill") == equipment.WAND:
        g.say("探寶棒: {seat}將{card}當【{need}】打出 ({why})。", {"seat": seat, "played": ans["choice"], "as": need},
              seat=words.seat(seat), card=words.card(s.cards[ans["choice"]]), need=words.term(need), why=why)
    elif isinstance(ans, dict) and ans.get("skill") is not None:  # 人和
        skills.used_as(g, p, ans["skill"], ans["choice"], need, played=True, why=why)
    elif isinstance(ans, dict):
        shown(g, seat, ans["choice"], why)
    return ans is not None


def surname(g: Game, seat: int, cell: Cell) -> Flow:
    """《姓氏》: 「若姓氏與該《姓氏》(相同/不同)，摸(2/1)張牌。」 (R-T5: a map draw)."""
    s: FState = g.state
    same = s.surname_cells.get(cell.pos) == s.players[seat].surname
    zones.draw(g, seat, 2 if same else 1, from_map=True)
    yield from ()


def chance(g: Game, seat: int, cell: Cell) -> Flow:
    """《機會》: 「投擲一枚20面骰子，根據人氣投票前20名執行對應事件。」 (R-T6)."""
    n = g.chance.roll(20, "機會")
    g.say("{seat}投擲20面骰子: {n}。", {"seat": seat, "d20": n}, seat=words.seat(seat), n=n)
    yield from chance_event(g, seat, n)


def draw_one(g: Game, seat: int, cell: Cell) -> Flow:
    """《摸牌》: 「摸一張牌。」 (R-T7: a map draw)."""
    zones.draw(g, seat, 1, from_map=True)
    yield from ()


def kennels(s: FState) -> list[Holding]:
    return [h for h in s.holdings.values() if h.kind == GOUSHE]


def market_stop(g: Game, seat: int, cell: Cell) -> Flow:
    """「*停留在《股市》時，可選擇任一《狗舍》，你的該《狗舍》持股+1。」
    (R-E5: free, optional; 可免費購股份 untouched)."""
    s: FState = g.state
    no = {"choice": "放棄"}
    ans = yield from ask(g, seat, "股市", "停留在《股市》: 可選擇任一《狗舍》，持股+1",
                         [no] + [{"target": h.building} for h in kennels(s)], no)
    if ans != no:
        h = s.holdings[ans["target"]]
        h.change(seat, 1)
        g.say("{seat}的{b}持股+1 (持股{n})。", {"seat": seat, "building": h.building, "shares": h.shares[seat]},
              seat=words.seat(seat), b=words.building(h.building), n=h.shares[seat])


def bank_stop(g: Game, seat: int, cell: Cell) -> Flow:
    """「*停留在《銀行》時，將牌堆頂一張牌置于你的銀行區。」 (the overflow rule follows, R-E10)."""
    s: FState = g.state
    if not s.deck and not zones._refill(g):
        g.say("牌堆沒有牌: 銀行事件取消。", {"seat": seat})
        return
    yield from zones.to_bank(g, seat, [s.deck.pop(0)], from_deck=True)


def command(g: Game, seat: int, cell: Cell) -> Flow:
    """《指令》: 「獲得隨機指令。」 (R-K1: uniform among 地雷 飛彈 控骰 路障 停留 轉向)."""
    gain_command(g, seat, g.chance.choice("指令", list(COMMANDS)), public=False)
    yield from ()


def exchange(g: Game, seat: int, cell: Cell) -> Flow:
    """《兌換》: 「可棄置任意張動物牌并檢索等量張非動物牌。」 (R-T11: hand animal cards, 0 allowed, each 棄置)."""
    s: FState = g.state
    ans = yield from pick_many(g, seat, in_hand(s, seat, is_animal), len(s.players[seat].hand), "兌換",
                               "《兌換》: 選擇棄置的動物牌")
    chosen: list[int] = ans["cards"]
    if not chosen:
        g.say("{seat}不兌換。", {"seat": seat}, seat=words.seat(seat))
        return
    zones.discard(g, seat, chosen)
    zones.search(g, seat, lambda c: not is_animal(c), n=len(chosen), what="非動物牌")


def rescue(g: Game, seat: int, cell: Cell) -> Flow:
    """《救助》: 「回復1點體力。」 (R-T12)."""
    combat.heal(g, state(g).players[seat], what="救助")
    yield from ()


def wheel(g: Game, seat: int, cell: Cell) -> Flow:
    """《轉盤》: 「投擲一枚6面骰子，執行對應事件。」 (R-T13: not a 行動投擲)."""
    n = g.chance.roll(6, "轉盤")
    g.say("{seat}轉盤投擲: {n}。", {"seat": seat, "d6": n}, seat=words.seat(seat), n=n)
    if n in (1, 2):
        add_throws(g, seat, 1 if n == 1 else 3)
    elif n == 3:
        gain_command(g, seat, "控骰", public=True)
    elif n == 4:
        zones.search(g, seat, is_animal, n=2, what="動物牌")
    elif n == 5:
        take_all(g, seat)
    else:
        zones.draw(g, seat, 1, from_map=True)
    yield from ()


def adopt(g: Game, seat: int, cell: Cell) -> Flow:
    """《領養》: 「獲得領養區所有牌。」"""
    take_all(g, seat)
    yield from ()


def nothing(g: Game, seat: int, cell: Cell) -> Flow:
    """《監獄》/《醫院》: 「因【停留】指令等停留時無效果。」 (R-T15)."""
    g.say("{cell}: 停留時無效果。", {"seat": seat}, cell=words.cell(cell))
    yield from ()


def court(g: Game, seat: int, cell: Cell) -> Flow:
    """《法院》: 「選擇一項：控告；蹭空調。」 — 控告 「控告一名處于地圖上的其它角色(炫富/閹割/辱國)：
    你令其判定，若結果為：(紅色/紅桃/紅桃)，勝訴；(梅花/梅花或方塊/方塊)，和解；(黑桃/黑桃/黑色)，敗訴。勝訴方令敗訴方入獄(1/2/3)輪。」
    蹭空調 「摸一張牌。」 (R-T14, R-T7)."""
    s: FState = g.state
    cool = {"choice": "蹭空調"}
    opts = [cool] + [{"choice": "控告", "target": o} for o in s.order() if o != seat and s.players[o].on_map
                     and skills.choosable(g, s.players[seat], s.players[o])]
    ans = yield from ask(g, seat, "法院", "《法院》: 控告一名處于地圖上的其它角色，或蹭空調 (摸一張牌)", opts, cool)
    if ans == cool:
        g.say("{seat}蹭空調。", {"seat": seat}, seat=words.seat(seat))
        zones.draw(g, seat, 1, from_map=True)
        return
    defendant: int = ans["target"]
    charge = (yield from ask(g, seat, "控告", "控告{n}號: 選擇罪名", [{"choice": c} for c in CHARGES], None,
                             n=defendant))["choice"]
    g.say("{seat}控告{d}{charge}，{d}判定。", {"seat": seat, "defendant": defendant, "charge": charge},
          seat=words.seat(seat), d=words.seat(defendant), charge=words.term(charge))
    suit = yield from judge(g, defendant, seat)
    win, settle, rounds = CHARGES[charge]
    if suit in settle:
        g.say("和解。", {"verdict": "和解"})
        return
    won = suit in win
    loser = defendant if won else seat
    g.say("{v}: {loser}入獄{n}輪。", {"verdict": "勝訴" if won else "敗訴", "loser": loser},
          v=words.term("勝訴" if won else "敗訴"), loser=words.seat(loser), n=rounds)
    imprison(g, loser, rounds)


STOPS: dict[Kind, Callable[[Game, int, Cell], Flow]] = {
    Kind.YEWAI: wild, Kind.DAZHAO: trick, Kind.ZHUANGBEI: equipment_tile, Kind.CHUANSONG: portal,
    Kind.GOUSHE: building_stop, Kind.XINGSHI: surname, Kind.JIHUI: chance, Kind.MOPAI: draw_one,
    Kind.GUSHI: market_stop, Kind.YINHANG: bank_stop, Kind.ZHILING: command, Kind.MAOSHE: building_stop,
    Kind.DUIHUAN: exchange, Kind.JIUZHU: rescue, Kind.ZHUANPAN: wheel, Kind.FAYUAN: court, Kind.JIANYU: nothing,
    Kind.LINGYANG: adopt, Kind.YIYUAN: nothing,
}


# ---- the 經過 events -------------------------------------------------------------------------------------------------


def on_pass(g: Game, seat: int, pos: Point) -> Flow:
    """The 經過 event of the cell at `pos` (R-M6): 《股市》 「經過時可選擇一項：購股；賣出。」,
    《銀行》 「經過時可選擇一項：存款；取款。」; the other cells have none — nor has a cell replaced by a command
    (R-M16: passing a 《地雷》 does nothing; a 《路障》 ends the movement in `flow.move`)."""
    event = pass_event(g, pos)
    if event is not None:
        yield from g.pace()  # a step per 經過 event
        yield from event(g, seat)
        yield from hooks.settle(g)


def pass_event(g: Game, pos: Point) -> Callable[[Game, int], Flow] | None:
    """The 經過 event of the cell at `pos` (`on_pass`), None when it has none."""
    s: FState = g.state
    if pos in s.replaced:
        return None
    return PASSES.get(s.board.cell(pos).kind)


def market_pass(g: Game, seat: int) -> Flow:
    """購股 「選擇任一《狗舍》，然后打出一張【狗】并令你的該《狗舍》持股+1且可重復此流程。」 (R-E3);
    賣出 「選擇任一你持股大于0的《狗舍》并聲明一個不大于你持該《狗舍》股的數字X，
    你令你的該《狗舍》持股-X，然后檢索X張【狗】。」 (R-E4: X ≥ 1)."""
    s: FState = g.state
    dogs = can_pay(g, seat, DOG)
    opts = [GIVE_UP] + [{"choice": "購股", "target": h.building} for h in kennels(s) if dogs]
    opts += [{"choice": "賣出", "target": h.building} for h in kennels(s) if h.shares.get(seat, 0) > 0]
    if len(opts) == 1:
        return
    ans = yield from ask(g, seat, "股市", "經過《股市》: 可選擇購股 (打出【狗】) 或賣出", opts, GIVE_UP)
    if ans == GIVE_UP:
        return
    h = s.holdings[ans["target"]]
    if ans["choice"] == "賣出":
        have = h.shares[seat]
        x = (yield from ask(g, seat, "賣出", "{b}: 聲明賣出的股數X (持股{n})",
                            [{"target": n} for n in range(1, have + 1)], None, b=words.building(h.building),
                            n=have))["target"]
        h.change(seat, -x)
        g.say("{seat}賣出{b}持股{x} (剩{n})。", {"seat": seat, "building": h.building, "sold": x},
              seat=words.seat(seat), b=words.building(h.building), x=x, n=h.shares[seat])
        zones.search(g, seat, named(DOG), n=x, what="【狗】")
        return
    while True:
        if not (yield from pay_share(g, seat, h, DOG, "{b}購股: 選擇打出的【狗】", b=words.building(h.building))):
            return
        h.change(seat, 1)
        g.say("{seat}的{b}持股+1 (持股{n})。", {"seat": seat, "building": h.building, "shares": h.shares[seat]},
              seat=words.seat(seat), b=words.building(h.building), n=h.shares[seat])
        if not can_pay(g, seat, DOG):
            return
        again = yield from ask(g, seat, "購股", "可重復購股: 選擇任一《狗舍》，或完成",
                               [DONE] + [{"target": k.building} for k in kennels(s)], DONE)
        if again == DONE:
            return
        h = s.holdings[again["target"]]


def bank_pass(g: Game, seat: int) -> Flow:
    """存款 「將不大于X張牌置于你的銀行區。X為6-你銀行區牌數。」 (R-E7: hand or equipment);
    取款 「獲得你銀行區中任意張牌。」 (R-E8: debt applies)."""
    s: FState = g.state
    p = s.players[seat]
    room = zones.BANK_LIMIT - len(p.bank)
    deposit, withdraw = {"choice": "存款"}, {"choice": "取款"}
    opts = [GIVE_UP] + ([deposit] if room > 0 and (p.hand or p.equips) else []) + ([withdraw] if p.bank else [])
    if len(opts) == 1:
        return
    ans = yield from ask(g, seat, "銀行", "經過《銀行》: 可選擇存款或取款", opts, GIVE_UP)
    if ans == deposit:
        chosen = (yield from pick_many(g, seat, p.hand + p.equips, room, "存款", "存款: 選擇置于銀行區的牌"))["cards"]
        for c in chosen:
            if c in p.equips:
                p.equips.remove(c)
                g.say("{seat}將裝備{card}置于銀行區。", {"seat": seat, "equip": c}, seat=words.seat(seat),
                      card=words.card(s.cards[c]))
            else:
                p.hand.remove(c)
                hooks.lost_cards(g, p.seat)
        yield from zones.to_bank(g, seat, chosen)
    elif ans == withdraw:
        chosen = (yield from pick_many(g, seat, list(p.bank), len(p.bank), "取款", "取款: 選擇獲得的銀行區牌"))["cards"]
        for c in chosen:
            p.bank.remove(c)
        g.say("{seat}從銀行區獲得{n}張牌 (剩{left}張)。", {"seat": seat, "bank": len(p.bank)}, seat=words.seat(seat),
              n=len(chosen), left=len(p.bank))
        g.tell([seat], "你從銀行區獲得: {cards}", {"cards": chosen}, cards=words.cards(s, chosen))
        zones.into_hand(g, seat, chosen)


PASSES: dict[Kind, Callable[[Game, int], Flow]] = {Kind.GUSHI: market_pass, Kind.YINHANG: bank_pass}
