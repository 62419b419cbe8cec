"""三國殺×大富翁 判定牌堆 and 判定 — rule book 001_ea231be5ab83fae4.txt, the paragraph before the 人妖牌 list:

「選將結束后，將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆。“判定”這一操作流程為：展示剩余判定牌堆
頂一張牌，根據花色點數決定判定結果（若為(大王/小王)，由(進行/發起)判定的角色決定花色點數），然后將此牌正面朝上置于判定牌
堆底。操作完畢后若判定牌堆頂牌為正面朝上，洗切判定牌堆。」 (mojibake restored, R-0.1). Every test quotes the words it checks."""

from __future__ import annotations

import pytest

from daoyan.core.errors import ForcedChanceError, IllegalAnswer
from daoyan.core.rng import Chance
from daoyan.games.fuweng.cards import Colour, Suit
from daoyan.games.fuweng.characters import standard_characters
from daoyan.games.fuweng.judgement import (
    CHOOSER,
    JudgementDeck,
    JudgementError,
    colour,
    is_red,
    parse_rank,
    parse_suit,
    rank_name,
)

SEED_FILE = "001_ea231be5ab83fae4.txt"
ALL_IDS = sorted(c.id for c in standard_characters())


def small_deck(order: list[str], seed: int = 1) -> JudgementDeck:
    """A deck of the listed cards, the first shuffle forced to `order`."""
    return JudgementDeck.from_unused(Chance(seed, forced={"判定牌堆": [order]}), only=order)


def test_without_character_cards_the_deck_is_all_54_shuffled() -> None:
    """「將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆」 — with no 人妖牌 in play (R-D17) every one of
    the 54 is unused; the shuffle is a logged `Chance` draw and every card starts face down."""
    chance = Chance(7)
    deck = JudgementDeck.from_unused(chance)
    assert len(deck) == 54
    assert sorted(c.id for c, _ in deck.cards) == ALL_IDS
    assert not any(up for _, up in deck.cards)
    assert [(e["chance"], e["kind"]) for e in chance.events] == [("判定牌堆", "shuffle")]
    assert chance.events[0]["value"] == [c.id for c, _ in deck.cards]
    assert [c.id for c, _ in deck.cards] != [c.id for c in standard_characters()]  # shuffled, not the book's order


def test_same_seed_same_deck() -> None:
    """「洗切」 through the game's seeded RNG: the same seed gives the same order, another seed another."""
    def order(seed: int) -> list[str]:
        return [c.id for c, _ in JudgementDeck.from_unused(Chance(seed)).cards]

    assert order(11) == order(11)
    assert order(11) != order(12)


def test_cards_in_use_are_left_out() -> None:
    """「剩余人妖牌堆中未使用的標準版人妖牌」 — the cards chosen by players are not in the judgement deck."""
    deck = JudgementDeck.from_unused(Chance(1), used=["審判官", "JOKER_BIG", "HA"])
    ids = {c.id for c, _ in deck.cards}
    assert len(deck) == 51
    assert not ids & {"SK", "JOKER_BIG", "HA"}
    with pytest.raises(JudgementError, match="unknown 人妖牌 in play: 主公"):
        JudgementDeck.from_unused(Chance(1), used=["主公"])


def test_a_judgement_shows_the_top_card_and_puts_it_face_up_at_the_bottom() -> None:
    """「展示剩余判定牌堆頂一張牌，根據花色點數決定判定結果…然后將此牌正面朝上置于判定牌堆底。」"""
    deck = small_deck(["S2", "HQ", "DA"])
    shown = deck.reveal()
    assert shown.card.id == "S2" and shown.chooser is None
    result = deck.judge()
    assert (result.suit, result.rank, result.label, result.chosen_by) == (Suit.SPADE, 2, "黑桃2", None)
    assert [(c.id, up) for c, up in deck.cards] == [("HQ", False), ("DA", False), ("S2", True)]
    assert deck.face_up == (result.card,)
    second = deck.reveal().card, deck.judge()
    assert second[1].label == "紅桃Q" and second[1].is_red and second[1].colour is Colour.RED


def test_the_deck_is_reshuffled_when_the_top_card_is_face_up() -> None:
    """「操作完畢后若判定牌堆頂牌為正面朝上，洗切判定牌堆。」 — not before every card has been judged once; then the whole deck
    is shuffled again (a second logged draw), all face down."""
    chance = Chance(5, forced={"判定牌堆": [["S2", "HQ", "DA"], ["DA", "S2", "HQ"]]})
    deck = JudgementDeck.from_unused(chance, only=["S2", "HQ", "DA"])
    for expected in ("S2", "HQ"):
        assert deck.reveal().card.id == expected
        deck.judge()
        assert len(chance.events) == 1  # the top card is still face down: no shuffle
    assert deck.reveal().card.id == "DA"
    deck.judge()
    assert len(chance.events) == 2 and chance.events[1]["chance"] == "判定牌堆"
    assert [(c.id, up) for c, up in deck.cards] == [("DA", False), ("S2", False), ("HQ", False)]


