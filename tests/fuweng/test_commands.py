"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), section 指令 and the 指令階段: the eight commands, the cells 地雷 and
路障 put on the board, 飛彈's area and judgement (readings R-K1–R-K10, R-M6, R-M14, R-M16, R-E1, R-G6). Each test
quotes the book's words it checks."""

from __future__ import annotations

import json
from typing import Any

from fuweng_scripts import drive, game, map_without_chance_cells
from test_judgement import small_deck
from test_turns import run_bots

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, commands, flow, moves, tiles
from daoyan.games.fuweng.board import Direction, Kind, Point, manhattan
from daoyan.games.fuweng.state import FState, Player, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}


def table(players: int = 5, seed: int = 1) -> tuple[Game, FState, Player, list[Player]]:
    """A set-up game in the 指令階段 of the first seat in turn order, no NPC on the map (so cells are free).
    Returns the game, its state, that player and the others in turn order."""
    g, s = game(players, seed)
    for npc in s.npcs:
        s.npcs[npc] = None
    order = s.order()
    s.turn = Turn(order[0], "指令")
    return g, s, s.players[order[0]], [s.players[x] for x in order[1:]]


def cell_of(s: FState, kind: Kind, n: int = 0) -> Point:
    return s.board.of_kind(kind)[n].pos


def away_from(s: FState, centre: Point, lo: int = 3, hi: int = 5) -> Point:
    """A cell at distance lo…hi from `centre` (so outside its 3×3 area and inside a vision of 5)."""
    return next(c.pos for c in s.board.cells if lo <= manhattan(c.pos, centre) <= hi and c.kind != Kind.YIYUAN
                and c.kind != Kind.JIANYU)


def use(g: Game, p: Player, command: str, *answers: dict[str, Any]) -> list[Any]:
    """`p` uses `command` in its 指令階段 with the scripted answers, then ends the phase."""
    return drive(g, commands.command_phase(g, p), {"choice": command}, *answers, then=END)


def offered(g: Game, p: Player, command: str) -> list[Any]:
    return [o["target"] for o in commands.targets(g, p, command)]


# ---- the 指令階段 --------------------------------------------------------------------------------------------------


def test_command_phase_is_skipped_without_commands() -> None:
    """「*指令階段 可使用指令。若角色不持有指令，則跳過。」 — nothing is asked of a character with no command."""
    g, _s, p, _ = table()
    assert drive(g, commands.command_phase(g, p)) == []
    p.commands = ["停留"]
    asks = drive(g, commands.command_phase(g, p), END)
    assert len(asks) == 1 and asks[0].skill == "指令" and p.commands == ["停留"]


def test_command_phase_uses_any_number_one_at_a_time_each_used_up() -> None:
    """「可使用指令。」 (R-K2: optional, any number in one 指令階段, one at a time, each used up)."""
    g, _s, p, _ = table()
    p.commands = ["停留", "停留", "控骰"]
    drive(g, commands.command_phase(g, p), {"choice": "停留"}, {"target": p.seat}, {"choice": "停留"},
          {"target": p.seat}, END)
    assert p.stays == 2 and p.commands == ["控骰"]


def test_the_turn_runs_the_command_phase() -> None:
    """「每個玩家的回合可以分為七個階段：準備→判定→指令→行動→出牌→棄牌→結束。」 — the 指令 phase asks the player with
    commands before it throws."""
    g, s, p, _ = table(4, seed=2)
    p.commands = ["控骰"]
    bots = {x: RandomBot(x) for x in g.seats}
    run = flow.turn(g, p.seat)
    steps = len(g.pace_at)
    asks = next(run)
    assert len(g.pace_at) == steps + 1  # the 指令階段's step, noted (docs/security.md, "Side channels")
    assert asks[0].seat == p.seat and asks[0].skill == "指令" and s.turn is not None and s.turn.phase == "指令"
    asks = run.send({p.seat: {"choice": "控骰"}})
    asks = run.send({p.seat: {"target": p.seat}})
    try:
        asks = run.send({p.seat: {"choice": 4}})
        while True:
            asks = run.send({a.seat: a.check(bots[a.seat].decide(a, dict)) for a in asks})
    except StopIteration:
        pass
    throws = [e.data for e in g.log.entries if "throw" in e.data]
    assert p.dice_control == [] and throws[0].get("控骰") is True and throws[0]["throw"] == 4  # the first throw


