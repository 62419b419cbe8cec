"""What the tally prints: the per-post report, the 公示 post ready to paste (Chinese; English with lang="en") and the
JSON form. Every post of the thread appears in the report with its reason; nothing is left out.
"""

from __future__ import annotations

from typing import Any

from .codes import say
from .grammar import ABSTAIN
from .tally import Judgement, Tally
from .thread import fmt_time


def _t(zh: str, en: str, lang: str) -> str:
    return zh if lang == "zh" else en


def _sep(lang: str) -> str:
    return "、" if lang == "zh" else ", "


def _floor(f: int | None, lang: str) -> str:
    return "" if f is None else _t(f"{f}楼", f"#{f}", lang)


def _target(t: str | None, lang: str) -> str:
    if t is None:
        return _t("无", "none", lang)
    return say(ABSTAIN, lang) if t == ABSTAIN else t


def reason(j: Judgement, lang: str = "zh") -> str:
    """The reason of a judgement in one phrase: code, sub-code, detail, flags.

    >>> from datetime import datetime
    >>> j = Judgement(5, "阿乙", datetime(2023, 5, 1, 10, 0), "阿乙", "投票", "invalid", "对象有误", "查无此人")
    >>> reason(j, "zh"), reason(j, "en")
    ('对象有误: 查无此人', 'bad target: no such character')
    """
    parts = []
    if j.code:
        parts.append(say(j.code, lang) + (f": {say(j.sub, lang)}" if j.sub else ""))
    if j.detail:
        parts.append(_detail(j.detail, lang))
    parts += [say(f, lang) for f in j.flags]
    return "; ".join(parts)


def _detail(detail: str, lang: str) -> str:
    """Details are written 「中文 (English)」: the part for `lang`."""
    if "(" not in detail:
        return detail
    head, _, tail = detail.partition(" (")
    return head if lang == "zh" else tail.rstrip(")") if tail else detail


def _who(j: Judgement) -> str:
    """The author, and whose vote it is when that differs (a 代投, an account with another name)."""
    return j.author if j.character is None or j.character == j.author else f"{j.author}→{j.character}"


def _status(j: Judgement, lang: str) -> str:
    word = {"accepted": "有效", "refused": "未采纳", "invalid": "无效", "not_a_vote": "非投票", "review": "待确认",
            "late": "不计"}[j.status]
    if j.status == "accepted" and j.kind in ("改票", "代投改票"):
        word = "改票采纳"
    return _t(word, {"改票采纳": "change accepted"}.get(word, say(word, lang)), lang)


def report(t: Tally, lang: str = "zh") -> str:
    """The full report: every post, the count, standing votes, yellow cards, the result, then the 公示."""
    out = [_t(f"关门 {fmt_time(t.close)}", f"Close {fmt_time(t.close)}", lang)
           + (_t("  (执行加速中)", "  (under acceleration)", lang) if t.accelerated_at_close else "")]
    out.append(_t("—— 逐楼 ——", "—— Post by post ——", lang))
    for j in t.judgements:
        who = _who(j)
        target = f" {_t('对象', 'target', lang)}: {_target(j.target, lang)}" if j.target is not None else \
            f" {_t('对象', 'target', lang)}: 「{j.raw_target}」" if j.raw_target is not None else ""
        why = reason(j, lang)
        out.append(f"{_floor(j.floor, lang):>5} {fmt_time(j.time)} {who} [{say(j.kind, lang)} · {_status(j, lang)}]"
                   f"{target}" + (f" — {why}" if why else ""))
    out.append(_t("—— 白天出局 ——", "—— Outs during the day ——", lang))
    out += [_event(e.kind, e.name, e.target, e.floor, fmt_time(e.time), lang) for e in t.events] or \
        [_t("无", "none", lang)]
    out.append(_t("—— 各角色 ——", "—— Each character ——", lang))
    for s in t.standings:
        if not s.alive:
            out.append(f"  {s.name}: " + _t("已出局", "out", lang))
            continue
        vote = _target(s.target, lang) + (f" ({_floor(s.floor, lang)})" if s.target is not None else "")
        extra = [_t("已改票", "changed", lang)] if s.changed else []
        if not s.replied:
            extra.append(_t("未回复", "no reply", lang))
        if s.yellow:
            extra.append(_t(f"黄牌 (累计{s.yellow_total})", f"yellow card (total {s.yellow_total})", lang))
        if s.red:
            extra.append(_t("红牌罚下", "red card", lang))
        out.append(f"  {s.name}: {vote}" + (f" [{_sep(lang).join(extra)}]" if extra else ""))
    out.append("")
    out.append(publication(t, lang))
    return "\n".join(out)


def _event(kind: str, name: str, target: str | None, floor: int | None, when: str, lang: str) -> str:
    if kind == "出局":
        return _t(f"  {when} {name} 出局", f"  {when} {name} goes out", lang)
    if kind == "票离场":
        return _t(f"  {when} {name} 的票({_floor(floor, lang)}, 投{target})离场",
                  f"  {when} {name}'s vote ({_floor(floor, lang)}, for {target}) leaves the count", lang)
    if kind == "红牌":
        return _t(f"  {when} {name} 黄牌累计, 红牌罚下", f"  {when} {name}: yellow cards add up to a red card", lang)
    return _t(f"  {when} {name} 投给{target}的票({_floor(floor, lang)})作废",
              f"  {when} {name}'s vote for {target} ({_floor(floor, lang)}) is void", lang)


