"""``python3 -m woodland`` runs the command line (the same as the ``woodland`` script)."""

from woodland.cli.main import main

if __name__ == "__main__":
    main()
