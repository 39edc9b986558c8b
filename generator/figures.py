"""Figures for worksheets, drawn as SVG by lessondeck's own code.

Each kind draws its own figure (``Kind.figure`` in :mod:`generator.kinds`);
this module holds what they draw with and :func:`figure_for`, which asks an
exercise's kind. Two shapes exist:

- a **trajectory strip** (:func:`strip`, :func:`steps_rows`,
  :func:`weight_cells`) for a return or GAE exercise: one frame per step
  with its state, the action the policy sampled, the observation and reward
  that followed, and the weight the step gets in the answer (``γᵏ`` for a
  return, ``(γλ)ᵏ`` on the TD error for GAE); the step asked about is
  outlined, the steps before it are faded;
- a **group chart** (:func:`group_chart`): a bar per sibling response with
  its reward; in the answer key also the group's mean as a dashed line, each
  response's distance from it and the resulting advantages.

Every figure comes in two forms: ``reveal=False`` for the worksheet (what the
exercise states, nothing of the answer) and ``reveal=True`` for the key. The
SVG holds the shapes only; the text labels are HTML (:attr:`Figure.html`),
positioned in millimetres over the SVG, so that they are readable in print
and by text extraction and WeasyPrint lays out each label as one line of
text (it lays out and draws every letter of an SVG ``<text>`` separately,
which made figures the costliest part of a page). Figures are sized in
millimetres to fit an A4 or letter page, and all text is escaped. No
plotting library: the shapes are few and simple, and writing them directly
keeps the output byte-stable and the import cheap.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape

from generator import calc
from generator.model import Exercise, Scalar

STRIP_WIDTH_MM = 165.0
"""Printed width of a trajectory strip: what an item has on A4 with 18 mm margins (the
174 mm of the page less the item's 8.5 mm for its number), and so on letter too. The
labels are placed in millimetres, so the figure must not be scaled down to fit."""

CHART_WIDTH_MM = 120.0
"""Printed width of a GRPO chart."""

MAX_COLUMNS = 7
"""Steps a strip shows before it elides the middle of a long trajectory."""

_INK = "#222"
_MUTED = "#8a8a8a"
_RULE = "#cfcfcf"
_FILL = "#f1f1f1"
_BAR = "#c4c4c4"
_BAR_ASKED = "#8c8c8c"
_LABEL_W, _END_W, _GAP = 86.0, 50.0, 12.0  # strip: label column, end state, arrow gap
NARROW = 62.0  # a frame narrower than this puts values under their symbols
_DASHED = ' stroke-dasharray="3 2"'

_SUB = str.maketrans("0123456789+-()", "₀₁₂₃₄₅₆₇₈₉₊₋₍₎")
_SUP = str.maketrans("0123456789+-()", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁽⁾")


BASELINE = 0.846
"""Where a label's baseline is below the top of its box, in ems: DejaVu Sans's ascent
(0.928 em) less half of what its ascent and descent (1.164 em) exceed a line height of 1."""


@dataclass(frozen=True)
class Label:
    """A text label of a figure, placed as SVG ``<text>`` would place it (in SVG units).

    Attributes:
        x: Where the text is anchored, horizontally.
        y: Its baseline.
        text: The text (plain; escaped when written).
        size: The font size.
        anchor: ``"start"``, ``"middle"`` or ``"end"``: which end of the text ``x`` is.
        weight: ``"normal"`` or ``"bold"``.
        style: ``"normal"`` or ``"italic"``.
        fill: The text colour.
    """

    x: float
    y: float
    text: str
    size: float = 9
    anchor: str = "middle"
    weight: str = "normal"
    style: str = "normal"
    fill: str = _INK

    def html(self, mm: float) -> str:
        """The label as an absolutely placed ``<span>``; ``mm`` millimetres per SVG unit.

        Its classes (``templates/worksheet/print.css``) set the box: ``fl``
        for every label, ``c`` or ``e`` to centre it on ``x`` or end it there,
        ``b`` bold, ``i`` italic.
        """
        classes = ["fl"]
        if self.anchor == "middle":
            classes.append("c")
        elif self.anchor == "end":
            classes.append("e")
        if self.weight == "bold":
            classes.append("b")
        if self.style == "italic":
            classes.append("i")
        top = self.y - BASELINE * self.size
        style = f"left:{self.x * mm:.2f}mm;top:{top * mm:.2f}mm;font-size:{self.size * mm:.2f}mm"
        if self.fill != _INK:
            style += f";color:{self.fill}"
        text = escape(self.text, quote=False)
        return f'<span class="{" ".join(classes)}" style="{style}">{text}</span>'


@dataclass(frozen=True)
class Figure:
    """A figure ready to place in HTML: its SVG shapes, its labels and a caption (escaped).

    Attributes:
        kind: ``"trajectory"`` or ``"grpo"``.
        svg: The ``<svg>`` element: the shapes, and the labels' text as its title.
        caption: What the figure shows, as plain text (the template escapes it).
        labels: The text labels as HTML, each placed over the SVG (:class:`Label`).
        width_mm: The printed width of the SVG.
    """

    kind: str
    svg: str
    caption: str
    labels: str = ""
    width_mm: float = 0.0

    @property
    def html(self) -> str:
        """The SVG and its labels in one box of the SVG's width (the labels' frame)."""
        frame = f'<div class="canvas" style="width:{self.width_mm:.1f}mm">'
        return f"{frame}{self.svg}{self.labels}</div>"


def figure_for(exercise: Exercise, *, reveal: bool) -> Figure | None:
    """The figure of an exercise, or None when its kind has none (``Kind.figure``).

    Args:
        exercise: The exercise (its ``kind``, ``params`` and the action names
            its prompt states are used).
        reveal: True for the answer key (values, mean, advantages), False for
            the worksheet (only what the exercise states).

    Returns:
        The kind's figure (a trajectory strip for a return or GAE, a group
        chart for GRPO), or None.
    """
    from generator.kinds import REGISTRY

    kind = REGISTRY.get(exercise.kind)
    if kind is None:
        return None
    params = kind.prepare(exercise.params)
    return kind.figure(params, reveal=reveal, actions=_action_names(exercise.prompt))


# --- text helpers ------------------------------------------------------------------

_ACTION = re.compile(r'\bstep (\d+) "([^"]{1,80})"')


def _action_names(prompt: str) -> dict[int, str]:
    """Action names a practice prompt states (``step 0 "inspect files"``); {} when none."""
    return {int(m.group(1)): m.group(2) for m in _ACTION.finditer(prompt)}


def _sub(text: object) -> str:
    return str(text).translate(_SUB)


def _sup(text: object) -> str:
    return str(text).translate(_SUP)


def short_number(x: Scalar) -> str:
    """A number for a figure label: exact when short, else ``≈`` and three decimals.

    Args:
        x: The value.

    Returns:
        ``0.81``, ``−0.3``, ``≈ 0.961``.
    """
    text = calc.format_number(x)
    if calc.format_answer(x) == text and len(text.lstrip("−")) <= 6:
        return text
    rounded = round(float(x), 3)
    return "≈ " + (calc.format_number(rounded) if rounded else "0")


def _wrap(text: str, width: float, size: float) -> list[str]:
    """Words of ``text`` in lines that fit ``width`` units at font ``size`` (estimated)."""
    per_line = max(4, int(width / (size * 0.56)))
    lines: list[str] = []
    for word in text.split():
        while len(word) > per_line:  # a very long word is cut, never left to overflow
            if lines and not lines[-1]:
                lines.pop()
            lines.append(word[: per_line - 1] + "-")
            word = word[per_line - 1 :]
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _text(
    x: float,
    y: float,
    text: str,
    *,
    size: float = 9,
    anchor: str = "middle",
    weight: str = "normal",
    style: str = "normal",
    fill: str = _INK,
) -> Label:
    return Label(x, y, text, size, anchor, weight, style, fill)


Part = str | Label
"""A piece of a figure: SVG markup of a shape, or a text label."""


def _figure(
    kind: str,
    size: tuple[float, float],
    width_mm: float,
    label: str,
    parts: Sequence[Part],
    caption: str,
) -> Figure:
    """A figure of ``size`` SVG units printed ``width_mm`` wide: shapes in SVG, labels in HTML."""
    width_units, height_units = size
    height_mm = width_mm * height_units / width_units
    shapes = "".join(p for p in parts if isinstance(p, str))
    mm = width_mm / width_units
    labels = "".join(p.html(mm) for p in parts if isinstance(p, Label))
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{escape(label)}" '
        f'width="{width_mm:.1f}mm" height="{height_mm:.1f}mm" '
        f'viewBox="0 0 {width_units:g} {height_units:.1f}" fill="{_INK}">'
        f"<title>{escape(label, quote=False)}</title>{shapes}</svg>"
    )
    return Figure(kind, svg, caption, labels, width_mm)


def _two_places(x: Scalar) -> str:
    text = f"{float(x):.2f}"
    return "0.00" if text == "-0.00" else text.replace("-", "−")


def _power(base: Scalar, k: int) -> Scalar:
    if isinstance(base, float):
        return base**k
    return Fraction(base) ** k


# --- trajectory strips ---------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    label: str
    cells: tuple[str, ...]  # one per column; "" leaves the cell empty
    lines: int = 1
    emphasis: bool = False


def _columns(n: int, t: int) -> tuple[int | None, ...]:
    """Which steps get a frame; None marks elided steps (long trajectories only)."""
    if n <= MAX_COLUMNS:
        return tuple(range(n))
    first = max(0, t - 1)
    head = list(range(first, min(n, first + MAX_COLUMNS - 2)))
    if head[-1] >= n - 2:
        return tuple(range(n - MAX_COLUMNS, n))
    return (*head, None, n - 1)


def _frame(
    step: int, t: int, rows: Sequence[Row], *, x: float, col_w: float, ys: Sequence[float]
) -> list[Part]:
    """One step's frame: its box, its title and a cell per row (faded before ``t``)."""
    cx, top, header = x + col_w / 2, ys[0], ys[0] - 4
    before, asked = step < t, step == t
    stroke = _MUTED if before else _INK
    parts: list[Part] = [
        f'<rect x="{x:.1f}" y="{top:.1f}" width="{col_w:.1f}" '
        f'height="{ys[-1] - top:.1f}" rx="5" fill="{_FILL if asked else "#fff"}" '
        f'stroke="{stroke}" stroke-width="{1.8 if asked else 0.8}"'
        f"{_DASHED if before else ''}/>",
        _text(
            cx,
            header - 4,
            f"step {step}" + (" = t" if asked else ""),
            size=8.5,
            weight="bold" if asked else "normal",
            fill=_MUTED if before else _INK,
        ),
    ]
    for r, row in enumerate(rows):
        if r:
            parts.append(
                f'<line x1="{x + 4:.1f}" y1="{ys[r]:.1f}" x2="{x + col_w - 4:.1f}" '
                f'y2="{ys[r]:.1f}" stroke="{_RULE}" stroke-width="0.6"/>'
            )
        cell = row.cells[step]
        for i, line in enumerate(cell.split("\n") if cell else []):
            parts.append(
                _text(
                    cx,
                    ys[r] + 15 + 11 * i,
                    line,
                    size=8.5 if i == 0 else 7.5,
                    style="italic" if i and r == 1 else "normal",
                    weight="bold" if row.emphasis and not before else "normal",
                    fill=_MUTED if before else _INK,
                )
            )
    return parts


