"""The lobby's room settings and default time limits for 《亡灵低语2.x》: the book's 时限 (deadlines.py) are every
ask's own; the room's per-phase limits cover only the asks the 时限 table does not name (W-TL1,
docs/rulings/wangling.md)."""

from __future__ import annotations

from ...core.settings import Setting

SETTINGS = (
    Setting("白天时长", 24 * 3600, "白天时长 (秒)", "Day length (seconds)",
            "开门 → 关门: 投票在关门时截止 (默认24小时, 如论坛)", "Opening → closing of the day thread: the vote "
            "closes at the close (default 24 hours, as on a forum)", kind="seconds", minimum=3601),
    Setting("夜晚时长", 12 * 3600, "夜晚时长 (秒)", "Night length (seconds)",
            "关门 → 开门: 「开门前30分钟」的时限由此算出 (默认12小时)", "Close → opening: the 「30 minutes before "
            "opening」 deadlines count from it (default 12 hours)", kind="seconds", minimum=3601),
    Setting("最多天数", 30, "最多天数", "Most days", "超过这么多天仍未结束则无人获胜",
            "A game still running after this many days ends with no winner", kind="int", minimum=1),
    Setting("晨报", "无", "晨报", "Morning paper",
            "「晨报可以存在也可以不存在」「一般晨报由导演编写」: 导演 = 主持房间的房主在公示前撰写 "
            "(参与游戏的房间没有导演); 模型 = 语言模型代笔, 只据公开信息 (需配置模型: DAOYAN_LLM_BASE_URL); "
            "写手座位请写在「高级」的房间设置 (JSON) 里, 例如 {\"晨报\": [3, 8]} (W-MP1, W-MP4, W-MP5)",
            "The book's optional 晨报, a story of the previous day's outs posted with the bulletin: the 导演 = the "
            "creator of a host room writes it before the bulletin (a play room has no 导演); 模型 = a language model "
            "writes it from public facts only (a model endpoint must be configured: DAOYAN_LLM_BASE_URL); writer "
            "seats go in Advanced's room settings (JSON), e.g. {\"晨报\": [3, 8]} (W-MP1, W-MP4, W-MP5)",
            choices=(("无", "none"), ("导演", "the 导演 (host) writes it"),
                     ("模型", "a model writes it (the host's stand-in)"))),
)
#: W-TL1: asks the book's 时限 does not name (藏匿 at the first day's end, 拓印's night-end effect): 白天 10 minutes
#: (「得到通知后10分钟」, the day's notices), 夜晚 1 hour (「关门后1小时」, the night's usual batch), from the notice
DEADLINES = {"白天": 600, "夜晚": 3600, "*": 3600}
