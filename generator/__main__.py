"""``python -m generator``: the same as the ``lessondeck`` command."""

from generator.cli import main

raise SystemExit(main())
