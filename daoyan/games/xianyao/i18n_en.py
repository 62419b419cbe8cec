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
    "自由讨论 ({n}秒): 可发言、宣称(夜行)技能,或结束":
        "Free discussion ({n} s): talk, claim a (night) skill, or end your part",
    "发动[四方鉴仙图]效果③?": "Use [Four-Quarter Revealing Map] effect ③?",
    "请投{n}票 (号码或弃票)": "Cast {n} vote(s) (seat numbers or abstain)",
    "选择[戏言](可发言,无票)或[缄默](不可发言,1票)": "Choose [Jest] (may speak, no vote) or [Silence] (silent, 1 vote)",
})

register({
    # 【凶祟】[窥念]
    "请选择[窥念]目标 (号码或放弃)": "Choose the [Mind Peek] target, or pass",
    "[窥念]: 放弃": "[Mind Peek]: pass",
    "[窥念]: {target}开局时持有的【妖众】数量为{n}": "[Mind Peek]: {target} started with {n} 【Minion】 card(s)",
    "首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家": "First Day: [Mind Peek] seals and marks nobody",
    "{seat}玩家的【凶祟】牌被[窥念]标记,在下个白昼闭眼阶段[封印]":
        "{seat}'s 【Fiend】 card is marked by [Mind Peek] and will be [sealed] in the next Day",
    "【凶祟】牌已被[封印],[窥念]标记无效": "The 【Fiend】 card is already [sealed]: the [Mind Peek] mark does nothing",
    # 【枯骨】[骨筹]
    "首轮[骨筹]计算【将领】牌还是【妖众】牌? (上指为【将领】下指为【妖众】)":
        "Does the first [Bone Tally] count 【General】 or 【Minion】 cards? (up for 【General】, down for 【Minion】)",
    "[骨筹]首轮计算: {kind}": "[Bone Tally] first round counts: {kind}",
    "[骨筹]首轮计算: {kind} (【源尊】秘密随机选择)":
        "[Bone Tally] first round counts: {kind} (the Host's secret random pick)",
    "开局【枯骨】在顶层,不展示[骸骨牌]": "【Dry Bones】 started on top: the [bone card] is not shown",
    "[骨筹]本轮计算{kind}: {n}张": "[Bone Tally] this round counts {kind}: {n}",
    # 【树精】[量天]
    "[量天]目标池: {seats}": "[Sky Measure] target pool: {seats}",
    "[量天]抽取{target}: 距离{d}": "[Sky Measure] drew {target}: distance {d}",
})