def publication(t: Tally, lang: str = "zh") -> str:
    """The 公示 post, ready to paste in the 进程帖."""
    day = t.header.day
    title = _t(f"【第{day}日 投票结果公示】" if day else "【投票结果公示】",
               f"[Day {day} vote result]" if day else "[Vote result]", lang)
    out = [title, _t(f"关门时间: {fmt_time(t.close)}", f"Close: {fmt_time(t.close)}", lang)]
    if t.accelerated_at_close:
        out.append(_t("本日执行加速: 不允许改票, 不判罚黄牌。", "Accelerated day: no changes, no yellow cards.", lang))
    out.append(_t("【计票】", "[Count]", lang))
    for target, voters in t.counts:
        out.append(_t(f"{target} {len(voters)}票: ", f"{target} {len(voters)}: ", lang)
                   + _sep(lang).join(_voter(t, v, lang) for v in voters))
    if not t.counts:
        out.append(_t("无有效票", "no valid votes", lang))
    if t.abstentions:
        out.append(_t("弃权: ", "Abstain: ", lang) + _sep(lang).join(_voter(t, v, lang) for v in t.abstentions))
    silent = [s.name for s in t.standings if s.alive and s.target is None]
    if silent:
        out.append(_t("无有效票的角色: ", "No valid vote: ", lang) + _sep(lang).join(silent))
    bad = [j for j in t.judgements if j.status in ("invalid", "refused", "late") and j.kind != "非投票"]
    if bad:
        out.append(_t("【无效与未采纳】", "[Invalid and refused]", lang))
        for j in bad:
            out.append(f"{_floor(j.floor, lang)} {_who(j)}: {_status(j, lang)} — {reason(j, lang)}")
    if t.events:
        out.append(_t("【白天出局】", "[Outs during the day]", lang))
        out += [_event(e.kind, e.name, e.target, e.floor, fmt_time(e.time), lang).strip() for e in t.events]
    out.append(_t("【黄牌】", "[Yellow cards]", lang))
    if t.accelerated_at_close:
        out.append(_t("执行加速中, 不判罚", "under acceleration: none", lang))
    elif t.yellow_cards:
        basis = _t("未回复投票帖", "did not reply in the vote thread", lang) \
            if t.settings.yellow_basis == "any_reply" else _t("无有效票", "no valid vote", lang)
        for n in t.yellow_cards:
            s = t.standing(n)
            out.append(_t(f"{n} ({basis}, 累计{s.yellow_total}张)", f"{n} ({basis}, total {s.yellow_total})", lang)
                       + (_t(" → 红牌罚下", " → red card", lang) if s.red else ""))
    else:
        out.append(_t("无", "none", lang))
    out.append(_t("【结果】", "[Result]", lang))
    out.append(_dusk(t, lang))
    if t.review:
        out.append(_t("【待导演确认】", "[For the director to confirm]", lang))
        for f in t.review:
            j = t.judgement(f)
            out.append(f"{_floor(f, lang)} {j.author}: {reason(j, lang)}")
    return "\n".join(out)


def _voter(t: Tally, name: str, lang: str) -> str:
    s = t.standing(name)
    if s.changed and s.original is not None and s.floor != s.original:
        return _t(f"{name}({s.original}楼, 改票{s.floor}楼)", f"{name} (#{s.original}, changed #{s.floor})", lang)
    return f"{name}({_floor(s.floor, lang)})" if lang == "zh" else f"{name} ({_floor(s.floor, lang)})"


def _dusk(t: Tally, lang: str) -> str:
    d = t.dusk
    if d.outcome == "投票出局":
        return _t(f"[投票出局]: {d.name} ({d.votes}票)", f"[Voted out]: {d.name} ({d.votes} votes)", lang)
    tied = _sep(lang).join(d.top)
    if d.outcome == "冤死":
        return _t(f"平票 ({tied} 各{d.votes}票): 替罪羊 {d.name} <冤死>",
                  f"Tie ({tied}, {d.votes} each): the scapegoat {d.name} goes out by <冤死>", lang)
    if d.why == "平票无替罪羊":
        return _t(f"平票 ({tied} 各{d.votes}票), 无存活的替罪羊: 无人出局",
                  f"Tie ({tied}, {d.votes} each), no living scapegoat: nobody goes out", lang)
    return _t("无有效票: 无人出局", "No valid votes: nobody goes out", lang)


def to_json(t: Tally, lang: str = "zh") -> dict[str, Any]:
    """The tally as plain data (codes stay in Chinese, `reason` is in `lang`)."""
    return {
        "close": fmt_time(t.close),
        "accelerated_at_close": t.accelerated_at_close,
        "posts": [{"floor": j.floor, "author": j.author, "time": fmt_time(j.time), "character": j.character,
                   "kind": j.kind, "status": j.status, "code": j.code, "sub": j.sub, "target": j.target,
                   "raw_target": j.raw_target, "flags": list(j.flags), "reason": reason(j, lang)}
                  for j in t.judgements],
        "events": [{"time": fmt_time(e.time), "kind": e.kind, "name": e.name, "target": e.target, "floor": e.floor}
                   for e in t.events],
        "counts": {target: list(voters) for target, voters in t.counts},
        "abstentions": list(t.abstentions),
        "standing": {s.name: {"alive": s.alive, "target": s.target, "floor": s.floor, "original": s.original,
                              "changed": s.changed, "replied": s.replied, "yellow": s.yellow,
                              "yellow_total": s.yellow_total, "red": s.red} for s in t.standings},
        "yellow_cards": list(t.yellow_cards),
        "red_cards": list(t.red_cards),
        "result": {"outcome": t.dusk.outcome, "name": t.dusk.name, "top": list(t.dusk.top), "votes": t.dusk.votes,
                   "why": t.dusk.why},
        "review": list(t.review),
        "publication": publication(t, lang),
    }
