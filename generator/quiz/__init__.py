"""The terminal self-quiz with spaced repetition, ``lessondeck quiz``.

It asks the deck's own cards (:data:`generator.model.Card`, from
:func:`generator.pipeline.compose`) and keeps the learner's progress in
SQLite. One module per concern:

* :mod:`~generator.quiz.session` – what to ask next: the session's cards,
  FSRS scheduling, statistics;
* :mod:`~generator.quiz.store` – the progress database, and whose history an
  edited sentence's new card inherits;
* :mod:`~generator.quiz.ui` – the terminal screen (``rich``) and the plain one;
* :mod:`~generator.quiz.answers` – checking a typed answer (imported once
  the first answer is typed);
* :mod:`~generator.quiz.mathtext` – MathJax made readable in a terminal;
* :mod:`~generator.quiz.records` – what is made after the first card
  (rekeys, review counts, statistics, the session's summary);
* :mod:`~generator.quiz.command` – the command itself, wiring the above.

Heavy modules (``fsrs``, ``rich``, ``rapidfuzz``) are imported after the
first card is on screen; the package imports nothing here.
"""
