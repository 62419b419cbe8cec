"""方塊A，小狼，3 — 【孤際】鎖定技。所有其它角色視為在你的視野范圍內；你不能成為處于建筑的角色使用的【狗】的目標；
其它角色與你的距離+10。
(seed 001_ea231be5ab83fae4.txt; adopted R-X45; ruling F-75.)

R-X45: as 天狗團扇 + 龍魚之羽衣 + 「其它角色與你的距離+10」 — rules of his card read where vision, distance and a
【狗】's targets are measured (equipment.py through `skills.sees_all`, `skills.distance_to`, `skills.dog_proof`),
never asked, so the card has no 技能台詞 (the book gives it none).

- 「所有其它角色視為在你的視野范圍內」: every other character on the map (R-H5: off the map nobody
  is in anyone's vision); cells are still measured by his vision.
- 「你不能成為處于建筑的角色使用的【狗】的目標」: the user's cell when the 【狗】 targets (R-C17), a 《狗舍》
  or 《貓舍》.
- 「其它角色與你的距離+10」: every measure of another character's distance to him (its vision of him, its 【狗】),
  added as 唐傘's +5 is.
"""

from __future__ import annotations

from . import _base

CHARACTER = "DA"
SKILL = "孤際"
SEES_ALL = True  # 「所有其它角色視為在你的視野范圍內」
DOG_PROOF_FROM_BUILDINGS = True  # 「你不能成為處于建筑的角色使用的【狗】的目標」
DISTANCE_TO = 10  # 「其它角色與你的距離+10」

install = _base.no_triggers  # (rules read where they apply: no event heard)
