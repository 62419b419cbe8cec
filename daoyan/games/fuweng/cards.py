"""The 游戲牌 (game cards) of 三國殺×大富翁 as data — rule book 001_ea231be5ab83fae4.txt, section 游戲牌.

Every kind of card with its count, 類別 (category), 副類別 (equipment sub-category), a weapon's 視野范圍+X and
the book's text (使用時機/使用目標/作用效果, or the paragraph), the scraped pinyin removed. Display names are the
book's; code ids are pinyin. `build_deck()` makes the 156 physical cards, each with a unique id and a suit.

The book prints no suit on a game card, yet skills read one (失臂 「紅色動物牌」, 借計 「黑色非大招牌」, 言靈
「黑桃非動物牌」); the product reading R-S3 (docs/rulings/fuweng.md (section 2)) gives copy n of the book's listing the
suit 黑桃 紅桃 梅花 方塊 [n mod 4]. It is a table (`SUIT_TABLE`), and another table can be passed to `build_deck`.
Effects are not implemented here (this module is data).

>>> deck = build_deck()
>>> len(deck), deck[0].name, deck[0].suit, deck[50].name, deck[50].suit
(156, '狗', <Suit.SPADE: '黑桃'>, '流浪貓', <Suit.CLUB: '梅花'>)
>>> KIND_BY_NAME["貓車"].sub, KIND_BY_NAME["貓車"].vision
(<SubCategory.WEAPON: '武器牌'>, 15)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from ...core.errors import ConfigError


class Colour(StrEnum):
    RED = "紅色"
    BLACK = "黑色"


class Suit(StrEnum):
    """花色, in the usual Chinese listing order 黑紅梅方."""

    SPADE = "黑桃"
    HEART = "紅桃"
    CLUB = "梅花"
    DIAMOND = "方塊"

    @property
    def colour(self) -> Colour:
        """紅色 = 紅桃 or 方塊; 黑色 = 黑桃 or 梅花 (R-S4)."""
        return Colour.RED if self in (Suit.HEART, Suit.DIAMOND) else Colour.BLACK

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]


SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND)
SUIT_SYMBOLS: Mapping[Suit, str] = dict(zip(SUIT_ORDER, "♠♥♣♦", strict=True))


class Category(StrEnum):
    """類別. 「不同類別的牌卡背不同」: the backs are 動物/大招/裝備 — 延時大招牌 are 大招牌 (R-G7)."""

    ANIMAL = "動物牌"
    TRICK = "大招牌"
    DELAYED_TRICK = "延時大招牌"
    EQUIPMENT = "裝備牌"

    @property
    def back(self) -> Category:
        """The category a 檢索 (search) sees on the back of the card."""
        return TRICK if self is DELAYED_TRICK else self  # (the module's names: `Category.X` reads slowly)


class SubCategory(StrEnum):
    """「武器牌、防具牌、進攻坐騎、防御坐騎、寶物牌為裝備牌這一類別的副類別。」"""

    WEAPON = "武器牌"
    ARMOR = "防具牌"
    OFFENSIVE_MOUNT = "進攻坐騎"
    DEFENSIVE_MOUNT = "防御坐騎"
    TREASURE = "寶物牌"


# The members by plain names: hot paths compare with these (Python 3.11 reads `Category.ANIMAL` through a descriptor,
# about ten times slower than a module's name).
ANIMAL, TRICK, DELAYED_TRICK, EQUIPMENT = Category
WEAPON, ARMOR, OFFENSIVE_MOUNT, DEFENSIVE_MOUNT, TREASURE = SubCategory

#: The section's opening rule (mojibake restored by R-0.1: 「?！耙曇胺秶?X”」 reads 「。“視野范圍+X”」).
CATEGORY_RULE = ("不同類別的牌卡背不同。“視野范圍+X”為武器牌。武器牌、防具牌、進攻坐騎、防御坐騎、寶物牌為裝備牌"
                 "這一類別的副類別。")
#: Printed after 順手牽羊; a rule for every card and skill (R-G9).
RANDOM_HAND_RULE = "*涉及其它角色的手牌的操作如無特殊說明，均為隨機操作。"


@dataclass(frozen=True, slots=True)
class CardKind:
    """One kind of 游戲牌 as the book lists it: 「狗*50，動物牌」 and its text."""

    name: str  # the book's name, e.g. 狗
    id: str  # pinyin, e.g. gou
    count: int  # copies in the deck
    category: Category
    sub: SubCategory | None  # 副類別 of an equipment card
    vision: int | None  # a weapon's 視野范圍+X
    text: str  # the book's text, as printed (three lines for the animal cards)
    timing: str | None = None  # 使用時機 (animal cards)
    target: str | None = None  # 使用目標
    effect: str | None = None  # 作用效果

    @property
    def en(self) -> str:
        return EN_NAMES[self.id]

    @property
    def label(self) -> str:
        """The book's heading: 「狗*50，動物牌」, 「貓車*1，視野范圍+15」."""
        what = f"視野范圍+{self.vision}" if self.vision is not None else (self.sub or self.category)
        return f"{self.name}*{self.count}，{what}"


