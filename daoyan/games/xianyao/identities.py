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
    Identity("shengxian", "圣贤", XINGKONG, "将领", False, _MISSING),
    Identity("shennv", "神女", XINGKONG, "将领", False, _MISSING),
    Identity("xiantong", "仙童", XINGKONG, "将领", False, _MISSING),
    Identity("fotuo", "佛陀", XINGKONG, "将领", False, _MISSING),
    Identity("xingjun", "星君", XINGKONG, "将领", False, _MISSING),
    Identity("guiwu", "鬼巫", SHENYUAN, "将领", False, _MISSING),
    Identity("zaie", "灾厄", SHENYUAN, "将领", False, _MISSING),
    Identity("zhiren", "纸人", SHENYUAN, "将领", False, _MISSING),
    Identity("xiongsui", "凶祟", SHENYUAN, "将领", False, _MISSING),
    Identity("yingyao", "影妖", SHENYUAN, "将领", False, _MISSING),
    Identity("xueyong", "血俑", SHENYUAN, "将领", False, _MISSING),
    Identity("moluo", "魔罗", SHENYUAN, "将领", False, _MISSING),
    Identity("guaisha", "怪煞", SHENYUAN, "将领", False, _MISSING),
    Identity("kugu", "枯骨", SHENYUAN, "将领", False, _MISSING),
    Identity("shujing", "树精", SHENYUAN, "将领", False, _MISSING),
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
