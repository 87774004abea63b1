"""Abilities: every source of a change to a generic rule, asked through one registry.

The Law's generic rules (who rules a clearing, 2.5; which links a move may use, 4.2; where
pieces may be placed, G.20; where removed warriors go, G.24 ...) have exceptions that come
from many places: a faction's rules (Lords of the Forest, Nimble, the keep, Pilgrims), a
crafted card (Soup Kitchens, Boat Builders, Coffin Makers), and later hirelings, landmarks,
Vagabond characters and Knave captains. Each such exception is an :class:`Ability`: a small
object bound to the seat that owns it (and, for a card, the card), holding no state of its
own — it reads the game. A generic rule asks every active ability that changes it, in one
loop, through :func:`abilities`; a new kind of source adds a provider (:data:`SOURCES`) and
never edits a rule site.

Hooks (each has the Law's default here; the registry lists, per hook, only the abilities
whose class overrides it):

``rule_adjust(g, c, counts)``         2.5: change the rule counts of clearing ``c`` in place,
                                      or return a seat that rules it outright
``wins_rule_ties(g)``                 2.5 / 7.2.2: rules a clearing where tied for most
``move_links(g, mover)``              4.2: links besides paths ``mover`` may move along,
                                      as ``(a, b, ignores_rule)``
``move_only_links(g, mover)``         4.2 / M.3.5: links a move may use one way, from a to b,
                                      that are no paths for anything else (the Ferry), as
                                      ``(a, b, ignores_rule)``
``why_no_link(g, mover, a, b)``       4.2: why a move from a to b this ability could allow
                                      is not possible now (the Ferry used this turn)
``ignores_rule_to_move(g, mover)``    4.2.1: ``mover`` moves regardless of rule
``blocks_move(g, mover, a, b)``       4.2 / 1.1.2: ``mover`` cannot move from a to b
``stuck_warriors(g, seat, c)``        4.2 / 1.1.2: how many of ``seat``'s warriors in ``c``
                                      cannot leave it now (the Street Band's lock, H.2.2)
``forbids_placement(g, placer, c)``   G.20 / 1.1.2: ``placer`` cannot place pieces in ``c``
``forbids_change(g, actor, c, change)``
                                      1.1.2 / 17.2.3: ``actor`` cannot, outside battle,
                                      remove (``change`` "remove") or flip ("flip") pieces in
                                      ``c``, nor activate crafting pieces there ("craft")
                                      (+ ``change_reason``; the Council's Governors)
``forbids_removal(g, remover, owner, c)``
                                      1.1.2: ``remover`` cannot, outside battle, remove the
                                      pieces of ``owner`` in ``c`` (+ ``removal_reason``; the
                                      Stoic Protector, H.2.2)
``takes_removed_warriors(g, owner, c, n, by, cause)``
                                      G.24: removed warriors go somewhere other than
                                      their owner's supply (True if this ability took them)
``saves_removed_warriors(g, owner)``  G.24 / 6.2.3: this ability asks ``owner`` whether to
                                      spend a card to put their removed warriors back on the
                                      map, so a faction's own question of that kind is not
                                      asked as well (the Feline Physicians for the Marquise's
                                      Field Hospitals, ruling R307)
``held_warriors(g, owner)``           1.5.1: warriors of ``owner`` kept by this ability
``forbids_battle(g, attacker, defender, c)``
                                      4.3 / 1.1.2: ``attacker`` cannot battle ``defender`` in
                                      ``c`` (+ ``battle_reason``; the Stoic Protector)
``battle_cost(g, attacker, defender, c)``
                                      4.3: to battle ``defender`` in ``c``, ``attacker``
                                      must discard a card matching these suits (None: no
                                      cost; + ``battle_cost_reason``; the Spring Uprising)
``battle_helpers(g, battle, seat)``   4.3: seats whose warriors ``seat`` treats as its own
                                      in ``battle`` (which has ``a``, ``d``, ``c``)
``helpers_hit_last(g, battle, seat)``
                                      4.3.6: the seats whose warriors this ability lends
                                      ``seat`` (``battle_helpers``) to take hits only once
                                      ``seat``'s own warriors (and those it treats as its
                                      own, 11.2.7) are gone (17.2.5 Peacekeepers, R547)
``defends_with_high_roll(g, battle)`` 4.3.3: the defender deals the higher roll
``extra_hits(g, battle, seat)``       4.3.5.I: extra hits ``seat`` deals in ``battle``
``before_roll_options(g, battle, seat)``
                                      4.3.2: effects this ability offers ``seat`` before the
                                      roll of ``battle``, asked of the defender, then of the
                                      attacker (enlisting the Arbiter, V.5.2, the defender's;
                                      the Hundreds' Bitter, 14.7.1, either side's)
``before_roll_asks(g, battle, seat)``
                                      4.3.2: ask ``seat`` about before-roll
                                      effects even when none is on offer, because whether
                                      one is depends on hidden cards (1.2.1; the Rabbit Scouts)
``before_roll_owed(g, battle, seat)``
                                      4.3.2: ``seat`` must still use a before-roll effect of
                                      this ability (Lookouts' "you must place"): "pass" is
                                      not offered until it is used
``before_roll_use(g, battle, seat, action)``
                                      4.3.2: use ``action``, one of its before-roll options
``before_roll_why(g, battle, seat, action)``
                                      4.3.2: why ``seat`` cannot use ``action`` now (asked at
                                      every step of a battle, and with ``battle`` None
                                      outside one): (reason, rule ids), or None when
                                      ``action`` is not this ability's to explain
``ignores_first_hit(g, battle, seat)``
                                      4.3.6: ``seat`` ignores the first hit it takes in
                                      ``battle`` (once per battle, whatever grants it; the
                                      Hundreds' Stubborn, 14.7.7)
``after_roll_options(g, battle, seat)``
                                      4.3.4: effects this ability offers ``seat``, either side
                                      of ``battle``, after the roll (the Ronin's Swift Strike,
                                      V.9.2); ``after_roll_use`` uses one, ``after_roll_why``
                                      says why ``seat`` cannot use ``action`` now (asked at
                                      every step of a battle, and with ``battle`` None outside
                                      one), or None when ``action`` is not this ability's
``battle_removal_bonus(g, battle, seat, removed)``
                                      3.2.1: extra points for ``seat``, who removed
                                      ``removed`` enemy buildings and tokens in ``battle``
``item_points(g, crafter, points)``   3.2.2: the points for crafting an item listing
                                      ``points`` (each ability may change the number)
``offers_item(g, seat, item)``       4.1.2: ``seat`` may craft ``item`` from elsewhere than
                                      the item supply now (the Legendary Forge's card);
                                      ``why_no_item`` says why it does not (reason, rule)
``takes_crafted_item(g, seat, item)`` 4.1.2: take the ``item`` ``seat`` just crafted from
                                      this ability's place instead of the supply, with what
                                      that brings (True if it did: the Legendary Forge)
``extra_slots(g)``                    2.2.3: building slots added to clearings, as
                                      ``(clearing, count)`` (the Elder Treetop): see
                                      :func:`building_slots`
``building_placed(g, seat, kind, c)`` 2.2.3: ``seat`` placed a ``kind`` building in ``c``
                                      (the last of the clearing's buildings): which slot it
                                      took (the Elder Treetop's)
``crafting_icons(g, seat)``           4.1.1: crafting icons ``seat`` may activate to craft
                                      now besides its faction's crafting pieces, as
                                      ``(icon id < 0, suit)`` (a suit written as a crafting
                                      piece's, ``fox+rabbit+mouse`` for several; the Frog
                                      Tinkers' face-up card, H.2.2); ``use_crafting_icon``
                                      activates one (True if it was this ability's)
``keeps_crafted_card(g, seat, cid)``  4.1.2: a procedure that takes the item card ``seat``
                                      just crafted instead of the discard pile (it holds the
                                      card and may still discard it), or None (the Mole
                                      Artisans, H.2.2)
``takes_discard(g, seat, cid)``       2.1 / 10.2.6: a card ``seat`` spends or discards goes
                                      somewhere other than the discard pile (True if this
                                      ability took it: the Lost Souls)
``turn_start_frames(g, current)``     1.4.1 / 11.2.6: procedures at the start of ``current``'s
                                      turn, before its Birdsong (buying Riverfolk services)
``keeps_relationship(g, event)``      9.2.9.III: a Vagabond removing these pieces (a Removed
                                      event) does not make their owner Hostile (11.2.7)
``why_not_now(g, seat, action)``      the oracle: why ``action``, which this ability offers at
                                      another moment, is not possible now (11.2.6)
``own_for_rule(g, seat, owner)``      G.9 / G.35: ``seat`` treats the warriors of ``owner``
                                      as its own for rule now, so they are no enemy pieces
                                      to it (11.2.7 Mercenaries)
``draw_choice(g, seat)``              16.2.3.I: ``seat``, drawing cards, may draw the first
                                      one from elsewhere (the Pond): ``rules/cards.py``
                                      ``draw`` emits a ``draws`` event instead of drawing
``turn_window(g, seat)``              13.2.4: whether ``seat``, the player whose turn it is, is
                                      asked (from public facts) about actions this ability lets
                                      any player take on their own turn (the Corvids' Exposure)
``turn_options(g, seat)``             those actions now (offered in every Daylight menu and at
                                      the start of Birdsong and Evening, docs/rulings.md R120);
                                      ``turn_option_why`` says why one is not legal, and
                                      ``turn_option_do`` takes one (of the kinds ``turn_kinds``)
``wild_ambush(g, seat, cid)``         2.1.1, 4.3.1: ambush card ``cid`` in ``seat``'s hand may
                                      be revealed as any suit now (a Friend card, R420)
``wild_card(g, seat, cid)``           2.1.1: card ``cid`` in ``seat``'s hand may be spent or
                                      revealed as any suit now, bird too (Companions, R459);
                                      asked by rules/cards.py's one suit query. When an action
                                      naming the card is legal only through it (the card did
                                      not match by its own suit), ``wild_card_used`` is told
                                      once the action is done (:func:`wild_uses`, asked by
                                      the game for every action it takes)

Order (where two abilities could disagree, docs/rulings.md R47): abilities are asked in
order of :attr:`Ability.precedence` — a faction's own rules first, then crafted cards
(then, later, hirelings and landmarks) — and within one kind in seat order. "Cannot" is
absolute (1.1.2): one ability forbidding a move or a placement is enough, whatever allows
it. For removed warriors the first ability that takes them has them (ruling R34).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

if TYPE_CHECKING:
    from woodland.core.actions import Action
    from woodland.core.frame import Frame
    from woodland.core.game import Game

#: the hooks a rule site may ask (see the module docstring)
HOOKS: tuple[str, ...] = ("rule_adjust", "wins_rule_ties", "move_links", "move_only_links", "why_no_link",
                          "ignores_rule_to_move",
                          "blocks_move", "stuck_warriors", "forbids_placement", "forbids_change", "forbids_removal",
                          "takes_removed_warriors", "saves_removed_warriors", "held_warriors",
                          "forbids_battle", "battle_cost", "battle_helpers", "helpers_hit_last",
                          "before_roll_options", "before_roll_asks", "before_roll_owed",
                          "before_roll_use", "before_roll_why", "after_roll_options", "after_roll_use",
                          "after_roll_why",
                          "defends_with_high_roll", "extra_hits", "ignores_first_hit", "battle_removal_bonus",
                          "item_points", "offers_item", "takes_crafted_item", "extra_slots", "building_placed",
                          "crafting_icons", "use_crafting_icon",
                          "keeps_crafted_card", "takes_discard", "turn_start_frames",
                          "keeps_relationship", "why_not_now",
                          "turn_window", "turn_options", "turn_option_why", "turn_option_do",
                          "clearing_suits", "dominance_won", "joins_reshuffle", "draw_choice",
                          "own_for_rule", "wild_ambush", "wild_card")

#: precedence of the kinds of source (lower is asked first, 1.1.1)
FROM_FACTION, FROM_CARD, FROM_HIRELING, FROM_LANDMARK = 0, 1, 2, 3

Link = tuple[int, int, bool]


class Ability:
    """A change to a generic rule, owned by ``seat`` (and kept on card ``cid``, or -1).

    Subclasses override the hooks they change and read everything else from the game; an
    ability holds no state, so the registry is shared by copies of a game."""

    #: the Law rule this ability implements (cited by the oracle and position checks)
    rule: ClassVar[str] = ""
    #: which kind of source this is (its place in the order, 1.1.1)
    precedence: ClassVar[int] = FROM_FACTION
    #: the hooks this class overrides (set per class, read by the registry)
    overrides: ClassVar[frozenset[str]] = frozenset()
    #: the action kinds ``turn_options`` offers (13.2.4 "expose")
    turn_kinds: ClassVar[tuple[str, ...]] = ()
    #: whether ``rule_adjust`` may answer differently in another phase (11.2.7: mercenaries
    #: count for rule in Daylight and Evening); while no adjuster does, the cached rule
    #: outlives a change of phase
    rule_by_phase: ClassVar[bool] = True

    seat: int
    cid: int

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.overrides = frozenset(h for h in HOOKS if getattr(cls, h) is not getattr(Ability, h))

    def __init__(self, seat: int = -1, cid: int = -1) -> None:
        self.seat = seat
        self.cid = cid

    # -- 2.5 rule ---------------------------------------------------------------------
    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        return None

    def wins_rule_ties(self, g: "Game") -> bool:
        return False

    # -- 4.2 moving ---------------------------------------------------------------------
    def move_links(self, g: "Game", mover: int) -> list[Link]:
        return []

    def move_only_links(self, g: "Game", mover: int) -> list[Link]:
        return []

    def why_no_link(self, g: "Game", mover: int, a: int, b: int) -> tuple[str, list[str]] | None:
        return None

    def ignores_rule_to_move(self, g: "Game", mover: int) -> bool:
        return False

    def blocks_move(self, g: "Game", mover: int, a: int, b: int) -> bool:
        """Whether ``mover`` may not move pieces from clearing ``a`` to ``b``. ``b`` may be a
        forest (a negative place, ``-2 - forest``) for a move out of a clearing into a forest
        (18.2.4): what forbids leaving ``a`` forbids that move too."""
        return False

    def stuck_warriors(self, g: "Game", seat: int, c: int) -> int:
        return 0

    def blocking_now(self, g: "Game") -> bool:
        """Whether ``blocks_move`` can say True at all right now (a cheap test asked once
        before scanning moves)."""
        return True

    def move_block_reason(self, g: "Game", a: int, b: int) -> tuple[str, list[str]]:
        """Why pieces cannot move from a to b (when ``blocks_move`` says so)."""
        return f"pieces cannot be moved into clearing {b + 1}", [self.rule or "4.2"]

    # -- G.20 placing -------------------------------------------------------------------
    def forbids_placement(self, g: "Game", placer: int, c: int) -> bool:
        return False

    def placement_reason(self, g: "Game", c: int) -> str:
        """Why others cannot place pieces in ``c`` (when ``forbids_placement`` says so)."""
        return f"no piece can be placed in clearing {c + 1}"

    def piece_may_stand(self, g: "Game", owner: int, c: int) -> bool:
        """Whether a piece of ``owner`` may stand in ``c`` (a check of positions): by
        default only where it could have been placed."""
        return not self.forbids_placement(g, owner, c)

    def forbids_change(self, g: "Game", actor: int, c: int, change: str) -> bool:
        return False

    def change_reason(self, g: "Game", c: int, change: str) -> str:
        """Why pieces in ``c`` cannot be changed so (when ``forbids_change`` says so)."""
        return f"pieces in clearing {c + 1} cannot be changed"

    # -- G.24 removing ------------------------------------------------------------------
    def forbids_removal(self, g: "Game", remover: int, owner: int, c: int) -> bool:
        return False

    def removal_reason(self, g: "Game", owner: int, c: int) -> str:
        """Why the pieces of ``owner`` in ``c`` cannot be removed (when ``forbids_removal`` says so)."""
        return f"the pieces of {g.faction_key(owner)} in clearing {c + 1} cannot be removed"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        return False

    def saves_removed_warriors(self, g: "Game", owner: int) -> bool:
        return False

    def held_warriors(self, g: "Game", owner: int) -> int:
        return 0

    # -- 4.3 battle -----------------------------------------------------------------------
    def forbids_battle(self, g: "Game", attacker: int, defender: int, c: int) -> bool:
        return False

    def battle_reason(self, g: "Game", defender: int, c: int) -> str:
        """Why the pieces of ``defender`` in ``c`` cannot be battled (``forbids_battle``)."""
        return f"the pieces of {g.factions[defender].key} in clearing {c + 1} cannot be battled"

    def battle_cost(self, g: "Game", attacker: int, defender: int, c: int) -> tuple[str, ...] | None:
        return None

    def battle_cost_reason(self, g: "Game", defender: int, c: int) -> str:
        """What ``battle_cost`` asks, in words ("to battle X, the attacker discards ...")."""
        return f"to battle there, the attacker discards a card matching clearing {c + 1}"

    def battle_helpers(self, g: "Game", battle: Any, seat: int) -> list[int]:
        return []

    def helpers_hit_last(self, g: "Game", battle: Any, seat: int) -> list[int]:
        return []

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> "list[Action]":
        return []

    def before_roll_asks(self, g: "Game", battle: Any, seat: int) -> bool:
        return False

    def before_roll_owed(self, g: "Game", battle: Any, seat: int) -> bool:
        return False

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: "Action") -> None:
        raise NotImplementedError

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: "Action") -> tuple[str, list[str]] | None:
        return None

    def after_roll_options(self, g: "Game", battle: Any, seat: int) -> "list[Action]":
        return []

    def after_roll_use(self, g: "Game", battle: Any, seat: int, action: "Action") -> None:
        raise NotImplementedError

    def after_roll_why(self, g: "Game", battle: Any, seat: int, action: "Action") -> tuple[str, list[str]] | None:
        return None

    def defends_with_high_roll(self, g: "Game", battle: Any) -> bool:
        return False

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        return 0

    def ignores_first_hit(self, g: "Game", battle: Any, seat: int) -> bool:
        return False

    def battle_removal_bonus(self, g: "Game", battle: Any, seat: int, removed: int) -> int:
        return 0

    # -- 3.2.2 crafting items --------------------------------------------------------------
    def item_points(self, g: "Game", crafter: int, points: int) -> int:
        return points

    def offers_item(self, g: "Game", seat: int, item: str) -> bool:
        return False

    def why_no_item(self, g: "Game", seat: int, item: str) -> tuple[str, str] | None:
        return None

    def takes_crafted_item(self, g: "Game", seat: int, item: str) -> bool:
        return False

    def extra_slots(self, g: "Game") -> list[tuple[int, int]]:
        return []

    def building_placed(self, g: "Game", seat: int, kind: str, c: int) -> None:
        return None

    def crafting_icons(self, g: "Game", seat: int) -> list[tuple[int, str]]:
        return []

    def use_crafting_icon(self, g: "Game", seat: int, icon: int) -> bool:
        return False

    def keeps_crafted_card(self, g: "Game", seat: int, cid: int) -> "Frame | None":
        return None

    # -- 2.1 cards, 1.4.1 the turn --------------------------------------------------------
    def takes_discard(self, g: "Game", seat: int, cid: int) -> bool:
        return False

    def turn_start_frames(self, g: "Game", current: int) -> "list[Frame]":
        return []

    def keeps_relationship(self, g: "Game", event: Any) -> bool:
        return False

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        return None

    # -- 13.2.4: actions any player may take on their own turn -----------------------------
    def turn_window(self, g: "Game", seat: int) -> bool:
        return False

    def wild_ambush(self, g: "Game", seat: int, cid: int) -> bool:
        return False

    # -- 2.1.1: a card of hand matching any suit -------------------------------------------
    def wild_card(self, g: "Game", seat: int, cid: int) -> bool:
        """Whether card ``cid`` in ``seat``'s hand may be spent or revealed as any suit now."""
        return False

    def wild_card_used(self, g: "Game", seat: int, cid: int) -> None:
        """``seat`` has just spent or revealed ``cid`` as a suit it matched only through
        this ability (:func:`wild_uses`)."""

    def turn_options(self, g: "Game", seat: int) -> list[Any]:
        return []

    def turn_option_why(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        return None

    def turn_option_do(self, g: "Game", seat: int, action: Any) -> None:
        raise NotImplementedError

    # -- 2.2.2: the suits of a clearing ---------------------------------------------------
    def clearing_suits(self, g: "Game", c: int, suits: tuple[str, ...]) -> tuple[str, ...]:
        """The suits clearing ``c`` has, given those found so far (by default its printed
        suit or suit marker; the Lost City gives its clearing all three)."""
        return suits

    # -- 3.3.1: dominance cards of suits the Law gives their own condition ------------------
    def dominance_won(self, g: "Game", seat: int, suit: str) -> bool | None:
        """Whether ``seat``, who activated a dominance card of ``suit``, wins now; None for
        the Law's default (3.3.1). 16.2.2.I Frog Dominance."""
        return None

    # -- 2.1: what is shuffled into a new deck besides the discard pile -------------------
    def joins_reshuffle(self, g: "Game", take: bool = False) -> list[int]:
        """The cards this ability's pile gives up when the deck is reshuffled (16.2.3.II the
        Pond); with ``take``, taken out of that pile to be shuffled into the new deck."""
        return []

    # -- 2.1 / G.6: drawing ----------------------------------------------------------------
    def draw_choice(self, g: "Game", seat: int) -> bool:
        """Whether ``seat``, drawing cards, may take the first from elsewhere than the deck
        (16.2.3.I the top of the Pond): the draw then waits for the drawer's choice (a
        ``draws`` event; the ability's owner answers it with a procedure)."""
        return False

    # -- G.9 / G.35: pieces treated as one's own -------------------------------------------
    def own_for_rule(self, g: "Game", seat: int, owner: int) -> bool:
        """Whether ``seat`` treats the warriors of ``owner`` as its own for rule now: they
        are then no enemy pieces to ``seat``, though still ``owner``'s faction pieces."""
        return False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat {self.seat}{f' card {self.cid}' if self.cid >= 0 else ''}>"


class Registry:
    """The active abilities of one game, per hook, in the Law's order."""

    __slots__ = ("all", *HOOKS)

    all: tuple[Ability, ...]
    rule_adjust: tuple[Ability, ...]
    wins_rule_ties: tuple[Ability, ...]
    move_links: tuple[Ability, ...]
    move_only_links: tuple[Ability, ...]
    why_no_link: tuple[Ability, ...]
    ignores_rule_to_move: tuple[Ability, ...]
    blocks_move: tuple[Ability, ...]
    stuck_warriors: tuple[Ability, ...]
    forbids_placement: tuple[Ability, ...]
    forbids_change: tuple[Ability, ...]
    forbids_removal: tuple[Ability, ...]
    takes_removed_warriors: tuple[Ability, ...]
    saves_removed_warriors: tuple[Ability, ...]
    held_warriors: tuple[Ability, ...]
    forbids_battle: tuple[Ability, ...]
    battle_cost: tuple[Ability, ...]
    battle_helpers: tuple[Ability, ...]
    helpers_hit_last: tuple[Ability, ...]
    before_roll_options: tuple[Ability, ...]
    before_roll_asks: tuple[Ability, ...]
    before_roll_owed: tuple[Ability, ...]
    before_roll_use: tuple[Ability, ...]
    before_roll_why: tuple[Ability, ...]
    after_roll_options: tuple[Ability, ...]
    after_roll_use: tuple[Ability, ...]
    after_roll_why: tuple[Ability, ...]
    defends_with_high_roll: tuple[Ability, ...]
    extra_hits: tuple[Ability, ...]
    ignores_first_hit: tuple[Ability, ...]
    battle_removal_bonus: tuple[Ability, ...]
    item_points: tuple[Ability, ...]
    offers_item: tuple[Ability, ...]
    takes_crafted_item: tuple[Ability, ...]
    extra_slots: tuple[Ability, ...]
    building_placed: tuple[Ability, ...]
    crafting_icons: tuple[Ability, ...]
    use_crafting_icon: tuple[Ability, ...]
    keeps_crafted_card: tuple[Ability, ...]
    takes_discard: tuple[Ability, ...]
    turn_start_frames: tuple[Ability, ...]
    keeps_relationship: tuple[Ability, ...]
    why_not_now: tuple[Ability, ...]
    turn_window: tuple[Ability, ...]
    turn_options: tuple[Ability, ...]
    turn_option_why: tuple[Ability, ...]
    turn_option_do: tuple[Ability, ...]
    clearing_suits: tuple[Ability, ...]
    dominance_won: tuple[Ability, ...]
    joins_reshuffle: tuple[Ability, ...]
    draw_choice: tuple[Ability, ...]
    own_for_rule: tuple[Ability, ...]
    wild_ambush: tuple[Ability, ...]
    wild_card: tuple[Ability, ...]

    def __init__(self, found: Iterable[Ability]) -> None:
        order = sorted(enumerate(found), key=lambda ia: (ia[1].precedence, ia[1].seat, ia[0]))
        self.all = tuple(a for _i, a in order)
        per: dict[str, list[Ability]] = {h: [] for h in HOOKS}
        for a in self.all:
            for h in a.overrides:
                per[h].append(a)
        for h in HOOKS:
            setattr(self, h, tuple(per[h]))


#: providers of abilities: ``(game) -> abilities``; factions are one (core/faction.py),
#: crafted cards another (rules/effects.py); hirelings and landmarks add theirs
SOURCES: list[Callable[["Game"], Iterable[Ability]]] = []


def held_warriors(g: "Game", owner: int) -> int:
    """1.5.1: warriors of ``owner`` kept by abilities (funds, Coffin Makers), neither on the
    map nor in a supply."""
    return sum(a.held_warriors(g, owner) for a in abilities(g).held_warriors)


def saves_removed_warriors(g: "Game", owner: int) -> bool:
    """G.24 / 6.2.3: whether an ability asks ``owner`` about saving their removed warriors
    with a card, in place of their faction's own question (ruling R307)."""
    return any(a.saves_removed_warriors(g, owner) for a in abilities(g).saves_removed_warriors)


def building_slots(g: "Game") -> "tuple[int, ...] | list[int]":
    """2.2.3: the building slots of every clearing, by index: the map's, plus those abilities
    add (``extra_slots``: the Elder Treetop). Every count of slots asks this."""
    extra = (g._abilities or abilities(g)).extra_slots
    if not extra:
        return g.map.slots
    out = list(g.map.slots)
    for a in extra:
        for c, k in a.extra_slots(g):
            out[c] += k
    return out


def abilities(g: "Game") -> Registry:
    """The game's registry, built on first use after the sources changed
    (``g.abilities_changed()``: a card enters or leaves a play area, a character is chosen).
    The hottest rule sites write ``(g._abilities or abilities(g))``: the same registry,
    without a call when it is built already."""
    r = g._abilities
    if r is None:
        r = g._abilities = Registry(a for src in SOURCES for a in src(g))
    return r


def wild_uses(g: "Game", top: "Frame", seat: int, action: "Action") -> "list[tuple[Ability, int]]":
    """2.1.1 as changed by a ``wild_card`` ability (Companions, ruling R459): the cards of
    ``seat``'s hand that ``action`` (an option of ``top``'s current step, about to be
    taken) names and may name only because such an ability lets them match any suit, each
    with that ability. The game tells the ability (``wild_card_used``) once the action is
    done. Found by asking the step's options again with those abilities left out: an
    action that is an option with them and not without them needed them (so no rule site
    has to say which suit a card was spent as). An action naming no such card (choosing a
    clearing where only such a card could pay) uses nothing yet: the card it leads to does.
    A step whose options are not its choices' (``Frame.offer``) is not seen (R462)."""
    reg = g._abilities or abilities(g)
    wild = reg.wild_card
    if not wild or seat < 0:
        return []
    labels = {a.lower() for a in action.args if isinstance(a, str)}
    if not labels:
        return []
    cards = g.deckdef.cards
    named: list[tuple[Ability, int]] = []
    for cid in g.factions[seat].hand:
        if cards[cid].label.lower() in labels:
            ab = next((a for a in wild if a.wild_card(g, seat, cid)), None)
            if ab is not None:
                named.append((ab, cid))
    if not named or action not in top.offer(g):
        return []
    g._abilities = Registry(a for a in reg.all if a not in wild)
    try:
        plain = top.offer(g)
    finally:
        g._abilities = reg
    return [] if action in plain else named
