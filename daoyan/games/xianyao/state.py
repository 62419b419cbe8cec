"""The table: each player's two identity cards (top first), states, marks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .identities import BY_NAME, SHENYUAN, XINGKONG

TOP, BOTTOM = "顶层", "底层"
FREE, ZHENYA, SONGZUI = "自由", "镇压", "讼罪"  # 自由状态 / [封印状态] with its 镇压 or 讼罪 side
XIYAN, JIANMO = "戏言", "缄默"


@dataclass(slots=True)
class Card:
    name: str
    start_layer: str  # 顶层 / 底层 at the start of the game
    sealed_round: int | None = None
    sealed_phase: str | None = None

    @property
    def camp(self) -> str:
        return BY_NAME[self.name].camp

    @property
    def sealed(self) -> bool:
        return self.sealed_round is not None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "sealed": self.sealed, "sealed_round": self.sealed_round}


@dataclass(slots=True)
class Player:
    seat: int
    cards: list[Card]  # [start top, start bottom]
    state: str = FREE
    dawn: str | None = None  # 戏言 / 缄默 chosen at the last 黎明 (封印状态 players only)
    mute_night: int | None = None  # 注5: the night a 镇压 player may neither speak nor vote
    used_jianxiantu: bool = False

    @property
    def live(self) -> list[Card]:
        return [c for c in self.cards if c.sealed_round is None]  # (not c.sealed: asked at every step)

    @property
    def top(self) -> Card | None:
        for c in self.cards:
            if c.sealed_round is None:
                return c
        return None

    @property
    def start_names(self) -> tuple[str, str]:
        return (self.cards[0].name, self.cards[1].name)

    @property
    def camp(self) -> str:
        """A player's own camp (ruling A-XY-2): 星空 if he held any [星空仙人] card at the start."""
        return XINGKONG if any(c.camp == XINGKONG for c in self.cards) else SHENYUAN

    @property
    def double_yaozhong(self) -> bool:
        """开局时为双【妖众】."""
        return self.cards[0].name == "妖众" and self.cards[1].name == "妖众"


@dataclass(slots=True)
class Xingjun:
    """【星君】[星象]: the four [星象图] and their meanings (开局准备 6), the target and direction (首个白昼 2)."""

    maps: dict[str, str]  # [星象图] -> its meaning (开局双【妖众】 …); only the host knows them all
    target: int | None = None  # the seat the next 黑夜's [星象图] is about
    direction: str | None = None  # 大数 / 小数
    learned: bool = False  # ☯ (关键身份): the 星空 learned their map after the 星君 card was sealed