def _end_state(x: float, mid: float, lines: Sequence[str]) -> list[Part]:
    """The box after the last frame (the state the trajectory ends in)."""
    end_h = 12.0 + 11.0 * len(lines)
    parts: list[Part] = [
        f'<rect x="{x:.1f}" y="{mid - end_h / 2:.1f}" width="{_END_W - 4:.1f}" '
        f'height="{end_h:.1f}" rx="5" fill="#fff" stroke="{_INK}" stroke-width="0.8"/>'
    ]
    for i, line in enumerate(lines):
        size = 8.5 if i == 0 else 8
        parts.append(_text(x + (_END_W - 4) / 2, mid - end_h / 2 + 15 + 11 * i, line, size=size))
    return parts


def strip(
    *,
    n: int,
    t: int,
    rows: Sequence[Row],
    end_lines: Sequence[str],
    label: str,
    caption: str,
) -> Figure:
    """A trajectory strip: a frame per step (long ones elided), the step ``t`` outlined.

    Args:
        n: The number of steps.
        t: The step asked about; frames before it are faded.
        rows: The rows of every frame, a cell per step (the first row is the state).
        end_lines: The lines of the end state's box.
        label: The SVG's accessible label.
        caption: The caption under the figure.

    Returns:
        The figure.
    """
    width = 540.0
    label_w, end_w, gap, header = _LABEL_W, _END_W, _GAP, 18.0
    columns = _columns(n, t)
    col_w = (width - label_w - end_w - gap * len(columns)) / len(columns)
    heights = [10.0 + 11.0 * row.lines for row in rows]
    top = header + 4
    height = top + sum(heights) + 6
    parts: list[Part] = []
    ys = [top]
    for h in heights:
        ys.append(ys[-1] + h)
    for r, row in enumerate(rows):  # row labels, right-aligned
        parts.append(
            _text(
                label_w - 8,
                ys[r] + 15,
                row.label,
                size=8.5,
                anchor="end",
                fill=_INK if row.emphasis else "#444",
                weight="bold" if row.emphasis else "normal",
            )
        )
    state_mid = ys[0] + heights[0] / 2
    for c, step in enumerate(columns):
        x = label_w + c * (col_w + gap)
        cx = x + col_w / 2
        if step is None:  # elided middle of a long trajectory
            parts.append(_text(cx, state_mid + 3, "…", size=14, fill=_MUTED))
            parts.append(_text(cx, header - 4, "…", size=8.5, fill=_MUTED))
        else:
            parts.extend(_frame(step, t, rows, x=x, col_w=col_w, ys=ys))
        # the arrow to the next frame (or to the end state), on the state row
        x2 = x + col_w + gap
        ax = x + col_w + 2
        parts.append(
            f'<line x1="{ax:.1f}" y1="{state_mid:.1f}" x2="{x2 - 5:.1f}" y2="{state_mid:.1f}" '
            f'stroke="{_INK}" stroke-width="0.9"/>'
            f'<polygon points="{x2 - 2:.1f},{state_mid:.1f} {x2 - 7:.1f},{state_mid - 3:.1f} '
            f'{x2 - 7:.1f},{state_mid + 3:.1f}" fill="{_INK}"/>'
        )
    parts.extend(_end_state(label_w + len(columns) * (col_w + gap), state_mid, end_lines))
    return _figure("trajectory", (width, height), STRIP_WIDTH_MM, label, parts, caption)


