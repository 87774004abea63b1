"""Rule-of-thumb Keepers in Iron (Law ch. 15): start on the edge clearing with the fewest
enemies, encamp where a warrior stays behind (the side showing the type of the relics at
hand), recruit with spare cards, act with every Retinue card (battle where it pays, delve
the relics least likely to cost the card, move towards relics and waystations carrying
relics along, recover whenever it can), tuck spare cards into the Retinue, mostly into the
delving and recovering columns."""

from __future__ import annotations

from typing import Any, Sequence

from woodland.bots.heuristic_common import BIRD, Info, Mover, Strategy, battle_odds, count_action, traits
from woodland.core.actions import Action
from woodland.core.cards import Card

TYPES = ("figure", "tablet", "jewelry")
VALUE = {"one": 1, "two": 2, "three": 3}
#: a face-down relic's value on average (1, 2, 3, 3: 15.2.1)
HIDDEN_VALUE = 2.25
RETAINER = "Faithful Retainer"
SUITS = ("fox", "rabbit", "mouse")
#: what moving into a clearing that costs an outrage (8.2.6) is worth avoiding
OUTRAGE = 1.0
#: how many cards each Retinue column should hold, in order of need
WANT = {"battle": 4, "recover": 4, "move": 2}
#: recruit (15.4.3) only with fewer warriors than this on the map
RECRUIT_BELOW = 8
#: decamp to turn a waystation to the type of the relics in its clearing only when no
#: waystation showing that type is this close (the relics can be carried there instead)
NEAR = 1
#: a Retinue card must be this useful in its column (column_use) to be tucked
USEFUL = 0.4
#: the Retinue's cards beyond which only recover cards for relics waiting are tucked (it
#: holds ten, 15.6.2, and cards leave it only when lost)
RETINUE_ROOM = 10
#: column_use of a recover card whose suit has relics waiting at a waystation
WAITING = 1.5
#: what each card beyond WANT in a column costs a tuck there
CROWD = 2.0
#: Relics spaces per type on the faction board (data.json relic_columns, R231)
RELIC_SPACES = 4
#: weight of the battle warriors moved in could fight with a battle column card
ATTACK = 0.5
#: worth of a warrior where an enemy scoring for ruling clearings alone (14.6.2) would rule
#: it alone, once that enemy has DENY_FROM points
DENY = 1.0
DENY_FROM = 22
#: worth per relic (up to two) in the forests beside a clearing we would rule with a battle
#: column card of its suit
DELVE_ROOM = 0.8
#: worth of carrying a relic one path closer to a waystation of its type, per point of value
CARRY = 0.6


#: a Retinue card's worth per Keepers' turn still to come (what losing it costs,
#: 15.5.2.II.b, III.c), over at most LEFT_MAX turns; a game lasts until 30 points, PACE a round
LOSS_PER_TURN = 0.7
LEFT_MAX = 8.0
PACE = 3.0
#: recover a relic that costs the card only when its value is at least this share of the
#: card's worth (else move, and recover it later)
RECOVER_LATER = 1.0


def relic_value(name: str) -> float:
    """A relic as seen: ``figure`` (face down) or ``figure_three``."""
    return float(VALUE[name.split("_")[1]]) if "_" in name else HIDDEN_VALUE


def loss_chance(relic: str, ruled: int) -> float:
    """The chance that ``relic`` is worth more than ``ruled`` (the card is then lost,
    15.5.2.II.b, III.c); a face-down relic is 1, 2, 3 or 3 (15.2.1)."""
    if "_" in relic:
        return 1.0 if VALUE[relic.split("_")[1]] > ruled else 0.0
    return sum(1 for v in (1, 2, 3, 3) if v > ruled) / 4.0


def doomed(I: Info, c: int) -> bool:
    """Whether an enemy token in ``c`` removes our buildings and tokens there at its owner's
    next Birdsong (14.4.1 Raze: a mob), as that faction's strategy names it."""
    d = I.cache.get("doomed")
    if d is None:
        d = I.cache["doomed"] = [any(o != I.me and k and k == traits(o).razing_token for o, k in I.tok[x])
                                 for x in range(I.n)]
    return bool(d[c])


