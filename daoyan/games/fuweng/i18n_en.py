"""English for every line, prompt and word of 三國殺×大富翁 (the Chinese template is the key; daoyan.i18n).

The words of the book — identities, cards, tiles, NPCs, commands, suits, phases, the 《機會》 events, the names of
the random draws — are glossary entries (`Term`); the sentences are the catalogue (`register`). Card and identity
names come from `cards.py` and `identities.py`, the option words from `terminal.EN_WORDS`.
"""

from __future__ import annotations

from ...i18n import define, register
from .cards import CARD_KINDS
from .identities import IDENTITIES, PLAYER_COUNT_RULE
from .terminal import EN_WORDS, SIDES_EN

#: The book's nouns. Where an option word of `EN_WORDS` is also a noun (結束, 判定, 傳送), the noun wins here; the
#: option labels keep the verb (`terminal.word`).
WORDS: dict[str, str] = {
    # phases (「準備→判定→指令→行動→出牌→棄牌→結束」) and the turn start
    "準備": "Preparation", "判定": "Judgement", "指令": "Command", "行動": "Action", "出牌": "Play",
    "棄牌": "Discard", "結束": "End", "回合開始": "Turn start",
    # the 19 tiles (board.Kind) and the parts of the buildings' names
    "野外": "Wilds", "大招": "Trick", "裝備": "Equipment", "傳送": "Portal", "狗舍": "Kennel", "姓氏": "Surname",
    "機會": "Chance", "摸牌": "Draw", "股市": "Stock Market", "銀行": "Bank", "貓舍": "Cattery",
    "兌換": "Exchange", "救助": "Rescue", "轉盤": "Wheel", "法院": "Court", "監獄": "Prison", "領養": "Adoption",
    "醫院": "Hospital", "中": "centre", "右上": "top right", "左下": "bottom left",
    # the ten NPCs (their initials mark them on the terminal's map: W P L J M B H T C F)
    "財神": "Wealth God", "窮神": "Poverty God", "福神": "Luck God", "衰神": "Jinx God", "商人": "Merchant",
    "乞丐": "Beggar", "流氓": "Hooligan", "小偷": "Thief", "交警": "Cop", "惡犬": "Fierce Dog",
    # the commands (惡犬 is an NPC and a command)
    "地雷": "Mine", "飛彈": "Missile", "控骰": "Dice Control", "路障": "Roadblock", "停留": "Stay", "轉向": "Turn",
    "炸彈": "Bomb",
    # suits, jokers, categories
    "黑桃": "Spades", "紅桃": "Hearts", "梅花": "Clubs", "方塊": "Diamonds", "大王": "Big Joker", "小王": "Small Joker",
    "動物牌": "animal card", "大招牌": "trick card", "延時大招牌": "delayed trick card", "裝備牌": "equipment card",
    "非動物牌": "non-animal card", "武器牌": "weapon", "防具牌": "armour", "進攻坐騎": "offensive mount",
    "防御坐騎": "defensive mount", "寶物牌": "treasure",
    # the surnames (百家姓前8個)
    "趙": "Zhao", "錢": "Qian", "孫": "Sun", "李": "Li", "周": "Zhou", "吳": "Wu", "鄭": "Zheng", "王": "Wang",
    "劉": "Liu", "關": "Guan", "張": "Zhang",  # the 貓舍 surnames
    # words of the log lines and the asks
    "無": "none", "無人": "nobody", "一旁": "the side of the board", "入獄": "in prison", "入院": "in hospital",
    "解除": "is lifted", "摸": "draw", "檢索": "search", "免費購股": "free share", "可購股份": "shares for sale",
    "可免費購股份": "free shares left", "檢索狗": "search for a 【Dog】", "回復體力": "recover 1 HP",
    "棄置一張手牌": "discard a random hand card", "發動": "use", "炫富": "flaunting wealth", "閹割": "castration",
    "距離": "distance", "次數": "use", "目標": "target",
    "辱國": "insulting the nation", "勝訴": "The suit is won", "敗訴": "The suit is lost", "(已陣亡)": " (dead)",
    # the 《機會》 events' names (人氣投票前20名)
    "家犬": "Jiaquan", "彩都麒麟": "Caidu Qilin", "博麗靈夢": "Reimu Hakurei", "鈴仙(客)": "Reisen (guest)",
    "十六夜咲夜": "Sakuya Izayoi", "夜羽": "Yeyu", "蕾米莉亞": "Remilia Scarlet", "藤原妹紅": "Fujiwara no Mokou",
    "古明地覺": "Satori Komeiji", "西行寺幽幽子": "Yuyuko Saigyouji", "愛麗絲": "Alice Margatroid",
    "射命丸文": "Aya Shameimaru", "鈴仙(主)": "Reisen (host)", "東風谷早苗": "Sanae Kochiya", "琪露諾": "Cirno",
    "八云紫": "Yukari Yakumo", "露米婭": "Rumia", "比那名居天子": "Tenshi Hinanawi", "帕秋莉": "Patchouli Knowledge",
    "洩矢諏訪子": "Suwako Moriya",
    # the names of the random draws (Game._log_chance); 機會, 轉盤, 指令, NPCs and cards are above
    "洗牌": "shuffle", "身份": "identities", "姓氏格": "surname cells", "NPC起始位置": "NPC start cells",
    "NPC移動": "NPC move", "行動投擲": "action throw", "岔路": "fork", "判定牌堆": "judgement deck",
    "飛彈銀行": "Missile: bank card", "交警動物牌": "Cop: animal card", "交警大招牌": "Cop: trick card",
    "交警裝備牌": "Cop: equipment card",
}

define({
    **EN_WORDS,
    **{i.name: i.en for i in IDENTITIES},
    **{k.name: k.en for k in CARD_KINDS},
    "蒼鷺、貓娘": SIDES_EN["蒼鷺、貓娘"],
    **WORDS,
})

#: The 20 《機會》 events' texts (chance_events.EVENTS), as the log quotes them.
EVENTS_EN: dict[str, str] = {
    "若(存活/已陣亡)，(入院/入獄)X輪。": "If alive, go to hospital for X rounds; if dead, go to prison for X rounds.",
    "體力上限+X、陣亡并入院。": "Max HP +X; die and go to hospital.",
    "若Y不小于X，隨機棄置X張牌；若Y小于X，棄置所有牌，增加X-Y點負債。":
        "If Y is at least X, discard X random cards; if Y is less than X, discard every card and take X-Y debt.",
    "不能使用或打出牌，持續直到因棄置失去至少X張牌后。":
        "You cannot use or play cards until you have lost at least X cards by discarding.",
    "接下來的X次行動無效果。": "Your next X moves have no effect.",
    "視為使用X張【無我之愛】。": "Count as using 【Selfless Love】 X times.",
    "摸X張牌。": "Draw X cards.",
    "獲得【炸彈】指令；若(存活/已陣亡)，(入院/入獄)2輪。":
        "Get the 【Bomb】 command; if alive, go to hospital for 2 rounds; if dead, go to prison for 2 rounds.",
    "視為使用一張除【無我之愛】外的普通大招牌。": "Count as using a plain trick card other than 【Selfless Love】.",
    "直到你的下回合開始，視為已陣亡。": "Until your next turn begins, you count as dead.",
    "依次將手牌中的動物、大招、裝備牌數量調整為1。":
        "In turn, bring the animal, trick and equipment cards in your hand to one of each.",
    "獲得領養區所有牌。": "Take every card of the adoption area.",
    "檢索動物、大招、裝備牌各一張。": "Search for an animal card, a trick card and an equipment card.",
    "本回合出牌階段：你手牌中的非動物牌視為【狗】；你使用【狗】次數上限+1、無距離限制。":
        "This turn's Play phase: the non-animal cards in your hand count as 【Dog】; you may use one more 【Dog】, "
        "at any distance.",
    "獲得【停留】指令。": "Get the 【Stay】 command.",
    "獲得隨機指令；跳過本回合出牌階段。": "Get a random command; skip this turn's Play phase.",
    "若(存活/已陣亡)且當前階段為你的行動階段，本階段投擲數+(1/3)。":
        "If this is your Action phase, its throws +1 if you are alive, +3 if you are dead.",
    "本回合：跳過出牌階段；結束階段，摸三張牌。": "This turn: skip the Play phase; draw three cards in the End phase.",
    "下回合：行動階段，投擲數-1；出牌階段，使用的第一張牌效果額外執行一次。":
        "Next turn: one throw fewer in the Action phase; the first card used in the Play phase takes effect once "
        "more.",
    "回復1點體力。": "Recover 1 HP.",
}
register(EVENTS_EN)

