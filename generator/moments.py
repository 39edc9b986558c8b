"""Moments of a lesson's video: ``1:07`` as people write it, and links that open there.

Small and free of heavy imports, so every writer and the quiz can show when
a card's sentence is said (:attr:`generator.model.Card.start`) and link to
the video (:attr:`generator.model.Card.video`).
"""

from __future__ import annotations

import math
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit


def format_time(seconds: float) -> str:
    """A moment of a video as people write it: ``1:07``, ``12:07``, ``1:02:03``.

    Seconds are rounded down, so a link opened at that time starts at or just
    before the moment. Negative values count as zero.
    """
    total = max(0, math.floor(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def video_link(base_or_url: str, seconds: float) -> str:
    """The video address that opens at ``seconds`` (rounded down).

    YouTube (``youtube.com/watch``, ``youtu.be``) gets its ``t`` parameter,
    Vimeo a ``#t=…s`` fragment, and anything else (a file or a plain web
    address) a W3C media fragment ``#t=…``, which browsers' video players
    follow. An existing time in the address is replaced.
    """
    at = max(0, math.floor(seconds))
    parts = urlsplit(base_or_url)
    host = parts.netloc.lower().removeprefix("www.").removeprefix("m.")
    if host in ("youtube.com", "youtu.be", "youtube-nocookie.com"):
        query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "t"]
        query.append(("t", f"{at}s"))
        return urlunsplit(parts._replace(query=urlencode(query), fragment=""))
    if host.endswith("vimeo.com"):
        return urlunsplit(parts._replace(fragment=f"t={at}s"))
    return urlunsplit(parts._replace(fragment=f"t={at}"))


def moment(start: float | None, video: str | None) -> tuple[str, str | None] | None:
    """``("▶ 1:07", link or None)`` for a card said at ``start``; None when untimed.

    Args:
        start: When the sentence is said, in seconds.
        video: The lesson's video address, if known.
    """
    if start is None:
        return None
    return f"▶ {format_time(start)}", video_link(video, start) if video else None