def test_whole_rounds_with_every_command_held_replay_identically() -> None:
    """Every command in every hand, bots choosing at random for two rounds: the game runs, and the same seed and
    decisions replay to the same log (the 指令階段's asks and 飛彈's random bank card are logged draws)."""
    def run(seed: int) -> list[Any]:
        g, s = game(5, seed)
        s.board = map_without_chance_cells()  # no 《機會》: this test is about commands
        for q in s.players.values():
            q.commands = list(commands.ORDER) * 2
        run_bots(g, flow.game_rounds(g, 2), seed)
        return [(e.text, e.data) for e in g.log.entries]

    first = run(3)
    assert any("command_used" in d for _, d in first)
    assert first == run(3)


# ---- 地雷 and 路障 -------------------------------------------------------------------------------------------------


def test_mine_and_roadblock_targets() -> None:
    """地雷/路障: 「對視野范圍內，任一除醫院、監獄外，沒有角色或NPC停留且未被指令替換的格子使用。」 (R-K7, R-M13)."""
    g, s, p, others = table()
    assert p.position is not None
    others[0].position = (p.position[0], p.position[1] - 1) if (p.position[0], p.position[1] - 1) in s.board \
        else next(c.pos for c in s.board.within(p.position, 2) if c.pos != p.position)
    wild = next(c.pos for c in s.board.within(p.position, 5) if c.kind == Kind.YEWAI and c.pos != others[0].position)
    s.npcs["商人"] = wild
    for command in ("地雷", "路障"):
        targets = [tuple(t) for t in offered(g, p, command)]
        assert targets and all(manhattan(t, p.position) <= 5 for t in targets)
        assert p.position not in targets and others[0].position not in targets and wild not in targets
        assert all(s.board.cell(t).kind not in (Kind.YIYUAN, Kind.JIANYU) for t in targets)
    p.position = cell_of(s, Kind.YIYUAN)
    p.position = next(c.pos for c in s.board.within(p.position, 1) if c.kind == Kind.CHUANSONG)
    assert cell_of(s, Kind.YIYUAN) not in [tuple(t) for t in offered(g, p, "地雷")]
    target = offered(g, p, "地雷")[0]
    p.commands = ["地雷", "路障"]
    use(g, p, "地雷", {"target": target})
    assert s.replaced == {tuple(target): "地雷"} and p.commands == ["路障"]
    assert target not in offered(g, p, "路障")  # 「未被指令替換」


def stop_on(g: Game, s: FState, p: Player, command: str) -> tuple[Point, int]:
    """`p` stops on a 《摸牌》 replaced by `command`; returns the cell and `p`'s hand size before."""
    at = cell_of(s, Kind.MOPAI)
    s.replaced[at] = command
    p.position = at
    hand = len(p.hand)
    drive(g, tiles.on_stop(g, p.seat))
    return at, hand


def test_a_mine_hospitalises_a_living_stopper_then_is_restored() -> None:
    """《地雷》: 「若(存活/已陣亡)，(入院2輪/獲得特殊指令【炸彈】)。結算結束后，將該格子還原。」 — alive: 入院2輪, and the
    restored cell's own event does not run (R-K3)."""
    g, s, p, _ = table()
    at, hand = stop_on(g, s, p, "地雷")
    assert p.hospital == 2 and p.position is None and at not in s.replaced and len(p.hand) == hand


def test_a_mine_gives_a_dead_stopper_the_bomb_command() -> None:
    """《地雷》: 「若(存活/已陣亡)，(入院2輪/獲得特殊指令【炸彈】)。」 — dead: the 【炸彈】, no stay."""
    g, s, p, _ = table()
    p.dead = True
    at, _ = stop_on(g, s, p, "地雷")
    assert p.commands == ["炸彈"] and p.hospital is None and p.position == at and at not in s.replaced


def walk_to(s: FState, p: Player, steps: int) -> list[Point]:
    """The cells `p` would enter in `steps` steps (no fork on the way is required of the caller: forks are random)."""
    assert p.position is not None and p.heading is not None
    return [x.position for x in s.board.walk(p.position, p.heading, steps, choose=lambda o: o[0])]


