"""003_6ab575b4f34e0846.txt 「替补」 and 「场外助理」, and the red and yellow cards (`daoyan.games.langren.staff`), with
readings A-LR-31 … A-LR-33 (docs/rulings/langren.md, part 4)."""

from __future__ import annotations

import json

import pytest

from daoyan.games.langren.staff import Decision, Staffing, StaffSettings


def table(settings: StaffSettings | None = None) -> Staffing:
    return Staffing({1: "阿饺", 2: "包子", 3: "馄饨"}, settings)


def test_the_director_chooses_and_the_seat_passes_whole() -> None:
    """003 「若玩家在游戏过程中因某些原因无法继续进行游戏,可以向导演申请更换替补。替补人选由导演最终决定,玩家不可私下寻找替补。」
    「替补玩家将收到该玩家的角色、身份、行动及账号、密码,代替该玩家继续游戏。」 A-LR-31: the seat (and its cards) goes to the
    substitute; only he acts for it from now on."""
    staff = table()
    staff.yellow_card(1, 1)
    d = staff.substitute(1, "烧卖")
    assert isinstance(d, Decision) and d.accepted and not d.red_card
    assert "替补玩家将收到该玩家的角色、身份、行动及账号、密码" in d.zh and "substitutes for 阿饺" in d.text("en")
    assert staff.holder(1) == "烧卖" and staff.seats[1].holders == ["阿饺", "烧卖"]
    assert staff.seats[1].yellows == [1]  # the cards belong to the seat
    assert staff.may_act("烧卖", 1) and not staff.may_act("阿饺", 1)
    assert staff.seat_of("烧卖") == 1 and staff.seat_of("阿饺") is None


def test_once_per_character_then_a_red_card() -> None:
    """003 「每名角色仅限更换一次替补。」「无法继续进行游戏的角色无法更换替补时红牌罚下。」 A-LR-31: once per character, not per
    person: a substitute who cannot continue is red-carded."""
    staff = table()
    assert staff.substitute(2, "烧卖").accepted
    d = staff.substitute(2, "春卷")
    assert not d.accepted and d.red_card
    assert "每名角色仅限更换一次替补" in d.zh and "红牌罚下" in d.zh and "only once" in d.en
    assert staff.holder(2) == "烧卖" and staff.seats[2].red is not None and staff.seats[2].red.effect == "out"
    assert staff.substitute(3, "春卷").accepted  # another character still has its one substitution
    with pytest.raises(ValueError, match="已被红牌罚下"):
        staff.substitute(2, "汤圆")


def test_no_substitute_at_all_is_a_red_card() -> None:
    """003 「无法继续进行游戏的角色无法更换替补时红牌罚下。」: the 导演 has nobody to send."""
    staff = table()
    d = staff.substitute(3, None)
    assert not d.accepted and d.red_card and "导演无替补人选" in d.zh
    assert staff.seats[3].substitutions == 0 and staff.seats[3].red is not None


def test_nobody_from_this_game_may_substitute() -> None:
    """003 「替补人选由导演最终决定,玩家不可私下寻找替补。」 A-LR-31: nobody who is or was in this game as a player,
    substitute or 场外助理 (they know secrets); the 导演 must choose again, nothing changes."""
    staff = table()
    staff.substitute(1, "烧卖")
    staff.assign_assistant(2, "老张", games_played=0)
    for person in ("包子", "阿饺", "烧卖", "老张"):
        with pytest.raises(ValueError, match="替补人选不能是本局的玩家、替补或场外助理"):
            staff.substitute(3, person)
    assert staff.holder(3) == "馄饨" and staff.seats[3].substitutions == 0


def test_the_former_players_assistant_leaves() -> None:
    """003 「场外助理可与该玩家私下沟通交流」 A-LR-31: the assistant belongs to the person; after a substitution he leaves,
    cannot come back as the substitute's assistant, and the substitute may apply for his own."""
    staff = table()
    staff.assign_assistant(1, "老张", games_played=0)
    staff.substitute(1, "烧卖")
    assert staff.seats[1].assistant is None and not staff.may_view("老张", 1)
    assert not staff.assign_assistant(1, "老张", games_played=0).accepted
    assert staff.assign_assistant(1, "老李", games_played=1).accepted


def test_red_card_out_or_idle() -> None:
    """003 「无法继续进行游戏的角色无法更换替补时红牌罚下。」 A-LR-32: out by default; setting `red_card = idle` keeps the
    character alive but unable to act; one red card per seat."""
    staff = table()
    d = staff.red_card(2, "违规")
    assert d.accepted and d.red_card and "出局" in d.zh and "out" in d.en
    with pytest.raises(ValueError, match="已被红牌罚下"):
        staff.red_card(2, "违规")
    idle = table(StaffSettings(red_card="idle"))
    assert "挂机" in idle.red_card(1, "失联").zh
    assert idle.seats[1].red is not None and idle.seats[1].red.effect == "idle" and not idle.may_act("阿饺", 1)
    with pytest.raises(ValueError, match="红牌须写明原因"):
        staff.red_card(1, " ")


