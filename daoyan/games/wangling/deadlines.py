"""时限 (002_df7a4ea6bd54eb52.txt), each a real deadline for the web app: the seconds, and whether they count from
关门 (the close of the day thread, when the night starts: `Ask.deadline_from_phase`) or from the notice (the ask).

「白天<陷阱><馈赠><传承><虚体><腐化>：得到通知后10分钟
<牵制><潜行>：关门后30分钟。（如未延迟，以下同）
<安葬><侦测><拓印><探查>（选项1）：关门后1小时之内，即时结算。
<探查><诈骗><夜之手>：关门后45分钟，即时结算。
<祝福><剑痕><蓄力斩><防反><圣光><突击><警戒><陷阱><长眠><安魂><轻袭><偷袭><诡辩><夜之牙><啃咬>：关门后1小时。
<死灵咒>：得到通知后10分钟。
遗言，<灾厄><权势><馈赠><传承>：开门前30分钟」

Rulings (docs/rulings/wangling.md): one <探查> ask closes at 45 minutes (its option 2's limit; option 1 may not be
later than the ask that offers both); 「开门前30分钟」 counts from 关门 with the setting 夜晚时长 (关门 → 开门, default
12 hours); the day's vote closes at 关门, 白天时长 after the day opened (default 24 hours); a <腐化>/<陷阱>② and the
like at night (none: they are day triggers) would take 10 minutes from the notice. A room sets any of them by the
ask's name in the setting 时限 (seconds, counted as the table says).

>>> deadline("牵制", {}), deadline("死灵咒", {}), deadline("遗言", {"夜晚时长": 3600})
((1800.0, True), (600.0, False), (1800.0, True))
"""

from __future__ import annotations

from typing import Any

from .skills import NORMAL  # 「<祝福>…<啃咬>：关门后1小时」: the 正常 batch

MINUTE = 60.0
FROM_NOTICE = {name: 10 * MINUTE for name in ("陷阱", "馈赠", "传承", "虚体", "腐化", "死灵咒")}
FROM_CLOSE = {"牵制": 30 * MINUTE, "潜行": 30 * MINUTE,
              **{name: 60 * MINUTE for name in ("安葬", "侦测", "拓印")},
              **{name: 45 * MINUTE for name in ("探查", "诈骗", "夜之手")},
              **{name: 60 * MINUTE for name in NORMAL}}
BEFORE_OPENING = ("遗言", "灾厄", "权势")  # 「开门前30分钟」 (馈赠/传承 at night, too: see `deadline`)
NIGHT, DAY = 12 * 3600.0, 24 * 3600.0


def deadline(name: str, cfg: dict[str, Any], phase: str = "夜晚") -> tuple[float | None, bool]:
    """(seconds, counted from 关门?) for the ask `name` in `phase`; a room's 时限 setting overrides the seconds."""
    own = cfg.get("时限", {}).get(name)
    night = float(cfg.get("夜晚时长", NIGHT))
    if name == "投票":
        return (float(own) if own else float(cfg.get("白天时长", DAY))), True
    if name == "晨报":  # W-MP2: from the notice, the 30 minutes before 开门 that the night's last asks leave
        return (float(own) if own else 30 * MINUTE), False
    if name in BEFORE_OPENING or (phase == "夜晚" and name in ("馈赠", "传承")):
        return (float(own) if own else night - 30 * MINUTE), True
    if name in FROM_NOTICE and (phase == "白天" or name == "死灵咒"):
        return (float(own) if own else FROM_NOTICE[name]), False
    if name in FROM_CLOSE:
        return (float(own) if own else FROM_CLOSE[name]), True
    return (float(own) if own else None), False
