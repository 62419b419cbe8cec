"""English for every line, prompt and word of 《亡灵低语2.x》 (the Chinese template is the key; daoyan.i18n).

The words of the book — identities, camps, skills, the two marks, phases and the asks' words — are glossary entries
(`Term`); the sentences are the catalogue (`register`). A sentence that names a skill writes it as the glossary does
(`skill`). The glossary is shared by every game, one meaning a word: four words of this game are already there and
keep their English — 灾厄 「Calamity」 (a 仙妖斗法 general; here the 死亡圣器's skill <Calamity>), 放弃 「pass」, 完成
「done」 (三國殺×大富翁's option) and 身份 「identities」 (the deal's random draw, as in 三國殺×大富翁).

>>> from daoyan.i18n import Term, render
>>> render("你的身份: {name} ({camp}); 技能: {skills}", {"name": Term("守夜人"), "camp": Term("【圣殿阵营】"),
...        "skills": Term("夜之手")}, "en")
'Your identity: Night Watchman (【Temple camp】); skills: Hand of Night'
"""

from __future__ import annotations

from itertools import combinations

from ...i18n import define, register
from .identities import CAMP_NAME, CAMPS
from .vote import FIRST_TO_TOP, NOBODY_VOTED, SHENJUANZHE_TOP, TIE, UNIQUE_TOP

IDENTITIES_EN: dict[str, str] = {
    # 【莱恩阵营】
    "牧师": "Priest", "枪兵": "Spearman", "骑兵": "Cavalryman", "弓兵": "Archer", "村长": "Village Head",
    "村民": "Villager",
    # 【圣殿阵营】
    "剑士": "Swordsman", "游荡者": "Wanderer", "慰魂师": "Soul Consoler", "守夜人": "Night Watchman",
    # 【环蛇阵营】
    "学者": "Scholar", "恶徒": "Thug", "贵族": "Noble",
    # 【亡灵阵营】
    "告死者": "Death Herald", "恶灵": "Wraith", "活尸": "Ghoul", "腐尸": "Rotting Corpse", "夜行怪": "Night Stalker",
}

#: The special marks 「（非身份）」.
MARKS_EN: dict[str, str] = {"死亡圣器": "Deathly Hallow", "神眷者": "Chosen of the Gods"}

#: 莱恩 is a name (kept as its sound); the terminal's camp names come from here too.
CAMPS_EN: dict[str, str] = {"莱恩": "Laien", "圣殿": "Temple", "环蛇": "Ringed Serpent", "亡灵": "Undead"}

#: The 46 skills, in the book's order.
SKILLS_EN: dict[str, str] = {
    "神恩": "Divine Grace", "侦测": "Detect", "圣光": "Holy Light", "牵制": "Pin Down", "突击": "Assault",
    "轻袭": "Swift Raid", "警戒": "Vigilance", "安葬": "Burial", "祝福": "Blessing", "蓄力斩": "Charged Slash",
    "防反": "Riposte", "剑痕": "Sword Mark", "探查": "Scout", "陷阱": "Trap", "潜行": "Stealth", "虔诚": "Devotion",
    "安魂": "Requiem", "长眠": "Eternal Rest", "夜之语": "Voice of Night", "夜之躯": "Body of Night",
    "夜之手": "Hand of Night", "诡辩": "Sophistry", "诈骗": "Swindle", "拓印": "Imprint", "藏匿": "Conceal",
    "追踪": "Track", "偷袭": "Ambush", "权势": "Influence", "血统": "Bloodline", "告死": "Death Knell",
    "死灵咒": "Necromancy", "不朽": "Undying", "灵能": "Spirit Power", "虚体": "Incorporeal", "伪装": "Disguise",
    "啃咬": "Gnaw", "集群": "Horde", "腐化": "Corruption", "夜之眼": "Eye of Night", "夜之心": "Heart of Night",
    "夜之牙": "Fang of Night", "馈赠": "Bequest", "灾厄": "Calamity", "诅咒": "Curse", "认主": "Attunement",
    "传承": "Succession",
}

#: Phases, the asks' names and option words, the <团队> groups.
WORDS: dict[str, str] = {
    "白天": "Day", "夜晚": "Night",
    "投票": "Vote", "遗言": "Last words", "留言": "message", "发动": "use", "放弃": "pass", "完成": "done",
    "弃权": "abstain", "导演随机": "the director's random pick",
    "民兵": "Militia",
    "身份": "identities",  # the deal's random draw (daoyan.core.rng)
}


def camp(c: str) -> str:
    """「【莱恩阵营】」 → 「【Laien camp】」."""
    return f"【{CAMPS_EN[c]} camp】"