def test_every_card_is_judged_once_between_shuffles() -> None:
    """「然后將此牌正面朝上置于判定牌堆底。操作完畢后若判定牌堆頂牌為正面朝上，洗切判定牌堆。」 — over three passes through the
    54 cards (jokers answered), each run of 54 judgements shows every card exactly once, and the deck never loses a card."""
    for seed in range(5):
        chance = Chance(seed)
        deck = JudgementDeck.from_unused(chance)
        seen: list[str] = []
        for _ in range(54 * 3):
            r = deck.reveal()
            seen.append(r.card.id)
            deck.judge(*(("梅花", 5) if r.chooser else ()))
            assert len(deck) == 54
        for i in range(3):
            assert sorted(seen[54 * i:54 * (i + 1)]) == ALL_IDS
        assert len(chance.events) == 4  # the first shuffle and one after each pass


@pytest.mark.parametrize(("joker", "chooser"), [("JOKER_BIG", "進行"), ("JOKER_SMALL", "發起")])
def test_a_joker_asks_for_a_suit_and_rank(joker: str, chooser: str) -> None:
    """「若為(大王/小王)，由(進行/發起)判定的角色決定花色點數」 — 大王: the character who performs the judgement chooses; 小王:
    the one who initiated it (R-S2). The chosen value is the result; the joker then goes face up to the bottom."""
    deck = small_deck([joker, "S9"])
    r = deck.reveal()
    assert r.card.id == joker and r.chooser == chooser
    assert deck.pending == r
    result = deck.judge(suit="方塊", rank="K")
    assert (result.suit, result.rank, result.chosen_by, result.label) == (Suit.DIAMOND, 13, chooser, "方塊K")
    assert result.card.id == joker and result.is_red
    assert [(c.id, up) for c, up in deck.cards] == [("S9", False), (joker, True)]
    assert CHOOSER == {"大王": "進行", "小王": "發起"}


def test_a_joker_without_a_valid_choice_changes_nothing() -> None:
    """「由(進行/發起)判定的角色決定花色點數」 — no choice, or a suit/rank that does not exist, is refused; the joker stays
    shown and the deck is untouched. A card that is not a joker takes no choice."""
    deck = small_deck(["JOKER_BIG", "S9"])
    deck.reveal()
    before = deck.cards
    for bad in ({}, {"suit": "黑桃"}, {"suit": "紅心", "rank": 3}, {"suit": "黑桃", "rank": "14"},
                {"suit": "黑桃", "rank": 0}):
        with pytest.raises(IllegalAnswer):
            deck.judge(**bad)
        assert deck.cards == before and deck.pending is not None
    assert deck.judge("♠", 1).label == "黑桃A"
    deck.reveal()
    with pytest.raises(IllegalAnswer, match="not a joker"):
        deck.judge(suit="紅桃", rank=1)
    assert deck.judge().label == "黑桃9"


def test_steps_out_of_order_are_refused() -> None:
    """「展示…然后將此牌…置于判定牌堆底」: judge only a shown card, and show one card at a time."""
    deck = small_deck(["S2", "HQ"])
    with pytest.raises(JudgementError, match="reveal"):
        deck.judge()
    deck.reveal()
    with pytest.raises(JudgementError, match="already shown"):
        deck.reveal()
    with pytest.raises(JudgementError, match="at least one"):
        JudgementDeck(Chance(1), [])


def test_a_forced_order_must_be_the_deck() -> None:
    """「洗切判定牌堆」 is forceable by name (scenarios), but only to an order of the deck's own cards."""
    with pytest.raises(ForcedChanceError):
        JudgementDeck.from_unused(Chance(1, forced={"判定牌堆": [["S2", "S3"]]}), only=["S2", "HQ"])


def test_colours_suits_and_ranks() -> None:
    """「若判定結果不為紅桃」 (美人計), 「黑桃2~9」 (八陣圖), 「若結果為紅色」 (照相機): 紅色 = 紅桃 or 方塊, 黑色 = 黑桃 or
    梅花 (R-S4); ranks are A, 2…10, J, Q, K."""
    assert [colour(s) for s in Suit] == [Colour.BLACK, Colour.RED, Colour.BLACK, Colour.RED]
    assert [is_red(s) for s in Suit] == [False, True, False, True]
    assert [s.value for s in Suit] == ["黑桃", "紅桃", "梅花", "方塊"]
    assert [parse_rank(x) for x in ("A", "2", "9", "10", "J", "Q", "K")] == [1, 2, 9, 10, 11, 12, 13]
    assert [rank_name(n) for n in range(1, 14)] == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert parse_suit("方塊") is parse_suit("♦") is Suit.DIAMOND
    by = {c.id: c for c in standard_characters()}
    assert is_red(by["HK"]) and not is_red(by["SK"]) and colour(by["JOKER_BIG"]) is None
    for bad in ("1", "B", "11", "0"):
        with pytest.raises(IllegalAnswer, match="not a rank"):
            parse_rank(bad)
