"""The ``lessondeck`` command line: thin wiring of the pipeline's stages.

Each subcommand parses its arguments, calls the library and prints. Library
errors (:class:`~generator.errors.GeneratorError`) become one line,
``error: path:line: message``, and exit status 1. Heavy modules (genanki,
weasyprint, fsrs, rich) are imported inside the commands that need them so
that ``lessondeck --help`` and the quiz start fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from generator.errors import GeneratorError

DEFAULT_SOURCES = ("source",)

Handler = Callable[[argparse.Namespace], int]


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


# --- parse -------------------------------------------------------------------


def _cmd_parse(args: argparse.Namespace) -> int:
    from generator.reader import read_lesson

    lesson = read_lesson(Path(args.file))
    if args.json:
        _print_json(lesson.to_json())
        return 0
    from generator.display import print_lesson

    print_lesson(lesson)
    return 0


def _add_parse(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "parse",
        help="show a lesson's statements (claims and caveats), numbers and glossary",
        description="Parse one lesson script and print its statements: a table by default, "
        "or the JSON contract of DESIGN.md with --json.",
    )
    p.add_argument("file", metavar="FILE", help="a lesson script (.md)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(handler=_cmd_parse)


# --- wiring ------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``lessondeck`` with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="lessondeck",
        description="Turn lesson narration scripts into an Anki deck, worksheets with answer "
        "keys and a terminal self-quiz.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for add in (_add_parse,):
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``lessondeck``; return the exit status.

    Args:
        argv: The arguments (without the program name); ``sys.argv[1:]`` when None.

    Returns:
        0 on success, 1 on a reported error or a failed check, 130 on Ctrl-C.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except GeneratorError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
