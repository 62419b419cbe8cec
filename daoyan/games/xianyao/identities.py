"""The identity cards of 《仙妖斗法:封妖》: display names exactly as the book, code ids in pinyin.

Only 仙子, 妖首 and 妖众 are playable in this slice; the generals (将领) are known by name and camp
(so they can be the face-down [化形] cards) and listed as missing until their skills land."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import UnknownIdentity

XINGKONG = "星空"  # [星空仙人]
SHENYUAN = "深渊"  # [深渊妖魔]
SIDE_NAME = {XINGKONG: "星空仙人", SHENYUAN: "深渊妖魔"}


@dataclass(frozen=True, slots=True)
class Identity:
    id: str
    name: str  # the book's name, e.g. 仙子
    camp: str  # 星空 / 深渊
    kind: str  # 仙子 / 妖首 / 妖众 / 将领 (仙子 and 妖首 are 将领 too, see is_general)
    implemented: bool
    text: str

    @property
    def is_general(self) -> bool:
        """【将领】: every card that is not 【妖众】 (the book counts cards as 妖众 or 将领)."""
        return self.kind != "妖众"


_MISSING = "技能未实现 (skills not implemented yet: issue \"仙妖斗法: every general\")"

IDENTITIES: tuple[Identity, ...] = (
    Identity("xianzi", "仙子", XINGKONG, "仙子", True,
             "技能⑴▶[三界五行外](恒定): 发放身份牌后,【仙子】身份牌必须放在底层;每个白昼的[星空仙人]行动阶段,"
             "无论【仙子】牌或玩家处于何种状态,【仙子】玩家永远可以照常睁眼行动,如同【仙子】牌在顶层一样。\n"
             "技能⑵▶[封妖](昼伏): 闭眼阶段,可以[封印]一名玩家顶层身份牌。"),
    Identity("yaoshou", "妖首", SHENYUAN, "妖首", True,
             "集体技能▶[验妖](昼伏): 若开局时2张【妖首】牌: 仅一张位于顶层或均位于底层,本局只能使用效果①;"
             "均位于顶层,本局获得效果②;被同一名玩家获得,本局获得效果②和③,且获知本局游戏所有的[化形]身份牌。\n"
             "①选择一位玩家,获知该名玩家当前顶层身份牌阵营。\n"
             "②选择一位玩家,获知该名玩家当前任意一张身份牌的阵营或玩家本身的阵营。\n"
             "③选择一位玩家,获知该名玩家开局时所有身份牌的阵营\n"
             "集体技能▶[双妖](夜行): 若玩家开局时为顶层【妖众】、底层【妖首】,且【妖众】牌未被[封印],玩家宣称自己为"
             "双【妖众】并发动[四方鉴仙图]上效果①或②时,可以获得正确答案。——5玩家时无[双妖]技能!"),
    Identity("yaozhong", "妖众", SHENYUAN, "妖众", True,
             "双【妖众】可发动▶[鉴仙图](夜行): 整局游戏限一次:黑夜讨论阶段,无论玩家处于何种状态,在玩家可以发言时,"
             "都可以公开宣称自己的两层身份牌都为【妖众】,并发动[四方鉴仙图]上的一个效果。"),
    Identity("shengxian", "圣贤", XINGKONG, "将领", True,
             "难度-4 信息-2 轮次-2 扰控–1\n"
             "技能⑴▶[凡圣](夜行): ◆黑夜讨论阶段,当你宣称自己为双【妖众】并发动[四方鉴仙图]的技能时,"
             "若此时你的顶层身份牌为【圣贤】,则你发动[四方鉴仙图]:\n"
             "◇效果①正常发动,若目标玩家为[星空仙人]时,答案必为否。你成为真实效果①目标时,答案为否。\n"
             "◇效果②正常发动,若目标牌为[星空仙人]牌,答案必为否。你成为真实效果②目标时,答案为否。\n"
             "◇效果③可正常发动。你也享受真实效果③每票数+1效果。\n"
             "◇效果④可正常发动。【圣贤】牌不会被效果④强制[封印]。\n"
             "☯当【圣贤】牌为【关键身份】:【圣贤】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论,"
             "若[四方鉴仙图]效果④,你未发动过或未成功,整局游戏限一次,[仙子]可以多执行一次[封妖]。"),
    Identity("shennv", "神女", XINGKONG, "将领", True,
             "难度-1 信息-0 轮次-4 扰控-1\n"
             "技能▶[神域](恒定): ◆发放身份牌后,【神女】牌必须在顶层。\n"
             "◆你的顶层身份牌无法在白昼闭眼阶段被[封印]。\n"
             "◆【神女】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论。\n"
             "◆开局时,你与左右距离你最近的非【妖首】其他阵营玩家,你们三名玩家中,随机一名玩家的顶层身份牌会被视为[星空],"
             "剩下两名玩家被视为[深渊](若你的底层身份牌也为[星空],则三人都会被视为[深渊])。\n"
             "☯当【神女】牌为【关键身份】:若【神女】牌先于【仙子】牌被[封印],则终局[星空仙人]落败时,游戏不会宣布结束,"
             "而是会额外持续一个白昼与黑夜,若期间[星空仙人]胜利条件达成则直接获胜。"),
    Identity("xiantong", "仙童", XINGKONG, "将领", True,
             "难度-2 信息-3 轮次-0 扰控-2\n"
             "技能▶[天眼](恒定): 开局时,若【仙童】身份牌位于:\n"
             "①顶层,终局[星空仙人]落败时,[星空仙人]讨论后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置(几号玩家,顶层底层),"
             "则[星空仙人]反败为胜。\n"
             "②底层,[星空仙人]会获知2张【妖首】身份牌的初始布局:两上、两下或一上一下。\n"
             "——若开局【仙童】在顶层,且底层身份牌也为[星空],则可以同时获得两种效果。"),
    Identity("fotuo", "佛陀", XINGKONG, "将领", True,
             "难度-3 信息-0 轮次-1 扰控–4\n"
             "技能▶[止伐](昼伏): ◆【佛陀】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼参与讨论"
             "并发动[止伐]。\n"
             "◆整局游戏每名玩家限一次,白昼[星空仙人]行动阶段,可以选择任意一位玩家,该玩家在下一轮中:\n"
             "◇黑夜讨论阶段,其每一票的票数-1,顶层【将领】牌被视为无技能(发动技能时,按照假身份处理);\n"
             "◇白昼闭眼阶段,若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)。\n"
             "◆每个黑夜讨论开始阶段,【源尊】会公布上一轮[止伐]的目标玩家(注意,不是【佛陀】刚选择的玩家!)。\n"
             "——[止伐]不会影响 [星空仙人]。\n"
             "——首个白昼阶段,【佛陀】牌在底层也可以发动[止伐]。\n"
             "☯当【佛陀】为【关键身份】:\n"
             "①若开局时,玩家顶层身份牌为【佛陀】底层为[深渊],整局游戏,该玩家顶层身份牌视为[深渊],底层身份牌视为[星空]。\n"
             "②若持有【佛陀】牌的玩家另一张身份牌也为[星空],则首个白昼闭眼阶段【佛陀】玩家本身及所有的身份牌都视为[深渊]。"),
    Identity("xingjun", "星君", XINGKONG, "将领", True,
             "难度-3 信息-3 轮次-0 扰控-2\n"
             "技能▶[星象](恒定): ◆开局设置加入四张[星象图],并随机对应:开局双【妖众】、开局单【妖众】、开局双【将领】、"
             "开局持有【妖首】四种含义。\n"
             "◆每个讨论阶段,【源尊】公开展示一张[星象图],指示当前[星象]目标玩家的信息。每轮[星象]会按照【星君】所选座位号"
             "大/小数方向,自动切换至下一个目标。\n"
             "◆首个闭眼阶段,【星君】会单独睁眼一次,若【星君】牌位于:\n"
             "◇顶层:①选择任意一位玩家成为[星象]起始目标;②选择大数/小数时针方向;③获知哪张[星象图]代表开局双【妖众】。\n"
             "◇底层,只能选择自己两侧的玩家,且只能选择远离自己的方向。\n"
             "——[星象]不会跳过[封印状态]玩家,且不受任何其他因素影响。\n"
             "——开局持有【妖首】优先于其他信息。\n"
             "——【星君】不会知道四张[星象图]具体对应哪一个含义,全部具体对应关系只有【源尊】知道。\n"
             "☯当【星君】为【关键身份】:若开局时【星君】位于顶层,【星君】牌被[封印]后,下个白昼[星空仙人]行动阶段,会获知哪一张"
             "[星象图]代表开局持有【妖首】;若开局时【星君】位于底层,仍然可获知哪一张[星象图]代表开局双【妖众】。"),
    Identity("guiwu", "鬼巫", SHENYUAN, "将领", True,
             "难度-5 信息-5 轮次-0 扰控-0\n"
             "技能▶[请邪](夜行): ◆开局设置加入4种[邪神牌]。游戏首个白昼闭眼阶段,【源尊】召唤【鬼巫】并展示4种[邪神牌],"
             "由【鬼巫】选择1种代表无意义,再选择另1种代表“是”(或“否”),剩下2种代表“否”(或“是”)。\n"
             "◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【鬼巫】,并发动[请邪]——询问【源尊】一个答案为是否的问题,"
             "【源尊】会以背面状态提供3张[邪神牌],玩家随机选择1张由【源尊】公开展示。\n"
             "——若玩家顶层身份牌为【鬼巫】,则【源尊】提供的3张[邪神牌]中,2张为正确答案,1张无意义。若选出无意义[邪神牌],"
             "则下次发动[请邪]3张[邪神牌]必全为正确答案。\n"
             "——若玩家顶层身份牌不为【鬼巫】,则【源尊】从4种[邪神牌]中随机选择3种(每种一张)提供。"),
    Identity("zaie", "灾厄", SHENYUAN, "将领", True,
             "难度-2 信息-3 轮次-2 扰控-0\n"
             "技能▶[业火](夜行): 每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【灾厄】并发动[业火]——选择任意2名"
             "[自由状态]玩家的顶层身份牌成为[业火]永久点燃的目标,【源尊】暗投六面骰后,公开告知有无身份牌被[业火]点燃。[业火]有以下特征:\n"
             "①[业火]无法点燃【妖众】身份牌。\n"
             "②若玩家的顶层身份牌已被[业火]点燃,该牌再次成为[业火]的目标后,该玩家顶层身份牌被[业火]标记并在下个白昼闭眼阶段"
             "[封印]。\n"
             "——若当前玩家顶层身份牌为【灾厄】,则如实回答有或无;若当前玩家顶层身份牌不为【灾厄】则不会实际点燃任何身份牌,"
             "【源尊】会根据骰子数回答有或无:※若骰子数为1~4,【源尊】会回答有。※若骰子数为5、6,【源尊】会回答无。\n"
             "◆疑难解答: [业火]点燃的是顶层身份牌,而不是玩家本身,如果被点燃的身份牌被[封印]了,"
             "这张牌上的[业火]也随牌一起离场。"),
    Identity("zhiren", "纸人", SHENYUAN, "将领", True,
             "难度-4 信息-4 轮次-1 扰控-0\n"
             "技能▶[招魂](夜行): ◆游戏加入招魂成功、招魂失败两张[信息卡]。\n"
             "◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【纸人】并发动[招魂]——选择1个加入本局游戏的【将领】身份牌,"
             "询问【源尊】该身份牌是否已被[封印](未启用的[化形]牌视为被[封印]),【源尊】暗投六面骰后,秘密给予[信息卡]告知结果,"
             "【纸人】秘密查看完后将[信息卡]归还【源尊】,之后根据骰子数处理后续效果。\n"
             "——【纸人】有等同于玩家数的[精魄],每次[招魂]后会消耗[精魄];若[精魄]不够消耗,【纸人】玩家顶层身份牌被[招魂]标记"
             "并在下个白昼闭眼阶段[封印]。\n"
             "——每次[招魂]后:成功,消耗3[精魄];失败,消耗2[精魄]。\n"
             "——顶层身份牌不为【纸人】的玩家发动[招魂],【源尊】会暗投六面骰,并秘密给与随机的[信息卡];若骰子点为6,则该玩家"
             "顶层身份牌会被[招魂]标记并在下个白昼闭眼阶段被[封印]。"),
    Identity("xiongsui", "凶祟", SHENYUAN, "将领", True,
             "难度-2 信息-4 轮次-1 扰控-0\n"
             "技能▶[窥念](昼伏): 每个白昼闭眼阶段可以选择一名任意玩家,【源尊】会用手势告知【凶祟】,"
             "目标玩家开局获得的2张身份牌中【妖众】的数量。\n◇若数量为1:则无事发生。\n◇若数量为2:目标玩家顶层身份牌被[封印]。\n"
             "◇若数量为0:【凶祟】牌被标记,在下个白昼闭眼阶段[封印]。\n——首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家。"),
    Identity("yingyao", "影妖", SHENYUAN, "将领", True,
             "难度-1 信息-0 轮次-5 扰控-0\n"
             "技能▶[背刺](昼伏): 每个白昼闭眼阶段可以选择一位任意玩家,[封印]该名玩家的顶层身份牌。"),
    Identity("xueyong", "血俑", SHENYUAN, "将领", True,
             "难度-1 信息-1 轮次-3 扰控-1\n"
             "技能▶[血祭](昼伏): 每个白昼闭眼阶段可以选择一位任意玩家,永久标记为[祭品],该名玩家的顶层身份牌仅在此个"
             "白昼闭眼阶段内不会被[封印]。若[血祭]目标玩家已经成为[祭品],则[封印]其顶层身份牌,且本局游戏【血俑】无法再对"
             "该玩家发动[血祭]。\n——若[血祭]为首次发动,可以执行[饥渴献祭],不标记[祭品],改为直接[封印]目标顶层身份牌。"),
    Identity("moluo", "魔罗", SHENYUAN, "将领", True,
             "难度-1 信息-2 轮次-1 扰控-2\n"
             "技能▶[生死链](昼伏): 每个白昼闭眼阶段可以选择任意2名[自由状态]玩家链接,并选择使用[生链]或[死链]的效果,"
             "若其中一名玩家的顶层身份牌在此白昼阶段被[封印],则:\n①[生链]:由另一名玩家的顶层身份牌代替被[封印]。\n"
             "②[死链]:另一名玩家的顶层身份牌也会被[封印]。\n——每次效果仅会持续到当前白昼闭眼阶段结束。\n"
             "——单个玩家不可连续成为[生死链]同一效果的目标,但是可以交替。\n"
             "◆疑难解答: 当一名玩家同时成为【血俑】的[血祭]与【魔罗】的[生死链]目标时:\n"
             "◇若[血祭]为阻止[封印]效果,则先结算[生死链]的传导效果,再处理阻止[封印],\n"
             "◇若[血祭]为[封印]效果,则先结算[血祭]的[血祭]效果,然后结算[生死链]传导。"),
    Identity("guaisha", "怪煞", SHENYUAN, "将领", True,
             "难度-2 信息-1 轮次-4 扰控-0\n"
             "技能▶[崩灭](夜行): 每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【怪煞】并指定一名其他玩家为目标发动"
             "[崩灭],【源尊】暗投六面骰后根据[崩灭]的目标玩家与骰子数做如下处理:\n"
             "①目标玩家顶层身份牌为【妖众】且开局时目标的另一张牌不为【妖众】牌,则:※若骰子数为1、2,目标玩家被[崩灭]标记并在"
             "下个白昼闭眼阶段[封印]其顶层身份牌。※若骰子数为3~6,则无事发生。\n"
             "②目标玩家开局时为双【妖众】,则:※若骰子数为1、2,目标玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]其顶层身份牌。"
             "※若骰子数为3、4,则无事发生。※若骰子数为5、6,【怪煞】玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]【怪煞】玩家"
             "顶层身份牌。\n"
             "③目标玩家顶层身份牌为【将领】牌,若目标玩家:※与【怪煞】玩家阵营不同,目标玩家被[崩灭]标记并在下个白昼闭眼阶段"
             "[封印]其顶层身份牌;※与【怪煞】玩家阵营相同,则【怪煞】玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]【怪煞】玩家"
             "顶层身份牌。\n"
             "——顶层身份牌不为【怪煞】的玩家发动[崩灭]不会有任何效果,但【源尊】仍会暗投六面骰。若点数为6,该玩家的顶层身份牌被"
             "[崩灭]标记并在下个白昼闭眼阶段被[封印]。\n"
             "◆疑难解答: 真【怪煞】的[崩灭]标记的是玩家。假【怪煞】的[崩灭]标记的是牌,若这张牌因投票被[封印],"
             "下个闭眼阶段,假【怪煞】导致自身被[封印]的[崩灭]就不会有效果了。"),
    Identity("kugu", "枯骨", SHENYUAN, "将领", True,
             "难度-1 信息-5 轮次-0 扰控-0\n"
             "技能▶[骨筹](恒定): ◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。\n"
             "◆每个讨论开始阶段,【源尊】随机抽2张座位号码卡牌展示,然后公开告知:这两个号码的玩家开局时身份牌,加上盖放在桌面的"
             "[骸骨牌],这五张牌中【妖众】/【将领】牌数量之和是小于3还是大于2。\n"
             "◆首个闭眼阶段,【枯骨】会睁眼,若【枯骨】牌位于:\n"
             "◇顶层,你不能查看盖放的[骸骨牌];你选择【将领】牌或【妖众】牌作为[骨筹]首次发动计算的牌,之后每轮切换。\n"
             "◇底层,【源尊】向你展示盖放的[骸骨牌],你不能选择[骨筹]首次发动计算的牌,改为由【源尊】秘密随机选择。\n"
             "——[骨筹]计算【妖众】/【将领】牌数量之和,会每轮循环切换。\n——妖骸视为【妖众】牌,将骸视为【将领】牌。\n"
             "——若【枯骨】已被[封印]或不在场,结果为随机。\n——整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止。"),
    Identity("shujing", "树精", SHENYUAN, "将领", True,
             "难度-1 信息-4 轮次-0 扰控-1\n"
             "技能▶[量天](恒定): ◆【源尊】记录身份牌后,会随机选择除【树精】玩家外X名不同的开局时持有【妖众】牌的玩家"
             "作为[量天]目标,每个讨论阶段开始会公布【树精】玩家从大/小数座位号方向,到其中一个目标的距离(顺序随机)。\n"
             "◆若开局时【树精】牌位于顶层,则[量天]目标中必包含所有双【妖众】玩家。\n"
             "——X为玩家数的一半向下取整(不包括【源尊】)。\n"
             "——【树精】玩家另一张身份牌判定距离计算方向:◇【将领】牌,大数方向;◇【妖众】牌,小数方向。\n"
             "——相邻的玩家之间的距离为1。\n——若【树精】已被[封印]或不在场,结果为不同的随机数。"),
)

JIANXIANTU_TEXT = (
    "[四方鉴仙图](夜行),每个玩家整局游戏只能发动一次,从4个效果中选择一个;发动前【源尊】暗投六面骰,"
    "不为双【妖众】的玩家获得随机答案且不产生实际效果。\n"
    "①询问目标开局时是否持有任何【妖首】牌、[星空仙人]牌(假:1~4是,5、6否)。\n"
    "②指定一名玩家此时持有的一张身份牌,询问此牌是否为非【关键身份】的【将领】牌(假:1、2是,3~6否)。\n"
    "③讨论阶段或[诛仙投票]后,令所有开局时为双【妖众】玩家每一票的票数+1。\n"
    "④你有身份牌时才能发动:选择一位玩家标记,接下来的闭眼阶段强制[封印]目标顶层身份牌;此后每个闭眼阶段,"
    "你自动[封印]顶层身份牌;若投票阶段你被[封印],则技能失效。"
)
HUAXING_TEXT = (
    "[星空仙人]集体技能▶[化形](恒定): ①若开局时玩家两张身份牌都为[星空仙人],则本局游戏,其顶层身份牌会被[验妖]"
    "识别为[深渊妖魔]阵营。②首个白昼阶段,[星空仙人]会获知加入游戏但未上场的随机1张[深渊]【将领】牌。"
    "若开局时有[深渊]【将领】牌隶属于[星空]阵营,则[化形]②失效。"
)

TEXT_EN: dict[str, str] = {
    "圣贤": "Difficulty 4, information 2, rounds 2, disruption 1\n"
            "Skill (1) ▶ [Mortal Sage] (night): ◆ in the Night discussion, when you claim to be a double "
            "【Minion】 and use the [Four-Quarter Revealing Map] while your top card is 【Sage】, you use it as "
            "follows:\n"
            "◇ effect ① works; if the target player is [Starry Immortals] the answer is always no. When you are the "
            "target of a true effect ①, the answer is no.\n"
            "◇ effect ② works; if the target card is a [Starry Immortals] card the answer is always no. When you are "
            "the target of a true effect ②, the answer is no.\n"
            "◇ effect ③ works; you also enjoy the +1 per vote of a true effect ③.\n"
            "◇ effect ④ works; the 【Sage】 card is never forcibly [sealed] by effect ④.\n"
            "☯ When the 【Sage】 card is a 【key identity】: after the 【Sage】 card is [sealed] you still open "
            "your eyes and join the discussion in every Day's [Starry Immortals] action step; if you never used "
            "effect ④ of the [Four-Quarter Revealing Map], or it failed, the [Fairy] may [Demon Sealing] one "
            "extra time, once a game.",
    "神女": "Difficulty 1, information 0, rounds 4, disruption 1\n"
            "Skill ▶ [Divine Domain] (constant): ◆ after the deal the 【Goddess】 card must be the top card.\n"
            "◆ Your top card cannot be [sealed] in a Day's eyes-closed phase.\n"
            "◆ After the 【Goddess】 card is [sealed] you still open your eyes and join the discussion in every Day's "
            "[Starry Immortals] action step.\n"
            "◆ At the start, of you and the nearest player on your left and on your right who is of the other camp "
            "and not a 【Demon Lord】, the top card of one of the three, at random, reads as [Starry] and the "
            "other two read as [Abyss] (if your bottom card is [Starry] too, all three read as [Abyss]).\n"
            "☯ When the 【Goddess】 card is a 【key identity】: if the 【Goddess】 card is [sealed] before the "
            "【Fairy】 card, then when the [Starry Immortals] finally lose the game is not declared over but goes "
            "on for one more Day and Night; if the [Starry Immortals] meet their win condition meanwhile they win.",
    "佛陀": "Difficulty 3, information 0, rounds 1, disruption 4\n"
            "Skill ▶ [Ceasefire] (day): ◆ after the 【Buddha】 card is [sealed] you still open your eyes in every "
            "Day's [Starry Immortals] action step, join the discussion and use [Ceasefire].\n"
            "◆ Each player at most once a game: in a Day's [Starry Immortals] action step you may choose any player; "
            "in the next round that player:\n"
            "◇ in the Night discussion, each of his votes counts 1 less, and his top 【General】 card has no skill "
            "(a skill he uses is handled as a false identity);\n"
            "◇ in the Day's eyes-closed phase, if he opens his eyes, the Host tells him to close them again and he "
            "cannot use any skill (the steps still take place).\n"
            "◆ At the start of every Night discussion the Host announces the target of the last round's "
            "[Ceasefire] (not the player the 【Buddha】 has just chosen!).\n"
            "— [Ceasefire] does not affect [Starry Immortals].\n"
            "— On the first Day the 【Buddha】 may use [Ceasefire] from the bottom too.\n"
            "☯ When 【Buddha】 is a 【key identity】:\n"
            "① if at the start the player's top card is 【Buddha】 and his bottom card is [Abyss], all game his top "
            "card reads as [Abyss] and his bottom card as [Starry].\n"
            "② if the 【Buddha】 player's other card is [Starry] too, in the first Day's eyes-closed phase the "
            "【Buddha】 player himself and all his cards read as [Abyss].",
    "仙子": "Skill (1) ▶ [Beyond the Three Realms] (constant): after the deal the 【Fairy】 card must be the bottom "
            "card; in every Day's [Starry Immortals] action step, whatever the state of the 【Fairy】 card or player, "
            "the 【Fairy】 player always opens his eyes and acts as if the 【Fairy】 card were on top.\n"
            "Skill (2) ▶ [Demon Sealing] (day): in the eyes-closed phase, may [seal] one player's top card.",
    "妖首": "Collective skill ▶ [Demon Sight] (day): if at the start the two 【Demon Lord】 cards are: only one on top "
            "or both at the bottom, only effect ① this game; both on top, effect ② too; held by the same player, "
            "effects ② and ③ too, and that player learns every [Shapeshift] card.\n"
            "① choose a player: learn the camp of his current top card.\n"
            "② choose a player: learn the camp of either of his current cards, or his own camp.\n"
            "③ choose a player: learn the camps of all the cards he held at the start.\n"
            "Collective skill ▶ [Twin Demons] (night): a player who started with a top 【Minion】 and a bottom "
            "【Demon Lord】, while the 【Minion】 is unsealed, gets the true answer when he claims double "
            "【Minion】 and uses effect ① or ② of the [Four-Quarter Revealing Map]. — No [Twin Demons] with 5 players!",
    "妖众": "Double 【Minion】 ▶ [Revealing Map] (night): once a game, in the Night discussion, whatever his state, "
            "when he may speak, a player may publicly claim both his cards are 【Minion】 and use one effect of the "
            "[Four-Quarter Revealing Map].",
    "凶祟": "Difficulty 2, information 4, rounds 1, disruption 0\n"
            "Skill ▶ [Mind Peek] (day): in every Day's eyes-closed phase, may choose any player; the Host shows the "
            "【Fiend】 by gesture how many 【Minion】 cards were among the 2 cards that player got at the start.\n"
            "◇ 1: nothing happens.\n◇ 2: the target's top card is [sealed].\n"
            "◇ 0: the 【Fiend】 card is marked and [sealed] in the next Day's eyes-closed phase.\n"
            "— In the first Day's eyes-closed phase [Mind Peek] seals and marks nobody.",
    "枯骨": "Difficulty 1, information 5, rounds 0, disruption 0\n"
            "Skill ▶ [Bone Tally] (constant): ◆ two [bone cards], demon remains and general remains, join the game; "
            "the Host places one at random face down on the table.\n"
            "◆ At the start of every discussion the Host draws 2 seat number cards at random, shows them and says "
            "publicly whether the number of 【Minion】 / 【General】 cards among those two players' start cards plus "
            "the face-down [bone card] — five cards — is less than 3 or more than 2.\n"
            "◆ In the first eyes-closed phase 【Dry Bones】 opens his eyes; if the 【Dry Bones】 card is:\n"
            "◇ on top: you may not look at the [bone card]; you choose whether the first [Bone Tally] counts "
            "【General】 or 【Minion】 cards, then it switches every round.\n"
            "◇ at the bottom: the Host shows you the [bone card]; you cannot choose the first kind, the Host "
            "chooses it secretly at random.\n"
            "— The kind counted switches every round (e.g. 【General】, then 【Minion】, then 【General】).\n"
            "— Demon remains count as a 【Minion】 card, general remains as a 【General】 card.\n"
            "— If 【Dry Bones】 is [sealed] or not on the table, the result is random.\n"
            "— Each player's number card is drawn at most once a game; when too few are left the skill stops.",
    "树精": "Difficulty 1, information 4, rounds 0, disruption 1\n"
            "Skill ▶ [Sky Measure] (constant): ◆ after recording the cards, the Host chooses at random X different "
            "players other than the 【Tree Spirit】 player who held a 【Minion】 card at the start as [Sky Measure] "
            "targets; at the start of every discussion he announces the distance from the 【Tree Spirit】 player, "
            "in the direction of higher or lower seat numbers, to one of them (in random order).\n"
            "◆ If the 【Tree Spirit】 card was on top at the start, the targets include every double 【Minion】 "
            "player.\n"
            "— X is half the number of players, rounded down (the Host not counted).\n"
            "— The 【Tree Spirit】 player's other card sets the direction: ◇ a 【General】: higher numbers; "
            "◇ a 【Minion】: lower numbers.\n"
            "— Neighbouring players are at distance 1.\n"
            "— If 【Tree Spirit】 is [sealed] or not on the table, the results are different random numbers.",
    "仙童": "Difficulty 2, information 3, rounds 0, disruption 2\n"
            "Skill ▶ [Heavenly Eye] (constant): if at the start the 【Immortal Child】 card is:\n"
            "① on top: when the game ends with a [Starry Immortals] loss, after the [Starry Immortals] discuss, the "
            "【Immortal Child】 names every 【Demon Lord】 player and the exact place of each 【Demon Lord】 card "
            "(which player, top or bottom); if he is right, the [Starry Immortals] win instead.\n"
            "② at the bottom: the [Starry Immortals] learn the start layout of the 2 【Demon Lord】 cards: both on "
            "top, both at the bottom, or one on top and one at the bottom.\n"
            "— With the 【Immortal Child】 on top and a [Starry] bottom card, both effects apply.",
    "星君": "Difficulty 3, information 3, rounds 0, disruption 2\n"
            "Skill ▶ [Star Sign] (constant): ◆ four [star charts] join the game, each given at random one "
            "meaning: start double 【Minion】, start single 【Minion】, start double 【General】, start holding a "
            "【Demon Lord】.\n"
            "◆ In every discussion the Host publicly shows one [star chart], telling about the current [Star Sign] "
            "target. Every round the [Star Sign] moves on to the next target in the direction of higher or lower "
            "seat numbers the 【Star Lord】 chose.\n"
            "◆ In the first eyes-closed phase the 【Star Lord】 opens his eyes alone; if the 【Star Lord】 card is:\n"
            "◇ on top: ① choose any player as the first [Star Sign] target; ② choose higher or lower numbers; "
            "③ learn which [star chart] means start double 【Minion】.\n"
            "◇ at the bottom: he may only choose a player beside him, and only the direction away from himself.\n"
            "— [Star Sign] does not skip [Sealed] players and nothing else affects it.\n"
            "— Holding a 【Demon Lord】 at the start comes before the other meanings.\n"
            "— The 【Star Lord】 does not know what the four charts mean; only the Host knows them all.\n"
            "☯ When 【Star Lord】 is a 【key identity】: after the 【Star Lord】 card is [sealed], in the next Day's "
            "[Starry Immortals] action step they learn which [star chart] means start holding a 【Demon Lord】 (if "
            "the 【Star Lord】 started on top) or start double 【Minion】 (if it started at the bottom).",
    "影妖": "Difficulty 1, information 0, rounds 5, disruption 0\n"
            "Skill ▶ [Backstab] (day): in every Day's eyes-closed phase, may choose any player and [seal] that "
            "player's top card.",
    "血俑": "Difficulty 1, information 1, rounds 3, disruption 1\n"
            "Skill ▶ [Blood Sacrifice] (day): in every Day's eyes-closed phase, may choose any player and mark him "
            "for good as an [Offering]; that player's top card cannot be [sealed] during this Day's eyes-closed "
            "phase only. If the target is already an [Offering], his top card is [sealed] instead, and the "
            "【Blood Figurine】 can never use [Blood Sacrifice] on him again this game.\n"
            "— At the first use of [Blood Sacrifice] he may perform the [Thirsty Sacrifice]: no [Offering] mark; "
            "the target's top card is [sealed] directly.",
    "魔罗": "Difficulty 1, information 2, rounds 1, disruption 2\n"
            "Skill ▶ [Life-Death Chain] (day): in every Day's eyes-closed phase, may link any 2 [Free] players "
            "with the [Life Chain] or the [Death Chain]; if the top card of one of them is [sealed] in this Day:\n"
            "① [Life Chain]: the other player's top card is [sealed] in his place.\n"
            "② [Death Chain]: the other player's top card is [sealed] too.\n"
            "— Each link lasts only until the end of this Day's eyes-closed phase.\n"
            "— A player cannot be the target of the same effect twice in a row, but may alternate.\n"
            "◆ Questions: a player who is the target of both [Blood Sacrifice] and [Life-Death Chain]: "
            "◇ if the [Blood Sacrifice] protects him, the chain is settled first, then the protection; "
            "◇ if the [Blood Sacrifice] seals him, that seal comes first, then the chain carries it.",
    "鬼巫": "Difficulty 5, information 5, rounds 0, disruption 0\n"
            "Skill ▶ [Evil Invocation] (night): ◆ 4 kinds of [evil-god cards] join the game. In the first Day's "
            "eyes-closed phase the Host calls the 【Ghost Shaman】 and shows the 4 kinds; the 【Ghost Shaman】 chooses "
            "1 to mean nothing, then another to mean \"yes\" (or \"no\"); the other 2 mean \"no\" (or \"yes\").\n"
            "◆ In every Night discussion a player may publicly claim his top card is 【Ghost Shaman】 and use "
            "[Evil Invocation]: he asks the Host a yes/no question; the Host offers 3 [evil-god cards] face down, the "
            "player draws 1 at random and the Host shows it to all.\n"
            "— If the player's top card is 【Ghost Shaman】, 2 of the 3 cards give the correct answer and 1 means "
            "nothing. If he draws the meaningless card, all 3 cards of his next [Evil Invocation] are correct.\n"
            "— If his top card is not 【Ghost Shaman】, the Host offers 3 of the 4 kinds at random (one of each).",
    "灾厄": "Difficulty 2, information 3, rounds 2, disruption 0\n"
            "Skill ▶ [Karmic Fire] (night): in every Night discussion a player may publicly claim his top card is "
            "【Calamity】 and use [Karmic Fire]: the top cards of any 2 [Free] players become targets of the "
            "permanent fire; the Host rolls a hidden d6 and says publicly whether some card was lit.\n"
            "① [Karmic Fire] cannot light a 【Minion】 card.\n"
            "② If a player's top card is already lit and becomes a target again, that player's top card is marked "
            "by [Karmic Fire] and [sealed] in the next Day's eyes-closed phase.\n"
            "— If the player's top card is 【Calamity】 the Host answers truly; otherwise no card is lit and the "
            "Host answers by the die: 1–4 some, 5–6 none.\n"
            "◆ Q&A: the fire is on the top card, not the player; when a lit card is [sealed] its fire leaves with it.",
    "纸人": "Difficulty 4, information 4, rounds 1, disruption 0\n"
            "Skill ▶ [Soul Summoning] (night): ◆ two [info cards], summoning success and summoning failure, join "
            "the game.\n"
            "◆ In every Night discussion a player may publicly claim his top card is 【Paper Puppet】 and use "
            "[Soul Summoning]: he names a 【General】 card that joined the game and asks whether it is [sealed] (an "
            "unused [Shapeshift] card counts as sealed); the Host rolls a hidden d6 and secretly gives him an "
            "[info card] with the result, which he returns; then the die's consequences follow.\n"
            "— 【Paper Puppet】 has as many [spirit essence] as there are players; each summoning spends some; if "
            "there is not enough, the 【Paper Puppet】 player's top card is marked and [sealed] in the next Day's "
            "eyes-closed phase.\n"
            "— Each summoning: success costs 3, failure 2 [spirit essence].\n"
            "— A player whose top card is not 【Paper Puppet】 gets a random [info card] after the hidden d6; on a 6 "
            "his top card is marked and [sealed] in the next Day's eyes-closed phase.",
    "怪煞": "Difficulty 2, information 1, rounds 4, disruption 0\n"
            "Skill ▶ [Collapse] (night): in every Night discussion a player may publicly claim his top card is "
            "【Bane】 and target another player; the Host rolls a hidden d6:\n"
            "① the target's top card is 【Minion】 and his other start card is not: 1–2 the target is marked and "
            "his top card [sealed] in the next Day's eyes-closed phase; 3–6 nothing happens.\n"
            "② the target started as a double 【Minion】: 1–2 the target is marked; 3–4 nothing; 5–6 the 【Bane】 "
            "player is marked and his top card [sealed] in the next Day's eyes-closed phase.\n"
            "③ the target's top card is a 【General】: of another camp than the 【Bane】 player — the target is "
            "marked; of the same camp — the 【Bane】 player is marked.\n"
            "— A player whose top card is not 【Bane】 gets no effect, but the die is still rolled; on a 6 his top "
            "card is marked and [sealed] in the next Day's eyes-closed phase.\n"
            "◆ Q&A: a true 【Bane】 marks a player; a fake one marks a card — if that card is [sealed] by the vote, "
            "the mark does nothing in the next eyes-closed phase.",
}
TEXT_EN_MISSING = "skills not implemented yet (issue \"仙妖斗法: every general\")"
JIANXIANTU_TEXT_EN = (
    "[Four-Quarter Revealing Map] (night): each player may use it once a game, choosing one of 4 effects; before "
    "it the Host rolls a hidden d6, and a player who is not a double 【Minion】 gets a random answer and no effect.\n"
    "① did the target hold any 【Demon Lord】 or [Starry Immortals] card at the start? (fake: 1–4 yes, 5–6 no)\n"
    "② name a card a player holds now: is it a 【General】 that is not a 【key identity】? (fake: 1–2 yes, 3–6 no)\n"
    "③ in the discussion or after the [Slaying Vote]: every vote of every start double 【Minion】 counts +1.\n"
    "④ only while you hold a card: mark a player; his top card is forcibly [sealed] in the next eyes-closed "
    "phase; after that you [seal] your own top card in every eyes-closed phase; if you are [sealed] in the vote, "
    "the skill fails."
)
HUAXING_TEXT_EN = (
    "[Starry Immortals] collective skill ▶ [Shapeshift] (constant): ① a player whose two start cards are both "
    "[Starry Immortals] reads as [Abyss Demons] on his top card to [Demon Sight] all game. ② On the first Day the "
    "[Starry Immortals] learn one random [Abyss] 【General】 that joined the game but is not on the table; if an "
    "[Abyss] 【General】 belongs to the [Starry] camp at the start, ② fails."
)

BY_NAME: dict[str, Identity] = {i.name: i for i in IDENTITIES}
BY_ID: dict[str, Identity] = {i.id: i for i in IDENTITIES}
ABYSS_GENERALS = tuple(i.name for i in IDENTITIES if i.camp == SHENYUAN and i.kind == "将领")
STAR_GENERALS = tuple(i.name for i in IDENTITIES if i.camp == XINGKONG and i.kind == "将领")


def identity(name: str) -> Identity:
    """Look an identity up by its book name or its code id.

    >>> identity("妖首").camp, identity("yaozhong").name
    ('深渊', '妖众')
    """
    found = BY_NAME.get(name) or BY_ID.get(name)
    if found is None:
        raise UnknownIdentity(
            f"未知身份 (unknown identity) {name!r}; 《仙妖斗法:封妖》的身份: {', '.join(BY_NAME)}"
        )
    return found