def straight_start(s: FState, steps: int) -> tuple[Point, Direction]:
    """A cell and heading from which the next `steps` cells have no fork (so the path is known)."""
    for c in s.board.cells:
        for d in s.board.road_links(c.pos):
            path = s.board.walk(c.pos, d, steps, choose=lambda o: o[0])
            if not any(s.board.is_fork(x.position) for x in path) and not s.board.is_fork(c.pos) \
                    and c.kind not in (Kind.YIYUAN, Kind.JIANYU):
                return c.pos, d
    raise AssertionError("no straight stretch")


def test_passing_a_mine_does_nothing() -> None:
    """《地雷》 has only a stop event (R-M6: 「若…入院2輪…」 runs on a stop; passing it does nothing)."""
    g, s, p, _ = table()
    p.position, p.heading = straight_start(s, 3)
    path = walk_to(s, p, 3)
    s.replaced[path[0]] = "地雷"
    for q in s.players.values():
        if q is not p:
            q.position = None
    drive(g, moves.move(g, p, 3), then=lambda a: a.default)
    assert s.replaced == {path[0]: "地雷"} and p.hospital is None


def test_passing_a_roadblock_forces_a_stop_then_the_restored_cells_event() -> None:
    """《路障》: 「經過時強制停留。將該格子還原，結算還原后的事件。」 — the movement ends on it (R-K4)."""
    g, s, p, _ = table()
    p.position, p.heading = straight_start(s, 4)
    path = walk_to(s, p, 4)
    s.replaced[path[1]] = "路障"
    seen: list[Point] = []
    real = tiles.STOPS[s.board.cell(path[1]).kind]
    tiles.STOPS[s.board.cell(path[1]).kind] = lambda g_, seat, cell: (seen.append(cell.pos), (yield from ()))[1]
    try:
        drive(g, moves.move(g, p, 4), then=lambda a: a.default)
    finally:
        tiles.STOPS[s.board.cell(path[1]).kind] = real
    assert p.position == path[1] and seen == [path[1]] and path[1] not in s.replaced


def test_landing_on_a_roadblock_is_the_same() -> None:
    """《路障》 「將該格子還原，結算還原后的事件。」 — landing exactly on it (R-M6): restored, its event runs (《摸牌》 「摸一張牌。」)."""
    g, s, p, _ = table()
    at, hand = stop_on(g, s, p, "路障")
    assert at not in s.replaced and len(p.hand) == hand + 1 and p.position == at


def test_npcs_do_not_move_onto_replaced_cells() -> None:
    """「移動至隨機一個沒有角色或NPC停留的《野外》上」 — a replaced 《野外》 is not a 《野外》 (R-M12, R-M16)."""
    _g, s, _p, _ = table()
    wilds = [c.pos for c in s.board.of_kind(Kind.YEWAI)]
    for w in wilds[1:]:
        s.replaced[w] = "路障"
    assert flow.free_wilds(s) == ([wilds[0]] if all(q.position != wilds[0] for q in s.players.values()) else [])


# ---- 飛彈 ----------------------------------------------------------------------------------------------------------


def test_missile_targets_any_point_in_vision() -> None:
    """飛彈: 「對視野范圍內任一點使用。」 — cells or not (R-M14)."""
    g, s, p, _ = table()
    assert p.position is not None
    points = [tuple(t) for t in offered(g, p, "飛彈")]
    assert len(points) == 2 * 5 * 5 + 2 * 5 + 1 and all(manhattan(t, p.position) <= 5 for t in points)
    assert any(t not in s.board for t in points)