register({
    # 選將 (selection.py) and the character card
    "{title}({label})": "{title} ({label})",
    "選將: 你拿到{cards}": "Character selection: you are given {cards}",
    "選將: 挑選一張人妖牌扮演": "Character selection: pick the character you will play",
    "{seat}選擇{who}並亮出。": "{seat} picks {who} and shows it.",
    "{seat}的人妖牌: {who}，體力上限{n}。": "{seat}'s character: {who}, max HP {n}.",
    "蒼鷺陣亡: {seat}亮出身份牌: {identity}。": "The Heron is dead: {seat} reveals their identity: {identity}.",
    # the skills (skills/_base.py; a character's lines are quoted as printed)
    "{seat}發動【{skill}】: 「{line}」": "{seat} uses 【{skill}】: “{line}”",
    "{seat}({who})陣亡台詞: 「{line}」": "{seat} ({who}) dies: “{line}”",
    "【{skill}】: {what}": "【{skill}】: {what}",
    "失去所有手牌: 回復體力至體力上限 ({hp}/{max})?": "You lost your last hand card: heal to your max HP ({hp}/{max})?",
    "進入瀕死狀態: 補充手牌至體力上限 (摸{n}張)?": "You are dying: draw up to your max HP in hand ({n} cards)?",
    "{target}減{n}點體力上限 (體力{hp}/{max})。": "{target} loses {n} max HP (HP {hp}/{max}).",
    "{seat}加{n}點體力上限 (體力{hp}/{max})。": "{seat} gains {n} max HP (HP {hp}/{max}).",
    "{what}: 所有角色失去{n}點體力 ({hps})。": "{what}: every character loses {n} HP ({hps}).",
    "{seat}體力{hp}": "{seat} HP {hp}",
    "展示{n}號的一張手牌 (調訪)?": "Show one of #{n}'s hand cards (Inquiry)?",
    "調訪: 展示{target}的{card}，與造成傷害的牌花色{how}。":
        "Inquiry: {target}'s {card} is shown; its suit is {how} the damaging card's.",
    "調訪: {seat}獲得{card}。": "Inquiry: {seat} takes {card}.",
    "【映襯】: {n}號受到傷害，棄置一張手牌令其判定?":
        "【Foil】: #{n} takes damage; discard a hand card to make them judge?",
    "映襯: 判定牌與棄置牌花色{how}。": "Foil: the judgement's suit is {how} the discarded card's.",
    "【冥婚】: 受到{n}點傷害時，令視野范圍內一名其它角色選擇一項?":
        "【Ghost Marriage】: taking {n} damage, make another character in your vision choose?",
    "【冥婚】({seat}): 選擇一項": "【Ghost Marriage】 ({seat}): choose one",
    "冥婚: {target}選擇「{what}」。": "Ghost Marriage: {target} chooses “{what}”.",
    "冥婚: {seat}隨機獲得{target}的兩張牌，防止此傷害。":
        "Ghost Marriage: {seat} takes two random cards of {target}'s; the damage is prevented.",
    "冥婚: {seat}獲得{cards}": "Ghost Marriage: {seat} takes {cards}",
    "{n}號受到致命傷害 ({d}點): 將之轉移給你?": "#{n} takes fatal damage ({d}): take it on yourself?",
    "義替: {seat}已陣亡，此傷害被轉移而取消；本輪【義替】失效。":
        "Stand-in: {seat} is dead; the damage moved to them is cancelled; 【Stand-in】 is off for this round.",
    "義替: {seat}與{target}交換體力值 ({a}/{b})。": "Stand-in: {seat} and {target} swap HP ({a}/{b}).",
    "{n}號陣亡: 摸三張牌?": "#{n} died: draw three cards?",
    "{skill}: {seat}將{card}當【{as_what}】使用。": "{skill}: {seat} uses {card} as a 【{as_what}】.",
    "{skill}: {seat}將{card}當【{as_what}】打出。": "{skill}: {seat} plays {card} as a 【{as_what}】.",
    "{skill}: {seat}將{card}當【{as_what}】打出 ({why})。": "{skill}: {seat} plays {card} as a 【{as_what}】 ({why}).",
    "止峰: {seat}獲得1枚“{mark}”標記。": "Summit: {seat} gains a “{mark}” mark.",
    "移除場上每種止峰標記各1枚，令本階段投擲數+1?":
        "remove one Summit mark of each kind from the field for one more throw?",
    "止峰: 移除{seat}的1枚“{mark}”標記。": "Summit: one “{mark}” mark of {seat} is removed.",
    "止峰: {seat}本階段投擲數+1。": "Summit: {seat} throws once more this phase.",
    "移除{seat}所有止峰標記，令其摸六張牌?": "remove all of {seat}'s Summit marks and let it draw six cards?",
    "止峰: 移除{seat}所有止峰標記。": "Summit: all of {seat}'s Summit marks are removed.",
    "{seat}的數論: 執行兩項。": "{seat}'s Number Theory: both options.",
    "數論: {seat}獲得{n}枚“錢” (共{money}枚)。": "Number Theory: {seat} gains {n} Coins ({money} in all).",
    "數論: 將《{npc}》移動至一名其它角色的NPC區": "Number Theory: move 《{npc}》 to another character's NPC area",
    "【不動】: 每輪開始時，使用一張牌?": "【Unmoved】: the round begins; use a card?",
    "【不動】: 一次傷害造成后，使用一張牌?": "【Unmoved】: a damage was dealt; use a card?",
    "【借計】: 受到{n}點傷害后，將黑色非大招牌當普通大招牌使用?":
        "【Borrowed Plan】: you took {n} damage; use a black non-trick card as an ordinary trick?",
    "【借計】: 選擇當【{trick}】使用的黑色非大招牌":
        "【Borrowed Plan】: choose the black non-trick card to use as 【{trick}】",
    "秘器: 剩余可發動次數{n}。": "Secret Device: {n} use(s) left.",
    "{seat}發動【秘器】，視為使用【無我之愛】，指定所有角色為目標 (剩余{n}次)。":
        "{seat} uses 【Secret Device】: counts as using 【Selfless Love】 on every character ({n} left).",
    "{seat}發動【試肝】，選擇{a}與{b}。": "{seat} uses 【Liver Test】 on {a} and {b}.",
    "【試肝】({seat}): 視為對{b}使用【狗】，或失去2點體力":
        "【Liver Test】 ({seat}): use a 【Dog】 on {b}, or lose 2 HP",
    "試肝: {a}選擇「{what}」。": "Liver Test: {a} chooses “{what}”.",
    "{a}視為對{b}使用【狗】。": "{a} counts as using a 【Dog】 on {b}.",
    "{seat}發動【逐星】，令{target}選擇一項。": "{seat} uses 【Star Chasing】: {target} chooses one.",
    "【逐星】({seat}): 選擇一項": "【Star Chasing】 ({seat}): choose one",
    "逐星: {target}選擇「{what}」。": "Star Chasing: {target} chooses “{what}”.",
    "逐星: 棄置一張牌 (還需{n}張)": "Star Chasing: discard a card ({n} to go)",
    "受到致命傷害 ({n}點): 防止之并入院1輪?": "Fatal damage ({n}): prevent it and go to hospital for 1 round?",
    "詐死: {seat}防止此傷害。": "Play Dead: {seat} prevents the damage.",
    "詐死: 入院{x}輪改為1輪。": "Play Dead: {x} rounds in hospital become 1.",
    "{seat}發動【疑室】，展示{target}的{card}。": "{seat} uses 【Doubt Room】: {target}'s {card} is shown.",
    "疑室: {seat}獲得{card}。": "Doubt Room: {seat} takes {card}.",
    "{seat}發動【霍星】，選擇{target}。": "{seat} uses 【Comet】 on {target}.",
    "霍星: 棄置一張牌 (還需{n}張)": "Comet: discard a card ({n} to go)",
    "霍星: {target}已陣亡，{seat}失去【霍星】。": "Comet: {target} is dead; {seat} loses 【Comet】.",
    "霍星: {target}存活，本階段【霍星】無效。": "Comet: {target} lives; 【Comet】 is off for this phase.",
    "出牌階段開始: 選擇所有其它角色展示手牌?": "Your play phase begins: make every other character show a hand card?",
    "{seat}發動【競選】，選擇所有其它角色 ({who})。": "{seat} uses 【Campaign】 on every other character ({who}).",
    "競選: 展示一張手牌": "Campaign: show a hand card",
    "競選: 展示 {cards}。": "Campaign: shown {cards}.",
    "{seat}{card}": "{seat} {card}",
    "競選: 所有被選擇的角色都展示了{colour}的牌。": "Campaign: every chosen character showed a {colour} card.",
    "競選: 聲明一種顏色?": "Campaign: name a colour?",
    "競選: 沒有角色展示了{colour}的牌。": "Campaign: nobody showed a {colour} card.",
    "競選: 令{who}各摸一張牌或各棄置一張手牌": "Campaign: {who} each draw a card, or each discard a hand card",
    "競選: {seat}聲明{colour}，令{who}{what}。": "Campaign: {seat} names {colour}: {who} {what}.",
    "競選: 棄置一張手牌": "Campaign: discard a hand card",
    "跳過本回合棄牌階段，然后摸{x}張牌?": "Skip this turn's discard phase, then draw {x} cards?",
    "跳過本回合棄牌階段，然后獲得兩條隨機指令?": "Skip this turn's discard phase, then gain two random commands?",
    "待時: {seat}跳過本回合棄牌階段。": "Bide: {seat} skips this turn's discard phase.",
    "{seat}跳過棄牌階段。": "{seat} skips the discard phase.",
    "待時: {seat}隨機失去{n}條指令 (共{m}個)。": "Bide: {seat} loses {n} random command(s) ({m} left).",
    "待時: 你失去{c}。": "Bide: you lose {c}.",
    "【反芻】: 本行動階段改為進行一次傳送?": "[Rumination]: teleport once instead of this action phase?",
    "反芻: {seat}本行動階段改為進行一次傳送。": "Rumination: {seat} teleports once instead of this action phase.",
    "【閃現】: 投擲{n}，傳送至一名其它角色處并轉向至與其相反?":
        "[Blink]: thrown {n}; teleport to another character's cell, facing away from its heading?",
    "閃現: {seat}傳送至{target}處 {cell}，轉向{d}。": "Blink: {seat} teleports to {target} at {cell}, facing {d}.",
    "【閃現】: 棄置{target}的X張牌 (其可對你造成X點傷害)":
        "[Blink]: discard X cards of {target} (it may deal you X damage)",
    "閃現: {seat}棄置{target}的{x}張牌。": "Blink: {seat} discards {x} card(s) of {target}.",
    "【閃現】: 棄置{target}的一張牌": "[Blink]: discard a card of {target}",
    "閃現: {target}令當前階段結束。": "Blink: {target} ends the current phase.",
    "【閃現】: 對{seat}造成{x}點傷害?": "[Blink]: deal {x} damage to {seat}?",
    "{seat}獲得“人偶”。": "{seat} gains the Puppet.",
    "【遣使】: 令一名角色獲得“人偶”，或移除場上所有“人偶”?":
        "[Envoy]: give a character the Puppet, or remove every Puppet?",
    "遣使: 移除場上所有“人偶”。": "Envoy: every Puppet is removed.",
    "{seat}回合結束，失去“人偶”。": "{seat}'s turn ends; it loses the Puppet.",
    "【遣使】: 令視野范圍內一名角色獲得“人偶”，或令下家獲得":
        "[Envoy]: give the Puppet to a character in your vision, or to the next seat",
    "【遣使】: 選擇一個與你姓氏不同的姓氏，將牌堆頂一張牌置于其人妖牌上?":
        "[Envoy]: choose a surname other than yours to put the deck's top card on that character's card?",
    "遣使: 牌堆沒有牌。": "Envoy: the deck has no card.",
    "遣使: {seat}選擇{surname}，牌堆頂的{card}置于{target}的人妖牌上。":
        "Envoy: {seat} chooses {surname}; the deck's top card {card} goes onto {target}'s character card.",
    "【遣使】: 人妖牌上的{card}: 將一張{category}置于牌堆頂并獲得之，或失去1點體力并移去之":
        "[Envoy]: {card} on your character card: put a card of the {category} kind on top of the deck and take it, "
        "or lose 1 HP and remove it",
    "遣使: {seat}失去1點體力并移去{card}。": "Envoy: {seat} loses 1 HP and removes {card}.",
    "遣使: {seat}將一張{category}置于牌堆頂，獲得人妖牌上的{card}。":
        "Envoy: {seat} puts a card of the {category} kind on top of the deck and takes {card} from its character card.",
    "你置于牌堆頂: {card}": "You put on top of the deck: {card}",
    "劇本局面: 領養區: {cards}。": "Scenario position: the adoption area holds {cards}.",
    "劇本局面: 棄牌堆: {cards}。": "Scenario position: the discard pile holds {cards}.",
    "{seat}的額外回合。": "{seat}'s extra turn.",
    "{seat}獲得一個額外回合。": "{seat} gains an extra turn.",
    "劇本局面: {seat}的NPC區: 《{npc}》{face}朝上。": "Scenario position: {npc} lies {face} in {seat}'s NPC area.",
    "{seat}的限定技【{skill}】已發動。": "{seat}'s limited skill [{skill}] is used.",
    "{seat}的限定技【{skill}】重置。": "{seat}'s limited skill [{skill}] is reset.",
    "{seat}的轉換技【{skill}】轉為{side}。": "{seat}'s switching skill [{skill}] turns to {side}.",
    "{n}號判定前: 觀看剩余判定牌堆并選擇此次判定結果?":
        "Before #{n}'s judgement: look at the judgement deck and choose this judgement's card?",
    "你觀看剩余判定牌堆 (自頂): {cards}": "You look at the judgement deck (from the top): {cards}",
    "【囂攘】: 選擇一張背面朝上的判定牌作為此次判定結果": "[Clamour]: choose a face-down judgement card as this result",
    "囂攘: {seat}選擇了此次判定的牌。": "Clamour: {seat} chose this judgement's card.",
    "囂攘: {seat}本階段投擲數+2。": "Clamour: {seat} throws twice more this phase.",
    "引燃: {seat}失去1點體力并對{target}造成1點傷害。": "Ignite: {seat} loses 1 HP and deals 1 damage to {target}.",
    "{n}號受到傷害: 失去1點體力并令此傷害+1?": "#{n} is about to take damage: lose 1 HP and add 1 to it?",
    "引燃: {seat}失去1點體力，令此傷害+1。": "Ignite: {seat} loses 1 HP; the damage is 1 more.",
    "{n}號的棄牌階段: 棄置{x}張手牌，令其跳過此階段并對其造成{x}點傷害?":
        "#{n}'s discard phase: discard {x} hand card(s) to make it skip this phase and deal it {x} damage?",
    "【深寰】: 選擇一張手牌棄置 (還需{k}張)": "[Deep Space]: choose a hand card to discard ({k} to go)",
    "深寰: {seat}令{target}跳過棄牌階段，對其造成{x}點傷害。":
        "Deep Space: {seat} makes {target} skip the discard phase and deals it {x} damage.",
    "{n}號的行動階段結束: 令其隨機棄置一張手牌并獲得兩條隨機指令?":
        "#{n}'s action phase is over: make it discard a random hand card and gain two random commands?",
    "善詔: {seat}令{target}隨機棄置一張手牌并獲得兩條隨機指令。":
        "Good Edict: {seat} makes {target} discard a random hand card and gain two random commands.",
    "【{skill}】: 棄置{target}的一張牌": "[{skill}]: discard a card of {target}",
    "【鎮林】: 棄置一名此階段進出你視野范圍的其它角色的一張牌?":
        "[Forest Warden]: discard a card of another character that came into or left your vision this phase?",
    "鎮林: {seat}棄置{target}的一張牌。": "Forest Warden: {seat} discards a card of {target}.",
    "{n}號造成傷害 (在你視野范圍外): 棄置其一張牌?": "#{n} dealt damage (out of your vision): discard a card of it?",
    "造幕: {seat}棄置{target}的一張牌。": "Staging: {seat} discards a card of {target}.",
    "捕獲: {seat}加{n}點體力上限 (體力{hp}/{max})。": "Capture: {seat} gains {n} max HP (HP {hp}/{max}).",
    "捕獲: {killer}殺死{seat}: 摸{n}張牌并獲得{n}枚“喪鐘”。":
        "Capture: {killer} killed {seat}: draws {n} and gets {n} Death Knell mark(s).",
    "捕獲場景: {seat}棄1枚“喪鐘” (剩余{n}枚)，對{target}造成1點傷害。":
        "Capture scene: {seat} spends a Death Knell ({n} left) to deal {target} 1 damage.",
    "試亂場景: {seat}視野范圍內有非狂隱角色 ({who})，本階段未對其使用過牌。":
        "Test Chaos scene: non-Reclusive characters are in {seat}'s vision ({who}) and no card was used on them.",
    "{why}: {who}獲勝": "{why}: the {who} side wins",
    "{n}號一次性失去{x}張牌: 摸一張牌?": "#{n} lost {x} cards at once: draw a card?",
    "{n}號受到{x}點傷害: 摸{x}張牌?": "#{n} took {x} damage: draw {x} cards?",
    "對{n}號的傷害+1 (假射)?": "+1 to the damage to #{n} (Feint Shot)?",
    "假射: 此傷害+1 ({n}點)。": "Feint Shot: +1 to this damage ({n}).",
    "假射: {seat}體力為負數，將于其下回合開始時復活。":
        "Feint Shot: {seat}'s HP is negative; they revive at the start of their next turn.",
    "假射: {seat}復活 (體力{hp}/{max})。": "Feint Shot: {seat} revives (HP {hp}/{max}).",
    "假射: {seat}處于入院狀態，復活 (回復體力至上限) 被防止。":
        "Feint Shot: {seat} is in hospital: the revival (HP to its max) is prevented.",
    "{n}號第一次進入瀕死狀態: 令其回復體力至上限?": "#{n} is dying for the first time: heal them to their max HP?",
    "【無我】: 選擇一項 (體力{hp}/{max})": "【Selfless】: choose one (HP {hp}/{max})",
    "{seat}視為使用【無我之愛】。": "{seat} counts as using 【Selfless Love】.",
    # 充能 (skills/_base.py), 臥底 (wodi.py), 領主 (lingzhu.py)
    "{seat}的【{skill}】充能{n}點 (共{total}點)。": "{seat}'s 【{skill}】 charges {n} ({total} in all).",
    "{seat}消耗【{skill}】的{n}點充能 (剩余{left}點)。": "{seat} spends {n} charge of 【{skill}】 ({left} left).",
    "【潛伏】: 秘密選擇一名其它角色 (本輪結束時充能)":
        "【Lurk】: secretly choose another character (the skill charges at the round's end)",
    "{seat}秘密選擇了一名其它角色。": "{seat} has secretly chosen another character.",
    "潛伏: 你秘密選擇了{target}。": "Lurk: you secretly chose {target}.",
    "潛伏: {target}本輪行動{moved}格，用牌{used}張，棄置{discarded}張，傷害{dealt}+{taken}點: X={x}。":
        "Lurk: this round {target} moved {moved} cell(s), used or played {used} card(s), discarded {discarded}, "
        "dealt {dealt} and took {taken} damage: X={x}.",
    "【潛伏】: 消耗10X點充能，令本階段投擲數+X (充能{n}點; 0: 不發動)":
        "【Lurk】: spend 10X charge for X more throws this phase ({n} charge; 0: don't)",
    "潛伏: {seat}本階段投擲數+{x}。": "Lurk: {seat} has {x} more throw(s) this phase.",
    "劇本局面: 當前的社會為【{society}】。": "The scenario's position: the society now is 【{society}】.",
    "【改朝】: 選擇本輪的社會 (不能與上輪相同)": "【New Dynasty】: choose this round's society (not last round's)",
    "{seat}發動【{skill}】，選擇【{society}】: 「{line}」":
        "{seat} uses 【{skill}】 and chooses 【{society}】: “{line}”",
    "原始社會: {user}與{target}各摸一張牌。": "Primitive Society: {user} and {target} each draw a card.",
    "奴隸社會: {target}的體力上限小于{source}，此傷害+1 (共{n}點)。":
        "Slave Society: {target}'s max HP is less than {source}'s: +1 to this damage ({n} in all).",
    "封建社會: {seat}失去{n}點體力，取消之。": "Feudal Society: {seat}'s loss of {n} HP is cancelled.",
    "封建社會: {seat}減{n}點體力上限，取消之。": "Feudal Society: {seat}'s loss of {n} max HP is cancelled.",
    "現代社會: {seat}將手牌數調整至體力值{n}。": "Modern Society: {seat} brings their hand to their HP, {n}.",
    "現代社會: 棄置一張手牌 (還需{n}張)": "Modern Society: discard a hand card ({n} to go)",
    # pieces of lines (words.py and the modules' Phrase)
    "{name}{suit}#{id}": "{name}{suit}#{id}",
    "{at}《{kind}》": "{at}《{kind}》",
    "{building}{part}": "{building} {part}",
    "【{card}】": "【{card}】",
    "{n}號": "#{n}",
    "{n}號{surname}": "#{n} {surname}",
    "{suit}{rank}": "{rank} of {suit}",
    "檢索{what}": "search for {what}",
    "{what}: ": "{what}: ",
    "{b}購股": "buying a share of {b}",
    "還需因棄置失去{n}張牌": "lasts until {n} more card(s) are lost by discarding",
    "回復1點體力": "recover 1 HP",
    "檢索一張【狗】且本回合出牌階段使用【狗】次數上限+1、無距離限制":
        "search for a 【Dog】 and use one more 【Dog】, at any distance, in this turn's Play phase",
    "【{card}】對{n}號": "【{card}】 on #{n}",
    "{n}號的【無懈可擊】": "#{n}'s 【Impeccable】",
    # setup.py
    "{seat}抽到蒼鷺，亮出身份牌。": "{seat} draws the Heron and reveals it.",
    "你的身份: {name}": "Your identity: {name}",
    "你的起始手牌: {cards}": "Your starting hand: {cards}",
    "姓氏: {list}": "Surnames: {list}",
    "起始配置完成: 姓氏格、狗舍、貓舍、起始位置與NPC已放置。":
        "Set-up done: the surname cells, kennels, catteries, starting cells and NPCs are placed.",
    # arrange.py (a scenario's arrangement)
    "劇本局面已佈置 (the scenario's arrangement is laid out)。": "The scenario's arrangement is laid out.",
    "劇本局面: {seat}體力{hp}/{max}{dead}，位置{at}，裝備{equips}，判定區{judging}，手牌{n}張，銀行區{b}張。":
        "Scenario: {seat} HP {hp}/{max}{dead}, position {at}, equipment {equips}, judging area {judging}, "
        "{n} hand card(s), {b} bank card(s).",
    "劇本局面: {seat}的【{skill}】已記錄{n}個牌名: {names}。":
        "Scenario: {seat}'s [{skill}] has recorded {n} card name(s): {names}.",
    "劇本局面: 你的手牌: {hand}；銀行區: {bank}；指令: {commands}":
        "Scenario: your hand: {hand}; bank: {bank}; commands: {commands}",
    # flow.py
    "已進行{n}輪，遊戲結束，無人獲勝。": "{n} rounds played: the game is over and nobody wins.",
    "已進行{n}輪，達到本局設定的最多輪數": "{n} rounds played, the most this game allows",
    "{seat}的回合開始。": "{seat}'s turn begins.",
    "劇本從第{n}輪開始。": "The scenario starts at round {n}.",
    "劇本從第{n}輪{seat}的回合開始。": "The scenario starts at round {n}, {seat}'s turn.",
    "劇本從第{n}輪{seat}的{phase}階段開始。": "The scenario starts at round {n}, {seat}'s {phase} phase.",
    "{seat}跳過出牌階段。": "{seat} skips the Play phase.",
    "{seat}不再視為已陣亡。": "{seat} no longer counts as dead.",
    "{seat}傳送至《{cell}》。": "{seat} is teleported to the 《{cell}》.",
    "{seat}: {what}{n}輪。": "{seat}: {what}, {n} round(s) left.",
    "{seat}的NPC區: 《{npc}》翻面。": "{seat}'s NPC area: the 《{npc}》 turns face down.",
    "{seat}入院: 體力值+1 ({hp}/{max})。": "{seat} in hospital: HP +1 ({hp}/{max}).",
    "{seat}傳送至《醫院》。": "{seat} is teleported to the 《Hospital》.",
    "{seat}復活 (體力{hp}/{max})。": "{seat} comes back to life (HP {hp}/{max}).",
    "《{npc}》移動至{cell}。": "The 《{npc}》 moves to {cell}.",
    "{seat}停留，執行當前格事件。": "{seat} stays and runs the event of its cell.",
    "{seat}的此次行動無效果。": "{seat}'s move has no effect.",
    "{seat}投擲: {n}，控骰: 投擲結果改為{x}": "{seat} throws {n}; dice control: the result becomes {x}",
    "{seat}投擲: {n}": "{seat} throws: {n}",
    "{seat}經過《路障》，強制停留。": "{seat} passes a 《Roadblock》 and must stop.",
    "{seat}停留在{cell}。": "{seat} stops at {cell}.",
    "{seat}移動至{cell}，不執行事件。": "{seat} moves to {cell}; no event runs.",
    "{seat}按轉向區的記錄轉向{d}。": "{seat} turns {d}, as its turn area records.",
    "手牌上限{n}: 選擇一張棄置": "Hand limit {n}: choose a card to discard",
    # zones.py
    "棄牌堆洗混，形成新的摸牌堆。": "The discard pile is shuffled into a new draw pile.",
    "{seat}的{n}張牌改為進入棄牌堆，負債減少{n}點 (剩餘{left}點)。":
        "{n} card(s) of {seat} go to the discard pile instead: debt -{n} ({left} left).",
    "{seat}{how}: 沒有牌。": "{seat}, {how}: no card.",
    "{seat}{how}{n}張牌 ({backs})。": "{seat}, {how}: {n} card(s) ({backs}).",
    "你{how}: {cards}": "Your {how}: {cards}",
    "{seat}棄置: {cards}": "{seat} discards: {cards}",
    "{seat}: 鈴仙(客)的限制{state}。": "{seat}: the restriction of Reisen (guest) {state}.",
    "{seat}獲得領養區所有牌: {cards}": "{seat} takes every card of the adoption area: {cards}",
    "{seat}的銀行區放入一張牌 (共{n}張)。": "A card goes into {seat}'s bank ({n} in all).",
    "你的銀行區放入: {card}": "Into your bank: {card}",
    "銀行區超過6張: 選擇一張獲得": "More than 6 cards in your bank: choose one to take",
    "{seat}從銀行區獲得一張牌。": "{seat} takes a card from its bank.",
    "{seat}的錢: {money}": "{seat}'s money: {money}",
    # npcs.py
    "{seat}遇到《{npc}》。": "{seat} meets the 《{npc}》.",
    "{seat}增加{n}點負債 (共{debt}點)。": "{seat} takes {n} more debt ({debt} in all).",
    "可棄置一張非動物牌并檢索兩張動物牌": "You may discard a non-animal card to search for two animal cards",
    "{seat}獲得【惡犬】指令，《惡犬》移出地圖。":
        "{seat} gets the 【Fierce Dog】 command; the 《Fierce Dog》 leaves the map.",
    "{seat}入院被取消。": "{seat}'s hospital stay is cancelled.",
    "{seat}入院{n}輪。": "{seat} goes to hospital for {n} round(s).",
    "《{npc}》移動至{seat}的NPC區。": "The 《{npc}》 moves into {seat}'s NPC area.",
    # tiles.py
    "{seat}不處于地圖上，入獄取消。": "{seat} is not on the map: the prison stay is cancelled.",
    "{seat}入獄{n}輪，從地圖上移除。": "{seat} goes to prison for {n} round(s) and leaves the map.",
    "{seat}獲得【{c}】指令。": "{seat} gets the 【{c}】 command.",
    "{seat}獲得一個隨機指令 (共{n}個)。": "{seat} gets a random command ({n} in all).",
    "你獲得【{c}】指令。": "You get the 【{c}】 command.",
    "{seat}打出{card} ({why})。": "{seat} plays {card} ({why}).",
    "{prompt} (已選{n}張，最多{most}張)": "{prompt} ({n} chosen, at most {most})",
    "《傳送》: 傳送至另一《傳送》，或檢索一張動物牌":
        "《Portal》: teleport to another 《Portal》, or search for an animal card",
    "{seat}傳送至{cell}。": "{seat} teleports to {cell}.",
    "{seat}的NPC區有衰神: 停留在建筑無效果。":
        "{seat} has the Jinx God in its NPC area: stopping on a building has no effect.",
    "{seat}的NPC區有福神: 執行兩項。": "{seat} has the Luck God in its NPC area: both options run.",
    "《{kind}》{b} ({label}{n}): 選擇一項": "《{kind}》 {b} ({label}: {n}): choose one",
    "{seat}在{b}打工。": "{seat} works at {b}.",
    "{n}號在你控股的{b}打工: 令其摸一張牌，或令其{what}":
        "#{n} works at {b}, which you control: let it draw a card, or let it {what}",
    "控股角色{boss}選擇: {c}": "The controller {boss} chooses: {c}",
    "{seat}本回合沒有將到來的出牌階段: 【狗】的加成無效。":
        "{seat} has no Play phase to come this turn: the 【Dog】 bonus is lost.",
    "{seat}本回合出牌階段使用【狗】次數上限+1、無距離限制。":
        "In this turn's Play phase {seat} may use one more 【Dog】, at any distance.",
    "{seat}{how}: {b}持股+1 (持股{n}，剩餘{left}份)。": "{seat}, {how}: {b} shares +1 (holds {n}, {left} left).",
    "{b}: 打出一張【流浪貓】購股?": "{b}: play a 【Stray Cat】 to buy a share?",
    "選擇打出的【流浪貓】": "Choose the 【Stray Cat】 to play",
    "{b}: 是否打出一張【{card}】購股": "{b}: play a 【{card}】 to buy a share?",
    "探寶棒: {seat}將{card}當【{need}】打出 ({why})。": "Dowsing Rod: {seat} plays {card} as a 【{need}】 ({why}).",
    "{seat}投擲20面骰子: {n}。": "{seat} throws the 20-sided die: {n}.",
    "停留在《股市》: 可選擇任一《狗舍》，持股+1":
        "Stopped at the 《Stock Market》: you may choose any 《Kennel》 and hold one more share of it",
    "{seat}的{b}持股+1 (持股{n})。": "{seat}'s shares of {b} +1 (holds {n}).",
    "牌堆沒有牌: 銀行事件取消。": "The draw pile is empty: the bank event is cancelled.",
    "《兌換》: 選擇棄置的動物牌": "《Exchange》: choose the animal cards to discard",
    "{seat}不兌換。": "{seat} exchanges nothing.",
    "{seat}轉盤投擲: {n}。": "{seat} spins the wheel: {n}.",
    "當前階段不是{seat}的行動階段: 沒有效果。": "This is not {seat}'s Action phase: no effect.",
    "{seat}本階段投擲數+{k} (現為{t})。": "{seat}'s throws this phase +{k} (now {t}).",
    "{seat}本階段停留，不進行投擲: 投擲數沒有變化。":
        "{seat} stays this phase and makes no throw: its number of throws does not change.",
    "領養區沒有牌。": "The adoption area is empty.",
    "{cell}: 停留時無效果。": "{cell}: no effect when stopped at.",
    "《法院》: 控告一名處于地圖上的其它角色，或蹭空調 (摸一張牌)":
        "《Court》: sue another character on the map, or enjoy the air conditioning (draw a card)",
    "{seat}蹭空調。": "{seat} enjoys the air conditioning.",
    "控告{n}號: 選擇罪名": "Suing #{n}: choose the charge",
    "{seat}控告{d}{charge}，{d}判定。": "{seat} sues {d} for {charge}; {d} judges.",
    "和解。": "Settled.",
    "{v}: {loser}入獄{n}輪。": "{v}: {loser} goes to prison for {n} round(s).",
    "{seat}判定，展示{card}。": "{seat} judges and shows {card}.",
    "{card}: 決定判定結果的花色": "{card}: choose the suit of the judgement result",
    "{card}: 決定判定結果的點數": "{card}: choose the rank of the judgement result",
    "判定結果: {r}。": "Judgement result: {r}.",
    "經過《股市》: 可選擇購股 (打出【狗】) 或賣出":
        "Passing the 《Stock Market》: you may buy shares (playing a 【Dog】) or sell",
    "{b}: 聲明賣出的股數X (持股{n})": "{b}: declare the number X of shares to sell (you hold {n})",
    "{seat}賣出{b}持股{x} (剩{n})。": "{seat} sells {x} share(s) of {b} ({n} left).",
    "{b}購股: 選擇打出的【狗】": "Buying a share of {b}: choose the 【Dog】 to play",
    "可重復購股: 選擇任一《狗舍》，或完成": "You may buy again: choose any 《Kennel》, or done",
    "經過《銀行》: 可選擇存款或取款": "Passing the 《Bank》: you may deposit or withdraw",
    "存款: 選擇置于銀行區的牌": "Deposit: choose the cards to put into your bank",
    "{seat}將裝備{card}置于銀行區。": "{seat} puts the equipment {card} into its bank.",
    "取款: 選擇獲得的銀行區牌": "Withdraw: choose the bank cards to take",
    "{seat}從銀行區獲得{n}張牌 (剩{left}張)。": "{seat} takes {n} card(s) from its bank ({left} left).",
    "你從銀行區獲得: {cards}": "From your bank you take: {cards}",
    # tricks.py
    "{seat}使用【{card}】。": "{seat} uses 【{card}】.",
    "{seat}對{target}使用【{card}】。": "{seat} uses 【{card}】 on {target}.",
    "知燕: 此牌無{what}限制。": "Zhiyan: this card has no {what} limit.",
    "知燕: {seat}摸{n}張牌。": "Zhiyan: {seat} draws {n} cards.",
    "是否令此【狗】無次數限制": "Free this 【Dog】 of the use limit?",
    "凈琉璃之鏡: 【{card}】對{target}無效。": "Mirror of Joururi: 【{card}】 has no effect on {target}.",
    "{against}生效前: 是否使用【無懈可擊】抵消": "Before {against} takes effect: use an 【Impeccable】 to cancel it?",
    "{seat}使用【無懈可擊】抵消{what}。": "{seat} uses 【Impeccable】 to cancel {what}.",
    "{seat}未打出【狗】。": "{seat} does not play a 【Dog】.",
    "{target}的區域內沒有牌。": "{target} has no card in its areas.",
    "你觀看{target}的手牌: {cards}": "You look at {target}'s hand: {cards}",
    "棄置{n}號區域內一張牌": "Discard a card from #{n}'s areas",
    "{target}沒有手牌。": "{target} has no hand card.",
    "{seat}獲得{target}的一張手牌 ({back})。": "{seat} takes a hand card of {target} ({back}).",
    "{seat}獲得{target}的{card}": "{seat} takes {target}'s {card}",
    "以逸待勞: 棄置一張手牌 (還需{n}張)": "Rest and Wait: discard a hand card ({n} still to discard)",
    "無我之愛: 為{n}號選擇一項": "Selfless Love: choose one for #{n}",
    "{seat}不處于地圖上，無需判定【美人計】。": "{seat} is not on the map: no judgement for 【Beauty Trap】.",
    "{seat}本回合出牌階段不能使用或打出牌。": "{seat} cannot use or play cards in this turn's Play phase.",
    "【八陣圖】無處可移，留在{seat}的判定區。":
        "【Eight-Trigram Maze】 has nowhere to go and stays in {seat}'s judging area.",
    "【八陣圖】移動到{target}的判定區。": "【Eight-Trigram Maze】 moves to {target}'s judging area.",
    # play.py
    "出牌階段: 使用一張牌，或結束": "Play phase: use a card, or end",
    "探寶棒: {seat}將{card}當【狗】使用。": "Dowsing Rod: {seat} uses {card} as a 【Dog】.",
    "東風谷早苗: {seat}的{card}視為【狗】。": "Sanae Kochiya: {seat}'s {card} counts as a 【Dog】.",
    "{seat}使用【家貓】。": "{seat} uses a 【House Cat】.",
    # combat.py
    "{seat}處于入院狀態: 體力的改變被防止。": "{seat} is in hospital: the change of HP is prevented.",
    "{by}{seat}已陣亡，回復體力被取消。": "{by}{seat} is dead: the healing is cancelled.",
    "{by}{seat}體力已滿，沒有回復。": "{by}{seat} is at full HP: no healing.",
    "{by}{seat}回復{n}點體力 (體力{hp}/{max})。": "{by}{seat} recovers {n} HP (HP {hp}/{max}).",
    "{seat}已陣亡: 傷害被取消。": "{seat} is dead: the damage is cancelled.",
    "{target}受到{n}點傷害 (體力{hp}/{max})。": "{target} takes {n} damage (HP {hp}/{max}).",
    "{seat}已陣亡: 失去體力被取消。": "{seat} is dead: the HP loss is cancelled.",
    "{target}失去{n}點體力 (體力{hp}/{max})。": "{target} loses {n} HP (HP {hp}/{max}).",
    "{seat}進入瀕死狀態。": "{seat} is dying.",
    "{seat}體力上限為0: 不能被【家貓】挽救。": "{seat}'s max HP is 0: no 【House Cat】 can save it.",
    "{n}號瀕死: 是否使用【家貓】": "#{n} is dying: use a 【House Cat】?",
    "{helper}對{seat}使用【家貓】。": "{helper} uses a 【House Cat】 on {seat}.",
    "{seat}陣亡，亮出身份牌: {identity}。": "{seat} dies and reveals the identity card: {identity}.",
    "{seat}傳送至《醫院》并解除入院X輪狀態。":
        "{seat} is teleported to the 《Hospital》 and its timed hospital stay ends.",
    "表外全滅: {who}獲勝": "Every Outsider is dead: the {who} side wins",
    "蒼鷺與貓娘全滅: {who}獲勝": "The Heron and every Catgirl are dead: the {who} side wins",
    "遊戲結束: {who}獲勝。": "Game over: the {who} side wins.",
    # commands.py
    "指令階段: 使用一個指令，或結束 (持有{n}個)": "Command phase: use a command, or end ({n} held)",
    "【{c}】: 選擇目標": "【{c}】: choose the target",
    "{seat}使用【{c}】，目標{at}。": "{seat} uses 【{c}】 on {at}.",
    "{seat}對{target}使用【{c}】。": "{seat} uses 【{c}】 on {target}.",
    "【控骰】: 記錄的點數": "【Dice Control】: the number to record",
    "{target}的控骰區記錄{n}。": "{target}'s dice control area records {n}.",
    "{target}的“停留”記數+1 (現為{n})。": "{target}'s “stay” count +1 (now {n}).",
    "【轉向】: 記錄的方向": "【Turn】: the direction to record",
    "{target}的轉向區記錄{d}。": "{target}'s turn area records {d}.",
    "{cell}被替換為《{c}》。": "{cell} is replaced by a 《{c}》.",
    "《{c}》還原為{cell}。": "The 《{c}》 is restored to {cell}.",
    "{seat}在《路障》強制停留。": "{seat} must stop at the 《Roadblock》.",
    "{seat}停留在《地雷》。": "{seat} stops on a 《Mine》.",
    "【飛彈】擊中{b}: {n}名持股角色持股-1。": "【Missile】 hits {b}: {n} shareholder(s) lose a share.",
    "{seat}銀行區的{card}置入棄牌堆。": "{card} from {seat}'s bank goes to the discard pile.",
    "領養區所有牌置入棄牌堆。": "Every card of the adoption area goes to the discard pile.",
    "【飛彈】的區域內沒有任何一項。": "Nothing the 【Missile】 affects is in its area.",
    # equipment.py
    "{seat}裝備【{card}】。": "{seat} equips 【{card}】.",
    "貓車: 選擇X軸或Y軸": "Cat Cart: choose the X axis or the Y axis",
    "貓車: {axis}，{who}也成為此【狗】的目標。": "Cat Cart: {axis}; {who} also become(s) targets of this 【Dog】.",
    "{seat}對{target}使用【狗】。": "{seat} uses a 【Dog】 on {target}.",
    "凈琉璃之鏡: 【狗】對{target}無效。": "Mirror of Joururi: the 【Dog】 has no effect on {target}.",
    "岡格尼爾: 此【狗】不能被響應。": "Gungnir: this 【Dog】 cannot be answered.",
    "{target}使用【流浪貓】抵消此【狗】。": "{target} uses a 【Stray Cat】 to cancel this 【Dog】.",
    "緋想之劍: 是否令{n}號判定": "Sword of Hisou: make #{n} judge?",
    "緋想之劍: 判定為紅色，防止此傷害。": "Sword of Hisou: the judgement is red; the damage is prevented.",
    "制御棒: {target}隨機棄置裝備區里的一張牌。": "Control Rod: {target} discards a random card of its equipment area.",
    "萊瓦汀: 是否令{n}號棄置一張手牌": "Laevatein: make #{n} discard a hand card?",
    "萊瓦汀: 棄置一張手牌": "Laevatein: discard a hand card",
    "{n}號對你使用【狗】: 是否使用【流浪貓】抵消": "#{n} uses a 【Dog】 on you: use a 【Stray Cat】 to cancel it?",
    "探寶棒: {seat}將{card}當【流浪貓】使用。": "Dowsing Rod: {seat} uses {card} as a 【Stray Cat】.",
    "照相機: 判定為紅色，視為{seat}使用或打出了一張【{card}】。":
        "Camera: the judgement is red; {seat} counts as having used or played a 【{card}】.",
    "死神鐮刀: 是否行動1格": "Shinigami's Scythe: move 1 cell?",
    "死神鐮刀: {target}不能成為此【狗】的目標。": "Shinigami's Scythe: {target} cannot be the target of this 【Dog】.",
    "死神鐮刀: 選擇使用的【狗】": "Shinigami's Scythe: choose the 【Dog】 to use",
    "{skill}: 是否打出一張【狗】": "{skill}: play a 【Dog】?",
    "{seat}打出【狗】。": "{seat} plays a 【Dog】.",
    # chance_events.py
    "《機會》{n}，{name}: {text}": "《Chance》 {n}, {name}: {text}",
    "{seat}體力上限+{x} ({hp}/{max})。": "{seat}'s max HP +{x} ({hp}/{max}).",
    "{seat}入院，從地圖上移除。": "{seat} goes to hospital and leaves the map.",
    "{seat}不能使用或打出牌，直到因棄置失去至少{x}張牌。":
        "{seat} cannot use or play cards until it has lost at least {x} card(s) by discarding.",
    "{seat}接下來的{x}次行動無效果。": "{seat}'s next {x} move(s) have no effect.",
    "{seat}視為使用【無我之愛】 ({i}/{x})。": "{seat} counts as using 【Selfless Love】 ({i}/{x}).",
    "古明地覺: 視為使用一張普通大招牌 (選擇牌名和目標)":
        "Satori Komeiji: count as using a plain trick card (choose the card and its target)",
    "{seat}視為對{target}使用【{card}】。": "{seat} counts as using 【{card}】 on {target}.",
    "{seat}已陣亡: 沒有效果。": "{seat} is dead: no effect.",
    "{seat}直到其下回合開始，視為已陣亡。": "{seat} counts as dead until its next turn begins.",
    "愛麗絲: 手牌中的{what}調整為1 — 選擇保留的一張": "Alice Margatroid: one {what} stays in your hand — choose it",
    "{seat}本回合沒有將到來的出牌階段: 沒有效果。": "{seat} has no Play phase to come this turn: no effect.",
    "{seat}跳過本回合出牌階段。": "{seat} skips this turn's Play phase.",
    "不是{seat}的回合: 沒有效果。": "It is not {seat}'s turn: no effect.",
    "{seat}本回合結束階段摸三張牌。": "{seat} draws three cards in this turn's End phase.",
    "{seat}下回合: 行動階段投擲數-1；出牌階段使用的第一張牌效果額外執行一次。":
        "{seat}'s next turn: one throw fewer in the Action phase; the first card used in the Play phase takes "
        "effect once more.",
    # terminal.py (`daoyan rules fuweng`)
    PLAYER_COUNT_RULE: "4 to 8 players. Counting down from 8, for each player fewer: at 4, remove the “Special "
                       "Zone”; at any other even number, remove one “Catgirl”; at an odd number, remove one "
                       "“Outsider”.",
})

