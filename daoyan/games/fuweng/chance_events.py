"""The 20 events of 《機會》 (seed 001_ea231be5ab83fae4.txt, section 地圖: 「投擲一枚20面骰子，根據人氣投票前20名執行
對應事件。每年更新事件。」; readings R-J0–R-J21, R-H1–R-H7, R-D13, R-D18, R-G11–R-G14; rulings docs/rulings/fuweng.md
section 1j).

`EVENTS` is the data table (R-0.3): number → name, this year's X (the formula in the book is a comment) and the
book's text. `run(g, seat, n)` executes event `n` for the stopper (「你」, R-J0). The statuses some events leave
live on `Player` (`hospital_untimed`, `as_dead`, `locked`, `void_moves`, `next_turn`) and `Turn` (`all_dogs`,
`skip_play`, `end_draw`); `flow.py`, `play.py`, `tricks.py`, `combat.py` and `zones.py` read them.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Phrase
from . import basic, combat, hooks, npcs, tricks, words, zones
from .cards import Card, Category
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]


@dataclass(frozen=True)
class Event:
    name: str
    x: int | None  # this year's X (「今年為…」), None when the event has none
    text: str


#: 「根據人氣投票前20名執行對應事件。每年更新事件。」 — this year's table (R-0.3).
EVENTS: dict[int, Event] = {
    # X = 夜羽排名-家犬排名+1
    1: Event("家犬", 5, "若(存活/已陣亡)，(入院/入獄)X輪。"),
    # X = 夜羽排名-彩都麒麟排名+1
    2: Event("彩都麒麟", 4, "體力上限+X、陣亡并入院。"),
    # X = 夜羽排名-博麗靈夢排名+1; Y = 牌數
    3: Event("博麗靈夢", 3, "若Y不小于X，隨機棄置X張牌；若Y小于X，棄置所有牌，增加X-Y點負債。"),
    # X = 夜羽排名-鈴仙排名+1
    4: Event("鈴仙(客)", 2, "不能使用或打出牌，持續直到因棄置失去至少X張牌后。"),
    # X = 夜羽排名-十六夜咲夜排名+1
    5: Event("十六夜咲夜", 1, "接下來的X次行動無效果。"),
    # X = 7-夜羽排名 (並列第五名)
    6: Event("夜羽", 2, "視為使用X張【無我之愛】。"),
    # X = 蕾米莉亞排名
    7: Event("蕾米莉亞", 7, "摸X張牌。"),
    8: Event("藤原妹紅", None, "獲得【炸彈】指令；若(存活/已陣亡)，(入院/入獄)2輪。"),
    9: Event("古明地覺", None, "視為使用一張除【無我之愛】外的普通大招牌。"),
    10: Event("西行寺幽幽子", None, "直到你的下回合開始，視為已陣亡。"),
    11: Event("愛麗絲", None, "依次將手牌中的動物、大招、裝備牌數量調整為1。"),
    12: Event("射命丸文", None, "獲得領養區所有牌。"),
    13: Event("鈴仙(主)", None, "檢索動物、大招、裝備牌各一張。"),
    14: Event("東風谷早苗", None, "本回合出牌階段：你手牌中的非動物牌視為【狗】；你使用【狗】次數上限+1、無距離限制。"),
    15: Event("琪露諾", None, "獲得【停留】指令。"),
    16: Event("八云紫", None, "獲得隨機指令；跳過本回合出牌階段。"),
    17: Event("露米婭", None, "若(存活/已陣亡)且當前階段為你的行動階段，本階段投擲數+(1/3)。"),
    18: Event("比那名居天子", None, "本回合：跳過出牌階段；結束階段，摸三張牌。"),
    19: Event("帕秋莉", None, "下回合：行動階段，投擲數-1；出牌階段，使用的第一張牌效果額外執行一次。"),
    20: Event("洩矢諏訪子", None, "回復1點體力。"),
}

#: R-J9: the 普通大招牌 other than 無我之愛 that can be used (無懈可擊 has nothing to answer).
PLAIN_TRICKS: tuple[str, ...] = ("金鼓齊鳴", "釜底抽薪", "順手牽羊", "無中生有", "瞞天過海", "以逸待勞")
CATEGORIES: tuple[tuple[Category, str], ...] = (
    (Category.ANIMAL, "動物牌"), (Category.TRICK, "大招牌"), (Category.EQUIPMENT, "裝備牌"))


def of_category(cat: Category) -> Callable[[Card], bool]:
    """A card of that back (延時大招牌 are 大招牌, R-G7)."""
    return lambda c: bool(c.category.back == cat)


def x_of(n: int) -> int:
    x = EVENTS[n].x
    assert x is not None, f"機會 {n} has no X"
    return x


def run(g: Game, seat: int, n: int) -> Flow:
    """Event `n` (1…20) for the stopper `seat`."""
    if n not in EVENTS:
        raise ValueError(f"機會 has no event {n} (1…20)")
    s: FState = g.state
    p = s.players[seat]
    ev = EVENTS[n]
    g.say("《機會》{n}，{name}: {text}", {"seat": seat, "機會": n, "x": ev.x}, n=n, name=words.term(ev.name),
          text=Phrase(ev.text))
    yield from HANDLERS[n](g, p, n)


def stay(g: Game, p: Player, rounds: int) -> None:
    """「若(存活/已陣亡)，(入院/入獄)X輪。」 (R-J1, R-J8, R-H6: the dead cannot get a timed hospital stay)."""
    if p.dead:
        basic.imprison(g, p.seat, rounds)
    else:
        npcs.hospitalise(g, p, rounds)


def dog(g: Game, p: Player, n: int) -> Flow:
    """1 家犬."""
    stay(g, p, x_of(n))
    yield from ()


def qilin(g: Game, p: Player, n: int) -> Flow:
    """2 彩都麒麟 「體力上限+X、陣亡并入院。」 (R-J2: max HP +X; a living stopper dies at once — no 瀕死, no killer;
    then untimed 入院, R-H1, R-H6: cancelled off the map or at max HP 0). The death can end the game (R-D4)."""
    x = x_of(n)
    p.max_hp += x
    g.say("{seat}體力上限+{x} ({hp}/{max})。", {"seat": p.seat, "max_hp": p.max_hp}, seat=words.seat(p.seat), x=x,
          hp=p.hp, max=p.max_hp)
    if not p.dead:
        yield from combat.die(g, p, None)
    npcs.admit(g, p)


def reimu(g: Game, p: Player, n: int) -> Flow:
    """3 博麗靈夢 (R-J3: Y = hand + equipment; the X random cards come from both together)."""
    x = x_of(n)
    cards = p.hand + p.equips
    if len(cards) >= x:
        zones.discard(g, p.seat, g.chance.sample("博麗靈夢", cards, x))
    else:
        if cards:
            zones.discard(g, p.seat, cards)
        p.debt += x - len(cards)
        g.say("{seat}增加{n}點負債 (共{debt}點)。", {"seat": p.seat, "debt": p.debt}, seat=words.seat(p.seat),
              n=x - len(cards), debt=p.debt)
    yield from ()


def reisen_guest(g: Game, p: Player, n: int) -> Flow:
    """4 鈴仙(客) (R-J4: its own hand/equipment cards discarded by anyone from now on, counted until ≥ X)."""
    p.locked = x_of(n)
    g.say("{seat}不能使用或打出牌，直到因棄置失去至少{x}張牌。", {"seat": p.seat, "locked": p.locked},
          seat=words.seat(p.seat), x=p.locked)
    yield from ()


def sakuya(g: Game, p: Player, n: int) -> Flow:
    """5 十六夜咲夜 (R-J5: the next X 行動 are thrown, but nobody moves and nothing passes or stops)."""
    p.void_moves += x_of(n)
    g.say("{seat}接下來的{x}次行動無效果。", {"seat": p.seat, "void_moves": p.void_moves}, seat=words.seat(p.seat),
          x=x_of(n))
    yield from ()


def mystia(g: Game, p: Player, n: int) -> Flow:
    """6 夜羽 「視為使用X張【無我之愛】。」 (R-J6: X full uses in a row, R-C9)."""
    for i in range(x_of(n)):
        g.say("{seat}視為使用【無我之愛】 ({i}/{x})。", {"seat": p.seat, "virtual": tricks.WUWO},
              seat=words.seat(p.seat), i=i + 1, x=x_of(n))
        yield from tricks.wuwo(g, p)


def remilia(g: Game, p: Player, n: int) -> Flow:
    """7 蕾米莉亞 (R-J7: a map draw — 財神 doubles it)."""
    zones.draw(g, p.seat, x_of(n), from_map=True)
    yield from ()


def mokou(g: Game, p: Player, n: int) -> Flow:
    """8 藤原妹紅."""
    basic.gain_command(g, p.seat, "炸彈", public=True)
    stay(g, p, 2)
    yield from ()


def satori(g: Game, p: Player, n: int) -> Flow:
    """9 古明地覺 (R-J9, R-G14: one of the six 普通大招牌, with its targets and vision; it can be answered by
    【無懈可擊】 like the card)."""
    s: FState = g.state
    opts = [{"choice": name, "target": q.seat} for name in PLAIN_TRICKS for q in tricks.targets(g, p, name, False)]
    ans = yield from basic.ask(g, p.seat, "古明地覺", "古明地覺: 視為使用一張普通大招牌 (選擇牌名和目標)", opts)
    name, q = ans["choice"], s.players[ans["target"]]
    g.say("{seat}視為對{target}使用【{card}】。", {"seat": p.seat, "virtual": name, "target": q.seat},
          seat=words.seat(p.seat), target=words.seat(q.seat), card=words.term(name))
    hooks.used(g, p.seat, name)
    yield from tricks.effect(g, p, q, name, name)


def yuyuko(g: Game, p: Player, n: int) -> Flow:
    """10 西行寺幽幽子 (R-D18: treated as dead — `dead` set, `as_dead` marks it — but no 瀕死, no reveal, no reward,
    no death triggers, and alive for the win check; it ends at its next turn start, `flow.turn_start`)."""
    if p.dead:
        g.say("{seat}已陣亡: 沒有效果。", {"seat": p.seat}, seat=words.seat(p.seat))
    else:
        p.dead = p.as_dead = True
        g.say("{seat}直到其下回合開始，視為已陣亡。", {"seat": p.seat, "as_dead": True}, seat=words.seat(p.seat))
    yield from ()


def alice(g: Game, p: Player, n: int) -> Flow:
    """11 愛麗絲 (R-J11: animal, 大招 (延時 included), equipment in that order; more than one → keep the one it
    chooses and discard the rest; none → search one; one → nothing)."""
    s: FState = g.state
    for cat, what in CATEGORIES:
        mine = [c for c in p.hand if s.cards[c].category.back == cat]
        if not mine:
            zones.search(g, p.seat, of_category(cat), what=what)
        elif len(mine) > 1:
            keep = yield from basic.ask(g, p.seat, "愛麗絲", "愛麗絲: 手牌中的{what}調整為1 — 選擇保留的一張",
                                        [{"choice": c} for c in mine], None, what=words.term(what))
            zones.discard(g, p.seat, [c for c in mine if c != keep["choice"]])


def aya(g: Game, p: Player, n: int) -> Flow:
    """12 射命丸文 (R-E12; debt applies)."""
    basic.take_all(g, p.seat)
    yield from ()


def reisen_host(g: Game, p: Player, n: int) -> Flow:
    """13 鈴仙(主) (R-G7: one search of each category)."""
    for cat, what in CATEGORIES:
        zones.search(g, p.seat, of_category(cat), what=what)
    yield from ()


def own_coming_phase(g: Game, p: Player, phase: str) -> bool:
    """Whether `p`'s own turn still has `phase` to come (or running, for 出牌)."""
    t = zones.state(g).turn
    order = ("準備", "判定", "指令", "行動", "出牌", "棄牌", "結束")
    return t is not None and t.seat == p.seat and order.index(t.phase) <= order.index(phase)


