"""梅花J，北方人，3，特區 — 【人和】你可將動物牌當任意動物牌使用或打出。
(seed 001_ea231be5ab83fae4.txt; rulings docs/rulings/fuweng.md F-40.)

- Everywhere a 動物牌 is used or played by name, any 動物牌 of his hand will do as any other: a 【狗】 in his
  出牌階段 (on a target in vision, counted toward the 【狗】 limit like any 【狗】), a 【家貓】 on himself there,
  a 【流浪貓】 against a 【狗】, a 【狗】 played in 金鼓齊鳴 or at the 《股市》, a 【流浪貓】 played at a 《貓舍》,
  a 【家貓】 for a dying character (`play.options`, `equipment.ways`, `combat._dying`: options `{"skill": 人和,
  "choice": card}`, what it goes as is what the ask asks for — in the 出牌 ask a 【狗】 with a target, a 【家貓】
  without; `skills.used_as` says which card goes as which, and his line).
- The card keeps its own suit and colour (R-S4); it is used or played *as* the named card in every rule that reads
  the name (【狗】's damage is a 【狗】's damage, 「使用【狗】」 of the weapons and skills).
- Not a 存活技: the dead use it as they use their cards (R-C3).
"""

from __future__ import annotations

from . import _base

CHARACTER = "CJ"
SKILL = "人和"
#: `skills.animal_as_any`: his 動物牌 are any 動物牌
ANIMAL_AS_ANY = True
#: the rules ask for his cards where they are used or played (`skills.used_as` says his line): no event to hear
install = _base.no_triggers
