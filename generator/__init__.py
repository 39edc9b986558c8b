"""lessondeck: turn lesson narration scripts into study material.

The pipeline is reader → classify → compose → writers (Anki deck,
worksheets, terminal quiz), with a calculator (``calc``) behind the numeric
exercises and the checker of the narration's own arithmetic.
"""

__version__ = "0.1.0"
