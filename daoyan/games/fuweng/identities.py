"""The 四大身份 (four identities) of 三國殺×大富翁 — rule book 001_ea231be5ab83fae4.txt, sections 四大身份 and
體力規則. Display names are the book's; code ids are pinyin. The two mojibake sentences are restored by R-0.1
(「明置?！吧n鷺”陣亡時」 → 「明置。“蒼鷺”陣亡時」, 「同“蒼鷺”?！吧n鷺”殺死」 → 「同“蒼鷺”。“蒼鷺”殺死」).

>>> identities_for(6)
['蒼鷺', '貓娘', '表外', '表外', '表外', '特區']
>>> starting_max_hp("蒼鷺"), starting_max_hp("表外"), starting_max_hp("蒼鷺", printed=3)
(6, 5, 4)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...core.errors import ConfigError, UnknownIdentity

CANGLU, MAONIANG, BIAOWAI, TEQU = "蒼鷺", "貓娘", "表外", "特區"
MIN_PLAYERS, MAX_PLAYERS = 4, 8


@dataclass(frozen=True, slots=True)
class Identity:
    """An identity card: 「蒼鷺*1」 and its text."""

    id: str  # pinyin
    name: str  # the book's name
    count: int  # cards in an 8-player game
    camp: str  # 蒼鷺 and 貓娘 share a camp; 表外; 特區 alone (R-D15)
    win: str  # the 獲勝條件 sentence
    text: str  # the whole paragraph, as printed (mojibake restored)
    en: str


IDENTITIES: tuple[Identity, ...] = (
    Identity("canglu", CANGLU, 1, CANGLU, "所有“表外”陣亡。",
             "獲勝條件：所有“表外”陣亡。身份牌始終明置。“蒼鷺”陣亡時，所有非特區角色、身份牌不處于明置狀態且人妖牌上的"
             "體力上限為(4/3)的(貓娘/表外)亮出身份牌。", "Heron"),
    Identity("maoniang", MAONIANG, 2, CANGLU, "同“蒼鷺”。",
             "獲勝條件：同“蒼鷺”。“蒼鷺”殺死“貓娘”，棄置所有牌。", "Catgirl"),
    Identity("biaowai", BIAOWAI, 4, BIAOWAI, "所有“蒼鷺”、“貓娘”陣亡。",
             "獲勝條件：所有“蒼鷺”、“貓娘”陣亡。除該“表外”外的角色殺死“表外”，摸三張牌。", "Outsider"),
    Identity("tequ", TEQU, 1, TEQU, "殺死最后一名蒼鷺、貓娘陣營或最后一名表外陣營的角色。",
             "獲勝條件：殺死最后一名蒼鷺、貓娘陣營或最后一名表外陣營的角色。", "Special Zone"),
)
BY_NAME: Mapping[str, Identity] = {i.name: i for i in IDENTITIES}
BY_ID: Mapping[str, Identity] = {i.id: i for i in IDENTITIES}

PLAYER_COUNT_RULE = ("游戲人數最大為8、最小為4。從8開始每少1人后，若當前人數為：4，移除“特區”；"
                     "除4外的偶數，移除“貓娘”*1；奇數，移除“表外”*1。")


def identity(name: str) -> Identity:
    """An identity by the book's name or pinyin id."""
    found = BY_NAME.get(name) or BY_ID.get(name)
    if found is None:
        raise UnknownIdentity(f"unknown identity {name!r}; the book's identities are {'、'.join(BY_NAME)}")
    return found


def identities_for(players: int) -> list[str]:
    """The identity cards dealt for `players` players, in the book's order (R-D1)."""
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ConfigError(f"三國殺×大富翁 is played by {MIN_PLAYERS} to {MAX_PLAYERS} players "
                          f"(游戲人數最大為8、最小為4), not {players!r}")
    cards = [i.name for i in IDENTITIES for _ in range(i.count)]
    for now in range(MAX_PLAYERS - 1, players - 1, -1):  # 「從8開始每少1人后，若當前人數為」
        cards.remove(TEQU if now == 4 else MAONIANG if now % 2 == 0 else BIAOWAI)
    return cards


def starting_max_hp(identity_name: str, printed: int | None = None) -> int:
    """體力規則: 「蒼鷺體力上限+1。」 on the 人妖牌's printed 體力上限; without 人妖牌 (`printed` None)
    「若沒有加入人妖牌，每人都視為體力上限為5、無技能的角色。蒼鷺體力上限為6。」"""
    ident = identity(identity_name)
    if printed is None:
        return 6 if ident.name == CANGLU else 5
    if isinstance(printed, bool) or not isinstance(printed, int) or printed < 1:
        raise ConfigError(f"a 人妖牌's 體力上限 is a positive integer, not {printed!r}")
    return printed + (1 if ident.name == CANGLU else 0)
