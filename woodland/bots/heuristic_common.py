"""Shared pieces of the rule-of-thumb bots: a compact reading of one seat's view, battle
odds, card values and the decisions every faction answers the same way.

Everything here works from ``Observation.view()`` (what the seat may know, 1.2) plus the
printed components (map, deck, faction boards), never from the game itself. The view says
who rules each clearing, who cannot place pieces where, which faction wins ties and the
suits of each faction's crafting pieces; the numbers a decision carries (actions left, the
move being made...) are its procedure's public facts (``pending["facts"]``). This module
names no faction: what the bots know of one faction's play lives in its strategy class
(``Strategy`` attributes such as ``defends_with_high_roll``), looked up by ``traits(key)``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar, Sequence

from woodland.bots import exiles_cards, frog_cards, squires_cards
from woodland.bots.crafting import craft_worth
from woodland.bots.hirelings import CHOOSERS as HIRELING_CHOOSERS, arriving, bandit_toll, costs_a_card
from woodland.bots.squires_cards import before_roll as card_before_roll
from woodland.core.actions import Action
from woodland.core.cards import Card, load_deck
from woodland.core.maps import map_of_view
from woodland.core.rng import Rng

BIRD = "bird"
#: worth of ending an opponent's rule in a clearing their activated dominance card needs
#: (3.3.1): it stops them winning at their next Birdsong
DANGER = 10.0
#: worth of one of our warriors lost on the way, beyond its place on the board (a Highway
#: Bandits' toll, H.2.2): as a card lost to Outrage is counted in a move (``Mover``)
TOLL_COST = 0.4
#: a card spent to battle (the Spring Uprising's, H.2.2), per point of its ``card_value``,
#: in a battle's worth (the Riverfolk weigh a card exported so, too)
CARD_SPENT = 0.6
#: the bots' use of the cards of a deck or faction beyond the standard deck: each module rates
#: the ``use "Card" ...`` options of its cards (``effect_value``, None for another card),
#: answers the decisions they ask (``CHOOSERS``) and rates crafting them (``craft_value``,
#: asked by woodland/bots/crafting.py)
CARD_MODULES = (exiles_cards, squires_cards, frog_cards)
CARD_CHOOSERS = {k: f for m in CARD_MODULES for k, f in m.CHOOSERS.items()}
#: the cards' procedures whose decisions (of any kind) their module answers (``PROCEDURES``:
#: procedure name in the view's ``context`` -> chooser; None from it: the usual handlers)
CARD_PROCEDURES = {k: f for m in CARD_MODULES for k, f in getattr(m, "PROCEDURES", {}).items()}
#: the 16 equally likely rolls of two battle dice (0-3 each, 4.3.3)
_DICE = [(x, y) for x in range(4) for y in range(4)]


def matches(card_suit: str, wanted: str) -> bool:
    """2.1.1: a bird card may be spent as any suit."""
    return card_suit == wanted or card_suit == BIRD


def own_entry(v: dict[str, Any]) -> dict[str, Any]:
    """The viewing seat's own entry of a view's players."""
    return next(p for p in v["players"] if p["seat"] == v["seat"])


def is_vagabond_entry(p: dict[str, Any]) -> bool:
    """Whether a view's player entry is a Vagabond (either of two, 9.7): its board shows a
    character (9.3.1)."""
    return "character" in (p.get("board") or {})


class Info:
    """One decision's worth of facts, read from the view. Clearings are indexed 0..n-1
    (printed number minus one), like the engine."""

    __slots__ = ("v", "me", "seat", "map", "deck", "n", "keys", "players", "mine", "board", "score",
                 "hand", "suit", "slots", "war", "bld", "tok", "pawns", "ruler", "kind", "facts",
                 "actions", "turn", "nplayers", "nb", "np", "_danger", "_enemy", "_threat", "_enemies", "_guard",
                 "cache", "vagabonds", "no_placing", "ties")

    def __init__(self, v: dict[str, Any], actions: Sequence[Action]) -> None:
        self.v = v
        self.me: str = v["faction"]
        self.seat: int = v["seat"]
        self.map = map_of_view(v)  # M.4.2: the paths as they are now
        self.deck = load_deck(v["deck"])
        players = v["players"]
        self.keys = [p["faction"] for p in players]
        self.nplayers = len(players)
        self.players = {p["faction"]: p for p in players}
        #: every Vagabond in the game (one or two, 9.7), read from the player entries
        self.vagabonds: frozenset[str] = frozenset(p["faction"] for p in players if is_vagabond_entry(p))
        #: 2.5 / 7.2.2: the factions that rule where tied for most
        self.ties: frozenset[str] = frozenset(p["faction"] for p in players if p.get("wins_rule_ties"))
        self.mine = self.players[self.me]
        self.board: dict[str, Any] = self.mine["board"]
        self.score: int = self.mine["score"]
        deck = self.deck
        self.hand: list[Card] = [deck.types[deck.by_label[lb.lower()]] for lb in self.mine.get("hand", [])]
        cl = v["clearings"]
        self.n = len(cl)
        self.suit: list[str] = [c["suit"] for c in cl]
        self.slots: list[int] = [c["slots"] for c in cl]
        self.war: list[dict[str, int]] = [c["warriors"] for c in cl]
        self.bld: list[list[list[str]]] = [c["buildings"] for c in cl]
        self.tok: list[list[list[str]]] = [c["tokens"] for c in cl]
        self.pawns: list[list[str]] = [c["pawns"] for c in cl]
        #: 2.5: who rules each clearing, as the engine counts it (Lords of the Forest,
        #: Pilgrims, mercenaries, Soup Kitchens...)
        self.ruler: list[str | None] = [c.get("ruler") for c in cl]
        #: G.20 / 1.1.2: per clearing, the factions that cannot place pieces there (the keep,
        #: 6.2.2; a Scoundrel's torch, V.6.2)
        self.no_placing: list[list[str]] = [c.get("no_placing") or [] for c in cl]
        #: per clearing: buildings per owner, buildings and tokens per owner
        self.nb: list[dict[str, int]] = []
        self.np: list[dict[str, int]] = []
        for bld, tok in zip(self.bld, self.tok):
            nb: dict[str, int] = {}
            for o, _k in bld:
                if o != "ruin":
                    nb[o] = nb.get(o, 0) + 1
            np_ = dict(nb)
            for o, _k in tok:
                np_[o] = np_.get(o, 0) + 1
            self.nb.append(nb)
            self.np.append(np_)
        pend = v.get("pending") or {}
        self.kind: str = pend.get("kind", "")
        #: the public facts of the procedure asking (e.g. ``actions_left``, a move's
        #: ``from`` and ``to``): the numbers the decision carries
        self.facts: dict[str, Any] = pend.get("facts") or {}
        self.actions = actions
        self.turn: int = v.get("turn", 0)
        self._danger: dict[int, float] | None = None
        self._guard: list[int] | None = None
        self._enemy: list[int] | None = None
        self._threat: list[int] | None = None
        self._enemies: list[str] | None = None
        #: per-decision memo for strategies (anything derived from this view)
        self.cache: dict[Any, Any] = {}

    # ------------------------------------------------------------------ the map
    def strength(self, key: str, c: int) -> int:
        """Warriors plus buildings of ``key`` in ``c`` (what counts for rule)."""
        return self.war[c].get(key, 0) + self.nb[c].get(key, 0)

    def w(self, key: str, c: int) -> int:
        return self.war[c].get(key, 0)

    def my_w(self, c: int) -> int:
        return self.war[c].get(self.me, 0)

    def enemies(self) -> list[str]:
        e = self._enemies
        if e is None:
            coal = self.mine.get("coalition")
            e = self._enemies = [k for k in self.keys if k != self.me and k != coal
                                 and self.players[k].get("coalition") != self.me]
        return e

    def enemy_w(self, c: int) -> int:
        """The most warriors any single enemy has in ``c``."""
        return max((x for k, x in self.war[c].items() if k != self.me), default=0)

    def enemy_strength(self, c: int) -> int:
        """The strength (for rule) of the strongest other faction in ``c``."""
        e = self._enemy
        if e is None:
            e = self._enemy = []
            me = self.me
            for x in range(self.n):
                best = 0
                war, nb = self.war[x], self.nb[x]
                for k in self.keys:
                    if k != me:
                        s = war.get(k, 0) + nb.get(k, 0)
                        if s > best:
                            best = s
                e.append(best)
        return e[c]

    def my_buildings(self, c: int, kind: str | None = None) -> int:
        if kind is None:
            return self.nb[c].get(self.me, 0)
        return sum(1 for o, k in self.bld[c] if o == self.me and k == kind)

    def my_tokens(self, c: int, kind: str | None = None) -> int:
        return sum(1 for o, k in self.tok[c] if o == self.me and (kind is None or k == kind))

    def pieces_of(self, key: str, c: int) -> int:
        """Buildings and tokens of ``key`` in ``c``."""
        return self.np[c].get(key, 0)

    def free(self, c: int) -> int:
        return self.slots[c] - len(self.bld[c])

    def can_place(self, c: int) -> bool:
        """Whether we may place pieces in ``c`` (G.20; e.g. the keep 6.2.2, a Scoundrel's
        torch V.6.2), as the view says."""
        return self.me not in self.no_placing[c]

    def wins_ties(self, key: str) -> bool:
        """7.2.2 Lords of the Forest: ``key`` rules where tied for most."""
        return key in self.ties

    def is_vb(self, key: str) -> bool:
        """Whether ``key`` is a Vagabond (either of two, 9.7)."""
        return key in self.vagabonds

    def protector(self, c: int, attacker: str, defender: str) -> int:
        """V.5.2: undamaged swords an Arbiter in ``c`` would add to ``defender``'s rolled-hit
        cap if enlisted (never by or against himself)."""
        add = 0
        for k in self.vagabonds:
            if k == attacker or k == defender or k not in self.pawns[c]:
                continue
            b = self.players[k]["board"]
            if b.get("character") == "arbiter":
                add += sum(1 for it in b["items"] if it.split("_")[0] == "sword" and "_d" not in it)
        return add

    def pilgrims(self, c: int) -> str | None:
        """The faction that rules ``c`` by a building whatever the counts (10.2.4 Pilgrims:
        a garden), read from its strategy's ``rules_outright_with``."""
        for o, k in self.bld[c]:
            prefix = traits(o).rules_outright_with
            if prefix and k.startswith(prefix):
                return o
        return None

    def outright_pieces(self, key: str, c: int) -> int:
        """Buildings by which ``key`` rules ``c`` whatever the counts (10.2.4: gardens)."""
        prefix = traits(key).rules_outright_with
        return sum(1 for o, b in self.bld[c] if o == key and b.startswith(prefix)) if prefix else 0

    def outrage_in(self, c: int) -> bool:
        """Whether moving into ``c`` costs us a card (8.2.6 Outrage): another faction's token
        there is its ``outrage_token``."""
        for o, k in self.tok[c]:
            if k and o != self.me and k == traits(o).outrage_token:
                return True
        return False

    def adj(self, c: int) -> tuple[int, ...]:
        return self.map.adj[c]

    def ruled_by_me(self) -> list[int]:
        return [c for c in range(self.n) if self.ruler[c] == self.me]

    def threat(self, c: int) -> int:
        """Enemy warriors in and next to ``c`` (the most of any one enemy); none off the map
        (the Duchy's Burrow, 12.2.2, which no enemy enters)."""
        th = self._threat
        if th is None:
            th = self._threat = []
            adj = self.map.adj
            war = self.war
            for x in range(self.n):
                best = 0
                near = [war[a] for a in adj[x]]
                for k in self.keys:
                    if k == self.me:
                        continue
                    t = war[x].get(k, 0)
                    for wa in near:
                        t += wa.get(k, 0)
                    if t > best:
                        best = t
                th.append(best)
        return th[c] if c < len(th) else 0

    def move_asked(self) -> tuple[int, int]:
        """The origin and destination (0-based) of the move whose count is asked, from the
        asking procedure's public facts; (-1, -1) when it shows none."""
        a, b = self.facts.get("from"), self.facts.get("to")
        if not isinstance(a, int) or not isinstance(b, int):
            return -1, -1
        return a - 1, b - 1

    # ------------------------------------------------------------------ cards
    def card(self, label: str) -> Card:
        d = self.deck
        return d.types[d.by_label[label.lower()]]

    def crafting_suits(self, key: str) -> dict[str, int]:
        """The suits ``key``'s unused crafting pieces pay (4.1.1), as the view says."""
        return dict(self.players[key].get("crafting_suits") or {}) if key in self.players else {}

    def craftable_by(self, key: str, card: Card) -> bool:
        if card.kind not in ("item", "persistent", "immediate"):
            return False
        if card.kind == "item" and self.v["item_supply"].get(card.item or "", 0) <= 0:
            return False
        have = self.crafting_suits(key)
        anys = 0
        for s in card.cost:
            if s == "any":
                anys += 1
            elif have.get(s, 0) > 0:
                have[s] -= 1
            else:
                return False
        return anys <= sum(have.values())

    def gift_value(self, key: str, card: Card) -> float:
        """Roughly what giving ``card`` to ``key`` is worth to them."""
        v = 0.3
        if card.suit == BIRD:
            v += 0.3
        if card.kind == "ambush":
            v += 0.5
        if card.kind == "dominance":
            v += 3.0
        if self.craftable_by(key, card):
            v += (card.vp if card.kind == "item" else 1.0)
        return v

    def score_of(self, key: str) -> int:
        """A player's score (a hireling, which a battle may target, has none: 0, H.3.6)."""
        p = self.players.get(key)
        return p["score"] if p is not None else 0

    def leader(self) -> str:
        """The opponent with the most points."""
        others = [k for k in self.keys if k != self.me]
        return max(others, key=lambda k: (self.players[k]["score"], k)) if others else self.me

    def count_suit_ruled(self, suit: str) -> int:
        return sum(1 for c in range(self.n) if self.ruler[c] == self.me and self.suit[c] == suit)

    def danger(self) -> dict[int, float]:
        """Clearings where an opponent's activated dominance card would win at their next
        Birdsong (3.3.1): breaking their rule in enough of them stops it. A clearing
        weighs 1 / (clearings that must fall): 1 when breaking any one of them is enough."""
        if self._danger is not None:
            return self._danger
        out: dict[int, float] = {}
        self._danger = out
        for k in self.keys:
            p = self.players[k]
            if k == self.me or k in self.vagabonds or not p.get("dominance"):
                continue  # a Vagabond's dominance card only forms a coalition (9.2.8)
            suit = self.card(p["dominance"]).suit
            if suit == BIRD:
                opp = self.map.opposite
                pairs = [(a, b) for a, b in opp.items() if a < b and self.ruler[a] == k and self.ruler[b] == k]
                for a, b in pairs:
                    out[a] = out.get(a, 0.0) + 1.0 / len(pairs)
                    out[b] = out.get(b, 0.0) + 1.0 / len(pairs)
                continue
            ruled = [c for c in range(self.n) if self.ruler[c] == k and self.suit[c] == suit]
            if len(ruled) >= 3:
                need = len(ruled) - 2
                for c in ruled:
                    out[c] = out.get(c, 0.0) + 1.0 / need
        return out

    def dominance_threats(self) -> list[tuple[str, str]]:
        """(faction, suit) of every opponent other than a Vagabond with an activated
        dominance card (3.3.1; a Vagabond's is a coalition, 9.2.8)."""
        return [(k, self.card(self.players[k]["dominance"]).suit) for k in self.keys
                if k != self.me and k not in self.vagabonds and self.players[k].get("dominance")]

    def danger_groups(self) -> list[tuple[str, list[int], int]]:
        """Per opponent whose activated dominance card would win at its next Birdsong
        (3.3.1): (faction, the clearings it rules that count, how many of them must
        fall). For a bird card: the clearings of its ruled opposite corners, one per pair."""
        out = []
        for k, suit in self.dominance_threats():
            if suit == BIRD:
                opp = self.map.opposite
                pairs = [(a, b) for a, b in opp.items() if a < b and self.ruler[a] == k and self.ruler[b] == k]
                if pairs:
                    out.append((k, sorted({x for ab in pairs for x in ab}), len(pairs)))
                continue
            ruled = [c for c in range(self.n) if self.ruler[c] == k and self.suit[c] == suit]
            if len(ruled) >= 3:
                out.append((k, ruled, len(ruled) - 2))
        return out

    def guard_need(self, c: int) -> int:
        """Our strength needed in ``c`` to keep an opponent with an activated dominance
        card from ruling it when that rule would complete its dominance (3.3.1): 0 when
        nothing is at stake or someone else already holds it off."""
        g = self._guard
        if g is None:
            g = self._guard = [0] * self.n
            for k, suit in self.dominance_threats():
                if suit == BIRD:
                    opp = self.map.opposite
                    spots = [a for a, b in opp.items() if self.ruler[b] == k and self.ruler[a] != k]
                else:
                    ruled = sum(1 for x in range(self.n) if self.ruler[x] == k and self.suit[x] == suit)
                    if ruled != 2:
                        continue
                    spots = [x for x in range(self.n) if self.suit[x] == suit and self.ruler[x] != k]
                for x in spots:
                    theirs = self.strength(k, x) + (1 if self.wins_ties(k) else 0)
                    others = max([self.strength(o, x) for o in self.keys if o != k and o != self.me] + [0])
                    if theirs > others and theirs > 0:
                        g[x] = max(g[x], theirs)
        return g[c]

    def break_margin(self, k: str, c: int, mine: int = 0) -> int:
        """Pieces of ``k`` to remove from ``c`` before ``k`` stops ruling it (2.5), if we
        add ``mine`` to our own strength there."""
        other = max([self.strength(o, c) + (mine if o == self.me else 0) for o in self.keys if o != k] + [0])
        if self.pilgrims(c) == k:  # 10.2.4: every garden must go before the rule can end
            return self.outright_pieces(k, c) + max(0, self.w(k, c) - other)
        return max(0, self.strength(k, c) - other + (1 if self.wins_ties(k) else 0))

    def dominance_ready(self, card: Card) -> bool:
        """3.3.1: would this dominance card win at the start of our next Birdsong if the
        board stayed as it is?"""
        if card.suit == BIRD:
            opp = self.map.opposite
            return any(self.ruler[a] == self.me and self.ruler[b] == self.me for a, b in opp.items() if a < b)
        return self.count_suit_ruled(card.suit) >= 3


