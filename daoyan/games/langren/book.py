"""总体流程 of the 版杀 book (003_6ab575b4f34e0846.txt) as data: the stages 0–10, every numbered step with its text as
the book writes it and its deadline in minutes after 关门, the skills each step names in the book's left-to-right
order, the out order of 凌晨 (9) and the order of chained outs. The flow (`flow.py`) walks these in order; the role
plugin validator (`board.py`) checks a role's skill against the step the book puts it in.

>>> slot_of("守卫", "守护").key
'午夜(7)'
>>> [s.key for s in book_slots("杀人")]
['深夜(2)']
>>> STEP["凌晨(7)"].minutes
100
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

#: The stages the book names with 「进入…阶段」 (A-LR-1), in order; 白昼 is the discussion day.
STAGES = ("游戏开始", "白昼", "黄昏", "早夜", "午夜", "深夜", "凌晨", "晨曦")
NIGHT = ("早夜", "午夜", "深夜", "凌晨", "晨曦")
#: The 「关门后N分钟内」 headings (A-LR-13): every step up to the next heading must close by T+N.


@dataclass(frozen=True)
class Step:
    stage: str
    no: int
    minutes: int | None  # the 「关门后N分钟内」 heading over it; None: 「直到第二天开门前」 / stage 1 (no deadline)
    text: str  # as the book writes it (the scrape's ASCII punctuation kept)

    @cached_property
    def key(self) -> str:
        return self.stage if self.no == 0 else f"{self.stage}({self.no})"

    @cached_property
    def skills(self) -> tuple[tuple[str, str], ...]:
        """(holder, skill) in the book's left-to-right order; a bare <技能> belongs to the holder before it."""
        return parse_skills(self.text)


def _steps(stage: str, minutes: int | None, *texts: str, start: int = 1) -> list[Step]:
    return [Step(stage, start + i, minutes, t) for i, t in enumerate(texts)]


