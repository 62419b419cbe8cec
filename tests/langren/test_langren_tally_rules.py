"""The count of one day's 投票帖, rule by rule, on small threads (seed 003_6ab575b4f34e0846.txt 投票规则, 讨论日长短;
readings A-LR-20, A-LR-24 … A-LR-30, A-LR-32)."""

from __future__ import annotations

import pytest

from daoyan.games.langren.forum import Settings, Tally, ThreadError, parse_thread, tally

ROSTER = "阿甲, 阿乙, 阿丙, 阿丁"


def P(floor: int, author: str, hhmm: str, text: str, reply: int | None = None) -> str:
    """One post of the plain-text export, on 2023-05-01."""
    meta = f"@回复 {reply}\n" if reply is not None else ""
    return f"@@ {floor} | {author} | 2023-05-01 {hhmm}\n{meta}{text}"


def V(target: str, reason: str = "理由") -> str:
    return f"投票对象：{target}\n投票理由：{reason}"


def C(target: str, reason: str = "理由") -> str:
    return f"改票对象：{target}\n改票理由：{reason}"


def day(*posts: str, settings: Settings | None = None, **head: str) -> Tally:
    header = {"关门": "2023-05-01 21:00", "存活": ROSTER, "导演": "导演", **head}
    text = "\n".join(f"{k}: {v}" for k, v in header.items()) + "\n---\n" + "\n".join(posts) + "\n"
    return tally(parse_thread(text), settings)


# ------------------------------------------------------------------ one vote, the count, the result

def test_one_vote_per_living_character_and_the_count() -> None:
    """003 「每名存活角色每个讨论日限投一票,投票完成后允许改票。」 A-LR-24: a second 投票 while a vote stands is invalid
    (已投票), not a change; each standing vote counts 1 (A-LR-30)."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", V("阿丙")), P(4, "阿丙", "12:00", V("阿乙")))
    assert t.judgement(3).status == "invalid" and t.judgement(3).code == "已投票"
    assert t.standing("阿甲").target == "阿乙"
    assert t.votes_for("阿乙") == 2 and t.votes_for("阿丙") == 0
    assert (t.dusk.outcome, t.dusk.name, t.dusk.votes) == ("投票出局", "阿乙", 2)


def test_invalid_vote_corrected_by_a_new_post() -> None:
    """003 「投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正。」 A-LR-25: an invalid post uses nothing; a new 投票
    post (also in the last hour) is the first vote."""
    t = day(P(2, "阿甲", "10:00", "投票对象:阿乙"), P(3, "阿甲", "20:30", V("阿丙")))
    assert t.judgement(2).code == "格式有误"
    assert t.judgement(3).status == "accepted" and t.standing("阿甲").target == "阿丙"


def test_bad_target_is_invalid_and_correctable() -> None:
    """003 「投票格式或投票对象有误的票无效。」 A-LR-23: a wrong 对象 is 对象有误 (查无此人), and the character may vote again."""
    t = day(P(2, "阿甲", "10:00", V("阿王")), P(3, "阿甲", "10:05", V("阿乙")))
    j = t.judgement(2)
    assert (j.status, j.code, j.sub, j.raw_target) == ("invalid", "对象有误", "查无此人", "阿王")
    assert t.standing("阿甲").target == "阿乙"


def test_abstention_counts_for_nobody() -> None:
    """003 「投弃权票时,须在投票对象中填写“弃权”。」 A-LR-30: 弃权 is a vote for nobody; with no valid vote for anyone
    nobody goes out and there is no 冤死."""
    t = day(P(2, "阿甲", "10:00", V("弃权")), P(3, "阿乙", "10:00", V("“弃权”")), 替罪羊="阿丁")
    assert t.abstentions == ("阿甲", "阿乙")
    assert t.counts == ()
    assert (t.dusk.outcome, t.dusk.why) == ("无人出局", "无有效票")


def test_tie_sends_the_living_scapegoat_out() -> None:
    """003 「(1)结算被[投票出局]的角色或平票时替罪羊<冤死>」 A-LR-30: a tie at the top with at least 1 each → the living
    替罪羊 goes out by <冤死>; with no 替罪羊 (or a dead one) nobody goes out."""
    posts = (P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿乙", "10:00", V("阿甲")))
    t = day(*posts, 替罪羊="阿丁")
    assert (t.dusk.outcome, t.dusk.name, t.dusk.top) == ("冤死", "阿丁", ("阿甲", "阿乙"))
    assert day(*posts).dusk.why == "平票无替罪羊"
    gone = day(*posts, 替罪羊="阿丁", 出局="阿丁 2023-05-01 12:00")
    assert (gone.dusk.outcome, gone.dusk.why) == ("无人出局", "平票无替罪羊")


def test_unique_top_is_voted_out() -> None:
    """003 「10、讨论、投票结束,投票结算。」「(1)结算被[投票出局]的角色」 A-LR-30: the single character with strictly the most
    votes is [投票出局]."""
    t = day(P(2, "阿甲", "10:00", V("阿丙")), P(3, "阿乙", "10:00", V("阿丙")), P(4, "阿丙", "11:00", V("阿甲")),
            替罪羊="阿丁")
    assert (t.dusk.outcome, t.dusk.name) == ("投票出局", "阿丙")


# ------------------------------------------------------------------ 改票 (A-LR-24), checks in order

def test_change_accepted_once_replying_to_the_original_floor() -> None:
    """003 「改票只允许进行一次。」「【改票格式】改票需回复原投票楼层」 A-LR-24: a 改票 replying to the original floor replaces
    the vote; a second is refused (已改过票) and the first change stands."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2),
            P(4, "阿甲", "12:00", C("阿丁"), reply=2))
    assert t.judgement(3).status == "accepted"
    assert (t.judgement(4).status, t.judgement(4).code) == ("refused", "已改过票")
    s = t.standing("阿甲")
    assert (s.target, s.floor, s.original, s.changed) == ("阿丙", 3, 2, True)