def test_missile_hospitalises_living_characters_and_the_first_victim_initiates() -> None:
    """飛彈: 「以目標為中心，3*3區域，若有：存活角色，其入院2輪；…結算結束后，若該區域含有上述至少一項，使用者判定（若存在
    除使用者外的受害者，這些角色中最先結算的角色為發起方）：若為紅色，入獄2輪。」 — a 小王 lets the initiator choose
    (R-G6): the first victim after the user in turn order."""
    g, s, p, others = table()
    centre = cell_of(s, Kind.MOPAI)
    p.position = away_from(s, centre)
    first, second, dead = others[0], others[1], others[2]
    second.position = centre
    first.position = next(c.pos for c in s.board.area(centre) if c.pos != centre)
    dead.position, dead.dead = centre, True
    s.judgement = small_deck(["JOKER_SMALL", "H5"])
    p.commands = ["飛彈"]
    asks = use(g, p, "飛彈", {"target": list(centre)}, {"choice": "紅桃"}, {"choice": "A"})
    assert first.hospital == 2 and second.hospital == 2 and dead.hospital is None and dead.position == centre
    judged = [a for a in asks if a.skill == "判定"]
    assert judged and all(a.seat == first.seat for a in judged)
    assert p.prison == 2 and p.position is None  # red: the user 入獄2輪


def test_missile_on_oneself_and_a_black_result() -> None:
    """飛彈 「存活角色，其入院2輪」 includes the user; 「若為紅色，入獄2輪」 — black: nothing; with no other victim the user
    is the initiator."""
    g, s, p, _ = table()
    assert p.position is not None
    s.judgement = small_deck(["S5", "H5"])
    for q in s.players.values():
        if q is not p:
            q.position = None
    p.commands = ["飛彈"]
    use(g, p, "飛彈", {"target": list(p.position)})
    assert p.hospital == 2 and p.prison is None and len(s.judgement.face_up) == 1


def test_missile_with_nothing_in_the_area_is_not_judged() -> None:
    """「結算結束后，若該區域含有上述至少一項，使用者判定」 — an empty area (here off the map's cells): no judgement."""
    g, s, p, _ = table()
    assert p.position is not None
    s.judgement = small_deck(["H5"])
    off = next(tuple(t) for t in offered(g, p, "飛彈") if all(
        (t[0] + dx, t[1] + dy) not in s.board for dx in (-1, 0, 1) for dy in (-1, 0, 1)))
    p.commands = ["飛彈"]
    use(g, p, "飛彈", {"target": list(off)})
    assert len(s.judgement.face_up) == 0 and p.prison is None


def test_missile_restores_mines_and_roadblocks() -> None:
    """飛彈: 「《地雷》或《路障》，將該格子還原」 — and that is an item, so the user judges."""
    g, s, p, _ = table()
    centre = cell_of(s, Kind.MOPAI)
    p.position = away_from(s, centre)
    cells = [c.pos for c in s.board.area(centre)]
    s.replaced[cells[0]] = "地雷"
    s.replaced[cells[-1]] = "路障"
    for q in s.players.values():
        if q is not p and q.position in cells:
            q.position = None
    s.judgement = small_deck(["S5", "H5"])
    p.commands = ["飛彈"]
    use(g, p, "飛彈", {"target": list(centre)})
    assert s.replaced == {} and len(s.judgement.face_up) == 1


def test_missile_takes_a_share_from_every_holder_of_a_building_in_the_area() -> None:
    """飛彈: 「部分或全部處于該區域的《貓舍》，所有持有該《貓舍》股份的角色的該《貓舍》持股-1，該《貓舍》可購股份+X，X為受影響的
    角色數；部分或全部處于該區域的《狗舍》，所有持有該《狗舍》股份的角色的該《狗舍》持股-1」 — the dead hold too; the
    first holder after the user is the initiator (R-E1: the changes are ordered)."""
    g, s, p, others = table()
    cat = s.board.buildings_of(Kind.MAOSHE)[1]  # (6,7)–(8,7): the centre one
    corner = max(cat.cells)
    centre = (corner[0] + 1, corner[1])  # the building only partly in the area
    p.position = away_from(s, centre)
    for q in s.players.values():
        if q is not p and q.position is not None and manhattan(q.position, centre) <= 2:
            q.position = None
    h = s.holdings[cat.name]
    h.change(others[1].seat, 2)
    h.change(p.seat, 1)
    others[1].dead = True
    before = h.available
    s.judgement = small_deck(["JOKER_SMALL"])
    p.commands = ["飛彈"]
    asks = use(g, p, "飛彈", {"target": list(centre)}, {"choice": "黑桃"}, {"choice": "2"})
    assert h.shares[others[1].seat] == 1 and h.shares[p.seat] == 0 and h.available == before + 2
    assert {a.seat for a in asks if a.skill == "判定"} == {others[1].seat} and p.prison is None
    dog = s.board.buildings_of(Kind.GOUSHE)[0]
    kennel = s.holdings[dog.name]
    holders = {x: n for x, n in kennel.shares.items() if n > 0}
    free = kennel.available
    p.position = away_from(s, min(dog.cells))
    p.commands = ["飛彈"]
    s.judgement = small_deck(["S5"])
    use(g, p, "飛彈", {"target": list(min(dog.cells))})
    assert {x: kennel.shares[x] for x in holders} == {x: n - 1 for x, n in holders.items()}
    assert kennel.available == free  # 狗舍: no share comes back


