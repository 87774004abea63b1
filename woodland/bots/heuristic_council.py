"""Rule-of-thumb Twilight Council (Law ch. 17). Its points come from Oversee (Governing
assemblies beside enemy buildings and tokens, 17.6.4), from Empower (a point per bird card
where it rules, 17.6.1.III) and from crafting; its cards come back every Evening, so each
card is an action every turn. Start in the corner with the fewest enemies; in Birdsong
reveal every card that has a use, the best first: assemble where the Council will rule
(with its Loyalists), most beside enemy buildings and tokens; recruit where one more
warrior wins or keeps the rule of an assembly (or of a clearing to assemble in); battle by
the shared odds (more where a Riverfolk trade post may fall: Trade Disruption, 11.2.5);
move with the shared mover, toward its assemblies and toward trade posts while the
Riverfolk hold funds. In Evening banish
enemy warriors from assemblies, agitate where the flip scores, empower with birds where
the rule survives the roll; craft only what outweighs the cards it costs; keep every
assembly. At the hand limit a second dominance card goes before an ordinary card, unless an
opponent nearly rules what it asks."""

from __future__ import annotations

from typing import Sequence

from woodland.bots.heuristic_common import BIRD, DANGER, Info, Mover, Strategy
from woodland.bots.heuristic_riverfolk import disruption_reach, disruption_worth
from woodland.core.actions import Action
from woodland.core.cards import Card

ASSEMBLIES = ("assembly", "governing")
#: 17.6.4: Oversee points by the number of Governing assemblies beside enemy pieces
OVERSEE = (0, 1, 2, 2, 3, 4, 4)
#: 17.6.2: card draw icons showing with k assemblies off the track (data.json, R320)
DRAW_ICONS = (0, 0, 1, 1, 2, 2, 3)
HAND_LIMIT = 5  # 17.6.5
#: weight of a Riverfolk trade post within a battle's reach when moving (11.2.5)
TOWARD_POSTS = 1.5
#: keeping value of each dominance card while two or more are in hand (an ordinary card: 1.0)
SURPLUS_DOMINANCE = 0.9
#: clearings of a suit an opponent rules from which a dominance card of it is not let go (3.3.1)
NEAR_DOMINANCE = 2