@pytest.mark.parametrize(("reply", "code"), [(None, "未回复原楼层"), (3, "未回复原楼层"), (4, "未回复原楼层")])
def test_change_must_reply_to_the_original_floor(reply: int | None, code: str) -> None:
    """003 「【改票格式】改票需回复原投票楼层」 A-LR-24 check 3: no reply, a reply to someone else's floor or to one's own
    chat post is invalid, and the change is not used."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿乙", "10:00", V("阿甲")), P(4, "阿甲", "10:30", "聊两句"),
            P(5, "阿甲", "11:00", C("阿丙"), reply=reply), P(6, "阿甲", "12:00", C("阿丁"), reply=2))
    assert (t.judgement(5).status, t.judgement(5).code) == ("invalid", code)
    assert t.judgement(6).status == "accepted"  # the invalid one used nothing


def test_change_replying_to_own_earlier_change_is_invalid() -> None:
    """003 「改票需回复原投票楼层」 A-LR-24: the original floor stays the first vote's, not an earlier 改票's."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2),
            P(4, "阿甲", "12:00", C("阿丁"), reply=3))
    assert t.judgement(4).code == "未回复原楼层"


def test_change_checks_in_order() -> None:
    """003 「改票只允许进行一次。关门前一小时不允许改票或代投,执行加速时不允许改票。」 A-LR-24: checks 1–8 in order — a post
    failing several reports the first: reply (3) before target (4), target (4) before the last hour (6), the last hour
    (6) before 加速 (7), 加速 (7) before 已改过票 (8)."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿王"), reply=None),
            P(4, "阿甲", "20:10", C("阿王"), reply=2))
    assert t.judgement(3).code == "未回复原楼层"
    assert t.judgement(4).code == "对象有误"
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2),
            P(4, "阿甲", "14:00", C("阿丁"), reply=2), P(5, "阿甲", "20:30", C("阿丁"), reply=2),
            加速="2023-05-01 13:00")
    assert t.judgement(3).status == "accepted"
    assert t.judgement(4).code == "执行加速中"  # also already changed
    assert t.judgement(5).code == "最后一小时"  # also under 加速 and already changed


def test_change_without_a_standing_vote() -> None:
    """003 「投票完成后允许改票。」 A-LR-24 check 5: a 改票 with no standing vote (none, or only an invalid one) is invalid
    (无原投票); the character corrects with a 投票."""
    t = day(P(2, "阿甲", "10:00", "投票对象:阿乙"), P(3, "阿甲", "11:00", C("阿丙"), reply=2),
            P(4, "阿乙", "11:00", C("阿丙")))
    assert t.judgement(3).code == "无原投票" and t.judgement(4).code == "无原投票"


@pytest.mark.parametrize(("hhmm", "status"), [("19:59", "accepted"), ("20:00", "refused"), ("20:59", "refused")])
def test_last_hour_boundary(hhmm: str, status: str) -> None:
    """003 「关门前一小时不允许改票或代投」 A-LR-28: with T = 21:00 the last hour is posts stamped 20:00 … 20:59; 19:59 is
    still fine."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", hhmm, C("阿丙"), reply=2))
    assert t.judgement(3).status == status
    if status == "refused":
        assert t.judgement(3).code == "最后一小时" and t.standing("阿甲").target == "阿乙"


