"""Atomic writes: leftovers of a killed writer are cleaned up by the next write."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from generator.writers.atomic import write_bytes_atomic


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


def test_a_killed_writer_leaves_a_temporary_file_that_the_next_write_removes(
    tmp_path: Path,
) -> None:
    target = tmp_path / "lessondeck.apkg"
    write_bytes_atomic(target, b"old")
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from generator.writers.atomic import write_atomic\n"
        "def slow(handle):\n"
        "    handle.write(b'half')\n"
        "    handle.flush()\n"
        "    print('writing', flush=True)\n"
        "    time.sleep(60)\n"
        "write_atomic(Path(sys.argv[1]), slow)\n"
    )
    with subprocess.Popen(
        [sys.executable, "-c", script, str(target)], stdout=subprocess.PIPE, text=True
    ) as proc:
        try:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "writing"
            os.kill(proc.pid, signal.SIGKILL)
        finally:
            proc.wait(timeout=30)
    stale = _leftovers(tmp_path)
    assert len(stale) == 1 and f".{proc.pid}." in stale[0]
    assert target.read_bytes() == b"old"

    # A temporary file of a writer that is still running is left alone.
    mine = tmp_path / f".lessondeck.apkg.{os.getpid()}.abc.tmp"
    mine.write_bytes(b"in progress")
    write_bytes_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert _leftovers(tmp_path) == [mine.name]