register({
    # 背黑鍋的 (含冤), 好兄弟 (義節), 九尾狐 (抱團), 麒麟 (天欽): issue 24
    "{n}號受到{d}點傷害: 摸三張牌并令此傷害+1?": "#{n} takes {d} damage: draw three cards and add 1 to it?",
    "含冤: 此傷害+1 ({n}點)。": "Wronged: +1 to this damage ({n}).",
    "【含冤】: 將此傷害 ({d}點) 轉移給{seat}?": "【Wronged】: hand this damage ({d}) over to {seat}?",
    "含冤: {target}將此傷害轉移給{seat}。": "Wronged: {target} hands the damage over to {seat}.",
    "義節: {seat}對{target}造成等量傷害 ({n}點)。": "Loyalty: {seat} deals {target} as much damage back ({n}).",
    "義節: {seat}令{target}摸{n}張牌。": "Loyalty: {seat} has {target} draw {n} card(s).",
    "【抱團】: {user}對{n}號使用【狗】，棄置一張【狗】令之不能被響應且傷害基數+1?":
        "【Band Together】: {user} uses a Dog on #{n}; discard a Dog so that it cannot be answered and its base damage "
        "is +1?",
    "抱團: 此【狗】不能被響應且傷害基數+1。": "Band Together: this Dog cannot be answered, and its base damage is +1.",
    "天欽: {seat}入院{n}輪改為入院。":
        "Heaven's Favour: {seat}'s {n} round(s) in hospital become a stay in hospital until healed.",
})

