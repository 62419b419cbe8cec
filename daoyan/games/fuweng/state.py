"""The state of a game of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): the characters, their zones, the
board's holdings and the NPCs. Plain data; the rules that change it live in the flow and the tiles.

Zones hold card ids (`cards.Card.id`); `FState.cards` maps an id to its card. A player's shares are
kept per building name (`board.Building.name`), with the order of share changes needed by
控股機制 (「最后下降到該數值的角色」, 「最先上升到該數值的角色」).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import SURNAMES, Board, Direction, Point
from .cards import Card
from .judgement import JudgementDeck

NPCS: tuple[str, ...] = ("財神", "窮神", "福神", "衰神", "商人", "乞丐", "流氓", "小偷", "交警", "惡犬")


@dataclass
class Player:
    seat: int
    identity: str
    surname: str
    max_hp: int
    hp: int
    revealed: bool = False  # 身份牌明置 (蒼鷺 always; others when dead or by the 蒼鷺 reveal)
    character: str | None = None  # the 人妖牌 chosen at 選將 (its id: SK, JOKER_BIG …); None: no 人妖牌 in the game
    attribute: str | None = None  # its 屬性 (狂隱 / 特區 / none): public, like the card
    skill_state: dict[str, Any] = field(default_factory=dict)  # the skill's marks, uses and lines said (skills/)
    marks: dict[str, int] = field(default_factory=dict)  # marks others' skills put on him (“喪鐘” …): public
    charges: dict[str, int] = field(default_factory=dict)  # a skill's 充能 (潛伏 …), by skill: public
    # his skills' kinds, public: a 限定技 used (「囂攘」: 「已發動」), a 轉換技's side (「引燃」: 「陽」/「陰」)
    flags: dict[str, str] = field(default_factory=dict)
    # cards put on his 人妖牌 (人偶師's 遣使 ③), face up: (card, the seat that chose him), in the order put
    on_card: list[tuple[int, int]] = field(default_factory=list)
    # the card names a skill recorded (凡爾賽's 歷練), by skill, in the order recorded: public
    records: dict[str, list[str]] = field(default_factory=dict)
    hand: list[int] = field(default_factory=list)
    equips: list[int] = field(default_factory=list)  # 裝備區: at most one card per sub-category
    judging: list[int] = field(default_factory=list)  # 判定區, in the order placed
    bank: list[int] = field(default_factory=list)  # 銀行區
    money: int = 0  # “錢” marks
    debt: int = 0  # 負債 points
    position: Point | None = None  # None: 不處于地圖上 (入院 / 入獄)
    heading: Direction | None = None
    dead: bool = False
    dying: bool = False  # in its 瀕死狀態 now (a second fall to 0 meanwhile starts no second one)
    hospital: int | None = None  # 入院X輪 (0 = leaving at the next turn start)
    prison: int | None = None  # 入獄X輪
    npc_zone: list[tuple[str, bool]] = field(default_factory=list)  # (NPC, face up)
    commands: list[str] = field(default_factory=list)  # 指令 held
    dice_control: list[int] = field(default_factory=list)  # 控骰區, oldest first
    stays: int = 0  # “停留” count
    turn_records: list[Direction] = field(default_factory=list)  # 轉向區, oldest first
    hospital_untimed: bool = False  # 入院 (untimed, R-H1): +1 HP at each turn start until full (機會 2)
    as_dead: bool = False  # 機會 10 「直到你的下回合開始，視為已陣亡。」 (R-D18: `dead` is set too)
    locked: int = 0  # 機會 4: cards still to lose by 棄置 before it may use or play cards again
    void_moves: int = 0  # 機會 5: the next 行動 with no effect
    next_turn: int = 0  # 機會 19: pending 「下回合」 effects (each: one throw fewer, the first card twice)

    @property
    def on_map(self) -> bool:
        return self.position is not None


@dataclass
class Holding:
    """One building's share table: who holds how many, its 可(免費)購股份 counter, and the history of
    share changes for 控股機制 (each change: (seat, new count, went up))."""

    building: str
    kind: str  # 狗舍 / 貓舍
    surname: str
    available: int  # 狗舍: 可免費購股份 (3); 貓舍: 可購股份 (10)
    shares: dict[int, int] = field(default_factory=dict)
    changes: list[tuple[int, int, bool]] = field(default_factory=list)

    def change(self, seat: int, delta: int) -> None:
        now = max(0, self.shares.get(seat, 0) + delta)
        self.shares[seat] = now
        self.changes.append((seat, now, delta > 0))

    def controller(self) -> int | None:
        """控股機制: 「持股某一建筑數量最多且不為0的角色為該建筑的控股角色。若持股某一建筑數量最多且不為0的角色不唯一，
        最后下降到該數值的角色為控股角色。若無最后下降到該數值的角色，最先上升到該數值的角色為控股角色。」 — R-E1: only
        each tied holder's last change counts (a rise or a drop, and when): the latest drop, else the earliest rise.

        >>> h = Holding("狗舍1", "狗舍", "趙", 3)
        >>> h.change(2, 3); h.change(5, 4); h.controller()
        5
        >>> h.change(5, -1); h.controller()  # 5 fell to 3 last: 5 keeps control
        5
        >>> h2 = Holding("狗舍2", "狗舍", "錢", 3)
        >>> h2.change(1, 2); h2.change(4, 2); h2.controller()  # nobody fell to 2: the first to rise to it
        1
        >>> h3 = Holding("狗舍3", "狗舍", "孫", 3)  # A rises to 2 and drops to 1; B rises to 2; A rises to 2 again
        >>> h3.change(1, 2); h3.change(1, -1); h3.change(6, 2); h3.change(1, 1); h3.controller()
        6
        """
        shares = self.shares
        top = max(shares.values(), default=0)
        if top == 0:
            return None
        tied = [s for s, n in shares.items() if n == top]
        if len(tied) == 1:  # (most buildings: one holder on top)
            return tied[0]
        last: dict[int, tuple[int, bool]] = {}  # each tied holder's last change: (when, went up)
        for when, (seat, _, up) in enumerate(self.changes):
            if seat in tied:
                last[seat] = (when, up)
        drops = [(when, seat) for seat, (when, up) in last.items() if not up]
        if drops:
            return max(drops)[1]
        rises = [(when, seat) for seat, (when, up) in last.items() if up]
        return min(rises)[1] if rises else min(tied)  # min(tied): unreachable while every change is recorded


@dataclass
class Turn:
    """The current turn: whose, which phase, and what this turn's events changed."""

    seat: int
    phase: str = "準備"
    throws: int = 0  # 本階段投擲數 (行動階段)
    dog_limit_bonus: int = 0  # 「本回合出牌階段使用【狗】次數上限+1」 (狗舍 打工, …)
    dog_no_range: bool = False  # 「…無距離限制」
    no_play: bool = False  # 美人計: 「其本回合出牌階段不能使用或打出牌」
    throw_delta: int = 0  # 機會 19: 「行動階段，投擲數-1」
    echo: bool = False  # 機會 19: 「出牌階段，使用的第一張牌效果額外執行一次」
    all_dogs: bool = False  # 機會 14: 「本回合出牌階段：你手牌中的非動物牌視為【狗】」
    skip_play: bool = False  # 機會 16/18: 「跳過本回合出牌階段」
    end_draw: int = 0  # 機會 18: 「結束階段，摸三張牌」
    stay_phase: bool = False  # 停留機制: this 行動階段 runs the cell's event instead of its throws (no throw follows)
    skip_discard: bool = False  # 社長's 待時: 「跳過本回合棄牌階段」
    used: int = 0  # cards used in this turn's 出牌階段 (a skill's 「本階段未使用過牌」)
    used_on: set[int] = field(default_factory=set)  # the seats those cards targeted (雙頭's 試亂場景)
    discarded: int = 0  # cards discarded in this turn's 棄牌階段 (社長's 待時 ②)
    first_dog: int | None = None  # the first 【狗】 used in this 出牌階段's idle time (預言家's 引燃 陰)