class RelicMover(Mover):
    """Moves that also count the relics the warriors carry towards waystations of their type
    (15.2.4: one relic with each warrior moved)."""

    def __init__(self, I: Info, strategy: "KeepersStrategy") -> None:
        super().__init__(I, strategy.move_value, outrage_cost=OUTRAGE)
        self.strategy = strategy

    def along(self, a: int, b: int, k: int) -> float:
        gains = sorted((self.strategy.carry_gain(self.I, r, a, b) for r in self.strategy.relics_at(self.I, a)),
                       reverse=True)
        return sum(g for g in gains[:k] if g > 0)


class KeepersStrategy(Strategy):
    keys = ("keepers",)

    # -- facts ------------------------------------------------------------------------------
    def relics_at(self, I: Info, c: int) -> list[str]:
        return [str(k) for o, k in I.tok[c] if o == I.me]

    def stations(self, I: Info) -> dict[int, list[str]]:
        """Clearing -> the types the waystations there show."""
        out: dict[int, list[str]] = {}
        for where in (I.board.get("waystations") or {}).values():
            if where:
                out.setdefault(int(where["clearing"]) - 1, []).append(str(where["shows"]))
        return out

    def distance_to_station(self, I: Info, t: str) -> list[int]:
        """Per clearing, the number of paths to a waystation showing ``t`` (99: none)."""
        key = ("dist", t)
        if key in I.cache:
            return list(I.cache[key])
        dist = [99] * I.n
        todo = [c for c, shows in self.stations(I).items() if t in shows]
        for c in todo:
            dist[c] = 0
        while todo:
            nxt = []
            for c in todo:
                for x in I.adj(c):
                    if dist[x] > dist[c] + 1:
                        dist[x] = dist[c] + 1
                        nxt.append(x)
            todo = nxt
        I.cache[key] = dist
        return dist

    def needed(self, I: Info, t: str) -> int:
        """Relics of type ``t`` still to recover that are on the map or in forests (none once
        its Relics spaces are full)."""
        if len((I.board.get("relics_recovered") or {}).get(t, [])) >= RELIC_SPACES:
            return 0
        on_map = sum(1 for c in range(I.n) for r in self.relics_at(I, c) if r.split("_")[0] == t)
        return on_map + sum(1 for f in range(len(I.map.forests)) for r in self.forest_relics(I, f)
                            if r.split("_")[0] == t)

    def shown(self, I: Info) -> set[str]:
        return {t for shows in self.stations(I).values() for t in shows}

    def carry_gain(self, I: Info, relic: str, a: int, b: int) -> float:
        """Worth of carrying ``relic`` from ``a`` to ``b``: paths saved towards a waystation
        of its type, more on arriving."""
        if doomed(I, b):
            return 0.0
        if doomed(I, a):  # saved from the raze (14.4.1; the enemy would score two, 15.2.5)
            return relic_value(relic) + 2.0
        d = self.distance_to_station(I, relic.split("_")[0])
        if d[a] >= 99 or d[a] <= d[b]:
            return 0.0
        return CARRY * relic_value(relic) * ((d[a] - d[b]) + (1.0 if d[b] == 0 else 0.0))

    def mover(self, I: Info) -> RelicMover:
        m = I.cache.get("mover")
        if m is None:
            m = I.cache["mover"] = RelicMover(I, self)
        return m

    def forest_relics(self, I: Info, f: int) -> list[str]:
        return list((I.board.get("forests") or {}).get(f"F{f + 1}", []))

    def near_relics(self, I: Info, c: int) -> int:
        return sum(len(self.forest_relics(I, f)) for f in range(len(I.map.forests)) if c in I.map.forests[f])

    def ruled_by_forest(self, I: Info, f: int) -> int:
        return sum(1 for x in I.map.forests[f] if I.ruler[x] == I.me)

    def may_dominate(self, I: Info) -> bool:
        """Relics score all game: a dominance card (which stops scoring, 3.3.1) wins only
        while its clearings hold, and the Keepers rarely hold them long."""
        return False

    # -- setup ------------------------------------------------------------------------------
    def on_setup_edge(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.enemy_strength(int(a.args[0]) - 1), str(a)))

    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.on_setup_edge(I, actions)

    # -- Birdsong ---------------------------------------------------------------------------
    def on_keepers_encamp(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.5
        have = self.stations(I)
        for a in actions:
            if a.kind != "encamp":
                continue
            c, face = int(a.args[0]) - 1, str(a.args[1])
            if face in have.get(c, []) or doomed(I, c):
                continue
            left = I.my_w(c) - 1
            v = (3.0 * sum(1 for r in self.relics_at(I, c) if r.startswith(face))
                 + 0.5 * sum(1 for f in I.map.clearing_forests[c] for r in self.forest_relics(I, f)
                             if r.startswith(face))
                 + (1.0 if left >= 1 else -1.5) - 0.5 * I.threat(c) - 0.3 * len(have)
                 + (1.5 if not any(face in shows for shows in have.values()) else 0.0)  # sets score 2
                 + (-3.0 if not self.needed(I, face) else 0.0))
            if not I.my_w(c):  # a fresh start on the edge (15.4.1)
                v = 5.0 - I.enemy_strength(c)
            if v > bv:
                best, bv = a, v
        return best or next((a for a in actions if a.kind == "done"), None)

    def on_keepers_decamp(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Turn a waystation over (decamp now, encamp next Birdsong) where the relics beside it
        are all of its other side's type."""
        for a in actions:
            if a.kind != "decamp":
                continue
            c, face, other = int(a.args[0]) - 1, str(a.args[1]), str(a.args[2])
            if doomed(I, c):
                return a  # razed otherwise (14.4.1): a point to the enemy, no card drawn
            types = [r.split("_")[0] for r in self.relics_at(I, c)]
            if types and face not in types and other in types and I.threat(c) <= I.my_w(c) \
                    and self.distance_to_station(I, other)[c] > NEAR:  # none showing it at hand
                return a
            # a side no relic left needs or another waystation shows, the other side shown
            # nowhere and needed
            faces = [t for shows in self.stations(I).values() for t in shows]
            if not types and (not self.needed(I, face) or faces.count(face) > 1) \
                    and other not in faces and self.needed(I, other):
                return a
        return next((a for a in actions if a.kind == "done"), None)

    def on_keepers_recruit(self, I: Info, actions: Sequence[Action]) -> Action | None:
        spends = [a for a in actions if a.kind == "recruit_at" and I.card(str(a.args[1])).kind != "dominance"]
        on_map = sum(I.my_w(c) for c in range(I.n))
        # a card tucked into the Retinue acts every turn: keep the cards its columns lack,
        # unless short of warriors
        keep = 1 if on_map < RECRUIT_BELOW else 2 + self.retinue_short(I)
        if not spends or len(I.hand) <= keep or I.mine["warriors_in_supply"] < 2:
            return next((a for a in actions if a.kind == "done"), None)
        return min(spends, key=lambda a: (self.card_value(I, I.card(str(a.args[1]))) - 0.3 * I.threat(
            int(a.args[0]) - 1), str(a)))

    def retinue_short(self, I: Info) -> int:
        """Cards the Retinue's columns lack (WANT)."""
        retinue: dict[str, Any] = I.board.get("retinue") or {}
        return sum(max(0, n - len(retinue.get(col, []))) for col, n in WANT.items())

    # -- Daylight ---------------------------------------------------------------------------
    def on_craft(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        best = self.best_craft(I, actions, 0.3)  # woodland/bots/crafting.py
        return best if best is not None else next((a for a in actions if a.kind == "done"), None)

    def card_suit(self, I: Info, a: Action) -> str:
        return BIRD if a.kind == "retainer" else I.card(str(a.args[0])).suit

    def move_gain(self, I: Info, suit: str) -> float:
        """The best a move from a clearing of ``suit`` gains (4.2.1: ruling either end)."""
        m = self.mover(I)
        best = -9.0
        for a in range(I.n):
            if I.my_w(a) and (suit == BIRD or I.suit[a] == suit):
                for b in I.adj(a):
                    if I.ruler[a] == I.me or I.ruler[b] == I.me:
                        best = max(best, m.best_count(a, b)[0])
        return best

    def worth_acting(self, I: Info, a: Action) -> bool:
        """A move the card would owe must not lose much (an outrage, a clearing left)."""
        col = I.facts.get("column")
        suit = self.card_suit(I, a)
        if col == "move":
            return self.move_gain(I, suit) > -1.0
        if col == "recover":
            shows = self.stations(I)
            if any((suit == BIRD or I.suit[c] == suit) and any(r.split("_")[0] in shows[c]
                                                               for r in self.relics_at(I, c)) for c in shows):
                return True
            return self.move_gain(I, suit) > -1.0
        return True

    def on_retinue(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        if x is not None:
            return x
        acts = [a for a in actions if a.kind in ("retinue", "retainer") and self.worth_acting(I, a)]
        if acts:  # a deck card first: a Faithful Retainer lost is gone for good
            return min(acts, key=lambda a: (a.kind == "retainer", str(a)))
        return next((a for a in actions if a.kind == "done"), None)

    def on_daylight_end(self, I: Info, actions: Sequence[Action]) -> Action | None:
        x = self.daylight_extras(I, actions)
        return x if x is not None else next((a for a in actions if a.kind == "end"), None)

    def loss_cost(self, I: Info) -> float:
        """What losing the Retinue card now acting costs: its actions in the turns still to
        come (more for a bird, which acts anywhere)."""
        lead = max(I.score_of(k) for k in I.keys)
        left = max(1.0, min(LEFT_MAX, (30 - lead) / PACE))
        v = LOSS_PER_TURN * left
        return v * 1.3 if I.facts.get("suit") == BIRD else v

    def delve_value(self, I: Info, a: Action) -> float:
        c, f = int(a.args[0]) - 1, int(str(a.args[1])[1:]) - 1
        relic = str(a.args[2])
        value = relic_value(relic)
        ruled = self.ruled_by_forest(I, f)
        v = value - loss_chance(relic, ruled) * self.loss_cost(I)  # the card lost when ruling too few (15.5.2.II.b)
        if relic.split("_")[0] in self.stations(I).get(c, []):
            v += 2.0  # recovered where it lands
        if doomed(I, c):
            v -= value + 2.0  # razed unless recovered at once (14.4.1)
        return v

    def battle_value(self, I: Info, c: int, target: str) -> float:
        """The shared odds, plus what removing a razing token saves (14.4.1): our relics
        there (the enemy would score two each, 15.2.5) and waystations."""
        v = super().battle_value(I, c, target)
        if not doomed(I, c) or not any(o == target and k == traits(o).razing_token for o, k in I.tok[c]):
            return v
        stake = sum(relic_value(r) + 2.0 for r in self.relics_at(I, c)) + I.my_buildings(c)
        pieces = I.pieces_of(target, c)
        _k, b, _loss = battle_odds(I.my_w(c), I.w(target, c), pieces)
        return v + stake * min(1.0, b / max(1, pieces))

    def on_keepers_battle(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, -9.0
        for a in actions:
            if a.kind == "battle":
                v = self.battle_value(I, int(a.args[0]) - 1, str(a.args[1])) + 1.0
            else:
                v = self.delve_value(I, a)
            if v > bv:
                best, bv = a, v
        if best is not None and best.kind == "battle":
            self.mem.battle = (int(best.args[0]) - 1, str(best.args[1]))
        return best

    def on_delve(self, I: Info, actions: Sequence[Action]) -> Action | None:
        delves = [a for a in actions if a.kind == "delve"]
        if not delves:
            return next((a for a in actions if a.kind == "done"), None)
        return max(delves, key=lambda a: (self.delve_value(I, a), str(a)))

    def on_move_or_recover(self, I: Info, actions: Sequence[Action]) -> Action | None:
        recovers = [a for a in actions if a.kind == "recover"]
        if recovers:
            best = max(recovers, key=lambda a: self.recover_order(I, int(a.args[0]) - 1, str(a.args[1])) + (str(a),))
            if not self.recover_later(I, best, actions):
                return best
        return self.on_move(I, actions)

    def recover_later(self, I: Info, a: Action, actions: Sequence[Action]) -> bool:
        """Whether to move rather than recover a relic that would cost the card (15.5.2.III.c)
        while the card is worth more than the relic's points and a move is worth making."""
        if a.kind != "recover" or not any(x.kind == "move" for x in actions):
            return False
        c, relic = int(a.args[0]) - 1, str(a.args[1])
        doom, keeps, value = self.recover_order(I, c, relic)
        if doom or keeps or RECOVER_LATER * self.loss_cost(I) <= value:
            return False
        return self.mover(I).best([x for x in actions if x.kind == "move"])[0] > 0

    def recover_order(self, I: Info, c: int, relic: str) -> tuple[bool, bool, float]:
        """Razed relics first (14.4.1), then those that keep the card (15.5.2.III.c: a relic
        worth more than the clearings of its suit we rule ends the action and costs the
        card, so it comes last), the most valuable first."""
        ruled = sum(1 for x in range(I.n) if I.suit[x] == I.suit[c] and I.ruler[x] == I.me)
        value = relic_value(relic)
        return doomed(I, c), value <= ruled, value

    def on_recover_more(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return self.on_move_or_recover(I, actions)

    def move_value(self, I: Info, c: int, w: int) -> float:
        v = super().move_value(I, c, w)
        if w:
            v += 0.3 * min(self.near_relics(I, c), 3)  # room to delve
            if I.suit[c] in self.battle_suits(I) and w + I.my_buildings(c) > I.enemy_strength(c):
                v += DELVE_ROOM * min(self.near_relics(I, c), 2)  # a delve this card can take (15.5.2.II)
            shows = self.stations(I).get(c, [])
            v += 0.8 * sum(1 for r in self.relics_at(I, c) if r.split("_")[0] in shows)
            v += ATTACK * self.attack_value(I, c, w) + self.oppress_denied(I, c)
            # relics next door that could come along to a waystation of their type here
            for x in I.adj(c):
                if I.my_w(x):
                    v += 0.5 * min(w, sum(1 for r in self.relics_at(I, x) if r.split("_")[0] in shows
                                          and self.distance_to_station(I, r.split("_")[0])[x] > 0))
        return v

    def oppress_denied(self, I: Info, c: int) -> float:
        """Worth of a piece of ours in ``c`` where an enemy near the win would otherwise score
        for ruling it alone (14.6.2 Oppress)."""
        if I.my_tokens(c) or I.my_buildings(c):
            return 0.0  # denied already
        k = I.ruler[c]
        if k is None or k == I.me or k not in I.enemies() or not traits(k).oppresses or I.score_of(k) < DENY_FROM:
            return 0.0
        others = {o for o, n in I.war[c].items() if n > 0} | {o for o, n in I.np[c].items() if n > 0}
        return DENY if others <= {k, I.me} else 0.0

    def battle_suits(self, I: Info) -> set[str]:
        """Suits the Retinue's battle column can act in (a bird or a Faithful Retainer: any)."""
        col = (I.board.get("retinue") or {}).get("battle", [])
        suits = {BIRD if x == RETAINER else I.card(str(x)).suit for x in col}
        return set(SUITS) if BIRD in suits else suits

    def attack_value(self, I: Info, c: int, w: int) -> float:
        """What ``w`` warriors in ``c`` could take by a battle there with a battle column card
        (15.5.2.II): the enemy's buildings and tokens (a point each) and warriors."""
        if I.suit[c] not in self.battle_suits(I):
            return 0.0
        best = 0.0
        for k in I.enemies():
            pieces = I.pieces_of(k, c)
            if pieces:
                kills, removed, loss = battle_odds(w, I.w(k, c), pieces)
                best = max(best, 1.5 * removed + 0.8 * kills - 0.9 * loss)  # as the shared battle_value
        return best

    def on_move(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """A move, counting an outrage dear (8.2.6: a card, and the Retinue is made of cards)."""
        d, a, k = self.mover(I).best(actions)
        if a is None:
            return next((x for x in actions if x.kind == "pass"), actions[0])
        self.mem.move = (int(a.args[0]) - 1, int(a.args[1]) - 1, k)
        return a

    def on_carry_relics(self, I: Info, actions: Sequence[Action]) -> Action | None:
        b = int(I.facts.get("to", 0)) - 1
        a = int(I.facts.get("from", 0)) - 1

        def gain(x: Action) -> float:
            return self.carry_gain(I, str(x.args[0]), a, b)

        carries = [x for x in actions if x.kind == "carry" and gain(x) > 0]
        if not carries:
            return next((x for x in actions if x.kind == "done"), None)
        return max(carries, key=lambda x: (gain(x), relic_value(str(x.args[0])), str(x)))

    def on_move_count(self, I: Info, actions: Sequence[Action]) -> Action | None:
        a, b = I.move_asked()
        if a < 0:
            return None
        if self.mem.move[:2] == (a, b):
            return count_action(actions, self.mem.move[2])
        return count_action(actions, self.mover(I).best_count(a, b)[1])

    def remove_order(self, I: Info, kind: str) -> float:
        """Lose a relic (the enemy scores two, 15.2.5) after a waystation (one point)."""
        return 2.0 if kind.split("_")[0] in TYPES and kind.count("_") == 1 and kind.split("_")[1] in VALUE else 1.0

    # -- Evening ----------------------------------------------------------------------------
    def column_use(self, I: Info, col: str, suit: str) -> float:
        """How useful a card of ``suit`` is in Retinue column ``col`` now."""
        fits = [c for c in range(I.n) if suit == BIRD or I.suit[c] == suit]
        if col == "recover":
            shows = self.stations(I)
            return sum(0.5 + sum(1 for r in self.relics_at(I, c) if r.split("_")[0] in shows[c])
                       for c in fits if c in shows)
        if col == "battle":
            return sum(0.5 * min(self.near_relics(I, c), 2) + 0.3 * (I.enemy_strength(c) > 0)
                       for c in fits if I.my_w(c))
        return 0.4 * sum(1 for c in fits if I.my_w(c))

    def on_gather_retinue(self, I: Info, actions: Sequence[Action]) -> Action | None:
        retinue: dict[str, Any] = I.board.get("retinue") or {}
        tucks = [a for a in actions if a.kind == "tuck" and I.card(str(a.args[0])).kind != "dominance"]
        if not tucks or len(I.hand) <= 1:
            return self.shift(I, actions)
        room = sum(len(cards) for cards in retinue.values()) < RETINUE_ROOM

        def worth(a: Action) -> float:
            col = str(a.args[1])
            card = I.card(str(a.args[0]))
            crowd = len(retinue.get(col, [])) - WANT[col]
            use = self.column_use(I, col, card.suit)
            if use < USEFUL or not (room or (col == "recover" and use >= WAITING)):
                return -9.0  # the Retinue holds ten cards (15.6.2): none for a suit of no use
            return use - CROWD * max(0, crowd) - 0.4 * self.card_value(I, card)

        best = max(tucks, key=lambda a: (worth(a), str(a)))
        if worth(best) <= -1.0:
            return self.shift(I, actions)
        return best

    def shift(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Shift a card to the recover column (15.6.2) where relics wait at a waystation of
        its suit that no recover card matches."""
        retinue: dict[str, Any] = I.board.get("retinue") or {}
        held = {I.card(str(x)).suit for x in retinue.get("recover", []) if x != RETAINER}
        if BIRD in held or any(r == RETAINER for r in retinue.get("recover", [])):
            held = set(SUITS)
        for a in actions:
            if a.kind == "shift" and str(a.args[2]) == "recover":
                suit = I.card(str(a.args[0])).suit
                if suit not in held and self.column_use(I, "recover", suit) >= WAITING:
                    return a
        return next((a for a in actions if a.kind == "done"), None)

    def card_value(self, I: Info, card: Card) -> float:
        v = super().card_value(I, card)
        if card.suit == BIRD:
            v += 0.3  # a bird in the Retinue acts anywhere
        return v