def sanae(g: Game, p: Player, n: int) -> Flow:
    """14 東風谷早苗 (R-J14: converted cards keep their suits; lost when no play phase of its own is to come)."""
    t = zones.state(g).turn
    if t is None or not own_coming_phase(g, p, "出牌"):
        g.say("{seat}本回合沒有將到來的出牌階段: 沒有效果。", {"seat": p.seat}, seat=words.seat(p.seat))
        return
    t.all_dogs = True
    basic.dog_bonus(g, p.seat)
    yield from ()


def cirno(g: Game, p: Player, n: int) -> Flow:
    """15 琪露諾."""
    basic.gain_command(g, p.seat, "停留", public=True)
    yield from ()


def skip_play(g: Game, p: Player) -> None:
    t = zones.state(g).turn
    if t is not None and t.seat == p.seat:
        t.skip_play = True
        g.say("{seat}跳過本回合出牌階段。", {"seat": p.seat, "skip_play": True}, seat=words.seat(p.seat))


def yukari(g: Game, p: Player, n: int) -> Flow:
    """16 八云紫 (R-K1: a random normal command, private)."""
    basic.gain_command(g, p.seat, g.chance.choice("指令", list(basic.COMMANDS)), public=False)
    skip_play(g, p)
    yield from ()


def rumia(g: Game, p: Player, n: int) -> Flow:
    """17 露米婭 (R-J17, R-G11: 本階段投擲數 +1 alive, +3 dead; `basic.add_throws`)."""
    basic.add_throws(g, p.seat, 3 if p.dead else 1)
    yield from ()


