"""The lobby's room settings and default time limits for 版杀: the book's 关门 times (「关门后N分钟内」) are every night
step's own deadline, in book minutes of `一分钟` seconds; the room's limit covers only 游戏开始's steps, which the
book does not time (L-TL1, docs/rulings/langren.md)."""

from __future__ import annotations

from typing import Any

from ...core.settings import Setting

CHOICE_SETTINGS: tuple[tuple[str, str, str, str, tuple[tuple[Any, str], ...], tuple[str, ...]], ...] = (
    ("同守同救", "同守同救", "Guarded and saved", "同一晚被守护又被救: 出局或存活 (A-LR-38)",
     (("出局", "out"), ("存活", "survives")), ()),
    ("女巫自救", "女巫自救", "Witch saves herself", "默认按板子; A-LR-38",
     ((None, "as the board says"), ("never", "never"), ("first_night", "first night only"), ("always", "always")),
     ("按板子", "不能", "仅首夜", "总是")),
    ("女巫灵通", "女巫灵通", "Witch learns the kill", "女巫何时得知被杀者: 有解药时或总是 (A-LR-38)",
     (("while_antidote", "while she holds the antidote"), ("always", "always")), ("有解药时", "总是")),
    ("遗言", "遗言", "Last words", "谁可留遗言 (A-LR-17)",
     (("all", "everyone out"), ("none", "nobody"), ("first_night_and_vote", "first night and the voted out")),
     ("所有出局者", "无", "首夜及被投出者")),
    ("红牌罚下", "红牌罚下", "Red card", "红牌: 出局或挂机 (A-LR-32)", (("出局", "out"), ("挂机", "idle")), ()),
    ("全灭", "全灭", "All dead", "所有人出局时: 平局或按警长 (A-LR-10)",
     (("draw", "a draw"), ("sheriff", "the sheriff's side")),
     ("平局", "警长阵营")),
    ("屠城判定", "屠城判定", "Massacre check", "屠城何时判定: 立即或步骤后 (A-LR-3)",
     (("instant", "at once"), ("after_step", "after the step")), ("立即", "步骤结束后")),
    ("人数递增", "人数递增", "From 20 players", "「从20人开始,人数每增加5…」的读法 (A-LR-12)",
     (("increments", "per 5 above 20"), ("includes_20", "20 included")), ("每多5人", "含20人")),
)
HELP_EN = {'同守同救': 'A player guarded and saved the same night: out or survives (A-LR-38)',
           '女巫自救': 'By default as the board says (A-LR-38)',
           '女巫灵通': 'When the witch learns who was killed: while she holds the antidote, or always (A-LR-38)',
           '遗言': 'Who may leave last words (A-LR-17)',
           '红牌罚下': 'A red card: out, or idle (A-LR-32)',
           '全灭': "When everyone is out: a draw, or the sheriff's side (A-LR-10)",
           '屠城判定': 'When a massacre is judged: at once, or after the step (A-LR-3)',
           '人数递增': 'How 「from 20 players, every 5 more…」 is read (A-LR-12)'}
SETTINGS = (
    Setting("一分钟", 60, "一分钟 (秒)", "A book minute (seconds)",
            "书中「关门后N分钟内」的一分钟在网页上是几秒; 60 = 真实时间 (论坛节奏)",
            "Seconds a book minute lasts in the "
            "「within N minutes of the close」 deadlines; 60 = real time (a forum's pace)",
            kind="seconds", minimum=1, lobby=2),
    Setting("讨论日时长", 45 * 3600, "讨论日时长 (秒)", "Discussion day (seconds)",
            "开门 → 关门 (书: 两个自然日, 00:00 → 21:00; A-LR-18)", "Opening → close (the book: two natural days, "
            "00:00 → 21:00; A-LR-18)", kind="seconds", minimum=1, lobby=300),
    Setting("加速时长", 21 * 3600, "加速时长 (秒)", "Accelerated day (seconds)",
            "加速的讨论日 (书: 同一自然日 00:00 → 21:00; A-LR-19)", "An accelerated day (the book: 00:00 → 21:00 of "
            "one natural day; A-LR-19)", kind="seconds", minimum=1, lobby=180),
    Setting("夜晚时长", 3 * 3600, "夜晚时长 (秒)", "Night (seconds)",
            "关门 → 开门 (书: 21:00 → 00:00; A-LR-13)", "Close → opening (the book: 21:00 → 00:00; A-LR-13)",
            kind="seconds", minimum=1, lobby=300),
    Setting("最多天数", 30, "最多天数", "Most days", "超过这么多天仍未结束则无人获胜",
            "A game still running after this many days ends with no winner", kind="int", minimum=1),
    Setting("黄牌转红牌", 0, "黄牌转红牌", "Yellow cards for a red",
            "几张黄牌算一张红牌; 0 = 不转 (A-LR-32)", "Yellow cards that make a red card; 0 = never (A-LR-32)",
            kind="int", minimum=0),
    *(Setting(name, choices[0][0], zh, en, why, HELP_EN[name], choices=choices, zh_labels=labels)
      for name, zh, en, why, choices, labels in CHOICE_SETTINGS),
    Setting("晨报", "无", "晨报", "Morning paper",
            "开门公示后的晨报 (书中没有; 亡灵低语的「以故事的形式阐述」前日出局玩家, 不透露游戏流程): "
            "导演 = 主持房间的房主撰写 (参与游戏的房间没有导演); 模型 = 语言模型代笔, 只据公开信息 "
            "(需配置模型: DAOYAN_LLM_BASE_URL) (L-MP1)",
            "A morning story posted after the day's bulletin (not in the 版杀 book; 亡灵低语's 晨报: the previous "
            "day's outs as a story, revealing nothing of the game's process): the 导演 = the creator of a host room "
            "writes it (a play room has no 导演); 模型 = a language model writes it from public facts only (a model "
            "endpoint must be configured: DAOYAN_LLM_BASE_URL) (L-MP1)",
            choices=(("无", "none"), ("导演", "the 导演 (host) writes it"),
                     ("模型", "a model writes it (the host's stand-in)"))),
)
#: L-TL1: 游戏开始 (stage 1) has no 关门 time; any ask without the book's deadline: 2 minutes
DEADLINES = {"*": 120}


def board_setting(boards: dict[str, int]) -> Setting:
    """板子: a shipped board by name, with its seats (a host's own board file is the lobby's file field)."""
    return Setting("板子", "standard", "板子", "Board", "一个自带的板子 (也可上传自己的板子文件); 人数须与板子相同",
                   "A shipped board (or upload your own board file); the player count must be the board's",
                   choices=tuple((b, f"{b} ({n} players)") for b, n in boards.items()),
                   zh_labels=tuple(f"{b} ({n}人)" for b, n in boards.items()))
