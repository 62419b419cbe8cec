"""English for every line of 《仙妖斗法:封妖》 (the Chinese template is the key; daoyan.i18n)."""

from __future__ import annotations

from ...i18n import register

register({
    # 开局准备
    "本局启用的身份: {names}": "Identities in this game: {names}",
    "[化形]: {cards}": "[Shapeshift]: {cards}",
    "【源尊】指定派发身份牌。": "The Host assigns the identity cards.",
    "有玩家同时持有【妖首】与[星空仙人]身份牌,所有人需要重新发放身份。(第{n}次)":
        "A player holds a 【Demon Lord】 and a [Starry Immortals] card: everybody's cards are dealt again. (#{n})",
    "有玩家同时持有【妖首】与[星空仙人]身份牌,连续3次出现此种情况,改为由【源尊】指定派发。":
        "A player holds a 【Demon Lord】 and a [Starry Immortals] card for the third time in a row: the Host "
        "assigns the cards.",
    "你的身份牌: {cards}": "Your identity cards: {cards}",
    "你的顶层: {top},底层: {bottom}": "Your top card: {top}, bottom card: {bottom}",
    "【源尊】记录: {hands}": "The Host's record: {hands}",
    "[验妖]本局可用效果: {effects}": "[Demon Sight] effects this game: {effects}",
    "[骸骨牌]: {bone}": "[Bone card]: {bone}",
    # 首个白昼 / 其他白昼
    "黎明将至,妖魔退避,所有玩家闭眼。": "Dawn is coming and the demons retreat: everybody, close your eyes.",
    "身份牌中有[星空仙人]的玩家请睁眼。请互相确认。":
        "Players holding a [Starry Immortals] card, open your eyes and recognise each other.",
    "顶层身份牌为[星空仙人]的玩家请睁眼。请互相确认。":
        "Players whose top card is [Starry Immortals], open your eyes and recognise each other.",
    "睁眼的[星空仙人]: {seats}": "Awake [Starry Immortals]: {seats}",
    "这是本局的[化形]角色,请确认。": "This is a [Shapeshift] role of this game; take note.",
    "[化形]: {card}": "[Shapeshift]: {card}",
    "[化形]②失效: 有[深渊]【将领】牌隶属于[星空]阵营,不展示[化形]牌":
        "[Shapeshift] ② fails: a [Abyss] 【General】 belongs to the [Starry] camp; no card is shown",
    "【仙子】玩家请举手,其他仙人请确认。": "【Fairy】, raise your hand; the other immortals, take note.",
    "【仙子】: {seat}": "【Fairy】: {seat}",
    "所有[星空仙人]请闭眼": "All [Starry Immortals], close your eyes",
    "顶层身份牌为【妖首】的玩家请睁眼。": "Players whose top card is 【Demon Lord】, open your eyes.",
    "睁眼的【妖首】: {seats}": "Awake 【Demon Lord】: {seats}",
    "这是本局所有[化形]角色,请确认。": "These are all the [Shapeshift] roles of this game; take note.",
    "本局所有[化形]: {cards}": "All [Shapeshift] roles: {cards}",
    "请选择[验妖]目标。": "Choose the target of [Demon Sight].",
    "[验妖]: 放弃": "[Demon Sight]: pass",
    "[验妖]: 效果{mark} → {target}": "[Demon Sight]: effect {mark} → {target}",
    "向上指为[星空],向下指为[深渊],[验妖]结果为。":
        "Pointing up means [Starry], down means [Abyss]; the [Demon Sight] result is:",
    "[验妖]结果为……": "The [Demon Sight] result is…",
    "[验妖]结果: {camp}": "[Demon Sight] result: {camp}",
    "请闭眼。": "Close your eyes.",
    "请闭眼": "Close your eyes",
    "【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。":
        "【Fairy】, open your eyes. Players whose top card is [Starry Immortals], open your eyes.",
    "【仙子】请选择[封妖]目标。": "【Fairy】, choose the target of [Demon Sealing].",
    "确定是这个号码的玩家么?": "Is it this number?",
    "[封妖]: {seat}": "[Demon Sealing]: {seat}",
    "[封妖]: 放弃": "[Demon Sealing]: pass",
    "好的,[星空仙人]请闭眼。": "Good. [Starry Immortals], close your eyes.",
    "{seats}玩家顶层身份牌被[封印]。": "Top cards of {seats} are [sealed].",
    # steps of generals present only as [化形]
    "拿到【枯骨】的玩家请睁眼。": "The player who holds 【Dry Bones】, open your eyes.",
    "上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。":
        "Up for 【General】, down for 【Minion】: show me which cards the first round counts.",
    "请确认[骸骨牌]。": "Look at the [bone card].",
    "【源尊】展示盖放在桌面上的[骸骨牌] (无人睁眼)": "The Host shows the face-down [bone card] (nobody is awake)",
    "拿到【鬼巫】的玩家请睁眼。": "The player who holds 【Ghost Shaman】, open your eyes.",
    "【源尊】展示4种[邪神牌],每种一张 (无人睁眼)": "The Host shows the 4 [evil-god cards] (nobody is awake)",
    "请在4张[邪神牌]中选择1张,代表无意义。": "Choose 1 of the 4 [evil-god cards] to mean nothing.",
    "请在剩下3张[邪神牌]中选择1张,这张代表是或否?": "Choose 1 of the other 3: does it mean yes or no?",
    "那么剩下2张[邪神牌]代表相反的意思,请记住。": "The last 2 mean the opposite; remember them.",
    "顶层身份牌为【凶祟】的玩家请睁眼。": "Players whose top card is 【Fiend】, open your eyes.",
    "请选择[窥念]目标。": "Choose the target of [Mind Peek].",
    "此玩家开局时持有的【妖众】数量为……": "The number of 【Minion】 cards this player started with is…",
    "顶层身份牌为【魔罗】的玩家请睁眼。": "Players whose top card is 【Mara】, open your eyes.",
    "使用生链还是死链?": "Life chain or death chain?",
    "请选择两名玩家。": "Choose two players.",
    "顶层身份牌为【血俑】的玩家请睁眼。": "Players whose top card is 【Blood Figurine】, open your eyes.",
    "请选择[血祭]目标。": "Choose the target of [Blood Sacrifice].",
    "顶层身份牌为【影妖】的玩家请睁眼。": "Players whose top card is 【Shadow Demon】, open your eyes.",
    "请选择[背刺]目标。": "Choose the target of [Backstab].",
    "本轮[骨筹]号码为{a}{b},结果为{result}。": "This round's [Bone Tally] seats are {a} and {b}: {result}.",
    "[骨筹]剩余号码卡不够,技能停止": "[Bone Tally]: not enough seat cards left; the skill stops",
    "[量天]结果为{d}。": "[Sky Measure] result: {d}.",
    # 黑夜
    "黑夜降临,深渊苏醒,所有玩家请睁眼。": "Night falls and the abyss awakens: everybody, open your eyes.",
    "上个白昼阶段被[封印]的玩家: {seats}。": "Players [sealed] in the last Day: {seats}.",
    "上个白昼阶段无人被[封印]。": "Nobody was [sealed] in the last Day.",
    "{seat}玩家失去最后一层身份,进入[封印状态],[镇压]面向上,仅此黑夜阶段不可发言与投票。":
        "{seat} lost the last card and is [Sealed], [Suppressed] side up: no speaking or voting this Night.",
    "{seat}玩家可以暂时无视发言限制进行一次简短[抗辩]发言。":
        "{seat} may ignore the speaking limit for one short [Defense].",
    "第一轮发言: {direction},顺序 {order}": "First round of speeches: {direction}, order {order}",
    "第二轮发言: 顺序 {order}": "Second round of speeches: order {order}",
    "无玩家可以发言。": "Nobody may speak.",
    "自由讨论。": "Free discussion.",
    "{seat}: {text}": "{seat}: {text}",
    "{seat}玩家宣称自己为双【妖众】,发动[四方鉴仙图]效果{mark}。":
        "{seat} claims to be a double 【Minion】 and uses [Four-Quarter Revealing Map] effect {mark}.",
    "{seat}玩家宣称自己为双【妖众】,发动[四方鉴仙图]效果{mark},目标{target}。":
        "{seat} claims to be a double 【Minion】 and uses [Four-Quarter Revealing Map] effect {mark} on {target}.",
    "[鉴仙图]{mark}: {truth} (骰{die})": "[Revealing Map] {mark}: {truth} (die {die})",
    "【源尊】回答: {word}": "The Host answers: {word}",
    "[鉴仙图]③: 真,本轮开局双【妖众】每票+1 (骰{die})":
        "[Revealing Map] ③: true, every vote of a start double 【Minion】 counts +1 tonight (die {die})",
    "[鉴仙图]③: 假,无效果 (骰{die})": "[Revealing Map] ③: false, no effect (die {die})",
    "[鉴仙图]④: 真,标记 {seat} (骰{die})": "[Revealing Map] ④: true, {seat} is marked (die {die})",
    "[鉴仙图]④: 假,无效果 {seat} (骰{die})": "[Revealing Map] ④: false, no effect on {seat} (die {die})",
    "{seat}玩家在[诛仙投票]中被[封印],[鉴仙图]④失效":
        "{seat} was [sealed] in the [Slaying Vote]: [Revealing Map] ④ fails",
    "讨论结束,所有人请安静,开始[诛仙投票]。": "The discussion is over. Silence, please: the [Slaying Vote] begins.",
    "所有可投票的玩家,请想好你们要[诛仙]的号码,3、2、1投票。最终计票前请不要放下手。":
        "Everyone who can vote, think of the number you [slay]: 3, 2, 1, vote. Keep your hands up until the count.",
    "{seat}投票: {ballot}": "{seat} votes: {ballot}",
    "有人要发动[四方鉴仙图]效果③么。": "Does anybody use [Four-Quarter Revealing Map] effect ③?",
    "马上最终计票,想补充跟票的[缄默]玩家,请想好你要[诛仙]的号码,3、2、1投票。不要放下手。":
        "The count is next. [Silence] players who follow-vote, think of your number: 3, 2, 1, vote. Keep your "
        "hands up.",
    "计票: {tally}": "Count: {tally}",
    "所有玩家请放下手,{seats}玩家顶层身份牌被[封印]。": "Hands down, everybody. Top cards of {seats} are [sealed].",
    "所有玩家请放下手,无人被[封印]。": "Hands down, everybody. Nobody is [sealed].",
    "{seat}玩家进入[封印状态],[讼罪]面向上,进行简短的[抗辩]发言。":
        "{seat} is [Sealed], [Indicted] side up, and gives a short [Defense].",
    "所有处于[封印状态]的玩家,选择下个黑夜阶段的行动方式,请一起拧动你们的[封印状态]卡,3、2、1……":
        "All [Sealed] players, choose how you act next Night: turn your [Sealed] cards together, 3, 2, 1…",
    "{choices}": "{choices}",
    # sealing and the end
    "{seat}玩家的{card}被[封印] ({source})": "{seat}'s {card} is [sealed] ({source})",
    "{seat}玩家已无身份牌,[{source}]的[封印]无效": "{seat} has no card left: the [seal] of [{source}] does nothing",
    "注2: {seat}玩家此白昼已将被[封印]一层,[{source}]不再[封印]":
        "Note 2: {seat} already loses a layer this Day; [{source}] seals nothing more",
    "{seat}玩家将在此白昼被[封印]顶层 ({source}, 步骤{step})":
        "{seat}'s top card will be [sealed] this Day ({source}, step {step})",
    "游戏结束,[{side}]获胜。": "The game is over: [{side}] win.",
    "[{side}]最后的【关键身份】被[封印]": "the last 【key identity】 of [{side}] was [sealed]",
    "注4: 双方最后的【关键身份】同时被[封印]({when})":
        "Note 4: both sides' last 【key identities】 were [sealed] at once ({when})",
    "已进行{r}轮,达到本局设定的最多轮数": "{r} rounds played: the round limit of this game",
    "已进行{r}轮,游戏结束,无人获胜。": "{r} rounds played: the game is over and nobody wins.",
    # asks
    "决定上下顺序: [顶层, 底层]": "Choose the order of your cards: [top, bottom]",
    "请选择[验妖]目标 (效果①/②/③ 与号码,或放弃)": "Choose the [Demon Sight] effect ①/②/③ and target, or pass",
    "请选择[封妖]目标 (号码或放弃)": "Choose the [Demon Sealing] target, or pass",
    "发言 (可宣称双【妖众】发动[四方鉴仙图],或过)":
        "Your speech (you may claim double 【Minion】 and use the [Four-Quarter Revealing Map], or pass)",
    "发动[四方鉴仙图]效果③?": "Use [Four-Quarter Revealing Map] effect ③?",
    "请投{n}票 (号码或弃票)": "Cast {n} vote(s) (seat numbers or abstain)",
    "选择[戏言](可发言,无票)或[缄默](不可发言,1票)": "Choose [Jest] (may speak, no vote) or [Silence] (silent, 1 vote)",
})