STEPS: tuple[Step, ...] = (
    # 1、游戏开始阶段 … 依次发动进行。 (no deadline in the book: the 导演 sets one, A-LR-14)
    Step("游戏开始", 0, None, "盗贼<偷换>,鬼魂新娘<冥婚>,丘比特<丘比特之箭>、巫妖匣<同命>、影子<附身>、聂小倩<鬼情>、"
         "暗恋者<跨越千里>、养殖者<养殖>、大天狗<家国抉择>、隐狼<伪装>、狼弟<潜藏>、随机妖狐小弟和<化形>、变脸者<变脸>、"
         "双重人格<双重人格>、守卫<模式选择>、狼群<窥天>依次发动进行。"),
    # 3、进入黄昏阶段 … 关门后10分钟内: / 关门后20分钟内:
    *_steps("黄昏", 10, "结算被[投票出局]的角色或平票时替罪羊<冤死>,询问混血儿<护主>,并通知对应角色是否出局。",
            "猎人<最后一枪>,光<光明狩猎>,黑狼王<报复>,炸弹<炸弹>发动技能,因此造成的出局立刻通知对应角色,"
            "并且对应角色若能发动上述技能则立刻在该阶段发动。"),
    *_steps("黄昏", 20, "公示[投票出局]的角色和其他原因出局的角色名单,分开列出。",
            "肉猪<苟活>、机械狼<学习>、影子<附身>、女仆<顺从>、双重人格<主人格><双重人格>、祭品<献祭唤醒>、变脸者<变脸>、"
            "富商<交易><暴利>、白狼<遗泽>、熊<咆哮>、替罪羊<迷魂羊肉>、蛊惑师<堕落>、幽灵<附体>、<夺舍>,养殖者<烤乳猪>,"
            "光<寻觅>、长老狼<归途>、定序王子<重定时间>依次发动,随后公示应该公示的部分技能效果。", start=3),
    # 4、进入早夜阶段 … 关门后30分钟内: / 关门后40分钟内:
    *_steps("早夜", 30, "上帝使徒<询问>、赌徒<赌博>、圣诞老狼\\其他身份<礼物>、占星师<占卜>、食尸鬼<食尸>、"
            "寂夜导师<时间凝滞>、<凝滞永续>"),
    *_steps("早夜", 40, "噬时狼妃<时间逆流>", "隐者<脱下隐身衣>", "鹫狼<鹰袭>、<报信><隼眼>", "怪盗<偷盗>",
            "太极宗师<归元>", "噩梦之影<恐惧>", "沉默术士<沉默><全领域静默>", "见习守卫<宣誓效忠>",
            "雪狼<暴风雪>、狼弟<继承>", start=2),
    # 5、进入午夜阶段 … 关门后60分钟内:
    *_steps("午夜", 60, "魔术师<交换>", "赤狼<业炎>", "纵火犯<纵火>", "企鹅<冰冻>", "雪狼<雪隐>",
            "蛊惑师<蛊惑>、锁链师<链接>、<暴走>、",
            "守卫<守护>、摄梦人<摄梦>、见习守卫<见习>、渊狼<深渊>、黑蝙蝠<庇护>、光<光明守护>、暗<黑暗守护>、炽天使<神佑>",
            "石像鬼<查验><凝望>、狼妹妹<援交>", "炼金魔女<未明之雾>"),
    # 6、进入深夜阶段 … 关门后80分钟内:
    *_steps("深夜", 80, "预言家<预言>、通灵师<通灵>、狐狸<狡黠>、占卜师<占卜>、药剂师<迷魂药><回复药>、黑商<馈赠>、"
            "乌鸦<诽谤>、灵能<感知>、机械熊<训熊>、狼学者<诡辩>、大天狗<吞噬><天狗吞月>、吹笛者<迷惑>。",
            "狼队<杀人>、其余身份<杀人>、狼王<冲锋>、幼狼<牺牲>、<激励>、狼兄<暴怒>。",
            "大野狼<野性>、白狼<撕咬>、警犬<撕咬>、光<继承黑夜>、暗<黑夜狩猎>、狙击手<狙击>、狼祭司<伪神冠冕>、猎魔<猎杀>、"
            "赏金猎人<悬赏><捕杀>、潜行者<潜行>、圣裁者<辉耀>、<异端>、<裁决>,炽天使<神耀>"),
    # 7、进入凌晨阶段 … 关门后90分钟内: / 关门后100分钟内:
    *_steps("凌晨", 90, "女巫学徒<实验>", "女巫<灵通>、<救药>、<毒药>、其他身份<毒药>", "阴阳使者<复活>",
            "灵鹿<森林庇护>", "圣女<净化>", "恶灵骑士<主宰黑夜><邪恶>、黑蝙蝠<反弹>。"),
    *_steps("凌晨", 100, "初步按照(9)的顺序结算出局名单,然后炼金魔女<魔女秘法><法老之蛇>", "镜<反射>结算反馈给镜。",
            "每次出局效果依次结算:", start=7),
    # 8、进入晨曦阶段 … 关门后110分钟内: / 关门后120分钟内: / 直到第二天开门前:
    *_steps("晨曦", 110, "结算当晚出局的角色,随后锈剑骑士<破伤风出局>,并通知所有对应角色是否出局。",
            "猎人<最后一枪>,光<光明狩猎>,黑狼王<报复>,炸弹<炸弹>,发动技能,因此造成的出局立刻通知对应角色,"
            "并且对应角色若能发动上述技能则立刻在该阶段发动。"),
    Step("晨曦", 3, 120, "死灵术士<夺魂>,镜<镜像>"),
    Step("晨曦", 4, None, "警长出局选择新警长,然后应当留下遗言的角色收到遗言通知,并留下遗言。"),
)
STEP: dict[str, Step] = {s.key: s for s in STEPS}
# : The steps whose skills react to an out as soon as it is told (「因此造成的出局立刻通知对应角色,
# 并且对应角色若能发动上述
#: 技能则立刻在该阶段发动」): a plugin's `trigger: out` skill is used here, at 黄昏 (2) or 晨曦 (2).
REACTIVE = ("黄昏(2)", "晨曦(2)")