register({
    # 船長 (攜幕), 烏鴉嘴 (言靈): issue 24
    "{n}號受到傷害: 摸兩張牌?": "#{n} took damage: draw two cards?",
    "攜幕: {seat}重鑄{card}。": "Curtain Call: {seat} recasts {card}.",
    "【言靈】: {src}對{n}號造成{d}點傷害: 棄置一張黑桃非動物牌，反轉此傷害的來源與目標?":
        "【Word Spirit】: {src} deals #{n} {d} damage: discard a non-animal spade card to swap its source and target?",
    "{n}號對你造成1點傷害: 與其各摸一張牌?": "#{n} deals you 1 damage: you and they draw one card each?",
    "【挽瀾】: {n}號受到{d}點傷害: 棄置一張動物牌，令其檢索一張動物牌?":
        "【Turn the Tide】: #{n} takes {d} damage: discard an animal card to have them search for an animal card?",
    "挽瀾: {seat}展示{card}。": "Turn the Tide: {seat} shows {card}.",
    "挽瀾: 牌名相同，防止此傷害。": "Turn the Tide: the same name — this damage is prevented.",
    "挽瀾: {seat}獲得其棄置的{card}。": "Turn the Tide: {seat} takes back the discarded {card}.",
    "挽瀾: 此傷害+1 ({n}點)。": "Turn the Tide: +1 to this damage ({n}).",
    "密謀: 記錄{target}一次。": "Conspiracy: {target} is recorded once.",
    "密謀: {seat}回復至{n}點體力。": "Conspiracy: {seat} is restored to {n} HP.",
    "密謀: {seat}體力上限為0，不能回復體力。": "Conspiracy: {seat}'s max HP is 0: no HP is restored.",
    "言靈: 此傷害的來源與目標反轉: {source}對{target}造成{n}點傷害。":
        "Word Spirit: the damage's source and target are swapped: {source} deals {target} {n} damage.",
})