@dataclass(slots=True)
class XState:
    players: dict[int, Player]
    huaxing: list[str]  # the two [化形] cards behind the curtain
    keys: dict[str, tuple[str, ...]]  # camp -> names of its 【关键身份】 cards
    yanyao_effects: tuple[int, ...] = (1,)
    both_yaoshou_seat: int | None = None
    # 白昼: seals waiting to take effect, in order (seat, source, step); 注2 keeps one per seat
    day_seals: list[tuple[int, str, int]] = field(default_factory=list)
    # [四方鉴仙图]④: target marked for the next 闭眼阶段, and players sealing themselves after that
    forced_marks: list[tuple[int, int]] = field(default_factory=list)  # (owner, target)
    self_sealers: dict[int, int] = field(default_factory=dict)  # owner -> first 白昼 round of self-seal
    fourth: dict[int, tuple[int, int]] = field(default_factory=dict)  # owner -> (night, target) of his true ④
    effect3_night: int | None = None  # the night a true ③ boosts start-double-妖众 votes
    sealed_last_day: list[int] = field(default_factory=list)
    sealed_by_vote: dict[int, int] = field(default_factory=dict)  # seat -> night its top fell by vote
    kugu_bone: str | None = None  # 【枯骨】's face-down [骸骨牌]: 妖骸 / 将骸
    kugu_drawn: list[int] = field(default_factory=list)  # seat number cards already drawn by [骨筹]
    shujing_given: list[int] = field(default_factory=list)  # [量天] numbers already announced
    kugu_first: str | None = None  # the kind [骨筹] counts in round 1 (将领 / 妖众), then alternating
    shujing_pool: list[int] = field(default_factory=list)  # the [量天] target pool (seats)
    shujing_drawn: list[int] = field(default_factory=list)  # pool cards drawn since the pool (re)started
    xiongsui_mark: int | None = None  # the seat whose 【凶祟】 card [窥念] marked (sealed at next 白昼 step 0)
    # (夜行) generals 【鬼巫】【灾厄】【纸人】【怪煞】 (generals/yexing.py)
    yexing_used: list[tuple[int, int, str]] = field(default_factory=list)  # (round, seat, skill) claims made
    yexing_marks: list[tuple[str, int, int | None]] = field(default_factory=list)  # (skill, seat, card index|None)
    guiwu_cards: dict[str, str] = field(default_factory=dict)  # [邪神牌] -> 无意义 / 是 / 否
    guiwu_sure: bool = False  # a true [请邪] drew the meaningless card: the next one is all correct
    zaie_lit: list[tuple[int, int]] = field(default_factory=list)  # (seat, card index) lit by [业火]
    zhiren_jingpo: int | None = None  # 【纸人】's [精魄]
    xingjun: Xingjun | None = None  # 【星君】[星象] (generals/xingjun.py), when 星君 is dealt
    # 【魔罗】[生死链]: the last link chosen (round, 生链|死链, a, b): it acts in its own 白昼, and the next 白昼
    # may not give either player the same effect again (「不可连续」, A-XY-23)
    moluo_link: tuple[int, str, int, int] | None = None
    # 【血俑】[血祭]: the permanent [祭品], the seats it may no longer target, whether it was used (饥渴献祭
    # only at the first use), and this 白昼's protected 祭品 (round, seat)
    jipin: list[int] = field(default_factory=list)
    xueji_banned: list[int] = field(default_factory=list)
    xueji_used: bool = False
    xueji_shield: tuple[int, int] | None = None
    # 【佛陀】[止伐]: 白昼 round -> the target chosen then (None: 放弃); it acts in the next round (A-XY-3)
    zhifa: dict[int, int | None] = field(default_factory=dict)
    # 【神女】[神域]: seat -> the camp [验妖] reads on his start top card (the three players of 「开局时」)
    shennv_view: dict[int, str] = field(default_factory=dict)
    shennv_until: int | None = None  # 【神女】☯: the last round of the extra 白昼 and 黑夜 (A-XY-16)
    shennv_over: bool = False  # 【神女】☯: the extra 白昼 and 黑夜 have ended
    shengxian_fourth: int | None = None  # 【圣贤】: the night of his true [鉴仙图]④ ([凡圣])
    shengxian_extra: bool = False  # 【圣贤】☯: the 仙子's extra [封妖] was used
    # The table as 开局准备 laid it (`fix_deal`): the seats, each card name -> the seats holding it (in seat order),
    # and the names that joined the game (dealt, or a [化形] behind the curtain). Cards are only ever sealed, never
    # passed on or renamed, so none of these changes after 开局准备 4; None before (then read from the players).
    seats: tuple[int, ...] | None = None
    holding: dict[str, tuple[int, ...]] | None = None
    joined: frozenset[str] | None = None

    def fix_deal(self) -> None:
        """开局准备 2–4 are done: the [化形] are set aside and every player's two cards are dealt and ordered."""
        holding: dict[str, list[int]] = {}
        for seat, p in sorted(self.players.items()):
            for name in dict.fromkeys(c.name for c in p.cards):
                holding.setdefault(name, []).append(seat)
        self.seats = tuple(sorted(self.players))
        self.holding = {name: tuple(seats) for name, seats in holding.items()}
        self.joined = frozenset(self.huaxing).union(holding)

    def seat_list(self) -> list[int]:
        return list(self.seats) if self.seats is not None else sorted(self.players)

    def seat_tuple(self) -> tuple[int, ...]:
        return self.seats if self.seats is not None else tuple(sorted(self.players))

    def holders(self, name: str) -> list[int]:
        if self.holding is not None:
            return list(self.holding.get(name, ()))
        return [s for s, p in sorted(self.players.items()) if any(c.name == name for c in p.cards)]

    def key_cards(self, camp: str) -> list[Card]:
        names = self.keys[camp]
        return [c for p in self.players.values() for c in p.cards if c.name in names]

    def camp_lost(self, camp: str) -> bool:
        """A camp loses when its last 【关键身份】 card is sealed (ruling A-XY-1)."""
        return all(c.sealed for c in self.key_cards(camp))


OTHER = {XINGKONG: SHENYUAN, SHENYUAN: XINGKONG}
