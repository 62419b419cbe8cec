"""Every reason code and word the tally's report can give, in Chinese (the code itself) and English.

>>> say("最后一小时", "en")
'in the last hour'
>>> say("最后一小时", "zh")
'最后一小时'
"""

from __future__ import annotations

# reason codes (docs/forum.md lists each with its rule)
CODES: dict[str, str] = {
    "格式有误": "malformed",
    "对象有误": "bad target",
    "查无此人": "no such character",
    "对象已出局": "target is out",
    "多个对象": "several targets",
    "对象不唯一": "ambiguous target",
    "已规范化": "normalised",
    "已投票": "already voted",
    "无原投票": "no standing vote",
    "未回复原楼层": "not a reply to the original floor",
    "最后一小时": "in the last hour",
    "执行加速中": "under acceleration",
    "已改过票": "already changed",
    "关门后": "after close",
    "非存活角色": "not a living character",
    "编辑后原文未知": "edited, original unknown",
    "已编辑按原文": "edited, original judged",
    "引用无法分辨": "quote cannot be delimited",
    "引用楼层不明": "quoted floor unknown",
    "同分钟出局": "same minute as an out",
    "同一对象": "same target",
    "同一对象不计改票": "same target, not counted as the change",
    "代投对象有误": "bad proxy principal",
    "代投格式有误": "malformed proxy",
    # the 进程帖 (process.py; rulings F-10 … F-15)
    "计入": "counted",
    "非申请": "not a request",
    "同时申请": "asks for both 加速 and 延时 (counts for neither)",
    "否定或撤回": "negated or withdrawn (not a request; a request cannot be withdrawn)",
    "非角色账号": "not the account of a character alive at the opening",
    "已出局角色": "the character is out",
    "开门前": "before the day's opening",
    "已过判定": "after the check (three hours before the day's end)",
    "无此判定": "no such check",
    "判定前出局": "out before the check",
    "被后帖取代": "replaced by a later request of the same character",
    "未计入": "not counted",
}

# kinds, statuses and other words of the report
WORDS: dict[str, str] = {
    "投票": "vote",
    "改票": "change",
    "代投": "proxy vote",
    "代投改票": "proxy change",
    "非投票": "not a vote",
    "导演帖": "director's post",
    "accepted": "accepted",
    "refused": "refused",
    "invalid": "invalid",
    "not_a_vote": "not a vote",
    "review": "to confirm",
    "late": "after close",
    "有效": "valid",
    "未采纳": "refused",
    "无效": "invalid",
    "待确认": "to confirm",
    "不计": "not counted",
    "弃权": "abstain",
    "投票出局": "voted out",
    "冤死": "冤死 (the scapegoat dies)",
    "无人出局": "nobody goes out",
    "唯一最高票": "single top",
    "平票替罪羊": "tie, the scapegoat goes out",
    "平票无替罪羊": "tie, no living scapegoat",
    "无有效票": "no valid votes",
    "出局": "out",
    "作废": "void",
    "票离场": "vote leaves the count",
    "红牌": "red card",
}


def say(word: str, lang: str) -> str:
    """A code or word in `lang` ("zh" | "en"); an unknown word is returned as it is."""
    if lang == "zh":
        return word
    return CODES.get(word) or WORDS.get(word) or word