def _action_cells(n: int, actions: Mapping[int, str], col_w: float) -> tuple[tuple[str, ...], int]:
    cells = []
    most = 1
    for i in range(n):
        name = actions.get(i)
        lines = [f"a{_sub(i)}"] + (_wrap(name, col_w - 6, 7.5) if name else [])
        most = max(most, len(lines))
        cells.append("\n".join(lines))
    return tuple(cells), most


def valued(symbol: str, value: Scalar, split: bool) -> str:
    """``γ² = 0.81`` or ``γ⁴ ≈ 0.961``; on two lines in a narrow frame."""
    text = short_number(value)
    relation = text if text.startswith("≈") else f"= {text}"
    return f"{symbol}\n{relation}" if split else f"{symbol} {relation}"


def column_width(n: int) -> float:
    shown = min(n, MAX_COLUMNS)
    return (540.0 - _LABEL_W - _END_W - _GAP * shown) / shown


def steps_rows(rewards: Sequence[Scalar], actions: Mapping[int, str] | None) -> tuple[Row, ...]:
    """The rows every trajectory strip has: state, sampled action, observation, reward."""
    n = len(rewards)
    action_cells, action_lines = _action_cells(n, actions or {}, column_width(n))
    return (
        Row("state", tuple(f"s{_sub(i)}" for i in range(n))),
        Row("sampled action", action_cells, lines=action_lines),
        Row("observation", tuple(f"o{_sub(i + 1)}" for i in range(n))),
        Row(
            "reward", tuple(f"r{_sub(i)} = {calc.format_number(r)}" for i, r in enumerate(rewards))
        ),
    )