def test_posts_at_or_after_close_do_not_count() -> None:
    """003 「讨论结束时,未回复投票帖者将被判罚黄牌」 A-LR-28: a post stamped T or later is after the discussion: not counted
    and not a reply."""
    t = day(P(2, "阿乙", "20:59", V("阿甲")), P(3, "阿甲", "21:00", V("阿乙")))
    assert (t.judgement(3).status, t.judgement(3).code) == ("late", "关门后")
    assert t.votes_for("阿乙") == 0 and "阿甲" in t.yellow_cards
    assert t.judgement(2).status == "accepted"


@pytest.mark.parametrize(("counts", "changed"), [(True, True), (False, False)])
def test_change_to_the_same_target(counts: bool, changed: bool) -> None:
    """003 「改票只允许进行一次。」 A-LR-24: a change to the same target is the one change (setting
    same_target_change_counts; off, it updates the reason and the change stays unused)."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿乙", "新理由"), reply=2),
            P(4, "阿甲", "12:00", C("阿丙"), reply=2), settings=Settings(same_target_change_counts=counts))
    assert t.judgement(3).status == "accepted"
    assert t.judgement(4).status == ("refused" if changed else "accepted")


def test_change_to_and_from_abstain() -> None:
    """003 「投弃权票时,须在投票对象中填写“弃权”。」 A-LR-24: 弃权 is a vote; it may be changed, and a change to 弃权 is
    allowed."""
    t = day(P(2, "阿甲", "10:00", V("弃权")), P(3, "阿甲", "11:00", C("阿乙"), reply=2),
            P(4, "阿乙", "11:30", V("阿甲")), P(5, "阿乙", "12:00", C("弃权"), reply=4))
    assert t.standing("阿甲").target == "阿乙" and t.standing("阿乙").target == "弃权"


# ------------------------------------------------------------------ 加速 (A-LR-20)

def test_acceleration_forbids_changes_and_yellow_cards() -> None:
    """003 「执行加速时,所有人不可改票,且发言不足或未投票者将不被判罚。」「执行加速时不允许改票。」 A-LR-20: first votes still
    count, changes are refused, nobody gets a yellow card."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2), 加速="2023-05-01 00:00")
    assert (t.judgement(3).status, t.judgement(3).code) == ("refused", "执行加速中")
    assert t.accelerated_at_close and t.yellow_cards == ()
    assert t.standing("阿丙").replied is False  # would be carded on an ordinary day
    assert day(P(2, "阿甲", "10:00", V("阿乙"))).yellow_cards == ("阿乙", "阿丙", "阿丁")


def test_changes_before_acceleration_stand() -> None:
    """003 「执行加速时,所有人不可改票」 A-LR-20: no 改票 from the moment 加速 begins; a change accepted before stands."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2), 加速="2023-05-01 12:00")
    assert t.judgement(3).status == "accepted" and t.standing("阿甲").target == "阿丙"


def test_delay_ends_the_acceleration_state() -> None:
    """003 「延迟成功时,不再视为“执行加速”状态。」 A-LR-20: from the delay on, changes are allowed and yellow cards apply."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿甲", "17:59", C("阿丙"), reply=2),
            P(4, "阿甲", "18:00", C("阿丙"), reply=2), 加速="2023-05-01 00:00", 加速结束="2023-05-01 18:00")
    assert t.judgement(3).code == "执行加速中" and t.judgement(4).status == "accepted"
    assert not t.accelerated_at_close and "阿乙" in t.yellow_cards


# ------------------------------------------------------------------ 代投 (A-LR-26)

