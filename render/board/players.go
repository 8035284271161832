package board

import (
	"taktik/game/ai"
	"taktik/render/play"
)

// Strength is how well the computer plays a side; the names are the ranks shown in
// the new-game dialog.
type Strength uint8

const (
	Recruit Strength = iota
	Officer
	General
)

// Level is the AI level of a strength.
func (s Strength) Level() ai.Level {
	switch s {
	case Recruit:
		return ai.Rekrut
	case General:
		return ai.General
	}
	return ai.Offizier
}

// Player says who commands a side: a person at this screen, or the computer at a
// strength.
type Player struct {
	Computer bool
	Strength Strength
}

// Players are Red's and Blue's commanders, indexed by units.Side.
type Players [2]Player

// Commanders are the players as package play keeps them (and saves them).
func (p Players) Commanders() play.Commanders {
	var cs play.Commanders
	for i, pl := range p {
		cs[i] = play.Commander{Computer: pl.Computer, Level: pl.Strength.Level()}
	}
	return cs
}

// PlayersOf turns saved commanders back into players; the levels below Recruit
// (Random) count as Recruit.
func PlayersOf(cs play.Commanders) Players {
	var p Players
	for i, c := range cs {
		s := Officer
		switch c.Level {
		case ai.Random, ai.Rekrut:
			s = Recruit
		case ai.General:
			s = General
		}
		p[i] = Player{Computer: c.Computer, Strength: s}
	}
	return p
}
