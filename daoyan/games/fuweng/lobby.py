"""The lobby's room settings and default time limits for 三國殺×大富翁 (rule book 001_ea231be5ab83fae4.txt). The book
gives no time limits: F-160 (docs/rulings/fuweng.md) sets a careful host's per phase; the form's 人妖牌 is 標準版, the
book's game (the engine's own default stays 無, F-21)."""

from __future__ import annotations

from ...core.settings import Setting
from . import DEFAULT_OPTIONS as D

SETTINGS = (
    Setting("人妖牌", D["人妖牌"], "人妖牌", "Characters",
            "標準版 = 書中的遊戲 (選將, 各角色的技能); "
            "無 = 書的變體「每人都視為體力上限為5、無技能的角色」 (F-21, R-D17)",
            "標準版 (standard) = the book's game (choose characters, their skills); 無 (none) = the book's variant "
            "「everyone is a 5-HP character with no skill」 (F-21, R-D17)",
            choices=(("無", "none (5 HP, no skills)"), ("標準版", "standard (the book's game)")),
            zh_labels=("無 (體力上限5, 無技能)", "標準版 (書中的遊戲)"), lobby="標準版"),
    Setting("響應時限", D["響應時限"], "響應時限 (秒)", "Response window (seconds)",
            "無懈可擊、流浪貓、家貓等響應窗口開多久; 0 = 不限", "How long a response window (無懈可擊, 流浪貓, 家貓, a "
            "card asked for) stays open; 0 = no limit", kind="seconds", minimum=0, lobby=20),
    Setting("最多輪數", D["最多輪數"], "最多輪數", "Most rounds", "超過這么多輪仍未結束則無人獲勝",
            "A game still running after this many rounds ends with no winner", kind="int", minimum=1),
    Setting("停留記數", D["停留記數"], "停留記數", "Stay count",
            "「若其“停留”記數大于1」: 讀作大于0 (一次【停留】生效) 或照印 "
            "大于1 (R-K8)", "「if its stay count is more than 1」: read as more than 0 (one 【停留】 works) or as "
            "printed (R-K8)", choices=(("大于0", "more than 0"), ("大于1", "more than 1 (as printed)"))),
    Setting("陣亡失去體力", D["陣亡失去體力"], "陣亡角色失去體力", "HP loss of the dead",
            "已陣亡角色的失去體力: 生效或取消 (R-D10)", "A dead character's HP loss: applies or is cancelled (R-D10)",
            choices=(("生效", "applies"), ("取消", "cancelled"))),
    Setting("瞞天過海計數", D["瞞天過海計數"], "瞞天過海/以逸待勞計數", "瞞天過海 hand count",
            "「手牌數不小于你」是否計入此牌 (R-C8)", "Whether the card itself counts in 「no fewer hand cards than "
            "you」 (R-C8)", choices=(("計入此牌", "counts"), ("不計此牌", "does not count"))),
    Setting("行動無效果", D["行動無效果"], "機會5「行動無效果」", "機會 5 「the move has no effect」",
            "不移動, 或移動但無經過/停留事件 (R-J5)", "No move, or a move without passing/stopping events (R-J5)",
            choices=(("不移動", "no move"), ("移動無事件", "move, no events"))),
    Setting("停留算經過", D["停留算經過"], "停在《股市》/《銀行》也算經過", "Landing on 股市/銀行 counts as passing",
            "否: 只執行停留; 是: 先執行經過的選擇 (R-M6)",
            "No: only the stop line; yes: its passing choice first (R-M6)",
            choices=(("否", "no"), ("是", "yes"))),
    Setting("離圖階段", D["離圖階段"], "不處于地圖上", "Off the map", "「不處于地圖上的角色僅執行判定階段」在回合開始時"
            "決定, 或每階段判斷 (R-G2a)", "「a character off the map runs only the 判定 phase」 decided at the turn "
            "start, or before each phase (R-G2a)", choices=(("回合開始時決定", "at the turn start"),
                                                         ("每階段判斷", "before each phase"))),
    Setting("遲治", D["遲治"], "庸醫【遲治】", "庸醫 【遲治】", "非首次瀕死時失去1點體力, 或僅在受阻時 (R-X9, F-27)",
            "The 1 HP loss at a dying that is not the first, or only when blocked (R-X9, F-27)",
            choices=(("非首次時", "not the first"), ("受阻時", "when blocked"))),
    Setting("密謀", D["密謀"], "貓頭鷹【密謀】①", "貓頭鷹 【密謀】 ①", "每點傷害各問一次, 或僅1點傷害 (R-X30, F-131)",
            "Asked at each point of a damage, or only at a 1-point damage (R-X30, F-131)",
            choices=(("每點", "each point"), ("僅1點傷害", "1-point damage only"))),
    Setting("假射入院", D["假射入院"], "神射手【假射】入院", "神射手 【假射】 in hospital",
            "天欽的不定期入院中: 防止復活, 或照樣復活 (F-126)", "In 天欽's untimed hospital stay: no revival, or "
            "revives all the same (F-126)", choices=(("防止", "no revival"), ("復活", "revives"))),
)
#: F-160: seconds per ask, by phase (a response window keeps 響應時限, its own); "*": 選將 and any other
DEADLINES = {"回合開始": 30, "準備": 30, "判定": 30, "指令": 45, "行動": 45, "出牌": 90, "棄牌": 30, "結束": 30,
             "*": 90}