def weight_cells(
    n: int, t: int, *, symbol: str, factor: Scalar, target: str, reveal: bool, split: bool
) -> tuple[str, ...]:
    """The discount weight of each step in the asked quantity: ``symbol``ᵏ, k = i − t.

    Steps before ``t`` are not in ``target`` (G_t or A_t); in the key each
    weight also shows its value ``factor``ᵏ.
    """
    cells = []
    for i in range(n):
        if i < t:
            cells.append(("not in\n" if split else "not in ") + target)
            continue
        weight = f"{symbol}{_sup(i - t)}"
        cells.append(valued(weight, _power(factor, i - t), split) if reveal else weight)
    return tuple(cells)


# --- GRPO group chart ----------------------------------------------------------------


@dataclass(frozen=True)
class _Plot:
    """The geometry of a group chart: where values and responses go."""

    n: int
    lo: float
    hi: float
    left: float = 64.0
    top: float = 26.0
    plot_w: float = 380.0 - 64.0 - 76.0
    plot_h: float = 110.0

    def y(self, v: float) -> float:
        return self.top + self.plot_h * (self.hi - v) / (self.hi - self.lo)

    @property
    def slot(self) -> float:
        return self.plot_w / self.n

    @property
    def bar_w(self) -> float:
        return min(34.0, self.slot * 0.62)

    @property
    def below(self) -> float:
        return self.top + self.plot_h + 13

    def x(self, i: int) -> float:
        """The centre of response ``i``."""
        return self.left + self.slot * (i + 0.5)