def _kind(name: str, id: str, count: int, category: Category, *, sub: SubCategory | None = None,
          vision: int | None = None, text: str = "", timing: str | None = None, target: str | None = None,
          effect: str | None = None) -> CardKind:
    if timing is not None:
        text = f"使用時機：{timing}\n使用目標：{target}\n作用效果：{effect}"
    return CardKind(name, id, count, category, sub, vision, text, timing, target, effect)


#: Every kind, in the book's order (which also fixes the suits, R-S3, and the card ids).
CARD_KINDS: tuple[CardKind, ...] = (
    _kind('狗', 'gou', 50, ANIMAL,
          timing='出牌階段限一次', target='你視野范圍內的一名其它角色',
          effect='你對目標角色造成1點傷害'),
    _kind('流浪貓', 'liulangmao', 25, ANIMAL,
          timing='以你為目標的【狗】生效前', target='以你為目標的【狗】',
          effect='抵消此【狗】'),
    _kind('家貓', 'jiamao', 14, ANIMAL,
          timing='(出牌階段，若你存活且已受傷/一名角色瀕死時)', target='(你/處于瀕死狀態的角色)',
          effect='目標角色回復1點體力'),
    _kind('金鼓齊鳴', 'jinguqiming', 8, TRICK,
          text='出牌階段，對一名其它角色使用。由其開始，其與你輪流打出一張【狗】，直到其中一方未打出【狗】為止。'
               '未打出【狗】的一方受到另一方對其造成的1點傷害。'),
    _kind('釜底抽薪', 'fudichouxin', 8, TRICK,
          text='出牌階段，對你視野范圍內的一名區域里有牌的其它角色使用。你棄置其區域內一張牌（觀看手牌）。'),
    _kind('順手牽羊', 'shunshouqianyang', 6, TRICK,
          text='出牌階段，對你視野范圍內的一名有手牌的其它角色使用。你獲得其一張手牌。'),
    _kind('無中生有', 'wuzhongshengyou', 4, TRICK,
          text='出牌階段，對你使用。你摸三張牌。'),
    _kind('無懈可擊', 'wuxiekeji', 8, TRICK,
          text='一張大招牌生效前，抵消此牌對一名角色產生的效果，或抵消另一張【無懈可擊】產生的效果。'),
    _kind('瞞天過海', 'mantianguohai', 2, TRICK,
          text='出牌階段，對你視野范圍內的一名手牌數不小于你的其它角色使用。若其手牌數大于你，你摸X張牌。'
               'X為你與其手牌數之差。'),
    _kind('以逸待勞', 'yiyidailao', 2, TRICK,
          text='出牌階段，對你視野范圍內的一名手牌數不小于你的其它角色使用。若其手牌數大于你，其棄置X張手牌。'
               'X為你與其手牌數之差。'),
    _kind('無我之愛', 'wuwozhiai', 1, TRICK,
          text='出牌階段，對所有其它角色使用。你為每名目標角色選擇一項：摸一張牌；你棄置其一張牌。'
               '此牌無目標限制、不能被響應且不會失效。'),
    _kind('美人計', 'meirenji', 3, DELAYED_TRICK,
          text='出牌階段，對一名其它角色使用。若判定結果不為紅桃，其本回合出牌階段不能使用或打出牌。'
               '不處于地圖上的角色無需判定此牌。'),
    _kind('八陣圖', 'bazhentu', 2, DELAYED_TRICK,
          text='出牌階段，對你（你是第一個目標，之后可能會不斷改變）使用。若判定結果為黑桃2~9，'
               '則目標角色失去3點體力。若判定結果不為黑桃2~9，將之移動到其下家的判定區里。'),
    _kind('繩子', 'shengzi', 4, EQUIPMENT, sub=TREASURE,
          text='鎖定技，你于出牌階段內使用【狗】無次數限制。'),
    _kind('掃帚', 'saozhou', 3, EQUIPMENT, sub=OFFENSIVE_MOUNT,
          text='鎖定技，你與其它角色的距離-5。'),
    _kind('唐傘', 'tangsan', 3, EQUIPMENT, sub=DEFENSIVE_MOUNT,
          text='鎖定技，其它角色與你的距離+5。'),
    _kind('照相機', 'zhaoxiangji', 2, EQUIPMENT, sub=ARMOR,
          text='每當你需要使用或打出一張【流浪貓】或于回合外使用或打出一張【狗】時，'
               '你可以判定（若你需要響應特定角色的牌或購股特定角色控股的建筑，該角色為發起方；否則，'
               '當前回合角色為發起方）：若結果為紅色，視為你使用或打出了一張【狗】或【流浪貓】。'),
    _kind('八卦爐', 'bagualu', 1, EQUIPMENT, sub=WEAPON, vision=5,
          text='鎖定技，每當你使用【狗】指定一名目標角色后，若其裝備區沒有防具牌，此【狗】對其傷害+1。'),
    _kind('緋想之劍', 'feixiangzhijian', 1, EQUIPMENT, sub=WEAPON, vision=5,
          text='每當你使用【狗】對目標角色造成傷害時，若其存活，你可以令其判定：若結果為紅色，防止此傷害，'
               '然后若目標存活，其入院2輪。'),
    _kind('岡格尼爾', 'gangenier', 1, EQUIPMENT, sub=WEAPON, vision=10,
          text='鎖定技，你使用的【狗】不能被響應。'),
    _kind('凈琉璃之鏡', 'jingliulizhijing', 1, EQUIPMENT, sub=ARMOR,
          text='鎖定技，若你(處于/不處于)《野外》，(【狗】/【金鼓齊鳴】)對你無效。'),
    _kind('萊瓦汀', 'laiwating', 1, EQUIPMENT, sub=WEAPON, vision=5,
          text='每當你使用【狗】指定一名與你歸化屬性不同的目標角色后，若其有手牌，你可以令其棄置一張手牌，若如此做，'
               '你摸一張牌。'),
    _kind('龍魚之羽衣', 'longyuzhiyuyi', 1, EQUIPMENT, sub=ARMOR,
          text='鎖定技，你不能成為處于建筑的角色使用的【狗】的目標。'),
    _kind('貓車', 'maoche', 1, EQUIPMENT, sub=WEAPON, vision=15,
          text='鎖定技，當你使用【狗】指定目標后，你選擇X軸或Y軸之一，'
               '令與目標角色在你選擇的維度坐標相同的所有角色也成為此牌目標。'),
    _kind('死神鐮刀', 'sishenliandao', 1, EQUIPMENT, sub=WEAPON, vision=10,
          text='每當你使用的【狗】被目標角色使用的【流浪貓】抵消時，你可以行動1格：若你因此次行動獲得了【狗】，'
               '你將其中一張【狗】對其使用。'),
    _kind('探寶棒', 'tanbaobang', 1, EQUIPMENT, sub=WEAPON, vision=10,
          text='你可以將一張(動物牌/非動物牌)當(【狗】/【流浪貓】)使用或打出。'),
    _kind('天狗團扇', 'tiangoutuanshan', 1, EQUIPMENT, sub=WEAPON, vision=0,
          text='鎖定技，所有其它角色視為在你的視野范圍內。'),
    _kind('制御棒', 'zhiyubang', 1, EQUIPMENT, sub=WEAPON, vision=20,
          text='鎖定技，每當你使用【狗】對目標角色造成傷害時，其隨機棄置裝備區里的一張牌。'),
)

