// Package ai is the computer opponent of TAKTIK II. It only ever chooses among the
// actions the rules engine (package game) offers and applies them with Game.Apply, so it
// can never break a rule.
//
// Four levels play with distinct characters: Random (any legal action), Recruit (one
// greedy pass), Officer (an evaluation of material, cities and threats, and attacks
// gathered for 3-1 odds) and General (moves and battles planned together: the enemy's
// reach next turn, battle partitions weighed by the exact odds of the combat results
// table, a front without lone units, headquarters and cities kept safe). Every choice
// is a deterministic function of the game state: randomness is seeded from the
// position's hash, never from the clock.
//
// Tournament plays levels against each other for `taktik selfplay`. docs/ai.md
// describes how each level thinks.
package ai
