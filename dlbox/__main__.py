from dlbox.cli import main

raise SystemExit(main())
