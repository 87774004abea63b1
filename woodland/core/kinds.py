"""One registry of decision kinds and action kinds.

A :class:`~woodland.core.frame.Decision` has a ``kind`` ("daylight", "move_count",
"ambush"...) and each option is an :class:`~woodland.core.actions.Action` with a ``kind``
and ``args``. Every kind is declared once, in the module whose frames ask it, with a
one-line description and its Law rule; an action kind also declares the type of each
argument, so that a fixed action space (e.g. for learning agents) can enumerate the
actions without playing::

    decision_kind("move_count", "How many warriors to move", "4.2")
    action_kind("battle", "Battle an enemy in a clearing", "4.3", (CLEARING, FACTION))

An action kind may have several shapes (``move``: none, a clearing, or two clearings);
``REST`` as the last type means any further arguments (a crafted card's ``use`` takes
arguments defined by the card). ``Decision(...)`` and ``act(...)`` do not look here (the
hot paths stay fast); tests/test_kinds.py plays fuzzed games and checks that every kind
met is declared with matching arguments, and that every declared kind is met.
"""

from __future__ import annotations

from typing import NamedTuple

# argument types of action kinds
CLEARING = "clearing"   #: a clearing number, 1-based (int)
COUNT = "count"         #: a number of pieces, points, cards... (int)
FACTION = "faction"     #: a faction key of the game ("eyrie", "vagabond2")
HIRELING = "hireling"   #: a hireling side in play, by its key ("flame_bearers"; appendix H)
CARD = "card"           #: a card label of the deck ("Ambush (bird)")
QUEST = "quest"         #: a quest card label ("Errand (fox)")
SUIT = "suit"           #: fox, rabbit, mouse, bird or frog (16.2.1)
ITEM = "item"           #: an item name (boots, sword...)
ITEM_STATE = "item_state"  #: a Vagabond item with its state ("sword_d_x": damaged, exhausted)
PIECE = "piece"         #: a building or token kind ("sawmill", "base_fox", "sympathy")
FOREST = "forest"       #: a forest name ("F3")
WORD = "word"           #: a word of a small fixed set, named in the description
TEXT = "text"           #: a free text shown to the player (a triggered effect's description)
REST = "*"              #: any further arguments (last type only)
ARG_TYPES = (CLEARING, COUNT, FACTION, HIRELING, CARD, QUEST, SUIT, ITEM, ITEM_STATE, PIECE, FOREST, WORD, TEXT, REST)


class DecisionKind(NamedTuple):
    name: str
    doc: str
    rule: str
    module: str


class ActionKind(NamedTuple):
    name: str
    doc: str
    rule: str
    shapes: tuple[tuple[str, ...], ...]
    module: str


DECISIONS: dict[str, DecisionKind] = {}
ACTIONS: dict[str, ActionKind] = {}


def _caller() -> str:
    import sys

    return str(sys._getframe(2).f_globals.get("__name__", "?"))


def decision_kind(name: str, doc: str, rule: str) -> str:
    """Declare the decision kind ``name`` (once); returns the name."""
    old = DECISIONS.get(name)
    assert old is None or old.module == _caller(), f"decision kind {name!r} declared twice"
    DECISIONS[name] = DecisionKind(name, doc, rule, _caller())
    return name


def action_kind(name: str, doc: str, rule: str, *shapes: tuple[str, ...]) -> str:
    """Declare the action kind ``name`` (once) with its argument shapes (none: no
    arguments); returns the name."""
    for shape in shapes:
        assert all(t in ARG_TYPES for t in shape) and REST not in shape[:-1], f"{name}: bad shape {shape}"
    old = ACTIONS.get(name)
    assert old is None or old.module == _caller(), f"action kind {name!r} declared twice"
    ACTIONS[name] = ActionKind(name, doc, rule, tuple(shapes) or ((),), _caller())
    return name