KIND_BY_NAME: Mapping[str, CardKind] = {k.name: k for k in CARD_KINDS}
KIND_BY_ID: Mapping[str, CardKind] = {k.id: k for k in CARD_KINDS}

EN_NAMES: Mapping[str, str] = {
    "gou": "Dog", "liulangmao": "Stray Cat", "jiamao": "House Cat", "jinguqiming": "Drums and Gongs",
    "fudichouxin": "Remove the Firewood", "shunshouqianyang": "Snatch", "wuzhongshengyou": "Something from Nothing",
    "wuxiekeji": "Impeccable", "mantianguohai": "Deceive the Heavens", "yiyidailao": "Rest and Wait",
    "wuwozhiai": "Selfless Love", "meirenji": "Beauty Trap", "bazhentu": "Eight-Trigram Maze", "shengzi": "Rope",
    "saozhou": "Broom", "tangsan": "Paper Umbrella", "zhaoxiangji": "Camera", "bagualu": "Mini-Hakkero",
    "feixiangzhijian": "Sword of Hisou", "gangenier": "Gungnir", "jingliulizhijing": "Mirror of Joururi",
    "laiwating": "Laevatein", "longyuzhiyuyi": "Robe of the Oarfish", "maoche": "Cat Cart",
    "sishenliandao": "Shinigami's Scythe", "tanbaobang": "Dowsing Rod", "tiangoutuanshan": "Tengu Fan",
    "zhiyubang": "Control Rod",
}