def tenshi(g: Game, p: Player, n: int) -> Flow:
    """18 比那名居天子 (R-J18: the end-phase draw is a map draw)."""
    t = zones.state(g).turn
    if t is None or t.seat != p.seat:
        g.say("不是{seat}的回合: 沒有效果。", {"seat": p.seat}, seat=words.seat(p.seat))
        return
    skip_play(g, p)
    t.end_draw += 3
    g.say("{seat}本回合結束階段摸三張牌。", {"seat": p.seat, "end_draw": t.end_draw}, seat=words.seat(p.seat))
    yield from ()


def patchouli(g: Game, p: Player, n: int) -> Flow:
    """19 帕秋莉 (R-J19: the stopper's next turn; `flow.turn` applies it)."""
    p.next_turn += 1
    g.say("{seat}下回合: 行動階段投擲數-1；出牌階段使用的第一張牌效果額外執行一次。", {"seat": p.seat, "next_turn": 1},
          seat=words.seat(p.seat))
    yield from ()


def suwako(g: Game, p: Player, n: int) -> Flow:
    """20 洩矢諏訪子 (R-T12's 「回復1點體力」: cancelled for the dead)."""
    combat.heal(g, p, what="洩矢諏訪子")
    yield from ()


HANDLERS = {
    1: dog, 2: qilin, 3: reimu, 4: reisen_guest, 5: sakuya, 6: mystia, 7: remilia, 8: mokou, 9: satori,
    10: yuyuko, 11: alice, 12: aya, 13: reisen_host, 14: sanae, 15: cirno, 16: yukari, 17: rumia, 18: tenshi,
    19: patchouli, 20: suwako,
}
