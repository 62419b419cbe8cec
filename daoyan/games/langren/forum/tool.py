"""The 导演's forum tool, shared by `daoyan forum tally` and the web app's host tool (docs/forum.md, docs/web.md): the
投票帖, the 进程帖, the board, the 警长 and the options → the day's 关门 (process.py) and the tally (tally.py).

`run(votes, process, changes, ...)` does the work; `web_fields(lang)` and `web_run(values, lang)` are the web form and
its answer (every value a bounded string, every mistake a `ThreadError` / `BoardError` that says what is wrong).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..board import Board, BoardError, load_board, load_text, shipped_boards
from .post import report, to_json
from .process import DayClose, calendar_from, day_json, day_report, merge_headers, settle_day
from .tally import Settings, Tally, tally
from .thread import Header, Thread, ThreadError, check_header, out_from, parse_thread, parse_time, roster_from


def changes_from(*, close: str | None = None, alive: str | None = None, director: str | None = None,
                 outs: Sequence[str] = (),
                 scapegoat: str | None = None, day: int | None = None, opens: str | None = None,
                 sheriff: str | None = None) -> dict[str, Any]:
    """The options as header fields (Header field → value); only the options given."""
    changes: dict[str, Any] = {}
    if close is not None:
        changes["close"] = parse_time(close, None, "关门时间")
    if alive is not None:
        changes["roster"] = roster_from([n for n in alive.replace("，", ",").split(",") if n.strip()])
    if director is not None:
        changes["director"] = director
    if outs:
        changes["outs"] = tuple(out_from(o) for o in outs)
    if scapegoat is not None:
        changes["scapegoat"] = scapegoat
    if day is not None:
        changes["day"] = day
    if opens is not None:
        changes["opens"] = parse_time(opens, None, "开门时间")
    if sheriff is not None:
        changes["sheriff"] = sheriff
    return changes


def pairs(items: Sequence[str], flag: str) -> list[tuple[str, str]]:
    """`NAME=VALUE` items (`--setting`, `--calendar`) as pairs."""
    out = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ThreadError(f"{flag} 应为 NAME=VALUE (expected NAME=VALUE): {item!r}")
        out.append((key.strip(), value.strip()))
    return out


def run(votes: Thread | None, process: Thread | None, changes: Mapping[str, Any], *, settings: Sequence[str] = (),
        board: Board | None = None, calendar: Sequence[str] = (), planned: bool = False,
        names: tuple[str, str] = ("投票帖", "进程帖")) -> tuple[DayClose | None, Tally | None]:
    """The day (when `planned`: a 进程帖, 开门, board, 警长 or calendar was given) and the 投票帖's tally under it.
    `names` name the two files in errors about their headers."""
    changes = dict(changes)
    if votes is None and not planned:
        raise ThreadError("请给出投票帖, 或给出进程帖 / 开门时间以计算当日关门 (give a 投票帖, or a 进程帖 / 开门 "
                          "for the day's 关门)")
    base = votes.header if votes is not None else Header()
    if settings:
        changes["settings"] = {**base.settings, **dict(pairs(settings, "--setting"))}
    dc = None
    if planned:
        sources = [(n, t.header) for n, t in zip(names, (votes, process), strict=True) if t is not None]
        h = merge_headers(sources, changes)
        check_header(h)
        dc, h = settle_day(process, h, board, calendar_from(pairs(calendar, "--calendar")))
    else:
        h = replace(base, **changes)
    result = None
    if votes is not None:
        check_header(h)
        result = tally(replace(votes, header=h), Settings.from_mapping(h.settings))
    return dc, result


def text_of(dc: DayClose | None, result: Tally | None, lang: str) -> str:
    """What the command prints: the day, then the tally."""
    return "\n\n".join(([day_report(dc, lang)] if dc is not None else []) + ([report(result, lang)] if result else []))


def json_of(dc: DayClose | None, result: Tally | None, lang: str) -> dict[str, Any]:
    """`--json`: the tally's object, with `calendar` when the day was settled."""
    data: dict[str, Any] = to_json(result, lang) if result is not None else {}
    if dc is not None:
        data["calendar"] = day_json(dc, lang)
    return data


# ---------------------------------------------------------------- the web app's host tool

MAX_THREAD = 400_000  # characters of a pasted 投票帖 or 进程帖
MAX_BOARD = 100_000
MAX_LINE = 4_000
MAX_WORD = 64