@dataclass
class FState:
    board: Board
    players: dict[int, Player]
    cards: dict[int, Card]
    deck: list[int]  # 牌堆, top first
    judgement: JudgementDeck
    surname_cells: dict[Point, str]  # 《姓氏》 cell -> the surname placed on it
    holdings: dict[str, Holding]  # building name -> its share table
    npcs: dict[str, Point | None]  # NPC -> the 《野外》 it stands on (None: in an NPC area or off the map)
    discard: list[int] = field(default_factory=list)  # 棄牌堆, oldest first
    adoption: list[int] = field(default_factory=list)  # 領養區
    turn: Turn | None = None
    round: int = 0
    replaced: dict[Point, str] = field(default_factory=dict)  # cells replaced by 地雷/路障 (R-M16) -> which
    aside: list[str] = field(default_factory=list)  # NPCs set aside for want of a free 《野外》 (R-M12), oldest first
    pending_events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # hooks.lost_cards → settle
    using: list[int | str] = field(default_factory=list)  # the tricks being resolved, innermost last (their damage)
    turns: int = 0  # turns begun so far (a skill's 「每回合限N次」 counts per turn)
    extra_turns: list[int] = field(default_factory=list)  # seats owed an extra turn (風之子's 御風), in order
    scenes: list[int] = field(default_factory=list)  # the seats whose character brings a 場景技 (skills.install_all)
    hurt: dict[int, int] = field(default_factory=dict)  # seat -> damages that took HP from it so far (「受到了傷害」)
    dyings: dict[int, int] = field(default_factory=dict)  # seat -> times it entered 瀕死 so far
    # this round's counts per seat (hooks.tally: cells moved, cards used, …); None: no skill reads them
    tally: dict[int, dict[str, int]] | None = None
    posing: dict[int, str] = field(default_factory=dict)  # a card in a 判定區 as a 延時大招牌 (虎王's 失臂) -> which
    society: str | None = None  # 領主's 改朝: the 社會 of this round (a rule for every character): public
    # `order`, kept with the seats and surnames it was worked out from (a surname is set once, at 起始配置)
    _order: tuple[tuple[tuple[int, ...], tuple[str, ...]], tuple[int, ...]] = field(
        default=(((), ()), ()), init=False, repr=False, compare=False)

    def occupied(self) -> set[Point | None]:
        """The cells a character (dead ones included, R-M15) or an NPC stands on."""
        return {q.position for q in self.players.values()} | {v for v in self.npcs.values() if v is not None}

    def seat_of_surname(self, surname: str) -> int | None:
        return next((p.seat for p in self.players.values() if p.surname == surname), None)

    def order(self) -> list[int]:
        """Turn order: 「由蒼鷺開始，按百家姓順序」 (趙 錢 孫 李 周 吳 鄭 王)."""
        players = self.players
        surnames = (tuple(players), tuple([p.surname for p in players.values()]))
        if self._order[0] != surnames:
            self._order = (surnames, tuple(sorted(players, key=lambda s: SURNAMES.index(players[s].surname))))
        return list(self._order[1])
