"""Riverfolk Company (Law ch. 11): funds, trade posts, services, Swimmers and a public
hand. Values come from woodland/factions/riverfolk/data.json; the choices this module
makes where the Law is open are listed in docs/factions/riverfolk.md.

Warriors on the faction board belong to any faction. Each box is a list of the owners'
seats, one entry per warrior: ``payments`` (11.2.6), ``funds`` (11.2.4), ``committed``
(11.5) and ``track[suit]`` (funds committed onto empty Trade Posts spaces to craft,
11.5.3). The ``Funds`` ability reports them (``held_warriors``), so every faction's warriors
add up (1.5.1).

Trade posts are tokens ``trade_post_fox|rabbit|mouse``. ``tsupply`` counts the posts not
on the map; ``lost_posts`` those of them removed from the game (11.2.5 Trade Disruption),
so the posts still on a track are ``tsupply - lost_posts``.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Union

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import Removed, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, COUNT, FACTION, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import Battle, battle_options, start_battle
from woodland.rules.board import can_place, has_pieces, place_token, place_warriors, rulers, why_cannot_place
from woodland.rules.craft import craft_block, resolve_craft
from woodland.rules.move import Move, any_move
from woodland.rules.setup import package_data
from woodland.rules.turn import DaylightOptions, DiscardDown, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
SUITS: tuple[str, ...] = tuple(DATA["suits"])
POSTS = DATA["trade_posts_per_suit"]
SERVICES: tuple[str, ...] = tuple(DATA["services"])
PRICES: tuple[int, ...] = tuple(DATA["prices"])
POST_VP: dict[str, list[int]] = DATA["trade_post_vp"]
PREFIX = "trade_post_"


def post_kind(suit: str) -> str:
    return PREFIX + suit


def river_clearings(g: "Game") -> list[int]:
    """Clearings touching the river: those linked to another by a river (G.26)."""
    return [c for c in range(g.map.n) if g.map.river_adj[c]]


def river_links(g: "Game", ignores_rule: bool) -> list[tuple[int, int, bool]]:
    adj = g.map.river_adj
    return [(a, b, ignores_rule) for a in range(g.map.n) for b in adj[a] if a < b]


def post_at(g: "Game", c: int) -> str:
    """The suit of the trade post in clearing ``c``, or ''."""
    for _o, k in g.tokens[c]:
        if k.startswith(PREFIX):
            return k[len(PREFIX):]
    return ""


def _add(box: list[int], owner: int, n: int = 1) -> None:
    for _ in range(n):
        bisect.insort(box, owner)


class Swimmers(Ability):
    """11.2.2 Swimmers: for the Riverfolk, rivers are paths, moved along regardless of rule."""

    rule = "11.2.2"

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        return river_links(g, True) if mover == self.seat else []


class Riverboats(Ability):
    """11.2.7 Riverboats: the buyer treats rivers as paths until the end of their turn."""

    rule = "11.2.7"

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        f = riverfolk(g, self.seat)
        if mover == f.boats_for and mover == g.current and mover != self.seat:
            return river_links(g, False)
        return []


class Mercenaries(Ability):
    """11.2.7 Mercenaries: in the buyer's Daylight and Evening, Riverfolk warriors count for
    the buyer's rule, and not for the Riverfolk's (docs/factions/riverfolk.md); in battle
    the buyer treats them as their own, except when battling the Riverfolk."""

    rule = "11.2.7"

    def keeps_relationship(self, g: "Game", event: Any) -> bool:
        """Mercenaries removed in a battle against the Vagabond do not make the Riverfolk
        Hostile (9.2.9.III)."""
        if isinstance(event, Removed) and event.owner == self.seat and event.piece == "warrior" \
                and event.cause == "battle":
            for fr in reversed(g.stack):
                if isinstance(fr, Battle) and fr.c == event.clearing:
                    helped = fr.help_a if fr.d == event.by else fr.help_d if fr.a == event.by else []
                    return self.seat in helped
        return False

    def battle_helpers(self, g: "Game", battle: Any, seat: int) -> list[int]:
        if riverfolk(g, self.seat).mercs_active(g) == seat and seat != self.seat:
            other = battle.d if seat == battle.a else battle.a
            if other != self.seat:
                return [self.seat]
        return []

    def own_for_rule(self, g: "Game", seat: int, owner: int) -> bool:
        """G.9: hired, the Riverfolk warriors are no enemy pieces to the buyer."""
        return owner == self.seat != seat and riverfolk(g, self.seat).mercs_active(g) == seat

    def rule_adjust(self, g: "Game", c: int, counts: list[int]) -> int | None:
        b = riverfolk(g, self.seat).mercs_active(g)
        if b >= 0:
            w = g.warriors[c * g.n + self.seat]
            if w:
                counts[b] += w
                counts[self.seat] -= w
        return None


class Funds(Ability):
    """11.2.4: other players' warriors kept on the Riverfolk board (Payments, Funds,
    Committed, trade post spaces) still belong to them (1.5.1)."""

    rule = "11.2.4"

    def held_warriors(self, g: "Game", owner: int) -> int:
        return riverfolk(g, self.seat).warriors_of(owner)


class Services(Ability):
    """11.2.6: at the start of another player's Birdsong, that player may buy the
    Riverfolk's services."""

    rule = "11.2.6"

    def turn_start_frames(self, g: "Game", current: int) -> list[Frame]:
        return [] if current == self.seat else [BuyServices(current, self.seat)]

    def why_not_now(self, g: "Game", seat: int, action: Any) -> tuple[str, list[str]] | None:
        """Services are bought by other players, at the start of their Birdsong."""
        if action.kind != "buy":
            return None
        if seat == self.seat:
            return "the Riverfolk sell services to the other players; they do not buy them", ["11.2.6"]
        return ("Riverfolk services are bought only at the start of your Birdsong (one service, plus one per "
                "clearing with a trade post and your pieces)"), ["11.2.6"]