def _axes(plot: _Plot, index: int) -> list[Part]:
    """The band behind the asked response, the grid with its labels and the value axis."""
    left, top = plot.left, plot.top
    # a band behind the response asked about, so it stands out even with reward 0
    parts: list[Part] = [
        f'<rect x="{left + plot.slot * index + 2:.1f}" y="{top - 4:.1f}" '
        f'width="{plot.slot - 4:.1f}" height="{plot.below + 19 - top:.1f}" rx="3" '
        'fill="#ececec"/>'
    ]
    for tick in sorted({plot.lo, plot.hi, (plot.lo + plot.hi) / 2, 0.0}):
        parts.append(
            f'<line x1="{left:.1f}" y1="{plot.y(tick):.1f}" x2="{left + plot.plot_w:.1f}" '
            f'y2="{plot.y(tick):.1f}" stroke="{_RULE if tick else _INK}" '
            f'stroke-width="{0.6 if tick else 0.9}"/>'
        )
        label = calc.format_number(round(tick, 3))
        parts.append(_text(left - 5, plot.y(tick) + 3, label, size=8, anchor="end"))
    parts.append(
        f'<line x1="{left:.1f}" y1="{top:.1f}" x2="{left:.1f}" y2="{top + plot.plot_h:.1f}" '
        f'stroke="{_INK}" stroke-width="0.9"/>'
    )
    parts.append(_text(left, top - 10, "reward", size=8, fill="#444"))
    return parts


