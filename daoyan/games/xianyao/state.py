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
        return [c for c in self.cards if not c.sealed]

    @property
    def top(self) -> Card | None:
        for c in self.cards:
            if not c.sealed:
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
    effect3_night: int | None = None  # the night a true ③ boosts start-double-妖众 votes
    sealed_last_day: list[int] = field(default_factory=list)
    sealed_by_vote: dict[int, int] = field(default_factory=dict)  # seat -> night its top fell by vote
    kugu_bone: str | None = None  # 【枯骨】's face-down [骸骨牌]: 妖骸 / 将骸
    kugu_drawn: list[int] = field(default_factory=list)  # seat number cards already drawn by [骨筹]
    shujing_given: list[int] = field(default_factory=list)  # [量天] numbers already announced

    def seat_list(self) -> list[int]:
        return sorted(self.players)

    def holders(self, name: str) -> list[int]:
        return [s for s, p in sorted(self.players.items()) if any(c.name == name for c in p.cards)]

    def key_cards(self, camp: str) -> list[Card]:
        names = self.keys[camp]
        return [c for p in self.players.values() for c in p.cards if c.name in names]

    def camp_lost(self, camp: str) -> bool:
        """A camp loses when its last 【关键身份】 card is sealed (ruling A-XY-1)."""
        return all(c.sealed for c in self.key_cards(camp))


OTHER = {XINGKONG: SHENYUAN, SHENYUAN: XINGKONG}