# ---------------------------------------------------------------------------- strategies
#: the strategy class of each faction key (filled by :class:`Strategy` subclasses)
STRATEGIES: dict[str, type["Strategy"]] = {}


def traits(key: str) -> type["Strategy"]:
    """The strategy class of faction ``key`` (the base class for a faction without one):
    what the bots know of that faction's play."""
    return STRATEGIES.get(key, Strategy)


# ---------------------------------------------------------------------------- battle
@lru_cache(maxsize=4096)
def battle_odds(aw: int, dw: int, dpieces: int, *, a_cap: int | None = None, d_cap: int | None = None,
                a_extra: int = 0, defenceless: bool | None = None,
                guerrilla: bool = False) -> tuple[float, float, float]:
    """Expected (defender warriors removed, defender buildings/tokens removed, attacker
    warriors removed) over the 16 equally likely rolls (4.3.3-4.3.6), ambushes aside.

    ``aw``/``dw`` warriors in the clearing, ``dpieces`` the defender's buildings and tokens,
    ``a_cap``/``d_cap`` the rolled-hit caps (default: the warriors), ``a_extra`` extra hits
    (Commander), ``guerrilla`` the Alliance defending (8.2.2)."""
    ca = aw if a_cap is None else a_cap
    cd = dw if d_cap is None else d_cap
    dl = (dw == 0) if defenceless is None else defenceless
    extra = a_extra + (1 if dl else 0)
    kills = bts = losses = 0
    for x, y in _DICE:
        hi, lo = (x, y) if x >= y else (y, x)
        if guerrilla:
            hi, lo = lo, hi
        ha = min(hi, ca) + extra
        hd = min(lo, cd)
        k = ha if ha < dw else dw
        kills += k
        rest = ha - k
        bts += rest if rest < dpieces else dpieces
        losses += hd if hd < aw else aw
    return kills / 16, bts / 16, losses / 16