def test_proxy_vote_counts_as_the_principals() -> None:
    """003 「演员可以委托导演代投,代投时需给出明确的投票对象(不可设立投票条件)。」 A-LR-26: the 导演's 代投 is the principal's
    vote; the principal's own 改票 replies to the proxy floor; he still has one change in total."""
    t = day(P(2, "导演", "10:00", "代投：阿甲\n" + V("阿乙")), P(3, "阿甲", "11:00", C("阿丙"), reply=2),
            P(4, "导演", "12:00", "代投:阿甲\n" + C("阿丁"), reply=2))
    j = t.judgement(2)
    assert (j.kind, j.character, j.status) == ("代投", "阿甲", "accepted")
    assert t.judgement(3).status == "accepted"
    assert (t.judgement(4).kind, t.judgement(4).code) == ("代投改票", "已改过票")


def test_proxy_with_a_condition_is_invalid() -> None:
    """003 「代投时需给出明确的投票对象(不可设立投票条件)」 A-LR-26: a conditional 对象 is invalid (查无此人 / 多个对象)."""
    t = day(P(2, "导演", "10:00", "代投:阿甲\n" + V("如果阿乙跳预言家就投他")),
            P(3, "导演", "10:05", "代投:阿乙\n" + V("阿甲不出就投阿丙")))
    assert (t.judgement(2).status, t.judgement(2).sub) == ("invalid", "查无此人")
    assert (t.judgement(3).status, t.judgement(3).sub) == ("invalid", "多个对象")


@pytest.mark.parametrize(("hhmm", "status"), [("19:59", "accepted"), ("20:00", "refused")])
def test_proxy_not_in_the_last_hour(hhmm: str, status: str) -> None:
    """003 「关门前一小时不允许改票或代投」 A-LR-26: a 代投 must be posted before T−60; a refused one is not a reply."""
    t = day(P(2, "导演", hhmm, "代投:阿甲\n" + V("阿乙")))
    assert t.judgement(2).status == status
    assert ("阿甲" in t.yellow_cards) == (status == "refused")


def test_proxy_forms() -> None:
    """003 「演员可以委托导演代投」 A-LR-26: only the 导演's account proxies; his post needs the 代投 line; an unknown
    principal is 代投对象有误; a badly formed proxy made in time still counts as the principal's reply."""
    t = day(P(2, "导演", "10:00", V("阿乙")), P(3, "导演", "10:00", "代投:阿王\n" + V("阿乙")),
            P(4, "导演", "10:00", "代投:阿丙\n阿丙说随便"), P(5, "阿乙", "10:00", "代投:阿丁\n" + V("阿甲")),
            P(6, "导演", "10:00", "今天投票帖开了"))
    assert t.judgement(2).code == "代投格式有误"
    assert (t.judgement(3).code, t.judgement(3).sub) == ("代投对象有误", "查无此人")
    assert t.judgement(4).code == "代投格式有误" and t.standing("阿丙").replied
    assert (t.judgement(5).code, t.standing("阿乙").target) == ("代投格式有误", None)  # a player cannot proxy
    assert t.judgement(6).kind == "导演帖" and t.judgement(6).status == "not_a_vote"


# ------------------------------------------------------------------ outs during the day (A-LR-29)

def test_out_during_the_day() -> None:
    """003 「每名存活角色每个讨论日限投一票」 A-LR-29: an out character's vote leaves the count; votes for him become void and
    the voter may post a fresh 投票 (also in the last hour, not using his change); posts after the out are not votes."""
    t = day(P(2, "阿甲", "10:00", V("阿丙")), P(3, "阿丙", "10:30", V("阿乙")), P(4, "阿丙", "16:00", V("阿甲")),
            P(5, "阿甲", "16:10", C("阿丁"), reply=2), P(6, "阿甲", "20:30", V("阿丁")),
            P(7, "阿乙", "20:40", V("阿丙")), 出局="阿丙 2023-05-01 15:00")
    kinds = [(e.kind, e.name) for e in t.events]
    assert kinds == [("出局", "阿丙"), ("票离场", "阿丙"), ("作废", "阿甲")]
    assert t.judgement(4).code == "非存活角色"
    assert t.judgement(5).code == "无原投票"
    assert t.judgement(6).status == "accepted" and t.standing("阿甲").original == 6
    assert (t.judgement(7).code, t.judgement(7).sub) == ("对象有误", "对象已出局")
    assert t.votes_for("阿乙") == 0 and t.votes_for("阿丁") == 1
    assert not t.standing("阿丙").alive and "阿丙" not in t.yellow_cards