def test_missile_bank_npcs_and_adoption() -> None:
    """飛彈: 「至少一格《銀行》，所有銀行區有牌的角色隨機將一張其銀行區的牌置入棄牌堆；NPC，將之移動至隨機一個沒有角色或NPC
    停留的《野外》上；《領養》（含被指令替換的《領養》，下同），將所有處于領養區的牌置入棄牌堆。」"""
    g, s, p, others = table()
    bank = cell_of(s, Kind.YINHANG)
    p.position = away_from(s, bank)
    for q in s.players.values():
        if q is not p and q.position is not None and manhattan(q.position, bank) <= 2:
            q.position = None
    far = others[2]
    far.bank = [s.deck.pop(), s.deck.pop()]
    p.bank = [s.deck.pop()]
    s.npcs["乞丐"] = (bank[0], bank[1] + 1)
    s.judgement = small_deck(["S5"])
    discard = len(s.discard)
    p.commands = ["飛彈"]
    use(g, p, "飛彈", {"target": list(bank)})
    assert len(far.bank) == 1 and p.bank == [] and len(s.discard) == discard + 2
    assert s.npcs["乞丐"] not in (None, (bank[0], bank[1] + 1))
    adopt = cell_of(s, Kind.LINGYANG)
    s.replaced[adopt] = "路障"  # 「含被指令替換的《領養》」
    s.adoption = [s.deck.pop()]
    p.position = away_from(s, adopt)
    for q in s.players.values():
        if q is not p and q.position is not None and manhattan(q.position, adopt) <= 2:
            q.position = None
    p.commands = ["飛彈"]
    s.judgement = small_deck(["S5"])
    use(g, p, "飛彈", {"target": list(adopt)})
    assert s.adoption == [] and adopt not in s.replaced


# ---- 控骰, 停留, 轉向 ------------------------------------------------------------------------------------------------


def test_dice_control_records_a_number_on_oneself_or_a_character_in_vision() -> None:
    """控骰: 「對自己或視野范圍內任一角色使用。在其控骰區記錄一個不小于1且不大于6的點數。」 — and 控骰機制 then uses it:
    「其本次投擲結果改為X，然后移除其控骰區中最早的記錄。」"""
    g, s, p, others = table()
    assert p.position is not None
    near, far = others[0], others[1]
    near.position = (p.position[0] + 5, p.position[1])
    far.position = (p.position[0] + 6, p.position[1])
    assert offered(g, p, "控骰") == [x for x in s.order() if x in (p.seat, near.seat)]
    p.commands = ["控骰", "控骰"]
    asks = use(g, p, "控骰", {"target": near.seat}, {"choice": 6}, {"choice": "控骰"}, {"target": near.seat},
               {"choice": 1})
    assert [o["choice"] for o in asks[2].options] == [1, 2, 3, 4, 5, 6]
    assert near.dice_control == [6, 1]
    assert moves.throw(g, near) == 6 and near.dice_control == [1]


def test_a_seat_sees_its_own_commands_and_everybody_sees_every_dice_control_record() -> None:
    """R-K1: the number of commands held is public, the kinds are private — a seat's own view lists its commands, the
    table only counts them; a 控骰 record is announced («在其控骰區記錄一個不小于1且不大于6的點數», the number said
    with the target), so the table shows every 控骰區."""
    g, _, p, others = table()
    assert p.position is not None
    near = others[0]
    near.position = (p.position[0] + 5, p.position[1])
    p.commands = ["控骰", "飛彈", "停留"]
    use(g, p, "控骰", {"target": near.seat}, {"choice": 3})
    assert RULES.seat_view(g, p.seat)["commands"] == ["飛彈", "停留"] and RULES.seat_view(g, near.seat)["commands"] == []
    table_ = RULES.public_table(g)  # what every view holds as its "table"
    assert table_["seats"][str(p.seat)]["commands"] == 2 and table_["seats"][str(near.seat)]["dice_control"] == [3]
    assert "飛彈" not in json.dumps(table_, ensure_ascii=False)