register({
    # 【影妖】[背刺]
    "请选择[背刺]目标 (号码或放弃)": "Choose the [Backstab] target, or pass",
    "[背刺]: 放弃": "[Backstab]: pass",
    "[背刺]: {seat}": "[Backstab]: {seat}",
    # 【血俑】[血祭]
    "请选择[血祭]目标 (号码或放弃;首次发动可[饥渴献祭])":
        "Choose the [Blood Sacrifice] target, or pass (at the first use: [Thirsty Sacrifice] possible)",
    "[血祭]: 放弃": "[Blood Sacrifice]: pass",
    "[饥渴献祭]: [封印]{seat}的顶层身份牌": "[Thirsty Sacrifice]: {seat}'s top card is [sealed]",
    "[血祭]: {seat}已是[祭品],[封印]其顶层身份牌;本局不能再对其发动[血祭]":
        "[Blood Sacrifice]: {seat} is already an [Offering]: his top card is [sealed]; no more [Blood Sacrifice] "
        "on him this game",
    "[血祭]: {seat}被永久标记为[祭品],其顶层身份牌仅在此个白昼闭眼阶段内不会被[封印]":
        "[Blood Sacrifice]: {seat} is marked for good as an [Offering]; his top card cannot be [sealed] this Day",
    "{seat}玩家成为[祭品]": "{seat} becomes an [Offering]",
    "[血祭]: {seat}玩家为此白昼的[祭品],顶层身份牌不会被[封印] ({source})":
        "[Blood Sacrifice]: {seat} is this Day's [Offering]; his top card is not [sealed] ({source})",
    "[血祭]: {seat}玩家为此白昼的[祭品],但强制[封印]无法阻止 ({source})":
        "[Blood Sacrifice]: {seat} is this Day's [Offering], but a forced [seal] cannot be stopped ({source})",
    # 【魔罗】[生死链]
    "使用[生链]还是[死链],并选择两名[自由状态]玩家 (或放弃)":
        "[Life Chain] or [Death Chain], and two [Free] players (or pass)",
    "[{effect}]: {seats}": "[{effect}]: {seats}",
    "[生死链]: 放弃": "[Life-Death Chain]: pass",
    "[{effect}]链接{seats}": "[{effect}] links {seats}",
    "[死链]: {a}玩家被[封印] ({source}),{b}玩家的顶层身份牌也会被[封印]":
        "[Death Chain]: {a} is [sealed] ({source}), so {b}'s top card is [sealed] too",
    "[生链]: {a}玩家被强制[封印],无法让{b}玩家代替 ({source})":
        "[Life Chain]: {a} is forcibly [sealed]; {b} cannot take his place ({source})",
    "[生链]: {b}玩家已被强制[封印],无法代替{a}玩家 ({source})":
        "[Life Chain]: {b} is already forcibly [sealed] and cannot take {a}'s place ({source})",
    "[生链]: {a}玩家的[封印]由{b}玩家代替 ({source})": "[Life Chain]: {b} is [sealed] in {a}'s place ({source})",
})

register({
    # 【星君】[星象] (generals/xingjun.py)
    "[星象图]{chart}代表{meaning}": "[Star chart] {chart} means {meaning}",
    "拿到【星君】的玩家请睁眼。请用手势告诉我,选择几号玩家作为[星象]起始目标玩家。":
        "The player who holds 【Star Lord】, open your eyes. Show me which player is the first [Star Sign] target.",
    "请选择[星象]起始目标玩家": "Choose the first [Star Sign] target",
    "请用手势选择一个方向作为[星象]切换目标的方向。": "Show me the direction in which the [Star Sign] moves on.",
    "请选择[星象]切换目标的方向 (大数/小数)": "Choose the direction the [Star Sign] moves in (higher/lower numbers)",
    "[星象]起始目标: {target},方向: {direction}": "[Star Sign] first target: {target}, direction: {direction}",
    "此[星象图]代表开局双【妖众】。": "This [star chart] means start double 【Minion】.",
    "代表{meaning}的[星象图]: {chart}": "The [star chart] meaning {meaning}: {chart}",
    "开局【星君】在底层,不展示任何[星象图]": "【Star Lord】 started at the bottom: no [star chart] is shown",
    "【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。":
        "【Star Lord】, raise your hand and show whether the 【Star Lord】 card is on top or at the bottom.",
    "【星君】: {seat},{layer}": "【Star Lord】: {seat}, {layer}",
    "本轮[星象]为{chart}星象。": "This round's [Star Sign] is the {chart} chart.",
    "[星象]目标: {seat},{meaning}": "[Star Sign] target: {seat}, {meaning}",
    # 【仙童】[天眼] (generals/xiantong.py)
    "【仙童】玩家请举手,请用手势示意【仙童】牌在顶层还是底层。":
        "【Immortal Child】, raise your hand and show whether the 【Immortal Child】 card is on top or at the bottom.",
    "【仙童】: {seat},{layer}": "【Immortal Child】: {seat}, {layer}",
    "两张【妖首】牌的分布为……": "The two 【Demon Lord】 cards lie…",
    "两张【妖首】牌的分布为{layout}": "The two 【Demon Lord】 cards lie {layout}",
    "[天眼]②: 不给出信息": "[Heavenly Eye] ②: no information is given",
    "[星空仙人]落败。[天眼]: [星空仙人]请讨论,然后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置。":
        "The [Starry Immortals] have lost. [Heavenly Eye]: [Starry Immortals], discuss; then the 【Immortal Child】 "
        "names every 【Demon Lord】 player and the exact place of each 【Demon Lord】 card.",
    "请指出两张【妖首】牌的具体位置 (几号玩家,顶层底层),或放弃":
        "Name the places of the two 【Demon Lord】 cards (player, top or bottom), or pass",
    "【仙童】放弃指认。": "The 【Immortal Child】 names nobody.",
    "【仙童】指出【妖首】牌: {a}、{b}。": "The 【Immortal Child】 names the 【Demon Lord】 cards: {a}, {b}.",
    "[天眼]指认正确,[星空仙人]反败为胜。": "[Heavenly Eye]: right. The [Starry Immortals] turn defeat into victory.",
    "[天眼]指认不正确。": "[Heavenly Eye]: wrong.",
    "[天眼]: 【仙童】指出所有【妖首】牌的位置,[星空仙人]反败为胜":
        "[Heavenly Eye]: the 【Immortal Child】 named the places of every 【Demon Lord】 card; the [Starry Immortals] "
        "turn defeat into victory",
    # 关键身份 (A-XY-1)
    "本局[星空仙人]的【关键身份】: {names}": "The [Starry Immortals]' 【key identities】 this game: {names}",
})