class Memory:
    """What a bot remembers between its own decisions (its last move, last battle, where
    the cards it placed face down at the Black Market lie)."""

    __slots__ = ("move", "battle", "plan", "market", "staked")

    def __init__(self) -> None:
        self.move: tuple[int, int, int] = (-1, -1, 0)
        self.battle: tuple[int, str] = (-1, "")
        self.plan: dict[str, Any] = {}
        #: the Black Market's face-down cards we placed (appendix L, R374): position -> label
        self.market: dict[int, str] = {}
        #: the card we are placing there, until we pick the one it replaces ("" when the
        #: stake was not asked of us: a hand of one card)
        self.staked = ""


# ---------------------------------------------------------------------------- strategy base
class Strategy:
    """The decisions every faction answers alike; faction modules override ``on_<kind>``
    methods and ``card_value``. A handler returns an action or None (no opinion).

    A subclass names the faction keys it plays (``keys``) and is registered for them in
    :data:`STRATEGIES`; its class attributes below say what every bot knows of that faction
    as an opponent, read through :func:`traits`."""

    #: the factions this strategy plays (their keys in the view)
    keys: ClassVar[tuple[str, ...]] = ()
    #: 8.2.2 Guerrilla War: defending, this faction deals the higher roll
    defends_with_high_roll: ClassVar[bool] = False
    #: worth added per warrior of this faction removed in battle (10.2.3 Revenge: less)
    removal_worth: ClassVar[float] = 0.0
    #: this faction's token that costs a card to move into (8.2.6 Outrage), if any
    outrage_token: ClassVar[str] = ""
    #: the start of the building kinds by which this faction rules a clearing whatever the
    #: counts (10.2.4 Pilgrims: gardens), if any
    rules_outright_with: ClassVar[str] = ""
    #: the token of this faction that an enemy may entreat it to flip (17.2.4 Entreat:
    #: a Governing assembly), if any
    entreat_token: ClassVar[str] = ""
    #: the token of this faction that removes every enemy building and token in its
    #: clearing at this faction's next Birdsong (14.4.1 Raze: a mob), if any
    razing_token: ClassVar[str] = ""
    #: this faction scores for the clearings it rules with a piece of its own and no enemy
    #: piece (14.6.2 Oppress): any piece of ours there denies it
    oppresses: ClassVar[bool] = False

    @staticmethod
    def assets(v: dict[str, Any]) -> float:
        """What this faction holds that does not score yet but will, in victory points, read
        from its own view ``v`` (the search's evaluation at its horizon,
        woodland/bots/ismcts.py); only where :attr:`has_assets` says it is written."""
        return 0.0

    #: whether :meth:`assets` is written for this faction
    has_assets: ClassVar[bool] = False
    #: how many turns the search's rollouts play on for this faction when its settings do
    #: not say (woodland/bots/ismcts.py); 0: the search's own default
    search_horizon: ClassVar[int] = 0

    @staticmethod
    def entreat_reserve(I: "Info", key: str) -> int:
        """Warriors faction ``key`` may place where it is entreated (17.2.4: its Loyalists)."""
        return 0

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        for k in cls.__dict__.get("keys", ()):
            STRATEGIES[k] = cls

    def __init__(self, rng: Rng, mem: Memory) -> None:
        self.rng = rng
        self.mem = mem

    # -- dispatch ------------------------------------------------------------------
    def decide(self, I: Info, actions: Sequence[Action]) -> Action:
        kind = I.kind
        for ctx in I.v.get("context") or ():  # a card's procedure under way (Eyrie Emigre)
            chooser = CARD_PROCEDURES.get(ctx.get("procedure"))
            if chooser is not None:
                a = chooser(self, I, actions)
                if a is not None:
                    return a
        h = getattr(self, "on_" + kind.replace(":", "_"), None)
        if h is not None:
            a = h(I, actions)
            if a is not None:
                return a
        elif kind in HIRELING_CHOOSERS:
            a = HIRELING_CHOOSERS[kind](I, actions)
            if a is not None:
                return a
        elif kind in CARD_CHOOSERS:  # the decisions of cards (CARD_MODULES)
            a = CARD_CHOOSERS[kind](self, I, actions)
            if a is not None:
                return a
        if kind.startswith("effects:"):
            a = self.effects_window(I, actions)
            if a is not None:
                return a
        return self.fallback(I, actions)

    def fallback(self, I: Info, actions: Sequence[Action]) -> Action:
        """No rule for this decision: a random option, but never one that gives up
        something for nothing (a dominance activation) unless nothing else is left."""
        pool = [a for a in actions if a.kind not in ("activate", "take")] or list(actions)
        return pool[self.rng.below(len(pool))]

    # -- hirelings (appendix H; woodland/bots/hirelings.py: the decisions it answers are its
    # ``CHOOSERS``, asked by :meth:`decide` when a strategy has no ``on_<kind>`` of its own) --
    def on_envoys(self, I: Info, actions: Sequence[Action]) -> Action | None:
        from woodland.bots.hirelings import choose_envoy_card

        return choose_envoy_card(self, I, actions)

    # -- cards -----------------------------------------------------------------------
    def card_value(self, I: Info, card: Card) -> float:
        """How much keeping ``card`` is worth to this faction (higher = keep)."""
        v = 1.0
        if card.suit == BIRD:
            v += 1.0
        if card.kind == "ambush":
            v += 1.0
        elif card.kind == "dominance":
            # worth holding: discarded, it becomes available to the others (3.3.3)
            v = 2.2 + (3.0 if I.score >= 8 and I.dominance_ready(card) else 0.0)
        elif card.kind == "item":
            v += 0.2 * card.vp
        if card.label in ("Codebreakers", "Stand and Deliver!"):
            v -= 0.5
        return v

    #: a faction's own preference, added to the shared worth of crafting an effect card
    #: (woodland/bots/crafting.py), per effect key
    craft_bias: ClassVar[dict[str, float]] = {}
    #: the least worth of crafting an effect card (not an item) for :meth:`best_craft`: more
    #: for a faction whose cards in hand do other work
    effect_craft_least: ClassVar[float] = 0.0

    def item_points(self, I: Info, card: Card) -> int:
        """Points this faction scores for crafting item ``card`` (4.1.2)."""
        return card.vp

    def craft_value(self, I: Info, card: Card) -> float:
        """Worth of crafting ``card`` now: the shared rule of woodland/bots/crafting.py."""
        return craft_worth(self, I, card)

    def best_craft(self, I: Info, actions: Sequence[Action], least: float = 0.0) -> Action | None:
        """The ``craft "Card"`` option worth most by :meth:`craft_value` beyond the least worth
        of its kind: ``least``, and ``effect_craft_least`` for an effect card."""
        crafts = [a for a in actions if a.kind == "craft" and a.args]
        if not crafts:
            return None
        vals = {}
        for a in crafts:
            card = I.card(str(a.args[0]))
            floor = least if card.kind == "item" else max(least, self.effect_craft_least)
            vals[a] = self.craft_value(I, card) - floor
        best = max(crafts, key=lambda a: (vals[a], str(a)))
        return best if vals[best] > 0 else None

    def cheapest(self, I: Info, actions: Sequence[Action]) -> Action:
        """The option naming the least valuable card (first argument is a card label)."""
        return min(actions, key=lambda a: (self.card_value(I, I.card(str(a.args[0]))), str(a)))

    def on_discard(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.cheapest(I, actions)

    def on_outrage(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.cheapest(I, actions)

    def on_spend(self, I: Info, actions: Sequence[Action]) -> Action | None:
        # never pay with a dominance card (it would become available, 3.3.3)
        keep = [a for a in actions if a.kind == "spend" and I.card(str(a.args[0])).kind != "dominance"]
        return self.cheapest(I, keep or actions)

    # -- battle ------------------------------------------------------------------------
    def on_ambush(self, I: Info, actions: Sequence[Action]) -> Action | None:
        ambushes = [a for a in actions if a.kind == "ambush"]
        if not ambushes:
            return Action("pass", ())
        # a suited ambush before a bird one (birds are wild elsewhere)
        return min(ambushes, key=lambda a: (I.card(str(a.args[0])).suit == BIRD, str(a)))

    def on_foil(self, I: Info, actions: Sequence[Action]) -> Action | None:
        foils = [a for a in actions if a.kind == "foil"]
        if not foils:
            return Action("pass", ())
        return min(foils, key=lambda a: (I.card(str(a.args[0])).suit == BIRD, str(a)))

    def on_before_roll(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """V.5.2: defending, enlist the Arbiter (his swords raise our rolled-hit cap) unless
        the point he scores would bring him near the win."""
        for a in actions:
            if a.kind == "enlist":
                k = str(a.args[0])
                if k in I.players and I.score_of(k) < 27:
                    return a
        return card_before_roll(self, I, actions) or next((a for a in actions if a.kind == "pass"), None)

    def on_buy_service(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """11.2.6: buy a Riverfolk service only when cheap and useful (every warrior paid
        becomes a Riverfolk fund): the shared rule of heuristic_riverfolk.buy_service."""
        from woodland.bots.heuristic_riverfolk import buy_service

        return buy_service(I, actions)

    def on_starting_hand(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """A.10: put back the card worth least to this faction."""
        return self.cheapest(I, actions)

    def on_draft_faction(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """A.8.3: the faction setup card of the faction with the most reach (5.2, printed on
        its board): the one that spreads over the map most."""
        from woodland.core.faction import FACTIONS

        return max(actions, key=lambda a: (FACTIONS[str(a.args[0])].reach, str(a.args[0])))

    def on_setup_landmark(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """A.5.3: a landmark where I have the most warriors (so far none: the first offered)."""
        return max(actions, key=lambda a: (I.my_w(int(a.args[0]) - 1), -int(a.args[0])))

    def on_give(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.cheapest(I, actions) if all(a.args for a in actions) else None

    def on_evening_draw(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """An effect that replaces the Evening draw (Informants) when it gains more than the
        draw (``effect_value`` above 0), else the draw."""
        uses = [a for a in actions if a.kind == "use"]
        best = max(uses, key=lambda a: (self.effect_value(I, a), str(a)), default=None)
        if best is not None and self.effect_value(I, best) > 0:
            return best
        return next((a for a in actions if a.kind == "draw"), None)

    def on_effect_order(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.args == ("attacker",)), None)

    def on_after_roll(self, I: Info, actions: Sequence[Action]) -> Action | None:
        for a in actions:
            if a.kind != "use":
                continue
            name = str(a.args[0])
            if name == "Sappers":
                return a
            if name == "Brutal Tactics":
                return a
            if name == "Armorers":
                if I.v.get("current") != I.me:
                    return a  # defending: the attacker rolls the higher die
                # attacking (we remember where): worth it if the defender can hit back
                c, _who = self.mem.battle
                if c < 0 or I.enemy_w(c) >= 2:
                    return a
            elif self.effect_value(I, a) > 0:  # a card of another deck (Partisans...)
                return a
        return Action("pass", ())

    def remove_order(self, I: Info, kind: str) -> float:
        """Which of our buildings/tokens to lose first to a hit (lower goes first)."""
        return 5.0

    def on_remove(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (self.remove_order(I, str(a.args[0])), str(a)))

    def on_turn_window(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Actions another faction's ability lets us take on our own turn: entreat where it
        frees our own pieces (``entreat``); 16.2.5 Negotiations when it is worth it
        (:meth:`negotiate_value`); no blind guess (13.2.4 Exposure: it gives the card away
        three times in four): go on."""
        x = self.entreat(I, actions)
        if x is not None:
            return x
        talks = [a for a in actions if a.kind == "negotiate"]
        best = max(talks, key=lambda a: (self.negotiate_value(I, a), str(a)), default=None)
        if best is not None and self.negotiate_value(I, best) > 0.5:
            return best
        market = next((a for a in actions if a.kind == "market"), None)
        if market is not None and self.worth_a_swap(I):
            return market
        uses = [a for a in actions if a.kind == "use" and self.effect_value(I, a) > 0]  # crafted cards
        if uses:
            return max(uses, key=lambda a: (self.effect_value(I, a), str(a)))
        return next((a for a in actions if a.kind == "done"), None)

    def worth_a_swap(self, I: Info) -> bool:
        """The Black Market (appendix L): swap when the best face-down card to take
        (:meth:`market_worths`) is worth more than the card we would place (the cheapest in
        hand) by ``market_margin``."""
        worths = self.market_worths(I)
        if not worths or not I.hand:
            return False
        return max(worths) > min(self.card_value(I, c) for c in I.hand) + self.market_margin

    #: what a swap at the Black Market must gain (the blind pick: about a plain card for the
    #: deck's average one)
    market_margin = 0.4

    def market_worths(self, I: Info) -> list[float]:
        """The worth to us of each face-down card of the Black Market, left to right: the card
        we placed there (R374: we know it while it lies there), else the deck's average card
        (:meth:`blind_value`: the others are hidden, 1.2)."""
        n = int((I.v.get("landmark_cards") or {}).get("black_market", 0) or 0)
        known = self.known_market(I)
        blind = self.blind_value(I)
        return [self.card_value(I, I.card(known[i])) if i in known else blind for i in range(n)]

    def known_market(self, I: Info) -> dict[int, str]:
        """Where the cards we placed at the Black Market lie (remembered), those the view
        still counts as ours there (``known``): a card taken by another player is forgotten
        (of two alike, both: which one went is not known)."""
        still = list((I.mine.get("known") or {}).get("black_market", ()))
        mine = self.mem.market
        for label in set(mine.values()) - {""}:
            if sum(1 for x in mine.values() if x == label) > still.count(label):
                for i in [i for i, x in mine.items() if x == label]:
                    del mine[i]
        unnamed = [i for i, x in mine.items() if not x]  # placed without our asking (one card in hand)
        for x in mine.values():
            if x in still:
                still.remove(x)
        if len(unnamed) == 1 and len(still) == 1:
            mine[unnamed[0]] = still[0]
        elif unnamed:
            for i in unnamed:
                del mine[i]
        return mine

    def blind_value(self, I: Info) -> float:
        """The worth to us of an unseen card: the deck's average card."""
        v = I.cache.get("blind_value")
        if v is None:
            cards = I.deck.cards
            v = I.cache["blind_value"] = sum(self.card_value(I, card) for card in cards) / max(1, len(cards))
        return float(v)

    def on_market_stake(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """The Black Market: place the least valuable card (remembered: where it will lie)."""
        a = self.cheapest(I, actions)
        self.mem.staked = str(a.args[0])
        return a

    def on_market_pick(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """The Black Market: take the face-down card worth most to us (:meth:`market_worths`),
        one at random among those alike (a blind pick when we placed none of them); the card
        placed lies where it lay (R374)."""
        worths = self.market_worths(I)
        picks = [a for a in actions if a.kind == "pick" and 0 < int(a.args[0]) <= len(worths)]
        if not picks:
            return None
        top = max(worths[int(a.args[0]) - 1] for a in picks)
        best = [a for a in picks if worths[int(a.args[0]) - 1] >= top - 1e-9]
        a = best[self.rng.below(len(best))] if len(best) > 1 else best[0]
        self.mem.market[int(a.args[0]) - 1] = self.mem.staked  # ("" when the card placed was not asked)
        self.mem.staked = ""
        return a

    def on_mousehold(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Mousehold (appendix L): warriors just lost in battle come back there for nothing."""
        return next((a for a in actions if a.kind == "mousehold"), None)

    def on_rabbittown_spend(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Rabbittown (appendix L): pay with the least valuable rabbit card."""
        return self.cheapest(I, actions)

    def entreat(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """17.2.4 Entreat: close an enemy's Governing assembly where its Governors keep us from
        placing, removing or flipping our pieces or crafting with them (17.2.3): where our
        buildings or tokens stand, or where we rule with room to build; never where the
        warriors it may place in reply (``entreat_reserve``) would take the rule from us."""
        for a in actions:
            if a.kind != "entreat" or not a.args:
                continue
            c = int(a.args[0]) - 1
            owner = next((o for o, k in I.tok[c] if o != I.me and k and k == traits(o).entreat_token), None)
            if owner is None:
                continue
            if not I.pieces_of(I.me, c) and not (I.ruler[c] == I.me and I.free(c) > 0):
                continue
            if I.ruler[c] != owner and I.strength(owner, c) + traits(owner).entreat_reserve(I, owner) \
                    >= I.strength(I.me, c):
                continue
            return a
        return None

    def negotiate_value(self, I: Info, a: Action) -> float:
        """16.2.5: worth of flipping the Militant enclave in a clearing to Peaceful: its owner
        stops battling our pieces there every Evening (16.6.1, the enemy warriors there), and
        the clearing gets its printed suit back (16.2.1.I: ours to use if we rule it); less a
        card given to the ruler (the second argument), and the owner's Integrate points."""
        c = int(a.args[0]) - 1
        mine = I.my_w(c) + I.pieces_of(I.me, c)
        v = 0.6 * min(I.enemy_w(c), mine) + (0.3 if I.ruler[c] == I.me else 0.0) - 0.3
        if len(a.args) > 1:
            v -= self.card_value(I, I.card(str(a.args[1])))
        return v

    def on_pond_draw(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """16.2.3.I: the first card from the top of the Pond, face up, rather than one from
        the deck when it is worth more to us than the deck's average card."""
        pond = next((a for a in actions if a.kind == "pond"), None)
        if pond is None:
            return None
        if self.card_value(I, I.card(str(pond.args[0]))) > self.blind_value(I):
            return pond
        return next((a for a in actions if a.kind == "draw"), pond)

    def on_order_triggers(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return actions[0]

    def on_craft_pay(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return actions[0]

    # -- card effects ----------------------------------------------------------------
    def effect_value(self, I: Info, a: Action) -> float:
        """Value of using a crafted card now (positive: use it)."""
        name = str(a.args[0])
        if name == "Royal Claim":
            r = len(I.ruled_by_me())
            return 1.0 if r >= 5 or I.score + r >= 30 else -1.0
        if name == "Stand and Deliver!":
            other = str(a.args[1])
            return 0.5 if I.score_of(other) <= 24 and I.players[other]["hand_count"] >= 2 else -1.0
        if name == "Better Burrow Bank":
            other = str(a.args[1])
            return 1.0 - I.score_of(other) / 30.0
        if name == "Tax Collector":
            c = int(a.args[1]) - 1
            spare = I.my_w(c) - max(I.enemy_strength(c), 0) - 1
            return 0.3 if spare >= 2 else -1.0
        if name == "Command Warren":
            return self.battle_value(I, int(a.args[1]) - 1, str(a.args[2]))
        if name == "Codebreakers":
            return -1.0
        for m in CARD_MODULES:
            v = m.effect_value(self, I, a)
            if v is not None:
                return v
        return -1.0

    def effects_window(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.0
        for a in actions:
            if a.kind != "use":
                continue
            v = self.effect_value(I, a)
            if v > bv or (best is None and not any(x.kind == "pass" for x in actions)):
                best, bv = a, v
        if best is not None:
            if best.args[0] == "Command Warren":
                self.mem.battle = (int(best.args[1]) - 1, str(best.args[2]))
            return best
        return next((a for a in actions if a.kind == "pass"), actions[0])

    def daylight_extras(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Generic Daylight options worth taking now: activate a dominance card that
        already wins, take one that would, use a helpful crafted card, entreat (17.2.4)."""
        for a in actions:
            if a.kind == "activate":
                card = I.card(str(a.args[0]))
                if I.dominance_ready(card) and I.score < 24 and self.may_dominate(I):
                    return a
        for a in actions:
            if a.kind == "take":
                card = I.card(str(a.args[0]))
                if I.dominance_ready(card) and 10 <= I.score < 24 and self.may_dominate(I) and len(I.hand) >= 2:
                    return a
        for a in actions:
            if a.kind == "use" and self.effect_value(I, a) > 0:
                if a.args[0] == "Command Warren":
                    continue
                return a
        from woodland.bots.hirelings import choose_brigand

        return choose_brigand(I, actions) or self.entreat(I, actions)

    def may_dominate(self, I: Info) -> bool:
        return True

    def deny_value(self, I: Info, card: Card, base: float) -> float:
        """Worth of taking an available dominance card (3.3.4) so that no opponent can:
        ``base``, plus as much again for each opponent that already rules what it needs
        (3.3.1). Nothing in two-player games, where no dominance card is in the deck."""
        if I.nplayers < 3:
            return -1.0
        v = base
        for k in I.keys:
            if k == I.me or I.is_vb(k) or I.players[k].get("dominance"):
                continue
            if card.suit == BIRD:
                opp = I.map.opposite
                if any(I.ruler[a] == k and I.ruler[b] == k for a, b in opp.items() if a < b):
                    v += base
            elif sum(1 for c in range(I.n) if I.ruler[c] == k and I.suit[c] == card.suit) >= 3:
                v += base
        return v

    def battle_value(self, I: Info, c: int, target: str) -> float:
        """Expected worth of attacking ``target`` in ``c`` (points and pieces)."""
        me = I.me
        aw = I.w(me, c)
        if I.is_vb(target):
            return self._vagabond_target_value(I, c, aw, target)
        dw = I.w(target, c)
        pieces = I.pieces_of(target, c)
        guer = traits(target).defends_with_high_roll
        prot = I.protector(c, me, target)
        k, b, loss = battle_odds(aw, dw, pieces, a_extra=self.extra_hits(I), guerrilla=guer,
                                 d_cap=dw + prot if prot else None)
        bonus = self.battle_bonus(I, b)
        # points for removed buildings/tokens (3.2.1), the enemy weakened, our losses
        lead = (0.3 if target == I.leader() else 0.0) + traits(target).removal_worth
        v = 1.5 * b + (0.8 + lead) * k - 0.9 * loss + bonus - self.ambush_risk(I, target, c, aw)
        dz = I.danger().get(c, 0.0)
        if dz and I.ruler[c] == target:
            # removing their pieces may end their rule here (3.3.1)
            v += DANGER * dz * min(1.0, (k + b) / max(1, I.break_margin(target, c)))
        return v - self.battle_card_cost(I, c, target)

    def battle_card_cost(self, I: Info, c: int, target: str) -> float:
        """The worth of the card a battle against ``target`` in ``c`` costs us (H.2.2: the
        Spring Uprising's, one matching the clearing, R336), the one :meth:`on_spend` would
        give; nothing for a battle that costs none."""
        if not costs_a_card(target):
            return 0.0
        cards = [card for card in I.hand if matches(card.suit, I.suit[c])]
        keep = [card for card in cards if card.kind != "dominance"] or cards
        return CARD_SPENT * min((self.card_value(I, card) for card in keep), default=0.0)

    def extra_hits(self, I: Info) -> int:
        """Extra hits we deal attacking (4.3.5.I)."""
        return 0

    def battle_bonus(self, I: Info, removed: float) -> float:
        """Worth of a battle beyond the pieces, given the buildings and tokens it is
        expected to remove."""
        return 0.0

    def ambush_risk(self, I: Info, target: str, c: int, aw: int) -> float:
        """A defender holding cards may ambush (4.3.1): two hits before the roll."""
        if any(p == "Scouting Party" for p in I.mine["play_area"]) or target not in I.players:
            return 0.0  # (a hireling has no hand: it never ambushes, H.3.5)
        hc = I.players[target]["hand_count"]
        if hc == 0:
            return 0.0
        # ambushes left unseen: 5 in the deck, minus discarded ones
        seen = sum(1 for lb in I.v["discard"] if lb.startswith("Ambush"))
        seen += sum(1 for c_ in I.hand if c_.kind == "ambush")
        left = max(0, 5 - seen)
        p = min(0.6, hc * left / max(8, I.v["deck_count"] + sum(
            I.players[k]["hand_count"] for k in I.keys if k != I.me)))
        return p * 0.9 * min(2, aw)

    # -- moves ---------------------------------------------------------------------------
    #: a move must gain at least this much to be taken when passing is allowed
    move_threshold = 0.15

    def move_value(self, I: Info, c: int, w: int) -> float:
        """Worth of having ``w`` of our warriors in clearing ``c`` (rule, defence, attack)."""
        me = I.me
        my_b = I.my_buildings(c)
        e = I.enemy_strength(c)
        s = w + my_b
        v = 0.1 * min(w, 5)
        pg = I.pilgrims(c)  # 10.2.4: nobody else rules a clearing with a garden
        if pg == me or (pg is None and (s > e or (s == e and s > 0 and I.wins_ties(me)))):
            v += 1.0 + self.rule_bonus(I, c)
        elif my_b:
            v -= 0.8 * my_b
        mine = my_b + I.my_tokens(c)
        if mine:
            t = I.threat(c)
            v += 0.35 * min(w, t + 1)
        if w >= 2:
            for k in I.enemies():
                p = I.pieces_of(k, c)
                if p and I.w(k, c) < w:
                    v += 0.5 * min(p, w - I.w(k, c))
        keep = I.guard_need(c)
        if keep and s < keep:
            v -= DANGER  # leaving (or not reinforcing) would hand them their dominance
        dz = I.danger().get(c, 0.0)
        if dz:
            r = I.ruler[c]
            if r is not None and r != me:
                theirs = I.strength(r, c)
                if s >= theirs:
                    v += DANGER * dz  # a tie or better ends their rule here
                elif w:
                    v += 0.2 * DANGER * dz * w / max(1, theirs)
        return v

    def rule_bonus(self, I: Info, c: int) -> float:
        return 0.0

    def on_move(self, I: Info, actions: Sequence[Action]) -> Action | None:
        m = Mover(I, self.move_value)
        d, a, k = m.best(actions)
        passing = next((x for x in actions if x.kind == "pass"), None)
        if a is None or (passing is not None and d < self.move_threshold):
            return passing if passing is not None else actions[0]
        self.mem.move = (int(a.args[0]) - 1, int(a.args[1]) - 1, k)
        return a

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        if a < 0:
            return None
        if self.mem.move[:2] == (a, b):
            k = self.mem.move[2]
        else:
            k = Mover(I, self.move_value).best_count(a, b)[1]
        return count_action(actions, k)

    def _vagabond_target_value(self, I: Info, c: int, aw: int, key: str) -> float:
        vb = I.players[key]["board"]
        swords = sum(1 for it in vb["items"] if it.split("_")[0] == "sword" and "_d" not in it)
        undamaged = sum(1 for it in vb["items"] if "_d" not in it)
        k, _b, loss = battle_odds(aw, undamaged, 0, d_cap=swords, defenceless=swords == 0)
        lead = 0.6 if key == I.leader() else 0.0
        return (0.3 + lead) * k - 0.9 * loss


# ---------------------------------------------------------------------------- moving warriors
class Mover:
    """Chooses moves by the change they make to a per-clearing value (``value(I, c, w)``:
    worth of having ``w`` of our warriors in clearing ``c``), cached per decision."""

    def __init__(self, I: Info, value: Any, outrage_cost: float = 0.4) -> None:
        self.I = I
        self.value = value
        self.cache: dict[tuple[int, int], float] = {}
        self.outrage_cost = outrage_cost

    def v(self, c: int, w: int) -> float:
        key = (c, w)
        x = self.cache.get(key)
        if x is None:
            x = self.cache[key] = self.value(self.I, c, w)
        return x

    def best_count(self, a: int, b: int) -> tuple[float, int]:
        I = self.I
        if not (0 <= a < I.n and 0 <= b < I.n):
            return -9.0, 0  # a place the view's clearings do not hold (another's Burrow, 12.2.2)
        wa, wb = I.my_w(a), I.my_w(b)
        if wa <= 0:
            return -9.0, 0
        base = self.v(a, wa) + self.v(b, wb)
        pen = 0.05
        if I.outrage_in(b):
            pen += self.outrage_cost
        if bandit_toll(I, a, b) < 0:  # H.2.2: one moving warrior is removed at b
            pen += TOLL_COST
        best, bk = -9.0, 0
        for k in range(1, wa + 1):
            d = self.v(a, wa - k) + self.v(b, wb + arriving(I, a, b, k)) - base - pen + self.along(a, b, k)
            if d > best + 1e-9:
                best, bk = d, k
        return best, bk

    def along(self, a: int, b: int, k: int) -> float:
        """Worth of what ``k`` warriors moving from ``a`` to ``b`` take along (none here)."""
        return 0.0

    def best(self, actions: Sequence[Action]) -> tuple[float, Action | None, int]:
        best, ba, bk = -9.0, None, 0
        for a in actions:
            if a.kind != "move":
                continue
            d, k = self.best_count(int(a.args[0]) - 1, int(a.args[1]) - 1)
            if d > best:
                best, ba, bk = d, a, k
        return best, ba, bk


def count_action(actions: Sequence[Action], k: int) -> Action:
    """The ``xK`` option closest to ``k``."""
    counts = [a for a in actions if a.kind == "count"]
    if not counts:
        return actions[0]
    return min(counts, key=lambda a: (abs(int(a.args[0]) - k), -int(a.args[0])))