def test_stay_adds_one_to_the_stay_count() -> None:
    """停留: 「對自己或視野范圍內任一角色使用。令其“停留”記數+1。」 — then 停留機制 (R-K8, default 大于0): its next
    行動階段 is one execution of the current cell's event."""
    g, _s, p, others = table()
    assert p.position is not None
    others[0].position = (p.position[0], p.position[1] + 3)
    p.commands = ["停留"]
    use(g, p, "停留", {"target": others[0].seat})
    assert others[0].stays == 1 and p.stays == 0


def test_turn_records_a_direction() -> None:
    """轉向: 「對自己或視野范圍內任一角色使用。在其轉向區記錄東、西、南、北之一。」 — 轉向機制 then takes the earliest
    record among the possible ways."""
    g, _s, p, _ = table()
    p.commands = ["轉向", "轉向"]
    asks = use(g, p, "轉向", {"target": p.seat}, {"choice": "北"}, {"choice": "轉向"}, {"target": p.seat},
               {"choice": "東"})
    assert sorted(o["choice"] for o in asks[2].options) == sorted(["東", "西", "南", "北"])
    assert p.turn_records == [Direction.NORTH, Direction.EAST]
    assert moves.turn_at_fork(g, p, [Direction.EAST, Direction.SOUTH]) == Direction.EAST
    assert p.turn_records == [Direction.NORTH]


# ---- 炸彈, 惡犬 ----------------------------------------------------------------------------------------------------


def test_bomb_hospitalises_a_living_target_in_vision() -> None:
    """炸彈，特殊指令: 「對存活的自己或視野范圍內任一存活角色使用。目標入院2輪。」 — the dead are no targets."""
    g, _s, p, others = table()
    assert p.position is not None
    alive, dead = others[0], others[1]
    alive.position = (p.position[0] + 2, p.position[1])
    dead.position, dead.dead = (p.position[0] + 1, p.position[1]), True
    assert dead.seat not in offered(g, p, "炸彈") and alive.seat in offered(g, p, "炸彈")
    p.commands = ["炸彈"]
    use(g, p, "炸彈", {"target": alive.seat})
    assert alive.hospital == 2 and alive.position is None and p.commands == []
    p.dead = True
    assert p.seat not in offered(g, p, "炸彈")  # 「存活的自己」


def test_fierce_dog_hospitalises_and_puts_the_npc_on_a_free_wild() -> None:
    """惡犬，特殊指令: 「對存活的自己或視野范圍內任一存活角色使用。目標入院2輪，將《惡犬》NPC移動至隨機一個沒有角色或NPC
    停留的《野外》上。」"""
    g, s, p, _ = table()
    p.commands = ["惡犬"]
    use(g, p, "惡犬", {"target": p.seat})
    assert p.hospital == 2 and p.position is None
    where = s.npcs["惡犬"]
    assert where is not None and s.board.cell(where).kind == Kind.YEWAI
    assert all(q.position != where for q in s.players.values())


def test_a_command_is_offered_exactly_when_it_has_a_legal_target() -> None:
    """「可使用指令」 (R-K2): `has_target`, the 指令階段's quick test, answers as `targets` does, for every player
    and command at every step of random games (dead, hospitalised and off-map players included)."""
    checked = 0
    for seed in range(5):
        g = Game(RULES, 4 + seed, 500 + seed, None)
        bots = {x: RandomBot(seed * 13 + x) for x in g.seats}
        steps = 0
        while not g.finished and g.pending and steps < 400:
            s = g.state
            for p in s.players.values():
                for c in commands.ORDER:
                    assert commands.has_target(g, p, c) == bool(commands.targets(g, p, c)), (seed, steps, p.seat, c)
                    checked += 1
            for x, ask in list(g.pending.items()):
                g.answer(x, bots[x].decide(ask, dict))
            steps += 1
    assert checked > 5_000