# the (夜行) generals 【鬼巫】[请邪], 【灾厄】[业火], 【纸人】[招魂], 【怪煞】[崩灭]
register({
    "{seat}玩家被[{skill}]标记,下个白昼闭眼阶段[封印]其顶层身份牌":
        "{seat} is marked by [{skill}]: his top card is [sealed] in the next Day's eyes-closed phase",
    "{seat}玩家的顶层身份牌{card}被[{skill}]标记,下个白昼闭眼阶段[封印]":
        "{seat}'s top card {card} is marked by [{skill}]: it is [sealed] in the next Day's eyes-closed phase",
    "{seat}玩家被[{skill}]标记的身份牌已被[封印],标记随牌离场,无效果":
        "The card of {seat} marked by [{skill}] is already [sealed]: the mark left with it, nothing happens",
    "{seat}玩家已无身份牌,[{skill}]标记无效果": "{seat} has no card left: the [{skill}] mark does nothing",
    "[止伐]: {seat}玩家的顶层【将领】牌被视为无技能,[{skill}]按照假身份处理":
        "[Truce]: {seat}'s top 【General】 card counts as having no skill: [{skill}] is handled as a fake claim",
    # 鬼巫
    "【源尊】展示4种[邪神牌],每种一张: {cards}": "The Host shows the 4 kinds of [evil-god cards], one each: {cards}",
    "[邪神牌]: {nothing}代表无意义,{one}代表{word},{two}代表{other}":
        "[Evil-god cards]: {nothing} means nothing, {one} means {word}, {two} mean {other}",
    "请在4张[邪神牌]中选择1张,代表无意义": "Choose 1 of the 4 [evil-god cards] to mean nothing",
    "请在剩下3张[邪神牌]中选择1张,并告知它代表是或否": "Choose 1 of the other 3 [evil-god cards] and say whether it "
                                                     "means yes or no",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]。":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation].",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: {target}玩家开局时持有【妖首】牌吗?":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation]: did {target} hold a "
        "【Demon Lord】 card at the start?",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: {target}玩家持有【仙子】牌吗?":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation]: does {target} hold the "
        "【Fairy】 card?",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: {target}玩家是[星空仙人]吗?":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation]: is {target} a "
        "[Starry Immortal]?",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: {target}玩家开局时为双【妖众】吗?":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation]: did {target} start as a "
        "double 【Minion】?",
    "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: {target}玩家当前顶层身份牌为【将领】牌吗?":
        "{seat} claims his top card is 【Ghost Shaman】 and uses [Evil Invocation]: is {target}'s top card now a "
        "【General】?",
    "{target}玩家开局时持有【妖首】牌吗?": "did {target} hold a 【Demon Lord】 card at the start?",
    "{target}玩家持有【仙子】牌吗?": "does {target} hold the 【Fairy】 card?",
    "{target}玩家是[星空仙人]吗?": "is {target} a [Starry Immortal]?",
    "{target}玩家开局时为双【妖众】吗?": "did {target} start as a double 【Minion】?",
    "{target}玩家当前顶层身份牌为【将领】牌吗?": "is {target}'s top card now a 【General】?",
    "[请邪]: {truth}, 答案为{answer}, 提供{cards}":
        "[Evil Invocation]: {truth}, the answer is {answer}, offered {cards}",
    "【源尊】公开展示[邪神牌]: {card}": "The Host shows the [evil-god card]: {card}",
    # 灾厄
    "{seat}玩家宣称自己顶层身份牌为【灾厄】,发动[业火],目标{a}、{b}的顶层身份牌。":
        "{seat} claims his top card is 【Calamity】 and uses [Karmic Fire] on the top cards of {a} and {b}.",
    "[业火]: {seat}玩家的顶层身份牌为【妖众】,无法点燃":
        "[Karmic Fire]: {seat}'s top card is 【Minion】 and cannot be lit",
    "[业火]点燃{seat}玩家的顶层身份牌{card}": "[Karmic Fire] lights {seat}'s top card {card}",
    "[业火]: {truth} (骰{die})": "[Karmic Fire]: {truth} (die {die})",
    "有身份牌被[业火]点燃。": "A card was lit by [Karmic Fire].",
    "无身份牌被[业火]点燃。": "No card was lit by [Karmic Fire].",
    # 纸人
    "【纸人】[精魄]: {n}": "【Paper Puppet】 [spirit essence]: {n}",
    "{seat}玩家宣称自己顶层身份牌为【纸人】,发动[招魂]: 【{card}】是否已被[封印]?":
        "{seat} claims his top card is 【Paper Puppet】 and uses [Soul Summoning]: is 【{card}】 [sealed]?",
    "[招魂]: {truth} (骰{die})": "[Soul Summoning]: {truth} (die {die})",
    "[信息卡]: {card}": "[Info card]: {card}",
    # 怪煞
    "{seat}玩家宣称自己顶层身份牌为【怪煞】,指定{target}为目标发动[崩灭]。":
        "{seat} claims his top card is 【Bane】 and uses [Collapse] on {target}.",
    "[崩灭]: {truth} (骰{die})": "[Collapse]: {truth} (die {die})",
    "[崩灭]: {truth}, 情形{case} (骰{die})": "[Collapse]: {truth}, case {case} (die {die})",
})