def test_yellow_cards_are_recorded() -> None:
    """003 「讨论结束时,未回复投票帖者将被判罚黄牌」 A-LR-32: recorded per character, one per day; by default they have no
    consequence; with `yellows_for_red = 2` the second is a red card too."""
    staff = table()
    for day in (1, 2, 3):
        assert not staff.yellow_card(1, day).red_card
    assert staff.seats[1].yellows == [1, 2, 3] and staff.seats[1].red is None
    with pytest.raises(ValueError, match="已有黄牌"):
        staff.yellow_card(1, 3)
    strict = table(StaffSettings(yellows_for_red=2))
    assert not strict.yellow_card(2, 1).red_card
    d = strict.yellow_card(2, 2)
    assert d.red_card and "累计2张黄牌" in d.zh and strict.seats[2].red is not None
    with pytest.raises(ValueError, match="已被红牌罚下"):
        strict.yellow_card(2, 3)


@pytest.mark.parametrize(("current", "before", "allowed"), [
    (True, 0, True), (True, 2, True), (True, 3, False), (False, 3, True), (False, 4, False),
])
def test_assistant_for_three_games_or_fewer(current: bool, before: int, allowed: bool) -> None:
    """003 「版杀游戏场次累计三场或以下的玩家允许申请场外助理。」「禁止已参加四场或以上版杀的玩家申请场外助理。」 A-LR-33: the
    count includes this game (`assistant_count_current`, default on): a player in his 3rd 版杀 may, in his 4th may not.
    With the setting off, only the games before this one count."""
    staff = table(StaffSettings(assistant_count_current=current))
    d = staff.assign_assistant(1, "老张", games_played=before)
    assert d.accepted == allowed
    assert (staff.seats[1].assistant == "老张") == allowed
    if not allowed:
        assert "禁止已参加四场或以上版杀的玩家申请场外助理" in d.zh and "four or more" in d.en
    else:
        assert "版杀游戏场次累计三场或以下的玩家允许申请场外助理" in d.zh


def test_one_assistant_who_is_not_in_the_game_and_only_looks() -> None:
    """003 「场外助理可与该玩家私下沟通交流,讨论剧情、玩法、战术等。」 A-LR-33: one per player; not a player, substitute or
    assistant of this game; read-only: he sees that player's private information and acts for nobody."""
    staff = table()
    assert staff.assign_assistant(1, "老张", 0).accepted
    assert not staff.assign_assistant(1, "老李", 0).accepted  # one per player
    assert not staff.assign_assistant(2, "老张", 0).accepted  # already assisting
    assert not staff.assign_assistant(2, "馄饨", 0).accepted  # a player
    assert staff.may_view("老张", 1) and not staff.may_view("老张", 2)
    assert not staff.may_act("老张", 1) and staff.assisted_seat("老张") == 1
    staff.red_card(3, "违规")
    assert not staff.assign_assistant(3, "老王", 0).accepted


def test_serialised_and_back() -> None:
    """003 「每名角色仅限更换一次替补。」: the registry goes into the game state (JSON) and comes back with every count, so a
    resumed game still refuses a second substitute."""
    staff = table(StaffSettings(yellows_for_red=3))
    staff.substitute(1, "烧卖")
    staff.yellow_card(2, 1)
    staff.assign_assistant(2, "老张", 1)
    staff.red_card(3, "违规")
    data = json.loads(json.dumps(staff.to_json(), ensure_ascii=False))
    back = Staffing.from_json(data)
    assert back.to_json() == staff.to_json()
    assert back.substitute(1, "春卷").red_card
    with pytest.raises(ValueError, match="替补记录格式有误"):
        Staffing.from_json({"seats": {}})


def test_bad_input_changes_nothing() -> None:
    """003 「替补人选由导演最终决定」: a malformed call is an error that names what is wrong and changes nothing."""
    staff = table()
    before = staff.to_json()
    with pytest.raises(ValueError, match="没有这个座位"):
        staff.substitute(9, "烧卖")
    with pytest.raises(ValueError, match="玩家名不能为空"):
        staff.substitute(1, "")
    with pytest.raises(ValueError, match="版杀场次不能为负"):
        staff.assign_assistant(1, "老张", -1)
    with pytest.raises(ValueError, match="讨论日从第1日起计"):
        staff.yellow_card(1, 0)
    assert staff.to_json() == before
    with pytest.raises(ValueError, match="同一玩家不能占两个座位"):
        Staffing({1: "阿饺", 2: "阿饺"})
    with pytest.raises(ValueError, match="red_card must be out"):
        StaffSettings(red_card="kick")  # type: ignore[arg-type]


def test_the_assistant_shares_the_players_reward() -> None:
    """003 「新手玩家的场外助理可以获得等同该玩家的版杀奖励。」 A-LR-33: the result records each assistant with the player whose
    reward he receives, also one who left with his player at a substitution."""
    staff = table()
    assert staff.reward_shares() == {}
    staff.assign_assistant(1, "老张", 0)
    staff.assign_assistant(2, "老李", 2)
    staff.substitute(1, "烧卖")
    assert staff.reward_shares() == {"老张": "阿饺", "老李": "包子"}
    assert Staffing.from_json(staff.to_json()).reward_shares() == staff.reward_shares()