def _bar(plot: _Plot, i: int, reward: Scalar, *, asked: bool, mean: float | None) -> list[Part]:
    """Response ``i``'s bar, its reward and number; with a ``mean``, the arrow from it."""
    cx, value, base = plot.x(i), float(reward), plot.y(0.0)
    bar_w = plot.bar_w
    parts: list[Part] = [
        f'<rect x="{cx - bar_w / 2:.1f}" y="{min(plot.y(value), base):.1f}" '
        f'width="{bar_w:.1f}" height="{max(abs(plot.y(value) - base), 0.8):.1f}" '
        f'fill="{_BAR_ASKED if asked else _BAR}" stroke="{_INK}" stroke-width="0.6"/>',
        _text(
            cx,
            plot.y(value) - 4 if value >= 0 else plot.y(value) + 11,
            calc.format_number(reward),
            size=8.5,
        ),
        _text(cx, plot.below, f"#{i + 1}", size=8.5, weight="bold" if asked else "normal"),
    ]
    if mean is not None and abs(plot.y(value) - plot.y(mean)) > 4:
        # an arrow from the mean to the reward: r − mean, the numerator of the advantage
        # (right of centre, clear of the reward's label)
        ax, tip, step = cx + bar_w * 0.3, plot.y(value), (3.5 if value > mean else -3.5)
        parts.append(
            f'<line x1="{ax:.1f}" y1="{plot.y(mean):.1f}" x2="{ax:.1f}" y2="{tip + step:.1f}" '
            f'stroke="#000" stroke-width="1.3"/>'
            f'<polygon points="{ax:.1f},{tip:.1f} {ax - 2.6:.1f},{tip + step + 1:.1f} '
            f'{ax + 2.6:.1f},{tip + step + 1:.1f}" fill="#000"/>'
        )
    return parts


def _mean_line(plot: _Plot, mean: Scalar, std: Scalar) -> list[Part]:
    """The dashed mean line, labelled with the mean and the standard deviation."""
    ym, right = plot.y(float(mean)), plot.left + plot.plot_w
    return [
        _text(plot.left - 5, plot.below + 14, "advantage", size=8, anchor="end", fill="#444"),
        f'<line x1="{plot.left:.1f}" y1="{ym:.1f}" x2="{right + 4:.1f}" y2="{ym:.1f}" '
        f'stroke="{_INK}" stroke-width="1.2" stroke-dasharray="5 3"/>',
        _text(right + 8, ym + 3, f"mean {short_number(mean)}", size=8.5, anchor="start"),
        _text(right + 8, ym + 14, f"std {short_number(std)}", size=8, anchor="start", fill="#444"),
    ]


def group_chart(
    rewards: Sequence[Scalar],
    index: int,
    *,
    mean: Scalar,
    std: Scalar,
    advantages: Sequence[Scalar],
    sample: bool,
    reveal: bool,
) -> Figure:
    """The bar chart of a group of sibling responses (GRPO).

    Args:
        rewards: The responses' rewards.
        index: The response asked about (0-based).
        mean: The group's mean reward.
        std: Its standard deviation.
        advantages: Each response's advantage.
        sample: True when ``std`` is the sample one (else the population one).
        reveal: True for the key: the mean line, each response's distance from
            it and every advantage; False shows the rewards only.

    Returns:
        The figure: a bar per sibling response, the asked one dark.
    """
    n = len(rewards)
    values = [float(r) for r in rewards]
    plot = _Plot(n, min(0.0, *values), max(1.0, *values))
    parts = _axes(plot, index)
    for i, r in enumerate(rewards):
        asked = i == index
        parts.extend(_bar(plot, i, r, asked=asked, mean=float(mean) if reveal else None))
        weight = "bold" if asked else "normal"
        if reveal:
            advantage = _two_places(advantages[i])
            parts.append(_text(plot.x(i), plot.below + 14, advantage, size=8.5, weight=weight))
        elif asked:
            parts.append(_text(plot.x(i), plot.below + 14, "A = ?", size=8.5, weight="bold"))
    parts.append(_text(plot.left - 5, plot.below, "response", size=8, anchor="end", fill="#444"))
    if reveal:
        parts.extend(_mean_line(plot, mean, std))
    rewards_text = ", ".join(calc.format_number(r) for r in rewards)
    label = f"GRPO group of {n} responses with rewards {rewards_text}; asked: response {index + 1}"
    which = "sample" if sample else "population"
    if reveal:
        caption = (
            f"Rewards of the {n} sibling responses; the dashed line is the group mean, each "
            f"arrow the distance r − mean, and the bottom row the advantages "
            f"(r − mean)/std ({which} std), rounded to two decimals."
        )
    else:
        caption = f"Rewards of the {n} sibling responses; response #{index + 1} is asked about."
    return _figure("grpo", (380.0, plot.below + 24), CHART_WIDTH_MM, label, parts, caption)
