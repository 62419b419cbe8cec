"""Asks: requests for a decision, answered the same way by a person, a bot or a scenario script.

An ask names one seat — or the host (`HOST_SEAT`, 0: a step the book gives the 导演/源尊 himself, e.g. 亡灵低语's
晨报) — the skill or step it is for (the book's word), the legal answers, the
default taken when the deadline passes or the seat is absent, and the deadline. Several seats can
be asked at once: the flow yields a list of asks and receives a dict ``{seat: answer}``.

An answer is a small dict with the keys ``skill``, ``choice`` and ``target`` (any may be absent),
plus an optional free-text ``say`` where the ask allows speech.

>>> a = Ask(seat=3, skill="封妖", prompt="选择[封妖]目标", options=[{"choice": "放弃"}, {"target": 5}],
...         default={"choice": "放弃"})
>>> a.check({"target": 5})
{'target': 5}
>>> a.check({"target": 6})
Traceback (most recent call last):
...
daoyan.core.errors.IllegalAnswer: 3号座位的[封妖]: {'target': 6} 不是合法选择 ...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..i18n import render, term
from .errors import IllegalAnswer

Answer = dict[str, Any]
KEYS = ("skill", "choice", "target")

#: The `Ask.seat` of an ask for the host himself (the 导演, 源尊, 主持 of the book), not for a seat: seats are 1…n.
#: Only the host's audience sees or answers it (`core.view.host_view`; never a seat's view, never the public one);
#: its answer is recorded as seat 0's in the game's record and replayed like any other. A harness with no host
#: (a simulation, a bot game) takes its default (`core.bots.play_out`). docs/architecture.md, "The host's asks".
HOST_SEAT = 0


def asked_party(seat: int) -> str:
    """Who an ask is for, in an error message: "3号座位" or the host.

    >>> asked_party(3), asked_party(HOST_SEAT)
    ('3号座位', '主持人 (the host)')
    """
    return "主持人 (the host)" if seat == HOST_SEAT else f"{seat}号座位"


def vote_key(x: Any) -> tuple[int, int, str]:
    """Order of votes inside a ballot: seats ascending, then words (弃票)."""
    return (1, 0, str(x)) if isinstance(x, str) else (0, int(x), "")


def describe(answer: Answer) -> str:
    """A short human text for an answer: '鉴仙图 1 → 3'."""
    parts = [str(answer[k]) if not isinstance(answer[k], list) else " ".join(map(str, answer[k]))
             for k in KEYS if k in answer]
    return " ".join(parts) if parts else "-"


@dataclass(slots=True)
class Ask:
    seat: int
    skill: str
    prompt: str
    options: list[Answer]
    default: Answer
    also: tuple[str, ...] = ()  # other skill names a script may use for this ask
    deadline: float | None = None  # seconds; the driver takes the default when it passes
    # counted from the start of the ask's phase (a forum's 关门), not from the ask; or from the start of the named phase
    # of the same round (版杀: every night step's deadline is 「关门后N分钟内」, from the start of 黄昏)
    deadline_from_phase: bool | str = False
    round: int = 0
    phase: str = ""
    unordered_target: bool = False  # ballots: [5, 3] == [3, 5]
    speech: bool = False  # the answer may carry free text under "say"
    data: dict[str, Any] = field(default_factory=dict)
    prompt_params: dict[str, Any] | None = None  # the prompt is a template (daoyan.i18n) when given
    # everybody may know this seat is being asked (a speaking turn, a vote, the current player's turn); by default
    # an ask is a secret, since being asked can tell an identity or a hand (验妖 wakes the 妖首; 【家貓】 is
    # offered only to a seat that holds one)
    public: bool = False
    speech_max: int | None = None  # the most characters the free text may hold (「不多于100字」)
    speech_check: Callable[[str], str | None] | None = None  # why a text is refused (None: accepted)

    @property
    def for_host(self) -> bool:
        """An ask of the host himself (`HOST_SEAT`), not of a seat."""
        return self.seat == HOST_SEAT

    def prompt_text(self, lang: str = "zh") -> str:
        return render(self.prompt, self.prompt_params, lang)

    def accepts(self, skill: str) -> bool:
        return skill == self.skill or skill in self.also

    def canonical(self, answer: Any) -> Answer:
        if not isinstance(answer, dict):
            raise IllegalAnswer(
                f"{asked_party(self.seat)}的[{self.skill}]: 答案必须是 skill/choice/target 的字典 "
                f"(an answer must be a mapping with skill/choice/target), got {answer!r}"
            )
        unknown = set(answer) - set(KEYS) - {"say"}
        if unknown:
            raise IllegalAnswer(f"{asked_party(self.seat)}的[{self.skill}]: unknown keys {sorted(unknown)}")
        out: Answer = {}
        for k in KEYS:
            if k in answer and answer[k] is not None:
                v = answer[k]
                if isinstance(v, tuple):
                    v = list(v)
                if k == "target" and isinstance(v, list) and self.unordered_target:
                    try:
                        v = sorted(v, key=vote_key)
                    except (TypeError, ValueError):
                        pass
                out[k] = v
        if out.get("skill") == self.skill and out not in self.options:
            # naming the ask's own skill is always allowed: an option without a `skill` (空刀, 弃权, 放弃, …)
            # belongs to the ask's skill (`{skill: 杀人, choice: 空刀}` is the option `{choice: 空刀}`)
            bare = {k: v for k, v in out.items() if k != "skill"}
            if bare in self.options or self.skill not in [o.get("skill") for o in self.options]:
                out = bare
        return out

    def check(self, answer: Any) -> Answer:
        """The canonical form of a legal answer, or IllegalAnswer saying why it is not legal."""
        for o in self.options:  # one of the options itself (a bot's pick): already canonical
            if o is answer:
                return dict(o)
        out = self.canonical(answer)
        if out not in self.options:
            legal = ", ".join(describe(o) for o in self.options[:12])
            more = f" … (+{len(self.options) - 12})" if len(self.options) > 12 else ""
            raise IllegalAnswer(
                f"{asked_party(self.seat)}的[{self.skill}]: {out!r} 不是合法选择 (is not a legal choice); "
                f"合法选择 (legal): {legal}{more}"
            )
        say = answer.get("say")
        if say is not None:
            if not self.speech:
                raise IllegalAnswer(f"{asked_party(self.seat)}的[{self.skill}]: 此时不可发言 "
                                    "(speaking is not allowed here)")
            if not isinstance(say, str):
                raise IllegalAnswer(f"{asked_party(self.seat)}的[{self.skill}]: 'say' must be text")
            if self.speech_max is not None and len(say) > self.speech_max:
                raise IllegalAnswer(f"{asked_party(self.seat)}的[{self.skill}]: 不多于{self.speech_max}字 "
                                    f"(at most {self.speech_max} characters), got {len(say)}")
            why = self.speech_check(say) if self.speech_check is not None else None
            if why is not None:
                raise IllegalAnswer(f"{asked_party(self.seat)}的[{self.skill}]: {why}")
            out = dict(out, say=say)
        return out

    def to_json(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "seat": self.seat,
            "skill": self.skill if lang == "zh" else term(self.skill, lang),
            "prompt": self.prompt_text(lang),
            "options": self.options,
            "default": self.default,
            "deadline": self.deadline,
            "round": self.round,
            "phase": self.phase if lang == "zh" else term(self.phase, lang),
            "speech": self.speech,
        }