#: The 54 人妖牌' 稱號 and skill names (characters.py), in the book's order.
CHARACTER_WORDS: dict[str, str] = {
    "正面": "face up", "背面": "face down",
    "陽": "Yang", "陰": "Yin", "已發動": "used",
    "人偶": "Puppet",
    "創世神": "Creator", "無我": "Selfless", "圣皇": "Holy Emperor", "護尊": "Guard the Throne",
    "審判官": "Judge", "義替": "Stand-in", "獅子": "Lion", "反芻": "Rumination", "叛忍": "Rogue Ninja",
    "冥婚": "Ghost Marriage", "刺客": "Assassin", "閃現": "Blink", "公務員": "Civil Servant", "疑室": "Doubt Room",
    "棋手": "Chess Player", "借計": "Borrowed Plan", "庸醫": "Quack", "遲治": "Late Cure",
    "蹭熱度的": "Clout Chaser", "追光": "Chase the Light", "老油條": "Old Hand", "詐死": "Play Dead",
    "青蛙": "Frog", "秘器": "Secret Device", "北方人": "Northerner", "人和": "Harmony", "臥底": "Undercover",
    "潛伏": "Lurk", "神射手": "Sharpshooter", "假射": "Feint Shot", "綿羊": "Sheep", "試肝": "Liver Test",
    "社長": "President", "待時": "Bide", "夜鶯": "Nightingale", "捕獲": "Capture", "人偶師": "Puppeteer",
    "遣使": "Envoy", "二把手": "Deputy", "調訪": "Inquiry", "領主": "Lord", "改朝": "New Dynasty",
    "愚民": "Commoner", "映襯": "Foil", "雙頭": "Two Heads", "試亂": "Test Chaos", "野兔子": "Wild Hare",
    "霍星": "Comet", "總統": "Chief", "競選": "Campaign", "追星族": "Fan", "逐星": "Star Chasing",
    "司令": "Commander", "深寰": "Deep Space", "數學家": "Mathematician", "數論": "Number Theory",
    "二人轉": "Duet", "囂攘": "Clamour", "龍之子": "Dragon's Child", "鎮林": "Forest Warden",
    "御三家": "Three Houses", "止峰": "Summit", "雪花": "Snowflake", "挽瀾": "Stem the Tide",
    "蝴蝶": "Butterfly", "善詔": "Good Edict", "風之子": "Wind's Child", "御風": "Ride the Wind",
    "貓頭鷹": "Owl", "密謀": "Conspiracy", "船長": "Captain", "攜幕": "Curtain Call", "背黑鍋的": "Scapegoat",
    "含冤": "Wronged", "俠客": "Knight-errant", "知燕": "Know the Swallow", "好兄弟": "Good Brother",
    "義節": "Loyalty", "盲從者": "Follower", "隨流": "Go with the Flow", "線人": "Informant", "探聽": "Eavesdrop",
    "師傅": "Master", "更名": "Rename", "九尾狐": "Nine-tailed Fox", "抱團": "Band Together",
    "凡爾賽": "Humblebrag", "歷練": "Seasoning", "虎王": "Tiger King", "失臂": "Lost Arm",
    "預言家": "Prophet", "引燃": "Ignite", "軍閥": "Warlord", "據天": "Hold the Sky", "郊狼": "Coyote",
    "造幕": "Staging", "事務所": "Agency", "出警": "Dispatch", "烏鴉嘴": "Jinx Mouth", "言靈": "Word Spirit",
    "懶漢": "Idler", "不動": "Unmoved", "善后者": "Cleaner", "竭探": "Exhaustive Search", "麒麟": "Qilin",
    "天欽": "Heaven's Favour", "小狼": "Wolf Cub", "孤際": "Lone Edge",
    "狂隱": "Reclusive", "特區": "Special Zone", "相同": "the same as", "不同": "different from",
    "紅色": "red", "黑色": "black", "捕獲場景": "Capture scene",
    "原始社會": "Primitive Society", "奴隸社會": "Slave Society", "封建社會": "Feudal Society",
    "現代社會": "Modern Society", "喪鐘": "Death Knell", "止峰1": "Summit 1", "止峰2": "Summit 2",
    "止峰3": "Summit 3", "止峰4": "Summit 4", "止峰5": "Summit 5", "止峰6": "Summit 6",
    "令此傷害+1": "+1 to this damage", "令其獲得兩張牌并防止此傷害": "give two cards and prevent the damage",
    "視為對后者使用【狗】": "use a Dog on the second", "失去2點體力": "lose 2 HP",
    "失去1點體力，你與其各摸兩張牌": "lose 1 HP, and each of you draws two",
    "各摸一張牌": "each draw a card", "各棄置一張手牌": "each discard a hand card",
    "棄置兩張牌并對其造成1點傷害": "discard two cards and deal them 1 damage",
}
define(CHARACTER_WORDS)

