"""The factions: one package each (woodland/factions/KEY/), found by ``import woodland``.

A package holds its rules (``__init__.py``), its facts (``data.json``) and its words for
people: ``words.json`` (what its board means, its own cards, the help of its decisions,
its colour on the screen) and, for a board the screen summarises in its own way, a
``words.py`` module with a class ``Words`` (a :class:`FactionWords`). The terminal client
finds both through the registry (``core.faction.FACTIONS``), never by the faction's key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Sequence

if TYPE_CHECKING:
    from woodland.core.game import Game


def plain(v: Any) -> str:
    """Any view value as words, never as Python's dict or list syntax."""
    if isinstance(v, dict):
        return ", ".join(f"{str(k).replace('_', ' ')} {plain(x)}" for k, x in v.items()) or "—"
    if isinstance(v, (list, tuple)):
        return ", ".join(plain(x) for x in v) or "—"
    if v is None:
        return "—"
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def track_next(costs: Sequence[int], placed: int) -> int | None:
    """The value printed on a track's next space once ``placed`` pieces left it, or None."""
    return costs[placed] if 0 <= placed < len(costs) else None


def relationship(v: Any) -> str:
    """A relationship as the Relationships track prints it (9.2.9: a Vagabond's, with each faction)."""
    if v == "hostile":
        return "Hostile"
    return {0: "Indifferent", 3: "Allied"}.get(v, f"{v}/3") if isinstance(v, int) else str(v)


class FactionWords:
    """A faction's words for the terminal, from the public board of its player (the
    ``board`` of a player in ``game.view``; ``view``: the whole table). The defaults name
    the board's fields as they are; a faction's ``words.py`` overrides what it tells better."""

    #: the faction's pieces move along rivers: the map shows them (11.2.2 Swimmers)
    rivers: bool = False
    #: what the map's legend adds while this faction plays
    legend: str = ""

    def __init__(self, data: dict[str, Any]) -> None:
        #: the faction's facts (its data.json)
        self.data = data

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """The faction board in a line or two."""
        return "; ".join(f"{k.replace('_', ' ')} {plain(v)}" for k, v in board.items())

    def subtitle(self, board: dict[str, Any]) -> str:
        """What is printed beside the faction's name (a Vagabond's character), or ''."""
        return ""

    def gloss(self, kind: str, args: list[str]) -> str:
        """What an action of this faction's does, in words ('' when its text reads as it is)."""
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        """What an action that any player takes with this faction's pieces or services does
        (a Riverfolk service bought, 11.2.7), or ''."""
        return ""

    def secret_text(self, kind: str, args: list[str]) -> str | None:
        """An action of this faction's as the other players may read it, when its text names
        something hidden from them (13.5.2 the type of a face-down plot), or None."""
        return None

    def card_texts(self) -> dict[str, str]:
        """The faction's cards not in the shared deck nor in its words.json, with what each
        does (the Vagabond's quests, 9.5.5)."""
        return {}

    def moves_off_map(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """Where the faction's pieces went off the clearings (a pawn into a forest), from its
        public board ``before`` and ``after`` (the ``board`` of its player in the public view),
        as whole phrases for the log naming the faction as ``who`` (its key), told right after
        the pieces in the clearings; [] when none moved so. Only public facts may be told."""
        return []

    def track_changes(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """The markers, counts and tracks of the faction's public board that changed from
        ``before`` to ``after`` (an Outcast marker flipped, funds spent, a relationship
        advanced), as whole phrases for the log naming the faction as ``who`` (its key; a
        second Vagabond shares the first's words), told after the points scored and the
        dominance cards activated and before the cards put where everyone sees them; []
        when nothing worth telling changed. Only public facts may be told."""
        return []

    def board_changes(self, before: dict[str, Any], after: dict[str, Any], text: str = "",
                      reshuffled: bool = False) -> list[str]:
        """What happened on the faction's public board (the ``board`` of its player in the
        public view) from ``before`` to ``after`` that the map and the scores do not show,
        as short phrases for the log, each told after the faction's key (cards going to a pile
        of the faction's, cards or items flipped face up); [] when nothing worth telling
        changed. Only public facts may be told.
        ``text``: the action that made the change ('' for steps the rules took alone), so
        that what it says already need not be said twice. ``reshuffled``: the shared deck
        was made anew from the discard pile meanwhile (G.6; its count, public, grew). Told
        after the cards put where everyone sees them."""
        return []

    #: the kinds of the faction's own events (declared in its package, ``core.events.event``)
    #: whose words the log tells (``tell``); the log asks about no other
    tells: ClassVar[frozenset[str]] = frozenset()

    def tell(self, g: Game, ev: tuple[Any, ...]) -> list[str]:
        """One of the faction's own events (of a kind in ``tells``) as phrases for the log,
        added to the entry of the decision that made it happen; only public facts may be
        told (the dice of a roll everyone sees, a plot flipped face up)."""
        return []

    def begins(self, g: Game, ev: tuple[Any, ...]) -> tuple[int, str] | None:
        """For an event of a kind in ``tells`` that begins steps the rules take by themselves
        (the Eyrie's turmoil, 7.7): the seat taking them and their name, under which the log
        tells them as an entry of their own, its first phrases those of ``tell``; None for
        an event told within the entry of the decision that made it happen."""
        return None

    def clearing_notes(self, board: dict[str, Any]) -> dict[int, list[str]]:
        """What the faction board says stands in a clearing beyond the pieces the map counts
        (a captain among the warriors), by clearing number; shown beside those pieces."""
        return {}

    def menu_legend(self, kind: str, options: Sequence[Any]) -> str:
        """A line under a decision's menu telling what its options name (the cards to
        choose from), or ''. ``kind``: the decision's kind; ``options``: its actions."""
        return ""
