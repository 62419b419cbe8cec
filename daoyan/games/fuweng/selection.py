"""挑選角色 (選將) of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), played when the room deals 人妖牌 (setting
人妖牌 = 標準版):

「首先分給蒼鷺玩家隨機抽取的8張人妖牌。由蒼鷺玩家挑選一個角色扮演，并將選好的人妖牌展示給其他玩家。」
「每個玩家選將完畢后，將剩余的7張人妖牌與人妖牌堆頂一張牌洗混交給上家令其挑選一張亮出。重復此流程直到所有玩家都選將完畢，
將剩余未選的人妖牌洗混，面朝下放在一旁。」

上家 = the previous seat in turn order (R-G0 vocabulary: 下家/上家 = next/previous), so the cards go round against
the turn order, from the 蒼鷺 to his 上家 and on. The cards a player was offered are his secret (told to him and
asked of him alone); the card chosen is shown to all. 大王's 「你不能選擇或被非狂隱角色選擇」 does not apply while
nobody is a character yet (R-X1). The cards left over are the 判定牌堆's (「選將結束后，將剩余人妖牌堆中未使用的標準版
人妖牌備份并洗切，作為本局的判定牌堆」, `judgement.JudgementDeck.from_unused`): their own shuffle there stands for the
book's 「洗混，面朝下放在一旁」.

The 人妖牌堆 of 選將 holds the characters whose skills daoyan plays (`skills.PLAYABLE`); a character whose skills
are not built yet is never offered (docs/rulings/fuweng.md, F-21). It stays in the
判定牌堆 like every unchosen card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.ask import Ask
from ...core.errors import ConfigError
from ...core.game import Game
from ...i18n import Listing
from . import words
from .characters import character

FIRST_OFFER = 8  # 「首先分給蒼鷺玩家隨機抽取的8張人妖牌」
SKILL = "選將"


def needed(players: int) -> int:
    """How many 人妖牌 a 選將 of `players` draws from the pile: 8, then one more for each next player."""
    return FIRST_OFFER + players - 1


def check_pool(pool: Sequence[str], players: int) -> None:
    if len(pool) < needed(players):
        raise ConfigError(f"選將 of {players} players needs {needed(players)} 人妖牌 (8 and one more per next player); "
                          f"only {len(pool)} characters are playable yet: {', '.join(pool) or 'none'} "
                          f"(play with 人妖牌 = 無, or fewer players)")


def pick_order(canglu: int, order: Sequence[int]) -> list[int]:
    """The 蒼鷺 first, then each picker's 上家 (the previous seat in turn order).

    >>> pick_order(3, [3, 4, 5, 1, 2])
    [3, 2, 1, 5, 4]
    """
    i = list(order).index(canglu)
    return [order[(i - k) % len(order)] for k in range(len(order))]


def choose(g: Game, canglu: int, order: Sequence[int], pool: Sequence[str]) -> Any:
    """The 選將 asks; returns {seat: the chosen card's id}."""
    pile = g.chance.shuffle("人妖牌堆", list(pool))
    hand, pile = pile[:FIRST_OFFER], pile[FIRST_OFFER:]
    chosen: dict[int, str] = {}
    for n, seat in enumerate(pick_order(canglu, order)):
        if n > 0:  # 「將剩余的7張人妖牌與人妖牌堆頂一張牌洗混交給上家」
            hand = g.chance.shuffle("選將傳遞", [*hand, pile[0]])
            pile = pile[1:]
        g.tell([seat], "選將: 你拿到{cards}", {"offered": list(hand)},
               cards=Listing(words.character(character(c)) for c in hand))
        opts: list[dict[str, Any]] = [{"choice": c} for c in hand]
        ans = (yield [Ask(seat, SKILL, "選將: 挑選一張人妖牌扮演", opts, opts[0], round=g.round, phase=g.phase)])[seat]
        pick = ans["choice"]
        hand = [c for c in hand if c != pick]
        chosen[seat] = pick
        g.say("{seat}選擇{who}並亮出。", {"seat": seat, "character": pick}, seat=words.seat(seat),
              who=words.character(character(pick)))
    return chosen