def test_same_minute_as_an_out_is_flagged() -> None:
    """A-LR-28/A-LR-29: times are to the minute; a post stamped the minute of an out is judged with the character out
    and flagged for the 导演 (同分钟出局)."""
    t = day(P(2, "阿甲", "15:00", V("阿丙")), 出局="阿丙 2023-05-01 15:00")
    assert t.judgement(2).sub == "对象已出局" and "同分钟出局" in t.judgement(2).flags and t.review == (2,)


# ------------------------------------------------------------------ yellow cards (A-LR-27, A-LR-32)

def test_yellow_cards_any_reply_basis() -> None:
    """003 「讨论结束时,未回复投票帖者将被判罚黄牌」 A-LR-27 (a): a living character with no post at all before T gets a
    yellow card; an invalid vote or chat is a reply."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿乙", "10:00", "投票对象:阿甲"), P(4, "阿丙", "10:00", "来了"))
    assert t.yellow_cards == ("阿丁",)


def test_yellow_cards_valid_vote_basis() -> None:
    """003 「未回复投票帖者将被判罚黄牌」 A-LR-27 (b), setting yellow_basis=valid_vote: no valid vote standing at T."""
    t = day(P(2, "阿甲", "10:00", V("阿乙")), P(3, "阿乙", "10:00", "投票对象:阿甲"), P(4, "阿丙", "10:00", V("弃权")),
            settings=Settings(yellow_basis="valid_vote"))
    assert t.yellow_cards == ("阿乙", "阿丁")


def test_yellow_cards_add_up_to_a_red_card() -> None:
    """A-LR-32: yellow cards are recorded per character; with yellows_for_red=2 the second is a red card (an out at T,
    votes for him void)."""
    t = day(P(2, "阿甲", "10:00", V("阿丁")), 黄牌="阿丁=1, 阿丙=0", settings=Settings(yellows_for_red=2))
    assert t.standing("阿丁").yellow_total == 2 and t.red_cards == ("阿丁",)
    assert t.standing("阿丙").yellow_total == 1 and not t.standing("阿丙").red
    assert t.votes_for("阿丁") == 0 and t.dusk.outcome == "无人出局"
    assert day(P(2, "阿甲", "10:00", V("阿丁")), 黄牌="阿丁=1").red_cards == ()


# ------------------------------------------------------------------ edits (A-LR-25)

def test_edits_never_count() -> None:
    """003 「无效票须通过重新发帖来更正。」 A-LR-25: a post counts with its original text; an edit neither fixes nor changes a
    vote; with the original unknown, the visible text is judged and flagged."""
    text = "\n".join(["关门: 2023-05-01 21:00", f"存活: {ROSTER}", "---",
                      "@@ 2 | 阿甲 | 2023-05-01 10:00", "@编辑 2023-05-01 11:00", V("阿丙"), "@原文", V("阿乙"),
                      "@@ 3 | 阿乙 | 2023-05-01 10:00", "本帖最后由 阿乙 于 2023-05-01 12:00 编辑", V("阿甲"),
                      "@@ 4 | 阿丙 | 2023-05-01 10:00", "本帖最后由 阿丙 于 2023-05-01 10:00 编辑", V("阿甲")])
    t = tally(parse_thread(text))
    assert t.judgement(2).target == "阿乙" and "已编辑按原文" in t.judgement(2).flags
    assert "编辑后原文未知" in t.judgement(3).flags and t.review == (3,)
    assert t.judgement(4).flags == ()  # an edit stamped the posting minute is not later


def test_header_errors() -> None:
    """Bad input gets a clear error and changes nothing: no T, no roster, an out after T, a 导演 on the roster."""
    with pytest.raises(ThreadError, match="关门"):
        tally(parse_thread("存活: 阿甲\n---\n@@ 2 | 阿甲 | 2023-05-01 10:00\nhi\n"))
    with pytest.raises(ThreadError, match="存活名单"):
        tally(parse_thread("关门: 2023-05-01 21:00\n---\n@@ 2 | 阿甲 | 2023-05-01 10:00\nhi\n"))
    with pytest.raises(ThreadError, match="不早于关门"):
        day(P(2, "阿甲", "10:00", "hi"), 出局="阿乙 2023-05-01 21:00")
    with pytest.raises(ThreadError, match="导演账号"):
        day(P(2, "阿甲", "10:00", "hi"), 导演="阿甲")
    with pytest.raises(ThreadError, match="弃权"):
        day(P(2, "阿甲", "10:00", "hi"), 存活="阿甲, 弃权")
