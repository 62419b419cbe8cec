"""胜利条件 (002_df7a4ea6bd54eb52.txt): each camp's condition, checked at the points the flow names (「执行一次胜利阵营
判定」 after the day's settlement and at the night's end).

【莱恩阵营】 「不存在未出局的环蛇阵营角色，且 不存在未出局亡灵阵营角色」
【圣殿阵营】 「未出局的圣殿阵营角色成为死亡圣器的主人，且 不存在未出局的亡灵阵营角色」
【环蛇阵营】 「未出局的环蛇阵营角色成为死亡圣器的主人，且 不存在未出局的圣殿阵营角色」
【亡灵阵营】 「亡灵阵营的未出局角色占所有未出局角色的一半或更多」

Rulings (docs/rulings/wangling.md): every camp whose condition holds wins together (A-WL-2); the 亡灵 need at least
one living 亡灵 (A-WL-21). 「未出局」 counts a 虚体 恶灵 as out (A-WL-12: the flow marks him out)."""

from __future__ import annotations

from .identities import HUANSHE, LAIEN, SHENGDIAN, WANGLING
from .state import WState


def winners(s: WState) -> list[str]:
    """The camps whose victory condition holds now, in the book's order (empty: the game goes on).

    >>> from daoyan.games.wangling.state import Character
    >>> s = WState({1: Character(1, "村民", "村民"), 2: Character(2, "学者", "学者")})
    >>> winners(s)
    []
    >>> s.chars[2].out = True
    >>> winners(s)
    ['莱恩']
    """
    living = [s.chars[x] for x in s.living()]
    camps = [c.camp for c in living]
    master = s.chars[s.master] if s.master is not None else None
    master_camp = master.camp if master is not None and not master.out else None
    out = []
    if HUANSHE not in camps and WANGLING not in camps:
        out.append(LAIEN)
    if master_camp == SHENGDIAN and WANGLING not in camps:
        out.append(SHENGDIAN)
    if master_camp == HUANSHE and SHENGDIAN not in camps:
        out.append(HUANSHE)
    undead = camps.count(WANGLING)
    if undead >= 1 and 2 * undead >= len(camps):
        out.append(WANGLING)
    return out