# 【佛陀】 【神女】 【圣贤】 (generals/fotuo.py, shennv.py, shengxian.py)
register({
    "【佛陀】玩家请举手,请用手势示意【佛陀】牌在顶层还是底层。":
        "【Buddha】, raise your hand and show whether the 【Buddha】 card is on top or at the bottom.",
    "请用手势选择[止伐]目标。": "Choose the target of [Ceasefire] by gesture.",
    "【佛陀】请用手势选择[止伐]目标。": "【Buddha】, choose the target of [Ceasefire] by gesture.",
    "请用手势选择[止伐]目标 (号码或放弃)": "Choose the target of [Ceasefire] (a number or pass)",
    "【佛陀】: {seat},【佛陀】牌在{layer}": "【Buddha】: {seat}, the 【Buddha】 card is at the {layer}",
    "[止伐]: 放弃": "[Ceasefire]: pass",
    "[止伐]: {seat}": "[Ceasefire]: {seat}",
    "[止伐]目标{seat}: 下一轮生效": "[Ceasefire] target {seat}: in effect next round",
    "上一轮无[止伐]目标。": "Last round had no [Ceasefire] target.",
    "上一轮的[止伐]目标为{seat}玩家。": "Last round's [Ceasefire] target is {seat}.",
    "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。":
        "[Ceasefire]: the Host signals you to close your eyes again; you cannot use any skill.",
    "[止伐]: {seat}玩家被提示重新闭眼,不可发动[{skill}]":
        "[Ceasefire]: {seat} is sent back to sleep and cannot use [{skill}]",
    "【神女】玩家请举手。": "【Goddess】, raise your hand.",
    "这个号码玩家的顶层身份牌会被识别为[星空]。": "The top card of the player with this number reads as [Starry].",
    "【神女】: {seat}": "【Goddess】: {seat}",
    "[神域]: 顶层身份牌会被识别为[星空]的玩家: {seats}":
        "[Divine Domain]: the player whose top card reads as [Starry]: {seats}",
    "[神域]: {seats}的顶层身份牌; 被视为[星空]: {lucky}":
        "[Divine Domain]: the top cards of {seats}; reading as [Starry]: {lucky}",
    "[神域]: {seat}玩家的顶层身份牌无法在白昼闭眼阶段被[封印] ({source})":
        "[Divine Domain]: {seat}'s top card cannot be [sealed] in a Day's eyes-closed phase ({source})",
    "【神女】☯: [星空仙人]落败,游戏不会宣布结束,额外持续一个白昼与黑夜 (至第{r}轮黑夜结束)":
        "【Goddess】 ☯: the [Starry Immortals] lost; the game is not declared over and goes on for one more Day "
        "and Night (until the end of Night {r})",
    "【神女】☯: 额外的白昼与黑夜期间,[深渊妖魔]最后的【关键身份】被[封印]":
        "【Goddess】 ☯: during the extra Day and Night the last 【key identity】 of the [Abyss Demons] was [sealed]",
    "【神女】☯: 额外的白昼与黑夜结束,[星空仙人]落败":
        "【Goddess】 ☯: the extra Day and Night are over; the [Starry Immortals] lose",
    "【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。":
        "【Sage】, raise your hand and show whether the 【Sage】 card is on top or at the bottom.",
    "【圣贤】: {seat},【圣贤】牌在{layer}": "【Sage】: {seat}, the 【Sage】 card is at the {layer}",
    "[凡圣]: 【圣贤】牌不会被效果④强制[封印] ({seat})":
        "[Mortal Sage]: the 【Sage】 card is never forcibly [sealed] by effect ④ ({seat})",
    "【圣贤】☯: 【仙子】可以多执行一次[封妖] (整局游戏限一次)":
        "【Sage】 ☯: the 【Fairy】 may use [Demon Sealing] one extra time (once a game)",
    "【圣贤】☯: 多执行一次[封妖] (号码或放弃)": "【Sage】 ☯: one extra [Demon Sealing] (a number or pass)",
    "{seat}玩家的顶层身份牌不会被[{source}][封印]": "{seat}'s top card cannot be [sealed] by [{source}]",
    # a mid-game start (position.py)
    "局面: 你已被[封印]的身份牌: {cards}": "Position: your [sealed] cards: {cards}",
    "局面: 第{r}轮{phase}开始; 被[封印]的层数: {sealed}; [封印状态]: {states}; 黎明: {dawn}; 已发动[鉴仙图]: {used}":
        "Position: the game starts at round {r}, {phase}; [sealed] layers: {sealed}; [Sealed]: {states}; dawn: "
        "{dawn}; [Revealing Map] used: {used}",
    "{seat}{k}层": "{seat}: {k}",
    "局面: {what}": "Position: {what}",
    "[邪神牌]: {pairs}": "[Evil-god cards]: {pairs}",
    "{card}代表{meaning}": "{card} means {meaning}",
    "[祭品]: {seats}": "[Offering]: {seats}",
    "你的【凶祟】牌被[窥念]标记,在下个白昼闭眼阶段[封印]":
        "Your 【Fiend】 card is marked by [Mind Peek] and is [sealed] in the next Day's eyes-closed phase",
})
