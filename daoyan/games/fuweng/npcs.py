"""The ten NPCs of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, 起始配置; readings R-N1–R-N13): the event a
character runs when it stops on the 《野外》 an NPC stands on, and the NPC區機制 for the four that move into
a character's NPC area (財神, 窮神, 福神, 衰神). Random discards are named draws of the game's `Chance`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from . import hooks, skills, words, zones
from .board import YEWAI
from .cards import ANIMAL, Category
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]

TO_AREA = ("財神", "窮神", "福神", "衰神")  # 「將《X》NPC移動至停留角色的NPC區」


def is_animal(card: Any) -> bool:
    return bool(card.category == ANIMAL)


def event(g: Game, seat: int, npc: str) -> Flow:
    """「否則執行其上的NPC事件。」"""
    s: FState = g.state
    p = s.players[seat]
    g.say("{seat}遇到《{npc}》。", {"seat": seat, "npc_event": npc}, seat=words.seat(seat), npc=words.term(npc))
    if npc == "財神":  # 「檢索兩張動物牌；將《財神》NPC移動至停留角色的NPC區。」
        zones.search(g, seat, is_animal, 2, "動物牌")
    elif npc == "福神":  # 「檢索兩張非動物牌；將《福神》NPC移動至停留角色的NPC區。」
        zones.search(g, seat, lambda c: not is_animal(c), 2, "非動物牌")
    elif npc in ("窮神", "衰神"):
        # 「若X不小于2，隨機棄置2張手牌中的(非)動物牌；若X小于2，棄置所有手牌中的(非)動物牌，增加2-X點負債。」
        animal = npc == "窮神"
        pool = [c for c in p.hand if is_animal(s.cards[c]) is animal]
        lost = g.chance.sample(npc, pool, 2) if len(pool) >= 2 else pool
        if lost:
            zones.discard(g, seat, lost)
        if len(pool) < 2:
            p.debt += 2 - len(pool)
            g.say("{seat}增加{n}點負債 (共{debt}點)。", {"seat": seat, "debt": p.debt}, seat=words.seat(seat),
                  n=2 - len(pool), debt=p.debt)
    elif npc == "商人":
        yield from merchant(g, p)
    elif npc in ("乞丐", "流氓", "小偷"):
        refill(g, p, {"乞丐": Category.ANIMAL, "流氓": Category.TRICK, "小偷": Category.EQUIPMENT}[npc], npc)
    elif npc == "交警":  # 「隨機棄置每種類別的手牌各一張（無這種類別的牌則不棄）。」
        lost = []
        for cat in (Category.ANIMAL, Category.TRICK, Category.EQUIPMENT):
            pool = [c for c in p.hand if s.cards[c].category.back == cat]
            if pool:
                lost.append(g.chance.choice(f"交警{cat}", pool))
        if lost:
            zones.discard(g, seat, lost)
    elif npc == "惡犬":
        fierce_dog(g, p)
        return
    else:
        raise ValueError(f"unknown NPC {npc!r}")
    if npc in TO_AREA:
        to_area(g, p, npc)
        if g.events.listening(hooks.NPC_AREA):  # 「NPC進入你的NPC區時」 (數學家's 數論)
            yield from hooks.emit(g, hooks.NPC_AREA, {"seat": seat, "npc": npc})
    else:  # 「結算結束后，將《X》NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」
        move_away(g, npc)


def merchant(g: Game, p: Player) -> Flow:
    """商人: 「可棄置一張非動物牌并檢索兩張動物牌。無論是否棄置牌，
    將《商人》NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」"""
    s: FState = g.state
    goods = [c for c in p.hand if not is_animal(s.cards[c])]
    if not goods:
        return
    opts: list[dict[str, Any]] = [{"choice": "放棄"}] + [{"choice": c} for c in goods]
    ans = (yield [Ask(p.seat, "商人", "可棄置一張非動物牌并檢索兩張動物牌", opts, opts[0], round=g.round,
                      phase=g.phase)])[p.seat]
    if ans["choice"] != "放棄":
        zones.discard(g, p.seat, [ans["choice"]])
        zones.search(g, p.seat, is_animal, 2, "動物牌")


def refill(g: Game, p: Player, cat: Category, npc: str) -> None:
    """乞丐/流氓/小偷: 「若手牌中的(動物/大招/裝備)牌數量：大于1，隨機棄置一張；否則，補充至2張。」 (R-N8: by 檢索)."""
    s: FState = g.state
    mine = [c for c in p.hand if s.cards[c].category.back == cat]
    if len(mine) > 1:
        zones.discard(g, p.seat, [g.chance.choice(npc, mine)])
    elif 2 - len(mine) > 0:
        zones.search(g, p.seat, lambda c: bool(c.category.back == cat), 2 - len(mine), str(cat))


def fierce_dog(g: Game, p: Player) -> None:
    """惡犬: 「若(存活/已陣亡)，(入院2輪，將《惡犬》NPC移動至隨機一個沒有角色或NPC停留的《野外》上/獲得【惡犬】指令，
    將《惡犬》NPC移出地圖)。」"""
    s: FState = g.state
    if p.dead:
        p.commands.append("惡犬")
        s.npcs["惡犬"] = None
        g.say("{seat}獲得【惡犬】指令，《惡犬》移出地圖。", {"seat": p.seat, "command": "惡犬"},
              seat=words.seat(p.seat))
        return
    hospitalise(g, p, 2)
    move_away(g, "惡犬")


def hospitalise(g: Game, p: Player, rounds: int) -> None:
    """入院X輪: 「一名角色入獄或入院時，將其從地圖上移除。」 —
    「不處于地圖上的角色入獄或入院時或體力上限為0的角色入院時或已陣亡的角色入院X輪時，取消之。」"""
    if not p.on_map or p.max_hp == 0 or p.dead:
        g.say("{seat}入院被取消。", {"seat": p.seat}, seat=words.seat(p.seat))
        return
    # (老油條's 詐死 ②: 「摸三張牌，若X大于1，改為1」; 麒麟's 天欽: 「你入院X輪時，改為入院」 — None)
    changed = skills.hospitalised(g, p, rounds)
    if changed is None:
        admit(g, p)
        return
    p.hospital, p.position = changed, None
    g.say("{seat}入院{n}輪。", {"seat": p.seat, "hospital": changed}, seat=words.seat(p.seat), n=changed)


def admit(g: Game, p: Player) -> None:
    """入院 (untimed, R-H1: +1 HP at each turn start until full, HP protected; 機會 2, 天欽): 「一名角色入獄或入院時，
    將其從地圖上移除。」 — 「不處于地圖上的角色入獄或入院時或體力上限為0的角色入院時…取消之。」 (R-H6; the dead may
    enter it)."""
    if not p.on_map or p.max_hp == 0:
        g.say("{seat}入院被取消。", {"seat": p.seat}, seat=words.seat(p.seat))
        return
    p.hospital_untimed, p.position = True, None
    g.say("{seat}入院，從地圖上移除。", {"seat": p.seat, "hospital_untimed": True}, seat=words.seat(p.seat))


def move_away(g: Game, npc: str) -> None:
    """「移動至隨機一個沒有角色或NPC停留的《野外》上」 (R-M12: none free → set aside)."""
    zones.state(g).npcs[npc] = None
    place_npc(g, npc)


def free_wilds(s: FState) -> list[tuple[int, int]]:
    """「沒有角色或NPC停留的《野外》」 (R-M12: nor replaced by a command)."""
    taken = s.occupied() | set(s.replaced)
    return [c.pos for c in s.board.of_kind(YEWAI) if c.pos not in taken]


def place_npc(g: Game, npc: str) -> None:
    """「移動至隨機一個沒有角色或NPC停留的《野外》上」 (R-M12: none free → set aside until one is)."""
    s: FState = g.state
    free = free_wilds(s)
    s.npcs[npc] = g.chance.choice("NPC移動", free) if free else None
    at = s.npcs[npc]
    if at is None and npc not in s.aside:
        s.aside.append(npc)
    elif at is not None and npc in s.aside:
        s.aside.remove(npc)
    g.say("《{npc}》移動至{cell}。", {"npc": npc, "at": list(at or ())}, npc=words.term(npc),
          cell=words.cell(s.board.cell(at)) if at else words.term("一旁"))


def to_area(g: Game, p: Player, npc: str) -> None:
    """NPC區機制: 「當一個NPC移動至一名角色的NPC區后，若其NPC區有其它NPC，則將原有NPC移動至隨機一個沒有角色或NPC停留的
    《野外》上。」 (R-N2: it arrives face up)."""
    s: FState = g.state
    old = [n for n, _ in p.npc_zone]
    p.npc_zone = [(npc, True)]
    s.npcs[npc] = None
    g.say("《{npc}》移動至{seat}的NPC區。", {"seat": p.seat, "npc_area": npc}, seat=words.seat(p.seat),
          npc=words.term(npc))
    for n in old:
        move_away(g, n)