class CouncilStrategy(Strategy):
    keys = ("council",)
    #: 17.2.4: the token an enemy may entreat the Council to flip to Closed
    entreat_token = "governing"

    @staticmethod
    def entreat_reserve(I: Info, key: str) -> int:
        """17.2.4: the warriors the Council may place where it is entreated (its Loyalists)."""
        return int((I.players[key].get("board") or {}).get("loyalists", 0))

    # -- facts ------------------------------------------------------------------------------
    def assembly(self, I: Info, c: int) -> str | None:
        return next((str(k) for o, k in I.tok[c] if o == I.me and k in ASSEMBLIES), None)

    def loyalists(self, I: Info) -> int:
        return int(I.board.get("loyalists", 0))

    def enemy_pieces(self, I: Info, c: int) -> int:
        """Enemy buildings and tokens in ``c`` (what Oversee counts, 17.6.4)."""
        return sum(n for k, n in I.np[c].items() if k != I.me)

    def rules_with(self, I: Info, c: int, add: int) -> bool:
        """Whether the Council would rule ``c`` with ``add`` more warriors there (2.5; a
        garden keeps the rule for its owner, 10.2.4)."""
        pg = I.pilgrims(c)
        if pg is not None and pg != I.me:
            return False
        others = [I.strength(k, c) for k in I.keys if k != I.me]
        top = max(others, default=0)
        mine = I.strength(I.me, c) + add
        if mine == top:  # 2.5: a tie rules only for a faction that wins ties (7.2.2)
            return mine > 0 and I.wins_ties(I.me)
        return mine > top

    def overseen(self, I: Info) -> int:
        """Assemblies Oversee will count this Evening as things stand: Governing ones, and
        Closed ones the Council rules (Adjourn flips them), with enemy buildings or tokens."""
        n = 0
        for c in range(I.n):
            side = self.assembly(I, c)
            if side and self.enemy_pieces(I, c) and (side == "governing" or I.ruler[c] == I.me):
                n += 1
        return n

    def oversee_gain(self, I: Info) -> float:
        """17.6.4: the points one more overseen assembly adds (half of what two more add
        where one alone adds nothing: the third and the sixth)."""
        k = min(self.overseen(I), 5)
        gain = OVERSEE[k + 1] - OVERSEE[k]
        return gain if gain or k >= 5 else (OVERSEE[k + 2] - OVERSEE[k]) / 2.0

    def placed(self, I: Info) -> int:
        """Assemblies off the track (on the map)."""
        return 6 - int(I.board.get("assemblies_on_track", 0))

    def board_left(self, I: Info) -> bool:
        return int(I.board.get("assemblies_on_track", 0)) > 0

    def cards(self, I: Info) -> int:
        """Cards in hand and in the play area (revealed ones come back in Evening)."""
        return len(I.hand) + len(I.board.get("revealed", []))

    def card_worth(self, I: Info) -> float:
        """What a card lost is worth: an action every turn, nothing when the hand would be
        cut back to five anyway (17.6.5)."""
        draws = 1 + DRAW_ICONS[self.placed(I)]
        if self.cards(I) - 1 + draws >= HAND_LIMIT + 1:
            return 0.3
        return 1.5 if I.score < 20 else 0.8

    # -- Birdsong values --------------------------------------------------------------------
    def site_value(self, I: Info, c: int) -> float:
        """Worth of a new assembly in ``c`` with all the Loyalists: rule keeps the card
        (17.4.3) and Adjourn makes it Governing (17.6.3), where Oversee pays for enemy
        buildings and tokens; the track's draw icons (17.6.2)."""
        L = self.loyalists(I)
        if not self.rules_with(I, c, L):
            return (0.5 * self.oversee_gain(I) if self.enemy_pieces(I, c) else 0.0) - self.card_worth(I) - 1.0
        v = 0.5 + (0.8 if DRAW_ICONS[self.placed(I) + 1] > DRAW_ICONS[self.placed(I)] else 0.0)
        if self.enemy_pieces(I, c):
            v += 2.0 + 2.0 * self.oversee_gain(I)
        margin = I.my_w(c) + L - I.enemy_strength(c)
        v -= 0.3 * max(0, I.threat(c) - I.my_w(c) - L)
        return v + 0.1 * min(margin, 3)

    def recruit_value(self, I: Info, c: int) -> float:
        v = 0.2
        ruled = I.ruler[c] == I.me
        wins = not ruled and self.rules_with(I, c, 1)
        if self.assembly(I, c):
            if wins:
                v += 1.5 + (2.0 * self.oversee_gain(I) if self.enemy_pieces(I, c) else 0.0)
            elif ruled:
                spare = I.strength(I.me, c) - I.enemy_strength(c)
                v += 0.8 if I.threat(c) >= spare else 0.2
                if any(card.suit == BIRD for card in I.hand) and I.my_w(c) < 6:
                    v += 0.5  # warriors to empower with
            else:
                v += 0.3
        elif wins and self.enemy_pieces(I, c) and self.board_left(I):
            v += 1.0  # an assembly can follow where it pays Oversee
        elif ruled and not self.board_left(I):
            v -= 0.1
        return v + self.danger_value(I, c, 1)

    def danger_value(self, I: Info, c: int, add: int) -> float:
        """Ending an opponent's rule that its activated dominance card needs (3.3.1)."""
        dz = I.danger().get(c, 0.0)
        r = I.ruler[c]
        if dz and r is not None and r != I.me and I.break_margin(r, c, add) == 0:
            return DANGER * dz
        keep = I.guard_need(c)
        if keep and I.strength(I.me, c) < keep <= I.strength(I.me, c) + add:
            return 0.5 * DANGER
        return 0.0

    def act_value(self, I: Info, a: Action) -> float:
        if a.kind == "assemble":
            return 2.0 + self.site_value(I, int(a.args[0]) - 1)
        if a.kind == "recruit":
            return self.recruit_value(I, int(a.args[0]) - 1)
        if a.kind == "battle":
            c = int(a.args[0]) - 1
            return self.battle_value(I, c, str(a.args[1])) - (self.card_worth(I) if self.assembly(I, c) else 0.0) \
                + self.leader_bonus(I, c, str(a.args[1]))
        return -9.0

    def loses_card(self, I: Info, a: Action) -> bool:
        """The revealed card is discarded: an assembly where the Council will not rule
        (17.4.3), a battle at an assembly (17.4.4)."""
        c = int(a.args[0]) - 1 if a.args else -1
        if a.kind == "assemble":
            return not self.rules_with(I, c, self.loyalists(I))
        return a.kind == "battle" and self.assembly(I, c) is not None

    def battle_value(self, I: Info, c: int, target: str) -> float:
        """The shared odds, and the Trade Disruption a removed trade post causes (11.2.5)."""
        return super().battle_value(I, c, target) + disruption_worth(I, c, target, self.extra_hits(I))

    def move_value(self, I: Info, c: int, w: int) -> float:
        """The shared worth, and more where a battle may then remove a Riverfolk trade post
        (11.2.5 Trade Disruption halves the funds their dividends and posts come from)."""
        return super().move_value(I, c, w) + TOWARD_POSTS * disruption_reach(I, c, w)

    def leader_bonus(self, I: Info, c: int, target: str) -> float:
        """A battle against the leader once it nears 30 and is ahead of us: a point more
        for each building or token our spare warriors can reach (3.2.1: and points it
        scores with them no more, trade posts, roosts...)."""
        s = I.score_of(target)
        if s >= 18 and s >= I.score and target == I.leader():
            return min(I.pieces_of(target, c), max(0, I.my_w(c) - I.w(target, c)))
        return 0.0

    def rule_bonus(self, I: Info, c: int) -> float:
        """Moving: rule is worth more at an assembly (Adjourn, Empower) and most beside
        enemy buildings and tokens (Oversee)."""
        if self.assembly(I, c):
            return 1.0 + (1.0 if self.enemy_pieces(I, c) else 0.0)
        return 1.0 if self.enemy_pieces(I, c) else 0.0

    # -- setup ------------------------------------------------------------------------------
    def on_setup_corner(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return min(actions, key=lambda a: (I.enemy_strength(int(a.args[0]) - 1), str(a)))

    def on_council_second(self, I: Info, actions: Sequence[Action]) -> Action | None:
        home = next((c for c in range(I.n) if I.my_w(c) >= 4), -1)
        return min(actions, key=lambda a: (int(a.args[0]) - 1 not in I.adj(home) if home >= 0 else False,
                                           I.enemy_strength(int(a.args[0]) - 1), str(a)))

    # -- Birdsong ---------------------------------------------------------------------------
    def best_use(self, I: Info, suit: str) -> float:
        best = -9.0
        for c in range(I.n):
            if suit != BIRD and I.suit[c] != suit or not I.can_place(c):
                continue
            if not self.assembly(I, c) and self.board_left(I):
                best = max(best, 2.0 + self.site_value(I, c))
            if I.mine.get("warriors_in_supply", 0):
                best = max(best, self.recruit_value(I, c))
        return best

    def on_council_reveal(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Every card with a use, the best first; a dominance card last, and only for an
        action that keeps it (it returns to hand in Evening, 17.6.1: held, it is an action
        every turn; lost, it would become available to the others, 3.3.3)."""
        reveals = [a for a in actions if a.kind == "reveal" and I.card(str(a.args[0])).kind != "dominance"]
        if not reveals:
            reveals = [a for a in actions if a.kind == "reveal" and self.best_use(I, I.card(str(a.args[0])).suit) > 0.5]
        if reveals:
            return max(reveals, key=lambda a: (self.best_use(I, I.card(str(a.args[0])).suit)
                                               - (0.5 if I.card(str(a.args[0])).suit == BIRD else 0.0), str(a)))
        return next((a for a in actions if a.kind == "done"), None)

    def holding_dominance(self, I: Info) -> bool:
        """The card of the action asked (revealed, or returned in Evening) is a dominance
        card, never to be lost."""
        label = I.facts.get("card")
        return label is not None and I.card(str(label)).kind == "dominance"

    def on_council_act(self, I: Info, actions: Sequence[Action]) -> Action | None:
        scored = [(self.act_value(I, a) - (9.0 if self.holding_dominance(I) and self.loses_card(I, a) else 0.0),
                   str(a), a) for a in actions if a.kind != "move"]
        moves = [a for a in actions if a.kind == "move"]
        if moves:
            d, a, k = Mover(I, self.move_value).best(moves)
            if a is not None:
                self.mem.move = (int(a.args[0]) - 1, int(a.args[1]) - 1, k)
                scored.append((d, str(a), a))
        return max(scored, key=lambda x: (x[0], x[1]))[2] if scored else None

    def on_council_loyalists(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return max(actions, key=lambda a: int(a.args[0]))

    def on_entreat_reply(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """17.2.4: place the fewest Loyalists that win the rule back (Adjourn flips it
        Governing again), else gain a Loyalist."""
        c = int(I.facts.get("clearing", 0)) - 1
        places = sorted((a for a in actions if a.kind == "count"), key=lambda a: int(a.args[0]))
        if c >= 0 and I.ruler[c] != I.me:
            for a in places:
                if self.rules_with(I, c, int(a.args[0])):
                    return a
        gain = next((a for a in actions if a.kind == "gain_loyalist"), None)
        return gain or (places[-1] if places else None)

    def card_value(self, I: Info, card: Card) -> float:
        """What keeping ``card`` is worth (the lowest goes at the hand limit, 17.6.5). A
        dominance card is held against the others (discarded, it becomes available to them,
        3.3.3), but the Council reveals one only for an action that keeps it and activates
        one only where it is safe: a second one in hand is worth less than an ordinary card,
        which acts every turn (Birdsong, then Convene in Evening, 17.6.1). The bird one is
        kept first (an action in any clearing, and Empower)."""
        if card.kind == "dominance" and sum(1 for x in I.hand if x.kind == "dominance") >= 2 \
                and not self.could_dominate(I, card.suit):
            return SURPLUS_DOMINANCE + (0.05 if card.suit == BIRD else 0.0)
        return super().card_value(I, card)

    @staticmethod
    def could_dominate(I: Info, suit: str) -> bool:
        """Whether an opponent (no Vagabond: his is a coalition, 9.2.8) rules nearly what a
        dominance card of ``suit`` asks (3.3.1: three clearings of the suit, of which it
        rules two; two opposite corners for a bird card): such a card is not let go, it
        could take it (3.3.4) and win."""
        for k in I.keys:
            if k == I.me or I.is_vb(k):
                continue
            if suit == BIRD:
                if any(I.ruler[a] == k and I.ruler[b] == k for a, b in I.map.opposite.items()):
                    return True
            elif sum(1 for c in range(I.n) if I.suit[c] == suit and I.ruler[c] == k) >= NEAR_DOMINANCE:
                return True
        return False

    def on_buy_service(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """11.2.6: buy no Riverfolk service: every warrior paid is a fund that scores them a
        point per two each Birdsong (11.4.2), and the Council's cards already act every turn."""
        return next((a for a in actions if a.kind == "done"), None)

    # -- Daylight ---------------------------------------------------------------------------
    def may_dominate(self, I: Info) -> bool:
        """Oversee and Empower score every turn and an activated dominance card ends that
        (3.3.1): the shared rule never activates one (``dominance_safe`` does)."""
        return False

    def held_safely(self, I: Info, c: int) -> bool:
        """We rule ``c`` by two more than the most warriors any enemy has in and around it."""
        return I.ruler[c] == I.me and I.strength(I.me, c) >= max(I.enemy_strength(c) + 2, I.threat(c) - 1)

    def dominance_safe(self, I: Info, card: Card) -> bool:
        """3.3.1: a dominance card whose clearings we hold safely enough that the enemies'
        turns before our next Birdsong are unlikely to take them (a win, not 30 points)."""
        if card.suit == BIRD:
            return any(self.held_safely(I, a) and self.held_safely(I, b) for a, b in I.map.opposite.items())
        return sum(1 for c in range(I.n) if I.suit[c] == card.suit and self.held_safely(I, c)) >= 3

    def on_daylight_end(self, I: Info, actions: Sequence[Action]) -> Action | None:
        for a in actions:
            if a.kind == "activate" and I.score < 26 and self.dominance_safe(I, I.card(str(a.args[0]))):
                return a
        x = self.daylight_extras(I, actions)
        return x if x is not None else next((a for a in actions if a.kind == "end"), None)

    # -- Evening ----------------------------------------------------------------------------
    def on_convene(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """17.6.1: suited cards first (banish clears the assemblies before birds empower)."""
        return min(actions, key=lambda a: (I.card(str(a.args[0])).suit == BIRD, str(a)))

    def banish_value(self, I: Info, c: int, target: str) -> float:
        """Banish moves defending warriors away and costs nothing (17.6.1.I): worth the
        rule it may win at an assembly, where Adjourn and Oversee follow."""
        hits = sum(min(x, I.my_w(c)) for x in range(4)) / 4.0
        moved = min(hits, I.w(target, c))
        v = 0.3 * moved
        if I.ruler[c] != I.me and I.strength(target, c) == I.enemy_strength(c):
            need = I.strength(target, c) - I.strength(I.me, c) + 1
            if 0 < need <= moved + 0.5:
                v += 1.0 + (2.0 * self.oversee_gain(I) if self.enemy_pieces(I, c) else 0.0)
        return v + (DANGER * I.danger().get(c, 0.0) if I.ruler[c] == target else 0.0)

    def agitate_value(self, I: Info, c: int) -> float:
        """Agitate spends the card (17.6.1.II): a Loyalist, and a Governing flip that
        Oversee counts tonight where Adjourn would not flip it."""
        flips = self.assembly(I, c) == "assembly" and I.ruler[c] != I.me
        v = (0.8 * min(4, self.loyalists(I) + 1) - 0.8 * min(4, self.loyalists(I)))
        if flips and self.enemy_pieces(I, c):
            v += 1.0 * self.oversee_gain(I)
        return v - self.card_worth(I)

    def empower_value(self, I: Info, c: int) -> float:
        """17.6.1.III: a point if the rule survives the roll (0-3 warriors removed); the
        risk of losing the rule that Adjourn and Oversee need."""
        p_rule = sum(1 for r in range(4) if self.rules_with(I, c, -min(r, I.my_w(c)))) / 4.0
        v = p_rule
        if I.ruler[c] == I.me:
            stake = 0.4 * (1.0 + (2.0 * self.oversee_gain(I) if self.enemy_pieces(I, c) else 0.0))
            v -= (1.0 - p_rule) * stake
        elif self.loyalists(I) < 4:
            v = 0.2
        return v

    def on_convene_action(self, I: Info, actions: Sequence[Action]) -> Action | None:
        best, bv = None, 0.1
        for a in actions:
            c = int(a.args[0]) - 1 if a.args else -1
            if a.kind == "banish":
                v = self.banish_value(I, c, str(a.args[1]))
            elif a.kind == "agitate":  # it spends the card: never a dominance card (3.3.3)
                v = -9.0 if self.holding_dominance(I) else self.agitate_value(I, c)
            elif a.kind == "empower":
                v = self.empower_value(I, c)
            else:
                continue
            if v > bv:
                best, bv = a, v
        return best or next((a for a in actions if a.kind == "pass"), None)

    def on_empower_keep(self, I: Info, actions: Sequence[Action]) -> Action | None:
        return next((a for a in actions if a.args and a.args[0] == "point"), None)

    def craft_worth(self, I: Info, card: Card) -> float:
        return self.craft_value(I, card)  # the shared worth, woodland/bots/crafting.py

    def on_inspire(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """17.6.2: crafting costs the card and the track's draws (those kept under the hand
        limit); craft what outweighs them."""
        crafts = [a for a in actions if a.kind == "craft"]
        done = next((a for a in actions if a.kind == "done"), None)
        if not crafts:
            return done
        hand = len(I.hand)
        icons = DRAW_ICONS[self.placed(I)]
        crafted = self.mem.plan.get("crafted") == I.turn
        kept_draw = min(HAND_LIMIT, hand + 1 + (0 if crafted else icons))
        lost = kept_draw - min(HAND_LIMIT, hand + 1 - 1)
        a = max(crafts, key=lambda x: (self.craft_worth(I, I.card(str(x.args[0]))), str(x)))
        if self.craft_worth(I, I.card(str(a.args[0]))) > 0.6 * lost * self.card_worth(I) + 0.4:
            self.mem.plan["crafted"] = I.turn
            return a
        return done

    def on_adjourn(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Keep the assemblies, but with none left on the track take back one that Oversee
        cannot count (no enemy building or token there) while an enemy's buildings or tokens
        stand where no assembly is (to assemble there next Birdsong)."""
        done = next((a for a in actions if a.kind == "done"), None)
        if self.board_left(I):
            return done
        if not any(self.enemy_pieces(I, c) and not self.assembly(I, c) and I.can_place(c) for c in range(I.n)):
            return done
        idle = [a for a in actions if a.kind == "adjourn" and not self.enemy_pieces(I, int(a.args[0]) - 1)]
        if not idle or self.mem.plan.get("adjourned") == I.turn:
            return done
        self.mem.plan["adjourned"] = I.turn
        return min(idle, key=lambda a: (I.my_w(int(a.args[0]) - 1), str(a)))

    def on_banish_to(self, I: Info, actions: Sequence[Action]) -> Action | None:
        """Send banished warriors where they trouble the Council least: away from its warriors
        and assemblies (a place off the map, such as the Duchy's Burrow, troubles nothing)."""
        def trouble(c: int) -> int:
            return I.my_w(c) + 3 * bool(self.assembly(I, c)) if 0 <= c < I.n else -1

        return min(actions, key=lambda a: (trouble(int(a.args[0]) - 1), str(a)))