# 盲從者 (mangcongzhe.py), 軍閥 (juntfa.py), 凡爾賽 (fanersai.py), 師傅 (shifu.py) — issue 24
register({
    "隨流: {seat}記錄【{card}】。": "Go with the Flow: {seat} records 【{card}】.",
    "{n}號對你使用【{card}】: 入獄1輪、摸三張牌并取消之?":
        "#{n} uses 【{card}】 on you: go to prison for 1 round, draw three and cancel it?",
    "據天: 【{card}】對{seat}取消。": "Hold the Sky: 【{card}】 is cancelled for {seat}.",
    "歷練: {seat}記錄【{card}】 (共{n}個牌名)。": "Seasoning: {seat} records 【{card}】 ({n} names in all).",
    "【更名】: 棄置一張手牌，然后按手牌數檢索?": "[Rename]: discard a hand card, then search by your hand count?",
    "更名: {seat}的手牌數X為{x}。": "Rename: {seat}'s hand count X is {x}.",
})

# 事務所 (shiwusuo.py), 線人 (xianren.py): issue 24
register({
    "【出警】: {user}使用【{card}】，棄置一張類別相同的牌令之無效?":
        "【Dispatch】: {user} uses 【{card}】; discard a card of the same category to make it void?",
    "出警: {seat}令{user}的【{card}】無效。": "Dispatch: {seat} makes {user}'s 【{card}】 void.",
    "【竭探】: 聲明一種牌名并檢索之?": "【Exhaustive Search】: name a card and search for it?",
    "竭探: {seat}聲明【{card}】。": "Exhaustive Search: {seat} names 【{card}】.",
    "竭探: {seat}的視野范圍內沒有其它存活角色。": "Exhaustive Search: no other living character is in {seat}'s vision.",
    "【探聽】: 棄置一張手牌": "【Eavesdrop】: discard a hand card",
    "{seat}發動【探聽】，觀看{who}的手牌。": "{seat} uses 【Eavesdrop】 and looks at the hand of {who}.",
    "探聽: {target}的手牌: {cards}": "Eavesdrop: {target}'s hand: {cards}",
    "【探聽】: 獲得{target}的一張同花色的牌": "【Eavesdrop】: take one of {target}'s cards of the same suit",
    "【探聽】: 棄置{target}的一張同花色的牌": "【Eavesdrop】: discard one of {target}'s cards of the same suit",
    "探聽: {seat}獲得{target}的一張牌。": "Eavesdrop: {seat} takes a card from {target}.",
    "探聽: {seat}獲得{card}。": "Eavesdrop: {seat} takes {card}.",
})