# : 凌晨 (9) 「每次出局效果依次结算」: the places of a night's outs, in order. A kill or poison skill names its place;
# the
# : book's words for each are kept next to it. 「独立阵营的<杀人>一律跟在这后面,按照身份表顺序排列」 and
# 「黑商赌徒圣诞老狼等
#: 毒药跟在女巫毒药后」 are places of their own.
OUT_ORDER: tuple[tuple[str, str], ...] = (
    ("食尸鬼<吞噬失败>", "食尸鬼<吞噬失败>"),
    ("狼弟<继承>", "狼弟<继承>"),
    ("狼人<杀人>", "狼人<杀人>"),
    ("独立阵营<杀人>", "独立阵营的<杀人>一律跟在这后面,按照身份表顺序排列"),
    ("狼王<冲锋>", "狼王<冲锋>"),
    ("狼孩<利爪>", "狼孩<利爪>"),
    ("大野狼<野性>", "大野狼野性"),
    ("白狼<撕咬>", "白狼撕咬"),
    ("暗<黑夜狩猎>", "暗<黑夜狩猎>"),
    ("恶灵骑士<邪恶>", "恶灵骑士<邪恶>"),
    ("狙击手<狙击>", "狙击手<狙击>"),
    ("摄梦人<摄梦>", "摄梦人连续两晚<摄梦>的对象出局"),
    ("猎魔人<猎杀>", "猎魔人猎杀"),
    ("赏金猎人<赏金>", "赏金猎人赏金"),
    ("潜行者<潜行>", "潜行者潜行"),
    ("圣裁者<裁决>", "圣裁者裁决/辉耀"),
    ("炽天使<神耀>", "炽天使神耀"),
    ("女巫<毒药>", "女巫毒药"),
    ("其他<毒药>", "黑商赌徒圣诞老狼等毒药跟在女巫毒药后"),
    ("黑商<馈赠失败>", "黑商馈赠失败"),
    ("女巫学徒<炸死>", "女巫学徒炸死"),
    ("圣诞<坏礼物>", "圣诞坏礼物炸死"),
    ("幼狼<牺牲>", "幼狼<牺牲>(若未决定结算顺序)"),
)
OUT_PLACE: dict[str, int] = {k: i for i, (k, _) in enumerate(OUT_ORDER)}
#: A same-named skill used by someone whose 实际身份 is not the card's (「真身份牌的优先」) takes the others' place.
OTHERS_PLACE = {"女巫<毒药>": "其他<毒药>"}
#: 「若有多种连带关系,按照以下方式排列:[情侣]状态,巫妖匣<同命>,摄梦人<摄梦连带>,[锁链]状态,妖狐小弟共死。」
CHAINS = ("情侣", "同命", "摄梦连带", "锁链", "妖狐小弟共死")
#: 「如果有多个阵营同时达到胜利条件,则判定优先顺序为:…」 (the judge, `judge.py`, keeps its own copy with the slots)
GENERIC_HOLDERS = frozenset({"其他身份", "其余身份"})  # 「其他身份<毒药>」「其余身份<杀人>」: any holder of that skill

_TOKEN = re.compile(r"([^\s<>,、。:]*)<([^<>]+)>")


@lru_cache(maxsize=256)
def parse_skills(text: str) -> tuple[tuple[str, str], ...]:
    """The (holder, skill) pairs a step's text names, left to right (A-LR-15).

    >>> parse_skills("女巫<灵通>、<救药>、<毒药>、其他身份<毒药>")
    (('女巫', '灵通'), ('女巫', '救药'), ('女巫', '毒药'), ('其他身份', '毒药'))
    >>> parse_skills("圣诞老狼\\\\其他身份<礼物>")
    (('圣诞老狼', '礼物'), ('其他身份', '礼物'))
    """
    out: list[tuple[str, str]] = []
    holder = ""
    for m in _TOKEN.finditer(text):
        who, skill = m.group(1), m.group(2)
        if who:
            holder = who.removeprefix("随机").removesuffix("和")  # 「随机妖狐小弟和<化形>」
            if holder == "妖狐小弟":
                holder = "妖狐"  # the 妖狐's <化形> (the 小弟 is drawn at random)
        for h in holder.split("\\"):
            out.append((h, skill))
    return tuple(out)


def book_slots(skill: str, holder: str | None = None) -> list[Step]:
    """The steps where the book names `skill` (for `holder`, or for any holder)."""
    return [s for s in STEPS if any(k == skill and (holder is None or h == holder) for h, k in s.skills)]


def slot_of(holder: str, skill: str) -> Step | None:
    """Where the book puts `holder<skill>` (a generic 「其他身份/其余身份<skill>」 line counts for any holder);
    None if the book does not name it. A reactive skill of 黄昏 (2) and 晨曦 (2) answers 黄昏 (2)."""
    for s in STEPS:
        if (holder, skill) in s.skills:
            return s
    for s in STEPS:
        if any(h in GENERIC_HOLDERS and k == skill for h, k in s.skills):
            return s
    return None


def order_in_step(step: Step, holder: str, skill: str) -> int:
    """A skill's place in its step's left-to-right list (the book's order, A-LR-15); skills the book does not list there
    come after."""
    pairs = step.skills
    for i, (h, k) in enumerate(pairs):
        if k == skill and (h == holder or h in GENERIC_HOLDERS):
            return i
    return len(pairs)
