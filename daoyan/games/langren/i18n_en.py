"""English for every line, prompt and word of 版杀 (the Chinese template is the key; daoyan.i18n). The glossary is
shared by every game, one meaning a word: 村民 「Villager」 is already 亡灵低语's and keeps its English.

>>> from daoyan.i18n import Seat, Term, render
>>> render("{seat}被红牌罚下 ({why})。", {"seat": Seat(3), "why": Term("导演判罚")}, "en")
'#3 is sent off with a red card (penalty by the host).'
"""

from __future__ import annotations

from ...i18n import define, register

define({
    # factions and the standard board's identities
    "狼人": "Werewolf", "村民": "Villager", "不定": "Undecided", "不定阵营": "Undecided faction",
    "预言家": "Seer", "女巫": "Witch", "猎人": "Hunter", "守卫": "Guard", "狼队": "wolf team",
    "标准板": "Standard board",
    "好人": "not a werewolf", "身份": "identities",
    # stages
    "游戏开始": "Game start", "黄昏": "Dusk", "早夜": "Early night", "午夜": "Midnight", "深夜": "Late night",
    "凌晨": "Small hours", "晨曦": "First light",
    # skills and asks
    "杀人": "Kill", "预言": "Foresight", "灵通": "Insight", "救药": "Antidote", "毒药": "Poison",
    "最后一枪": "Last Shot", "模式选择": "Mode", "守护": "Protect", "经典": "classic", "投票": "Vote",
    "改票": "Change vote",
    "遗言": "Last words", "移交警长": "Pass the badge", "冤死": "Wrongful Death",
    "晨报": "Morning paper",  # (亡灵低语's word too: the setting and the host's ask, L-MP1)
    # answers and causes
    "弃权": "abstain", "未投票": "no reply", "不改票": "keep my vote", "空刀": "no kill", "未提交": "no submission",
    "不传": "nobody (the badge is lost)", "导演随机": "the director's random pick", "投票出局": "voted out",
    "红牌": "red card",
    "导演判罚": "penalty by the host", "无法更换替补": "no substitute possible", "黄牌累计": "yellow cards",
    "情侣": "Lovers", "同命": "Shared Fate", "摄梦连带": "Dream link", "锁链": "Chain",
    "妖狐小弟共死": "fox cub dies with",
})

register({
    "分发身份 ({board}, {n}人)。": "Identities dealt ({board}, {n} players).",
    "你的身份: {name} ({faction})": "Your identity: {name} ({faction})",
    "{team}: {seats}": "{team}: {seats}",
    "所有角色阵营确定,表面身份确定。": "Every character's faction and shown identity are now fixed.",
    "导演指定{seat}为警长。": "The host names {seat} 警长 (sheriff).",
    "已进行{n}天,游戏结束,无人获胜。": "{n} days played: the game ends with no winner.",
    "已进行{n}天": "{n} days played",
    "{seat}更换替补: 替补玩家收到该玩家的角色、身份、行动及账号、密码。":
        "{seat} is substituted: the substitute receives the character, identity, actions, account and password.",
    "你是{seat}的替补玩家。": "You are the substitute for {seat}.",
    "{seat}被红牌罚下 ({why}), 进入挂机状态。": "{seat} is sent off with a red card ({why}) and stays idle.",
    "{seat}被红牌罚下 ({why})。": "{seat} is sent off with a red card ({why}).",
    "你出局了。": "You are out.",
    "局面: 你已用过 {skills}": "Position: you have used {skills}",
    "局面: 第{day}天{phase}开始; 投票出局: {votes}; 其他原因出局: {others}; 警长: {sheriff}":
        "Position: the game starts at day {day}, {phase}; voted out: {votes}; out otherwise: {others}; "
        "sheriff: {sheriff}",
    "局面: {what}": "Position: {what}",
    "{seat}出局 ({cause})": "{seat} is out ({cause})",
    "{seat}发动<{skill}>: {targets}": "{seat} uses <{skill}>: {targets}",
    "发动<{skill}>?": "Use <{skill}>?",
    "<{skill}>: 今晚<{of}>的目标是{targets}": "<{skill}>: tonight's <{of}> target is {targets}",
    "{team}<{skill}>: 选择目标 (最后提交的为准)": "{team} <{skill}>: choose the target (the last submission counts)",
    "{team}空刀": "{team}: no kill",
    "{seat}<{skill}>: {targets}": "{seat} <{skill}>: {targets}",
    "{seat}<{skill}>: {mode}": "{seat} <{skill}>: {mode}",
    "<{skill}>: {seat}是{answer}": "<{skill}>: {seat} is {answer}",
    "你进入[寡言]状态。": "You are under [寡言] (silence).",
    "你与{other}处于[{kind}]状态。": "{other} are now in the [{kind}] state.",
    "你的身份牌换成了{name}": "Your identity card is now {name}",
    "{seat}翻牌: {name}": "{seat} is revealed: {name}",
    "存活角色{n}人, 执行加速: 不可改票, 未投票者不被判罚。":
        "{n} characters alive: the day is accelerated (no vote changes, no penalty for not voting).",
    "投票 (每名存活角色每个讨论日限投一票)": "Vote (one vote per living character per discussion day)",
    "改票 (只允许一次)": "Change your vote (once only)",
    "{seat}改票。": "{seat} changes their vote.",
    "{seat}未回复投票帖, 判罚黄牌。": "{seat} did not reply to the vote thread: yellow card.",
    "公示: 投票出局: {votes}; 其他原因出局: {others}":
        "Announcement: voted out: {votes}; out for other reasons: {others}",
    "{seat}的遗言: {words}": "Last words of {seat}: {words}",
    "投票结果: {counts}": "Vote count: {counts}",
    "{seat} {n}票": "{n} for {seat}",  # as 亡灵低语 says it: one catalogue for every game
    "平票, 无人出局。": "A tie: nobody goes out.",
    "无人得票, 无人出局。": "No votes: nobody goes out.",
    "出局名单: {seats}": "Out list: {seats}",
    "选择新警长": "Name the new 警长 (sheriff)",
    "{seat}成为新警长。": "{seat} is the new 警长 (sheriff).",
    "警长徽章流失。": "The sheriff's badge is lost.",
    "遗言 (次日公示)": "Last words (posted in the next day's announcement)",
    "晨报 (第{day}天; 以故事讲述前日出局的玩家, 不透露游戏流程; 不写则无晨报)":
        "Morning paper (day {day}; tell of the previous day's outs as a story, revealing nothing of the game's "
        "process; none if you write none)",
    "【晨报】\n{words}": "【Morning paper】\n{words}",
    "{faction}判负。": "{faction} faction loses.",
    "游戏结束: {faction}获胜。": "Game over: {faction} faction wins.",
    "{faction}获胜": "{faction} faction wins",
    "游戏结束: 无人获胜。": "Game over: nobody wins.",
    "所有阵营判负": "every faction lost",
    "多个阵营同时胜利, 书中无先后: {f} (导演裁定)":
        "Several factions win at once with no order in the book: {f} (the host decides)",
    "导演宣布僵持 (游戏无法正常进行)。": "The host declares a stalemate (the game cannot go on normally).",
    "{name}是你的场外助理 (可私下交流; 不能发帖、投票或发动技能)。":
        "{name} is your off-table assistant (you may talk privately; they cannot post, vote or use skills).",
})
