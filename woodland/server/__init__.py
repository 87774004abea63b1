"""The web server and browser client (`woodland serve`, docs/server.md): FastAPI over the
engine, games kept through SQLAlchemy. Needs the `web` extra."""
