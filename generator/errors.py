"""The project's own exceptions.

Every error lessondeck raises on bad input is a :class:`GeneratorError`. It
carries where the problem is (``path`` and, when known, ``line``) so that the
command line can print one line, ``error: path:line: message``, and exit 1
instead of showing a traceback. Errors that find several problems at once
list all of them in one message.
"""

from __future__ import annotations


class GeneratorError(Exception):
    """Base class of lessondeck's errors: a message and where it applies.

    Args:
        message: What is wrong, in words a user can act on.
        path: The file or folder the problem is in, if any.
        line: The 1-based line in ``path``, if known.
    """

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    @property
    def where(self) -> str:
        """``path:line``, ``path`` or the empty string."""
        if self.path is None:
            return ""
        return f"{self.path}:{self.line}" if self.line is not None else self.path

    def __str__(self) -> str:
        where = self.where
        return f"{where}: {self.message}" if where else self.message

    def __reduce__(self) -> tuple[object, ...]:
        # Keep path and line when the error crosses a process boundary (parallel builds).
        return (_rebuild, (type(self), self.message, self.path, self.line))


def _rebuild(
    cls: type[GeneratorError], message: str, path: str | None, line: int | None
) -> GeneratorError:
    return cls(message, path=path, line=line)


class LessonError(GeneratorError):
    """A lesson script could not be read or is not a lesson."""


class ParameterError(GeneratorError, ValueError):
    """Calculator or exercise parameters are invalid; the message names each bad one."""


class OutputError(GeneratorError):
    """An output (deck, worksheet, manifest) could not be written."""


class ProgressError(GeneratorError):
    """The quiz's progress database cannot be used safely."""
