"""The creator's invitations: each open seat's link and its QR code (SVG, drawn by segno), at any time.

A seat's invitation is its token until somebody joins under it (joining spends it: the seat gets a new secret that
only the joining browser holds). The store keeps the open ones as they are, so the creator's page can show them
again whenever it asks (`GET /api/rooms/CODE/invitations`, the creator's token only); a joined seat's token, a
bot's seat and the creator's own seat are never among them (`Room.open_invitations`; docs/security.md).

>>> url = "http://192.168.1.20:8000/room/ABCDEFGHJKLMNPQR?token=xyz"
>>> svg = qr_svg(url)
>>> svg.startswith("<svg") and svg == qr_svg(url)
True
>>> page_base("http://192.168.1.20:8000/")
'http://192.168.1.20:8000'
>>> page_base("javascript:alert(1)") is None
True
"""

from __future__ import annotations

import re
from typing import Any

import segno

from .rooms import Room

#: An origin as a browser's `location.origin` gives it: scheme, host (a name, an IPv4 or a bracketed IPv6) and port.
ORIGIN = re.compile(r"https?://(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?")


def page_base(base: str) -> str | None:
    """The origin a page said it is on (without a trailing slash), or None when it is not one."""
    base = base.rstrip("/")
    return base if len(base) <= 300 and ORIGIN.fullmatch(base) else None


def qr_svg(url: str) -> str:
    """The QR code of `url` as an inline SVG (black on white, the standard 4-module quiet zone, no fixed size: the
    page sizes it). Never a Micro QR (phones' cameras do not read them); error correction at least M, raised while
    the symbol does not grow."""
    qr = segno.make(url, error="m", micro=False)
    return str(qr.svg_inline(scale=1, border=4, dark="#000", light="#fff", omitsize=True))


def invitations(room: Room, base: str, lang: str) -> list[dict[str, Any]]:
    """Each open seat's invitation: its seat, its link (the path), the absolute address a friend opens (`base` — the
    page's origin — plus the link, `&lang=en` for an English page) and that address's QR code."""
    out = []
    for s in room.open_invitations():
        link = f"/room/{room.code}?token={s.token}"
        url = base + link + ("&lang=en" if lang == "en" else "")
        out.append({"seat": s.seat, "link": link, "url": url, "svg": qr_svg(url)})
    return out
