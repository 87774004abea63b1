"""Landmarks (appendix L): pieces on the map that no one owns (L.1.2) and that cannot be
battled, moved, covered or removed unless a landmark says so (L.1.1).

A landmark is a :class:`Landmark` registered by its ``key`` (``LANDMARKS``); the game
holds only where each landmark's piece stands (``Game.landmarks``: key -> clearing). Its
rules are, like everything that changes a generic rule, abilities (core/ability.py) and
triggered procedures: the landmarks package (woodland/landmarks) adds the landmarks in play
to the ability sources and to the game's triggers, so no generic rule names a landmark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.errors import BadInput

if TYPE_CHECKING:
    from woodland.core.ability import Ability
    from woodland.core.frame import Frame
    from woodland.core.game import Game


class Landmark:
    """One kind of landmark. Subclasses set ``key``, ``title`` and ``rule`` and override
    what their landmark changes; an instance holds no state (it reads the game)."""

    key: ClassVar[str] = ""
    title: ClassVar[str] = ""
    #: its short name on the terminal's map (``[Forge]``); its title without "the" if unset
    mark: ClassVar[str] = ""
    #: the suit its card shows (a Homeland landmark's: its clearing gains it), or ''
    suit: ClassVar[str] = ""
    #: its colour on the browser's map (a CSS colour, our choice, not the printed piece's);
    #: '' draws it in the colour of its ``suit``, or grey
    colour: ClassVar[str] = ""
    #: what it does, in a few words, for the terminal's legend and the browser's tooltip
    #: (cli/render.py ``landmark_words``); its ``rule`` follows them
    summary: ClassVar[str] = ""
    #: the rule that gives its effect (cited by the oracle)
    rule: ClassVar[str] = ""
    #: event kinds its triggers react to
    listens: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key:
            LANDMARKS[cls.key] = cls()

    #: the rule (or source) of its setup on its landmark card (A.5.3); a landmark whose card
    #: text is not known sets none and is not offered in the Advanced Setup
    setup_rule: ClassVar[str] = ""
    #: how many cards of the deck its setup lays beside its card (the Black Market)
    holds_cards: ClassVar[int] = 0
    #: the fewest players its card recommends it for (A.5.1: kept by default from then on)
    min_players: ClassVar[int] = 0
    #: whether its card adds a building slot whose building is told apart (the Elder
    #: Treetop's, R373): :meth:`building_held` names it
    holds_building: ClassVar[bool] = False

    def setup_clearings(self, g: "Game") -> list[int]:
        """A.5.3: the clearings where its card lets it be set up now."""
        return []

    def set_up(self, g: "Game", c: int) -> None:
        """A.5.3: what else its card has done when it is set up in ``c`` (the piece is placed
        by the caller)."""

    def cards_from_json(self, g: "Game", v: list[Any], field: str) -> tuple[Any, ...]:
        """What lies on its card (``Game.landmark_cards``) read back from a save, checked."""
        raise BadInput(field, f"{self.title} holds nothing on its card")

    def public_cards(self, g: "Game") -> Any:
        """What everyone sees of what lies on its card (1.2), for the views; None: nothing."""
        return None

    def card_words(self, seen: Any) -> str:
        """What lies on its card in words, from ``seen`` (its ``public_cards`` as a view
        shows them, None if the view has none); "" to say nothing."""
        return ""

    def items_held(self, g: "Game") -> tuple[str, ...]:
        """Items out of the item supply on its card (5.1.5: counted with the rest)."""
        return ()

    def cards_held(self, g: "Game") -> list[int]:
        """Cards of the deck lying beside its card (every card is somewhere, 1.5)."""
        return []

    def building_held(self, g: "Game") -> tuple[Any, ...]:
        """The building in the slot its card adds, ``(owner, kind)``, or ``()`` (empty, or no
        such slot: :attr:`holds_building`)."""
        return ()

    def unknown_cards(self, g: "Game", seat: int) -> list[int]:
        """Of :meth:`cards_held`, those ``seat`` does not know (1.2: redrawn by determinize)."""
        return []

    def redeal(self, g: "Game", seat: int, cards: list[int]) -> None:
        """Put ``cards`` in the places of :meth:`unknown_cards` (determinize)."""

    def abilities(self, g: "Game", c: int) -> "list[Ability]":
        """The abilities of this landmark standing in clearing ``c``."""
        return []

    def triggers(self, g: "Game", c: int, event: tuple[Any, ...]) -> "list[Frame]":
        """Procedures ``event`` triggers (it may also act at once, e.g. score)."""
        return []


#: landmark key -> its (stateless) rules
LANDMARKS: dict[str, Landmark] = {}


def offered_landmarks(players: int | None = None) -> list[str]:
    """The landmark cards the Advanced Setup can deal (A.5): those whose setup is known; with
    ``players``, those the group keeps by default (A.5.1: a card not recommended for so few
    players is left out, ruling R371)."""
    return sorted(k for k, lm in LANDMARKS.items() if lm.setup_rule
                  and (players is None or players >= lm.min_players))


def landmark_free(g: "Game", c: int) -> bool:
    """A clearing neither holding a landmark nor adjacent to one (the setup of the landmark
    cards, components.md §7)."""
    return all(x != c and c not in g.map.adj[x] for x in g.landmarks.values())
