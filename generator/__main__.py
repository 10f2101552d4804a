"""`python -m generator`: the command line (see generator.cli)."""

from .cli import main

raise SystemExit(main())
