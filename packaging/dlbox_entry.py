"""PyInstaller's entry point: the same ``main()`` as the installed ``dlbox`` command."""

from dlbox.cli import main

raise SystemExit(main())
