"""The lobby's room settings and default time limits for 《仙妖斗法:封妖》 (docs/rulings/xianyao.md, "Time limits
online"). The book gives no time limits (「时长由源尊掌控」): these are a careful host's."""

from __future__ import annotations

from ...core.settings import Setting

YES_NO = ((True, "yes"), (False, "no"))
SETTINGS = (
    Setting("自由讨论", 0, "自由讨论 (秒)", "Free discussion (seconds)",
            "黑夜的❷自由讨论「时长由源尊掌控」: 每位可发言者同时被问, 可在讨论中发言、宣称(夜行)技能或提前结束; "
            "0 = 只宣布(现场桌面)",
            "The Night's free discussion, 「its length is the host's」: every speaker is asked at once (talk, claim a "
            "night skill or end early); 0 = only announced (a table in person)", kind="seconds", minimum=0,
            lobby=180),
    Setting("第二轮发言", True, "第二轮发言", "Second round of speeches",
            "黑夜第3步❸「第二轮发言(可选)」", "Night step 3 ❸, 「second round of speeches (optional)」",
            kind="bool", choices=YES_NO, zh_labels=("是", "否")),
    Setting("鉴仙图答案", "公开", "[鉴仙图]①②的答案", "[Revealing Map] ①② answers",
            "谁听到答案: 公开 (所有人) 或 本人 (宣称者); A-XY-10", "Who hears the answer: everyone or the claimant "
            "alone (A-XY-10)", choices=(("公开", "everyone"), ("本人", "the claimant"))),
    Setting("身份配置", "完整", "身份配置", "Identity table",
            "不选将领时: 完整 (按人数随机抽取将领) 或 基础 (不发将领)", "With no generals chosen: full (generals drawn "
            "at random by player count) or base (no general dealt)",
            choices=(("完整", "full"), ("基础", "base"))),
    Setting("请邪自由问题", False, "[请邪]自由问题", "[Summon Evil] free question",
            "【鬼巫】[请邪]也可问一个由源尊回答真假的自由问题 (现场主持用)", "【Ghost Shaman】 may also ask a free "
            "question the host answers truly or not (for a host at a real table)",
            kind="bool", choices=YES_NO, zh_labels=("是", "否")),
    Setting("最多轮数", 60, "最多轮数", "Most rounds", "超过这么多轮仍未结束则无人获胜",
            "A game still running after this many rounds ends with no winner", kind="int", minimum=1),
)
#: X-T1 (docs/rulings/xianyao.md): seconds per ask, by phase; "*": any other
DEADLINES = {"开局准备": 60, "白昼": 60, "黑夜": 120, "*": 60}
