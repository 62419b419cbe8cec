"""The commands (指令) of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, section 指令; readings R-K1–R-K10, R-M6,
R-M14, R-M16, R-H5, R-H6, R-E1, R-G6): the 指令階段 (`command_phase`), the eight commands, and the cells that
地雷 and 路障 put on the board (`FState.replaced`, with their events `replaced_stop`).

「*指令階段 可使用指令。若角色不持有指令，則跳過。」 (R-K2: any number, one at a time, each used up; the dead may
use them). Each use is two or three asks of the user: which command (or 結束), its target ({"target": seat} or
{"target": [x, y]}), and for 控骰 / 轉向 the recorded value ({"choice": …}). Only commands with a legal target
are offered. The mechanisms that read the records (控骰機制, 轉向機制, 停留機制) live in `flow.py`; passing a
《路障》 ends the movement there (`moves.move`).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from . import basic, combat, hooks, npcs, skills, words, zones
from .board import SPUR_KINDS, Direction, Kind, Point
from .judgement import is_red
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]

MINE, ROADBLOCK = "地雷", "路障"
MISSILE, DICE, STAY, TURN = "飛彈", "控骰", "停留", "轉向"
BOMB, DOG = "炸彈", "惡犬"
#: The order the 指令階段 offers commands in: the book's, then the two special ones.
ORDER: tuple[str, ...] = (MINE, MISSILE, DICE, ROADBLOCK, STAY, TURN, BOMB, DOG)
END = {"choice": "結束"}
HEADINGS: tuple[Direction, ...] = (Direction.EAST, Direction.WEST, Direction.SOUTH, Direction.NORTH)


def command_phase(g: Game, p: Player) -> Flow:
    """指令階段: 「可使用指令。若角色不持有指令，則跳過。」 (R-K2: optional; any number, one at a time)."""
    while True:
        yield from g.pace()  # a step per command (whether he holds one is not told: random commands come in secret)
        yield from hooks.settle(g)
        if not (p.commands and p.on_map):
            return
        usable = [c for c in ORDER if c in p.commands and has_target(g, p, c)]
        if not usable:
            return
        opts: list[dict[str, Any]] = [END] + [{"choice": c} for c in usable]
        ans = yield from basic.ask(g, p.seat, "指令", "指令階段: 使用一個指令，或結束 (持有{n}個)", opts, END,
                                   n=len(p.commands))
        if ans == END:
            return
        yield from use(g, p, ans["choice"])


def has_target(g: Game, p: Player, command: str) -> bool:
    """Whether `command` has a legal target (`targets` is not empty), without listing them all when one is sure."""
    if command == MISSILE:  # 「對視野范圍內任一點使用。」: the user's own point at least, while it is on the map
        return p.position is not None and combat.vision(g, p) >= 0
    if command not in (MINE, ROADBLOCK) and p.on_map and not (command in (BOMB, DOG) and p.dead):
        return True  # a command on a character: the user itself is one of its `targets`
    if command in (MINE, ROADBLOCK):
        return next(_placeable(g, p), None) is not None
    return bool(targets(g, p, command))


def targets(g: Game, p: Player, command: str) -> list[dict[str, Any]]:
    """The legal targets of `command` for `p` (ask options)."""
    s: FState = g.state
    if command in (MINE, ROADBLOCK):
        return [{"target": list(c)} for c in placeable(g, p)]
    if command == MISSILE:
        return points_in_vision(g, p)
    alive_only = command in (BOMB, DOG)  # 「對存活的自己或視野范圍內任一存活角色使用。」
    order = [s.players[x] for x in s.order()]
    seen = {q.seat for q in combat.seen_by(g, p, [q for q in order if q is not p])}  # each one's `in_vision`, at once
    return [{"target": q.seat} for q in order
            if (q is p or q.seat in seen) and q.on_map and not (alive_only and q.dead)
            and (q is p or skills.choosable(g, p, q))]


def points_in_vision(g: Game, p: Player) -> list[dict[str, Any]]:
    """飛彈 「對視野范圍內任一點使用。」 — every integer point at distance ≤ the user's vision, cell or not (R-M14,
    R-M13: raw distance), as ask options ({"target": [x, y]})."""
    if p.position is None:
        return []
    v = combat.vision(g, p)
    x, y = p.position
    # row by row from dy = v down to -v, each row's dx ascending over |dx| ≤ v - |dy|
    return [{"target": [x + dx, y + dy]} for dy in range(v, -v - 1, -1) for dx in range(abs(dy) - v, v - abs(dy) + 1)]


def placeable(g: Game, p: Player) -> list[Point]:
    """地雷/路障: 「對視野范圍內，任一除醫院、監獄外，沒有角色或NPC停留且未被指令替換的格子使用。」 (R-K7, R-M15: a dead
    character on a cell counts)."""
    return list(_placeable(g, p))


def _placeable(g: Game, p: Player) -> Iterator[Point]:
    """`placeable`, one cell at a time (`has_target` stops at the first)."""
    s: FState = g.state
    if p.position is None:
        return
    taken = s.occupied()
    for c in s.board.within(p.position, combat.vision(g, p)):
        if c.kind not in SPUR_KINDS and c.pos not in taken and c.pos not in s.replaced:
            yield c.pos


def use(g: Game, p: Player, command: str) -> Flow:
    """Use one `command` held by `p`: choose its target, spend it, resolve it."""
    opts = targets(g, p, command)
    if not opts:
        raise ValueError(f"【{command}】 has no legal target")
    ans = yield from basic.ask(g, p.seat, command, "【{c}】: 選擇目標", opts, None, c=words.term(command))
    target = ans["target"]
    p.commands.remove(command)
    if command in (MINE, ROADBLOCK, MISSILE):
        point: Point = (target[0], target[1])
        g.say("{seat}使用【{c}】，目標{at}。", {"seat": p.seat, "command_used": command, "at": list(point)},
              seat=words.seat(p.seat), c=words.term(command), at=str(point))
        if command == MISSILE:
            yield from missile(g, p, point)
        else:
            replace(g, point, command)
        return
    q = zones.state(g).players[target]
    g.say("{seat}對{target}使用【{c}】。", {"seat": p.seat, "command_used": command, "target": q.seat},
          seat=words.seat(p.seat), target=words.seat(q.seat), c=words.term(command))
    if command == DICE:  # 「在其控骰區記錄一個不小于1且不大于6的點數。」
        n = (yield from basic.ask(g, p.seat, DICE, "【控骰】: 記錄的點數", [{"choice": k} for k in range(1, 7)]))
        q.dice_control.append(n["choice"])
        g.say("{target}的控骰區記錄{n}。", {"seat": q.seat, "控骰區": list(q.dice_control)}, target=words.seat(q.seat),
              n=n["choice"])
    elif command == STAY:  # 「令其“停留”記數+1。」
        q.stays += 1
        g.say("{target}的“停留”記數+1 (現為{n})。", {"seat": q.seat, "stays": q.stays}, target=words.seat(q.seat),
              n=q.stays)
    elif command == TURN:  # 「在其轉向區記錄東、西、南、北之一。」
        d = (yield from basic.ask(g, p.seat, TURN, "【轉向】: 記錄的方向", [{"choice": str(x)} for x in HEADINGS]))
        q.turn_records.append(Direction(d["choice"]))
        g.say("{target}的轉向區記錄{d}。", {"seat": q.seat, "轉向區": [str(x) for x in q.turn_records]},
              target=words.seat(q.seat), d=words.term(d["choice"]))
    else:  # 炸彈 「目標入院2輪。」; 惡犬 「…，將《惡犬》NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」
        npcs.hospitalise(g, q, 2)
        if command == DOG:
            npcs.move_away(g, "惡犬")


# ---- 地雷 and 路障 on the board ------------------------------------------------------------------------------------


def replace(g: Game, point: Point, command: str) -> None:
    """「將目標格子替換為《地雷》/《路障》。」 (R-M16: the cell is that and nothing else until restored)."""
    s: FState = g.state
    s.replaced[point] = command
    g.say("{cell}被替換為《{c}》。", {"replaced": list(point), "as": command}, cell=words.cell(s.board.cell(point)),
          c=words.term(command))


def restore(g: Game, point: Point) -> None:
    """「將該格子還原」: the cell gets its own kind back."""
    s: FState = g.state
    was = s.replaced.pop(point)
    g.say("《{c}》還原為{cell}。", {"restored": list(point), "was": was}, c=words.term(was),
          cell=words.cell(s.board.cell(point)))


def replaced_stop(g: Game, seat: int) -> Generator[list[Ask], dict[int, Any], bool]:
    """The stop event of a replaced cell. 《地雷》: 「若(存活/已陣亡)，(入院2輪/獲得特殊指令【炸彈】)。
    結算結束后，將該格子還原。」 (R-K3: the restored cell's event does not run). 《路障》:
    「經過時強制停留。將該格子還原，結算還原后的事件。」 (R-M6: landing on it is the same as passing it) — True: the
    restored cell's event runs now (`tiles.on_stop`, which called this)."""
    s: FState = g.state
    p = s.players[seat]
    assert p.position is not None and p.position in s.replaced
    at = p.position
    if s.replaced[at] == ROADBLOCK:
        g.say("{seat}在《路障》強制停留。", {"seat": seat, "路障": list(at)}, seat=words.seat(seat))
        restore(g, at)
        return True
    g.say("{seat}停留在《地雷》。", {"seat": seat, "地雷": list(at)}, seat=words.seat(seat))
    if p.dead:
        basic.gain_command(g, seat, BOMB, public=True)
    else:
        npcs.hospitalise(g, p, 2)
    restore(g, at)
    yield from ()
    return False


# ---- 飛彈 ----------------------------------------------------------------------------------------------------------


def missile(g: Game, p: Player, centre: Point) -> Flow:
    """飛彈: 「以目標為中心，3*3區域，若有：存活角色，其入院2輪；《地雷》或《路障》，將該格子還原；部分或全部處于
    該區域的《貓舍》，所有持有該《貓舍》股份的角色的該《貓舍》持股-1，該《貓舍》可購股份+X，X為受影響的角色數；部分或全部處于
    該區域的《狗舍》，所有持有該《狗舍》股份的角色的該《狗舍》持股-1；至少一格《銀行》，所有銀行區有牌的角色隨機將一張
    其銀行區的牌置入棄牌堆；NPC，將之移動至隨機一個沒有角色或NPC停留的《野外》上；《領養》（含被指令替換的《領養》，
    下同），將所有處于領養區的牌置入棄牌堆。結算結束后，若該區域含有上述至少一項，使用者判定（若存在除使用者外的受害者，
    這些角色中最先結算的角色為發起方）：若為紅色，入獄2輪。」 (R-K5)."""
    s: FState = g.state
    area = {(centre[0] + dx, centre[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    cells = list(s.board.area(centre))
    own = [c for c in cells if c.pos not in s.replaced]  # R-M16: a replaced cell is not its building, bank …
    order = from_user(s, p)
    victims: list[int] = []
    found = False
    # 存活角色: 入院2輪 (the user too), in turn order from the user
    for q in order:
        if not q.dead and q.position in area:
            found = True
            victims.append(q.seat)
            npcs.hospitalise(g, q, 2)
    # 《地雷》或《路障》: restored
    for c in cells:
        if c.pos in s.replaced:
            found = True
            restore(g, c.pos)
    # 《貓舍》, then 《狗舍》: every holder −1 (a 貓舍 gets back one buyable share per holder hit)
    for kind in (Kind.MAOSHE, Kind.GOUSHE):
        hit = [b for b in s.board.buildings_of(kind) if any(c.pos in b.cells for c in own)]
        for b in hit:
            found = True
            h = s.holdings[b.name]
            holders = [q.seat for q in order if h.shares.get(q.seat, 0) > 0]
            for seat in holders:
                h.change(seat, -1)
                victims.append(seat)
            if kind == Kind.MAOSHE:
                h.available += len(holders)
            g.say("【飛彈】擊中{b}: {n}名持股角色持股-1。", {"building": b.name, "hit": holders,
                                                      "available": h.available}, b=words.building(b.name),
                  n=len(holders))
    # 至少一格《銀行》: one random bank card of every character with bank cards into the discard pile (not 棄置)
    if any(c.kind == Kind.YINHANG for c in own):
        found = True
        for q in order:
            if q.bank:
                lost = g.chance.choice("飛彈銀行", list(q.bank))
                q.bank.remove(lost)
                zones.to_discard(g, [lost])
                victims.append(q.seat)
                g.say("{seat}銀行區的{card}置入棄牌堆。", {"seat": q.seat, "bank_lost": lost, "bank": len(q.bank)},
                      seat=words.seat(q.seat), card=words.card(s.cards[lost]))
    # NPC: moved to a random free 《野外》
    for npc in [n for n, where in s.npcs.items() if where in area]:
        found = True
        npcs.move_away(g, npc)
    # 《領養》 (a replaced one too): the whole 領養區 into the discard pile
    if any(c.kind == Kind.LINGYANG for c in cells):
        found = True
        if s.adoption:
            zones.to_discard(g, list(s.adoption))
            g.say("領養區所有牌置入棄牌堆。", {"adoption_lost": list(s.adoption)})
            s.adoption.clear()
    if not found:
        g.say("【飛彈】的區域內沒有任何一項。", {"seat": p.seat, "missile_empty": list(centre)})
        return
    initiator = next((v for v in victims if v != p.seat), p.seat)
    result = yield from basic.judgement(g, p.seat, initiator)
    if is_red(result):
        basic.imprison(g, p.seat, 2)


def from_user(s: FState, p: Player) -> list[Player]:
    """Every character in turn order, starting from the user (R-K5)."""
    order = s.order()
    i = order.index(p.seat)
    return [s.players[x] for x in order[i:] + order[:i]]