class Riverfolk(Faction):
    key = "riverfolk"
    public_hand = True  # 11.2.3
    listens = frozenset({"removed"})  # 11.2.5 Trade Disruption
    ABILITIES = (Swimmers, Riverboats, Mercenaries, Funds, Services)
    TOKENS = {post_kind(s): POSTS for s in SUITS}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: owners (seats) of the warriors in the Payments box, one entry per warrior (11.2.6)
        self.payments: list[int] = []
        #: owners of the warriors in the Funds box (11.2.4)
        self.funds: list[int] = []
        #: owners of the warriors in the Committed box (11.5)
        self.committed: list[int] = []
        #: owners of the funds committed onto empty Trade Posts spaces of each suit (11.5.3)
        self.track: dict[str, list[int]] = {s: [] for s in SUITS}
        #: trade posts of each suit removed from the game (11.2.5 Trade Disruption)
        self.lost_posts: dict[str, int] = {s: 0 for s in SUITS}
        #: the price of each service on the Services track (11.2.6, 11.3.5, 11.6.2)
        self.prices: dict[str, int] = {s: PRICES[0] for s in SERVICES}
        #: the player who bought Riverboats / Mercenaries this turn, or -1 (11.2.7)
        self.boats_for = -1
        self.mercs_for = -1

    # -- facts -------------------------------------------------------------------------
    def posts_on_track(self, suit: str) -> int:
        return self.tsupply[post_kind(suit)] - self.lost_posts[suit]

    def posts_on_map(self, g: "Game") -> int:
        return sum(1 for ts in g.tokens for o, k in ts if o == self.seat and k.startswith(PREFIX))

    def empty_spaces(self, suit: str) -> int:
        """11.2.1: Trade Posts spaces of ``suit`` with neither a trade post nor a fund."""
        return POSTS - self.posts_on_track(suit) - len(self.track[suit])

    def mercs_active(self, g: "Game") -> int:
        """11.2.7: the buyer of Mercenaries during their Daylight and Evening, else -1."""
        b = self.mercs_for
        if b >= 0 and b == g.current and g.phase in ("daylight", "evening"):
            return b
        return -1

    def boxed(self) -> list[int]:
        out = self.payments + self.funds + self.committed
        for s in SUITS:
            out = out + self.track[s]
        return out

    # -- pieces --------------------------------------------------------------------------
    def take_token(self, kind: str) -> bool:
        """A trade post is placed from its track; one removed from the game never returns."""
        if kind.startswith(PREFIX) and self.posts_on_track(kind[len(PREFIX):]) <= 0:
            return False
        return super().take_token(kind)

    def warriors_of(self, owner: int) -> int:
        """11.2.4: warriors of ``owner`` in Payments, Funds, Committed and on the tracks."""
        n = self.payments.count(owner) + self.funds.count(owner) + self.committed.count(owner)
        for s in SUITS:
            n += self.track[s].count(owner)
        return n

    def spend_fund(self, g: "Game", owner: int) -> None:
        """11.5: spending a fund returns the warrior to its owner's supply."""
        self.funds.remove(owner)
        g.factions[owner].supply += 1

    def commit_fund(self, owner: int, suit: str = "") -> None:
        """11.5: a committed fund goes to the Committed box, or onto an empty Trade Posts
        space of ``suit`` when it pays for crafting (11.5.3)."""
        self.funds.remove(owner)
        _add(self.track[suit] if suit else self.committed, owner)

    # -- hooks ---------------------------------------------------------------------------
    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """11.2.1: the Riverfolk craft with empty Trade Posts spaces, one fund each (they
        have no crafting pieces). Limited by the funds they hold."""
        out: list[tuple[int, str]] = []
        for i, s in enumerate(SUITS):
            for j in range(self.empty_spaces(s)):
                out.append((i * 10 + j, s))
        return out[:len(self.funds)] if len(out) > len(self.funds) else out

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        """Commit a fund (their own first) onto an empty space of the piece's suit."""
        suit = SUITS[piece // 10]
        owner = self.seat if self.seat in self.funds else self.funds[0]
        self.commit_fund(owner, suit)

    def has_hidden(self) -> bool:
        """11.2.3: the hand is face up, so no decision of theirs hides anything."""
        return bool(self.secret_cards())

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        """11.2.5 Trade Disruption: a removed trade post leaves the game for good, and the
        Riverfolk remove half their funds, rounded up."""
        if isinstance(event, Removed) and event.owner == self.seat and event.piece.startswith(PREFIX):
            self.lost_posts[event.piece[len(PREFIX):]] += event.number
            return [TradeDisruption(self.seat) for _ in range(event.number)]
        return []

    # -- positions and saved games -------------------------------------------------------
    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``payments``, ``funds``, ``committed`` (faction -> warriors), ``track``
        (suit -> faction -> warriors), ``removed_posts`` (suit -> trade posts out of the
        game), ``prices`` (service -> 1..4), ``riverboats`` / ``mercenaries`` (the faction
        that bought them this turn)."""
        from woodland.core.errors import InvalidPosition, Problem

        problems: list[Problem] = []
        known = {"payments", "funds", "committed", "track", "removed_posts", "prices", "riverboats", "mercenaries"}
        for k in sorted(set(spec) - known):
            problems.append(Problem(f"riverfolk.{k}", f"unknown field ({', '.join(sorted(known))})"))
        keys = [f.key for f in g.factions]

        def warriors(field: str, v: Any, box: list[int]) -> None:
            if not isinstance(v, dict):
                problems.append(Problem(field, "expected faction -> number of warriors"))
                return
            for key, n in v.items():
                if key not in keys:
                    problems.append(Problem(f"{field}.{key}", f"no faction {key!r} in this position"))
                    continue
                if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                    problems.append(Problem(f"{field}.{key}", "expected a number of warriors"))
                    continue
                o = g.factions[keys.index(key)]
                if o.warrior_total == 0 and n:
                    problems.append(Problem(f"{field}.{key}", f"{o.title} has no warriors", "11.2.6"))
                    continue
                if o.supply < n:
                    problems.append(Problem(f"{field}.{key}", f"{o.title} has only {o.warrior_total} warriors",
                                            "1.5.1"))
                    continue
                o.supply -= n
                _add(box, o.seat, n)

        for name in ("payments", "funds", "committed"):
            if name in spec:
                warriors(f"riverfolk.{name}", spec[name], getattr(self, name))
        removed = spec.get("removed_posts", {})
        if not isinstance(removed, dict):
            problems.append(Problem("riverfolk.removed_posts", "expected suit -> number of trade posts"))
            removed = {}
        for s, n in removed.items():
            if s not in SUITS or isinstance(n, bool) or not isinstance(n, int) or n < 0:
                problems.append(Problem(f"riverfolk.removed_posts.{s}", "expected a suit and a number"))
            elif n > self.tsupply[post_kind(s)]:
                problems.append(Problem(f"riverfolk.removed_posts.{s}",
                                        f"only {POSTS} {s} trade posts, and {POSTS - self.tsupply[post_kind(s)]} "
                                        "are on the map", "1.5.1"))
            else:
                self.lost_posts[s] = n
        track = spec.get("track", {})
        if not isinstance(track, dict):
            problems.append(Problem("riverfolk.track", "expected suit -> faction -> warriors"))
            track = {}
        for s, v in track.items():
            if s not in SUITS:
                problems.append(Problem(f"riverfolk.track.{s}", f"no {s} Trade Posts track ({', '.join(SUITS)})"))
                continue
            warriors(f"riverfolk.track.{s}", v, self.track[s])
            if self.empty_spaces(s) < 0:
                problems.append(Problem(f"riverfolk.track.{s}", f"more funds than empty {s} Trade Posts spaces",
                                        "11.5.3"))
        prices = spec.get("prices", {})
        if not isinstance(prices, dict):
            problems.append(Problem("riverfolk.prices", "expected service -> price"))
            prices = {}
        for svc, p in prices.items():
            if svc not in SERVICES:
                problems.append(Problem(f"riverfolk.prices.{svc}", f"no service {svc!r} ({', '.join(SERVICES)})",
                                        "11.2.7"))
            elif p not in PRICES or isinstance(p, bool):
                problems.append(Problem(f"riverfolk.prices.{svc}", f"a price is one of {list(PRICES)}", "11.2.6"))
            else:
                self.prices[svc] = p
        for name in ("riverboats", "mercenaries"):
            who = spec.get(name)
            if who is None:
                continue
            if who not in keys or who == self.key:
                problems.append(Problem(f"riverfolk.{name}", "expected another faction of this position", "11.2.6"))
                continue
            s = keys.index(who)
            if name == "mercenaries" and g.factions[s].is_vagabond:
                problems.append(Problem("riverfolk.mercenaries", "the Vagabond cannot buy Mercenaries", "11.2.7"))
                continue
            if name == "riverboats":
                self.boats_for = s
            else:
                self.mercs_for = s
        if problems:
            raise InvalidPosition(problems)
        g.invalidate()

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out: list[tuple[str, str, str]] = []
        for c in range(g.map.n):
            posts = [k for o, k in g.tokens[c] if o == self.seat and k.startswith(PREFIX)]
            if len(posts) > 1:
                out.append((f"clearings.{c + 1}.riverfolk", "two trade posts in one clearing", "11.5.6"))
            for k in posts:
                if k != post_kind(g.suits[c]):
                    out.append((f"clearings.{c + 1}.riverfolk",
                                f"a {k.replace('_', ' ')} in a {g.suits[c]} clearing: the trade post placed matches "
                                "the clearing", "11.5.6"))
        return out

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        def seats(box: Any) -> bool:
            return isinstance(box, list) and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < g.n
                                                 for x in box)

        for name in ("payments", "funds", "committed"):
            if not seats(getattr(self, name)):
                out.append((name, "expected a list of seats"))
        if set(self.track) != set(SUITS) or not all(seats(v) for v in self.track.values()):
            out.append(("track", "expected suit -> list of seats"))
        elif set(self.lost_posts) != set(SUITS) or any(
                not isinstance(v, int) or not 0 <= v <= self.tsupply.get(post_kind(s), 0)
                for s, v in self.lost_posts.items()):
            out.append(("lost_posts", "expected suit -> trade posts removed from the game"))
        elif any(self.empty_spaces(s) < 0 for s in SUITS):
            out.append(("track", "more funds than empty Trade Posts spaces"))
        if set(self.prices) != set(SERVICES) or any(p not in PRICES for p in self.prices.values()):
            out.append(("prices", f"expected service -> price in {list(PRICES)}"))
        for name in ("boats_for", "mercs_for"):
            v = getattr(self, name)
            if not isinstance(v, int) or not -1 <= v < g.n:
                out.append((name, "expected a seat or -1"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        def by_key(box: list[int]) -> dict[str, int]:
            out: dict[str, int] = {}
            for s in box:
                k = g.factions[s].key
                out[k] = out.get(k, 0) + 1
            return out

        b = self.boats_for if self.boats_for >= 0 and self.boats_for == g.current else -1
        m = self.mercs_for if self.mercs_for >= 0 and self.mercs_for == g.current else -1
        return {"payments": by_key(self.payments), "funds": by_key(self.funds),
                "committed": by_key(self.committed),
                "trade_posts_on_track": {s: self.posts_on_track(s) for s in SUITS},
                "funds_on_track": {s: by_key(self.track[s]) for s in SUITS},
                "trade_posts_removed": dict(self.lost_posts),
                "prices": dict(self.prices),
                "riverboats": g.factions[b].key if b >= 0 else None,
                "mercenaries": g.factions[m].key if m >= 0 else None}

    # -- phases --------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return RiverfolkSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return RiverfolkBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return RiverfolkDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return RiverfolkEvening(self.seat)


#: the Riverfolk faction at a seat known to play it, typed
riverfolk = Riverfolk.of


def fund_owners(g: "Game", rf: Riverfolk) -> list[Action]:
    return [act("fund", (g.factions[o].key,)) for o in sorted(set(rf.funds))]


# ----------------------------------------------------------------------------- prices
def why_price(g: "Game", seat: int, svc: str, action: Action, rule: str) -> tuple[str, list[str]] | None:
    """Why ``action`` does not set the price of ``svc``, asked now (11.3.5, 11.6.2)."""
    name = svc.replace("_", " ")
    if action.kind != "price":  # the prices are set one service after the other
        now = riverfolk(g, seat).prices[svc]
        return f"set the price of {name} now (keep it with 'price {svc} {now}')", [rule]
    if not action.args or action.args[0] not in SERVICES:
        return (f"the Riverfolk offer no service {action.args[0] if action.args else '?'} "
                f"({', '.join(SERVICES)}); set the price of {name} now"), [rule]
    if action.args[0] != svc:
        return f"set the price of {name} now (services in track order: {', '.join(SERVICES)})", [rule]
    return f"a price is a space of the Services track: {', '.join(map(str, PRICES))}", [rule]


#: the frames that set the price of each service in turn (``priced`` of them set so far)
Pricing = Union["RiverfolkSetup", "RiverfolkEvening"]


def why_not_price(fr: Pricing, g: "Game", action: Action) -> Reason | None:
    """Why ``action`` is not legal while the prices are set (11.3.5, 11.6.2)."""
    if fr.step != "prices" or fr.priced >= len(SERVICES):
        return None
    return why_price(g, fr.seat, SERVICES[fr.priced], action, fr.price_rule)


def ask_price(fr: Pricing, g: "Game") -> Decision | None:
    """The price of the next service, until every service has one (11.3.5, 11.6.2)."""
    if fr.priced >= len(SERVICES):
        g.pop()
        return None
    svc = SERVICES[fr.priced]
    return Decision(fr.seat, "set_price", fr.offer(g),
                    f"set the price of {svc.replace('_', ' ')} (now {riverfolk(g, fr.seat).prices[svc]})",
                    fr.price_rule)


class SetPrice(Choice[Pricing]):
    """11.3.5, 11.6.2: the price of the next service, in track order: a space of the
    Services track."""

    kind = "price"

    def options(self, fr: Pricing, g: "Game") -> list[Action]:
        return [act("price", (SERVICES[fr.priced], p)) for p in PRICES]

    def why_not(self, fr: Pricing, g: "Game", action: Action) -> Reason | None:
        return why_not_price(fr, g, action)

    def do(self, fr: Pricing, g: "Game", action: Action) -> None:
        riverfolk(g, fr.seat).prices[str(action.args[0])] = int(action.args[1])
        fr.priced += 1


# ----------------------------------------------------------------------------- setup
class StartingWarrior(Choice["RiverfolkSetup"]):
    """11.3.2: a starting warrior in a clearing touching the river."""

    kind = "place"

    def options(self, fr: "RiverfolkSetup", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in fr.sites(g)]

    def why_not(self, fr: "RiverfolkSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if not action.args:
            return None
        c = clearing_arg(g, action.args[0])
        if c is None:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        if not g.map.river_adj[c]:
            return f"clearing {c + 1} does not touch the river", ["11.3.2"]
        return why_cannot_place(g, fr.seat, c) or (f"you cannot place pieces in clearing {c + 1}", ["6.2.2"])

    def do(self, fr: "RiverfolkSetup", g: "Game", action: Action) -> None:
        place_warriors(g, fr.seat, int(action.args[0]) - 1, 1)
        fr.placed += 1


class RiverfolkSetup(Frame):
    """11.3: 15 warriors; 4 in clearings touching the river; 9 trade posts on their
    tracks; 3 warriors in Payments; a starting price for each service."""

    __slots__ = ("seat", "placed", "priced")
    rule = "11.3"
    price_rule = "11.3.5"
    choices = {"warriors": (StartingWarrior(),), "prices": (SetPrice(),)}

    def __init__(self, seat: int) -> None:
        self.step = "warriors"
        self.seat = seat
        self.placed = 0
        self.priced = 0

    def sites(self, g: "Game") -> list[int]:
        return [c for c in river_clearings(g) if can_place(g, self.seat, c)]

    def s_warriors(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.seat)
        opts = self.offer(g)
        if self.placed >= DATA["starting_warriors"] or not opts or rf.supply <= 0:
            # 11.3.4: starting funds
            k = min(DATA["starting_payments"], rf.supply)
            rf.supply -= k
            _add(rf.payments, self.seat, k)
            self.step = "prices"
            return None
        return Decision(self.seat, "setup_warrior", opts,
                        f"place a starting warrior in a clearing touching the river "
                        f"({DATA['starting_warriors'] - self.placed} left)", "11.3.2")

    def s_prices(self, g: "Game") -> Decision | None:
        return ask_price(self, g)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "warriors":  # 11.3.2 comes before 11.3.5
            return "first place your starting warriors in clearings touching the river", ["11.3.2"]
        return why_not_price(self, g, action)


# ----------------------------------------------------------------------------- buying services
class BuyService(Choice["BuyServices"]):
    """11.2.6-11.2.7: a service the buyer can pay for: a card from the Riverfolk hand,
    Riverboats or Mercenaries (not the Vagabond), up to the number they may buy."""

    kind = "buy"

    def options(self, fr: "BuyServices", g: "Game") -> list[Action]:
        return fr.for_sale(g)

    def why_not(self, fr: "BuyServices", g: "Game", action: Action) -> Reason | None:
        rf = riverfolk(g, fr.rf)
        b = g.factions[fr.seat]
        if not action.args:
            return f"buy which service? ({', '.join(SERVICES)})", ["11.2.7"]
        svc = str(action.args[0])
        if svc not in SERVICES:
            return f"the Riverfolk offer {', '.join(SERVICES)}, not {svc}", ["11.2.7"]
        if fr.bought >= fr.limit:
            return (f"you may buy {fr.limit} service(s) this turn: one plus one per clearing with a trade post "
                    "and your pieces"), ["11.2.6"]
        if svc == "mercenaries" and b.is_vagabond:
            return "the Vagabond cannot buy Mercenaries", ["11.2.7"]
        if svc == "riverboats" and rf.boats_for == fr.seat:
            return "you already have Riverboats this turn", ["11.2.7"]
        if svc == "mercenaries" and rf.mercs_for == fr.seat:
            return "you already have Mercenaries this turn", ["11.2.7"]
        price = rf.prices[svc]
        if price > fr.budget(g):
            if b.is_vagabond:
                return f"{svc.replace('_', ' ')} costs {price}: exhaust that many face-up, undamaged items", ["11.2.6"]
            return (f"{svc.replace('_', ' ')} costs {price} warriors from your supply, and you have "
                    f"{b.supply}"), ["11.2.6"]
        if svc == "hand_card":
            if len(action.args) > 1:
                try:
                    g.deckdef.type_of(str(action.args[1]))
                except Exception:
                    return f"there is no card {action.args[1]!r} in the {g.deckdef.title}", ["2.1"]
            return f"the Riverfolk hold no {action.args[1] if len(action.args) > 1 else 'such card'}", ["11.2.7"]
        return None

    def do(self, fr: "BuyServices", g: "Game", action: Action) -> None:
        rf = riverfolk(g, fr.rf)
        b = g.factions[fr.seat]
        svc = str(action.args[0])
        price = rf.prices[svc]
        # 11.2.6 Cost: warriors from the buyer's supply into Payments
        if b.is_vagabond:
            fr.owed = price
            fr.step = "exhaust"
        else:
            b.supply -= price
            _add(rf.payments, fr.seat, price)
        fr.bought += 1
        if svc == "hand_card":  # 11.2.7 Hand Card: everyone saw which card it was
            C.give(g, fr.rf, fr.seat, C.card_by_label(g, fr.rf, str(action.args[1])), public=True)
        elif svc == "riverboats":
            rf.boats_for = fr.seat
        else:
            rf.mercs_for = fr.seat
            g.invalidate()


class DoneBuying(BareAction["BuyServices"]):
    """11.2.6: buying services is optional; the buyer may stop at any time."""

    kind = "done"

    def do(self, fr: "BuyServices", g: "Game", action: Action) -> None:
        g.pop()


class ExhaustToPay(Choice["BuyServices"]):
    """11.2.6 Vagabond Funds: the Vagabond pays by exhausting face-up, undamaged items."""

    kind = "exhaust"

    def options(self, fr: "BuyServices", g: "Game") -> list[Action]:
        from woodland.factions.vagabond import vagabond  # 11.2.6 Vagabond Funds: only he pays so

        return [act("exhaust", (k,)) for k in vagabond(g, fr.seat).ready_kinds()]

    def why_not(self, fr: "BuyServices", g: "Game", action: Action) -> Reason | None:
        return f"you have no face-up, undamaged {action.args[0] if action.args else '?'} to exhaust", \
            ["11.2.6", "9.2.5"]

    def do(self, fr: "BuyServices", g: "Game", action: Action) -> None:
        fr.exhaust(g, str(action.args[0]))


class CoerceToPay(Choice["BuyServices"]):
    """V.12.2 Coerce: the Jailor may pay with a card matching his clearing as one item exhausted."""

    kind = "coerce"

    def options(self, fr: "BuyServices", g: "Game") -> list[Action]:
        from woodland.factions.vagabond import vagabond

        return vagabond(g, fr.seat).other_payments(g)

    def why_not(self, fr: "BuyServices", g: "Game", action: Action) -> Reason | None:
        from woodland.factions.vagabond import vagabond

        return vagabond(g, fr.seat).why_not_other_payment(g, action)

    def do(self, fr: "BuyServices", g: "Game", action: Action) -> None:
        from woodland.factions.vagabond import vagabond

        vagabond(g, fr.seat).pay_otherwise(g, action)
        fr.paid(g)


class BuyServices(Frame):
    """11.2.6: at the start of their Birdsong, another player may buy services, up to one
    plus one per clearing with a trade post and their pieces, paying warriors from their
    supply into Payments (the Vagabond exhausts items instead, each adding a Riverfolk
    warrior to Payments)."""

    __slots__ = ("seat", "rf", "limit", "bought", "owed")
    seat_fields = ("seat", "rf")
    rule = "11.2.6"
    choices = {"buy": (BuyService(), DoneBuying()), "exhaust": (ExhaustToPay(), CoerceToPay())}

    def __init__(self, buyer: int, rf: int) -> None:
        self.step = "start"
        self.seat = buyer
        self.rf = rf
        self.limit = 0
        self.bought = 0
        #: items the Vagabond still has to exhaust for what he bought
        self.owed = 0

    def describe(self, g: "Game") -> str:
        return "buy Riverfolk services"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "buy_services", "buyer": g.factions[self.seat].key, "limit": self.limit,
                "bought": self.bought}

    def budget(self, g: "Game") -> int:
        b = g.factions[self.seat]
        if b.is_vagabond:
            from woodland.factions.vagabond import vagabond

            return vagabond(g, self.seat).funds_for_services(g)  # face-up, undamaged items (V.12.2 a card)
        return b.supply

    def for_sale(self, g: "Game") -> list[Action]:
        """The services the buyer can still buy and pay for now."""
        if self.bought >= self.limit:
            return []
        rf = riverfolk(g, self.rf)
        b = g.factions[self.seat]
        money = self.budget(g)
        out: list[Action] = []
        if rf.prices["hand_card"] <= money:
            cards = g.deckdef.cards
            out += [act("buy", ("hand_card", cards[c].label)) for c in C.distinct_hand(g, self.rf)]
        if rf.prices["riverboats"] <= money and rf.boats_for != self.seat:
            out.append(act("buy", ("riverboats",)))
        if rf.prices["mercenaries"] <= money and rf.mercs_for != self.seat and not b.is_vagabond:
            out.append(act("buy", ("mercenaries",)))
        return out

    def s_start(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.rf)
        # purchases of an earlier turn are over (11.2.7: "until the end of their turn")
        rf.boats_for = rf.mercs_for = -1
        g.invalidate()
        self.limit = 1 + sum(1 for c in range(g.map.n) if post_at(g, c) and has_pieces(g, self.seat, c))
        self.step = "buy"
        return None

    def s_buy(self, g: "Game") -> Decision | None:
        if not self.for_sale(g):
            g.pop()
            return None
        rf = riverfolk(g, self.rf)
        left = self.limit - self.bought
        return Decision(self.seat, "buy_service", self.offer(g),
                        f"buy Riverfolk services? ({left} more this turn; prices: card {rf.prices['hand_card']}, "
                        f"riverboats {rf.prices['riverboats']}, mercenaries {rf.prices['mercenaries']})", "11.2.6")

    def s_exhaust(self, g: "Game") -> Decision | None:
        from woodland.factions.vagabond import vagabond  # 11.2.6 Vagabond Funds: only he pays so

        v = vagabond(g, self.seat)
        kinds = v.ready_kinds()
        coerce = v.other_payments(g)  # V.12.2: the Jailor may pay with a card instead
        if self.owed <= 0 or not (kinds or coerce):
            self.owed = 0
            self.step = "buy"
            return None
        ready = sum(1 for it in v.gear if "_" not in it)
        if not coerce and (len(kinds) == 1 or ready <= self.owed):
            self.exhaust(g, kinds[0])
            return None
        return Decision(self.seat, "pay_service", self.offer(g),
                        f"pay for Riverfolk services: exhaust {self.owed} more item(s)", "11.2.6")

    def exhaust(self, g: "Game", kind: str) -> None:
        """11.2.6 Vagabond Funds: one Riverfolk warrior into Payments per item exhausted."""
        from woodland.factions.vagabond import vagabond

        vagabond(g, self.seat).exhaust(kind)
        self.paid(g)

    def paid(self, g: "Game") -> None:
        """One item paid: a Riverfolk warrior into Payments (11.2.6)."""
        rf = riverfolk(g, self.rf)
        if rf.supply > 0:
            rf.supply -= 1
            _add(rf.payments, self.rf)
        self.owed -= 1

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "exhaust":
            return f"first pay for the service: exhaust {self.owed} more item(s)", ["11.2.6"]
        if action.kind != "buy":
            return "it is the start of your Birdsong: buy Riverfolk services first, or say done", ["11.2.6"]
        return None


# ----------------------------------------------------------------------------- Trade Disruption
class LoseFund(Choice["TradeDisruption"]):
    """11.2.5: whose fund is removed next (it goes back to its owner's supply)."""

    kind = "lose"

    def options(self, fr: "TradeDisruption", g: "Game") -> list[Action]:
        return [act("lose", (g.factions[o].key,)) for o in sorted(set(riverfolk(g, fr.seat).funds))]

    def why_not(self, fr: "TradeDisruption", g: "Game", action: Action) -> Reason | None:
        return f"you have no fund of {action.args[0] if action.args else '?'}", ["11.2.5"]

    def do(self, fr: "TradeDisruption", g: "Game", action: Action) -> None:
        riverfolk(g, fr.seat).spend_fund(g, g.seat_of(str(action.args[0])))
        fr.n -= 1


class TradeDisruption(Frame):
    """11.2.5: remove half the funds, rounded up (the Riverfolk choose which; each goes
    back to its owner's supply)."""

    __slots__ = ("seat", "n")
    rule = "11.2.5"
    choices = {"lose": (LoseFund(),)}

    def __init__(self, seat: int) -> None:
        self.step = "lose"
        self.seat = seat
        self.n = -1

    def describe(self, g: "Game") -> str:
        return "Trade Disruption"

    def s_lose(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.seat)
        if self.n < 0:
            self.n = (len(rf.funds) + 1) // 2
        if self.n <= 0 or not rf.funds:
            g.pop()
            return None
        owners = sorted(set(rf.funds))
        if len(owners) == 1 or self.n >= len(rf.funds):
            rf.spend_fund(g, owners[0])
            self.n -= 1
            return None
        return Decision(self.seat, "lose_fund", self.offer(g), f"Trade Disruption: remove {self.n} more fund(s)",
                        "11.2.5")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return (f"Trade Disruption: first remove {self.n} more fund(s) (half your funds, rounded up; "
                "choose whose with 'lose FACTION')"), ["11.2.5"]


# ----------------------------------------------------------------------------- Birdsong
class RiverfolkBirdsong(Frame):
    """11.4: Protectionism, Dividends, Gather Funds."""

    __slots__ = ("seat",)
    rule = "11.4"

    def __init__(self, seat: int) -> None:
        self.step = "go"
        self.seat = seat

    def s_go(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.seat)
        rf.boats_for = rf.mercs_for = -1
        # 11.4.1 Protectionism
        if not rf.payments:
            k = min(DATA["protectionism"], rf.supply)
            rf.supply -= k
            _add(rf.payments, self.seat, k)
        # 11.4.2 Dividends: only funds count, and only with a trade post on the map
        if rf.posts_on_map(g):
            score(g, self.seat, len(rf.funds) // DATA["funds_per_dividend"])
        # 11.4.3 Gather Funds: every warrior on the faction board goes to the Funds box
        everything = rf.boxed()
        rf.payments, rf.committed = [], []
        rf.track = {s: [] for s in SUITS}
        rf.funds = sorted(everything)
        g.pop()
        return None


# ----------------------------------------------------------------------------- Daylight
def no_fund(action: Action) -> Reason:
    """11.2.4: the fund named is not in the Funds box."""
    return f"there is no fund of {action.args[0] if action.args else '?'} in your Funds box", ["11.2.4"]


class FundedAction(Choice["RiverfolkDaylight"]):
    """11.5: a Daylight action paid for with funds (warriors in the Funds box, 11.2.4),
    offered only while there are funds. Subclasses say what is ``available`` now, why an
    action is not (``unavailable``), its ``rule`` and its ``cost`` in funds. Move, battle,
    draw and recruit then ask whose fund pays (step ``fund``)."""

    rule: ClassVar[str] = "11.5"
    #: the funds the action takes
    cost: ClassVar[int] = 1

    def options(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return self.available(fr, g) if riverfolk(g, fr.seat).funds else []

    def why_not(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        have = len(riverfolk(g, fr.seat).funds)
        if have < self.cost:
            return (f"{action.kind} costs {self.cost} fund(s) (warriors in your Funds box), and you have {have}",
                    [self.rule, "11.2.4"])
        return self.unavailable(fr, g, action)

    def do(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> None:
        fr.todo = action.kind
        fr.arg = list(action.args)
        fr.step = "fund"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        return None


class FundedMove(FundedAction):
    """11.5.1: commit a fund to take one move (rivers are paths, 11.2.2 Swimmers)."""

    kind = "move"
    rule = "11.5.1"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return [act("move")] if any_move(g, fr.seat) else []

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        s = fr.seat
        if action.args:  # the move itself, asked before committing the fund (11.2.2 Swimmers)
            return why_move(g, s, action)
        if not any(g.warriors[c * g.n + s] for c in range(g.map.n)):
            return "you have no warriors on the map to move", ["4.2"]
        return "no move is possible: rule the origin or the destination, or swim along a river", \
            ["4.2.1", "11.2.2"]


class FundedBattle(FundedAction):
    """11.5.2: commit a fund to initiate a battle."""

    kind = "battle"
    rule = "11.5.2"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, hirelings=True)

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action)


class FundedDraw(FundedAction):
    """11.5.4: commit a fund to draw a card."""

    kind = "draw"
    rule = "11.5.4"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return [act("draw")] if g.deck or g.discard else []

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        return "there is no card left to draw", ["11.5.4", "2.1"]


class FundedCraft(FundedAction):
    """11.5.3: craft a card by committing one fund per crafting icon onto empty Trade Posts
    spaces of its suits (the Riverfolk have no crafting pieces, 11.2.1)."""

    kind = "craft"
    rule = "11.5.3"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return [act(self.kind, (label,)) for label in fr.craftable(g)]

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_craft

        s = fr.seat
        rf = riverfolk(g, s)
        if action.args:
            try:
                g.deckdef.type_of(str(action.args[0]))
            except Exception:
                return f"there is no card {action.args[0]!r} in the {g.deckdef.title}", ["2.1"]
        r = why_craft(g, s, act("craft", action.args))
        if r is not None and r[1] != ["4.1.1"]:
            return r
        label = str(action.args[0]) if action.args else "?"
        cid = next((c for c in rf.hand if g.deckdef.cards[c].label.lower() == label.lower()), None)
        if cid is not None and len(g.deckdef.cards[cid].cost) > len(rf.funds):
            return f"{label} needs one fund per crafting icon", ["11.5.3"]
        if action.kind == "export" and rf.supply <= 0:
            return "Export places a Riverfolk warrior in Payments, and none is left in your supply", ["11.5.3"]
        return (f"the crafting cost of {label} must fit empty Trade Posts spaces of its suits (empty now: "
                + ", ".join(f"{x} {rf.empty_spaces(x)}" for x in SUITS) + ")"), ["11.2.1", "11.5.3"]

    def do(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        C.take_from_hand(g, fr.seat, cid)
        g.push(RiverfolkCraft(fr.seat, cid, action.kind == "export"))


class Export(FundedCraft):
    """11.5.3.1 Export: pay a card's crafting cost, discard it ignoring its benefit and
    place a Riverfolk warrior in Payments (so one must be left in supply)."""

    kind = "export"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return super().available(fr, g) if riverfolk(g, fr.seat).supply > 0 else []


class FundedPlacement(FundedAction):
    """Funds spent to place pieces in a clearing (11.5.5, 11.5.6): the clearing must exist
    and take the Riverfolk's pieces. Subclasses explain the rest (``unavailable_in``)."""

    def unavailable(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            return f"there is no clearing {action.args[0] if action.args else ''} on this map", ["2.2"]
        r = why_cannot_place(g, fr.seat, c)
        if r:
            return r
        return self.unavailable_in(fr, g, c)

    def unavailable_in(self, fr: "RiverfolkDaylight", g: "Game", c: int) -> Reason:
        raise NotImplementedError


class FundedRecruit(FundedPlacement):
    """11.5.5: spend a fund to place a warrior in a clearing touching the river."""

    kind = "recruit"
    rule = "11.5.5"

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return [act("recruit", (c + 1,)) for c in fr.recruit_sites(g)]

    def unavailable_in(self, fr: "RiverfolkDaylight", g: "Game", c: int) -> Reason:
        if not g.map.river_adj[c]:
            return f"clearing {c + 1} has no river", ["11.5.5"]
        return "no Riverfolk warrior is left to place", ["11.5.5", "1.5.4"]


class Establish(FundedPlacement):
    """11.5.6: spend two funds of the clearing's ruler to place a matching trade post and
    a warrior there, scoring the space uncovered."""

    kind = "establish"
    rule = "11.5.6"
    cost = 2

    def available(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return [act("establish", (c + 1,)) for c in fr.establish_sites(g)]

    def unavailable_in(self, fr: "RiverfolkDaylight", g: "Game", c: int) -> Reason:
        rf = riverfolk(g, fr.seat)
        if post_at(g, c):
            return f"clearing {c + 1} already has a trade post", ["11.5.6.I"]
        ruler = rulers(g)[c]
        if ruler <= -2 and g.hirelings is not None:  # H.3.1: an uncontrolled hireling rules it
            return (f"the {g.hirelings.of_owner(ruler).rules.title}, an uncontrolled hireling, rule clearing "
                    f"{c + 1}: a trade post goes where a player rules"), ["11.5.6.I", "H.3.1"]
        if ruler < 0:
            return f"nobody rules clearing {c + 1}", ["11.5.6.I"]
        if rf.funds.count(ruler) < 2:
            from woodland.rules.why import lords_rule

            return (f"{g.factions[ruler].key} rules clearing {c + 1}: spend two of their warriors from your funds "
                    f"(you hold {rf.funds.count(ruler)})"), ["11.5.6.II"] + lords_rule(g, c)
        return f"no {g.suits[c]} trade post is left on your track", ["11.5.6", "11.2.5"]

    def do(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        rf = riverfolk(g, s)
        c = int(action.args[0]) - 1
        owner = rulers(g)[c]
        rf.spend_fund(g, owner)
        rf.spend_fund(g, owner)
        suit = g.suits[c]
        place_token(g, s, post_kind(suit), c)
        place_warriors(g, s, c, 1)
        k = POSTS - rf.posts_on_track(suit)  # the k-th space of that track is now uncovered
        score(g, s, POST_VP[suit][k - 1])


class WhoseFund(Choice["RiverfolkDaylight"]):
    """11.5: the fund that pays for the action waiting, by its owner: committed (move,
    battle, draw) or spent (recruit)."""

    kind = "fund"

    def options(self, fr: "RiverfolkDaylight", g: "Game") -> list[Action]:
        return fr.fund_options(g)

    def why_not(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> Reason | None:
        return no_fund(action)

    def do(self, fr: "RiverfolkDaylight", g: "Game", action: Action) -> None:
        fr.pay(g, g.seat_of(str(action.args[0])))


class RiverfolkDaylight(Frame):
    """11.5: commit funds to move, battle, draw and craft, and spend funds to recruit and
    to establish trade posts, in any order and number."""

    __slots__ = ("seat", "todo", "arg")
    rule = "11.5"
    choices = {
        "menu": (FundedMove(), FundedBattle(), FundedDraw(), FundedCraft(), Export(), FundedRecruit(), Establish(),
                 DaylightOptions(), End()),
        "fund": (WhoseFund(),),
    }

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        #: the action waiting for its fund to be chosen: move, battle, draw, recruit
        self.todo = ""
        self.arg: list[Any] = []

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step == "fund":
            return {"procedure": "riverfolk_daylight", "paying_for": self.todo}
        return None

    # ------------------------------------------------------------------ options
    def craftable(self, g: "Game") -> list[str]:
        """11.5.3: the cards in hand (labels) whose cost fits the empty Trade Posts spaces,
        one fund per icon."""
        rf = riverfolk(g, self.seat)
        if not rf.funds:
            return []
        have = {s: rf.empty_spaces(s) for s in SUITS if rf.empty_spaces(s) > 0}
        if not have:
            return []
        cards = g.deckdef.cards
        out: list[str] = []
        for cid in C.distinct_hand(g, self.seat):
            card = cards[cid]
            if not card.craftable or len(card.cost) > len(rf.funds):
                continue
            if craft_block(g, self.seat, card, have) is None:
                out.append(card.label)
        return out

    def recruit_sites(self, g: "Game") -> list[int]:
        rf = riverfolk(g, self.seat)
        if not rf.funds or (rf.supply <= 0 and self.seat not in rf.funds):
            return []
        return [c for c in river_clearings(g) if can_place(g, self.seat, c)]

    def establish_sites(self, g: "Game") -> list[int]:
        """11.5.6.I-II: a clearing without a trade post, ruled by a player two of whose
        warriors are funds, with a matching trade post left on its track."""
        rf = riverfolk(g, self.seat)
        if len(rf.funds) < 2:
            return []
        r = rulers(g)
        out = []
        for c in range(g.map.board_n):  # trade posts go on the map (not the Burrow, 12.2.2)
            if r[c] < 0 or post_at(g, c) or rf.funds.count(r[c]) < 2:
                continue
            if rf.posts_on_track(g.suits[c]) > 0 and can_place(g, self.seat, c):
                out.append(c)
        return out

    def s_menu(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.seat)
        return Decision(self.seat, "daylight", self.offer(g), f"Daylight: {len(rf.funds)} fund(s)", "11.5",
                        keep=rf.has_hidden())

    def s_fund(self, g: "Game") -> Decision | None:
        """Which player's warrior pays for the action waiting."""
        opts = self.offer(g)
        if len(opts) == 1:
            self.pay(g, g.seat_of(str(opts[0].args[0])))
            return None
        return Decision(self.seat, "fund", opts, f"whose warrior pays for {self.todo}?", RULE_OF[self.todo])

    def fund_options(self, g: "Game") -> list[Action]:
        """Whose fund may pay for the action waiting. 11.5.5 with an empty supply: only a
        Riverfolk fund, back in supply once spent, lets a warrior be placed (docs/factions/
        riverfolk.md, ruling 10)."""
        rf = riverfolk(g, self.seat)
        if self.todo == "recruit" and rf.supply <= 0:
            return [act("fund", (rf.key,))]
        return fund_owners(g, rf)

    def pay(self, g: "Game", owner: int) -> None:
        """Take the action waiting, paid with a fund of ``owner``."""
        s = self.seat
        rf = riverfolk(g, s)
        todo, arg = self.todo, self.arg
        self.step = "menu"
        self.todo = ""
        self.arg = []
        if todo == "move":  # 11.5.1
            rf.commit_fund(owner)
            g.push(Move(s, None, optional=False, law="11.5.1"))
        elif todo == "battle":  # 11.5.2
            rf.commit_fund(owner)
            start_battle(g, s, act("battle", tuple(arg)))
        elif todo == "draw":  # 11.5.4
            rf.commit_fund(owner)
            C.draw(g, s, 1)
        elif todo == "recruit":  # 11.5.5: spend first, then place
            rf.spend_fund(g, owner)
            place_warriors(g, s, int(arg[0]) - 1, 1)
        else:
            raise RuntimeError(f"engine error: Riverfolk fund for {todo!r}")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if self.step == "fund":
            return f"first choose whose warrior pays for {self.todo}", [RULE_OF[self.todo]]
        if action.kind == "buy":
            return "the other players buy services, at the start of their own Birdsong", ["11.2.6"]
        if action.kind == "price":
            return "the Riverfolk set their prices in Evening", ["11.6.2"]
        if action.kind == "discard":
            return "the Riverfolk discard down to five cards in Evening", ["11.6.1"]
        return None


RULE_OF = {"move": "11.5.1", "battle": "11.5.2", "draw": "11.5.4", "recruit": "11.5.5", "": "11.5"}


@event("exported")
class Exported(NamedTuple):
    """The Riverfolk exported ``card`` instead of crafting it (11.5.3.1 Export)."""
    kind: str
    seat: int
    card: int


class CraftSuit(Choice["RiverfolkCraft"]):
    """11.5.3: the suit of the empty Trade Posts space that pays a '?' icon (asked before
    whose fund pays it)."""

    kind = "pay"

    def options(self, fr: "RiverfolkCraft", g: "Game") -> list[Action]:
        return [] if fr.suit else [act("pay", (s,)) for s in fr.open_suits(g)]

    def why_not(self, fr: "RiverfolkCraft", g: "Game", action: Action) -> Reason | None:
        if fr.suit:
            return None
        suit = str(action.args[0]) if action.args else "?"
        if suit not in SUITS:
            return f"the Trade Posts tracks are {', '.join(SUITS)}: there is no {suit} space", ["11.5.3"]
        return f"you have no empty {suit} Trade Posts space", ["11.5.3"]

    def do(self, fr: "RiverfolkCraft", g: "Game", action: Action) -> None:
        fr.suit = str(action.args[0])


class CraftFund(Choice["RiverfolkCraft"]):
    """11.5.3: whose fund pays the icon, committed onto the empty space chosen."""

    kind = "fund"

    def options(self, fr: "RiverfolkCraft", g: "Game") -> list[Action]:
        return fund_owners(g, riverfolk(g, fr.seat)) if fr.suit else []

    def why_not(self, fr: "RiverfolkCraft", g: "Game", action: Action) -> Reason | None:
        return no_fund(action) if fr.suit else None

    def do(self, fr: "RiverfolkCraft", g: "Game", action: Action) -> None:
        fr.commit(g, g.seat_of(str(action.args[0])))


class RiverfolkCraft(Frame):
    """11.5.3: craft a card by committing one fund per crafting icon onto an empty Trade
    Posts space of the icon's suit; or Export it (11.5.3.1): discard it, ignoring its
    benefit, and place a Riverfolk warrior in Payments."""

    __slots__ = ("seat", "cid", "export", "paid", "suit")
    rule = "11.5.3"
    choices = {"pay": (CraftSuit(), CraftFund())}

    def __init__(self, seat: int, cid: int, export: bool) -> None:
        self.step = "pay"
        self.seat = seat
        self.cid = cid
        self.export = export
        #: cost icons already paid (indices into the cost)
        self.paid: list[int] = []
        #: the suit of the space chosen for the icon being paid
        self.suit = ""

    def held_cards(self) -> list[int]:
        return [self.cid]

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "riverfolk_export" if self.export else "riverfolk_craft",
                "card": g.deckdef.cards[self.cid].label}

    def next_icon(self, g: "Game") -> int:
        cost = g.deckdef.cards[self.cid].cost
        for i, s in enumerate(cost):  # fixed suits first: a '?' may take what is left
            if i not in self.paid and s != "any":
                return i
        for i in range(len(cost)):
            if i not in self.paid:
                return i
        return -1

    def open_suits(self, g: "Game") -> list[str]:
        """The suits with an empty Trade Posts space (11.2.1)."""
        rf = riverfolk(g, self.seat)
        return [s for s in SUITS if rf.empty_spaces(s) > 0]

    def s_pay(self, g: "Game") -> Decision | None:
        rf = riverfolk(g, self.seat)
        card = g.deckdef.cards[self.cid]
        i = self.next_icon(g)
        if i < 0:
            g.pop()
            if self.export:  # 11.5.3.1 Export
                C.discard_card(g, self.cid, self.seat)
                if rf.supply > 0:
                    rf.supply -= 1
                    _add(rf.payments, self.seat)
                g.emit(Exported("exported", self.seat, self.cid))
            else:
                resolve_craft(g, self.seat, self.cid)
            return None
        if not self.suit:
            want = card.cost[i]
            suits = [want] if want != "any" else self.open_suits(g)
            if len(suits) == 1:
                self.suit = suits[0]
                return None
            return Decision(self.seat, "craft_pay", self.offer(g),
                            f"which suit of empty Trade Posts space pays for a '?' icon of {card.label}", "11.5.3")
        opts = self.offer(g)
        if len(opts) == 1:
            self.commit(g, rf.funds[0])
            return None
        return Decision(self.seat, "fund", opts, f"whose warrior pays a {self.suit} icon of {card.label}?", "11.5.3")

    def commit(self, g: "Game", owner: int) -> None:
        """Commit a fund of ``owner`` onto an empty space of the chosen suit: the icon is paid."""
        riverfolk(g, self.seat).commit_fund(owner, self.suit)
        self.paid.append(self.next_icon(g))
        self.suit = ""

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        label = g.deckdef.cards[self.cid].label
        if not self.suit:  # asked which suit of empty space pays a '?' icon
            return f"first choose the suit of the empty Trade Posts space that pays a '?' icon of {label}", \
                ["11.5.3"]
        return f"first choose whose fund pays the {self.suit} icon of {label}", ["11.5.3"]


# ----------------------------------------------------------------------------- Evening
class RiverfolkEvening(Frame):
    """11.6: discard down to five cards, then set the price of each service."""

    __slots__ = ("seat", "priced")
    rule = "11.6"
    price_rule = "11.6.2"
    choices = {"prices": (SetPrice(),)}

    def __init__(self, seat: int) -> None:
        self.step = "discard"
        self.seat = seat
        self.priced = 0

    def s_discard(self, g: "Game") -> Decision | None:
        self.step = "prices"
        g.push(DiscardDown(self.seat, g.factions[self.seat].hand_limit(), "11.6.1"))
        return None

    def s_prices(self, g: "Game") -> Decision | None:
        return ask_price(self, g)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return why_not_price(self, g, action)


decision_kind("setup_warrior", "Where to place a starting warrior", "11.3.2")
decision_kind("set_price", "The price of a service", "11.3.5")
decision_kind("buy_service", "Which service to buy", "11.2.6")
decision_kind("pay_service", "How to pay for the service", "11.2.6")
decision_kind("fund", "Whose funds pay", "11.5.1")
decision_kind("lose_fund", "Whose funds are lost to Trade Disruption", "11.2.5")
action_kind("price", "Set this service (hand_card, riverboats, mercenaries) at this price", "11.3.5", (WORD, COUNT))
action_kind("buy", "Buy this service (hand_card: with the card taken)", "11.2.6", (WORD,), (WORD, CARD))
action_kind("fund", "Pay with a funds warrior of this faction", "11.5.1", (FACTION,))
action_kind("lose", "Lose a funds warrior of this faction", "11.2.5", (FACTION,))
action_kind("establish", "Establish a trade post here", "11.5.4", (CLEARING,))
action_kind("export", "Export this card", "11.5.3.1", (CARD,))