define({
    **IDENTITIES_EN,
    **MARKS_EN,
    **CAMPS_EN,
    **{CAMP_NAME[c]: camp(c) for c in CAMPS},
    # camps winning together (A-WL-2): the outcome's winner 「莱恩、圣殿」 is 「Laien & Temple」 (`terminal.side_name`)
    **{"、".join(cs): " & ".join(CAMPS_EN[c] for c in cs) for n in range(2, len(CAMPS) + 1)
       for cs in combinations(CAMPS, n)},
    **SKILLS_EN,
    **WORDS,
})


def skill(name: str) -> str:
    """A skill as the English sentences write it: 「<Detect>」."""
    return f"<{SKILLS_EN[name]}>"


HALLOW = f"[{MARKS_EN['死亡圣器']}]"
CHOSEN = MARKS_EN["神眷者"]
UNDEAD = f"{CAMPS_EN['亡灵']} camp"

register({
    # the deal (setup.py)
    "身份: {deal}": "Identities: {deal}",
    "你的身份: {name} ({camp}); 技能: {skills}": "Your identity: {name} ({camp}); skills: {skills}",
    "<夜之语>: {who}": f"{skill('夜之语')}: {{who}}",
    "<夜之语>: {seat}是守夜人": f"{skill('夜之语')}: {{seat}} is the Night Watchman",
    # the day
    "{seat}被红牌罚下，进入挂机状态。": "{seat} is sent off with a red card and is now idle (AFK).",
    "<追踪>: [死亡圣器]的持有者是{seat}": f"{skill('追踪')}: the {HALLOW} is held by {{seat}}",
    "投票 (每名角色计有一票)": "Vote (each character has one vote)",
    "投票结果: {counts}": "Vote result: {counts}",
    "<{skill}>的拥有者: {seats}": "Holders of <{skill}>: {seats}",
    "{seat} {n}票": "{n} for {seat}",
    "{seat}当选神眷者。": f"{{seat}} is elected {CHOSEN}.",
    "你当选神眷者。": f"You are elected {CHOSEN}.",
    "局面: 你已翻转为{name}": "Position: you have flipped to {name}",
    "局面: 你持有[死亡圣器]": f"Position: you hold the {HALLOW}",
    "局面: 第{day}天{phase}开始; 已出局: {seats}; 神眷者: {chosen}":
        f"Position: the game starts at day {{day}}, {{phase}}; out: {{seats}}; {CHOSEN}: {{chosen}}",
    "局面: {what}": "Position: {what}",
    "<传承>: 你成为神眷者。": f"{skill('传承')}: you become the {CHOSEN}.",
    "<诡辩>: 选择代替所有高票角色出局的角色":
        f"{skill('诡辩')}: choose the character who goes out instead of all the top-voted ones",
    "无人出局 ({why})。": "Nobody goes out ({why}).",
    NOBODY_VOTED: "nobody got a vote",
    FIRST_TO_TOP: f"the first to reach the top count is elected {CHOSEN}",
    UNIQUE_TOP: "the only top-voted character goes out",
    SHENJUANZHE_TOP: f"the top-voted character the {CHOSEN} voted for goes out",
    TIE: f"a tie, and the {CHOSEN} voted for none of the tied (A-WL-1)",
    "<藏匿>: 选择一名恶徒以外的角色获得[死亡圣器]":
        f"{skill('藏匿')}: choose a character other than a Thug to get the {HALLOW}",
    "<藏匿>: [死亡圣器]交给了{seat}": f"{skill('藏匿')}: the {HALLOW} went to {{seat}}",
    "{seat}因投票出局。": "{seat} is voted out.",
    "<虚体>: 视为出局，但仍保留发言权和投票权?": f"{skill('虚体')}: count as out but keep the right to speak and vote?",
    "<腐化>: 选择一名角色": f"{skill('腐化')}: choose a character",
    "<陷阱>: 选择一名角色受到[致死伤害]": f"{skill('陷阱')}: choose a character to take [lethal damage]",
    "{seat}出局。": "{seat} is out.",
    "<陷阱>: {seat}受到的[致死伤害]无效 ({why})":
        f"{skill('陷阱')}: the [lethal damage] to {{seat}} has no effect ({{why}})",
    "遗言 (次日公示; 禁止使用Discuz!代码)": "Last words (posted the next day; no Discuz! codes)",
    "<馈赠>: 选择获得[死亡圣器]的角色": f"{skill('馈赠')}: choose who gets the {HALLOW}",
    "<传承>: 选择成为神眷者的角色": f"{skill('传承')}: choose who becomes the {CHOSEN}",
    "神眷者移交给{seat}。": f"The {CHOSEN} passes to {{seat}}.",
    "<权势>: 指定投票有效的角色 (逐个指定，完成后结束)":
        f"{skill('权势')}: name the characters whose votes count (one at a time, then done)",
    "<权势>: 已指定{n}人，继续或完成": f"{skill('权势')}: {{n}} named; name another or done",
    # the night
    "你翻转了身份 ({why}): 现在是{name}": "You flipped your identity ({why}): your identity is now {name}",
    "<夜之眼>: [死亡圣器]的持有者是{name}": f"{skill('夜之眼')}: the identity of the {HALLOW}'s holder is {{name}}",
    "你获得了[死亡圣器] ({how})": f"You got the {HALLOW} ({{how}})",
    "<牵制>: 选择一名角色": f"{skill('牵制')}: choose a character",
    "<潜行>: 发动?": f"{skill('潜行')}: use it?",
    "<{name}>失效。": "<{name}> has no effect.",
    "<剑痕>失效 (蓄力斩)。": f"{skill('剑痕')} has no effect ({SKILLS_EN['蓄力斩']}).",
    "<安葬>: {seat}出局时的身份是{name}": f"{skill('安葬')}: {{seat}}'s identity on going out was {{name}}",
    "<侦测>: {seat}属于亡灵阵营": f"{skill('侦测')}: {{seat}} is in the {UNDEAD}",
    "<侦测>: {seat}不属于亡灵阵营": f"{skill('侦测')}: {{seat}} is not in the {UNDEAD}",
    "<拓印>: {seat}的技能: 选择一个": f"{skill('拓印')}: {{seat}}'s skills: choose one",
    "<拓印>: {seat}的非<团队>身份技能: {skills}":
        f"{skill('拓印')}: {{seat}}'s identity skills (not <Team>): {{skills}}",
    "<拓印>: {user}选择了{seat}的<{skill}> (当夜结束时仍存活则获得)":
        f"{skill('拓印')}: {{user}} chose {{seat}}'s <{{skill}}> (gained if alive at the night's end)",
    "<探查>: {seat}属于{camp}阵营": f"{skill('探查')}: {{seat}} is in the {{camp}} camp",
    "<防反>: 你受到了[致死伤害]，由{seat}代替承担。":
        f"{skill('防反')}: you took [lethal damage]; {{seat}} bears it instead.",
    "<告死>: 即将出局 {seats}": f"{skill('告死')}: about to go out: {{seats}}",
    "<死灵咒>: 选择一名即将出局的角色": f"{skill('死灵咒')}: choose a character about to go out",
    "你在今晚出局了。": "You went out tonight.",
    "<认主>: 你成为[死亡圣器]的主人。": f"{skill('认主')}: you became the master of the {HALLOW}.",
    "<灾厄>: 可以将[死亡圣器]转交给任意一名角色": f"{skill('灾厄')}: you may hand the {HALLOW} to any character",
    "<拓印>: 你获得了<{name}>": f"{skill('拓印')}: you gained <{{name}}>",
    "<警戒>: {seat}: {what}": f"{skill('警戒')}: {{seat}}: {{what}}",
    "<虔诚>: 亡灵阵营存活{n}人": f"{skill('虔诚')}: {{n}} of the {UNDEAD} alive",
    # the end
    "游戏结束: {names}获胜。": "Game over: victory for {names}.",
    "{names}达成胜利条件": "{names} met the victory condition",
    "已进行{n}天，游戏结束，无人获胜。": "{n} days played: the game ends with no winner.",
    "已进行{n}天": "{n} days played",
    # the 公示 (forum.bulletin)
    "【第{day}天 公示】": "【Day {day} bulletin】",
    "前一日白天出局: {seats}": "Out the previous day: {seats}",
    "前一日夜晚出局: {seats}": "Out the previous night: {seats}",
    "遗言:": "Last words:",
    "今日神眷者: {seat}": f"Today's {CHOSEN}: {{seat}}",
    "前日权势: 今日仅{seats}的投票有效": f"Yesterday's {skill('权势')}: today only the votes of {{seats}} count",
    "前日权势: 今日仅无的投票有效": f"Yesterday's {skill('权势')}: no vote counts today",
    "前夜剑痕: {text}": f"Last night's {skill('剑痕')}: {{text}}",
    "【晨报】": "【Morning paper】",
    "晨报": "Morning paper",
    "晨报 (第{day}天公示; 以故事讲述前日出局的玩家, 不透露游戏流程; 不写则无晨报):\n{post}":
        "Morning paper (day {day}'s bulletin; tell of the previous day's outs as a story, revealing nothing of the "
        "game's course; write nothing and there is none):\n{post}",
})
