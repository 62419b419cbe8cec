"""Small builders for the judge's tests (tests/langren/test_langren_judge*.py)."""

from __future__ import annotations

from typing import Any

from daoyan.games.langren.judge import Board, Char, Judgement, Settings, Snapshot, judge

SEED = "003_6ab575b4f34e0846.txt"

#: every third-party kind of the book's list as its own faction (the faction's name is the kind)
ALL_THIRD = {k: k for k in ("吹笛者", "妖狐", "白狼", "赌徒", "蛊惑师", "死灵术师", "占星师", "锁链师", "富商", "镜", "双子星",
                            "无三方黑情侣", "炸弹", "鬼魂新娘黑情侣", "炽天使", "监视", "利维坦", "其他")}


def ch(seat: int, faction: str, identity: str | None = None, home: str | None = None, alive: bool = True,
       silenced: bool = False, tags: tuple[str, ...] = (), red: bool = False) -> Char:
    """A character; identity and home default to the faction (不定阵营 → home 不定)."""
    if home is None:
        home = "不定" if faction == "不定阵营" else faction
    return Char(seat, f"玩家{seat}", faction, identity or faction, home, alive, silenced, frozenset(tags), "", red)


def board(seats: int = 12, wolf_min: int = 4, village_min: int = 8, **kw: Any) -> Board:
    return Board(seats=seats, wolf_min=wolf_min, village_min=village_min, third_party=kw.pop("third_party", ALL_THIRD),
                 **kw)


def snap(chars: list[Char], lost: tuple[str, ...] = (), in_play: tuple[str, ...] | None = None,
         counters: dict[str, Any] | None = None, plugin: dict[str, bool] | None = None,
         sheriff: int | None = None) -> Snapshot:
    """In play defaults to every 实际阵营 of the characters."""
    play = frozenset(in_play) if in_play is not None else frozenset(c.faction for c in chars)
    return Snapshot(chars, frozenset(lost), play, counters or {}, plugin or {}, sheriff)


def run(chars: list[Char], b: Board | None = None, settings: Settings | None = None, **kw: Any) -> Judgement:
    return judge(snap(chars, **kw), b or board(), settings)


def village_and_wolves(first: int = 1) -> list[Char]:
    """A healthy table: 2 living wolves and 3 living villagers (seats first … first+4); nobody loses."""
    return [ch(first, "狼人"), ch(first + 1, "狼人"), ch(first + 2, "村民"), ch(first + 3, "村民"),
            ch(first + 4, "村民")]


def filler(n: int, first: int) -> list[Char]:
    """n dead villagers (to make a table of many seats without changing any condition but 村民 负3)."""
    return [ch(first + i, "村民", alive=False) for i in range(n)]


def arrange(kind: str, seat: int) -> tuple[Char, dict[str, Any], dict[str, bool]]:
    """A faction of this kind (不定互指 → 不定阵营) whose win holds on a 4-alive table where the others are not 不定:
    its key character, its counters, its plugin win."""
    if kind == "不定互指":
        return ch(seat, "不定阵营", "混血儿"), {}, {}
    faction = "锁链师" if kind == "锁链" else kind
    counters: dict[str, Any] = {
        "白狼": {"遗泽": ["甲", "乙", "丙"]}, "蛊惑师": {"蛊惑击杀": ["村民", "狼人", "不定"]},
        "锁链师": {"锁链出局": ["村民"] * 3 + ["狼人"] * 3}, "镜": {"反射": 3, "镜像击杀": 2},
        "炽天使": {"时段出局": [[], [], [], []]},
    }.get(faction, {})
    plugin = {faction: True} if faction in ("监视", "利维坦") else {}
    return ch(seat, faction, faction), counters, plugin


def clash(a: str, b: str) -> Snapshot:
    """Exactly 4 alive: a wolf, a villager and the key characters of two factions whose wins both hold."""
    chars = [ch(1, "狼人"), ch(2, "村民"), ch(5, "狼人", alive=False), ch(6, "村民", alive=False)]
    counters: dict[str, Any] = {}
    plugin: dict[str, bool] = {}
    for kind, seat in ((a, 3), (b, 4)):
        c, cnt, pl = arrange(kind, seat)
        chars.append(c)
        if cnt:
            counters[c.faction] = cnt
        plugin |= pl
    for kind, seat in ((a, 3), (b, 4)):
        if kind == "占星师":
            counters["占星师"] = {"猜对": [c.seat for c in chars if c.seat != seat]}
        if kind == "吹笛者":
            chars = [Char(c.seat, c.name, c.faction, c.identity, c.home, c.alive, c.seat != seat, c.tags)
                     for c in chars]
    chars.sort(key=lambda c: c.seat)
    return snap(chars, counters=counters, plugin=plugin)