def card_kind(name: str) -> CardKind:
    """A kind by the book's name (or its pinyin id); an unknown name is a clear error."""
    kind = KIND_BY_NAME.get(name) or KIND_BY_ID.get(name)
    if kind is None:
        raise ConfigError(f"unknown game card {name!r}; the book's cards are {'、'.join(KIND_BY_NAME)}")
    return kind


def book_order_suits() -> dict[str, tuple[Suit, ...]]:
    """R-S3: number the copies 0… in the book's order, copy n has suit 黑桃 紅桃 梅花 方塊 [n mod 4]."""
    table: dict[str, tuple[Suit, ...]] = {}
    n = 0
    for kind in CARD_KINDS:
        table[kind.name] = tuple(SUIT_ORDER[(n + i) % 4] for i in range(kind.count))
        n += kind.count
    return table


#: The suit of every copy of every kind (R-S3), by kind name: the product's default table.
SUIT_TABLE: Mapping[str, tuple[Suit, ...]] = book_order_suits()


class Suited:
    """Colour words for anything with a suit (a game card, a judgement result): 紅色 = 紅桃/方塊 (R-S4)."""

    __slots__ = ()
    suit: Suit

    @property
    def colour(self) -> Colour:
        return self.suit.colour

    @property
    def is_red(self) -> bool:
        return self.suit.colour is Colour.RED


@dataclass(frozen=True, slots=True)
class Card(Suited):
    """One physical game card: a unique id (0…155, the book's order) and its suit."""

    id: int
    kind: CardKind
    suit: Suit
    # the kind's name and 類別, kept on the card (read on every hot path; a kind never changes)
    name: str = field(init=False, repr=False, compare=False)
    category: Category = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.kind.name)
        object.__setattr__(self, "category", self.kind.category)

    def __str__(self) -> str:
        return f"{self.name}{self.suit.symbol}#{self.id}"


def build_deck(suits: Mapping[str, Sequence[Suit]] | None = None) -> list[Card]:
    """The full game deck in the book's order (`Chance.shuffle` it before dealing): one `Card` per copy.

    `suits` replaces the default suit table (a room setting, R-S3); it must give every kind exactly its count
    of suits, or nothing is built. The default deck's cards are made once (a `Card` is frozen: every game may hold
    the same ones); the list is new at each call.
    """
    if suits is None:
        if not _DEFAULT_DECK:
            _DEFAULT_DECK.extend(_build(SUIT_TABLE))
        return list(_DEFAULT_DECK)
    return _build(suits)


_DEFAULT_DECK: list[Card] = []


def _build(table: Mapping[str, Sequence[Suit]]) -> list[Card]:
    unknown = sorted(set(table) - set(KIND_BY_NAME))
    if unknown:
        raise ConfigError(f"suit table names cards the book does not have: {'、'.join(unknown)}")
    deck: list[Card] = []
    for kind in CARD_KINDS:
        row = list(table.get(kind.name, ()))
        if len(row) != kind.count:
            raise ConfigError(f"suit table gives {kind.name} {len(row)} suits; the book has {kind.label}")
        deck += [Card(len(deck) + i, kind, Suit(s)) for i, s in enumerate(row)]
    return deck


def counts_by_category(deck: Sequence[Card]) -> Counter[Category]:
    """How many cards of each 類別 a deck holds."""
    return Counter(c.category for c in deck)