# name, kind, the most characters, Chinese label, English label, placeholder
_FIELDS: tuple[tuple[str, str, int, str, str, str], ...] = (
    ("votes", "file", MAX_THREAD, "投票帖 (可选; 导出文本、JSON 或复制的页面, 见 docs/forum.md)",
     "Vote thread (optional; the export, JSON or a pasted page: docs/forum.md)",
     "关门: 2023-05-01 21:00\n存活: …\n---\n@@ 2 | 阿甲 | …"),
    ("process", "file", MAX_THREAD, "进程帖 (可选; 申请加速 / 申请延时 的帖子, 同样格式)",
     "Process thread (optional; the 申请加速 / 申请延时 posts, same forms)",
     "开门: 2023-05-01 00:00\n---\n@@ 5 | 阿甲 | …"),
    ("board", "select", MAX_WORD, "板子 (自动加速的人数与警长)", "Board (its automatic acceleration and 警长)", ""),
    ("board_text", "file", MAX_BOARD, "或板子文件 (YAML)", "or a board file (YAML)", ""),
    ("opens", "text", MAX_WORD, "开门时间", "Opening (开门)", "2023-05-01 00:00"),
    ("alive", "text", MAX_LINE, "开门时的存活角色 (逗号分隔, 名字=账号)",
     "Living at 开门 (comma-separated, name=account)", "阿甲, 阿乙, 阿丙=bing"),
    ("director", "text", MAX_WORD, "导演账号", "The 导演's account", ""),
    ("sheriff", "text", MAX_WORD, "警长 (角色名或账号)", "警长 (a character's name or account)", ""),
    ("outs", "textarea", MAX_LINE, "白天出局 (每行「名字 时间」)", "Outs during the day (one 'name time' a line)",
     "阿丙 2023-05-01 15:30"),
    ("close", "text", MAX_WORD, "关门时间 (无进程帖时)", "Close (without a 进程帖)", "2023-05-01 21:00"),
    ("scapegoat", "text", MAX_WORD, "替罪羊", "The 替罪羊", ""),
    ("day", "text", 8, "第几日 (公示标题)", "Day number (for the 公示 title)", "3"),
    ("settings", "text", MAX_LINE, "计票设置 (NAME=VALUE, 逗号分隔)", "Tally settings (NAME=VALUE, comma-separated)",
     "yellow_basis=valid_vote"),
    ("calendar", "text", MAX_LINE, "日程设置 (NAME=VALUE, 逗号分隔: day_length, close_hour, check_hour, max_delays, "
     "holiday)", "Calendar (NAME=VALUE, comma-separated: day_length, close_hour, check_hour, max_delays, holiday)",
     "holiday=2023-05-01"),
)
FIELD_NAMES = tuple(f[0] for f in _FIELDS)


def web_fields(lang: str = "zh") -> list[dict[str, Any]]:
    """The form: each field's name, kind (file: a text box a file can fill; text; textarea; select), the most
    characters it takes, its label and placeholder, and a select's options."""
    out: list[dict[str, Any]] = []
    for name, kind, most, zh, en, hint in _FIELDS:
        f: dict[str, Any] = {"name": name, "kind": kind, "max": most, "label": zh if lang == "zh" else en,
                             "placeholder": hint}
        if kind == "select":
            none = "不判断自动加速" if lang == "zh" else "automatic 加速 not judged"
            f["options"] = [{"value": "", "label": none}] + [
                {"value": b, "label": load_board(b).name if lang == "zh" else (load_board(b).name_en or b)}
                for b in shipped_boards()]
        out.append(f)
    return out


WEB_TOOL: dict[str, str] = {"zh": "版杀: 当日关门与计票 (进程帖、投票帖)",
                            "en": "版杀: the day's close and the vote tally"}


def web_run(values: Mapping[str, Any], lang: str = "zh") -> dict[str, Any]:
    """The web form's answer: {"report": text, "calendar": …, "tally": …}. Every value is a string within its field's
    bound; unknown fields, a board that is not shipped, a malformed file or option: a ThreadError/BoardError."""
    limits = {f[0]: f[2] for f in _FIELDS}
    for key, value in values.items():
        if key not in limits:
            raise ThreadError(f"未知字段 (unknown field): {key!r}; 可用 (known): {', '.join(FIELD_NAMES)}")
        if not isinstance(value, str):
            raise ThreadError(f"字段 {key} 应为文本 (field {key} must be text)")
        if len(value) > limits[key]:
            raise ThreadError(f"字段 {key} 过长: {len(value)} 字符, 最多 {limits[key]} (field {key} is too long: "
                              f"{len(value)} characters, at most {limits[key]})")
    v = {k: str(x).strip() for k, x in values.items() if str(x).strip()}
    votes = _thread(v.get("votes"), "投票帖 (vote thread)")
    process = _thread(v.get("process"), "进程帖 (process thread)")
    board: Board | None = None
    if "board_text" in v:
        board = load_text(v["board_text"], "板子文件 (board file)")
    elif "board" in v:
        if v["board"] not in shipped_boards():
            raise BoardError(f"没有这个自带板子 (no shipped board): {v['board']!r}; 可用 (shipped): "
                             f"{', '.join(shipped_boards())}")
        board = load_board(v["board"])
    day = v.get("day")
    if day is not None and not day.isdigit():
        raise ThreadError(f"第几日应为数字 (the day must be a number): {day!r}")
    changes = changes_from(close=v.get("close"), alive=v.get("alive"), director=v.get("director"),
                           scapegoat=v.get("scapegoat"), day=int(day) if day else None, opens=v.get("opens"),
                           sheriff=v.get("sheriff"), outs=[x for x in v.get("outs", "").splitlines() if x.strip()])
    planned = process is not None or board is not None or "opens" in v or "sheriff" in v or "calendar" in v
    dc, result = run(votes, process, changes, settings=_items(v.get("settings")), board=board,
                     calendar=_items(v.get("calendar")), planned=planned, names=("投票帖", "进程帖"))
    return {"report": text_of(dc, result, lang), "calendar": day_json(dc, lang) if dc is not None else None,
            "tally": to_json(result, lang) if result is not None else None}


def _items(value: str | None) -> list[str]:
    return [x.strip() for x in (value or "").replace("，", ",").replace("\n", ",").split(",") if x.strip()]


def _thread(text: str | None, what: str) -> Thread | None:
    if text is None:
        return None
    try:
        return parse_thread(text)
    except ThreadError as e:
        raise ThreadError(f"{what}: {e}") from None


__all__ = ["FIELD_NAMES", "MAX_BOARD", "MAX_THREAD", "WEB_TOOL", "changes_from", "json_of", "pairs", "run", "text_of",
           "web_fields", "web_run"]
